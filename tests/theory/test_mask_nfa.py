"""An automaton over an alphabet's regions (:class:`MaskNFA`): charged by its moves, and
kept by the alphabet so that the searches of one component share it (:func:`mask_nfa`),
its construction charged once per check (:mod:`strsat.kept_units`)."""

from __future__ import annotations

from strsat.deadline import Deadline
from strsat.kept_units import Charges, opened
from strsat.regex.automaton import NFA
from strsat.regex.charset import INTERVALS
from strsat.theory.fixed_length import automata as automata_module
from strsat.theory.fixed_length.alphabet import Alphabet
from strsat.theory.fixed_length.automata import MaskNFA, mask_nfa

#: one state with a move per letter of a wide alphabet, to one accepting state
LABELS = [INTERVALS.char(0x100 + i) for i in range(3_000)]
WIDE = NFA(INTERVALS, [[(label, 1) for label in LABELS], []], 0, frozenset({1}))


def test_a_mask_automaton_is_charged_by_its_moves() -> None:
    budget = Deadline.never().work(10**9)
    alphabet = Alphabet(LABELS)
    built = MaskNFA(WIDE, alphabet, budget)
    assert built.step(built.initial, alphabet.index(0x100)) == 2
    assert built.step(built.initial, alphabet.index(0x41)) == 0
    assert budget.spent >= len(LABELS) // automata_module.MASK_MOVES_PER_UNIT


def test_a_kept_mask_automaton_is_shared_and_charged_once_per_check() -> None:
    alphabet = Alphabet(LABELS)
    record = Charges()
    made: list[MaskNFA] = []

    def check(reads: int) -> int:
        root = Deadline(None).work(10**9)
        with opened(record, root) as deadline:
            for _ in range(reads):
                made.append(mask_nfa(WIDE, alphabet, deadline))
        return root.spent

    once = check(1)
    assert once >= len(LABELS) // automata_module.MASK_MOVES_PER_UNIT
    assert check(3) == once  # kept: the first read of a check pays for the construction
    assert all(m is made[0] for m in made)  # one construction, shared
    made[0].step(made[0].initial, alphabet.index(0x100))
    assert made[0].memo_size() == 1
    automata_module.MEMO_KEPT, kept = 0, automata_module.MEMO_KEPT
    try:  # memos past the bound start afresh
        assert mask_nfa(WIDE, alphabet, None).memo_size() == 0
    finally:
        automata_module.MEMO_KEPT = kept
    assert mask_nfa(WIDE, Alphabet(LABELS[:10]), None).moves is not made[0].moves
