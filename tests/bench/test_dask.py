"""The same batch through a local Dask cluster (loopback only) gives the same answers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from strsat_bench.cli import bench_main

from .helpers import write

distributed = pytest.importorskip("dask.distributed")


def answers(path: Path) -> dict[tuple[str, str], tuple[str, str]]:
    recs = [json.loads(ln) for ln in path.read_text().splitlines() if ln.strip()]
    return {(Path(r["file"]).name, r["solver"]): (r["result"], r["answer"]) for r in recs}


def test_dask_matches_local(tmp_path: Path, fake_solver: str) -> None:
    write(tmp_path / "set" / "a.smt2", "say sat", status="sat")
    write(tmp_path / "set" / "b.smt2", "say unsat", "say sat",
          body="(check-sat)\n(check-sat)\n")
    write(tmp_path / "set" / "c.smt2", "abort")
    write(tmp_path / "set" / "d.smt2", "say unknown")
    write(tmp_path / "set" / "e.smt2", "greedy")
    common = [str(tmp_path / "set"), "--solvers", fake_solver, "--timeout", "20", "--jobs", "2",
              "--grace", "0.2", "--memory", "400", "--progress", "none"]
    assert bench_main(common + ["--out", str(tmp_path / "local.jsonl")]) == 0
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as cluster:
        assert bench_main(common + ["--out", str(tmp_path / "dask.jsonl"),
                                    "--scheduler", cluster.scheduler_address]) == 0
    local, remote = answers(tmp_path / "local.jsonl"), answers(tmp_path / "dask.jsonl")
    assert local == remote, (local, remote)
    assert local[("b.smt2", "fake")] == ("sat", "unsat+sat")
    assert {v[0] for v in local.values()} == {"sat", "crash", "unknown", "memout"}
