"""Branch coverage of a set of inputs, measured by coverage.py.

The function as written (not the rewritten one) is called on each input, in the
order the inputs were found, under one ``coverage.Coverage(branch=True)``
restricted to the module's file; the branch arcs that count are those of the
explored function and of the module's functions it reaches (by name, through
its code and its nested code), as coverage.py's JSON report lists them per
function.  The same measurement serves any tool's inputs (the benchmark
measures CrossHair's with it), so the figures compare.
"""

from __future__ import annotations

import contextlib
import dis
import io
import json
import os
import tempfile
import time
import types
import warnings
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import interrupts
from .foreign import attr_or
from .report import Coverage


def reachable(function: Any, namespace: dict[str, Any], file: str) -> list[str]:
    """The qualified names of ``function`` and of the functions (and methods of classes)
    of ``file`` it reaches by name: a class brings its methods and its bases of the same
    module; an attribute name brings the methods of that name of the file's classes
    (but a special method's name only those of the classes reached)."""
    names: list[str] = []
    todo = [function]
    seen: set[int] = set()
    methods: dict[str, list[Any]] = {}  # methods of the file's classes, by name
    for value in namespace.values():
        if isinstance(value, type) and value.__module__ == function.__module__:
            for key, member in vars(value).items():
                if _defined_in(member, file):
                    methods.setdefault(key, []).append(member)
    while todo:
        f = todo.pop()
        if id(f) in seen:
            continue
        seen.add(id(f))
        if isinstance(f, type):
            todo.extend(v for v in vars(f).values() if _defined_in(v, file))
            todo.extend(b for b in f.__mro__[1:] if b.__module__ == function.__module__)
            continue
        f = _unwrapped(attr_or(f, "__func__", f))
        if not _defined_in(f, file):
            continue
        names.append(f.__qualname__)
        for code in _codes(f.__code__):
            globals_, attributes = _names(code, namespace)
            for name in globals_:
                value = namespace.get(name)
                if value is not None and (_defined_in(value, file) or (
                        isinstance(value, type) and value.__module__ == function.__module__)):
                    todo.append(value)
            for name in attributes:
                if not _dunder(name):  # super().__init__: the reached classes' own
                    todo.extend(methods.get(name, ()))
    return names


def _dunder(name: str) -> bool:
    """A special method's name (``__init__``, ``__setattr__``): looked up on the classes
    the function reaches by name (each brings all its methods and its bases of the same
    file), not on every class of the file that defines one."""
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def _names(code: types.CodeType, namespace: dict[str, Any]) -> tuple[set[str], set[str]]:
    """The global names ``code`` loads, and the attribute names it loads from anything
    but a module (``unicodedata.normalize`` is not the file's own ``normalize``, nor a
    method of its classes of that name: issue 38, item 8)."""
    globals_: set[str] = set()
    attributes: set[str] = set()
    module: Any = None  # the module the previous instruction loaded, if it loaded one
    for ins in dis.get_instructions(code):
        loaded: Any = None
        if ins.opname in ("LOAD_GLOBAL", "LOAD_NAME"):
            globals_.add(ins.argval)
            loaded = namespace.get(ins.argval)
        elif ins.opname in ("LOAD_ATTR", "LOAD_METHOD"):
            if module is None:
                attributes.add(ins.argval)
            else:
                loaded = getattr(module, ins.argval, None)
        module = loaded if isinstance(loaded, types.ModuleType) else None
    return globals_, attributes


def _unwrapped(f: Any) -> Any:
    """The function under decorators that keep it as ``__wrapped__`` (caches, wraps)."""
    for _ in range(8):
        inner = attr_or(f, "__wrapped__")
        if inner is None or attr_or(f, "__code__") is not None:
            return f
        f = inner
    return f


def _defined_in(value: Any, file: str) -> bool:
    """Whether ``value`` is a function of ``file``, or one under decorators that keep it
    as ``__wrapped__`` (a cache; a ``functools.wraps`` wrapper of another module)."""
    value = attr_or(value, "__func__", value)
    for _ in range(8):
        code = attr_or(_unwrapped(value), "__code__")
        if isinstance(code, types.CodeType) and os.path.realpath(code.co_filename) == file:
            return True
        value = attr_or(_unwrapped(value), "__wrapped__")
        if value is None:
            return False
    return False


def _codes(code: types.CodeType) -> Iterable[types.CodeType]:
    yield code
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            yield from _codes(c)


def branch_coverage(function: Any, calls: Sequence[tuple[list[Any], dict[str, Any], float]],
                    file: str, scope: list[str],
                    reset: Callable[[], None] | None = None,
                    deadline: float | None = None) -> Coverage:
    """Branch coverage of the functions ``scope`` of ``file`` when ``function`` is called
    with each ``(args, kwargs, time)`` of ``calls`` (see the module docstring); ``reset``
    runs before each call (it empties the module's caches).  No call starts after
    ``deadline`` (a :func:`time.monotonic` reading): the calls left are counted in
    :attr:`Coverage.not_replayed` and the figure is that of the calls replayed (a call
    started before it runs to its end, and the report is parsed after it)."""
    import coverage  # a second to load; only the measuring commands need it

    file = os.path.realpath(file)
    cov = coverage.Coverage(branch=True, data_file=None, include=[file])
    _one_reporter(cov)
    replayed = _before(calls, deadline)
    first_seen = _run_calls(cov, function, replayed, file, reset)
    report = _json_report(cov, file)
    files = list(report.get("files", {}).values())
    functions = files[0].get("functions", {}) if files else {}
    regions = _Regions.of(functions, scope)
    times = sorted(first_seen[a] for a in regions.executed if a in first_seen)
    reached = times[-1] if times else (min(at for _, _, at in calls) if calls else None)
    arcs, taken = _all_arcs(cov, file, regions.lines) if files else (0, set())
    return Coverage(branches=len(regions.executed | regions.missing),
                    covered=len(regions.executed), lines=regions.line_count,
                    lines_covered=regions.lines_covered,
                    missing=sorted(regions.missing - regions.executed),
                    functions=[n for n in scope if n in functions], reached_at=reached,
                    arc_times=times, arcs=arcs, arcs_covered=len(taken), taken=sorted(taken),
                    not_replayed=len(calls) - replayed.count)


class _Before:
    """The calls of a sequence up to the first one reached after ``deadline`` (each
    checked as the replay asks for it); :attr:`count` of them were handed out."""

    def __init__(self, calls: Sequence[tuple[list[Any], dict[str, Any], float]],
                 deadline: float | None) -> None:
        self.calls, self.deadline, self.count = calls, deadline, 0

    def __iter__(self) -> Any:
        for call in self.calls:
            if self.deadline is not None and time.monotonic() >= self.deadline:
                return
            self.count += 1
            yield call


def _before(calls: Sequence[tuple[list[Any], dict[str, Any], float]],
            deadline: float | None) -> _Before:
    return _Before(calls, deadline)


def _one_reporter(cov: Any) -> None:
    """Make the JSON report and :func:`_all_arcs` share one file reporter per file, so
    that coverage.py parses the file once, not twice (the parse is most of the
    measurement's cost: it comes after the search, past ``--timeout``).  Through
    coverage.py's private ``_get_file_reporter``: without it (another version), nothing
    changes."""
    get = getattr(cov, "_get_file_reporter", None)
    if get is None:
        return
    made: dict[str, Any] = {}

    def reporter(morf: Any) -> Any:
        if not isinstance(morf, str):
            return get(morf)
        if morf not in made:
            made[morf] = get(morf)
        return made[morf]

    cov._get_file_reporter = reporter


def _run_calls(cov: Any, function: Any,
               calls: Iterable[tuple[list[Any], dict[str, Any], float]], file: str,
               reset: Callable[[], None] | None) -> dict[tuple[int, int], float]:
    """Run each call under coverage (its output and outcome dropped); the time of the
    call that first took each arc of ``file``."""
    seen: set[tuple[int, int]] = set()
    first_seen: dict[tuple[int, int], float] = {}
    sink = io.StringIO()
    for args, kwargs, at in calls:
        if reset is not None:
            reset()
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            cov.start()
            try:
                function(*args, **kwargs)
            except KeyboardInterrupt:
                if interrupts.pressed():
                    raise
            except BaseException:  # noqa: BLE001, S110 - outcomes, not errors
                pass
            finally:
                cov.stop()
        arcs = set(cov.get_data().arcs(file) or ())
        for arc in arcs - seen:
            first_seen[arc] = at
        seen |= arcs
    return first_seen


def _json_report(cov: Any, file: str) -> dict[str, Any]:
    """coverage.py's JSON report of ``file`` (empty when nothing ran in it)."""
    from coverage.exceptions import CoverageException

    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "coverage.json")
        try:
            with contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                cov.json_report(outfile=out, include=[file])
            with open(out, encoding="utf-8") as f:
                report: dict[str, Any] = json.load(f)
        except CoverageException:  # nothing ran in the file (no data)
            report = {}
    return report


@dataclass
class _Regions:
    """The branches and lines of the measured functions, as coverage.py reports them."""

    executed: set[tuple[int, int]] = field(default_factory=set)
    missing: set[tuple[int, int]] = field(default_factory=set)
    lines: set[int] = field(default_factory=set)
    line_count: int = 0
    lines_covered: int = 0

    @classmethod
    def of(cls, functions: dict[str, Any], scope: list[str]) -> _Regions:
        regions = cls()
        for name in scope:
            region = functions.get(name)
            if region is None:
                continue
            ran, missed = region["executed_lines"], region["missing_lines"]
            regions.lines |= set(ran) | set(missed)
            regions.executed |= {(a, b) for a, b in region.get("executed_branches", [])}
            regions.missing |= {(a, b) for a, b in region.get("missing_branches", [])}
            regions.line_count += len(ran) + len(missed)
            regions.lines_covered += len(ran)
        return regions


def _all_arcs(cov: Any, file: str, lines: set[int]) -> tuple[int, set[tuple[int, int]]]:
    """How many possible arcs of coverage.py's analysis start on one of ``lines``, and those
    of them that ran: coverage.py's "arcs" (every transition between lines, exits
    included), where the branch figures count only arcs leaving a line with several exits.
    coverage.py offers the analysis only through ``Coverage._analyze``; if that is gone
    (another version), the count is 0 and none ran."""
    analyze = getattr(cov, "_analyze", None)
    try:
        analysis = analyze(file) if analyze is not None else None
        possible = set(analysis.arc_possibilities_set)  # type: ignore[union-attr]
        executed = set(analysis.arcs_executed_set)  # type: ignore[union-attr]
    except (AttributeError, TypeError):
        return 0, set()
    mine = {(a, b) for a, b in possible if a in lines}
    return len(mine), mine & executed


__all__ = ["branch_coverage", "reachable"]
