"""Operands of Python's ``str`` operations: the (term, value) pair of a str-like value.

The encodings (:mod:`.str_search`, :mod:`.str_transform`, :mod:`.str_pad`,
:mod:`.str_predicates`) read their operands here and build their results from the
receiver (``s.of(term, value)``), so they need not import :class:`.strings.SymStr`,
which imports them: the import graph of the ``str`` layer has no circle.
"""

from __future__ import annotations

from typing import Any, Protocol, Self, TypeGuard, TypeVar

from ..api.expr import string_literal
from ..terms import STRING, Term
from .values import SSIZE_LIMIT, SymValue, python_type_name


class Text(Protocol):
    """A symbolic string as the ``str`` functions read it (a
    :class:`~strsat.python.strings.SymStr`, whose methods call them, or a ``bytes``
    view): its term, its concrete value, and ``of`` making another of its class."""

    @property
    def term(self) -> Term: ...

    @property
    def value(self) -> Any: ...

    def of(self, term: Term, value: str | None) -> Self: ...


#: The class of a :class:`Text` operand, which a ``str`` function's result shares.
TextT = TypeVar("TextT", bound=Text)


def str_of(value: object) -> tuple[Term, str | None] | None:
    """The term and concrete value of a str-like operand (a symbolic string, i.e. a
    symbolic value of sort String that is not a symbolic ``bytes``, or a Python
    ``str``), None for other types."""
    if is_symbolic_str(value):
        return value.term, value.value
    if isinstance(value, str):
        return string_literal(value, "a Python str"), value
    return None


def need_str(value: object, message: str) -> tuple[Term, str | None]:
    """:func:`str_of`, or CPython's ``TypeError`` (``message`` with ``{type}``)."""
    got = str_of(value)
    if got is None:
        raise TypeError(message.format(type=python_type_name(value)))
    return got


def is_symbolic_str(value: object) -> TypeGuard[SymValue]:
    """A symbolic string (a symbolic value of sort String; a symbolic ``bytes``, whose
    term is a String of code points 0..255, says ``holds_bytes``)."""
    return isinstance(value, SymValue) and value.term.sort is STRING and \
        not getattr(value, "holds_bytes", False)


def known(*values: Any) -> bool:
    return all(v is not None for v in values)


__all__ = ["SSIZE_LIMIT", "Text", "TextT", "is_symbolic_str", "known", "need_str", "str_of"]
