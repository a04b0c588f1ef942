"""Every ``.smt2`` file here runs through the ``strsat`` CLI.

The first answer must be the file's ``(set-info :status ...)``,
and when it is ``sat`` the model that ``(get-model)`` prints must validate
against the file with :func:`strsat.validate.validate_text`.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from strsat.cli import main
from strsat.validate import validate_text

HERE = Path(__file__).resolve().parent
FILES = sorted(HERE.glob("*.smt2"))
_STATUS = re.compile(r"\(set-info\s+:status\s+(sat|unsat|unknown)\)")


def run_cli(path: Path, *args: str) -> list[str]:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main([str(path), *args]) == 0
    return buf.getvalue().splitlines()


def with_get_model(text: str) -> str:
    """The script cut after its first check-sat, followed by (get-model)."""
    m = re.search(r"\(check-sat(-assuming)?[^\n]*\)", text)
    assert m is not None
    return text[: m.end()] + "\n(get-model)\n"


def test_there_are_regressions() -> None:
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_regression(path: Path, tmp_path: Path) -> None:
    text = path.read_text()
    m = _STATUS.search(text)
    assert m is not None, "every regression declares its status"
    expected = m.group(1)
    out = run_cli(path, "--timeout", "20")
    answer = next(ln for ln in out if ln in ("sat", "unsat", "unknown"))
    assert not any(ln.startswith("(error") for ln in out), out
    assert answer == expected, f"expected {expected}, got {answer}"
    if answer == "sat":
        probe = tmp_path / path.name
        probe.write_text(with_get_model(text))
        model_out = run_cli(probe)
        assert model_out[0] == "sat"
        result = validate_text(text, "\n".join(model_out[1:]))
        assert result.valid, str(result)
