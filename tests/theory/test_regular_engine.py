"""The regular step inside the engine: seed files and random regular systems."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from test_regular_brute import WORDS, memberships

from strsat.deadline import Deadline
from strsat.engine import Engine
from strsat.engine.result import Status
from strsat.terms import STRING, mk, var
from strsat.terms.evaluate import holds

SEEDS = Path("/work/shared/bench/seeds")
x = var("x", STRING)


def _solve(formulas, seconds: float = 20.0):
    eng = Engine()
    for f in formulas:
        eng.add(f)
    return eng.check(deadline=Deadline(seconds))


def _brute(formulas) -> bool:
    return any(all(holds(f, {x: w}) for f in formulas) for w in WORDS)


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(memberships)
def test_engine_agrees_with_brute_force(mems):
    formulas = [mk("str.in_re", x, r) if pos else mk("not", mk("str.in_re", x, r))
                for r, pos in mems]
    res = _solve(formulas)
    if res.status is Status.UNSAT:
        assert not _brute(formulas)
    elif res.status is Status.SAT:
        assert all(holds(f, res.model) for f in formulas)
    # unknown is allowed (never a wrong answer)


def _script_status(path: Path) -> str:
    out = subprocess.run([sys.executable, "-m", "strsat", "--timeout", "30", str(path)],
                         capture_output=True, text=True, timeout=120)
    return out.stdout.split("\n", 1)[0].strip()


FAST = ["longstr/longstr_sat_pow_n0010.smt2", "longstr/longstr_unsat_loop_n0010.smt2",
        "regexdiff/regexdiff_r01_r01.smt2", "regexdiff/regexdiff_r01_r02.smt2"]


def _expected(path: Path) -> str:
    for line in path.read_text().splitlines():
        if ":status" in line:
            return line.split(":status")[1].strip(" )")
    raise AssertionError(f"no status in {path}")


@pytest.mark.skipif(not SEEDS.exists(), reason="seed benchmarks not available")
@pytest.mark.parametrize("rel", FAST)
def test_seed_files(rel):
    path = SEEDS / rel
    assert _script_status(path) == _expected(path)


@pytest.mark.slow
@pytest.mark.skipif(not SEEDS.exists(), reason="seed benchmarks not available")
@pytest.mark.parametrize("rel", sorted(str(p.relative_to(SEEDS)) for p in
                                       [*SEEDS.glob("longstr/*.smt2"),
                                        *SEEDS.glob("regexdiff/*.smt2")]))
def test_all_longstr_and_regexdiff(rel):
    path = SEEDS / rel
    assert _script_status(path) == _expected(path)
