"""What z3 keeps over many checks when its context is renewed (issue 40, item 2).

    python benchmarks/limits/z3_growth.py [--rounds 16000] [--every 2000]
        [--modes plain,assume,model,adopt,assume-model-adopt]

Bare loops through :mod:`strsat.engine.z3c` (no engine): each round pushes, asserts
``g => x >= 3`` over the same names, checks (with ``g`` assumed in the modes with
``assume``; reading ``x`` from the model in those with ``model``) and pops; every
``--every`` rounds the context is renewed: a new context and solver, given one term kept
across renewals (``k >= 0``), either made again by name or moved with
:meth:`~strsat.engine.z3c.Context.adopt` (mode ``adopt``: what ``Core.renew`` does).  It
prints z3's own allocation counter (``Z3_get_estimated_alloc_size``, all contexts of the
process) over its value at the start, in KiB, every 4,000 rounds: a count, not a time,
so the machine's load does not change it.
"""

from __future__ import annotations

import argparse

from strsat.engine.z3c import Context, Expr, Solver, estimated_alloc_bytes


def run(mode: str, rounds: int, every: int) -> list[tuple[int, float]]:
    """(round, KiB over the start) every 4,000 rounds of one mode."""
    ctx = Context()
    solver = Solver(ctx)
    keep: list[Expr] = [ctx.const("k", False)]
    solver.add(ctx.binary(ctx.lib.Z3_mk_ge, keep[0], ctx.numeral("0")))
    base = estimated_alloc_bytes()
    out: list[tuple[int, float]] = []
    for i in range(1, rounds + 1):
        solver.push()
        x, g = ctx.const("x", False), ctx.const("g", True)
        solver.add(ctx.binary(ctx.lib.Z3_mk_implies, g,
                              ctx.binary(ctx.lib.Z3_mk_ge, x, ctx.numeral("3"))))
        solver.check([g] if "assume" in mode else [])
        if "model" in mode:
            solver.model().int_text(x)
        solver.pop()
        del x, g
        if every and i % every == 0:
            ctx = Context()
            if "adopt" in mode:
                ctx.adopt(keep)
            else:
                keep = [ctx.const("k", False)]
            solver = Solver(ctx)  # the old solver, context and terms go here
            solver.add(ctx.binary(ctx.lib.Z3_mk_ge, keep[0], ctx.numeral("0")))
        if i % 4000 == 0:
            out.append((i, round((estimated_alloc_bytes() - base) / 1024, 1)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=16_000)
    ap.add_argument("--every", type=int, default=2_000)
    ap.add_argument("--modes", default="plain,assume,model,adopt,assume-model-adopt")
    args = ap.parse_args()
    for mode in args.modes.split(","):
        figures = run(mode, args.rounds, args.every)
        print(f"{mode:20} " + "  ".join(f"{i}: {kib:8.1f} KiB" for i, kib in figures),
              flush=True)


if __name__ == "__main__":
    main()
