"""How far a loop has gone, for the loop bound: the iterations that reached new data.

The search flips a site's decisions in a loop's first ``loop_bound`` iterations only
(:mod:`.search`); without a bound a loop over a symbolic string would be unrolled one
more character per run for ever.  But counting every iteration cuts loops whose length
the input does not decide: a binary search over a constant table (wcwidth's
``bisearch``, ``bisect.bisect_right``) decides ``ucs > table[mid][1]`` at every step,
and the step that lands inside an interval is eight or nine steps down; a scan of a
table (``for mark in MARKS: if data.startswith(mark)``) decides once per entry.

So an iteration counts towards the bound only when its decision reaches *new data*:
its condition, with the constants it compares against left out (its :func:`data`), is
one this site has not decided in this call.  ``s[k] == "a"`` at iteration ``k`` reads a
new character (``str.at s k``), so every iteration of a loop over a string counts, as
before; ``ucs > 4351`` and ``ucs > 12287`` are the same data (``ucs``) against two
constants of the table, and count once; so do ``100 <= k <= 119 or k == 130`` and
``k == 7`` (the operands of ``and``/``or`` read the same way, as a set: a lookup's
decisions over halves of a table's keys read the key).  Two kinds of decision always count: a loop's
own test for one more item of a symbolic sequence (``for ch in s``, ``for i in
range(n)``: the layer's iterators) and a comparison involving the length of a string
(``i < len(s)``): both ask for a longer input.  A site's iterations that reach no new
data are still cut at ``table_bound`` (an unbounded loop over the same value, such as
``while n > i: i += 1`` with a plain counter ``i``, stops there).

The iteration of a decision is also at least the *round* of its call (a helper called
by a loop's third iteration decides at iteration 3, see :mod:`.tracer`).
"""

from __future__ import annotations

from typing import Any

from ..terms import Term
from .tracer import RunTrace, Site

#: what the layer's iterators decide for one more item (``for ch in s``, ``for i in
#: range(...)``, ``for b in data``): always a new iteration
ITERATOR_TESTS = "for "
#: operators whose value is a string's length (a comparison involving one asks for a
#: longer or shorter input)
LENGTHS = frozenset({"str.len"})


def data(condition: Term, what: str) -> Any:
    """What a decision reads, for counting iterations: the condition less its negations
    and the constants among its operands (``ucs > 4351`` and ``4351 < ucs`` both read
    ``ucs`` with ``<``); the whole condition when it asks for more input (an iterator's
    test, a comparison with a length), so that each of those is new data."""
    if what.startswith(ITERATOR_TESTS):
        return condition
    t = condition
    while t.op == "not" and t.args:
        t = t.args[0]
    if t.ground or not t.args:
        return t
    if any(_length(a) for a in t.args):
        return condition
    if t.op in _CONNECTIVES:  # a membership in constants: ``100 <= k <= 119 or k == 130``
        return (t.op, frozenset(None if a.ground else data(a, what) for a in t.args))
    return (t.op, t.indices, tuple(None if a.ground else a for a in t.args))


#: Boolean connectives, whose operands' data is read the same way (a lookup's
#: decisions over halves of a table's keys, :func:`.keyed._value_of`, read the key alone)
_CONNECTIVES = frozenset({"and", "or"})


def _length(t: Term) -> bool:
    """Whether ``t`` is a string's length, or a sum or difference with one (``len(s) - i``)."""
    if t.op in LENGTHS:
        return True
    return t.op in ("+", "-") and any(a.op in LENGTHS for a in t.args)


class Iterations:
    """The iteration of each decision of one run, taken in order (:meth:`of`): per site
    and call, the number of distinct :func:`data` it decided so far, or the round of the
    call if larger; a site past ``table_bound`` decisions in one call is past the bound
    whatever it read (the result is then that count)."""

    def __init__(self, loop_bound: int, table_bound: int) -> None:
        self.loop_bound = loop_bound
        self.table_bound = max(table_bound, loop_bound)
        self._count: dict[tuple[Site, int], int] = {}
        self._read: dict[tuple[Site, int], set[Any]] = {}
        #: of the decision :meth:`of` saw last: how many times its site decided in its
        #: call so far, or its round if larger (where the search orders its flips)
        self.order = 0

    def of(self, trace: RunTrace, i: int) -> int:
        key = (trace.sites[i], trace.activations[i])
        count = self._count[key] = self._count.get(key, 0) + 1
        self.order = max(count, trace.rounds[i])
        read = self._read.setdefault(key, set())
        d = trace.decisions[i]
        read.add(data(d.condition, d.what))
        if count > self.table_bound:
            return count
        return max(len(read), trace.rounds[i])


__all__ = ["Iterations", "data"]
