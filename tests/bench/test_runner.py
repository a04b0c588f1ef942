"""One run end to end with fake solvers: answers, crashes, hangs, memory hogs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from strsat_bench.discover import Task
from strsat_bench.errors import BenchError
from strsat_bench.runner import Settings, model_text, run_one
from strsat_bench.solvers import build_argv, parse_solvers

from .helpers import write

FAST = Settings(timeout=1.0, memory_mb=400, grace=0.2)


def task(path: Path, expected: str | None = None) -> Task:
    return Task(str(path), path.name, "fam", expected)


@pytest.mark.parametrize("lines,expected,result,wrong", [
    (["say sat"], "sat", "sat", False),
    (["say unsat"], "sat", "unsat", True),
    (["say unknown"], "unsat", "unknown", False),
    (["say sat", "exit 1"], None, "sat", False),
    (['say (error "boom")', "exit 1"], None, "error", False),
    (["abort"], None, "crash", False),
    (["exit 7"], None, "crash", False),
    (["sleep 30"], None, "timeout", False),
    (["greedy"], None, "memout", False),
])
def test_outcomes(tmp_path: Path, fake_solver: str, lines: list[str], expected: str | None,
                  result: str, wrong: bool) -> None:
    (spec,) = parse_solvers([fake_solver])
    settings = FAST if result != "memout" else Settings(timeout=20, memory_mb=400)
    rec = run_one(task(write(tmp_path / "p.smt2", *lines), expected), spec, settings)
    assert rec["result"] == result, rec
    assert rec["wrong"] is wrong
    assert rec["solver"] == "fake" and rec["file"].endswith("p.smt2")
    if result == "memout":
        assert rec["mem_mb"] <= FAST.memory_mb * 1.1


def test_multi_check_sat_sequence(tmp_path: Path, fake_solver: str) -> None:
    (spec,) = parse_solvers([fake_solver])
    f = write(tmp_path / "m.smt2", "say sat", "say unsat", body="(check-sat)\n(check-sat)\n")
    rec = run_one(task(f, "sat+unsat"), spec, FAST)
    assert (rec["result"], rec["answer"], rec["wrong"]) == ("sat", "sat+unsat", False)
    rec = run_one(task(f, "sat+sat"), spec, FAST)
    assert rec["wrong"]


def test_unreadable_file_is_recorded(tmp_path: Path, fake_solver: str) -> None:
    (spec,) = parse_solvers([fake_solver])
    rec = run_one(task(tmp_path / "missing.smt2"), spec, FAST)
    assert rec["result"] == "error" and "cannot read" in rec["note"]


def test_peers_get_the_26_file(tmp_path: Path) -> None:
    f = write(tmp_path / "old.smt2", body='(assert (str.in.re "\\x41" re.allchar))(check-sat)\n')
    spec = parse_solvers([f"echo={sys.executable} -c "
                          "'import sys; print(open(sys.argv[1]).read())' {file26}"])[0]
    rec = run_one(task(f), spec, FAST)
    assert rec["result"] == "error"  # it printed the file, not an answer
    argv = build_argv(spec, "/orig.smt2", "/new.smt2", 1.5, 100)
    assert argv[-1] == "/new.smt2"


def test_solver_specs() -> None:
    specs = parse_solvers(["strsat,z3", "cvc5", "mine=solver --t={timeout_ms} {file}"])
    assert [s.name for s in specs] == ["strsat", "z3", "cvc5", "mine"]
    assert build_argv(specs[3], "/f.smt2", "/g.smt2", 2.5, 10) == ["solver", "--t=2500",
                                                                   "/f.smt2"]
    assert build_argv(specs[1], "/f.smt2", "/g.smt2", 2.5, 10)[1:] == ["-T:3", "/g.smt2"]
    assert build_argv(specs[0], "/f.smt2", "/g.smt2", 2.0, 10)[-3:] == ["--timeout", "2",
                                                                        "/f.smt2"]
    with pytest.raises(BenchError, match="unknown solver"):
        parse_solvers(["yices"])
    with pytest.raises(BenchError, match="twice"):
        parse_solvers(["z3,z3"])


def test_model_text() -> None:
    out = 'sat\n(\n  (define-fun x () String "a)")\n)\n'
    assert model_text(out) == '(\n  (define-fun x () String "a)")\n)'
    assert model_text('unsat\n(error "no model")\n') is None
    assert model_text("sat\n") is None


def test_strsat_is_byte_compiled_before_it_is_timed(monkeypatch: pytest.MonkeyPatch) -> None:
    import compileall

    import strsat
    from strsat_bench.solvers import byte_compile

    compiled: list[str] = []
    monkeypatch.setattr(compileall, "compile_dir", lambda d, **kw: compiled.append(d) or True)
    byte_compile(parse_solvers(["mine=solver {file}"]))
    assert compiled == []
    byte_compile(parse_solvers(["strsat", "mine=solver {file}"]))
    assert compiled == [str(Path(strsat.__file__).resolve().parent)]
