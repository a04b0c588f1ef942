"""The longest stretches of CPU time between two readings of a check's deadline
(issue 40, item 1): what bounds how late an answer can be, measured in CPU seconds,
which the machine's load changes far less than wall-clock lateness.

    python benchmarks/limits/reading_gaps.py [--limit 4 | --rlimit 300000]
        [--sizes 20000,1000000] [--families witness,power,...] [--top 3]
        [--files DIR_OR_FILE ...] [--over SECONDS]

Each file of ``deadlines.py``'s families (and of ``--files``: ``.smt2`` files, folders
read for them; ``--families ""`` runs only them) runs in a child process whose deadline
readings (``Deadline.check``, ``expired``, ``remaining``) are timed with
``time.process_time``; the child prints its longest gaps, with the two readings'
places, the gap from its last reading to the end of the script (the answer's printing
and what the end of the check frees), and the garbage collector's full collections and
longest pause (under the ``strsat`` program's thresholds, ``cli.GC_THRESHOLDS``).
``--over S`` prints only the files with a gap longer than ``S`` CPU seconds; ``--where S``
samples the stack every 0.01 CPU seconds while the last reading is older than ``S`` and
prints the commonest places (the strsat frames, innermost first).  Bytecode
is compiled (as ``deadlines.py`` without ``--cold``).  A diagnosis tool: the timing
wrappers cost a little per reading.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from deadlines import FAMILIES, environment, given_files, instances  # noqa: E402

CHILD = r'''
import gc, os, sys, time
from strsat import deadline as D
from strsat import cli
gc.set_threshold(*cli.GC_THRESHOLDS)  # as the strsat program
pauses = {"at": 0.0, "longest": (0.0, -1), "full": 0}
def collector(phase, info):
    if phase == "start":
        pauses["at"] = time.process_time()
        return
    took = time.process_time() - pauses["at"]
    pauses["full"] += info["generation"] == 2
    pauses["longest"] = max(pauses["longest"], (took, info["generation"]))
gc.callbacks.append(collector)
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
WHERE = WHERE_S
stale = {}
if WHERE:
    import collections, signal
    stale = collections.Counter()
    def sample(signum, frame):
        if time.process_time() - state["last"] < WHERE:
            return
        rows = []
        while frame is not None and len(rows) < 4:
            name = frame.f_code.co_filename
            if "strsat" in name:
                rows.append(f"{os.path.basename(name)}:{frame.f_code.co_name}:{frame.f_lineno}")
            frame = frame.f_back
        stale[" <- ".join(rows)] += 1
    signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, 0.01, 0.01)
cli.main(sys.argv[1:], started=time.monotonic())
if WHERE:
    signal.setitimer(signal.ITIMER_PROF, 0, 0)
t = time.process_time()
end = t - state["last"]
print(f"readings {state['n']}  cpu {t - C0:.2f} s  last reading to the end {end:.3f} s")
took, gen = pauses["longest"]
print(f"  collector: {pauses['full']} full collections, the longest pause {took:.3f} s "
      f"(generation {gen})")
for gap, a, b in state["gaps"]:
    print(f"  {gap:.3f} s  {a} -> {b}")
for stack, k in stale.most_common(TOP):
    print(f"  stale {k} samples: {stack}")
'''


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", default="4")
    ap.add_argument("--sizes", default="20000,1000000")
    ap.add_argument("--families", default=",".join(f for f in FAMILIES if f != "trivial"))
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--files", nargs="*", default=[],
                    help="also run these .smt2 files (folders: every .smt2 file in them)")
    ap.add_argument("--where", type=float, default=0.0,
                    help="sample the stack every 0.01 CPU s when the last reading is older "
                         "than this many CPU seconds, and print the commonest places")
    ap.add_argument("--over", type=float, default=0.0,
                    help="print only the files with a gap longer than this (CPU seconds)")
    ap.add_argument("--rlimit", default=None,
                    help="a work limit instead of --limit's seconds: the same work is done "
                         "(the same phases reached) under any load")
    args = ap.parse_args(argv)
    code = CHILD.replace("TOP", str(args.top)).replace("WHERE_S", str(args.where))
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        env = environment(tmp, cold=False)
        todo = [*instances(tmp, args.families, args.sizes), *given_files(args.files)]
        for fam, n, path in todo:
            limit = ["--rlimit", args.rlimit] if args.rlimit else ["--timeout", args.limit]
            p = subprocess.run([sys.executable, "-c", code, str(path), *limit],
                               capture_output=True, text=True, env=env)
            lines = [ln for ln in p.stdout.splitlines()  # (not a model's lines)
                     if ln.startswith(("readings", "  collector", "  stale"))
                     or ln.endswith(tuple("0123456789"))
                     and ln.startswith("  ") and " s  " in ln]
            longest = max([float(ln.split()[0]) for ln in lines[1:]
                           if not ln.startswith(("  collector", "  stale"))]
                          + [float(lines[0].rsplit(" ", 2)[1])] if lines else [0.0])
            worst = max(worst, longest)
            if longest >= args.over or not lines:
                print(f"{fam} n={n} {' '.join(limit)}: "
                      + ("\n".join(lines) or p.stderr.strip()[-200:]), flush=True)
    print(f"longest gap between two readings: {worst:.3f} CPU seconds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
