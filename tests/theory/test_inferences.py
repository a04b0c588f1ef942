"""Every named inference is one the solver produces (issue 25 §2: five were not)."""

from __future__ import annotations

import re
from pathlib import Path

from strsat.theory.inferences import Inference

SRC = Path(__file__).parents[2] / "src" / "strsat"


def test_every_inference_member_is_produced_somewhere() -> None:
    named: set[str] = set()
    for path in SRC.rglob("*.py"):
        if path.name == "inferences.py" and path.parent.name == "theory":
            continue
        named.update(re.findall(r"Inference\.([A-Z][A-Z0-9_]*)", path.read_text()))
    never = sorted(m.name for m in Inference if m.name not in named)
    assert not never, f"members no module produces: {never}"

