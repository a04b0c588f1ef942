"""C classes' pure twins constructed from symbolic data (issue 38;
benchmarks/explore/2026-12-06-twins30.md).

1. ``collections.OrderedDict([(s, 1)])`` raised ``ReferenceError`` in the concolic run:
   the twin module (``collections`` executed again) pairs each class it made with the
   public module's class of that name taken for a C class, and ``collections._Link``
   (slots, no method) passed for one.  Its objects then stood for C objects, and
   ``weakref.proxy(self.__hardroot)`` in the pure ``__new__`` was given a rebuilt copy:
   a proxy dead at once.  A class the module's own source makes is no twin
   (``twins._own_class``).
2. C code given an object of a twin class got the C object rebuilt from it, another
   object: ``weakref.ref(od)`` was dead at once, and the pure ``OrderedDict.clear``'s
   ``dict.clear(self)`` cleared a copy.  An identity-keeping callable and a builtin base's
   slot on its receiver get the object itself (``twins.by_identity``).
3. ``dict.pop(self, key)`` (the pure ``OrderedDict.popitem``) with a symbolic key made
   the key concrete and popped from a copy (``KeyError``); ``dict.pop``/``__delitem__``/
   ``setdefault`` called by name now act on the stored key it equals
   (``keyed.keyed_slot``).
4. ``reversed(od)`` of a pure ``OrderedDict`` reversed a generator (``TypeError``): its
   rewritten ``__reversed__`` now (``runtime.Reversed``); a ``WeakValueDictionary``'s
   ``KeyedRef`` (``ref.__new__``/``__init__`` reached by a subclass) referred to a copy.
5. ``functools.partial(str.replace, s, "a")("b")`` made ``s`` concrete: an unbound
   ``str`` method called as a value is the layer's method (``Runtime.model``).
6. A library function or class handed a generator of rewritten code ran as written:
   ``csv.DictReader(line for line in ...)`` gave C's ``reader`` symbolic lines (``Error``),
   ``Counter(gen)``/``OrderedDict(gen)`` and python-dotenv's ``resolve_variables(self.
   parse())`` stored them by concrete hashes.  They run rewritten now, and C code handed
   such a generator is the layer's model or the pure twin (``Runtime._fed_rewritten``).
7. A dict lookup of a twin ``Decimal("sNaN")`` compared it with the stored keys (the
   pure ``__eq__`` signals ``InvalidOperation``) where CPython's lookup hashes it first
   (``TypeError``): ``keyed._hashable``."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import explore_source, outcomes

ORDERED = textwrap.dedent('''
    import collections


    def pairs(s: str) -> int:
        d = collections.OrderedDict([(s, 1), ("b", 2)])
        return 1 if "a" in d else len(d)
    ''')

IDENTITY = textwrap.dedent('''
    import collections
    import weakref


    def kept(s: str) -> str:
        d = collections.OrderedDict([(s, 1)])
        r = weakref.ref(d)
        if r() is not d:
            return "lost"
        d.clear()
        return "a" if s == "a" else str(len(d))
    ''')

POPITEM = textwrap.dedent('''
    import collections


    def first(s: str) -> str:
        d = collections.OrderedDict([(s, 1), ("b", 2)])
        k, v = d.popitem(last=False)
        rest = d.popitem()
        return "a" if k == "a" else rest[0] + str(len(d))
    ''')

REVERSED = textwrap.dedent('''
    import collections
    import weakref


    def last(s: str) -> str:
        d = collections.OrderedDict([("b", 2), (s, 1)])
        w = weakref.WeakValueDictionary()
        w["k"] = d
        key = next(reversed(w["k"]))
        return "a" if key == "a" else "other"
    ''')

PARTIAL = textwrap.dedent('''
    import functools


    def replaced(s: str) -> str:
        f = functools.partial(str.replace, s, "a")
        return "bb" if f("b") == "bb" else "other"
    ''')

FED = textwrap.dedent('''
    import collections
    import csv


    def rows(s: str) -> str:
        reader = csv.DictReader(line for line in s.split("/"))
        for row in reader:
            return "one" if row.get("a") == "1" else "row"
        return "none"


    def counted(s: str) -> str:
        c = collections.Counter(p for p in s.split(","))
        return "a2" if c["a"] == 2 else "other"
    ''')

SIGNALING = textwrap.dedent('''
    import decimal


    def looked_up(n: int) -> str:
        try:
            d = decimal.Decimal((0, (n,), "N"))
        except ValueError:
            return "bad"
        try:
            return {decimal.Decimal(1): "one"}.get(d, "none")
        except TypeError:
            return "unhashable"
    ''')

#: (program, function, the outcomes it must reach, whether only those); each run to at
#: most 20 paths, with no note (no divergence, nothing made concrete)
CASES = [
    (ORDERED, "pairs", {("return", 1), ("return", 2)}, True),
    (IDENTITY, "kept", {("return", "a"), ("return", "0")}, True),
    (POPITEM, "first", {("return", "a"), ("return", "b0")}, True),
    (REVERSED, "last", {("return", "a"), ("return", "other")}, True),
    (PARTIAL, "replaced", {("return", "bb")}, False),
    (FED, "rows", {("return", "row"), ("return", "none")}, False),
    (FED, "counted", {("return", "a2"), ("return", "other")}, True),
    (SIGNALING, "looked_up", {("return", "unhashable"), ("return", "bad")}, True),
]


@pytest.mark.parametrize(("source", "name", "expected", "only"), CASES,
                         ids=[f"{name}" for _, name, _, _ in CASES])
def test_twins_of_c_classes_made_from_symbolic_data(tmp_path: Path, source: str, name: str,
                                                    expected: set[tuple[str, object]],
                                                    only: bool) -> None:
    result = explore_source(tmp_path, f"t30_{name}.py", source, name, max_paths=20)
    got = outcomes(result)
    assert (got == expected if only else expected <= got), got
    assert not result.summary.notes, result.summary.notes
