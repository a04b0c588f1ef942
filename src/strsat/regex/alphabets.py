"""The characters a language's words may hold, and those they may begin with.

Two over-approximations read off a regex's AST in one pass each: :func:`alphabet`, a
set holding every character of every word (the union of the ``chars`` leaves, met
under an intersection), and :func:`first`, a set holding the first character of every
nonempty word (Brzozowski's derivative ``D_a(R)`` is nonempty only for those, paper
000).  A complement may hold any character, so a set under one is unknown (None).
The regular step bounds the codes of characters read from a member by them
(``RE_CHAR_CODE``, :mod:`strsat.theory.regular.char_codes`), and preparation states
the same bounds over equations and concatenations (:mod:`strsat.engine.code_bounds`).
"""

from __future__ import annotations

from . import ast as R
from .charset import INTERVALS, IntervalSet

__all__ = ["alphabet", "first", "positions", "singles"]


def alphabet(node: R.Regex) -> IntervalSet | None:
    """A set holding every character of every word of ``node``'s language (exact for
    the union of its ``chars`` leaves), or None when a complement may hold any."""
    return _characters(node, heads=False)


def first(node: R.Regex) -> IntervalSet | None:
    """A set holding the first character of every nonempty word of ``node``'s language
    (exact without complements and intersections, where it may be larger), or None
    when a complement may begin with any character.  ``first(A·B)`` is ``first(A)``,
    and ``first(B)`` too when ``A`` is nullable; a star's or a loop's is its body's (no
    word when the loop's upper bound is 0)."""
    return _characters(node, heads=True)


def singles(node: R.Regex) -> IntervalSet:
    """The characters ``c`` whose one-character word ``c`` is in ``node``'s language
    (exact, complements included: ``singles(¬A)`` is every character outside
    ``singles(A)``).  A string of at most one character is in the language exactly
    when it is empty and the language nullable, or its character is one of these."""
    memo: dict[int, IntervalSet] = {}
    for n in R.postorder(node):
        kind = n.kind
        if kind == R.CHARS:
            assert n.chars is not None
            out = INTERVALS.convert(n.chars)
        elif kind == R.COMP:
            out = ~memo[n.args[0].id]
        elif kind == R.INTER:
            out = memo[n.args[0].id]
            for a in n.args[1:]:
                out = out & memo[a.id]
        elif kind == R.UNION:
            out = INTERVALS.empty
            for a in n.args:
                out = out | memo[a.id]
        elif kind == R.CONCAT:
            # one item reads the character, every other one reads the empty word
            out = INTERVALS.empty
            for i, a in enumerate(n.args):
                if all(b.nullable for j, b in enumerate(n.args) if j != i):
                    out = out | memo[a.id]
        elif kind == R.STAR or (kind == R.LOOP and (n.hi is None or n.hi >= 1)
                                and (n.lo <= 1 or n.args[0].nullable)):
            out = memo[n.args[0].id]
        else:  # none, eps, a loop of no item or of two or more that cannot be empty
            out = INTERVALS.empty
        memo[n.id] = out
    return memo[node.id]


def _characters(node: R.Regex, heads: bool) -> IntervalSet | None:
    """:func:`alphabet`, or with ``heads`` :func:`first`: the ``chars`` leaves a word
    (its first character) may be read from, joined; met under an intersection; None
    under a complement."""
    memo: dict[int, IntervalSet | None] = {}
    for n in R.postorder(node):
        if n.kind == R.CHARS:
            assert n.chars is not None
            memo[n.id] = INTERVALS.convert(n.chars)
        elif n.kind == R.COMP:
            memo[n.id] = None
        elif n.kind == R.INTER:
            known = [p for p in (memo[a.id] for a in n.args) if p is not None]
            out = known[0] if known else None
            for p in known[1:]:
                out = out & p  # type: ignore[operator]
            memo[n.id] = out
        else:  # none, eps, concat, union, star, loop
            args: tuple[R.Regex, ...] = n.args
            if heads and n.kind == R.CONCAT:
                # the items up to the first that cannot be empty
                cut = next((i for i, a in enumerate(args) if not a.nullable), len(args) - 1)
                args = args[:cut + 1]
            elif heads and n.kind == R.LOOP and n.hi == 0:
                args = ()
            acc: IntervalSet | None = INTERVALS.empty
            for a in args:
                part = memo[a.id]
                acc = None if part is None or acc is None else acc | part
            memo[n.id] = acc
    return memo[node.id]


def positions(node: R.Regex, from_end: bool = False, limit: int = 64) -> list[IntervalSet]:
    """Sets of the characters at index ``i`` of every word of ``node``'s language
    (counted from its end with ``from_end``: ``i = 0`` is the last character), for the
    indices every word has (``i < min_len``, at most ``limit``); a place nothing fixes
    is the full set.  A concatenation's places run on past an item of one length (a
    date's ``\\d{4}-\\d{2}``: its ``-`` is index 4 of every word) and stop inside the
    first item of several lengths; a union's are the alternatives' places joined, an
    intersection's met."""
    full = INTERVALS.full
    memo: dict[int, list[IntervalSet]] = {}
    for n in R.postorder(node):
        size = min(n.min_len, limit)
        kind = n.kind
        out: list[IntervalSet]
        if kind == R.CHARS:
            assert n.chars is not None
            out = [INTERVALS.convert(n.chars)]
        elif kind == R.CONCAT:
            out = []
            for a in (reversed(n.args) if from_end else n.args):
                out.extend(memo[a.id])
                if a.max_len != a.min_len or len(out) >= size:
                    break
        elif kind == R.UNION:
            alive = [memo[a.id] for a in n.args if a.kind != R.NONE]
            out = [_join_at(alive, i) for i in range(size)]
        elif kind == R.INTER:
            parts = [memo[a.id] for a in n.args]
            out = []
            for i in range(size):
                met = full
                for p in parts:
                    if i < len(p):
                        met = met & p[i]
                out.append(met)
        elif kind == R.LOOP and n.lo >= 1:
            body = memo[n.args[0].id]
            fixed = n.args[0].max_len == n.args[0].min_len
            out = list(body) * (n.lo if fixed else 1)
        else:  # none, eps, star, complement, a loop that may be empty
            out = []
        out = out[:size]
        out.extend([full] * (size - len(out)))
        memo[n.id] = out
    return memo[node.id]


def _join_at(lists: list[list[IntervalSet]], i: int) -> IntervalSet:
    acc = INTERVALS.empty
    for p in lists:
        acc = acc | p[i]
    return acc
