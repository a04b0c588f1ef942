"""Context-free grammar memberships ``x ∈ L(G)`` inside the engine (issue 27).

:mod:`.normal` (binary ε-free form, validation), :mod:`.product` (lazy Bar-Hillel
product with length sets: emptiness, lengths, witnesses), :mod:`.search`
(fixed-length CYK propagation over position domains), :mod:`.lengths`
(``LEN_GRAMMAR``), :mod:`.frontends` (Fuzzing Book dictionaries, EBNF, SMT-LIB
productions) and :class:`GrammarStep`, the theory step.  The grammar data and the
reference recogniser live in :mod:`strsat.terms.grammars`.  See ``docs/reference/grammars.md``.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from .step import GrammarStep


def __getattr__(name: str) -> Any:
    """:class:`GrammarStep` on first use (PEP 562): the engine's strategy loads the step
    only for a problem that needs it (issue 39; :mod:`strsat.engine.strategy`)."""
    if name == "GrammarStep":
        from .step import GrammarStep

        return GrammarStep
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GrammarStep"]
