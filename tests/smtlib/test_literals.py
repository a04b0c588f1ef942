"""String literal escapes (2.6 and 2.5) and their printing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from strsat.errors import ValueRangeError
from strsat.smtlib.literals import ESCAPES_25, _unescape_26, decode_literal
from strsat.terms import BOOL, INT, MAX_CHAR, STRING
from strsat.terms.printer import is_simple_symbol, quote_string, value_to_smtlib

#: Any character of the SMT-LIB alphabet, surrogates included.
chars = st.integers(0, 0x2FFFF).map(chr)


@pytest.mark.parametrize("raw, value", [
    ('""', ""),
    ('""""', '"'),
    ('"a""b"', 'a"b'),
    ('"\\u{41}\\u0042\\u{1F600}\\u{2FFFF}"', "AB\U0001F600\U0002FFFF"),
    ('"\\u{0}\\u{00000}"', "\x00\x00"),
    ('"\\x41\\n\\t\\\\"', "\\x41\\n\\t\\\\"),       # 2.6: not escapes
    ('"\\u{30000}"', "\\u{30000}"),               # above the alphabet: literal text
    ('"\\u{123456}"', "\\u{123456}"),             # six digits: literal text
    ('"\\u12"', "\\u12"),                         # too few digits
    ('"\\u{}"', "\\u{}"),
    ('"\\ud83d\\ude00"', "\ud83d\ude00"),         # surrogates are characters too
    ('"caf\u00e9"', "caf\u00e9"),                 # raw non-ASCII stands for itself
])
def test_decode_26(raw: str, value: str) -> None:
    assert decode_literal(raw) == value


@pytest.mark.parametrize("raw, value", [
    ('"\\x41\\x7a"', "Az"),
    ('"a\\nb\\t\\\\"', "a\nb\t\\"),
    ('"\\u{48}\\u0049"', "HI"),
    ('"\\101"', "A"),
    ('"q""q"', 'q"q'),
    ('"\\q"', "\\q"),
])
def test_decode_25(raw: str, value: str) -> None:
    assert decode_literal(raw, ESCAPES_25) == value


def test_raw_character_above_the_alphabet_is_an_error() -> None:
    with pytest.raises(ValueRangeError):
        decode_literal('"\U000E0001"')


@pytest.mark.parametrize("value, text", [
    ("", '""'),
    ('say "hi"', '"say ""hi"""'),
    ("tab\there", '"tab\\u{9}here"'),
    ("\u00e9\U0001F600", '"\\u{e9}\\u{1f600}"'),
    ("\\x41", '"\\x41"'),
    ("\\u{41}", '"\\u{5c}u{41}"'),         # a backslash before u must not start an escape
    ("\\", '"\\"'),
    ("~ \x7f", '"~ \\u{7f}"'),
])
def test_quote_string(value: str, text: str) -> None:
    assert quote_string(value) == text


@given(st.text(chars))
def test_quote_then_decode_is_identity(s: str) -> None:
    assert decode_literal(quote_string(s)) == s


@given(st.text(chars))
def test_quoted_strings_are_printable_ascii(s: str) -> None:
    assert all(0x20 <= ord(c) <= 0x7E for c in quote_string(s))


def test_value_to_smtlib() -> None:
    assert value_to_smtlib(True, BOOL) == "true"
    assert value_to_smtlib(-7, INT) == "(- 7)"
    assert value_to_smtlib(0, INT) == "0"
    assert value_to_smtlib("a", STRING) == '"a"'
    with pytest.raises(TypeError):
        value_to_smtlib(1, STRING)
    with pytest.raises(TypeError):
        value_to_smtlib(True, INT)


def _unescape_26_by_re(body: str) -> str:
    """The 2.6 escapes replaced by the standard's pattern (the reference for the hand-written
    reader, :func:`strsat.smtlib.literals._unescape_26`)."""
    import re

    def sub(m: re.Match[str]) -> str:
        code = int(m.group(1) or m.group(2), 16)
        return chr(code) if code <= MAX_CHAR else m.group()

    return re.sub(r"\\u(?:\{([0-9a-fA-F]{1,5})\}|([0-9a-fA-F]{4}))", sub, body)


_ESCAPE_PIECES = st.sampled_from(["\\", "u", "{", "}", "0", "1", "a", "F", "g", "3", "2ffff",
                                  "30000", "x", "\\u{", "\\u"])


@given(st.lists(_ESCAPE_PIECES, max_size=12).map("".join))
def test_unescape_26_is_the_standards_pattern(body: str) -> None:
    assert _unescape_26(body) == _unescape_26_by_re(body)


@pytest.mark.parametrize("body", ["\\u{62}", "a\\u0062c", "\\u{3ffff}", "\\u{}", "\\u{123456}",
                                  "\\\\u{61}", "\\u12345", "\\u{2FFFF}\\u00e9"])
def test_unescape_26_examples(body: str) -> None:
    assert _unescape_26(body) == _unescape_26_by_re(body)


@given(st.text(alphabet="ab0_-|#: .\u00e9", max_size=6))
def test_is_simple_symbol_is_the_standards_pattern(name: str) -> None:
    import re

    pattern = r"[a-zA-Z~!@$%^&*_+=<>.?/\-][a-zA-Z0-9~!@$%^&*_+=<>.?/\-]*\Z"
    assert is_simple_symbol(name) == bool(re.match(pattern, name))
