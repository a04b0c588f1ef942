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

The same reading over every character (:class:`Spans`: constants, memberships, and the
constant a concatenation holding the term equals) gives ``LEX_CHARS``: when every
character ``s`` can hold is at least every one ``t`` can hold, ``s`` has no first
difference with ``t`` where it is the smaller, so ``s ≤ t`` (and ``s < t``) make ``s`` a
prefix of ``t`` — then the lengths decide (``x ∈ a^n·(a|b)*``, ``y ∈ a*``, ``x < y``,
``|y| < |x|``: the long ``mixed_lt`` files of issue 39).
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


_NO_CHARACTER = (MAX_CHAR + 1, -1)


def _code_ranges(root: R.Regex, first_only: bool) -> tuple[int, int]:
    """(least, greatest code point) of the characters of the language's words that
    :func:`first_range` (``first_only``) or :func:`char_range` reads, over-approximated
    from the AST: ``inter`` intersects the children's ranges, ``comp`` may hold anything;
    a concatenation's first characters are those of its items up to the first that
    cannot be empty."""
    ranges: dict[R.Regex, tuple[int, int]] = {}
    for n in R.postorder(root):
        kind = n.kind
        if kind in (R.NONE, R.EPS):
            r = _NO_CHARACTER
        elif kind == R.CHARS:
            assert n.chars is not None
            rs = list(n.chars.ranges())
            r = (rs[0][0], rs[-1][1]) if rs else _NO_CHARACTER
        elif kind == R.CONCAT:
            lo, hi = _NO_CHARACTER
            for a in n.args:
                alo, ahi = ranges[a]
                lo, hi = min(lo, alo), max(hi, ahi)
                if first_only and a.min_len > 0:
                    break
            r = (lo, hi)
        elif kind == R.UNION:
            r = (min(ranges[a][0] for a in n.args), max(ranges[a][1] for a in n.args))
        elif kind == R.INTER:
            r = (max(ranges[a][0] for a in n.args), min(ranges[a][1] for a in n.args))
        elif kind == R.COMP:
            r = (0, MAX_CHAR)
        else:  # star, loop
            r = _NO_CHARACTER if (kind == R.LOOP and n.hi == 0) else ranges[n.args[0]]
        ranges[n] = r
    return ranges[root]


def first_range(root: R.Regex) -> tuple[int, int, bool]:
    """(least, greatest code point a word of the language can start with, whether ``ε``
    may be in it), read from the AST without building an automaton: an
    over-approximation of the first characters (:func:`_code_ranges`), which is all a
    conflict needs; ``ε`` is excluded only when every word has a positive length
    (``min_len``)."""
    lo, hi = _code_ranges(root, first_only=True)
    return lo, hi, root.min_len == 0


def char_range(root: R.Regex) -> tuple[int, int]:
    """(least, greatest code point) of the characters of every word of the language
    (over-approximated, :func:`_code_ranges`); ``(MAX_CHAR + 1, -1)`` when no word has
    a character."""
    return _code_ranges(root, first_only=False)


class Span(Record):
    """What is known of every character of a term: each lies in ``[lo, hi]`` (an empty
    interval: the term is empty), by the premises."""

    _fields = ("lo", "hi", "premises")
    __slots__ = _fields
    __hash__ = None  # type: ignore[assignment]  # mutable

    def __init__(self, lo: int = 0, hi: int = MAX_CHAR,
                 premises: set[Term] | None = None) -> None:
        self.lo = lo
        self.hi = hi
        self.premises: set[Term] = set() if premises is None else premises

    @property
    def known(self) -> bool:
        return self.lo > 0 or self.hi < MAX_CHAR


def _text_span(text: str) -> Span:
    codes = [ord(c) for c in text]
    return Span(min(codes), max(codes)) if codes else Span(*_NO_CHARACTER)


class Spans:
    """The character ranges of the terms of one round (:class:`Span`): a constant's
    characters; a variable's by every fact about its class, intersected — its constant,
    its members' memberships (:func:`char_range`), each concatenation it holds, and each
    concatenation it is an item of whose class holds a constant (a factor of a constant
    holds only its characters)."""

    def __init__(self, classes: EqualityClasses,
                 memberships: Mapping[Term, list[tuple[Term, tuple[int, int]]]]) -> None:
        self.classes = classes
        self.memberships = memberships  # by variable
        self._busy: set[Term] = set()
        #: variable -> spans of the constants of the concatenations it is an item of
        self._factors: dict[Term, list[Span]] = {}
        for members in classes.classes():
            const = next((m for m in members if m.op == "const"), None)
            if const is None:
                continue
            for m in members:
                if m.op != "str.++":
                    continue
                for it in m.args:
                    if it.op == "var":
                        span = _text_span(str(const.value))
                        span.premises = classes.explain(m, const)
                        self._factors.setdefault(it, []).append(span)

    def of(self, t: Term) -> Span:
        if t.op == "const":
            return _text_span(str(t.value))
        if t.op == "str.++":
            return self._sequence(t.args)
        if t.op != "var":
            return Span()
        cls = self.classes
        root = cls.find(t)
        if root in self._busy:
            return Span()
        self._busy.add(root)
        try:
            return self._variable(t)
        finally:
            self._busy.discard(root)

    def _sequence(self, parts: Sequence[Term]) -> Span:
        out = Span(*_NO_CHARACTER)
        for it in parts:
            g = self.of(it)
            if not g.known:
                return Span()
            out.lo, out.hi = min(out.lo, g.lo), max(out.hi, g.hi)
            out.premises |= g.premises
        return out

    def _variable(self, v: Term) -> Span:
        cls = self.classes
        c = cls.constant(v)
        if c is not None:
            got = _text_span(str(c.value))
            got.premises = cls.explain(v, c)
            return got
        h = Span()

        def narrow(g: Span) -> None:
            if g.lo > h.lo or g.hi < h.hi:
                h.lo, h.hi = max(h.lo, g.lo), min(h.hi, g.hi)
                h.premises |= g.premises

        for m in cls.members(v):
            for atom, (lo, hi) in self.memberships.get(m, ()):
                narrow(Span(lo, hi, {atom} | cls.explain(v, m)))
            for g in self._factors.get(m, ()):
                narrow(Span(g.lo, g.hi, g.premises | cls.explain(v, m)))
            if m.op == "str.++":
                g = self._sequence(m.args)
                if g.known:
                    narrow(Span(g.lo, g.hi, g.premises | cls.explain(v, m)))
        return h


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


__all__ = ["Head", "Heads", "Span", "Spans", "char_range", "first_range"]
