"""How far past a time limit does strsat answer?  (issue 40, item 1)

    python benchmarks/limits/deadlines.py [--limits 0.1,1,4,10] [--sizes 1000,20000,1000000]
        [--families witness,power,...] [--files DIR_OR_FILE ...] [--z3] [--load N] [--cold]
        [--split] [--out FILE.jsonl]

Writes a family of inputs with large constants and loop bounds into a temporary
folder (nothing into the repository), runs ``python -m strsat FILE --timeout L`` on
each (from this checkout's ``src``) at each limit, and prints, per run, the answer,
the wall-clock seconds from the spawn to the exit, how far past the limit that is,
and the CPU seconds the run used (a figure the machine's load changes less).  A run is
*late* when it took longer than ``1.1 * L + 0.1`` (the issue's goal).
``--z3`` runs ``z3 -T:L`` beside it (z3's ``-T`` is a whole-process limit in whole
seconds, so its row uses ``ceil(L)``).  The runs use compiled bytecode, as an installed
strsat does (kept under the temporary folder with ``PYTHONPYCACHEPREFIX``: every module
of ``src`` compiled first, then warm-up runs); ``--cold`` keeps the environment's
``PYTHONDONTWRITEBYTECODE``, with which every module is compiled from source on every
run, inside the first check too.
``--files`` runs existing ``.smt2`` files as well (folders are read for them, e.g. the
long-witness files of ``benchmarks/long/generate.py --families witnesses``; the row's
family is the folder's name, its size the file's name); ``--families ""`` runs only them.
``--load N`` keeps N busy processes running during the measurement (the issue asks for
load 4; on a shared machine prefer the load that is there, which the summary prints).
``--split`` runs strsat with ``--stats`` and splits each run's seconds by phase: *in
check* (the engine's ``:time.check``) and *outside* (the rest: the interpreter's start-up
and imports, parsing, printing and the exit); a late run is late *in check* when its
check alone took longer than ``1.1 * L``, else *at start-up or exit*; the summary counts
both and gives the worst of each part.

Families (``n`` is the size):

* ``witness``: the issue's long-witness file ``x ∈ (ab)*·c·(a|b){n}``, no ``bb``,
  ``|x| > 2n`` (sat, with a witness longer than ``2n``; was answered after 17-18 s at
  n = 20,000 whatever the limit);
* ``power``: ``x ∈ ((_ re.^ n) (ab|ba))`` and ``x`` contains ``aa`` and ``bb``;
* ``const``: a string constant of ``n`` characters in a word equation
  ``x·"b" = "a…a"·y`` with ``|y| = 1`` and ``x`` not all ``a`` (unsat);
* ``inter``: ``x ∈ [a-c]{n} ∩ ¬(Σ*·ca·Σ*)`` and ``x`` ends with ``ac`` (sat: a model of
  ``n`` characters, so validation and printing of a long model count);
* ``lenbig``: ``|x| = n``, ``x`` contains ``"abc"`` and is a prefix of ``y``, ``|y| = n + 1``
  (sat, long models);
* ``trivial``: ``x = "a"`` (start-up and the ground check only);
* ``loopstar``: ``x ∈ ((_ re.loop n n) (a|bc))*`` and ``|x| = 3n + 1`` (a large counted
  loop under a star).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
HEAD = "(set-logic QF_SLIA)\n(declare-const x String)\n(declare-const y String)\n"


def witness(n: int) -> str:
    return HEAD + (
        '(assert (str.in_re x (re.++ (re.* (str.to_re "ab")) (str.to_re "c") '
        f'((_ re.loop {n} {n}) (re.union (str.to_re "a") (str.to_re "b"))))))\n'
        '(assert (not (str.contains x "bb")))\n'
        f"(assert (> (str.len x) {2 * n}))\n(check-sat)\n")


def power(n: int) -> str:
    return HEAD + (
        f'(assert (str.in_re x ((_ re.^ {n}) (re.union (str.to_re "ab") (str.to_re "ba")))))\n'
        '(assert (str.contains x "aa"))\n(assert (str.contains x "bb"))\n(check-sat)\n')


def const(n: int) -> str:
    return HEAD + (
        f'(assert (= (str.++ x "b") (str.++ "{"a" * n}" y)))\n'
        "(assert (= (str.len y) 1))\n"
        '(assert (not (str.in_re x (re.* (str.to_re "a")))))\n(check-sat)\n')


def inter(n: int) -> str:
    return HEAD + (
        f'(assert (str.in_re x (re.inter ((_ re.loop {n} {n}) (re.range "a" "c")) '
        '(re.comp (re.++ re.all (str.to_re "ca") re.all)))))\n'
        '(assert (str.suffixof "ac" x))\n(check-sat)\n(get-model)\n')


def lenbig(n: int) -> str:
    return HEAD + (
        f"(assert (= (str.len x) {n}))\n(assert (str.contains x \"abc\"))\n"
        f"(assert (str.prefixof x y))\n(assert (= (str.len y) {n + 1}))\n"
        "(check-sat)\n(get-model)\n")


def loopstar(n: int) -> str:
    return HEAD + (
        f'(assert (str.in_re x (re.* ((_ re.loop {n} {n}) (re.union (str.to_re "a") '
        '(str.to_re "bc"))))))\n'
        f"(assert (= (str.len x) {3 * n + 1}))\n(check-sat)\n")


def trivial(n: int) -> str:
    """A file decided at once (``n`` is unused): start-up is all there is to it."""
    return HEAD + '(assert (= x "a"))\n(check-sat)\n'


FAMILIES = {f.__name__: f for f in (witness, power, const, inter, lenbig, loopstar, trivial)}


def run(cmd: list[str], limit: float, env: dict[str, str]) -> tuple[str, float, float]:
    """The first answer line, the wall-clock seconds from spawn to exit and the CPU
    seconds the run used (a run is killed at 10 x the limit + 30 s, and then reads
    ``killed``)."""
    out, took, cpu, _ = run_split(cmd, limit, env)
    return out, took, cpu


_CHECK_SECONDS = re.compile(r":time\.check\s+([\d.]+)")


def run_split(cmd: list[str], limit: float, env: dict[str, str]
              ) -> tuple[str, float, float, float | None]:
    """:func:`run`, and the seconds of the check (``:time.check`` of ``--stats``; 0 when
    the statistics have none, None without statistics)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    check = None
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env,
                           timeout=10 * limit + 30)
        out = (p.stdout.strip().splitlines() or [p.stderr.strip()[-80:] or "?"])[0]
        found = _CHECK_SECONDS.search(p.stdout)
        # statistics without a check's time: the limit passed before the check began
        check = float(found.group(1)) if found else 0.0 if ":stats" in p.stdout else None
    except subprocess.TimeoutExpired:
        out = "killed"
    took = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return out, took, cpu, check


def environment(tmp: str, cold: bool) -> dict[str, str]:
    """The runs' environment: this checkout's ``src``, and (unless ``cold``) bytecode
    kept under ``tmp``: all of ``src`` compiled, then warm-up runs of every family at a
    small size."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    if cold:
        return env
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
    # every module compiled, as an install does (a warm-up run imports only the modules
    # its file needs: a step's modules first imported inside a timed run were compiled
    # there, 0.1 CPU s without a reading)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "src")], env=env,
                   check=True)
    for fam, make in FAMILIES.items():
        warm = Path(tmp) / f"warm_{fam}.smt2"
        warm.write_text(make(300))
        run([sys.executable, "-m", "strsat", str(warm), "--timeout", "5"], 5, env)
    return env


def instances(tmp: str, families: str, sizes: str) -> Iterator[tuple[str, int, Path]]:
    """``(family, n, file)`` for each family and size (comma-separated), each file written
    into ``tmp``: the inputs of this script, ``beside_z3.py`` and ``reading_gaps.py``."""
    for fam in filter(None, families.split(",")):
        for n in [int(v) for v in sizes.split(",")]:
            path = Path(tmp) / f"{fam}_{n}.smt2"
            path.write_text(FAMILIES[fam](n))
            yield fam, n, path


def given_files(paths: list[str]) -> Iterator[tuple[str, str, Path]]:
    """``(folder, name, file)`` for each ``.smt2`` file of ``paths`` (files or folders)."""
    for p in map(Path, paths):
        for f in sorted(p.rglob("*.smt2")) if p.is_dir() else [p]:
            yield f.parent.name, f.stem, f


def busy(n: int) -> list[subprocess.Popen[bytes]]:
    code = "while True: pass"
    return [subprocess.Popen([sys.executable, "-c", code]) for _ in range(n)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limits", default="0.1,1,4,10")
    ap.add_argument("--sizes", default="1000,20000,100000,1000000")
    ap.add_argument("--families", default=",".join(FAMILIES))
    ap.add_argument("--files", nargs="*", default=[],
                    help="also run these .smt2 files (folders: every .smt2 file in them)")
    ap.add_argument("--z3", action="store_true")
    ap.add_argument("--load", type=int, default=0)
    ap.add_argument("--out", default=None, help="also write one JSON line per run")
    ap.add_argument("--cold", action="store_true",
                    help="no bytecode: every run compiles every module it loads")
    ap.add_argument("--split", action="store_true",
                    help="split each run's seconds: in the check, and outside it")
    args = ap.parse_args(argv)
    limits = [float(v) for v in args.limits.split(",")]
    hogs = busy(args.load)
    rows = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            env = environment(tmp, args.cold)
            todo = [*instances(tmp, args.families, args.sizes), *given_files(args.files)]
            for fam, n, path in todo:
                for limit in limits:
                    stats = ["--stats"] if args.split else []
                    solvers = [("strsat", [sys.executable, "-m", "strsat", str(path),
                                           "--timeout", str(limit), *stats])]
                    if args.z3:
                        solvers.append(("z3", ["z3", f"-T:{math.ceil(limit)}", str(path)]))
                    for name, cmd in solvers:
                        answer, took, cpu, check = run_split(cmd, limit, env)
                        late = took > 1.1 * limit + 0.1
                        row = {"solver": name, "family": fam, "n": n, "limit": limit,
                               "answer": answer, "seconds": round(took, 3),
                               "cpu": round(cpu, 3),
                               "past": round(took - limit, 3), "late": late,
                               "load": round(os.getloadavg()[0], 2)}
                        split = ""
                        if args.split and check is not None:
                            row["check"], row["outside"] = check, round(took - check, 3)
                            split = f"  check {check:6.2f} outside {took - check:5.2f}"
                        rows.append(row)
                        print(f"{name:6} {fam:9} n={n!s:<8} limit={limit:<5} "
                              f"{answer:8} {took:7.2f} s  past {took - limit:+6.2f}"
                              f"  cpu {cpu:5.2f}{split}"
                              f"{'  LATE' if late else ''}  load {row['load']}",
                              flush=True)
                        if args.out:
                            with open(args.out, "a", encoding="utf-8") as f:
                                f.write(json.dumps(row) + "\n")
    finally:
        for h in hogs:
            h.kill()
    ours = [r for r in rows if r["solver"] == "strsat"]
    late = [r for r in ours if r["late"]]
    worst = max((r["past"] - 0.1 * r["limit"] for r in ours), default=0.0)
    print(f"strsat: {len(ours)} runs, {len(late)} late (past 1.1 x limit + 0.1 s); "
          f"worst excess over 10 % of the limit {worst:+.2f} s")
    if args.split:
        print_split(ours)
    return 0


def print_split(rows: list[dict[str, Any]]) -> None:
    """Late runs by phase: in the check (the check alone past 1.1 x the limit) or at
    start-up or exit; the worst check's excess over the limit and the worst time
    outside the check."""
    timed = [r for r in rows if "check" in r]
    late = [r for r in timed if r["late"]]
    in_check = [r for r in late if r["check"] > 1.1 * r["limit"]]
    worst_check = max((r["check"] - r["limit"] for r in timed), default=0.0)
    worst_outside = max((r["outside"] for r in timed), default=0.0)
    print(f"split: {len(timed)} runs with :time.check; late {len(late)}: in check "
          f"{len(in_check)}, at start-up or exit {len(late) - len(in_check)}; worst check "
          f"past the limit {worst_check:+.2f} s, worst outside the check {worst_outside:.2f} s")


if __name__ == "__main__":
    sys.exit(main())
