"""``set(s)`` and ``frozenset(s)`` of a symbolic ``str``, kept as the string (issue 38:
operations with no model pin, or branch per character).

CPython builds the set by iterating ``s``: one decision per character for the length
and one per pair of characters for their equality (``"aa"``, ``"ab"``, ``"ba"``, …), so
``set(name) <= ALLOWED`` needs as many paths as the string has shapes.  Here the set is
the pair (``s``, ``keep``): the characters of ``s`` in the class ``keep`` (all of them
at first), and each relation with a set ``C`` of plain values is one regular membership
or one conjunction, whatever the length (``Cc``: the one-character strings of ``C``;
other members never equal a character):

* ``set(s) <= C`` / ``issubset``: ``s ∈ (¬keep ∪ Cc)*``; ``isdisjoint(C)``:
  ``s ∈ (¬(keep ∩ Cc))*``; truth: ``s ∈ Σ* keep Σ*``;
* ``set(s) >= C`` / ``issuperset``: every member of ``C`` is a character in ``keep``
  that ``s`` contains; ``==``: both;
* ``x in set(s)``: ``x`` one character, in ``keep``, contained in ``s``;
* ``set(s) - C``, ``set(s) & C`` (either side for ``&``), ``difference``/``intersection``
  of one set: the pair with ``keep - Cc`` / ``keep ∩ Cc``; ``C - set(s)``: the members
  of ``C`` that are not a character of the set, one decision each.

Anything else (``len``, iteration, ``|``, ``^``, a mutation, a relation with a symbolic
set, ``repr``, ``hash`` of a frozenset) makes the set as CPython would, from the
characters in ``keep`` (:func:`.keyed.set_of`: the per-character decisions of old), once;
from then on every operation is the made set's.  ``collections.abc.Set`` (or
``MutableSet``) knows the class; ``isinstance(x, set)`` does not.
"""

from __future__ import annotations

import collections.abc
import operator
from collections.abc import Callable, Iterator
from typing import Any

from ..python import Kind, SymBool, SymStr
from ..python.context import decide
from ..regex.charset import INTERVALS, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import FALSE, TRUE, Term, integer, mk, string

#: the whole alphabet (every character is kept at first)
_ALL = INTERVALS.full
#: the plain containers whose members a relation reads (a dict's keys view too)
_PLAIN = (set, frozenset, collections.abc.KeysView)


def _chars(members: Any) -> IntervalSet:
    """The one-character ``str`` members of a plain set, as a class."""
    return INTERVALS.of_ranges((ord(m), ord(m)) for m in members
                               if type(m) is str and len(m) == 1)


def _anywhere(cls: IntervalSet) -> Term:
    """``Σ* cls Σ*``."""
    return mk("re.++", mk("re.all"), charset_to_term(cls), mk("re.all"))


class StringCharacters:
    """See the module docstring."""

    __slots__ = ("s", "keep", "frozen", "_made")

    def __init__(self, s: SymStr, keep: IntervalSet = _ALL, frozen: bool = False) -> None:
        self.s, self.keep, self.frozen = s, keep, frozen
        self._made: set[Any] | frozenset[Any] | None = None

    # ---- the made set ----------------------------------------------------------------

    def made(self) -> set[Any] | frozenset[Any]:
        """The set as CPython makes it: each character of ``s`` in ``keep`` (a membership
        decision per character unless every character is kept), stored by
        :func:`.keyed.set_of`."""
        if self._made is None:
            from .keyed import frozenset_of, set_of

            kept = [c for c in self.s if self.keep is _ALL or self._kept(c)]
            self._made = frozenset_of(kept) if self.frozen else set_of(kept)
        return self._made

    def _kept(self, c: SymStr) -> bool:
        concrete = None if c.value is None else (
            len(c.value) == 1 and ord(c.value) in self.keep)
        return bool(decide(Kind.BRANCH, mk("str.in_re", c.term, charset_to_term(self.keep)),
                           concrete, "a character of set(str) in a class"))

    def _value(self) -> set[str] | None:
        """This run's set, from the concrete string."""
        if self.s.value is None:
            return None
        return {c for c in self.s.value if ord(c) in self.keep}

    def _derived(self, keep: IntervalSet) -> StringCharacters:
        return StringCharacters(self.s, keep, self.frozen)

    # ---- relations with a plain set, as one term ------------------------------------

    def _subset(self, other: Any) -> tuple[Term, bool | None]:
        allowed = ~self.keep | _chars(other)
        value = self._value()
        return mk("str.in_re", self.s.term, mk("re.*", charset_to_term(allowed))), \
            None if value is None else value <= set(other)

    def _superset(self, other: Any) -> tuple[Term, bool | None]:
        parts: list[Term] = []
        for m in other:
            if type(m) is not str or len(m) != 1 or ord(m) not in self.keep:
                return FALSE, False
            parts.append(mk("str.contains", self.s.term, string(m)))
        value = self._value()
        return mk("and", TRUE, *parts), None if value is None else value >= set(other)

    def _relation(self, other: Any, name: str, fallback: Callable[[Any, Any], Any]) -> Any:
        if self._made is not None or not isinstance(other, _PLAIN) or \
                _symbolic_members(other):
            return fallback(self.made(), plain(other))
        if name in ("<=", ">="):
            return SymBool(*(self._subset(other) if name == "<=" else self._superset(other)))
        if name in ("==", "!="):
            (a, av), (b, bv) = self._subset(other), self._superset(other)
            same = mk("and", a, b)
            value = None if av is None or bv is None else av and bv
            return SymBool(same, value) if name == "==" else \
                SymBool(mk("not", same), None if value is None else not value)
        if name == "disjoint":
            cls = self.keep & _chars(other)
            chars = self._value()
            return SymBool(mk("not", mk("str.in_re", self.s.term, _anywhere(cls))),
                           None if chars is None else chars.isdisjoint(other))
        kept = self.keep - _chars(other) if name == "-" else self.keep & _chars(other)
        return self._derived(kept)

    def __le__(self, other: Any) -> Any:
        return self._relation(other, "<=", lambda a, b: a <= b)

    def __ge__(self, other: Any) -> Any:
        return self._relation(other, ">=", lambda a, b: a >= b)

    def __eq__(self, other: object) -> Any:
        return self._relation(other, "==", lambda a, b: a == b)

    def __ne__(self, other: object) -> Any:
        return self._relation(other, "!=", lambda a, b: a != b)

    def __lt__(self, other: Any) -> Any:
        return self.made() < plain(other)

    def __gt__(self, other: Any) -> Any:
        return self.made() > plain(other)

    def __sub__(self, other: Any) -> Any:
        return self._relation(other, "-", lambda a, b: a - b)

    def __and__(self, other: Any) -> Any:
        return self._relation(other, "&", lambda a, b: a & b)

    def __rand__(self, other: Any) -> Any:
        return self._relation(other, "&", lambda a, b: b & a)

    def __rsub__(self, other: Any) -> Any:
        """``C - set(s)``: the members of ``C`` that are not a character of the set."""
        if self._made is not None or not isinstance(other, _PLAIN) or \
                _symbolic_members(other):
            return other - self.made()
        return type(other)(m for m in sorted(other, key=repr) if not self._has(m)) \
            if isinstance(other, set | frozenset) else {m for m in other if not self._has(m)}

    def issubset(self, other: Any) -> Any:
        return self._relation(other, "<=", lambda a, b: a.issubset(b))

    def issuperset(self, other: Any) -> Any:
        return self._relation(other, ">=", lambda a, b: a.issuperset(b))

    def isdisjoint(self, other: Any) -> Any:
        return self._relation(other, "disjoint", lambda a, b: a.isdisjoint(b))

    def difference(self, *others: Any) -> Any:
        if len(others) == 1:
            return self._relation(others[0], "-", lambda a, b: a.difference(b))
        return self.made().difference(*others)

    def intersection(self, *others: Any) -> Any:
        if len(others) == 1:
            return self._relation(others[0], "&", lambda a, b: a.intersection(b))
        return self.made().intersection(*others)

    # ---- membership and truth --------------------------------------------------------

    def _has(self, item: Any) -> bool:
        return bool(self.__contains__(item))

    def __contains__(self, item: Any) -> Any:
        if self._made is not None:
            from .keyed import contains

            return contains(self._made, item)
        if isinstance(item, SymStr):
            value = None if item.value is None or self.s.value is None else (
                len(item.value) == 1 and ord(item.value) in self.keep
                and item.value in self.s.value)
            return SymBool(mk("and", mk("=", mk("str.len", item.term), integer(1)),
                              mk("str.in_re", item.term, charset_to_term(self.keep)),
                              mk("str.contains", self.s.term, item.term)), value)
        if type(item) is not str or len(item) != 1 or ord(item) not in self.keep:
            if isinstance(item, collections.abc.Hashable) or item is None:
                return False
            return item in self.made()  # CPython's TypeError (an unhashable item)
        return SymBool(mk("str.contains", self.s.term, string(item)),
                       None if self.s.value is None else item in self.s.value)

    def __bool__(self) -> bool:
        if self._made is not None:
            return bool(self._made)
        value = self._value()
        return bool(decide(Kind.BRANCH, mk("str.in_re", self.s.term, _anywhere(self.keep)),
                           None if value is None else bool(value), "truth of set(str)"))

    # ---- everything else: the made set -----------------------------------------------

    def __len__(self) -> int:
        return len(self.made())

    def __iter__(self) -> Iterator[Any]:  # noted where the order is read (keyed)
        return iter(self.made())

    def __repr__(self) -> str:
        return repr(self.made())

    def __hash__(self) -> int:
        return hash(self.made())

    def __or__(self, other: Any) -> Any:
        return self.made() | plain(other)

    def __ror__(self, other: Any) -> Any:
        return plain(other) | self.made()

    def __xor__(self, other: Any) -> Any:
        return self.made() ^ plain(other)

    def __rxor__(self, other: Any) -> Any:
        return plain(other) ^ self.made()

    def _in_place(self, other: Any, op: Callable[[Any, Any], Any]) -> Any:
        """``|=``, ``&=``, ``-=``, ``^=``: a set is changed in place (every name bound to
        it sees the change), a frozenset makes a new one."""
        if self.frozen:
            return op(self.made(), plain(other))
        self._made = op(self.made(), plain(other))
        return self

    def __ior__(self, other: Any) -> Any:
        return self._in_place(other, operator.ior)

    def __iand__(self, other: Any) -> Any:
        return self._in_place(other, operator.iand)

    def __isub__(self, other: Any) -> Any:
        return self._in_place(other, operator.isub)

    def __ixor__(self, other: Any) -> Any:
        return self._in_place(other, operator.ixor)

    def __getattr__(self, name: str) -> Any:  # add, discard, update, copy, union, …
        if name.startswith("__"):  # a probe (``__dict__``, ``__wrapped__``): not a set's
            raise AttributeError(name)
        from .keyed import note_order_reads

        method = getattr(self.made(), name)
        note_order_reads(method, (), {})  # pop: the hash order
        return method

    def __reduce__(self) -> Any:
        return self.made().__reduce__()


#: the methods answered without making the set
LAZY_METHODS = frozenset({"issubset", "issuperset", "isdisjoint", "difference",
                          "intersection", "__contains__"})
#: the operators and comparisons answered without making the set
LAZY_OPERATORS = frozenset({"-", "&", "<=", ">=", "==", "!="})


def lazy(value: Any) -> bool:
    """Whether ``value`` is a string's set not made yet."""
    return type(value) is StringCharacters and value._made is None


def plain(value: Any) -> Any:
    """``value``, or the set a string's set stands for (made now): what the runtime's
    hooks for sets (their decisions over symbolic members) read."""
    return value.made() if type(value) is StringCharacters else value


def operate(left: Any, right: Any, op: str) -> Any:
    """``left op right`` (an operator or a comparison, :data:`LAZY_OPERATORS`) with a
    string's set not made yet and a plain set: its one-term answer; None otherwise (the
    caller makes the sets, :func:`plain`, and goes on as for any set)."""
    if op not in LAZY_OPERATORS:
        return None
    if lazy(left) and isinstance(right, _PLAIN) and not _symbolic_members(right):
        return {"-": operator.sub, "&": operator.and_, "<=": operator.le, ">=": operator.ge,
                "==": operator.eq, "!=": operator.ne}[op](left, right)
    if lazy(right) and isinstance(left, _PLAIN) and not _symbolic_members(left):
        reflected = {"-": right.__rsub__, "&": right.__rand__, "<=": right.__ge__,
                     ">=": right.__le__, "==": right.__eq__, "!=": right.__ne__}[op]
        return reflected(left)
    return None


def _symbolic_members(members: Any) -> bool:
    from .keyed import symbolic_key

    return any(symbolic_key(m) for m in members)


collections.abc.MutableSet.register(StringCharacters)
