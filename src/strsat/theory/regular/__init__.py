"""Regular constraints inside the engine (papers 000 and 004).

:class:`Regular` is the theory step (``RE_CONST``, ``RE_EMPTY``,
``RE_CONCAT_EMPTY``, ``RE_INTER_LENGTH``, witness hints); :func:`regex_lengths`
gives the length set of a ground RegLan term for the loop's ``LEN_RE`` axiom.
See ``docs/regular.md``.
"""

from __future__ import annotations

from .languages import regex_lengths
from .step import Regular

__all__ = ["Regular", "regex_lengths"]
