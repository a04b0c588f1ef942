"""The loop bound counts the iterations that read new data (``strsat.explore.loops``,
brief loopbound, issue 38): a search over a constant table (a binary search, a scan of
prefixes) is flipped past ``loop_bound`` iterations, a loop over a string or up to a
symbolic int is still cut, and every search ends (no time limit: they run until no flip
is left, so none depends on the machine's speed)."""

from __future__ import annotations

import os

from hypothesis import given
from hypothesis import strategies as st

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file
from strsat.explore.loops import data
from strsat.terms import INT, STRING, integer, mk, string, var

LOOPS = os.path.join(HERE, "loop_programs.py")
SLOW = {"timeout": None, "check_timeout": 300.0}


def run(name: str, **options):  # noqa: ANN003, ANN201
    result = explore_file(LOOPS, name, **{**SLOW, **options})
    check_reproducible(result, result.module, name)
    return result


def test_a_binary_search_reaches_the_interval_found_at_its_sixth_step() -> None:
    """``in_table``'s last interval is found at the sixth step of the search; its number is
    a plain int for the caller, so only flips at the fifth and sixth steps reach it (the
    loop bound of 4 cut them before)."""
    result = run("width")
    assert ("return", "deep") in outcomes(result)
    assert {("return", "inside"), ("return", "outside")} <= outcomes(result)
    s = result.summary
    assert s.stopped == "exhausted" and not s.bounded
    assert s.coverage is not None and s.coverage.covered == s.coverage.branches


def test_bisect_right_over_a_table_reaches_its_last_entry() -> None:
    """``bisect.bisect_right`` (the pure-Python twin of ``_bisect``) over 64 block starts:
    the last block and the 41st are six steps down."""
    result = run("block")
    assert {("return", "last"), ("return", "forty"), ("return", "none")} <= outcomes(result)
    assert result.summary.stopped == "exhausted"


def test_a_scan_of_eleven_prefixes_reaches_the_last() -> None:
    """``for mark, name in MARKS: if data.startswith(mark)``: the eleventh mark's
    branch (a loop bound of 4 flipped the first four marks only)."""
    result = run("signature")
    names = {value for kind, value in outcomes(result) if kind == "return"}
    assert {"rich text", "exe", "script", "unknown", "utf-8-sig"} <= names
    assert result.summary.stopped == "exhausted" and not result.summary.bounded


def test_a_loop_over_a_string_is_still_cut_at_the_loop_bound() -> None:
    """Each iteration of ``for ch in s`` reads a new character: cut at the bound, and the
    search ends with no input longer than the bound allows."""
    result = run("count_a", loop_bound=3)
    s = result.summary
    assert s.stopped == "exhausted"
    assert any("for ch in s" in site for site in s.bounded)
    assert max(len(e.args[0]) for e in result.examples) <= 4


def test_a_loop_up_to_a_symbolic_int_ends_at_the_table_bound() -> None:
    """``while n > i: i += 1`` compares the same ``n`` with a plain counter: no new data
    per iteration, so it runs to the table bound (here 10) and the search ends."""
    result = run("up_to", table_bound=10)
    s = result.summary
    assert s.stopped == "exhausted" and s.bounded
    values = {e.value for e in result.examples}
    assert max(values) == 11 and len(values) == 12  # 0 .. 10, and one run past the bound


@given(st.integers(-1000, 1000), st.integers(-1000, 1000))
def test_comparisons_of_one_value_with_constants_read_the_same_data(a: int, b: int) -> None:
    ucs = mk("str.to_code", var("s", STRING))
    assert data(mk("<", ucs, integer(a)), "truth value") == \
        data(mk("not", mk("<", ucs, integer(b))), "truth value")
    assert data(mk("str.prefixof", string(str(a)), var("s", STRING)), "truth value") == \
        data(mk("str.prefixof", string(str(b)), var("s", STRING)), "truth value")


@given(st.integers(0, 50), st.integers(0, 50))
def test_new_characters_lengths_and_iterators_are_new_data(a: int, b: int) -> None:
    s, n = var("s", STRING), var("n", INT)
    same = a == b

    def at(k: int) -> object:
        return data(mk("=", mk("str.at", s, integer(k)), string("a")), "truth value")

    assert (at(a) == at(b)) == same
    assert (data(mk("<", integer(a), mk("str.len", s)), "truth value") ==
            data(mk("<", integer(b), mk("str.len", s)), "truth value")) == same
    assert (data(mk("<", integer(a), n), "for i in range(...)") ==
            data(mk("<", integer(b), n), "for i in range(...)")) == same


def test_a_split_into_exactly_six_fields_is_reached_by_deepening() -> None:
    """The flips within the first bound (4) run out with the six-field record's branch
    untaken: the bound is doubled (``Search._deepen``) and the sixth split decision
    flipped; a record of six fields, and its sixth field's own branch, are found."""
    result = run("six_fields", max_paths=40)
    s = result.summary
    assert {("return", "six"), ("return", "closed"), ("return", "malformed")} <= \
        outcomes(result)
    assert s.deepened >= 1 and s.loop_bound == 8


def test_six_characters_of_a_kind_are_reached_by_deepening() -> None:
    result = run("six_marks", max_paths=200)
    assert ("return", "six") in outcomes(result)
    assert result.summary.deepened >= 1


def test_no_deepening_without_an_untaken_branch_a_budget_or_room() -> None:
    """``count_a`` has no branch left untaken once its loop is cut: the search ends at the
    first bound, within its path budget.  ``max_loop_bound`` equal to the first bound turns
    deepening off, and so does a search without a budget (no timeout, no path limit: the
    paths of a loop double with each iteration)."""
    result = run("count_a", loop_bound=3, max_paths=200)
    assert result.summary.deepened == 0 and result.summary.loop_bound == 3
    assert result.summary.stopped == "exhausted"
    for options in ({"max_paths": 200, "max_loop_bound": 4}, {}):
        capped = explore_file(LOOPS, "six_fields", timeout=None, loop_bound=4, **options)
        assert capped.summary.deepened == 0 and capped.summary.stopped == "exhausted"
        assert ("return", "six") not in outcomes(capped)


def test_a_scheme_loop_runs_on_to_the_length_of_the_constant_compared() -> None:
    """urlsplit's ``for c in url[:i]: if c not in scheme_chars: break`` then ``scheme ==
    "svn+ssh"``: the flip after a one-character scheme is refuted by the loop's exit, so
    it is solved with the exit dropped (the loop runs on, seven iterations, past the
    bound of 4) instead of one more iteration per run (on 2533703 the search was
    exhausted after 9 paths without ``tunnel`` or ``secure``)."""
    result = run("scheme_kind", max_paths=12)
    assert {("return", "tunnel"), ("return", "secure"), ("return", "other"),
            ("return", "none")} <= outcomes(result)
    assert result.summary.bypassed >= 1


def test_a_branch_refuted_from_cut_runs_keeps_the_search_deepening() -> None:
    """``rebuilt_ten``'s ``len(t) == 10`` is infeasible after every prefix of a run cut at
    the bound (``t`` holds the characters read): refuted twice it leaves the frontier,
    but a refutation from a cut run keeps the search deepening (``Search._deepen``,
    ``cut_pending``) up to the ten characters (on da8a09f9 the search was exhausted
    after 5 paths without ``ten``)."""
    result = run("rebuilt_ten", max_paths=60)
    assert ("return", "ten") in outcomes(result)
    assert result.summary.deepened >= 2


def test_a_loop_exit_refuted_at_early_iterations_stays_on_the_frontier() -> None:
    """``ten_digits``' loop ends only after the tenth character (``len(s) == 10`` before
    it): the flips of its exit are refuted at the iterations within the bound, which no
    longer take the exit off the frontier, so the bound deepens to reach it (on a5c85a7d
    the search ended exhausted after 6 paths without ``digits``)."""
    result = run("ten_digits", max_paths=60)
    assert ("return", "digits") in outcomes(result)
    assert result.summary.deepened >= 2
