"""The classes the twenty-third survey took (issue 38; benchmarks/explore/2026-12-06-survey23.md).

1. ``x.__class__`` of a symbolic value was its Python class (``SymStr``), not the type it
   stands for: ``s.__class__ is str`` was false without a decision, and
   ``functools.singledispatch`` (which dispatches on ``args[0].__class__``) ran the
   generic implementation: setuptools' ``pkg_resources.yield_lines`` iterated the text
   character by character (one path of ``split_sections`` in 10 s on bfd0ff7).
2. A pure-Python function compiled from text under a name no file holds (networkx's
   ``argmap`` wrappers: ``"<class '...argmap'> compilation 4"``) was called on concrete
   values; :func:`strsat.explore.generated.generated` now takes it for one, run as the
   ``"<string>"`` ones are run (:func:`strsat.explore.generated.run_generated`).
3. Such generated code calling a library's callable object (networkx's
   ``_dispatchable``) called it as written, so the library function under it ran
   unrewritten on symbolic values (``int()`` of one made concrete): now the object's
   Python ``__call__`` is routed too (:meth:`strsat.explore.runtime.Runtime._routable`),
   but not one the class of the first argument holds (read as an attribute, it binds no
   ``self``; the plain function it would be rebound to would)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import importable_tree
from explore.survey23_programs import S23_LIB, S23_USER
from strsat.explore.runtime import Runtime
from strsat.python import SymBool, SymInt, SymStr
from strsat.python.bytes_values import SymBytes


@pytest.fixture
def folder(tmp_path):  # type: ignore[no-untyped-def]
    with importable_tree(tmp_path, {"s23_lib": S23_LIB}, {"s23_user": S23_USER}):
        yield tmp_path


def _plain(call: str, *args: object) -> object:
    """The program's result computed by CPython (the library imported as written)."""
    namespace: dict[str, object] = {}
    exec(S23_USER, namespace)  # noqa: S102 - the test's own program text
    try:
        return namespace[call](*args)  # type: ignore[operator]
    except Exception as exc:  # noqa: BLE001 - the outcome compared
        return exc


def _explored(folder, function: str, paths: int):  # type: ignore[no-untyped-def]
    from strsat.explore import explore_file

    result = explore_file(str(folder / "s23_user.py"), function, timeout=None,
                          max_paths=paths, reproducible=True, coverage=False,
                          check_timeout=300.0)
    for example in result.examples:  # each example agrees with CPython
        expected = _plain(function, *example.args)
        if example.outcome == "raise":
            assert example.exception == type(expected).__name__
        else:
            assert example.value == expected
    return result


def test_singledispatch_on_a_symbolic_str_takes_the_str_implementation(folder):  # type: ignore[no-untyped-def]
    result = _explored(folder, "sections", 40)
    assert not result.summary.notes
    values = {e.value for e in result.examples}
    assert "two" in values and 0 in values and 1 in values


def test_singledispatch_on_a_symbolic_int(folder):  # type: ignore[no-untyped-def]
    result = _explored(folder, "counted", 10)
    assert {"twelve", 1} <= {e.value for e in result.examples}


def test_the_class_of_a_symbolic_value_is_the_type_it_stands_for(folder):  # type: ignore[no-untyped-def]
    assert {e.value for e in _explored(folder, "kind", 10).examples} == {"str ok", "other"}
    values = {e.value for e in _explored(folder, "number_kind", 10).examples}
    assert {"seven", "int"} <= values


def test_compiled_code_and_a_callable_object_run_on_symbolic_values(folder):  # type: ignore[no-untyped-def]
    result = _explored(folder, "parsed", 12)
    assert not result.summary.notes  # nothing made concrete: int() stays the layer's
    values = {e.value for e in result.examples}
    assert 255 in values and None in values  # "255", and a bad numeral or a sign


def test_a_callable_object_a_class_holds_stays_unbound(folder):  # type: ignore[no-untyped-def]
    result = _explored(folder, "shouted", 10)  # compiled code reading self.convert
    assert {e.value for e in result.examples} == {"ab", "other"}


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(), st.integers(), st.booleans(), st.binary()))
def test_class_attribute_agrees_with_cpython(value):  # type: ignore[no-untyped-def]
    kind = {str: SymStr, int: SymInt, bool: SymBool, bytes: SymBytes}[type(value)]
    symbolic = kind("v", value)  # type: ignore[abstract]
    assert Runtime().attribute(symbolic, "__class__") is value.__class__
