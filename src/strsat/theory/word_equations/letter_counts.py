"""Letter counts of word equations: the Parikh-image abstraction.

Both sides of ``s = t`` hold every letter equally often.  For a letter ``a`` of
the equation's constants, with ``|x|_a`` the number of ``a`` in ``x``::

    Σ_x (occ_s(x) − occ_t(x))·|x|_a = count_t(a) − count_s(a)

with ``|x|_a ≥ 0``.  When this has no solution for some letter, the equation
is refuted — such as ``x·"abbc"·y = y·"cbca"·x``
(``b`` three times against twice) or ``x·"abc"·t·y = y·"a"·x·"ba"`` (``t`` would
need ``-1`` letters ``c``), which arrangements alone split forever.  It is the
length abstraction refined letter by letter (paper 002 §4.2).

Only equations whose sides are both concatenations or constants are counted
(a definition ``x = t`` says nothing the counts of ``t`` do not), and only a
refutation is sent: a letter whose balance has no solution in naturals by sign
or divisibility.  The count variables themselves stay out of the core (they
steer its choice of lengths away from easy models of satisfiable inputs).

The eager axiom sees the purified atom, where ``from_int(n)`` is a skolem of any
letters; the word-equation step counts again with the skolems of ``from_int``
definitions holding digits only (``x·"b" = from_int(i)·x``: one ``b`` too many on
the left, seed 2207 f00943), between the two sides of each equation and between the
expansions of the concatenations and constants of each class (``k = x·"b"`` and
``k = from_int(i)·x`` from two reductions meet in ``k``'s class only).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection, Sequence

from ...terms import FALSE, STRING, Term
from ...terms.values import text_of
from ...terms.walk import flatten
from ..seam.context import Lemma
from ..seam.equalities import is_string_equality
from ..seam.inferences import Inference
from ..seam.lengths import length_axioms


def count_axioms(atom: Term) -> list[Lemma]:
    """``atom => false`` when the letters of a string equation of two
    concatenations cannot balance (see :func:`balance_impossible`); else nothing.

    Only refutations are sent: count variables in the core are valid but steer its
    choice of lengths, which costs satisfiable inputs more than it gains.
    """
    if unbalanced(atom, frozenset()):
        return [Lemma((atom,), FALSE, Inference.LETTER_COUNT)]
    return []


def unbalanced(atom: Term, digits_only: Collection[Term]) -> bool:
    """Some letter of the constants of the string equation ``atom`` (two
    concatenations) cannot balance; an item in ``digits_only`` (a value of
    ``from_int``: digits or nothing) holds no other letter, so it is left out of the
    balance of every letter that is no digit."""
    if atom.op != "=" or atom.args[0].sort is not STRING:
        return False
    left, right = atom.args
    if left.op == "var" or right.op == "var":
        return False
    return unbalanced_items(flatten(left, "str.++"), flatten(right, "str.++"), digits_only)


def unbalanced_items(left: Sequence[Term], right: Sequence[Term],
                     digits_only: Collection[Term]) -> bool:
    """:func:`unbalanced` for two sides given as their items (constants and
    variables)."""
    net: dict[Term, int] = {}
    excess: Counter[str] = Counter()  # letters of the left constants minus the right's
    for side, sign in ((left, 1), (right, -1)):
        for item in side:
            if item.op == "const":  # counted in C: a constant can be a million long
                text = text_of(item)
                for ch in set(text):
                    excess[ch] += sign * text.count(ch)
            else:
                net[item] = net.get(item, 0) + sign
    coefficients = [n for n in net.values() if n]
    others = [n for item, n in net.items() if n and item not in digits_only]
    return any(balance_impossible(coefficients if "0" <= ch <= "9" else others, -d)
               for ch, d in excess.items())


def balance_impossible(coefficients: list[int], target: int) -> bool:
    """``Σ c_i·n_i = target`` has no solution in naturals ``n_i``: no terms and a
    non-zero target, all coefficients of one sign against the target's, or a
    target the coefficients' gcd does not divide (sufficient tests only)."""
    if not coefficients:
        return target != 0
    if target and all(c > 0 for c in coefficients) and target < 0:
        return True
    if target and all(c < 0 for c in coefficients) and target > 0:
        return True
    return target % math.gcd(*coefficients) != 0


def equation_axioms(atom: Term) -> list[Lemma]:
    """The eager axioms of an equation of strings (the word-equation step's, stated
    without loading the step: :data:`strsat.engine.strategy.STEPS`): its length
    abstraction (``LEN_EQ``) and, for two concatenations whose letters cannot balance,
    its refutation (``LETTER_COUNT``)."""
    if not is_string_equality(atom):
        return []
    return length_axioms(atom) + count_axioms(atom)
