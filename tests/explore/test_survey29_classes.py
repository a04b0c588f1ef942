"""The classes the twenty-ninth survey took (issue 38; benchmarks/explore/2026-12-06-survey29.md).

1. An integral read of a float quotient of a symbolic int by a constant (webcolors'
   ``html5_parse_legacy_color``: ``length = int(len(value) / 3)``) pinned the int ("a
   float of symbolic ints ..., read by float.__int__", 18 notes a run): no later test of
   the length could be flipped.  Now ``int()``, ``math.trunc``/``floor``/``ceil``,
   ``round()`` and ``is_integer()`` of such a quotient are integer divisions of the
   rational (``python/float_quotient.py``).
2. A generator expression of a library function that ran as written (natsort's
   ``try_float(x, map=True)``, called with an iterator of symbolic strings, returns
   ``(fast_float(y, nan=nan, key=on_fail) for y in x)``; ``sep_inserter(that, "")``, a
   generator of such a generator) was stepped as written: its code handed the symbolic
   strings to C (``unicodedata.numeric`` raised ``TypeError``, which the library
   catches) and the run's result differed from CPython's ("the concolic run gave
   ('²',), the plain call ('', 2.0)").  The generator could not stand in for rewritten
   code: a genexpr has free variables (``nan``, ``on_fail``), its ``.0`` is an iterator
   (``filter``) and a genexpr had no source entry.  Now its cells are the original's,
   CPython's iterators and unstarted generators are looked into, and a genexpr is
   rewritten like a lambda (``explore/generators.py``, ``explore/callees.py``).
3. ``type(x)`` of the layer's float (``float(s)`` of a symbolic string) was its class
   (``DecimalFloat``), so natsort's ``type(first) in (int, float)`` was false: now
   ``float``, and ``x.__class__`` too (``explore/runtime.py``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import disagreements, explore_source, importable_tree, outcomes

LEGACY = textwrap.dedent('''
    import math


    def thirds(value: str):
        value = value.strip()
        while len(value) == 0 or len(value) % 3 != 0:
            value += "0"
        length = int(len(value) / 3)
        if length > 8:
            return "long"
        if math.ceil(len(value) / 4) == 2:
            return "ceil"
        if round(len(value) / 6) == 3:
            return "round"
        return "three" if length == 3 else "other"
    ''')


def test_an_int_of_a_quotient_stays_symbolic(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s29_program.py", LEGACY, "thirds", max_paths=30)
    got = {value for _, value in outcomes(result)}
    assert {"long", "ceil", "round", "three", "other"} <= got, got
    assert not result.summary.notes, result.summary.notes


LIBRARY = textwrap.dedent('''
    import unicodedata


    def convert(x, key=lambda x: x, nan=float("inf"), _uni=unicodedata.numeric):
        if x[0] in "0123456789":
            try:
                return float(x)
            except ValueError:
                return key(x)
        try:
            return _uni(x, key(x)) if len(x) == 1 else key(x)
        except TypeError:
            return key(x)


    def converting(parts, nan=float("inf"), on_fail=lambda x: x):
        return (convert(y, nan=nan, key=on_fail) for y in parts)


    def marked(items, sep):
        for x in items:
            if type(x) in (int, float):
                yield sep
            yield x
    ''')

USER = textwrap.dedent('''
    from s29_lib import converting, marked


    def kinds(text: str):
        if not text:
            return "empty"
        got = tuple(marked(converting(filter(None, [text])), "#"))
        return "number" if got[0] == "#" else "word"
    ''')


@pytest.fixture
def folder(tmp_path):  # type: ignore[no-untyped-def]
    with importable_tree(tmp_path, {}, {"s29_lib": LIBRARY}):
        yield tmp_path


def test_a_genexpr_of_a_library_function_runs_rewritten(folder: Path) -> None:
    result = explore_source(folder, "s29_user.py", USER, "kinds", max_paths=12,
                            check_timeout=5.0)
    got = {value for _, value in outcomes(result)}
    # on 7bf87453: the run disagreed with CPython on "²" and "0" ("word" for a number)
    assert not disagreements(result), disagreements(result)
    assert {"empty", "word", "number"} <= got, got


TYPED = textwrap.dedent('''
    def typed(text: str):
        try:
            x = float(text)
        except ValueError:
            return "bad"
        if type(x) is not float or x.__class__ is not float:
            return "other"
        return "big" if x > 2.5 else "small"
    ''')


def test_the_type_of_the_layers_float_is_float(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s29_typed.py", TYPED, "typed", max_paths=12,
                            check_timeout=5.0)
    got = {value for _, value in outcomes(result)}
    assert {"bad", "big", "small"} <= got and "other" not in got, got
    assert not disagreements(result), disagreements(result)
