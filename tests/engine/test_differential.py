"""Differential tests of the engine against z3 and cvc5 (issue 5).

Random formulas mix concatenation, lengths, library functions, integer
arithmetic and regular constraints over a two-letter alphabet.  strsat must
never answer the opposite of what both peers agree on, and every ``sat`` model
must satisfy the formula under the reference evaluator.  Peers that are not
installed are skipped.  The default run is short; ``-m slow`` runs many more.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import CheckResult, Engine, Status
from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate
from strsat.terms.printer import term_to_smtlib

X, Y, Z = (var(n, STRING) for n in "xyz")
N = var("n", INT)
STRINGS = [X, Y, Z]
PEER_TIMEOUT_MS = 3000
OURS_TIMEOUT_S = 4.0
#: A time-out is retried once with this much longer limit before it counts as
#: ``unknown``: the bound on unknowns must measure give-ups, not the machine's load.
RETRY_TIMEOUT_S = 60.0

words = st.text(alphabet="ab", max_size=3).map(string)
small_ints = st.integers(min_value=-1, max_value=4).map(integer)


def _regexes() -> st.SearchStrategy[Term]:
    leaf = st.one_of(
        st.text(alphabet="ab", max_size=2).map(lambda w: mk("str.to_re", string(w))),
        st.just(mk("re.allchar")),
        st.just(mk("re.range", string("a"), string("a"))),
    )
    return st.recursive(leaf, lambda r: st.one_of(
        st.builds(lambda a, b: mk("re.++", a, b), r, r),
        st.builds(lambda a, b: mk("re.union", a, b), r, r),
        st.builds(lambda a: mk("re.*", a), r),
        st.builds(lambda a: mk("re.comp", a), r),
        st.builds(lambda a, b: mk("re.inter", a, b), r, r),
    ), max_leaves=4)


def _strings(depth: int) -> st.SearchStrategy[Term]:
    base = st.one_of(st.sampled_from(STRINGS), words)
    if depth == 0:
        return base
    sub = _strings(depth - 1)
    ints = _ints(depth - 1)
    return st.one_of(
        base,
        st.builds(lambda a, b: mk("str.++", a, b), sub, sub),
        st.builds(lambda a, i: mk("str.at", a, i), sub, ints),
        st.builds(lambda a, i, j: mk("str.substr", a, i, j), sub, ints, ints),
        st.builds(lambda a, b, c: mk("str.replace", a, b, c), sub, sub, sub),
        st.builds(lambda i: mk("str.from_int", i), ints),
    )


def _ints(depth: int) -> st.SearchStrategy[Term]:
    base = st.one_of(st.just(N), small_ints)
    if depth == 0:
        return base
    sub = _strings(depth - 1)
    return st.one_of(
        base,
        st.builds(lambda a: mk("str.len", a), sub),
        st.builds(lambda a, b, i: mk("str.indexof", a, b, i), sub, sub, base),
        st.builds(lambda a: mk("str.to_int", a), sub),
        st.builds(lambda i, j: mk("+", i, j), base, base),
    )


def _atoms() -> st.SearchStrategy[Term]:
    s, i = _strings(1), _ints(1)
    return st.one_of(
        st.builds(lambda a, b: mk("=", a, b), s, s),
        st.builds(lambda a, b: mk("str.contains", a, b), s, s),
        st.builds(lambda a, b: mk("str.prefixof", a, b), s, s),
        st.builds(lambda a, b: mk("str.suffixof", a, b), s, s),
        st.builds(lambda a, r: mk("str.in_re", a, r), st.sampled_from(STRINGS), _regexes()),
        st.builds(lambda a, b: mk("<=", a, b), i, i),
        st.builds(lambda a, b: mk("=", a, b), i, i),
        st.builds(lambda a, b: mk("str.<", a, b), s, s),
    )


literals = st.builds(lambda a, neg: mk("not", a) if neg else a, _atoms(), st.booleans())
clauses = st.lists(literals, min_size=1, max_size=2).map(
    lambda ls: ls[0] if len(ls) == 1 else mk("or", *ls))
formulas = st.lists(clauses, min_size=1, max_size=4)


def _script(assertions: list[Term]) -> str:
    lines = ["(set-logic QF_SLIA)"]
    lines += [f"(declare-const {v.value} String)" for v in STRINGS]
    lines.append("(declare-const n Int)")
    lines += [f"(assert {term_to_smtlib(a)})" for a in assertions]
    return "\n".join(lines) + "\n"


_Z3_CHILD = ("import sys, z3; s = z3.Solver(); s.set('timeout', int(sys.argv[1])); "
             "s.from_string(sys.stdin.read()); print(s.check())")


def _z3_answer(script: str) -> str:
    """z3's answer, in a child process killed after 30 s: z3's string solver does not
    always honour its own timeout (a generated example hung the suite for minutes)."""
    try:
        out = subprocess.run([sys.executable, "-c", _Z3_CHILD, str(PEER_TIMEOUT_MS)],
                             input=script, capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return "unknown"
    return _first_answer(out.stdout)


def _first_answer(stdout: str) -> str:
    first = (stdout.split() or ["unknown"])[0]
    return first if first in ("sat", "unsat") else "unknown"


def _cvc5_answer(script: str) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".smt2") as f:
        f.write(script + "(check-sat)\n")
        f.flush()
        out = subprocess.run(
            [sys.executable, "-m", "strsat_bench.cvc5_child", "--tlimit-ms",
             str(PEER_TIMEOUT_MS), f.name], capture_output=True, text=True, timeout=60)
    return _first_answer(out.stdout)


def _have_cvc5() -> bool:
    try:
        import cvc5  # noqa: F401
    except ImportError:
        return False
    return True


#: Share of the examples of one test that strsat may answer ``unknown`` (a solver that
#: gives up must fail these tests, not pass them; in 2 x 60 default examples and the
#: long runs of 1,200 none was unknown when this bound was set).
MAX_UNKNOWN_SHARE = 0.1


def _solve(assertions: list[Term], seconds: float) -> CheckResult:
    engine = Engine()
    for a in assertions:
        engine.add(a)
    return engine.check(deadline=Deadline(seconds))


def _check(assertions: list[Term]) -> Status:
    """strsat's answer, after checking it against the evaluator and the peers."""
    ours = _solve(assertions, OURS_TIMEOUT_S)
    if ours.status is Status.UNKNOWN and "timeout" in (ours.reason or ""):
        ours = _solve(assertions, RETRY_TIMEOUT_S)
    if ours.status is Status.SAT:
        assert ours.model is not None
        for a in assertions:
            assert evaluate(a, ours.model) is True, (term_to_smtlib(a), ours.model)
    if ours.status is Status.UNKNOWN:
        return ours.status
    script = _script(assertions)
    answers = {_z3_answer(script)}
    if _have_cvc5():
        answers.add(_cvc5_answer(script))
    if len(answers) == 1 and answers <= {"sat", "unsat"}:
        (peers,) = answers
        assert ours.status.value == peers, f"strsat {ours.status.value}, peers {peers}\n{script}"
    return ours.status


def _differential(strategy: st.SearchStrategy[list[Term]], examples: int) -> None:
    """Run ``examples`` formulas of ``strategy`` through :func:`_check`; then bound the
    share of ``unknown`` answers (counted over the examples that passed)."""
    answers: list[Status] = []

    @settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def run(assertions: list[Term]) -> None:
        answers.append(_check(assertions))

    run()
    unknown = sum(1 for a in answers if a is Status.UNKNOWN)
    assert unknown <= max(1.0, MAX_UNKNOWN_SHARE * len(answers)), \
        f"strsat answered unknown on {unknown} of {len(answers)} formulas"


def test_agrees_with_the_peers() -> None:
    _differential(formulas, 25)


@pytest.mark.slow
def test_agrees_with_the_peers_long() -> None:
    _differential(formulas, 400)


# ---- word equations against constants, memberships and equalities mixed -----------------

_letters = st.text(alphabet="ab", min_size=1, max_size=4).map(string)


def _equation_atoms() -> st.SearchStrategy[Term]:
    concat = st.lists(st.one_of(st.sampled_from(STRINGS), _letters), min_size=2, max_size=4)
    return st.one_of(
        st.builds(lambda c, parts: mk("=", c, mk("str.++", *parts)),
                  st.text(alphabet="ab", min_size=2, max_size=7).map(string), concat),
        st.builds(lambda a, b: mk("=", a, b), st.sampled_from(STRINGS), st.sampled_from(STRINGS)),
        st.builds(lambda a, w: mk("=", a, w), st.sampled_from(STRINGS), _letters),
        st.builds(lambda a, r: mk("str.in_re", a, r), st.sampled_from(STRINGS), _regexes()),
        st.builds(lambda a, b: mk("=", mk("str.++", *a), mk("str.++", *b)), concat, concat),
    )


_eq_literals = st.builds(lambda a, neg: mk("not", a) if neg else a, _equation_atoms(),
                         st.booleans())
_eq_formulas = st.lists(st.lists(_eq_literals, min_size=1, max_size=2).map(
    lambda ls: ls[0] if len(ls) == 1 else mk("or", *ls)), min_size=1, max_size=4)


def test_word_equations_agree_with_the_peers() -> None:
    """Constants equal to concatenations, memberships on variables that equal each
    other only in some candidates (CONST_PATTERN's premises), overlaps and letter
    counts."""
    _differential(_eq_formulas, 15)


@pytest.mark.slow
def test_word_equations_agree_with_the_peers_long() -> None:
    _differential(_eq_formulas, 400)


# ---- memberships of concatenations that share variables (RE_SPLIT_EMPTY) ---------------

def _membership_atoms() -> st.SearchStrategy[Term]:
    concat = st.lists(st.one_of(st.sampled_from(STRINGS[:2]), _letters), min_size=2,
                      max_size=4).map(lambda parts: mk("str.++", *parts))
    subject = st.one_of(concat, concat, st.sampled_from(STRINGS[:2]))
    return st.one_of(
        st.builds(lambda s, r: mk("str.in_re", s, r), subject, _regexes()),
        st.builds(lambda s, r: mk("str.in_re", s, r), subject, _regexes()),
        st.builds(lambda a, b: mk("=", mk("str.len", a), b), st.sampled_from(STRINGS[:2]),
                  small_ints),
    )


_mem_formulas = st.lists(st.builds(lambda a, neg: mk("not", a) if neg else a,
                                   _membership_atoms(), st.booleans()),
                         min_size=2, max_size=5)


def test_concatenation_memberships_agree_with_the_peers() -> None:
    """Several memberships of concatenations of ``x`` and ``y`` (the joint split search
    runs on about one formula in ten here and finds no conflict the other steps miss;
    its conflicts are checked against brute force in tests/theory/test_regular_splits.py)."""
    _differential(_mem_formulas, 20)


@pytest.mark.slow
def test_concatenation_memberships_agree_with_the_peers_long() -> None:
    _differential(_mem_formulas, 400)
