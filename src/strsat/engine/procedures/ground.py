"""Deciding what the reference evaluator can decide exactly (until the real engine).

:func:`check_ground` handles conjunctions whose free variables are all fixed
by top-level equalities to constants:

1. take the problem's top-level conjuncts (``and`` flattened, :mod:`..problem`);
2. a conjunct ``(= ... x ... g ...)`` with ``x`` a variable and ``g`` a ground
   term fixes ``x`` to the value of ``g`` (a RegLan variable to the regex ``g``
   itself); a conjunct ``b`` / ``(not b)`` with
   ``b`` a Bool variable fixes ``b`` to true / false; a membership
   ``(str.in_re x r)`` with ``r`` a ground regex of one word (``str.to_re`` of a
   ground string, a concatenation of those) fixes ``x`` to that word (automatark's
   files test a regex on one literal this way: the evaluator then decides the
   other memberships by derivatives, without automata);
3. substitute the fixed values and repeat until nothing new is fixed;
4. evaluate the conjuncts that became ground.

Soundness: every fixed value is forced (it comes from a top-level conjunct),
so a ground conjunct that evaluates to false proves ``unsat``; when every
conjunct is ground and true, the fixed values are a model (``sat``; the
engine validates it again against the original assertions).  Anything else is
``unknown`` with the reason ``incomplete: no decision procedure yet for ...``;
nothing is guessed.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...deadline import Deadline
from ...terms import BOOL, FALSE, REGLAN, TRUE, Term, Value, const
from ...terms.evaluate import Evaluator, Undetermined
from ...terms.ops import VAR
from ...terms.walk import free_vars, free_vars_many, is_ground, postorder_many, substitute
from ..problem import Problem, conjuncts
from ..result import CheckResult, Status
from ..stats import Stats

if TYPE_CHECKING:
    from collections.abc import Sequence


def _fixings(c: Term, ev: Evaluator) -> list[tuple[Term, Term]]:
    """The values (literals; ground regexes for RegLan) a top-level conjunct forces."""
    if c.op == VAR and c.sort is BOOL:
        return [(c, TRUE)]
    if c.op == "not" and c.args[0].op == VAR:
        return [(c.args[0], FALSE)]
    if c.op == "str.in_re" and c.args[0].op == VAR:
        word = _one_word(c.args[1], ev)
        return [] if word is None else [(c.args[0], const(word))]
    if c.op != "=":
        return []
    vars_ = [a for a in c.args if a.op == VAR]
    source = next((a for a in c.args if is_ground(a)), None)
    if not vars_ or source is None:
        return []
    if source.sort is REGLAN:
        return [(v, source) for v in vars_]  # a language: the variable stands for it
    try:
        value = const(ev.evaluate(source))
    except Undetermined:
        return []
    return [(v, value) for v in vars_]


def _one_word(r: Term, ev: Evaluator) -> str | None:
    """The one word of the language of ``r`` when ``r`` is ``str.to_re`` of a ground
    string or a concatenation of such regexes, else None."""
    parts = r.args if r.op == "re.++" else (r,)
    words: list[str] = []
    for part in parts:
        if part.op != "str.to_re" or not is_ground(part.args[0]):
            return None
        try:
            words.append(str(ev.evaluate(part.args[0])))
        except Undetermined:
            return None
    return "".join(words)


def _fragment(formulas: Sequence[Term]) -> str:
    """A short description of the operators of the undecided formulas."""
    ops = sorted({t.op for t in postorder_many(list(formulas))
                  if t.op not in (VAR, "const", "and", "not")})
    shown = ", ".join(ops[:12]) + (", ..." if len(ops) > 12 else "")
    return f"formulas over free variables ({shown})" if shown else "Boolean structure"


def check_ground(formulas: list[Term], deadline: Deadline, track: bool = False
                 ) -> CheckResult:
    """:func:`decide_ground` of the formulas' :class:`~strsat.engine.problem.Problem`."""
    return decide_ground(Problem.of(formulas, track), deadline)


def decide_ground(problem: Problem, deadline: Deadline) -> CheckResult:
    """Decide the problem if propagating ``var = constant`` makes it ground.

    With ``problem.track``, an ``unsat`` answer carries a core: the formulas the
    false conjunct came from, and those of every fixing substituted into it.
    """
    formulas, track = problem.formulas, problem.track
    stats = Stats()
    fixed: dict[Term, Value] = {}
    #: the formulas (indices) each current conjunct depends on, when tracking
    origins: dict[Term, frozenset[int]] = {}
    current = _tracked_conjuncts(problem, origins) if track else list(problem.parts)
    fixed_by: dict[Term, frozenset[int]] = {}
    ev = Evaluator({}, deadline)
    while True:
        deadline.check("ground propagation")
        stats.count("ground.rounds")
        new: dict[Term, Term] = {}
        for c in current:
            for v, value in _fixings(c, ev):
                if v not in fixed and v not in new:
                    new[v] = value
                    if track:
                        fixed_by[v] = origins[c]
        if not new:
            break
        fixed.update((v, t if t.sort is REGLAN else t.value)  # type: ignore[misc]
                     for v, t in new.items())
        cache: dict[int, Term] = {}
        if track:
            current = _substitute_tracked(current, new, fixed_by, origins, cache)
        else:
            current = conjuncts([substitute(c, new, cache) for c in current])
    stats.count("ground.fixed_vars", len(fixed))
    open_: list[Term] = []
    undetermined: str | None = None
    for c in current:
        deadline.check("ground evaluation")
        if not is_ground(c):
            open_.append(c)
            continue
        try:
            holds = ev.holds(c)
        except Undetermined as exc:
            undetermined = str(exc)
            continue
        if not holds:
            core = [formulas[i] for i in sorted(origins[c])] if track else None
            return CheckResult(Status.UNSAT, stats=stats.as_dict(), core=core)
    if open_:
        return CheckResult(
            Status.UNKNOWN,
            reason=f"incomplete: no decision procedure yet for {_fragment(open_)}",
            stats=stats.as_dict())
    if undetermined is not None:
        return CheckResult(Status.UNKNOWN, reason=f"incomplete: {undetermined}",
                           stats=stats.as_dict())
    model = {v: fixed[v] for v in free_vars_many(list(formulas)) if v in fixed}
    return CheckResult(Status.SAT, model=model, stats=stats.as_dict())


def _tracked_conjuncts(problem: Problem, origins: dict[Term, frozenset[int]]) -> list[Term]:
    """The problem's conjuncts without repeats, recording the formula each came from."""
    out: list[Term] = []
    for c, origin in zip(problem.parts, problem.origins, strict=True):
        if c not in origins:
            out.append(c)
            origins[c] = origin
    return out


def _substitute_tracked(current: list[Term], new: dict[Term, Term],
                        fixed_by: dict[Term, frozenset[int]],
                        origins: dict[Term, frozenset[int]], cache: dict[int, Term]
                        ) -> list[Term]:
    """The conjuncts after substituting ``new``; a rewritten conjunct depends on its
    own origins and on those of the fixings that occur in it."""
    out: list[Term] = []
    seen: set[Term] = set()
    for c in current:
        d = substitute(c, new, cache)
        deps = origins[c]
        if d is not c:
            for v in free_vars(c):
                if v in new:
                    deps = deps | fixed_by[v]
        for part in conjuncts([d]):
            if part not in origins or len(deps) < len(origins[part]):
                origins[part] = deps
            if part not in seen:
                seen.add(part)
                out.append(part)
    return out


__all__ = ["check_ground", "decide_ground"]
