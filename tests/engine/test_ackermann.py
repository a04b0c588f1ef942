"""Ackermann's reduction of uninterpreted functions (engine/ackermann.py, issue 41)."""

from __future__ import annotations

import pytest
from core_check import assert_core_unsat

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.ackermann import Ackermann, applications, fresh_constant
from strsat.terms import BOOL, INT, STRING, integer, mk, string, var
from strsat.terms.evaluate import evaluate
from strsat.terms.functions import apply, function, symbol_of

X, Y = var("x", STRING), var("y", STRING)
N = var("n", INT)
F = function("f", [STRING], INT)
G = function("g", [INT, STRING], STRING)
P = function("p", [INT], BOOL)


def test_formulas_without_applications_are_not_reduced() -> None:
    a = Ackermann()
    assert a.reduce([mk("=", X, Y), mk("<", N, integer(3))]) is None
    assert a.reduced([mk("=", X, Y)]) == [mk("=", X, Y)]


def test_applications_innermost_first_and_one_constant_each() -> None:
    inner = apply(F, X)
    outer = apply(G, inner, apply(G, integer(1), Y))
    formula = mk("=", outer, mk("str.++", outer, string("a")))
    apps = applications(formula)
    assert apps.index(inner) < apps.index(outer)
    assert len(apps) == len(set(apps)) == 3
    reduction = Ackermann().reduce([formula])
    assert reduction is not None
    c = fresh_constant(outer)
    assert reduction.reduced == [mk("=", c, mk("str.++", c, string("a")))]
    assert str(c.value).startswith("@g!") and c.sort is STRING
    # g(f(x), g(1, y)) against g(1, y): arguments f(x) = 1 and g(1, y) = y
    (constraint,) = reduction.constraints
    assert constraint.op == "=>"
    assert reduction.arguments[outer] == (fresh_constant(inner),
                                          fresh_constant(apply(G, integer(1), Y)))


def test_distinct_literal_arguments_need_no_constraint() -> None:
    apps = [apply(F, string(w)) for w in ("a", "b", "c")] + [apply(F, X)]
    reduction = Ackermann().reduce([mk("=", a, integer(i)) for i, a in enumerate(apps)])
    assert reduction is not None
    assert len(reduction.constraints) == 3  # each literal with x only


def test_model_tables_and_validation_against_the_originals() -> None:
    e = Engine()
    e.add(mk("=", apply(F, X), integer(3)))
    e.add(mk("=", apply(F, Y), integer(4)))
    e.add(mk("=", apply(F, string("q")), integer(4)))
    e.add(mk("=", mk("str.len", X), integer(2)))
    e.add(mk("not", mk("=", Y, string("q"))))
    r = e.check()
    assert r.status is Status.SAT and r.model is not None
    table = r.model.functions[F]  # type: ignore[attr-defined]
    assert table.default == 4 and table.entries == {(r.model[X],): 3}
    assert not any(str(v.value).startswith("@") for v in r.model)
    assert r.stats["ackermann.applications"] == 3 and r.stats["ackermann.constraints"] == 3
    for f in e.assertions():
        assert evaluate(f, r.model) is True


def test_what_a_scope_asserted_about_applications_leaves_with_it() -> None:
    e = Engine()
    e.add(mk("=", X, Y))
    e.push()
    e.add(mk("=", apply(F, X), integer(1)))
    assert e.check().status is Status.SAT
    e.pop()
    e.push()
    e.add(mk("=", apply(F, Y), integer(2)))
    assert e.check().status is Status.SAT
    e.add(mk("=", apply(F, X), integer(1)))
    assert e.check().status is Status.UNSAT
    e.pop()
    fx = mk("=", apply(F, X), integer(1))
    assert e.check([fx, mk("=", apply(F, Y), integer(2))]).status is Status.UNSAT
    assert e.check([fx]).status is Status.SAT


def test_cores_are_original_formulas_and_unsat_on_their_own() -> None:
    e = Engine()
    formulas = [
        mk("=", apply(F, X), integer(3)),
        mk("=", apply(G, N, X), string("ab")),
        mk("=", X, mk("str.++", Y, string("c"))),
        mk("=", mk("str.len", Y), integer(0)),
        mk("=", apply(F, string("c")), integer(4)),
        apply(P, apply(F, Y)),
    ]
    for f in formulas:
        e.add(f)
    r = e.check(core=True)
    assert r.status is Status.UNSAT and r.core is not None
    assert set(r.core) <= set(formulas)
    assert set(r.core) == {formulas[0], formulas[2], formulas[3], formulas[4]}
    assert_core_unsat(r.core)


def test_the_reduction_honours_the_deadline() -> None:
    apps = [apply(F, var(f"s{i}", STRING)) for i in range(300)]
    formulas = [mk("=", a, integer(i)) for i, a in enumerate(apps)]
    from strsat.errors import ResourceLimit

    with pytest.raises(ResourceLimit):
        Ackermann().reduce(formulas, Deadline(0.0))
    e = Engine()
    for f in formulas:
        e.add(f)
    r = e.check(deadline=Deadline(0.0))
    assert r.status is Status.UNKNOWN and "timeout" in (r.reason or "")


def test_symbol_of_reads_the_signature_back() -> None:
    app = apply(G, N, X)
    assert symbol_of(app) == G and not app.ground and not apply(F, string("a")).ground


def test_a_constant_the_procedures_eliminate_takes_its_default() -> None:
    """``x = f2(y)`` is eliminated before the loop and the other assertion becomes true:
    no procedure's model mentions the constant of ``f2(y)`` (found by the differential
    test)."""
    f2 = function("f2", [STRING], STRING)
    app = apply(f2, Y)
    e = Engine()
    e.add(mk("=", X, app))
    e.add(mk("or", mk("=", string("aa"), mk("str.++", Y, X)), mk("=", app, X)))
    r = e.check()
    assert r.status is Status.SAT and r.model is not None
    assert r.model.functions[f2](("",)) == r.model[X]  # type: ignore[attr-defined]


def test_a_constant_is_named_by_its_application_not_by_serials() -> None:
    # the name enters the constant's hash, so it must not follow the serial (issue 40)
    from strsat.terms.term import INTERNER
    first = fresh_constant(apply(F, string("serials")))
    for _ in range(11):
        next(INTERNER.ids)
    assert fresh_constant(apply(F, string("serials"))) is first
    names = {fresh_constant(apply(F, string(w))).value for w in ("a", "b", "c", "serials")}
    assert len(names) == 4 and all(str(n).startswith(f"@{F.name}!") for n in names)
