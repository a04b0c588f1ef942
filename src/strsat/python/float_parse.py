"""``float(s)`` of a symbolic ``str`` (issue 38, brief "exmisc" class 3): whether it
raises, exactly; its value on the concrete string, with a note (partial).

CPython's ``float_from_string`` first maps every Unicode decimal digit to its ASCII
digit and every whitespace character to a space, strips the spaces around, and then
reads ``[+-]? (digits ("." digits?)? | "." digits) ([eE] [+-]? digits)?`` or, in any
case, ``inf``, ``infinity`` or ``nan`` with an optional sign, where ``digits`` is
``D (_? D)*`` (an underscore only between two digits).  That language is one regular
membership here (the whitespace class is ``int()``'s, read off CPython), so
``float(s)`` raising ``ValueError`` is one ``RAISE`` decision the explorer can flip
either way.

The value is not modelled: a float is no term of the theory (strings, integers), so on
the side that does not raise the concrete value is returned and the string pinned, with
a note (:func:`~.context.fallback`) -- when the value is first *read*, not before: the
result is a :class:`PendingFloat`, a ``float`` of the concrete value that pins the
string on its first use (an operator, a comparison, ``hash``, ``str``/``format``, a C
call it is handed to: the explorer's runtime makes it concrete as any symbolic value).
A ``nan``/``inf``/``infinity`` word
is the exception (brief floats27): the three decisions below fix its value, the same for
every string they hold on, so it is returned as a plain float that pins nothing.
A ``float()`` that only validates (``mpmath``'s ``str_to_man_exp`` calls ``float(x)``
and drops the result, then reads the digits itself) pins nothing, and the code after it
stays symbolic.  Before that, three decisions of the layer's own
(flipped after the program's branches) tell ``nan``, the infinities and negative
literals from the rest, so the explorer also tries those values.  A program that only
checks that a field is a number (``try: float(s) except ValueError``) is followed
exactly; one that branches on the number's value otherwise reaches those branches only
through the explorer's retries without pins.
"""

from __future__ import annotations

import math
import types
from collections.abc import Callable
from functools import cache
from typing import Any

from ..regex.to_term import charset_to_term
from ..terms import Term, mk, string
from . import termops as T
from .charclasses import class_term
from .context import MINOR, Kind, Trace, active, decide, fallback
from .int_parse import digit_class
from .strings import SymStr
from .values import SymInt


def _lit(text: str) -> Term:
    return mk("str.to_re", string(text))


def _caseless(word: str) -> Term:
    return mk("re.++", *(mk("re.union", _lit(c.lower()), _lit(c.upper())) for c in word))


#: (process-wide, one entry; terms are immutable)
@cache
def float_language() -> Term:
    """What ``float()`` of a ``str`` accepts (see the module docstring)."""
    digit = charset_to_term(digit_class(10))
    digits = mk("re.++", digit, mk("re.*", mk("re.++", mk("re.opt", _lit("_")), digit)))
    number = mk("re.union",
                mk("re.++", digits, mk("re.opt", mk("re.++", _lit("."), mk("re.opt", digits)))),
                mk("re.++", _lit("."), digits))
    sign = mk("re.opt", mk("re.union", _lit("+"), _lit("-")))
    exponent = mk("re.opt", mk("re.++", mk("re.union", _lit("e"), _lit("E")), sign, digits))
    special = mk("re.union", _caseless("inf"), _caseless("infinity"), _caseless("nan"))
    space = mk("re.*", class_term("int-space"))
    return mk("re.++", space, sign, mk("re.union", mk("re.++", number, exponent), special),
              space)


def float_of_str(s: SymStr) -> Any:
    """``float(s)``: ``ValueError`` exactly where CPython raises it (one ``RAISE``
    decision); otherwise the concrete value, the string pinned (noted)."""
    raised: ValueError | None = None
    if s.value is not None:
        try:
            float(s.value)
        except ValueError as exc:
            raised = exc
    valid = mk("str.in_re", s.term, float_language())
    if decide(Kind.RAISE, T.neg(valid), None if s.value is None else raised is not None,
              "float()", ValueError):
        raise raised or ValueError("could not convert string to float: <symbolic string>")
    for what, shape in _SHAPES.items():  # the layer's own splits, flipped last
        test = mk("str.in_re", s.term, _shape(shape))
        decide(Kind.BRANCH, test, None if s.value is None else _SHAPE_OF[shape](s.value), what)
    if s.value is None or not isinstance(active(), Trace):
        return fallback(_PINNED, [s], float)
    if _SHAPE_OF["nan"](s.value) or infinite_word(s.value):
        # a ``nan`` or ``inf``/``infinity`` word: the decisions above ("nan" or
        # "infinite", and "negative") fix the value, the same for each such string
        return float(s.value)
    from .float_decimal import decimal_float  # a QuotientFloat (which imports this)

    made = decimal_float(s, float(s.value))  # (no ``or``: a float's truth reads it)
    return PendingFloat(float(s.value), s) if made is None else made


_PINNED = "float() of a symbolic str (its value: a float is no term)"


class PendingFloat(float):
    """``float(s)`` of a symbolic ``s`` whose value has not been read: the concrete
    value, and ``s`` pinned (:func:`~.context.fallback`, noted) by the first operation
    that reads it (see the module docstring).  Copies and pickles are plain floats."""

    __slots__ = ("_source", "_tracer", "_made_at")
    _source: SymStr | None
    _tracer: object
    _made_at: str

    def __new__(cls, value: float, source: SymStr) -> PendingFloat:
        made = super().__new__(cls, value)
        made._source = source
        made._tracer = tracer = active()
        where = getattr(tracer, "where", None)  # the explorer's: the program's line
        made._made_at = f" at {where()}" if callable(where) else ""
        return made

    def pending(self) -> bool:
        """Whether reading the value still pins its string (in the run that made it)."""
        return self._source is not None and active() is self._tracer

    def source(self) -> SymStr:
        """The string of a :meth:`pending` value."""
        assert self._source is not None
        return self._source

    def pinned(self, what: str) -> float:
        """The plain value; the string pinned first if this is the first read."""
        source, self._source = self._source, None
        if source is not None and active() is self._tracer:
            fallback(f"{_PINNED}{self._made_at}, read by {what}", [source], float)
        return float.__float__(self)

    def __reduce_ex__(self, protocol: Any) -> tuple[type[float], tuple[float]]:
        return float, (self.pinned("pickle or copy"),)

    def __reduce__(self) -> tuple[type[float], tuple[float]]:
        return float, (self.pinned("pickle or copy"),)

    @property
    def real(self) -> float:
        return self.pinned("float.real")

    @property
    def imag(self) -> float:
        return float.__float__(self).imag


def pin_pending(value: Any, what: str, depth: int = 0) -> None:
    """Pins the string of each :class:`PendingFloat` in ``value`` (a run's result: what
    it returns is read), in builtin containers and objects' attributes, three deep."""
    if isinstance(value, PendingFloat):  # a QuotientFloat too
        value.pinned(what)
        return
    if depth >= 3:
        return
    if type(value) in (list, tuple, set, frozenset):
        items: Any = value
    elif type(value) is dict:
        items = [*value.keys(), *value.values()]
    elif isinstance(getattr(value, "__dict__", None), dict) and not isinstance(
            value, type | types.ModuleType | types.FunctionType | types.MethodType):
        items = list(vars(value).values())
    else:
        return
    for item in items:
        pin_pending(item, what, depth + 1)


#: ``float``'s methods that read the value: each pins the string first
_READS = (
    "__add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __truediv__ __rtruediv__ "
    "__floordiv__ __rfloordiv__ __mod__ __rmod__ __divmod__ __rdivmod__ __pow__ __rpow__ "
    "__neg__ __pos__ __abs__ __bool__ __int__ __float__ __trunc__ __floor__ __ceil__ "
    "__round__ __eq__ __ne__ __lt__ __le__ __gt__ __ge__ __hash__ __repr__ __str__ "
    "__format__ __getnewargs__ is_integer as_integer_ratio hex conjugate").split()


def _reading(name: str) -> Callable[..., Any]:
    base = getattr(float, name)

    def method(self: PendingFloat, *args: Any) -> Any:
        return base(self.pinned(f"float.{name}"), *args)

    method.__name__ = method.__qualname__ = name
    return method


for _name in _READS:
    setattr(PendingFloat, _name, _reading(_name))


#: the classes of float literals the layer tells apart before the value is made concrete
_SHAPES = {"float(): nan": "nan", "float(): infinite": "inf", "float(): negative": "-"}
MINOR.update(_SHAPES)


def infinite_word(text: str) -> bool:
    """Whether ``text`` is an ``inf``/``infinity`` literal (any case and sign): the
    words only, as the shape's language (``"1e999"`` overflows but is no such literal)."""
    return text.strip().lstrip("+-").lower() in ("inf", "infinity")


_SHAPE_OF: dict[str, Callable[[str], bool]] = {
    "nan": lambda v: math.isnan(float(v)),
    "inf": infinite_word,
    "-": lambda v: v.strip().startswith("-")}


#: (process-wide, three entries; terms are immutable)
@cache
def _shape(shape: str) -> Term:
    """The valid literals of a shape: ``nan``, ``inf``/``infinity`` (any case and sign)
    or those with a minus sign (``-`` after the leading whitespace)."""
    space = mk("re.*", class_term("int-space"))
    if shape == "-":
        return mk("re.++", space, _lit("-"), mk("re.all"))
    words = _caseless("nan") if shape == "nan" else mk("re.union", _caseless("inf"),
                                                        _caseless("infinity"))
    sign = mk("re.opt", mk("re.union", _lit("+"), _lit("-")))
    return mk("re.++", space, sign, words, space)


def negative_literal(s: Term) -> Term:
    """``s`` is a literal with a minus sign: the condition of the layer's own decision
    "float(): negative"."""
    return mk("str.in_re", s, _shape("-"))


def float_(*args: Any) -> Any:
    """``float(x=0.0, /)``: :func:`float_of_str` for a symbolic ``str``; a symbolic
    ``int`` within ``2**53`` as a :class:`~.float_quotient.QuotientFloat` (exact), beyond
    it (to 1023 bits) rounded in its binade (:func:`~.float_quotient.wide_int_float`); a
    pending float itself; CPython's own otherwise (a symbolic value made concrete by
    its ``__float__``, noted)."""
    if len(args) == 1 and isinstance(args[0], SymStr):
        return float_of_str(args[0])
    if len(args) == 1 and isinstance(args[0], PendingFloat) and args[0].pending():
        return args[0]  # the same value, still symbolic (``float(self)`` of a subclass)
    if len(args) == 1 and type(args[0]) is SymInt and isinstance(active(), Trace) and \
            args[0].value is not None:
        from .float_quotient import int_float, wide_int_float  # (which imports this)

        if abs(args[0].value) <= 2 ** 53:
            return int_float(args[0], float(args[0].value))
        wide = wide_int_float(args[0])  # rounded to 53 bits in the value's binade
        if wide is not None:
            return wide
    return float(*args)


__all__ = ["PendingFloat", "float_", "float_language", "float_of_str", "infinite_word",
           "negative_literal",
           "pin_pending"]
