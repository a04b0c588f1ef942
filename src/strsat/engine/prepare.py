"""The problem prepared once for the loop (issue 39 item 1, issue 43 §2 item 1).

Before the loop sees a problem, its RegLan variables are fixed to their languages
(:mod:`.reglan`), its value and alias definitions eliminated over the simplified
conjuncts (:mod:`.eliminate`, with the problem's one simplifier), and the characters
its prefix facts fix put in the place of the terms that read them
(:mod:`.known_prefixes`).  :func:`prepare` makes
this once per problem, for every share of the loop the problem meets, and
:class:`Prepared` keeps the one origins record that maps an answer back:

* :meth:`Prepared.answer` — a problem that preparation decides is answered before the
  loop's state (its z3 context: some 17 MB of the C heap written, 4,200 page faults,
  and about 10M instructions) is built: every conjunct a definition or true (``sat``:
  the definitions' values; the engine validates the model against the original
  formulas, as every model), or a conjunct simplified to false (``unsat``: its origins
  are the core).  Without definitions the formulas are simplified here with the
  problem's simplifier (the loop's guards then find them in its memo): a leetcode
  ``partition`` file whose one assertion simplifies to false is answered without z3;
* :meth:`Prepared.lift` — a model over the prepared conjuncts extended by the
  definitions and the languages, an unsat core over them mapped to the original
  formulas.
"""

from __future__ import annotations

from importlib import import_module

from ..deadline import Deadline
from ..terms import FALSE, REGLAN, TRUE, Term, free_vars
from ..terms.walk import preorder
from .char_alphabets import alphabet_conflict
from .eliminate import eliminate_values
from .inline import Inlined
from .problem import Problem, conjuncts
from .reglan import fix_reglan_variables
from .result import CheckResult, Status, sat_completed

__all__ = ["Prepared", "prepare"]


def prepare(problem: Problem, deadline: Deadline) -> Prepared:
    """The problem's preparation, made at the first call (raises
    :class:`~.reglan.RegLanVariables` for a RegLan variable without a language)."""
    def make() -> Prepared:
        fixed, languages = fix_reglan_variables(problem.formulas)
        eliminated = _passes(problem, fixed, eliminate_values(fixed, deadline,
                                                              problem.simplifier), deadline)
        prepared = Prepared(problem.formulas, fixed, languages, eliminated)
        if eliminated is None:
            simplify = problem.simplifier().simplify
            for f in fixed:
                deadline.check("preparing")
                prepared.simplified.append(simplify(f))
        prepared.find_alphabet_conflict(deadline)
        return prepared

    return problem.derive("prepared", make)


#: The passes after the elimination, in order, as data: (module, the operators of which
#: one must occur for its ``may_apply`` to hold, whether it also needs a ``str.in_re``,
#: the function that adds its facts).  A pass none of whose operators occurs in the
#: formulas does not apply, and its module is not loaded (issue 39, start-up: on most
#: files that reach the loop none of the last four applies); each group is a necessary
#: condition of the pass's own gate, which still decides.
_PASSES: tuple[tuple[str, frozenset[str] | None, bool, str], ...] = (
    ("known_prefixes", frozenset({"str.at", "str.substr", "str.prefixof", "str.suffixof",
                                  "str.len"}), False, "fix_known_prefixes"),
    ("char_positions", frozenset({"str.indexof", "str.contains"}), True, "fix_char_positions"),
    ("slice_languages", frozenset({"str.substr", "str.at"}), True, "add_slice_languages"),
    ("subject_alphabets", None, True, "add_subject_alphabets"),
    ("code_bounds", frozenset({"str.to_code"}), True, "add_code_bounds"),
)


def _passes(problem: Problem, fixed: list[Term], eliminated: Inlined | None,
            deadline: Deadline) -> Inlined | None:
    """``eliminated`` after the passes of :data:`_PASSES` that apply to ``fixed``, each
    module loaded here when its operators occur (``None``: any)."""
    ops = {t.op for t in preorder(fixed)}
    member = "str.in_re" in ops
    for name, reads, needs_member, add in _PASSES:
        if (needs_member and not member) or (reads is not None and ops.isdisjoint(reads)):
            continue
        module = import_module(f"{__package__}.{name}")
        if module.may_apply(fixed):
            eliminated = getattr(module, add)(
                fixed, eliminated, deadline, problem.simplifier().simplify) or eliminated
    return eliminated


class Prepared:
    """``formulas`` with the RegLan variables fixed (``fixed``, one per formula), the
    ``languages`` fixed, and the value and alias definitions eliminated from them
    (``eliminated``: the conjuncts left with their origins; None when there was none)."""

    __slots__ = ("formulas", "fixed", "languages", "eliminated", "simplified", "conflict")

    def __init__(self, formulas: list[Term], fixed: list[Term], languages: dict[Term, Term],
                 eliminated: Inlined | None) -> None:
        self.formulas = formulas
        self.fixed = fixed
        self.languages = languages
        self.eliminated = eliminated
        #: without definitions, ``fixed`` simplified (one term each; filled by
        #: :func:`prepare`)
        self.simplified: list[Term] = []
        #: the formulas (``eliminated``'s conjuncts when there are definitions) whose
        #: character sets clash (:mod:`.char_alphabets`), or None
        self.conflict: list[Term] | None = None

    def find_alphabet_conflict(self, deadline: Deadline) -> None:
        """Set :attr:`conflict` when the conjuncts' character sets clash: what a
        variable must hold against what it can (:mod:`.char_alphabets`)."""
        if self.eliminated is not None:
            literals = list(self.eliminated.conjuncts)
            sources = literals
        else:
            if len(self.simplified) != len(self.fixed):
                return
            literals, sources = [], []
            for f, s in zip(self.fixed, self.simplified, strict=True):
                for c in conjuncts([s]):
                    literals.append(c)
                    sources.append(f)
        found = alphabet_conflict(literals, deadline)
        if found is not None:
            self.conflict = list(dict.fromkeys(sources[i] for i in found))

    def answer(self) -> CheckResult | None:
        """The answer when preparation decided the problem, else None."""
        eliminated = self.eliminated
        if self.conflict is not None:
            return CheckResult(Status.UNSAT, core=list(self.conflict),
                               stats={"prepared.alphabets": 1})
        if eliminated is None:
            if len(self.simplified) != len(self.fixed):
                return None
            for f, s in zip(self.fixed, self.simplified, strict=True):
                if s is FALSE:
                    return CheckResult(Status.UNSAT, core=[f], stats={"prepared.false": 1})
            if all(s is TRUE for s in self.simplified):
                return sat_completed(self.fixed, {}, {"prepared.sat": 1})
            return None
        for c in eliminated.conjuncts:
            if c is FALSE:
                return CheckResult(Status.UNSAT, core=[c], stats={"prepared.false": 1})
        if eliminated.conjuncts:
            return None
        return sat_completed(self.fixed, {}, {"prepared.sat": 1})

    def lift(self, result: CheckResult) -> CheckResult:
        """``result`` over the prepared conjuncts as an answer over the formulas."""
        eliminated = self.eliminated
        if eliminated is not None:
            result.stats["eliminated.definitions"] = len(eliminated.definitions)
            if result.status is Status.SAT:
                assert result.model is not None
                result.model.update(eliminated.extend(result.model))  # keeps by_zero
            if result.core is not None:  # the formulas the core's conjuncts come from
                result.core = [self.fixed[i]
                               for i in sorted(eliminated.origins_of(result.core))]
        if result.status is Status.SAT and self.languages:
            assert result.model is not None
            # a RegLan variable's value is its regex term (CheckResult.model's type omits it)
            result.model.update(self.languages)  # type: ignore[arg-type]
        if result.core is not None:
            result.core = self._original_core(result.core)
        return result

    def _original_core(self, core: list[Term]) -> list[Term]:
        """A core over the fixed formulas as original formulas; every formula that
        fixed a RegLan variable joins it."""
        used = set(core)
        out = [f for f, g in zip(self.formulas, self.fixed, strict=True) if g in used]
        if self.languages:
            out += [f for f in self.formulas
                    if f not in out and any(v.sort is REGLAN for v in free_vars(f))]
        return out
