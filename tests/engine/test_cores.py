"""Unsat cores and assumptions (issue 11, item 4): in the engine and on the command line.

Every core a test obtains is re-checked by :func:`core_check.assert_core_unsat`.
"""

from __future__ import annotations

import pytest
from core_check import assert_core_unsat
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.loop import Loop
from strsat.engine.strategy import Stage, default_strategy
from strsat.smtlib import Interpreter, parse_term
from strsat.terms import FALSE, INT, STRING, Term, integer, mk, string, var
from strsat.theory.regular import Languages
from strsat.theory.seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult
from strsat.theory.seam.inferences import Inference

X, Y, Z = (var(n, STRING) for n in "xyz")
N = var("n", INT)
DECLS = {"x": STRING, "y": STRING, "z": STRING, "n": INT}


def t(text: str) -> Term:
    return parse_term(text, DECLS)


def core_of(formulas: list[Term], assumptions: list[Term] = ()) -> list[Term]:
    engine = Engine()
    for f in formulas:
        engine.add(f)
    result = engine.check(list(assumptions), Deadline(20), core=True)
    assert result.status is Status.UNSAT, result.reason
    assert result.core is not None
    assert set(result.core) <= set(formulas) | set(assumptions)
    assert_core_unsat(result.core)
    return result.core


# ---- the engine ---------------------------------------------------------------------


def test_core_of_the_loop_leaves_out_irrelevant_assertions() -> None:
    a1, a2, a3, a4, a5 = (t('(str.prefixof "ab" x)'), t("(= (str.len y) 3)"),
                          t('(str.suffixof "c" x)'), t('(str.in_re x (re.* (str.to_re "z")))'),
                          t("(> (str.len x) 0)"))
    core = core_of([a1, a2, a3, a4, a5])
    assert a2 not in core
    assert set(core) in ({a1, a4}, {a3, a4})


def test_core_of_the_ground_check_follows_the_fixings() -> None:
    fx, fy, fz = t('(= x "ab")'), t('(= y (str.++ x "c"))'), t('(= z "q")')
    length = t("(= (str.len y) 5)")
    core = core_of([fz, fx, fy, length, t("(= n 4)")])
    assert core == [fx, fy, length]


def test_core_over_assumptions() -> None:
    base = [t('(= (str.len x) 2)'), t('(str.prefixof "a" y)')]
    wrong_len, irrelevant = t("(> (str.len x) 5)"), t('(= y "ab")')
    core = core_of(base, [irrelevant, wrong_len])
    assert set(core) == {base[0], wrong_len}


def test_core_is_shrunk_to_a_minimal_one() -> None:
    # z3's core over the guards may keep redundant guards; deletion removes them
    chain = [t('(= x (str.++ y "a"))'), t('(= y (str.++ z "b"))'), t('(= z "")'),
             t('(str.contains x "q")'), t('(= (str.len x) 2)'), t('(str.prefixof "b" x)')]
    core = core_of(chain)
    for dropped in core:
        rest = [f for f in core if f is not dropped]
        engine = Engine()
        for f in rest:
            engine.add(f)
        assert engine.check(deadline=Deadline(10)).status is not Status.UNSAT, dropped


def test_core_after_pop_has_no_popped_assertion() -> None:
    engine = Engine()
    engine.add(t('(str.prefixof "a" x)'))
    engine.push()
    engine.add(t('(str.prefixof "b" x)'))
    assert engine.check(deadline=Deadline(10), core=True).status is Status.UNSAT
    engine.pop()
    engine.add(t('(= x "c")'))
    result = engine.check(deadline=Deadline(10), core=True)
    assert result.status is Status.UNSAT
    assert set(result.core) == {t('(str.prefixof "a" x)'), t('(= x "c")')}
    assert_core_unsat(result.core)


class BlockLengthThreeOnce(Step):
    """A step that blocks |x| = 3 once, without proof (a pruning lemma)."""

    name = "block-once"

    def __init__(self) -> None:
        self.done = False

    def axioms(self, atom: Term) -> list[Lemma]:
        return []

    def check(self, ctx: SolverState) -> StepResult:
        if self.done or ctx.length(X) != 3:
            return CONSISTENT
        self.done = True
        premise = mk("=", mk("str.len", X), integer(3))
        return StepResult(lemmas=[Lemma((premise,), FALSE, Inference.FL_BLOCK, pruning=True)])


def test_pruning_lemmas_never_leak_into_a_core() -> None:
    length = t("(= (str.len x) 3)")
    a, b = t('(str.prefixof "a" x)'), t('(str.prefixof "b" x)')
    loop = Loop(strategy=[Stage(BlockLengthThreeOnce()), *default_strategy(Languages())])
    result = loop.check([length, a, b, t('(= y "q")')], Deadline(20))
    assert result.status is Status.UNSAT
    assert result.stats.get("pruning.dropped") == 1  # the pruning core was seen first
    assert length not in result.core
    assert set(result.core) == {a, b}
    assert_core_unsat(result.core)


def test_core_needing_the_length_bound_to_grow() -> None:
    # unsat only for lengths above the first bound (8): the bound literal is not a reason
    long = t('(str.in_re x (re.+ (str.to_re "aaaaaaaaaa")))')
    core = core_of([t('(= y "q")'), long, t('(str.contains x "b")')])
    assert set(core) == {long, t('(str.contains x "b")')}


# ---- random formulas: every core is unsat on its own --------------------------------

_words = st.text(alphabet="ab", max_size=3).map(string)
_vars = st.sampled_from([X, Y])
_atoms = st.one_of(
    st.builds(lambda a, w: mk("=", a, w), _vars, _words),
    st.builds(lambda a, b: mk("=", a, mk("str.++", b, string("a"))), _vars, _vars),
    st.builds(lambda w, a: mk("str.prefixof", w, a), _words, _vars),
    st.builds(lambda w, a: mk("str.contains", a, w), _words, _vars),
    st.builds(lambda a, k: mk("<=", mk("str.len", a), integer(k)), _vars,
              st.integers(0, 3)),
    st.builds(lambda a, k: mk(">=", mk("str.len", a), integer(k)), _vars,
              st.integers(0, 4)),
)
_literals = st.builds(lambda a, neg: mk("not", a) if neg else a, _atoms, st.booleans())


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(_literals, min_size=2, max_size=7))
def test_every_core_of_random_literals_is_unsat(formulas: list[Term]) -> None:
    engine = Engine()
    for f in formulas:
        engine.add(f)
    result = engine.check(deadline=Deadline(10), core=True)
    if result.status is Status.UNSAT:
        assert result.core is not None and set(result.core) <= set(formulas)
        assert_core_unsat(result.core)


# ---- the command line ----------------------------------------------------------------


def run(script: str) -> list[str]:
    return Interpreter(timeout=20).run(script)


SCRIPT = """
(set-option :produce-unsat-cores true)
(set-option :produce-unsat-assumptions true)
(declare-const x String)
(declare-const y String)
(declare-const p Bool)
(assert (! (str.prefixof "ab" x) :named a1))
(assert (! (= (str.len y) 3) :named |a two|))
(assert (str.suffixof "c" x))
(assert (! (> (str.len x) 0) :named a5))
(check-sat)
(get-unsat-core)
(push)
(assert (! (str.in_re x (re.* (str.to_re "z"))) :named a6))
(check-sat)
(get-unsat-core)
(get-unsat-assumptions)
(pop)
(check-sat-assuming (p (= y "") (not p)))
(get-unsat-assumptions)
(get-unsat-core)
"""


def test_named_assertions_and_assumptions_on_the_command_line() -> None:
    out = run(SCRIPT)
    assert out[0] == "sat"
    assert out[1] == '(error "12:1: no unsat core: the last check-sat answered sat")'
    assert out[2] == "unsat"
    # the unnamed suffix assertion may stand in for a1: either core is unsat with it
    assert out[3] in ("(a6)", "(a1 a6)")
    assert out[4] == "()"
    assert out[5] == "unsat"
    # two minimal cores: the assumptions p, (not p); or (= y "") with |a two|
    assert (out[6], out[7]) in (("(p (not p))", "()"), ('((= y ""))', "(|a two|)"))


def test_cores_from_the_command_line_are_unsat() -> None:
    interp = Interpreter(timeout=20)
    out = interp.run(SCRIPT.split("(pop)")[0])
    assert out[-3:] == ["unsat", out[-2], "()"]
    named = {a.name: a.term for lvl in interp.levels for a in lvl.assertions if a.name}
    unnamed = [a.term for lvl in interp.levels for a in lvl.assertions if not a.name]
    names = out[-2].strip("()").split()
    assert_core_unsat(unnamed + [named[n] for n in names])


def test_unsat_core_errors_follow_the_standard() -> None:
    out = run("""
        (declare-const x String)
        (assert (! (= x "a") :named n1))
        (assert (! (= x "b") :named n2))
        (get-unsat-core)
        (check-sat)
        (get-unsat-core)
        (get-unsat-assumptions)
        (set-option :produce-unsat-cores true)
        (check-sat)
        (get-unsat-core)
        (get-unsat-core 1)
        (set-option :produce-unsat-cores maybe)
    """)
    assert out[0] == '(error "5:9: get-unsat-core needs (set-option :produce-unsat-cores true)")'
    assert out[1] == "unsat"
    assert out[2].startswith('(error "7:9: get-unsat-core needs')
    assert out[3].startswith('(error "8:9: get-unsat-assumptions needs (set-option '
                             ':produce-unsat-assumptions true)')
    assert out[4:6] == ["unsat", "(n1 n2)"]
    assert out[6] == '(error "12:9: get-unsat-core expects 0 arguments, got 1")'
    assert out[7].startswith('(error "13:')


def test_core_option_is_reported_and_changes_invalidate_the_core() -> None:
    out = run("""
        (set-option :produce-unsat-cores true)
        (get-option :produce-unsat-cores)
        (declare-const x String)
        (assert (! (= x "a") :named n1))
        (assert (! (= x "b") :named n2))
        (check-sat)
        (assert (= x "c"))
        (get-unsat-core)
    """)
    assert out == ["true", "unsat",
                   '(error "9:9: no unsat core: no check-sat since the last change")']


@pytest.mark.parametrize("named", ["(! (= x \"a\") :named n1)", "(= x \"a\")"])
def test_named_subterm_is_not_a_core_name(named: str) -> None:
    out = run(f"""
        (set-option :produce-unsat-cores true)
        (declare-const x String)
        (assert (or (! (= x "z") :named inner) {named}))
        (assert (! (not (= x "a")) :named n2))
        (assert (! (not (= x "z")) :named n3))
        (check-sat)
        (get-unsat-core)
    """)
    assert out[0] == "unsat"
    assert "inner" not in out[1]
