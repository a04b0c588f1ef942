"""The reference evaluator on terms: core, integer and string operators, models,
undetermined values, typed errors, and coverage of the operator table."""

from __future__ import annotations

import pytest

from strsat.errors import SortError, ValueRangeError
from strsat.terms import (
    BOOL,
    EMPTY,
    FALSE,
    INT,
    OPS,
    REGLAN,
    STRING,
    TRUE,
    Term,
    boolean,
    integer,
    mk,
    string,
    var,
)
from strsat.terms.evaluate import HANDLERS, Evaluator, Undetermined, evaluate, holds, matches
from strsat.terms.formulas import in_grammar
from strsat.terms.grammars import Chars, Grammar

x, y = var("x", STRING), var("y", STRING)
n, m = var("n", INT), var("m", INT)
p = var("p", BOOL)
A = mk("str.to_re", string("a"))


def i(k: int) -> Term:
    return integer(k) if k >= 0 else mk("-", integer(-k))


# ---- the operator table -------------------------------------------------------------


def test_every_operator_has_semantics() -> None:
    # One table drives parser, printer, sort checker and evaluator: no row without meaning.
    assert set(OPS) - set(HANDLERS) == set()
    assert set(HANDLERS) - set(OPS) == set()


def _sample_args(info) -> list[Term]:  # one argument of each expected sort
    samples = {BOOL: TRUE, INT: integer(1), STRING: string("ab"), REGLAN: A, None: integer(2)}
    if info.variadic:
        return [samples[info.args[0]]] * max(info.min_args, 2)
    return [samples[s] for s in info.args]


@pytest.mark.parametrize("name", sorted(OPS))
def test_every_operator_evaluates(name: str) -> None:
    info = OPS[name]
    args = _sample_args(info)
    if name == "ite":
        args = [TRUE, integer(1), integer(2)]
    t = mk(name, *args, indices=(1, 2)[:info.n_indices]) if name != "str.in_grammar" else \
        in_grammar(args[0], Grammar("G", "S", [("S", [(Chars.char("a"),)])]))
    if t.sort is REGLAN:
        assert isinstance(matches(t, "a"), bool)
    else:
        v = evaluate(t)
        assert type(v) is {BOOL: bool, INT: int, STRING: str}[t.sort]


# ---- core ---------------------------------------------------------------------------


def test_core_connectives() -> None:
    assert evaluate(mk("and")) is True and evaluate(mk("or")) is False
    assert evaluate(mk("xor", TRUE, TRUE, TRUE)) is True       # left-assoc: (xor (xor t t) t)
    assert evaluate(mk("xor", TRUE, TRUE)) is False
    # => is right-assoc: (=> a b c) = (=> a (=> b c))
    assert evaluate(mk("=>", TRUE, FALSE, FALSE)) is True
    assert evaluate(mk("=>", TRUE, TRUE, FALSE)) is False
    assert evaluate(mk("not", FALSE)) is True


def test_equality_is_chainable_and_distinct_pairwise() -> None:
    a, b = string("a"), string("b")
    assert evaluate(mk("=", a, a, a)) is True
    assert evaluate(mk("=", a, a, b)) is False
    assert evaluate(mk("distinct", a, b, a)) is False   # pairwise, not chained
    assert evaluate(mk("distinct", a, b, string("c"))) is True
    assert evaluate(mk("=", TRUE, boolean(True))) is True
    assert evaluate(mk("ite", FALSE, a, b)) == "b"


# ---- integers -------------------------------------------------------------------------


def test_integer_operators() -> None:
    assert evaluate(mk("-", integer(5))) == -5                     # unary minus
    assert evaluate(mk("-", integer(10), integer(3), integer(2))) == 5  # left-assoc
    assert evaluate(mk("div", integer(-7), integer(2))) == -4       # floor for positive divisor
    assert evaluate(mk("div", integer(-7), i(-2))) == 4
    assert evaluate(mk("div", integer(100), integer(3), integer(4))) == 8  # (div (div 100 3) 4)
    assert evaluate(mk("mod", integer(-7), i(-2))) == 1             # never negative
    assert evaluate(mk("abs", i(-4))) == 4
    assert evaluate(mk("<", integer(1), integer(2), integer(3))) is True
    assert evaluate(mk("<", integer(1), integer(3), integer(2))) is False
    assert evaluate(mk(">=", integer(3), integer(3), integer(1))) is True
    assert evaluate(mk("*", integer(2), integer(3), integer(4))) == 24


def test_division_by_zero_is_undetermined_unless_irrelevant() -> None:
    d = mk("div", n, integer(0))
    with pytest.raises(Undetermined):
        evaluate(mk("=", d, integer(1)))
    with pytest.raises(Undetermined):
        evaluate(mk("mod", integer(3), mk("-", n, n)))
    # The value cannot matter: a decided answer is still exact.
    assert holds(mk("or", TRUE, mk("=", d, integer(1))))
    assert not holds(mk("and", FALSE, mk("=", d, integer(1))))
    assert holds(mk("=>", FALSE, mk("=", d, integer(1))))
    assert evaluate(mk("*", integer(0), d)) == 0
    assert evaluate(mk("ite", mk("=", d, integer(1)), integer(7), integer(7))) == 7
    assert evaluate(mk("ite", TRUE, integer(7), d)) == 7
    with pytest.raises(Undetermined):
        evaluate(mk("ite", mk("=", d, integer(1)), integer(7), integer(8)))
    with pytest.raises(Undetermined):
        holds(mk("or", FALSE, mk("=", d, integer(1))))


# ---- strings --------------------------------------------------------------------------


def test_division_by_zero_uses_the_models_interpretation() -> None:
    """SMT-LIB: (div m 0) and (mod m 0) are fixed by the model (unary functions of m)."""
    def by_zero(op: str, m: int) -> int:
        return {"div": m + 100, "mod": -m}[op]

    ev = Evaluator({n: 5}, by_zero=by_zero)
    assert ev.evaluate(mk("div", n, integer(0))) == 105
    assert ev.evaluate(mk("mod", n, mk("-", n, n))) == -5
    assert ev.evaluate(mk("div", integer(7), integer(2), integer(0))) == 103  # (div 3 0)
    assert ev.evaluate(mk("div", n, integer(2))) == 2  # ordinary division untouched

def test_string_operators_on_terms() -> None:
    s = string("hello")
    assert evaluate(mk("str.++", s, EMPTY, string("!"))) == "hello!"
    assert evaluate(mk("str.len", s)) == 5
    assert evaluate(mk("str.at", s, integer(1))) == "e"
    assert evaluate(mk("str.substr", s, i(-1), integer(2))) == ""
    assert evaluate(mk("str.indexof", s, string("l"), integer(3))) == 3
    assert evaluate(mk("str.replace", s, EMPTY, string(">"))) == ">hello"
    assert evaluate(mk("str.replace_all", s, string("l"), string("L"))) == "heLLo"
    assert evaluate(mk("str.<", string("a"), string("b"), string("c"))) is True  # chainable
    assert evaluate(mk("str.<", string("a"), string("c"), string("b"))) is False
    assert evaluate(mk("str.<=", string("a"), string("a"))) is True
    assert evaluate(mk("str.to_int", string("0042"))) == 42
    assert evaluate(mk("str.from_int", i(-3))) == ""
    assert evaluate(mk("str.from_code", integer(0x30000))) == ""
    assert evaluate(mk("str.to_code", string("ab"))) == -1
    assert evaluate(mk("str.is_digit", string("7"))) is True
    assert evaluate(mk("str.rev", s)) == "olleh"
    assert evaluate(mk("str.to_upper", s)) == "HELLO"
    assert evaluate(mk("str.update", s, integer(3), string("LOOO"))) == "helLO"


def test_legacy_spellings_mean_the_same() -> None:
    assert evaluate(mk("str.to.int", string("12"))) == 12
    assert evaluate(mk("int.to.str", integer(12))) == "12"
    assert evaluate(mk("str.in.re", string("a"), mk("str.to.re", string("a")))) is True


# ---- models ---------------------------------------------------------------------------


def test_model_values_and_defaults() -> None:
    f = mk("and", mk("=", mk("str.++", x, y), string("ab")), mk("=", n, integer(3)), p)
    assert holds(f, {x: "a", y: "b", n: 3, p: True})
    assert not holds(f, {x: "a", y: "b", n: 3})           # p defaults to false
    assert evaluate(mk("str.len", x)) == 0                  # x defaults to ""
    assert evaluate(mk("+", n, integer(1))) == 1            # n defaults to 0
    assert holds(f, {x: string("a"), y: string("b"), n: integer(3), p: TRUE})  # literal terms


def test_ill_sorted_model_values_raise_typed_errors() -> None:
    with pytest.raises(SortError):
        evaluate(mk("str.len", x), {x: 3})
    with pytest.raises(SortError):
        evaluate(mk("+", n, integer(1)), {n: True})        # bool is not an Int value
    with pytest.raises(SortError):
        evaluate(mk("str.len", x), {x: integer(3)})
    with pytest.raises(ValueRangeError):
        evaluate(mk("str.len", x), {x: "\U00030000"})      # outside 0..0x2FFFF


def test_reglan_terms_have_no_value_alone() -> None:
    with pytest.raises(SortError):
        evaluate(A)
    with pytest.raises(SortError):
        holds(mk("str.len", x))


def test_reglan_variables() -> None:
    r = var("r", REGLAN)
    f = mk("str.in_re", x, r)
    assert holds(f, {x: "a", r: A})
    assert not holds(f, {x: "b", r: A})
    with pytest.raises(Undetermined):
        holds(f, {x: "a"})                                  # no value for r: cannot decide


def test_regex_with_model_dependent_strings() -> None:
    f = mk("str.in_re", x, mk("re.+", mk("str.to_re", y)))
    assert holds(f, {x: "abab", y: "ab"})
    assert not holds(f, {x: "aba", y: "ab"})
    assert matches(mk("re.range", y, string("c")), "b", {y: "a"})


def test_evaluator_shares_work_across_assertions() -> None:
    ev = Evaluator({x: "abc"})
    shared = mk("str.++", x, x)
    assert ev.evaluate(mk("str.len", shared)) == 6
    assert ev.holds(mk("=", shared, string("abcabc")))
    assert ev.regex(mk("str.to_re", shared)) is not None


def test_shared_dag_is_evaluated_in_linear_time() -> None:
    # u_k = u_{k-1} + u_{k-1}: the tree has 2^k leaves, the DAG k + 1 nodes.
    u = integer(1)
    for _ in range(3000):
        u = mk("+", u, u)
    assert evaluate(u) == 2**3000
    w = string("ab")
    for _ in range(16):
        w = mk("str.++", w, w)
    assert evaluate(mk("str.len", w)) == 2 * 2**16
