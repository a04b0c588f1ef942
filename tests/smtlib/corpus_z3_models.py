"""Validate z3's models of the corpus files labelled sat with ``strsat validate``.

Usage: ``nice python tests/smtlib/corpus_z3_models.py [--jobs 2] [--limit N] [--z3-timeout 10]
[--seed S] [--family F ...] [--summary-only]``

``--seed S`` visits the files in a random order fixed by ``S``, so the first
N files finished form a uniform random sample (``--limit N`` then takes
exactly those N); ``--family`` restricts the run to whole families.

For each file whose first expected answer is ``sat``: the script up to its
first check-sat plus ``(get-model)`` goes to ``z3 -T:SECONDS``; when z3 says
``sat`` its model is checked by :func:`strsat.validate.validate_text` against
the original file.  Prints the acceptance rate and every rejection.  Not a
test: a measurement tool (judging criterion 2 of issue 2).
"""

from __future__ import annotations

import argparse
import collections
import csv
import json
import multiprocessing
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CORPUS = Path("/work/shared/bench/corpus")


def first_check_prefix(text: str) -> str:
    """``text`` up to and including its first check-sat command (all of it if none)."""
    from strsat.errors import StrsatError
    from strsat.smtlib.lexer import Lexer
    from strsat.smtlib.sexpr import Reader, SList

    lexer = Lexer(text)
    reader = Reader(lexer)
    lines = text.split("\n")
    while True:
        try:
            cmd = reader.read()
        except StrsatError:
            continue
        if cmd is None:
            return text
        if isinstance(cmd, SList) and cmd and getattr(cmd[0], "text", "").startswith(
                "check-sat"):
            line, col = lexer.position
            return "\n".join(lines[: line - 1] + [lines[line - 1][: col - 1]])


def peer_command(peer: str, timeout: int, path: str) -> list[str]:
    """The command line that runs ``peer`` (z3 executable, or cvc5 through its API) on ``path``."""
    if peer == "cvc5":
        return [sys.executable, "-P", "-m", "strsat_bench.cvc5_child",
                "--tlimit-ms", str(timeout * 1000), path]
    return ["z3", f"-T:{timeout}", path]


def run_z3(script: str, timeout: int, peer: str = "z3") -> tuple[str, str, list[str], float]:
    """The peer's answer, its output after the answer line, its error lines, and the time."""
    with tempfile.NamedTemporaryFile("w", suffix=".smt2", delete=False) as f:
        f.write(script)
        tmp = f.name
    start = time.perf_counter()
    try:
        proc = subprocess.run(peer_command(peer, timeout, tmp), capture_output=True, text=True,
                              timeout=timeout + 20)
        out = proc.stdout
    except subprocess.TimeoutExpired:
        out = "timeout\n"
    finally:
        Path(tmp).unlink(missing_ok=True)
    lines = out.split("\n")
    for i, ln in enumerate(lines):
        word = ln.split()[0] if ln.strip() else ""  # cvc5: "unknown (REASON)"
        if word in ("sat", "unsat", "unknown", "timeout"):
            return (word, "\n".join(lines[i + 1:]), _input_errors(lines[:i]),
                    time.perf_counter() - start)
    return "none", "", _input_errors(lines), time.perf_counter() - start


def _input_errors(lines: list[str]) -> list[str]:
    """z3's errors about the problem itself (not about solver options it does not know)."""
    return [e for e in lines if e.startswith("(error")
            and "parameter" not in e and "option" not in e]


_LOGIC = re.compile(r"\(\s*set-logic\s+[^()\s]+\s*\)")


def run_one(args: tuple[str, int, str]) -> dict:
    from strsat.cli import read_source
    from strsat.validate import validate_text

    path, timeout, peer = args
    text = read_source(str(CORPUS / path))
    prefix = first_check_prefix(text) + "\n(get-model)\n"
    answer, model, errors, z3_time = run_z3(prefix, timeout, peer)
    retried = False
    if errors and _LOGIC.search(prefix):
        # z3 5.4 rejects the String sort under some logics: retry with z3 choosing the logic
        answer, model, errors, more = run_z3(_LOGIC.sub("", prefix), timeout, peer)
        z3_time += more
        retried = True
    result = {"path": path, "z3": answer, "z3_time": round(z3_time, 2),
              "z3_errors": errors[:3], "retried_without_logic": retried}
    if answer != "sat":
        return result
    start = time.perf_counter()
    v = validate_text(text, model)
    result.update(status=v.status, message=v.message[:600], note=v.note,
                  validate_time=round(time.perf_counter() - start, 2))
    return result


def summarize(results: list[dict], n_files: int, seconds: float) -> None:
    """Print the acceptance rate and every rejection of ``results``."""
    answers: collections.Counter[str] = collections.Counter(r["z3"] for r in results)
    statuses: collections.Counter[str] = collections.Counter(
        r["status"] for r in results if "status" in r)
    rejected = [r for r in results if r.get("status", "valid") != "valid"]
    n_models = sum(statuses.values())
    print(f"{n_files} sat-labelled files; peer answers: {dict(answers)}; {seconds:.0f}s")
    ok = statuses["valid"]
    print(f"models accepted: {ok}/{n_models} ({100 * ok / max(1, n_models):.2f}%); "
          f"{dict(statuses)}")
    peer = [r for r in rejected if r["z3_errors"]]
    ours = [r for r in rejected if not r["z3_errors"]]
    clean = n_models - len(peer)
    print(f"models of inputs the peer read without errors: {clean - len(ours)}/{clean} accepted "
          f"({100 * (clean - len(ours)) / max(1, clean):.2f}%)")
    print("rejected, the peer reported errors on the input (its model is of another problem):")
    for r in sorted(peer, key=lambda r: r["path"]):
        print(f"  {r['status']}: {r['path']}: peer {r['z3_errors'][0][:100]}")
    print("rejected, the peer read the input without errors:")
    for r in sorted(ours, key=lambda r: r["path"]):
        print(f"  {r['status']}: {r['path']}: {r['message'][:300]}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--z3-timeout", type=int, default=10)
    ap.add_argument("--out", default="/tmp/strsat_z3models.jsonl")
    ap.add_argument("--seed", type=int, default=None,
                    help="random order with this seed (--limit N = uniform sample of N)")
    ap.add_argument("--family", action="append", default=[],
                    help="only files of this manifest family (repeatable)")
    ap.add_argument("--peer", choices=("z3", "cvc5"), default="z3",
                    help="whose models to check (cvc5 runs through strsat_bench.cvc5_child)")
    ap.add_argument("--paths", metavar="FILE",
                    help="only the corpus paths listed in FILE (one a line)")
    ap.add_argument("--summarize", metavar="JSONL",
                    help="print the summary of an earlier (possibly partial) run and stop")
    args = ap.parse_args(argv)
    with open(CORPUS / "manifest.csv") as f:
        paths = [r["path"] for r in csv.DictReader(f)
                 if r["expected"].split("+")[0] == "sat"
                 and (not args.family or r["family"] in args.family)]
    if args.paths:
        with open(args.paths) as f:
            wanted = {line.strip() for line in f if line.strip()}
        paths = [p for p in paths if p in wanted]
    if args.seed is not None:
        random.Random(args.seed).shuffle(paths)
        if args.limit:
            paths = paths[: args.limit]
    elif args.limit:
        paths = paths[:: max(1, len(paths) // args.limit)][: args.limit]
    if args.summarize:
        with open(args.summarize) as f:
            results = [json.loads(line) for line in f if line.strip()]
        summarize(results, len(results), 0.0)
        return 0
    start = time.time()
    results = []
    with open(args.out, "w") as out, multiprocessing.Pool(args.jobs) as pool:
        for r in pool.imap(run_one, [(p, args.z3_timeout, args.peer) for p in paths],
                           chunksize=1):
            out.write(json.dumps(r) + "\n")
            out.flush()
            results.append(r)
    summarize(results, len(paths), time.time() - start)
    return 0


if __name__ == "__main__":
    sys.exit(main())
