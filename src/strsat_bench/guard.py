"""The regression guard: a fixed selection of benchmark files and what strsat solved on it.

``strsat bench-guard record`` draws a seeded selection — every labelled family of
the corpus (``shared/bench/corpus``, about the square root of its size, at least
three files), the paper seeds (``shared/bench/seeds``, up to 20 per family), the
long ``str_2`` quad-length systems, and every generated family of
``benchmarks/`` (regenerated from fixed seeds by the commands in
:data:`GENERATORS`) — runs strsat on it and writes the record
(``benchmarks/guard/record.json``): per file its family, expected answer, a
digest of its text, and whether strsat solved it (a definite answer that agrees
with the label, a validated model for ``sat``) and in what time.

``strsat bench-guard`` (``check``) runs the current code on every file that the
record solved and fails (exit 1) when a family loses one: a file not solved now
is first run again alone (one job, nothing else of the guard running), so load
cannot fake a loss.  A wrong answer fails at once.  Gains are listed; refresh the
record with ``record`` when they are real.  Run it before landing any engine
change (issue 26 §5); it is not part of the default test suite.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import math
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from .discover import Task
from .errors import BenchError
from .pool import run_local
from .results import Record
from .runner import Settings
from .solvers import byte_compile, parse_solvers
from .versions import versions

__all__ = ["GENERATORS", "guard_main", "select", "compare"]

RECORD = Path("benchmarks/guard/record.json")
SEED = 26
SEEDS_PER_FAMILY = 20

#: Generated families: name -> (script under the checkout, its arguments).  The
#: script is called with ``--out DIR`` and must write the same files for the same
#: arguments; the record keeps each file's digest, so a changed generator shows
#: up as a changed input instead of as a loss.
GENERATORS: dict[str, tuple[str, tuple[str, ...]]] = {
    "long": ("benchmarks/long/generate.py", ("--seed", "14")),
}


@dataclass(frozen=True, slots=True)
class Entry:
    """One guarded file: ``key`` is ``corpus/…``, ``seeds/…`` or ``gen:NAME/…``."""

    key: str
    family: str
    expected: str


# -- finding the inputs -----------------------------------------------------------------------

def find_bench_root(start: Path | None = None) -> Path:
    """``shared/bench`` beside the checkout (the main checkout or a worktree)."""
    here = (start or Path.cwd()).resolve()
    for up in (here, *here.parents):
        candidate = up / "shared" / "bench"
        if (candidate / "corpus" / "manifest.csv").exists():
            return candidate
    raise BenchError("cannot find shared/bench (with corpus/manifest.csv) above "
                     f"{here}; pass --bench-root")


def generate(checkout: Path, work: Path) -> dict[str, Path]:
    """Run every generator of :data:`GENERATORS` into ``work/NAME``; name -> folder."""
    out: dict[str, Path] = {}
    for name, (script, args) in GENERATORS.items():
        folder = work / name
        if not (checkout / script).exists():
            raise BenchError(f"generator {script} not found under {checkout}")
        proc = subprocess.run([sys.executable, str(checkout / script), "--out", str(folder), *args],
                              cwd=checkout, capture_output=True, text=True)
        if proc.returncode != 0:
            tail = (proc.stderr.strip().splitlines() or ["(no output)"])[-1]
            raise BenchError(f"generator {name} failed: {tail}")
        out[name] = folder
    return out


def resolve(key: str, bench_root: Path, generated: dict[str, Path]) -> Path:
    """The file behind a record key."""
    if key.startswith("gen:"):
        name, _, rel = key[4:].partition("/")
        if name not in generated:
            raise BenchError(f"record names generator {name!r}, which GENERATORS lacks")
        return generated[name] / rel
    return bench_root / key


def digest(path: Path) -> str:
    return hashlib.sha1(path.read_bytes()).hexdigest()[:16]


def _label(text: str | None) -> str | None:
    return text if text in ("sat", "unsat") else None


def _status_of(path: Path) -> str | None:
    """The file's ``(set-info :status …)`` (the first one), if any."""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if ":status" in line:
                for word in ("unsat", "sat"):
                    if f":status {word}" in line:
                        return word
    return None


# -- selection --------------------------------------------------------------------------------

def per_family(n: int) -> int:
    """How many files of a family of ``n`` go into the guard: ~√n/1.5, at least 3."""
    return min(n, max(3, round(math.sqrt(n) / 1.5)))


def _corpus_entries(bench_root: Path, rng: random.Random) -> list[Entry]:
    """The corpus files drawn per family, and every labelled 32000-long quad of str_2."""
    entries: list[Entry] = []
    by_family: dict[str, list[tuple[str, str]]] = defaultdict(list)
    with open(bench_root / "corpus" / "manifest.csv", newline="") as f:
        for row in csv.DictReader(f):
            label = _label(row["expected"])
            if label:
                by_family[row["family"]].append(("corpus/" + row["path"], label))
    for family in sorted(by_family):
        rows = sorted(by_family[family])
        for key, label in sorted(rng.sample(rows, per_family(len(rows)))):
            entries.append(Entry(key, "corpus/" + family, label))
    labels = {key: label for rows in by_family.values() for key, label in rows}
    for path in sorted((bench_root / "corpus" / "smt-bench" / "str_2").glob("quad*.smt2")):
        key = str(path.relative_to(bench_root))
        if key in labels and "32000" in path.read_text(errors="replace"):
            entries.append(Entry(key, "corpus/str_2 quad-length 32000", labels[key]))
    return entries


def _seed_labels(seeds: Path) -> dict[str, str]:
    """The expected answers of the seed manifest, by ``family/instance``."""
    labels: dict[str, str] = {}
    if (seeds / "manifest.csv").exists():
        with open(seeds / "manifest.csv", newline="") as f:
            for row in csv.DictReader(f):
                label = _label(row.get("expected"))
                if label:
                    labels[f"{row.get('family', '')}/{row.get('instance', '')}"] = label
    return labels


def _seed_entries(seeds: Path, rng: random.Random) -> list[Entry]:
    """At most :data:`SEEDS_PER_FAMILY` labelled seed files drawn per folder."""
    entries: list[Entry] = []
    seed_labels = _seed_labels(seeds)
    for folder in sorted(p for p in seeds.iterdir() if p.is_dir()):
        files = []
        for path in sorted(folder.glob("*.smt2")):
            rel = str(path.relative_to(seeds))
            label = seed_labels.get(rel) or _status_of(path)
            if label:
                files.append((rel, label))
        for rel, label in sorted(rng.sample(files, min(len(files), SEEDS_PER_FAMILY))):
            entries.append(Entry("seeds/" + rel, "seeds/" + folder.name, label))
    return entries


def _generated_entries(generated: dict[str, Path]) -> list[Entry]:
    """Every file with a status of the generated families."""
    entries: list[Entry] = []
    for name, folder in sorted(generated.items()):
        for path in sorted(folder.rglob("*.smt2")):
            label = _status_of(path)
            if label:
                rel = path.relative_to(folder)
                fam = f"gen:{name}/{rel.parts[0]}" if len(rel.parts) > 1 else f"gen:{name}"
                entries.append(Entry(f"gen:{name}/{rel}", fam, label))
    return entries


def select(bench_root: Path, generated: dict[str, Path], seed: int = SEED) -> list[Entry]:
    """The guard's seeded selection (see the module docstring)."""
    rng = random.Random(seed)
    entries = _corpus_entries(bench_root, rng) + _seed_entries(bench_root / "seeds", rng)
    entries += _generated_entries(generated)
    unique = {e.key: e for e in entries}  # a file drawn twice stays in its last family
    return list(unique.values())


# -- running ----------------------------------------------------------------------------------

def run(entries: list[Entry], paths: dict[str, Path], timeout: float, jobs: int,
        progress: bool = True) -> dict[str, Record]:
    """strsat on each entry; key -> its bench record."""
    solver = parse_solvers(["strsat"])
    byte_compile(solver)
    settings = Settings(timeout=timeout, versions=versions(solver))
    runs = [(Task(str(paths[e.key]), e.key, e.family, e.expected), solver[0], settings)
            for e in entries]
    results: dict[str, Record] = {}
    t0 = time.monotonic()

    def on_result(rec: Record) -> None:
        results[rec["rel"]] = rec
        if progress and sys.stderr.isatty():
            print(f"\r{len(results)}/{len(runs)} {time.monotonic() - t0:.0f}s",
                  end="", file=sys.stderr, flush=True)

    run_local(runs, jobs, on_result)
    if progress and sys.stderr.isatty():
        print(file=sys.stderr)
    return results


def solved(rec: Record) -> bool:
    return rec["result"] in ("sat", "unsat") and not rec["wrong"]


# -- comparing --------------------------------------------------------------------------------

@dataclass
class Verdict:
    """What a check found: lost/wrong/changed files and gains, by family."""

    lost: list[str]
    wrong: list[str]
    changed: list[str]
    gained: list[str]
    table: list[tuple[str, int, int, int]]  # family, files, solved in record, solved now

    @property
    def failed(self) -> bool:
        return bool(self.lost or self.wrong)


def compare(record: Record, now: dict[str, Record], digests: dict[str, str]) -> Verdict:
    """Compare runs of the current code with the record (pure; see the module docstring)."""
    lost, wrong, changed, gained = [], [], [], []
    files: Counter[str] = Counter()
    before: Counter[str] = Counter()
    after: Counter[str] = Counter()
    for key, info in record["files"].items():
        fam = info["family"]
        files[fam] += 1
        was = bool(info["solved"])
        before[fam] += was
        if digests.get(key) != info["digest"]:
            changed.append(key)
            continue
        rec = now.get(key)
        if rec is None:
            after[fam] += was  # not run now (check runs the solved ones unless --all)
            continue
        if rec["wrong"]:
            wrong.append(key)
        ok = solved(rec)
        after[fam] += ok
        if was and not ok:
            lost.append(key)
        elif ok and not was:
            gained.append(key)
    table = [(f, files[f], before[f], after[f]) for f in sorted(files)]
    return Verdict(sorted(lost), sorted(wrong), sorted(changed), sorted(gained), table)


def format_verdict(v: Verdict, now: dict[str, Record], full: bool = False) -> str:
    """The table (every family with ``full``, else those that changed) and the lists."""
    lines = [f"{'family':48} {'files':>5} {'record':>6} {'now':>5}"]
    for fam, n, b, a in v.table:
        if not full and a == b:
            continue
        mark = "  LOST" if a < b else ("  +" if a > b else "")
        lines.append(f"{fam:48} {n:5d} {b:6d} {a:5d}{mark}")
    tot = [sum(n for _, n, _, _ in v.table), sum(b for _, _, b, _ in v.table),
           sum(a for _, _, _, a in v.table)]
    lines.append(f"{'total':48} {tot[0]:5d} {tot[1]:6d} {tot[2]:5d}")
    for title, keys in (("WRONG", v.wrong), ("lost (also when run alone)", v.lost),
                        ("changed input (generator or corpus changed; re-record)", v.changed),
                        ("gained", v.gained)):
        if keys:
            lines.append(f"{title}: {len(keys)}")
            for k in keys[:50]:
                rec = now.get(k, {})
                lines.append(f"  {k}  {rec.get('result', '-')} {rec.get('wall', '')}s "
                             f"{rec.get('note', '')[:100]}")
    return "\n".join(lines) + "\n"


# -- command line -----------------------------------------------------------------------------

def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="strsat bench-guard",
        description="Regression guard: run strsat on a fixed selection and fail when a family "
                    "loses a file it solved in the record (benchmarks/guard/record.json).")
    ap.add_argument("action", nargs="?", choices=("check", "record"), default="check")
    ap.add_argument("--record", type=Path, default=RECORD, metavar="JSON")
    ap.add_argument("--bench-root", type=Path, metavar="DIR",
                    help="shared/bench (default: found above the current folder)")
    ap.add_argument("--timeout", type=float, metavar="S",
                    help="seconds per file (record: default 10; check: the record's)")
    ap.add_argument("--jobs", "-j", type=int, default=2, metavar="N")
    ap.add_argument("--all", action="store_true",
                    help="check: run every file of the record, not only the solved ones")
    ap.add_argument("--family", metavar="SUBSTRING",
                    help="check: only families whose name contains SUBSTRING")
    ap.add_argument("--table", action="store_true",
                    help="check: list every family, not only those whose count changed")
    ap.add_argument("--work", type=Path, metavar="DIR",
                    help="folder for generated files (default: a temporary one)")
    return ap


def guard_main(argv: list[str] | None = None) -> int:
    """``strsat bench-guard``: 0 no loss, 1 a loss or a wrong answer, 2 usage error."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    try:
        with tempfile.TemporaryDirectory(prefix="strsat-guard-") as tmp:
            return _main(args, Path(args.work or tmp))
    except BenchError as e:
        print(f"strsat bench-guard: {e}", file=sys.stderr)
        return 2


def _main(args: argparse.Namespace, work: Path) -> int:
    checkout = Path.cwd()
    bench_root = (args.bench_root or find_bench_root()).resolve()
    generated = generate(checkout, work)
    if args.action == "record":
        return _record(args, bench_root, generated)
    if not args.record.exists():
        raise BenchError(f"no record at {args.record}; make one with `strsat bench-guard record`")
    record = json.loads(args.record.read_text())
    timeout = args.timeout or record["timeout"]
    entries = [Entry(k, v["family"], v["expected"]) for k, v in record["files"].items()
               if (args.all or v["solved"]) and (not args.family or args.family in v["family"])]
    paths = {e.key: resolve(e.key, bench_root, generated) for e in record_entries(record)}
    digests = {k: digest(p) for k, p in paths.items() if p.exists()}
    entries = [e for e in entries if digests.get(e.key) == record["files"][e.key]["digest"]]
    print(f"strsat bench-guard: {len(entries)} files, {timeout:g} s, {args.jobs} jobs",
          file=sys.stderr)
    t0 = time.monotonic()
    now = run(entries, paths, timeout, args.jobs)
    retry = [e for e in entries if record["files"][e.key]["solved"] and not solved(now[e.key])
             and not now[e.key]["wrong"]]
    if retry:
        print(f"strsat bench-guard: {len(retry)} not solved; running them again alone",
              file=sys.stderr)
        now.update(run(retry, paths, timeout, 1))
    if args.family:
        record = {**record, "files": {k: v for k, v in record["files"].items()
                                      if args.family in v["family"]}}
    verdict = compare(record, now, digests)
    print(format_verdict(verdict, now, full=args.table), end="")
    print(f"{len(verdict.table)} families; done in {time.monotonic() - t0:.0f} s: "
          + ("FAILED" if verdict.failed else "no family lost a file"))
    return 1 if verdict.failed else 0


def record_entries(record: Record) -> list[Entry]:
    return [Entry(k, v["family"], v["expected"]) for k, v in record["files"].items()]


def _record(args: argparse.Namespace, bench_root: Path, generated: dict[str, Path]) -> int:
    timeout = args.timeout or 10.0
    entries = select(bench_root, generated)
    paths = {e.key: resolve(e.key, bench_root, generated) for e in entries}
    print(f"strsat bench-guard record: {len(entries)} files, {timeout:g} s, {args.jobs} jobs",
          file=sys.stderr)
    now = run(entries, paths, timeout, args.jobs)
    retry = [e for e in entries if not solved(now[e.key]) and not now[e.key]["wrong"]
             and now[e.key]["result"] == "timeout"]
    if retry and args.jobs > 1:  # what load cost: a timeout run alone may still answer
        print(f"strsat bench-guard record: {len(retry)} timeouts; running them again alone",
              file=sys.stderr)
        now.update(run(retry, paths, timeout, 1))
    wrong = [k for k, r in now.items() if r["wrong"]]
    files = {}
    for e in entries:
        rec = now[e.key]
        files[e.key] = {"family": e.family, "expected": e.expected,
                        "digest": digest(paths[e.key]), "solved": solved(rec),
                        "result": rec["result"], "wall": rec["wall"]}
    record = {"seed": SEED, "timeout": timeout, "at": time.strftime("%Y-%m-%d"),
              "generators": {k: [s, *a] for k, (s, a) in GENERATORS.items()}, "files": files}
    args.record.parent.mkdir(parents=True, exist_ok=True)
    args.record.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    count: Counter[str] = Counter(v["family"] for v in files.values())
    won: Counter[str] = Counter(v["family"] for v in files.values() if v["solved"])
    print(f"{'family':48} {'files':>5} {'solved':>6}")
    for fam in sorted(count):
        print(f"{fam:48} {count[fam]:5d} {won[fam]:6d}")
    print(f"record written: {args.record} ({sum(v['solved'] for v in files.values())} of "
          f"{len(files)} solved)")
    if wrong:
        print(f"WRONG answers in the record run: {len(wrong)} — fix before recording",
              file=sys.stderr)
        return 1
    return 0
