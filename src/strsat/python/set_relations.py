"""A set's relations with a symbolic string, as one decision each (issue 38, item 3):
``S.issuperset(s)``, ``S.isdisjoint(s)`` and ``S.issubset(s)`` for a ``set`` or
``frozenset`` ``S`` of concrete values and a symbolic ``str`` ``s`` (an iterable of its
characters: ``ipaddress``'s ``_HEX_DIGITS.issuperset(hextet_str)``).

CPython iterates ``s`` and hashes each character; here the relation is a regular
membership over the set's one-character strings ``C`` (other members are never equal
to a character):

* ``issuperset``: every character of ``s`` is in ``C``: ``s ∈ C*``;
* ``isdisjoint``: none is: ``s ∈ (Σ ∖ C)*``;
* ``issubset``: every member of ``S`` is a character of ``s`` (false at once if a
  member is not a one-character string): ``⋀ contains(s, c)``.

``S.intersection(s)`` and ``S.difference(s)`` keep the members that are (are not) a
character of ``s``: one decision a member (:func:`is_character_of`), without iterating
``s`` (which would fix its length).
"""

from __future__ import annotations

from typing import Any

from ..regex.charset import INTERVALS
from ..regex.to_term import charset_to_term
from ..terms import FALSE, TRUE, Term, integer, mk, string
from .context import Kind, decide
from .strings import SymStr

#: the relations modelled, by method name
RELATIONS = ("issuperset", "isdisjoint", "issubset")


def _characters(members: set[Any] | frozenset[Any]) -> Term:
    """The one-character ``str`` members of a set, as a RegLan of one character."""
    codes = sorted({ord(m) for m in members if isinstance(m, str) and len(m) == 1})
    return charset_to_term(INTERVALS.of_ranges((c, c) for c in codes))


def _condition(members: set[Any] | frozenset[Any], name: str, s: SymStr) -> Term:
    if name == "issuperset":
        return mk("str.in_re", s.term, mk("re.*", _characters(members)))
    if name == "isdisjoint":
        others = mk("re.diff", mk("re.allchar"), _characters(members))
        return mk("str.in_re", s.term, mk("re.*", others))
    if not all(isinstance(m, str) and len(m) == 1 for m in members):
        return FALSE
    if not members:
        return TRUE
    return mk("and", TRUE, *(mk("str.contains", s.term, string(m)) for m in sorted(members)))


def relation(members: set[Any] | frozenset[Any], name: str, s: SymStr) -> bool:
    """``getattr(members, name)(s)`` for ``name`` in :data:`RELATIONS`, decided once."""
    concrete = None if s.value is None else getattr(members, name)(s.value)
    return decide(Kind.BRANCH, _condition(members, name, s), concrete,
                  f"set.{name} of a str")


def is_character_of(s: SymStr, member: Any, what: str) -> bool:
    """Whether ``member`` equals a character of ``s`` (an item of ``iter(s)``), decided:
    a one-character ``str`` that ``s`` contains; a symbolic one of length one that ``s``
    contains; never anything else."""
    if isinstance(member, SymStr):
        condition = mk("and", mk("=", mk("str.len", member.term), integer(1)),
                       mk("str.contains", s.term, member.term))
        concrete = None if s.value is None or member.value is None else \
            len(member.value) == 1 and member.value in s.value
    elif type(member) is str and len(member) == 1:
        condition = mk("str.contains", s.term, string(member))
        concrete = None if s.value is None else member in s.value
    else:
        return False
    return decide(Kind.BRANCH, condition, concrete, what)
