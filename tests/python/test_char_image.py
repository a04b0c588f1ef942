"""Functions of one symbolic character read off their tables
(:mod:`strsat.python.char_image`, :mod:`strsat.python.unicodedata_chars`) agree with
CPython: ``unicodedata``'s functions, then a chain of tests and methods on the value
(``in``, ``==``, ``startswith``, ``split``, an item, ``len`` ...), give CPython's value or
its exception class; every decision's condition holds for the character as taken, and a
result's term is CPython's value.  Run with the concrete character and with the
character's term alone (each decision taken by evaluating its condition)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.builtins import int_
from strsat.python.char_image import CharImage
from strsat.python.unicodedata_model import MODELS, UCD_3_2_0_MODELS
from strsat.python.values import SymValue
from strsat.terms.evaluate import Evaluator

UCD = unicodedata.ucd_3_2_0
#: (CPython's function, its model, extra arguments)
FUNCTIONS: list[tuple[Callable[..., Any], Callable[..., Any], tuple[Any, ...]]] = [
    (unicodedata.name, MODELS[unicodedata.name], ()),
    (unicodedata.name, MODELS[unicodedata.name], ("",)),
    (unicodedata.name, MODELS[unicodedata.name], (None,)),
    (unicodedata.decomposition, MODELS[unicodedata.decomposition], ()),
    (unicodedata.category, MODELS[unicodedata.category], ()),
    (unicodedata.combining, MODELS[unicodedata.combining], ()),
    (unicodedata.decimal, MODELS[unicodedata.decimal], ()),
    (unicodedata.digit, MODELS[unicodedata.digit], (None,)),
    (unicodedata.numeric, MODELS[unicodedata.numeric], (-1,)),
    (unicodedata.east_asian_width, MODELS[unicodedata.east_asian_width], ()),
    (unicodedata.mirrored, MODELS[unicodedata.mirrored], ()),
    (UCD.name, UCD_3_2_0_MODELS["name"], ("",)),
]

#: a step on the value: (text, the step on a Python value)
STEPS: list[tuple[str, Callable[[Any], Any]]] = [
    ("'WITH' in v", lambda v: "WITH" in v),
    ("'LATIN SMALL' in v", lambda v: "LATIN SMALL" in v),
    ("v == 'SPACE'", lambda v: v == "SPACE"),
    ("v != 'Lu'", lambda v: v != "Lu"),
    ("v.startswith('L')", lambda v: v.startswith("L")),
    ("v.endswith('A')", lambda v: v.endswith("A")),
    ("v.split(' ')", lambda v: v.split(" ")),
    ("v.split()[0]", lambda v: v.split()[0]),
    ("v[0]", lambda v: v[0]),
    ("v[:5]", lambda v: v[:5]),
    ("len(v)", len),
    ("v.lower()", lambda v: v.lower()),
    ("v.index('LETTER')", lambda v: v.index("LETTER")),
    ("v < 'M'", lambda v: v < "M"),
    ("not v", lambda v: not v),
    ("v in ('Mn', 'Me', 'SPACE')", lambda v: v in ("Mn", "Me", "SPACE")),
    ("v == 7", lambda v: v == 7),
    ("v > 1", lambda v: v > 1),
    ("v + '!'", lambda v: v + "!"),
    ("v.replace(' ', '_')", lambda v: v.replace(" ", "_")),
    ("int(v.split()[0], 16)", lambda v: int_(v.split()[0], 16)),  # the layer's int()
    ("int(v[-1])", lambda v: int_(v[-1])),
]

#: characters of every kind: ASCII, Latin-1, accented letters, marks, digits of other
#: scripts, CJK, Hangul, unnamed (controls, unassigned, surrogates), astral
chars = st.one_of(
    st.characters(max_codepoint=0xFF),
    st.sampled_from("àÉçñ\u0301\u0308\u0660\u0967\u00bd\u2167\u4e00\uac00\u3042\uff21"
                    "\u2028\u0378\ud800\U0001d7d8\U00020000\u20ac\u00df\u01c5"),
    st.characters(max_codepoint=0x2FFFF))


def _outcome(run: Callable[[], Any]) -> tuple[str, Any]:
    try:
        return "value", run()
    except (ValueError, TypeError, IndexError, AttributeError, KeyError) as exc:
        return "raise", type(exc)


def _plain(obj: Any, ev: Evaluator) -> Any:
    """A result's value under the evaluator: each symbolic value's term evaluated."""
    if isinstance(obj, SymValue):
        return ev.evaluate(obj.term)
    if type(obj) in (list, tuple):
        return type(obj)(_plain(o, ev) for o in obj)
    return obj


def _within(value: Any, box: tuple[str, ...]) -> Any:
    """``value in box`` as the explorer's ``in`` hook does it."""
    if type(value) is CharImage:
        got = value.within(box)
        if got is not None:
            return bool(got)
    return value in box


def _agrees(fn: int, steps: list[int], char: str, concrete: bool) -> None:
    real, model, extra = FUNCTIONS[fn]
    chosen = [STEPS[i] for i in steps]

    def chain(start: Callable[[], Any]) -> Any:
        value = start()
        for text, step in chosen:
            if text.startswith("v in ("):
                value = _within(value, ("Mn", "Me", "SPACE"))
            else:
                value = step(value)
        return value

    expected = _outcome(lambda: chain(lambda: real(char, *extra)))
    c = SymStr("c", char if concrete else None)
    with Trace({c.term: char}) as trace:
        got = _outcome(lambda: _plain(chain(lambda: model(c, *extra)),
                                      Evaluator({c.term: char})))
        got = got if got[0] == "raise" else ("value", got[1])
    ev = Evaluator({c.term: char})
    for d in trace.decisions:
        assert ev.holds(d.condition) is d.taken, (char, d.what, d.taken)
    assert got[0] == expected[0], (char, [t for t, _ in chosen], got, expected)
    if got[0] == "raise":
        assert got[1] is expected[1], (char, [t for t, _ in chosen], got, expected)
    else:
        assert got[1] == expected[1] and type(got[1]) is type(expected[1]) or \
            isinstance(expected[1], bool | int) and got[1] == expected[1], \
            (char, [t for t, _ in chosen], got, expected)


@pytest.mark.parametrize("concrete", [True, False])
@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(fn=st.integers(0, len(FUNCTIONS) - 1),
       steps=st.lists(st.integers(0, len(STEPS) - 1), max_size=2), char=chars)
def test_a_function_of_one_character_agrees_with_cpython(fn: int, steps: list[int], char: str,
                                                         concrete: bool) -> None:
    _agrees(fn, steps, char, concrete)


@pytest.mark.parametrize("text", ["", "ab", "\x00\x01"])
def test_not_one_character_raises_cpythons_type_error(text: str) -> None:
    for real, model, extra in FUNCTIONS:
        with Trace({SymStr("c").term: text}):
            with pytest.raises(TypeError) as got:
                model(SymStr("c", text), *extra)
        with pytest.raises(TypeError) as expected:
            real(text, *extra)
        assert str(got.value) == str(expected.value)


def test_tests_of_a_name_are_memberships_without_a_note() -> None:
    """charset_normalizer's ``is_accentuated``: each ``in`` is one decision on the
    character, and no value is made concrete."""
    c = SymStr("c", "\u00e8")
    with Trace({c.term: "\u00e8"}) as trace:
        description = MODELS[unicodedata.name](c)
        assert "WITH GRAVE" in description
        assert not description.startswith("CJK")
    assert trace.notes == []
    assert [d.what for d in trace.decisions] == ["unicodedata.name", "unicodedata.name(c)",
                                                 "in", "truth value"]


def test_a_value_used_beyond_the_model_pins_the_character_with_a_note() -> None:
    """``name(c) + x`` of a symbolic ``x``: the character made concrete, with a note
    naming the function (the ``+`` then as for any symbolic string)."""
    c, x = SymStr("c", "a"), SymStr("x", "!")
    with Trace({c.term: "a", x.term: "!"}) as trace:
        joined = MODELS[unicodedata.name](c) + x
        assert joined.value == "LATIN SMALL LETTER A!"
    assert any("unicodedata.name(c)" in n for n in trace.notes), trace.notes
    assert Evaluator({c.term: "a", x.term: "?"}).evaluate(joined.term) == \
        "LATIN SMALL LETTER A?"
