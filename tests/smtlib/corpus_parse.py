"""Parse every corpus file with the interpreter in parse-only mode and report.

Usage: ``nice python tests/smtlib/corpus_parse.py [--jobs 2] [--limit N] [--out FILE]``

A file *parses* when no command gets an ``(error ...)`` response.  Errors are
grouped by message (positions removed); ``unsupported`` responses (commands or
options strsat does not implement) are counted separately.  Not a test: a
measurement tool (judging criterion 1 of issue 2).
"""

from __future__ import annotations

import argparse
import collections
import csv
import json
import multiprocessing
import re
import sys
import time
from pathlib import Path

CORPUS = Path("/work/shared/bench/corpus")
# Commands that need a model: parse-only mode has none, so their errors are expected.
_NEEDS_MODEL = ("(get-model", "(get-value", "(get-assignment", "(get-info :reason-unknown")
_POS = re.compile(r'^\(error "\d+:\d+: ')


def check_file(path: str) -> dict:
    from strsat.smtlib import Interpreter

    text = (CORPUS / path).read_text(encoding="utf-8", errors="surrogateescape")
    start = time.perf_counter()
    errors: list[str] = []
    unsupported: list[str] = []
    last_cmd = [""]

    def out(s: str) -> None:
        if s.startswith("(error"):
            if not last_cmd[0].startswith(_NEEDS_MODEL):
                errors.append(s)
        elif s == "unsupported":
            unsupported.append(last_cmd[0])

    interp = Interpreter(out, solve=False)

    def before(cmd: object) -> bool:
        from strsat.smtlib.sexpr import to_text

        last_cmd[0] = to_text(cmd, 60)  # type: ignore[arg-type]
        return True

    try:
        interp.run_stream(text, before=before)
    except BaseException as exc:  # noqa: BLE001 - a traceback here is a bug to report
        errors.append(f"TRACEBACK {type(exc).__name__}: {exc}")
    return {"path": path, "errors": errors, "unsupported": unsupported,
            "seconds": round(time.perf_counter() - start, 3)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--out", default="/tmp/strsat_parse.jsonl")
    args = ap.parse_args(argv)
    with open(CORPUS / "manifest.csv") as f:
        paths = [r["path"] for r in csv.DictReader(f)]
    if args.limit:
        paths = paths[:: max(1, len(paths) // args.limit)][: args.limit]
    start = time.time()
    by_msg: collections.Counter[str] = collections.Counter()
    by_unsup: collections.Counter[str] = collections.Counter()
    example: dict[str, str] = {}
    bad = 0
    with open(args.out, "w") as out, multiprocessing.Pool(args.jobs) as pool:
        for r in pool.imap_unordered(check_file, paths, chunksize=8):
            out.write(json.dumps(r) + "\n")
            if r["errors"]:
                bad += 1
                for e in set(_POS.sub('(error "', e) for e in r["errors"]):
                    key = re.sub(r"\b\d+\b", "N", e)[:120]
                    by_msg[key] += 1
                    example.setdefault(key, r["path"])
            for u in set(r["unsupported"]):
                by_unsup[re.sub(r" \S+\)$", " ...)", u)] += 1
    n = len(paths)
    print(f"{n - bad}/{n} files parse without error ({100 * (n - bad) / n:.2f}%), "
          f"{time.time() - start:.0f}s")
    print("errors (files):")
    for k, c in by_msg.most_common():
        print(f"  {c:6d}  {k}   e.g. {example[k]}")
    print("unsupported responses (files):")
    for k, c in by_unsup.most_common():
        print(f"  {c:6d}  {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
