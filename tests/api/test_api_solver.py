"""The incremental Solver and its models (issue 11, item 1), and API unsat cores (item 4)."""

from __future__ import annotations

import pytest
from api_cores import assert_api_core_unsat

from strsat import (
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
from strsat.api import SolverStateError
from strsat.smtlib import Interpreter

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


@pytest.mark.parametrize("incremental", [False, True])
def test_push_pop_answers_each_level(incremental: bool) -> None:
    s = Solver(incremental=incremental)
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
    tracked = {"prefix": PrefixOf("ab", x), "p": Length(y) == 3}
    untracked = [Length(x) < 10]
    assert s.check(Contains(x, "q"), x == "abc") == unsat
    core = s.unsat_core()
    assert [str(c) for c in core] == ['(str.contains x "q")', '(= x "abc")']
    assert_api_core_unsat(core, tracked, untracked)
    assert s.check(Not(PrefixOf("a", x))) == unsat
    core = s.unsat_core()
    assert [str(c) for c in core] == ["prefix", '(not (str.prefixof "a" x))']
    assert_api_core_unsat(core, tracked, untracked)


def test_core_minimize_false_keeps_the_found_core_unshrunk() -> None:
    """``set("core.minimize", False)``: the core the check found, not shrunk by deletion;
    still a core (unsat with the untracked assertions), never smaller than the shrunk
    one."""
    assumptions = [Contains(x, "q"), x == "abc", Length(y) == 2, PrefixOf("a", x)]
    cores = []
    for minimize in (True, False):
        s = Solver()
        s.add(Length(x) < 10)
        s.set("core.minimize", minimize)
        assert s.check(*assumptions) == unsat
        core = s.unsat_core()
        assert_api_core_unsat(core, {}, [Length(x) < 10])
        cores.append({str(c) for c in core})
    shrunk, found = cores
    assert shrunk <= {str(a) for a in assumptions} and found <= {str(a) for a in assumptions}
    assert len(shrunk) <= len(found)


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
    assert_api_core_unsat(s.unsat_core(), {"num": StrToInt(x) == 42, "short": Length(x) == 1},
                          [Length(y) > 0])


def test_to_smt2_names_the_assertions_of_one_label_once() -> None:
    """Several assertions tracked by one name print as one named conjunction (SMT-LIB
    names a term once), so the script reads back with the same core names."""
    s = Solver()
    s.assert_and_track(Length(x) == 1, "both")
    s.assert_and_track(Length(y) == 2, "both")
    s.assert_and_track(Length(x) == Length(y), "same")
    text = s.to_smt2()
    assert text.count(":named both)") == 1
    assert Interpreter().run(text + "(get-unsat-core)\n") == ["unsat", "(both same)"]


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
    assert_api_core_unsat([], untracked=[x == "a", x == "b"])
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


def test_an_engine_bug_is_an_unknown_with_its_reason_not_a_traceback(monkeypatch) -> None:  # noqa: ANN001
    s = Solver()
    s.add(Length(x) == 2)

    def broken(*_args: object, **_kwargs: object) -> None:
        raise KeyError("(str.len @split!840)")

    from strsat.engine import Engine

    monkeypatch.setattr(Engine, "check", broken)
    assert s.check() == unknown
    assert s.reason_unknown().startswith("internal error: KeyError: ")
    monkeypatch.undo()
    assert s.check() == sat and len(s.model()[x]) == 2
