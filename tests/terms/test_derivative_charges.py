"""Derivatives of large regexes are charged their construction once per check, whatever
the memo holds (strsat.terms.regex_membership.derive, strsat.kept_units)."""

from __future__ import annotations

from itertools import count

from strsat.deadline import Deadline
from strsat.kept_units import Charges, opened
from strsat.terms import regex_nodes as R
from strsat.terms.regex_membership import NODES_PER_UNIT, STEPS_PER_UNIT, accepts

_serial = count()


def _wide_union(members: int) -> R.Re:
    """A union of ``members`` words of one prefix: a derivative by that prefix's first
    letter visits every member (a unique regex each call, so its memo starts empty)."""
    tag = f"t{next(_serial)}x"
    return R.union([R.literal(f"{tag}{i}") for i in range(members)])


def _units(regex: R.Re, word: str, record: Charges, reads: int = 1) -> int:
    root = Deadline(None).work(10**9)
    with opened(record, root) as deadline:
        for _ in range(reads):
            accepts(regex, word, deadline)
    return root.spent


def test_a_large_derivative_is_charged_alike_with_a_cold_or_warm_memo() -> None:
    record = Charges()
    regex = _wide_union(400)
    word = "t"  # the members' first letter
    cold = _units(regex, word, record)
    warm = _units(regex, word, record)
    assert cold == warm
    # the derivative visits the union and its 400 members: more than the step's share
    assert cold >= 400 // NODES_PER_UNIT
    # read again in the same check: charged once (each further call pays its one reading)
    assert _units(regex, word, record, reads=3) <= cold + 2


def test_small_derivatives_cost_only_their_steps() -> None:
    record = Charges()
    regex = _wide_union(3)
    assert _units(regex, "t" * STEPS_PER_UNIT, record) <= 1
    assert _units(regex, "t" * STEPS_PER_UNIT, record) <= 1


def test_outside_a_check_a_memoised_derivative_is_not_charged_again() -> None:
    regex = _wide_union(400)
    first = Deadline(None).work(10**9)
    accepts(regex, "t", first)
    again = Deadline(None).work(10**9)
    accepts(regex, "t", again)
    assert first.spent >= 400 // NODES_PER_UNIT
    assert again.spent <= 1  # the call's one reading
