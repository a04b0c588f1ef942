"""The relevance walk (engine/relevance.py): the literals it keeps are enough.

Property: for formulas true under a model, every other model that agrees on the
kept string literals (and on the Bool/Int leaves, which the core decides) makes the
formulas true as well — so the theory may ignore every other string atom.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.engine.relevance import relevant_literals
from strsat.terms import BOOL, INT, STRING, Term, integer, mk, string, var

X = var("x", STRING)
ATOMS = [mk("str.prefixof", string(c), X) for c in "abcd"]
B = var("b", BOOL)
N = var("n", INT)
INT_LEAF = mk("<=", N, integer(3))
LEAVES = [*ATOMS, B, INT_LEAF]


def formulas() -> st.SearchStrategy[Term]:
    def extend(children: st.SearchStrategy[Term]) -> st.SearchStrategy[Term]:
        pair = st.tuples(children, children)
        return st.one_of(
            children.map(lambda c: mk("not", c)),
            pair.map(lambda p: mk("and", *p)),
            pair.map(lambda p: mk("or", *p)),
            pair.map(lambda p: mk("=>", *p)),
            st.tuples(children, children, children).map(lambda p: mk("ite", *p)),
            pair.map(lambda p: mk("xor", *p)),
        )

    return st.recursive(st.sampled_from(LEAVES), extend, max_leaves=8)


def holds(t: Term, leaf: dict[Term, bool]) -> bool:
    op = t.op
    if t in leaf:
        return leaf[t]
    vals = [holds(c, leaf) for c in t.args]
    if op == "not":
        return not vals[0]
    if op == "and":
        return all(vals)
    if op == "or":
        return any(vals)
    if op == "=>":
        return not vals[0] or vals[1]
    if op == "ite":
        return vals[1] if vals[0] else vals[2]
    if op == "xor":
        return vals[0] != vals[1]
    raise AssertionError(op)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(formulas(), st.lists(st.booleans(), min_size=len(LEAVES), max_size=len(LEAVES)))
def test_kept_literals_suffice(f: Term, bits: list[bool]) -> None:
    model = dict(zip(LEAVES, bits, strict=True))
    if not holds(f, model):
        f = mk("not", f)
    kept = {lit.atom: lit.positive  # the core evaluates any term that is not a connective
            for lit in relevant_literals([f], lambda t: holds(t, model))}
    assert all(model[a] is v for a, v in kept.items())
    free = [a for a in ATOMS if a not in kept]
    for values in itertools.product((False, True), repeat=len(free)):
        other = {**model, **dict(zip(free, values, strict=True))}
        assert holds(f, other), (f, kept, other)


def test_a_true_disjunct_without_atoms_is_preferred() -> None:
    f = mk("or", ATOMS[0], B)
    assert relevant_literals([f], {ATOMS[0]: True, B: True}.__getitem__) == []
    kept = relevant_literals([f], {ATOMS[0]: True, B: False}.__getitem__)
    assert [(lit.atom, lit.positive) for lit in kept] == [(ATOMS[0], True)]


def test_formulas_without_string_atoms_are_not_walked() -> None:
    """A length lemma holds no string atom and adds no literal; a string atom inside an
    integer ``ite``'s condition still counts (the walk follows those conditions)."""
    from strsat.engine.relevance import _reaches_atoms

    lemma = mk("<=", integer(0), mk("str.len", X))
    assert not _reaches_atoms(lemma)
    inside = mk("<=", mk("ite", ATOMS[0], integer(1), integer(0)), N)
    assert _reaches_atoms(inside)
    values = {ATOMS[0]: True, inside: True, lemma: True}
    kept = relevant_literals([lemma, inside], lambda t: values.get(t, 0))
    assert [(lit.atom, lit.positive) for lit in kept] == [(ATOMS[0], True)]


def test_the_model_values_a_round_reads_are_charged(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Each value of the core's model a round reads (the relevance walk's leaves, the
    lengths and variables) is a z3 evaluation: charged, :data:`MODEL_VALUES_PER_UNIT`
    to a unit (checks33: 16,000 reads, 7 % of a category-counter check, uncharged)."""
    from strsat.engine import Engine, loop
    from strsat.engine.result import Status

    def check() -> tuple[int, int]:
        e = Engine()
        y = var("y", STRING)
        e.add(mk("=", mk("str.len", X), mk("str.len", y)))
        for i in range(40):
            e.add(mk("or", mk("str.contains", X, string(chr(0x100 + i) * 2)),
                     mk("<=", N, integer(i)), mk("str.prefixof", string(f"q{i}"), y)))
        r = e.check()
        assert r.status is Status.SAT
        return int(r.stats["relevance.values"]), int(r.stats["work.check"])

    values, work = check()
    assert values >= 200
    monkeypatch.setattr(loop, "MODEL_VALUES_PER_UNIT", 1)
    again, work_each = check()
    assert again == values
    assert values - values // 16 - 16 <= work_each - work <= values


def test_a_loops_rounds_walk_each_term_for_its_atoms_once(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The loop's :class:`AtomMemo` keeps what the walks found of its terms across the
    rounds (whether each holds string atoms, an integer atom's lack of integer ``ite``):
    a second round asks no structural walk, and keeps the same literals with the same
    model reads (units40: a weak dictionary's lookup per fact and round was a fifth of
    the relevance walk)."""
    from strsat.engine import relevance

    walks = [0]
    for name in ("_has_atoms", "_reaches_atoms", "_int_ite_conditions"):
        real = getattr(relevance, name)

        def counted(t: Term, real=real):  # type: ignore[no-untyped-def]
            walks[0] += 1
            return real(t)

        monkeypatch.setattr(relevance, name, counted)
    lemma = mk("=>", mk("<=", N, integer(2)), mk("or", ATOMS[0], INT_LEAF))
    facts = [lemma, mk("or", ATOMS[1], B), mk("=>", B, ATOMS[2]), INT_LEAF]
    values = {ATOMS[0]: True, ATOMS[1]: False, ATOMS[2]: True, B: True, INT_LEAF: False,
              mk("<=", N, integer(2)): True}
    memo = relevance.AtomMemo()
    reads: list[int] = []
    kept = []
    for _ in range(2):
        before = walks[0]
        n = [0]

        def leaf(t: Term, n=n) -> bool:  # type: ignore[no-untyped-def]
            n[0] += 1
            return values[t]

        kept.append(relevance.relevant_literals(facts, leaf, memo))
        reads.append(n[0])
        walks.append(walks[0] - before)
    assert walks[1] > 0 and walks[2] == 0
    assert kept[0] == kept[1] and reads[0] == reads[1]
    assert {(lit.atom, lit.positive) for lit in kept[0]} == {
        (ATOMS[0], True), (ATOMS[2], True)}
