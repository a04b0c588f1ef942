"""Exploring a whole module or package: every function with ``str``/``int``/``bool``
parameters, one process each, locally or on a Dask cluster (issue 24).

``strsat explore PATH`` where PATH is a ``.py`` file, a package folder or an
importable module name (``email.utils``): :func:`find_targets` lists the
top-level functions and the methods of top-level classes defined in each file
whose parameters are all symbolic (annotated ``str``/``int``/``bool``, or with a
default; at least one symbolic), :func:`explore_all` explores each one in a
process of its own (a fault or a stray global in one function does not touch the
others) and returns one :class:`Outcome` per function, in the order listed.
Dask (``dask[distributed]``, the ``bench`` extra) is imported only when a
scheduler address is given; its workers must see the same files.

The inputs found are written as a pytest module by :mod:`.pytest_out`.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import multiprocessing
import multiprocessing.connection
import os
import time
import types
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import StrsatError
from .foreign import attr_or, unwrapped
from .instrument import ExploreError


@dataclass(frozen=True)
class Target:
    file: str
    qualname: str
    #: the module's dotted name when it is part of a package (for the pytest file)
    module: str


@dataclass
class Outcome:
    """One function's exploration, as a worker returns it (plain data: it crosses
    processes)."""

    target: Target
    lines: list[str] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    #: why the function could not be explored (usage or internal error), else None
    error: str | None = None
    seconds: float = 0.0

    @property
    def name(self) -> str:
        return f"{self.target.module}.{self.target.qualname}"


# -- finding the functions -----------------------------------------------------------------


def source_files(path: str) -> list[tuple[str, str]]:
    """``(file, dotted module name)`` for a file, a package folder (recursively), or an
    importable module or package name."""
    p = Path(path)
    if p.is_file():
        return [(str(p.resolve()), _dotted(p.resolve()))]
    if p.is_dir():
        files = sorted(f for f in p.resolve().rglob("*.py") if "__pycache__" not in f.parts)
        return [(str(f), _dotted(f)) for f in files]
    try:
        spec = importlib.util.find_spec(path)
    except (ImportError, ValueError) as exc:
        raise ExploreError(f"{path}: no such file, folder or module ({exc})") from None
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        raise ExploreError(f"{path}: no such file, folder or Python module")
    if spec.submodule_search_locations:
        folder = Path(spec.origin).parent
        return [(str(f), _dotted(f)) for f in sorted(folder.rglob("*.py"))
                if "__pycache__" not in f.parts]
    return [(spec.origin, path)]


def _dotted(file: Path) -> str:
    """The module's dotted name: the file's stem, prefixed by the packages (folders with
    an ``__init__.py``) that hold it."""
    parts = [] if file.stem == "__init__" else [file.stem]
    folder = file.parent
    while (folder / "__init__.py").is_file():
        parts.insert(0, folder.name)
        folder = folder.parent
    return ".".join(parts) or file.parent.name


def find_targets(path: str) -> tuple[list[Target], list[str]]:
    """The functions to explore under ``path``, and a note per file that could not be
    imported."""
    from .inputs import Signature
    from .instrument import load_original

    targets: list[Target] = []
    skipped: list[str] = []
    for file, dotted in source_files(path):
        try:
            module = load_original(file)
        except (ExploreError, SyntaxError) as exc:
            skipped.append(f"{file}: {exc}")
            continue
        for qualname, function in _functions(module, file):
            try:
                signature = Signature(function if "." not in qualname or not _needs_self(
                    module, qualname) else types.MethodType(function, object()))
            except ExploreError:
                continue
            if signature.variables and all(
                    p.variable is not None or p.entries
                    or p.default is not inspect.Parameter.empty
                    for p in signature.params):
                targets.append(Target(file, qualname, dotted))
    return targets, skipped


def _needs_self(module: Any, qualname: str) -> bool:
    cls_name, _, attr = qualname.partition(".")
    raw = inspect.getattr_static(getattr(module, cls_name), attr)
    return not isinstance(raw, staticmethod | classmethod)


def _functions(module: Any, file: str) -> Iterable[tuple[str, Any]]:
    def here(f: Any) -> bool:
        code = attr_or(unwrapped(attr_or(f, "__func__", f)), "__code__")
        return code is not None and os.path.realpath(code.co_filename) == file

    for name, value in list(vars(module).items()):
        if inspect.isclass(value) and value.__module__ == module.__name__:
            for attr, raw in vars(value).items():
                if attr.startswith("__") or not here(raw):
                    continue
                member = getattr(value, attr)
                if inspect.isfunction(inspect.unwrap(getattr(raw, "__func__", raw))):
                    yield f"{name}.{attr}", member
        elif callable(value) and not inspect.isclass(value) and here(value):
            yield name, value


# -- running them ----------------------------------------------------------------------------


def explore_one(target: Target, options: dict[str, Any]) -> Outcome:
    """Explore one function (in a worker process); every failure becomes the outcome's
    ``error``, never an exception."""
    from . import explore_file
    from .inputs import safe_str

    started = time.monotonic()
    out = Outcome(target)
    try:
        result = explore_file(target.file, target.qualname, **options)
        out.lines = [e.line() for e in result.examples]
        out.summary = result.summary.to_json()
        out.text = result.summary.text()
    except (StrsatError, SyntaxError) as exc:
        out.error = safe_str(exc)
    except Exception as exc:  # noqa: BLE001 - a fault of the tool, reported per function
        out.error = f"internal error in strsat ({type(exc).__name__}: {safe_str(exc)})"
    out.seconds = time.monotonic() - started
    return out


def explore_all(targets: list[Target], options: dict[str, Any], *, jobs: int | None = None,
                dask: str | None = None,
                on_done: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    """Explore each target in a process of its own (``jobs`` local processes, default the
    CPU count), or on the Dask scheduler at ``dask``; outcomes in the targets' order."""
    done: dict[Target, Outcome] = {}

    def finish(outcome: Outcome) -> None:
        done[outcome.target] = outcome
        if on_done is not None:
            on_done(outcome)

    if dask is not None:
        _on_dask(dask, targets, options, finish)
    else:
        _locally(targets, options, jobs or os.cpu_count() or 1, finish)
    return [done[t] for t in targets]


def _locally(targets: list[Target], options: dict[str, Any], jobs: int,
             finish: Callable[[Outcome], None]) -> None:
    """Each target in a fresh process (forked from a server that imported strsat once),
    ``jobs`` at a time; a process past :func:`hard_limit` (code that loops without
    deciding anything never meets the search's deadline) is killed and reported."""
    context: multiprocessing.context.ForkServerContext | multiprocessing.context.SpawnContext
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["strsat.explore.batch", "strsat.explore.search"])
    else:
        context = multiprocessing.get_context("spawn")
    limit = hard_limit(options)
    todo = list(targets)
    running: list[tuple[Any, Any, Target, float]] = []
    try:
        while todo or running:
            while todo and len(running) < jobs:
                target = todo.pop(0)
                receive, send = context.Pipe(duplex=False)
                process = context.Process(target=_child, args=(target, options, send),
                                          daemon=True)
                process.start()
                send.close()
                running.append((process, receive, target, time.monotonic()))
            ready = multiprocessing.connection.wait([r for _, r, _, _ in running],
                                                    timeout=0.5)
            still = []
            for process, receive, target, started in running:
                if receive in ready:
                    try:
                        finish(receive.recv())
                    except (EOFError, OSError) as exc:
                        process.join(1)
                        finish(Outcome(target, error=f"the worker process died (exit code "
                                                     f"{process.exitcode}: {exc!r})"))
                    receive.close()
                    process.join(5)
                elif limit is not None and time.monotonic() - started > limit:
                    process.kill()
                    process.join(5)
                    receive.close()
                    finish(Outcome(target, error=f"killed after {limit:.0f} s (the function "
                                                 "ran on past the search's deadline)",
                                   seconds=time.monotonic() - started))
                else:
                    still.append((process, receive, target, started))
            running = still
    finally:
        for process, receive, _, _ in running:
            process.kill()
            receive.close()


def hard_limit(options: dict[str, Any]) -> float | None:
    """How long a worker may run: twice the search's timeout and a minute for loading
    and measuring coverage; no limit without a timeout."""
    timeout = options.get("timeout")
    return None if timeout is None else 2 * timeout + 60


def _child(target: Target, options: dict[str, Any], send: Any) -> None:
    send.send(explore_one(target, options))
    send.close()


def _on_dask(address: str, targets: list[Target], options: dict[str, Any],
             finish: Callable[[Outcome], None]) -> None:
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise ExploreError("--dask needs dask[distributed] (pip install 'strsat[bench]' "
                           "or 'dask[distributed]')") from None
    try:
        client = Client(address, timeout=30)
    except Exception as exc:  # noqa: BLE001 - an unreachable scheduler is a usage error
        raise ExploreError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    with client:
        futures = client.map(explore_one, targets, options=options, pure=False)
        index = dict(zip((f.key for f in futures), targets, strict=True))
        for future in as_completed(futures):
            try:
                finish(future.result())
            except Exception as exc:  # noqa: BLE001 - a worker was lost
                finish(Outcome(index[future.key], error=f"the Dask task failed: "
                                                        f"{type(exc).__name__}: {exc}"))


# -- output -------------------------------------------------------------------------------------


def write_outputs(outcomes: list[Outcome], folder: str) -> None:
    """One ``MODULE.FUNCTION.jsonl`` per function in ``folder`` and ``summary.json``."""
    os.makedirs(folder, exist_ok=True)
    for o in outcomes:
        with open(os.path.join(folder, f"{o.name}.jsonl"), "w", encoding="utf-8") as f:
            f.writelines(line + "\n" for line in o.lines)
    with open(os.path.join(folder, "summary.json"), "w", encoding="utf-8") as f:
        json.dump([{"function": o.name, "file": o.target.file, "error": o.error,
                    "seconds": round(o.seconds, 3), "summary": o.summary}
                   for o in outcomes], f, indent=1)


def table(outcomes: list[Outcome], wall: float) -> str:
    """The summary table: paths, branch arcs covered, stop reason and time per function."""
    rows = [("function", "paths", "arcs", "stopped", "time")]
    paths = covered = arcs = 0
    for o in outcomes:
        if o.error is not None:
            rows.append((o.name, "-", "-", "error: " + o.error.splitlines()[0][:60],
                         f"{o.seconds:.1f} s"))
            continue
        s = o.summary
        cov = s.get("coverage") or {}
        paths += s.get("paths", 0)
        covered += cov.get("covered", 0)
        arcs += cov.get("branches", 0)
        shown = f"{cov['covered']}/{cov['branches']}" if cov else "-"
        rows.append((o.name, str(s.get("paths", 0)), shown, s.get("stopped", ""),
                     f"{o.seconds:.1f} s"))
    rows.append((f"{len(outcomes)} functions", str(paths), f"{covered}/{arcs}", "",
                 f"{wall:.1f} s wall"))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
                     for r in rows)


__all__ = ["Outcome", "Target", "explore_all", "explore_one", "find_targets",
           "source_files", "table", "write_outputs"]
