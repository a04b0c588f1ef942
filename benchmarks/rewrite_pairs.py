"""Rewrite-rule verification benchmarks in the style of Nötzli et al. (SAT 2019).

    python benchmarks/rewrite_pairs.py OUT_DIR [--seed N] [--size S] [--pairs P] [--twins T]

Syntax-guided enumeration of small terms over ``str.++``, ``str.replace``,
``str.substr``, ``str.at``, ``str.indexof``, ``str.len``, ``str.prefixof`` and
``str.contains`` (variables ``x``, ``y``; constants ``""``, ``"A"``, ``"B"``, ``0``, ``1``),
evaluated on every pair of strings over ``{A, B, C}`` of length at most 3 (``C`` stands
for every character no constant mentions).  Terms of one sort with the same values on
all those points are *candidate equivalences*: ``(assert (not (= t1 t2)))`` is expected
``unsat`` (brute force is no proof: the label must be confirmed by z3 and cvc5 before
the file is used; ``--check`` runs them and drops disputed pairs).  Terms whose values
differ on one to sixteen points are *twins*: ``(assert (not (= t1 t2)))`` is ``sat``, and
the point is a witness (a label by construction).

The files go to ``OUT_DIR`` (not into the repository), named ``eq_NNN.smt2`` and
``twin_NNN.smt2``, each with its ``:status`` and the pair in a comment.
"""

from __future__ import annotations

import argparse
import itertools
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from strsat.terms.string_ops import (
    smt_at,
    smt_contains,
    smt_indexof,
    smt_prefixof,
    smt_replace,
    smt_substr,
)

ALPHABET = "ABC"
WORDS = ["".join(w) for n in range(4) for w in itertools.product(ALPHABET, repeat=n)]
POINTS = [(x, y) for x in WORDS for y in WORDS]

S, I, B = "String", "Int", "Bool"
# name -> (result sort, argument sorts, Python function)
OPS: dict[str, tuple[str, tuple[str, ...], Callable]] = {
    "str.++": (S, (S, S), lambda a, b: a + b),
    "str.replace": (S, (S, S, S), smt_replace),
    "str.substr": (S, (S, I, I), smt_substr),
    "str.at": (S, (S, I), smt_at),
    "str.indexof": (I, (S, S, I), smt_indexof),
    "str.len": (I, (S,), len),
    "str.prefixof": (B, (S, S), smt_prefixof),
    "str.contains": (B, (S, S), smt_contains),
}


class Term:
    """A term with its SMT-LIB text and its values on :data:`POINTS`."""

    __slots__ = ("sort", "text", "size", "values", "vars")

    def __init__(self, sort: str, text: str, size: int, values: tuple, vars_: frozenset):
        self.sort, self.text, self.size, self.values, self.vars = sort, text, size, values, vars_


def leaves() -> list[Term]:
    out = [Term(S, "x", 1, tuple(p[0] for p in POINTS), frozenset("x")),
           Term(S, "y", 1, tuple(p[1] for p in POINTS), frozenset("y"))]
    for c in ("", "A", "B"):
        out.append(Term(S, f'"{c}"', 1, (c,) * len(POINTS), frozenset()))
    for n in (0, 1):
        out.append(Term(I, str(n), 1, (n,) * len(POINTS), frozenset()))
    return out


def enumerate_terms(max_size: int) -> dict[str, list[Term]]:
    """Every term up to ``max_size`` nodes, one representative per value vector
    (observational equivalence), plus the candidate pairs found on the way."""
    by_size: dict[int, list[Term]] = {1: leaves()}
    reps: dict[tuple[str, tuple], Term] = {}
    pairs: list[tuple[Term, Term]] = []
    for t in by_size[1]:
        reps.setdefault((t.sort, t.values), t)
    for size in range(2, max_size + 1):
        new: list[Term] = []
        for name, (sort, arg_sorts, fn) in OPS.items():
            k = len(arg_sorts)
            for split in _compositions(size - 1, k):
                pools = [[t for t in by_size.get(n, []) if t.sort == s]
                         for n, s in zip(split, arg_sorts, strict=True)]
                for args in itertools.product(*pools):
                    if all(not a.vars for a in args):
                        continue  # ground: folded by every solver
                    values = tuple(fn(*vs) for vs in zip(*(a.values for a in args), strict=True))
                    text = f"({name} {' '.join(a.text for a in args)})"
                    t = Term(sort, text, size, values, frozenset().union(*(a.vars for a in args)))
                    rep = reps.get((sort, values))
                    if rep is None:
                        reps[(sort, values)] = t
                        new.append(t)
                    else:
                        pairs.append((rep, t))
        by_size[size] = new
    terms = [t for ts in by_size.values() for t in ts]
    return {"terms": terms, "pairs": pairs}  # type: ignore[dict-item]


def _compositions(n: int, k: int) -> list[tuple[int, ...]]:
    """Ways to write ``n`` as an ordered sum of ``k`` positive parts."""
    if k == 1:
        return [(n,)] if n >= 1 else []
    return [(i,) + rest for i in range(1, n) for rest in _compositions(n - i, k - 1)]


def twins(terms: list[Term], rng: random.Random, want: int) -> list[tuple[Term, Term, int]]:
    """Pairs of one sort whose values differ on 1 to 16 points (of 1,600), with one
    such point."""
    by_sort: dict[str, list[Term]] = {}
    for t in terms:
        if t.vars:
            by_sort.setdefault(t.sort, []).append(t)
    out: list[tuple[Term, Term, int]] = []
    tries = 0
    while len(out) < want and tries < 5000 * want:
        tries += 1
        sort = rng.choice(sorted(by_sort))
        pool = by_sort[sort]
        a, b = rng.sample(pool, 2)
        diff = [i for i, (u, v) in enumerate(zip(a.values, b.values, strict=True)) if u != v]
        if 1 <= len(diff) <= 16:
            out.append((a, b, diff[0]))
    return out


def script(t1: Term, t2: Term, status: str, note: str) -> str:
    decls = "".join(f"(declare-fun {v} () String)\n" for v in sorted(t1.vars | t2.vars))
    return (f"; {note}\n; {t1.text}  vs  {t2.text}\n(set-logic QF_SLIA)\n"
            f"(set-info :status {status})\n{decls}"
            f"(assert (not (= {t1.text} {t2.text})))\n(check-sat)\n")


def peers_agree_unsat(path: Path) -> bool:
    """z3 and cvc5 (10 s each) do not say sat, and at least one says unsat."""
    answers = []
    z3 = subprocess.run(["z3", "-T:10", str(path)], capture_output=True, text=True)
    answers.append(z3.stdout.split()[0] if z3.stdout.split() else "error")
    code = ("import cvc5, sys\n"
            "s = cvc5.Solver(); s.setOption('tlimit-per', '10000');"
            " s.setOption('strings-exp', 'true')\n"
            "p = cvc5.InputParser(s); p.setFileInput(cvc5.InputLanguage.SMT_LIB_2_6, sys.argv[1])\n"
            "sm = p.getSymbolManager()\n"
            "while True:\n"
            "    c = p.nextCommand()\n"
            "    if c.isNull(): break\n"
            "    r = c.invoke(s, sm)\n"
            "    if r.strip(): print(r.strip())\n")
    cv = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True)
    answers.append(cv.stdout.split()[0] if cv.stdout.split() else "error")
    return "sat" not in answers and "unsat" in answers


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--size", type=int, default=7, help="largest term size (nodes)")
    ap.add_argument("--pairs", type=int, default=80, help="candidate equivalences to write")
    ap.add_argument("--twins", type=int, default=40, help="sat twins to write")
    ap.add_argument("--check", action="store_true",
                    help="confirm each equivalence with z3 and cvc5; drop disputed ones")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    found = enumerate_terms(args.size)
    pairs = [(a, b) for a, b in found["pairs"] if a.vars or b.vars]
    rng.shuffle(pairs)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    written = dropped = 0
    for a, b in pairs:
        if written >= args.pairs:
            break
        path = out / f"eq_{written:03d}.smt2"
        path.write_text(script(a, b, "unsat", f"equal on all {len(POINTS)} points of "
                                              f"{{A,B,C}}^<=3 x {{A,B,C}}^<=3"))
        if args.check and not peers_agree_unsat(path):
            path.unlink()
            dropped += 1
            continue
        written += 1
    made = twins(found["terms"], rng, args.twins)
    for n, (a, b, i) in enumerate(made):
        x, y = POINTS[i]
        (out / f"twin_{n:03d}.smt2").write_text(
            script(a, b, "sat", f"differ at x = {x!r}, y = {y!r}"))
    print(f"{len(found['terms'])} distinct terms, {len(found['pairs'])} candidate pairs; "
          f"wrote {written} equivalences ({dropped} dropped by the peers) and "
          f"{len(made)} twins to {out}")


if __name__ == "__main__":
    main()
