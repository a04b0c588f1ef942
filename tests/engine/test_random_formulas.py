"""strsat against z3 on the formulas of ``benchmarks/random_formulas/generate.py``
(issue 26): the whole theory, lexicographic order included, a few seeded formulas.

No disagreement is allowed (a ``sat`` of one against an ``unsat`` of the other), and
each ``sat`` of strsat comes with a model the engine validated.  An ``unknown`` of
either side is not a failure here: the counts are what the differential runner
(``benchmarks/random_formulas/run.py``) measures.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

z3 = pytest.importorskip("z3")

from strsat.smtlib.interpreter import Interpreter  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks" / "random_formulas"))
from generate import formula  # noqa: E402

#: Formulas per test run (seeded: the same ones every time).
COUNT = 12
SEED = 2026


def _z3(text: str) -> str:
    s = z3.Solver()
    s.set("timeout", 2000)
    s.from_string(text)
    return str(s.check())


def _strsat(text: str) -> str:
    out = Interpreter(timeout=3).run(text)
    return next(line for line in out if line in ("sat", "unsat", "unknown"))


@pytest.mark.parametrize("k", range(COUNT))
def test_no_disagreement_with_z3(k: int) -> None:
    rng = random.Random(SEED)
    for _ in range(k + 1):
        text, _ops = formula(rng)
    ours, theirs = _strsat(text), _z3(text)
    if "unknown" in (ours, theirs):
        return
    assert ours == theirs, text
