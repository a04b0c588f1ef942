"""``bytes % args`` of a constant format (:mod:`strsat.python.bytes_percent`; dnspython's
``b"%c" % codepoint``) against CPython: results, exception types (the oracle) and
messages, with symbolic ints, bools and bytes among the arguments."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_BYTES, SYM_INT, agreement_tests

from strsat.python import SymBool, SymBytes, SymInt, SymStr, Trace
from strsat.python.bytes_builtins import bytes_method

Y, I, B, P = SYM_BYTES, SYM_INT, SYM_BOOL, PLAIN

small_bytes = st.lists(st.sampled_from(b"a%.1 \x00\xff"), max_size=3).map(bytes)
codes = st.integers(-3, 260)
formats = st.sampled_from([b"%c", b"x%cy", b"%c%c", b"%s", b"%b!", b"%d", b"%i-%u", b"%%%c",
                           b"a%sb%c", b"%d%%"])


def _fmt(fmt: bytes, *args: Any) -> Any:
    return bytes_method(fmt, "__mod__", args if len(args) != 1 else args[0])


OPERATIONS = {
    "char_int": (lambda n: _fmt(b"\\%c.", n), [I], [codes]),
    "char_bytes": (lambda b: _fmt(b"%c", b), [Y], [small_bytes]),
    "two": (lambda n, b: _fmt(b"a%cb%sc", n, b), [I, Y], [codes, small_bytes]),
    "digits": (lambda n, m: _fmt(b"%d-%i", n, m), [I, B], [codes, st.booleans()]),
    "bytes_s": (lambda b: _fmt(b"[%s]", b), [Y], [small_bytes]),
    "mixed_plain": (lambda n: _fmt(b"%c%s", n, b"z"), [I], [codes]),
    "tuple_arg": (lambda n: _fmt(b"%c", (n,)), [I], [codes]),
    "plain_int_sym_bytes": (lambda b, n: _fmt(b"%s%c", b, n), [Y, P], [small_bytes, codes]),
}

test_agrees_with_cpython, test_agrees_with_cpython_long = agreement_tests(OPERATIONS, 30, 300)

_VALUES = st.one_of(codes, small_bytes, st.booleans(), st.sampled_from(["a", "ab", 1.5]))


def _sym(value: Any, k: int) -> Any:
    if isinstance(value, bool):
        return SymBool(f"v{k}", value)
    if isinstance(value, int):
        return SymInt(f"v{k}", value)
    if isinstance(value, bytes):
        return SymBytes(f"v{k}", value)
    if isinstance(value, str):
        return SymStr(f"v{k}", value)
    return value


def _outcome(run: Any) -> Any:
    try:
        got = run()
    except (TypeError, ValueError, OverflowError) as exc:
        return type(exc), str(exc)
    return "ok", got.value if isinstance(got, SymBytes) else got


@settings(max_examples=300, deadline=None)
@given(fmt=formats, values=st.lists(_VALUES, min_size=1, max_size=2))
def test_messages_are_cpythons(fmt: bytes, values: list[Any]) -> None:
    """The result or the exception (type and message) is CPython's; a format the layer
    does not model (a count mismatch, a float for ``%d``) runs concretely, with a note."""
    args: Any = tuple(values) if len(values) > 1 else values[0]
    expected = _outcome(lambda: fmt % args)
    with Trace({}):
        sym = tuple(_sym(v, k) for k, v in enumerate(values))
        got = _outcome(lambda: _fmt(fmt, *sym) if len(sym) != 1 else
                       bytes_method(fmt, "__mod__", sym[0]))
    assert got == expected


def test_dnspython_escape_stays_symbolic_without_a_note() -> None:
    with Trace({}) as trace:
        got = _fmt(b"%c", SymInt("n", 65))
    assert isinstance(got, SymBytes) and got.value == b"A"
    assert got.term.op != "const"
    assert not trace.notes, trace.notes
