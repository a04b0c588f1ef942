"""The longest stretches of CPU time between two readings of a check's deadline
(issue 40, item 1): what bounds how late an answer can be, measured in CPU seconds,
which the machine's load changes far less than wall-clock lateness.

    python benchmarks/limits/reading_gaps.py [--limit 4 | --rlimit 300000]
        [--sizes 20000,1000000] [--families witness,power,...] [--top 3]

Each file of ``deadlines.py``'s families runs in a child process whose deadline
readings (``Deadline.check``, ``expired``, ``remaining``) are timed with
``time.process_time``; the child prints its longest gaps, with the two readings'
places, and the gap from its last reading to the end of the script (the answer's
printing and what the end of the check frees).  Bytecode is compiled (as
``deadlines.py`` without ``--cold``).  A diagnosis tool: the timing wrappers cost a
little per reading.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from deadlines import FAMILIES, environment, instances  # noqa: E402

CHILD = r'''
import os, sys, time
from strsat import deadline as D
C0 = time.process_time()
state = {"last": C0, "at": "start", "gaps": [], "n": 0}
def place():
    f = sys._getframe(3)
    return f"{os.path.basename(f.f_code.co_filename)}:{f.f_code.co_name}:{f.f_lineno}"
def note():
    t = time.process_time()
    state["n"] += 1
    here = place()
    state["gaps"].append((t - state["last"], state["at"], here))
    state["gaps"] = sorted(state["gaps"], reverse=True)[:TOP]
    state["last"], state["at"] = t, here
for name in ("check", "expired", "remaining"):
    inner = getattr(D.Deadline, name)
    def wrapped(self, *a, _inner=inner, **k):
        note()
        return _inner(self, *a, **k)
    setattr(D.Deadline, name, wrapped)
from strsat import cli
cli.main(sys.argv[1:], started=time.monotonic())
t = time.process_time()
end = t - state["last"]
print(f"readings {state['n']}  cpu {t - C0:.2f} s  last reading to the end {end:.3f} s")
for gap, a, b in state["gaps"]:
    print(f"  {gap:.3f} s  {a} -> {b}")
'''


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", default="4")
    ap.add_argument("--sizes", default="20000,1000000")
    ap.add_argument("--families", default=",".join(f for f in FAMILIES if f != "trivial"))
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--rlimit", default=None,
                    help="a work limit instead of --limit's seconds: the same work is done "
                         "(the same phases reached) under any load")
    args = ap.parse_args(argv)
    code = CHILD.replace("TOP", str(args.top))
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        env = environment(tmp, cold=False)
        for fam, n, path in instances(tmp, args.families, args.sizes):
            limit = ["--rlimit", args.rlimit] if args.rlimit else ["--timeout", args.limit]
            p = subprocess.run([sys.executable, "-c", code, str(path), *limit],
                               capture_output=True, text=True, env=env)
            lines = [ln for ln in p.stdout.splitlines()  # (not a model's lines)
                     if ln.startswith("readings") or ln.endswith(tuple("0123456789"))
                     and ln.startswith("  ") and " s  " in ln]
            print(f"{fam} n={n} {' '.join(limit)}: " + "\n".join(lines), flush=True)
            for ln in lines[1:]:
                worst = max(worst, float(ln.split()[0]))
            if lines:
                worst = max(worst, float(lines[0].rsplit(" ", 2)[1]))
    print(f"longest gap between two readings: {worst:.3f} CPU seconds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
