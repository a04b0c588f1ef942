"""The lexical scan of SMT-LIB scripts."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from strsat_bench.script import (
    balanced_prefix,
    commands,
    expected_from_statuses,
    prefix_through_first_check_sat,
    scan,
    string_literals,
    with_get_model,
)

SCRIPT = '''; a comment (check-sat) with parens ((
(set-info :smt-lib-version 2.6)
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-fun |weird ) name| () String)
(assert (= |weird ) name| "a""(check-sat)"")"))
(check-sat)
(set-info :status sat)
(check-sat-assuming ())
(exit)
'''


def test_commands_respect_strings_comments_and_quoted_symbols() -> None:
    heads = [c.head for c in commands(SCRIPT)]
    assert heads == ["set-info", "set-logic", "set-info", "declare-fun", "assert", "check-sat",
                     "set-info", "check-sat-assuming", "exit"]


def test_scan() -> None:
    info = scan(SCRIPT)
    assert info.n_check_sat == 2
    assert info.statuses == ("unsat", "sat")
    assert info.logic == "QF_SLIA" and info.version == "2.6"
    assert expected_from_statuses(info) == "unsat+sat"


def test_checks_after_exit_are_not_counted() -> None:
    # z3test 4033: a solver stops at (exit); the two checks after it get no answer
    info = scan("(set-info :status sat)(check-sat)(exit)(reset)(check-sat)(check-sat)")
    assert info.n_check_sat == 1 and info.statuses == ("sat",)
    assert expected_from_statuses(info) == "sat"


def test_single_status_with_several_checks_is_ambiguous() -> None:
    info = scan("(set-info :status sat)(check-sat)(check-sat)")
    assert expected_from_statuses(info) is None
    assert expected_from_statuses(scan("(set-info :status unknown)(check-sat)")) is None


def test_get_model_goes_after_the_first_check_sat() -> None:
    text = with_get_model(SCRIPT)
    assert text is not None
    heads = [c.head for c in commands(text)]
    assert heads[5:7] == ["check-sat", "get-model"]
    assert with_get_model("(assert true)") is None
    assert prefix_through_first_check_sat(SCRIPT).rstrip().endswith("(check-sat)")


def test_string_literals() -> None:
    spans = list(string_literals('(a "x""y" |"q"| "z") ; "c"'))
    assert len(spans) == 2


def test_balanced_prefix() -> None:
    model = '\n(\n  (define-fun x () String ")(")\n)\nunsat\n'
    assert balanced_prefix(model) == '(\n  (define-fun x () String ")(")\n)'
    assert balanced_prefix("sat") is None


@given(st.lists(st.sampled_from(["(check-sat)", "(assert true)", '(assert (= x "(check-sat)"))',
                                 "; (check-sat)\n", "(push 1)"]), max_size=12))
def test_counts_match_the_generated_script(parts: list[str]) -> None:
    text = "".join(parts)
    assert scan(text).n_check_sat == parts.count("(check-sat)")
