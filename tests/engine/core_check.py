"""Re-checking unsat cores: a core must be unsat on its own.

Every test that obtains a core passes it through :func:`assert_core_unsat`: a
fresh engine (no lemmas from the check that produced the core) must not find a
model, z3's own string solver must not find one either, and at least one of the
two must prove ``unsat``.
"""

from __future__ import annotations

from collections.abc import Sequence

import z3

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.terms import Term, free_vars_many
from strsat.terms.functions import symbol_of
from strsat.terms.ops import APPLY
from strsat.terms.printer import quote_symbol, term_to_smtlib
from strsat.terms.walk import postorder_many

RECHECK_SECONDS = 10.0


def smtlib_script(formulas: Sequence[Term]) -> str:
    """A script declaring the free variables and functions of ``formulas`` and asserting
    them."""
    functions = dict.fromkeys(symbol_of(t) for t in postorder_many(list(formulas))
                              if t.op == APPLY)
    lines = ["(set-logic ALL)" if functions else "(set-logic QF_SLIA)"]
    for v in sorted(free_vars_many(list(formulas)), key=lambda v: str(v.value)):
        lines.append(f"(declare-const {quote_symbol(str(v.value))} {v.sort})")
    lines += [f.declaration() for f in functions]
    lines += [f"(assert {term_to_smtlib(f)})" for f in formulas]
    return "\n".join(lines) + "\n"


def z3_answer(formulas: Sequence[Term], timeout_ms: int = 10_000) -> str:
    s = z3.Solver()
    s.set("timeout", timeout_ms)
    s.from_string(smtlib_script(formulas))
    return str(s.check())


def assert_core_unsat(core: Sequence[Term]) -> None:
    """Fail unless ``core`` is unsat (by a fresh strsat engine or z3; neither finds sat)."""
    engine = Engine()
    for f in core:
        engine.add(f)
    ours = engine.check(deadline=Deadline(RECHECK_SECONDS))
    theirs = z3_answer(core)
    script = smtlib_script(core)
    assert ours.status is not Status.SAT, f"the core is satisfiable:\n{script}{ours.model}"
    assert theirs != "sat", f"z3 finds the core satisfiable:\n{script}"
    assert Status.UNSAT in (ours.status,) or theirs == "unsat", \
        f"neither strsat nor z3 proves the core unsat:\n{script}"
