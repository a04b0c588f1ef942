"""Checking any solver's model against a problem with strsat's own semantics.

``validate_text(problem, model)`` reads the problem script up to its first
``check-sat`` (or ``check-sat-assuming``, whose assumptions count as
assertions; or to the end if there is none), reads the model and evaluates
every live assertion with the reference evaluator.  Scripts with several
``check-sat`` are validated against the assertions live at the first one, and
the result says so.

Accepted model forms: the output of z3, cvc5 and strsat, with or without the
answer line before it: ``(model (define-fun ...) ...)``, ``((define-fun ...) ...)``
or bare ``(define-fun ...)`` commands.  Values are ground terms: literals,
``(- 1)``, and anything else the evaluator can compute.  String literals use
the SMT-LIB 2.6 escapes, which z3 and cvc5 both print.  Definitions of names
the problem does not declare are ignored (solver auxiliaries), except z3's
``div0``/``mod0``: SMT-LIB leaves ``(div m 0)`` and ``(mod m 0)`` to the model,
and z3 prints its choice as these two functions of (dividend, divisor), which
the evaluator then uses for division by zero.  Declared constants the model
omits take the defaults of model completion (``""``, 0, false).

Functions (issue 41): every ``define-fun`` with parameters interprets a function by
its body; bodies may apply the model's other functions (z3's and cvc5's helper
functions) and z3's ``(seq.unit (_ Char 97))`` string pieces.  A declared function the
model omits is the constant function of the default (noted).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .errors import ParseError, SortError, StrsatError
from .smtlib.encoding import alphabet_constraints
from .smtlib.interpreter import Interpreter
from .smtlib.lexer import KEYWORD, SYMBOL, Lexer, Token
from .smtlib.parser import TermParser, describe, located, symbol_of
from .smtlib.responses import error_text
from .smtlib.sexpr import Reader, SExpr, SList
from .smtlib.symbols import Symbols
from .terms import INT, REGLAN, Term, Value, var
from .terms.evaluate import COMPLETION_DEFAULTS, Evaluator, Model, Undetermined
from .terms.functions import FunctionDefinition, FunctionSymbol, FunctionTable, function
from .terms.printer import term_to_smtlib, value_to_smtlib

VALID = "valid"
INVALID = "invalid"
UNDETERMINED = "undetermined"
ERROR = "error"


@dataclass
class ValidationResult:
    """The verdict on one model.

    ``status`` is ``valid``, ``invalid`` (an assertion is false), ``undetermined``
    (an assertion's value is not fixed by the model, e.g. ``(div x 0)``) or
    ``error`` (the problem or the model could not be read).  ``message`` names
    the first failing assertion and the values involved; ``note`` mentions
    what was assumed (several check-sat, ignored definitions).
    """

    status: str
    message: str
    note: str = ""

    @property
    def valid(self) -> bool:
        return self.status == VALID

    def __str__(self) -> str:
        head = self.status if self.status == VALID else f"{self.status}: {self.message}"
        return head + (f" ({self.note})" if self.note else "")


@dataclass
class Problem:
    """The assertions of a script live at its first check-sat."""

    assertions: list[Term]
    texts: list[str]
    declared: dict[str, Term | FunctionSymbol]
    check_sats: int
    errors: list[str]


_CHECKS = ("check-sat", "check-sat-assuming")


def read_problem(text: str) -> Problem:
    """Run ``text`` (parse only) up to its first check-sat and collect the assertions."""
    errors: list[str] = []
    interp = Interpreter(lambda s: errors.append(s) if s.startswith("(error") else None,
                         solve=False)
    snapshot: Problem | None = None
    checks = 0
    reader = Reader(Lexer(text))
    while not interp.exited:
        try:
            cmd = reader.read()
        except ParseError as exc:
            if snapshot is None:
                errors.append(error_text(exc))
            continue
        if cmd is None:
            break
        is_check = (isinstance(cmd, SList) and len(cmd) > 0 and isinstance(cmd[0], Token)
                    and cmd[0].text in _CHECKS)
        checks += is_check
        if snapshot is not None:
            continue  # after the first check-sat: only count the others
        interp.execute(cmd)
        if is_check:
            snapshot = _snapshot(interp, errors)
    if snapshot is None:
        snapshot = _snapshot(interp, errors)
    snapshot.check_sats = checks
    return snapshot


def _snapshot(interp: Interpreter, errors: list[str]) -> Problem:
    assumptions = list(interp.last_assumptions)
    texts = [a.text for lvl in interp.levels for a in lvl.assertions]
    texts += [f"(check-sat-assuming literal {i + 1})" for i in range(len(assumptions))]
    formulas = interp.assertions() + assumptions
    encoding = interp.options[":encoding"]
    alphabet = alphabet_constraints(formulas, encoding)
    texts += [f"(:encoding {encoding}: {term_to_smtlib(a.args[0])} is a word over its "
              "alphabet)" for a in alphabet]
    broken = interp.broken()
    return Problem(formulas + alphabet, texts, dict(interp.symbols.declared), 0,
                   errors + ([broken] if broken and not errors else []))


def _definitions(model_text: str, solver_errors: list[str]) -> list[SList]:
    """The ``define-fun`` commands of a model printed by any solver; the solver's
    ``(error ...)`` responses are added to ``solver_errors``."""
    defs: list[SList] = []
    for e in Reader(Lexer(model_text)):
        if isinstance(e, Token):
            if e.kind == SYMBOL and e.text in ("sat", "unknown", "success"):
                continue
            if e.kind == SYMBOL and e.text == "unsat":
                raise ParseError("the solver answered unsat: there is no model", e.line, e.col)
            raise ParseError(f"unexpected {describe(e)} in the model", e.line, e.col)
        if not e:
            continue
        head = e[0]
        items: list[SExpr]
        if isinstance(head, Token) and head.text == "model":
            items = list(e[1:])
        elif isinstance(head, Token):
            items = [e]
        else:
            items = list(e)
        for item in items:
            if not isinstance(item, SList) or not item or not isinstance(item[0], Token):
                raise ParseError(f"unexpected {describe(item)} in the model",
                                 item.line, item.col)
            word = item[0].text
            if word in ("define-fun", "define-const"):
                defs.append(item)
            elif word == "error":
                solver_errors.append(describe(item, 200))
            elif word in ("declare-fun", "declare-sort", "declare-datatypes",
                          "define-fun-rec", "forall"):
                continue  # solver auxiliaries (universes, helper functions)
            elif word == "define-sort" or (item[0].kind == KEYWORD):
                continue
            else:
                raise ParseError(f"unexpected {describe(item)} in the model",
                                 item.line, item.col)
    return defs


#: z3's model entries for division by zero: name -> operator.
_BY_ZERO = {"div0": "div", "mod0": "mod"}


def _by_zero_function(parser: TermParser, d: SList) -> Callable[[int], int] | None:
    """z3's ``(define-fun div0 ((x!0 Int) (x!1 Int)) Int BODY)`` as ``m -> BODY[m, 0]``."""
    params = d[2]
    if len(d) != 5 or not isinstance(params, SList) or len(params) != 2:
        return None
    scope = {}
    for p in params:
        if not isinstance(p, SList) or len(p) != 2 or parser.sort(p[1]) is not INT:
            return None
        name = symbol_of(p[0], "parameter")
        scope[name] = var(f"{d[1].text}!{name}", INT)
    if parser.sort(d[3]) is not INT:
        return None
    body = parser.term(d[4], scope)
    dividend, divisor = scope.values()

    def apply(m: int) -> int:
        value = Evaluator({dividend: m, divisor: 0}).evaluate(body)
        assert isinstance(value, int)
        return value
    return apply


class _DivisionByZero(dict[tuple[str, int], int]):
    """The values of ``(op m 0)`` a model's ``div0``/``mod0`` entries give, keyed by
    ``(op, m)`` and computed on first use (an entry the model lacks stays missing:
    the evaluator answers undetermined)."""

    def __init__(self, functions: dict[str, Callable[[int], int]]) -> None:
        super().__init__()
        self._functions = functions

    def __missing__(self, key: tuple[str, int]) -> int:
        op, m = key
        fn = self._functions.get(op)
        if fn is None:
            raise KeyError(key)
        self[key] = value = fn(m)
        return value


def read_model(model_text: str, declared: Mapping[str, Term | FunctionSymbol]
               ) -> tuple[Model, list[str]]:
    """The values a model gives to the declared constants and the interpretations of
    its functions (every ``define-fun`` with parameters, the solvers' helper functions
    included: a body may apply them), and notes on what was ignored or completed."""
    parser = TermParser(Symbols())
    by_zero: dict[str, Callable[[int], int]] = {}
    ev = Evaluator()
    model = Model()
    ignored: list[str] = []
    solver_errors: list[str] = []
    defs = _definitions(model_text, solver_errors)
    if solver_errors and not defs:
        raise ParseError(f"no model; the solver reported {solver_errors[0]}")
    ignored.extend(f"solver message {e}" for e in solver_errors)
    functions = _function_signatures(parser, defs, declared)
    for d in defs:
        name_e, params, sort_e, value_e = _parts(d)
        name = symbol_of(name_e, "name")
        if id(d) in functions:
            symbol, scope = functions[id(d)]
            model.functions[symbol] = FunctionDefinition(list(scope.values()),
                                                         _body(parser, symbol, value_e, scope))
            if name in _BY_ZERO and name not in declared:
                fn = _by_zero_function(parser, d)
                if fn is not None:
                    by_zero[_BY_ZERO[name]] = fn
            continue
        v = declared.get(name)
        if v is None:
            ignored.append(name)
            continue
        if isinstance(v, FunctionSymbol):
            raise ParseError(f"the model defines the function {name} as a constant",
                             d.line, d.col)
        model[v] = _constant_value(parser, ev, d, name, v, params, sort_e, value_e)
    ignored += _complete_functions(model, declared)
    if by_zero:
        model.by_zero = _DivisionByZero(by_zero)
    return model, ignored


def _parts(d: SList) -> tuple[SExpr, SExpr, SExpr, SExpr]:
    """The name, parameters, sort and value of a ``define-const`` or ``define-fun``."""
    if d[0].text == "define-const":
        if len(d) != 4:
            raise ParseError(f"malformed {describe(d)}", d.line, d.col)
        return d[1], SList(d.line, d.col), d[2], d[3]
    if len(d) != 5:
        raise ParseError(f"malformed {describe(d)}", d.line, d.col)
    return d[1], d[2], d[3], d[4]


def _constant_value(parser: TermParser, ev: Evaluator, d: SList, name: str, v: Term,
                    params: SExpr, sort_e: SExpr, value_e: SExpr) -> Value | Term:
    """The value the definition ``d`` gives the declared constant ``v``: a constant,
    or a (ground) regex term for a language."""
    if not isinstance(params, SList):
        raise ParseError(f"malformed parameter list {describe(params)}", d.line, d.col)
    sort = parser.sort(sort_e)
    if sort is not v.sort:
        raise ParseError(f"the model gives {name} sort {sort}, the problem {v.sort}",
                         d.line, d.col)
    t = parser.term(value_e)
    if t.sort is not v.sort:
        raise ParseError(f"the value of {name} has sort {t.sort}, expected {v.sort}",
                         value_e.line, value_e.col)
    if sort is REGLAN:
        return t  # a language: the evaluator takes the (ground) regex term
    try:
        return ev.evaluate(t)
    except Undetermined as exc:
        raise located(ParseError(f"the value of {name} is not a constant ({exc})"),
                      value_e) from None


def _complete_functions(model: Model, declared: Mapping[str, Term | FunctionSymbol]
                        ) -> list[str]:
    """Model completion: a declared function the model leaves out is a constant
    function; the notes that say so."""
    notes = []
    for f in declared.values():
        if isinstance(f, FunctionSymbol) and f not in model.functions:
            model.functions[f] = FunctionTable({}, COMPLETION_DEFAULTS[f.range])
            notes.append(f"{f.name} undefined (taken as constantly "
                         f"{value_to_smtlib(COMPLETION_DEFAULTS[f.range], f.range)})")
    return notes


def _function_signatures(parser: TermParser, defs: list[SList],
                         declared: Mapping[str, Term | FunctionSymbol]
                         ) -> dict[int, tuple[FunctionSymbol, dict[str, Term]]]:
    """The function of each ``define-fun`` with parameters (by the definition's ``id``)
    and its parameters as variables; each is declared to ``parser`` so that bodies can
    apply it.  A signature that differs from the problem's declaration is an error."""
    out: dict[int, tuple[FunctionSymbol, dict[str, Term]]] = {}
    for d in defs:
        if d[0].text != "define-fun" or len(d) != 5 or not isinstance(d[2], SList) \
                or not d[2]:
            continue
        name = symbol_of(d[1], "name")
        scope: dict[str, Term] = {}
        for p in d[2]:
            if not isinstance(p, SList) or len(p) != 2:
                raise ParseError(f"malformed parameter {describe(p)}", p.line, p.col)
            pname = symbol_of(p[0], "parameter")
            scope[pname] = var(f"{name}!{pname}", parser.sort(p[1]))
        try:
            symbol = function(name, [p.sort for p in scope.values()], parser.sort(d[3]))
        except SortError as exc:
            raise located(exc, d) from None
        v = declared.get(name)
        if v is not None and v != symbol:
            raise ParseError(f"the model defines {name} as {symbol.declaration()}, the "
                             f"problem declares {_declaration(v)}", d.line, d.col)
        if name in parser.symbols.funs:
            raise ParseError(f"the model defines {name} twice", d.line, d.col)
        parser.symbols.declare(name, symbol)
        out[id(d)] = (symbol, scope)
    return out


def _declaration(v: Term | FunctionSymbol) -> str:
    if isinstance(v, FunctionSymbol):
        return v.declaration()
    return f"(declare-const {v.value} {v.sort})"


def _body(parser: TermParser, symbol: FunctionSymbol, e: SExpr, scope: dict[str, Term]) -> Term:
    body = parser.term(e, scope)
    if body.sort is not symbol.range:
        raise located(ParseError(f"the body of {symbol.name} has sort {body.sort}, "
                                 f"expected {symbol.range}"), e)
    return body


def validate_text(problem_text: str, model_text: str) -> ValidationResult:
    """Validate a model (any solver's ``get-model`` output) against a problem script."""
    from .engine.validation import describe_values, first_failure

    try:
        problem = read_problem(problem_text)
    except StrsatError as exc:
        return ValidationResult(ERROR, f"cannot read the problem: {error_text(exc)}")
    if problem.errors:
        return ValidationResult(ERROR, f"cannot read the problem: {problem.errors[0]}")
    notes = []
    if problem.check_sats > 1:
        notes.append(f"checked against the assertions at the first of "
                     f"{problem.check_sats} check-sat commands")
    elif problem.check_sats == 0:
        notes.append("no check-sat: checked against all assertions")
    try:
        model, ignored = read_model(model_text, problem.declared)
    except StrsatError as exc:
        return ValidationResult(ERROR, f"cannot read the model: {error_text(exc)}",
                                "; ".join(notes))
    if ignored:
        shown = ", ".join(ignored[:5]) + (", ..." if len(ignored) > 5 else "")
        notes.append(f"ignored: {shown}")
    try:
        failure = first_failure(problem.assertions, model)
    except StrsatError as exc:
        return ValidationResult(ERROR, f"evaluation stopped: {exc}", "; ".join(notes))
    if failure is None:
        return ValidationResult(VALID, "", "; ".join(notes))
    i, what, certain = failure
    text = problem.texts[i]
    if len(text) > 300:
        text = text[:300] + "..."
    values = describe_values(problem.assertions[i], model)
    message = f"assertion {i + 1} {what}: {text}" + (f"; with {values}" if values else "")
    return ValidationResult(INVALID if certain else UNDETERMINED, message, "; ".join(notes))


def validate_files(problem_path: str, model_path: str) -> ValidationResult:
    """:func:`validate_text` on two files."""
    with open(problem_path, encoding="utf-8", errors="surrogateescape") as f:
        problem = f.read()
    with open(model_path, encoding="utf-8", errors="surrogateescape") as f:
        model = f.read()
    return validate_text(problem, model)


__all__ = ["ERROR", "INVALID", "UNDETERMINED", "VALID", "ValidationResult", "read_model",
           "read_problem", "validate_files", "validate_text"]
