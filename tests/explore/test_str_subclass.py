"""Instances of ``str`` subclasses built from a symbolic string stay symbolic
(``strsat.python.str_subclass``, brief loopbound, issue 38): ``str`` operations on them
decide on the input, the subclass's own methods, properties and attributes run
(rewritten), ``isinstance``/``type`` see the subclass, and C code gets a real instance
(with a note).  The searches run without a time limit (they end when no flip is left)."""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file
from strsat.python import SymStr, SymValue, Trace
from strsat.python.case_image import CaseImage
from strsat.python.str_subclass import real, stands_for, subclass_value

PROGRAMS = os.path.join(HERE, "subclass_programs.py")
SLOW = {"timeout": None, "check_timeout": 300.0}


def run(name: str, **options):  # noqa: ANN003, ANN201
    result = explore_file(PROGRAMS, name, **{**SLOW, **options})
    check_reproducible(result, result.module, name)
    return result


def test_a_subclass_method_branches_on_the_symbolic_content() -> None:
    """``Word(s).first`` (a property), ``.shout()`` (a method testing ``endswith``),
    ``Token(s, kind)`` made by ``super().__new__`` with an attribute, and a subclass of
    it whose method calls ``super()``: every outcome, nothing made concrete (the
    ``str.__new__`` call pinned the input before)."""
    result = run("classify")
    assert {("return", "long name"), ("return", "ab"), ("return", "not a name"),
            ("return", "word")} <= outcomes(result)
    # both sides of shout()'s endswith("!"): "x " + s.upper() with or without a "!" added
    # (the values depend on the models: "x" and "x!" both give "x X!")
    shouted = [e.args[0] for e in result.examples
               if e.outcome == "return" and e.value == "x " + e.args[0].upper()
               + ("" if e.args[0].endswith("!") else "!")]
    assert {s.endswith("!") for s in shouted} == {True, False}, shouted
    assert ("return", "lost") not in outcomes(result)
    s = result.summary
    assert s.stopped == "exhausted" and not s.notes, s.notes


def test_overrides_of_eq_and_str_and_a_list_of_tokens() -> None:
    """A case-insensitive ``__eq__``, a token whose ``__str__`` is empty, and ``str()`` of
    a list subclass joining its tokens (``TokenList.__str__``): each decides on the
    input."""
    result = run("header")
    assert {("return", "content type"), ("return", "abc d"), ("return", "no blank"),
            ("return", "other")} <= outcomes(result)
    assert result.summary.stopped == "exhausted" and not result.summary.notes


def test_sys_intern_refuses_an_instance_as_cpython_does() -> None:
    """``sys.intern(Word(s))`` raises ``TypeError`` as CPython does (it refuses a
    subclass), and ``sys.intern(str(s))`` returns.  ``sys.intern`` is modelled (the
    thirteenth survey: the string itself for a ``str``, CPython's own call otherwise,
    whose type check reads no value), so nothing is made concrete; before, the instance
    went to C made concrete, with a note."""
    result = run("interned")
    assert ("raise", "TypeError") in outcomes(result) and ("return", "str") in outcomes(result)
    assert not any("sys.intern" in note for note in result.summary.notes)


class Name(str):
    def title_case(self) -> str:
        return self[:1].upper() + self[1:]


def _value(x: object) -> object:
    return x.value if isinstance(x, SymValue) else x


SAMPLES = st.text(st.characters(max_codepoint=0x2FF), max_size=6)


@settings(max_examples=60, deadline=None)
@given(SAMPLES, SAMPLES)
def test_a_subclass_instance_agrees_with_cpython(text: str, other: str) -> None:
    """The ``str`` operations of a symbolic ``Name`` give CPython's values for the same
    string, as plain ``str`` (CPython's ``str`` methods return ``str`` on a subclass),
    and its concrete form is a real ``Name``."""
    plain = Name(text)
    with Trace({"s": text}):
        sym = subclass_value(Name, SymStr("s", text))
        assert stands_for(type(sym)) is Name and isinstance(sym, SymStr)
        pairs = [(sym.upper(), plain.upper()), (sym[1:3], plain[1:3]),
                 (sym + other, plain + other), (sym.split(), plain.split()),
                 (sym.replace("a", "b"), plain.replace("a", "b"))]
        for got, want in pairs:
            items = got if isinstance(got, list) else [got]
            assert [_value(g) for g in items] == (want if isinstance(got, list) else [want])
            # a str, not a Name (upper(): a case map's image, strsat.python.case_image)
            assert all(type(g) in (SymStr, str, CaseImage) for g in items)
        assert _value(sym == other) == (plain == other)
        assert _value(sym.contains(other)) == (other in plain)
        assert _value(sym.length()) == len(plain)
        made = real(sym, text)
        assert type(made) is Name and made == plain
