"""``isdigit isdecimal isnumeric isalpha isalnum isspace isascii``: exact memberships.

Each of these tests every character with one Unicode predicate and is false on
``""`` (``isascii`` is true on it): ``s.isdigit()`` is ``s ∈ D+`` with ``D``
the class :func:`~strsat.python.charclasses.char_class` reads off CPython.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..terms import mk
from .charclasses import ascii_class, class_term
from .values import SymBool

if TYPE_CHECKING:
    from .strings import SymStr


def predicate(s: SymStr, name: str) -> SymBool:
    if name == "isascii":
        from ..regex.to_term import charset_to_term

        term = mk("str.in_re", s.term, mk("re.*", charset_to_term(ascii_class())))
    else:
        term = mk("str.in_re", s.term, mk("re.+", class_term(name)))
    return SymBool(term, None if s.value is None else getattr(s.value, name)())


__all__ = ["predicate"]
