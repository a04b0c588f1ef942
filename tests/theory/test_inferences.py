"""Every named inference is one the solver produces (issue 25 §2: five were not)."""

from __future__ import annotations

import re
from pathlib import Path

from strsat.theory.seam.inferences import Inference

SRC = Path(__file__).parents[2] / "src" / "strsat"


def test_every_inference_member_is_produced_somewhere() -> None:
    named: set[str] = set()
    for path in SRC.rglob("*.py"):
        if path.name == "inferences.py" and path.parent.name == "seam":
            continue
        named.update(re.findall(r"Inference\.([A-Z][A-Z0-9_]*)", path.read_text()))
    never = sorted(m.name for m in Inference if m.name not in named)
    assert not never, f"members no module produces: {never}"



def test_roles_and_conflicts_are_read_from_the_lemma() -> None:
    from strsat.terms import BOOL, FALSE, var
    from strsat.theory.seam.context import Lemma
    from strsat.theory.seam.inferences import Role

    a, b = var("a", BOOL), var("b", BOOL)
    assert Lemma((a,), FALSE, Inference.NF_SPLIT_VAR).is_conflict
    assert Lemma((a, b), FALSE, Inference.FL_BLOCK).is_conflict
    assert not Lemma((a,), b, Inference.LEN_EQ).is_conflict
    assert Lemma((a,), b, Inference.NF_SPLIT_VAR).role is Role.SPLIT
    assert Lemma((a,), FALSE, Inference.DASH_BLOCK).role is Role.VECTOR_BLOCK
    assert Inference.LEN_EQ.role is Role.PROPAGATION


def test_a_conflict_is_its_conclusion_not_its_shape() -> None:
    """``is_conflict`` reads the conclusion (cvc5's ``isConflict``), never the formula's
    shape: an axiom ``¬a`` is no conflict, a lemma concluding ``false`` is one."""
    from strsat.terms import BOOL, FALSE, mk, var
    from strsat.theory.seam.context import Lemma

    a, b = var("a", BOOL), var("b", BOOL)
    assert not Lemma((), mk("not", a), Inference.LEN_NONNEG).is_conflict
    assert not Lemma((a,), mk("not", b), Inference.CONGRUENCE).is_conflict
    assert not Lemma((), mk("=>", a, FALSE), Inference.REDUCE_SIMPLIFY).is_conflict
    assert Lemma((), FALSE, Inference.RE_EMPTY).is_conflict
    assert Lemma((a, b, a), FALSE, Inference.RE_EMPTY).is_conflict


def test_the_formula_of_a_lemma_is_implies_of_its_parts() -> None:
    """One builder: ``formula == implies(premises, conclusion)`` whatever the parts —
    the conclusion alone without premises, ``¬(p1 ∧ … ∧ pn)`` (duplicates dropped) for a
    conflict, ``p1 ∧ … ∧ pn ⇒ c`` otherwise."""
    from strsat.terms import BOOL, FALSE, mk, var
    from strsat.terms.formulas import implies, refute
    from strsat.theory.seam.context import Lemma

    a, b, c = var("a", BOOL), var("b", BOOL), var("c", BOOL)
    cases = [((), c), ((a,), c), ((a, b), c), ((a,), FALSE), ((a, b, a), FALSE), ((), FALSE)]
    for premises, conclusion in cases:
        lemma = Lemma(premises, conclusion, Inference.CONGRUENCE)
        assert lemma.formula is implies(premises, conclusion)
    assert Lemma((), c, Inference.CONGRUENCE).formula is c
    assert Lemma((a, b), c, Inference.CONGRUENCE).formula is mk("=>", mk("and", a, b), c)
    assert Lemma((a, b, a), FALSE, Inference.RE_EMPTY).formula is refute([a, b])
    assert Lemma((a,), FALSE, Inference.RE_EMPTY).formula is mk("not", a)
    assert Lemma((), FALSE, Inference.RE_EMPTY).formula is FALSE


def test_the_steps_lemmas_carry_premises_apart() -> None:
    """No theory module builds a lemma from a formula it made by hand: a ``Lemma(``
    whose first argument is an ``implies``/``refute``/``=>`` call is the old shape."""
    import re

    old = re.compile(r"Lemma\(\s*(implies|refute|mk\(\s*\"(=>|not)\")")
    offenders = [f"{p.relative_to(SRC)}:{i}" for p in SRC.rglob("*.py")
                 for i, line in enumerate(p.read_text().splitlines(), 1) if old.search(line)]
    assert not offenders, offenders
