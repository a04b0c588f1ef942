"""Brief "harden38" (issue 38): where an exploration runs past its ``timeout``.  Not a test.

    PYTHONPATH=$PWD/src:$PWD/benchmarks/explore python benchmarks/explore/overshoot.py 4 \\
        benchmarks/explore/survey7.py [FILE.py:F1,F2 ...] > overshoot.jsonl

One JSON line per function: the call's wall seconds and how far past the timeout
(``over``), the largest amount by which one solver check outlasted the backstop it was
given (``check_over``), the coverage pass's seconds (``cov``), the paths, why it stopped,
and the load (first figure of ``/proc/loadavg``) beside them.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import sys
import time
from typing import Any

import strsat.explore.measure as measure
import strsat.explore.solving as solving
from strsat.explore import explore_file

_worst = {"check": 0.0, "cov": 0.0}
_check = solving.PrefixSolver.check
_coverage = measure.branch_coverage


def _timed_check(self: solving.PrefixSolver, prefix: Any, last: Any, variables: Any,
                 timeout: float, work: int | None = None) -> solving.Answer:
    started = time.monotonic()
    answer = _check(self, prefix, last, variables, timeout, work)
    _worst["check"] = max(_worst["check"], time.monotonic() - started - timeout)
    return answer


def _timed_coverage(*args: Any, **kwargs: Any) -> Any:
    started = time.monotonic()
    try:
        return _coverage(*args, **kwargs)
    finally:
        _worst["cov"] = time.monotonic() - started


def main(argv: list[str]) -> None:
    solving.PrefixSolver.check = _timed_check  # type: ignore[method-assign]
    measure.branch_coverage = _timed_coverage
    timeout = float(argv[0])
    for target in argv[1:]:
        file, _, names = target.partition(":")
        spec = importlib.util.spec_from_file_location("target", file)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        functions = names.split(",") if names else [
            n for n, f in vars(module).items()
            if inspect.isfunction(f) and f.__module__ == "target"]
        for name in functions:
            _worst.update(check=0.0, cov=0.0)
            started = time.monotonic()
            try:
                s = explore_file(file, name, timeout=timeout, started=started).summary
            except Exception as exc:  # noqa: BLE001 - a function explore refuses
                print(json.dumps({"f": name, "error": f"{type(exc).__name__}: {exc}"[:200]}))
                continue
            wall = time.monotonic() - started
            with open("/proc/loadavg", encoding="ascii") as f:
                load = f.read().split()[0]
            print(json.dumps({"f": f"{file.rsplit('/', 1)[-1]}:{name}", "wall": round(wall, 2),
                              "over": round(wall - timeout, 2),
                              "check_over": round(_worst["check"], 2),
                              "cov": round(_worst["cov"], 2), "paths": s.paths,
                              "stopped": s.stopped, "load": load}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
