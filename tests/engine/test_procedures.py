"""The engine's procedures are data (engine/procedures/, issue 25 §1): tried in order on
one Problem, the first definite answer wins, and every sat model is validated."""

from __future__ import annotations

from strsat.deadline import Deadline
from strsat.engine import CheckResult, Engine, Status
from strsat.engine.problem import Problem
from strsat.terms import STRING, integer, mk, string, var

x = var("x", STRING)


class Recorder:
    """A procedure that records the problems it saw and answers ``answer``."""

    def __init__(self, name: str, answer: CheckResult | None, suitable: bool = True) -> None:
        self.name, self.answer, self._suitable = name, answer, suitable
        self.seen: list[Problem] = []

    def suitable(self, problem: Problem) -> bool:
        return self._suitable

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        self.seen.append(problem)
        return self.answer


def test_the_default_list_ends_with_the_loop() -> None:
    names = [p.name for p in Engine().procedures]
    assert names == ["ground", "independent", "tree_languages", "straight_line", "lengths_only",
                     "projections", "components", "nielsen", "loop", "tree_languages", "components",
                     "nielsen", "loop"]


def test_procedures_run_in_order_until_a_definite_answer() -> None:
    engine = Engine()
    engine.add(mk("and", mk("str.prefixof", string("a"), x), mk("=", mk("str.len", x),
                                                                  mk("str.len", x))))
    skipped = Recorder("skipped", CheckResult(Status.UNSAT), suitable=False)
    passes = Recorder("passes", None)
    unsure = Recorder("unsure", CheckResult(Status.UNKNOWN, reason="incomplete: test"))
    decides = Recorder("decides", CheckResult(Status.SAT, model={x: "ab"}))
    after = Recorder("after", CheckResult(Status.UNSAT))
    engine.procedures = [skipped, passes, unsure, decides, after]
    result = engine.check()
    assert result.status is Status.SAT and result.model == {x: "ab"}
    assert not skipped.seen and not after.seen
    assert passes.seen[0] is unsure.seen[0] is decides.seen[0]  # one Problem for all
    assert len(passes.seen[0].parts) == 2  # the top-level "and" split once


def test_a_model_that_fails_validation_becomes_unknown() -> None:
    engine = Engine()
    engine.add(mk("str.prefixof", string("a"), x))
    engine.procedures = [Recorder("wrong", CheckResult(Status.SAT, model={x: "b"}))]
    result = engine.check()
    assert result.status is Status.UNKNOWN and "validation" in (result.reason or "")


def test_the_last_unknown_reason_is_reported() -> None:
    engine = Engine()
    engine.add(mk("str.prefixof", string("a"), x))
    engine.procedures = [Recorder("a", CheckResult(Status.UNKNOWN, reason="incomplete: a")),
                         Recorder("b", CheckResult(Status.UNKNOWN, reason="incomplete: b"))]
    assert engine.check().reason == "incomplete: b"


def test_the_nielsen_graph_waits_for_the_loop_past_its_first_share() -> None:
    """Issue 39 item 2: a chain of commutations ``x_i·x_{i+1} = x_{i+1}·x_i`` with
    ``|x_8| = 16`` is not decided on the Nielsen graph within its first share, and the
    loop decides it in a few thousand readings: the check spends about the first share
    and the loop's, not the graph's whole budget (counted in readings, not seconds)."""
    from strsat.engine.procedures import LOOP_WORK
    from strsat.engine.procedures.nielsen import FIRST_WORK, WORK

    xs = [var(f"c{i}", STRING) for i in range(8)]
    engine = Engine()
    for a, b in zip(xs, xs[1:], strict=False):
        engine.add(mk("=", mk("str.++", a, b), mk("str.++", b, a)))
    for v in xs:
        engine.add(mk(">=", mk("str.len", v), integer(1)))
    engine.add(mk("=", mk("str.len", xs[-1]), integer(16)))
    deadline = Deadline.never().work(10 * WORK)
    result = engine.check(deadline=deadline)
    assert result.status is Status.SAT
    assert deadline.spent <= FIRST_WORK + LOOP_WORK + 1_000 < WORK


def test_a_procedure_that_is_not_suitable_would_not_decide() -> None:
    """``suitable`` is the cheap test of each procedure's shape: where it fails, the
    procedure's ``decide`` has nothing to say either."""
    from strsat.engine.procedures import IndependentVariables, StraightLine

    y = var("y", STRING)
    rep = mk("str.replace", x, string("<"), string(""))
    problems = [
        [mk("=", mk("str.++", x, y), mk("str.++", y, x)), mk("str.prefixof", string("a"), x)],
        [mk("str.in_re", x, mk("re.*", mk("str.to_re", string("ab"))))],
        [mk("=", y, rep), mk("str.contains", y, string("<"))],
        [mk("or", mk("=", y, rep), mk("=", y, x)), mk("str.contains", y, string("<"))],
        [mk("=", y, mk("str.++", x, string("a"))), mk("=", mk("str.len", y), integer(3))],
        [mk("str.contains", mk("str.++", x, y), string("ab")), mk("=", x, y)],
    ]
    seen = {True: 0, False: 0}
    for formulas in problems:
        for procedure in (IndependentVariables(), StraightLine()):
            problem = Problem.of(formulas)
            suitable = procedure.suitable(problem)
            seen[suitable] += 1
            if not suitable:
                assert procedure.decide(problem, Deadline(10)) is None, (procedure.name, formulas)
    assert seen[True] and seen[False]


def test_the_loop_share_prepares_once_for_both_turns(monkeypatch) -> None:
    """A preparation past the loop share's readings (:data:`LOOP_WORK`) is made on the
    check's budget and kept for the loop's second turn, not thrown away with the share
    and made again (kausler's beasties24: 12,892 -> 8,887 units)."""
    import pytest

    import strsat.engine.prepare as prepare_module
    from strsat.engine.procedures import LOOP_WORK, LoopShare
    from strsat.errors import ResourceLimit

    xs = [var(f"x{i}", STRING) for i in range(5000)]
    y = var("y", STRING)
    formulas = [mk("=", xs[0], mk("str.++", y, string("a")))]
    formulas += [mk("=", xs[i], mk("str.++", xs[i - 1], string("b"))) for i in range(1, 5000)]
    formulas.append(mk("str.contains", xs[-1], string("ab")))
    with pytest.raises(ResourceLimit):  # the shape: its preparation needs more
        prepare_module.prepare(Problem.of(formulas), Deadline(None).budget(LOOP_WORK))

    made: list[int] = []
    real = prepare_module.fix_reglan_variables

    def counted(fs):  # the first step of every preparation made
        made.append(1)
        return real(fs)

    monkeypatch.setattr(prepare_module, "fix_reglan_variables", counted)

    class Preparing:
        """The loop's first act: the problem's preparation, on the deadline it is given."""

        name = "loop"

        def suitable(self, problem: Problem) -> bool:
            return True

        def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
            prepare_module.prepare(problem, deadline)
            return None

    problem = Problem.of(formulas)
    problem.stopped.add("components")
    loop = Preparing()
    try:
        LoopShare(loop).decide(problem, Deadline(None))
    except ResourceLimit:
        pass
    loop.decide(problem, Deadline(None))
    assert len(made) == 1


class Spender(Recorder):
    """A procedure that spends the check's work budget, then answers ``answer``."""

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        self.seen.append(problem)
        while not deadline.expired():
            pass
        return self.answer


def test_a_deadline_between_procedures_is_the_reason_not_an_earlier_unknown() -> None:
    # an earlier procedure's "no decision procedure yet" was reported when the budget ran
    # out before the later ones had a turn (an explorer then did not retry the check)
    engine = Engine()
    engine.add(mk("str.prefixof", string("a"), x))
    unsure = Spender("unsure", CheckResult(Status.UNKNOWN, reason="incomplete: no decision "
                                                                  "procedure yet for test"))
    later = Recorder("later", CheckResult(Status.SAT, model={x: "a"}))
    engine.procedures = [unsure, later]
    result = engine.check(deadline=Deadline(None).work(200))
    assert result.status is Status.UNKNOWN and not later.seen
    assert (result.reason or "").startswith("timeout"), result.reason
