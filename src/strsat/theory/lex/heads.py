"""The first character of a side of an order literal: its possible code points.

A constant bound narrows the first character's range (the issue's "propagation on
constants"): for ``s ⋈ t`` with ``s = s1·…·sn`` read item by item — a constant (or a
variable whose class holds one) gives its first character; a variable with positive
memberships ``x ∈ R`` gives the first characters of the words of ``R`` (the labels
of the trimmed automaton's initial moves), and goes on to the next item while ``x``
may be empty — the first character of ``s`` lies in the union of the ranges read
until an item that is certainly non-empty (a non-empty constant, a membership whose
language lacks ``ε``, or a variable whose length the core makes positive, stated as
a premise).  When every character ``s`` can start with exceeds every one ``t`` can
start with, and ``s`` is certainly non-empty, ``s > t`` (``t`` empty is smaller still):
``s < t`` and ``s ≤ t`` are refuted (``LEX_FIRST_CHAR``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ...records import Record
from ...regex import ast as R
from ...terms import MAX_CHAR, Term, integer, mk
from ..seam.equalities import EqualityClasses


class Head(Record):
    """What is known of a side's first character: the least possible code point
    ``lo`` (none yet: above every one), the greatest ``hi``, whether the side
    certainly has a first character, and the premises of that knowledge."""

    _fields = ("lo", "hi", "nonempty", "premises")
    __slots__ = _fields
    __hash__ = None  # type: ignore[assignment]  # mutable

    def __init__(self, lo: int = MAX_CHAR + 1, hi: int = -1, nonempty: bool = False,
                 premises: set[Term] | None = None) -> None:
        self.lo = lo
        self.hi = hi
        self.nonempty = nonempty
        self.premises: set[Term] = set() if premises is None else premises


def first_range(root: R.Regex) -> tuple[int, int, bool]:
    """(least, greatest code point a word of the language can start with, whether ``ε``
    may be in it), read from the AST without building an automaton: an
    over-approximation of the first characters (``inter`` intersects the children's
    ranges, ``comp`` may start with anything), which is all a conflict needs; ``ε`` is
    excluded only when every word has a positive length (``min_len``)."""
    ranges: dict[R.Regex, tuple[int, int]] = {}
    none = (MAX_CHAR + 1, -1)
    for n in R.postorder(root):
        kind = n.kind
        if kind in (R.NONE, R.EPS):
            r = none
        elif kind == R.CHARS:
            assert n.chars is not None
            rs = list(n.chars.ranges())
            r = (rs[0][0], rs[-1][1]) if rs else none
        elif kind == R.CONCAT:
            lo, hi = none
            for a in n.args:
                alo, ahi = ranges[a]
                lo, hi = min(lo, alo), max(hi, ahi)
                if a.min_len > 0:
                    break
            r = (lo, hi)
        elif kind == R.UNION:
            r = (min(ranges[a][0] for a in n.args), max(ranges[a][1] for a in n.args))
        elif kind == R.INTER:
            r = (max(ranges[a][0] for a in n.args), min(ranges[a][1] for a in n.args))
        elif kind == R.COMP:
            r = (0, MAX_CHAR)
        else:  # star, loop
            r = none if (kind == R.LOOP and n.hi == 0) else ranges[n.args[0]]
        ranges[n] = r
    lo, hi = ranges[root]
    return lo, hi, root.min_len == 0


def items(t: Term) -> Sequence[Term]:
    return t.args if t.op == "str.++" else (t,)


class Heads:
    """Heads of the terms of one round: every fact about a class is read and intersected
    (its constant, its members' memberships, each concatenation it holds, the core's
    positive length), each class once per query (a class met again inside its own
    reading gives no information)."""

    def __init__(self, classes: EqualityClasses,
                 memberships: Mapping[Term, list[tuple[Term, tuple[int, int, bool]]]],
                 length: Callable[[Term], int | None]) -> None:
        self.classes = classes
        self.memberships = memberships  # by variable
        self.length = length
        self._busy: set[Term] = set()

    def of(self, side: Term) -> Head:
        return self._sequence(items(side))

    def _sequence(self, parts: Sequence[Term]) -> Head:
        h = Head()
        for it in parts:
            g = self._item(it)
            h.premises |= g.premises
            h.lo, h.hi = min(h.lo, g.lo), max(h.hi, g.hi)
            if g.nonempty:
                h.nonempty = True
                return h
        return h

    def _item(self, it: Term) -> Head:
        if it.op == "const":
            text = str(it.value)
            if not text:
                return Head()
            return Head(ord(text[0]), ord(text[0]), True)
        if it.op != "var":
            return Head(0, MAX_CHAR, False)
        cls = self.classes
        root = cls.find(it)
        if root in self._busy:
            return Head(0, MAX_CHAR, False)
        self._busy.add(root)
        try:
            h = Head(0, MAX_CHAR, False)
            c = cls.constant(it)
            if c is not None:
                got = self._item(c)
                got.premises |= cls.explain(it, c)
                return got
            for m in cls.members(it):
                for atom, (lo, hi, nullable) in self.memberships.get(m, ()):
                    h.lo, h.hi = max(h.lo, lo), min(h.hi, hi)
                    h.nonempty = h.nonempty or not nullable
                    h.premises.add(atom)
                    h.premises |= cls.explain(it, m)
                if m.op == "str.++":
                    g = self._sequence(m.args)
                    if g.nonempty or g.lo > 0 or g.hi < MAX_CHAR:
                        h.lo, h.hi = max(h.lo, g.lo), min(h.hi, g.hi)
                        h.nonempty = h.nonempty or g.nonempty
                        h.premises |= g.premises | cls.explain(it, m)
            if not h.nonempty:
                n = self.length(it)
                if n is not None and n > 0:
                    h.premises.add(mk("<", integer(0), mk("str.len", it)))
                    h.nonempty = True
            return h
        finally:
            self._busy.discard(root)


__all__ = ["Head", "Heads", "first_range"]
