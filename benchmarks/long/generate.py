"""Generate the long-string benchmark families of issue 14 (seeded; deterministic).

    python benchmarks/long/generate.py --out /work/results/dashed/long [--seed 14]

Families (one folder each): ``gstrings`` (paper 003 Table 1 at ℓ = 50,000 and 100,000),
``sqli`` (paper 003's SQL injection at ℓ = 50,000 and 100,000), ``witnesses`` (issue
14's forced long witnesses at n = 1,000 / 5,000 / 20,000 and unsat twins), ``mixed``
(long lengths with equations, indexof, replace_all, str.<, str.to_int; unsat twins),
``indexof`` (issue 26: an indexof thousands of positions in, with contains or a regex),
``replace_all`` (issue 26: replace_all with fixed input and output lengths), ``lex``
(issue 26: ``str.<``/``str.<=`` between strings of about n characters; unsat twins);
``issue39`` (issue 39's long shapes, only on request: not in the guard's record).
Every file states its expected answer with ``(set-info :status ...)``.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gstrings  # noqa: E402
import indexof  # noqa: E402
import issue39  # noqa: E402
import lex  # noqa: E402
import mixed  # noqa: E402
import replace_all  # noqa: E402
import sqli  # noqa: E402
import witnesses  # noqa: E402

SOURCE = "strsat benchmarks/long (issue 14)"


def _default_seeds() -> Path:
    """``../shared/bench/seeds`` beside the checkout (the main checkout or a worktree)."""
    here = Path(__file__).resolve()
    for up in here.parents:
        candidate = up / "shared" / "bench" / "seeds"
        if candidate.is_dir():
            return candidate
    return Path("../shared/bench/seeds")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seed", type=int, default=14)
    ap.add_argument("--seeds", type=Path, default=_default_seeds(),
                    help="the shared seed benchmarks (for gstrings/)")
    ap.add_argument("--lengths", type=int, nargs="+", default=[50_000, 100_000])
    ap.add_argument("--ns", type=int, nargs="+", default=[1_000, 5_000, 20_000])
    ap.add_argument("--families", nargs="+",
                    default=["gstrings", "sqli", "witnesses", "mixed", "indexof",
                             "replace_all", "lex"])
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    families = {
        "gstrings": lambda: gstrings.family(args.lengths, args.seeds / "gstrings"),
        "sqli": lambda: sqli.family(rng, args.lengths),
        "witnesses": lambda: witnesses.family(args.ns),
        "mixed": lambda: mixed.family(args.ns),
        "indexof": lambda: indexof.family(args.ns),
        "replace_all": lambda: replace_all.family(args.ns),
        "lex": lambda: lex.family(args.ns),
        "issue39": lambda: issue39.family(args.ns),
    }
    for name in args.families:
        for inst in families[name]():
            inst.write(args.out / name, SOURCE)
        print(f"{name}: written to {args.out / name}")


if __name__ == "__main__":
    main()
