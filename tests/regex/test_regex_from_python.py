"""The Python-syntax front-end agrees with ``re.fullmatch``/``match``/``search``
and rejects non-regular constructs with their name and offset."""

from __future__ import annotations

import os
import re
import warnings

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.errors import StrsatError
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.regex.errors import RegexSyntaxError, RegexUnsupported
from strsat.regex.from_python import fullmatch_regex, match_regex, search_regex

TOKENS = ["a", "b", "A", "B", "\u00e9", "\u00c9", "k", "K", "\u212a", "s", "\u017f", "i",
          "\u0130", "\u0131", "1", "\u0661", " ", "\n", "_", "-", ".", "\\d", "\\w", "\\s",
          "\\D", "\\W", "\\S", "[a-c]", "[^ab]", "[\\dA]", "[a-z\\s]", "[^\\w]", "[K-k]",
          "[\u00e0-\u00ff]", "[-a]", "[]a]", "(?:", "(", ")", "|", "*", "+", "?", "{1,2}",
          "{2}", "{,1}", "*?", "\\.", "\\n", "\\x41", "\\u00e9", "^", "$", "\\Z", "\\A", "{",
          "}", "]", "[", "\\"]
STRINGS = "abABk\u212as\u017fi\u0130\u0131\u00e9\u00c9 1\u0661\n_-.K"
FLAGS = [0, re.IGNORECASE, re.DOTALL, re.IGNORECASE | re.DOTALL, re.ASCII,
         re.ASCII | re.IGNORECASE]
MODES = [(fullmatch_regex, re.fullmatch), (match_regex, re.match), (search_regex, re.search)]


def _compiles(pattern: str, flags: int) -> bool:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            re.compile(pattern, flags)
            return True
        except (re.error, OverflowError, RecursionError):
            return False


@settings(max_examples=int(os.environ.get("STRSAT_PY_EXAMPLES", "400")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(tokens=st.lists(st.sampled_from(TOKENS), max_size=8), flags=st.sampled_from(FLAGS),
       strings=st.lists(st.text(alphabet=STRINGS, max_size=5), max_size=10),
       mode=st.sampled_from(MODES))
def test_agrees_with_re(tokens, flags, strings, mode) -> None:
    pattern = "".join(tokens)
    ours, theirs = mode
    ok = _compiles(pattern, flags)
    try:
        regex = ours(pattern, flags)
    except RegexUnsupported:
        assert ok  # only valid patterns may be "unsupported"
        return
    except RegexSyntaxError:
        assert not ok, pattern
        return
    assert ok, pattern
    a = build(regex)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for s in strings:
            assert accepts(a, s) == (theirs(pattern, s, flags) is not None), (pattern, flags, s)


@pytest.mark.parametrize("pattern,strings", [
    (r"[\w.+-]+@[\w-]+\.[\w.-]+", ["a.b@c.de", "@x.y", "a@b", "\u00e9@\u00e9.\u00e9"]),
    (r"(?i)stra(ss|\u00df)e", ["STRASSE", "stra\u00dfe", "STRA\u1e9eE"]),
    (r"\d{4}-\d{2}-\d{2}", ["2024-01-31", "\u0662\u0660\u0662\u0664-01-31", "2024-1-31"]),
    (r"(?s)a.b", ["a\nb", "axb"]),
    (r"a.b", ["a\nb", "axb"]),
    (r"^(?:ab)+$", ["abab", "abab\n", ""]),
    (r"a\Z", ["a", "a\n"]),
    (r"x*?y+?z??", ["xyy", "y", "xxyz"]),
    (r"[\u0400-\u04ff]+", ["\u0416\u0436", "ab"]),
    (r"(?P<year>\d+)(?#comment)x", ["12x", "x"]),
    (r"(?i:a)b", ["Ab", "AB"]),
    (r"\N{GREEK SMALL LETTER ALPHA}\101\0", ["\u03b1A\x00"]),
    (r"[\U00010400a]", ["\U00010400", "\U00010428"]),
    (r"(?i)[\U00010400a]", ["\U00010400", "\U00010428", "A"]),
    (r"(?i)\U00010400", ["\U00010400", "\U00010428"]),
])
def test_examples(pattern: str, strings: list[str]) -> None:
    for ours, theirs in MODES:
        a = build(ours(pattern))
        for s in strings:
            assert accepts(a, s) == (theirs(pattern, s) is not None), (pattern, s)


@pytest.mark.parametrize("pattern,construct,offset", [
    (r"(a)\1", "backreference", 3),
    (r"(?P<n>a)(?P=n)", "backreference (?P=name)", 8),
    (r"a(?=b)", "lookahead assertion", 1),
    (r"ab(?!c)", "lookahead assertion", 2),
    (r"(?<=a)b", "lookbehind assertion", 0),
    (r"x(?<!a)b", "lookbehind assertion", 1),
    (r"(a)?(?(1)b|c)", "conditional group (?(...)...)", 4),
    (r"(?>ab)", "atomic group (?>...)", 0),
    (r"a*+", "possessive quantifier", 1),
    (r"\bword", "word boundary \\b", 0),
    (r"a^b", "anchor ^ not at the start or end of the pattern", 1),
    (r"(^a)", "anchor ^ inside a group", 1),
    (r"(?m)^a", "flag re.MULTILINE", 0),
])
def test_unsupported_constructs(pattern: str, construct: str, offset: int) -> None:
    with pytest.raises(RegexUnsupported) as info:
        fullmatch_regex(pattern)
    assert info.value.construct == construct
    assert info.value.offset == offset
    assert isinstance(info.value, StrsatError)


@pytest.mark.parametrize("pattern,message,offset", [
    ("*a", "nothing to repeat", 0),
    ("a**", "multiple repeat", 2),
    ("(ab", "missing ), unterminated subpattern", 0),
    ("ab)", "unbalanced parenthesis", 2),
    ("[ab", "unterminated character set", 0),
    ("[z-a]", "bad character range z-a", 1),
    (r"\q", "bad escape \\q", 0),
    ("a{3,2}", "min repeat greater than max repeat", 2),
    (r"\x4", "incomplete escape \\x4", 0),
])
def test_syntax_errors(pattern: str, message: str, offset: int) -> None:
    with pytest.raises(RegexSyntaxError) as info:
        fullmatch_regex(pattern)
    assert info.value.message == message
    assert info.value.offset == offset
    with pytest.raises(re.error) as theirs:
        re.compile(pattern)
    assert theirs.value.pos == offset


def test_flags_argument() -> None:
    with pytest.raises(RegexUnsupported):
        fullmatch_regex("a", re.MULTILINE)
    with pytest.raises(RegexUnsupported):
        fullmatch_regex("a", re.VERBOSE)
    a = build(fullmatch_regex("[a-z]+", re.IGNORECASE))
    assert accepts(a, "AbC") and accepts(a, "\u212a")  # Kelvin sign folds to k


def test_alphabet_is_intersected() -> None:
    a = build(fullmatch_regex("."))
    assert accepts(a, "\U0002FFFF") and not accepts(a, "\n")
    assert build(fullmatch_regex("\U00030000")).finals == frozenset()
    assert accepts(build(fullmatch_regex("[\U0002FFF0-\U0010FFFF]")), "\U0002FFFF")
