"""Does a work limit give the same answers at any speed?  (issue 40, item 4)

    python benchmarks/limits/rlimit_repro.py [FILE_OR_DIR ...] [--sample 80 --seed 4040]
        [--rlimits 2000,20000,200000] [--z3-rlimits 600000,6000000,60000000]
        [--clocks 3] [--busy 0] [--nice 0] [--kill 120] [--out FILE.jsonl]

Runs each ``.smt2`` file (folders are read for them; ``--sample N`` adds ``N`` files of
``/work/shared/bench/corpus``, ``random.Random(SEED).sample`` of its sorted paths) at each
work limit of ``--rlimits`` with ``strsat FILE --rlimit N --stats``, at two speeds: once
as the machine is, then slowed down artificially: strsat with every clock of its
``time`` module running ``--clocks`` times fast (what a machine that many times slower
shows its deadlines; no CPU is burnt), beside ``--busy`` processes that only spin and
under ``nice -n NICE``.  The same for ``z3 rlimit=M -st`` at each limit of
``--z3-rlimits`` (z3's resource limit; its second run only beside the busy processes and
under ``nice``: z3's clocks cannot be sped up from outside).  It compares the answer, the
reason of an ``unknown`` and the work units spent (``:rlimit-count``), prints each run
whose two speeds differ and, per solver and limit, the count of files whose answers and
whose units were equal, with the CPU seconds of both speeds.  Bytecode is compiled
first (as ``deadlines.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from deadlines import ROOT, busy, environment, given_files  # noqa: E402

UNITS = re.compile(r":rlimit-count\s+(\d+)")
REASON = re.compile(r':reason-unknown\s+"([^"]*)"')
CORPUS = ROOT.parent.parent / "shared" / "bench" / "corpus"

#: strsat's command line run with every clock of ``time`` ``sys.argv[1]`` times fast.
_FAST_CLOCKS = """
import runpy, sys, time
factor = float(sys.argv.pop(1))
def fast(real):
    origin = real()
    return lambda: origin + factor * (real() - origin)
for name in ("monotonic", "perf_counter", "process_time", "time"):
    setattr(time, name, fast(getattr(time, name)))
sys.argv[0] = "strsat"
runpy.run_module("strsat", run_name="__main__")
"""

Result = tuple[str, int | None, str, float]


def run(cmd: list[str], env: dict[str, str], timeout: float) -> Result:
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


def corpus_sample(n: int, seed: int) -> list[Path]:
    """``random.Random(seed).sample`` of ``n`` of the corpus's sorted ``.smt2`` paths."""
    if n <= 0 or not CORPUS.is_dir():
        return []
    paths = sorted(CORPUS.rglob("*.smt2"))
    return random.Random(seed).sample(paths, min(n, len(paths)))


def commands(args: argparse.Namespace) -> list[tuple[str, int, list[str], list[str]]]:
    """(solver, limit, command at the machine's speed, command slowed down) per limit;
    the file's path is appended to each command."""
    out = []
    for n in _ints(args.rlimits):
        tail = ["--rlimit", str(n), "--stats"]
        out.append(("strsat", n, [sys.executable, "-m", "strsat", *tail],
                    [sys.executable, "-c", _FAST_CLOCKS, str(args.clocks), *tail]))
    for m in _ints(args.z3_rlimits):
        z3 = ["z3", f"rlimit={m}", "-st"]
        out.append(("z3", m, z3, z3))
    return out


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x.strip()]


def measure(files: list[Path], args: argparse.Namespace, env: dict[str, str]
            ) -> tuple[list[dict[tuple[str, int, str], Result]], list[tuple[float, float, float]]]:
    """Both passes over every file and command: the results and (load at the start,
    load at the end, wall seconds) of each pass."""
    passes: list[dict[tuple[str, int, str], Result]] = []
    loads: list[tuple[float, float, float]] = []
    for slow in (False, True):
        hogs = busy(args.busy if slow else 0)
        niced = ["nice", "-n", str(args.nice)] if slow and args.nice else []
        try:
            results = {}
            start_load, t0 = os.getloadavg()[0], time.monotonic()
            for f in files:
                for name, limit, plain, slowed in commands(args):
                    cmd = niced + (slowed if slow else plain) + [str(f)]
                    results[(name, limit, str(f))] = run(cmd, env, args.kill)
            loads.append((start_load, os.getloadavg()[0], time.monotonic() - t0))
            passes.append(results)
        finally:
            for h in hogs:
                h.kill()
    return passes, loads


def report(files: list[Path], args: argparse.Namespace,
           passes: list[dict[tuple[str, int, str], Result]],
           loads: list[tuple[float, float, float]]) -> None:
    """Print the runs whose two speeds differ and the counts per solver and limit."""
    for name, limit, _, _ in commands(args):
        same_answer = same_units = 0
        cpu = [0.0, 0.0]
        for f in files:
            a, b = passes[0][(name, limit, str(f))], passes[1][(name, limit, str(f))]
            cpu[0] += a[3]
            cpu[1] += b[3]
            if a[0] == b[0] and a[2] == b[2]:
                same_answer += 1
            else:
                print(f"{name} {limit} {f.name}: {a[0]} {a[2]!r} / {b[0]} {b[2]!r}")
            if a[1] == b[1]:
                same_units += 1
            else:
                print(f"{name} {limit} {f.name}: units {a[1]} / {b[1]}")
            if args.out:
                with open(args.out, "a", encoding="utf-8") as out:
                    out.write(json.dumps({"solver": name, "limit": limit, "file": str(f),
                                          "first": a, "second": b}) + "\n")
        print(f"{name} at {limit}: {len(files)} files, same answer {same_answer}, same units "
              f"{same_units}; CPU s {cpu[0]:.1f} / {cpu[1]:.1f}")
    print(f"pass 1: load {loads[0][0]:.1f}-{loads[0][1]:.1f}, wall {loads[0][2]:.0f} s; "
          f"pass 2 (clocks x{args.clocks}, {args.busy} busy, nice {args.nice}): load "
          f"{loads[1][0]:.1f}-{loads[1][1]:.1f}, wall {loads[1][2]:.0f} s")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--sample", type=int, default=0, help="corpus files drawn")
    ap.add_argument("--seed", type=int, default=4040)
    ap.add_argument("--rlimits", default="20000", help="strsat's work limits (commas)")
    ap.add_argument("--z3-rlimits", default="", help="z3's rlimits (commas)")
    ap.add_argument("--clocks", type=float, default=3.0,
                    help="strsat's clocks run this many times fast in the second pass")
    ap.add_argument("--busy", type=int, default=0)
    ap.add_argument("--nice", type=int, default=0,
                    help="the second pass runs under nice -n NICE")
    ap.add_argument("--out", default=None)
    ap.add_argument("--kill", type=float, default=120.0,
                    help="wall seconds after which a run is killed")
    args = ap.parse_args(argv)
    files = [f for _, _, f in given_files(args.paths)] + corpus_sample(args.sample, args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        env = environment(tmp, cold=False)
        passes, loads = measure(files, args, env)
    report(files, args, passes, loads)
    return 0


if __name__ == "__main__":
    sys.exit(main())
