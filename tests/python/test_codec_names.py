"""A symbolic codec name against CPython's ``codecs.lookup`` (brief ``exbytes``, issue 38):
``bytes.decode(name)``, ``str.encode(name)`` and ``bytes(s, name)`` with the name symbolic,
on names spelt as people spell them (case, ``-``/``_``/spaces/dots, aliases), on random
ASCII and on NUL and non-ASCII characters, agree with CPython in value and exception
type (oracle: ``semantics_oracle.check``); the modelled codecs make nothing concrete."""

from __future__ import annotations

import codecs
import encodings.aliases

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_STR, check

from strsat.python import SymBytes, SymStr, Trace
from strsat.python.bytes_builtins import bytes_
from strsat.python.codec_names import languages
from strsat.terms import mk, string
from strsat.terms.evaluate import Evaluator

SETTINGS = settings(derandomize=True, max_examples=200, deadline=None,
                    suppress_health_check=list(HealthCheck))
BASES = ["utf-8", "utf8", "u8", "latin-1", "latin1", "l1", "iso8859_1", "iso_8859-1",
         "ascii", "us-ascii", "646", "cp1252", "koi8_r", "rot13", "idna", "utf", "latin",
         "ansi_x3.4_1968", "iso.8859.1", "base64", "hex", "bogus", "utf-9", ""]


def _respell(name: str, seps: list[str], upper: list[bool]) -> str:
    out = []
    for i, c in enumerate(name):
        if c in "-_ ":
            c = seps[i % len(seps)]
        if upper[i % len(upper)]:
            c = c.upper()
        out.append(c)
    return "".join(out)


names = st.one_of(
    st.builds(_respell, st.sampled_from(BASES),
              st.lists(st.sampled_from(["-", "_", " ", "--", ".", "\t", "", "\u00a0"]),
                       min_size=1, max_size=3),
              st.lists(st.booleans(), min_size=1, max_size=3)),
    st.builds(lambda a, n, b: a + n + b, st.sampled_from(["", " ", "-", "\u00e9"]),
              st.sampled_from(BASES), st.sampled_from(["", " ", "_", "\x00", "\u0660"])),
    st.text(alphabet="utf8- _.", max_size=5))
data = st.sampled_from([b"", b"a", b"\xc3\xa9", b"\xff"])
text = st.sampled_from(["", "a", "\u00e9", "\u20ac"])


@SETTINGS
@given(name=names, b=data, s=text)
def test_symbolic_codec_names_agree_with_cpython(name: str, b: bytes, s: str) -> None:
    check(lambda x, n: x.decode(n), [SYM_BYTES, SYM_STR], [b, name])
    check(lambda x, n: x.encode(n), [SYM_STR, SYM_STR], [s, name])
    check(lambda x, n: bytes_(x, n), [PLAIN, SYM_STR], [s, name])


def test_languages_are_cpythons_on_the_alias_table() -> None:
    """Every alias CPython has, in upper case with spaces, is in its codec's language."""
    langs = languages()
    for alias in sorted(encodings.aliases.aliases):
        spelt = " " + alias.upper().replace("_", " - ") + "\t"
        try:
            name = codecs.lookup(spelt).name
        except LookupError:
            continue
        key = name if name in langs else ""
        assert Evaluator({}).holds(mk("str.in_re", string(spelt), langs[key])), alias


@pytest.mark.parametrize("name", ["UTF-8", "latin_1", " us ascii "])
def test_modelled_codecs_make_nothing_concrete(name: str) -> None:
    b, n = SymBytes("b", b"abc"), SymStr("n", name)
    trace = Trace({b.term: "abc", n.term: name})
    with trace:
        assert b.decode(n).value == "abc"
    assert trace.notes == [], trace.notes


ESCAPES = ["raw-unicode-escape", "unicode_escape", "Raw_Unicode_Escape"]


@SETTINGS
@given(b=st.lists(st.sampled_from(b"a \\u00e9\xe9\n"), max_size=7).map(bytes),
       s=st.text(alphabet="a \\\n\u00e9\u20ac\U0001f600", max_size=5),
       name=st.sampled_from(ESCAPES), handler=st.sampled_from(["strict", "ignore", "bogus"]))
def test_escape_codecs_agree_with_cpython(b: bytes, s: str, name: str, handler: str) -> None:
    check(lambda x, n, h: x.decode(n, h), [SYM_BYTES, PLAIN, PLAIN], [b, name, handler])
    check(lambda x, n, h: x.encode(n, h), [SYM_STR, PLAIN, PLAIN], [s, name, handler])
    check(lambda x, n: bytes_(x, n), [SYM_STR, SYM_STR], [s, name])


def test_escape_codecs_of_plain_text_make_nothing_concrete() -> None:
    b, s = SymBytes("b", b"caf\xe9 ok"), SymStr("s", "Subject")
    trace = Trace({b.term: "caf\xe9 ok", s.term: "Subject"})
    with trace:
        assert b.decode("unicode-escape").value == "caf\xe9 ok"
        assert bytes_(s, "raw-unicode-escape").value == b"Subject"
    assert trace.notes == [], trace.notes


@pytest.mark.parametrize("handler", ["surrogateescape", "backslashreplace", "bogus"])
def test_unmodelled_handlers_are_not_consulted_on_ascii(handler: str) -> None:
    s, b = SymStr("s", "=?utf-8?q?x?="), SymBytes("b", b"abc")
    trace = Trace({s.term: "=?utf-8?q?x?=", b.term: "abc"})
    with trace:
        assert s.encode("ascii", handler).value == b"=?utf-8?q?x?="
        assert b.decode("utf-8", handler).value == "abc"
    assert trace.notes == [], trace.notes
