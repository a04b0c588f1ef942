"""The four sorts of strsat's term language (SMT-LIB 2.6 strings theory)."""

from __future__ import annotations

from ..names import Names


class Sort(Names):
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

_MAX_CHAR_TEXT = chr(MAX_CHAR)


def outside_alphabet(text: str) -> int | None:
    """The first code point of ``text`` above :data:`MAX_CHAR`, or None (``max`` of the
    string: a 10 MB literal is checked in milliseconds, not a Python loop per character;
    and no regular expression to compile at import, issue 39)."""
    if not text or max(text) <= _MAX_CHAR_TEXT:
        return None
    return next(ord(c) for c in text if c > _MAX_CHAR_TEXT)
