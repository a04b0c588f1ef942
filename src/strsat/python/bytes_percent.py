"""``bytes % args`` with a constant format of plain conversions (PEP 461; issue 38,
brief "bytearray18": dnspython's ``unescaped += b"%c" % codepoint``).

A format whose conversions are ``%c``, ``%s``/``%b``, ``%d``/``%i``/``%u`` and ``%%``,
without a key, flag, width or precision, over a tuple (or one value) of as many values,
some symbolic, is the concatenation of its pieces, CPython's ``bytes_format`` checks in
its order:

* ``%c``: an int is the byte of that code, ``OverflowError("%c arg not in range(256)")``
  outside 0..255 (a decision); a bytes-like of one byte is itself, another length or
  another type ``TypeError("%c requires an integer in range(256) or a single byte")``;
* ``%s``/``%b``: a bytes-like is itself; a symbolic ``str`` or ``int`` the ``TypeError``
  ``%b requires a bytes-like object, or an object that implements __bytes__, not 'T'``;
* ``%d``/``%i``/``%u``: an int (a bool) its decimal numeral (ASCII:
  :func:`.conversions.sym_str`'s term read as bytes); a symbolic ``str``/``bytes`` the
  ``TypeError`` ``%d format: a real number is required, not T`` (``%d`` for ``%i`` too,
  ``%u`` for ``%u``).

A plain value's piece is CPython's own.  Anything else (a symbolic format, a dict, flags,
other conversions, a count mismatch) is :data:`NOT_MODELLED`: the caller runs it on the
concrete values, with a note.
"""

from __future__ import annotations

from typing import Any

from ..terms import Term, integer, mk, string
from . import termops as T
from .bytes_values import SymBytes, bytes_of
from .context import Kind, decide
from .conversions import sym_str
from .values import SymBool, SymInt, SymValue, python_type_name

NOT_MODELLED: Any = object()

_CHAR = "%c requires an integer in range(256) or a single byte"


def _char(value: object) -> tuple[Term, bytes | None]:
    if isinstance(value, SymInt | SymBool | int):
        code = value.as_int() if isinstance(value, SymBool) else value
        t = code.term if isinstance(code, SymInt) else integer(int(code))
        v = code.value if isinstance(code, SymInt) else int(code)
        if decide(Kind.RAISE, T.disj(T.lt(t, 0), T.gt(t, 255)),
                  None if v is None else not 0 <= v < 256, "%c", OverflowError):
            raise OverflowError("%c arg not in range(256)")
        return mk("str.from_code", t), None if v is None else bytes((v,))
    got = bytes_of(value)
    if got is None:
        raise TypeError(_CHAR)
    t, v = got
    if decide(Kind.RAISE, T.neg(T.eq(T.length(t), integer(1))),
              None if v is None else len(v) != 1, "%c", TypeError):
        raise TypeError(_CHAR)
    return t, v


def _piece(spec: str, value: object) -> tuple[Term, bytes | None] | None:
    if not isinstance(value, SymValue) and (spec not in "csb" or bytes_of(value) is None):
        done = (b"%" + spec.encode()) % (value,)  # a plain value: CPython's own piece
        return string(done.decode("latin-1")), done
    if spec == "c":
        return _char(value)
    if spec in "sb":
        got = bytes_of(value)
        if got is None and isinstance(value, SymValue):
            raise TypeError("%b requires a bytes-like object, or an object that implements "
                            f"__bytes__, not '{python_type_name(value)}'")
        return got
    if isinstance(value, SymInt | SymBool):
        text = sym_str(value if isinstance(value, SymInt) else value.as_int())
        return text.term, None if text.value is None else text.value.encode("ascii")
    if isinstance(value, SymValue):
        raise TypeError(f"%{'d' if spec == 'i' else spec} format: a real number is required, not "
                        f"{python_type_name(value)}")
    return None


def percent_bytes(fmt: bytes, args: object) -> Any:
    """``fmt % args`` (see the module docstring), or :data:`NOT_MODELLED`."""
    if isinstance(args, dict):
        return NOT_MODELLED
    items = args if type(args) is tuple else (args,)
    terms: list[Term] = []
    values: list[bytes | None] = []
    pos, used = 0, 0
    while (at := fmt.find(b"%", pos)) >= 0:
        spec = chr(fmt[at + 1]) if at + 1 < len(fmt) else ""
        if spec not in ("%", "c", "s", "b", "d", "i", "u") or spec == "":
            return NOT_MODELLED
        literal = fmt[pos:at]
        terms.append(string(literal.decode("latin-1")))
        values.append(literal)
        pos = at + 2
        if spec == "%":
            terms.append(string("%"))
            values.append(b"%")
            continue
        if used >= len(items):
            return NOT_MODELLED
        got = _piece(spec, items[used])
        used += 1
        if got is None:
            return NOT_MODELLED
        terms.append(got[0])
        values.append(got[1])
    if used != len(items):
        return NOT_MODELLED
    terms.append(string(fmt[pos:].decode("latin-1")))
    values.append(fmt[pos:])
    known = [v for v in values if v is not None]
    return SymBytes(T.concat(*terms), b"".join(known) if len(known) == len(values) else None)


__all__ = ["NOT_MODELLED", "percent_bytes"]
