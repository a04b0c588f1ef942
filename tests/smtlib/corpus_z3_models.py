"""Validate z3's models of the corpus files labelled sat with ``strsat validate``.

Usage: ``nice python tests/smtlib/corpus_z3_models.py [--jobs 2] [--limit N] [--z3-timeout 10]``

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


def run_one(args: tuple[str, int]) -> dict:
    from strsat.cli import read_source
    from strsat.validate import validate_text

    path, timeout = args
    text = read_source(str(CORPUS / path))
    prefix = first_check_prefix(text) + "\n(get-model)\n"
    with tempfile.NamedTemporaryFile("w", suffix=".smt2", delete=False) as f:
        f.write(prefix)
        tmp = f.name
    start = time.perf_counter()
    try:
        proc = subprocess.run(["z3", f"-T:{timeout}", tmp], capture_output=True, text=True,
                              timeout=timeout + 20)
        out = proc.stdout
    except subprocess.TimeoutExpired:
        out = "timeout"
    finally:
        Path(tmp).unlink(missing_ok=True)
    z3_time = time.perf_counter() - start
    lines = out.split("\n")
    answer = next((ln.strip() for ln in lines if ln.strip() in ("sat", "unsat", "unknown",
                                                                   "timeout")), "none")
    result = {"path": path, "z3": answer, "z3_time": round(z3_time, 2)}
    if answer != "sat":
        return result
    model = out[out.index("sat\n") + 4:] if "sat\n" in out else out
    start = time.perf_counter()
    v = validate_text(text, model)
    result.update(status=v.status, message=v.message[:600], note=v.note,
                  validate_time=round(time.perf_counter() - start, 2))
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--z3-timeout", type=int, default=10)
    ap.add_argument("--out", default="/tmp/strsat_z3models.jsonl")
    args = ap.parse_args(argv)
    with open(CORPUS / "manifest.csv") as f:
        paths = [r["path"] for r in csv.DictReader(f)
                 if r["expected"].split("+")[0] == "sat"]
    if args.limit:
        paths = paths[:: max(1, len(paths) // args.limit)][: args.limit]
    start = time.time()
    answers: collections.Counter[str] = collections.Counter()
    statuses: collections.Counter[str] = collections.Counter()
    rejected = []
    with open(args.out, "w") as out, multiprocessing.Pool(args.jobs) as pool:
        for r in pool.imap_unordered(run_one, [(p, args.z3_timeout) for p in paths]):
            out.write(json.dumps(r) + "\n")
            out.flush()
            answers[r["z3"]] += 1
            if "status" in r:
                statuses[r["status"]] += 1
                if r["status"] != "valid":
                    rejected.append(r)
    n_models = sum(statuses.values())
    print(f"{len(paths)} sat-labelled files; z3 answers: {dict(answers)}; "
          f"{time.time() - start:.0f}s")
    ok = statuses["valid"]
    print(f"models accepted: {ok}/{n_models} ({100 * ok / max(1, n_models):.2f}%); "
          f"{dict(statuses)}")
    for r in sorted(rejected, key=lambda r: r["path"]):
        print(f"  {r['status']}: {r['path']}: {r['message'][:300]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
