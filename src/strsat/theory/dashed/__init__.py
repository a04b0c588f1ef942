"""Dashed strings with sweep-based propagation (paper 003): the tier for long strings.

Modules, bottom-up: :mod:`.blocks` (blocks ``S^{l,u}``, normal form, runs),
:mod:`.sweep` (SWEEP equation refinement), :mod:`.languages` (regex hulls, automaton
refinement), :mod:`.store` (domains, length link, propagation loop),
:mod:`.constraints` (propagators), :mod:`.functions` (the string functions on long
parts), :mod:`.search` (G-Strings search), :mod:`.problem` (the fixed-length builder's
constraints stated over dashed strings), :mod:`.step` (the theory step); :mod:`.caches`
holds the memo tables, owned by the step.
"""

from .step import Dashed

__all__ = ["Dashed"]
