"""Bounds of integer ``ite`` terms from the sets of the character codes they read.

``int(text, 16)`` of a path condition is a Horner sum with an ``ite`` per character::

    v(i+1) = ite(i < len(t), 16·v(i) + d(i), v(i))
    d(i)   = ite(c(i) <= 57, c(i) - 48, ite(c(i) <= 90, c(i) - 55, c(i) - 87))

with ``c(i) = str.to_code(str.at(t, i))``.  :mod:`.code_bounds` knows each ``c(i)`` is
``-1`` or a hex digit's code; the integer core still has to find that ``v(32) < 16^32``
by splitting on every ``ite`` (uuid's ``not 0 <= int < 1 << 128`` check: unknown past
120 s, all of it inside z3).  Here each Int ``ite`` gets its interval, computed bottom-up
by interval arithmetic (constants, ``+``, ``-``, a constant's ``*``) from the codes'
sets, each ``ite``'s branch evaluated with its condition narrowing the code it compares
with a constant (``c <= 57`` in the *then* branch, ``c >= 58`` in the *else* branch:
``d(i) ∈ [-49, 15]``), and the fact::

    lo <= (ite ...) <= hi

is asserted beside the conjuncts; the core then refutes ``v(32) >= 2^128`` at once.  The
interval domain of abstract interpretation (Cousot & Cousot, POPL 1977) with the
branch conditions' refinement, on the integer shadow of the string terms (paper 001).
Each fact is implied by the code sets it used, so by the conjuncts those follow from: a
core through it stays a core of the input.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..deadline import Deadline
from ..regex.charset import IntervalSet
from ..terms import INT, Term, integer, mk
from ..terms.formulas import conj
from ..terms.ops import CONST
from ..terms.walk import postorder_many

__all__ = ["integer_bounds"]

#: Facts asserted at most.
MAX_FACTS = 256
#: Depth of the re-evaluation of an ``ite``'s branch under a narrowed code (past it the
#: term's own interval, which holds whatever the condition, is used).
MAX_DEPTH = 12
#: Re-evaluations under narrowed codes at most, over all terms (each narrowing ``ite``
#: re-evaluates both branches: nested ones on different codes multiply); past it the
#: terms' own intervals are used.
MAX_NARROWED = 20_000

#: Sorted disjoint ranges of integers (a code's values).
Ranges = tuple[tuple[int, int], ...]
#: An interval (None: unbounded on that side) and the conjuncts it follows from.
Span = tuple[int | None, int | None, frozenset[int]]
#: Codes narrowed by the conditions of the ``ite`` branches met on the way down.
Env = tuple[tuple[Term, Ranges], ...]

_ANY: Span = (None, None, frozenset())
_COMPARISONS = ("<=", "<", ">=", ">", "=")


def integer_bounds(items: Sequence[Term],
                   codes: Mapping[Term, tuple[IntervalSet, frozenset[int]]],
                   deadline: Deadline) -> list[tuple[Term, frozenset[int]]]:
    """``lo <= t <= hi`` (a finite side at least) for each Int ``ite`` ``t`` of ``items``
    whose interval follows from a code set, with the indices of the conjuncts it
    follows from; ``codes`` maps ``str.to_code(s)`` to the set of characters ``s``
    holds if not empty (``-1`` otherwise) and that set's conjunct indices."""
    ranges = {t: _code_ranges(chars) for t, (chars, _why) in codes.items()}
    whys = {t: why for t, (_chars, why) in codes.items()}
    bounds = _Bounds(ranges, whys, deadline)
    facts: list[tuple[Term, frozenset[int]]] = []
    for t in postorder_many(list(items)):
        if t.sort is not INT:
            continue
        deadline.check("bounding integer terms")
        lo, hi, why = bounds.base(t)
        if t.op != "ite" or not why or (lo is None and hi is None):
            continue
        sides = ([mk("<=", integer(lo), t)] if lo is not None else []) + \
            ([mk("<=", t, integer(hi))] if hi is not None else [])
        facts.append((conj(*sides), why))
        if len(facts) >= MAX_FACTS:
            break
    return facts


def _code_ranges(chars: IntervalSet) -> Ranges:
    """``-1`` (an empty string's code) and the set's characters."""
    out = [(lo, hi) for lo, hi in chars.ranges()]
    if out and out[0][0] == 0:
        return ((-1, out[0][1]),) + tuple(out[1:])
    return ((-1, -1),) + tuple(out)


class _Bounds:
    """Intervals of Int terms, memoised per term (``base``: no narrowing) and per
    narrowing met under ``ite`` branches."""

    def __init__(self, ranges: dict[Term, Ranges], whys: dict[Term, frozenset[int]],
                 deadline: Deadline) -> None:
        self.ranges = ranges
        self.whys = whys
        self.deadline = deadline
        self.memo: dict[tuple[Term, Env], Span] = {}
        self.narrowed = 0

    def base(self, t: Term) -> Span:
        """``t``'s interval (its arguments' met first: call in postorder)."""
        return self.span(t, (), MAX_DEPTH)

    def span(self, t: Term, env: Env, depth: int) -> Span:
        key = (t, env)
        known = self.memo.get(key)
        if known is not None:
            return known
        if env:
            self.narrowed += 1
            if depth <= 0 or self.narrowed > MAX_NARROWED:
                return self.span(t, (), MAX_DEPTH)
            if not self.narrowed & 255:
                self.deadline.check("bounding integer terms")
        out = self._compute(t, env, depth)
        self.memo[key] = out
        return out

    def _compute(self, t: Term, env: Env, depth: int) -> Span:
        op, args = t.op, t.args
        if op == CONST:
            value = t.value
            if isinstance(value, int) and not isinstance(value, bool):
                return value, value, frozenset()
            return _ANY
        if t in self.ranges:
            got = dict(env).get(t, self.ranges[t])
            if not got:
                return _ANY  # an empty branch: any bound holds, keep none
            return got[0][0], got[-1][1], self.whys[t]
        if op in ("str.len",):
            return 0, None, frozenset()
        if op == "str.to_code":
            return -1, 0x2FFFF, frozenset()
        if op in ("str.to_int", "str.indexof"):
            return -1, None, frozenset()
        if op == "ite":
            return self._ite(args, env, depth)
        if op not in ("+", "-", "*"):
            return _ANY
        spans = [self.span(a, env, depth - 1) for a in args]
        if op == "+":
            return _add(spans)
        if op == "-":
            if len(spans) == 1:
                return _negate(spans[0])
            return _add([spans[0]] + [_negate(s) for s in spans[1:]])
        return _multiply(spans)

    def _ite(self, args: tuple[Term, ...], env: Env, depth: int) -> Span:
        read = _comparison(args[0], self.ranges)
        if read is None:
            return _union(self.span(args[1], env, depth - 1),
                          self.span(args[2], env, depth - 1))
        code, lo, hi = read
        now = dict(env).get(code, self.ranges[code])
        inside = _meet(now, lo, hi)
        outside = (_meet(now, None, lo - 1) if lo is not None else ()) + \
            (_meet(now, hi + 1, None) if hi is not None else ())
        why = self.whys[code]
        if not inside:  # the condition cannot hold: the else branch's value
            no = self.span(args[2], _with(env, code, outside), depth - 1)
            return no[0], no[1], no[2] | why
        if not outside:
            yes = self.span(args[1], _with(env, code, inside), depth - 1)
            return yes[0], yes[1], yes[2] | why
        return _union(self.span(args[1], _with(env, code, inside), depth - 1),
                      self.span(args[2], _with(env, code, outside), depth - 1))


def _with(env: Env, code: Term, ranges: Ranges) -> Env:
    return tuple((t, r) for t, r in env if t != code) + ((code, ranges),)


def _meet(ranges: Ranges, lo: int | None, hi: int | None) -> Ranges:
    out = []
    for a, b in ranges:
        a2 = a if lo is None else max(a, lo)
        b2 = b if hi is None else min(b, hi)
        if a2 <= b2:
            out.append((a2, b2))
    return tuple(out)


def _comparison(cond: Term, codes: Mapping[Term, Ranges]
                ) -> tuple[Term, int | None, int | None] | None:
    """``(code, lo, hi)`` when ``cond`` says ``lo <= code <= hi`` (an ``=``, ``<=``,
    ``<``, ``>=``, ``>`` of a tracked code and an integer constant), else None."""
    if cond.op not in _COMPARISONS or len(cond.args) != 2:
        return None
    a, b = cond.args
    op = cond.op
    if a in codes and _int_const(b):
        code, k = a, b.value
    elif b in codes and _int_const(a):
        code, k = b, a.value
        op = {"<=": ">=", "<": ">", ">=": "<=", ">": "<", "=": "="}[op]
    else:
        return None
    assert isinstance(k, int)
    return {"<=": (code, None, k), "<": (code, None, k - 1), ">=": (code, k, None),
            ">": (code, k + 1, None), "=": (code, k, k)}[op]


def _int_const(t: Term) -> bool:
    return t.op == CONST and isinstance(t.value, int) and not isinstance(t.value, bool)


def _add(spans: Sequence[Span]) -> Span:
    lo: int | None = 0
    hi: int | None = 0
    why: frozenset[int] = frozenset()
    for a, b, w in spans:
        lo = None if lo is None or a is None else lo + a
        hi = None if hi is None or b is None else hi + b
        why = why | w
    return lo, hi, why


def _negate(s: Span) -> Span:
    return (None if s[1] is None else -s[1]), (None if s[0] is None else -s[0]), s[2]


def _union(yes: Span, no: Span) -> Span:
    """The hull of both branches' intervals."""
    lo = None if yes[0] is None or no[0] is None else min(yes[0], no[0])
    hi = None if yes[1] is None or no[1] is None else max(yes[1], no[1])
    return lo, hi, yes[2] | no[2]


def _multiply(spans: Sequence[Span]) -> Span:
    """A product with one non-constant factor at most (else unbounded)."""
    factor = 1
    other: Span | None = None
    for s in spans:
        if s[0] is not None and s[0] == s[1]:
            factor *= s[0]
        elif other is None:
            other = s
        else:
            return _ANY
    if other is None:
        return factor, factor, frozenset().union(*(s[2] for s in spans))
    lo, hi, why = other
    if factor < 0:
        lo, hi = (None if hi is None else hi * factor), (None if lo is None else lo * factor)
    elif factor == 0:
        return 0, 0, frozenset()
    else:
        lo, hi = (None if lo is None else lo * factor), (None if hi is None else hi * factor)
    return lo, hi, why | frozenset().union(*(s[2] for s in spans))
