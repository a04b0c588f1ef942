"""String literal escapes: SMT-LIB 2.6 (the default) and the 2.5 dialect.

SMT-LIB 2.6 (theory Strings, "String literals"): inside ``"..."`` a doubled
quote ``""`` is one ``"``; the only other escapes are ``\\ud3d2d1d0`` (exactly
four hex digits) and ``\\u{d0}`` .. ``\\u{d4d3d2d1d0}`` (one to five hex digits,
value at most 0x2FFFF).  Every other backslash is an ordinary character, so
``"\\x41"`` has four characters.

The 2.5 dialect (CVC4 1.x and z3 before 4.8.8) also read ``\\xNN``, ``\\n``,
``\\t`` and friends and ``\\\\``.  Current z3 (5.4) and cvc5 (1.4) read every
file with the 2.6 rules, even under ``(set-info :smt-lib-version 2.5)``, and the
corpus labels agree with that reading, so strsat does the same by default; the
option ``(set-option :strsat.string-escapes 2.5)`` (or ``--escapes 2.5``) selects
the old rules.
"""

from __future__ import annotations

import re
from functools import cache

from ..errors import ValueRangeError
from ..terms import MAX_CHAR
from ..terms.sorts import outside_alphabet

# The escape patterns are compiled at their first use (a literal with a backslash), not
# at import: compiling a pattern runs Python code in every process (issue 39).


@cache
def _u26() -> re.Pattern[str]:
    return re.compile(r"\\u(?:\{([0-9a-fA-F]{1,5})\}|([0-9a-fA-F]{4}))")


@cache
def _u25() -> re.Pattern[str]:
    return re.compile(
        r"""\\(?:u\{([0-9a-fA-F]{1,5})\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})
           |([abefnrtv\\'?])|([0-7]{1,3}))""",
        re.VERBOSE,
    )

_SIMPLE_25 = {"a": "\a", "b": "\b", "e": "\x1b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
              "v": "\v", "\\": "\\", "'": "'", "?": "?"}

ESCAPES_26 = "2.6"
ESCAPES_25 = "2.5"


def _check(text: str) -> str:
    bad = outside_alphabet(text)
    if bad is not None:
        raise ValueRangeError(
            f"character U+{bad:X} is outside the SMT-LIB alphabet 0..0x2FFFF")
    return text


def _sub26(m: re.Match[str]) -> str:
    digits = m.group(1) or m.group(2)
    code = int(digits, 16)
    if code > MAX_CHAR:
        return m.group()  # not an escape: the characters stand for themselves
    return chr(code)


def decode_26(body: str) -> str:
    """The string denoted by a 2.6 literal body (between the outer quotes)."""
    body = body.replace('""', '"')
    if "\\" in body:
        body = _u26().sub(_sub26, body)
    return _check(body)


def _sub25(m: re.Match[str]) -> str:
    u1, u2, x, simple, octal = m.groups()
    if u1 or u2:
        code = int(u1 or u2, 16)
        return chr(code) if code <= MAX_CHAR else m.group()
    if x:
        return chr(int(x, 16))
    if simple:
        return _SIMPLE_25[simple]
    return chr(int(octal, 8))


def decode_25(body: str) -> str:
    """The string denoted by a 2.5-dialect literal body (between the outer quotes)."""
    body = body.replace('""', '"')
    if "\\" in body:
        body = _u25().sub(_sub25, body)
    return _check(body)


def decode_literal(raw: str, escapes: str = ESCAPES_26) -> str:
    """The value of a string literal token ``raw`` (with its quotes)."""
    body = raw[1:-1]
    return decode_25(body) if escapes == ESCAPES_25 else decode_26(body)


__all__ = ["ESCAPES_25", "ESCAPES_26", "decode_25", "decode_26", "decode_literal"]
