"""Every auxiliary definition the layer makes is functional: with the inputs fixed, the
definition admits the auxiliaries' values and no others (``context.Tracer.define``'s
contract).  A definition that leaves an auxiliary free still holds for the run's values
(the semantics oracle checks that), but lets a model give it a value the program never
computes: flips then go off their path (``re.match('([^/:]+):(.*)', s, re.DOTALL)``'s
second group was defined by its language alone: mimetypes.guess_type, 2 of 12 runs).
Checked by strsat itself: inputs and earlier auxiliaries fixed, ``def(k) ∧ k ≠ value``
is unsat."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from strsat.api import Solver, unsat
from strsat.python import SymStr, Trace
from strsat.python import re as sym_re
from strsat.terms import FALSE, TRUE, Term, integer, mk, string


def _literal(value: Any) -> Term:
    if isinstance(value, bool):
        return TRUE if value else FALSE
    return integer(value) if isinstance(value, int) else string(value)


def assert_functional(op: Callable[[SymStr], Any], text: str) -> int:
    """Run ``op`` on a symbolic string valued ``text``; check each definition made; the
    number of definitions checked."""
    trace = Trace({"s": text})
    with trace:
        op(SymStr("s", text))
    made: list[Term] = []
    for definition in trace.definitions:
        own = [k for k in trace.aux_values if k not in made and _mentions(definition, k)]
        solver = Solver()
        solver.add(definition, mk("=", SymStr("s", text).term, string(text)))
        for k in made:
            solver.add(mk("=", k, _literal(trace.aux_values[k])))
        solver.add(mk("or", FALSE, *[mk("not", mk("=", k, _literal(trace.aux_values[k])))
                                     for k in own]))
        assert solver.check() == unsat, (text, definition)
        made.extend(own)
    return len(trace.definitions)


def _mentions(t: Term, k: Term) -> bool:
    return t is k or any(_mentions(a, k) for a in t.args)


OPERATIONS: dict[str, Callable[[SymStr], Any]] = {
    "splittype": lambda s: sym_re.match("([^/:]+):(.*)", s, re.DOTALL).group(2)
    if sym_re.match("([^/:]+):(.*)", s, re.DOTALL) else None,
    "rest after a run": lambda s: sym_re.match("([a-z]*)(.*)", s, re.DOTALL),
    "key value": lambda s: sym_re.match(r"(\w+)=(.*)", s, re.DOTALL),
    "rfind": lambda s: s[s.rfind(".") + 1:],
}


@pytest.mark.parametrize("name", sorted(OPERATIONS))
@pytest.mark.parametrize("text", ["data:a,b", "x:", "ab=c\nd", "a.b.c", "", "::"])
def test_definitions_are_functional(name: str, text: str) -> None:
    assert_functional(OPERATIONS[name], text)
