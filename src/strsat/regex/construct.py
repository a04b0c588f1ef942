"""Regex AST -> symbolic NFA: Thompson's construction to an epsilon-SFA, then
epsilon elimination (paper 004, Sect. 3: "standard algorithm", "epsilon
elimination ... makes use of union").

The construction walks the AST with an explicit task stack (no recursion).
Loops are expanded here: ``r{lo,hi}`` makes ``hi`` copies of ``r`` (``lo + 1``
when unbounded), the optional copies nested so that the epsilon closures stay
of constant size; the cost is linear in the bound times the size of ``r``.
``inter`` and ``comp`` nodes build their operands as separate automata,
combine them eagerly (product, complement by subset construction) and embed
the result.

A node of :data:`SHARED_SIZE` AST nodes or more (a table of keys, ``html5``'s 2,231
names: 18,873 nodes) is built as an automaton of its own and embedded too, whatever
its parent, and ``build``'s ``shared`` table keeps it by node: a regex derived from
it later (a concatenation with it, its complement, an intersection) embeds the kept
automaton instead of building the node again (issue 38: every check over a key set
rebuilt its 16,642 states, and complemented them again).  The node's automaton is
the same whether it was kept or built, so the result does not depend on the table.

Construction is work a work limit bounds (issue 40): every :data:`STATES_PER_READING`
states made (epsilon-automaton states, states and moves of the elimination, product
and subset states) charge their units at a reading.  A kept automaton records what its
construction cost (``build``'s ``costs`` table, filled with ``shared``:
:class:`strsat.kept_units.Cost`) and a check that uses it is charged that once
(:mod:`strsat.kept_units`), so that a check spends the same units whether the
automaton was built in it or earlier in the session (history independence: the same
check costs the same after any other checks).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, cast

from ..deadline import Deadline
from ..kept_units import Cost, Fill, hit
from . import ast as R
from .automaton import (
    DEFAULT_MAX_STATES,
    NFA,
    STATES_PER_READING,
    Move,
    check_limits,
    construction_units,
    trim,
)
from .charset import Algebra, CharSet

if TYPE_CHECKING:
    from collections.abc import MutableMapping
    from typing import Any

#: States an epsilon closure visits between two readings, and per work unit (a visit
#: costs about 0.5 µs: 65,536 of them took 31 ms on automatark's complex regexes).
VISITS_PER_READING, VISITS_PER_UNIT = 1 << 16, 128
#: Moves the epsilon elimination makes between two readings, and per work unit (a move
#: of the result costs about 3 µs: 128,274 of them took 0.41 s with their closures).
MOVES_PER_READING, MOVES_PER_UNIT = 4096, 32
#: AST nodes from which a sub-node is built on its own, embedded, and kept in
#: ``build``'s ``shared`` table (the module doc).
SHARED_SIZE = 512

if TYPE_CHECKING:
    #: Automata of AST nodes kept by a caller across builds (``None``: over a budget).
    Shared = MutableMapping[R.Regex, "NFA | None"]
    #: What each kept automaton's construction cost (beside a ``Shared``).
    Costs = MutableMapping[R.Regex, Cost]
#: What a kept automaton's use is charged as.
CONSTRUCTION = "automaton construction"


class EpsBuilder:
    """A growing epsilon-SFA: char moves and epsilon moves per state."""

    __slots__ = ("algebra", "moves", "eps", "max_states", "deadline")

    def __init__(self, algebra: Algebra[Any], max_states: int | None,
                 deadline: Deadline | None) -> None:
        self.algebra = algebra
        self.moves: list[list[Move]] = []
        self.eps: list[list[int]] = []
        self.max_states = max_states
        self.deadline = deadline

    def state(self) -> int:
        n = len(self.moves)
        if n % STATES_PER_READING == 0:
            check_limits(n, self.max_states, self.deadline, "automaton construction",
                         construction_units(n))
        self.moves.append([])
        self.eps.append([])
        return n

    def embed(self, a: NFA) -> tuple[int, int]:
        """Copy ``a`` in; returns a fragment (start, end)."""
        base = len(self.moves)
        for _ in range(a.n_states):
            self.state()
        for q, moves in enumerate(a.trans):
            self.moves[base + q] = [(label, base + t) for label, t in moves]
        start, end = self.state(), self.state()
        self.eps[start].append(base + a.initial)
        for f in a.finals:
            self.eps[base + f].append(end)
        return start, end

    def to_nfa(self, start: int, end: int) -> NFA:
        return eliminate_epsilons(self, start, end)


def eliminate_epsilons(b: EpsBuilder, start: int, end: int) -> NFA:
    """The epsilon-free NFA of fragment (start, end): the states are ``start``
    and the targets of char moves; a state's moves are those of its epsilon
    closure, it is final when the closure contains ``end``."""
    important = [start]
    index = {start: 0}
    trans: list[list[Move]] = []
    finals: list[int] = []
    eps, moves = b.eps, b.moves
    k = 0
    visits = 0  # closures of skippable loop copies are long: count their states too
    made = 0  # moves made since the last reading that charged them
    while k < len(important):
        q = important[k]
        if b.deadline is not None:
            if k % STATES_PER_READING == 0:
                b.deadline.check("epsilon elimination", construction_units(k))
            if made >= MOVES_PER_READING:
                b.deadline.check("epsilon elimination", made // MOVES_PER_UNIT)
                made %= MOVES_PER_UNIT
        seen = {q}
        work = [q]
        out: list[Move] = []
        final = False
        while work:
            p = work.pop()
            visits += 1
            if not visits % VISITS_PER_READING and b.deadline is not None:
                b.deadline.check("epsilon elimination", VISITS_PER_READING // VISITS_PER_UNIT)
            if p == end:
                final = True
            for label, t in moves[p]:
                i = index.get(t)
                if i is None:
                    i = index[t] = len(important)
                    important.append(t)
                out.append((label, i))
            for t in eps[p]:
                if t not in seen:
                    seen.add(t)
                    work.append(t)
        trans.append(out)
        made += len(out)
        if final:
            finals.append(k)
        k += 1
    check_limits(len(trans), b.max_states, b.deadline, "epsilon elimination")
    return trim(NFA(b.algebra, trans, 0, frozenset(finals)))


# Task codes of the explicit stack.
_VISIT, _FINISH, _STANDALONE, _SHARE, _OPERAND = 0, 1, 2, 3, 4


def build(regex: R.Regex, algebra: Algebra[Any] | None = None, deadline: Deadline | None = None,
          max_states: int | None = DEFAULT_MAX_STATES, shared: Shared | None = None,
          costs: Costs | None = None) -> NFA:
    """The trimmed epsilon-free NFA of ``regex`` over ``algebra`` (default:
    :data:`strsat.regex.DEFAULT_ALGEBRA`).  Raises ``ResourceLimit`` past
    ``max_states`` or the deadline.  ``shared``: automata of large sub-nodes kept
    from earlier builds over the same algebra, read and filled here (the module doc);
    ``costs``: their construction's costs, filled with ``shared`` and charged once per
    check that uses a kept one (:mod:`strsat.kept_units`)."""
    from . import DEFAULT_ALGEBRA

    alg = algebra or DEFAULT_ALGEBRA
    root = EpsBuilder(alg, max_states, deadline)
    values: list[object] = []
    tasks: list[tuple[Any, ...]] = [(_STANDALONE, root), (_VISIT, regex, root, True)]
    fills: list[Fill] = []  # the kept sub-automata being built, innermost last
    try:
        _run(tasks, values, shared, costs, fills)
    except BaseException:
        for fill in reversed(fills):
            fill.abandon()
        raise
    (result,) = values
    return result  # type: ignore[return-value]


def _run(tasks: list[tuple[Any, ...]], values: list[object], shared: Shared | None,
         costs: Costs | None, fills: list[Fill]) -> None:
    """Run ``build``'s task stack."""
    convert_cache: dict[int, CharSet] = {}
    while tasks:
        task = tasks.pop()
        code = task[0]
        if code == _VISIT:
            n, b = task[1], task[2]
            if n.size >= SHARED_SIZE and not task[3]:
                _share(n, b, tasks, values, shared, costs, fills)
            else:
                _visit(n, b, tasks, values, convert_cache)
        elif code == _FINISH:
            _finish(task[1], task[2], values)
        elif code == _OPERAND:
            _share(task[1], task[2], tasks, values, shared, costs, fills, alone=True)
        elif code == _SHARE:
            n, b = task[1], task[2]
            nfa = cast(NFA, values.pop())
            cost = fills.pop().end()
            if shared is not None:
                shared[n] = nfa
                if costs is not None:
                    costs[n] = cost
            values.append(nfa if b is None else b.embed(nfa))
        else:
            b = task[1]
            start, end = cast(tuple[int, int], values.pop())
            values.append(b.to_nfa(start, end))


def _share(n: R.Regex, b: EpsBuilder, tasks: list[Any], values: list[Any],
           shared: Shared | None, costs: Costs | None, fills: list[Fill],
           alone: bool = False) -> None:
    """A large sub-node: its kept automaton embedded in ``b`` (its construction's cost
    charged once per check: :func:`strsat.kept_units.hit`), or the tasks that build it
    on its own, keep it (and what it cost) and embed it.  ``alone``: the node is an
    operand of an intersection or a complement, whose value is its automaton itself
    (not embedded)."""
    kept = None if shared is None else shared.get(n)
    if kept is not None and kept.algebra is b.algebra:
        hit(None if costs is None else costs.get(n), b.deadline, CONSTRUCTION)
        values.append(kept if alone else b.embed(kept))
        return
    fills.append(Fill())
    sub = EpsBuilder(b.algebra, b.max_states, b.deadline)
    tasks.append((_SHARE, n, None if alone else b))
    tasks.append((_STANDALONE, sub))
    tasks.append((_VISIT, n, sub, True))


def _visit(n: R.Regex, b: EpsBuilder, tasks: list[Any], values: list[Any],
           convert_cache: dict[int, CharSet]) -> None:
    k = n.kind
    if k == R.NONE:
        values.append((b.state(), b.state()))
    elif k == R.EPS:
        s, e = b.state(), b.state()
        b.eps[s].append(e)
        values.append((s, e))
    elif k == R.CHARS:
        label = convert_cache.get(n.id)
        if label is None:
            label = convert_cache[n.id] = b.algebra.convert(n.chars)  # type: ignore[arg-type]
        s, e = b.state(), b.state()
        b.moves[s].append((label, e))
        values.append((s, e))
    elif k in (R.INTER, R.COMP):
        tasks.append((_FINISH, n, b))
        for child in reversed(n.args):
            if child.size >= SHARED_SIZE:
                tasks.append((_OPERAND, child, b))
                continue
            sub = EpsBuilder(b.algebra, b.max_states, b.deadline)
            tasks.append((_STANDALONE, sub))
            tasks.append((_VISIT, child, sub, True))
    else:
        tasks.append((_FINISH, n, b))
        if k in (R.CONCAT, R.UNION):
            children = n.args
        elif k == R.STAR:
            children = n.args
        else:  # LOOP
            copies = n.lo + 1 if n.hi is None else n.hi
            check_limits(copies * max(1, n.args[0].size), b.max_states, b.deadline,
                         "loop expansion")
            children = n.args * copies
        for child in reversed(children):
            tasks.append((_VISIT, child, b, False))


def _finish(n: R.Regex, b: EpsBuilder, values: list[Any]) -> None:
    k = n.kind
    if k == R.CONCAT:
        frags = _pop(values, len(n.args))
        for (_, e1), (s2, _) in zip(frags, frags[1:], strict=False):
            b.eps[e1].append(s2)
        values.append((frags[0][0], frags[-1][1]))
    elif k == R.UNION:
        frags = _pop(values, len(n.args))
        s, e = b.state(), b.state()
        for fs, fe in frags:
            b.eps[s].append(fs)
            b.eps[fe].append(e)
        values.append((s, e))
    elif k == R.STAR:
        fs, fe = values.pop()
        s, e = b.state(), b.state()
        b.eps[s] += [fs, e]
        b.eps[fe] += [fs, e]
        values.append((s, e))
    elif k == R.LOOP:
        values.append(_loop(n, b, values))
    elif k == R.INTER:
        from .product import product

        nfas = _pop(values, len(n.args))
        acc = nfas[0]
        for other in nfas[1:]:
            acc = product(acc, other, deadline=b.deadline, max_states=b.max_states)
        values.append(b.embed(acc))
    else:  # COMP
        from .determinize import complement

        (a,) = _pop(values, 1)
        values.append(b.embed(complement(a, deadline=b.deadline, max_states=b.max_states)))


def _loop(n: R.Regex, b: EpsBuilder, values: list[Any]) -> tuple[int, int]:
    lo, hi = n.lo, n.hi
    copies = lo + 1 if hi is None else hi
    frags = _pop(values, copies)
    start = b.state()
    cur = start
    for fs, fe in frags[:lo]:
        b.eps[cur].append(fs)
        cur = fe
    end = b.state()
    if hi is None:
        fs, fe = frags[lo]
        b.eps[cur] += [fs, end]
        b.eps[fe] += [fs, end]
        return start, end
    # optional copies: cur -> copy -> ... each may exit to `end`
    for fs, fe in frags[lo:]:
        b.eps[cur] += [fs, end]
        cur = fe
    b.eps[cur].append(end)
    return start, end


def _pop(values: list[Any], k: int) -> list[Any]:
    out = values[-k:]
    del values[-k:]
    return out
