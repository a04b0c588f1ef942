"""Cactus and scatter plots: written as PNG and SVG, log time axes, labelled, with a legend."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("matplotlib")

from strsat_bench.plots import all_plots  # noqa: E402


def rec(file: str, solver: str, result: str, wall: float) -> dict:
    return {"file": file, "rel": file, "family": "f", "solver": solver, "expected": None,
            "result": result, "answer": result, "wrong": False, "validated": None,
            "wall": wall, "timeout": 10.0}


def test_plots_are_written_labelled_and_log_scaled(tmp_path: Path) -> None:
    records = [rec("a", "strsat", "sat", 0.5), rec("a", "z3", "sat", 0.05),
               rec("b", "strsat", "timeout", 11.0), rec("b", "z3", "unsat", 2.0),
               rec("c", "strsat", "unknown", 0.3), rec("c", "z3", "timeout", 11.0)]
    paths = all_plots(records, str(tmp_path / "plots"))
    names = sorted(Path(p).name for p in paths)
    assert names == ["cactus.png", "cactus.svg", "scatter-strsat-vs-z3.png",
                     "scatter-strsat-vs-z3.svg"]
    for p in paths:
        assert Path(p).stat().st_size > 1000
        if p.endswith(".png"):
            assert Path(p).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    cactus = (tmp_path / "plots" / "cactus.svg").read_text()
    for text in ("instances solved", "log scale", "strsat (1/3 solved)", "z3 (2/3 solved)",
                 "time limit 10 s"):
        assert text in cactus, text
    assert "10^{0}" in cactus  # log-scale tick labels on the time axis
    scatter = (tmp_path / "plots" / "scatter-strsat-vs-z3.svg").read_text()
    for text in ("z3 wall-clock time (s, log scale)", "strsat wall-clock time (s, log scale)",
                 "neither solved (1)", "sat (1)", "unsat (1)", "strsat unsolved"):
        assert text in scatter, text
    assert scatter.count("10^{0}") >= 2  # both axes log scale
