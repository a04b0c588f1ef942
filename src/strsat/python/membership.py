"""``x in seq`` for a tuple or a list holding symbolic values, as one formula (issue 38,
item 3: "tuples and lists keep ``in`` as one formula"; the ninth survey).

CPython's ``tuple.__contains__``/``list.__contains__`` compares the items one by one
(``item is x or item == x``, each ``==`` made a ``bool``) and stops at the first equal
one, so each item is a decision of the path, all on the same line and of the same kind.
``len(tzstr) in (0, 1, 3)`` (``datetime._parse_isoformat_time``) gave three decisions
on one site: the side "none of them" (the arc past the test) was not a branch of its
own to the search, whose sides of that site were all taken already, and was not
reached in the survey's budget while CrossHair took it.

Where the comparisons are the built-in ones, cannot raise and have no effect — every
item a ``str``, ``int``, ``bool``, ``bytes`` (plain or the layer's symbolic ones) or
``None``, compared with a symbolic ``str``, ``int``/``bool`` or ``bytes`` — the outcome
is one Bool term: the disjunction of the equalities of the items of the same kind
(an item of another kind, or ``None``, is never equal).  Anything else (a float, a str
subclass, a container item, more than :data:`ITEM_LIMIT` items) is left to CPython.
"""

from __future__ import annotations

from typing import Any

from ..terms import FALSE, TRUE, Term
from . import termops as T
from .bytes_values import SymBytes
from .strings import SymStr
from .values import SymBool, SymInt, SymValue, bool_of

#: the most items a tuple or list may hold for one formula (a longer one: CPython's
#: item by item)
ITEM_LIMIT = 512


def _kind(value: object) -> str | None:
    """What a value compares as, for the built-in comparisons only (exact types)."""
    if isinstance(value, SymStr) or type(value) is str:
        return "str"
    if isinstance(value, SymInt | SymBool) or type(value) in (int, bool):
        return "int"
    if isinstance(value, SymBytes) or type(value) is bytes:
        return "bytes"
    if value is None:
        return "none"
    return None


def contains_in_sequence(item: Any, seq: Any) -> SymBool | bool | None:
    """``item in seq`` for a tuple or a list ``seq`` as one formula, when ``item`` or one
    of the items is symbolic (see the module docstring); None to leave it to CPython."""
    if type(seq) not in (tuple, list) or len(seq) > ITEM_LIMIT:
        return None
    if not (isinstance(item, SymValue) or any(isinstance(e, SymValue) for e in seq)):
        return None
    kind = _kind(item)
    if kind is None:
        return None
    terms: list[Term] = []
    values: list[bool | None] = []
    for e in seq:
        if e is item:
            return True
        other = _kind(e)
        if other is None:
            return None
        if other != kind or kind == "none":
            continue  # never equal: another kind, or None beside a symbolic value
        got = bool_of(item == e)
        if got is None:
            return None
        terms.append(got[0])
        values.append(got[1])
    term = T.disj(*terms) if terms else FALSE
    if term is TRUE or term is FALSE:
        return term is TRUE
    concrete = True if any(values) else None if any(v is None for v in values) else False
    return SymBool(term, concrete)


__all__ = ["ITEM_LIMIT", "contains_in_sequence"]
