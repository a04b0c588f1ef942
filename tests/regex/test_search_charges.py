"""Product searches and constructions charge the work they do, not their nodes (issue 40:
a unit buys about the same CPU time in every phase; lead, 2026-12-04).

A node of a lazy product search intersects every pair of its components' labels, and a
state of a product construction makes one move per intersecting pair: an automaton whose
states have dozens of moves made a node cost a hundred times what a unit stands for,
and a search charged one unit per 16 nodes (an explorer check of ``textwrap`` ran 140
times longer per unit than the engine's average).
"""

from __future__ import annotations

from typing import Any

from strsat.deadline import Deadline, active
from strsat.regex import DEFAULT_ALGEBRA as ALG
from strsat.regex.automaton import EXPLORED_MOVES_PER_UNIT, NFA, STATES_PER_UNIT
from strsat.regex.lazy import PAIRS_PER_UNIT, ProductSpace, find_witness, word_of_length
from strsat.regex.product import product


def _fan(width: int, length: int, offset: int = 0) -> NFA:
    """A chain of ``length`` states, each with ``width`` moves on single characters
    (from ``offset``) to the next; the last state is final.  Every word of the chain is
    ``length`` characters drawn from the width's characters."""
    trans = [[(ALG.char(0x61 + offset + i), q + 1) for i in range(width)]
             for q in range(length)]
    trans.append([])
    return NFA(ALG, trans, 0, frozenset({length}))


def _spent(run) -> int:  # type: ignore[no-untyped-def]
    budget = Deadline.never().work(10**9)
    with active(budget):
        run(budget)
    return budget.spent


def test_a_lazy_search_charges_the_label_pairs_of_its_nodes() -> None:
    width, length = 24, 40
    a, b = _fan(width, length), _fan(width, length, offset=12)
    space = ProductSpace([a, b])
    node = space.start()
    for _ in range(length):  # the pairs a node of the search intersects
        node = space.successors(node)[0][1]
    pairs = space.tried
    assert pairs == width * width * length
    spent = _spent(lambda d: find_witness([a, b], deadline=d))
    # the search expands the chain's nodes once each: at least its pairs' units (a
    # node per 16 would be length // 16 = 2 units)
    assert spent >= pairs // PAIRS_PER_UNIT - 1
    assert find_witness([a, b]).witness is not None


def test_a_cheap_lazy_search_still_charges_a_unit_per_16_nodes() -> None:
    a = _fan(1, 64)  # one automaton: no label is intersected
    assert _spent(lambda d: find_witness([a], deadline=d)) == 64 // 16


def test_an_exact_length_search_charges_the_label_pairs_of_its_nodes() -> None:
    width, length = 24, 64
    a, b = _fan(width, length), _fan(width, length, offset=12)
    spent = _spent(lambda d: word_of_length([a, b], [], length, deadline=d))
    # the depth-first search follows the chain: a node per character, each of its pairs
    assert spent >= (length * width * width) // PAIRS_PER_UNIT - 1
    assert word_of_length([a, b], [], length).word is not None


def test_a_product_construction_charges_its_moves_and_its_last_states() -> None:
    width, length = 24, 40
    a, b = _fan(width, length), _fan(width, length, offset=12)
    moves = (width // 2) * length  # one move per intersecting pair
    spent = _spent(lambda d: product(a, b, d))
    assert spent >= moves // EXPLORED_MOVES_PER_UNIT - 1
    # 41 states and 1 move each: fewer than a reading's 256 states, charged at the end
    c, d_ = _fan(1, 40), _fan(1, 40)
    assert _spent(lambda d: product(c, d_, d)) == 41 // STATES_PER_UNIT


def test_a_product_space_meets_each_label_pair_once_and_charges_every_pair() -> None:
    """The meets of label pairs are kept (``_meet``): a node's moves read again are the
    same moves with no new intersection, and the pairs tried are counted as before."""
    from strsat.regex import lazy
    from strsat.regex.charset_bitmap import BITMAPS

    def wide(offset: int) -> NFA:  # bitmap labels over the whole alphabet
        labels = [BITMAPS.convert(ALG.range(0x61 + offset + i, 0x2FFFF - i)) for i in range(6)]
        return NFA(BITMAPS, [[(label, 0) for label in labels]], 0, frozenset({0}))

    space = ProductSpace([wide(0), wide(2), wide(4)])
    first = space.successors(space.start())
    tried = space.tried
    calls = {"n": 0}
    meet = lazy._meet

    def counting(a: Any, b: Any, meets: dict[Any, Any]) -> Any:
        hit = meets.get((id(a), id(b)))
        calls["n"] += hit is None or hit[0] is not a or hit[1] is not b
        return meet(a, b, meets)

    lazy._meet = counting
    try:
        again = space.successors(space.start())
    finally:
        lazy._meet = meet
    assert again == first and calls["n"] == 0
    assert space.tried == 2 * tried == 2 * (6 * 6 + 36 * 6)
    naive = [(a & b & c, (0, 0, 0)) for a, _ in wide(0).trans[0] for b, _ in wide(2).trans[0]
             for c, _ in wide(4).trans[0]]
    assert first == [(s, t) for s, t in naive if not s.is_empty()]


def test_the_subsumption_test_of_a_lazy_difference_counts_the_nodes_it_compares() -> None:
    """A node of a search with negatives is compared with every kept node of its
    positive states (their negative subsets); the comparisons join the label pairs the
    space charges, one pair each (checks31: an explorer check of ``textwrap.wrap`` ran
    16 s for 71,000 units, 5 s of it in these comparisons, 1.9 million of them)."""
    from strsat.regex.lazy import _subsumed

    a = _fan(1, 4)
    space = ProductSpace([a], [a])
    seen: dict = {}  # type: ignore[type-arg]
    kept = [frozenset({i, i + 1}) for i in range(50)]  # pairwise incomparable
    for n, subset in enumerate(kept):
        before = space.tried
        assert not _subsumed((0, subset), 1, 3, seen, space)
        assert space.tried - before == n
    assert _subsumed((0, frozenset({7, 8, 9})), 1, 3, seen, space)  # {7, 8} is kept


def test_a_product_construction_charges_the_label_pairs_it_tries() -> None:
    """A state of a product intersects every pair of its components' moves, most of
    them empty: the charge is the pairs tried, not the moves made (checks33: explorer
    checks of semver's patterns ran 1-1.5 ms a unit, a product's pairs uncharged)."""
    width, length = 24, 40
    a, b = _fan(width, length), _fan(width, length, offset=width - 1)  # one common char
    pairs = width * width * length
    spent = _spent(lambda d: product(a, b, d))
    assert spent >= pairs // EXPLORED_MOVES_PER_UNIT - 1
    assert product(a, b).n_states == length + 1


def _wide_subset(n: int, m: int) -> NFA:
    """State 0 reaches states 1..n on ``a``; each of those loops on ``m`` characters:
    the subset {1..n} scans n x m moves for three DFA states and a dozen moves."""
    chars = [ALG.char(0x62 + j) for j in range(m)]
    trans = [[(ALG.char(0x61), q) for q in range(1, n + 1)]]
    trans += [[(c, q) for c in chars] for q in range(1, n + 1)]
    return NFA(ALG, trans, 0, frozenset({n}))


def test_a_subset_construction_charges_the_moves_its_subsets_scan() -> None:
    """A subset of thousands of NFA states is one DFA state (a 16th of a unit) whatever
    its scan costs (checks31: 2.5 ms a subset); the moves scanned are charged, and
    the minterms each label refines, in a determinisation and a difference alike."""
    from strsat.regex.automaton import accepts
    from strsat.regex.determinize import complement, determinize
    from strsat.regex.product import difference

    n, m = 400, 8
    nfa = _wide_subset(n, m)
    least = (n * m) // 256  # a unit per 256 moves scanned at least (16 x 16)
    assert _spent(lambda d: determinize(nfa, d)) >= least
    assert _spent(lambda d: difference(_fan(1, 3), nfa, d)) >= least
    dfa = determinize(nfa)
    assert dfa.n_states == 3
    for word in ("", "a", "ab", "abi", "aj", "b"):
        assert accepts(dfa, word) == accepts(nfa, word) != accepts(complement(nfa), word)


def test_a_node_with_many_moves_reads_the_deadline_while_it_multiplies_them_out() -> None:
    # every move of one automaton's start meets every move of the other's: one node's
    # level is 250 x 250 pairs, past MAX_MOVES once multiplied out; the work budget
    # runs out after the first POLL_PAIRS of them (an explorer check of ElementPath's
    # tokenizer spent 4 s in one node, past its backstop, before MAX_MOVES stopped it)
    import pytest

    from strsat.errors import ResourceLimit

    width = 250

    def fan(lo: int) -> NFA:
        label = ALG.range(lo, 0x7A)
        trans = [[(label, q) for q in range(1, width + 1)]] + [[] for _ in range(width)]
        return NFA(ALG, trans, 0, frozenset(range(1, width + 1)))

    budget = Deadline.never().work(4096 // PAIRS_PER_UNIT)  # a reading's pairs (POLL_PAIRS)
    with active(budget), pytest.raises(ResourceLimit, match="work limit"):
        find_witness([fan(0x61), fan(0x6D)], deadline=budget)
