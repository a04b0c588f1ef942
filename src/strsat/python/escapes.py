"""Python's backslash escapes over a symbolic string: the body of a string literal
(``ast.literal_eval``, :mod:`.literal_eval`) and the ``unicode-escape`` codec's decoding
(:mod:`.codec_escape`), brief classes24 (issue 38).

Both read the text left to right: the characters up to the next backslash are
themselves; a backslash starts an escape (Python's reference, "2.4.1.1. Escape
sequences", and CPython's ``_PyUnicode_DecodeUnicodeEscapeInternal``):

* ``\\\\ \\' \\" \\a \\b \\f \\n \\r \\t \\v`` one character; a backslash before a
  newline, nothing;
* ``\\ooo`` one to three octal digits, the character of that code;
* ``\\xhh``, ``\\uhhhh``, ``\\Uhhhhhhhh`` exactly 2, 4, 8 hexadecimal digits (the
  last at most U+10FFFF); fewer is an error;
* any other character: the backslash and it, unchanged (with CPython 3.11's
  ``DeprecationWarning``, ignored by default); a backslash at the very end is an error of the codec
  (a literal's body cannot end so: its closing quote would be escaped).

The escapes are found by ``str.indexof(body, "\\\\", i)`` (paper 001's ``indexOf``), one
decision of the layer's own (:data:`~.context.MINOR`) per escape, and their kind by
a decision on the character after the backslash: the result is the concatenation
of the plain pieces (substrings of the input) and the escapes' values (terms over the
digits' codes), symbolic.  An invalid escape (a short ``\\x``, a code past U+10FFFF)
is decided as such, and the error is CPython's own, raised by ``invalid`` on the
concrete value.  ``\\N{name}`` (the Unicode name database) runs CPython's decoder on
the concrete value, with a note.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

from ..terms import Term, integer, mk, string
from . import termops as T
from .context import MINOR, Kind, decide, fallback
from .strings import SymStr

NEXT = "a backslash escape: the next backslash"
KIND = "a backslash escape: its kind"
DIGITS = "a backslash escape: its digits"
MINOR.update({NEXT, KIND, DIGITS})

#: the one-character escapes and their values (a backslash before a newline: nothing)
SIMPLE = {"\\": "\\", "'": "'", '"': '"', "a": "\x07", "b": "\x08", "f": "\x0c",
          "n": "\n", "r": "\r", "t": "\t", "v": "\x0b", "\n": ""}
#: the hexadecimal escapes and their number of digits
HEX = {"x": 2, "u": 4, "U": 8}
OCTAL = "01234567"
HEXDIGITS = "0123456789abcdefABCDEF"
#: escapes past this many in one string run on the concrete value (a bound on the
#: decisions of one call; a body that long is read concretely, with a note)
LIMIT = 64


def _chars(cs: str) -> Term:
    return mk("re.union", *(mk("str.to_re", string(c)) for c in cs))


def _in(t: Term, cs: str) -> Term:
    return mk("str.in_re", t, _chars(cs))


def _digit_value(c: Term) -> Term:
    """The value of the hexadecimal (or octal) digit ``c``, a one-character string."""
    x = mk("str.to_code", c)
    return T.ite(T.lt(x, 58), T.sub(x, 48), T.ite(T.lt(x, 71), T.sub(x, 55), T.sub(x, 87)))


def _number(s: Term, start: Term, n: int, base: int) -> Term:
    """The value of the ``n`` digits of ``s`` from ``start`` in ``base``."""
    value: Term = integer(0)
    for k in range(n):
        value = T.add(mk("*", value, integer(base)) if k else value,
                      _digit_value(T.at(s, T.add(start, k))))
    return value


class _Done:
    """What ends the reading early: CPython's error raised (``invalid()``) or its result
    on the concrete value (``concrete``, with a note)."""

    __slots__ = ("result",)

    def __init__(self, result: Any) -> None:
        self.result = result


#: One escape read: its value's term, its concrete value (None: no concrete run), and
#: the characters it takes from its backslash on; or :class:`_Done`.
Step = tuple[Term, str | None, int] | _Done


def unescape(s: SymStr, codec: bool, invalid: Callable[[], Any],
             concrete: Callable[[str], Any]) -> Any:
    """The value of the escapes of ``s`` (see the module docstring): a :class:`SymStr`.
    ``codec``: the ``unicode-escape`` codec (a trailing backslash is an error) rather
    than a literal's body.  ``invalid()`` raises CPython's error for the concrete
    value; ``concrete(v)`` is CPython's result where the layer does not follow
    (``\\N{...}``)."""
    b, v = s.term, s.value
    size = T.length(b)
    pieces: list[Term] = []
    out: list[str] = []
    i: Term = integer(0)
    iv = 0
    for _ in range(LIMIT):
        p = T.indexof(b, string("\\"), i)
        pv = None if v is None else v.find("\\", iv)
        if not decide(Kind.BRANCH, T.ge(p, 0), None if pv is None else pv >= 0, NEXT):
            pieces.append(T.substr(b, i, T.sub(size, i)))
            if v is not None:
                out.append(v[iv:])
            return SymStr(T.concat(*pieces), None if v is None else "".join(out))
        pieces.append(T.substr(b, i, T.sub(p, i)))
        if v is not None and pv is not None:
            out.append(v[iv:pv])
        step = _escape(s, p, pv, codec, invalid, concrete)
        if isinstance(step, _Done):
            return step.result
        term, value, width = step
        pieces.append(term)
        if value is not None:
            out.append(value)
        i, iv = T.add(p, width), (pv or 0) + width
    return fallback(f"a string with more than {LIMIT} backslash escapes", [s], concrete)


def _escape(s: SymStr, p: Term, pv: int | None, codec: bool, invalid: Callable[[], Any],
            concrete: Callable[[str], Any]) -> Step:
    """The escape whose backslash is at ``p`` (``pv`` on the concrete value), by the
    kind of the character after it (the module docstring's list, in its order)."""
    b, v = s.term, s.value
    c = T.substr(b, T.add(p, 1), 1)
    cv = None if v is None or pv is None else v[pv + 1:pv + 2]
    if decide(Kind.BRANCH, T.eq(c, string("")), None if cv is None else cv == "", KIND):
        return _Done(invalid() if codec else concrete(v))  # (not a literal's shape)
    if decide(Kind.BRANCH, _in(c, "".join(SIMPLE)), None if cv is None
              else cv in SIMPLE, KIND):
        value: Term = string("")
        for ch, meant in SIMPLE.items():
            value = T.ite(T.eq(c, string(ch)), string(meant), value)
        return value, None if cv is None else SIMPLE[cv], 2
    if decide(Kind.BRANCH, _in(c, OCTAL), None if cv is None else cv in OCTAL, KIND):
        return _octal(b, v, p, pv)
    kind = next((h for h in HEX if cv == h), None) if cv is not None else None
    for h, n in HEX.items():
        if decide(Kind.BRANCH, T.eq(c, string(h)), None if cv is None else kind == h, KIND):
            return _hexadecimal(s, p, pv, n, invalid, concrete)
    if decide(Kind.BRANCH, T.eq(c, string("N")), None if cv is None else cv == "N", KIND):
        return _Done(fallback("a \\N{...} escape (the Unicode name database)", [s],
                              concrete))
    # kept: the backslash and the character
    kept = None
    if v is not None and pv is not None:
        kept = v[pv:pv + 2]
        warnings.warn(f"invalid escape sequence '\\{v[pv + 1]}'", DeprecationWarning,
                      stacklevel=4)
    return T.substr(b, p, 2), kept, 2


def _octal(b: Term, v: str | None, p: Term, pv: int | None) -> Step:
    """``\\ooo``: one to three octal digits, as many as there are (greedy)."""
    n = 1
    for k in (2, 3):
        d = T.substr(b, T.add(p, k), 1)
        dv = None if v is None or pv is None else v[pv + k:pv + k + 1]
        if not decide(Kind.BRANCH, _in(d, OCTAL), None if dv is None
                      else dv != "" and dv in OCTAL, DIGITS):
            break
        n = k
    value = None if v is None or pv is None else chr(int(v[pv + 1:pv + 1 + n], 8))
    return mk("str.from_code", _number(b, T.add(p, 1), n, 8)), value, 1 + n


def _hexadecimal(s: SymStr, p: Term, pv: int | None, n: int, invalid: Callable[[], Any],
                 concrete: Callable[[str], Any]) -> Step:
    """``\\x``, ``\\u``, ``\\U``: exactly ``n`` hexadecimal digits, a ``\\U`` code at
    most U+10FFFF (past U+2FFFF, outside the SMT-LIB alphabet: concrete, a note)."""
    b, v = s.term, s.value
    digits = T.substr(b, T.add(p, 2), n)
    dv = None if v is None or pv is None else v[pv + 2:pv + 2 + n]
    well = mk("re.++", *([_chars(HEXDIGITS)] * n))
    ok = None if dv is None else len(dv) == n and all(x in HEXDIGITS for x in dv)
    if not decide(Kind.BRANCH, mk("str.in_re", digits, well), ok, DIGITS):
        return _Done(invalid())
    code = _number(b, T.add(p, 2), n, 16)
    if n == 8 and not decide(Kind.BRANCH, T.le(code, 0x10FFFF), None if dv is None
                             else int(dv, 16) <= 0x10FFFF, DIGITS):
        return _Done(invalid())
    if n == 8 and not decide(Kind.DOMAIN, T.le(code, 0x2FFFF), None if dv is None
                             else int(dv, 16) <= 0x2FFFF, DIGITS):
        return _Done(fallback("a \\U escape beyond U+2FFFF (outside the SMT-LIB "
                              "alphabet)", [s], concrete))
    return mk("str.from_code", code), None if dv is None else chr(int(dv, 16)), 2 + n


__all__ = ["unescape"]
