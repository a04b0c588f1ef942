"""Context-free grammar memberships ``x ∈ L(G)`` inside the engine (issue 27).

:mod:`.normal` (binary ε-free form, validation), :mod:`.product` (lazy Bar-Hillel
product with length sets: emptiness, lengths, witnesses), :mod:`.search`
(fixed-length CYK propagation over position domains), :mod:`.lengths`
(``LEN_GRAMMAR``), :mod:`.frontends` (Fuzzing Book dictionaries, EBNF, SMT-LIB
productions) and :class:`GrammarStep`, the theory step.  The grammar data and the
reference recogniser live in :mod:`strsat.terms.grammars`.  See ``docs/grammars.md``.
"""

from __future__ import annotations

from .step import GrammarStep

__all__ = ["GrammarStep"]
