"""Explored modules keep Python's own builtins, decorators and methods (issue 24).

Each search runs without a time limit and checks every example by a plain call and a
fresh concolic run (helpers.py)."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.cli import main
from strsat.explore import ExploreError, explore_file

REAL = os.path.join(HERE, "real_python.py")
SLOW = {"timeout": None, "check_timeout": 300.0}


def run(name: str, **options):  # noqa: ANN003, ANN201
    result = explore_file(REAL, name, **{**SLOW, **options})
    check_reproducible(result, result.module, name)
    return result


def test_isinstance_type_and_str_are_pythons_own() -> None:
    result = run("kinds")
    assert ("return", "bad") not in outcomes(result)
    assert ("return", "same") in outcomes(result)
    assert not [n for n in result.summary.notes if "concolic run gave" in n]
    # only the two always-true tests of plain values are left
    cov = result.summary.coverage
    assert cov is not None and cov.covered == cov.branches - 2


def test_the_module_keeps_the_builtins_by_identity() -> None:
    import builtins

    from strsat.explore.instrument import load_file
    from strsat.explore.runtime import Runtime

    module = load_file(REAL, Runtime())
    table = module.namespace["__builtins__"]
    for name in ("str", "int", "bool", "isinstance", "issubclass", "type", "len"):
        assert table[name] is getattr(builtins, name)


@pytest.mark.parametrize("name", ["cached", "caller"])
def test_an_lru_cache_is_explored_and_cleared_for_coverage(name: str) -> None:
    result = run(name)
    assert {e.value for e in result.examples} == ({1, 2} if name == "cached" else {2, 3})
    cov = result.summary.coverage
    assert cov is not None and cov.branches == 2 and cov.covered == 2
    assert not any("made concrete" in n for n in result.summary.notes)


def test_os_fspath_of_a_str_keeps_it_symbolic() -> None:
    result = run("path")
    assert outcomes(result) == {("return", "dir"), ("return", "file")}
    assert not any("fspath" in n for n in result.summary.notes)


@pytest.mark.parametrize("name, paths", [("Point.label", 2), ("Point.check", 2),
                                         ("Point.make", 2)])
def test_methods_of_a_dataclass(name: str, paths: int) -> None:
    result = run(name)
    assert result.summary.paths == paths and result.summary.stopped == "exhausted"
    cov = result.summary.coverage
    assert cov is not None and cov.covered == cov.branches


def test_a_method_whose_class_needs_arguments_is_a_usage_error(tmp_path) -> None:  # noqa: ANN001
    f = tmp_path / "needs.py"
    f.write_text("class C:\n    def __init__(self, x: list) -> None:\n        self.x = x\n\n"
                 "    def m(self, s: str) -> bool:\n        return s == 'a'\n")
    with pytest.raises(ExploreError, match="cannot be made"):
        explore_file(str(f), "C.m", **SLOW)


def test_a_fault_of_the_tool_is_one_line_not_a_traceback(monkeypatch, capsys) -> None:  # noqa: ANN001
    import strsat.explore as explore_package

    def broken(*_args, **_kwargs):  # noqa: ANN002, ANN003, ANN202
        raise RuntimeError("boom")

    monkeypatch.setattr(explore_package, "explore_file", broken)
    assert main(["explore", f"{REAL}:path", "--no-coverage"]) == 3
    err = capsys.readouterr().err
    assert "internal error" in err and "boom" in err and "Traceback" not in err


def test_builtins_and_str_methods_passed_as_functions_stay_symbolic() -> None:
    result = run("joined")
    assert ("return", "found") in outcomes(result)
    assert not any("made concrete" in n for n in result.summary.notes)


def test_the_modules_own_exception_is_no_disagreement() -> None:
    result = run("own_error")
    assert ("raise", "ParseError") in outcomes(result)
    assert not [n for n in result.summary.notes if "concolic run gave" in n]


def test_bool_arithmetic_and_pattern_arguments_run_concolically() -> None:
    for name in ("bools", "subber"):
        result = run(name)
        assert not [n for n in result.summary.notes if "concolic run gave" in n], name
        assert result.summary.paths >= (2 if name == "bools" else 1), name


def test_a_str_method_bound_to_a_plain_string_takes_symbolic_arguments() -> None:
    result = run("bound_join")
    assert ("return", "found") in outcomes(result)
    assert not any("made concrete" in n for n in result.summary.notes)


def test_the_python_api_takes_a_cached_function_and_a_method() -> None:
    import importlib.util
    import sys

    import strsat.explore

    spec = importlib.util.spec_from_file_location("real_python_api", REAL)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["real_python_api"] = module
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    try:
        cached = strsat.explore(module.cached, timeout=None, check_timeout=300.0)
        assert {e.value for e in cached.examples} == {1, 2}
        method = strsat.explore(module.Point("p").label, timeout=None, check_timeout=300.0)
        assert {e.value for e in method.examples} == {"no", "x"}
    finally:
        del sys.modules["real_python_api"]


def test_multiline_patterns_of_lines_stay_symbolic() -> None:
    result = run("indents", max_paths=40)
    assert {"mixed", "indented", "flat"} <= {value for _, value in outcomes(result)}
    assert not any("not modelled" in n or "concrete" in n for n in result.summary.notes)


#: A program of real_python.py, the outcomes its exploration must find, and the ``str``
#: methods it calls that must stay symbolic (no "not modelled" note naming them).
MODELLED_METHODS = [
    ("lines", {"three", "two", "other"}, ["splitlines"]),
    ("capital", {"ab", "other"}, ["capitalize"]),
    ("shouting", {"upper", "lower", "mixed"}, ["isupper", "islower"]),
    ("slug", {"found", "other"}, ["translate"]),
    ("folded", {"key", "other"}, ["casefold"]),
    ("templated", {"found", "other"}, ["format_map"]),
]


@pytest.mark.parametrize(("name", "returns", "methods"), MODELLED_METHODS,
                         ids=[m[0] for m in MODELLED_METHODS])
def test_str_methods_keep_the_string_symbolic(name: str, returns: set[str],
                                              methods: list[str]) -> None:
    """splitlines, capitalize, isupper/islower, translate of a plain table, casefold,
    format_map of a plain dict."""
    result = run(name)
    assert outcomes(result) == {("return", value) for value in returns}
    assert not any(m in n for n in result.summary.notes for m in methods)


def test_tuples_of_symbolic_ints_compare_as_one_formula() -> None:
    result = run("versions")
    assert outcomes(result) == {("return", "same"), ("return", "newer"), ("return", "older")}
    # three paths: ``if x`` and ``x > 0`` (CPython's item-by-item ``==`` would add two)
    assert result.summary.paths == 3 and result.summary.stopped == "exhausted"
