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

from strsat.static import TYPE_CHECKING

from ..errors import ValueRangeError
from ..terms import MAX_CHAR
from ..terms.sorts import outside_alphabet

if TYPE_CHECKING:
    import re

# The 2.6 escapes are read by hand (:func:`_unescape_26`); the 2.5 pattern is compiled at
# its first use (a literal with a backslash), not at import, and ``re`` is imported with it:
# importing ``re`` costs about as much as the interpreter's start (issue 39).  The
# compiled pattern is kept in ``_U25`` (a list, not functools.cache: no functools).
_U25: list[re.Pattern[str]] = []


def _u25() -> re.Pattern[str]:
    if _U25:
        return _U25[0]
    import re

    _U25.append(re.compile(
        r"""\\(?:u\{([0-9a-fA-F]{1,5})\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})
           |([abefnrtv\\'?])|([0-7]{1,3}))""",
        re.VERBOSE,
    ))
    return _U25[0]


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


_HEX = "0123456789abcdefABCDEF"


def _u_escape(body: str, k: int) -> tuple[int, int] | None:
    """The code point and end of a 2.6 escape whose ``\\u`` ends at ``k`` in ``body``:
    ``{`` one to five hex digits ``}``, or exactly four hex digits; None if neither."""
    if body[k:k + 1] == "{":
        close = body.find("}", k + 1, k + 7)
        digits = body[k + 1:close] if close > k + 1 else ""
        end = close + 1
    else:
        digits = body[k:k + 4] if len(body) >= k + 4 else ""
        end = k + 4
    if not digits or digits.strip(_HEX):
        return None
    return int(digits, 16), end


def _unescape_26(body: str) -> str:
    """``body`` with its 2.6 escapes ``\\ud3d2d1d0`` and ``\\u{d0}`` .. ``\\u{d4..d0}``
    replaced, left to right (as ``re.sub`` of the standard's pattern would); an escape
    above :data:`MAX_CHAR` stands for its own characters.  Hand-written: a plain run
    imports no ``re`` (issue 39).

    The text is split at every ``\\u``: the pieces do not overlap (``u`` is not
    ``\\``), an escape's digits and braces never hold a backslash, so each escape lies
    at the start of its own piece, and a piece that does not start with one is kept with
    its ``\\u`` (the pattern's scan resumes past the backslash and finds the next
    ``\\u`` at the next piece)."""
    pieces = body.split("\\u")
    out = [pieces[0]]
    for piece in pieces[1:]:
        escape = _u_escape(piece, 0)
        if escape is None:
            out.append("\\u")
            out.append(piece)
            continue
        code, end = escape
        out.append(chr(code) if code <= MAX_CHAR else "\\u" + piece[:end])
        out.append(piece[end:])
    return "".join(out)


def decode_26(body: str) -> str:
    """The string denoted by a 2.6 literal body (between the outer quotes)."""
    body = body.replace('""', '"')
    if "\\" in body:
        body = _unescape_26(body)
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
