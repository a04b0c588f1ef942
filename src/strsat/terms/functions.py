"""Uninterpreted functions: symbols, applications and interpretations (issue 41).

A :class:`FunctionSymbol` is a name with a signature over Bool, Int and String
(SMT-LIB ``(declare-fun f (String Int) Int)``, z3py's ``Function``).  Its
application is a term whose operator is the pseudo-operator
:data:`~strsat.terms.ops.APPLY`, whose ``value`` is the function's name, whose
arguments are the arguments and whose sort is the range: the symbol is read back
from the term (:func:`symbol_of`), so applications are hash-consed like every
other term and need no table of declarations.  An application is not ground
(its value depends on the model).

A model interprets a function either by a :class:`FunctionTable` (entries and a
default value: what strsat's models carry, z3py's ``FuncInterp`` shape) or by a
:class:`FunctionDefinition` (parameters and a body, as solvers print
``define-fun``); the reference evaluator (:mod:`.evaluate`) applies both.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..errors import SortError
from ..named_tuples import NamedTuple
from .ops import APPLY
from .sorts import BOOL, INT, STRING, Sort
from .term import Term, Value, interned

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

#: The sorts a function may take and return.
FUNCTION_SORTS = (BOOL, INT, STRING)


class FunctionSymbol(NamedTuple):
    """A function's name and signature: ``domain`` (one sort per argument) and ``range``."""

    name: str
    domain: tuple[Sort, ...]
    range: Sort

    @property
    def arity(self) -> int:
        return len(self.domain)

    def declaration(self) -> str:
        """``(declare-fun f (String Int) Int)``."""
        from .printer import quote_symbol

        sorts = " ".join(str(s) for s in self.domain)
        return f"(declare-fun {quote_symbol(self.name)} ({sorts}) {self.range})"

    def __str__(self) -> str:
        return self.name


def function(name: str, domain: Sequence[Sort], range_: Sort) -> FunctionSymbol:
    """The symbol of a function of at least one argument over Bool, Int and String
    (a function of no argument is a constant: :func:`~strsat.terms.term.var`)."""
    if not isinstance(name, str) or not name:
        raise SortError(f"a function needs a name, got {name!r}")
    if not domain:
        raise SortError(f"function {name} has no arguments (declare a constant instead)",
                        op=name)
    for s in (*domain, range_):
        if s not in FUNCTION_SORTS:
            raise SortError(f"function {name}: sort {s} is not Bool, Int or String "
                            "(functions over regular languages are not supported)", op=name)
    return FunctionSymbol(name, tuple(domain), range_)


#: Whether this process has made an application (:func:`apply` is the only maker of
#: :data:`~.ops.APPLY` terms; :func:`~.walk.rebuild` only remakes one): until it has, no
#: formula holds one and the engine neither loads nor runs Ackermann's reduction.
applied = False


def apply(symbol: FunctionSymbol, *args: Term) -> Term:
    """The application ``(f args...)``; :class:`SortError` names the function and the
    offending argument when the count or a sort differs from the signature."""
    if len(args) != symbol.arity:
        raise SortError(f"{symbol.name} expects {symbol.arity} arguments, got {len(args)}",
                        op=symbol.name)
    for pos, (want, a) in enumerate(zip(symbol.domain, args, strict=True)):
        if not isinstance(a, Term):
            raise SortError(f"{symbol.name}: argument {pos + 1} is not a term: {a!r}",
                            op=symbol.name)
        if a.sort is not want:
            raise SortError(f"{symbol.name}: argument {pos + 1} has sort {a.sort}, "
                            f"expected {want}", op=symbol.name)
    global applied
    applied = True
    return interned(APPLY, tuple(args), (), symbol.name, symbol.range)


def symbol_of(app: Term) -> FunctionSymbol:
    """The function an application applies."""
    assert app.op == APPLY
    return FunctionSymbol(str(app.value), tuple(a.sort for a in app.args), app.sort)


class FunctionTable:
    """A finite interpretation: ``entries`` maps argument values to the result, every
    other argument tuple gives ``default`` (z3py's ``FuncInterp``: entries and an
    else value)."""

    __slots__ = ("entries", "default")

    def __init__(self, entries: Mapping[tuple[Value, ...], Value], default: Value) -> None:
        self.entries: dict[tuple[Value, ...], Value] = dict(entries)
        self.default = default

    def __call__(self, args: tuple[Value, ...]) -> Value:
        return self.entries.get(args, self.default)

    def __repr__(self) -> str:
        return f"FunctionTable({self.entries!r}, default={self.default!r})"


class FunctionDefinition:
    """An interpretation by a body over parameters (a ``define-fun`` of a model): the
    body may apply other functions of the same model."""

    __slots__ = ("params", "body")

    def __init__(self, params: Sequence[Term], body: Term) -> None:
        self.params = tuple(params)
        self.body = body

    def __repr__(self) -> str:
        return f"FunctionDefinition({self.params!r}, {self.body!r})"


Interpretation = FunctionTable | FunctionDefinition


def define_fun(symbol: FunctionSymbol, interp: Interpretation) -> str:
    """The model line ``(define-fun f ((x!0 S) ...) R BODY)``; a table's body is an
    ``ite`` over its entries (in insertion order) ending in the default."""
    from .printer import quote_symbol, term_to_smtlib, value_to_smtlib

    if isinstance(interp, FunctionDefinition):
        names = [quote_symbol(str(p.value)) for p in interp.params]
        body = term_to_smtlib(interp.body)
    else:
        names = [f"x!{i}" for i in range(symbol.arity)]
        body = value_to_smtlib(interp.default, symbol.range)
        for args, value in reversed(list(interp.entries.items())):
            tests = [f"(= {n} {value_to_smtlib(a, s)})"
                     for n, a, s in zip(names, args, symbol.domain, strict=True)]
            cond = tests[0] if len(tests) == 1 else "(and " + " ".join(tests) + ")"
            body = f"(ite {cond} {value_to_smtlib(value, symbol.range)} {body})"
    params = " ".join(f"({n} {s})" for n, s in zip(names, symbol.domain, strict=True))
    return f"(define-fun {quote_symbol(symbol.name)} ({params}) {symbol.range} {body})"


__all__ = ["FUNCTION_SORTS", "FunctionDefinition", "FunctionSymbol", "FunctionTable",
           "Interpretation", "apply", "define_fun", "function", "symbol_of"]
