"""``binascii``'s uuencoding over symbolic ``bytes``: ``a2b_uu`` and ``b2a_uu``, as
CPython's ``Modules/binascii.c`` computes them, with its errors (brief "leftovers38",
issue 38 item 4; survey 14's ``uu_line``).

* ``a2b_uu(data)``: the first byte ``c`` gives the length ``L = (c - 32) & 63`` (an
  empty ``data`` reads the buffer's terminating NUL: ``L`` is 32).  ``L`` is decided
  one value at a time (a ``BRANCH`` per step, as a loop over it).  The next
  ``ceil(4L/3)`` positions are 6-bit values: past the end of the data, or a ``\\n`` or
  ``\\r``, zero; otherwise the byte must lie in ``' '..'`'`` (one ``RAISE`` decision
  over all of them: ``binascii.Error('Illegal char')``) and its value is
  ``(byte - 32) & 63``.  Their bits, 8 at a time, are the ``L`` bytes returned (terms of
  ``div``/``mod`` over the values).  What follows must be spaces, backticks and line ends
  (one ``RAISE``: ``'Trailing garbage'``).  A ``str`` argument beyond ASCII raises
  ``ValueError``.
* ``b2a_uu(data, *, backtick=False)``: more than 45 bytes is ``binascii.Error('At most
  45 bytes at once')`` (a ``RAISE``); else the length is decided (a ``BRANCH`` per
  byte) and the line is ``chr(32 + len)`` (a backtick for an empty line under
  ``backtick``), each 3 bytes (the last group padded with zero bytes) as four 6-bit
  values ``32 + v`` (a zero value a backtick under ``backtick``), and ``\\n``.
"""

from __future__ import annotations

import binascii
from collections.abc import Callable
from typing import Any

from ..terms import Term, integer, mk, string
from . import termops as T
from .binascii_model import byte_code, bytes_argument
from .binascii_qp import _flag
from .bytes_values import SymBytes
from .context import Kind, decide
from .values import SymValue

A2B = "binascii.a2b_uu"
B2A = "binascii.b2a_uu"
#: the most bytes ``b2a_uu`` takes at once
MAX_LINE = 45


def _decided_count(count: Term, concrete: int | None, limit: int, what: str) -> int:
    """The value of the int term ``count`` (in ``0..limit``), decided one step at a time
    (a ``BRANCH`` per step, as a loop up to it)."""
    k = 0
    while k < limit and decide(Kind.BRANCH, T.lt(k, count),
                               None if concrete is None else k < concrete, what):
        k += 1
    return k


def _times(t: Term, k: int) -> Term:
    return mk("*", t, integer(k))


def _bytes_of_values(values: list[Term], n: int) -> list[Term]:
    """The first ``n`` bytes of the bit string of the 6-bit values ``values`` (as
    one-character strings)."""
    out: list[Term] = []
    for k in range(n):
        group, at = divmod(k, 3)
        v = [values[4 * group + j] if 4 * group + j < len(values) else integer(0)
             for j in range(4)]
        if at == 0:
            code = T.add(_times(mk("mod", v[0], integer(64)), 4), mk("div", v[1], integer(16)))
        elif at == 1:
            code = T.add(_times(mk("mod", v[1], integer(16)), 16), mk("div", v[2], integer(4)))
        else:
            code = T.add(_times(mk("mod", v[2], integer(4)), 64), v[3])
        out.append(mk("str.from_code", code))
    return out


def a2b_uu(data: Any) -> Any:
    """``binascii.a2b_uu`` (see the module docstring)."""
    d = bytes_argument(data, f"{A2B} (a str beyond ASCII)")
    if d is None:
        return binascii.a2b_uu(data)
    term, value = d.term, d.value
    n = T.length(term)
    first = T.ite(T.lt(0, n), byte_code(term, 0), integer(0))
    count = mk("mod", T.add(first, -32), integer(64))
    concrete_count = None if value is None else ((value[0] if value else 0) - 32) & 63
    length = _decided_count(count, concrete_count, 63, f"{A2B} (the length byte)")
    used = (4 * length + 2) // 3
    values: list[Term] = []
    illegal: list[Term] = []
    for j in range(1, used + 1):
        c = byte_code(term, j)
        present = T.lt(j, n)
        blank = T.disj(T.eq(c, integer(10)), T.eq(c, integer(13)))
        values.append(T.ite(T.conj(present, T.neg(blank)),
                            mk("mod", T.add(c, -32), integer(64)), integer(0)))
        illegal.append(T.conj(present, T.neg(blank),
                              T.disj(T.lt(c, 32), T.lt(96, c))))
    out = None if value is None else _cpython(binascii.a2b_uu, value)
    if illegal and decide(Kind.RAISE, T.disj(*illegal),
                          None if out is None else out == "Illegal char",
                          f"{A2B} (an illegal character)", binascii.Error):
        raise binascii.Error("Illegal char")
    rest = T.substr(term, used + 1, T.add(n, -(used + 1)))
    allowed = mk("re.*", mk("re.union", *(mk("str.to_re", string(c)) for c in " `\n\r")))
    if decide(Kind.RAISE, T.neg(mk("str.in_re", rest, allowed)),
              None if out is None else out == "Trailing garbage",
              f"{A2B} (trailing garbage)", binascii.Error):
        raise binascii.Error("Trailing garbage")
    pieces = _bytes_of_values(values, length)
    return SymBytes(T.concat(*pieces) if pieces else string(""),
                    None if value is None else binascii.a2b_uu(value))


def _cpython(f: Callable[[bytes], bytes], value: bytes) -> str | None:
    """CPython's error message of ``f(value)``, None when it does not raise."""
    try:
        f(value)
    except binascii.Error as exc:
        return str(exc)
    return None


def b2a_uu(data: Any, *, backtick: Any = False) -> Any:
    """``binascii.b2a_uu`` (see the module docstring)."""
    d = data if isinstance(data, SymBytes) else None
    if d is None:
        if isinstance(backtick, SymValue):
            return binascii.b2a_uu(data, backtick=_flag(backtick))
        return binascii.b2a_uu(data, backtick=backtick)
    tick = bool(_flag(backtick))
    term, value = d.term, d.value
    n = T.length(term)
    if decide(Kind.RAISE, T.lt(MAX_LINE, n), None if value is None else len(value) > MAX_LINE,
              f"{B2A} (more than {MAX_LINE} bytes)", binascii.Error):
        raise binascii.Error(f"At most {MAX_LINE} bytes at once")
    length = _decided_count(n, None if value is None else len(value), MAX_LINE,
                            f"{B2A} (a byte)")
    codes = [byte_code(term, i) for i in range(length)]
    codes += [integer(0)] * (-length % 3)
    values: list[Term] = []
    for g in range(0, len(codes), 3):
        a, b, c = codes[g:g + 3]
        values += [mk("div", a, integer(4)),
                   T.add(_times(mk("mod", a, integer(4)), 16), mk("div", b, integer(16))),
                   T.add(_times(mk("mod", b, integer(16)), 4), mk("div", c, integer(64))),
                   mk("mod", c, integer(64))]

    def char(v: Term) -> Term:
        plain = mk("str.from_code", T.add(v, 32))
        return T.ite(T.eq(v, integer(0)), string("`"), plain) if tick else plain

    head = "`" if tick and length == 0 else chr(32 + length)
    pieces = [string(head), *(char(v) for v in values), string("\n")]
    return SymBytes(T.concat(*pieces),
                    None if value is None else binascii.b2a_uu(value, backtick=tick))


MODELS: dict[Any, Callable[..., Any]] = {binascii.a2b_uu: a2b_uu, binascii.b2a_uu: b2a_uu}

__all__ = ["MODELS", "a2b_uu", "b2a_uu"]
