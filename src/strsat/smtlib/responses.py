"""The text of the interpreter's responses (SMT-LIB 2.6 §4.2): errors, models with
their division-by-zero entries, statistics.

Printing only: what to answer is decided by :mod:`strsat.smtlib.interpreter`.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..engine import CheckResult
from ..errors import ParseError
from ..terms import INT, REGLAN, Term, Value
from ..terms.evaluate import COMPLETION_DEFAULTS, Evaluator, Model, Undetermined
from ..terms.functions import FunctionSymbol, FunctionTable, define_fun
from ..terms.printer import quote_string, quote_symbol, term_to_smtlib, value_to_smtlib
from ..terms.walk import postorder_many

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

#: Model completion: the value of a variable a model does not mention.


def error_text(exc: BaseException) -> str:
    """``LINE:COL: message`` for a positioned strsat error."""
    if isinstance(exc, ParseError):
        msg = exc.message
    else:
        msg = str(exc)
    line = getattr(exc, "line", 0)
    if line:
        return f"{line}:{getattr(exc, 'col', 0)}: {msg}"
    return msg


def error_response(message: str) -> str:
    """``(error "...")`` with the message quoted as an SMT-LIB string."""
    return f"(error {quote_string(message)})"


def model_response(declared: Iterable[Term | FunctionSymbol], model: Mapping[Term, Value],
                   formulas: list[Term]) -> str:
    """``get-model``: a ``define-fun`` per declared constant (RegLan ones only when the
    model fixes their language) and function (an ``ite`` table over its arguments),
    then the division-by-zero entries ``formulas`` use."""
    lines = ["("]
    functions = model.functions if isinstance(model, Model) else {}
    for v in declared:
        if isinstance(v, FunctionSymbol):
            interp = functions.get(v, FunctionTable({}, COMPLETION_DEFAULTS[v.range]))
            lines.append(f"  {define_fun(v, interp)}")
            continue
        value = model.get(v)
        if v.sort is REGLAN:  # a language, not a value: printed as a term if known
            if not isinstance(value, Term):
                continue
            text = term_to_smtlib(value)
        else:
            text = value_to_smtlib(COMPLETION_DEFAULTS[v.sort] if value is None else value, v.sort)
        lines.append(f"  (define-fun {quote_symbol(str(v.value))} () {v.sort} {text})")
    lines += _division_by_zero(formulas, model)
    lines.append(")")
    return "\n".join(lines)


def _division_by_zero(formulas: list[Term], model: Mapping[Term, Value]) -> list[str]:
    """z3's ``div0``/``mod0`` entries for the model's values of ``(div m 0)`` and
    ``(mod m 0)`` at the ``m`` the formulas use (SMT-LIB leaves them to the model;
    ``strsat validate`` and z3's own format read them)."""
    if not isinstance(model, Model) or not model.by_zero:
        return []
    ev = Evaluator(model)
    cases: dict[str, dict[int, int]] = {"div": {}, "mod": {}}
    for t in postorder_many(formulas):
        if t.op in cases and len(t.args) == 2:
            try:
                m = ev.evaluate(t.args[0]) if ev.evaluate(t.args[1]) == 0 else None
                if isinstance(m, int):  # (an Int term's value)
                    value = model.by_zero.get((t.op, m))
                    if value is not None:
                        cases[t.op][m] = value
            except Undetermined:
                continue
    out = []
    for op, values in cases.items():
        if not values:
            continue
        body = "0"
        for m, r in sorted(values.items(), reverse=True):
            body = (f"(ite (= x!0 {value_to_smtlib(m, INT)}) {value_to_smtlib(r, INT)} "
                    f"{body})")
        out.append(f"  (define-fun {op}0 ((x!0 Int) (x!1 Int)) Int {body})")
    return out


def stat_value(v: object) -> str:
    """A statistic's value as SMT-LIB text."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        return str(v) if v >= 0 else f"(- {-v})"
    return quote_string(str(v))


def stats_block(result: CheckResult) -> str:
    """``(:stats :key value ...)``, one pair a line, keys in a stable order."""
    lines = ["(:stats", f"  :status {result.status}"]
    lines.extend(f"  :{k} {stat_value(v)}" for k, v in sorted(result.stats.items()))
    lines.append(")")
    return "\n".join(lines)


__all__ = ["error_response", "error_text", "model_response", "stat_value",
           "stats_block"]
