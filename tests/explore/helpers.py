"""Checks shared by the explorer's tests: every example reproduces, by a plain call and by
a fresh concolic run."""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from strsat.explore import Exploration, Module
from strsat.explore.report import decode
from strsat.explore.search import Explorer, Options

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROGRAMS = os.path.join(HERE, "programs.py")
EXAMPLES = os.path.join(ROOT, "examples", "explore")


def outcome_of(function: Any, args: list[Any], kwargs: dict[str, Any]) -> tuple[str, Any]:
    try:
        return "return", function(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the outcome under test
        return "raise", type(exc).__name__


def check_reproducible(result: Exploration, module: Module, name: str) -> None:
    """Each example, read back from its JSON line: the function as written gives its
    outcome, and a fresh concolic run of it takes the same branches (and path)."""
    original, rewritten = module.function(name)
    replay = Explorer(rewritten, original, module.files or {module.path}, name,
                      Options(timeout=None), followed=module.followed, reset=module.reset)
    signatures = set()
    for example in result.examples:
        data = json.loads(example.line())
        args, kwargs = decode(data["args"]), decode(data["kwargs"])
        module.reset()  # each call sees the module as the first did (the explorer's rule)
        kind, got = outcome_of(original, args, kwargs)
        assert kind == data["outcome"], (data, got)
        if kind == "return":
            assert data.get("value", got) == got or "value_repr" in data, (data, got)
        else:
            assert got == data["exception"], (data, got)
        given = dict(zip((p.name for p in replay.signature.params), args, strict=False))
        given.update(kwargs)
        values = replay.signature.input_values(given)
        run = replay._execute(values)  # noqa: SLF001 - the explorer's own single run
        branches = [[site.line, d.what, d.taken]
                    for d, site in zip(run.trace.decisions, run.trace.sites, strict=True)
                    if d.kind.value in ("branch", "raise")]
        assert branches[:len(data["branches"])] == data["branches"], data
        # a path and the values pinned on it: a pin's flip gives another example of the
        # same decisions with other pinned values (strsat.explore.pin_flips)
        signature = tuple((d.condition, d.taken) for d in run.trace.decisions)
        assert signature not in signatures, f"two examples of one path: {data}"
        signatures.add(signature)


def explore_source(folder: Any, file: str, source: str, name: str, **options: Any
                   ) -> Exploration:
    """Explore ``name`` of ``source`` written to ``folder/file`` to exhaustion (no time
    limit, a generous check budget; ``options`` for :func:`strsat.explore.explore_file`
    change that), each example checked (:func:`check_reproducible`)."""
    from strsat.explore import explore_file

    path = os.path.join(str(folder), file)
    with open(path, "w", encoding="utf-8") as f:
        f.write(source)
    result = explore_file(path, name, **{"timeout": None, "check_timeout": 300.0, **options})
    check_reproducible(result, result.module, name)
    return result


def outcomes(result: Exploration) -> set[tuple[str, Any]]:
    return {(e.outcome, e.value if e.outcome == "return" else e.exception)
            for e in result.examples}


def notes_naming(result: Exploration, *words: str) -> list[str]:
    """The notes of ``result``'s summary that contain any of ``words``."""
    return [n for n in result.summary.notes if any(w in n for w in words)]


def disagreements(result: Exploration) -> list[str]:
    """The notes of a concolic run that disagreed with the plain call, or of a twin that
    disagreed with its C function."""
    return [n for n in result.summary.notes
            if "the concolic run gave" in n or "twin disagrees" in n]


def check_outcomes_without_pins(program: str, function: str,
                                expected: set[tuple[str, Any]]) -> None:
    """Exploring ``function`` of ``program`` reaches every outcome of ``expected`` without
    a note of a value made concrete, and each example reproduces."""
    from strsat.explore import explore_file

    result = explore_file(program, function, timeout=None, check_timeout=300.0,
                          max_paths=40, coverage=False)
    assert expected <= outcomes(result), (function, outcomes(result))
    assert not notes_naming(result, "made concrete", "run concretely"), result.summary.notes
    check_reproducible(result, result.module, function)


def check_returns_without_pins(program: str, function: str, expected: set[str],
                               max_paths: int, check_timeout: float) -> None:
    """Like :func:`check_outcomes_without_pins` for returned values, within ``max_paths``
    paths and a check budget of ``check_timeout`` seconds of work each (no time limit)."""
    from strsat.explore import explore_file

    result = explore_file(program, function, timeout=None, max_paths=max_paths,
                          check_timeout=check_timeout, coverage=False)
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)
    assert not notes_naming(result, "made concrete", "run concretely"), result.summary.notes
    check_reproducible(result, result.module, function)


@contextlib.contextmanager
def importable_tree(root: Path, packages: dict[str, str], modules: dict[str, str]
                    ) -> Iterator[None]:
    """``packages`` (name -> its ``__init__``'s source) and ``modules`` (name -> source)
    written under ``root`` and importable inside the block; forgotten after it."""
    for name, source in packages.items():
        os.mkdir(root / name)
        (root / name / "__init__.py").write_text(source, encoding="utf-8")
    for name, source in modules.items():
        (root / f"{name}.py").write_text(source, encoding="utf-8")
    sys.path.insert(0, str(root))
    try:
        yield
    finally:
        sys.path.remove(str(root))
        for name in (*packages, *modules):
            sys.modules.pop(name, None)
