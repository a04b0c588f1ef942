"""SMT-LIB 2.6 semantics of the string and integer functions on Python values.

Each function here is the meaning of one operator of the theory of Unicode
strings (``theories-UnicodeStrings``, version 2020-02-11, last updated
2022-12-07) or of the integers, as a total Python function on ``str``/``int``.
A string is a sequence of code points in 0..0x2FFFF; Python's ``str`` holds
exactly such sequences (one element per code point), and its comparison is
lexicographic on code points, as SMT-LIB requires.

The regular-expression functions (``str.in_re``, ``str.replace_re``,
``str.replace_re_all``, ``str.indexof_re``) take a normalised regex and live
beside the matcher in :mod:`strsat.terms.regex_membership`.

Integer division by zero is unspecified in SMT-LIB (``div``/``mod`` are total,
but their value at 0 is an arbitrary, fixed function of the dividend); these
functions raise :class:`Undetermined` rather than pick a value.
"""

from __future__ import annotations

from strsat.static import cast

from ..errors import StrsatError
from .sorts import MAX_CHAR

__all__ = [
    "Undetermined", "smt_abs", "smt_at", "smt_contains", "smt_div", "smt_from_code",
    "smt_from_int", "smt_indexof", "smt_is_digit", "smt_le", "smt_len",
    "smt_lt", "smt_mod", "smt_prefixof", "smt_replace", "smt_replace_all", "smt_rev",
    "smt_substr", "smt_suffixof", "smt_to_code", "smt_to_int", "smt_to_lower", "smt_to_upper",
    "smt_update",
]


class Undetermined(StrsatError):
    """The value of a term is not fixed by the assignment.

    Raised for ``(div t 0)`` and ``(mod t 0)`` (SMT-LIB leaves them
    unspecified) and for questions the evaluator gives up on within its
    budget (e.g. equality of two regular languages).  Model validation reports
    "cannot validate" for it, never valid/invalid.
    """


# ---- strings -------------------------------------------------------------------


def smt_len(s: str) -> int:
    """``str.len``: the number of characters (code points) of ``s``."""
    return len(s)


def smt_lt(s: str, t: str) -> bool:
    """``str.<``: ``s`` is lexicographically smaller than ``t`` by code point order."""
    return s < t


def smt_le(s: str, t: str) -> bool:
    """``str.<=``: ``s`` is ``t`` or lexicographically smaller."""
    return s <= t


def smt_substr(s: str, i: int, n: int) -> str:
    """``str.substr``: the longest substring of ``s`` of length at most ``n`` at position ``i``.

    Empty when ``i < 0``, ``i >= |s|`` or ``n <= 0``; otherwise
    ``s[i : i + min(n, |s| - i)]`` (the length is clamped at the end of ``s``).
    """
    if i < 0 or n <= 0 or i >= len(s):
        return ""
    return s[i:i + n]


def smt_at(s: str, i: int) -> str:
    """``str.at``: ``(str.substr s i 1)``, the character at ``i`` or empty when out of range."""
    if 0 <= i < len(s):
        return s[i]
    return ""


def smt_prefixof(s: str, t: str) -> bool:
    """``str.prefixof``: ``s`` is a prefix of ``t`` (argument order as in SMT-LIB)."""
    return t.startswith(s)


def smt_suffixof(s: str, t: str) -> bool:
    """``str.suffixof``: ``s`` is a suffix of ``t``."""
    return t.endswith(s)


def smt_contains(s: str, t: str) -> bool:
    """``str.contains``: ``t`` occurs in ``s`` (the empty string occurs everywhere)."""
    return t in s


def smt_indexof(s: str, t: str, i: int) -> int:
    """``str.indexof``: the first position ``n >= i`` where ``t`` occurs in ``s``, else -1.

    -1 when ``i < 0`` or ``i > |s|``; an empty ``t`` occurs at ``i`` itself when
    ``0 <= i <= |s|``.
    """
    if i < 0 or i > len(s):
        return -1
    return s.find(t, i)


def smt_replace(s: str, t: str, u: str) -> str:
    """``str.replace``: ``s`` with the first occurrence of ``t`` replaced by ``u``.

    ``s`` unchanged if ``t`` does not occur; an empty ``t`` occurs first at
    position 0, so the result is ``u ++ s``.
    """
    if t == "":
        return u + s
    return s.replace(t, u, 1)


def smt_replace_all(s: str, t: str, u: str) -> str:
    """``str.replace_all``: every occurrence of ``t``, leftmost first and non-overlapping,
    replaced by ``u``; ``s`` unchanged when ``t`` is empty."""
    if t == "":
        return s
    return s.replace(t, u)


def smt_is_digit(s: str) -> bool:
    """``str.is_digit``: ``s`` is one character among ``"0"``..``"9"`` (codes 48..57)."""
    return len(s) == 1 and "0" <= s <= "9"


def smt_to_code(s: str) -> int:
    """``str.to_code``: the code point of a one-character string, else -1."""
    return ord(s) if len(s) == 1 else -1


def smt_from_code(n: int) -> str:
    """``str.from_code``: the one-character string of code point ``n`` when
    ``0 <= n <= 0x2FFFF``, else the empty string."""
    return chr(n) if 0 <= n <= MAX_CHAR else ""


# Python refuses int <-> decimal conversions above 4300 digits (CVE-2020-10735);
# split long operands instead of changing the interpreter-wide limit.
_CHUNK = 4000
_CHUNK_BITS = 13000  # < 4000 * log2(10): a number below 2**13000 has <= 3914 digits


def _digits_to_int(digits: str) -> int:
    if len(digits) <= _CHUNK:
        return int(digits)
    k = len(digits) // 2
    return _digits_to_int(digits[:-k]) * cast(int, 10**k) + _digits_to_int(digits[-k:])


def _int_to_digits(n: int) -> str:
    if n.bit_length() <= _CHUNK_BITS:
        return str(n)
    k = int(n.bit_length() * 0.30103) // 2  # about half the digits
    high, low = divmod(n, 10**k)
    return _int_to_digits(high) + _int_to_digits(low).zfill(k)


def smt_to_int(s: str) -> int:
    """``str.to_int``: the natural number written in decimal by ``s`` (leading zeros
    allowed), or -1 when ``s`` is empty or has a character outside ``"0"``..``"9"``."""
    if not (s.isascii() and s.isdigit()):  # "0".."9" only: the ASCII digits; not ""
        return -1
    return _digits_to_int(s)


def smt_from_int(n: int) -> str:
    """``str.from_int``: the shortest decimal numeral of ``n`` when ``n >= 0``, else empty."""
    if n < 0:
        return ""
    return _int_to_digits(n)


# ---- extensions (cvc5 and z3 dialects) -------------------------------------------


def smt_to_lower(s: str) -> str:
    """``str.to_lower`` (cvc5 extension): ASCII ``A``..``Z`` mapped to ``a``..``z``; every
    other code point unchanged (cvc5's definition: code + 32 when 65 <= code <= 90)."""
    return s.translate(_TO_LOWER)


def smt_to_upper(s: str) -> str:
    """``str.to_upper`` (cvc5 extension): ASCII ``a``..``z`` mapped to ``A``..``Z``; every
    other code point unchanged (cvc5's definition: code - 32 when 97 <= code <= 122)."""
    return s.translate(_TO_UPPER)


#: the tables of :func:`smt_to_lower` and :func:`smt_to_upper` (``str.translate``)
_TO_LOWER = {code: code + 32 for code in range(65, 91)}
_TO_UPPER = {code: code - 32 for code in range(97, 123)}


def smt_rev(s: str) -> str:
    """``str.rev`` (cvc5 extension): the characters of ``s`` in reverse order."""
    return s[::-1]


def smt_update(s: str, i: int, t: str) -> str:
    """``str.update`` (cvc5 extension): ``s`` with the characters from position ``i`` on
    overwritten by ``t``, keeping the length of ``s``.

    ``s`` unchanged when ``i < 0`` or ``i >= |s|``; otherwise
    ``s[:i] ++ t[:m] ++ s[i+m:]`` with ``m = min(|t|, |s| - i)``.
    """
    if i < 0 or i >= len(s):
        return s
    m = min(len(t), len(s) - i)
    return s[:i] + t[:m] + s[i + m:]


# ---- integers ------------------------------------------------------------------


def smt_div(m: int, n: int) -> int:
    """``div``: the integer ``q`` with ``m = n*q + r`` and ``0 <= r < |n|`` (SMT-LIB Ints).

    Floor division for ``n > 0``, ceiling division for ``n < 0``.  Raises
    :class:`Undetermined` for ``n = 0`` (unspecified by SMT-LIB).
    """
    if n == 0:
        raise Undetermined(f"(div {m} 0) is unspecified in SMT-LIB")
    r = m % abs(n)
    return (m - r) // n


def smt_mod(m: int, n: int) -> int:
    """``mod``: the remainder ``r`` of ``m = n*q + r``, ``0 <= r < |n|``; never negative.

    Raises :class:`Undetermined` for ``n = 0`` (unspecified by SMT-LIB).
    """
    if n == 0:
        raise Undetermined(f"(mod {m} 0) is unspecified in SMT-LIB")
    return m % abs(n)


def smt_abs(m: int) -> int:
    """``abs``: the absolute value."""
    return abs(m)
