"""Explore never crashes (issue 38): whatever the explored code raises is an outcome,
a fault of strsat's own layer, search or coverage measurement becomes a note, and the
search goes on or ends with what it found."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from typing import Any

import pytest

from explore.helpers import HERE, PROGRAMS, ROOT
from strsat.explore import explore_file, interrupts
from strsat.explore.explorer import Explorer
from strsat.explore.inputs import safe_repr, safe_str, to_json

AWKWARD = os.path.join(HERE, "awkward_programs.py")


def _explore(name: str, path: str = AWKWARD, **options: Any) -> Any:
    options.setdefault("max_paths", 8)
    options.setdefault("timeout", None)
    return explore_file(path, name, check_timeout=300, **options)


def _raised(result: Any) -> dict[str, str]:
    return {e.exception: e.message for e in result.examples if e.outcome == "raise"}


def test_exceptions_outside_exception_are_outcomes() -> None:
    # a BaseException subclass and GeneratorExit escaped as a traceback before
    assert _raised(_explore("base_exception")) == {"Fatal": "boom"}
    assert set(_raised(_explore("generator_exit"))) == {"GeneratorExit"}


def test_a_programs_own_keyboard_interrupt_is_an_outcome() -> None:
    # it ended the search as "interrupted" (exit code 130) before: only Ctrl-C does
    result = _explore("own_interrupt")
    assert result.summary.stopped == "exhausted"
    assert set(_raised(result)) == {"KeyboardInterrupt"}
    assert result.summary.coverage is not None and result.summary.coverage.covered == 2


def test_messages_and_reprs_that_raise_are_shown_by_placeholders() -> None:
    raised = _raised(_explore("unprintable_error"))
    assert raised == {"Unprintable": "<Unprintable object; str() raised ValueError>"}
    values = {e.value_repr for e in _explore("opaque_result").examples}
    assert "<Opaque object; repr() raised RuntimeError>" in values


def test_recursion_generators_exits_and_odd_signatures() -> None:
    for name in ("endless_recursion", "counted_recursion", "yields", "exits",
                 "wrong_default", "variadic"):
        result = _explore(name)
        assert result.examples, name
        assert result.summary.stopped in ("exhausted", "max-paths"), name
    assert "RecursionError" in _raised(_explore("endless_recursion"))
    assert "SystemExit" in _raised(_explore("exits"))


@pytest.mark.parametrize("name", ["json_value", "literal", "parsed_time", "unpacked",
                                  "named_char", "evaluated", "hashed"])
def test_raising_and_concrete_stdlib_callees(name: str) -> None:
    result = _explore(name, max_paths=6)
    assert result.examples
    assert result.summary.stopped in ("exhausted", "max-paths")
    assert not any("internal error" in n or "inside strsat" in n
                   for n in result.summary.notes), result.summary.notes


def test_a_fault_of_the_layer_in_one_run_is_noted_and_the_search_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from strsat.explore.inputs import Signature

    real = Signature.symbolic_call
    calls = [0]

    def flaky(self: Signature, values: Any, trace: Any = None) -> Any:
        calls[0] += 1
        if calls[0] == 2:  # symbolic_call ran outside the run's try before
            raise RuntimeError("a fault of the layer")
        return real(self, values, trace)

    monkeypatch.setattr(Signature, "symbolic_call", flaky)
    result = _explore("classify", PROGRAMS, max_paths=None)
    assert calls[0] > 2 and result.summary.stopped == "exhausted"
    assert any("the run failed inside strsat (RuntimeError: a fault of the layer)" in n
               for n in result.summary.notes), result.summary.notes


def test_a_fault_of_the_search_ends_it_with_a_note_keeping_the_examples(
        monkeypatch: pytest.MonkeyPatch) -> None:
    real = Explorer._targets
    calls = [0]

    def failing(self: Explorer, *args: Any) -> Any:
        calls[0] += 1
        if calls[0] == 2:
            raise AssertionError("a fault of the search")
        return real(self, *args)

    monkeypatch.setattr(Explorer, "_targets", failing)
    result = _explore("classify", PROGRAMS, max_paths=None)
    assert result.summary.stopped == "error"
    assert len(result.examples) == 2  # the first run's path, and the second's
    assert any("internal error of strsat (AssertionError: a fault of the search)" in n
               for n in result.summary.notes)
    assert "stopped: error" in result.summary.text()


def test_a_coverage_failure_is_a_note(monkeypatch: pytest.MonkeyPatch) -> None:
    import strsat.explore.measure as measure

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise OSError("no temporary folder")

    monkeypatch.setattr(measure, "branch_coverage", broken)
    result = _explore("classify", PROGRAMS, max_paths=2)
    assert result.summary.coverage is None and len(result.examples) == 2
    assert any(n.startswith("branch coverage not measured: coverage.py failed (OSError")
               for n in result.summary.notes)


def test_placeholders_for_values_that_cannot_be_printed() -> None:
    from explore.awkward_programs import Opaque, Unprintable

    assert safe_repr(Opaque()) == "<Opaque object; repr() raised RuntimeError>"
    assert safe_str(Unprintable()) == "<Unprintable object; str() raised ValueError>"
    assert safe_repr([1, "a"]) == "[1, 'a']" and safe_str(ValueError("m")) == "m"
    assert to_json(Opaque()) == ("repr", "<Opaque object; repr() raised RuntimeError>")
    assert to_json([Opaque()])[0] == "repr"
    assert to_json({"a": [1]}) == ("value", {"a": [1]})


def test_interrupts_tell_ctrl_c_from_a_programs_own() -> None:
    assert interrupts.pressed()  # nothing watches: every KeyboardInterrupt is real
    with interrupts.watched():
        assert not interrupts.pressed()
        with interrupts.watched():  # nests
            assert not interrupts.pressed()
        assert not interrupts.pressed()
    assert interrupts.pressed()


def test_ctrl_c_still_stops_the_search(tmp_path: Any) -> None:
    program = tmp_path / "counting.py"
    # the SIGINT handler called where the signal would land (a real os.kill may land in
    # a garbage-collector callback, which swallows the KeyboardInterrupt)
    program.write_text(
        "import signal\n\n"
        "def counting(s: str) -> int:\n"
        "    if len(s) > 3 and s[3] == 'k':\n"
        "        signal.getsignal(signal.SIGINT)(signal.SIGINT, None)\n"
        "    return len(s)\n")
    # a shell that starts the tests in the background leaves SIGINT ignored, and an ignored
    # Ctrl-C rightly stops nothing: the test sets Python's own handler, as a terminal has it
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        result = _explore("counting", str(program), max_paths=20, coverage=False)
    finally:
        signal.signal(signal.SIGINT, before)
    assert result.summary.stopped == "interrupted"


def test_the_command_on_the_awkward_file_prints_no_traceback(tmp_path: Any) -> None:
    env = {**os.environ, "PYTHONPATH": os.path.join(ROOT, "src")}
    done = subprocess.run(
        [sys.executable, "-m", "strsat", "explore", AWKWARD, "--jobs", "1", "--timeout", "5",
         "--max-paths", "4", "--out-dir", str(tmp_path / "out"),
         "--summary-json", str(tmp_path / "summary.json")],
        capture_output=True, text=True, env=env, timeout=600, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    summaries = json.loads((tmp_path / "summary.json").read_text())
    assert len(summaries) >= 17
    assert [s["function"] for s in summaries if s["error"]] == [], summaries
