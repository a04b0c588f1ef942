"""The incremental Solver and its models (issue 11, item 1), and API unsat cores (item 4)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "engine"))  # the core re-check helper
from core_check import assert_core_unsat  # noqa: E402

from strsat import (  # noqa: E402
    And,
    Bool,
    Contains,
    InRe,
    Int,
    Ints,
    Length,
    Not,
    PrefixOf,
    Range,
    Solver,
    Star,
    String,
    Strings,
    StringVal,
    StrToInt,
    sat,
    unknown,
    unsat,
)
from strsat.api import SolverStateError  # noqa: E402
from strsat.smtlib import Interpreter  # noqa: E402

x, y = Strings("x y")
n = Int("n")


def test_a_z3py_script_runs_unchanged() -> None:
    s = Solver()
    s.add(x + "b" == "a" + y, Length(x) == n, n > 2, InRe(x, Star(Range("a", "b"))))
    assert s.check() == sat
    model = s.model()
    vx, vy, vn = model[x], model[y], model[n]
    assert isinstance(vx, str) and isinstance(vn, int)
    assert vx + "b" == "a" + vy and len(vx) == vn > 2 and set(vx) <= {"a", "b"}
    assert model.eval(Length(y) + 1) == len(vy) + 1
    assert model.eval(x == y) == (vx == vy)
    assert sorted(str(d) for d in model.decls()) == ["n", "x", "y"]
    assert all(model[d] == model[d()] for d in model.decls())
    assert model.as_dict() == {"x": vx, "y": vy, "n": vn}
    assert repr(model).startswith("[") and f"n = {vn}" in repr(model)


def test_models_carry_full_unicode() -> None:
    s = Solver()
    s.add(x == StringVal("\u00e9") + y, PrefixOf("\U0001f600", y), Length(y) == 2)
    assert s.check() == sat
    assert s.model()[x][:2] == "\u00e9\U0001f600"


def test_push_pop_keeps_one_engine_and_answers_each_level() -> None:
    s = Solver()
    s.add(PrefixOf("http://", x))
    answers = []
    for i in range(6):
        s.push()
        s.add(Contains(x, f"k{i}"), Length(x) < 12 + i)
        answers.append(s.check())
        assert f"k{i}" in s.model()[x]
        s.pop()
    assert answers == [sat] * 6 and s.num_scopes() == 0
    assert [str(a) for a in s.assertions()] == ['(str.prefixof "http://" x)']
    with s:
        s.add(PrefixOf("ftp", x))
        assert s.check() == unsat
    assert s.check() == sat


def test_model_completion_and_unmentioned_constants() -> None:
    s = Solver()
    s.add(x == "ab")
    assert s.check() == sat
    model = s.model()
    z = String("z")
    assert model[z] is None
    assert model.eval(z + x, model_completion=True) == "ab"
    partial = model.eval(z + x)
    assert str(partial) == '(str.++ z "ab")'


def test_assumptions_and_tracked_assertions_give_cores() -> None:
    s = Solver()
    p = Bool("p")
    s.assert_and_track(PrefixOf("ab", x), "prefix")
    s.assert_and_track(Length(y) == 3, p)
    s.add(Length(x) < 10)
    assert s.check(Contains(x, "q"), x == "abc") == unsat
    core = s.unsat_core()
    assert [str(c) for c in core] == ['(str.contains x "q")', '(= x "abc")']
    assert s.check(Not(PrefixOf("a", x))) == unsat
    core = s.unsat_core()
    assert [str(c) for c in core] == ["prefix", '(not (str.prefixof "a" x))']
    tracked = {"prefix": PrefixOf("ab", x).term, "p": (Length(y) == 3).term}
    untracked = [(Length(x) < 10).term]
    assert_core_unsat(untracked + [tracked.get(str(c), c.term) for c in core])


def test_to_smt2_round_trips_through_the_command_line() -> None:
    s = Solver()
    s.assert_and_track(StrToInt(x) == 42, "num")
    s.assert_and_track(Length(x) == 1, "short")
    s.add(Length(y) > 0)
    text = s.to_smt2()
    assert "(assert (! (= (str.to_int x) 42) :named num))" in text
    out = Interpreter().run(text + "(get-unsat-core)\n")
    assert out == ["unsat", "(num short)"]
    assert s.check() == unsat and sorted(map(str, s.unsat_core())) == ["num", "short"]


def test_timeout_reason_and_statistics() -> None:
    s = Solver()
    s.set(timeout=1)
    a, b = Ints("a b")
    # nonlinear integers beyond what the core decides quickly
    s.add(a * a * a + b * b * b == 33, a > 10 ** 6)
    result = s.check()
    assert result in (unknown, unsat)
    if result == unknown:
        assert s.reason_unknown()
    stats = s.statistics()
    assert stats["checks"] == 1 and "total-time" in stats.keys()


def test_state_errors_are_typed() -> None:
    s = Solver()
    with pytest.raises(SolverStateError, match="no check"):
        s.model()
    s.add(x == "a", x == "b")
    assert s.check() == unsat
    with pytest.raises(SolverStateError, match="answered unsat"):
        s.model()
    assert s.unsat_core() == []
    s.reset()
    assert s.check() == sat
    with pytest.raises(SolverStateError, match="answered sat"):
        s.unsat_core()
    with pytest.raises(SolverStateError, match="only 0 levels"):
        s.pop()


def test_add_accepts_lists_and_iadd() -> None:
    s = Solver()
    s += x == "a"
    s.add([Length(y) == 1, And(y != "b", y != "a")])
    assert s.check() == sat and s.model()[y] not in ("a", "b")
    assert len(s.assertions()) == 3
