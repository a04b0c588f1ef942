"""Run the §3.3 grammar problems (generate.py) with strsat and the baselines, side by
side in one run (issue 27):

* ``strsat``: the engine with ``str.in_grammar`` (grammar step: lazy product, CYK
  propagation);
* ``hampi``: a Hampi-style baseline — each grammar expanded eagerly into a regex of
  its words of exactly the bound's length (the length-indexed DP of Hampi's
  bounded CFG encoding), then strsat's regular solver on ``x ∈ R1 ∧ x ∈ R2 ∧ …``;
* ``pyformlang``: pyformlang's CFG ∩ automaton (first grammar ∩ Σⁿ, or ∩ Σ*·c·Σ* for a
  containment), its words then tested in the other grammar with ``CFG.contains``;
  problems with a regex are skipped (no translation of SMT-LIB regexes);
* ``brute``: every word of Σⁿ over the problems' characters checked by the reference
  recogniser (only when |Σ|ⁿ ≤ 20,000).

Each (problem, solver) runs in a forked child with a wall-clock limit; the time
reported is the solve time measured inside the child (no process start-up).

    PYTHONPATH=src python -m benchmarks.grammars.run PROBLEMS.jsonl --timeout 10 \\
        --out results.jsonl [--solvers strsat,hampi,pyformlang,brute] [--bounds 5,10,12]
    PYTHONPATH=src python -m benchmarks.grammars.run --table results.jsonl
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing as mp
import statistics
import time
from collections import defaultdict

from strsat.deadline import Deadline
from strsat.engine import Engine
from strsat.smtlib.interpreter import Interpreter
from strsat.terms import STRING, integer, mk, string, var
from strsat.terms.formulas import in_grammar
from strsat.terms.grammars import Chars, Grammar, accepts
from strsat.theory.grammar.frontends import from_dict
from strsat.theory.grammar.normal import normalise

SOLVERS = ("strsat", "hampi", "pyformlang", "brute")
BRUTE_MAX = 20_000
HAMPI_MAX_NODES = 200_000


def _regex_term(text: str):  # type: ignore[no-untyped-def]
    it = Interpreter()
    it.run(f"(declare-const r_probe String)(assert (str.in_re r_probe {text}))")
    return it.assertions()[0].args[1]


def _constraints(p: dict, grammars: list[Grammar]) -> list:  # type: ignore[type-arg]
    x = var("x", STRING)
    facts = [mk("=", mk("str.len", x), integer(p["bound"]))]
    if p.get("regex"):
        facts.append(mk("str.in_re", x, _regex_term(p["regex"])))
    if p.get("contains"):
        facts.append(mk("str.contains", x, string(p["contains"])))
    return facts


def solve_strsat(p: dict, timeout: float) -> str:
    gs = [from_dict(d) for d in p["grammars"]]
    x = var("x", STRING)
    e = Engine()
    for f in [in_grammar(x, g) for g in gs] + _constraints(p, gs):
        e.add(f)  # type: ignore[arg-type]
    return str(e.check(deadline=Deadline(timeout)).status)


def bounded_regex(g: Grammar, n: int, deadline: Deadline):  # type: ignore[no-untyped-def]
    """Hampi's eager step: the words of ``g`` of length ``n`` as one regex term."""
    b = normalise(g)
    memo: dict[tuple[object, int], object] = {}
    nodes = 0

    def rng(t: Chars):  # type: ignore[no-untyped-def]
        parts = [mk("re.range", string(chr(lo)), string(chr(hi))) for lo, hi in t.ranges]
        return parts[0] if len(parts) == 1 else mk("re.union", *parts)

    def r(sym: object, length: int):  # type: ignore[no-untyped-def]
        nonlocal nodes
        key = (sym, length)
        if key in memo:
            return memo[key]
        deadline.check("hampi expansion")
        if isinstance(sym, Chars):
            out = rng(sym) if length == 1 else None
        else:
            alts = []
            for alt in b.alts[sym]:  # type: ignore[index]
                if len(alt) == 1:
                    if length == 1:
                        alts.append(rng(alt[0]))  # type: ignore[arg-type]
                    continue
                for l1 in range(1, length):
                    left = r(alt[0], l1)
                    if left is None:
                        continue
                    right = r(alt[1], length - l1)
                    if right is not None:
                        alts.append(mk("re.++", left, right))
                        nodes += 1
            out = None if not alts else (alts[0] if len(alts) == 1 else mk("re.union", *alts))
        if nodes > HAMPI_MAX_NODES:
            raise MemoryError("expansion too large")
        memo[key] = out
        return out

    if b.start is None:
        return mk("re.none")
    got = r(b.start, n) if n else (mk("str.to_re", string("")) if b.nullable else None)
    return got if got is not None else mk("re.none")


def solve_hampi(p: dict, timeout: float) -> str:
    d = Deadline(timeout)
    gs = [from_dict(g) for g in p["grammars"]]
    x = var("x", STRING)
    e = Engine()
    try:
        for g in gs:
            e.add(mk("str.in_re", x, bounded_regex(g, p["bound"], d)))
    except MemoryError:
        return "unknown"
    for f in _constraints(p, gs):
        e.add(f)
    return str(e.check(deadline=d).status)


def solve_pyformlang(p: dict, timeout: float) -> str:
    from pyformlang.cfg import CFG, Production, Terminal, Variable
    from pyformlang.regular_expression import Regex

    if p.get("regex"):
        return "skipped"
    gs = [from_dict(d) for d in p["grammars"]]

    def convert(g: Grammar) -> CFG:
        prods = set()
        for nt, alts in g.rules:
            for alt in alts:
                choices = [[Variable(s.name)] if not isinstance(s, Chars) else
                           [Terminal(chr(c)) for lo, hi in s.ranges for c in range(lo, hi + 1)]
                           for s in alt]
                for combo in itertools.product(*choices):
                    prods.add(Production(Variable(nt), list(combo)))
        return CFG(start_symbol=Variable(g.start), productions=prods)

    cfgs = [convert(g) for g in gs]
    sigma = sorted({chr(c) for g in gs for t in g.terminals() for lo, hi in t.ranges
                    for c in range(lo, hi + 1)})

    def esc(c: str) -> str:
        return c if c.isalnum() else "\\" + c

    any_char = "(" + "|".join(esc(c) for c in sigma) + ")"
    n = p["bound"]
    text = " ".join([any_char] * n) if n else "$"
    inter = cfgs[0].intersection(Regex(text))
    if p.get("contains"):
        c = " ".join(esc(ch) for ch in p["contains"])
        inter = inter.intersection(Regex(f"{any_char}* {c} {any_char}*"))
    if inter.is_empty():
        return "unsat"
    for word in inter.get_words(n):
        if len(word) != n:
            continue
        if all(cfg.contains(word) for cfg in cfgs[1:]):
            return "sat"
    return "unsat"


def solve_brute(p: dict, timeout: float) -> str:
    gs = [from_dict(d) for d in p["grammars"]]
    sigma = sorted({chr(c) for g in gs for t in g.terminals() for lo, hi in t.ranges
                    for c in range(lo, hi + 1)} | set(p.get("contains") or ""))
    n = p["bound"]
    if len(sigma) ** n > BRUTE_MAX:
        return "skipped"
    from strsat.terms.evaluate import holds

    x = var("x", STRING)
    facts = _constraints(p, gs)
    d = Deadline(timeout)
    for w in itertools.product(sigma, repeat=n):
        s = "".join(w)
        if all(accepts(g, s, d) for g in gs) and all(holds(f, {x: s}) for f in facts):
            return "sat"
    return "unsat"


_FUNCS = {"strsat": solve_strsat, "hampi": solve_hampi, "pyformlang": solve_pyformlang,
          "brute": solve_brute}


def _child(conn, solver: str, p: dict, timeout: float) -> None:  # type: ignore[no-untyped-def]
    t = time.perf_counter()
    try:
        status = _FUNCS[solver](p, timeout)
    except Exception as exc:  # noqa: BLE001 - a baseline's failure is a result
        status = "error" if "deadline" not in str(exc).lower() and \
            "timeout" not in type(exc).__name__.lower() else "timeout"
        if type(exc).__name__ == "ResourceLimit":
            status = "timeout"
    conn.send((status, time.perf_counter() - t))


def run_one(solver: str, p: dict, timeout: float) -> tuple[str, float]:
    ctx = mp.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, solver, p, timeout))
    proc.start()
    if parent.poll(timeout + 2):
        status, t = parent.recv()
    else:
        status, t = "timeout", timeout
    proc.kill()
    proc.join()
    return status, t


def warm_up() -> None:
    """Import everything the solvers load lazily (z3, the theory steps, pyformlang) in
    the parent, so forked children time solving, not imports."""
    p = {"bound": 3, "grammars": [{"<start>": ["a<start>", "b"]}, {"<start>": ["ab<start>",
                                                                              "b"]}],
         "contains": "a"}
    for s in SOLVERS:
        try:
            _FUNCS[s](p, 10)
        except Exception:  # noqa: BLE001 - a missing optional baseline
            pass


def table(path: str) -> str:
    rows = [json.loads(line) for line in open(path)]
    by: dict[tuple[str, int], dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    answers: dict[str, dict[str, str]] = defaultdict(dict)
    for r in rows:
        by[(r["kind"], r["bound"])][r["solver"]].append(r)
        answers[r["problem"]][r["solver"]] = r["status"]
    solvers = [s for s in SOLVERS if any(s in v for v in by.values())]
    out = ["| problems | bound | n | " + " | ".join(
        f"{s} decided / median s" for s in solvers) + " |",
           "|---|---|---|" + "---|" * len(solvers)]
    for (kind, bound) in sorted(by, key=lambda k: (k[0], k[1])):
        cells = []
        n = max(len(v) for v in by[(kind, bound)].values())
        for s in solvers:
            rs = by[(kind, bound)].get(s, [])
            dec = [r for r in rs if r["status"] in ("sat", "unsat")]
            if not rs or all(r["status"] == "skipped" for r in rs):
                cells.append("—")
                continue
            med = statistics.median(r["time"] for r in dec) if dec else float("nan")
            cells.append(f"{len(dec)}/{len(rs)} / {med:.3f}")
        out.append(f"| {kind} | {bound} | {n} | " + " | ".join(cells) + " |")
    wrong = 0
    for prob, a in answers.items():
        decided = {v for v in a.values() if v in ("sat", "unsat")}
        if len(decided) > 1:
            wrong += 1
            out.append(f"\ndisagreement on {prob}: {a}")
    out.append(f"\ndisagreements: {wrong} of {len(answers)} problems")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("problems", nargs="?")
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--out")
    ap.add_argument("--solvers", default=",".join(SOLVERS))
    ap.add_argument("--bounds")
    ap.add_argument("--kinds")
    ap.add_argument("--table")
    args = ap.parse_args()
    if args.table:
        print(table(args.table))
        return
    warm_up()
    bounds = {int(b) for b in args.bounds.split(",")} if args.bounds else None
    kinds = set(args.kinds.split(",")) if args.kinds else None
    with open(args.out, "w") as out:
        for line in open(args.problems):
            p = json.loads(line)
            if (bounds and p["bound"] not in bounds) or (kinds and p["kind"] not in kinds):
                continue
            for s in args.solvers.split(","):
                status, t = run_one(s, p, args.timeout)
                rec = {"problem": p["name"], "kind": p["kind"], "bound": p["bound"],
                       "solver": s, "status": status, "time": round(t, 4)}
                out.write(json.dumps(rec) + "\n")
                out.flush()
                print(rec, flush=True)


if __name__ == "__main__":
    main()
