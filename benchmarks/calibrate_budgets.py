"""Readings per CPU second under each sub-budget of the solver (docs/explanation/engine.md#budgets).

Runs each file in a child process with the deadline instrumented: every child deadline made
by ``sub``/``work``/``budget`` (or constructed in theory/) is tagged with the line that made
it; each reading (``check``/``expired``) counts for it and for every tagged deadline it
descends from, with the CPU time of its first and last reading.  Prints, per site, the
readings, CPU seconds, the overall and median rates, and how many budgets ran out; then,
per phase (the label a reading names, ``check(what, units)``), the units charged and the
CPU seconds of the stretches its readings end: microseconds per unit by phase, which
should be about the same everywhere (docs/explanation/engine.md#budgets).

    PYTHONPATH=src python benchmarks/calibrate_budgets.py OUT.jsonl FILE.smt2 ...
    python benchmarks/calibrate_budgets.py --report OUT.jsonl
"""

from __future__ import annotations

import collections
import json
import os
import statistics
import subprocess
import sys
import time

TIMEOUT = 10.0


def _child(path: str, timeout: float) -> None:
    import strsat.deadline as dl
    from strsat.cli import read_source
    from strsat.smtlib import Interpreter

    deadline_cls = dl.Deadline
    info: dict[int, list] = {}  # id -> [site, parent id, readings, cpu first, cpu last, limited]
    keep: list[object] = []
    clock = time.process_time

    def site(depth: int) -> str:
        frame = sys._getframe(depth)
        name = frame.f_code.co_filename
        return f"{name[name.find('strsat/') + 7:]}:{frame.f_lineno}"

    def tag(d: object, parent: object | None, where: str) -> None:
        info[id(d)] = [where, id(parent) if parent is not None and id(parent) in info else None,
                       0, clock(), clock(), True]
        keep.append(d)

    def wrap(name: str):
        original = getattr(deadline_cls, name)

        def made(self, *args):
            child = original(self, *args)
            if args and args[0] is not None or id(self) in info:
                tag(child, self, site(2))
            return child
        return made

    original_init = deadline_cls.__init__

    def init(self, seconds):
        original_init(self, seconds)
        caller = sys._getframe(1).f_code.co_filename
        if seconds is not None and "/theory/" in caller:
            tag(self, None, site(2))

    # per phase (the ``what`` of a reading): readings, units charged, CPU seconds of the
    # stretches that the phase's readings end (issue 40: units per CPU second by phase)
    phases: dict[str, list] = collections.defaultdict(lambda: [0, 0, 0.0])
    last = [clock()]

    def reading(name: str):
        original = getattr(deadline_cls, name)
        pos = 1 if name == "check" else 0

        def read(self, *args):
            key, now = id(self), clock()
            while key is not None and key in info:
                rec = info[key]
                rec[2] += 1
                rec[4] = now
                key = rec[1]
            what = args[0] if name == "check" and args else name
            units = args[pos] if len(args) > pos else 1
            row = phases[what]
            row[0] += 1
            row[1] += units
            row[2] += now - last[0]
            last[0] = now
            return original(self, *args)
        return read

    deadline_cls.__init__ = init
    for name in ("sub", "work", "budget"):
        if hasattr(deadline_cls, name):
            setattr(deadline_cls, name, wrap(name))
    for name in ("check", "expired"):
        setattr(deadline_cls, name, reading(name))
    out: list[str] = []
    started = time.monotonic()
    try:
        Interpreter(out.append, timeout=timeout).run_stream(read_source(path))
    except Exception as e:  # noqa: BLE001 - a measurement, not a solver run
        out.append(f"error {type(e).__name__}")
    sites: dict[str, list] = collections.defaultdict(lambda: [0, 0.0, 0])
    for where, _parent, readings, first, last, _ in info.values():
        s = sites[where]
        s[0] += readings
        s[1] += last - first
        s[2] += 1
    answers = [line for line in out if line in ("sat", "unsat", "unknown")]
    print(json.dumps({"file": path, "answers": answers, "wall": time.monotonic() - started,
                      "sites": sites, "phases": phases}))


def _report(paths: list[str]) -> None:
    agg: dict[str, dict] = collections.defaultdict(
        lambda: {"readings": 0, "cpu": 0.0, "budgets": 0, "rates": []})
    for path in paths:
        with open(path) as f:
            for line in f:
                rec = json.loads(line)
                for where, (readings, cpu, n) in rec.get("sites", {}).items():
                    a = agg[where]
                    a["readings"] += readings
                    a["cpu"] += cpu
                    a["budgets"] += n
                    if cpu > 0.05:
                        a["rates"].append(readings / cpu)
    for where, a in sorted(agg.items()):
        rate = a["readings"] / a["cpu"] if a["cpu"] else 0.0
        median = statistics.median(a["rates"]) if a["rates"] else 0.0
        print(f"{where:45} budgets {a['budgets']:6d} readings {a['readings']:10d} "
              f"cpu {a['cpu']:8.2f} rate {rate:9.0f}/s median {median:9.0f}/s "
              f"({len(a['rates'])} files over 0.05 s)")
    print("\nper phase (the reading's label): readings, units charged, CPU of the stretches "
          "its readings end, µs per unit")
    for what, (readings, units, cpu) in sorted(phase_totals(paths).items(),
                                               key=lambda kv: -kv[1][2]):
        if cpu < 0.05:
            continue
        per_unit = 1e6 * cpu / units if units else float("inf")
        print(f"{what:45} readings {readings:10d} units {units:10d} cpu {cpu:8.2f} "
              f"{per_unit:9.1f} µs/unit")


def phase_totals(paths: list[str]) -> dict[str, list]:
    """Readings, units and CPU seconds per phase label over the files of ``paths``."""
    out: dict[str, list] = collections.defaultdict(lambda: [0, 0, 0.0])
    for path in paths:
        with open(path) as f:
            for line in f:
                rec = json.loads(line)
                for what, row in rec.get("phases", {}).items():
                    for i in range(3):
                        out[what][i] += row[i]
    return out


def main(argv: list[str]) -> int:
    if argv[:1] == ["--child"]:
        _child(argv[1], float(argv[2]))
        os._exit(0)
    if argv[:1] == ["--report"]:
        _report(argv[1:])
        return 0
    if len(argv) < 2:
        print(__doc__)
        return 2
    with open(argv[0], "a") as out:
        for path in argv[1:]:
            try:
                proc = subprocess.run([sys.executable, __file__, "--child", path, str(TIMEOUT)],
                                      capture_output=True, text=True, timeout=3 * TIMEOUT)
                lines = proc.stdout.strip().splitlines()
                line = lines[-1] if lines else json.dumps({"file": path,
                                                            "error": proc.stderr[-300:]})
            except subprocess.TimeoutExpired:
                line = json.dumps({"file": path, "error": "killed"})
            out.write(line + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
