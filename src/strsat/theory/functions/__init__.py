"""Function applications in context: congruence and extended functions (cvc5's
``ExtfSolver``; Reynolds et al., *Scaling up DPLL(T) string solvers using
context-dependent simplification*, CAV 2017).

Preprocessing purifies every application of a string function into a skolem with its
definition ``k = f(args)`` and reduces it (:mod:`strsat.theory.reductions`); the two
steps here read those definitions under the round's equality classes:

* :mod:`.congruence` — :class:`~.congruence.Congruence`: applications of one function
  to arguments equal in the candidate agree (``CONGRUENCE``); predicates are compared
  by their truth values.
* :mod:`.extf` — :class:`~.extf.ExtendedFunctions`: each definition and each literal of
  a string predicate is read with its variables expanded under the equalities and
  simplified by the rewriter; a simpler result is sent as a lemma with the
  equalities as premises (``EXTF_*``).

Exports :class:`Congruence` and :class:`ExtendedFunctions`.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from .congruence import Congruence
    from .extf import ExtendedFunctions


def __getattr__(name: str) -> Any:
    """The steps on first use (PEP 562): the engine's strategy loads each for a round
    that needs it (issue 39; :mod:`strsat.engine.strategy`)."""
    if name == "Congruence":
        from .congruence import Congruence

        return Congruence
    if name == "ExtendedFunctions":
        from .extf import ExtendedFunctions

        return ExtendedFunctions
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Congruence", "ExtendedFunctions"]
