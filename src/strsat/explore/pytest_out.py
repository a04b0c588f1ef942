"""The inputs found, as a pytest module a person would commit (issue 38, item 9).

``strsat explore PATH --pytest FILE`` writes one ``pytest.mark.parametrize`` table per
function: a row per path found, the arguments and the expected return value (compared
with ``==``; with ``is`` for ``True``/``False``/``None``) or exception class (under
``pytest.raises``).  A path that read a set of symbolic strings in its hash order is left
out (a comment counts it): under another ``PYTHONHASHSEED`` its input may take another
path.  Functions are imported by module name from the project's root
(the folder holding the outermost package, or the module's folder); when the test
file is elsewhere, one line puts that root on ``sys.path``, as a path relative to the
test file, so the file runs on another machine and in CI.  Running the tests needs
neither strsat nor absolute paths.
"""

from __future__ import annotations

import ast
import builtins
import inspect
import json
import keyword
import os
import sys
from dataclasses import dataclass, field
from typing import Any

from .keyed import SEEDED
from .report import decode

#: longest line written (the common ``ruff``/``flake8`` limits are 88-100)
WIDTH = 88


@dataclass
class _Case:
    args: list[Any]
    kwargs: dict[str, Any]
    outcome: str  # "return" | "raise"
    value: Any = None
    exception: str = ""


@dataclass
class _Table:
    """One function's rows."""

    file: str
    module: str
    qualname: str
    call: str  # how the test calls it: ``check_email``, ``Checker().check``
    names: set[str] = field(default_factory=set)  # what to import from the module
    #: exception classes to import from other modules: (module, name)
    imports: set[tuple[str, str]] = field(default_factory=set)
    cases: list[_Case] = field(default_factory=list)
    skipped: int = 0
    #: paths that read a set of symbolic strings in its hash order (:data:`.keyed.SEEDED`)
    seeded: int = 0


def pytest_source(outcomes: list[Any], test_file: str) -> str:
    """The pytest module for the batch ``outcomes`` (:class:`.batch.Outcome`), to be
    written at ``test_file`` (see the module docstring)."""
    tables: list[_Table] = []
    roots: set[str] = set()
    unwritten: list[str] = []
    for o in outcomes:
        if o.error is not None or not o.lines:
            continue
        table = _table(o.target.file, o.target.module, o.target.qualname)
        if table is None:
            continue
        roots.add(_root(o.target.file, o.target.module))
        for line in o.lines:
            data = json.loads(line)
            if any(SEEDED in note for note in data.get("notes", ())):
                table.seeded += 1  # its outcome may differ in another process
                continue
            case = _Case(decode(data["args"]), decode(data["kwargs"]), data["outcome"])
            if case.outcome == "raise":
                case.exception = _exception(data["exception"], o.target.file, table)
                if not case.exception:
                    table.skipped += 1
                    continue
            elif "value" in data:
                case.value = decode(data["value"])
            else:
                try:
                    case.value = ast.literal_eval(data["value_repr"])
                except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                    table.skipped += 1  # a value no literal writes (an object)
                    continue
            table.cases.append(case)
        if table.cases:
            tables.append(table)
        elif table.seeded:  # no row to carry the comment: the module's end does
            unwritten.append(f"# {table.seeded} path(s) of {table.qualname} not written: "
                             "they read a set of strings in its hash order, which "
                             "PYTHONHASHSEED changes\n")
    return _module(tables, sorted(roots), test_file) + "".join(unwritten)


def _table(file: str, module: str, qualname: str) -> _Table | None:
    """How a test calls ``qualname`` of ``module``: the function, a static or class
    method through its class, an instance method through an instance made as
    ``strsat explore`` makes it (``""``/0/False for required str/int/bool parameters)."""
    from .instrument import ZEROS, instance_method, load_original

    first, *rest = qualname.split(".")
    if not rest:
        return _Table(file, module, qualname, first, {first})
    try:
        namespace = vars(load_original(file))
    except Exception:  # noqa: BLE001 - the module cannot be imported here: no table
        return None
    cls = namespace.get(first)
    if not isinstance(cls, type) or len(rest) != 1:
        return None
    if not instance_method(cls, rest[0]):
        return _Table(file, module, qualname, qualname, {first})
    arguments = []
    try:
        for p in inspect.signature(cls).parameters.values():
            if p.default is p.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) \
                    and p.annotation in ZEROS:
                arguments.append(f"{p.name}={ZEROS[p.annotation]!r}")
    except (TypeError, ValueError):
        pass
    return _Table(file, module, qualname, f"{first}({', '.join(arguments)}).{rest[0]}",
                  {first})


def _exception(name: str, file: str, table: _Table) -> str:
    """The expression naming the exception class ``name``: a builtin, or a class of the
    module or of another module of its package (imported with the function); "" if
    none of them has it."""
    if isinstance(getattr(builtins, name, None), type):
        return name
    root = _root(file, table.module)
    for module in [table.module, *sorted(m for m in sys.modules
                                         if m.split(".")[0] == table.module.split(".")[0])]:
        value = getattr(sys.modules.get(module), name, None)
        where = getattr(sys.modules.get(module), "__file__", None) or ""
        if isinstance(value, type) and issubclass(value, BaseException) and \
                os.path.realpath(where).startswith(root + os.sep):
            table.imports.add((module, name))
            return name
    return ""


def _root(file: str, module: str) -> str:
    """The folder from which ``module`` (of ``file``) is imported by its dotted name."""
    folder = os.path.dirname(os.path.realpath(file))
    for _ in range(module.count(".") + (os.path.basename(file) == "__init__.py")):
        folder = os.path.dirname(folder)
    return folder


def _module(tables: list[_Table], roots: list[str], test_file: str) -> str:
    here = os.path.dirname(os.path.realpath(test_file))
    lines = ['"""Regression tests written by `strsat explore`: one case per path found."""',
             ""]
    paths = [r for r in roots if r != here]
    if paths:
        lines += ["import sys", "from pathlib import Path", ""]
    lines += ["import pytest", ""]
    for root in paths:
        rel = os.path.relpath(root, here).split(os.sep)
        ups = 0
        while rel and rel[0] == "..":
            ups, rel = ups + 1, rel[1:]
        start = "Path(__file__).resolve()." + (f"parents[{ups}]" if ups else "parent")
        parts = [f"/ {_literal(part)}" for part in rel if part and part != "."]
        one = f"sys.path.insert(0, str({' '.join([start, *parts])}))  # the project's root"
        if len(one) <= WIDTH:
            lines.append(one)
        else:
            lines += ["sys.path.insert(0, str(  # the project's root", f"    {start}",
                      *(f"    {p}" for p in parts), "))"]
    if paths:
        lines.append("")
    imports: dict[str, set[str]] = {}
    for t in tables:
        imports.setdefault(t.module, set()).update(t.names)
        for module, name in t.imports:
            imports.setdefault(module, set()).add(name)
    for module in sorted(imports):
        lines.extend(_import(module, sorted(imports[module])))
    used: set[str] = set()
    for t in tables:
        lines += ["", ""] + _test(t, used)
    return "\n".join(lines).rstrip() + "\n"


def _import(module: str, names: list[str]) -> list[str]:
    """``from module import names`` (no ``noqa``: ruff's E402 accepts imports after a
    ``sys.path`` change, and an unneeded ``noqa`` is an error under its RUF100)."""
    one = f"from {module} import {', '.join(names)}"
    if len(one) <= WIDTH:
        return [one]
    return [f"from {module} import (", *(f"    {n}," for n in names), ")"]


def _test(t: _Table, used: set[str]) -> list[str]:
    """The parametrized test of one function."""
    base = "test_" + "".join(c if c.isalnum() else "_" for c in t.qualname).lower()
    name, k = base, 2
    while name in used:
        name, k = f"{base}_{k}", k + 1
    used.add(name)
    positional = max(len(c.args) for c in t.cases)
    keywords = sorted({k for c in t.cases for k in c.kwargs})
    same = all(len(c.args) == positional and set(c.kwargs) == set(keywords) for c in t.cases)
    params = _parameters(t, positional) if same else []
    if same and params is not None:
        columns = [*params, *keywords]
        call_args = ", ".join([*params, *(f"{k}={k}" for k in keywords)])
    else:  # rows of different shapes: the arguments as a tuple and a dict
        columns, call_args = ["args", "kwargs"], "*args, **kwargs"
    expected = "expected"
    while expected in columns:
        expected += "_"
    raises = [c for c in t.cases if c.outcome == "raise"]
    returns = [c for c in t.cases if c.outcome == "return"]
    rows = []
    packed = columns == ["args", "kwargs"]
    for c in t.cases:
        cells = [tuple(c.args), c.kwargs] if packed else \
            [*c.args, *(c.kwargs[k] for k in keywords)]
        shown = [_literal(v) for v in cells]
        shown.append(c.exception if c.outcome == "raise" else _literal(c.value))
        rows.append(shown)
    call = f"{t.call}({call_args})"
    identity = all(c.value is None or isinstance(c.value, bool) for c in returns)
    compare = "is" if identity else "=="
    head = ["@pytest.mark.parametrize(",
            f"    {_literal(tuple([*columns, expected]))},", "    ["]
    body = [_row(r) for r in rows]
    out = [*head, *body, "    ],", ")", f"def {name}({', '.join([*columns, expected])}):"]
    if raises and returns:
        out += [f"    if isinstance({expected}, type) and issubclass({expected}, "
                "BaseException):",
                f"        with pytest.raises({expected}):",
                f"            {call}",
                "    else:",
                f"        assert {call} {compare} {expected}"]
    elif raises:
        out += [f"    with pytest.raises({expected}):", f"        {call}"]
    else:
        out += [f"    assert {call} {compare} {expected}"]
    if t.skipped:
        out.insert(0, f"# {t.skipped} path(s) of {t.qualname} not written: their value or "
                      "exception has no literal")
    if t.seeded:
        out.insert(0, f"# {t.seeded} path(s) of {t.qualname} not written: they read a set "
                      "of strings in its hash order, which PYTHONHASHSEED changes")
    return out


def _parameters(t: _Table, positional: int) -> list[str] | None:
    """The names of the first ``positional`` parameters (None: not known, or not valid
    column names)."""
    from .instrument import load_original

    try:
        function: Any = load_original(t.file)
        for part in t.qualname.split("."):
            function = getattr(function, part)
        names = [p for p in inspect.signature(function).parameters
                 if p not in ("self", "cls")][:positional]
    except Exception:  # noqa: BLE001 - unknown: the arguments as a tuple and a dict
        return None
    if len(names) < positional or any(keyword.iskeyword(n) for n in names):
        return None
    return names


def _row(cells: list[str]) -> str:
    one = f"        ({', '.join(cells)}{',' if len(cells) == 1 else ''}),"
    if len(one) <= WIDTH:
        return one
    parts = ["        ("]
    for cell in cells:
        parts.extend(_wrapped(cell, 12))
    parts.append("        ),")
    return "\n".join(parts)


def _wrapped(cell: str, indent: int) -> list[str]:
    """A cell on lines of its own; a long string literal split in parts (implicitly
    concatenated)."""
    pad = " " * indent
    if len(pad) + len(cell) + 1 <= WIDTH:
        return [f"{pad}{cell},"]
    try:
        value = ast.literal_eval(cell)
    except (ValueError, SyntaxError):
        return [f"{pad}{cell},"]
    if not isinstance(value, str):
        return [f"{pad}{cell},"]
    chunks, text = [], value
    size = max(8, (WIDTH - indent - 8) // 2)
    while text:
        piece = text[:size]
        while len(repr(piece)) > WIDTH - indent - 4 and len(piece) > 1:
            piece = piece[: len(piece) // 2]
        chunks.append(piece)
        text = text[len(piece):]
    return [f"{pad}(", *(f"{pad}    {c!r}" for c in chunks), f"{pad}),"]


def _literal(value: Any) -> str:
    """A Python expression for a value read back from JSON (huge ints in hexadecimal)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 13000:
        return f"int({hex(value)!r}, 16)"
    if isinstance(value, list):
        return "[" + ", ".join(_literal(v) for v in value) + "]"
    if isinstance(value, tuple):
        inner = ", ".join(_literal(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_literal(k)}: {_literal(v)}" for k, v in value.items()) + "}"
    if isinstance(value, str):
        text = repr(value)
        if text.startswith("'") and '"' not in value:  # double quotes, as formatters write
            text = '"' + text[1:-1].replace("\\'", "'") + '"'
        return text
    return repr(value)


__all__ = ["pytest_source"]
