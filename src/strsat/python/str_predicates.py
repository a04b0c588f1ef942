"""``isdigit isdecimal isnumeric isalpha isalnum isspace isascii islower isupper``:
exact memberships.

Each of the first seven tests every character with one Unicode predicate and is false
on ``""`` (``isascii`` is true on it): ``s.isdigit()`` is ``s ∈ D+`` with ``D`` the
class :func:`~strsat.python.charclasses.char_class` reads off CPython.  ``islower``
is CPython's "some character is lower case and none is upper or title case":
``s ∈ R*·L·R*`` with ``L`` the lower-case class and ``R`` the characters that are
neither upper nor title case; ``isupper`` likewise with the cases swapped.
"""

from __future__ import annotations

from ..regex.to_term import charset_to_term
from ..terms import mk
from .charclasses import ascii_class, class_term
from .str_operands import Text
from .values import SymBool

#: ``name: (the class one character of which is needed, the class none of which may occur)``
_CASED = {"islower": ("cased-lower", "upper-or-title"),
          "isupper": ("cased-upper", "lower-or-title")}


def predicate(s: Text, name: str) -> SymBool:
    if name in _CASED:
        needed, banned = _CASED[name]
        rest = mk("re.*", mk("re.diff", mk("re.allchar"), class_term(banned)))
        term = mk("str.in_re", s.term, mk("re.++", rest, class_term(needed), rest))
    elif name == "isascii":
        term = mk("str.in_re", s.term, mk("re.*", charset_to_term(ascii_class())))
    else:
        term = mk("str.in_re", s.term, mk("re.+", class_term(name)))
    return SymBool(term, None if s.value is None else getattr(s.value, name)())


__all__ = ["predicate"]
