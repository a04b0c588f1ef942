"""The Python value of a constant term, with its type: ``text_of`` for a String
constant, ``number_of`` for an Int constant.

``Term.value`` is a ``bool | int | str`` (None for applications); code that has
checked a term is a constant of a sort reads its value through these, so the type
checker knows what it holds, and a term of another kind fails loudly."""

from __future__ import annotations

from .term import Term

__all__ = ["number_of", "text_of"]


def text_of(t: Term) -> str:
    """The string of a String constant (TypeError for any other term)."""
    value = t.value
    if not isinstance(value, str):
        raise TypeError(f"{t} is not a String constant")
    return value


def number_of(t: Term) -> int:
    """The integer of an Int constant (TypeError for any other term)."""
    value = t.value
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{t} is not an Int constant")
    return value
