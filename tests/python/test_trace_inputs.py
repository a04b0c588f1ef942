"""``Trace`` takes inputs by name as users write them (issue 22 item 5, issue 24), and
``repr`` of a symbolic value inside a trace is the concrete one."""

from __future__ import annotations

import pytest

from strsat.api.errors import ApiSortError, ApiValueError
from strsat.python import SymBool, SymInt, SymStr, Trace, UnknownInputError


def test_names_as_keys() -> None:
    with Trace({"s": "a-b", "n": 2, "flag": True}) as t:
        s, n, flag = SymStr("s"), SymInt("n"), SymBool("flag")
        assert bool(s.startswith("a")) and bool(n > 1) and bool(flag)
    assert [d.taken for d in t.decisions[:3]] == [True, True, True]


def test_terms_still_work() -> None:
    s = SymStr("s")
    with Trace({s.term: "xy"}):
        assert bool(s.endswith("y"))


def test_an_unknown_name_is_a_typed_error_not_the_empty_string() -> None:
    with Trace({"s": "abc"}), pytest.raises(UnknownInputError, match="'t'"):
        bool(SymStr("t").startswith("a"))


@pytest.mark.parametrize("inputs, error", [({"s": 1.5}, ApiValueError), ({3: "a"}, ApiSortError),
                                           ({"": "a"}, ApiSortError)])
def test_bad_inputs(inputs: dict, error: type) -> None:  # type: ignore[type-arg]
    with pytest.raises(error):
        Trace(inputs)


def test_repr_inside_a_trace_is_concrete() -> None:
    with Trace({"s": "ab"}) as t:
        assert repr(SymStr("s")) == "'ab'"
        assert repr(SymStr("s") + "c") == "'abc'"
    assert t.decisions and t.decisions[0].what == "repr()"


def test_a_compiled_patterns_search_is_one_decision_name_with_or_without_pos() -> None:
    """``pattern.search(s, i)`` in a loop is one branch of the program whether ``i`` is 0
    (the first iteration, modelled as a search from the start) or not: the explorer
    counts the iterations of a site by the name of its decision (issue 24, ``_unquote``'s
    second-iteration search ranked as a new branch)."""
    from strsat.python import regexes

    pattern = regexes.SymPattern(r"\\.", 0)
    with Trace({"s": "a\\b\\c"}) as t:
        s = SymStr("s")
        i = 0
        while (m := pattern.search(s, i)) is not None:
            i = int(m.start()) + 2
    whats = {d.what for d in t.decisions if "search" in d.what}
    assert whats == {"Pattern.search"}
    assert sum(d.what == "Pattern.search" for d in t.decisions) == 3
