"""Generate paper 000 §3.3-style problems (issue 27): pairs of grammars with a common
word of length n, and grammar ∧ regex ∧ length ∧ contains problems.

    PYTHONPATH=src python -m benchmarks.grammars.generate OUT_DIR [--pairs 30] [--seed 27]

writes ``OUT_DIR/problems.jsonl`` (the runner's input) and one ``.smt2`` file per
problem (``declare-grammar``/``str.in_grammar``, for the ``strsat`` CLI).  Random
pairs are kept, like the paper's, only when both grammars have words of every bound
(otherwise a length check alone refutes them).
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from strsat.deadline import Deadline
from strsat.terms.grammars import Chars, Grammar, Nt
from strsat.theory.grammar.frontends import from_dict
from strsat.theory.grammar.lengths import grammar_lengths

from .catalog import MIXED, REAL, REAL_PAIRS, random_grammar

BOUNDS = (5, 10, 12, 50, 100, 1000)


def smt_grammar(name: str, g: Grammar) -> str:
    def sym(s: object) -> str:
        if isinstance(s, Nt):
            return f"|{s.name}|"
        assert isinstance(s, Chars)
        lo, hi = s.ranges[0]
        if len(s.ranges) == 1 and lo == hi:
            return '"' + chr(lo).replace('"', '""') + '"'
        return f'(re.range "{chr(lo)}" "{chr(hi)}")'

    rules = []
    for nt, alts in g.rules:
        body = " ".join("(" + " ".join(sym(s) for s in alt) + ")" for alt in alts)
        rules.append(f"(|{nt}| {body})")
    return f"(declare-grammar {name} ({' '.join(rules)}))"


def smt_problem(p: dict) -> str:
    lines = ["(set-logic QF_SLIA)"]
    names = []
    for k, d in enumerate(p["grammars"]):
        names.append(f"G{k}")
        lines.append(smt_grammar(f"G{k}", from_dict(d)))
    lines.append("(declare-const x String)")
    lines += [f"(assert (str.in_grammar x {n}))" for n in names]
    lines.append(f"(assert (= (str.len x) {p['bound']}))")
    if p.get("regex"):
        lines.append(f"(assert (str.in_re x {p['regex']}))")
    if p.get("contains"):
        lines.append(f'(assert (str.contains x "{p["contains"]}"))')
    lines.append("(check-sat)")
    return "\n".join(lines) + "\n"


def has_length(d: dict, n: int) -> bool:
    return n in grammar_lengths(from_dict(d), Deadline(10))


def problems(n_pairs: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    kept = 0
    tries = 0
    while kept < n_pairs and tries < 50 * n_pairs:
        tries += 1
        try:
            g1, g2 = random_grammar(rng, "a"), random_grammar(rng, "b")
            if not all(has_length(g, n) for g in (g1, g2) for n in BOUNDS):
                continue
        except Exception:  # noqa: BLE001 - an empty random language: draw again
            continue
        kept += 1
        out += [{"name": f"random{kept:02d}_n{n}", "kind": "random-pair", "bound": n,
                 "grammars": [g1, g2]} for n in BOUNDS]
    for a, b in REAL_PAIRS:
        out += [{"name": f"{a}-{b}_n{n}", "kind": "real-pair", "bound": n,
                 "grammars": [REAL[a], REAL[b]]} for n in BOUNDS]
    for k, (g, regex, contains) in enumerate(MIXED):
        out += [{"name": f"mixed{k}-{g}_n{n}", "kind": "mixed", "bound": n,
                 "grammars": [REAL[g]], "regex": regex, "contains": contains}
                for n in BOUNDS]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out")
    ap.add_argument("--pairs", type=int, default=30)
    ap.add_argument("--seed", type=int, default=27)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    ps = problems(args.pairs, args.seed)
    with open(out / "problems.jsonl", "w") as f:
        for p in ps:
            f.write(json.dumps(p) + "\n")
            (out / f"{p['name']}.smt2").write_text(smt_problem(p))
    print(f"{len(ps)} problems in {out}")


if __name__ == "__main__":
    main()
