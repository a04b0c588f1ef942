"""strsat's limits beside z3's on the same files, in one run (issue 40, goals).

    python benchmarks/limits/beside_z3.py [--sizes 20000,1000000] [--timeout 1]
        [--memory 200] [--rlimit 200000] [--z3-rlimit 2000000] [--backstop 20]
        [--families witness,...] [--limits time,memory,work] [--out FILE.jsonl]

For each file of ``deadlines.py``'s families (written into a temporary folder), three
pairs of runs, each row with the answer, the wall-clock and CPU seconds and the peak
resident memory of the child (``ru_maxrss``):

* **time**: ``strsat FILE --timeout T`` beside ``z3 -T:T`` (z3's is a whole-process
  limit: a timer started with the process prints ``timeout`` and exits; strsat's
  limits each ``check-sat``, the first counted from the process start);
* **memory**: ``strsat FILE --memory MB`` beside ``z3 -memory:MB`` (z3 counts its own
  allocations; strsat samples its resident size at deadline readings);
* **work**: ``strsat FILE --rlimit N`` beside ``z3 rlimit=M`` (each in its own units),
  each run twice, the second time beside two busy processes: the answers must agree.

Runs use compiled bytecode (as ``deadlines.py`` without ``--cold``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from deadlines import FAMILIES, busy, environment, instances  # noqa: E402


def run(cmd: list[str], env: dict[str, str], kill_after: float) -> dict[str, object]:
    """The first output line, wall and CPU seconds and peak RSS (MiB) of one run (its
    own resource usage, from ``wait4``); killed after ``kill_after`` seconds."""
    with tempfile.TemporaryFile() as out:
        t0 = time.monotonic()
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
        timer = threading.Timer(kill_after, p.kill)
        timer.start()
        _, status, ru = os.wait4(p.pid, 0)
        timer.cancel()
        p.returncode = status  # reaped here, not by Popen
        took = time.monotonic() - t0
        out.seek(0)
        lines = out.read().decode(errors="replace").strip().splitlines()
    answer = lines[0][:40] if lines else "?"
    return {"answer": answer, "seconds": round(took, 3),
            "cpu": round(ru.ru_utime + ru.ru_stime, 3), "rss_mib": round(ru.ru_maxrss / 1024, 1)}


def pairs(path: Path, args: argparse.Namespace) -> list[tuple[str, str, list[str]]]:
    """(limit, solver, command) of the runs on one file (the memory runs also have a time
    limit, ``--backstop`` seconds, so that a run that never reaches its limit ends; the
    work runs have none, so that the answer cannot depend on the machine's speed)."""
    backstop = str(args.backstop)
    ours = [sys.executable, "-m", "strsat", str(path)]
    return [
        ("time", "strsat", [*ours, "--timeout", str(args.timeout)]),
        ("time", "z3", ["z3", f"-T:{args.timeout}", str(path)]),
        ("memory", "strsat", [*ours, "--memory", str(args.memory), "--timeout", backstop]),
        ("memory", "z3", ["z3", f"-memory:{args.memory}", f"-T:{backstop}", str(path)]),
        ("work", "strsat", [*ours, "--rlimit", str(args.rlimit)]),
        ("work", "z3", ["z3", f"rlimit={args.z3_rlimit}", str(path)]),
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="20000,1000000")
    ap.add_argument("--families", default=",".join(FAMILIES))
    ap.add_argument("--timeout", type=int, default=1, help="seconds (z3's -T is whole)")
    ap.add_argument("--memory", type=int, default=200, help="MB")
    ap.add_argument("--rlimit", type=int, default=200_000, help="strsat's work units")
    ap.add_argument("--z3-rlimit", type=int, default=2_000_000, help="z3's rlimit units")
    ap.add_argument("--limits", default="time,memory,work")
    ap.add_argument("--backstop", type=int, default=20,
                    help="seconds: the time limit of the memory and work runs")
    ap.add_argument("--out", default=None, help="also write one JSON line per run")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = environment(tmp, cold=False)
        for fam, n, path in instances(tmp, args.families, args.sizes):
            for limit, solver, cmd in pairs(path, args):
                if limit not in args.limits.split(","):
                    continue
                row = {"family": fam, "n": n, "limit": limit, "solver": solver,
                       **run(cmd, env, 300)}
                if limit == "work":  # the same answer beside two busy processes
                    hogs = busy(2)
                    try:
                        row["loaded_answer"] = run(cmd, env, 600)["answer"]
                    finally:
                        for h in hogs:
                            h.kill()
                row["load"] = round(os.getloadavg()[0], 2)
                print(f"{fam:9} n={n:<8} {limit:6} {solver:6} {row['answer']:9} "
                      f"{row['seconds']:6.2f} s  cpu {row['cpu']:5.2f}  "
                      f"RSS {row['rss_mib']:6.1f} MiB"
                      + (f"  loaded: {row['loaded_answer']}" if "loaded_answer" in row
                         else "") + f"  load {row['load']}", flush=True)
                if args.out:
                    with open(args.out, "a", encoding="utf-8") as f:
                        f.write(json.dumps(row) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
