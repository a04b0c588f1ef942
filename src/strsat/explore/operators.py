"""Operators whose work is a slot written in Python (issue 38: follow the values wherever
Python goes).

``a + b``, ``-a``, ``a < b``, ``a += b``, ``abs(a)``, ``round(a)``, ``divmod(a, b)``,
``pow(a, b)`` and ``math.floor``/``ceil``/``trunc`` call the operands' ``__add__``,
``__neg__``, ``__lt__`` ... from C.  When such a method is written in Python in a library
(``_pydecimal.Decimal.__abs__``, a ``Fraction``'s ``__add__``, a timedelta twin's
``__neg__``) CPython runs it as written, so the ``len(self._int)`` of a ``Decimal`` holding
symbolic digits met CPython's ``len`` and made them concrete.  Here the rewritten code's
operators come to :class:`Operators`, which follows CPython's protocol (the data model's
"emulating numeric types" and rich comparisons: a right operand of a proper subclass
with its own reflected method first, then ``x.__op__(y)``, then ``y.__rop__(x)``, then
``TypeError``; in-place ``__iop__`` before both) and calls each Python method through the
runtime, rewritten.  Operands of the builtin types take CPython's own operator at once.
"""

from __future__ import annotations

import builtins
import functools
import math
import operator
import types
from collections.abc import Callable
from typing import Any

from ..python import SymBool, SymBytes, SymInt, SymStr, SymValue
from ..python.case_image import CaseImage
from .keyed import NOT_SETS, set_inplace, set_operator
from .slots import NOT_HERE
from .string_sets import StringCharacters, operate
from .string_sets import plain as plain_set
from .twins import TWIN_CLASSES

#: operands whose operators are CPython's or the layer's own (the fast path)
_PLAIN = frozenset({int, float, complex, bool, str, bytes, bytearray, list, tuple, dict,
                    set, frozenset, type(None), SymStr, SymInt, SymBool, SymBytes,
                    CaseImage})

#: spelling -> (method, reflected method, CPython's operator)
BINARY: dict[str, tuple[str, str, Callable[[Any, Any], Any]]] = {
    "+": ("__add__", "__radd__", operator.add), "-": ("__sub__", "__rsub__", operator.sub),
    "*": ("__mul__", "__rmul__", operator.mul),
    "/": ("__truediv__", "__rtruediv__", operator.truediv),
    "//": ("__floordiv__", "__rfloordiv__", operator.floordiv),
    "%": ("__mod__", "__rmod__", operator.mod), "**": ("__pow__", "__rpow__", operator.pow),
    "<<": ("__lshift__", "__rlshift__", operator.lshift),
    ">>": ("__rshift__", "__rrshift__", operator.rshift),
    "&": ("__and__", "__rand__", operator.and_), "|": ("__or__", "__ror__", operator.or_),
    "^": ("__xor__", "__rxor__", operator.xor), "@": ("__matmul__", "__rmatmul__", operator.matmul),
    "divmod": ("__divmod__", "__rdivmod__", divmod),
}
#: spelling -> (in-place method, CPython's in-place operator)
INPLACE: dict[str, tuple[str, Callable[[Any, Any], Any]]] = {
    "+": ("__iadd__", operator.iadd), "-": ("__isub__", operator.isub),
    "*": ("__imul__", operator.imul), "/": ("__itruediv__", operator.itruediv),
    "//": ("__ifloordiv__", operator.ifloordiv), "%": ("__imod__", operator.imod),
    "**": ("__ipow__", operator.ipow), "<<": ("__ilshift__", operator.ilshift),
    ">>": ("__irshift__", operator.irshift), "&": ("__iand__", operator.iand),
    "|": ("__ior__", operator.ior), "^": ("__ixor__", operator.ixor),
    "@": ("__imatmul__", operator.imatmul),
}
#: spelling -> (method, CPython's operator), of one operand
UNARY: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "-": ("__neg__", operator.neg), "+": ("__pos__", operator.pos),
    "~": ("__invert__", operator.invert), "abs": ("__abs__", builtins.abs),
    "floor": ("__floor__", math.floor), "ceil": ("__ceil__", math.ceil),
    "trunc": ("__trunc__", math.trunc),
}
#: ordering comparisons: spelling -> (method, reflected method)
ORDER = {"<": ("__lt__", "__gt__"), "<=": ("__le__", "__ge__"), ">": ("__gt__", "__lt__"),
         ">=": ("__ge__", "__le__")}

#: the builtins handled here, by id -> how (a UNARY or BINARY spelling, "round", or one of
#: the folds: "sum", "prod", "reduce")
OPERATOR_BUILTINS = {id(builtins.abs): "abs", id(math.floor): "floor", id(math.ceil): "ceil",
            id(math.trunc): "trunc", id(builtins.divmod): "divmod", id(builtins.pow): "**",
            id(builtins.round): "round", id(builtins.sum): "sum", id(math.prod): "prod",
            id(functools.reduce): "reduce"}
#: the ``operator`` module's functions, by id -> (what, spelling): C functions that apply
#: an operator (``functools.reduce(operator.add, fractions)``, ``map(operator.mul, ...)``)
OPERATOR_FUNCTIONS: dict[int, tuple[str, str]] = {
    **{id(getattr(operator, n)): ("binary", op) for n, op in (
        ("add", "+"), ("sub", "-"), ("mul", "*"), ("truediv", "/"), ("floordiv", "//"),
        ("mod", "%"), ("pow", "**"), ("lshift", "<<"), ("rshift", ">>"), ("and_", "&"),
        ("or_", "|"), ("xor", "^"), ("matmul", "@"))},
    **{id(getattr(operator, n)): ("unary", op) for n, op in (
        ("neg", "-"), ("pos", "+"), ("invert", "~"), ("inv", "~"), ("abs", "abs"))},
    **{id(getattr(operator, n)): ("order", op) for n, op in (
        ("lt", "<"), ("le", "<="), ("gt", ">"), ("ge", ">="))},
    **{id(getattr(operator, n)): ("inplace", op) for n, op in (
        ("iadd", "+"), ("isub", "-"), ("imul", "*"), ("itruediv", "/"), ("ifloordiv", "//"),
        ("imod", "%"), ("ipow", "**"), ("ilshift", "<<"), ("irshift", ">>"), ("iand", "&"),
        ("ior", "|"), ("ixor", "^"), ("imatmul", "@"))},
}
OPERATOR_BUILTINS.update({k: "operator" for k in OPERATOR_FUNCTIONS})
_NO_INITIAL = object()


def _as_twin_of(left: Any, right: Any) -> Any:
    """``left`` as a twin object when ``right`` is one and ``left`` an object of a public
    C class (:mod:`.twins`): in CPython the two are one class, whose C slot serves both
    orders, while the pure-Python twin may define no reflected method (``date.__sub__``
    only: ``date(2026, 1, 1) - born``, the first a C object, ``born`` a twin holding
    symbolic fields, raised ``TypeError``).  A twin on the left converts its operand
    itself (its wrapped operators)."""
    twins = TWIN_CLASSES.get(type(right))
    if twins is None or type(left) in TWIN_CLASSES:
        return left
    return twins.to_twin(left)


def _python(cls: type, name: str) -> Any:
    """``cls``'s ``name`` when it is a function written in Python, else None."""
    method = getattr(cls, name, None)
    return method if type(method) is types.FunctionType else None


class Operators:
    """The rewritten code's operators (see the module docstring).  ``call`` runs a bound
    method through the runtime (rewritten); ``follows(obj)`` tells whether a Python
    method of ``obj`` must run rewritten (it is symbolic or holds symbolic values)."""

    def __init__(self, call: Callable[..., Any], follows: Callable[[Any], bool]) -> None:
        self._call, self._follows = call, follows

    def _needed(self, *operands: Any) -> bool:
        """Whether a Python method given these operands must run rewritten."""
        return any(map(self._follows, operands))

    def _invoke(self, obj: Any, name: str, *args: Any) -> Any:
        """``obj.name(*args)`` looked up on its class: a Python method rewritten, a C one
        as it is; ``NotImplemented`` when the class has none."""
        method = getattr(type(obj), name, None)
        if method is None:
            return NotImplemented
        if type(method) is types.FunctionType:
            return self._call(types.MethodType(method, obj), *args)
        return getattr(obj, name)(*args)

    def binary(self, left: Any, right: Any, op: str) -> Any:
        """``left op right`` (``op`` a spelling of :data:`BINARY`)."""
        name, reflected, plain = BINARY[op]
        if type(left) is StringCharacters or type(right) is StringCharacters:
            got = operate(left, right, op)  # set(s) - HEX: one term
            if got is not None:
                return got
            left, right = plain_set(left), plain_set(right)
        if type(left) in _PLAIN and type(right) in _PLAIN:
            made = set_operator(left, right, op)  # {s} - {"a"}: one decision a member
            return plain(left, right) if made is NOT_SETS else made
        left = _as_twin_of(left, right)
        if (_python(type(left), name) is None and _python(type(right), reflected) is None) \
                or not self._needed(left, right):
            return plain(left, right)
        got = self._protocol(left, right, name, reflected)
        if got is NotImplemented:
            spelled = "** or pow()" if op == "**" else op
            raise TypeError(f"unsupported operand type(s) for {spelled}: "
                            f"'{type(left).__name__}' and '{type(right).__name__}'")
        return got

    def _protocol(self, left: Any, right: Any, name: str, reflected: str,
                  compared: bool = False) -> Any:
        """CPython's order of the two methods; ``NotImplemented`` when both decline.  A
        comparison (``compared``) tries the reflected method of an operand of the same
        type too (``do_richcompare``); an arithmetic operator does not (``binary_op1``)."""
        lt, rt = type(left), type(right)
        first = rt is not lt and issubclass(rt, lt) and \
            getattr(rt, reflected, None) is not getattr(lt, reflected, None)
        if first:
            got = self._invoke(right, reflected, left)
            if got is not NotImplemented:
                return got
        got = self._invoke(left, name, right)
        if got is not NotImplemented or (rt is lt and not compared) or first:
            return got
        return self._invoke(right, reflected, left)

    def inplace(self, left: Any, right: Any, op: str) -> Any:
        """``left op= right``: ``__iop__`` first, then the binary operator."""
        name, plain = INPLACE[op]
        if type(left) is StringCharacters or type(right) is StringCharacters:
            left, right = plain_set(left), plain_set(right)  # in place: the set made
        if type(left) in _PLAIN and type(right) in _PLAIN:
            made = set_inplace(left, right, op)  # seen -= {s}
            return plain(left, right) if made is NOT_SETS else made
        if _python(type(left), name) is None:
            return self.binary(left, right, op) if self._needed(left, right) \
                else plain(left, right)
        if not self._needed(left, right):
            return plain(left, right)
        got = self._invoke(left, name, right)
        if got is not NotImplemented:
            return got
        return self.binary(left, right, op)

    def unary(self, operand: Any, op: str) -> Any:
        """``-x``, ``+x``, ``~x``, ``abs(x)``, ``math.floor(x)`` ... (:data:`UNARY`)."""
        name, plain = UNARY[op]
        if type(operand) in _PLAIN or _python(type(operand), name) is None or \
                not self._follows(operand):
            return plain(operand)
        return self._invoke(operand, name)

    def order(self, left: Any, right: Any, op: str) -> Any:
        """``left < right`` and the like when a Python ``__lt__`` ... must run rewritten;
        NOT_HERE otherwise (the caller compares as before)."""
        if type(left) in _PLAIN and type(right) in _PLAIN:
            return NOT_HERE
        name, reflected = ORDER[op]
        if (_python(type(left), name) is None and _python(type(right), reflected) is None) \
                or not self._needed(left, right):
            return NOT_HERE
        got = self._protocol(left, right, name, reflected, compared=True)
        if got is NotImplemented:
            raise TypeError(f"'{op}' not supported between instances of "
                            f"'{type(left).__name__}' and '{type(right).__name__}'")
        return got

    def builtin(self, f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """``abs``, ``round``, ``divmod``, two-argument ``pow`` and ``math.floor``/``ceil``/
        ``trunc`` of an operand whose method is Python, else NOT_HERE."""
        how = OPERATOR_BUILTINS.get(id(f))
        if how in ("sum", "prod", "reduce"):
            return self._fold(f, how, args, kwargs)
        if how is None or kwargs and how != "round" or \
                all(type(a) in _PLAIN for a in args):
            return NOT_HERE
        if how == "operator":
            return self._operator_function(f, args)
        if how == "round":
            return self._round(args, kwargs)
        if how in UNARY and len(args) == 1:
            return self.unary(args[0], how)
        if how in BINARY and len(args) == 2:
            return self.binary(args[0], args[1], how)
        return NOT_HERE

    def _round(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        values = [*args, *kwargs.values()]
        if not values or len(values) > 2 or set(kwargs) - {"number", "ndigits"} or \
                _python(type(values[0]), "__round__") is None or \
                not self._follows(values[0]):
            return NOT_HERE
        ndigits = values[1:]
        if ndigits and ndigits[0] is None:
            ndigits = []  # round(x, None) calls __round__() without an argument
        return self._invoke(values[0], "__round__", *ndigits)


    def _operator_function(self, f: Any, args: tuple[Any, ...]) -> Any:
        """``operator.add(a, b)`` and its kin: the operator, as written in the program."""
        what, op = OPERATOR_FUNCTIONS[id(f)]
        if what == "unary" and len(args) == 1:
            return self.unary(args[0], op)
        if len(args) != 2:
            return NOT_HERE
        if what == "binary":
            return self.binary(args[0], args[1], op)
        if what == "inplace":
            return self.inplace(args[0], args[1], op)
        return self.order(args[0], args[1], op) if what == "order" else NOT_HERE

    def _fold(self, f: Any, how: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """``sum(xs, start)``, ``math.prod(xs, start=...)`` and ``functools.reduce(g, xs,
        initial)``: C loops that apply ``+``, ``*`` or ``g`` to the items, so the items'
        Python ``__add__``/``__radd__`` ran as written (``sum`` of ``Fraction``\\ s made
        by ``statistics.mean`` from symbolic ints met CPython's ``isinstance`` and raised
        ``TypeError``).  When an item must run rewritten, the loop runs here with each
        step through the runtime; else CPython's function on the items read.  NOT_HERE
        for argument shapes this does not read (the C function's error then)."""
        if how == "reduce":
            if kwargs or not 2 <= len(args) <= 3:
                return NOT_HERE
            function, iterable, initial = args[0], args[1], \
                (args[2] if len(args) == 3 else _NO_INITIAL)
        else:
            # sum(iterable, /, start=0); math.prod(iterable, /, *, start=1)
            if not args or len(args) > (2 if how == "sum" else 1) or \
                    set(kwargs) - {"start"} or (len(args) == 2 and kwargs):
                return NOT_HERE
            iterable = args[0]
            initial = args[1] if len(args) == 2 else kwargs.get("start", 0 if how == "sum" else 1)
            if how == "sum" and isinstance(initial, str | bytes | bytearray | SymStr | SymBytes):
                return NOT_HERE  # sum() can't sum strings: CPython's message
        if isinstance(iterable, SymValue):
            return NOT_HERE  # a symbolic string's characters: the runtime's iteration
        items = list(iterable)
        if not self._needed(*items, *(() if initial is _NO_INITIAL else (initial,))):
            if how == "reduce":
                return f(function, items, *(() if initial is _NO_INITIAL else (initial,)))
            return f(items, start=initial)
        if how == "reduce":
            if initial is _NO_INITIAL:
                if not items:
                    raise TypeError("reduce() of empty iterable with no initial value")
                initial, items = items[0], items[1:]
            value = initial
            for item in items:
                value = self._call(function, value, item)
            return value
        op = "+" if how == "sum" else "*"
        value = initial
        for item in items:
            value = self.binary(value, item, op)
        return value
