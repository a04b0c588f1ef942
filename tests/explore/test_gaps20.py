"""gaps20 (issue 38, item 2): a set holding symbolic values is read in CPython's hash order
of their concrete values wherever C code iterates it -- ``"".join(s)``, ``[*s]``,
``f(*s)``, ``a, b = s``, ``s.pop()``, ``iter(s)``, ``lst.extend(s)``,
``dict.fromkeys(s)``, ``Counter(s)`` -- and each such read is noted with its line (the
run is loose from there); a read whose result does not depend on the order (``{*s}``,
``sorted(s)``) is not.  ``max(a, b)`` of symbolic strings compares its arguments.

Class 3: ``timedelta(days=float(m.group(1)))`` (the ``_pydatetime`` twin: ``x + 0`` and
``math.modf`` of an integral literal) and ``math.isnan``/``isfinite`` of ``float(s)``
keep the string symbolic."""

from __future__ import annotations

import ast
import os

import pytest

from explore.helpers import HERE
from strsat.explore import explore_file
from strsat.explore.keyed import ORDER_READERS, ORDER_READING_METHODS, SET_ORDER_METHODS

PROGRAM = os.path.join(HERE, "gaps20_programs.py")
SET_ORDER = "iteration order of a set"


def _lines(function: str) -> range:
    with open(PROGRAM, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    node = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function)
    return range(node.lineno, (node.end_lineno or node.lineno) + 1)


def _notes(function: str) -> list[str]:
    result = explore_file(PROGRAM, function, timeout=None, check_timeout=300.0,
                          max_paths=2, coverage=False)
    return result.summary.notes


@pytest.mark.parametrize("function", [
    "join_set", "join_symbolic_separator", "join_bytes_set", "star_list", "star_tuple",
    "star_call", "unpacked", "popped", "iterated", "extended", "from_keys", "counted",
])
def test_each_hash_order_read_is_noted_at_its_line(function: str) -> None:
    notes = [n for n in _notes(function) if SET_ORDER in n]
    assert notes, function
    assert any(f"gaps20_programs.py:{line}" in n for n in notes for line in _lines(function))


@pytest.mark.parametrize("function", ["star_set", "sorted_set"])
def test_order_free_reads_are_not_noted(function: str) -> None:
    assert not [n for n in _notes(function) if SET_ORDER in n]


def test_the_order_reading_registry_is_exercised() -> None:
    """Every method name and builtin of the registry has a program above (or is one of the
    builtins ``list``/``tuple``... noted by the iteration hook); a new entry needs one."""
    with open(PROGRAM, encoding="utf-8") as f:
        source = f.read()
    for name in ORDER_READING_METHODS - {"extendleft", "writelines", "__iadd__"}:
        assert f".{name}(" in source, name
    for name in SET_ORDER_METHODS - {"__iter__", "__reduce__"}:
        assert f".{name}(" in source, name
    assert id(iter) in ORDER_READERS


def test_max_of_two_symbolic_strings_compares_them() -> None:
    result = explore_file(PROGRAM, "larger", timeout=None, check_timeout=300.0,
                          max_paths=10, coverage=False)
    assert not [n for n in result.summary.notes if "concolic run gave" in n]
    values = {e.value for e in result.examples if e.outcome == "return"}
    assert values == {"ab", "other"}


def test_a_timedelta_of_a_parsed_float_keeps_its_days_symbolic() -> None:
    """On main the twin raised ZeroDivisionError (``x + 0`` of a DecimalFloat), C ran
    instead with the string pinned ("its pure-Python twin disagrees"); then
    ``math.modf`` pinned it."""
    result = explore_file(PROGRAM, "days_kind", timeout=None, check_timeout=300.0,
                          max_paths=12, coverage=False)
    assert {e.value for e in result.examples} == {"no", "big", "small"}
    ascii_runs = [e for e in result.examples if str(e.args[0]).isascii()]
    assert ascii_runs
    for example in ascii_runs:
        assert not [n for n in example.notes if "float() of a symbolic str" in n], example


def test_isnan_and_isfinite_of_a_parsed_float_are_decided() -> None:
    result = explore_file(PROGRAM, "number_kind", timeout=None, check_timeout=300.0,
                          max_paths=12, coverage=False)
    assert {e.value for e in result.examples} == {"invalid", "nan", "infinite", "finite"}
    modest = [e for e in result.examples if e.value != "invalid"
              and "e" not in str(e.args[0]).lower().replace("inf", "").replace("nan", "")]
    assert {e.value for e in modest} >= {"nan", "finite"}
    for example in modest:  # no exponent: decided (an exponent may overflow: pinned)
        assert not [n for n in example.notes if "math.is" in n], example
