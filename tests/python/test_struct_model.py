"""``int.to_bytes``, ``struct``'s integer formats (:mod:`strsat.python.struct_model`) and a
table of ints with ``None`` holes indexed by a symbolic int
(:mod:`strsat.python.const_index`) against CPython (oracle: ``semantics_oracle.check``:
the result or the exception's class, every decision's condition and the result's term).
``struct.error`` is raised as CPython raises it; the oracle compares it as a
``LookupError`` on both sides (its tuple of exceptions has no ``struct.error``), and
:func:`test_struct_errors_are_cpythons` compares the messages."""

from __future__ import annotations

import struct

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_INT, agreement_tests

from strsat.python import SymBytes, SymInt, Trace
from strsat.python.bytes_array import ByteArray
from strsat.python.const_index import HOLE, index_constants
from strsat.python.memory_view import ByteView
from strsat.python.struct_model import iter_unpack, pack, unpack, unpack_from
from strsat.python.values import SymValue

Y, I, P = SYM_BYTES, SYM_INT, PLAIN


class StructError(LookupError):
    """``struct.error`` as the oracle's tuple of exceptions knows it."""


def _struct(run, *args):  # noqa: ANN001, ANN002, ANN202
    try:
        return run(*args)
    except struct.error as exc:
        raise StructError(str(exc)) from None


def _unpack(fmt: str):  # noqa: ANN202
    return lambda b: _struct(unpack if isinstance(b, SymValue) else struct.unpack, fmt, b)


def _pack(fmt: str):  # noqa: ANN202
    def run(*values):  # noqa: ANN002, ANN202
        symbolic = any(isinstance(v, SymValue) for v in values)
        return _struct(pack if symbolic else struct.pack, fmt, *values)
    return run


def _unpack_floats(fmt: str):  # noqa: ANN202
    """``unpack`` with float fields shown by ``float.hex`` (a NaN equals itself so)."""
    run = _unpack(fmt)
    return lambda b: tuple(v.hex() if isinstance(v, float) else v for v in run(b))


def _sized(fmt: str) -> st.SearchStrategy[bytes]:
    n = struct.calcsize(fmt)
    return st.one_of(st.binary(min_size=n, max_size=n), st.binary(min_size=n, max_size=n),
                     st.binary(max_size=n + 2))


def _near(*bounds: int) -> st.SearchStrategy[int]:
    """Ints at and around the bounds of a field, and any int."""
    return st.one_of(st.sampled_from([b + d for b in bounds for d in (-1, 0, 1)]),
                     st.integers(-(2 ** 70), 2 ** 70))


UNPACK = ["<BBIxx", ">H", "!I", "<q", "=h", "@hi", "3s", "<c?", "2H", ">bxH", ">4sI", "<Q",
          "@bq", "!hh", "4p", "p", ">H3pB", "300p"]
PACK = {">H": [_near(0, 2 ** 16)], "!I": [_near(0, 2 ** 32)], "<b": [_near(-128, 128)],
        "@hi": [_near(-(2 ** 15), 2 ** 15), _near(-(2 ** 31), 2 ** 31)],
        "<q": [_near(-(2 ** 63), 2 ** 63)], ">Bx2B": [_near(0, 256)] * 3,
        "<Q": [_near(0, 2 ** 64)]}
#: formats ``unpack_from`` and ``iter_unpack`` read at offsets / record by record
FROM = ["<H", ">bxI", "2s?", "3p"]
#: formats with a Pascal string packed from a symbolic bytes, and their other values
PASCAL = {"p": [], "4p": [], "<3pH": [7], "300p": [], ">H5p": [513]}


def _unpack_from(fmt: str, offset: int | None):  # noqa: ANN202
    """``unpack_from`` at a plain offset, or (``None``) at a symbolic one."""
    if offset is None:
        return lambda b, o: _struct(unpack_from if isinstance(b, SymValue)
                                    else struct.unpack_from, fmt, b, o)
    return lambda b: _struct(unpack_from if isinstance(b, SymValue) else struct.unpack_from,
                             fmt, b, offset)


def _buffer(kind: str, b: object) -> object:
    """``b`` as a ``bytearray`` or ``memoryview``: the layer's for a symbolic ``b``
    (brief survey30: msgpack reads its fields from a ``bytearray``), CPython's else."""
    if isinstance(b, SymValue):
        return ByteArray(b) if kind == "bytearray" else ByteView.of(b)
    return bytearray(b) if kind == "bytearray" else memoryview(b)  # type: ignore[arg-type]


def _from_buffer(kind: str, fmt: str):  # noqa: ANN202
    """``unpack_from`` of a buffer at a symbolic offset."""
    return lambda b, o: _struct(unpack_from if isinstance(b, SymValue) else struct.unpack_from,
                                fmt, _buffer(kind, b), o)


def _iter_unpack(fmt: str):  # noqa: ANN202
    return lambda b: _struct(lambda *a: list(
        (iter_unpack if isinstance(b, SymValue) else struct.iter_unpack)(*a)), fmt, b)


def _pack_pascal(fmt: str):  # noqa: ANN202
    """``pack`` of a symbolic bytes in the ``p`` field, plain ints in the others."""
    def run(b):  # noqa: ANN001, ANN202
        rest = PASCAL[fmt]
        values = [*rest, b] if fmt.startswith(">H") else [b, *rest]
        return _struct(pack if isinstance(b, SymValue) else struct.pack, fmt, *values)
    return run
TO_BYTES = [(1, "big", False), (2, "little", False), (5, "big", False), (2, "big", True),
            (0, "big", False), (0, "little", True), (3, "little", True), (4, "big", False)]
#: a decoding table as base64's ``_b85dec``: ``None`` but where an alphabet's byte is
TABLE: list[int | None] = [None] * 256
for _i, _c in enumerate(b"0123456789abcdefXYZ~"):
    TABLE[_c] = _i


def _table(i):  # noqa: ANN001, ANN202
    got = index_constants(TABLE, i) if isinstance(i, SymInt) else TABLE[i]
    return None if got is HOLE else got


#: formats with float codes (issue 38: made concrete field by field, the rest symbolic)
FLOATS = ["<Hd", ">e", "@bd", "!fI", "<2eB", "=?f"]

OPERATIONS = {
    **{f"unpack {f}": (_unpack(f), [Y], [_sized(f)]) for f in UNPACK},
    **{f"unpack {f}": (_unpack_floats(f), [Y], [_sized(f)]) for f in FLOATS},
    "pack floats >Hd": (lambda x, y: _pack(">Hd")(x, y), [I, P],
                        [_near(0, 2 ** 16), st.floats()]),
    "pack floats <eB": (lambda y, x: _pack("<eB")(y, x), [P, I],
                        [st.one_of(st.floats(), st.integers(-70000, 70000)),
                         _near(0, 256)]),
    "pack floats @bf": (lambda x, y: _pack("@bf")(x, y), [I, P],
                        [_near(-128, 128), st.floats(width=32)]),
    **{f"pack {f}": (_pack(f), [I] * len(s), s) for f, s in PACK.items()},
    **{f"unpack_from {f} at {o}": (_unpack_from(f, o), [Y], [st.binary(max_size=9)])
       for f in FROM for o in (0, 1, 4, -1, -5)},
    **{f"unpack_from {f} at a symbolic offset": (_unpack_from(f, None), [Y, I],
                                                 [st.binary(max_size=9), st.integers(-10, 10)])
       for f in FROM},
    **{f"iter_unpack {f}": (_iter_unpack(f), [Y], [st.binary(max_size=9)]) for f in FROM},
    **{f"unpack_from {f} of a {k}": (_from_buffer(k, f), [Y, I],
                                       [st.binary(max_size=9), st.integers(-10, 10)])
       for f in FROM for k in ("bytearray", "memoryview")},
    **{f"pack pascal {f}": (_pack_pascal(f), [Y], [st.binary(max_size=300)]) for f in PASCAL},
    "pack with a plain field": (lambda x: _pack("<H2sB")(x, b"ab", 7), [I],
                                [_near(0, 2 ** 16)]),
    **{f"to_bytes {n} {o} {s}": (lambda x, n=n, o=o, s=s: x.to_bytes(n, o, signed=s), [I],
                                 [_near(-(2 ** (8 * n) // 2), 0, 2 ** (8 * n) // 2, 2 ** (8 * n))])
       for n, o, s in TO_BYTES},
    "to_bytes bad length": (lambda x: x.to_bytes(-1), [I], [_near(0)]),
    "to_bytes bad order": (lambda x: x.to_bytes(2, "middle"), [I], [_near(0)]),
    "table with holes": (_table, [I], [st.integers(-300, 300)]),
}

#: every operation agrees with CPython (40 examples each; 400 in the slow run)
test_struct_operation_agrees_with_cpython, test_struct_operation_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 40, 400)


def _outcome(run):  # noqa: ANN001, ANN202
    try:
        return "value", run()
    except (struct.error, OverflowError, ValueError) as exc:
        return type(exc), str(exc)


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), fmt=st.sampled_from(sorted(PACK)))
def test_struct_errors_are_cpythons(data: st.DataObject, fmt: str) -> None:
    """Exception classes and messages of ``pack`` and ``unpack`` are CPython's."""
    values = [data.draw(s) for s in PACK[fmt]]
    raw = data.draw(_sized(fmt))
    xs = [SymInt(f"x{k}", v) for k, v in enumerate(values)]
    b = SymBytes("b", raw)
    with Trace({**{x.term: v for x, v in zip(xs, values, strict=True)},
                b.term: raw.decode("latin-1")}):
        mine = _outcome(lambda: pack(fmt, *xs))
        mine = (mine[0], mine[1].value) if mine[0] == "value" else mine
        got = _outcome(lambda: unpack(fmt, b))
        got = (got[0], tuple(v.value for v in got[1])) if got[0] == "value" else got
    assert mine == _outcome(lambda: struct.pack(fmt, *values)), (fmt, values)
    assert got == _outcome(lambda: struct.unpack(fmt, raw)), (fmt, raw)


def test_offsets_records_and_pascal_strings_stay_symbolic() -> None:
    """``unpack_from`` (a plain and a symbolic offset), ``iter_unpack``, ``Struct``'s
    methods and the ``p`` code keep the buffer's bytes symbolic, a ``bytearray``'s or a
    ``memoryview``'s too (brief survey30): no note, the fields are
    terms over the buffer, and the offset's sign is a condition of the path."""
    raw = b"\x03abcdefg"
    b, o = SymBytes("b", raw), SymInt("o", -4)
    with Trace({b.term: raw.decode("latin-1"), o.term: -4}) as trace:
        fields = [*unpack_from(">H", b, 2), *unpack_from("<H", b, o), *unpack("4p4s", b),
                  *[f for rec in iter_unpack("2s", b) for f in rec],
                  *unpack_from("3p", b, 1), *unpack_from(">bxI", ByteArray(b), 1),
                  *unpack("4p4s", ByteView.of(ByteArray(b)))]
        packed = pack("5p", b)
    assert not trace.notes
    assert all(isinstance(f, SymValue) and f.value is not None for f in fields)
    assert [f.value for f in fields] == [
        *struct.unpack_from(">H", raw, 2), *struct.unpack_from("<H", raw, -4),
        *struct.unpack("4p4s", raw), *[f for rec in struct.iter_unpack("2s", raw) for f in rec],
        *struct.unpack_from("3p", raw, 1), *struct.unpack_from(">bxI", bytearray(raw), 1),
        *struct.unpack("4p4s", memoryview(bytearray(raw)))]
    assert packed.value == struct.pack("5p", raw)
    assert any("o" in str(d.condition) for d in trace.decisions)
