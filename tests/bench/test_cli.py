"""``strsat bench`` / ``strsat report`` end to end with fake solvers."""

from __future__ import annotations

import importlib.metadata
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from strsat_bench.cli import bench_main, report_main

from .helpers import write


def make_set(root: Path) -> None:
    write(root / "fa" / "ok_sat.smt2", "say sat", status="sat")
    write(root / "fa" / "ok_unsat.smt2", "say unsat", status="unsat")
    write(root / "fa" / "lies.smt2", "say sat", status="unsat")
    write(root / "fb" / "hang.smt2", "sleep 30", status="sat")
    write(root / "fb" / "crash.smt2", "abort")


def records(path: Path) -> list[dict]:
    """The complete lines of a results file (a line being written is not one yet)."""
    text = path.read_text() if path.exists() else ""
    lines = text.split("\n")[:-1]  # the part after the last newline is unfinished
    return [json.loads(ln) for ln in lines if ln.strip()]


def _default_sigint() -> None:
    """In the child, before exec: SIGINT back to its default.  A shell that runs the
    suite in the background ignores SIGINT, and an ignored signal stays ignored across
    exec; Python then installs no KeyboardInterrupt handler."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_bench_resume_and_report(tmp_path: Path, fake_solver: str,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    make_set(tmp_path / "set")
    out = tmp_path / "r.jsonl"
    other = f"other={sys.executable} -c 'print(\"unsat\")' {{file}}"
    # 3 s: a Python start-up on a loaded 2-core machine can take more than 1 s, and the
    # answers of ok_sat/ok_unsat must not turn into timeouts
    argv = [str(tmp_path / "set"), "--solvers", fake_solver, "--solvers", other,
            "--timeout", "3", "--grace", "0.2", "--memory", "500", "--out", str(out),
            "--progress", "lines", "--jobs", "2"]
    assert bench_main(argv) == 0
    captured = capsys.readouterr()
    assert "WRONG ANSWERS" in captured.out and "lies.smt2" in captured.out
    recs = records(out)
    assert len(recs) == 10
    by = {(Path(r["file"]).name, r["solver"]): r for r in recs}
    assert by[("hang.smt2", "fake")]["result"] == "timeout"
    assert by[("crash.smt2", "fake")]["result"] == "crash"
    assert by[("lies.smt2", "fake")]["wrong"] is True
    assert by[("ok_sat.smt2", "other")]["wrong"] is True
    assert by[("ok_sat.smt2", "fake")]["family"] == "fa"
    assert "progress 10/10" in captured.err

    # nothing left to do: a second run adds no record
    assert bench_main(argv) == 0
    assert len(records(out)) == 10
    assert "0 runs to do, 10 already" in capsys.readouterr().err

    # other limits into the same file are refused
    assert bench_main([str(tmp_path / "set"), "--solvers", fake_solver, "--timeout", "5",
                       "--out", str(out)]) == 2
    assert "other limits" in capsys.readouterr().err

    plots = tmp_path / "plots"
    assert report_main([str(out), "--plots", str(plots), "--ref", "fake"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("WRONG ANSWERS: 3")  # wrong answers come first
    assert "DISAGREEMENTS" in text
    assert any(ln.startswith("fa ") and " fake " in ln for ln in text.splitlines())
    for name in ("cactus", "scatter-fake-vs-other"):
        assert (plots / f"{name}.png").stat().st_size > 5000
        assert (plots / f"{name}.svg").exists()
    assert report_main([str(out), "--format", "markdown", "--no-plots"]) == 0
    assert "| family" in capsys.readouterr().out


def test_usage_errors_are_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main([str(tmp_path / "nope")]) == 2
    assert "no such file" in capsys.readouterr().err
    assert bench_main([str(tmp_path), "--solvers", "yices"]) == 2
    assert bench_main([str(tmp_path), "--timeout"]) == 2  # argparse: a code, no SystemExit
    assert report_main([str(tmp_path / "none.jsonl")]) == 2
    assert "no such results file" in capsys.readouterr().err


def test_interrupt_then_resume(tmp_path: Path, fake_solver: str) -> None:
    # two quick runs, then four that wait for a file: the interrupt always lands while
    # the third run is in flight, whatever the machine's speed
    go = tmp_path / "go"
    for i in range(6):
        lines = ["say sat"] if i < 2 else [f"await {go}", "say sat"]
        write(tmp_path / "set" / f"s{i}.smt2", *lines, status="sat")
    out = tmp_path / "r.jsonl"
    cmd = [sys.executable, "-m", "strsat_bench", str(tmp_path / "set"), "--solvers",
           fake_solver, "--timeout", "60", "--out", str(out), "--jobs", "1",
           "--progress", "none"]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=_default_sigint)
    try:
        while len(records(out)) < 2:
            assert proc.poll() is None, proc.communicate()[1]
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:  # a failed test leaves no process behind
            proc.kill()
            proc.wait()
        go.touch()  # releases a waiting fake solver, if any
    assert proc.returncode == 130, err
    assert "run the same command again to resume" in err
    first = records(out)
    assert len(first) == 2
    assert all(r["result"] == "sat" for r in first)  # the run in flight was not recorded
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "4 runs to do, 2 already" in done.stderr
    final = records(out)
    assert len(final) == 6 and len({r["file"] for r in final}) == 6
    assert all(r["result"] == "sat" for r in final)


def test_local_path_imports_only_the_standard_library(tmp_path: Path, fake_solver: str) -> None:
    write(tmp_path / "set" / "a.smt2", "say sat")
    code = (
        "import sys\n"
        "from strsat_bench.cli import bench_main\n"
        f"rc = bench_main([{str(tmp_path / 'set')!r}, '--solvers', {fake_solver!r}, "
        f"'--out', {str(tmp_path / 'r.jsonl')!r}, '--progress', 'none'])\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('dask', 'distributed', 'matplotlib', 'numpy', 'cvc5', 'z3'))\n"
        "print(rc, heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.strip().splitlines()[-1] == "0 []", out.stderr


def test_strsat_runs_do_not_depend_on_the_current_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shadow = tmp_path / "elsewhere"
    (shadow / "strsat").mkdir(parents=True)
    (shadow / "strsat" / "__init__.py").write_text("raise SystemExit('shadowed')\n")
    write(tmp_path / "set" / "eq.smt2",
          body='(declare-fun x () String)\n(assert (= x "ab"))\n(check-sat)\n(exit)\n')
    monkeypatch.chdir(shadow)
    assert bench_main([str(tmp_path / "set"), "--solvers", "strsat", "--timeout", "20",
                       "--out", "rel.jsonl", "--progress", "none"]) == 0
    (rec,) = records(shadow / "rel.jsonl")  # a relative --out is relative to the cwd
    assert rec["result"] in ("sat", "unknown"), rec
    assert rec["version"].startswith(importlib.metadata.version("strsat")), rec
    if rec["result"] == "sat":
        assert rec["validated"] is True, rec


def test_resuming_into_another_versions_runs_is_refused(
        tmp_path: Path, fake_solver: str, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    make_set(tmp_path / "set")
    out = tmp_path / "r.jsonl"
    argv = [str(tmp_path / "set"), "--solvers", fake_solver, "--timeout", "3", "--grace", "0.2",
            "--include", "ok_", "--out", str(out), "--progress", "none"]
    import strsat_bench.cli as cli

    monkeypatch.setattr(cli, "versions", lambda specs: tuple((s.name, "v1") for s in specs))
    assert bench_main(argv) == 0
    first = records(out)
    assert first and {r["version"] for r in first} == {"v1"}
    capsys.readouterr()
    # a branch's run into the base's file: refused, not resumed from the base's records
    monkeypatch.setattr(cli, "versions", lambda specs: tuple((s.name, "v2") for s in specs))
    assert bench_main(argv) == 2
    assert "another version" in capsys.readouterr().err
    assert len(records(out)) == len(first)
    # --rerun replaces them
    assert bench_main([*argv, "--rerun"]) == 0
    assert {r["version"] for r in records(out)[len(first):]} == {"v2"}
