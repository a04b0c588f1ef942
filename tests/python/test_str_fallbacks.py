"""A reference for every remaining ``str`` method (issue 38, item 7): ``istitle
isidentifier isprintable title swapcase expandtabs maketrans``, ``translate`` of any
table, ``rsplit()`` with ``maxsplit``, ``replace("", new, k)`` and slices with a step
agree with CPython (values and exceptions: ``semantics_oracle.check``), and on their
modelled fragment run without making anything concrete."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_INT, SYM_STR, agreement_tests

from strsat.python import SymStr, Trace
from strsat.python import builtins as B

S, I, P = SYM_STR, SYM_INT, PLAIN
#: cased characters of every kind: ǅ title case, ª lower only, Σ final sigma, ß, ᾈ, Ⅰ
cased = st.text(alphabet="aZ1 _'\u01c5\u01c4\u01c6\u00aa\u03a3\u00df\u1f88\u2160\u0130", max_size=6)
texts = st.one_of(
    st.text(alphabet="ab AB1_-'\t\n\r", max_size=8), cased,
    st.text(alphabet=st.characters(max_codepoint=0x2FFFF, exclude_categories=["Cs"]),
            max_size=5))
identifiers = st.one_of(texts, st.text(alphabet="a_1\u00b7\u0660\u1885\u2118\u212e$",
                                       max_size=4))
tables = st.sampled_from([
    str.maketrans("ab", "ba"), str.maketrans("a", "b", " "), str.maketrans({"\t": "    "}),
    "xyzabc", ["q", None, 66], (None,) * 98 + ("B",), b"abc", {97: "bb", 98: "a"},
    {97: 3.5}, {97: 0x110000, 98: "x"}, {97: 0x110000, 98: 2.5}, {True: "T", "a": "A"},
    {97.0: "f"}])
bounds = st.one_of(st.none(), st.integers(-9, 9))
#: format specs: modelled ones (fill, alignment, width, precision, sign, 0) and others
specs = st.sampled_from(["", "5", ">5", "<5", "^6", "*^7", "05", "0", ".2", "x<4.1", "+", "-8",
                         " 6", "=+7", "0=8", "*<+6", "d", "08d", "s", "10s", "+5", "=5", "z",
                         "x", ",", "_d", "#d", "c", "n", "200", "\n>4", "#010x", "X", "o",
                         "+#b", "1>8b", "_x"])
steps = st.sampled_from([-3, -2, -1, 2, 3])

OPERATIONS: dict[str, tuple[Any, list[str], list[Any]]] = {
    "istitle": (lambda s: s.istitle(), [S], [texts]),
    "isidentifier": (lambda s: s.isidentifier(), [S], [identifiers]),
    "isprintable": (lambda s: s.isprintable(), [S], [texts]),
    "title": (lambda s: s.title(), [S], [texts]),
    "swapcase": (lambda s: s.swapcase(), [S], [texts]),
    "expandtabs": (lambda s, k: s.expandtabs(k), [S, P], [texts, st.integers(-2, 9)]),
    "expandtabs default": (lambda s: s.expandtabs(), [S], [texts]),
    "expandtabs symbolic size": (lambda s, k: s.expandtabs(k), [S, I],
                                 [texts, st.one_of(st.integers(-1, 4), st.sampled_from(
                                     [2 ** 31, -(2 ** 31) - 1]))]),
    "expandtabs bad size": (lambda s, k: s.expandtabs(k), [S, P],
                            [texts, st.sampled_from(["4", 2.0, 2 ** 40])]),
    "maketrans": (lambda s, t: s.translate(SymStr.maketrans(t, t.upper())), [S, S],
                  [texts, st.sampled_from(["ab", "", "a"])]),
    "maketrans lengths": (lambda x, y, z: SymStr.maketrans(x, y, z), [S, S, P],
                          [st.sampled_from(["ab", "", "a"]), st.sampled_from(["xy", "z", ""]),
                           st.sampled_from(["", "q"])]),
    "translate": (lambda s, t: s.translate(t), [S, P], [texts, tables]),
    "rsplit whitespace maxsplit": (lambda s, k: s.rsplit(None, k), [S, P],
                                   [texts, st.integers(-1, 3)]),
    "rsplit maxsplit keyword": (lambda s, k: s.rsplit(maxsplit=k), [S, P],
                                [texts, st.integers(0, 2)]),
    "replace empty old": (lambda s, k: s.replace("", "<>", k), [S, P],
                          [texts, st.integers(-1, 9)]),
    "replace symbolic old": (lambda s, t, k: s.replace(t, "-", k), [S, S, P],
                             [texts, st.sampled_from(["", "a", " "]), st.integers(-1, 3)]),
    "pad to a symbolic width": (lambda s, w: (s.ljust(w, "*"), s.rjust(w), s.center(w, "-"),
                                             s.zfill(w)), [S, I], [texts, st.integers(-1, 9)]),
    "format a str": (lambda s, f: B.format_(s, f), [S, P], [texts, specs]),
    "format an int": (lambda n, f: B.format_(n, f), [I, P], [st.integers(-10 ** 6, 10 ** 6),
                                                            specs]),
    "str.format with specs": (lambda s, n, f: B.str_method(
        "<{0:" + f + "}|{1:" + f + "}|{0!s:" + f + "}>", "format", s, n), [S, I, P],
        [texts, st.integers(-999, 999), specs]),
    "stepped slice": (lambda s, a, b, k: s[a:b:k], [S, P, P, P], [texts, bounds, bounds, steps]),
    "stepped slice symbolic bounds": (lambda s, a, b, k: s[a:b:k], [S, I, I, P],
                                      [texts, st.integers(-9, 9), st.integers(-9, 9), steps]),
}


#: every operation agrees with CPython (50 examples each; 800 in the slow run)
test_str_fallback_agrees_with_cpython, test_str_fallback_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 50, 800)


def _notes(op: Any, text: str) -> list[str]:
    with Trace({"s": text}) as trace:
        got = op(SymStr("s", text))
        for value in got if type(got) is tuple else (got,):
            getattr(value, "term", None)  # the value's model (a case map's: read on use)
    return trace.notes


@pytest.mark.parametrize("op", [
    lambda s: (s.istitle(), s.isidentifier(), s.isprintable()),
    lambda s: (s.title(), s.swapcase(), s.expandtabs(4), s.expandtabs()),
    lambda s: (s.translate(str.maketrans("ab", "ba")), s.translate("xyz")),
    lambda s: (s.rsplit(None, 1), s.replace("", "-", 2), s[::2], s[-1:0:-2]),
    lambda s: (s.splitlines(), s.partition(" "), s.removeprefix("a"), s.center(9)),
    lambda s: (s.ljust(s.length() + 2), s.center(s.length() * 2), s.zfill(s.find(" "))),
    lambda s: (B.format_(s, "*^9.3"), B.str_method("{:>6}|{:+05d}", "format", s, s.find("a"))),
])
@pytest.mark.parametrize("text", ["", "ab Cd", "x\ty\n\tz", "Hello World", "a_1 \u00aa"])
def test_str_methods_make_nothing_concrete(op: Any, text: str) -> None:
    assert _notes(op, text) == []


def test_every_str_method_has_a_model_or_a_reference() -> None:
    """``dir(str)``: each public method is a method of ``SymStr`` itself (modelled or a
    reference over the string; ``encode`` is :mod:`strsat.python.codecs_model`'s,
    ``format`` and ``format_map`` :mod:`strsat.python.format_symbolic`'s)."""
    missing = {name for name in dir(str) if not name.startswith("_")
               and name not in vars(SymStr)}
    assert missing == set()


@pytest.mark.parametrize("op, text, note", [
    # a capital sigma: its lower case depends on the neighbours (str_case.py)
    (lambda s: s.title(), "\u03b1\u03a3", "str.title"),
    (lambda s: s.swapcase(), "\u03a3a", "str.swapcase"),
    (lambda s: s.translate(_Table()), "ab", "str.translate"),
])
def test_outside_the_fragment_the_method_runs_concretely_with_a_note(op: Any, text: str,
                                                                     note: str) -> None:
    notes = _notes(op, text)
    assert notes and notes[0].startswith(note), notes


class _Table(dict):  # type: ignore[type-arg]
    def __missing__(self, key: int) -> int:
        return key + 1
