"""CPU and work units charged inside the loop's share (``LoopShare.decide``), per file.

    PYTHONPATH=src python benchmarks/startup/loop_share_units.py FIRST_STEPS|base FILE ...

``FIRST_STEPS`` sets the Nielsen graph's first share in steps (``base``: keep
``FIRST_WORK``).  Prints one JSON line per file: the answers, the file's CPU seconds, the
share's CPU seconds and the units its readings charged, and µs per unit (issue 40: a unit
should buy about the same CPU time in every phase; benchmarks/startup/2026-12-04-units4.md).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import strsat.deadline as dl
import strsat.engine.procedures as procedures
import strsat.engine.procedures.nielsen as nielsen
from strsat.smtlib import Interpreter

_state: dict[str, Any] = {"on": False, "units": 0}


def _counting(name: str) -> None:
    original = getattr(dl.Deadline, name)

    def read(self: dl.Deadline, *args: Any) -> Any:
        if _state["on"]:
            pos = 1 if name == "check" else 0
            _state["units"] += args[pos] if len(args) > pos else 1
        return original(self, *args)

    setattr(dl.Deadline, name, read)


def _timed_share() -> None:
    original = procedures.LoopShare.decide

    def decide(self: procedures.LoopShare, problem: Any, deadline: dl.Deadline) -> Any:
        _state["on"] = True
        start = time.process_time()
        try:
            return original(self, problem, deadline)
        finally:
            _state["on"] = False
            _state["cpu"] = time.process_time() - start

    procedures.LoopShare.decide = decide  # type: ignore[method-assign]


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    if argv[0] != "base":
        nielsen.FIRST_WORK = int(argv[0]) // nielsen.STEPS_PER_UNIT
    for name in ("check", "expired"):
        _counting(name)
    _timed_share()
    for path in argv[1:]:
        _state.update(units=0, cpu=0.0)
        out: list[str] = []
        start = time.process_time()
        with open(path) as f:
            Interpreter(out.append, timeout=10.0).run_stream(f.read())
        units, cpu = _state["units"], _state["cpu"]
        print(json.dumps({
            "f": path.split("/")[-1],
            "out": [o for o in out if o in ("sat", "unsat", "unknown")],
            "cpu": round(time.process_time() - start, 3),
            "share_cpu": round(cpu, 3), "share_units": units,
            "us_per_unit": round(1e6 * cpu / units, 1) if units else None}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
