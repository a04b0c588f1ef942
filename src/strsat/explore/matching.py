"""``match`` statements over symbolic values (PEP 634), run by the runtime's hooks.

CPython runs a ``match`` statement's patterns in its own opcodes: a class pattern
(``case str():``, ``case int(n) if n > 100:``) asks ``isinstance`` of the real type (a
symbolic ``str`` is no ``str`` object there, so the case silently failed), a mapping
pattern looks its keys up by hash (a dict holding symbolic keys never matched), and a
sequence pattern reads lengths and items in C.  The rewriter
(:meth:`.instrument.Rewriter.visit_Match`) turns each ``case`` into a call of the
``__strsat_match__`` hook with a description of its pattern (:func:`match`), then the
bindings, then the guard as an ``if`` test; this module matches a subject against a
description as PEP 634 says, each test through the runtime's hooks, so that a test of a
symbolic value is a decision:

* value patterns compare by ``==`` (:meth:`Runtime.compare`), ``None``/``True``/``False``
  by identity (a symbolic ``bool`` by its truth);
* class patterns by the runtime's ``isinstance`` (symbolic values as the types they stand
  for), positional sub-patterns through ``__match_args__`` (the subject itself for the
  builtins that match themselves: ``bool bytearray bytes dict float frozenset int list
  set str tuple`` and their subclasses without ``__match_args__``), keyword ones by
  attribute (an ``AttributeError`` is no match), CPython's ``TypeError``\\ s for a
  non-class and for too many positional sub-patterns;
* sequence patterns: a ``collections.abc.Sequence`` other than ``str``, ``bytes`` and
  ``bytearray``, its length against the number of sub-patterns (one starred: at least
  the others), items by index;
* mapping patterns: a ``collections.abc.Mapping``; each key by ``in`` (:meth:`Runtime.
  contains`: a symbolic key is one decision over the stored keys), its value by ``get``;
  ``**rest`` the other items;
* ``|`` tries the alternatives in order, ``as`` binds what its pattern matched.
"""

from __future__ import annotations

import collections.abc
from typing import Any, Protocol

from ..python import SymBool, SymBytes, SymStr
from ..python.values import SymValue

#: the classes whose one positional sub-pattern is the subject itself (``MATCH_SELF``)
SELF_MATCHING = (bool, bytearray, bytes, dict, float, frozenset, int, list, set, str, tuple)


class Hooks(Protocol):
    """What the matcher needs of the runtime."""

    def compare(self, left: Any, right: Any, op: str) -> Any: ...
    def contains(self, item: Any, container: Any) -> Any: ...
    def attribute(self, obj: Any, name: str) -> Any: ...
    def method(self, obj: Any, name: str, /, *args: Any, **kwargs: Any) -> Any: ...
    def truth(self, obj: Any) -> Any: ...
    def call(self, f: Any, /, *args: Any, **kwargs: Any) -> Any: ...


_MISSING = object()


def match(hooks: Hooks, isinstance_: Any, subject: Any, pattern: tuple[Any, ...],
          names: tuple[str, ...]) -> tuple[Any, ...] | None:
    """The values of ``names`` bound by matching ``subject`` against ``pattern`` (see
    :meth:`.instrument.Rewriter.visit_Match` for the description), None if it does not
    match."""
    bound: dict[str, Any] = {}
    if not _Matcher(hooks, isinstance_).match(subject, pattern, bound):
        return None
    return tuple(bound[n] for n in names)


class _Matcher:
    def __init__(self, hooks: Hooks, isinstance_: Any) -> None:
        self.hooks, self.isinstance = hooks, isinstance_

    def holds(self, value: Any) -> bool:
        return bool(self.hooks.truth(value))

    def match(self, subject: Any, pattern: tuple[Any, ...], bound: dict[str, Any]) -> bool:
        kind = pattern[0]
        if kind == "wild":
            return True
        if kind == "capture":
            bound[pattern[1]] = subject
            return True
        if kind == "value":
            return self.holds(self.hooks.compare(subject, pattern[1], "=="))
        if kind == "is":
            if isinstance(subject, SymBool) and isinstance(pattern[1], bool):
                return bool(subject) is pattern[1]
            return subject is pattern[1]
        if kind == "as":
            if not self.match(subject, pattern[1], bound):
                return False
            bound[pattern[2]] = subject
            return True
        if kind == "or":
            for alternative in pattern[1]:
                trial = dict(bound)
                if self.match(subject, alternative, trial):
                    bound.update(trial)
                    return True
            return False
        if kind == "seq":
            return self.sequence(subject, pattern[1], bound)
        if kind == "map":
            return self.mapping(subject, pattern[1], pattern[2], pattern[3], bound)
        if kind == "class":
            _, cls, positional, names, keyword = pattern
            return self.instance(subject, cls, positional, names, keyword, bound)
        raise AssertionError(f"unknown pattern {kind}")  # pragma: no cover

    def sequence(self, subject: Any, items: tuple[Any, ...], bound: dict[str, Any]) -> bool:
        if isinstance(subject, str | bytes | bytearray | SymStr | SymBytes) or \
                isinstance(subject, SymValue) or \
                not isinstance(subject, collections.abc.Sequence):
            return False
        star = next((i for i, p in enumerate(items) if p[0] == "star"), None)
        size = self.hooks.call(len, subject)
        wanted = len(items) - (star is not None)
        if star is None:
            if not self.holds(self.hooks.compare(size, wanted, "==")):
                return False
        elif not self.holds(self.hooks.compare(size, wanted, ">=")):
            return False
        n = int(size)
        for i, p in enumerate(items):
            if star is not None and i == star:
                if p[1] is not None:
                    bound[p[1]] = [subject[k] for k in range(i, n - (len(items) - i - 1))]
                continue
            k = i if star is None or i < star else n - (len(items) - i)
            if not self.match(subject[k], p, bound):
                return False
        return True

    def mapping(self, subject: Any, keys: tuple[Any, ...], values: tuple[Any, ...],
                rest: str | None, bound: dict[str, Any]) -> bool:
        if isinstance(subject, SymValue) or not isinstance(subject, collections.abc.Mapping):
            return False
        for key, p in zip(keys, values, strict=True):
            if not self.holds(self.hooks.contains(key, subject)):
                return False
            value = self.hooks.method(subject, "get", key, _MISSING)
            if value is _MISSING or not self.match(value, p, bound):
                return False
        if rest is not None:
            bound[rest] = {k: v for k, v in subject.items()
                           if not any(self.holds(self.hooks.compare(k, key, "=="))
                                      for key in keys)}
        return True

    def instance(self, subject: Any, cls: Any, positional: tuple[Any, ...],
                 names: tuple[str, ...], keyword: tuple[Any, ...],
                 bound: dict[str, Any]) -> bool:
        if not isinstance(cls, type):
            raise TypeError("called match pattern must be a class")
        if not self.isinstance(subject, cls):
            return False
        attributes: list[str | None] = []
        if positional:
            match_args = getattr(cls, "__match_args__", _MISSING)
            if match_args is _MISSING and issubclass(cls, SELF_MATCHING):
                if len(positional) > 1:
                    raise TypeError(f"{cls.__name__}() accepts 1 positional sub-pattern "
                                    f"({len(positional)} given)")
                attributes = [None]
            else:
                match_args = () if match_args is _MISSING else match_args
                if not isinstance(match_args, tuple):
                    raise TypeError(f"{cls.__name__}.__match_args__ must be a tuple "
                                    f"(got {type(match_args).__name__})")
                if len(positional) > len(match_args):
                    raise TypeError(f"{cls.__name__}() accepts {len(match_args)} positional "
                                    f"sub-pattern{'s' if len(match_args) != 1 else ''} "
                                    f"({len(positional)} given)")
                attributes = list(match_args[:len(positional)])
        for name, p in zip([*attributes, *names], [*positional, *keyword], strict=True):
            if name is None:
                value = subject
            else:
                try:
                    value = self.hooks.attribute(subject, name)
                except AttributeError:
                    return False
            if not self.match(value, p, bound):
                return False
        return True


__all__ = ["SELF_MATCHING", "match"]
