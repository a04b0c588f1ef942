"""The context-dependent simplification step (``theory/functions/extf.py``) and ``LEX_TRANS``.

Unsat answers must come from the step's lemmas (counted in the statistics), and
the satisfiable twins of each problem must stay satisfiable with validated models.
"""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate

x, y, z, u, w, v = (var(n, STRING) for n in ("x", "y", "z", "u", "w", "v"))


def solve(*assertions: Term, without: tuple[str, ...] = ()) -> tuple[Status, dict]:
    """The engine's answer and statistics, the procedures named in ``without`` left out
    (to reach the loop's lemmas on a problem an earlier procedure decides)."""
    engine = Engine()
    engine.procedures = [p for p in engine.procedures if p.name not in without]
    for a in assertions:
        engine.add(a)
    result = engine.check(deadline=Deadline(30))
    if result.status is Status.SAT:
        assert result.model is not None
        assert all(evaluate(a, result.model) is True for a in assertions)
    return result.status, result.stats


def cat(*parts: Term) -> Term:
    return mk("str.++", *parts)


def test_replace_under_an_equality() -> None:
    """x = "a"·y ⊢ replace(x, "a", z) = z·y (REPLACE_AT_FRONT in context)."""
    status, stats = solve(mk("=", x, cat(string("a"), y)),
                          mk("not", mk("=", mk("str.replace", x, string("a"), z), cat(z, y))),
                          mk(">", mk("str.len", z), integer(3)))
    assert status is Status.UNSAT
    assert stats.get("lemma.EXTF_SIMPLIFY", 0) > 0


def test_replace_under_an_equality_twin_is_sat() -> None:
    status, _ = solve(mk("=", x, cat(string("a"), y)),
                      mk("not", mk("=", mk("str.replace", x, string("b"), z), cat(z, y))),
                      mk(">", mk("str.len", z), integer(3)))
    assert status is Status.SAT


def test_order_chain_through_a_variable() -> None:
    """cvc5 regress strings-leq-trans-unsat: "G"·xp ≤ y ≤ "E" (LEX_TRANS, then the
    derived x ≤ w simplified under x = "G"·xp, w = "E")."""
    xp = var("xp", STRING)
    status, stats = solve(mk("str.<=", x, y), mk("str.<=", y, w),
                          mk("=", x, cat(string("G"), xp)), mk("=", w, string("E")))
    assert status is Status.UNSAT
    assert stats.get("lemma.LEX_TRANS", 0) > 0


@pytest.mark.parametrize("low, high", [("A", "E"), ("E", "E")])
def test_order_chain_twins_are_sat(low: str, high: str) -> None:
    xp = var("xp", STRING)
    status, _ = solve(mk("str.<=", x, y), mk("str.<=", y, w),
                      mk("=", x, cat(string(low), xp)), mk("=", w, string(high)))
    assert status is Status.SAT


def test_strict_cycle_is_refuted() -> None:
    status, _ = solve(mk("str.<", x, y), mk("str.<=", y, z), mk("not", mk("str.<", x, z)))
    assert status is Status.UNSAT


def test_negated_order_literals_read_reversed() -> None:
    """¬(y < x) is x ≤ y; with y ≤ w and x = "G", w = "E" it is unsat."""
    status, _ = solve(mk("not", mk("str.<", y, x)), mk("str.<=", y, w),
                      mk("=", x, string("G")), mk("=", w, string("E")))
    assert status is Status.UNSAT


def test_substring_after_a_cut_prefix() -> None:
    """cvc5 regress open-pf-merge: "a"·… without "ab"·… cannot continue with "bb"."""
    status, stats = solve(
        mk("not", mk("str.prefixof", string("ab"), x)),
        mk("str.prefixof", y, mk("str.substr", x, integer(1), mk("str.len", x))),
        mk("str.prefixof", string("bb"), y),
        mk("str.prefixof", string("a"), x))
    assert status is Status.UNSAT
    assert stats.get("lemma.RE_CONCAT_EMPTY", 0) > 0


def test_substring_after_a_cut_prefix_twin_is_sat() -> None:
    status, _ = solve(
        mk("not", mk("str.prefixof", string("ab"), x)),
        mk("str.prefixof", y, mk("str.substr", x, integer(1), mk("str.len", x))),
        mk("str.prefixof", string("cb"), y),
        mk("str.prefixof", string("a"), x))
    assert status is Status.SAT


# ---- INDEXOF_CONTAINS ----------------------------------------------------------------


def test_indexof_of_a_pair_that_does_not_occur() -> None:
    """banditfuzz 1565555404…_1 in small: ¬contains(x, y) ⊢ indexof(x, y, i) = −1."""
    i = var("i", INT)
    status, stats = solve(mk("not", mk("str.contains", x, y)),
                          mk(">=", mk("str.indexof", x, y, i), integer(0)))
    assert status is Status.UNSAT
    assert stats.get("lemma.INDEXOF_CONTAINS", 0) > 0


def test_indexof_from_zero_of_a_pair_that_occurs() -> None:
    # the reductions alone refute this one too; the answer must stay unsat with the rule
    status, _ = solve(mk("str.contains", cat(u, x), y),
                      mk("=", mk("str.indexof", cat(u, x), y, integer(0)), integer(-1)))
    assert status is Status.UNSAT


def test_indexof_contains_twins_are_sat() -> None:
    i = var("i", INT)
    assert solve(mk("str.contains", x, y),
                 mk("=", mk("str.indexof", x, y, i), integer(-1)))[0] is Status.SAT
    assert solve(mk("not", mk("str.contains", x, y)),
                 mk("=", mk("str.indexof", x, y, i), integer(-1)))[0] is Status.SAT


def test_indexof_contains_rule_on_all_short_strings() -> None:
    """The rule's two halves hold for every pair of strings over {a, b} up to length 3
    and every start position (the evaluator is the reference)."""
    import itertools

    words = [""] + ["".join(p) for n in (1, 2, 3) for p in itertools.product("ab", repeat=n)]
    for s, t in itertools.product(words, words):
        occurs = evaluate(mk("str.contains", string(s), string(t)))
        for start in range(-1, 5):
            found = evaluate(mk("str.indexof", string(s), string(t), integer(start)))
            if not occurs:
                assert found == -1
        if occurs:
            assert evaluate(mk("str.indexof", string(s), string(t), integer(0))) >= 0


# ---- INDEXOF_PREFIX --------------------------------------------------------------------


def test_indexof_inside_a_known_prefix() -> None:
    """ostrich indexof-2: x starts with testtesttest, so indexof(x, testtest, 0) = 0.
    The engine decides it before the loop (tree_languages reads each fact as a language
    of x); without that procedure the loop closes it by INDEXOF_PREFIX."""
    n = var("n", INT)
    facts = (mk("str.prefixof", string("testtesttest"), x),
             mk("=", mk("str.indexof", x, string("testtest"), integer(0)), n),
             mk(">", n, integer(0)))
    assert solve(*facts)[0] is Status.UNSAT
    status, stats = solve(*facts, without=("tree_languages",))
    assert status is Status.UNSAT
    assert stats.get("lemma.INDEXOF_PREFIX", 0) > 0


def test_indexof_inside_a_known_prefix_twin_is_sat() -> None:
    n = var("n", INT)
    status, _ = solve(mk("str.prefixof", string("testtesttest"), x),
                      mk("=", mk("str.indexof", x, string("testtest"), integer(1)), n),
                      mk(">", n, integer(0)))
    assert status is Status.SAT


def test_indexof_prefix_rule_on_all_short_strings() -> None:
    """For every s over {a, b} up to length 4, every prefix c of s, every t up to length
    2 and start i in 0..4: when t occurs in c at or after i, first at p, indexof(s, t, i)
    is p (the evaluator is the reference)."""
    import itertools

    def words(n: int) -> list[str]:
        return [""] + ["".join(p) for k in range(1, n + 1)
                       for p in itertools.product("ab", repeat=k)]

    for s in words(4):
        for cut in range(len(s) + 1):
            c = s[:cut]
            for t in words(2):
                for start in range(5):
                    if start > len(c) or c.find(t, start) < 0:
                        continue
                    got = evaluate(mk("str.indexof", string(s), string(t), integer(start)))
                    assert got == c.find(t, start), (s, c, t, start)


# ---- INDEXOF_EXTEND --------------------------------------------------------------------


def test_indexof_found_in_a_prefix_is_found_there_in_the_whole() -> None:
    """cvc5 issue12147-idof-same: indexof(A, c, 0) ≠ −1 ⊢ indexof(A·B, c, 0) = indexof(A, c, 0)."""
    first = mk("str.indexof", x, z, integer(0))
    status, stats = solve(mk("not", mk("=", first, integer(-1))),
                          mk("not", mk("=", mk("str.indexof", cat(x, y), z, integer(0)), first)))
    assert status is Status.UNSAT
    assert stats.get("lemma.INDEXOF_EXTEND", 0) > 0


def test_indexof_extend_twin_is_sat() -> None:
    first = mk("str.indexof", x, z, integer(0))
    status, _ = solve(mk("=", first, integer(-1)),
                      mk("not", mk("=", mk("str.indexof", cat(x, y), z, integer(0)), first)))
    assert status is Status.SAT


def test_indexof_extend_rule_on_all_short_strings() -> None:
    import itertools

    words = [""] + ["".join(p) for n in (1, 2, 3) for p in itertools.product("ab", repeat=n)]
    for a, b, t in itertools.product(words, words[:7], words[:7]):
        for start in range(-1, 4):
            p = evaluate(mk("str.indexof", string(a), string(t), integer(start)))
            if p >= 0:
                assert evaluate(mk("str.indexof", string(a + b), string(t), integer(start))) == p
