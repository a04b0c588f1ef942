"""Regular constraints inside the engine (papers 000 and 004).

:class:`Regular` is the theory step (``RE_CONST``, ``RE_EMPTY``,
``RE_CONCAT_EMPTY``, ``RE_INTER_LENGTH``, witness hints); :class:`Languages` holds
the automata and length sets of ground RegLan terms (``LEN_RE`` reads its
``regex_lengths``).
See ``docs/regular.md``.
"""

from __future__ import annotations

from .languages import Languages
from .step import Regular

__all__ = ["Languages", "Regular"]
