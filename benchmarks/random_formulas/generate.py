"""Random small QF_SLIA formulas over the whole string theory (seeded; deterministic).

Each formula has 2–4 String variables and 1–2 Int variables, and 1–4 top-level
atoms (occasionally a disjunction of two, or a negation) built from terms of depth
at most 2 over: ``str.++``, ``str.len``, ``str.substr``, ``str.at``, ``str.indexof``,
``str.replace``, ``str.replace_all``, ``str.replace_re``, ``str.contains``,
``str.prefixof``, ``str.suffixof``, ``str.<``, ``str.<=``, ``str.to_int``,
``str.from_int``, ``str.to_code``, ``str.from_code``, ``str.in_re`` with small regexes,
and linear integer arithmetic.  Constants use a small alphabet (``a``, ``b``, digits)
so that atoms interact.

    python benchmarks/random_formulas/generate.py --count 3000 --seed 26 --out DIR

writes ``DIR/f00000.smt2`` … (SMT-LIB 2.6 text, no status: the answer is what the
differential runner, ``run.py``, compares).  :func:`formula` is importable (the
differential test in ``tests/`` uses it).
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

STRING_CONSTANTS = ("", "a", "b", "ab", "ba", "abb", "aab", "1", "12", "0", "a1", "b0")
INT_CONSTANTS = (-1, 0, 1, 2, 3, 5, 12)
CHARS = ("a", "b", "0", "1", "2")


class _Gen:
    def __init__(self, rng: random.Random, svars: list[str], ivars: list[str]) -> None:
        self.rng = rng
        self.svars = svars
        self.ivars = ivars
        self.ops: set[str] = set()

    def _use(self, op: str) -> str:
        self.ops.add(op)
        return op

    def const(self) -> str:
        return '"' + self.rng.choice(STRING_CONSTANTS) + '"'

    def regex(self, depth: int = 2) -> str:
        r = self.rng
        if depth <= 0 or r.random() < 0.35:
            k = r.random()
            if k < 0.5:
                return f'(str.to_re "{r.choice(STRING_CONSTANTS[1:])}")'
            if k < 0.8:
                lo, hi = sorted(r.sample(CHARS, 2))
                return f'(re.range "{lo}" "{hi}")'
            return "re.allchar"
        op = r.choice(("re.*", "re.+", "re.opt", "re.++", "re.union", "re.inter", "re.comp"))
        if op in ("re.++", "re.union", "re.inter"):
            return f"({op} {self.regex(depth - 1)} {self.regex(depth - 1)})"
        return f"({op} {self.regex(depth - 1)})"

    def string(self, depth: int) -> str:
        r = self.rng
        if depth <= 0 or r.random() < 0.4:
            return r.choice(self.svars) if r.random() < 0.7 else self.const()
        d = depth - 1
        op = r.choice(("str.++", "str.++", "str.substr", "str.at", "str.replace",
                       "str.replace_all", "str.replace_re", "str.from_int", "str.from_code"))
        self._use(op)
        if op == "str.++":
            return f"(str.++ {self.string(d)} {self.string(d)})"
        if op == "str.substr":
            return f"(str.substr {self.string(d)} {self.integer(d)} {self.integer(d)})"
        if op == "str.at":
            return f"(str.at {self.string(d)} {self.integer(d)})"
        if op in ("str.replace", "str.replace_all"):
            return f"({op} {self.string(d)} {self.string(d)} {self.string(d)})"
        if op == "str.replace_re":
            return f"(str.replace_re {self.string(d)} {self.regex(1)} {self.string(d)})"
        if op == "str.from_int":
            return f"(str.from_int {self.integer(d)})"
        return f"(str.from_code {self.integer(d)})"

    def integer(self, depth: int) -> str:
        r = self.rng
        if depth <= 0 or r.random() < 0.4:
            if r.random() < 0.6:
                return r.choice(self.ivars)
            c = r.choice(INT_CONSTANTS)
            return str(c) if c >= 0 else f"(- {-c})"
        d = depth - 1
        op = r.choice(("str.len", "str.len", "str.indexof", "str.to_int", "str.to_code",
                       "+", "-"))
        if op == "str.len":
            self._use(op)
            return f"(str.len {self.string(d)})"
        if op == "str.indexof":
            self._use(op)
            return f"(str.indexof {self.string(d)} {self.string(d)} {self.integer(d)})"
        if op in ("str.to_int", "str.to_code"):
            self._use(op)
            return f"({op} {self.string(d)})"
        return f"({op} {self.integer(d)} {self.integer(d)})"

    def atom(self) -> str:
        r = self.rng
        k = r.random()
        if k < 0.18:
            return f"(= {self.string(2)} {self.string(2)})"
        if k < 0.36:
            op = self._use(r.choice(("str.<", "str.<=")))
            return f"({op} {self.string(2)} {self.string(2)})"
        if k < 0.52:
            op = self._use(r.choice(("str.contains", "str.prefixof", "str.suffixof")))
            return f"({op} {self.string(2)} {self.string(2)})"
        if k < 0.66:
            self._use("str.in_re")
            return f"(str.in_re {self.string(2)} {self.regex()})"
        op = r.choice(("<=", "<", "=", ">="))
        return f"({op} {self.integer(2)} {self.integer(2)})"

    def literal(self) -> str:
        r = self.rng
        k = r.random()
        if k < 0.2:
            return f"(not {self.atom()})"
        if k < 0.3:
            return f"(or {self.atom()} {self.atom()})"
        return self.atom()


def formula(rng: random.Random) -> tuple[str, list[str]]:
    """One random formula as an SMT-LIB script, and the string operators it uses."""
    svars = ["x", "y", "z", "w"][: rng.randint(2, 4)]
    ivars = ["i", "j"][: rng.randint(1, 2)]
    g = _Gen(rng, svars, ivars)
    asserts = [g.literal() for _ in range(rng.randint(1, 4))]
    lines = ["(set-logic QF_SLIA)"]
    lines += [f"(declare-fun {v} () String)" for v in svars]
    lines += [f"(declare-fun {v} () Int)" for v in ivars]
    lines += [f"(assert {a})" for a in asserts]
    lines.append("(check-sat)")
    return "\n".join(lines) + "\n", sorted(g.ops)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=26)
    ap.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    for n in range(args.count):
        text, ops = formula(rng)
        (out / f"f{n:05d}.smt2").write_text(f"; ops: {' '.join(ops)}\n" + text)


if __name__ == "__main__":
    main()
