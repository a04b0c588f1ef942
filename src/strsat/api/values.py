"""Model values that are plain Python values and z3py values at once (issue 22).

``m[x]`` and ``m.eval(e)`` return a :class:`StrValue` (a ``str``), an
:class:`IntValue` (an ``int``) or a Python ``bool``: equality, hashing,
formatting, arithmetic and ``json`` treat them as the plain values, and they
also answer z3py's methods (``as_string()``, ``as_long()``, ``sexpr()``,
``sort()`` ...).  ``bool`` cannot be subclassed, so the ``is_*`` predicates of
:mod:`.functions` accept Python values.  Used where an expression is expected,
they are the literal of their value.
"""

from __future__ import annotations

from typing import Any

from ..terms import INT, STRING, Term, integer, string
from ..terms.printer import value_to_smtlib
from .expr import Expr, SortRef


class StrValue(str):
    """A String value of a model: a Python ``str`` with z3py's methods (z3py's
    ``StringValRef``).

    It is the ``str`` itself for equality, hashing, printing, ``json`` and string methods;
    ``as_string()`` gives the plain ``str``, ``sexpr()`` the SMT-LIB literal.  Where an
    expression is expected it is the literal of its value.  ``print(m[x])`` prints ``ab``
    (z3py prints ``"ab"``).

    Examples:
        >>> x = String("x")
        >>> s = Solver()
        >>> s.add(x == 'a"b')
        >>> s.check()
        sat
        >>> v = s.model()[x]
        >>> v.upper(), v.as_string(), v.sexpr()
        ('A"B', 'a"b', '"a""b"')
        >>> v == 'a"b', is_string_value(v)
        (True, True)
    """

    __slots__ = ()

    def as_string(self) -> str:
        """The plain ``str`` (z3py's ``as_string``)."""
        return str.__str__(self)

    def sexpr(self) -> str:
        """The SMT-LIB literal (``"a""b"``)."""
        return value_to_smtlib(str.__str__(self), STRING)

    def sort(self) -> SortRef:
        return SortRef(STRING)

    def is_string_value(self) -> bool:
        return True

    def is_string(self) -> bool:
        return True

    def eq(self, other: object) -> bool:
        """Structural identity with a value or literal (z3py's ``eq``)."""
        return _same(self, other, STRING)

    def __strsat_term__(self) -> Term:
        return string(str.__str__(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (str, (str.__str__(self),))


class IntValue(int):
    """An Int value of a model: a Python ``int`` with z3py's methods (z3py's ``IntNumRef``).

    It is the ``int`` itself for arithmetic, comparison, hashing and printing;
    ``as_long()`` gives the plain ``int``, ``sexpr()`` the SMT-LIB literal (``(- 5)``).

    Examples:
        >>> n = Int("n")
        >>> s = Solver()
        >>> s.add(n + 8 == 3)
        >>> s.check()
        sat
        >>> v = s.model()[n]
        >>> v, v * 2, v.as_long(), v.sexpr()
        (-5, -10, -5, '(- 5)')
    """

    __slots__ = ()

    def as_long(self) -> int:
        """The plain ``int`` (z3py's ``as_long``)."""
        return int(self)

    as_signed_long = as_long

    def as_string(self) -> str:
        """The decimal numeral (z3py's ``IntNumRef.as_string``)."""
        return str(int(self))

    def sexpr(self) -> str:
        """The SMT-LIB literal (``(- 5)`` for -5)."""
        return value_to_smtlib(int(self), INT)

    def sort(self) -> SortRef:
        return SortRef(INT)

    def is_int(self) -> bool:
        return True

    def is_int_value(self) -> bool:
        return True

    def eq(self, other: object) -> bool:
        return _same(self, other, INT)

    def __strsat_term__(self) -> Term:
        return integer(int(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (int, (int(self),))


def _same(value: str | int, other: object, sort: Any) -> bool:
    if isinstance(other, Expr):
        t = other.term
        return t.op == "const" and t.sort is sort and t.value == value
    if sort is INT:
        return isinstance(other, int) and not isinstance(other, bool) and other == value
    return isinstance(other, str) and other == value


def py_value(value: object) -> object:
    """A model's value as :class:`StrValue`/:class:`IntValue`/``bool``; other objects
    (a regular language's term) unchanged."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value if isinstance(value, IntValue) else IntValue(value)
    if isinstance(value, str):
        return value if isinstance(value, StrValue) else StrValue(value)
    return value


def z3_text(value: object) -> str:
    """How z3py prints a model value: ``"ab"`` (quoted, unescaped), ``3``, ``True``."""
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, int):
        return str(int(value))
    if isinstance(value, str):
        return '"' + str.__str__(value) + '"'
    return str(value)


__all__ = ["IntValue", "StrValue", "py_value", "z3_text"]
