"""A generator or comprehension filtering, counting or testing a string's characters, read
as one term (issue 38: per-character decisions before a length or equality test).

``"".join(c for c in s if c in "0123456789X")`` followed by ``len(d) == 10`` needed a path
that kept ten characters (one decision per character and per predicate, cut by the loop
bound); ``.char_filters`` makes the kept string ``str.replace_re_all(s, ¬P, "")``, and
``any``/``all``/``sum``/``len`` of such comprehensions a membership or a count."""

from __future__ import annotations

import builtins
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, outcomes
from strsat.explore.instrument import rewrite
from strsat.explore.runtime import Runtime
from strsat.python import SymStr, SymValue, Trace
from strsat.terms import STRING, var
from strsat.terms.evaluate import Evaluator

#: functions over the characters of ``s``, each one comprehension and its consumer
FUNCTIONS = textwrap.dedent('''
    CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
    KEYS = {"a": 1, "Z": 2}


    def digits(s):
        return "".join(c for c in s if c in "0123456789Xx")


    def cleaned(s):
        return "".join(x for x in s if x not in "- ")


    def outside(s):
        return any(ord(x) < 33 or ord(x) > 126 for x in s)


    def in_charset(s):
        return all(x in CHARSET for x in s)


    def uppers(s):
        return sum(1 for c in s if c.isupper())


    def digit_count(s):
        return sum(c.isdigit() for c in s)


    def hex_letters(s):
        return len([c for c in s if "a" <= c <= "f" or c == "_"])


    def no_space(s):
        return "".join([c for c in s if not c.isspace()])


    def alnum_parts(s):
        return all(c.isalnum() for c in s if c != "-")


    def tripled(s):
        return sum(3 for c in s if c in ("a", "b") and c.islower())


    def canonical(s):
        numb = [c for c in s if c in "0123456789Xx"]
        if numb and numb[-1] == "x":
            numb[-1] = "X"
        return "".join(numb)


    def kept_length(s):
        kept = [c for c in s if c.isalpha()]
        if not kept:
            return -1
        if kept:
            return len(kept)
        return -2


    def first_kept(s):
        kept = [c for c in s if c.isdigit()]
        try:
            return kept[1]
        except IndexError as e:
            return str(e)


    def loop_digits(s):
        out = "#"
        for ch in s:
            if ch.isdigit() or ch == "-":
                out += ch
        return out


    def upper_kept(s):
        return "".join(c.upper() for c in s if c.isalpha() or c == "-")


    def lower_kept(s):
        return "".join([c.lower() for c in s if c in "ABab\u0130\u00c9"])


    def lower_sigma(s):
        return "".join(c.lower() for c in s if c in "\u03a3a")


    def filtered_digits(s):
        return "".join(filter(str.isdigit, s))


    def in_range(s):
        return sum(1 for c in s if ord(c) in range(48, 58) or c in KEYS or c in {"-", "!"})


    def loop_count(s):
        n = 10
        for ch in s:
            if ch in "aeiou" or ch.isdigit():
                n += 2
        return n


    def loop_assigned(s):
        out = ""
        for ch in s:
            if not ("a" <= ch <= "z"):
                out = out + ch
        return out


    def loop_appended(s):
        out = []
        for ch in s:
            if ch.isdigit() or ch in "xX":
                out.append(ch)
        if out and out[-1] == "x":
            out[-1] = "X"
        if len(out) == 3:
            return "three"
        return "".join(out)


    def loop_appended_again(s):
        out = []
        for k in range(2):  # the second run appends to a kept list: as written
            for ch in s:
                if ch != "-":
                    out.append(ch)
        return "".join(out), len(out)
    ''')
#: the functions without a decision of their own (run without a tracer)
PURE = ["digits", "cleaned", "outside", "in_charset", "uppers", "digit_count",
        "hex_letters", "no_space", "alnum_parts", "tripled", "filtered_digits", "in_range"]
NAMES = [*PURE, "upper_kept", "lower_kept", "lower_sigma", "canonical", "kept_length",
         "first_kept", "loop_digits", "loop_assigned", "loop_count", "loop_appended"]
_S = var("s", STRING)
TEXT = st.text(st.sampled_from("0123456789xXab-_ Z\u00e9\u0130\u0660\u2003\u00b2!~\x7f\t"
                               "\u03a3\u00df\u00c9AB"),
               max_size=12)


def _symbolic_and_plain() -> tuple[dict[str, Any], dict[str, Any]]:
    symbolic: dict[str, Any] = {"__builtins__": {**vars(builtins), **Runtime().hooks()}}
    exec(rewrite(FUNCTIONS, "chars.py"), symbolic)
    plain: dict[str, Any] = {}
    exec(compile(FUNCTIONS, "chars.py", "exec"), plain)
    return symbolic, plain


SYMBOLIC, PLAIN = _symbolic_and_plain()


@pytest.mark.parametrize("name", PURE)
def test_each_comprehension_is_one_term(name: str) -> None:
    made = SYMBOLIC[name](SymStr(_S, None))  # no tracer: a decision would raise
    assert made.value is None and made.term is not None


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=60, deadline=None)
@given(text=TEXT)
def test_the_term_agrees_with_cpython(name: str, text: str) -> None:
    with Trace({_S: text}) as trace:
        made = SYMBOLIC[name](SymStr(_S, text))
    expected = PLAIN[name](text)
    if name != "lower_sigma":  # Σ's lower() depends on its neighbours: run as written
        assert not any(d.what == "for ch in s" for d in trace.decisions)
    assert made == expected if not isinstance(made, SymValue) else made.value == expected
    if isinstance(made, SymValue):
        assert Evaluator({_S: text}).evaluate(made.term) == expected


@settings(max_examples=30, deadline=None)
@given(text=TEXT)
def test_a_list_appended_to_again_runs_as_written(text: str) -> None:
    """The first loop is one term (a list of the characters kept); the second appends
    to that list, which it then holds as a list, as written."""
    with Trace({_S: text}) as trace:
        made = SYMBOLIC["loop_appended_again"](SymStr(_S, text))
    joined, length = made
    assert (getattr(joined, "value", joined), getattr(length, "value", length)) == \
        PLAIN["loop_appended_again"](text)
    assert trace.decisions[0].what == "a loop keeps a character"


ISBN = textwrap.dedent('''
    def isbn_digits(s: str) -> str:
        d = "".join(c for c in s if c in "0123456789X")
        if len(d) == 10:
            if d.endswith("X"):
                return "ten-x"
            return "ten"
        return "bad"


    def count_form(s: str) -> str:
        if sum(1 for c in s if c.isupper()) >= 5:
            return "shouty"
        return "calm"


    def loop_form(s: str) -> str:
        out = ""
        for ch in s:
            if ch.isdigit():
                out += ch
        if len(out) == 6 and out.startswith("42"):
            return "ok"
        return "no"


    def vowels(s: str) -> str:
        n = 0
        for ch in s:
            if ch in "aeiou":
                n += 1
        if n >= 6:
            return "many"
        return "few"


    def canonical(isbnlike):
        numb = [c for c in isbnlike if c in "0123456789Xx"]
        if numb and numb[-1] == "x":
            numb[-1] = "X"
        isbn = "".join(numb)
        if isbn and len(isbn) not in (10, 13) or isbn.find("X") not in (9, -1):
            return ""
        return isbn


    def canon_kind(text: str) -> str:
        c = canonical(text)
        if len(c) == 13:
            return "13"
        if c.endswith("X"):
            return "10x"
        if c:
            return "10"
        return "none"


    def appended(s: str) -> str:
        out = []
        for ch in s:
            if ch.isdigit():
                out.append(ch)
        if len(out) == 9 and out[0] == "7":
            return "nine"
        return "other"


    def bech_like(s: str) -> str:
        if any(ord(x) < 33 or ord(x) > 126 for x in s):
            return "bad char"
        if len(s) >= 6 and all(x in "qpzry9x8" for x in s[2:]):
            return "ok"
        return "other"

    ''')


def test_a_filtered_join_reaches_its_length_test(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "isbn.py", ISBN, "isbn_digits", max_paths=6)
    assert outcomes(result) == {("return", "ten-x"), ("return", "ten"), ("return", "bad")}


def test_a_count_reaches_its_bound(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "isbn.py", ISBN, "count_form", max_paths=4)
    assert outcomes(result) == {("return", "shouty"), ("return", "calm")}


def test_any_and_all_of_a_slice(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "isbn.py", ISBN, "bech_like", max_paths=8)
    assert outcomes(result) == {("return", "bad char"), ("return", "ok"),
                                ("return", "other")}



def test_a_loop_keeping_characters_reaches_its_length_test(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "isbn.py", ISBN, "loop_form", max_paths=10)
    assert outcomes(result) == {("return", "ok"), ("return", "no")}


def test_a_list_of_kept_characters_reaches_its_length_tests(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "isbn.py", ISBN, "canon_kind", max_paths=20)
    assert outcomes(result) == {("return", "13"), ("return", "10x"), ("return", "10"),
                                ("return", "none")}


def test_a_loop_counting_characters_reaches_its_bound(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "isbn.py", ISBN, "vowels", max_paths=8)
    assert outcomes(result) == {("return", "many"), ("return", "few")}


def test_a_loop_appending_characters_reaches_its_length_test(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "isbn.py", ISBN, "appended", max_paths=10)
    assert outcomes(result) == {("return", "nine"), ("return", "other")}
