"""The sort check of :func:`strsat.terms.mk`: its quick path (a comparison of the
arguments' sorts) agrees with the check argument by argument on every operator of the
table and every tuple of sorts up to four arguments."""

from __future__ import annotations

import itertools

from strsat.errors import SortError
from strsat.terms import BOOL, INT, REGLAN, STRING, Term, mk, operators, var
from strsat.terms.term import _check, _check_each

SORTS = (BOOL, INT, STRING, REGLAN)


def _outcome(check, info, args: tuple[Term, ...]) -> object:  # type: ignore[no-untyped-def]
    try:
        return check(info, args, ())
    except SortError as exc:
        return ("SortError", str(exc))


def test_quick_path_agrees_with_the_check_of_each_argument() -> None:
    leaves = {s: var(f"sort_check_{s.value}", s) if s is not REGLAN else mk("re.allchar")
              for s in SORTS}
    compared = 0
    for info in operators():
        for n in range(5):
            for sorts in itertools.product(SORTS, repeat=n):
                args = tuple(leaves[s] for s in sorts)
                assert _outcome(_check, info, args) == _outcome(_check_each, info, args), \
                    (info.name, sorts)
                compared += 1
    assert compared > 10_000


def test_a_non_term_argument_is_named() -> None:
    try:
        mk("str.len", "abc")  # type: ignore[arg-type]
    except SortError as exc:
        assert "argument 1 is not a term" in str(exc)
    else:
        raise AssertionError("no SortError")
