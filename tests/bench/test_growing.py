"""``strsat bench-growing`` asserts each file's conjuncts one by one through the scoped
engine, a fresh engine per check and z3py (a smoke test of the driver, not a timing)."""

from __future__ import annotations

import json
from pathlib import Path

from strsat_bench.growing import main

FILES = {
    "zaligvinder/kaluza/SmallSat/a.smt2": """
(declare-fun x () String)
(declare-fun y () String)
(assert (= (str.++ x "ab") y))
(assert (str.prefixof "c" x))
(assert (> (str.len y) 4))
(check-sat)
""",
    "zaligvinder/kaluza/SmallUnsat/b.smt2": """
(declare-fun x () String)
(assert (and (str.in_re x (re.+ (str.to_re "a"))) (str.contains x "b")))
(check-sat)
""",
}


def _corpus(root: Path) -> Path:
    rows = ["path,source_repo,family,logic,expected,expected_source,n_check_sat,"
            "incremental,ops_flags,ext_ops,cmdline,bytes"]
    for path, text in FILES.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
        rows.append(f"{path},x,x,QF_S,none,x,1,no,,,,{len(text)}")
    (root / "manifest.csv").write_text("\n".join(rows) + "\n")
    return root


def test_growing_prefixes_answer_alike(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    corpus = _corpus(tmp_path / "corpus")
    out = tmp_path / "growing.json"
    assert main(["--corpus", str(corpus), "--per-family", "1", "--timeout", "5",
                 "--out", str(out)]) == 0
    figures = json.loads(out.read_text())
    assert figures["files"] == 2
    scoped, fresh = figures["total"]["strsat"], figures["total"]["strsat-fresh"]
    # the first file grows through three prefixes, the second's conjunction splits in two
    assert scoped["checks"] == fresh["checks"] == figures["total"]["z3py"]["checks"] == 5
    assert scoped["answers"] == fresh["answers"] == {"sat": 4, "unsat": 1, "unknown": 0}
    assert figures["scoped_vs_fresh"] == {"contradictions": 0,
                                          "unknown_where_fresh_decided": 0,
                                          "decided_where_fresh_unknown": 0}
    assert "scoped vs fresh" in capsys.readouterr().out


def test_missing_corpus_is_a_clear_error(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    assert main(["--corpus", str(tmp_path)]) == 2
    assert "no manifest.csv" in capsys.readouterr().out
