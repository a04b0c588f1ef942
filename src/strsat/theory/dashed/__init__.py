"""Dashed strings with sweep-based propagation (paper 003): the tier for long strings.

Modules, bottom-up: :mod:`.blocks` (blocks ``S^{l,u}``, normal form, runs),
:mod:`.sweep` (SWEEP equation refinement), :mod:`.languages` (regex hulls, automaton
refinement), :mod:`.store` (domains, length link, propagation loop),
:mod:`.constraints` (propagators), :mod:`.functions` (the string functions on long
parts), :mod:`.search` (G-Strings search), :mod:`.problem` (the fixed-length builder's
constraints stated over dashed strings), :mod:`.step` (the theory step); :mod:`.caches`
holds the memo tables, owned by the step.  :mod:`.reading` reads the candidate into
components and tells the long ones: the engine's strategy asks it before loading the rest.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from .step import Dashed


def __getattr__(name: str) -> Any:
    """:class:`Dashed` on first use (PEP 562): the engine's strategy loads the step
    only for a problem that needs it (issue 39; :mod:`strsat.engine.strategy`)."""
    if name == "Dashed":
        from .step import Dashed

        return Dashed
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Dashed"]
