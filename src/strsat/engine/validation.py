"""Model validation: does a model satisfy the original assertions?

Every ``sat`` answer passes through :func:`validate_model`, which evaluates each
assertion with the reference evaluator (:mod:`strsat.terms.evaluate`);
variables the model omits take the defaults of model completion (``""``, 0,
false).  A formula whose value the model does not determine (``(div x 0)``)
counts as a failure: ``sat`` is only answered when every assertion is
certainly true.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from ..errors import ResourceLimit, StrsatError
from ..terms import Term, Value
from ..terms.evaluate import Evaluator, Undetermined
from ..terms.ops import APPLY
from ..terms.walk import free_vars, postorder, true_wrappers

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

#: Longest rendering of a formula or a value in a message.
MESSAGE_LIMIT = 300
#: At most this many variable values are listed in a message.
MAX_VALUES = 12


def describe_values(formula: Term, model: Mapping[Term, Value]) -> str:
    """``x = "ab", n = 3`` for the free variables of ``formula`` (by name), then
    ``(f "ab") = 3`` for its applications of uninterpreted functions."""
    from ..terms.printer import quote_symbol, term_to_smtlib, value_to_smtlib

    vs = sorted(free_vars(formula), key=lambda v: str(v.value))
    parts = []
    apps = [] if formula.ground else [t for t in postorder(formula) if t.op == APPLY]
    for v in vs[:MAX_VALUES]:
        if v in model:
            try:
                text = value_to_smtlib(model[v], v.sort)
            except TypeError:
                text = repr(model[v])
        else:
            text = "(default)"
        if len(text) > MESSAGE_LIMIT // 3:
            text = text[: MESSAGE_LIMIT // 3] + "..."
        parts.append(f"{quote_symbol(str(v.value))} = {text}")
    if len(vs) > MAX_VALUES:
        parts.append(f"... ({len(vs) - MAX_VALUES} more)")
    ev = Evaluator(model)
    for app in apps[:MAX_VALUES]:
        try:
            text = value_to_smtlib(ev.evaluate(app), app.sort)
        except StrsatError:
            text = "(undetermined)"
        parts.append(f"{term_to_smtlib(app, limit=MESSAGE_LIMIT // 3)} = {text}")
    return ", ".join(parts)


def unwrapped(formula: Term) -> Term:
    """``φ`` for ``(= true φ)`` or ``(= φ true)`` (nested, :func:`~strsat.terms.walk.
    true_wrappers`): the same truth value under every model, determined exactly when
    ``φ`` is."""
    return true_wrappers(formula)[-1]


def first_failure(formulas: Sequence[Term], model: Mapping[Term, Value],
                  deadline: Deadline | None = None) -> tuple[int, str, bool] | None:
    """The first formula the model does not make true: its index, what is wrong
    (``"is false"``, ``"is not determined ..."``) and whether it is certainly false.

    None when all hold.  Raises :class:`ResourceLimit` only.
    """
    ev = Evaluator(model, deadline)
    for i, f in enumerate(formulas):
        try:
            if not ev.holds(unwrapped(f)):
                return i, "is false", True
        except Undetermined as exc:
            return i, f"is not determined by the model ({exc})", False
        except ResourceLimit:
            raise
        except StrsatError as exc:
            return i, f"cannot be evaluated ({exc})", False
    return None


def validate_model(formulas: Sequence[Term], model: Mapping[Term, Value],
                   deadline: Deadline | None = None) -> str | None:
    """None if every formula holds under ``model``; else a description of the
    first failing formula with the values of its variables."""
    try:
        failure = first_failure(formulas, model, deadline)
    except ResourceLimit as exc:
        return f"validation did not finish ({exc})"
    if failure is None:
        return None
    i, problem, _ = failure
    f = formulas[i]
    from ..terms.printer import term_to_smtlib

    values = describe_values(f, model)
    return (f"assertion {i + 1} {problem}: {term_to_smtlib(f, limit=MESSAGE_LIMIT)}"
            + (f"; with {values}" if values else ""))


__all__ = ["describe_values", "first_failure", "unwrapped", "validate_model"]
