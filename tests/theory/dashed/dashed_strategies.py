"""Hypothesis strategies and brute force for the dashed-string tests: alphabet
``a, b, c``, short blocks, words up to :data:`MAX_LEN` characters."""

from __future__ import annotations

import itertools
import re

from hypothesis import strategies as st

from strsat.regex.charset import INTERVALS
from strsat.theory.dashed.blocks import INF, Block

ALPHABET = "abc"
MAX_LEN = 5
NAMES = ["a", "b", "c", "ab", "bc", "ac", "abc"]
SETS = {name: INTERVALS.of_ranges([(ord(ch), ord(ch)) for ch in name]) for name in NAMES}
WORDS = ["".join(p) for n in range(MAX_LEN + 1) for p in itertools.product(ALPHABET, repeat=n)]


@st.composite
def blocks(draw, max_lo: int = 2) -> Block:
    name = draw(st.sampled_from(NAMES))
    lo = draw(st.integers(0, max_lo))
    extra = draw(st.sampled_from([0, 0, 1, 2, 3, None]))
    return Block(SETS[name], lo, INF if extra is None else lo + extra)


def dashed(min_size: int = 0, max_size: int = 4):
    return st.lists(blocks(), min_size=min_size, max_size=max_size)


def python_regex(bs: list[Block]) -> re.Pattern[str]:
    """The dashed string as a Python regex (the reference for its language)."""
    parts = []
    for b in bs:
        chars = "".join(ch for ch in ALPHABET if ord(ch) in b.base) or "\\x00"
        hi = "" if b.hi >= INF else str(b.hi)
        parts.append(f"[{chars}]{{{b.lo},{hi}}}")
    return re.compile("".join(parts))


def language(bs: list[Block]) -> set[str]:
    rx = python_regex(bs)
    return {w for w in WORDS if rx.fullmatch(w)}


def cuts(bs: list[Block], w: str) -> list[tuple[str, ...]]:
    """Every way to cut ``w`` into words of the blocks ``bs`` (in order)."""
    out: list[tuple[str, ...]] = []

    def go(i: int, p: int, acc: list[str]) -> None:
        if i == len(bs):
            if p == len(w):
                out.append(tuple(acc))
            return
        b = bs[i]
        for q in range(p + b.lo, min(len(w), p + b.hi) + 1):
            if all(ord(ch) in b.base for ch in w[p:q]):
                go(i + 1, q, [*acc, w[p:q]])
            else:
                break

    go(0, 0, [])
    return out


def fits(part: str, b: Block) -> bool:
    return b.lo <= len(part) <= b.hi and all(ord(ch) in b.base for ch in part)


def regex_asts(max_leaves: int = 6):
    """Regex ASTs over ``a, b, c`` with every operator the hull handles."""
    from strsat.regex import ast as R

    leaves = st.one_of(
        st.sampled_from(NAMES).map(lambda n: R.chars(SETS[n])),
        st.just(R.EPSILON),
    )

    def extend(children):
        loops = st.tuples(children, st.integers(0, 3), st.sampled_from([0, 1, 2, None])).map(
            lambda t: R.loop(t[0], t[1], None if t[2] is None else t[1] + t[2]))
        return st.one_of(
            st.tuples(children, children).map(lambda t: R.concat(*t)),
            st.tuples(children, children).map(lambda t: R.union(*t)),
            st.tuples(children, children).map(lambda t: R.inter(*t)),
            children.map(R.star), children.map(R.opt), children.map(R.comp), loops)

    return st.recursive(leaves, extend, max_leaves=max_leaves)


def regex_language(node) -> set[str]:
    from strsat.regex.automaton import accepts as nfa_accepts
    from strsat.regex.construct import build

    a = build(node, algebra=INTERVALS)
    return {w for w in WORDS if nfa_accepts(a, w)}
