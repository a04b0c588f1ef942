"""The fixed-length search's lemma shrinking (:meth:`ComponentSolver.minimize`) and the
work it charges (issue 40).

* a shrunk block lemma stays unsatisfiable: at the lengths it names, no assignment
  over ``{a, b, c}`` satisfies its literals (brute force; a sound core has none over
  any alphabet);
* shrinking starts from what the failed search touched: constraints whose
  propagators never changed the store leave the lemma after one proving
  sub-search, not one sub-search per variable;
* the search charges its work (nodes, propagation, evaluator firings) to the
  deadline: a work limit stops it after about the work it stands for.
"""

from __future__ import annotations

import pytest
from fixed_length_helpers import brute_force, context
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.errors import ResourceLimit
from strsat.terms import STRING, Term, mk, string, var
from strsat.terms.walk import free_vars
from strsat.theory.fixed_length import FixedLength
from strsat.theory.fixed_length import solver as solver_module
from strsat.theory.fixed_length import store as store_module
from strsat.theory.seam.inferences import Inference

VARS = [var(n, STRING) for n in ("x", "y", "z", "u", "v")]


def _re(s: str) -> Term:
    return mk("str.to_re", string(s))


REGEXES = [
    mk("re.*", _re("a")),
    mk("re.*", _re("ab")),
    mk("re.++", mk("re.all"), _re("b"), mk("re.all")),
    mk("re.comp", mk("re.++", mk("re.all"), _re("a"), mk("re.all"))),
]
constants = st.sampled_from(["", "a", "b", "ab", "ba", "c"]).map(string)
atoms = st.one_of(st.sampled_from(VARS), constants)
concats = st.lists(atoms, min_size=1, max_size=3).map(
    lambda xs: xs[0] if len(xs) == 1 else mk("str.++", *xs))


@st.composite
def literal(draw) -> tuple[Term, bool]:
    kind = draw(st.sampled_from(["eq", "eq", "re", "contains", "prefixof", "lt"]))
    if kind == "eq":
        atom = mk("=", draw(concats), draw(concats))
    elif kind == "re":
        atom = mk("str.in_re", draw(st.sampled_from(VARS)), draw(st.sampled_from(REGEXES)))
    elif kind == "lt":
        atom = mk("str.<", draw(atoms), draw(atoms))
    else:
        atom = mk(f"str.{kind}", draw(concats), draw(atoms))
    return atom, draw(st.booleans())


@st.composite
def problems(draw):
    lits = draw(st.lists(literal(), min_size=3, max_size=8))
    used = set()
    for a, _ in lits:
        used |= free_vars(a)
    lengths = {v: draw(st.integers(0, 2)) for v in VARS if v in used}
    return lits, lengths


def _premises(lemma: Term) -> list[Term]:
    assert lemma.op == "not"
    body = lemma.args[0]
    return list(body.args) if body.op == "and" else [body]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems())
def test_shrunk_block_lemmas_stay_unsatisfiable(problem):
    lits, lengths = problem
    if not lengths:
        return
    ctx = context(lits, lengths)
    result = FixedLength().check(ctx)
    if result.model is not None or ctx.incomplete_reasons:
        return
    literal_terms = {a if p else mk("not", a) for a, p in lits}
    for lemma in result.lemmas:
        if lemma.kind is not Inference.FL_BLOCK:
            continue
        parts = _premises(lemma.formula)
        kept = [p for p in parts if p in literal_terms]
        named = {}
        for p in parts:  # (= (str.len x) n)
            if p.op == "=" and p.args[0].op == "str.len":
                named[p.args[0].args[0]] = p.args[1].value
        assert kept
        mentioned = set().union(*(free_vars(p) for p in kept))
        assert mentioned <= set(named), (lemma.formula, named)
        assert brute_force(kept, {v: named[v] for v in mentioned}, alphabet="abc") is None, \
            lemma.formula


def _chain(n: int) -> tuple[list[tuple[Term, bool]], dict[Term, int], list[Term]]:
    """``x ∈ a*``, ``x`` contains ``b`` (|x| = 2: the membership's propagation fails)
    joined to ``n`` other variables by disequations that never prune."""
    x = var("x", STRING)
    ys = [var(f"y{i}", STRING) for i in range(n)]
    lits = [(mk("str.in_re", x, mk("re.*", _re("a"))), True),
            (mk("str.in_re", x, mk("re.++", mk("re.all"), _re("b"), mk("re.all"))), True)]
    chain = [x, *ys]
    for a, b in zip(chain, chain[1:], strict=False):
        lits.append((mk("=", a, mk("str.++", b, string("c"))), False))
    lengths = {x: 2, **{y: 1 for y in ys}}
    return lits, lengths, ys


def test_shrinking_starts_from_the_touched_constraints(monkeypatch):
    lits, lengths, ys = _chain(12)
    calls = []
    original = solver_module.ComponentSolver._solve

    def counted(self):
        calls.append(len(self.constraints))
        return original(self)

    monkeypatch.setattr(solver_module.ComponentSolver, "_solve", counted)
    ctx = context(lits, lengths)
    result = FixedLength().check(ctx)
    assert result.model is None and len(result.lemmas) == 1
    premises = _premises(result.lemmas[0].formula)
    assert not any(y in free_vars(p) for p in premises for y in ys), premises
    assert ctx.stats.counters["fixed_length.core_dropped"] == 12
    # the search, then one sub-search proving the touched memberships unsatisfiable
    # (dropping one variable at a time took a sub-search per variable: 13)
    assert len(calls) == 2, calls
    assert calls[1] == 2


def test_search_charges_its_work():
    """A work limit stops a search of many evaluator firings after about the work it
    stands for: the units charged are the ticks of nodes, events and firings over
    :data:`TICKS_PER_UNIT`, not one unit per 16 nodes."""
    x, y = var("x", STRING), var("y", STRING)
    k = var("@k", STRING)
    lits = [(mk("=", k, mk("str.replace", x, string("ab"), y)), True),
            (mk("str.in_re", k, mk("re.*", _re("c"))), True),
            (mk("str.contains", x, string("b")), True)]
    lengths = {x: 6, y: 2, k: 6}
    ctx = context(lits, lengths)
    ctx.deadline = Deadline.never().work(10_000_000)
    FixedLength().check(ctx)
    nodes = ctx.stats.counters["fixed_length.nodes"]
    spent = ctx.deadline.spent
    assert nodes > 0
    assert spent * store_module.TICKS_PER_UNIT >= nodes * store_module.NODE_TICKS
    small = context(lits, lengths)
    small.deadline = Deadline.never().work(max(1, spent // 4))
    with pytest.raises(ResourceLimit):
        FixedLength().check(small)


def test_shrinking_sub_searches_share_the_components_alphabet(monkeypatch):
    """Every sub-search of lemma shrinking runs over the component's alphabet (the same
    kept object), not one built of each trial's own character sets: the automata's
    region masks and their memos are then built once per shrinking, not per trial
    (issue 39: html.parser's checks built a new alphabet and new masks for each of some
    twenty trials per failed component).  The lemma is the same as with the trials' own
    alphabets (a refinement of a trial's regions keeps its search exhaustive)."""
    x = var("x", STRING)
    ys = [var(f"y{i}", STRING) for i in range(6)]
    lits = [(mk("str.in_re", x, mk("re.*", _re("a"))), True),
            (mk("str.in_re", x, mk("re.++", mk("re.all"), _re("b"), mk("re.all"))), True)]
    for i, y in enumerate(ys):  # each its own character class, none touched by x
        cls = mk("re.range", string(chr(0x41 + 2 * i)), string(chr(0x42 + 2 * i)))
        lits.append((mk("str.in_re", y, mk("re.+", cls)), True))
    chain = [x, *ys]
    for a, b in zip(chain, chain[1:], strict=False):
        lits.append((mk("=", mk("str.++", a, b), string("zz")), False))
    lengths = {x: 2, **{y: 1 for y in ys}}
    boards = []
    original = solver_module.ComponentSolver._board

    def recorded(self, layout):
        board = original(self, layout)
        if board is not None:
            boards.append(board.alphabet)
        return board

    monkeypatch.setattr(solver_module.ComponentSolver, "_board", recorded)
    monkeypatch.setattr(solver_module, "TOUCHED_ROUNDS", 0)  # shrink by groups
    ctx = context(lits, lengths)
    result = FixedLength().check(ctx)
    assert result.model is None and len(result.lemmas) == 1
    premises = _premises(result.lemmas[0].formula)
    assert not any(y in free_vars(p) for p in premises for y in ys), premises
    assert len(boards) > 2
    assert all(a is boards[0] for a in boards), len({id(a) for a in boards})


def test_a_trial_an_earlier_model_satisfies_is_not_searched(monkeypatch):
    """Lemma shrinking keeps the values of the trials' models and the hints: a trial
    they satisfy (the evaluator decides) is satisfiable without a search of its own (a
    node per cell: most of issue 39's shrinking work); the lemma is the one the
    searches give."""
    x = var("x", STRING)
    ys = [var(f"y{i}", STRING) for i in range(8)]
    lits = [(mk("str.in_re", x, mk("re.*", _re("a"))), True),
            (mk("str.in_re", x, mk("re.++", mk("re.all"), _re("b"), mk("re.all"))), True)]
    lits.append((mk("=", mk("str.++", x, ys[0]), string("zzz")), False))
    for i, a in enumerate(ys):  # the ys distinct: busier than x, shrunk after it
        for b in ys[i + 1:]:
            lits.append((mk("=", a, b), False))
    lengths = {x: 2, **{y: 1 for y in ys}}
    hints = {x: "ab", **{y: chr(0x63 + i) for i, y in enumerate(ys)}}  # another step's

    def run(skip: bool) -> tuple[int, Term]:
        searched = []
        original = solver_module.ComponentSolver._solve
        satisfied = solver_module.ComponentSolver._satisfied

        def counted(self):
            searched.append(len(self.constraints))
            return original(self)

        with monkeypatch.context() as m:
            m.setattr(solver_module.ComponentSolver, "_solve", counted)
            m.setattr(solver_module, "TOUCHED_ROUNDS", 0)  # shrink by groups
            if not skip:
                m.setattr(solver_module.ComponentSolver, "_satisfied",
                          lambda self, trial, pool: False)
            else:
                m.setattr(solver_module.ComponentSolver, "_satisfied", satisfied)
            result = FixedLength().check(context(lits, lengths, hints=hints))
        assert result.model is None and len(result.lemmas) == 1
        return len(searched), result.lemmas[0].formula

    searched, lemma = run(True)
    plain, plain_lemma = run(False)
    assert lemma == plain_lemma
    assert searched < plain, (searched, plain)
