"""Hypothesis strategies and converters shared by the regex tests."""

from __future__ import annotations

import re

from hypothesis import strategies as st

from strsat.regex import INTERVALS
from strsat.regex import ast as R

#: Small alphabet used for random regexes and strings (plus two non-ASCII).
ALPHABET = "abc\u00e9\U0001F600"

_chars = st.sampled_from(ALPHABET)


def charsets() -> st.SearchStrategy:
    """Random interval sets: a few ranges anywhere in the alphabet, biased to
    small code points so that sets overlap."""
    point = st.one_of(st.integers(0, 300), st.integers(0, 0x2FFFF))
    rng = st.tuples(point, st.integers(0, 50)).map(lambda t: (t[0], t[0] + t[1]))
    return st.lists(rng, max_size=5).map(INTERVALS.of_ranges)


def _leaf() -> st.SearchStrategy:
    single = _chars.map(lambda c: R.chars(INTERVALS.char(ord(c))))
    rng = st.sampled_from([(0x61, 0x62), (0x62, 0x63), (0x61, 0x7A), (0xE0, 0x10000)]).map(
        lambda t: R.char_range(*t))
    return st.one_of(single, single, rng, st.just(R.ALLCHAR), st.just(R.EPSILON),
                     st.just(R.EMPTY_LANG))


def regexes(boolean: bool = True, max_leaves: int = 12) -> st.SearchStrategy:
    """Random regex ASTs; ``boolean`` allows ``inter`` and ``comp``."""

    def extend(children: st.SearchStrategy) -> st.SearchStrategy:
        opts = [
            st.lists(children, min_size=2, max_size=3).map(lambda a: R.concat(*a)),
            st.lists(children, min_size=2, max_size=3).map(lambda a: R.union(*a)),
            children.map(R.star),
            children.map(R.opt),
            st.tuples(children, st.integers(0, 3), st.integers(0, 2)).map(
                lambda t: R.loop(t[0], t[1], t[1] + t[2])),
            st.tuples(children, st.integers(1, 2)).map(lambda t: R.loop(t[0], t[1], None)),
        ]
        if boolean:
            opts += [
                st.lists(children, min_size=2, max_size=2).map(lambda a: R.inter(*a)),
                children.map(R.comp),
                st.tuples(children, children).map(lambda t: R.diff(*t)),
            ]
        return st.one_of(*opts)

    return st.recursive(_leaf(), extend, max_leaves=max_leaves)


def strings(max_size: int = 6) -> st.SearchStrategy:
    return st.text(alphabet=ALPHABET, max_size=max_size)


def has_boolean(r: R.Regex) -> bool:
    return any(n.kind in (R.INTER, R.COMP) for n in R.postorder(r))


def to_python(root: R.Regex) -> str:
    """A Python pattern with the same language (no ``inter``/``comp``)."""
    text: dict[int, str] = {}
    for n in R.postorder(root):
        k = n.kind
        if k == R.NONE:
            s = "[^\\x00-\\U0010FFFF]"
        elif k == R.EPS:
            s = "(?:)"
        elif k == R.CHARS:
            parts = []
            for lo, hi in n.chars.ranges():
                parts.append(f"\\U{lo:08x}" if lo == hi else f"\\U{lo:08x}-\\U{hi:08x}")
            s = "[" + "".join(parts) + "]"
        elif k == R.CONCAT:
            s = "(?:" + "".join(text[a.id] for a in n.args) + ")"
        elif k == R.UNION:
            s = "(?:" + "|".join(text[a.id] for a in n.args) + ")"
        elif k == R.STAR:
            s = f"(?:{text[n.args[0].id]})*"
        elif k == R.LOOP:
            hi = "" if n.hi is None else str(n.hi)
            s = f"(?:{text[n.args[0].id]}){{{n.lo},{hi}}}"
        else:
            raise ValueError("boolean operator has no Python syntax")
        text[n.id] = s
    return text[root.id]


def python_accepts(r: R.Regex, s: str) -> bool:
    return re.fullmatch(to_python(r), s, re.DOTALL) is not None


def to_term(root: R.Regex):  # type: ignore[no-untyped-def]
    """The SMT-LIB RegLan term of an AST (for the reference evaluator)."""
    from strsat.regex.to_term import regex_to_term

    return regex_to_term(root)
