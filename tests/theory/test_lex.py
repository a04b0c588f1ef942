"""The lexicographic-order procedure (``theory/lex``): the lazy reduction with its
character atom, and the order-propagation step (irreflexivity, totality,
transitivity).

The property tests compare the whole engine with Python's ``<`` on strings, which is
code-point order as in SMT-LIB, on concrete strings that the engine only sees through
memberships (so the loop, not the ground evaluator, decides).
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.skolems import Skolems
from strsat.terms import INT, STRING, Term, mk, string, var
from strsat.terms.evaluate import evaluate
from strsat.terms.walk import postorder
from strsat.theory.lex.heads import Spans, char_range
from strsat.theory.lex.reduction import is_character_atom, split_lemmas
from strsat.theory.reductions import reduce_atom
from strsat.theory.regular.languages import Languages
from strsat.theory.seam.equalities import EqualityClasses
from strsat.theory.seam.inferences import Inference
from strsat.theory.seam.reduction_terms import Witnesses

x, y, z, w = (var(n, STRING) for n in ("x", "y", "z", "w"))


def solve(*assertions: Term, seconds: float = 30) -> tuple[Status, dict]:
    engine = Engine()
    for a in assertions:
        engine.add(a)
    result = engine.check(deadline=Deadline(seconds))
    if result.status is Status.SAT:
        assert result.model is not None
        assert all(evaluate(a, result.model) is True for a in assertions)
    return result.status, result.stats


def lit(s: str) -> Term:
    return mk("str.to_re", string(s))


# ---- the reduction -------------------------------------------------------------------

def test_reduction_states_a_character_atom_not_codes() -> None:
    sk = Skolems()
    # the general case is left to the order step (lazy), the atom stays guarded
    assert reduce_atom(mk("str.<", x, y), sk) == ([], False)
    lemmas = split_lemmas(mk("str.<", x, y), Witnesses(sk))
    assert {lem.kind for lem in lemmas} == {Inference.REDUCE_LT, Inference.REDUCE_LT_SPLIT}
    text = " ".join(str(lem.formula) for lem in lemmas)
    assert "str.to_code" not in text
    c, d = sk.skolem("lt_c", x, y), sk.skolem("lt_d", x, y)
    char_atom = mk("str.<", c, d)
    assert char_atom in {u for lem in lemmas for u in postorder(lem.formula)}
    assert is_character_atom(char_atom, sk)
    assert is_character_atom(mk("str.<", d, c), sk)
    assert not is_character_atom(mk("str.<", x, y), sk)
    # the character atom is left to the fixed-length search: no further reduction
    assert reduce_atom(char_atom, sk) == ([], False)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.text("ab\u00e9\U00010000", max_size=4), st.text("ab\u00e9\U00010000", max_size=4))
def test_split_lemmas_are_exact(a: str, b: str) -> None:
    """With the skolems' intended values (common prefix, first differing characters,
    rests) the lemmas hold, and the right side of REDUCE_LT is Python's a < b."""
    sk = Skolems()
    atom = mk("str.<", x, y)
    lemmas = split_lemmas(atom, Witnesses(sk))
    k = 0
    while k < min(len(a), len(b)) and a[k] == b[k]:
        k += 1
    parts = (a[:k], a[k:k + 1], b[k:k + 1], a[k + 1:], b[k + 1:])
    model = {x: a, y: b}
    for kind, value in zip(("lt_pre", "lt_c", "lt_d", "lt_u", "lt_v"), parts, strict=True):
        model[sk.skolem(kind, x, y)] = value
    for lem in lemmas:
        assert evaluate(lem.formula, model) is True, (a, b, lem)
    meaning = next(lem.formula for lem in lemmas if lem.kind is Inference.REDUCE_LT)
    assert meaning.op == "=" and meaning.args[0] is atom
    assert evaluate(meaning.args[1], model) is (a < b)


def test_constant_bound_is_a_membership() -> None:
    lemmas, exact = reduce_atom(mk("str.<", x, string("b0")), Skolems())
    assert exact and [lem.kind for lem in lemmas] == [Inference.REDUCE_LT_RE]


@settings(max_examples=15, deadline=None, derandomize=True)
@given(st.text("ab\u00e9", max_size=3), st.text("ab\u00e9", max_size=3))
def test_split_lemmas_fix_the_atom(a: str, b: str) -> None:
    """Exactness with the skolems free (z3's string theory as the oracle, the atom a
    fresh Boolean as the core sees it): the lemmas with x, y fixed decide the atom."""
    from reduction_oracle import z3_check

    from strsat.terms import BOOL, const
    from strsat.terms.walk import substitute

    atom = mk("str.<", x, y)
    flag = var("atom!", BOOL)
    formulas = [substitute(lem.formula, {atom: flag})
                for lem in split_lemmas(atom, Witnesses(Skolems()))]
    base = formulas + [mk("=", x, const(a)), mk("=", y, const(b))]
    assert z3_check(base + [flag if a < b else mk("not", flag)]) == "sat"
    assert z3_check(base + [mk("not", flag) if a < b else flag]) == "unsat"


# ---- the engine against Python's order ------------------------------------------------

#: Characters around the small alphabet, a digit, and code points far apart (two
#: planes), so that order by code point and by UTF-16 units would differ.
CHARS = st.sampled_from(["a", "b", "c", "0", "\u00e9", "\uffff", "\U00010000", "\U0002ffff"])
WORDS = st.lists(CHARS, max_size=4).map("".join)
SETTINGS = settings(max_examples=25, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(WORDS, WORDS, st.sampled_from(["str.<", "str.<="]), st.booleans())
def test_engine_agrees_with_python_order(a: str, b: str, op: str, positive: bool) -> None:
    atom = mk(op, x, y)
    status, _ = solve(mk("str.in_re", x, lit(a)), mk("str.in_re", y, lit(b)),
                      atom if positive else mk("not", atom))
    holds = a < b if op == "str.<" else a <= b
    assert status is (Status.SAT if holds == positive else Status.UNSAT), (a, b, op, positive)


@settings(SETTINGS, max_examples=10)
@given(WORDS, WORDS)
def test_engine_between_two_strings(a: str, b: str) -> None:
    """a < z < b with z free (and short): unsat when a ≥ b; otherwise never unsat (z may
    not exist, e.g. b = a·"\0" has nothing between, but then the engine must not have
    proved more than it can — sat answers are validated by solve())."""
    status, _ = solve(mk("str.in_re", x, lit(a)), mk("str.in_re", y, lit(b)),
                      mk("str.<", x, z), mk("str.<", z, y),
                      mk("<=", mk("str.len", z), mk("+", mk("str.len", x), mk("str.len", y))))
    if not a < b:
        assert status is Status.UNSAT
    else:
        # the alphabet of WORDS has no "\0": a < b always leaves room for some z, e.g. a
        # proper prefix of b longer than a, or a·"\0", or b[:i]·(a smaller character)
        assert status is not Status.UNSAT, (a, b)


# ---- propagation over classes --------------------------------------------------------

def test_totality_two_negations_force_equality() -> None:
    """¬(x < y) ∧ ¬(y < x) ∧ x ≠ y is unsat (LEX_TOTAL)."""
    status, stats = solve(mk("not", mk("str.<", x, y)), mk("not", mk("str.<", y, x)),
                          mk("not", mk("=", x, y)))
    assert status is Status.UNSAT


def test_totality_twin_is_sat() -> None:
    status, _ = solve(mk("not", mk("str.<", x, y)), mk("not", mk("str.<", y, x)),
                      mk("=", mk("str.len", x), mk("+", mk("str.len", z), mk("str.len", w))))
    assert status is Status.SAT


def test_irreflexive_over_classes() -> None:
    """x < y with x = z·w and y = z·w: a conflict over the equality classes."""
    cat = mk("str.++", z, w)
    status, _ = solve(mk("str.<", x, y), mk("=", x, cat), mk("=", y, cat),
                      mk("str.in_re", z, mk("re.+", lit("a"))))
    assert status is Status.UNSAT


def test_strict_cycle_of_three() -> None:
    status, _ = solve(mk("str.<", x, y), mk("str.<", y, z), mk("str.<=", z, x))
    assert status is Status.UNSAT


def test_chain_of_three_is_sat() -> None:
    status, _ = solve(mk("str.<", x, y), mk("str.<", y, z), mk("str.<=", z, w),
                      mk("str.in_re", x, mk("re.+", lit("b"))))
    assert status is Status.SAT


def test_first_character_of_a_concatenation() -> None:
    """The issue's shape: x·"abbaab"·z ≤ at("12", i) needs x to start at or below "1"
    (x = "1" against "2").  On main (codes compared in the core) this ran to the limit."""
    i = var("i", mk("str.len", x).sort)
    atom = mk("str.<=", mk("str.++", x, string("abbaab"), z), mk("str.at", string("12"), i))
    assert solve(atom)[0] is Status.SAT


@pytest.mark.parametrize("low, expected", [("d", Status.UNSAT), ("a", Status.SAT)])
def test_first_characters_decide(low: str, expected: Status) -> None:
    """x·"b" < y with y ∈ c·b* and x starting with a letter ≥ low."""
    status, _ = solve(mk("str.<", mk("str.++", x, string("b")), y),
                      mk("str.in_re", y, mk("re.++", lit("c"), mk("re.*", lit("b")))),
                      mk("str.in_re", x, mk("re.++", mk("re.range", string(low),
                                                        string("z")), mk("re.all"))))
    assert status is expected


# ---- every character: LEX_CHARS ------------------------------------------------------

ALPHABET = "\x05ab0"
SHORT = ["".join(p) for n in range(4) for p in itertools.product(ALPHABET, repeat=n)]


def test_all_characters_rule_holds_on_every_short_pair() -> None:
    """``LEX_CHARS``'s premise read off the constants' spans (:class:`Spans`), checked
    on every pair of strings over four characters up to three long: when no character
    of ``a`` is below one of ``b``, ``a ≤ b`` (and so ``a < b``) only as a prefix."""
    spans = Spans(EqualityClasses([]), {})
    fired = 0
    for a in SHORT:
        sa = spans.of(string(a))
        for b in SHORT:
            sb = spans.of(string(b))
            if a and sa.known and sb.known and sa.lo >= sb.hi:
                fired += 1
                assert not (a <= b) or b.startswith(a), (a, b)
    assert fired > 100


@pytest.mark.parametrize("regex", [
    mk("re.++", mk("re.^", lit("a"), indices=(3,)),
       mk("re.*", mk("re.union", lit("a"), lit("b")))),
    mk("re.+", mk("re.range", string("0"), string("9"))),
    mk("re.inter", mk("re.*", mk("re.range", string("a"), string("b"))),
       mk("re.++", lit("b"), mk("re.all"))),
    mk("re.union", lit("0"), mk("re.opt", lit("ba"))),
])
def test_char_range_holds_every_character_of_every_word(regex: Term) -> None:
    node = Languages().ast(regex)
    assert node is not None
    lo, hi = char_range(node)
    words = ["".join(p) for n in range(5) for p in itertools.product("0ab\x05", repeat=n)]
    inside = [w for w in words if evaluate(mk("str.in_re", string(w), regex))]
    assert inside
    assert all(lo <= ord(c) <= hi for w in inside for c in w)


def _mixed_lt(n: int, longer: bool) -> list[Term]:
    """``benchmarks/long``'s ``mixed_lt``: ``x ∈ a^n·(a|b)*``, ``y ∈ a*``, ``x < y`` and
    ``|y| < |x|`` (unsat: ``x`` can only be a proper prefix of ``y``), or ``|y| > |x|``."""
    return [mk("str.in_re", x, mk("re.++", mk("re.^", lit("a"), indices=(n,)),
                                  mk("re.*", mk("re.union", lit("a"), lit("b"))))),
            mk("str.in_re", y, mk("re.*", lit("a"))), mk("str.<", x, y),
            mk("<", mk("str.len", x), mk("str.len", y)) if longer
            else mk("<", mk("str.len", y), mk("str.len", x))]


@pytest.mark.parametrize("n", [3, 2000])
def test_every_character_at_least_the_others_makes_a_prefix(n: int) -> None:
    status, stats = solve(*_mixed_lt(n, longer=False))
    assert status is Status.UNSAT and stats["lemma.LEX_CHARS"] >= 1
    assert solve(*_mixed_lt(n, longer=True))[0] is Status.SAT


@pytest.mark.parametrize("text, expected", [("\x05", Status.UNSAT), ("9\x05", Status.SAT)])
def test_a_factor_of_a_constant_holds_its_characters(text: str, expected: Status) -> None:
    """Random formula seed 7070 f00062's shape: ``x ∈ [0-9]+`` and
    ``x ≤ substr(c, i, n)``: the substring holds only characters of ``c``; against
    ``"\\x05"`` every digit is above it (unsat), against ``"9\\x05"`` ``x = "9"`` is one."""
    i, k = var("i", INT), var("k", INT)
    status, _ = solve(mk("str.in_re", x, mk("re.+", mk("re.range", string("0"), string("9")))),
                      mk("str.<=", x, mk("str.substr", string(text), i, k)))
    assert status is expected
