"""The four sorts of strsat's term language (SMT-LIB 2.6 strings theory)."""

from __future__ import annotations

import enum


class Sort(enum.Enum):
    """A sort; ``value`` is its SMT-LIB name."""

    BOOL = "Bool"
    INT = "Int"
    STRING = "String"
    REGLAN = "RegLan"

    def __str__(self) -> str:
        return self.value


BOOL = Sort.BOOL
INT = Sort.INT
STRING = Sort.STRING
REGLAN = Sort.REGLAN

#: The largest code point of the SMT-LIB 2.6 string alphabet.
MAX_CHAR = 0x2FFFF
