"""Models in z3py's shape, with values that are Python values and z3 values at once.

A :class:`Model` wraps the engine's validated assignment: ``m[x]`` is the value of the
constant ``x`` as a :class:`~strsat.api.values.StrValue` (a ``str``), an
:class:`~strsat.api.values.IntValue` (an ``int``) or a ``bool`` (``None`` for a constant
the model does not mention, as in z3py), ``m[f]`` the :class:`~.uninterpreted.FuncInterp`
of a function, ``m.eval(e)`` evaluates any expression with the reference evaluator,
``m.decls()`` lists the constants, then the functions, as :class:`Decl` objects whose
``str()`` is the name; ``print(m)`` is z3py's ``[x = "ab", n = 3, f = [1 -> 2, else -> 0]]``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, cast

from ..terms import REGLAN, Term, Value, const
from ..terms.evaluate import COMPLETION_DEFAULTS, Evaluator, Undetermined
from ..terms.functions import (
    FunctionSymbol,
    FunctionTable,
    Interpretation,
    define_fun,
    symbol_of,
)
from ..terms.ops import APPLY
from ..terms.printer import quote_symbol, term_to_smtlib, value_to_smtlib
from ..terms.walk import postorder, rebuild
from .errors import ApiIndexError, ApiSortError, ApiValueError
from .expr import Decl, Expr, FuncDecl, _is_z3, any_term, wrap
from .uninterpreted import FuncInterp
from .values import py_value, z3_text
from .z3_reading import function_of_z3, term_of_z3


class Model:
    """A satisfying assignment, checked by the reference evaluator (z3py's ``ModelRef``).

    ``m[x]`` is the value of the constant ``x`` as a Python value (a :class:`StrValue`,
    an :class:`IntValue` or a ``bool``), or None for a constant the model does not
    mention, as in z3py; ``m[f]`` is a function's :class:`FuncInterp`; ``m.eval(e)``
    evaluates any expression; ``m.decls()`` (or iterating over ``m``) lists the
    declarations of the constants, then of the functions.  ``print(m)`` is z3py's
    ``[x = "ab", n = 3]`` and ``m.sexpr()`` SMT-LIB's ``define-fun`` lines.

    z3py's values are expressions (``m[x] + "c"`` builds one); strsat's are Python values
    with z3py's methods (``as_string()``, ``as_long()``), so ``m[x] + "c"`` is ``"abc"``.

    Examples:
        >>> x, y = Strings("x y")
        >>> n = Int("n")
        >>> s = Solver()
        >>> s.add(x == "ab", n == Length(x) * 10)
        >>> s.check()
        sat
        >>> m = s.model()
        >>> m[x], m[n], m[x] + "c"
        ('ab', 20, 'abc')
        >>> m.eval(Length(x) + n)
        22
        >>> m[y] is None, m.eval(x + y), m.eval(x + y, model_completion=True)
        (True, (str.++ "ab" y), 'ab')

        Every solution, by blocking each model found:

        >>> s = Solver()
        >>> s.add(InRe(x, Union(Re("a"), Re("b"), Re("ab"))))
        >>> found = []
        >>> while s.check() == sat:
        ...     found.append(s.model()[x])
        ...     s.add(x != s.model()[x])
        >>> sorted(found)
        ['a', 'ab', 'b']
    """

    def __init__(self, values: Mapping[Term, Any]) -> None:
        self._values = values
        #: the functions' interpretations (model completion may add some: m.eval)
        self._functions: dict[FunctionSymbol, Interpretation] = dict(
            getattr(values, "functions", None) or {})
        self._decls: list[Decl] = [Decl(v) for v in values]
        self._decls += [FuncDecl(f) for f in self._functions]

    def _key(self, key: object) -> Term | FunctionSymbol:
        if isinstance(key, FuncDecl):
            return key.symbol
        if isinstance(key, Decl):
            return key.term
        if _is_z3_function(key):
            return function_of_z3(key)
        if _is_z3(key) or _is_z3_decl(key):
            # a z3py constant, or its declaration (z3py's m[x.decl()])
            key = term_of_z3(key if _is_z3(key) else cast(Callable[[], object], key)())
        term: object
        if isinstance(key, Expr):
            term = key.term
        elif hasattr(key, "__strsat_term__"):
            term = key.__strsat_term__()  # strsat.python's symbolic inputs
        else:
            term = key
        if not isinstance(term, Term) or term.op != "var":
            raise ApiSortError("Model[...]", key, "a declared constant (use m.eval(expr) "
                               "for other expressions)")
        return term

    def __getitem__(self, key: object) -> Any:
        """The Python value of a constant; None when the model does not mention it; a
        RegLan constant's language as a regular expression; a function's
        :class:`~.uninterpreted.FuncInterp`.  ``m[i]`` for an int is the i-th
        declaration (as in z3py)."""
        if isinstance(key, int) and not isinstance(key, bool):
            if not -len(self._decls) <= key < len(self._decls):
                raise ApiIndexError("Model[...]", key, f"is out of range: the model has "
                                    f"{len(self._decls)} declarations")
            return self._decls[key]
        term = self._key(key)
        if isinstance(term, FunctionSymbol):
            return self._interp(term)
        if term not in self._values:
            return None
        value = self._values[term]
        return wrap(value) if isinstance(value, Term) else py_value(value)

    get_interp = __getitem__

    def _interp(self, symbol: FunctionSymbol) -> FuncInterp | None:
        interp = self._functions.get(symbol)
        if interp is None:
            return None
        if not isinstance(interp, FunctionTable):  # pragma: no cover - engine models are tables
            raise ApiValueError("Model[...]", symbol.name, "is defined by a formula, not a "
                                "table")
        return FuncInterp(symbol, interp)

    def __contains__(self, key: object) -> bool:
        try:
            k = self._key(key)
        except ApiSortError:
            return False
        return k in self._functions if isinstance(k, FunctionSymbol) else k in self._values

    def eval(self, expr: object, model_completion: bool | None = None) -> Any:
        """The value of ``expr`` under the model, as a Python value.

        Constants the model does not mention take ``""``, 0 and false with
        ``model_completion``; without it, an expression that still depends on them
        is returned as an expression with the known values substituted (z3py returns
        the partially evaluated expression too).
        """
        if model_completion is None:
            from .params import default_completion

            model_completion = default_completion()
        term = any_term(expr, "Model.eval")
        if term.sort is REGLAN:
            raise ApiSortError("Model.eval", expr, "a Bool, Int or String expression (a "
                               "regular expression has no value)")
        missing, unknown = self._unknowns(term)
        if model_completion:
            for f in unknown:  # z3py completes the model with a constant function too
                self._functions[f] = FunctionTable({}, COMPLETION_DEFAULTS[f.range])
                self._decls.append(FuncDecl(f))
        elif missing or unknown:
            return self._partial(term)
        try:
            return py_value(Evaluator(self._values, functions=self._functions).evaluate(term))
        except Undetermined as exc:
            raise ApiValueError("Model.eval", expr, f"has no value in this model ({exc})") \
                from None

    evaluate = eval

    def _unknowns(self, term: Term) -> tuple[bool, dict[FunctionSymbol, None]]:
        """Whether ``term`` has a constant the model does not mention, and the functions
        it applies that the model does not interpret (one walk)."""
        missing = False
        unknown: dict[FunctionSymbol, None] = {}
        if term.ground:
            return missing, unknown
        for t in postorder(term):
            if t.op == "var":
                missing = missing or t not in self._values
            elif t.op == APPLY:
                f = symbol_of(t)
                if f not in self._functions:
                    unknown[f] = None
        return missing, unknown

    def _partial(self, term: Term) -> Any:
        """``term`` with the model's values put in (constants, and applications of
        interpreted functions to literals), simplified: z3py's partial evaluation."""
        from ..rewrite import simplify

        done: dict[int, Term] = {}
        for t in postorder(term):
            if t.op == "var" and t in self._values:
                done[t.id] = _literal(self._values[t])
                continue
            new = rebuild(t, tuple(done[c.id] for c in t.args))
            if new.op == APPLY and symbol_of(new) in self._functions:
                new = rebuild(new, tuple(simplify(a) for a in new.args))
                if all(a.op == "const" for a in new.args):
                    new = const(Evaluator(functions=self._functions).evaluate(new))
            done[t.id] = new
        reduced = simplify(done[term.id])
        return py_value(reduced.value) if reduced.op == "const" else wrap(reduced)

    def decls(self) -> list[Decl]:
        return list(self._decls)

    def __len__(self) -> int:
        return len(self._decls)

    def num_constants(self) -> int:
        """The number of constants (z3py's ``num_consts``)."""
        return sum(1 for d in self._decls if not isinstance(d, FuncDecl))

    num_consts = num_constants

    def num_funcs(self) -> int:
        """The number of functions."""
        return sum(1 for d in self._decls if isinstance(d, FuncDecl))

    def __iter__(self) -> Iterator[Decl]:
        return iter(self._decls)

    def as_dict(self) -> dict[str, Any]:
        """``{name: value}`` for every constant (a function's :class:`FuncInterp`)."""
        return {d.name(): self[d] for d in self._decls}

    def sexpr(self) -> str:
        """The model as SMT-LIB ``define-fun`` lines (as ``(get-model)`` prints it)."""
        lines = []
        for d in self._decls:
            if isinstance(d, FuncDecl):
                lines.append(f"  {define_fun(d.symbol, self._functions[d.symbol])}")
                continue
            v = self._values[d.term]
            text = term_to_smtlib(v) if isinstance(v, Term) else value_to_smtlib(v, d.term.sort)
            lines.append(f"  (define-fun {quote_symbol(d.name())} () {d.term.sort} {text})")
        return "(\n" + "\n".join(lines) + "\n)" if lines else "()"

    def __repr__(self) -> str:
        """z3py's format: ``[x = "ab", n = 3, b = True]`` (strings quoted, unescaped)."""
        return "[" + ", ".join(f"{d.name()} = {z3_text(self[d])}" for d in self._decls) + "]"

    __str__ = __repr__


def _is_z3_function(value: object) -> bool:
    """A z3py ``FuncDeclRef`` of a function of arguments (``Function("f", ...)``)."""
    return (type(value).__module__.startswith("z3") and hasattr(value, "arity")
            and hasattr(value, "range") and value.arity() > 0)


def _is_z3_decl(value: object) -> bool:
    """A z3py ``FuncDeclRef`` of arity 0 (``x.decl()``), read without importing z3."""
    return (type(value).__module__.startswith("z3") and hasattr(value, "arity")
            and hasattr(value, "range") and value.arity() == 0)


def _literal(value: Value | Term) -> Term:
    return value if isinstance(value, Term) else const(value)


__all__ = ["Decl", "Model"]
