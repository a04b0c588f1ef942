"""Small witnesses (``engine/small_witness.py``): short strings over the formula's own
characters, tried once when a check's rounds run long."""

from __future__ import annotations

from strsat.api import Solver, String
from strsat.deadline import Deadline
from strsat.engine.small_witness import BUDGET, small_witness
from strsat.terms import BOOL, INT, STRING, integer, mk, string, var
from strsat.terms.evaluate import holds

x, y, z = var("x", STRING), var("y", STRING), var("z", STRING)
flag = var("flag", BOOL)


def _dashes(s: object) -> object:
    lowered = mk("str.to_lower", s)
    return mk("str.replace_all", mk("str.replace_all", lowered, string("_"), string("-")),
              string("."), string("-"))


def test_a_short_input_over_the_constants_characters() -> None:
    wanted = [mk("str.contains", _dashes(x), string("--")), mk("not", flag)]
    model = small_witness(wanted, Deadline.never())
    assert model is not None and all(holds(a, model) for a in wanted)
    assert len(str(model[x])) == 2 and model[flag] is False


def test_two_strings_shortest_first() -> None:
    wanted = [mk("=", mk("str.++", x, string("-"), y), string("a-.")),
              mk("distinct", x, y)]
    model = small_witness(wanted, Deadline.never())
    assert model == {x: "a", y: "."}


def test_outside_its_shape_or_budget_none() -> None:
    never = Deadline.never()
    n = var("n", INT)
    assert small_witness([mk("=", mk("str.len", x), n)], never) is None  # an Int
    three = [mk("distinct", x, y), mk("distinct", y, z)]
    assert small_witness(three, never) is None  # three strings
    # "b", "c", "d" and "a": 4 + 16 + 64 + 256 strings up to length 4, then the budget
    long = [mk("=", mk("str.len", x), integer(9)), mk("str.contains", x, string("bcd"))]
    assert 1 + 4 + 16 + 64 + 256 + 1024 > BUDGET and small_witness(long, never) is None


SLOW_ROUNDS = """
(declare-const name String)
(assert (str.contains (str.replace_all (str.replace_all (str.to_lower name) "_" "-") "." "-")
                      "--"))
(assert (str.in_re name (re.* (re.union (re.range "\\u{0}" "\\u{bf}") (re.range "a" "z")))))
(assert (str.in_re name (re.++ re.all (re.range "A" "Z") re.all)))
"""


def test_the_loop_tries_them_when_its_rounds_run_long() -> None:
    """``canonicalize_name``'s check, with the upper-case letter asked for: the skeleton's
    open atoms took 20 rounds or more; the witness comes at the eighth."""
    solver = Solver()
    solver.from_string(SLOW_ROUNDS)
    assert str(solver.check()) == "sat"
    assert solver.statistics()["round.small_witness"] == 1
    value = str(solver.model()[String("name")])
    assert "--" in value.lower().replace("_", "-").replace(".", "-")
    assert any("A" <= c <= "Z" for c in value)
