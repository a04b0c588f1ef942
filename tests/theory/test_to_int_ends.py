"""Issue 39 (seed 7373 f01134): :attr:`Inference.ABS_TO_INT_CONST_ENDS`, the bounds that
the constant parts of ``s`` put on ``k = to_int(s)``, checked against the reference
evaluator on every short ``x`` (digits and a letter), and the engine on the file's shape.
"""

from __future__ import annotations

import itertools

import pytest

from strsat.api import Concat, IndexOf, Int, Solver, String, StringVal, StrToInt, sat, unsat
from strsat.engine.skolems import Skolems
from strsat.terms import INT, STRING, Term, mk, string, var
from strsat.terms.evaluate import Evaluator
from strsat.theory.reductions import conversions
from strsat.theory.seam.inferences import Inference
from strsat.theory.seam.reduction_terms import Witnesses

X, Y = var("x", STRING), var("y", STRING)
K = var("k", INT)
WORDS = ["".join(w) for n in range(4) for w in itertools.product("019", repeat=n)]
WORDS += ["a", "1a", "a0", "01a"]
SHAPES = [
    mk("str.++", string("12"), X),
    mk("str.++", X, string("12")),
    mk("str.++", string("3"), X, string("05")),
    mk("str.++", string("10"), X, Y),
    mk("str.++", string("007"), X),
    mk("str.++", X, string("1a"), Y),
    mk("str.++", X, Y, string("0")),
]


def _ends(s: Term, named: bool) -> list[Term]:
    sk = Skolems()
    if named:  # as the engine passes it: a purification variable naming s
        name = sk.skolem("cc", s)
        items, _ = conversions.reduce_to_int(K, name, Witnesses(sk))
        return [mk("=", name, s), *(lem.formula for lem in items
                                    if lem.kind is Inference.ABS_TO_INT_CONST_ENDS)]
    items, _ = conversions.reduce_to_int(K, s, Witnesses(sk))
    return [lem.formula for lem in items if lem.kind is Inference.ABS_TO_INT_CONST_ENDS]


@pytest.mark.parametrize("named", [False, True])
@pytest.mark.parametrize("s", SHAPES, ids=str)
def test_the_ends_hold_of_to_int(s: Term, named: bool) -> None:
    facts = _ends(s, named)
    assert len(facts) == 1 + named, facts
    for u, v in itertools.product(WORDS, WORDS[:8]):
        model = {X: u, Y: v}
        value = Evaluator(model).evaluate(mk("str.to_int", s))
        full = {**model, K: value}
        if named:
            full[facts[0].args[0]] = Evaluator(model).evaluate(s)
        for f in facts:
            assert Evaluator(full).evaluate(f) is True, (s, u, v, f)


def test_a_lemma_too_strong_would_fail_here() -> None:
    """Not vacuous: the facts refute a value that the leading constant excludes."""
    (fact,) = _ends(mk("str.++", string("12"), X), False)
    assert Evaluator({X: "", K: 2}).evaluate(fact) is False
    assert Evaluator({X: "3", K: 123}).evaluate(fact) is True
    assert Evaluator({X: "3", K: 23}).evaluate(fact) is False


def test_the_engine_refutes_a_value_below_the_leading_digits() -> None:
    x = String("x")
    s = Solver()
    s.add(StrToInt(Concat(StringVal("12"), x)) == 2)
    assert s.check() == unsat
    s = Solver()
    n = Int("n")
    s.add(StrToInt(Concat(x, StringVal("12"))) == n, n > 500, n < 600)
    assert s.check() == sat
    assert s.model().eval(n).as_long() == 512


LONG = ["0" * 12, "9" * 12, "0" * 13, "1" + "0" * 12, "0" * 14, "5" * 14, "0" * 20]


@pytest.mark.parametrize("s", [mk("str.++", string("12"), X), mk("str.++", string("3"), X, Y),
                               mk("str.++", string("1"), X)], ids=str)
def test_the_growth_floor_holds_past_the_digit_bounds(s: Term) -> None:
    """Past 12 digits the leading constant ``c`` gives the linear floor
    ``k ≥ int(c)·10^12·(|rest| − 11)``: it holds of every long numeral, and at exactly
    twelve zeros after ``c`` it is the value itself (so it is the strongest floor of
    that form)."""
    (fact,) = _ends(s, False)
    for u, v in itertools.product(LONG, ["", "7", "0" * 3]):
        model = {X: u, Y: v}
        full = {**model, K: Evaluator(model).evaluate(mk("str.to_int", s))}
        assert Evaluator(full).evaluate(fact) is True, (s, u, v)
    lead = int(s.args[0].value)  # type: ignore[arg-type]
    value = Evaluator({X: "0" * 12, Y: ""}).evaluate(mk("str.to_int", s))
    assert value == lead * 10 ** 12
    assert Evaluator({X: "0" * 12, Y: "", K: value - 1}).evaluate(fact) is False
    # just below the floor after 20 characters: above every digit bound, so only the
    # growth floor refutes it
    low = lead * 10 ** 12 * 9 - 1
    assert Evaluator({X: "0" * 20, Y: "", K: low}).evaluate(fact) is False
    assert Evaluator({X: "0" * 20, Y: "", K: low + 1}).evaluate(fact) is True


def test_the_engine_refutes_an_index_the_value_outgrows() -> None:
    """Issue 39 (seed 3131 f00464): ``to_int("12"·x) = 2i − 2`` and
    ``indexof(x, "a1", i) ≥ 0`` need ``|x| ≥ i + 2`` with ``i ≥ 6·10^(|x|+1)``; without a
    floor past 12 digits the loop doubled the length bound to 2^22 (unknown)."""
    x, i = String("x"), Int("i")
    s = Solver()
    s.add(StrToInt(Concat(StringVal("12"), x)) == i + i - 2,
          IndexOf(x, StringVal("a1"), i) >= 0)
    assert s.check() == unsat
