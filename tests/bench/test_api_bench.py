"""``strsat bench-api`` runs one script through strsat and z3py and reports figures
(a smoke test of the driver, not a timing)."""

from __future__ import annotations

import json
from pathlib import Path

from strsat_bench.api_bench import generate, main


def test_script_is_balanced_and_deterministic() -> None:
    script = generate(12, seed=3)
    assert script == generate(12, seed=3)
    assert sum(1 for s in script if s[0] == "check") == 12
    assert sum(1 for s in script if s[0] == "push") == sum(1 for s in script if s[0] == "pop")


def test_bench_api_reports_the_three_solvers(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    out = tmp_path / "api.json"
    assert main(["--checks", "5", "--seed", "2", "--timeout", "1", "--out", str(out)]) == 0
    figures = json.loads(out.read_text())
    assert figures["strsat"]["checks"] == figures["z3py"]["checks"] == 5
    assert figures["strsat-fresh"]["checks"] == 5
    assert figures["contradictions"] == 0
    assert figures["strsat_unknown_where_fresh_decided"] == 0
    assert figures["strsat"]["drift_window"] == 1
    assert "api_overhead_ms_per_check" in figures["strsat"]
    assert "strsat/z3py time ratio" in capsys.readouterr().out


def test_interleaved_runs_answer_alike(tmp_path: Path) -> None:
    out = tmp_path / "api.json"
    assert main(["--checks", "6", "--seed", "4", "--timeout", "5", "--interleaved", "--no-z3",
                 "--out", str(out)]) == 0
    figures = json.loads(out.read_text())
    assert figures["strsat"]["checks"] == figures["strsat-fresh"]["checks"] == 6
    assert figures["answers_differing_from_fresh"] == 0
    assert "z3py" not in figures
