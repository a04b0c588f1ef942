"""``max_length`` reads a shared subterm once per depth, not once per path to it: a
chain of ``ite`` whose branches both extend the term before it is a DAG of 2k nodes but
2^k paths (the rewriter's work there is not counted in work units, so a tree walk ran
uncharged past any budget)."""

from __future__ import annotations

import sys

from strsat.rewrite.rules.build import max_length
from strsat.terms import BOOL, mk, string, var


def _chain(levels: int):
    t = string("ab")
    for i in range(levels):
        c = var(f"c{i}", BOOL)
        t = mk("ite", c, mk("str.++", t, string("a")), mk("str.++", string("b"), t))
    return t


def _readings(t) -> tuple[int | None, int]:
    calls = 0

    def count(frame, event, arg):  # noqa: ARG001
        nonlocal calls
        if event == "call" and frame.f_code.co_name in ("max_length", "_max_length"):
            calls += 1

    sys.setprofile(count)
    try:
        bound = max_length(t)
    finally:
        sys.setprofile(None)
    return bound, calls


def test_a_chain_of_ites_over_one_term_is_read_once_per_node_and_depth() -> None:
    bound, calls = _readings(_chain(16))
    assert bound == 2 + 16
    assert calls < 40 * 16  # a tree walk: more than 2^16


def test_the_depth_limit_still_gives_no_bound() -> None:
    assert max_length(_chain(40)) is None  # 80 levels of ite and ++: past MAX_LENGTH_DEPTH
    assert max_length(mk("str.++", string("ab"), string("c"))) == 3
