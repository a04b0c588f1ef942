"""Results file: append, torn lines, last record wins."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from strsat_bench.errors import BenchError
from strsat_bench.results import Writer, done_keys, load


def rec(file: str, solver: str, result: str) -> dict:
    return {"file": file, "solver": solver, "result": result}


def test_append_resume_and_torn_line(tmp_path: Path) -> None:
    out = tmp_path / "sub" / "r.jsonl"
    with Writer(str(out)) as w:
        w.write(rec("/a", "z3", "sat"))
        w.write(rec("/a", "cvc5", "timeout"))
    with open(out, "a") as f:
        f.write('{"file": "/b", "solv')  # the batch died mid-write
    assert done_keys(str(out)) == {("/a", "z3"), ("/a", "cvc5")}
    with Writer(str(out)) as w:
        w.write(rec("/a", "cvc5", "unsat"))
    recs = load(str(out))
    assert len(recs) == 2
    assert {r["solver"]: r["result"] for r in recs} == {"z3": "sat", "cvc5": "unsat"}
    for line in out.read_text().splitlines()[-1:]:
        json.loads(line)


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(BenchError, match="no such results file"):
        load(str(tmp_path / "nope.jsonl"))
    assert done_keys(str(tmp_path / "nope.jsonl")) == set()
