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


def _every_operator(ctx: z3c.Context) -> list[z3c.Expr]:
    """A term of each operator the integer core builds (tests/engine/test_core.py makes
    them from strsat's terms), with negative and long numerals."""
    lib = ctx.lib
    x, y = ctx.const("x", False), ctx.const("y", False)
    p, q = ctx.const("p", True), ctx.const("q", True)
    big = ctx.numeral("-" + "9" * 60)
    total = ctx.nary(lib.Z3_mk_add, [x, ctx.nary(lib.Z3_mk_mul, [ctx.numeral("3"), y]), big])
    return [
        ctx.nary(lib.Z3_mk_and, [p, ctx.unary(lib.Z3_mk_not, q), ctx.boolean(True)]),
        ctx.nary(lib.Z3_mk_or, [ctx.binary(lib.Z3_mk_xor, p, q), ctx.boolean(False)]),
        ctx.binary(lib.Z3_mk_implies, p, ctx.binary(lib.Z3_mk_eq, p, q)),
        ctx.binary(lib.Z3_mk_le, total, ctx.numeral("-7")),
        ctx.binary(lib.Z3_mk_lt, ctx.nary(lib.Z3_mk_sub, [x, y, ctx.numeral("1")]),
                   ctx.unary(lib.Z3_mk_unary_minus, y)),
        ctx.binary(lib.Z3_mk_ge, ctx.binary(lib.Z3_mk_div, x, ctx.numeral("2")),
                   ctx.binary(lib.Z3_mk_mod, y, ctx.numeral("5"))),
        ctx.binary(lib.Z3_mk_gt, ctx.ite(p, x, y), ctx.numeral("0")),
        ctx.nary(lib.Z3_mk_distinct, [x, y, ctx.numeral("4")]),
    ]


def test_adopt_builds_every_operator_of_the_core_again() -> None:
    """``adopt`` moves terms by building them again in the new context (issue 40): the
    same term, printed alike, deciding alike; the old context is freed."""
    import gc
    import weakref

    def answers(ctx: z3c.Context) -> list[int]:
        out = []
        for t in terms:
            solver = z3c.Solver(ctx)
            solver.add(t)
            out.append(solver.check())
        return out

    old = z3c.Context()
    terms = _every_operator(old)
    printed, decided = [str(t) for t in terms], answers(old)
    gone = weakref.ref(old)
    new = z3c.Context()
    assert new.adopt(terms) == len(terms)
    del old
    gc.collect()
    assert gone() is None
    assert [str(t) for t in terms] == printed
    assert all(t.ctx is new for t in terms)
    assert answers(new) == decided


def test_an_adopt_stopped_by_its_check_moves_nothing() -> None:
    """The move is all or nothing: what ``check`` raises leaves every term in its
    context (so an interrupt or a deadline inside a renewal never mixes two)."""
    old = z3c.Context()
    lib = old.lib
    terms = [old.binary(lib.Z3_mk_le, old.const(f"v{i}", False), old.numeral(str(i)))
             for i in range(400)]

    def stop(n: int) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        z3c.Context().adopt(terms, stop)
    assert all(t.ctx is old for t in terms)
    solver = z3c.Solver(old)
    for t in terms:
        solver.add(t)
    assert solver.check() == z3c.L_TRUE


def test_a_chain_of_renewals_keeps_no_earlier_context() -> None:
    """A context renewed every 200 rounds of push, assert, check and pop, a kept term
    moved at each renewal (what ``Core.renew`` does): z3's allocation counter is no
    higher after 6,000 rounds than after 2,000, within its own granularity (it adds up
    each thread's allocations in steps of about 100 KB).  With z3's translation the new
    context kept the source's memory alive, each the one before it: about 55 KiB more
    per 1,000 rounds, 220 KiB here."""
    ctx = z3c.Context()
    solver = z3c.Solver(ctx)
    keep = [ctx.binary(ctx.lib.Z3_mk_ge, ctx.const("k", False), ctx.numeral("0"))]
    sizes = []
    for i in range(1, 6001):
        lib = ctx.lib
        solver.push()
        x, g = ctx.const("x", False), ctx.const("g", True)
        solver.add(ctx.binary(lib.Z3_mk_implies, g,
                              ctx.binary(lib.Z3_mk_le, x, ctx.numeral("3"))))
        solver.add(keep[0])
        assert solver.check([g]) == z3c.L_TRUE
        solver.pop()
        del x, g
        if i % 200 == 0:
            ctx = z3c.Context()
            ctx.adopt(keep)
            solver = z3c.Solver(ctx)
        if i in (2000, 6000):
            sizes.append(z3c.estimated_alloc_bytes())
    assert sizes[1] - sizes[0] < 100 << 10, sizes
