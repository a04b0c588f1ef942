"""strsat.engine.z3c: the C functions are declared at their first use, each one of them
exists in the installed library with the declared signature."""

from __future__ import annotations

import pytest

from strsat.engine import z3c


def test_every_declared_function_resolves_with_its_signature() -> None:
    lib = z3c.library()
    for name, (restype, argtypes) in z3c._SIGNATURES.items():
        fn = getattr(lib, name)
        assert fn.restype is restype and list(fn.argtypes) == argtypes, name
        assert getattr(lib, name) is fn  # declared once, then an attribute


def test_an_undeclared_function_is_refused() -> None:
    with pytest.raises(AttributeError):
        z3c.library().Z3_mk_seq_empty  # noqa: B018  (strings are not the core's business)


def test_a_context_still_builds_and_solves() -> None:
    ctx = z3c.Context()
    solver = z3c.Solver(ctx)
    x = ctx.const("x", False)
    solver.add(ctx.binary(ctx.lib.Z3_mk_gt, x, ctx.numeral("3")))
    assert solver.check() == z3c.L_TRUE
    assert solver.model().int_text(x) is not None
