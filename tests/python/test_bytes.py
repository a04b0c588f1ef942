"""Symbolic ``bytes`` and the ascii/latin-1/utf-8 codecs against CPython (issue 38,
item 4): on random byte strings of small alphabets (ASCII, latin-1, the lead and
continuation bytes of UTF-8) and on well- and ill-formed UTF-8, the concrete execution,
the symbolic term and the raising conditions agree with CPython, including which
exception is raised (oracle: ``semantics_oracle.check``); the codecs' exceptions carry
CPython's own fields."""

from __future__ import annotations

import operator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_INT, SYM_STR, agreement_tests

from strsat.python import SymBytes, SymStr, Trace
from strsat.python import builtins as B
from strsat.python.bytes_builtins import bytes_method, fromhex

Y, S, I, P = SYM_BYTES, SYM_STR, SYM_INT, PLAIN

SMALL = b"aZ1 \t-:.\x00\x7f\x80\xbf\xc3\xa9\xe0\xa0\xed\xf0\x9f\xf4\xff"
small_bytes = st.lists(st.sampled_from(SMALL), max_size=6).map(bytes)
#: UTF-8 of random text, with a byte or two of another sequence around (ill-formed too)
utf8_text = st.text(alphabet=st.characters(max_codepoint=0x2FFFF, exclude_categories=["Cs"]),
                    max_size=4)
utf8_bytes = st.one_of(
    utf8_text.map(lambda s: s.encode("utf-8")),
    st.tuples(utf8_text, st.binary(max_size=2), utf8_text).map(
        lambda t: t[0].encode() + t[1] + t[2].encode()),
    st.lists(st.sampled_from([b"\xe0\xa0", b"\xf0\x90\x80", b"\xed\xa0\x80", b"\xc0\xaf",
                              b"\xf4\x90\x80\x80", b"\xf0\xb0\x80\x80", b"\xf3\xbf\xbf\xbf",
                              b"a", b"\x80", b"\xc2\xa9", b"\xdf\xbf", b"\xef\xbf\xbf"]),
             max_size=3).map(b"".join))
any_bytes = st.one_of(small_bytes, small_bytes, utf8_bytes, st.binary(max_size=5))
#: letters of both cases around others (and latin-1 letters, which bytes leave alone)
cased_bytes = st.lists(st.sampled_from(b"aBc 1\xe9\xc9-"), max_size=6).map(bytes)
#: every line boundary of str, of which bytes know \n and \r only, and tabs
lined_bytes = st.lists(st.sampled_from(b"a\t\n\r\x0b\x0c\x1c\x85 "), max_size=6).map(bytes)
TABLE = bytes.maketrans(b"aB\xe9", b"Xy\n")
#: numerals as bytes, with the bytes where int(bytes) and int(str) part ways (\x1c-\x1f,
#: \x85, \xa0: white space to str only)
numeral_bytes = st.lists(st.sampled_from(b"0179_+-xXbaF \t\x0b\x1c\x1f\x85\xa0\xff"),
                         max_size=6).map(bytes)
pieces = st.sampled_from([b"", b"a", b"1", b" ", b"\xc3", b"a1", b"\xff"])
indices = st.integers(-7, 7)
bounds = st.one_of(st.none(), indices)
byte_ints = st.sampled_from([-1, 0, 32, 97, 0xC3, 255, 256])
#: text for encoding: ASCII, latin-1, BMP, astral characters and lone surrogates
codec_text = st.text(alphabet="aZ \u00e9\u00ff\u0100\u07ff\u0800\u20ac\ud800\udfff\uffff"
                              "\U00010000\U0002fffe", max_size=5)
hex_text = st.text(alphabet="09aFfG \t", max_size=7)
ENCODINGS = ["ascii", "us-ascii", "646", "latin-1", "latin1", "iso-8859-1", "L1", "cp819",
             "utf-8", "utf8", "UTF-8", "U8", "utf_8", "cp1252", "utf-16-le", "idna"]
HANDLERS = ["strict", "ignore", "replace", "backslashreplace", "surrogateescape", "bogus"]
encodings = st.sampled_from(ENCODINGS)
handlers = st.sampled_from(HANDLERS)


def _decode(b, encoding, errors):  # noqa: ANN001, ANN202
    return b.decode(encoding, errors)


def _encode(s, encoding, errors):  # noqa: ANN001, ANN202
    return s.encode(encoding, errors)


# name: (operation, argument kinds, argument strategies)
OPERATIONS = {
    "len": (B.len_, [Y], [any_bytes]),
    "bool": (lambda b: not b, [Y], [small_bytes]),
    "add": (operator.add, [Y, Y], [small_bytes, small_bytes]),
    "add plain": (operator.add, [Y, P], [small_bytes, pieces]),
    "radd plain": (operator.add, [P, Y], [pieces, small_bytes]),
    "add str": (operator.add, [Y, P], [small_bytes, st.just("a")]),
    "mul": (operator.mul, [Y, P], [small_bytes, st.integers(-1, 3)]),
    "mul sym count": (operator.mul, [Y, I], [small_bytes, st.integers(-1, 3)]),
    "eq": (operator.eq, [Y, Y], [small_bytes, small_bytes]),
    "eq plain": (operator.eq, [Y, P], [small_bytes, pieces]),
    "eq str": (operator.eq, [Y, P], [small_bytes, st.sampled_from(["", "a"])]),
    "ne": (operator.ne, [Y, Y], [small_bytes, small_bytes]),
    "lt": (operator.lt, [Y, Y], [small_bytes, small_bytes]),
    "le": (operator.le, [Y, P], [small_bytes, pieces]),
    "gt": (operator.gt, [P, Y], [pieces, small_bytes]),
    "ge": (operator.ge, [Y, Y], [small_bytes, small_bytes]),
    "lt str": (operator.lt, [Y, P], [small_bytes, st.just("a")]),
    "in": (lambda x, b: x in b, [Y, Y], [pieces, small_bytes]),
    "in plain": (lambda x, b: x in b, [P, Y], [pieces, small_bytes]),
    "int in": (lambda x, b: x in b, [I, Y], [byte_ints, small_bytes]),
    "str in": (lambda x, b: x in b, [P, Y], [st.just("a"), small_bytes]),
    "getitem": (operator.getitem, [Y, I], [small_bytes, indices]),
    "getitem str key": (operator.getitem, [Y, P], [small_bytes, st.just("a")]),
    "slice": (lambda b, i, j: b[i:j], [Y, P, P], [small_bytes, bounds, bounds]),
    "slice sym": (lambda b, i, j: b[i:j], [Y, I, I], [small_bytes, indices, indices]),
    "slice step": (lambda b: b[::2], [Y], [small_bytes]),
    "reversed slice": (lambda b: b[::-1], [Y], [small_bytes]),
    "iterate": (lambda b: list(b), [Y], [small_bytes]),
    "find": (lambda b, x, i: b.find(x, i), [Y, Y, P], [small_bytes, pieces, bounds]),
    "find int": (lambda b, x: b.find(x), [Y, I], [small_bytes, byte_ints]),
    "rfind": (lambda b, x, i, j: b.rfind(x, i, j), [Y, P, P, P],
              [small_bytes, pieces, bounds, bounds]),
    "index": (lambda b, x: b.index(x), [Y, Y], [small_bytes, pieces]),
    "rindex int": (lambda b, x: b.rindex(x), [Y, P], [small_bytes, byte_ints]),
    "count": (lambda b, x, i: b.count(x, i), [Y, P, P], [small_bytes, pieces, bounds]),
    "find str": (lambda b: b.find("a"), [Y], [small_bytes]),
    "startswith": (lambda b, x, i: b.startswith(x, i), [Y, Y, P],
                   [small_bytes, pieces, bounds]),
    "endswith tuple": (lambda b, x: b.endswith((x, b"1")), [Y, P], [small_bytes, pieces]),
    "startswith str": (lambda b: b.startswith("a"), [Y], [small_bytes]),
    "split": (lambda b, x, k: b.split(x, k), [Y, P, P],
              [small_bytes, st.one_of(st.none(), pieces), st.integers(-1, 2)]),
    "split sym sep": (lambda b, x: b.split(x), [Y, Y], [small_bytes, pieces]),
    "rsplit": (lambda b, x, k: b.rsplit(x, k), [Y, P, P],
               [small_bytes, st.one_of(st.none(), pieces), st.integers(-1, 2)]),
    "strip": (lambda b, c: b.strip(c), [Y, P], [small_bytes, st.one_of(st.none(), pieces)]),
    "lstrip": (lambda b: b.lstrip(), [Y], [small_bytes]),
    "rstrip": (lambda b, c: b.rstrip(c), [Y, P], [small_bytes, st.one_of(st.none(), pieces)]),
    "strip str": (lambda b: b.strip("a"), [Y], [small_bytes]),
    "replace": (lambda b, o, n, k: b.replace(o, n, k), [Y, P, P, P],
                [small_bytes, pieces, pieces, st.integers(-1, 2)]),
    "replace sym": (lambda b, o: b.replace(o, b"-"), [Y, Y], [small_bytes, pieces]),
    "join": (lambda sep, a, b: sep.join([a, b]), [Y, Y, Y], [pieces, small_bytes, pieces]),
    "plain join": (lambda a, b: bytes_method(b",", "join", [a, b]), [Y, Y],
                   [small_bytes, small_bytes]),
    "join str": (lambda b: b.join(["a"]), [Y], [small_bytes]),
    "partition": (lambda b, x: b.partition(x), [Y, P], [small_bytes, pieces]),
    "rpartition": (lambda b, x: b.rpartition(x), [Y, Y], [small_bytes, pieces]),
    "removeprefix": (lambda b, x: b.removeprefix(x), [Y, Y], [small_bytes, pieces]),
    "removesuffix": (lambda b, x: b.removesuffix(x), [Y, P], [small_bytes, pieces]),
    "ljust": (lambda b, w: b.ljust(w, b"*"), [Y, P], [small_bytes, st.integers(-1, 8)]),
    "center": (lambda b, w: b.center(w), [Y, P], [small_bytes, st.integers(-1, 8)]),
    "rjust bad fill": (lambda b: b.rjust(3, "*"), [Y], [small_bytes]),
    "zfill": (lambda b, w: b.zfill(w), [Y, P], [small_bytes, st.integers(-1, 8)]),
    "lower": (lambda b: b.lower(), [Y], [any_bytes]),
    "upper": (lambda b: b.upper(), [Y], [any_bytes]),
    "capitalize": (lambda b: b.capitalize(), [Y], [any_bytes]),
    **{name: (operator.methodcaller(name), [Y], [st.one_of(small_bytes, st.sampled_from(
        [b"12", b"aB", b"a1", b" \t", b"AB", b"ab", b"A1\xff", b"\x1c", b"\xe9"]))])
       for name in ("isdigit", "isalpha", "isalnum", "isspace", "islower", "isupper",
                    "isascii")},
    "hex": (lambda b: b.hex(), [Y], [any_bytes]),
    "hex sep": (lambda b: b.hex(":"), [Y], [small_bytes]),
    "fromhex": (fromhex, [S], [hex_text]),
    "title": (lambda b: b.title(), [Y], [cased_bytes]),
    "swapcase": (lambda b: b.swapcase(), [Y], [cased_bytes]),
    "istitle": (lambda b: b.istitle(), [Y], [cased_bytes]),
    "splitlines": (lambda b, k: b.splitlines(k), [Y, P], [lined_bytes, st.booleans()]),
    "expandtabs": (lambda b, n: b.expandtabs(n), [Y, P], [lined_bytes, st.integers(-1, 4)]),
    "translate": (lambda b, t, d: b.translate(t, d), [Y, P, P],
                  [cased_bytes, st.sampled_from([None, bytes(range(256)), TABLE]),
                   st.sampled_from([b"", b"a", b"\xe9 "])]),
    "translate bad table": (lambda b: b.translate(b"ab"), [Y], [cased_bytes]),
    "maketrans": (lambda b, x: b.translate(b.maketrans(b"a", x)), [Y, Y],
                  [cased_bytes, st.sampled_from([b"", b"b", b"bc"])]),
    "bytes of ints": (lambda x, y: B.bytes_([x, y]), [I, I], [byte_ints, byte_ints]),
    "bytes of str": (lambda s, e: B.bytes_(s, e), [S, P], [codec_text, encodings]),
    "bytes of bytes": (B.bytes_, [Y], [small_bytes]),
    "bytes of str without encoding": (B.bytes_, [S], [codec_text]),
    "str of bytes": (lambda b: B.str_(b, "utf-8", "replace"), [Y], [utf8_bytes]),
    "decode": (_decode, [Y, P, P], [any_bytes, encodings, handlers]),
    "decode utf-8": (lambda b: b.decode(), [Y], [utf8_bytes]),
    "decode utf-8 replace": (lambda b: b.decode("utf8", "replace"), [Y], [utf8_bytes]),
    "decode utf-8 ignore": (lambda b: b.decode("UTF-8", errors="ignore"), [Y], [utf8_bytes]),
    "decode ascii": (lambda b, h: b.decode("ascii", h), [Y, P], [any_bytes, handlers]),
    "decode bad type": (lambda b: b.decode(1), [Y], [small_bytes]),
    "int of bytes": (B.int_, [Y], [numeral_bytes]),
    "int of bytes base": (B.int_, [Y, P], [numeral_bytes, st.sampled_from([0, 2, 16, 36])]),
    "encode None": (lambda s: s.encode(None), [S], [codec_text]),
    "encode": (_encode, [S, P, P], [codec_text, encodings, handlers]),
    "encode utf-8": (lambda s: s.encode(), [S], [codec_text]),
    "encode utf-8 replace": (lambda s: s.encode("utf8", "replace"), [S], [codec_text]),
    "encode latin-1": (lambda s, h: s.encode("latin-1", h), [S, P], [codec_text, handlers]),
    "encode ascii": (lambda s, h: s.encode("ascii", h), [S, P], [codec_text, handlers]),
    "encode unknown": (lambda s: s.encode("no-such-codec"), [S], [codec_text]),
    "round trip": (lambda s: s.encode("utf-8", "ignore").decode("utf-8"), [S], [codec_text]),
}


#: every operation agrees with CPython (40 examples each; 600 in the slow run)
test_bytes_operation_agrees_with_cpython, test_bytes_operation_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 40, 600)


def _raised(run):  # noqa: ANN001, ANN202
    try:
        run()
    except UnicodeError as exc:
        return type(exc), exc.args
    return None


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), encoding=st.sampled_from(["ascii", "latin-1", "utf-8"]))
def test_codec_errors_carry_cpythons_fields(data: st.DataObject, encoding: str) -> None:
    """The exception object is CPython's: encoding, object, start, end, reason."""
    text, raw = data.draw(codec_text), data.draw(any_bytes)
    for plain, symbolic, method in ((text, SymStr("s", None), "encode"),
                                    (raw, SymBytes("b", None), "decode")):
        value = plain if method == "encode" else plain.decode("latin-1")
        with Trace({symbolic.term: value}):
            got = _raised(lambda: getattr(symbolic, method)(encoding))  # noqa: B023
        assert got == _raised(lambda: getattr(plain, method)(encoding)), (plain, encoding)  # noqa: B023


def test_a_bytes_input_is_not_a_str() -> None:
    b, s = SymBytes("b", b"a"), SymStr("s", "a")
    with Trace({"b": "a", "s": "a"}):
        assert (b == s).value is False and (s == b).value is False
        with pytest.raises(TypeError, match='can only concatenate str \\(not "bytes"\\) to str'):
            s + b  # noqa: B018
        with pytest.raises(TypeError, match="can't concat str to bytes"):
            b + s  # noqa: B018
        assert B.isinstance_(b, bytes) and not B.isinstance_(b, str)


#: Misuse and missing values: CPython's exception class and message, symbolically too.
MISUSE = [
    lambda b: b + "x", lambda b: "x" + b, lambda b: b.find("a"), lambda b: b.count(300),
    lambda b: b.index(b"zz"), lambda b: b.rindex(97 + 256), lambda b: b.startswith("a"),
    lambda b: b.endswith(("a",)), lambda b: b.replace("a", b"b"), lambda b: b.split("a"),
    lambda b: b.split(b""), lambda b: b.join(["a"]), lambda b: b.join(5),
    lambda b: b.strip("a"), lambda b: b.partition("a"), lambda b: b.removeprefix("a"),
    lambda b: b["x"], lambda b: b[10], lambda b: b < "x", lambda b: "a" in b,
    lambda b: 256 in b, lambda b: b.ljust(3, "x"), lambda b: b.center(3, b"xy"),
    lambda b: b.decode(1), lambda b: b.decode("utf-8", None), lambda b: b.decode("nope"),
    lambda b: (b + b"\xff").decode("ascii"), lambda b: (b + b"\xe0\xa0").decode(),
    lambda b: B.bytes_([b[0], 300]), lambda b: B.bytes_(["a"]), lambda b: B.bytes_(b, "ascii"),
    lambda b: fromhex(b.decode() + "g"), lambda b: (b.decode() + "\u0100").encode("latin-1"),
]


@pytest.mark.parametrize("index", range(len(MISUSE)))
def test_misuse_raises_cpythons_exception_and_message(index: int) -> None:
    op = MISUSE[index]
    with pytest.raises(Exception) as expected:  # noqa: PT011 - any exception, compared below
        op(b"ab")
    with Trace({"b": "ab"}), pytest.raises(Exception) as got:  # noqa: PT011
        op(SymBytes("b", b"ab"))
    assert (type(got.value), str(got.value)) == (type(expected.value), str(expected.value))


@pytest.mark.parametrize("fmt", ["{!s:>9}", "{:>5}", "{0!s:*^12}"])
def test_str_format_of_a_symbolic_bytes_with_a_spec_is_cpythons(fmt: str) -> None:
    """A spec or ``!s`` on a symbolic bytes runs CPython's format on the concrete value
    (``str()`` of bytes is its repr; ``bytes.__format__`` refuses a spec)."""
    def run(value: object) -> object:
        try:
            return B.str_method(fmt, "format", value)
        except Exception as e:  # the exception CPython raises is part of the answer
            return type(e), str(e)

    with Trace({}):
        got = run(SymBytes("b", b"ab"))
    assert got == run(b"ab")
