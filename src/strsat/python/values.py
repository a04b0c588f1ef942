"""Symbolic Python values: the base class, ``bool`` and ``int``.

A symbolic value holds a term (its meaning for every input) and, in a concrete
execution, the concrete value it has for the current input (``value``; None
outside one).  Each operation computes both: the term by the SMT-LIB encoding
of CPython's rule, the value by CPython itself — so a concrete execution
follows CPython exactly, and the tests check that the term agrees.

:class:`SymInt` is Python's ``int``: floor division and modulo round towards
negative infinity (SMT-LIB's ``div``/``mod`` are Euclidean), division by zero
raises ``ZeroDivisionError`` under an explicit condition, ``/`` (a float) is
refused.  :class:`SymBool` is Python's ``bool``: ``if``/``and``/``or``/``not``
ask the tracer (:mod:`.context`); ``&``, ``|``, ``^`` build formulas without
deciding.
"""

from __future__ import annotations

import dis
import math
import operator
import sys
import warnings
from collections.abc import Callable
from typing import Any, NoReturn, overload

from ..api.errors import ApiSortError
from ..terms import BOOL, FALSE, INT, STRING, TRUE, Sort, Term, boolean, integer, mk, var
from ..terms.printer import term_to_smtlib
from . import digit_fields, int_bits
from . import termops as T
from .context import Kind, Trace, active, concretize, decide, fallback, is_placing


def input_term(name_or_term: object, sort: Sort, where: str) -> Term:
    """The input variable named ``name_or_term``, or the given term of ``sort``."""
    if isinstance(name_or_term, str) and name_or_term:
        return var(name_or_term, sort)
    if isinstance(name_or_term, Term) and name_or_term.sort is sort:
        return name_or_term
    raise ApiSortError(where, name_or_term, f"a name (non-empty str) or a {sort} term")


#: the builtin type CPython shows for an instance of each of the layer's classes (issue 38,
#: brief casemap39): every class naming one (``SymStr``: ``str``) and each subclass that
#: inherits it -- the lazy values of a ``str`` (:class:`.case_image.CaseImage`,
#: :class:`.char_image.CharImage`) -- but the hybrid classes of ``str``/``int``
#: subclasses, which stand for the subclass (:func:`.str_subclass.stands_for`).  The
#: explorer's ``isinstance``/``type``/``__class__`` read it: a subclass missing from a
#: list of the layer's classes made ``isinstance(s.lower(), str)`` False in the concolic
#: run (``email.charset.Charset`` then took its ``bytes`` branch and raised)
BUILTIN_TYPES: dict[type, type] = {}
#: the name of a hybrid class's own attribute (:data:`.str_subclass.STANDS_FOR`)
_STANDS_FOR = "__strsat_class__"


def builtin_type(kind: type) -> type | None:
    """The builtin type an instance of the layer's class ``kind`` stands for
    (:data:`BUILTIN_TYPES`); None for any other class and for a hybrid class."""
    return BUILTIN_TYPES.get(kind)


class SymValue:
    """A term and, in a concrete execution, its concrete value."""

    __slots__ = ("term", "value")

    term: Term
    value: Any
    #: the builtin type the class stands for, inherited by its subclasses
    #: (:data:`BUILTIN_TYPES`)
    __strsat_builtin__: type | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        builtin = cls.__strsat_builtin__
        if builtin is not None and _STANDS_FOR not in vars(cls):
            BUILTIN_TYPES[cls] = builtin

    def __init__(self, term: Term, value: Any = None) -> None:
        object.__setattr__(self, "term", term)
        object.__setattr__(self, "value", value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("symbolic values are immutable")

    def __strsat_term__(self) -> Term:
        """The term, for :class:`strsat.Solver` and the API's functions."""
        return self.term

    def sexpr(self) -> str:
        return term_to_smtlib(self.term)

    def _concrete(self, what: str) -> Any:
        return concretize(self.term, self.value, what)

    def __repr__(self) -> str:
        if self.value is not None or isinstance(active(), Trace):
            return repr(self._concrete("repr()"))
        return f"<symbolic {self.term.sort} {self.sexpr()[:200]}>"

    def __str__(self) -> str:
        return str(self._concrete("str()"))

    def __format__(self, spec: str) -> str:
        return format(self._concrete("format()"), spec)

    def __hash__(self) -> int:
        if self.value is not None and is_placing():  # keys decided distinct (placing())
            return hash(self.value)
        return hash(self._concrete("hash()"))

    def __reduce__(self) -> NoReturn:
        raise TypeError("symbolic values are not pickled")

    def __copy__(self) -> SymValue:
        """Itself, as ``copy.copy`` of a ``str``/``int``/``bytes`` (immutable values); an
        instance of a ``str`` subclass (:mod:`.str_subclass`, it may carry attributes) is
        not copied."""
        if _STANDS_FOR in vars(type(self)):
            self.__reduce__()
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> SymValue:
        """Itself, as ``copy.deepcopy`` of an atomic value (``dataclasses.asdict`` copies
        every field so; ``__reduce__`` would refuse); see :meth:`__copy__`."""
        return self.__copy__()


def _both(values: tuple[Any, ...]) -> bool:
    return all(v is not None for v in values)


# ---- bool ---------------------------------------------------------------------------------


class SymBool(SymValue):
    """Python's ``bool`` over a Bool term."""

    __slots__ = ()
    __strsat_builtin__ = bool

    def __init__(self, name_or_term: str | Term, value: bool | None = None) -> None:
        super().__init__(input_term(name_or_term, BOOL, "SymBool"), value)

    def __bool__(self) -> bool:
        return decide(Kind.BRANCH, self.term, self.value, "truth value")

    def _op(self, op: str, other: object, fn: Any) -> SymBool | Any:
        o = bool_of(other)
        if o is None:
            if isinstance(other, SymInt) or (isinstance(other, int)
                                             and not isinstance(other, bool)):
                return self._int_op(op, other, fn)
            return NotImplemented
        term, value = o
        return SymBool(mk(op, self.term, term),
                       fn(self.value, value) if _both((self.value, value)) else None)

    def _int_op(self, op: str, other: SymInt | int, fn: Any) -> SymInt:
        """``b & n``, ``b | n``, ``b ^ n`` with an int ``n``: CPython's int result, by the
        low bit of ``n`` (``n % 2``, two's complement as Python's ints are)."""
        n = int_of(other)
        assert n is not None
        term, value = n
        low = mk("mod", term, integer(2))
        with_true = {"and": low,
                     "or": mk("-", mk("+", term, integer(1)), low),
                     "xor": mk("-", mk("+", term, integer(1)), mk("*", integer(2), low))}[op]
        with_false = integer(0) if op == "and" else term
        return SymInt(mk("ite", self.term, with_true, with_false),
                      fn(int(self.value), value) if _both((self.value, value)) else None)

    def __and__(self, other: object) -> SymBool:
        return self._op("and", other, operator.and_)

    __rand__ = __and__

    def __or__(self, other: object) -> SymBool:
        return self._op("or", other, operator.or_)

    __ror__ = __or__

    def __xor__(self, other: object) -> SymBool:
        return self._op("xor", other, operator.xor)

    __rxor__ = __xor__

    def __eq__(self, other: object) -> SymBool:  # type: ignore[override]
        if isinstance(other, SymInt) or (isinstance(other, int) and not isinstance(other, bool)):
            return self.as_int() == other  # True == 1
        if type(other) is float:  # True == 1.0
            return self.as_int() == other
        return _equation(self, bool_of(other))

    def __ne__(self, other: object) -> SymBool:  # type: ignore[override]
        return _not(self == other)

    __hash__ = SymValue.__hash__

    # bool is an int: arithmetic and ordering are the int's (True + True == 2)
    def __add__(self, other: object) -> Any:
        return self.as_int().__add__(other)

    def __radd__(self, other: object) -> Any:
        return self.as_int().__radd__(other)

    def __sub__(self, other: object) -> Any:
        return self.as_int().__sub__(other)

    def __rsub__(self, other: object) -> Any:
        return self.as_int().__rsub__(other)

    def __mul__(self, other: object) -> Any:
        return self.as_int().__mul__(other)

    def __rmul__(self, other: object) -> Any:
        return self.as_int().__rmul__(other)

    def __floordiv__(self, other: object) -> Any:
        return self.as_int().__floordiv__(other)

    def __rfloordiv__(self, other: object) -> Any:
        return self.as_int().__rfloordiv__(other)

    def __mod__(self, other: object) -> Any:
        return self.as_int().__mod__(other)

    def __rmod__(self, other: object) -> Any:
        return self.as_int().__rmod__(other)

    def __divmod__(self, other: object) -> Any:
        return self.as_int().__divmod__(other)

    def __truediv__(self, other: object) -> Any:
        return self.as_int().__truediv__(other)

    def __rtruediv__(self, other: object) -> Any:
        return self.as_int().__rtruediv__(other)

    def __pow__(self, other: object, modulo: object = None) -> Any:
        return self.as_int().__pow__(other, modulo)

    def __neg__(self) -> Any:
        return -self.as_int()

    def __pos__(self) -> Any:
        return self.as_int()

    def __abs__(self) -> Any:
        return self.as_int()

    def __lt__(self, other: object) -> Any:
        return self.as_int().__lt__(other)

    def __le__(self, other: object) -> Any:
        return self.as_int().__le__(other)

    def __gt__(self, other: object) -> Any:
        return self.as_int().__gt__(other)

    def __ge__(self, other: object) -> Any:
        return self.as_int().__ge__(other)

    def negate(self) -> SymBool:
        """``not self`` as a formula (Python's ``not`` decides instead)."""
        return _not(self)

    def __invert__(self) -> Any:
        """``~b`` is the int ``-2`` or ``-1`` (CPython 3.12 deprecates it, with a warning;
        ``.negate()`` is the formula ``not b``)."""
        if sys.version_info >= (3, 12):
            warnings.warn(_INVERT_BOOL, DeprecationWarning, stacklevel=2)
        return ~self.as_int()

    def __lshift__(self, other: object) -> Any:
        return self.as_int().__lshift__(other)

    def __rlshift__(self, other: object) -> Any:
        return self.as_int().__rlshift__(other)

    def __rshift__(self, other: object) -> Any:
        return self.as_int().__rshift__(other)

    def __rrshift__(self, other: object) -> Any:
        return self.as_int().__rrshift__(other)

    def __rpow__(self, other: object, modulo: object = None) -> Any:
        return self.as_int().__rpow__(other, modulo)

    def __rdivmod__(self, other: object) -> Any:
        return self.as_int().__rdivmod__(other)

    def __round__(self, ndigits: object = None) -> Any:
        return self.as_int().__round__(ndigits)

    def __trunc__(self) -> Any:
        return self.as_int()

    __floor__ = __ceil__ = __trunc__

    def __int__(self) -> int:
        return int(self._concrete("int()"))

    def __index__(self) -> int:
        return int(self._concrete("an index"))

    def as_int(self) -> SymInt:
        """The int 1 or 0 (Python's ``int(b)``), symbolically."""
        return SymInt(mk("ite", self.term, integer(1), integer(0)),
                      None if self.value is None else int(self.value))


def _equation(value: SymValue, other: tuple[Term, Any] | None) -> SymBool:
    """``value == other`` (``other`` as a term and concrete value; None when it is of
    another type, which Python answers with False)."""
    if other is None:
        return SymBool(FALSE, False)
    term, concrete = other
    return SymBool(mk("=", value.term, term),
                   value.value == concrete if _both((value.value, concrete)) else None)


def _not(b: SymBool) -> SymBool:
    return SymBool(mk("not", b.term), None if b.value is None else not b.value)


def bool_of(value: object) -> tuple[Term, bool | None] | None:
    """The term and concrete value of a bool-like operand, None for other types."""
    if isinstance(value, SymBool):
        return value.term, value.value
    if isinstance(value, bool):
        return boolean(value), value
    return None


# ---- int ------------------------------------------------------------------------------------


#: CPython's ``Py_ssize_t`` holds ``-SSIZE_LIMIT .. SSIZE_LIMIT - 1``.
SSIZE_LIMIT = 2 ** 63


def _repeated(s: str | bytes, count: SymInt) -> Any:
    from .repeat import repeat_constant  # strings and bytes import this module

    return repeat_constant(s, count)


def repeat_count(count: object) -> int:
    """The count of a sequence repetition ``s * count`` as CPython reads it (an index:
    ``TypeError`` for a non-int, ``OverflowError`` past ``Py_ssize_t``); a symbolic
    count is made concrete."""
    got = int_of(count)
    if got is None:
        raise TypeError(f"can't multiply sequence by non-int of type "
                        f"'{type(count).__name__}'")
    k: int = int(count) if isinstance(count, int) else SymInt(*got)._concrete("s * n")
    if not -SSIZE_LIMIT <= k < SSIZE_LIMIT:
        raise OverflowError("cannot fit 'int' into an index-sized integer")
    return k


def int_of(value: object) -> tuple[Term, int | None] | None:
    """The term and concrete value of an int-like operand (ints, bools, their symbolic
    versions, objects with ``__index__``), None for other types."""
    if isinstance(value, SymInt):
        return value.term, value.value
    if isinstance(value, SymBool):
        as_int = value.as_int()
        return as_int.term, as_int.value
    if isinstance(value, bool | int):
        return integer(int(value)), int(value)
    if hasattr(value, "__index__") and not isinstance(value, SymValue):
        i = operator.index(value)
        return integer(i), i
    return None


def floordiv_term(a: Term, b: Term) -> Term:
    """Python's ``a // b`` (b != 0): the floor of the quotient.  SMT-LIB's ``div`` is the
    floor for ``b > 0``; for ``b < 0``, ``floor(a/b) = floor(-a/-b) = div(-a, -b)``."""
    if b.op == "const":
        if b.value > 0:  # type: ignore[operator]
            return digit_fields.div(a, int(b.value)) or mk("div", a, b)  # type: ignore[arg-type]
        return mk("div", mk("-", a), mk("-", b))
    return mk("ite", mk(">", b, integer(0)), mk("div", a, b),
              mk("div", mk("-", a), mk("-", b)))


def mod_term(a: Term, b: Term) -> Term:
    """Python's ``a % b`` (b != 0): ``a - b * (a // b)``, with the sign of ``b``."""
    if b.op == "const" and b.value > 0:  # type: ignore[operator]
        return digit_fields.mod(a, int(b.value)) or mk("mod", a, b)  # type: ignore[arg-type]
    return mk("-", a, mk("*", b, floordiv_term(a, b)))


class SymInt(SymValue):
    """Python's ``int`` over an Int term."""

    __slots__ = ()
    __strsat_builtin__ = int

    def __init__(self, name_or_term: str | Term, value: int | None = None) -> None:
        super().__init__(input_term(name_or_term, INT, "SymInt"), value)

    # -- arithmetic -------------------------------------------------------------------------

    def _arith(self, op: str, other: object, fn: Callable[[Any, Any], Any],
               swap: bool = False) -> SymInt | float | complex | None:
        """``self op other`` (swapped: ``other`` first): a float or complex result with a
        float or complex operand (run concretely); None for other operand types."""
        o = int_of(other)
        if o is None:
            if isinstance(other, float | complex):
                return _with_number(self, other, fn, swap)
            return None
        (a, va), (b, vb) = ((o, (self.term, self.value)) if swap
                            else ((self.term, self.value), o))
        return SymInt(mk(op, a, b), None if va is None or vb is None else fn(va, vb))

    @overload
    def __add__(self, other: SymInt | SymBool | int) -> SymInt: ...
    @overload
    def __add__(self, other: float) -> float: ...
    @overload
    def __add__(self, other: complex) -> complex: ...
    @overload
    def __add__(self, other: object) -> SymInt | float | complex: ...
    def __add__(self, other: object) -> SymInt | float | complex:
        got = self._arith("+", other, operator.add)
        return NotImplemented if got is None else got

    @overload
    def __radd__(self, other: SymInt | SymBool | int) -> SymInt: ...
    @overload
    def __radd__(self, other: float) -> float: ...
    @overload
    def __radd__(self, other: complex) -> complex: ...
    @overload
    def __radd__(self, other: object) -> SymInt | float | complex: ...
    def __radd__(self, other: object) -> SymInt | float | complex:
        got = self._arith("+", other, operator.add, swap=True)
        return NotImplemented if got is None else got

    @overload
    def __sub__(self, other: SymInt | SymBool | int) -> SymInt: ...
    @overload
    def __sub__(self, other: float) -> float: ...
    @overload
    def __sub__(self, other: complex) -> complex: ...
    @overload
    def __sub__(self, other: object) -> SymInt | float | complex: ...
    def __sub__(self, other: object) -> SymInt | float | complex:
        got = self._arith("-", other, operator.sub)
        return NotImplemented if got is None else got

    @overload
    def __rsub__(self, other: SymInt | SymBool | int) -> SymInt: ...
    @overload
    def __rsub__(self, other: float) -> float: ...
    @overload
    def __rsub__(self, other: complex) -> complex: ...
    @overload
    def __rsub__(self, other: object) -> SymInt | float | complex: ...
    def __rsub__(self, other: object) -> SymInt | float | complex:
        got = self._arith("-", other, operator.sub, swap=True)
        return NotImplemented if got is None else got

    def __mul__(self, other: object) -> Any:
        if isinstance(other, str | bytes):  # "=" * n: an ite over n, or n made concrete
            got = _repeated(other, self)
            if got is not None:
                return got
        if isinstance(other, str):
            return other * repeat_count(self)
        if isinstance(other, SymValue) and other.term.sort is STRING:
            return NotImplemented  # the symbolic string's __rmul__ repeats it
        got = self._arith("*", other, operator.mul)
        return NotImplemented if got is None else got

    def __rmul__(self, other: object) -> Any:
        if isinstance(other, str | bytes):
            repeated = _repeated(other, self)
            if repeated is not None:
                return repeated
        if isinstance(other, str):
            return other * repeat_count(self)
        got = self._arith("*", other, operator.mul, swap=True)
        return NotImplemented if got is None else got

    def _division(self, other: object, swap: bool, what: str,
                  term_fn: Callable[[Term, Term], Term], fn: Callable[[int, int], int]
                  ) -> SymInt | None:
        """``self // other`` or ``self % other`` (swapped: ``other`` first); None for an
        operand that is not an int."""
        o = int_of(other)
        if o is None:
            return None
        (a, va), (b, vb) = ((o, (self.term, self.value)) if swap
                            else ((self.term, self.value), o))
        if decide(Kind.RAISE, mk("=", b, integer(0)), None if vb is None else vb == 0,
                  what, ZeroDivisionError):
            raise ZeroDivisionError(_ZERO_DIVISION[what])
        return SymInt(term_fn(a, b), None if va is None or vb is None else fn(va, vb))

    def __floordiv__(self, other: object) -> SymInt:
        got = self._division(other, False, "//", floordiv_term, operator.floordiv)
        return NotImplemented if got is None else got

    def __rfloordiv__(self, other: object) -> SymInt:
        got = self._division(other, True, "//", floordiv_term, operator.floordiv)
        return NotImplemented if got is None else got

    def __mod__(self, other: object) -> SymInt:
        got = self._division(other, False, "%", mod_term, operator.mod)
        return NotImplemented if got is None else got

    def __rmod__(self, other: object) -> SymInt:
        got = self._division(other, True, "%", mod_term, operator.mod)
        return NotImplemented if got is None else got

    def __divmod__(self, other: object) -> tuple[SymInt, SymInt]:
        return self // other, self % other

    def __rdivmod__(self, other: object) -> tuple[SymInt, SymInt]:
        return other // self, other % self

    def _shift(self, other: object, left: bool, swap: bool) -> Any:
        """``a >> k`` is ``a // 2**k`` and ``a << k`` is ``a * 2**k`` (CPython's meaning
        for every int); a negative count raises ``ValueError``.  A symbolic count is an
        ``ite`` over the counts up to ``int_bits.MAX_SYMBOLIC_SHIFT``; constant counts
        past :data:`MAX_SHIFT` run concretely (the constant would be huge)."""
        o = int_of(other)
        if o is None:
            return NotImplemented
        (a, va), (k, vk) = ((o, (self.term, self.value)) if swap
                            else ((self.term, self.value), o))
        if k.op != "const":
            return int_bits.shift_by_symbolic(a, va, k, vk, left,
                                              [other, self] if swap else [self, other],
                                              SymInt)
        count = int(k.value)  # type: ignore[arg-type]
        if count < 0:
            raise ValueError("negative shift count")
        if count > MAX_SHIFT:
            return fallback(f"a shift by more than {MAX_SHIFT} bits",
                            [other, self] if swap else [self, other],
                            operator.lshift if left else operator.rshift)
        factor = integer(2 ** count)
        value = None if va is None else (va << count if left else va >> count)
        return SymInt(mk("*", a, factor) if left else floordiv_term(a, factor), value)

    def __lshift__(self, other: object) -> Any:
        return self._shift(other, True, False)

    # -- bitwise (int_bits: exact by constants, bit-blasted otherwise) -----------------------

    def __and__(self, other: object) -> Any:
        return int_bits.bitwise("and", self, other, int_of(other), swap=False)

    def __rand__(self, other: object) -> Any:
        return int_bits.bitwise("and", self, other, int_of(other), swap=True)

    def __or__(self, other: object) -> Any:
        return int_bits.bitwise("or", self, other, int_of(other), swap=False)

    def __ror__(self, other: object) -> Any:
        return int_bits.bitwise("or", self, other, int_of(other), swap=True)

    def __xor__(self, other: object) -> Any:
        return int_bits.bitwise("xor", self, other, int_of(other), swap=False)

    def __rxor__(self, other: object) -> Any:
        return int_bits.bitwise("xor", self, other, int_of(other), swap=True)

    def __rlshift__(self, other: object) -> Any:
        return self._shift(other, True, True)

    def __rshift__(self, other: object) -> Any:
        return self._shift(other, False, False)

    def __rrshift__(self, other: object) -> Any:
        return self._shift(other, False, True)

    def __truediv__(self, other: object) -> Any:
        if int_of(other) is None and not isinstance(other, float | complex):
            return NotImplemented
        from .float_quotient import arithmetic  # a float of symbolic ints (it imports this)

        made = arithmetic("truediv", self, other)
        if made is not None:
            return made
        return fallback("int / int (a float)", [self, other], operator.truediv)

    def __rtruediv__(self, other: object) -> Any:
        if int_of(other) is None and not isinstance(other, float | complex):
            return NotImplemented
        from .float_quotient import arithmetic

        made = arithmetic("truediv", other, self)
        if made is not None:
            return made
        return fallback("int / int (a float)", [other, self], operator.truediv)

    def __pow__(self, exponent: object, modulo: object = None) -> Any:
        """``x ** e`` for a constant ``e`` in 0..64 is a product; ``pow(x, e, m)`` is
        ``(x ** e) % m`` there (``ValueError`` for ``m == 0``, CPython's check before any
        other).  A negative exponent (a float, or a modular inverse), a larger or a
        symbolic one run concretely, with a note."""
        got = int_of(exponent)
        if got is None or (modulo is not None and int_of(modulo) is None):
            if modulo is None and isinstance(exponent, float | complex):
                return _with_number(self, exponent, operator.pow, False)
            return NotImplemented
        return _power(self, got, exponent, modulo)

    def __rpow__(self, base: object, modulo: object = None) -> Any:
        """``b ** x`` with a symbolic exponent ``x``: on the ``DOMAIN`` ``0 <= x <=
        MAX_POW`` an ``ite`` over the exponents, each power a constant or a product."""
        got = int_of(base)
        if got is None or modulo is not None:
            if isinstance(base, float | complex) and modulo is None:
                return _with_number(self, base, operator.pow, True)
            if got is None:
                return NotImplemented
            return fallback("pow(b, e, m) with a symbolic exponent", [base, self, modulo],
                            pow)
        bt, bv = got
        small = T.conj(T.ge(self.term, 0), T.le(self.term, MAX_POW))
        if not decide(Kind.DOMAIN, small, None if self.value is None else
                      0 <= self.value <= MAX_POW, "int ** int"):
            return fallback(f"int ** int with an exponent outside 0..{MAX_POW}", [base, self],
                            operator.pow)
        term: Term = integer(1)
        for e in range(MAX_POW, 0, -1):
            power: Term = integer(bt.value ** e) if isinstance(bt.value, int) and \
                bt.op == "const" else mk("*", *([bt] * e))
            term = T.ite(T.eq(self.term, integer(e)), power, term)
        value = None if bv is None or self.value is None else bv ** self.value
        return SymInt(term, value)

    def __neg__(self) -> SymInt:
        return SymInt(mk("-", self.term), None if self.value is None else -self.value)

    def __pos__(self) -> SymInt:
        return self

    def __abs__(self) -> SymInt:
        return SymInt(mk("abs", self.term), None if self.value is None else abs(self.value))

    def __round__(self, ndigits: object = None) -> SymInt:
        return self if ndigits is None else int_bits.round_int(self, ndigits, int_of(ndigits))

    def __trunc__(self) -> SymInt:
        return self

    __floor__ = __ceil__ = __trunc__

    # -- comparisons --------------------------------------------------------------------------

    def _cmp(self, op: str, other: object, fn: Callable[[int, float], bool]
             ) -> SymBool | bool | None:
        """``self op other``; a plain ``bool`` against a float (run concretely), None
        for an operand type ints do not compare with."""
        o = int_of(other)
        if o is None:
            if hasattr(other, "compare_int"):  # float() of a symbolic str (float_decimal)
                return other._compare(_MIRRORED[op], self)  # type: ignore[attr-defined,no-any-return]
            if type(other) is float and math.isfinite(other):  # exact, as CPython compares
                from .float_quotient import int_compare_term

                return SymBool(int_compare_term(_NAMES[op], self.term, other),
                               None if self.value is None else fn(self.value, other))
            if isinstance(other, float):
                return fn(self._concrete("a comparison with a float"), other)
            refuse_order(_SYMBOLS[op], self, other)
            return None
        decided = None if o[0].op != "const" else \
            digit_fields.compare(op, self.term, int(o[0].value))  # type: ignore[arg-type]
        return SymBool(decided or mk(op, self.term, o[0]),
                       None if self.value is None or o[1] is None else
                       fn(self.value, o[1]))

    def __lt__(self, other: object) -> SymBool | bool:
        got = self._cmp("<", other, operator.lt)
        return NotImplemented if got is None else got

    def __le__(self, other: object) -> SymBool | bool:
        got = self._cmp("<=", other, operator.le)
        return NotImplemented if got is None else got

    def __gt__(self, other: object) -> SymBool | bool:
        got = self._cmp(">", other, operator.gt)
        return NotImplemented if got is None else got

    def __ge__(self, other: object) -> SymBool | bool:
        got = self._cmp(">=", other, operator.ge)
        return NotImplemented if got is None else got

    def __eq__(self, other: object) -> SymBool:  # type: ignore[override]
        if hasattr(other, "compare_int"):  # float() of a symbolic str (float_decimal)
            return other._compare("eq", self)  # type: ignore[attr-defined,no-any-return]
        if isinstance(other, float) and type(other) is not float:  # a float of symbolic
            got = other.__eq__(self)  # ints (float_quotient, float_pair), or one read
            if got is not NotImplemented:
                return got  # type: ignore[return-value]
            other = float.__float__(other)
        if type(other) is float:  # CPython compares an int with a float exactly
            return self == int(other) if other.is_integer() else _equation(self, None)
        return _equation(self, int_of(other))

    def __ne__(self, other: object) -> SymBool:  # type: ignore[override]
        return _not(self == other)

    __hash__ = SymValue.__hash__

    # -- conversions -------------------------------------------------------------------------

    def __bool__(self) -> bool:
        return decide(Kind.BRANCH, mk("not", mk("=", self.term, integer(0))),
                      None if self.value is None else self.value != 0, "truth value")

    def __index__(self) -> int:
        return int(self._concrete("an index"))

    def __int__(self) -> int:
        return int(self._concrete("int()"))

    def __float__(self) -> float:
        return float(self._concrete("float()"))

    def __invert__(self) -> SymInt:
        return SymInt(mk("-", mk("-", self.term), integer(1)),
                      None if self.value is None else ~self.value)

    # -- the int methods and attributes --------------------------------------------------

    @property
    def real(self) -> SymInt:
        return self

    @property
    def numerator(self) -> SymInt:
        return self

    @property
    def imag(self) -> int:
        return 0

    @property
    def denominator(self) -> int:
        return 1

    def conjugate(self) -> SymInt:
        return self

    def as_integer_ratio(self) -> tuple[SymInt, int]:
        return self, 1

    if hasattr(int, "is_integer"):  # CPython 3.12
        def is_integer(self) -> bool:
            return True

    def bit_length(self) -> SymInt:
        return int_bits.bit_length(self)  # type: ignore[no-any-return]

    def bit_count(self) -> SymInt:
        return int_bits.bit_count(self)  # type: ignore[no-any-return]

    def to_bytes(self, length: Any = 1, byteorder: Any = "big", *, signed: Any = False
                 ) -> Any:
        from .struct_model import to_bytes  # bytes import this module

        return to_bytes(self, length, byteorder, signed=signed)

    def __getattr__(self, name: str) -> Any:
        """Other ``int`` methods (``from_bytes`` on an instance ...) run on the concrete
        value in a concrete execution (with a note); elsewhere they raise ``UnsupportedError``."""
        if name.startswith("_") or not hasattr(int, name):
            raise AttributeError(f"'int' object has no attribute {name!r}")

        def method(*args: Any, **kwargs: Any) -> Any:
            return fallback(f"int.{name}", [self, *args],
                            lambda v, *a: getattr(v, name)(*a, **kwargs))
        return method


#: a comparison's method name (``float.__lt__`` ...) by its operator
_NAMES = {"<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
_MIRRORED = {"<": "gt", "<=": "ge", ">": "lt", ">=": "le"}
_SYMBOLS = {"<": "<", "<=": "<=", ">": ">", ">=": ">=", "str.<": "<", "str.<=": "<="}


def python_type_name(value: object) -> str:
    """The name CPython shows for ``value``'s type (``str`` for a ``SymStr`` and its lazy
    images, :data:`BUILTIN_TYPES`)."""
    kind = builtin_type(type(value))
    return (kind or type(value)).__name__


def refuse_order(symbol: str, left: object, right: object) -> None:
    """CPython's ``TypeError`` for ordering a ``str`` and an ``int`` (or any builtin type
    that does not order with the other), raised at once when ``right`` is a symbolic
    value or of a builtin type (neither side has a reflected comparison to try)."""
    if isinstance(right, SymValue) or type(right).__module__ == "builtins":
        if _written(symbol) == _MIRROR[symbol]:  # ``3 < s`` reached ``s.__gt__(3)``
            symbol, left, right = _MIRROR[symbol], right, left
        raise TypeError(f"'{symbol}' not supported between instances of "
                        f"'{python_type_name(left)}' and '{python_type_name(right)}'")


_MIRROR = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}
_COMPARE_OP = dis.opmap["COMPARE_OP"]


def _written(symbol: str) -> str | None:
    """The ordering the program wrote where the comparison being refused was made: the
    ``COMPARE_OP`` of the innermost frame outside this package (None elsewhere).  The
    reflected method cannot tell ``s > 3`` from ``3 < s`` otherwise, and CPython's
    message names the operator and the operands as written."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_globals.get("__name__", "").startswith(__package__):
        frame = frame.f_back  # type: ignore[assignment]
    if frame is None:
        return None
    code, at = frame.f_code.co_code, frame.f_lasti
    if at < 0 or at + 1 >= len(code) or code[at] != _COMPARE_OP:
        return None
    arg = code[at + 1] >> 4 if sys.version_info >= (3, 12) else code[at + 1]
    return dis.cmp_op[arg] if arg < len(dis.cmp_op) else None


#: The largest constant shift count modelled (``a >> k`` is ``a // 2**k``).
MAX_SHIFT = 1024
#: The largest symbolic exponent of ``b ** x`` written as an ``ite`` over the exponents.
MAX_POW = 64
#: The largest constant exponent of ``x ** e`` written as a product.
MAX_PRODUCT = 64

_INVERT_BOOL = ("Bitwise inversion '~' on bool is deprecated and will be removed in "
                "Python 3.16. This returns the bitwise inversion of the underlying int "
                "object and is usually not what you expect from negating a bool. Use the "
                "'not' operator for boolean negation or ~int(x) if you really want the "
                "bitwise inversion of the underlying int.")


def _with_number(x: SymInt, other: float | complex, fn: Callable[[Any, Any], Any], swap: bool
                 ) -> float | complex:
    """``x op f`` with a float or complex ``f``: the result is not an int, so it runs on
    the concrete value (with a note)."""
    run: Callable[[Any, Any], float | complex] = fn
    name = getattr(fn, "__name__", "")
    if hasattr(other, "compare_int") and name in ("add", "sub", "mul", "truediv"):
        # float(s) of a symbolic str (float_decimal): a step with this int's value
        made = other._arith(name, x, not swap)  # type: ignore[union-attr]
        if made is not NotImplemented:
            return made  # type: ignore[no-any-return]
    if type(other) is float and name in ("add", "sub", "mul", "truediv"):
        from .float_quotient import arithmetic  # 2.0 * m, m + 0.5: one rounding, exact

        made = arithmetic(name, other, x) if swap else arithmetic(name, x, other)
        if made is not None:
            return made  # type: ignore[no-any-return]
    return fallback(f"int {getattr(fn, '__name__', 'op')} {type(other).__name__}",
                    [other, x] if swap else [x, other], run)


def _power(x: SymInt, exponent: tuple[Term, int | None], written: object, modulo: object
           ) -> Any:
    """``x ** e`` / ``pow(x, e, m)`` (see :meth:`SymInt.__pow__`)."""
    et, ev = exponent
    operands: list[Any] = [x, written] if modulo is None else [x, written, modulo]
    if modulo is not None:
        mt, mv = int_of(modulo)  # type: ignore[misc]
        if decide(Kind.RAISE, T.eq(mt, integer(0)), None if mv is None else mv == 0,
                  "pow()", ValueError):
            raise ValueError("pow() 3rd argument cannot be 0")
    if et.op != "const":
        if x.term.op == "const":
            return SymInt(et, ev).__rpow__(int(x.term.value), modulo)  # type: ignore[arg-type]
        return fallback("int ** int with a symbolic exponent", operands, pow)
    e = int(et.value)  # type: ignore[arg-type]
    if not 0 <= e <= MAX_PRODUCT:
        return fallback(f"int ** int with an exponent outside 0..{MAX_PRODUCT}", operands,
                        pow)
    result: SymInt = SymInt(integer(1), 1)
    for _ in range(e):
        result = x * result
    return result if modulo is None else result % modulo

#: CPython's messages for a zero divisor.
_ZERO_DIVISION = {"//": "integer division or modulo by zero", "%": "integer modulo by zero"}

TRUE_SYM = SymBool(TRUE, True)


__all__ = ["BUILTIN_TYPES", "SSIZE_LIMIT", "SymBool", "SymInt", "SymValue", "bool_of",
           "builtin_type", "floordiv_term", "int_of", "mod_term", "python_type_name",
           "refuse_order", "repeat_count"]
