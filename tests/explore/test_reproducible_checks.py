"""``--reproducible`` (``explore_file(..., reproducible=True)``): each solver check ends on
its work budget alone, so which flips end ``unknown`` does not depend on the machine's
load (the tutorial's path count varied with it: a check hit its wall-clock backstop,
``BACKSTOP`` times ``--check-timeout``, under load).  On main the option did not exist."""

from __future__ import annotations

import textwrap

import pytest

from strsat.explore import explore_file
from strsat.explore.cli import main
from strsat.explore.search_state import BACKSTOP
from strsat.explore.solving import PrefixSolver

PROGRAM = textwrap.dedent('''
    def f(s: str) -> str:
        if s.startswith("ab") and s.endswith("z"):
            return "abz"
        return "other"
''')


def _limits(tmp_path, monkeypatch, **options):  # noqa: ANN001, ANN003, ANN202
    seen: list[tuple[float, int | None]] = []
    check = PrefixSolver.check

    def recording(self, prefix, last, variables, timeout, work=None):  # noqa: ANN001, ANN202
        seen.append((timeout, work))
        return check(self, prefix, last, variables, timeout, work)

    monkeypatch.setattr(PrefixSolver, "check", recording)
    path = tmp_path / "repro.py"
    path.write_text(PROGRAM, encoding="utf-8")
    explore_file(str(path), "f", timeout=None, check_timeout=0.5, coverage=False, **options)
    assert seen
    return seen


def test_reproducible_checks_have_no_wall_clock_backstop(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    for timeout, work in _limits(tmp_path, monkeypatch, reproducible=True):
        assert work is not None and work > 0
        assert timeout > BACKSTOP * 0.5 * 100  # only the work budget ends the check


def test_default_checks_keep_the_backstop(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    for timeout, _ in _limits(tmp_path, monkeypatch):
        assert timeout <= BACKSTOP * 0.5


def test_the_command_takes_the_option(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: ANN001
    path = tmp_path / "repro.py"
    path.write_text(PROGRAM, encoding="utf-8")
    assert main([f"{path}:f", "--reproducible", "--timeout", "60", "--no-coverage"]) == 0
    assert "stopped: exhausted" in capsys.readouterr().err
