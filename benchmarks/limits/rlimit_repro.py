"""Does a work limit give the same answers under any load?  (issue 40, item 4)

    python benchmarks/limits/rlimit_repro.py FILE_OR_DIR ... [--rlimit 20000]
        [--z3-rlimit 2000000] [--busy 4] [--nice 19] [--kill 120] [--out FILE.jsonl]

Runs each ``.smt2`` file (folders are read for them) twice with ``strsat FILE --rlimit N
--stats``: once as the machine is, then beside ``--busy`` more processes that only spin
and under ``nice -n NICE`` (a smaller share of a core).  It compares the answer, the
reason of an ``unknown`` and the work units spent (``:rlimit-count``).  With
``--z3-rlimit M`` it does the same for ``z3 rlimit=M -st`` (z3's resource limit).  Prints
each file whose two runs differ and, per solver, the count of files whose answers (and
units) were equal; the CPU seconds of both passes and the load show how different the
two speeds were.  Bytecode is compiled first (as ``deadlines.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from deadlines import busy, environment, given_files  # noqa: E402

UNITS = re.compile(r":rlimit-count\s+(\d+)")
REASON = re.compile(r':reason-unknown\s+"([^"]*)"')


def run(cmd: list[str], env: dict[str, str], timeout: float
        ) -> tuple[str, int | None, str, float]:
    """The answer, the units counted, the reason of an ``unknown`` and the CPU seconds
    (a run is killed after ``timeout`` wall seconds: z3's resource limit does not bound
    every phase)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"killed after {timeout} s", None, "", timeout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    lines = p.stdout.strip().splitlines()
    answer = lines[0] if lines else (p.stderr.strip()[-60:] or "?")
    units = UNITS.search(p.stdout)
    reason = REASON.search(p.stdout)
    return answer, int(units.group(1)) if units else None, reason.group(1) if reason else "", cpu


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--rlimit", type=int, default=20_000)
    ap.add_argument("--z3-rlimit", type=int, default=0)
    ap.add_argument("--busy", type=int, default=4)
    ap.add_argument("--nice", type=int, default=0,
                    help="the second pass runs under nice -n NICE")
    ap.add_argument("--out", default=None)
    ap.add_argument("--kill", type=float, default=120.0,
                    help="wall seconds after which a run is killed")
    args = ap.parse_args(argv)
    files = [f for _, _, f in given_files(args.paths)]
    solvers = {"strsat": lambda f: [sys.executable, "-m", "strsat", str(f), "--rlimit",
                                    str(args.rlimit), "--stats"]}
    if args.z3_rlimit:
        solvers["z3"] = lambda f: ["z3", f"rlimit={args.z3_rlimit}", "-st", str(f)]
    passes: list[dict[tuple[str, str], tuple[str, int | None, str, float]]] = []
    loads: list[tuple[float, float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        env = environment(tmp, cold=False)
        for extra in (None, args.busy):
            hogs = busy(extra or 0)
            try:
                results = {}
                start_load, t0 = os.getloadavg()[0], time.monotonic()
                for f in files:
                    for name, cmd in solvers.items():
                        niced = ["nice", "-n", str(args.nice)] if extra is not None else []
                        results[(name, str(f))] = run(niced + cmd(f), env, args.kill)
                loads.append((start_load, os.getloadavg()[0], time.monotonic() - t0))
                passes.append(results)
            finally:
                for h in hogs:
                    h.kill()
    for name in solvers:
        same_answer = same_units = 0
        cpu = [0.0, 0.0]
        for f in files:
            a, b = passes[0][(name, str(f))], passes[1][(name, str(f))]
            cpu[0] += a[3]
            cpu[1] += b[3]
            if a[0] == b[0] and a[2] == b[2]:
                same_answer += 1
            else:
                print(f"{name} {f.name}: {a[0]} {a[2]!r} / {b[0]} {b[2]!r}")
            if a[1] == b[1]:
                same_units += 1
            if args.out:
                with open(args.out, "a", encoding="utf-8") as out:
                    out.write(json.dumps({"solver": name, "file": str(f), "first": a,
                                          "second": b}) + "\n")
        print(f"{name}: {len(files)} files, same answer {same_answer}, same units "
              f"{same_units}; CPU s {cpu[0]:.1f} / {cpu[1]:.1f}; load {loads[0][0]:.1f}-"
              f"{loads[0][1]:.1f}, wall {loads[0][2]:.0f} s (both solvers), then beside "
              f"{args.busy} busy processes, nice {args.nice}: wall {loads[1][2]:.0f} s, load "
              f"{loads[1][0]:.1f}-{loads[1][1]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
