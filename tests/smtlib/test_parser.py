"""Term parser: every operator spelling, scoping, macros, errors with positions."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings

from strsat.errors import ParseError, SortError, StrsatError, UnsupportedError
from strsat.smtlib import error_text, parse_term, term_to_smtlib
from strsat.terms import BOOL, INT, REGLAN, STRING, Term, integer, mk, string, var
from strsat.terms.ops import operators
from strsat.terms.walk import fold, rebuild
from terms.term_strategies import terms

X = var("x", STRING)
N = var("n", INT)
DECLS = {"x": STRING, "y": STRING, "n": INT, "b": BOOL}
SAMPLE = {STRING: "x", INT: "n", BOOL: "b", REGLAN: "re.allchar", None: "n"}


def _application(name: str, op) -> str:
    n = op.min_args if op.variadic else len(op.args)
    n = max(n, 1) if op.variadic else n
    args = " ".join(SAMPLE[op.args[0] if op.variadic else op.args[i]] for i in range(n))
    if op.name == "ite":
        args = "b n n"
    head = name
    if op.n_indices:
        head = f"(_ {name} " + " ".join("2" for _ in range(op.n_indices)) + ")"
    if not args:
        return head
    return f"({head} {args})"


@pytest.mark.parametrize("op", list(operators()), ids=lambda op: op.name)
def test_every_spelling_parses_to_the_operator_and_prints_back(op) -> None:
    if op.name == "str.in_grammar":
        pytest.skip("needs a declare-grammar: tests/smtlib/test_grammars.py")
    for spelling in (op.name, *op.aliases):
        t = parse_term(_application(spelling, op), DECLS)
        assert t.op == op.name, spelling
        assert parse_term(term_to_smtlib(t), DECLS) is t


@pytest.mark.parametrize("text, expected", [
    ("(str.in.re x (str.to.re \"a\"))", mk("str.in_re", X, mk("str.to_re", string("a")))),
    ("(re.loop (str.to.re \"a\") 1 3)",
     mk("re.loop", mk("str.to_re", string("a")), indices=(1, 3))),
    ("((_ re.^ 3) re.allchar)", mk("re.^", mk("re.allchar"), indices=(3,))),
    ("(_ char #x41)", string("A")),
    ("(- 5)", integer(-5)),
    ("-5", integer(-5)),
    ("(- n)", mk("-", N)),
    ("(str.indexof x \"a\")", mk("str.indexof", X, string("a"), integer(0))),
    ("(xor (= n 1))", mk("=", N, integer(1))),
    ("re.nostr", mk("re.none")),
    ("(int.to.str n)", mk("str.from_int", N)),
])
def test_legacy_and_dialect_forms(text: str, expected: Term) -> None:
    assert parse_term(text, DECLS) is expected


def test_one_bound_loop_means_at_least() -> None:
    r = mk("str.to_re", string("a"))
    expected = mk("re.++", mk("re.^", r, indices=(2,)), mk("re.*", r))
    assert parse_term('(re.loop (str.to.re "a") 2)') is expected
    assert parse_term('((_ re.loop 2) (str.to.re "a"))') is expected


def test_numerals_past_python_digit_limit_parse() -> None:
    digits = "7" * 5000  # int() refuses strings of more than 4,300 digits
    value = int(digits[:2500]) * 10 ** 2500 + int(digits[2500:])
    assert parse_term(digits) is integer(value)
    assert parse_term(f"(- {digits})") is integer(-value)
    assert parse_term(f"(= n {digits})", DECLS) is mk("=", N, integer(value))


def test_let_is_parallel_and_shadows() -> None:
    t = parse_term("(let ((n 1) (m n)) (let ((n (+ n m))) (= n 2)))", DECLS)
    assert t is mk("=", mk("+", integer(1), N), integer(2))


def test_named_terms_define_names() -> None:
    from strsat.smtlib.parser import TermParser
    from strsat.smtlib.sexpr import read_all
    from strsat.smtlib.symbols import Symbols

    symbols = Symbols()
    symbols.declare("n", N)
    p = TermParser(symbols)
    (e,) = read_all("(! (> n 0) :named pos :weight 2)")
    t = p.term(e)
    (e2,) = read_all("(and pos pos)")
    assert p.term(e2) is mk("and", t, t)


def test_declarations_may_be_terms_or_variables() -> None:
    assert parse_term("(str.len s)", {"s": string("ab")}) is mk("str.len", string("ab"))
    assert parse_term("(str.len x)", [X]) is mk("str.len", X)


@pytest.mark.parametrize("text, kind, where, fragment", [
    ("(str.len n)", SortError, (1, 1), "str.len: argument 1 has sort Int"),
    ("(str.++ x\n   (+ n 1))", SortError, (1, 1), "argument 2 has sort Int"),
    ("(foo x)", ParseError, (1, 2), "unknown function foo"),
    ("(and b zz)", ParseError, (1, 8), "unknown constant zz"),
    ("(forall ((q Int)) (> q 0))", UnsupportedError, (1, 2), "quantifiers"),
    ("(= n 1.5)", UnsupportedError, (1, 6), "real arithmetic"),
    ("(= n #x01)", UnsupportedError, (1, 6), "bit-vectors"),
    ("(select a 1)", UnsupportedError, (1, 2), "arrays"),
    ("(seq.len x)", UnsupportedError, (1, 2), "sequences"),
    ("(let ((a 1) (a 2)) a)", ParseError, (1, 14), "binds a twice"),
    ("(let (a 1) a)", ParseError, (1, 7), "malformed let binding"),
    ("()", ParseError, (1, 1), "empty application"),
    ("(x 1)", ParseError, (1, 2), "x is a constant"),
    ("(str.len)", SortError, (1, 1), "expects 1 arguments, got 0"),
    ("(_ char #x30000)", StrsatError, (1, 9), "outside the alphabet"),
    ("((_ re.loop 1 2 3) re.all)", SortError, (1, 1), "takes 2 indices"),
    ("(re.loop re.all)", SortError, (1, 1), "re.loop takes 2 indices"),
    ("str.len", ParseError, (1, 1), "used without arguments"),
    ("(! b)", ParseError, (1, 1), "at least one attribute"),
    (":k", ParseError, (1, 1), "unexpected keyword"),
    ("(as x Int)", SortError, (1, 1), "has sort String, not Int"),
])
def test_errors_name_the_offending_token(text, kind, where, fragment) -> None:
    with pytest.raises(kind) as info:
        parse_term(text, DECLS)
    exc = info.value
    assert (exc.line, exc.col) == where
    assert fragment in error_text(exc)


def test_trailing_text_is_an_error() -> None:
    with pytest.raises(ParseError, match="after the term"):
        parse_term("x y", DECLS)


def normalise(t: Term) -> Term:
    """The parser's normal form: unary minus of a numeral is a negative literal.

    Only a numeral as written folds: in ``(- (- 0))`` the inner minus becomes the
    literal 0, and the outer one stays an application (the parser sees a term there,
    not a numeral token).
    """
    def combine(s: Term, args: list[Term]) -> Term:
        written = s.args[0] if len(s.args) == 1 else None
        if s.op == "-" and written is not None and written.is_const and written.value >= 0:
            return integer(-written.value)
        return rebuild(s, tuple(args))

    return fold(t, combine)


@settings(max_examples=300, deadline=None)
@given(terms(BOOL) | terms(STRING) | terms(INT) | terms(REGLAN))
@example(mk("-", mk("-", integer(0))))
def test_print_then_parse_is_identity(t: Term) -> None:
    from strsat.terms.walk import free_vars

    decls = {str(v.value): v for v in free_vars(t)}
    assert parse_term(term_to_smtlib(t), decls) is normalise(t)


def test_print_then_parse_with_let_sharing() -> None:
    t = X
    for _ in range(30):
        t = mk("str.++", t, t)
    text = term_to_smtlib(t)
    assert text.startswith("(let ") and len(text) < 2000
    assert parse_term(text, DECLS) is t


def test_deep_terms_parse_print_evaluate_and_hash() -> None:
    from strsat.terms.evaluate import evaluate

    depth = 100_000
    text = "(str.++ " * depth + "x" + ' "a")' * depth
    t = parse_term(text, DECLS)
    assert hash(t) == hash(t)
    assert term_to_smtlib(t) == text
    assert evaluate(mk("str.len", t), {X: "bc"}) == depth + 2
    deep_int = "(+ 1 " * depth + "n" + ")" * depth
    assert evaluate(parse_term(deep_int, DECLS), {N: 1}) == depth + 1
