"""Auxiliary variables defined by an operation (``Tracer.define``) are functional: for a
concrete input, the definitions admit exactly the intended values (checked by solving
"the definitions, the input, and another value")."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat import Solver, unsat
from strsat.python import Path, SymStr
from strsat.terms import const, mk, string

OPS = {
    "strip": lambda s: s.strip(), "lstrip": lambda s: s.lstrip(), "rstrip": lambda s: s.rstrip(),
    "strip chars": lambda s: s.strip("a@"), "rstrip chars": lambda s: s.rstrip("1 "),
    "rfind": lambda s: s.rfind("a@"), "rfind char": lambda s: s.rfind("a"),
    "rfind empty": lambda s: s.rfind(""), "rfind start": lambda s: s.rfind("@", 1),
    "rpartition head": lambda s: s.rpartition("@")[0],
}


@pytest.mark.parametrize("name", sorted(OPS))
@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=st.text(alphabet="ab @1\t", max_size=5))
def test_definitions_fix_the_result(name: str, text: str) -> None:
    with Path() as path:
        s = SymStr("s")
        result = OPS[name](s)
    assert path.definitions, "the operation defines its result"
    solver = Solver(timeout=20_000)
    solver.add(path.condition(), mk("=", s.term, string(text)),
               mk("not", mk("=", result.term, const(OPS[name](text)))))
    assert solver.check() == unsat
