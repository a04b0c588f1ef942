"""Regular constraints inside the engine (papers 000 and 004).

:class:`Regular` is the theory step (``RE_CONST``, ``RE_EMPTY``,
``RE_CONCAT_EMPTY``, ``RE_INTER_LENGTH``, witness hints); :class:`Languages` holds
the automata and length sets of ground RegLan terms (``LEN_RE`` reads its
``regex_lengths``).
See ``docs/explanation/automata.md``.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from .languages import Languages

if TYPE_CHECKING:
    from typing import Any

    from .step import Regular


def __getattr__(name: str) -> Any:
    """:class:`Regular` on first use (PEP 562): the engine's strategy loads the step
    only for a problem with memberships (issue 39; :mod:`strsat.engine.strategy`)."""
    if name == "Regular":
        from .step import Regular

        return Regular
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Languages", "Regular"]
