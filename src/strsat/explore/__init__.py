"""``strsat explore``: one input for every feasible path of a Python function (issue 12).

Paper 001's client, in Python: dynamic symbolic execution of a function that
parses, validates or routes strings.  Its ``str``/``int``/``bool`` parameters
become symbolic values of :mod:`strsat.python` (CPython's semantics, each
possible exception a decision of its own), its module is re-executed with the
few rewrites of :mod:`.instrument`, and :mod:`.search` runs it, records every
decision, and asks one incremental solver for inputs that flip them::

    import strsat.explore
    result = strsat.explore(is_easychair_query, timeout=10)
    for example in result.examples:
        print(example.args, example.outcome, example.value)
    print(result.summary.text())

or ``strsat explore FILE.py:FUNCTION [--timeout S] [--max-paths N] [--out FILE]``
(:mod:`.cli`).  Every example is checked by calling the function as written.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from . import interrupts
from .explorer import Explorer
from .inputs import safe_str
from .instrument import ExploreError, Module, load_file, load_function, load_original, uncached
from .report import Coverage, Example, Summary
from .runtime import Runtime
from .search import Options


@dataclass
class Exploration:
    """The examples (one per path found, in the order found) and the summary."""

    examples: list[Example]
    summary: Summary
    #: the module explored (as written and rewritten) and the function's name in it
    module: Module | None = None
    function: str = ""

    def __iter__(self) -> Iterator[Example]:
        return iter(self.examples)

    def __len__(self) -> int:
        return len(self.examples)

    def jsonl(self) -> str:
        return "".join(e.line() + "\n" for e in self.examples)


def explore(function: Any, *, timeout: float | None = 30.0, max_paths: int | None = None,
            loop_bound: int = 4, check_timeout: float = 5.0, coverage: bool = True,
            on_example: Callable[[Example], None] | None = None,
            on_progress: Callable[[Summary], None] | None = None,
            stall: float = 10.0, table_bound: int = 32,
            max_loop_bound: int = 16) -> Exploration:
    """Explore ``function`` (a top-level function of an importable module): see the
    module docstring.  ``timeout`` bounds the whole search (seconds; None: until every
    path within the loop bound is found), ``max_paths`` the examples, ``loop_bound``
    the iterations of a loop whose branches are flipped (those that read new data:
    ``table_bound`` those that only compare the same values with other constants, a
    search over a table, :mod:`.loops`; with a timeout or ``max_paths``, the loop bound is
    doubled up to ``max_loop_bound`` when the paths within it ran out with a branch
    untaken), ``check_timeout`` each solver
    check (seconds' worth of engine work, ``search.WORK_PER_SECOND`` units each: the
    same answers under any load; the wall clock only a backstop).  With ``coverage``,
    the summary has the branch coverage of the examples.  A run that makes no symbolic
    decision for ``stall`` seconds is stopped (with a note)."""
    module, qualname = load_function(function, Runtime())
    return _explore(module, qualname, Options(timeout, max_paths, loop_bound, check_timeout,
                                              stall=stall, table_bound=table_bound,
                                              max_loop_bound=max_loop_bound),
                    coverage, on_example, on_progress)


def explore_file(path: str, qualname: str, *, timeout: float | None = 30.0,
                 max_paths: int | None = None, loop_bound: int = 4,
                 check_timeout: float = 5.0, coverage: bool = True,
                 on_example: Callable[[Example], None] | None = None,
                 on_progress: Callable[[Summary], None] | None = None,
                 started: float | None = None, pop: bool = True,
                 stall: float = 10.0, grammars: dict[str, Any] | None = None,
                 dump_unknown: str | None = None, table_bound: int = 32,
                 max_loop_bound: int = 16, reproducible: bool = False) -> Exploration:
    """:func:`explore` of the function ``qualname`` of the file ``path``; ``started`` (a
    :func:`time.monotonic` reading, the command's start) makes loading the module count
    against ``timeout`` and in the examples' times; ``pop`` keeps one solver across all
    flips, popping to shared prefixes (False resets it instead, to measure that);
    ``grammars`` constrains str parameters to grammars, by name (issue 27);
    ``dump_unknown`` a folder where each check answered ``unknown`` is written as
    SMT-LIB (``check-N.smt2``, for debugging the solver); ``reproducible`` ends each
    check on its work budget alone, without the wall-clock backstop (the paths found
    do not depend on the machine's load; only ``timeout`` bounds a check).  A function
    the file imports from another module (``from ._legacy import smart_truncate``) is
    explored in the module that defines it."""
    found = _defining_module(path, qualname)
    if found is not None:
        module, qualname = found
    else:
        module = load_file(path, Runtime())
    options = Options(timeout, max_paths, loop_bound, check_timeout, started=started,
                      pop=pop, stall=stall, grammars=grammars, dump_unknown=dump_unknown,
                      table_bound=table_bound, max_loop_bound=max_loop_bound,
                      reproducible=reproducible)
    return _explore(module, qualname, options, coverage, on_example, on_progress)


def _defining_module(path: str, qualname: str) -> tuple[Module, str] | None:
    """The rewritten module defining the top-level function ``qualname`` of the file
    ``path`` when another file defines it (a re-export), else None."""
    import inspect
    import os

    original = uncached(getattr(load_original(path), qualname, None))
    code = getattr(original, "__code__", None)
    if "." in qualname or not isinstance(original, types.FunctionType) or code is None or \
            os.path.realpath(code.co_filename) == os.path.realpath(path):
        return None
    inner = getattr(inspect.unwrap(original), "__code__", None)
    if inner is not None and os.path.realpath(inner.co_filename) == os.path.realpath(path):
        return None  # defined here under a decorator of another module (functools.wraps)
    return load_function(original, Runtime())


#: The share of ``timeout`` kept back from the search for the coverage pass after it
#: (replaying the examples under coverage.py and parsing the file: 0.1-1.1 s at load
#: 8-15 on survey7's functions, benchmarks/explore/2026-12-03-harden38.md), and its cap
#: in seconds: ``--timeout`` bounds the whole command, measurement included.
COVERAGE_SHARE, COVERAGE_CAP = 0.05, 1.0


def coverage_reserve(timeout: float) -> float:
    """The seconds of ``timeout`` left to the coverage pass after the search."""
    return min(COVERAGE_CAP, COVERAGE_SHARE * timeout)


def _explore(module: Module, qualname: str, options: Options, coverage: bool,
             on_example: Callable[[Example], None] | None,
             on_progress: Callable[[Summary], None] | None) -> Exploration:
    original, rewritten = module.function(qualname)
    reserve = 0.0
    if coverage and options.timeout is not None:
        import coverage as _  # noqa: F401 - loaded now, on the search's time (about a
        # second, the first time): the reserve is the replay's, which stops at the deadline
        reserve = coverage_reserve(options.timeout)
        options = replace(options, timeout=options.timeout - reserve)
    explorer = Explorer(rewritten, original, module.files or {module.path},
                        f"{module.name}.{qualname}",
                        options, on_example, on_progress, reset=module.reset,
                        followed=module.followed)
    examples, summary = explorer.explore()
    if coverage:
        # coverage.py and its temporary files: loaded only when coverage is measured
        from .measure import branch_coverage, reachable

        calls = [(*e.call, e.time) for e in examples if e.call is not None]
        try:
            scope = reachable(original, vars(module.original), module.path)
            with interrupts.watched():
                summary.coverage = branch_coverage(original, calls, module.path, scope,
                                                   reset=module.reset,
                                                   deadline=None if explorer.deadline is None
                                                   else explorer.deadline + reserve)
        except KeyboardInterrupt:
            raise
        except Exception as exc:  # noqa: BLE001 - the examples stand without the figure
            summary.notes.append(f"branch coverage not measured: coverage.py failed "
                                 f"({type(exc).__name__}: {safe_str(exc)[:200]})")
    return Exploration(examples, summary, module, qualname)


class _CallableModule(types.ModuleType):
    """``strsat.explore(function, ...)`` calls :func:`explore`."""

    def __call__(self, function: Any, **options: Any) -> Exploration:
        return explore(function, **options)


sys.modules[__name__].__class__ = _CallableModule

__all__ = ["Coverage", "Example", "ExploreError", "Exploration", "Module", "Summary",
           "explore", "explore_file"]
