"""Membership, matching and equivalence for normalised regexes by Brzozowski derivatives.

The derivative of a language ``L`` by a character ``c`` is ``{w | c w in L}``
(Brzozowski, *Derivatives of regular expressions*, JACM 1964); ``w in L`` iff
the derivative by the characters of ``w``, one after the other, is nullable.
Rules, on the normal form of :mod:`strsat.terms.regex_nodes`:

    d(none) = d(eps) = none        d([S]) = eps if c in S else none
    d(h t) = d(h) t | (d(t) if h nullable)
    d(r{lo,hi}) = d(r) r{max(lo-1,0), hi-1}      (counters: no unrolling)
    d(r1 | r2) = d(r1) | d(r2)     d(r1 & r2) = d(r1) & d(r2)     d(~r) = ~d(r)

Derivatives are memoised on each node per character class: two characters
that no character class inside the node separates have the same derivative,
so a string over a large alphabet costs no more than one over a small one.
Nothing here recurses on the regex structure.
"""

from __future__ import annotations

from bisect import bisect_right

from strsat.static import TYPE_CHECKING, cast

from ..deadline import Deadline, current
from ..kept_units import Cost, hit, owed
from .regex_nodes import ALL, EPS, NONE, Re, comp, concat, inter, loop, union
from .sorts import MAX_CHAR
from .string_ops import Undetermined

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = [
    "accepts", "class_bounds", "derive", "equivalent", "find_match", "smt_in_re",
    "smt_indexof_re", "smt_replace_re", "smt_replace_re_all",
]

#: Above this many class boundaries a node memoises derivatives per character.
_MAX_BOUNDS = 1024
#: Deadline checks every this many characters.
_CHECK_EVERY = 1024
#: Derivative steps per work unit.  A step costs 0.5 µs when the derivative is memoised
#: and 10-25 µs when it is built (a counter's next node); 16 steps are charged one unit
#: (about :data:`strsat.deadline.UNIT` seconds) whether memoised or not, so that the
#: charge does not depend on what earlier checks left in the memo
#: (benchmarks/limits/2026-12-02-rlimit.md).
STEPS_PER_UNIT = 16
#: Nodes a derivative's construction visits per work unit (1.5-2.1 µs a node: a node
#: of a large regex under an intersection or a complement,
#: benchmarks/limits/2026-12-04-charges17.md's check-6).  A construction of fewer nodes is
#: covered by its step's charge.
NODES_PER_UNIT = 48
#: Characters per work unit when a run of equal characters is read at once (``re``
#: scans about 50 ns a character).
CHARS_PER_UNIT = 2048
#: Derivative steps of one run between two readings of the deadline: a step whose
#: derivative is built anew (an intersection with a complement under a counter) costs
#: 100 µs or more, so 1,024 of them ran 0.1-2.4 CPU s without a reading (issue 40).
STEPS_PER_READING = 4 * STEPS_PER_UNIT


def class_bounds(r: Re) -> tuple[int, ...] | None:
    """The sorted code points where membership in some character class of ``r``
    changes (each class ``[a, b]`` contributes ``a`` and ``b + 1``), or None when
    there are more than an internal limit."""
    if r.bounds is not False:
        return cast("tuple[int, ...] | None", r.bounds)
    stack = [r]
    while stack:
        n = stack[-1]
        if n.bounds is not False:
            stack.pop()
            continue
        pending = [a for a in n.args if a.bounds is False]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        if n.kind == "chars":
            points: set[int] = set()
            for a, b in n.ranges:
                points.add(a)
                points.add(b + 1)
            n.bounds = tuple(sorted(points))
        elif not n.args:
            n.bounds = ()
        elif len(n.args) == 1:
            n.bounds = n.args[0].bounds
        else:
            merged: set[int] = set()
            too_many = False
            for arg in n.args:
                if arg.bounds is None:
                    too_many = True
                    break
                merged.update(cast(tuple[int, ...], arg.bounds))
            n.bounds = None if too_many or len(merged) > _MAX_BOUNDS else tuple(sorted(merged))
    return cast("tuple[int, ...] | None", r.bounds)


def _class_key(r: Re, c: int) -> int:
    bounds = class_bounds(r)
    if bounds is None:
        return -1 - c  # per-character key, disjoint from class indices
    return bisect_right(bounds, c)


def _in_ranges(ranges: tuple[tuple[int, int], ...], c: int) -> bool:
    lo, hi = 0, len(ranges)
    while lo < hi:
        mid = (lo + hi) // 2
        a, b = ranges[mid]
        if c < a:
            hi = mid
        elif c > b:
            lo = mid + 1
        else:
            return True
    return False


def _derive_uncached(r: Re, c: int) -> tuple[Re, int]:
    """The derivative of ``r`` by ``c`` built anew, and the number of nodes the
    construction visited (a function of ``r`` and ``c``'s class only)."""
    memo: dict[int, Re] = {}
    stack = [r]
    while stack:
        n = stack[-1]
        if n.id in memo:
            stack.pop()
            continue
        kind = n.kind
        if kind == "chars":
            memo[n.id] = EPS if _in_ranges(n.ranges, c) else NONE
            stack.pop()
            continue
        if kind in ("none", "eps"):
            memo[n.id] = NONE
            stack.pop()
            continue
        if kind == "cat":
            needed = n.args if n.args[0].nullable else n.args[:1]
        else:
            needed = n.args
        pending = [a for a in needed if a.id not in memo]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        if kind == "cat":
            head, tail = n.args
            d = concat(memo[head.id], tail)
            if head.nullable:
                d = union([d, memo[tail.id]])
        elif kind == "loop":
            body = n.args[0]
            rest = loop(body, max(n.lo - 1, 0), None if n.hi is None else n.hi - 1)
            d = concat(memo[body.id], rest)
        elif kind == "or":
            d = union([memo[a.id] for a in n.args])
        elif kind == "and":
            d = inter([memo[a.id] for a in n.args])
        else:  # not
            d = comp(memo[n.args[0].id])
        memo[n.id] = d
    return memo[r.id], len(memo)


def derive(r: Re, c: int, deadline: Deadline | None = None) -> Re:
    """The derivative of ``r`` by the character with code point ``c`` (memoised).

    With ``deadline``, a derivative whose construction visits :data:`NODES_PER_UNIT`
    nodes or more is charged its construction's units the first time the check reads it,
    built or found memoised (:func:`strsat.kept_units.hit`): as a fresh process would pay,
    whatever earlier checks left in the memo.  The step's own charge is the caller's."""
    key = _class_key(r, c)
    d = r.deriv.get(key)
    if d is None:
        d, visited = _derive_uncached(r, c)
        r.deriv[key] = d
        if visited >= NODES_PER_UNIT:
            cost = Cost(visited // NODES_PER_UNIT)
            if r.costs is None:
                r.costs = {}
            r.costs[key] = cost
            if deadline is not None:
                hit(cost, deadline, "regex derivative")
    elif r.costs is not None and deadline is not None:
        kept = r.costs.get(key)
        if kept is not None and owed(kept):
            hit(kept, deadline, "regex derivative")
    return d


def accepts(r: Re, s: str, deadline: Deadline | None = None) -> bool:
    """``s`` belongs to the language of ``r``.  Read run by run (:func:`derive_run`):
    a run of 100,000 equal characters costs a few derivatives when the regex counts it
    with a loop, or stays in one state.  Without ``deadline``, the running check's
    (:func:`strsat.deadline.current`) is read."""
    if deadline is None:
        deadline = current()
    state = r
    read = _CHECK_EVERY  # check at the first run, then every _CHECK_EVERY characters
    runs = 0  # runs read since the last reading (and every STEPS_PER_READING of them):
    # a derivative step each, at least
    try:
        for c, k in _runs(s):
            if state is NONE:
                return False
            if state is ALL:
                return True
            if deadline is not None and (read >= _CHECK_EVERY or runs >= STEPS_PER_READING):
                deadline.check("regex membership", (read >= _CHECK_EVERY) + _units(runs, read))
                read = runs = 0
            read += k
            runs += 1
            state = derive_run(state, c, k, deadline)
        return state.nullable
    finally:
        if deadline is not None:
            deadline.spend(_units(runs, read if runs else 0))


def _units(steps: int, chars: int) -> int:
    """The work units of ``steps`` derivative steps over ``chars`` characters."""
    return steps // STEPS_PER_UNIT + chars // CHARS_PER_UNIT


#: The longest run :func:`_runs` gives (a longer run is read in pieces, which derive as the
#: whole run does): reading a run of two million characters at once would take a tenth of
#: a second where no deadline is read (issue 40).
_LONGEST_RUN = 1 << 16


def _runs(s: str) -> Iterator[tuple[int, int]]:
    """The runs of one character in ``s`` as (code point, length), each at most
    :data:`_LONGEST_RUN` long.  A run is measured with ``str.lstrip`` on pieces 16 times
    longer each time (C speed for a long run, a few steps for a short one; no ``re``
    pattern, issue 39)."""
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if i + 1 == n or s[i + 1] != c:
            yield ord(c), 1
            i += 1
            continue
        size = 16
        while True:
            end = min(n, i + size)
            piece = s[i:end]
            k = len(piece) - len(piece.lstrip(c))
            if k < len(piece) or end == n or size >= _LONGEST_RUN:
                break
            size *= 16
        yield ord(c), k
        i += k


def derive_run(r: Re, c: int, k: int, deadline: Deadline | None = None) -> Re:
    """The derivative of ``r`` by ``k`` characters ``c``.  Rules beyond ``derive``:

        d_c(r) = r                      ⇒  d_{c^k}(r) = r
        c ∈ S:  d_{c^m}(S{lo,hi} t)     = S{lo−m, hi−m} t      (m ≤ lo, or m ≤ hi when t = ε)
        d_{c^m}(r1 | … | rn)            = d_{c^m}(r1) | … | d_{c^m}(rn)

    (a loop of one character class read while its lower bound is positive has a single
    derivative; a union is advanced by the least amount every member allows)."""
    steps = 0
    while k > 0 and r is not NONE and r is not ALL:
        d = derive(r, c, deadline)
        if d is r:
            break
        if k >= 2:
            jumped = _jump(r, c, k, deadline)
            if jumped is not None:
                r, m = jumped
                k -= m
                continue
        r = d
        k -= 1
        steps += 1
        if deadline is not None and steps % STEPS_PER_READING == 0:
            deadline.check("regex membership", STEPS_PER_READING // STEPS_PER_UNIT)
    if deadline is not None and steps % STEPS_PER_READING >= STEPS_PER_UNIT:
        deadline.spend(steps % STEPS_PER_READING // STEPS_PER_UNIT)
    return r


def _capacity(r: Re, c: int) -> int | None:
    """How many characters ``c`` the counter rule of :func:`derive_run` may read from
    ``r`` at once (None: ``r`` is not a counter of ``c``)."""
    if r.kind == "cat":
        head = r.args[0]
        if head.kind == "loop" and head.lo >= 1 and _counts(head, c):
            return head.lo
        return None
    if r.kind == "loop" and _counts(r, c):
        return r.hi if r.hi is not None else (r.lo or None)
    return None


def _counts(r: Re, c: int) -> bool:
    body = r.args[0]
    return body.kind == "chars" and _in_ranges(body.ranges, c)


def _advance(r: Re, m: int) -> Re:
    """``r`` (a counter, :func:`_capacity` ≥ ``m``) after ``m`` characters."""
    head, tail = (r.args[0], r.args[1]) if r.kind == "cat" else (r, EPS)
    rest = loop(head.args[0], max(head.lo - m, 0), None if head.hi is None else head.hi - m)
    return concat(rest, tail)


def _jump(r: Re, c: int, k: int, deadline: Deadline | None) -> tuple[Re, int] | None:
    """``(d_{c^m}(r), m)`` for some ``2 ≤ m ≤ k`` by the counter rule, or None."""
    members = r.args if r.kind == "or" else (r,)
    m = k
    moving: list[Re] = []
    still: list[Re] = []
    for a in members:
        d = derive(a, c, deadline)
        if d is a or d is NONE:
            still.append(d)
            continue
        cap = _capacity(a, c)
        if cap is None or cap < 2:
            return None
        m = min(m, cap)
        moving.append(a)
    if m < 2 or not moving:
        return None
    return union([*still, *(_advance(a, m) for a in moving)]), m


def find_match(r: Re, s: str, start: int = 0, nonempty: bool = False,
               deadline: Deadline | None = None) -> tuple[int, int] | None:
    """The leftmost, then shortest, match ``(i, j)`` of ``r`` in ``s`` with ``i >= start``:
    ``s[i:j]`` in ``L(r)``, ``i`` minimal, then ``j`` minimal; ``nonempty`` requires
    ``j > i``.  None when there is no match.

    One left-to-right pass: a thread per start position holds the derivative of
    ``r`` by the characters read since; threads in the same state are merged
    keeping the smallest start (their futures are equal).  After a match, only
    threads with a smaller start keep running.
    """
    n = len(s)
    if start > n:
        return None
    if r.nullable and not nonempty:
        return (start, start)
    if r.kind == "chars":  # one character of the class: the first such position
        if deadline is not None:
            deadline.check("regex matching", 1 + (n - start) // _CHECK_EVERY)
        for j in range(start, n):
            if _in_class(r, ord(s[j])):
                return (j, j + 1)
        return None
    threads: dict[Re, int] = {}
    best: tuple[int, int] | None = None
    steps = 0  # derivative steps (threads advanced) since the last reading
    for j in range(start, n + 1):
        if deadline is not None and (j - start) % _CHECK_EVERY == 0:
            deadline.check("regex matching", 1 + steps // STEPS_PER_UNIT)
            steps = 0
        steps += len(threads)
        # Threads that read at least one character and accept here.
        for state, i in list(threads.items()):
            if state.nullable and (best is None or i < best[0]):
                best = (i, j)
                del threads[state]
        if best is None:
            if r not in threads:  # a new thread starting at j
                threads[r] = j
        elif not threads:
            return best
        if j == n:
            break
        c = ord(s[j])
        advanced: dict[Re, int] = {}
        limit = n + 1 if best is None else best[0]
        for state, i in threads.items():
            if i >= limit:
                continue
            d = derive(state, c, deadline)
            if d is NONE:
                continue
            prev = advanced.get(d)
            if prev is None or i < prev:
                advanced[d] = i
        threads = advanced
    return best


def _in_class(r: Re, c: int) -> bool:
    """Character ``c`` is in the class of the ``chars`` node ``r``."""
    k = bisect_right(r.ranges, (c, MAX_CHAR + 1)) - 1
    return k >= 0 and r.ranges[k][0] <= c <= r.ranges[k][1]


def equivalent(a: Re, b: Re, budget: int = 10000) -> bool:
    """``L(a) = L(b)``, by a bisimulation over pairs of derivatives (one character per
    class of the joint partition).  Raises :class:`Undetermined` beyond ``budget``
    pairs or when the partition is too fine."""
    seen: set[tuple[int, int]] = set()
    work = [(a, b)]
    while work:
        x, y = work.pop()
        if x is y or (x.id, y.id) in seen:
            continue
        if x.nullable != y.nullable:
            return False
        seen.add((x.id, y.id))
        if len(seen) > budget:
            raise Undetermined("regular-language equality: comparison budget exhausted")
        bx, by = class_bounds(x), class_bounds(y)
        if bx is None or by is None:
            raise Undetermined("regular-language equality: alphabet partition too fine")
        for c in sorted({0, *bx, *by}):
            if c <= MAX_CHAR:
                work.append((derive(x, c), derive(y, c)))
    return True


# ---- the regex functions of the strings theory ---------------------------------------


def smt_in_re(s: str, r: Re, deadline: Deadline | None = None) -> bool:
    """``str.in_re``: ``s`` belongs to the language of ``r``."""
    return accepts(r, s, deadline)


def smt_replace_re(s: str, r: Re, t: str, deadline: Deadline | None = None) -> str:
    """``str.replace_re``: ``s`` with its leftmost, then shortest, substring in ``L(r)``
    replaced by ``t``; ``s`` unchanged when no substring of ``s`` is in ``L(r)``.

    SMT-LIB 2.6: ``u1 t u2`` where ``u1, w1`` are the shortest words with
    ``s = u1 w1 u2`` and ``w1 in L(r)``.  The match may be empty: when
    ``"" in L(r)`` the result is ``t ++ s`` (the standard's note; cvc5 agrees).
    """
    found = find_match(r, s, 0, nonempty=False, deadline=deadline)
    if found is None:
        return s
    i, j = found
    return s[:i] + t + s[j:]


def smt_replace_re_all(s: str, r: Re, t: str, deadline: Deadline | None = None) -> str:
    """``str.replace_re_all``: left to right, each leftmost, shortest NON-EMPTY
    substring in ``L(r)`` replaced by ``t``, the search resuming after it.

    SMT-LIB 2.6: ``u1 t replace_re_all(u2, r, t)`` where ``u1, w1`` are the
    shortest words with ``s = u1 w1 u2``, ``w1 in L(r)`` and ``w1 != ""``;
    ``s`` when no non-empty substring of ``s`` is in ``L(r)``.
    """
    if r.kind == "chars":  # every match is one character of the class, each replaced
        if deadline is not None:
            deadline.check("regex matching", 1 + len(s) // _CHECK_EVERY)
        return "".join(t if _in_class(r, ord(c)) else c for c in s)
    parts: list[str] = []
    pos = 0
    while True:
        found = find_match(r, s, pos, nonempty=True, deadline=deadline)
        if found is None:
            break
        i, j = found
        parts.append(s[pos:i])
        parts.append(t)
        pos = j
    parts.append(s[pos:])
    return "".join(parts)


def smt_indexof_re(s: str, r: Re, i: int, deadline: Deadline | None = None) -> int:
    """``str.indexof_re`` (cvc5 extension): the first position ``n >= i`` where a
    substring of ``s`` in ``L(r)`` (possibly empty) starts, else -1; -1 when
    ``i < 0`` or ``i > |s|``.  As cvc5: ``(str.indexof_re "abc" (re.* "z") 3)`` = 3."""
    if i < 0 or i > len(s):
        return -1
    found = find_match(r, s, i, nonempty=False, deadline=deadline)
    return -1 if found is None else found[0]
