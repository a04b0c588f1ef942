"""The strsat command line, run as a separate process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat import __version__

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "password.smt2"


def strsat(*args: str, stdin: str | None = None, timeout: float = 60):
    return subprocess.run([sys.executable, "-m", "strsat", *args], input=stdin,
                          capture_output=True, text=True, timeout=timeout)


def test_version() -> None:
    r = strsat("--version")
    assert r.returncode == 0 and r.stdout.strip() == f"strsat {__version__}"


def test_example_file_is_answered() -> None:
    r = strsat(str(EXAMPLE))
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.splitlines()[0] in ("sat", "unsat", "unknown")


def test_stdin_with_stats_and_errors(tmp_path: Path) -> None:
    script = ('(declare-const x String)\n(assert (= x "a\\u{e9}"))\n(check-sat)\n'
              "(get-model)\n(assert (= x 1))\n(bogus\n")
    r = strsat("-", "--stats", stdin=script)
    assert r.returncode == 0 and "Traceback" not in r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "sat" and lines[1] == "(:stats" and "  :status sat" in lines
    assert '  (define-fun x () String "a\\u{e9}")' in lines
    assert lines[-2] == '(error "5:9: =: arguments of different sorts String and Int")'
    assert lines[-1] == """(error "6:1: unexpected end of input: unbalanced '('")"""


def test_stdin_is_answered_command_by_command() -> None:
    proc = subprocess.Popen([sys.executable, "-m", "strsat", "-"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write("(declare-const n Int)\n(assert (= n 4))\n(check-sat)\n")
        proc.stdin.flush()
        assert proc.stdout.readline() == "sat\n"  # answered before the input ends
        proc.stdin.write("(get-value ((+ n 1)))\n")
        proc.stdin.flush()
        assert proc.stdout.readline() == "(((+ n 1) 5))\n"
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0
    finally:
        proc.kill()


def test_missing_file_and_bad_options() -> None:
    r = strsat("/nonexistent/file.smt2")
    assert r.returncode == 2 and "No such file" in r.stderr and "Traceback" not in r.stderr
    assert strsat("x.smt2", "--timeout", "-1").returncode == 2
    assert strsat("--no-such-flag").returncode == 2


def test_validate_exit_codes(tmp_path: Path) -> None:
    problem = tmp_path / "p.smt2"
    problem.write_text("(declare-const x String)(assert (= (str.len x) 2))(check-sat)")
    good, bad, broken = tmp_path / "good", tmp_path / "bad", tmp_path / "broken"
    good.write_text('sat\n(\n  (define-fun x () String "ab")\n)\n')
    bad.write_text('((define-fun x () String "abc"))')
    broken.write_text('((define-fun x () String')
    r = strsat("validate", str(problem), str(good))
    assert (r.returncode, r.stdout.strip()) == (0, "valid")
    r = strsat("validate", str(problem), str(bad))
    assert r.returncode == 1
    assert r.stdout.strip() == 'invalid: assertion 1 is false: (= (str.len x) 2); with x = "abc"'
    assert strsat("validate", str(problem), str(broken)).returncode == 2
    assert strsat("validate", str(problem), str(tmp_path / "missing")).returncode == 2


@pytest.mark.parametrize("tool", ["bench", "report"])
def test_bench_and_report_are_dispatched(tool: str) -> None:
    r = strsat(tool, "--help")
    assert r.returncode == 0 and "usage:" in r.stdout.lower()


_TOKENS = ["f.smt2", "g.smt2", "-", "--stats", "--timeout", "--timeout=3", "--timeout=x", "2.5",
           "-1", "1e3", "--escapes", "--escapes=2.5", "--escapes=2.7", "2.6", "--stat", "--",
           "--stats=1", "a=b.smt2", "--version", "--rlimit", "--rlimit=5", "7", "--memory",
           "--memory=64", "0.5"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_TOKENS), max_size=5))
def test_plain_arguments_agree_with_argparse(argv: list[str]) -> None:
    """The argparse-free parse of the usual call gives argparse's options, and
    declines (None) whatever it does not parse exactly, errors included."""
    from strsat.cli import _parser, plain_args

    plain = plain_args(argv)
    if plain is None:
        return
    assert vars(plain) == vars(_parser().parse_args(argv))


def test_the_usual_call_does_not_load_argparse(tmp_path: Path) -> None:
    script = tmp_path / "one.smt2"
    script.write_text('(declare-const x String)(assert (= x "a"))(check-sat)')
    code = ("import sys\nfrom strsat.cli import main\n"
            f"main(['--timeout', '5', {str(script)!r}])\nprint('argparse' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120).stdout.split()
    assert out == ["sat", "False"]
