"""Fixtures for the bench tests."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from .helpers import FAKE


@pytest.fixture
def fake_solver(tmp_path: Path) -> str:
    """A ``NAME=COMMAND`` template for the fake solver."""
    p = tmp_path / "fake_solver.py"
    p.write_text(FAKE)
    return f"fake={sys.executable} {p} {{file}}"
