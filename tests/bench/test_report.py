"""Report tables: counts, PAR-2, wrong answers and disagreements first."""

from __future__ import annotations

from strsat_bench.report import (
    complete_files,
    disagreements,
    format_table,
    recheck,
    table,
    wrong_section,
)


def r(file: str, solver: str, result: str, answer: str, expected: str | None,
      wall: float = 1.0, fam: str = "f", validated: bool | None = None) -> dict:
    return recheck({"file": file, "rel": file, "family": fam, "solver": solver,
                    "result": result, "answer": answer, "expected": expected, "wall": wall,
                    "timeout": 10.0, "validated": validated})


RECS = [
    r("a", "strsat", "sat", "sat", "sat", 2.0),
    r("a", "z3", "sat", "sat", "sat", 1.0),
    r("b", "strsat", "unknown", "unknown", "unsat", 0.5),
    r("b", "z3", "sat", "sat", "unsat", 3.0),  # wrong
    r("c", "strsat", "sat", "sat", None, 1.0, validated=False),  # invalid model
    r("c", "z3", "unsat", "unsat", None, 1.0),  # disagrees with strsat
    r("d", "strsat", "timeout", "", "sat", 11.0, fam="g"),
    r("d", "z3", "memout", "", "sat", 4.0, fam="g"),
]


def test_counts_and_par2() -> None:
    rows = {(x["family"], x["solver"]): x for x in table(RECS)}
    s = rows[("f", "strsat")]
    assert (s["n"], s["solved"], s["sat"], s["wrong"], s["unknown"]) == (3, 1, 1, 1, 1)
    assert s["par2"] == 2.0 + 20 + 20
    z = rows[("f", "z3")]
    assert (z["solved"], z["sat"], z["unsat"], z["wrong"], z["disagr"]) == (2, 1, 1, 1, 1)
    assert rows[("g", "z3")]["memout"] == 1 and rows[("g", "strsat")]["t/o"] == 1
    assert rows[("ALL", "strsat")]["n"] == 4
    assert z["med_s"] == 1.0 and z["max_s"] == 1.0


def test_disagreements() -> None:
    (d,) = disagreements(RECS)
    assert d.file == "c" and d.answers == {"strsat": "sat", "z3": "unsat"}


def test_wrong_section_lists_everything_in_red() -> None:
    text = wrong_section(RECS, color=True)
    assert text.startswith("\033[31;1mWRONG ANSWERS: 2")
    assert "z3" in text and "answered sat, expected unsat" in text
    assert "model failed validation" in text and "DISAGREEMENTS" in text
    assert wrong_section(RECS[:2]) == "No wrong answers, no disagreements.\n"


def test_formats() -> None:
    rows = table(RECS)
    text = format_table(rows)
    assert text.splitlines()[0].split()[:3] == ["family", "solver", "n"]
    md = format_table(rows, fmt="markdown")
    assert md.startswith("| family") and md.count("\n") == len(rows) + 2
    csv = format_table(rows, fmt="csv")
    assert csv.count("\n") == len(rows) + 1


def test_baseline_layout() -> None:
    from strsat_bench.report import format_baseline

    text = format_baseline(RECS)
    lines = text.splitlines()
    assert lines[0].split() == ["family", "solver", "n", "solved", "sat", "unsat", "t/o",
                                "med_s", "max_s", "wrong"]
    strsat_f = next(ln for ln in lines if ln.startswith("f ") and "strsat" in ln).split()
    assert strsat_f[2:] == ["3", "1", "1", "0", "1", "2.00", "2.00", "1"]
    assert lines[-1].strip() == "errors/memouts (1): z3:d:memout"


def test_complete_files_keeps_files_every_solver_ran() -> None:
    partial = RECS + [r("e", "strsat", "sat", "sat", "sat", 1.0)]  # z3 has not run e yet
    kept = complete_files(partial)
    assert {x["file"] for x in kept} == {"a", "b", "c", "d"}
    assert len(kept) == len(RECS)
