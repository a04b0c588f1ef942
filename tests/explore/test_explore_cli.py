"""``strsat explore FILE.py:FUNCTION``: JSON lines, the summary, and clear usage errors."""

from __future__ import annotations

import json

from explore.helpers import PROGRAMS
from strsat.cli import main


def test_inputs_as_json_lines_and_a_summary(tmp_path, capsys) -> None:  # noqa: ANN001
    out = tmp_path / "inputs.jsonl"
    code = main(["explore", f"{PROGRAMS}:classify", "--timeout", "0", "--check-timeout",
                 "300", "--out", str(out)])
    assert code == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [d["path"] for d in lines] == [1, 2, 3, 4]
    assert {d["outcome"] for d in lines} == {"return", "raise"}
    for d in lines:
        assert set(d) >= {"args", "kwargs", "outcome", "path", "branches", "time"}
        assert ("value" in d) == (d["outcome"] == "return")
    err = capsys.readouterr().err
    assert "4 paths" in err and "branch coverage (coverage.py): 6/6" in err


def test_stdout_when_no_out_file(capsys) -> None:  # noqa: ANN001
    assert main(["explore", f"{PROGRAMS}:classify", "--max-paths", "1", "--no-coverage"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out.splitlines()[0])["args"] == [""]
    assert "stopped: max-paths" in captured.err


def test_usage_errors_exit_2(tmp_path, capsys) -> None:  # noqa: ANN001
    bad = tmp_path / "bad.py"
    bad.write_text("def f(x):\n    return x\n\ndef g(:\n")
    untyped = tmp_path / "untyped.py"
    untyped.write_text("def f(x):\n    return x\n")
    coroutine = tmp_path / "coroutine.py"
    coroutine.write_text("async def f(x: str) -> str:\n    return x\n")
    for argv, message in [
        (["explore", "no_colon.py"], "FILE.py:FUNCTION"),
        (["explore", f"{PROGRAMS}:missing"], "no function 'missing'"),
        (["explore", f"{tmp_path}/none.py:f"], "no such file"),
        (["explore", f"{bad}:f"], "SyntaxError"),
        (["explore", f"{untyped}:f"], "parameter x of f is not annotated"),
        (["explore", f"{coroutine}:f"], "f is an async function"),
    ]:
        assert main(argv) == 2
        assert message in capsys.readouterr().err
