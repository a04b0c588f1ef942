"""Classification of finished processes and wrong-answer detection."""

from __future__ import annotations

import pytest

from strsat_bench.limits import ProcResult
from strsat_bench.outcome import classify, is_wrong


def proc(stdout: str = "", stderr: str = "", code: int | None = 0, wall: float = 0.1,
         killed: bool = False, rss: float = 10.0) -> ProcResult:
    return ProcResult(code, stdout, stderr, wall, wall, rss, killed)


@pytest.mark.parametrize("out,n,code,expect", [
    ("sat\n", 1, 0, "sat"),
    ("unsat\n", 1, 0, "unsat"),
    ("sat\nunsat\n", 2, 0, "sat"),
    ("unsat\nunsat\n", 2, 0, "unsat"),
    ("sat\n", 2, 0, "unknown"),  # a check unanswered, clean exit
    ("unknown\n", 1, 0, "unknown"),
    ("timeout\n", 1, 0, "timeout"),
    ('(error "parse error")\n', 1, 1, "error"),
    ("", 1, 0, "error"),
    ("", 1, 1, "crash"),
    ("", 1, -11, "crash"),
    ("sat\n(error \"no model\")\n", 1, 0, "sat"),  # all answers given: extra errors ignored
])
def test_classify(out: str, n: int, code: int, expect: str) -> None:
    assert classify(proc(out, code=code), n, 10.0, 1024).result == expect


def test_unknown_at_the_limit_is_a_timeout() -> None:
    assert classify(proc("unknown\n", wall=9.8), 1, 10.0, None).result == "timeout"


def test_answer_after_the_limit_is_a_timeout() -> None:
    out = classify(proc("sat\n", wall=10.5), 1, 10.0, None)
    assert out.result == "timeout" and out.answers == ("sat",)


def test_killed_is_a_timeout_even_with_partial_answers() -> None:
    out = classify(proc("sat\n", code=-9, killed=True), 2, 1.0, None)
    assert out.result == "timeout" and out.answers == ("sat",)


def test_memout_by_message_or_by_peak() -> None:
    assert classify(proc("", "MemoryError", code=1), 1, 10, 100).result == "memout"
    assert classify(proc("(error \"out of memory\")\n", code=3), 1, 10, 100).result == "memout"
    assert classify(proc("", code=-6, rss=95.0), 1, 10, 100).result == "memout"
    assert classify(proc("", code=-6, rss=5.0), 1, 10, 100).result == "crash"


def test_is_wrong() -> None:
    assert is_wrong(("sat",), "unsat")
    assert not is_wrong(("sat",), "sat")
    assert not is_wrong(("unknown",), "unsat")
    assert not is_wrong(("sat",), None)
    assert is_wrong(("sat", "sat"), "sat+unsat")
    assert not is_wrong(("sat", "unknown"), "sat+unsat")


def test_crash_under_a_memory_limit_notes_the_peak_and_the_limit() -> None:
    out = classify(proc("", code=-11, rss=28.0), 1, 10, 60)
    assert out.result == "crash"
    assert "signal 11" in out.note and "28 MiB" in out.note and "RLIMIT_AS 60 MiB" in out.note
    assert "RLIMIT_AS" not in classify(proc("", code=-11), 1, 10, None).note
