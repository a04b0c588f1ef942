"""The problem a check decides: the formulas, split once into top-level conjuncts.

Every procedure of :mod:`strsat.engine.procedures` reads the same
:class:`Problem`: the original formulas (assertions, then assumptions; the
reference evaluator validates models against these) and their top-level
conjuncts with the indices of the formulas each came from, so an ``unsat``
answer can name its core without splitting the formulas again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..terms import TRUE, Term
from ..terms.walk import flatten

if TYPE_CHECKING:
    from ..rewrite.simplify import Simplifier
    from .inline import Inlined
    from .prepare import Prepared

__all__ = ["Problem", "conjuncts"]


def conjuncts(formulas: Sequence[Term]) -> list[Term]:
    """The top-level conjuncts of ``formulas`` (nested ``and`` flattened), in order."""
    return [f for f in flatten(formulas, "and") if f is not TRUE]


class Problem:
    """``formulas`` and their conjuncts; ``origins[i]`` is the set of indices of the
    formulas ``parts[i]`` came from (one formula each: a conjunct repeated in two
    formulas appears twice).  ``track``: an ``unsat`` answer must carry a core.
    ``stopped``: the names of the procedures that stopped at the first share of their
    budget on this problem (a later stage of the engine's list gives them more).
    ``prepared``: the formulas as the loop's preparation left them (:mod:`.prepare`),
    made once for every share of the loop that the problem meets; ``inlined``: the
    formulas with their definitions inlined (:func:`.inline.inlined_of`), made once
    for the procedures that read them.  :meth:`simplifier` is the one simplifier of the problem's
    procedures: a term one of them simplified is not simplified again by the next.

    A plain class, not a dataclass: ``dataclasses`` (with ``inspect``) and the code it
    generates per class cost about a tenth of a trivial file's run (docs/explanation/engine.md
    "Start-up")."""

    __slots__ = ("formulas", "parts", "origins", "track", "stopped", "prepared", "inlined",
                 "_simplifier")

    def __init__(self, formulas: list[Term], parts: list[Term] | None = None,
                 origins: list[frozenset[int]] | None = None, track: bool = False) -> None:
        self.formulas = formulas
        self.parts: list[Term] = [] if parts is None else parts
        self.origins: list[frozenset[int]] = [] if origins is None else origins
        self.track = track
        self.stopped: set[str] = set()
        self.prepared: Prepared | None = None
        self.inlined: tuple[Inlined | None] | None = None
        self._simplifier: Simplifier | None = None

    def simplifier(self) -> Simplifier:
        """The problem's simplifier (its memo shared by the procedures; made at the first
        use, so that a check decided without rewriting never loads the rewriter)."""
        if self._simplifier is None:
            from ..rewrite.simplify import Simplifier

            self._simplifier = Simplifier()
        return self._simplifier

    @classmethod
    def of(cls, formulas: Sequence[Term], track: bool = False) -> Problem:
        parts: list[Term] = []
        origins: list[frozenset[int]] = []
        for i, f in enumerate(formulas):
            for c in conjuncts([f]):
                parts.append(c)
                origins.append(frozenset((i,)))
        return cls(list(formulas), parts, origins, track)
