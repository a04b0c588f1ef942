"""How many distinct z3 symbols does a long session make?  (issue 40, item 2)

    python benchmarks/limits/z3_names.py [--rounds 500,1500,3000]

z3 keeps every symbol it ever made for its context's life, so a core that named its
constants by term serials grew with a session of fresh names.  This runs the soak's
rounds (:func:`strsat_bench.soak.rounds`: push, literals over fresh names, check, pop)
in one ``Solver`` and counts, through :class:`strsat.engine.z3c.Context`, the z3
constants made and their distinct names after each count of rounds, with the RSS.
"""

from __future__ import annotations

import argparse

from strsat import api as A
from strsat.engine import z3c
from strsat_bench.soak import rounds, rss_mib


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", default="500,1500,3000")
    args = ap.parse_args()
    names: set[str] = set()
    made = [0]
    const = z3c.Context.const

    def counted(self: z3c.Context, name: str, boolean: bool) -> z3c.Expr:
        names.add(name)
        made[0] += 1
        return const(self, name, boolean)

    z3c.Context.const = counted  # type: ignore[method-assign]
    solver = A.Solver(timeout=10_000)
    done = 0
    for n in sorted(int(r) for r in args.rounds.split(",")):
        rounds(solver, n - done, n, 10**9)
        done = n
        print(f"after {n} rounds: {made[0]} z3 constants made, {len(names)} distinct names,"
              f" RSS {rss_mib():.1f} MiB", flush=True)


if __name__ == "__main__":
    main()
