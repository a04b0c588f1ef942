"""The error handlers ``surrogateescape``, ``surrogatepass``, ``backslashreplace`` and
``xmlcharrefreplace`` of ascii, latin-1 and utf-8 against CPython (issue 38, item 4):
on text holding lone surrogates (escaped and not), latin-1, BMP and astral characters,
and on bytes well- and ill-formed as UTF-8, the concrete execution, the symbolic term
and the raising condition agree with CPython (oracle: ``semantics_oracle.check``), the
run is modelled (no operand made concrete), and a raised exception carries CPython's
own fields."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_STR, agreement_tests

from strsat.python import SymBytes, SymStr, Trace

Y, S, P = SYM_BYTES, SYM_STR, PLAIN

CODECS = ["ascii", "latin-1", "utf-8"]
HANDLERS = ["surrogateescape", "surrogatepass", "backslashreplace", "xmlcharrefreplace"]
#: ASCII, latin-1, BMP, astral, the escaped surrogates' ends and other lone surrogates
text = st.text(alphabet="a; \x7f\x80\u00e9\u00ff\u0100\u20ac\uffff\U00010000\U0002fffd"
                        "\udc80\udcff\udc7f\ud800\udbff\udfff", max_size=5)
#: what surrogateescape decoded: ASCII and U+DC80..U+DCFF only
escaped = st.text(alphabet="aZ\udc80\udcc3\udca9\udcff", max_size=5)
raw = st.one_of(
    st.binary(max_size=5),
    st.lists(st.sampled_from([b"a", b"\x80", b"\xff", b"\xc3\xa9", b"\xc3", b"\xed\xa0\x80",
                              b"\xed\xbf\xbf", b"\xed\x9f\xbf", b"\xe0\xa0", b"\xf0\x90\x80",
                              b"\xf0\x9f\x98\x80", b"\xe2\x82\xac", b"\xc0\xaf"]),
             max_size=3).map(b"".join))
codecs_ = st.sampled_from(CODECS)
handlers = st.sampled_from(HANDLERS)


OPERATIONS = {
    "encode": (lambda s, e, h: s.encode(e, h), [S, P, P], [text, codecs_, handlers]),
    "decode": (lambda b, e, h: b.decode(e, h), [Y, P, P], [raw, st.sampled_from(["ascii", "utf-8"]),
                                    st.sampled_from(HANDLERS[:3])]),
    "round trip surrogateescape": (
        lambda b, e: b.decode(e, "surrogateescape").encode(e, "surrogateescape"),
        [Y, P], [raw, st.sampled_from(["ascii", "utf-8"])]),
    "encode escaped": (lambda s, e: s.encode(e, "surrogateescape"), [S, P],
                       [escaped, codecs_]),
    "round trip surrogatepass": (
        lambda s: s.encode("utf-8", "surrogatepass").decode("utf-8", "surrogatepass"),
        [S], [text]),
}

#: every handler agrees with CPython (60 examples each; 600 in the slow run)
test_handler_agrees_with_cpython, test_handler_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 60, 600)


def _run(method: str, operand: object, encoding: str, handler: str
         ) -> tuple[object, list[str]]:
    """``operand.method(encoding, handler)`` on a symbolic operand in a concrete
    execution: the result (or the exception's class and args) and the notes."""
    if isinstance(operand, str):
        symbolic: SymStr | SymBytes = SymStr("s", operand)
        value = operand
    else:
        assert isinstance(operand, bytes)
        symbolic, value = SymBytes("b", operand), operand.decode("latin-1")
    trace = Trace({symbolic.term: value})
    with trace:
        try:
            got: object = getattr(symbolic, method)(encoding, handler)
            got = got.value  # type: ignore[attr-defined]
        except UnicodeError as exc:
            got = (type(exc), exc.args)
    return got, trace.notes


def _cpython(method: str, operand: object, encoding: str, handler: str) -> object:
    try:
        return getattr(operand, method)(encoding, handler)
    except UnicodeError as exc:
        return (type(exc), exc.args)


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), encoding=codecs_, handler=handlers)
def test_each_handler_is_modelled_and_raises_cpythons_exception(
        data: st.DataObject, encoding: str, handler: str) -> None:
    """No operand is made concrete, and the exception (if any) is CPython's, with its
    encoding, object, start, end and reason."""
    for method, operand in (("encode", data.draw(text)), ("decode", data.draw(raw))):
        if method == "decode" and handler == "xmlcharrefreplace":
            continue  # an encoding-only handler: CPython raises TypeError on decoding
        got, notes = _run(method, operand, encoding, handler)
        assert got == _cpython(method, operand, encoding, handler), (operand, method)
        assert not [n for n in notes if "not modelled" in n], (operand, method, notes)


@pytest.mark.parametrize(("text_", "encoding", "expected"), [
    ("a\udc80\udcff", "ascii", b"a\x80\xff"),
    ("\u00e9\udcc3", "latin-1", b"\xe9\xc3"),
    ("\u20ac\udc80", "utf-8", b"\xe2\x82\xac\x80"),
])
def test_surrogateescape_encodes_the_escaped_bytes_back(text_: str, encoding: str,
                                                         expected: bytes) -> None:
    got, notes = _run("encode", text_, encoding, "surrogateescape")
    assert got == expected and not notes


@pytest.mark.parametrize(("operand", "encoding"), [
    ("a\udc7f", "ascii"), ("\ud800", "utf-8"), ("\u20ac", "latin-1"), ("\u00e9", "ascii")])
def test_surrogateescape_refuses_other_characters_as_cpython(operand: str, encoding: str
                                                             ) -> None:
    got, _ = _run("encode", operand, encoding, "surrogateescape")
    assert isinstance(got, tuple) and got[0] is UnicodeEncodeError
    assert got == _cpython("encode", operand, encoding, "surrogateescape")
