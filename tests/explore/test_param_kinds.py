"""Parameters without a plain ``str`` annotation (brief "exclass", issue 38 class 2;
:mod:`strsat.explore.param_kinds`): ``Optional[str]`` and an unannotated ``None`` default
used as a string are explored as None and as a symbolic ``str``; an unannotated required
parameter used as a string is a ``str``; ``{}`` and ``Mapping[str, str]`` are small dicts
of symbolic entries; a ``None`` default not used as a string keeps its default.  Every
input reproduces its outcome in CPython (helpers.check_reproducible)."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file
from strsat.explore.inputs import Signature
from strsat.explore.param_kinds import optional_kind, used_as_string

PROGRAM = os.path.join(HERE, "param_programs.py")


def run(name: str, **options):  # noqa: ANN003, ANN201
    result = explore_file(PROGRAM, name, timeout=None, check_timeout=300.0, **options)
    check_reproducible(result, result.module, name)
    return result


@pytest.mark.parametrize(("name", "expected", "note"), [
    ("capwords", {("raise", "ValueError")}, "parameter sep: unannotated, default None"),
    ("strip_prefix", {("raise", "ValueError"), ("return", "")}, None),
    ("suffix", {("return", "ends"), ("return", "other")}, None),
    ("unescape", {("return", "")}, "parameter entities: a dict of str to str"),
    ("lookup", {("return", "unknown")}, "parameter table: a dict of str to str"),
])
def test_parameters_are_explored_by_their_kind(name: str, expected: set[tuple[str, object]],
                                               note: str | None) -> None:
    result = run(name, max_paths=30)
    got = outcomes(result)
    assert expected <= got, got
    s = result.summary
    assert s.coverage.covered == s.coverage.branches, s.text()
    if note is not None:
        assert any(note in n for n in s.notes), s.notes


def test_none_and_a_string_are_both_passed() -> None:
    result = run("strip_prefix")
    passed = [e.args[1] if len(e.args) > 1 else None for e in result.examples]
    assert None in passed and any(isinstance(p, str) for p in passed), passed
    assert any("known " in str(e.value) for e in run("lookup").examples)
    sizes = {len(e.kwargs.get("entities", {})) for e in run("unescape", max_paths=30).examples}
    assert sizes == {0, 1, 2}, sizes


def test_a_callback_keeps_its_default() -> None:
    sig = Signature(_load("callback"))
    assert [p.name for p in sig.params if p.variable is not None] == ["s"]
    assert any("parameter key: not str" in n for n in sig.notes), sig.notes


def test_the_evidence_of_a_string() -> None:
    from typing import Optional

    assert optional_kind(Optional[str]) is str and optional_kind(int | None) is int  # noqa: UP045
    assert optional_kind(str | int) is None and optional_kind(str) is None
    assert used_as_string(_load("capwords"), "sep", {"s"})
    assert not used_as_string(_load("callback"), "key", {"s"})


def _load(name: str):  # noqa: ANN202
    import importlib.util

    spec = importlib.util.spec_from_file_location("param_programs", PROGRAM)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def test_values_past_the_int_print_limit_are_shown_not_raised() -> None:
    """A note or an example holding an int past CPython's 4,300-digit ``str()`` limit
    (a huge ``timedelta``'s days, say) is shown by a placeholder, never a crash."""
    from strsat.explore.inputs import safe_repr, to_json

    huge = 10 ** 5000
    assert safe_repr([1, huge]) == "<list too large to print>"
    assert to_json(huge) == ("repr", "<int too large to print>")
    assert safe_repr(["a", 2]) == "['a', 2]"
