"""Ackermann's reduction of uninterpreted functions: a preprocessing step of its own
(issue 41; W. Ackermann, *Solvable cases of the decision problem*, 1954; Kroening and
Strichman, *Decision Procedures*, §3.3).

Before the procedures see a check's formulas, every distinct application ``f(t1..tn)``
becomes a fresh constant ``c`` (innermost applications first, so an argument that is
itself an application is already its constant), and for every two applications
``f(s)``, ``f(t)`` of the same function the *functional consistency* constraint

    s1 = t1 ∧ … ∧ sn = tn  ⇒  c_s = c_t        (ACKERMANN)

joins the formulas (skipped when two arguments are distinct literals).  The reduced
formulas with the constraints are satisfiable exactly when the original ones are: a
model of them gives ``f`` the table ``{value of s: value of c_s}`` (the constraints make
it a function), and a model of the originals gives each ``c_s`` the value of ``f(s)``.
So the answer carries over: ``sat`` with the tables (:meth:`Reduction.lift`; the engine
then validates that model against the ORIGINAL formulas), ``unsat`` with a core of the
original formulas (a core's formulas with the constraints among their own applications
are unsat, because the applications elsewhere only occur in constraints, which a model
of the core satisfies by the table of its applications).

The reduction is a pure function of the formulas: a fresh constant is named after its
application (``@f!H``, ``H`` the application's structural hash), so the same application gets
the same constant in every check, and the constraints of an application that came with
a scope leave with the formulas of that scope.  :class:`Ackermann` (one per engine)
remembers what each formula reduces to in a memo that follows the engine's assertion
scopes (:class:`~strsat.caches.ScopedMemo`): a formula first reduced inside a scope is
forgotten with its ``pop``, so a session that names its variables afresh for every path
does not keep the formulas of popped paths (issue 40).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..caches import ScopedMemo
from ..deadline import Deadline
from ..errors import StrsatError
from ..terms import Term, Value, mk, var
from ..terms.evaluate import COMPLETION_DEFAULTS, Evaluator, Model
from ..terms.functions import FunctionSymbol, FunctionTable, symbol_of
from ..terms.naming import named_after
from ..terms.ops import APPLY
from ..terms.walk import free_vars_many, substitute
from .result import CheckResult, Status

__all__ = ["Ackermann", "Reduction"]

#: Formulas whose reduction is remembered beyond those of the current check (at one
#: scope: the memo forgets a popped scope's formulas itself).
MEMO_SLACK = 4096


def applications(formula: Term) -> tuple[Term, ...]:
    """The distinct applications in ``formula``, each after the applications in its
    arguments (ground subterms hold none and are not entered)."""
    out: list[Term] = []
    seen: set[int] = set()
    stack: list[tuple[Term, bool]] = [(formula, False)]
    while stack:
        t, done = stack.pop()
        if done:
            if t.op == APPLY:
                out.append(t)
            continue
        if t.ground or t.id in seen:
            continue
        seen.add(t.id)
        stack.append((t, True))
        stack.extend((c, False) for c in reversed(t.args))
    return tuple(out)


def fresh_constant(app: Term) -> Term:
    """The constant that stands for ``app`` (``@`` names are reserved for solvers), named
    by the application's structural hash, not its serial: the name, and so the
    constant's hash and its place in sets, does not depend on what the process made
    before (issue 40; :func:`~strsat.terms.naming.named_after`)."""
    return var(named_after(f"@{app.value}", app), app.sort)


class Reduction:
    """One check's formulas with their applications replaced (``reduced``, one per
    original formula, in order) and the ``constraints``; ``constants`` maps each fresh
    constant to its application and ``arguments`` each application to its reduced
    arguments."""

    def __init__(self, originals: Sequence[Term], reduced: list[Term],
                 apps: list[Term], mapping: dict[Term, Term],
                 deadline: Deadline | None = None) -> None:
        self.originals = list(originals)
        self.reduced = reduced
        self.constants = {mapping[a]: a for a in apps}
        cache: dict[int, Term] = {}
        self.arguments = {a: tuple(substitute(x, mapping, cache) for x in a.args)
                          for a in apps}
        self.constraints = _constraints(apps, mapping, self.arguments,
                                        deadline or Deadline.never())

    @property
    def formulas(self) -> list[Term]:
        """What the procedures decide: the reduced formulas, then the constraints."""
        return self.reduced + self.constraints

    def lift(self, result: CheckResult) -> CheckResult:
        """``result`` (over :attr:`formulas`) as an answer about the original formulas:
        a model with function tables instead of the fresh constants, a core of original
        formulas; counted in ``result.stats``."""
        result.stats["ackermann.applications"] = len(self.constants)
        result.stats["ackermann.constraints"] = len(self.constraints)
        if result.status is Status.SAT and result.model is not None:
            result.model = self._model(result.model)
        if result.core is not None:
            back = {r: o for r, o in zip(self.reduced, self.originals, strict=True)}
            result.core = list(dict.fromkeys(back[t] for t in result.core if t in back))
        return result

    def _model(self, model: dict[Term, Value]) -> Model:
        """The tables of the functions under ``model`` (each application's argument
        values to its constant's value); the default of a table is its most common
        value, whose entries are left out.  A variable that occurs only in arguments,
        and a constant the procedures left out of their model (when they eliminated
        ``x = c`` in favour of ``x``, and ``x`` took its default through it), take the
        default of model completion."""
        args = [a for app_args in self.arguments.values() for a in app_args]
        for v in [*free_vars_many(args), *self.constants]:
            if v not in model and v.sort in COMPLETION_DEFAULTS:
                model[v] = COMPLETION_DEFAULTS[v.sort]
        ev = Evaluator(model)
        rows: dict[FunctionSymbol, dict[tuple[Value, ...], Value]] = {}
        for c, app in self.constants.items():
            try:
                key = tuple(ev.evaluate(a) for a in self.arguments[app])
            except StrsatError:  # undetermined: validation reports the application
                continue
            rows.setdefault(symbol_of(app), {}).setdefault(key, model[c])
        out = Model({v: x for v, x in model.items() if v not in self.constants},
                    getattr(model, "by_zero", None), getattr(model, "functions", None))
        for symbol, entries in rows.items():
            default = Counter(entries.values()).most_common(1)[0][0]
            out.functions[symbol] = FunctionTable(
                {k: v for k, v in entries.items() if v != default}, default)
        return out


def _constraints(apps: list[Term], mapping: dict[Term, Term],
                 arguments: dict[Term, tuple[Term, ...]], deadline: Deadline) -> list[Term]:
    """``ACKERMANN`` for every two applications of the same function (the deadline is
    read once per application: their number is quadratic)."""
    by_function: dict[FunctionSymbol, list[Term]] = {}
    for a in apps:
        by_function.setdefault(symbol_of(a), []).append(a)
    out: list[Term] = []
    for group in by_function.values():
        for i, a in enumerate(group):
            deadline.check("Ackermann's reduction")
            for b in group[i + 1:]:
                tests = []
                for s, t in zip(arguments[a], arguments[b], strict=True):
                    if s is t:
                        continue
                    if s.op == "const" and t.op == "const":
                        break  # distinct literals: the arguments differ
                    tests.append(mk("=", s, t))
                else:
                    same = mk("=", mapping[a], mapping[b])
                    if not tests:
                        out.append(same)
                    else:
                        cond = tests[0] if len(tests) == 1 else mk("and", *tests)
                        out.append(mk("=>", cond, same))
    return out


class Ackermann:
    """The engine's reduction step; remembers each formula's applications and
    reduced form (for the formulas of the live scopes and of the last checks: a
    scoped, bounded memo).  The engine opens and closes the memo's scopes with its
    own (:meth:`open_scope`, :meth:`close_scope`)."""

    def __init__(self) -> None:
        self._memo: ScopedMemo[Term, tuple[tuple[Term, ...], Term]] = ScopedMemo()

    def open_scope(self) -> None:
        """The formulas first reduced from now on are forgotten at :meth:`close_scope`."""
        self._memo.open_scope()

    def close_scope(self) -> None:
        self._memo.close_scope()

    def __len__(self) -> int:
        """The formulas remembered."""
        return len(self._memo)

    def reduce(self, formulas: Sequence[Term], deadline: Deadline | None = None
               ) -> Reduction | None:
        """The reduction of ``formulas``; None when they apply no function.  Raises
        :class:`~strsat.errors.ResourceLimit` when ``deadline`` expires."""
        found = [self._of(f) for f in formulas]
        if len(self._memo) > MEMO_SLACK + 2 * len(formulas):
            self._memo.clear()  # the current formulas stay, in the innermost scope
            for f, r in zip(formulas, found, strict=True):
                self._memo[f] = r
        apps = list(dict.fromkeys(a for f_apps, _ in found for a in f_apps))
        if not apps:
            return None
        mapping = {a: fresh_constant(a) for a in apps}
        return Reduction(formulas, [r for _, r in found], apps, mapping, deadline)

    def reduced(self, formulas: Sequence[Term]) -> list[Term]:
        """``formulas`` as the procedures see them (:attr:`Reduction.formulas`)."""
        reduction = self.reduce(formulas)
        return list(formulas) if reduction is None else reduction.formulas

    def _of(self, formula: Term) -> tuple[tuple[Term, ...], Term]:
        known = self._memo.get(formula)
        if known is None:
            apps = applications(formula)
            reduced = substitute(formula, {a: fresh_constant(a) for a in apps})
            known = self._memo[formula] = (apps, reduced)
        return known
