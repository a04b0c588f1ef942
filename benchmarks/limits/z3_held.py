"""What a deleted z3 context leaves behind, and why renewals by translation grew (issue 40).

    python benchmarks/limits/z3_held.py [--rounds 16000] [--every 500]

Two measurements through :mod:`strsat.engine.z3c`, in z3's own allocation counter
(``Z3_get_estimated_alloc_size``, all contexts of the process; it moves in steps of about
100 KB, as z3 adds up each thread's allocations), so the machine's load does not change
them:

* ``held``: a context does 8,000 rounds of push, assert, check, pop and is deleted, with
  no other context alive, and with a context made after it alive (fresh, or one that a
  term was translated into, or built again in): what stays after the deletion.
* ``chain``: rounds as above with the context renewed every ``--every`` rounds, one kept
  term moved to each new context by z3's translation (``Z3_ast_vector_translate``, what
  ``Context.adopt`` did before) or built again (what it does now), or made again by name:
  the counter over its value after two renewals.
"""

from __future__ import annotations

import argparse
import ctypes
import gc

from strsat.engine.z3c import Context, Expr, Solver, estimated_alloc_bytes, library


def translate(target: Context, exprs: list[Expr]) -> None:
    """``exprs`` moved into ``target`` by z3's own translation (the former ``adopt``)."""
    fn = library()._cdll.Z3_ast_vector_translate
    fn.restype, fn.argtypes = ctypes.c_void_p, [ctypes.c_void_p] * 3
    lib = target.lib
    for e in exprs:
        src = e.ctx.ref
        vec = lib.Z3_mk_ast_vector(src)
        lib.Z3_ast_vector_inc_ref(src, vec)
        lib.Z3_ast_vector_push(src, vec, e.ast)
        out = fn(src, vec, target.ref)
        lib.Z3_ast_vector_inc_ref(target.ref, out)
        ast = lib.Z3_ast_vector_get(target.ref, out, 0)
        lib.Z3_inc_ref(target.ref, ast)
        lib.Z3_dec_ref(src, e.ast)
        e.ctx, e.ast = target, ast
        lib.Z3_ast_vector_dec_ref(target.ref, out)
        lib.Z3_ast_vector_dec_ref(src, vec)


def rounds(ctx: Context, solver: Solver, n: int) -> None:
    lib = ctx.lib
    for _ in range(n):
        solver.push()
        x, g = ctx.const("x", False), ctx.const("g", True)
        solver.add(ctx.binary(lib.Z3_mk_implies, g,
                              ctx.binary(lib.Z3_mk_le, x, ctx.numeral("3"))))
        solver.check([g])
        solver.pop()


def held(later: str) -> float:
    """KiB of z3's counter left after a worked context is deleted, with ``later``
    (none, fresh, translated, rebuilt) alive."""
    base = estimated_alloc_bytes()
    worked = Context()
    rounds(worked, Solver(worked), 8000)
    other = None if later == "none" else Context()
    if later in ("translated", "rebuilt"):
        kept = [worked.const("k", False)]
        assert other is not None
        translate(other, kept) if later == "translated" else other.adopt(kept)
        del kept
    del worked
    gc.collect()
    kib = (estimated_alloc_bytes() - base) / 1024
    del other
    return kib


def chain(mode: str, n: int, every: int) -> float:
    """KiB of z3's counter after ``n`` rounds over after ``2 * every``, renewing by
    ``mode``."""
    ctx = Context()
    solver = Solver(ctx)
    keep = [ctx.const("k", False)]
    base = 0
    for i in range(1, n + 1):
        rounds(ctx, solver, 1)
        if i == 2 * every:  # two renewals in: what a context holds is counted
            base = estimated_alloc_bytes()
        if i == n:  # at the same point of a renewal's cycle
            return (estimated_alloc_bytes() - base) / 1024
        if i % every == 0:
            new = Context()
            if mode == "translated":
                translate(new, keep)
            elif mode == "rebuilt":
                new.adopt(keep)
            else:
                keep = [new.const("k", False)]
            ctx, solver = new, Solver(new)
    return 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=16_000)
    ap.add_argument("--every", type=int, default=500)
    args = ap.parse_args()
    for mode in ("named", "translated", "rebuilt"):
        print(f"chain, kept term {mode:10}: {chain(mode, args.rounds, args.every):9.0f} KiB "
              f"from round {2 * args.every} to {args.rounds}", flush=True)
    for later in ("none", "fresh", "translated", "rebuilt"):
        print(f"held, a later context {later:10}: {held(later):9.0f} KiB", flush=True)


if __name__ == "__main__":
    main()
