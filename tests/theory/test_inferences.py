"""Every named inference is one the solver produces (issue 25 §2: five were not)."""

from __future__ import annotations

import re
from pathlib import Path

from strsat.theory.seam.inferences import Inference

SRC = Path(__file__).parents[2] / "src" / "strsat"


def test_every_inference_member_is_produced_somewhere() -> None:
    named: set[str] = set()
    for path in SRC.rglob("*.py"):
        if path.name == "inferences.py" and path.parent.name == "theory":
            continue
        named.update(re.findall(r"Inference\.([A-Z][A-Z0-9_]*)", path.read_text()))
    never = sorted(m.name for m in Inference if m.name not in named)
    assert not never, f"members no module produces: {never}"



def test_roles_and_conflicts_are_read_from_the_lemma() -> None:
    from strsat.terms import BOOL, FALSE, mk, var
    from strsat.theory.seam.context import Lemma
    from strsat.theory.seam.inferences import Role

    a, b = var("a", BOOL), var("b", BOOL)
    assert Lemma(mk("=>", a, FALSE), Inference.NF_SPLIT_VAR).is_conflict
    assert Lemma(mk("not", mk("and", a, b)), Inference.FL_BLOCK).is_conflict
    assert not Lemma(mk("=>", a, b), Inference.LEN_EQ).is_conflict
    assert Lemma(mk("=>", a, b), Inference.NF_SPLIT_VAR).role is Role.SPLIT
    assert Lemma(mk("not", a), Inference.DASH_BLOCK).role is Role.VECTOR_BLOCK
    assert Inference.LEN_EQ.role is Role.PROPAGATION
