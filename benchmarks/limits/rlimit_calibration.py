"""What a work unit costs: CPU seconds per 1,000 units of ``--rlimit``, per family
(issue 40, item 4).

    python benchmarks/limits/rlimit_calibration.py [--rlimits 10000,100000,1000000]
        [--sizes 1000,5000,20000] [--families witness,power,...] [--corpus 40]
        [--files GLOB,GLOB --pick 3] [--seed 1] [--backstop 60] [--sites]
        [--out FILE.jsonl]

Runs each file in a child process (bytecode compiled, as ``deadlines.py``) with a work
limit of ``N`` units and a wall-clock backstop; the child times the script with
``time.process_time`` (imports excluded) and reads the units the check spent (the
``rlimit-count`` statistic).  A run's *rate* is its CPU milliseconds per 1,000 units,
so CPU seconds per 1,000 units x 1,000: when every family has about the same rate, a
limit of ``N`` units buys about the same CPU time whatever the input (the goal is a
spread within 10x).  Files: ``deadlines.py``'s families at each size (the
``trivial`` one is left out: it spends no units) and ``--corpus K`` files drawn
from ``shared/bench/corpus`` (seeded, one per family first).  A run that spends fewer
than ``--floor`` units (the answer came first) reports its rate but is left out of
the spread: its CPU time is mostly parsing and set-up, which no unit pays for.

``--sites`` also prints, per run, the stretches between two reading sites
(file:function, or one site to the next) that took the most CPU time, with the units
their readings charged (the units of a stretch are those of the reading that ends it).
The CPU figures depend on the machine and its load (printed with each row); the units
do not.
"""

from __future__ import annotations

import argparse
import csv
import glob
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from deadlines import ROOT, environment, instances  # noqa: E402

CHILD = r'''
import json, os, sys, time
from strsat import deadline as D
from strsat.smtlib import Interpreter
from strsat.cli import read_source
path, units, backstop, sites = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), sys.argv[4] == "1"
per_site = {}
if sites:
    clock = time.process_time
    last = [clock(), "start"]
    def note(units_read):
        f = sys._getframe(2)
        here = f"{os.path.basename(f.f_code.co_filename)}:{f.f_code.co_name}"
        now = clock()
        row = per_site.setdefault(f"{last[1]} -> {here}" if last[1] != here else here,
                                  [0.0, 0, 0])
        row[0] += now - last[0]
        row[1] += units_read
        row[2] += 1
        last[0], last[1] = now, here
    def wrap(name, pos):
        inner = getattr(D.Deadline, name)
        def wrapped(self, *a, **k):
            if self._counts:
                n = a[pos] if len(a) > pos else k.get("units", 1)
                note(n)
            return inner(self, *a, **k)
        setattr(D.Deadline, name, wrapped)
    wrap("check", 1)
    wrap("expired", 0)
    wrap("spend", 0)
out = []
made = []  # the check's work-limited deadline (for code without the rlimit-count statistic)
work_limited = Interpreter._work_limited
def keep(self, deadline):
    made.append(work_limited(self, deadline))
    return made[-1]
Interpreter._work_limited = keep
interp = Interpreter(out.append, timeout=backstop, rlimit=units)
source = read_source(path)
c0 = time.process_time()
interp.run_stream(source)
cpu = time.process_time() - c0
last = interp.last
stats = last.stats if last is not None else {}
print(json.dumps({"answer": out[0].split()[0] if out else "?",
                  "reason": getattr(last, "reason", None), "cpu": cpu,
                  "units": stats.get("rlimit-count", made[-1].spent if made else 0),
                  "sites": sorted(([k, *v] for k, v in per_site.items()),
                                  key=lambda r: -r[1])[:10]}))
'''


def corpus_sample(k: int, seed: int) -> list[tuple[str, Path]]:
    """``k`` corpus files, one per family in turn (families in a seeded order), single
    ``check-sat``, at most 20 kB."""
    root = ROOT.parent.parent / "shared" / "bench" / "corpus"
    manifest = root / "manifest.csv"
    if not manifest.exists() or k <= 0:
        return []
    by_family: dict[str, list[str]] = defaultdict(list)
    with manifest.open(newline="") as f:
        for row in csv.DictReader(f):
            if row["n_check_sat"] == "1" and int(row["bytes"]) <= 20000:
                by_family[row["family"]].append(row["path"])
    rng = random.Random(seed)
    families = sorted(by_family)
    rng.shuffle(families)
    picked: list[tuple[str, Path]] = []
    while len(picked) < k and families:
        for fam in list(families):
            if len(picked) >= k:
                break
            files = by_family[fam]
            if not files:
                families.remove(fam)
                continue
            picked.append((f"corpus:{fam}", root / files.pop(rng.randrange(len(files)))))
    return picked


def corpus_globs(globs: str, pick: int, seed: int) -> list[tuple[str, Path]]:
    """``pick`` files (seeded) matching each of the comma-separated ``globs`` under the
    corpus, named ``corpus:<glob>`` (to measure one family, such as the word equations
    the Nielsen procedure decides)."""
    root = ROOT.parent.parent / "shared" / "bench" / "corpus"
    picked: list[tuple[str, Path]] = []
    for pattern in filter(None, (g.strip() for g in globs.split(","))):
        # an absolute pattern names files outside the corpus (random formulas, say)
        found = (sorted(Path(p) for p in glob.glob(pattern)) if os.path.isabs(pattern)
                 else sorted(root.glob(pattern)))
        random.Random(seed).shuffle(found)
        picked += [(f"corpus:{pattern}", p) for p in found[:pick]]
    return picked


def run_child(path: Path, units: int, backstop: float, sites: bool,
              env: dict[str, str]) -> dict[str, object]:
    cmd = [sys.executable, "-c", CHILD, str(path), str(units), str(backstop),
           "1" if sites else "0"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env,
                           timeout=2 * backstop + 30)
    except subprocess.TimeoutExpired:
        return {"answer": "killed", "cpu": None, "units": 0, "sites": []}
    try:
        row: dict[str, object] = json.loads(p.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return {"answer": "crashed: " + p.stderr.strip()[-200:], "cpu": None, "units": 0,
                "sites": []}
    return row


def rate(row: dict[str, object]) -> float | None:
    """CPU milliseconds per 1,000 units (= CPU seconds per million)."""
    cpu, units = row["cpu"], row["units"]
    if not isinstance(cpu, float) or not isinstance(units, int) or units <= 0:
        return None
    return 1e6 * cpu / units


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rlimits", default="10000,100000,1000000")
    ap.add_argument("--sizes", default="1000,5000,20000")
    ap.add_argument("--families", default="witness,power,const,inter,lenbig,loopstar")
    ap.add_argument("--corpus", type=int, default=40, help="corpus files drawn")
    ap.add_argument("--files", default="",
                    help="also corpus files matching these globs (comma-separated, "
                         "relative to the corpus, e.g. 'woorpje/track01/*.smt2', or "
                         "absolute for other files)")
    ap.add_argument("--pick", type=int, default=3,
                    help="files drawn (seeded) from each glob of --files")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--backstop", type=float, default=60.0,
                    help="wall-clock seconds after which a run stops (reason timeout)")
    ap.add_argument("--floor", type=int, default=2000,
                    help="runs spending fewer units are left out of the spread")
    ap.add_argument("--sites", action="store_true")
    ap.add_argument("--out", default=None, help="also write one JSON line per run")
    ap.add_argument("--src", default=str(ROOT / "src"),
                    help="the strsat sources to run (another checkout's, to compare)")
    args = ap.parse_args(argv)
    rlimits = [int(v) for v in args.rlimits.split(",")]
    rates: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as tmp:
        env = environment(tmp, cold=False)
        env["PYTHONPATH"] = args.src
        files = [(fam, n, p) for fam, n, p in instances(tmp, args.families, args.sizes)]
        files += [(fam, 0, p) for fam, p in corpus_sample(args.corpus, args.seed)]
        files += [(fam, 0, p) for fam, p in corpus_globs(args.files, args.pick, args.seed)]
        for fam, n, path in files:
            for units in rlimits:
                row = run_child(path, units, args.backstop, args.sites, env)
                r = rate(row)
                load = round(os.getloadavg()[0], 2)
                name = path.name if fam.startswith("corpus") else f"n={n}"
                counted = r is not None and int(row["units"]) >= args.floor  # type: ignore[call-overload]
                if counted and r is not None:
                    rates[fam].append(r)
                cpu = row["cpu"]
                print(f"{fam[:28]:28} {name[:34]:34} N={units:<8} {str(row['answer'])[:8]:8} "
                      f"units {row['units']:>8}  cpu "
                      f"{cpu if cpu is None else round(float(cpu), 3)!s:>7}  "  # type: ignore[arg-type]
                      f"ms/1000u {'-' if r is None else f'{r:8.1f}'}"
                      f"{'' if counted else ' (few units)'}  load {load}", flush=True)
                for site, cpu_s, u, k in row.get("sites", []):  # type: ignore[attr-defined]
                    print(f"      {site:70} readings {k:>8} units {u:>9} cpu {cpu_s:7.3f} "
                          f"ms/1000u {1e6 * cpu_s / max(u, 1):9.1f}")
                if args.out:
                    with open(args.out, "a", encoding="utf-8") as f:
                        f.write(json.dumps({"family": fam, "n": n, "file": name,
                                            "rlimit": units, "load": load, **row}) + "\n")
    print("\nper family: median CPU ms per 1,000 units (runs with >= floor units)")
    medians = {}
    for fam, rs in sorted(rates.items()):
        medians[fam] = statistics.median(rs)
        print(f"  {fam[:40]:40} runs {len(rs):3}  median {medians[fam]:9.1f}  "
              f"min {min(rs):9.1f}  max {max(rs):9.1f}")
    if medians:
        lo, hi = min(medians.values()), max(medians.values())
        every = [r for rs in rates.values() for r in rs]
        print(f"spread of the family medians: {hi / lo:.1f}x ({lo:.1f} .. {hi:.1f}); "
              f"of all runs: {max(every) / min(every):.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
