"""The lazy reduction of ``str.<`` and ``str.<=`` (see the package docstring).

``s < t`` against a constant of at most :data:`MAX_LEX_CONSTANT` characters is a
membership in the regular language of the strings below (above) the constant
(:attr:`Inference.REDUCE_LT_RE`, exact).  Otherwise, with the skolems of the pair
``(s, t)`` — ``lt_pre`` the longest common prefix ``w``, ``lt_c``/``lt_d`` the first
characters after it, ``lt_u``/``lt_v`` the rests —

* ``REDUCE_LT_SPLIT``: ``¬prefixof(s, t) ∧ ¬prefixof(t, s) ⇒ s = w·c·u ∧ t = w·d·v ∧
  |c| = |d| = 1 ∧ c ≠ d``;
* ``REDUCE_LT``: ``s < t ⇔ s ≠ t ∧ (prefixof(s, t) ∨ (¬prefixof(t, s) ∧ c < d))``.

``c < d`` is the *character atom* of the pair: an order atom over the two
one-character skolems, which is not reduced again (:func:`is_character_atom`); the
fixed-length search decides it by the characters' code points (order mode).  This is
cvc5's reduction with ``code(c) < code(d)`` read without integer codes (the package
docstring says why).  Both lemmas are valid for the skolems' meaning, and together
with the character atom's meaning they fix the atom's value.

Both lemmas are stated *lazily* (cvc5 too reduces ``str.<`` only when the atom is
asserted): by the order step when the atom is relevant, as a split the loop holds back
while the dashed and fixed-length searches look for a model with the order literal as
a constraint of their own.  For two
strings of 20,000 characters given by counted loops the split would make the core
guess the length of the common prefix, one candidate per round; the searches compare
the two sides directly (the dashed domain by character-wise dominance of blocks,
``theory/dashed/constraints.Lex``).  (Stating the meaning eagerly and only the split
lazily solved the same number of 67 random formulas, 34 against 33 unknown, and lost
two long sat twins at n = 20,000.)
"""

from __future__ import annotations

from ...terms import Term, mk
from ...terms.values import text_of
from ..seam.context import Lemma, SkolemFactory
from ..seam.inferences import Inference
from ..seam.reduction_terms import (
    Reduction,
    Witnesses,
    cat,
    conj,
    disj,
    eq,
    implies,
    in_re,
    lemmas,
    length,
    neg,
    neq,
    num,
    re_above,
    re_below,
)

#: Longest constant whose lexicographic neighbourhood is spelled out as a regex.
MAX_LEX_CONSTANT = 64


def is_character_atom(atom: Term, skolems: SkolemFactory) -> bool:
    """``c < d`` (or ``c ≤ d``, or reversed) over the two first differing characters
    of one pair, as :func:`reduce_lt` states it."""
    if atom.op not in ("str.<", "str.<=") or len(atom.args) != 2:
        return False
    kinds = []
    for a in atom.args:
        d = skolems.definition(a)
        if d is None:
            return False
        kinds.append(d)
    (k1, a1), (k2, a2) = kinds
    return {k1, k2} == {"lt_c", "lt_d"} and a1 == a2


def character_atom(c: Term, d: Term) -> Term:
    """The character atom ``c < d`` of a pair."""
    return mk("str.<", c, d)


def reduce_lt(atom: Term, w: Witnesses) -> Reduction:
    """``s < t`` (see the module docstring); chains become pairs.  Against a short
    constant: a membership (exact).  Otherwise nothing here: the order step
    (:mod:`.step`) states :func:`split_lemmas` lazily, when the atom is relevant, as a
    split that waits while the later steps look for a model; until then the atom stays
    guarded (the fixed-length and dashed searches enforce it as an order constraint)."""
    if len(atom.args) > 2:
        return _chain(atom, Inference.REDUCE_LT)
    if is_character_atom(atom, w.sk):
        # decided by the fixed-length search over the two characters (order mode)
        return [], False
    s, t = atom.args
    if t.op == "const" and len(text_of(t)) <= MAX_LEX_CONSTANT:
        return lemmas((eq(atom, in_re(s, re_below(text_of(t)))),
                       Inference.REDUCE_LT_RE)), True
    if s.op == "const" and len(text_of(s)) <= MAX_LEX_CONSTANT:
        return lemmas((eq(atom, in_re(t, re_above(text_of(s)))),
                       Inference.REDUCE_LT_RE)), True
    # the general case is reduced lazily, by the order step (split_lemmas)
    return [], False


def _skolems(atom: Term, w: Witnesses) -> tuple[Term, ...]:
    s, t = atom.args
    return tuple(w.string(kind, s, t) for kind in ("lt_pre", "lt_c", "lt_d", "lt_u", "lt_v"))


def meaning_lemma(atom: Term, w: Witnesses) -> Term:
    """``REDUCE_LT``: ``s < t ⇔ s ≠ t ∧ (prefixof(s, t) ∨ (¬prefixof(t, s) ∧ c < d))``."""
    s, t = atom.args
    _pre, c, d, _u, _v = _skolems(atom, w)
    prefix_st, prefix_ts = mk("str.prefixof", s, t), mk("str.prefixof", t, s)
    return eq(atom, conj(neq(s, t), disj(prefix_st, conj(neg(prefix_ts), character_atom(c, d)))))


def split_lemma(atom: Term, w: Witnesses) -> list[Lemma]:
    """``REDUCE_LT_SPLIT``: ``¬prefixof(s, t) ∧ ¬prefixof(t, s) ⇒ s = w·c·u ∧ t = w·d·v ∧
    |c| = |d| = 1 ∧ c ≠ d``."""
    s, t = atom.args
    pre, c, d, u, v = _skolems(atom, w)
    prefix_st, prefix_ts = mk("str.prefixof", s, t), mk("str.prefixof", t, s)
    split = implies(conj(neg(prefix_st), neg(prefix_ts)),
                    conj(eq(s, cat(pre, c, u)), eq(t, cat(pre, d, v)),
                         eq(length(c), num(1)), eq(length(d), num(1)), neq(c, d)))
    return lemmas((split, Inference.REDUCE_LT_SPLIT))


def split_lemmas(atom: Term, w: Witnesses) -> list[Lemma]:
    """Both lemmas of ``s < t`` (the meaning and the split)."""
    return lemmas((meaning_lemma(atom, w), Inference.REDUCE_LT)) + split_lemma(atom, w)


def reduce_le(atom: Term, w: Witnesses) -> Reduction:
    """``s ≤ t ⇔ s = t ∨ s < t``: exact (:attr:`Inference.REDUCE_LEQ`)."""
    if len(atom.args) > 2:
        return _chain(atom, Inference.REDUCE_LEQ)
    s, t = atom.args
    return lemmas((eq(atom, disj(eq(s, t), mk("str.<", s, t))), Inference.REDUCE_LEQ)), True


def _chain(atom: Term, kind: Inference) -> Reduction:
    a = atom.args
    pairs = [mk(atom.op, a[i], a[i + 1]) for i in range(len(a) - 1)]
    return lemmas((eq(atom, conj(*pairs)), kind)), True
