"""``strsat explore PATH``: every function of a package, one process each, a summary
table, one JSONL per function, and the inputs as a pytest file (issue 24)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from explore.helpers import HERE
from strsat.cli import main
from strsat.explore.batch import Target, explore_all, find_targets, source_files
from strsat.explore.instrument import ExploreError
from strsat.explore.pytest_out import pytest_source

PACKAGE = os.path.join(HERE, "sample_pkg")
OPTIONS = {"timeout": None, "check_timeout": 300.0, "coverage": True}


def test_the_functions_and_methods_with_symbolic_parameters_are_found() -> None:
    targets, skipped = find_targets(PACKAGE)
    assert not skipped
    assert {(t.module, t.qualname) for t in targets} == {
        ("sample_pkg", "top"), ("sample_pkg.helpers", "norm"),
        ("sample_pkg.helpers", "kind"), ("sample_pkg.helpers", "Checker.check")}


def test_a_module_name_and_a_missing_path() -> None:
    assert source_files("json.decoder")[0][0].endswith(os.path.join("json", "decoder.py"))
    with pytest.raises(ExploreError, match="no such file"):
        source_files("no_such_module_strsat_24")


def test_each_function_explored_and_the_inputs_replay_as_tests(tmp_path) -> None:  # noqa: ANN001
    targets, _ = find_targets(PACKAGE)
    outcomes = explore_all(targets, OPTIONS, jobs=1)
    assert [o.target for o in outcomes] == targets
    by_name = {o.target.qualname: o for o in outcomes}
    assert all(o.error is None for o in outcomes), [o.error for o in outcomes]
    # top() calls a helper of another module of the package: explored through it
    top = [json.loads(line) for line in by_name["top"].lines]
    assert {d["outcome"] for d in top} == {"raise", "return"}
    assert by_name["kind"].summary["coverage"]["covered"] == 4
    # issue 38, item 9: the tests a person would commit, run elsewhere without strsat
    path = tmp_path / "tests" / "test_found.py"
    path.parent.mkdir()
    source = pytest_source(outcomes, str(path))
    path.write_text(source)
    assert "strsat" not in source.split('"""', 2)[2] and HERE not in source
    assert "== False" not in source and "== True" not in source
    assert source.count("@pytest.mark.parametrize(") == len(outcomes)
    assert "from sample_pkg.helpers import " in source
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-n", "0", str(path)], cwd=elsewhere, env=env,
                          capture_output=True, text=True, check=False)
    cases = sum(len(o.lines) for o in outcomes)
    assert done.returncode == 0 and f"{cases} passed" in done.stdout, done.stdout + done.stderr
    lint = subprocess.run([sys.executable, "-m", "ruff", "check", "--isolated", "--select",
                           "E,F,W,I,B,UP,RUF", str(path)], cwd=HERE, capture_output=True,
                          text=True, check=False)
    assert lint.returncode == 0, lint.stdout + lint.stderr


def test_a_failing_function_is_reported_not_raised(tmp_path) -> None:  # noqa: ANN001
    bad = Target(str(tmp_path / "gone.py"), "f", "gone")
    [outcome] = explore_all([bad], OPTIONS, jobs=1)
    assert outcome.error is not None and "no such file" in outcome.error


def test_the_command_writes_a_table_jsonl_files_and_tests(tmp_path, capsys) -> None:  # noqa: ANN001
    out = tmp_path / "out"
    tests = tmp_path / "tests" / "test_regress.py"  # a folder not made yet
    code = main(["explore", PACKAGE, "--timeout", "0", "--check-timeout", "300", "--jobs",
                 "2", "--out-dir", str(out), "--pytest", str(tests)])
    assert code == 0
    err = capsys.readouterr().err
    assert "sample_pkg.helpers.kind" in err and "4 functions" in err
    assert sorted(os.listdir(out)) == sorted(
        ["sample_pkg.top.jsonl", "sample_pkg.helpers.norm.jsonl",
         "sample_pkg.helpers.kind.jsonl", "sample_pkg.helpers.Checker.check.jsonl",
         "summary.json"])
    assert "def test_kind(" in tests.read_text()


def test_dask_missing_is_a_clear_error(monkeypatch, capsys) -> None:  # noqa: ANN001
    monkeypatch.setitem(sys.modules, "distributed", None)
    assert main(["explore", PACKAGE, "--dask", "tcp://127.0.0.1:1"]) == 2
    assert "dask[distributed]" in capsys.readouterr().err


@pytest.mark.slow
def test_on_a_local_dask_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    targets, _ = find_targets(PACKAGE)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        outcomes = explore_all(targets, OPTIONS, dask=cluster.scheduler_address)
    assert all(o.error is None for o in outcomes) and sum(len(o.lines) for o in outcomes) >= 8


def test_a_function_that_never_returns_is_killed(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    import strsat.explore.batch as batch

    f = tmp_path / "hangs.py"
    f.write_text("import time\n\n\ndef f(s: str) -> None:\n    while True:\n"
                 "        time.sleep(0.05)\n")
    monkeypatch.setattr(batch, "hard_limit", lambda _options: 2.0)
    [outcome] = explore_all([Target(str(f), "f", "hangs")], OPTIONS, jobs=1)
    assert outcome.error is not None and "killed" in outcome.error
