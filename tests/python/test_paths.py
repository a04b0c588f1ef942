"""Tracers (issue 11 item 2, and the hook issue 12 builds on): decisions, exception
conditions as paths of their own, concretisation, definitions, unsupported operations."""

from __future__ import annotations

import pytest

from strsat import Solver, sat, unsat
from strsat.errors import UnsupportedError
from strsat.python import (
    Kind,
    Path,
    SymbolicBranchError,
    SymInt,
    SymStr,
    Trace,
    Tracer,
    int_,
    len_,
    range_,
    re,
    str_method,
)


def test_path_collects_the_raising_conditions_and_solves_each_side() -> None:
    with Path() as path:
        s = SymStr("s")
        at = s.index("@")
        user = s[:at]
        number = int_(s[at + 1:])
    # index raises; int() is modelled on ASCII numerals (DOMAIN), where only too many
    # digits raise; its other side raises exactly on non-numerals
    kinds = [d.kind for d in path.decisions]
    assert kinds == [Kind.RAISE, Kind.DOMAIN, Kind.RAISE]
    for i in (0, 1, 2):
        solver = Solver(timeout=30_000)
        solver.add(path.flipped(i))
        assert solver.check() == sat
        value = solver.model()[s.term]
        with pytest.raises(ValueError):
            int(value[value.index("@") + 1:])
    solver = Solver(timeout=20_000)
    solver.add(path.condition(), user == "bob", number == 42)
    assert solver.check() == sat
    value = solver.model()[s.term]
    assert value.startswith("bob@") and int(value[4:]) == 42


def test_branching_needs_a_concrete_execution() -> None:
    with Path(), pytest.raises(SymbolicBranchError, match="truth value"):
        if SymStr("s").startswith("a"):
            pass
    with pytest.raises(SymbolicBranchError, match="may raise IndexError"):
        SymStr("s")[3]  # noqa: B018 - no tracer: the raising condition has nowhere to go


def test_trace_records_every_branch_of_a_function() -> None:
    def classify(s):  # noqa: ANN001, ANN202
        if s.startswith("#"):
            return "comment"
        key, sep, value = s.partition("=")
        if not sep:
            raise ValueError("no =")
        if value.strip().isdigit():
            return int_(value) * 2
        return value.upper()

    s = SymStr("s", "x= 12 ")
    trace = Trace({s.term: "x= 12 "})
    with trace:
        out = classify(s)
    assert out.value == 24 and isinstance(out, SymInt)
    whats = [d.what for d in trace.decisions]
    assert whats[:3] == ["truth value", "truth value", "truth value"]
    # flipping the first decision yields a comment line
    solver = Solver(timeout=20_000)
    solver.add(trace.flipped(0))
    assert solver.check() == sat and solver.model()[s.term].startswith("#")


def test_concretisation_and_unmodelled_operations_in_a_trace() -> None:
    s = SymStr("s", "Hello")
    with Trace({s.term: "Hello"}) as trace:
        assert len(s) == 5  # the builtin needs an int: concretised
        # not modelled: the text's UTF-16 encoding runs on the value
        assert s.encode("utf-16") == "Hello".encode("utf-16")
    assert [d.kind for d in trace.decisions] == [Kind.CONCRETE] * 2
    assert any("utf-16" in n for n in trace.notes)
    with Path(), pytest.raises(UnsupportedError, match="utf-16"):
        SymStr("s").encode("utf-16")


def test_builtins_keep_values_symbolic() -> None:
    with Path() as path:
        s = SymStr("s")
        n = len_(s)
        total = 0
    assert str(n.term) == "(str.len s)" and not path.decisions
    t = SymStr("t", "abc")
    with Trace({t.term: "abc"}) as trace:
        for i in range_(len_(t)):
            total += i
    assert total == 3 and len(trace.decisions) == 4  # three steps and the exit


def test_python_regexes_and_literal_receivers() -> None:
    s = SymStr("s", "ab@example.org")
    with Trace({s.term: "ab@example.org"}) as trace:
        m = re.fullmatch(r"[a-z]+@[a-z]+\.(org|com)", s)
        assert m is not None and m.group(0) is s
        assert str_method(",", "join", [s, "x"]).value == "ab@example.org,x"
        assert re.search(r"(\w+)@", s).group(1) == "ab"  # a group: a run ended by "@"
    assert trace.decisions[0].what == "re.fullmatch"
    with Path(), pytest.raises(UnsupportedError, match="backreference"):
        re.fullmatch(r"(\w)\1", SymStr("s"))  # \w: more strings than the cases modelled


def test_definitions_make_strip_a_word_equation() -> None:
    with Path() as path:
        s = SymStr("s")
        word = s.strip()
    assert len(path.definitions) == 1 and "str.rev" not in str(path.definitions[0])
    solver = Solver(timeout=20_000)
    solver.add(path.condition(), word == "ok", len_(s) == 4, s.startswith(" "))
    assert solver.check() == sat and solver.model()[s.term].strip() == "ok"
    solver = Solver(timeout=20_000)
    solver.add(path.condition(), word == " ok")
    assert solver.check() == unsat


def test_a_custom_tracer_sees_each_decision() -> None:
    class Counting(Tracer):
        def choose(self, kind, condition, concrete, what, exception):  # noqa: ANN001, ANN201
            return kind is Kind.DOMAIN  # never raise, always modelled

    with Counting() as tracer:
        s = SymStr("s")
        s.index("x")
        s.lower()
    assert [d.kind for d in tracer.decisions] == [Kind.RAISE, Kind.DOMAIN]
