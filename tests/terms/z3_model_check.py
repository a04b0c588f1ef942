"""Check z3's models of sat corpus files with the reference evaluator.

Usage: ``nice python tests/terms/z3_model_check.py [--flags re] [--limit 300] [--seed 1]
[--jobs 2] [--z3-timeout 10] [--out FILE]``

For each selected file (label ``sat``, one ``check-sat``, not incremental, and
``ops_flags`` containing every ``--flags`` entry), z3 solves it through its
Python API; the file is read by strsat's interpreter (parse only), z3's values
of the declared constants become the model, and every assertion is evaluated
with :class:`strsat.terms.evaluate.Evaluator`.  Reports files checked, the
number of ``str.in_re`` atoms evaluated, and every assertion that does not
hold or cannot be decided.  A measurement tool (not a test): the evaluator
is the thing under test; z3 is the peer.
"""

from __future__ import annotations

import argparse
import csv
import json
import multiprocessing
import random
import time
from pathlib import Path

CORPUS = Path("/work/shared/bench/corpus")


def _z3_model(path: Path, timeout_s: int) -> tuple[str, dict[str, tuple[str, object]]]:
    import z3

    from strsat.smtlib.literals import decode_literal

    s = z3.Solver()
    s.set("timeout", timeout_s * 1000)
    s.from_file(str(path))
    res = s.check()
    if res != z3.sat:
        return str(res), {}
    m = s.model()
    values: dict[str, tuple[str, object]] = {}
    for d in m.decls():
        if d.arity() != 0:
            continue
        v = m[d]
        sort = d.range()
        if sort == z3.StringSort():
            values[d.name()] = ("String", decode_literal(v.sexpr()))
        elif sort == z3.IntSort():
            values[d.name()] = ("Int", v.as_long())
        elif sort == z3.BoolSort():
            values[d.name()] = ("Bool", z3.is_true(v))
    return "sat", values


def check_file(args: tuple[str, int]) -> dict:
    rel, timeout_s = args
    from strsat.deadline import Deadline
    from strsat.errors import StrsatError
    from strsat.smtlib import Interpreter
    from strsat.terms import BOOL, INT, STRING, var
    from strsat.terms.evaluate import Evaluator, Undetermined
    from strsat.terms.walk import postorder_many

    path = CORPUS / rel
    out: dict = {"path": rel, "status": "", "failed": [], "undetermined": [], "in_re": 0,
                 "assertions": 0, "eval_seconds": 0.0}
    try:
        z3_status, values = _z3_model(path, timeout_s)
    except Exception as exc:  # noqa: BLE001 - z3 cannot read the file
        out["status"] = f"z3-error: {str(exc)[:80]}"
        return out
    if z3_status != "sat":
        out["status"] = f"z3-{z3_status}"
        return out
    errors: list[str] = []
    interp = Interpreter(lambda s: errors.append(s) if s.startswith("(error") else None,
                         solve=False)
    try:
        interp.run_stream(path.read_text(encoding="utf-8", errors="surrogateescape"))
    except BaseException as exc:  # noqa: BLE001
        out["status"] = f"parse-crash: {type(exc).__name__}"
        return out
    if errors:
        out["status"] = "parse-error"
        out["parse_errors"] = errors[:2]
        return out
    sorts = {"String": STRING, "Int": INT, "Bool": BOOL}
    model = {var(name, sorts[s]): v for name, (s, v) in values.items()}
    assertions = interp.assertions()
    out["assertions"] = len(assertions)
    out["in_re"] = sum(1 for t in postorder_many(list(assertions)) if t.op == "str.in_re")
    ev = Evaluator(model, Deadline(60))
    start = time.perf_counter()
    for a in assertions:
        try:
            ok = ev.holds(a)
        except Undetermined as exc:
            out["undetermined"].append(str(exc)[:200])
            continue
        except StrsatError as exc:
            out["failed"].append(f"{type(exc).__name__}: {str(exc)[:200]}")
            continue
        if not ok:
            out["failed"].append(repr(a)[:300])
    out["eval_seconds"] = round(time.perf_counter() - start, 3)
    out["status"] = "valid" if not out["failed"] and not out["undetermined"] else (
        "invalid" if out["failed"] else "undetermined")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--flags", default="re", help="comma-separated ops_flags all required")
    ap.add_argument("--limit", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--z3-timeout", type=int, default=10)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    need = [f for f in args.flags.split(",") if f]
    rows = []
    with open(CORPUS / "manifest.csv", newline="") as fh:
        for row in csv.DictReader(fh):
            flags = row["ops_flags"].split(",")
            if (row["expected"] == "sat" and row["n_check_sat"] == "1"
                    and row["incremental"] == "no" and all(f in flags for f in need)):
                rows.append(row["path"])
    random.Random(args.seed).shuffle(rows)
    rows = rows[:args.limit]
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs, maxtasksperchild=20) as pool:
        results = list(pool.imap_unordered(check_file, [(r, args.z3_timeout) for r in rows]))
    counts: dict[str, int] = {}
    for r in results:
        key = r["status"].split(":")[0]
        counts[key] = counts.get(key, 0) + 1
    print(f"files {len(results)} in {time.perf_counter() - start:.0f}s: {counts}")
    decided = [r for r in results if r["status"] in ("valid", "invalid", "undetermined")]
    print(f"assertions evaluated {sum(r['assertions'] for r in decided)}, "
          f"str.in_re atoms {sum(r['in_re'] for r in decided)}, "
          f"max eval seconds {max((r['eval_seconds'] for r in results), default=0)}")
    for r in results:
        if r["status"] in ("invalid", "undetermined", "parse-crash"):
            print(json.dumps(r)[:1000])
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
