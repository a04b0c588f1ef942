"""``binascii``'s quoted-printable codec over symbolic ``bytes``: ``a2b_qp`` and
``b2a_qp`` (RFC 2045 section 6.7, as CPython's ``Modules/binascii.c`` applies it), with
CPython's argument errors.  ``quopri.decodestring``/``encodestring`` and
``email.quoprimime`` reach these; the pure-Python ``quopri.decode``/``encode`` (quopri's
fallback when ``binascii`` lacks them) is *not* the same function (it strips trailing
whitespace and keeps a ``=`` ending the data, for instance), so it cannot stand in.

Both walk the data a byte at a time, each step a ``BRANCH`` on the length (as ``for``
over the data) and each test of a byte a ``BRANCH`` of its own; past
:data:`~.bytes_values.PIECE_LIMIT` steps the call runs concretely, with a note.

* ``a2b_qp(data, header=False)``: ``=`` followed by two hex digits (either case) is the
  byte they spell; ``=`` then ``\\n`` (or ``\\r`` and everything up to and including the
  next ``\\n``) is a soft line break, dropped; ``==`` is one ``=``; ``=`` ending the data
  is dropped; any other ``=`` is kept (the byte after it is read normally); under
  ``header`` ``_`` is a space.  A ``str`` argument beyond ASCII raises ``ValueError``.
* ``b2a_qp(data, quotetabs=False, istext=True, header=False)``: a byte is written as
  ``=XX`` (upper-case hex) when it is above 126, ``=``, ``_`` under ``header``, a ``.``
  starting a line and followed by the end, a line break or NUL, ``\\r``/``\\n`` when not
  ``istext``, a tab or space ending the data, or a control byte other than ``\\r``/
  ``\\n`` (tabs and spaces too under ``quotetabs``).  Under ``istext`` a ``\\n`` (or
  ``\\r\\n``) ends a line: a space or tab written just before it becomes ``=20``/``=09``.
  Lines are kept under 76 characters by soft breaks (``=`` and a line end); line ends
  written are ``\\r\\n`` when the data's first ``\\n`` follows a ``\\r``, else ``\\n``.
  Under ``header`` a space is written ``_``.
"""

from __future__ import annotations

import binascii
from collections.abc import Callable
from functools import partial
from typing import Any

from ..terms import Term, integer, mk, string
from . import termops as T
from .binascii_model import TooLong, bytes_argument
from .bytes_builtins import _hex_value
from .bytes_values import PIECE_LIMIT, SymBytes, _hex_digit, ranges
from .context import Kind, decide, fallback
from .values import SymBool, SymInt, SymValue

A2B = "binascii.a2b_qp"
B2A = "binascii.b2a_qp"
#: CPython's longest encoded line, the soft break included (``MAXLINESIZE``)
MAXLINESIZE = 76
_HEX = ranges(("0", "9"), ("A", "F"), ("a", "f"))


class _Bytes:
    """The data of one call: its term and concrete value (None in a symbolic run), with
    the decisions a walk over it takes."""

    def __init__(self, data: SymBytes, name: str) -> None:
        self.term, self.value, self.name = data.term, data.value, name
        self.what = f"{name}, one byte at a time"
        self.n = T.length(data.term)
        self.steps = 0

    def more(self, i: int) -> bool:
        """Whether a byte is left at offset ``i`` (a ``BRANCH``)."""
        v = self.value
        return decide(Kind.BRANCH, T.lt(i, self.n), None if v is None else i < len(v),
                      self.what)

    def step(self) -> None:
        self.steps += 1
        if self.steps > PIECE_LIMIT:
            raise TooLong

    def at(self, i: int) -> Term:
        return T.at(self.term, i)

    def code(self, i: int) -> Term:
        return mk("str.to_code", self.at(i))

    def test(self, condition: Term, concrete: Callable[[bytes], bool], what: str) -> bool:
        """A ``BRANCH`` on ``condition`` (``what``: a site of its own for the loop bound,
        apart from the length test); ``concrete`` its value on the concrete data."""
        v = self.value
        return decide(Kind.BRANCH, condition, None if v is None else concrete(v),
                      f"{self.name} ({what})")

    def one_of(self, i: int, chars: bytes) -> bool:
        """Whether the byte at ``i`` (known to exist) is one of ``chars``."""
        return self.test(self.is_in(i, chars), lambda v: v[i] in chars,
                         "a byte " + " or ".join(repr(chr(c)) for c in chars))

    def is_in(self, i: int, chars: bytes) -> Term:
        return T.disj(*(T.eq(self.at(i), string(chr(c))) for c in chars))


def _upper_hex(code: Term) -> list[Term]:
    """``XX``, the upper-case hex digits of the byte code ``code``."""
    return [_hex_digit(mk("div", code, integer(16)), upper=True),
            _hex_digit(mk("mod", code, integer(16)), upper=True)]


def _flag(value: Any) -> Any:
    """A flag argument as CPython's ``bool(accept={int})`` converter reads it: a symbolic
    ``bool``/``int`` by its truth value (a ``BRANCH``), a plain ``int`` as it is, any
    other value CPython's ``TypeError``."""
    if isinstance(value, SymValue):
        if not isinstance(value, SymBool | SymInt):
            raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an "
                            "integer")
        return bool(value)
    if not isinstance(value, int):
        wrong: Any = value
        binascii.a2b_qp(b"", header=wrong)  # CPython's own TypeError
    return value


# ---- decoding -------------------------------------------------------------------------------


def a2b_qp(data: Any, header: Any = False) -> Any:
    """``binascii.a2b_qp`` (see the module docstring)."""
    d = bytes_argument(data, "binascii.a2b_qp (a str beyond ASCII)")
    if d is None:
        if isinstance(header, SymValue):
            return binascii.a2b_qp(data, header=_flag(header))
        return binascii.a2b_qp(data, header=header)
    flag = bool(_flag(header))
    b = _Bytes(d, A2B)
    try:
        out = _a2b(b, flag)
    except TooLong:
        return fallback("binascii.a2b_qp of a long string", [d],
                        lambda v: binascii.a2b_qp(v, header=flag))
    return SymBytes(T.concat(*out) if out else string(""),
                    None if d.value is None else binascii.a2b_qp(d.value, header=flag))


def _a2b(b: _Bytes, header: bool) -> list[Term]:
    out: list[Term] = []
    i = 0
    while b.more(i):
        b.step()
        if not b.one_of(i, b"="):
            if header and b.one_of(i, b"_"):
                out.append(string(" "))
            else:
                out.append(b.at(i))
            i += 1
            continue
        i += 1
        if not b.more(i):
            break  # '=' ending the data is dropped
        if b.one_of(i, b"\n"):
            i += 1  # a soft line break
        elif b.one_of(i, b"\r"):  # a soft line break: up to and including the next '\n'
            while b.more(i) and not b.one_of(i, b"\n"):
                b.step()
                i += 1
            if b.more(i):
                i += 1
        elif b.one_of(i, b"="):
            out.append(string("="))
            i += 1
        elif b.test(T.conj(T.lt(i + 1, b.n), mk("str.in_re", b.at(i), _HEX),
                           mk("str.in_re", b.at(i + 1), _HEX)),
                    partial(_hex_pair, i),
                    "two hex digits"):
            out.append(mk("str.from_code", T.add(mk("*", integer(16), _hex_value(b.at(i))),
                                                 _hex_value(b.at(i + 1)))))
            i += 2
        else:
            out.append(string("="))  # a bad escape: kept, the next byte read normally
    return out


def _is_hex(c: int) -> bool:
    return chr(c) in "0123456789abcdefABCDEF"


def _hex_pair(i: int, v: bytes) -> bool:
    return i + 1 < len(v) and _is_hex(v[i]) and _is_hex(v[i + 1])


# ---- encoding -------------------------------------------------------------------------------


def b2a_qp(data: Any, quotetabs: Any = False, istext: Any = True, header: Any = False) -> Any:
    """``binascii.b2a_qp`` (see the module docstring)."""
    if isinstance(data, SymValue) and not isinstance(data, SymBytes):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    q, text, h = (bool(_flag(f)) for f in (quotetabs, istext, header))
    if not isinstance(data, SymBytes):
        return binascii.b2a_qp(data, q, text, h)
    b = _Bytes(data, B2A)
    try:
        out = _b2a(b, q, text, h)
    except TooLong:
        return fallback("binascii.b2a_qp of a long string", [data],
                        lambda v: binascii.b2a_qp(v, q, text, h))
    return SymBytes(T.concat(*out) if out else string(""),
                    None if data.value is None else binascii.b2a_qp(data.value, q, text, h))


def _crlf(b: _Bytes) -> bool:
    """Whether the data's first ``\\n`` follows a ``\\r`` (its line ends are CRLF)."""
    first = T.indexof(b.term, string("\n"), 0)
    condition = T.conj(T.lt(0, first), T.eq(mk("str.at", b.term, T.sub(first, 1)),
                                            string("\r")))

    def concrete(v: bytes) -> bool:
        k = v.find(b"\n")
        return k > 0 and v[k - 1:k] == b"\r"

    return b.test(condition, concrete, "CRLF line ends")


def _crlf_at(i: int, v: bytes) -> bool:
    return v[i:i + 2] == b"\r\n"


def _not_before_line_end(i: int, v: bytes) -> bool:
    return i + 1 != len(v) and v[i + 1:i + 2] != b"\n"


def _quoted(b: _Bytes, i: int, linelen: int, quotetabs: bool, istext: bool,
            header: bool) -> tuple[Term, Callable[[bytes], bool]]:
    """The condition that the byte at ``i`` is written ``=XX`` (CPython's test), as a
    term and on the concrete data."""
    c, code, last = b.at(i), b.code(i), T.eq(T.add(i, 1), b.n)
    nxt = T.at(b.term, i + 1)
    parts = [T.lt(126, code), T.eq(c, string("="))]
    if header:
        parts.append(T.eq(c, string("_")))
    if linelen == 0:
        parts.append(T.conj(T.eq(c, string(".")), T.disj(
            last, *(T.eq(nxt, string(x)) for x in "\n\r\0"))))
    if not istext:
        parts.append(b.is_in(i, b"\r\n"))
    parts.append(T.conj(b.is_in(i, b"\t "), last))
    control = [T.lt(code, 33), T.neg(b.is_in(i, b"\r\n"))]
    if not quotetabs:
        control.append(T.neg(b.is_in(i, b"\t ")))
    parts.append(T.conj(*control))

    def concrete(v: bytes) -> bool:
        x, end = v[i], i + 1 == len(v)
        after = v[i + 1] if not end else None
        return bool(x > 126 or x == 61 or (header and x == 95)
                or (linelen == 0 and x == 46 and (end or after in (10, 13, 0)))
                or (not istext and x in (10, 13)) or (x in (9, 32) and end)
                or (x < 33 and x not in (10, 13) and (quotetabs or x not in (9, 32))))

    return T.disj(*parts), concrete


def _b2a(b: _Bytes, quotetabs: bool, istext: bool, header: bool) -> list[Term]:
    crlf = _crlf(b)
    eol = [string("\r\n" if crlf else "\n")]
    soft = [string("="), *eol]
    out: list[Term] = []
    #: the offset of the data byte written last as itself (a space or tab there is
    #: quoted when a line end follows), else None
    literal: int | None = None
    i, linelen = 0, 0
    while b.more(i):
        b.step()
        condition, concrete = _quoted(b, i, linelen, quotetabs, istext, header)
        if b.test(condition, concrete, "a byte written =XX"):
            if linelen + 3 >= MAXLINESIZE:
                out += soft
                linelen = 0
            out += [string("="), *_upper_hex(b.code(i))]
            i, linelen, literal = i + 1, linelen + 3, None
            continue
        if istext and (b.one_of(i, b"\n") or b.test(
                T.conj(T.lt(i + 1, b.n), T.eq(b.at(i), string("\r")),
                       T.eq(T.at(b.term, i + 1), string("\n"))),
                partial(_crlf_at, i), "a CRLF line end")):
            if literal is not None and b.one_of(literal, b" \t"):
                out[-1:] = [string("="), *_upper_hex(b.code(literal))]
            out += eol
            i += 2 if b.one_of(i, b"\r") else 1
            linelen, literal = 0, None
            continue
        if linelen + 1 >= MAXLINESIZE and b.test(
                T.conj(T.neg(T.eq(T.add(i, 1), b.n)),
                       T.neg(T.eq(T.at(b.term, i + 1), string("\n")))),
                partial(_not_before_line_end, i), "a soft line break"):
            out += soft
            linelen = 0
        linelen += 1
        if header and b.one_of(i, b" "):
            out.append(string("_"))
            literal = None
        else:
            out.append(b.at(i))
            literal = i
        i += 1
    return out


#: the models, by the C function they stand for
MODELS: dict[Any, Callable[..., Any]] = {binascii.a2b_qp: a2b_qp, binascii.b2a_qp: b2a_qp}

__all__ = ["MODELS", "a2b_qp", "b2a_qp"]
