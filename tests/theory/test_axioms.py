"""The eager axioms of string atoms: the length abstraction (``theory/seam/lengths.py``)
and the letter-count refutation of word equations (``theory/word_equations/letter_counts.py``).

Each axiom is valid: it holds under every assignment of short strings (brute force
with the reference evaluator).
"""

from __future__ import annotations

import itertools

import pytest

from strsat.terms import EMPTY, INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate
from strsat.theory.regular import Languages
from strsat.theory.seam.inferences import Inference
from strsat.theory.seam.lengths import empty_axiom, in_progressions, length_axioms
from strsat.theory.word_equations.letter_counts import (
    balance_impossible,
    count_axioms,
    unbalanced,
)

regex_lengths = Languages().regex_lengths

x, y = var("x", STRING), var("y", STRING)
n = var("n", INT)
k = var("k", STRING)  # a from_int skolem in the letter-count tests


def words(alphabet: str, max_len: int) -> list[str]:
    return [""] + ["".join(p) for k in range(1, max_len + 1)
                   for p in itertools.product(alphabet, repeat=k)]


def valid(formula: Term, alphabet: str = "ab", max_len: int = 3) -> None:
    ws = words(alphabet, max_len)
    for vx, vy in itertools.product(ws, repeat=2):
        assert evaluate(formula, {x: vx, y: vy}) is True, (vx, vy)


def cat(*parts: Term) -> Term:
    return mk("str.++", *parts)


# ---- lengths ----------------------------------------------------------------------


def test_each_atom_gets_its_axioms_from_the_step_that_owns_it() -> None:
    from strsat.engine.strategy import default_strategy
    from strsat.theory.regular import Languages

    steps = [stage.step for stage in default_strategy(Languages())]
    for atom, kind in ATOMS:
        owners = [step.name for step in steps if step.axioms(atom)]
        assert len(owners) == 1, (atom, owners)
        assert kind in {lem.kind for step in steps for lem in step.axioms(atom)}


ATOMS = [
    (mk("=", x, cat(y, string("ab"))), Inference.LEN_EQ),
    (mk("=", x, EMPTY), Inference.LEN_EQ),
    (mk("str.contains", x, y), Inference.LEN_PRED),
    (mk("str.prefixof", x, y), Inference.LEN_PRED),
    (mk("str.suffixof", x, y), Inference.LEN_PRED),
    (mk("str.is_digit", x), Inference.LEN_PRED),
    (mk("str.in_re", x, mk("re.*", mk("str.to_re", string("ab")))), Inference.LEN_RE),
]


@pytest.mark.parametrize("atom,kind", ATOMS, ids=lambda a: str(a)[:40])
def test_length_axioms_are_valid(atom: Term, kind: Inference) -> None:
    (axiom,) = length_axioms(atom, regex_lengths)
    formula = axiom.formula
    assert axiom.kind is kind
    assert formula.op == "=>" and formula.args[0] is atom and axiom.premises == (atom,)
    valid(formula)


def test_length_axiom_of_a_membership_needs_the_length_sets() -> None:
    atom = mk("str.in_re", x, mk("re.*", mk("str.to_re", string("ab"))))
    assert length_axioms(atom) == []
    (axiom,) = length_axioms(atom, regex_lengths)
    assert axiom.formula is mk("=>", atom, in_progressions(mk("str.len", x), [(0, 2)]))


def test_length_axiom_of_an_empty_language_names_the_length() -> None:
    """An empty language's LEN_RE is stated on ``|x|`` (``|x| < 0``), so the core has a
    length for ``x`` when no other atom reads it (seed 2612 f00496 answered ``unknown``:
    the fixed-length search found no length for ``w``)."""
    empty = mk("re.inter", mk("str.to_re", string("ba")), mk("re.range", string("1"), string("b")))
    atom = mk("str.in_re", x, empty)
    (axiom,) = length_axioms(atom, regex_lengths)
    assert axiom.kind is Inference.LEN_RE
    assert axiom.formula is mk("=>", atom, mk("<", mk("str.len", x), integer(0)))
    valid(axiom.formula)


def test_atoms_without_length_facts_get_none() -> None:
    assert length_axioms(mk("str.<", x, y), regex_lengths) == []
    assert length_axioms(mk("str.in_re", x, mk("str.to_re", y)), regex_lengths) == []


@pytest.mark.parametrize("progressions", [[], [(3, 0)], [(2, 1)], [(1, 3), (0, 0)],
                                          [(4, 2), (1, 0), (7, 5)]])
def test_in_progressions_is_the_union_of_the_progressions(progressions) -> None:
    formula = in_progressions(n, progressions)

    def member(v: int) -> bool:
        return any(v == s if p == 0 else v >= s and (v - s) % p == 0 for s, p in progressions)

    for v in range(0, 30):
        assert evaluate(formula, {n: v}) is member(v), v


def test_empty_axiom() -> None:
    axiom = empty_axiom(x)
    assert axiom.kind is Inference.LEN_NONNEG
    valid(axiom.formula)


# ---- letter counts ----------------------------------------------------------------


@pytest.mark.parametrize("left,right", [
    ((x, string("abbc"), y), (y, string("cbca"), x)),  # b three times against twice
    ((x, string("ab")), (string("b"), x, string("b"))),  # a once against never
    ((x, string("a")), (x, string("b"))),  # the variables cancel, the letters do not
])
def test_unbalanced_letters_refute_the_equation(left, right) -> None:
    atom = mk("=", cat(*left), cat(*right))
    (axiom,) = count_axioms(atom)
    assert axiom.kind is Inference.LETTER_COUNT
    assert axiom.is_conflict and axiom.premises == (atom,)
    assert axiom.formula is mk("not", atom)
    valid(axiom.formula, alphabet="abc", max_len=3)


@pytest.mark.parametrize("atom", [
    mk("=", cat(x, string("ab")), cat(string("ab"), x)),  # balanced: x = (ab)*
    mk("=", x, cat(y, string("a"))),  # a definition of x says nothing about counts
    mk("=", cat(x, y), cat(y, x)),
    mk("=", integer(1), integer(1)),  # not a string equation
])
def test_balanced_or_unsuitable_equations_get_nothing(atom: Term) -> None:
    assert count_axioms(atom) == []


@pytest.mark.parametrize("left,right,letters", [
    ((x, string("b")), (k, x), "b7"),  # seed 2207 f00943: a b that k cannot hold
    ((x, string("ab")), (k, x, string("a")), "ab7"),
    ((x, y, string("bb")), (y, k, x, k), "b1"),  # two b against 2·|k|_b
])
def test_digit_only_items_hold_no_other_letter(left, right, letters) -> None:
    # the word-equation step's LETTER_COUNT with from_int skolems (k: digits or nothing)
    atom = mk("=", cat(*left), cat(*right))
    assert count_axioms(atom) == []  # k may hold any letter: the eager axiom is silent
    assert unbalanced(atom, {k})
    values = ["", *map(str, range(120))]  # k's values: from_int's, n < 0 gives ""
    for kv, xv, yv in itertools.product(values, words(letters, 3), words(letters, 1)):
        assert evaluate(atom, {k: kv, x: xv, y: yv}) is False, (kv, xv, yv)


def test_digit_only_items_still_count_digits() -> None:
    # x·"7" = k·x holds with k = "7", x = "77": digits are counted as before
    atom = mk("=", cat(x, string("7")), cat(k, x))
    assert not unbalanced(atom, {k})
    assert evaluate(atom, {k: "7", x: "77"}) is True


def test_balance_impossible() -> None:
    assert balance_impossible([], 1) and not balance_impossible([], 0)
    assert balance_impossible([2, 3], -1)  # positive coefficients, negative target
    assert balance_impossible([-1, -2], 4)
    assert balance_impossible([2, 4], 3)  # gcd 2 does not divide 3
    assert not balance_impossible([2, -3], 1)
    assert not balance_impossible([2, 4], 6)
