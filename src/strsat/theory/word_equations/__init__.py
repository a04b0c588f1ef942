"""Word equations: the first step of the strategy (paper 002, Z3str2 §3–4).

What it decides: equalities between concatenations of variables and constants in one
round's equality classes — a constant clash, a constant against a concatenation
solved exactly, the exact overlap rules (``X·α = β·X``, commuting variables), and the
length-guided arrangements that split the rest; letter counts refute what
arrangements would split forever.

* :mod:`.step` — the theory step :class:`~.step.WordEquations`; its rule families run
  as sub-steps listed in :data:`~.step.SUBSTEPS` (``EQ_CONST_CONFLICT``,
  ``CONST_PATTERN``, ``OVERLAP_*``, ``NF_*`` splits and conflicts).
* :mod:`.alignment` — one walk that aligns the two sides of an equation from either
  end (the right end read through a reversed view) and says which arrangement the
  core's lengths choose (``NF_CONST_MISMATCH``, ``NF_SPLIT_VAR``, ``NF_SPLIT_CONST``, ...).
* :mod:`.patterns` — ``c = x1·…·xn`` with ``c`` a constant: every solution, by a
  search over segments of ``c`` under the variables' memberships (``CONST_PATTERN``);
  the dashed tier uses it too.
* :mod:`.letter_counts` — the Parikh image of an equation: a letter whose balance has
  no solution in naturals refutes it (``LETTER_COUNT``).

The Nielsen-graph procedure for quadratic systems (decided before the loop) lives in
:mod:`strsat.engine.procedures.nielsen`.  Exports :class:`WordEquations`.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from .step import WordEquations


def __getattr__(name: str) -> Any:
    """:class:`WordEquations` on first use (PEP 562): the engine's strategy states an
    equation's axioms from :mod:`.letter_counts` and loads the step only for a round
    with an equation of strings (issue 39; :mod:`strsat.engine.strategy`)."""
    if name == "WordEquations":
        from .step import WordEquations

        return WordEquations
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["WordEquations"]
