"""The runnable examples of the Python pages of docs/ (examples/*.py, examples/cores.smt2) run and
print what the docs say."""

from __future__ import annotations

import contextlib
import io
import os
import runpy
import subprocess
import sys
from pathlib import Path

import pytest
from api_cores import assert_api_core_unsat, assert_core_unsat

from strsat.smtlib import Interpreter

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"

EXPECTED = {
    "api_quickstart.py": ["url  = https://", "settings sat"],
    "python_semantics.py": ["-> ('root', '.org', 8080)", "str.index raises ValueError",
                            "Exceeds the limit", "int() outside ASCII numerals"],
    "unsat_cores.py": ["conflict: has a symbol, letters and 1s only", "clashing options"],
    "z3_interop.py": ["request: 'GET /", "as z3 again"],
    "pysmt_strsat.py": ["pysmt says True", "s = "],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_runs(name: str) -> None:
    if name.startswith("pysmt"):
        pytest.importorskip("pysmt")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    out = subprocess.run([sys.executable, str(EXAMPLES / name)], capture_output=True,
                         text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr
    for line in EXPECTED[name]:
        assert line in out.stdout, (line, out.stdout)


def test_every_python_example_is_covered() -> None:
    assert {p.name for p in EXAMPLES.glob("*.py")} == set(EXPECTED)


def test_cores_script() -> None:
    interp = Interpreter(timeout=60)
    out = interp.run((EXAMPLES / "cores.smt2").read_text())
    assert out == ["unsat", "(has_symbol plain)", "unsat", "(strict (not strict))"]
    named = {a.name: a.term for lvl in interp.levels for a in lvl.assertions if a.name}
    assert_core_unsat([named["has_symbol"], named["plain"]])


def test_the_cores_the_example_prints_are_unsat() -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        example = runpy.run_path(str(EXAMPLES / "unsat_cores.py"))
    assert_api_core_unsat(example["conflict"], example["rules"])
    assert_api_core_unsat(example["clash"], untracked=example["options"].assertions())
