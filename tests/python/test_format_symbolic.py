"""``str.format`` of a symbolic format string (:mod:`strsat.python.format_symbolic`)
agrees with CPython (``semantics_oracle.check``: values and exception classes -- the
parser's ``ValueError``, a missing argument's ``IndexError``/``KeyError``, numbering
switches), and a format string of ``{}`` fields is not made concrete."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_INT, SYM_STR, check

from strsat.python import SymStr, Trace

formats = st.lists(st.sampled_from(
    ["{}", "{0}", "{1}", "{x}", "{y}", "{!r}", "{:>5}", "{0!s:<3}", "{x:{w}}", "{{", "}}",
     "{", "}", "{1.real}", "{[0]}", "{!z}", "ab", " ", ":", "{:d}", "{٣}", "{w.real}",
     "{y.z}", "{x[0]}", "{y[1]!r}", "{w.imag:>3}"]),
    max_size=4).map("".join)
texts = st.text(alphabet="ab {}", max_size=3)


def _format(fmt: Any, a: Any, b: Any) -> Any:
    return fmt.format(a, b, x=a, w=3)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(fmt=formats, a=texts, b=st.integers(-20, 20))
def test_symbolic_format_string_agrees_with_cpython(fmt: str, a: str, b: int) -> None:
    check(_format, [SYM_STR, SYM_STR, SYM_INT], [fmt, a, b])
    check(_format, [SYM_STR, PLAIN, PLAIN], [fmt, a, b])


def test_auto_fields_make_nothing_concrete() -> None:
    text = "<{}|{}> {{ok}}"
    with Trace({"f": text, "a": "x"}) as trace:
        out = SymStr("f", text).format(SymStr("a", "x"), 5)
    assert trace.notes == []
    assert isinstance(out, SymStr) and out.value == text.format("x", 5)


def test_attribute_and_index_fields_keep_their_values_symbolic() -> None:
    """``{0.name}``/``{1[0]}``/``{d[key]}`` of a plain format string read the symbolic
    value through CPython's own accesses (issue 38: the whole call was made concrete)."""
    from strsat.python.formatting import format_string

    class Box:
        def __init__(self, name: Any) -> None:
            self.name = name

    a = SymStr("a", "xy")
    with Trace({"a": "xy"}) as trace:
        out = format_string("{0.name}!{1[0]}|{d[key]:>4}", (Box(a), [a]), {"d": {"key": a}})
    assert trace.notes == []
    assert isinstance(out, SymStr) and out.value == "xy!xy|  xy"


def test_a_field_naming_no_keyword_is_a_key_error_without_a_pin() -> None:
    """``"{user}".format(name=...)``: the field names no keyword, CPython's ``KeyError``
    of the name, decided on the symbolic format string (no note)."""
    text = "hi {user}!"
    with Trace({"f": text}) as trace:
        try:
            SymStr("f", text).format(name="x")
        except KeyError as e:
            assert e.args == ("user",)
        else:
            raise AssertionError("no KeyError")
    assert trace.notes == []
