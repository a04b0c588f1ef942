"""The preprocessing passes of the loop (docs/explanation/engine.md#preprocessing): ordered data,
one signature.

Whatever the loop asserts leaves work behind: purification queues side formulas and
definitions ``k = f(args)``, the core queues the string atoms and length variables
it meets for the first time.  Each :class:`Pass` drains one of these queues; for
each item it returns a :class:`Preprocessed` — the facts to assert as they are, the
lemmas (counted by kind in ``--stats``), and whether the item stays *guarded* (its
reduction is not exact, so the fixed-length search enforces its meaning) or is a
string variable whose length the fair search bounds.  The loop runs the passes in
:func:`passes` order, asserting as it goes, until no queue has anything left; what
an assertion queues is taken by the same sweep or the next.

A new procedure does not add a pass: the atoms pass asks every step of the strategy
for the eager axioms of the atoms it owns (:meth:`~strsat.theory.seam.context.TheoryStep.axioms`).
"""

from __future__ import annotations

from collections.abc import Sequence

from strsat.static import Protocol

from ..named_tuples import NamedTuple
from ..terms import Term
from ..theory.reductions import reduce_atom, reduce_definition
from ..theory.seam.context import Lemma, SkolemFactory, TheoryStep
from ..theory.seam.lengths import empty_axiom
from .core import Core
from .preprocess import Purifier


class Preprocessed(NamedTuple):
    """What a pass makes of one item."""

    #: valid formulas asserted as they are (purification's side formulas)
    facts: Sequence[Term] = ()
    #: valid formulas asserted as lemmas (counted by kind)
    lemmas: Sequence[Lemma] = ()
    #: the item stays guarded: the fixed-length search enforces its meaning
    guarded: bool = False
    #: the item is a string variable: its length goes under the length bound
    bounded: bool = False


class Pass(Protocol):
    """One preprocessing pass over one queue."""

    name: str

    @property
    def scoped(self) -> tuple[str, ...]:
        """The attributes that belong to the assertion scope (:mod:`.scopes`)."""
        ...

    def pending(self) -> bool:
        """Something is queued."""
        ...

    def peek(self) -> Term:
        """The next queued item (only when :meth:`pending`)."""
        ...

    def done(self) -> None:
        """Dequeue the item :meth:`peek` gave, once what it makes is in hand: a deadline
        inside :meth:`run` leaves it queued for the next check, never half-asserted."""
        ...

    def run(self, item: Term) -> Preprocessed: ...


class _Log:
    """A queue that is a list only ever appended to (purification's), read from a
    cursor: the items stay in the list for the loop's later reads."""

    #: the cursor belongs to the assertion scope, as the list does (:mod:`.scopes`)
    scoped: tuple[str, ...] = ("_seen",)

    def __init__(self, items: list[Term]) -> None:
        self._items = items
        self._seen = 0

    def pending(self) -> bool:
        return self._seen < len(self._items)

    def peek(self) -> Term:
        return self._items[self._seen]

    def done(self) -> None:
        self._seen += 1


class _Stack:
    """A queue the pass empties (the core's new atoms and lengths)."""

    #: the queue itself is the core's, scoped there
    scoped: tuple[str, ...] = ()

    def __init__(self, queue: list[Term]) -> None:
        self._queue = queue

    def pending(self) -> bool:
        return bool(self._queue)

    def peek(self) -> Term:
        return self._queue[-1]

    def done(self) -> None:
        self._queue.pop()


class SideFormulas(_Log):
    """Purification's side formulas (``ite`` cases, concatenation arguments,
    ``CONTAINS_PART``): valid facts, asserted as they are."""

    name = "side formulas"

    def __init__(self, purifier: Purifier) -> None:
        super().__init__(purifier.side)

    def run(self, item: Term) -> Preprocessed:
        return Preprocessed(facts=[item])


class Definitions(_Log):
    """Each purification definition ``k = f(args)``, in creation order: its reduction
    lemmas (:mod:`strsat.theory.reductions`); guarded when they are not exact."""

    name = "definitions"

    def __init__(self, purifier: Purifier, skolems: SkolemFactory) -> None:
        super().__init__(purifier.definitions)
        self._skolems = skolems

    def run(self, item: Term) -> Preprocessed:
        lemmas, exact = reduce_definition(item, self._skolems)
        return Preprocessed(lemmas=lemmas, guarded=not exact)


class Lengths(_Stack):
    """Each new length variable ``|x|``: ``|x| = 0 ⇔ x = ""`` and the length bound."""

    name = "lengths"

    def __init__(self, core: Core) -> None:
        super().__init__(core.new_lengths)

    def run(self, item: Term) -> Preprocessed:
        return Preprocessed(lemmas=[empty_axiom(item)], bounded=True)


class Atoms(_Stack):
    """Each new string atom: its reduction (predicates, memberships of regexes with
    terms; guarded when not exact) and the eager axioms of the step that owns it."""

    name = "atoms"

    def __init__(self, core: Core, skolems: SkolemFactory,
                 strategy: Sequence[TheoryStep]) -> None:
        super().__init__(core.new_atoms)
        self._skolems = skolems
        self._strategy = strategy

    def run(self, item: Term) -> Preprocessed:
        lemmas, exact = reduce_atom(item, self._skolems)
        lemmas = list(lemmas)
        for step in self._strategy:
            lemmas += step.axioms(item)
        return Preprocessed(lemmas=lemmas, guarded=not exact)


def passes(purifier: Purifier, core: Core, skolems: SkolemFactory,
           strategy: Sequence[TheoryStep]) -> list[Pass]:
    """The passes in the order the loop runs them."""
    return [SideFormulas(purifier), Definitions(purifier, skolems), Lengths(core),
            Atoms(core, skolems, strategy)]


__all__ = ["Atoms", "Definitions", "Lengths", "Pass", "Preprocessed", "SideFormulas",
           "passes"]
