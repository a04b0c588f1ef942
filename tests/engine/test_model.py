"""The engine's model is plain data: values and the division-by-zero table
(``engine/model.py``), which ``get-model`` prints and ``strsat validate`` reads back."""

from __future__ import annotations

from strsat.engine import Engine, Status
from strsat.smtlib import Interpreter, parse_term
from strsat.terms import INT, STRING, var
from strsat.terms.evaluate import Model, evaluate
from strsat.validate import validate_text

X, N = var("x", INT), var("n", INT)
S = var("s", STRING)
DECLS = [X, N, S]


def test_the_model_carries_the_cores_values_of_division_by_zero() -> None:
    e = Engine()
    for text in ("(= n 0)", "(= (div 7 n) x)", "(> x 3)", "(= (mod (str.len s) n) 2)"):
        e.add(parse_term(text, DECLS))
    r = e.check()
    assert r.status is Status.SAT
    model = r.model
    assert isinstance(model, Model)
    length = len(model[S])  # type: ignore[arg-type]
    assert dict(model.by_zero or {}) == {("div", 7): model[X], ("mod", length): 2}
    assert evaluate(parse_term("(= (div 7 n) x)", DECLS), model) is True
    # plain data: a later check of the same engine changes nothing in it
    before = dict(model.by_zero or {})
    e.add(parse_term("(> x 10)", DECLS))
    assert e.check().status is Status.SAT
    assert dict(model.by_zero or {}) == before


def test_a_model_without_divisions_by_zero_has_no_table() -> None:
    e = Engine()
    e.add(parse_term("(= (div x 2) 3)", DECLS))
    r = e.check()
    assert r.status is Status.SAT and isinstance(r.model, Model)
    assert r.model.by_zero is None


def test_get_model_prints_the_table_and_validate_reads_it() -> None:
    script = ("(declare-const x Int)(declare-const n Int)(assert (= n 0))"
              "(assert (= (div 7 n) x))(assert (> x 3))(check-sat)")
    out = Interpreter().run(script + "(get-model)")
    assert out[0] == "sat"
    assert "(define-fun div0 ((x!0 Int) (x!1 Int)) Int (ite (= x!0 7)" in out[1]
    assert validate_text(script, "\n".join(out)).valid


def test_one_walk_finds_the_variables_in_order_and_the_divisions() -> None:
    from strsat.engine.model import variables_and_divisions
    from strsat.terms import free_vars_many

    formulas = [parse_term(t, DECLS) for t in
                ("(= (div 7 n) x)", "(> (str.len s) (mod x n))", "(= n (div x 2 3))", "(> x 0)")]
    variables, divisions = variables_and_divisions(formulas)
    assert variables == list(free_vars_many(formulas))
    assert [str(d) for d in divisions] == ["(div 7 n)", "(mod x n)"]
