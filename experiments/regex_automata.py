"""Experiments of paper 004 (Fig. 7) and paper 000 (experiment 2, long strings)
on strsat's automata, with each character-set representation.

    python experiments/regex_automata.py fig7 [--timeout S] [--bench DIR] [--source python]
    python experiments/regex_automata.py longstr [--max-n N]

``fig7``: the ten regexes of ``bench/seeds/regexdiff`` (extracted from the
SMT-LIB files: ``regexdiff_rII_rJJ`` asserts ``x in rII`` and ``x notin rJJ``);
eager product (``product`` then shortest witness) and lazy product
(``lazy_product``) on the 55 unordered pairs ``i <= j``, eager difference and
lazy difference on the 100 ordered pairs.  Times exclude building the NFAs of
the ten regexes (reported separately; it includes epsilon elimination).
Each cell reads ``(n) total/median`` seconds as in the paper; instances over
the per-instance timeout or the state limit are counted in the ``limit``
column.

``longstr``: ``[a-c]*a[a-c]{n+1}`` and ``[a-c]*b[a-c]{n}`` (sat) and
``[a-c]*b[a-c]{n+1}`` (unsat), built and lazily intersected for n = 1..N.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from strsat.deadline import Deadline
from strsat.errors import ResourceLimit
from strsat.regex import ALGEBRAS
from strsat.regex import ast as R
from strsat.regex.automaton import NFA, shortest_witness
from strsat.regex.charset import Algebra
from strsat.regex.construct import build
from strsat.regex.lazy import lazy_difference, lazy_product
from strsat.regex.product import difference, product

DEFAULT_BENCH = Path(__file__).resolve().parents[1].parent / "shared" / "bench"
MAX_STATES = 500_000


def load_regexdiff(bench: Path = DEFAULT_BENCH) -> list[R.Regex]:
    """The ten regexes, in order r01..r10, as ASTs (parsed from the seeds)."""
    from strsat.regex.from_smtlib import regex_of_term
    from strsat.smtlib import parse_term
    from strsat.terms import STRING

    folder = bench / "seeds" / "regexdiff"
    out: list[R.Regex] = []
    for i in range(1, 11):
        j = 1 if i != 1 else 2
        text = (folder / f"regexdiff_r{i:02d}_r{j:02d}.smt2").read_text()
        line = next(ln for ln in text.splitlines() if ln.startswith("(assert (str.in_re"))
        atom = parse_term(line[len("(assert "):-1], {"x": STRING})
        out.append(regex_of_term(atom.args[1]))
    return out


def load_regexdiff_python(bench: Path = DEFAULT_BENCH) -> list[R.Regex]:
    """The same ten regexes from their original .NET text (the ``; rN = ...``
    comments of the seeds) through the Python front-end, so that ``\\w``,
    ``\\d``, ``\\s`` are the full Unicode classes (paper 004's UTF-16 rows);
    ``\\z`` is spelled ``\\Z`` in Python."""
    from strsat.regex.from_python import fullmatch_regex

    pats: dict[int, str] = {}
    for f in sorted((bench / "seeds" / "regexdiff").glob("*.smt2")):
        for ln in f.read_text().splitlines():
            m = re.match(r"; r(\d+) = (.*)$", ln)
            if m:
                pats[int(m.group(1))] = m.group(2)
    return [fullmatch_regex(pats[i].replace("\\z", "\\Z")) for i in range(1, 11)]


Outcome = tuple[bool | None, float]  # (empty?, seconds); None = limit reached


def _run(task: Callable[[Deadline], bool], timeout: float) -> Outcome:
    start = time.perf_counter()
    try:
        empty = task(Deadline(timeout))
    except ResourceLimit:
        return None, time.perf_counter() - start
    return empty, time.perf_counter() - start


def _tasks(nfas: list[NFA]) -> dict[str, list[tuple[str, Callable[[Deadline], bool]]]]:
    n = len(nfas)
    pairs = [(i, j) for i in range(n) for j in range(i, n)]
    ordered = [(i, j) for i in range(n) for j in range(n)]

    def eager_p(i: int, j: int) -> Callable[[Deadline], bool]:
        return lambda d: shortest_witness(
            product(nfas[i], nfas[j], deadline=d, max_states=MAX_STATES), d) is None

    def lazy_p(i: int, j: int) -> Callable[[Deadline], bool]:
        return lambda d: lazy_product(nfas[i], nfas[j], deadline=d,
                                      max_states=MAX_STATES).empty

    def eager_d(i: int, j: int) -> Callable[[Deadline], bool]:
        return lambda d: shortest_witness(
            difference(nfas[i], nfas[j], deadline=d, max_states=MAX_STATES), d) is None

    def lazy_d(i: int, j: int) -> Callable[[Deadline], bool]:
        return lambda d: lazy_difference(nfas[i], nfas[j], deadline=d,
                                         max_states=MAX_STATES).empty

    return {
        "product/eager": [(f"{i},{j}", eager_p(i, j)) for i, j in pairs],
        "product/lazy": [(f"{i},{j}", lazy_p(i, j)) for i, j in pairs],
        "difference/eager": [(f"{i},{j}", eager_d(i, j)) for i, j in ordered],
        "difference/lazy": [(f"{i},{j}", lazy_d(i, j)) for i, j in ordered],
    }


def _cell(times: list[float]) -> str:
    if not times:
        return "(0) -"
    return f"({len(times)}) {sum(times):.2f}/{statistics.median(times):.4f}"


def fig7(bench: Path, timeout: float, algebras: list[Algebra], source: str = "smtlib",  # type: ignore[no-untyped-def]
         out=None) -> None:
    out = out or sys.stdout
    regexes = load_regexdiff(bench) if source == "smtlib" else load_regexdiff_python(bench)
    rows = []
    sizes: dict[str, list[tuple[int, int]]] = {}
    answers: dict[str, dict[str, bool | None]] = {}
    for alg in algebras:
        t0 = time.perf_counter()
        nfas = [build(r, alg) for r in regexes]
        build_time = time.perf_counter() - t0
        sizes[alg.name] = [(a.n_states, a.n_moves) for a in nfas]
        for exp, tasks in _tasks(nfas).items():
            empty_t: list[float] = []
            nonempty_t: list[float] = []
            limit = 0
            for name, task in tasks:
                result, secs = _run(task, timeout)
                answers.setdefault(f"{exp}", {})
                key = f"{alg.name}:{name}"
                answers[exp][key] = result
                if result is None:
                    limit += 1
                elif result:
                    empty_t.append(secs)
                else:
                    nonempty_t.append(secs)
            rows.append((exp, alg.name, build_time, empty_t, nonempty_t, limit))
            print(f"  {exp} {alg.name}: done", file=sys.stderr)
    print("| experiment | character sets | NFA build (10 regexes) | empty | nonempty | limit |",
          file=out)
    print("|---|---|---|---|---|---|", file=out)
    for exp, alg_name, bt, e, ne, lim in rows:
        print(f"| {exp} | {alg_name} | {bt:.2f} s | {_cell(e)} | {_cell(ne)} | {lim} |", file=out)
    print(file=out)
    print("NFA sizes (states/moves) after epsilon elimination and trimming: "
          + ", ".join(f"A{i}={s}/{m}" for i, (s, m) in enumerate(sizes[algebras[0].name])),
          file=out)
    for exp, per in answers.items():
        by_pair: dict[str, set] = {}
        for key, res in per.items():
            by_pair.setdefault(key.split(":")[1], set()).add(res)
        clash = [p for p, s in by_pair.items() if len(s - {None}) > 1]
        print(f"{exp}: representations disagree on {len(clash)} instances {clash}", file=out)


def longstr(max_n: int, algebras: list[Algebra], out=None,  # type: ignore[no-untyped-def]
            report: tuple[int, ...] = (1, 10, 100, 500, 1000)) -> None:
    out = out or sys.stdout
    abc = R.char_range(ord("a"), ord("c"))

    def lang(ch: str, k: int) -> R.Regex:
        return R.concat(R.star(abc), R.literal(ch), R.loop(abc, k, k))

    print("| character sets | n | build s | sat: search s | states generated | witness length "
          "| unsat: search s | states generated |", file=out)
    print("|---|---|---|---|---|---|---|---|", file=out)
    for alg in algebras:
        total = 0.0
        for n in range(1, max_n + 1):
            t0 = time.perf_counter()
            a, b, c = build(lang("a", n + 1), alg), build(lang("b", n), alg), \
                build(lang("b", n + 1), alg)
            t1 = time.perf_counter()
            sat = lazy_product(a, b)
            t2 = time.perf_counter()
            unsat = lazy_product(a, c)
            t3 = time.perf_counter()
            total += t3 - t0
            assert sat.witness is not None and unsat.empty
            if n in report or n == max_n:
                print(f"| {alg.name} | {n} | {t1 - t0:.4f} | {t2 - t1:.4f} | {sat.generated} | "
                      f"{len(sat.witness)} | {t3 - t2:.4f} | {unsat.generated} |", file=out)
        print(f"| {alg.name} | 1..{max_n} total | | | | | {total:.2f} s (all n, build + both "
              "searches) | |", file=out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m strsat.regex.experiments")
    ap.add_argument("experiment", choices=["fig7", "longstr"])
    ap.add_argument("--timeout", type=float, default=60.0, help="per instance, seconds")
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH)
    ap.add_argument("--max-n", type=int, default=1000)
    ap.add_argument("--source", choices=["smtlib", "python"], default="smtlib",
                    help="fig7: regexes from the SMT-LIB terms (ASCII classes) or from "
                         "the original text via the Python front-end (Unicode classes)")
    ap.add_argument("--algebras", default=",".join(ALGEBRAS),
                    help="comma-separated: " + ", ".join(ALGEBRAS))
    args = ap.parse_args(argv)
    algs = [ALGEBRAS[name] for name in re.split(r"\s*,\s*", args.algebras) if name]
    if args.experiment == "fig7":
        fig7(args.bench, args.timeout, algs, args.source)
    else:
        longstr(args.max_n, algs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
