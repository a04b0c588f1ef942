"""The problem a check decides: the formulas, split once into top-level conjuncts.

Every procedure of :mod:`strsat.engine.procedures` reads the same
:class:`Problem`: the original formulas (assertions, then assumptions; the
reference evaluator validates models against these) and their top-level
conjuncts with the indices of the formulas each came from, so an ``unsat``
answer can name its core without splitting the formulas again.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, TypeVar, cast

from ..terms import TRUE, Term
from ..terms.walk import flatten

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..rewrite.simplify import Simplifier

__all__ = ["Problem", "conjuncts"]

_T = TypeVar("_T")


def conjuncts(formulas: Sequence[Term]) -> list[Term]:
    """The top-level conjuncts of ``formulas`` (nested ``and`` flattened), in order."""
    return [f for f in flatten(formulas, "and") if f is not TRUE]


class Problem:
    """``formulas`` and their conjuncts; ``origins[i]`` is the set of indices of the
    formulas ``parts[i]`` came from (one formula each: a conjunct repeated in two
    formulas appears twice).  ``track``: an ``unsat`` answer must carry a core.
    ``stopped``: the names of the procedures that stopped at the first share of their
    budget on this problem (a later stage of the engine's list gives them more).
    :meth:`derive` keeps what is made once per problem by the modules above this one
    (the loop's preparation, :mod:`.prepare`, for every share of the loop the problem
    meets; the formulas with their definitions inlined, :func:`.inline.inlined_of`, for
    the procedures that read them), without this module importing theirs.
    :meth:`simplifier` is the one simplifier of the problem's procedures: a term one of
    them simplified is not simplified again by the next.

    A plain class, not a dataclass: ``dataclasses`` (with ``inspect``) and the code it
    generates per class cost about a tenth of a trivial file's run (docs/explanation/engine.md
    "Start-up")."""

    __slots__ = ("formulas", "parts", "origins", "track", "stopped", "_derived", "_simplifier")

    def __init__(self, formulas: list[Term], parts: list[Term] | None = None,
                 origins: list[frozenset[int]] | None = None, track: bool = False) -> None:
        self.formulas = formulas
        self.parts: list[Term] = [] if parts is None else parts
        self.origins: list[frozenset[int]] = [] if origins is None else origins
        self.track = track
        self.stopped: set[str] = set()
        self._derived: dict[str, object] = {}
        self._simplifier: Simplifier | None = None

    def simplifier(self) -> Simplifier:
        """The problem's simplifier (its memo shared by the procedures; made at the first
        use, so that a check decided without rewriting never loads the rewriter)."""
        if self._simplifier is None:
            from ..rewrite.simplify import Simplifier

            self._simplifier = Simplifier()
        return self._simplifier

    def derive(self, key: str, make: Callable[[], _T]) -> _T:
        """What ``make`` gives (None included), made at the first call for ``key`` and
        kept for the problem's life."""
        if key not in self._derived:
            self._derived[key] = make()
        return cast(_T, self._derived[key])

    @classmethod
    def of(cls, formulas: Sequence[Term], track: bool = False) -> Problem:
        parts: list[Term] = []
        origins: list[frozenset[int]] = []
        for i, f in enumerate(formulas):
            for c in conjuncts([f]):
                parts.append(c)
                origins.append(frozenset((i,)))
        return cls(list(formulas), parts, origins, track)
