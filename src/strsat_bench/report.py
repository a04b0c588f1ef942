"""Tables from result records: per family and solver, wrong answers first.

Counts per (family, solver): ``n`` runs; ``solved`` = definite answers that are
not wrong, split into ``sat``/``unsat``; ``wrong`` = a definite answer against
the expected one, or a sat model that failed validation; ``disagr`` = files on
which this solver answered sat and another unsat (or the reverse) at the same
check; ``unknown``, ``t/o``, ``memout``, ``crash``, ``error``; ``par2`` = sum of
wall seconds of solved runs plus twice the time limit for every other run;
``med_s``/``max_s`` over solved runs.  Standard library only.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from dataclasses import dataclass, field

from .outcome import DEFINITE, is_wrong
from .results import Record

COLUMNS = ("family", "solver", "n", "solved", "sat", "unsat", "wrong", "disagr", "unknown",
           "t/o", "memout", "crash", "error", "par2", "med_s", "max_s")


def recheck(rec: Record) -> Record:
    """``rec`` with ``wrong`` recomputed from its answer, expected label and validation."""
    answers = rec.get("answer", "").split("+") if rec.get("answer") else []
    rec["wrong"] = is_wrong(answers, rec.get("expected")) or rec.get("validated") is False
    return rec


def solved(rec: Record) -> bool:
    return rec["result"] in DEFINITE and not rec.get("wrong")


@dataclass(slots=True)
class Disagreement:
    """A file on which solvers gave contradicting definite answers."""

    file: str
    rel: str
    expected: str | None
    answers: dict[str, str] = field(default_factory=dict)  # solver -> answer


def disagreements(records: list[Record]) -> list[Disagreement]:
    """Files where two solvers answered sat and unsat to the same check."""
    by_file: dict[str, list[Record]] = defaultdict(list)
    for r in records:
        by_file[r["file"]].append(r)
    out = []
    for f, recs in sorted(by_file.items()):
        seqs = {r["solver"]: (r.get("answer") or "").split("+") for r in recs}
        clash = False
        n = max((len(s) for s in seqs.values()), default=0)
        for i in range(n):
            seen = {s[i] for s in seqs.values() if i < len(s) and s[i] in DEFINITE}
            if len(seen) > 1:
                clash = True
                break
        if clash:
            out.append(Disagreement(f, recs[0].get("rel", f), recs[0].get("expected"),
                                    {r["solver"]: r.get("answer", "") for r in recs}))
    return out


_FIRST = {"strsat": 0, "z3": 1, "cvc5": 2}


def complete_files(records: list[Record]) -> list[Record]:
    """The records of the files that every solver of ``records`` has a record for."""
    solvers = {r["solver"] for r in records}
    seen: dict[str, set[str]] = {}
    for r in records:
        seen.setdefault(r["file"], set()).add(r["solver"])
    return [r for r in records if seen[r["file"]] >= solvers]


def solver_order(records: list[Record]) -> list[str]:
    """Solvers: strsat, z3, cvc5, then the others by name."""
    names = {r["solver"] for r in records}
    return sorted(names, key=lambda s: (_FIRST.get(s, 3), s))


def family_order(records: list[Record]) -> list[str]:
    """Families in order of first appearance."""
    seen: dict[str, None] = {}
    for r in records:
        seen.setdefault(r["family"], None)
    return list(seen)


def table(records: list[Record], by_family: bool = True) -> list[Record]:
    """Rows of counts, per (family, solver), then one ``ALL`` row per solver."""
    clash = {(d.file, s) for d in disagreements(records) for s in d.answers}
    groups: dict[tuple[str, str], list[Record]] = defaultdict(list)
    for r in records:
        fam = r["family"] if by_family else "ALL"
        groups[(fam, r["solver"])].append(r)
        if by_family:
            groups[("ALL", r["solver"])].append(r)
    fams = (family_order(records) + ["ALL"]) if by_family else ["ALL"]
    rows = []
    for fam in fams:
        for s in solver_order(records):
            recs = groups.get((fam, s))
            if recs:
                rows.append(_row(fam, s, recs, clash))
    return rows


def _row(fam: str, solver: str, recs: list[Record], clash: set[tuple[str, str]]) -> Record:
    ok = [r for r in recs if solved(r)]
    times = sorted(r["wall"] for r in ok)
    par2 = sum(r["wall"] if solved(r) else 2 * float(r.get("timeout") or 0) for r in recs)
    count = {k: sum(1 for r in recs if r["result"] == k)
             for k in ("unknown", "timeout", "memout", "crash", "error")}
    return {
        "family": fam, "solver": solver, "n": len(recs), "solved": len(ok),
        "sat": sum(1 for r in ok if r["result"] == "sat"),
        "unsat": sum(1 for r in ok if r["result"] == "unsat"),
        "wrong": sum(1 for r in recs if r.get("wrong")),
        "disagr": sum(1 for r in recs if (r["file"], solver) in clash),
        "unknown": count["unknown"], "t/o": count["timeout"], "memout": count["memout"],
        "crash": count["crash"], "error": count["error"],
        "par2": round(par2, 1),
        "med_s": round(statistics.median(times), 2) if times else None,
        "max_s": round(times[-1], 2) if times else None,
    }


def format_table(rows: list[Record], fmt: str = "text", color: bool = False) -> str:
    """Rows as an aligned text table, a Markdown table, or CSV."""
    if fmt == "csv":
        lines = [",".join(COLUMNS)]
        lines += [",".join("" if r[c] is None else str(r[c]) for c in COLUMNS) for r in rows]
        return "\n".join(lines) + "\n"
    cells = [[("-" if r[c] is None else str(r[c])) for c in COLUMNS] for r in rows]
    widths = [max([len(c)] + [len(row[i]) for row in cells]) for i, c in enumerate(COLUMNS)]
    if fmt == "markdown":
        head = "| " + " | ".join(c.ljust(w) for c, w in zip(COLUMNS, widths, strict=True)) + " |"
        sep = "|" + "|".join(("-" * (w + 2)) if i < 2 else ("-" * (w + 1) + ":")
                             for i, w in enumerate(widths)) + "|"
        body = ["| " + " | ".join(v.ljust(w) if i < 2 else v.rjust(w)
                                  for i, (v, w) in enumerate(zip(row, widths, strict=True)))
                + " |" for row in cells]
        return "\n".join([head, sep] + body) + "\n"
    def line(vals: list[str], wrong: bool) -> str:
        text = "  ".join(v.ljust(w) if i < 2 else v.rjust(w)
                         for i, (v, w) in enumerate(zip(vals, widths, strict=True)))
        return f"\033[31;1m{text}\033[0m" if (wrong and color) else text
    out = [line(list(COLUMNS), False)]
    prev_fam = None
    for r, vals in zip(rows, cells, strict=True):
        if prev_fam is not None and r["family"] != prev_fam:
            out.append("")
        prev_fam = r["family"]
        out.append(line(vals, bool(r["wrong"]) or bool(r["disagr"])))
    return "\n".join(out) + "\n"


BASELINE_COLUMNS = ("family", "solver", "n", "solved", "sat", "unsat", "t/o", "med_s", "max_s",
                    "wrong")


def format_baseline(records: list[Record]) -> str:
    """The layout of ``seeds/baseline.md``: ``t/o`` counts timeouts and unknowns, and
    each family is followed by its errors/memouts/crashes."""
    rows = [r for r in table(records) if r["family"] != "ALL"]
    lines = []
    widths = (10, 7, 3, 6, 5, 5, 5, 8, 8, 5)
    head = "".join(c.ljust(w + 1) if i < 2 else c.rjust(w) + " "
                   for i, (c, w) in enumerate(zip(BASELINE_COLUMNS, widths, strict=True)))
    lines.append(head.rstrip())
    for fam in family_order(records):
        for r in (x for x in rows if x["family"] == fam):
            vals = (r["family"], r["solver"], r["n"], r["solved"], r["sat"], r["unsat"],
                    r["unknown"] + r["t/o"],
                    "-" if r["med_s"] is None else f"{r['med_s']:.2f}",
                    "-" if r["max_s"] is None else f"{r['max_s']:.2f}", r["wrong"])
            lines.append("".join(str(v).ljust(w + 1) if i < 2 else str(v).rjust(w) + " "
                                 for i, (v, w) in enumerate(zip(vals, widths, strict=True)))
                         .rstrip())
        bad = [x for x in records if x["family"] == fam
               and x["result"] in ("memout", "crash", "error")]
        if bad:
            listed = ", ".join(f"{x['solver']}:{_file_name(x)}:{x['result']}"
                               for x in bad[:8])
            more = f", ... {len(bad) - 8} more" if len(bad) > 8 else ""
            lines.append(f"   errors/memouts ({len(bad)}): {listed}{more}")
    return "\n".join(lines) + "\n"


def wrong_section(records: list[Record], color: bool = False, limit: int = 50) -> str:
    """The wrong answers and disagreements, to be printed before anything else."""
    wrong = [r for r in records if r.get("wrong")]
    dis = disagreements(records)
    if not wrong and not dis:
        return "No wrong answers, no disagreements.\n"
    red, reset = ("\033[31;1m", "\033[0m") if color else ("", "")
    lines = []
    if wrong:
        lines.append(f"{red}WRONG ANSWERS: {len(wrong)}{reset}")
        for r in sorted(wrong, key=lambda r: (r["solver"], r.get("rel", r["file"])))[:limit]:
            why = ("model failed validation: " + r.get("note", "")
                   if r.get("validated") is False
                   else f"answered {r['answer']}, expected {r['expected']}")
            lines.append(f"{red}  {r['solver']:8s} {r.get('rel', r['file'])}: {why}{reset}")
        if len(wrong) > limit:
            lines.append(f"{red}  ... and {len(wrong) - limit} more{reset}")
    if dis:
        lines.append(f"{red}DISAGREEMENTS (sat vs unsat on one file): {len(dis)}{reset}")
        for d in dis[:limit]:
            ans = ", ".join(f"{s}={a or '-'}" for s, a in sorted(d.answers.items()))
            lines.append(f"{red}  {d.rel}: {ans}; expected {d.expected or 'unknown'}{reset}")
        if len(dis) > limit:
            lines.append(f"{red}  ... and {len(dis) - limit} more{reset}")
    return "\n".join(lines) + "\n"


def _file_name(record: Record) -> str:
    """The last part of a record's file (its path relative to the corpus if known)."""
    path: str = record["rel"] if "rel" in record else record["file"]
    return path.split("/")[-1]


def failures_section(records: list[Record], limit: int = 10) -> str:
    """Per family: the memouts, crashes and errors, with their notes."""
    lines = []
    for fam in family_order(records):
        bad = [r for r in records if r["family"] == fam
               and r["result"] in ("memout", "crash", "error")]
        if not bad:
            continue
        shown = ", ".join(f"{r['solver']}:{_file_name(r)}:{r['result']}" for r in bad[:limit])
        more = f", ... {len(bad) - limit} more" if len(bad) > limit else ""
        lines.append(f"{fam}: memouts/crashes/errors ({len(bad)}): {shown}{more}")
        notes = sorted({(r["solver"], r.get("note", "")) for r in bad if r.get("note")})
        for s, n in notes[:3]:
            lines.append(f"    {s}: {n[:160]}")
    return ("\n".join(lines) + "\n") if lines else ""


def settings_line(records: list[Record]) -> str:
    """One line describing the limits and hosts of the runs."""
    tos = sorted({r["timeout"] for r in records if r.get("timeout") is not None})
    mems = sorted({r["memory_mb"] for r in records if r.get("memory_mb") is not None})
    hosts = sorted({r.get("host", "?") for r in records})
    files = len({r["file"] for r in records})
    vers: dict[str, set[str]] = defaultdict(set)
    for r in records:
        if r.get("version"):
            vers[r["solver"]].add(r["version"])
    shown = "; ".join(f"{s} {' / '.join(sorted(vers[s]))}" for s in solver_order(records)
                      if vers.get(s))
    return (f"{files} files, {len(records)} runs; time limit {'/'.join(map(str, tos))} s, "
            f"memory limit {'/'.join(map(str, mems))} MiB; hosts: {', '.join(hosts)}\n"
            + (f"versions: {shown}\n" if shown else ""))
