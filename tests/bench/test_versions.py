"""Solver versions: found once per batch, kept in every record, shown by the report."""

from __future__ import annotations

import importlib.metadata

from strsat_bench.report import settings_line
from strsat_bench.solvers import parse_solvers
from strsat_bench.versions import versions


def test_versions_of_the_builtin_solvers() -> None:
    found = dict(versions(parse_solvers(["strsat,cvc5", "t=true {file}"])))
    assert found["strsat"].startswith(importlib.metadata.version("strsat"))
    assert found["cvc5"] == importlib.metadata.version("cvc5")
    assert found["t"] is None  # a template's version is unknown


def test_the_report_shows_the_versions_measured() -> None:
    recs = [{"file": "a", "solver": "strsat", "version": "0.1.0 git abc", "timeout": 1},
            {"file": "b", "solver": "strsat", "version": "0.1.0 git def+dirty", "timeout": 1},
            {"file": "a", "solver": "t", "version": None, "timeout": 1}]
    line = settings_line(recs)
    assert "versions: strsat 0.1.0 git abc / 0.1.0 git def+dirty\n" in line
    assert "versions: t" not in line
