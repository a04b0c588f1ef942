"""Every public name of the Python API has a docstring with a runnable example (issue 43).

For each name of :data:`strsat.API_NAMES` the test finds the docstring the API reference
renders (mkdocstrings reads the source, as here), fails when it has no ``Examples:``
section with a doctest, and runs the examples with :mod:`doctest` (exact output).

Where a name's docstring is:

* a function or class defined under that name: its own ``__doc__``;
* any other name, an alias (``ArithRef = IntExpr``, ``SubSeq = SubString``) or a value
  (``sat``, ``Z3_OP_UNINTERPRETED``): the string literal right after its assignment in
  the module that assigns it (an attribute docstring, which mkdocstrings renders);
* an alias with no attribute docstring is accepted when it is the same object as a
  documented name (its target's docstring must have examples; they run in the target's
  own case, or in the alias's case when the target is not a public name).

Values are checked by their own attribute docstring, not by their class's: the class's
docstring describes all three results, and the reference shows each value's own text.

The namespace: every example runs in a fresh copy of the globals ``from strsat import *``
makes, so the examples do not import (the reference page says so); the parameters of
``set_param`` are reset around each case, so examples do not depend on order.  Outputs
are compared exactly, except that ``...`` matches anything (doctest's ``ELLIPSIS``).
"""

from __future__ import annotations

import ast
import doctest
import functools
import inspect
import io
from pathlib import Path
from typing import Any

import pytest

import strsat
import strsat.api
from strsat.api import reset_params

API = Path(strsat.api.__file__).resolve().parent
#: ``...`` in an expected output matches anything (a long error message's tail, a fresh
#: name's number); every other character must be printed exactly.
OPTIONS = doctest.ELLIPSIS | doctest.DONT_ACCEPT_BLANKLINE


@functools.cache
def _namespace() -> dict[str, Any]:
    globs: dict[str, Any] = {}
    exec("from strsat import *", globs)  # noqa: S102 - the namespace the examples assume
    return globs


@functools.cache
def _attribute_docstrings() -> dict[str, str]:
    """``{name: docstring}`` of the module-level assignments of strsat.api's modules
    followed by a string literal (``x = value`` then ``\"\"\"doc\"\"\"``)."""
    found: dict[str, str] = {}
    for path in sorted(API.glob("*.py")):
        body = ast.parse(path.read_text(encoding="utf-8")).body
        for node, after in zip(body, body[1:], strict=False):
            if not (isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
                    and isinstance(after.value.value, str)):
                continue
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, ast.AnnAssign) else []
            for t in targets:
                if isinstance(t, ast.Name):
                    found[t.id] = inspect.cleandoc(after.value.value)
    return found


def _own_name(obj: object, name: str) -> bool:
    """``obj`` is a function or class defined under ``name`` (not an alias)."""
    return (inspect.isclass(obj) or inspect.isroutine(obj)) and \
        getattr(obj, "__name__", None) == name


def docstring(name: str) -> tuple[str, str]:
    """The docstring the reference shows for ``name``, and what it belongs to (the name
    itself, or the documented target of an alias)."""
    obj = getattr(strsat.api, name)
    if _own_name(obj, name):
        return inspect.cleandoc(obj.__doc__ or ""), name
    attribute = _attribute_docstrings().get(name)
    if attribute is not None:
        return attribute, name
    target = getattr(obj, "__name__", None)
    if isinstance(target, str) and target != name and _own_name(obj, target):
        return inspect.cleandoc(obj.__doc__ or ""), target
    return "", name


def examples(doc: str, name: str) -> doctest.DocTest:
    """The doctest of a Google-style docstring's ``Examples:`` section (the whole
    docstring is parsed, as mkdocstrings shows every ``>>>`` block)."""
    return doctest.DocTestParser().get_doctest(doc, dict(_namespace()), name, None, 0)


def run(test: doctest.DocTest) -> tuple[int, str]:
    """Failures of ``test`` and doctest's report of them."""
    out = io.StringIO()
    runner = doctest.DocTestRunner(verbose=False, optionflags=OPTIONS)
    reset_params()
    try:
        result = runner.run(test, out=out.write, clear_globs=True)
    finally:
        reset_params()
    return result.failed, out.getvalue()


def problems(doc: str, name: str) -> list[str]:
    """What the docstring lacks: a one-line summary, an ``Examples:`` section with at
    least one doctest."""
    found = []
    lines = doc.splitlines()
    if not lines or not lines[0].strip():
        found.append("no one-line summary")
    if "\nExamples:\n" not in f"\n{doc}\n":
        found.append("no 'Examples:' section")
    if not examples(doc, name).examples:
        found.append("no doctest (>>>) example")
    return found


@pytest.mark.parametrize("name", strsat.API_NAMES)
def test_public_name_has_a_runnable_example(name: str) -> None:
    doc, owner = docstring(name)
    assert problems(doc, owner) == [], f"{name}: {problems(doc, owner)}"
    if owner != name and owner in strsat.API_NAMES:
        return  # an alias: its target's case runs the examples
    failed, report = run(examples(doc, name))
    assert failed == 0, f"{name}'s examples fail:\n{report}"


def test_a_wrong_expected_output_fails() -> None:
    doc = "Summary.\n\nExamples:\n    >>> Length(StringVal('ab'))\n    2\n"
    failed, report = run(examples(doc, "wrong"))
    assert failed == 1 and "(str.len" in report
    doc = doc.replace("    2\n", "    (str.len \"ab\")\n")
    assert run(examples(doc, "right")) == (0, "")


def test_a_docstring_without_example_is_reported() -> None:
    assert problems("Summary.\n\nNo example.", "bare") == [
        "no 'Examples:' section", "no doctest (>>>) example"]
    assert problems("", "empty") == [
        "no one-line summary", "no 'Examples:' section", "no doctest (>>>) example"]


def test_aliases_and_values_are_found(monkeypatch: pytest.MonkeyPatch) -> None:
    # a value and an alias get their attribute docstring, a function its own
    assert docstring("sat")[0].startswith("The assertions have a model")
    assert docstring("ArithRef") == (_attribute_docstrings()["ArithRef"], "ArithRef")
    assert docstring("is_true")[1] == "is_true"
    # an alias without an attribute docstring gets its target's
    monkeypatch.setattr(strsat.api, "LengthAlias", strsat.api.Length, raising=False)
    assert docstring("LengthAlias") == (inspect.cleandoc(strsat.api.Length.__doc__ or ""),
                                        "Length")
    # a value without one has none
    monkeypatch.setattr(strsat.api, "undocumented_value", 3, raising=False)
    assert docstring("undocumented_value") == ("", "undocumented_value")
