"""The model the loop answers ``sat`` with: plain data (docs/explanation/engine.md#models).

The values of the original free variables (skolems dropped; strings from the theory,
integers and Booleans from the core) and the table of the division-by-zero values the
formulas use: SMT-LIB leaves ``(div m 0)`` and ``(mod m 0)`` to the model, and the core
chose them.  The table is read off the core once, when the model is made, for every
``(op, m)`` the reference evaluator meets while evaluating the formulas (as
validation and ``get-model`` will), so the model needs no live core afterwards.
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import StrsatError
from ..terms import INT, STRING, Term, integer, mk
from ..terms.evaluate import Evaluator, Model, Undetermined
from ..terms.ops import VAR
from ..terms.walk import postorder_many
from .core import Core
from .skolems import Skolems


def user_model(strings: dict[Term, str], formulas: list[Term], core: Core,
               skolems: Skolems) -> Model:
    """The model of ``formulas``' free variables under the core's current model and
    the theory's ``strings``, with its division-by-zero table."""
    model = Model()
    variables, divisions = variables_and_divisions(formulas)
    for v in variables:
        if skolems.is_skolem(v):
            continue
        if v.sort is STRING:
            model[v] = strings.get(v, "")
        elif v in core.variables:
            model[v] = core.value(v)
        else:
            model[v] = 0 if v.sort is INT else False
    table = division_by_zero(
        formulas, model, lambda op, m: int(core.value(mk(op, integer(m), integer(0)))),
        divisions)
    model.by_zero = table or None
    return model


def variables_and_divisions(formulas: list[Term]) -> tuple[list[Term], list[Term]]:
    """The free variables of ``formulas`` (in the order of first occurrence, as
    :func:`~strsat.terms.walk.free_vars_many`) and their two-argument ``div``/``mod``
    applications, in one walk of the formulas (the model check stays one walk)."""
    variables: list[Term] = []
    divisions: list[Term] = []
    for t in postorder_many(formulas):
        op = t.op
        if op == VAR:
            variables.append(t)
        elif op in ("div", "mod") and len(t.args) == 2:
            divisions.append(t)
    return variables, divisions


def division_by_zero(formulas: list[Term], model: Model, ask: Callable[[str, int], int],
                     divisions: list[Term]) -> dict[tuple[str, int], int]:
    """``(op, m) -> ask(op, m)`` for every ``(div m 0)`` and ``(mod m 0)`` the evaluator
    meets in ``formulas`` under ``model``: evaluating each formula, and each
    two-argument ``div``/``mod`` whose divisor is 0 (what ``get-model`` prints):
    ``divisions``, those applications (:func:`variables_and_divisions`)."""
    table: dict[tuple[str, int], int] = {}
    if not divisions:
        return table

    def record(op: str, m: int) -> int:
        key = (op, m)
        if key not in table:
            table[key] = ask(op, m)
        return table[key]

    ev = Evaluator(model, by_zero=record)
    for f in formulas:
        try:
            ev.holds(f)
        except (Undetermined, StrsatError):
            continue
    for t in divisions:
        try:
            if ev.evaluate(t.args[1]) == 0:
                record(t.op, ev.evaluate(t.args[0]))  # type: ignore[arg-type]
        except (Undetermined, StrsatError):
            continue
    return table
