"""The set of lengths of a regular language, as a finite union of arithmetic
progressions (the bridge to length constraints, DESIGN.md principle 4).

The lengths of ``L(A)`` are the lengths accepted by the unary automaton
obtained by forgetting the labels (labels are never empty).  Its subset
sequence ``S_0 = {q0}``, ``S_{t+1} = post(S_t)`` is eventually periodic:
once ``S_b = S_a`` (``a < b``) the lengths are ``{t < a : S_t meets F}`` plus
``{t + k(b - a) : a <= t < b, S_t meets F, k >= 0}``.  The tail and period can
be large for pathological automata (cycles of coprime lengths); the
computation is bounded by ``max_steps``.
"""

from __future__ import annotations

from ..deadline import Deadline
from ..errors import ResourceLimit
from ..records import Record
from . import ast as R
from .automaton import NFA


class LengthSet(Record):
    """``{n : n in points}`` union ``{n >= start : (n - start) mod period in residues}``.

    ``period == 0`` means there is no periodic part.  Normalised: the prefix
    ``[0, start)`` is as short as possible and the period as small as possible,
    so equal sets have equal representations.
    """

    _fields = ("points", "start", "period", "residues")
    __slots__ = _fields

    def __init__(self, points: frozenset[int], start: int, period: int,
                 residues: frozenset[int]) -> None:
        self.points = points
        self.start = start
        self.period = period
        self.residues = residues

    def __contains__(self, n: int) -> bool:
        if n < 0:
            return False
        if n < self.start or self.period == 0:
            return n in self.points
        return (n - self.start) % self.period in self.residues

    def is_empty(self) -> bool:
        return not self.points and not self.residues

    def min(self) -> int | None:
        if self.points:
            return min(self.points)
        if self.residues:
            return self.start + min(self.residues)
        return None

    def max(self) -> int | None:
        """The greatest length, or None when infinite or empty."""
        if self.residues or not self.points:
            return None
        return max(self.points)

    def progressions(self) -> list[tuple[int, int]]:
        """The set as ``(base, step)`` pairs meaning ``{base + k*step : k >= 0}``
        (``step == 0``: just ``base``), sorted."""
        aps = [(p, 0) for p in self.points]
        aps += [(self.start + r, self.period) for r in self.residues]
        return sorted(aps)

    def __repr__(self) -> str:
        parts = [str(b) if s == 0 else f"{b}+{s}k" for b, s in self.progressions()]
        return "{" + ", ".join(parts) + "}"


def _normalise(member: list[bool], start: int, period: int) -> LengthSet:
    """From membership of ``0..start+period-1`` with period ``period`` after
    ``start``: shrink the period, then the prefix."""
    if period:
        cyc = member[start:start + period]
        for d in range(1, period + 1):
            if period % d == 0 and all(cyc[i] == cyc[i % d] for i in range(period)):
                period = d
                break
        while start > 0 and member[start - 1] == member[start - 1 + period]:
            start -= 1
        residues = frozenset(r for r in range(period) if member[start + r])
        if not residues:
            period = 0
    else:
        residues = frozenset()
    points = frozenset(n for n in range(start) if member[n])
    if not period:
        points = frozenset(n for n in range(len(member)) if member[n])
        start = 0
    return LengthSet(points, start, period, residues)


#: States of the subset sequence (summed over its steps) per reading of the deadline:
#: a step costs in proportion to its set, so the readings follow the work (issue 40).
STATES_PER_READING = 1024
#: States the sequence may hold in all (its sets are kept to find the period): the
#: computation's memory bound, about 40 bytes a state.
MAX_STATES = 2_000_000


def length_set(a: NFA, max_steps: int = 200_000, deadline: Deadline | None = None,
               max_states: int = MAX_STATES) -> LengthSet:
    """The lengths of the words accepted by ``a``.  Raises ``ResourceLimit`` if
    the subset sequence has not repeated within ``max_steps``, or has held more than
    ``max_states`` states in all.  Reads ``deadline`` once per
    :data:`STATES_PER_READING` states visited."""
    succ = [sorted({t for _, t in moves}) for moves in a.trans]
    finals = a.finals
    seen: dict[frozenset[int], int] = {}
    member: list[bool] = []
    current = frozenset({a.initial})
    t = 0
    held = 0
    unread = STATES_PER_READING  # read at the first step
    while True:
        if not current:
            return _normalise(member, len(member), 0)
        first = seen.get(current)
        if first is not None:
            return _normalise(member, first, t - first)
        if t >= max_steps:
            raise ResourceLimit(f"length set: no period within {max_steps} steps")
        held += len(current)
        if held > max_states:
            raise ResourceLimit(f"length set: no period within {max_states} states")
        unread += len(current) + 1
        if deadline is not None and unread >= STATES_PER_READING:
            deadline.check("length set")
            unread = 0
        seen[current] = t
        member.append(not current.isdisjoint(finals))
        nxt: set[int] = set()
        for q in current:
            nxt.update(succ[q])
        current = frozenset(nxt)
        t += 1


def is_length_interval(root: R.Regex) -> bool:
    """True when the lengths of ``L(root)`` are exactly ``[min_len, max_len]`` (every
    length between the AST's bounds occurs; ``max_len`` None: unbounded), decided on
    the AST without an automaton, so ``[ab]*·a·[ab]{100000}`` costs nothing.  Sound
    and incomplete: False for intersections and complements (whose bounds are not
    exact) and for repetitions that leave gaps (``(aa)*``)."""
    interval: dict[int, bool] = {}
    for n in R.postorder(root):
        interval[n.id] = _interval_node(n, [interval[a.id] for a in n.args])
    return interval[root.id]


def _interval_node(n: R.Regex, kids: list[bool]) -> bool:
    if n.kind in (R.EPS, R.CHARS):
        return True
    if n.kind == R.CONCAT:
        return all(kids)
    if n.kind == R.UNION:
        if not all(kids):
            return False
        reach = -1  # the longest length covered so far, children by their least length
        for a in sorted(n.args, key=lambda a: a.min_len):
            if a.min_len > reach + 1 and reach >= 0:
                return False
            if a.max_len is None:
                return True
            reach = max(reach, a.max_len)
        return True
    if n.kind in (R.STAR, R.LOOP):
        (a,) = n.args
        if not kids[0]:
            return False
        lo, hi = (0, None) if n.kind == R.STAR else (n.lo, n.hi)
        if hi == lo or a.max_len == 0:
            return True
        if a.max_len is None and lo >= 1:
            return True  # the union of [k·l, ∞) for k ≥ lo
        # k and k+1 repetitions touch when (k+1)·l ≤ k·h + 1, tightest at k = lo
        h = a.max_len
        return a.min_len <= 1 if h is None else a.min_len <= lo * (h - a.min_len) + 1
    return False
