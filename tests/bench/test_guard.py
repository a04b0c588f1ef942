"""The regression guard's selection and verdicts (strsat_bench.guard), without running solvers."""

from __future__ import annotations

import json
from pathlib import Path

from strsat_bench import guard


def _tree(root: Path) -> Path:
    bench = root / "shared" / "bench"
    corpus = bench / "corpus"
    (corpus / "a").mkdir(parents=True)
    (corpus / "smt-bench" / "str_2").mkdir(parents=True)
    rows = ["path,family,expected"]
    for i in range(30):
        (corpus / "a" / f"f{i}.smt2").write_text("(check-sat)\n")
        rows.append(f"a/f{i}.smt2,fa,{'sat' if i % 2 else 'unsat'}")
    (corpus / "a" / "nolabel.smt2").write_text("(check-sat)\n")
    rows.append("a/nolabel.smt2,fa,none")
    (corpus / "smt-bench" / "str_2" / "quad-1-sat.smt2").write_text("; bound 32000\n")
    rows.append("smt-bench/str_2/quad-1-sat.smt2,str_2,sat")
    (corpus / "manifest.csv").write_text("\n".join(rows) + "\n")
    seeds = bench / "seeds" / "fam"
    seeds.mkdir(parents=True)
    for i in range(25):
        (seeds / f"s{i}.smt2").write_text("(check-sat)\n")
    (bench / "seeds" / "manifest.csv").write_text(
        "family,instance,expected,note\n" + "".join(f"fam,s{i}.smt2,sat,\n" for i in range(25)))
    return bench


def test_selection_is_seeded_labelled_and_sized(tmp_path: Path) -> None:
    bench = _tree(tmp_path)
    gen = tmp_path / "gen"
    (gen / "mixed").mkdir(parents=True)
    (gen / "mixed" / "g.smt2").write_text("(set-info :status unsat)\n(check-sat)\n")
    (gen / "mixed" / "nostatus.smt2").write_text("(check-sat)\n")
    first = guard.select(bench, {"long": gen})
    assert first == guard.select(bench, {"long": gen})
    fams: dict[str, int] = {}
    for e in first:
        fams[e.family] = fams.get(e.family, 0) + 1
    assert fams["corpus/fa"] == guard.per_family(30) == 4
    assert fams["corpus/str_2 quad-length 32000"] == 1
    assert fams["seeds/fam"] == guard.SEEDS_PER_FAMILY
    assert fams["gen:long/mixed"] == 1
    assert all("nolabel" not in e.key and "nostatus" not in e.key for e in first)
    assert guard.find_bench_root(tmp_path / "shared") == bench


def _record(**files: dict) -> dict:
    return {"timeout": 10, "files": {k: {"family": "f", "expected": "sat", "digest": "d",
                                         **v} for k, v in files.items()}}


def _run(result: str, wrong: bool = False) -> dict:
    return {"result": result, "wrong": wrong, "wall": 1.0, "note": ""}


def test_a_lost_file_fails_and_a_gain_does_not() -> None:
    record = _record(a={"solved": True}, b={"solved": False}, c={"solved": True})
    digests = {"a": "d", "b": "d", "c": "d"}
    v = guard.compare(record, {"a": _run("timeout"), "b": _run("sat"), "c": _run("sat")}, digests)
    assert v.lost == ["a"] and v.gained == ["b"] and v.failed
    assert v.table == [("f", 3, 2, 2)]
    ok = guard.compare(record, {"a": _run("sat"), "b": _run("sat"), "c": _run("sat")}, digests)
    assert not ok.failed and ok.gained == ["b"]


def test_a_wrong_answer_fails_even_on_an_unsolved_file() -> None:
    record = _record(a={"solved": False})
    v = guard.compare(record, {"a": _run("unsat", wrong=True)}, {"a": "d"})
    assert v.wrong == ["a"] and v.failed


def test_a_changed_input_is_not_a_loss() -> None:
    record = _record(a={"solved": True})
    v = guard.compare(record, {}, {"a": "other"})
    assert v.changed == ["a"] and not v.failed


def test_files_not_run_keep_their_recorded_state() -> None:
    record = _record(a={"solved": True}, b={"solved": False})
    v = guard.compare(record, {"a": _run("unsat")}, {"a": "d", "b": "d"})
    assert v.table == [("f", 2, 1, 1)] and not v.failed


def test_check_without_a_record_is_a_usage_error(tmp_path: Path, capsys, monkeypatch) -> None:
    bench = _tree(tmp_path)
    monkeypatch.setattr(guard, "GENERATORS", {})
    code = guard.guard_main(["check", "--record", str(tmp_path / "none.json"),
                             "--bench-root", str(bench)])
    assert code == 2
    assert "no record" in capsys.readouterr().err


def test_the_committed_record_names_existing_families() -> None:
    path = Path(__file__).parents[2] / guard.RECORD
    record = json.loads(path.read_text())
    assert record["timeout"] > 0 and len(record["files"]) > 500
    assert set(record["generators"]) == set(guard.GENERATORS)
    families = {v["family"] for v in record["files"].values()}
    assert any(f.startswith("gen:long/") for f in families)
    assert all(v["expected"] in ("sat", "unsat") for v in record["files"].values())
