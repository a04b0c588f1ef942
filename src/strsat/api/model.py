"""Models in z3py's shape, with values that are Python values and z3 values at once.

A :class:`Model` wraps the engine's validated assignment: ``m[x]`` is the value of the
constant ``x`` as a :class:`~strsat.api.values.StrValue` (a ``str``), an
:class:`~strsat.api.values.IntValue` (an ``int``) or a ``bool`` (``None`` for a constant
the model does not mention, as in z3py), ``m.eval(e)`` evaluates any expression with the
reference evaluator, ``m.decls()`` lists the constants as :class:`Decl` objects whose
``str()`` is the name; ``print(m)`` is z3py's ``[x = "ab", n = 3]``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, cast

from ..terms import REGLAN, Term, Value, const
from ..terms.evaluate import Evaluator, Undetermined
from ..terms.printer import quote_symbol, term_to_smtlib, value_to_smtlib
from ..terms.walk import free_vars, substitute
from .errors import ApiIndexError, ApiSortError, ApiValueError
from .expr import Decl, Expr, _is_z3, any_term, wrap
from .values import py_value, z3_text
from .z3_reading import term_of_z3


class Model:
    """A satisfying assignment checked by the reference evaluator."""

    def __init__(self, values: Mapping[Term, Any]) -> None:
        self._values = values
        self._decls = [Decl(v) for v in values]

    def _key(self, key: object) -> Term:
        if isinstance(key, Decl):
            return key.term
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
        RegLan constant's language as a regular expression.  ``m[i]`` for an int is the
        i-th declaration (as in z3py)."""
        if isinstance(key, int) and not isinstance(key, bool):
            if not -len(self._decls) <= key < len(self._decls):
                raise ApiIndexError("Model[...]", key, f"is out of range: the model has "
                                    f"{len(self._decls)} declarations")
            return self._decls[key]
        term = self._key(key)
        if term not in self._values:
            return None
        value = self._values[term]
        return wrap(value) if isinstance(value, Term) else py_value(value)

    get_interp = __getitem__

    def __contains__(self, key: object) -> bool:
        try:
            return self._key(key) in self._values
        except ApiSortError:
            return False

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
        if not model_completion:
            missing = [v for v in free_vars(term) if v not in self._values]
            if missing:
                from ..rewrite import simplify

                known = {v: _literal(self._values[v]) for v in free_vars(term)
                         if v in self._values}
                reduced = simplify(substitute(term, known))
                return py_value(reduced.value) if reduced.op == "const" else wrap(reduced)
        try:
            return py_value(Evaluator(self._values).evaluate(term))
        except Undetermined as exc:
            raise ApiValueError("Model.eval", expr, f"has no value in this model ({exc})") \
                from None

    evaluate = eval

    def decls(self) -> list[Decl]:
        return list(self._decls)

    def __len__(self) -> int:
        return len(self._decls)

    def num_constants(self) -> int:
        return len(self._decls)

    def __iter__(self) -> Iterator[Decl]:
        return iter(self._decls)

    def as_dict(self) -> dict[str, Any]:
        """``{name: value}`` for every constant."""
        return {d.name(): self[d] for d in self._decls}

    def sexpr(self) -> str:
        """The model as SMT-LIB ``define-fun`` lines (as ``(get-model)`` prints it)."""
        lines = []
        for d in self._decls:
            v = self._values[d.term]
            text = term_to_smtlib(v) if isinstance(v, Term) else value_to_smtlib(v, d.term.sort)
            lines.append(f"  (define-fun {quote_symbol(d.name())} () {d.term.sort} {text})")
        return "(\n" + "\n".join(lines) + "\n)" if lines else "()"

    def __repr__(self) -> str:
        """z3py's format: ``[x = "ab", n = 3, b = True]`` (strings quoted, unescaped)."""
        return "[" + ", ".join(f"{d.name()} = {z3_text(self[d])}" for d in self._decls) + "]"

    __str__ = __repr__


def _is_z3_decl(value: object) -> bool:
    """A z3py ``FuncDeclRef`` of arity 0 (``x.decl()``), read without importing z3."""
    return (type(value).__module__.startswith("z3") and hasattr(value, "arity")
            and hasattr(value, "range") and value.arity() == 0)


def _literal(value: Value | Term) -> Term:
    return value if isinstance(value, Term) else const(value)


__all__ = ["Decl", "Model"]
