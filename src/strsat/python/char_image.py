"""A function of one symbolic character, read off its table (issue 38, brief classes25).

``unicodedata.name(c)``, ``combining(c)``, ``decomposition(c)`` ... are C functions of one
character with no term for their value (``name`` has some 130,000 distinct values).  What
a program does with such a value is a *test* of it: ``"WITH GRAVE" in name(c)``,
``name(c).startswith("LATIN")``, ``combining(c) == 230``.  Each test ``t`` of ``f(c)`` is
itself a function of the character, ``t ∘ f``, so its outcome is a membership of ``c`` in
a set of characters, ``{x : t(f(x))}``, computed once over the alphabet U+0000..U+2FFFF
from CPython's own function (paper 001's reductions, with the function given by its
table instead of a formula).

:class:`CharFunction` is ``f`` followed by the steps a program applied (``.split(" ")``,
``[0]``, ``== "GREEK"``); :func:`tabulate` gives its table as runs of code points with one
outcome each (a value, or the exception class raised), derived from the table of ``f``
one distinct value at a time and cached.  :func:`materialize` turns a function's outcome
for a symbolic character into what the program sees:

* each exception class raised: a ``RAISE`` decision ``c ∈ {x : raises}``, then CPython's
  exception, run on the concrete character;
* a ``bool``: :class:`SymBool` of ``c ∈ {x : true}``; a ``str`` or ``int`` of few values
  (:data:`VALUE_LIMIT` values in :data:`RANGE_LIMIT` ranges): the ``ite`` over the
  classes of its values (exact, as ``unicodedata.category``'s model); a ``str`` of more:
  a :class:`CharImage`, whose own tests are steps of the function again;
* a ``list`` or ``tuple`` (``split``, ``partition``): a decision on its length (a case
  split of the layer's own, flipped after the program's branches), each item the next
  step's value;
* a few values of other types (``name(c, None)``'s ``None``): a decision per value;
* anything else (``numeric(c)``'s floats): the character made concrete, with a note.

A step a character's earlier decisions exclude (the characters whose ``name`` raised,
on the path where it did not) is no outcome of the later steps: it joins whichever class
keeps the term small.  A :class:`CharImage` used where no step models it (its ``term``
read by the rest of the layer: ``name(c) + x`` of a symbolic ``x``, a C call) makes the
character concrete with a note naming the function, as before this module.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..errors import OutsideAlphabetError
from ..regex.charset import INTERVALS, MAX_CHAR, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import FALSE, TRUE, Term, mk, string
from ..terms import integer as num
from .context import MINOR, Kind, decide
from .strings import SymStr
from .values import SymBool, SymInt, SymValue

#: the most distinct values a ``str`` or ``int`` outcome is written as one ``ite`` with
VALUE_LIMIT = 64
#: the most code-point ranges (over all classes but the largest) of such an ``ite``
RANGE_LIMIT = 4096
#: the most values of another kind (``None``, floats) decided one by one
CASE_LIMIT = 16
#: the decisions of the layer's own case splits (a list's length, a value of a mixed
#: outcome), flipped after the program's branches
WHICH = "a function of one character: which value"
MINOR.add(WHICH)

#: an outcome's key: ("raise", class) / ("value", type, value or its items) / OUTSIDE
Key = tuple[Any, ...]
#: characters an earlier step excludes on the path (an earlier step raised for them)
OUTSIDE: Key = ("outside",)


def _apply_op(op: str, args: tuple[Any, ...], value: Any) -> Any:
    """One step on a plain value, as CPython computes it."""
    if op.startswith("."):  # a method: (positional args, sorted keyword items)
        positional, keywords = args
        return getattr(value, op[1:])(*positional, **dict(keywords))
    return _OPS[op](value, *args)


_OPS: dict[str, Callable[..., Any]] = {
    "in": lambda v, sub: sub in v, "within": lambda v, box: v in box,
    "==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
    ">": operator.gt, ">=": operator.ge, "item": lambda v, k: v[k],
    "+": operator.add, "r+": lambda v, o: o + v, "*": operator.mul, "%": operator.mod,
    "len": len, "bool": bool, "list": list,
    "slice": lambda v, start, stop, stride: v[start:stop:stride],
    "int": lambda v, base: int(v) if base is None else int(v, base),
    # filters: the value itself, where the path has excluded the other outcomes
    "kind": lambda v, kind: v, "length": lambda v, n: v}
#: the filters' tests: a value another outcome (of another kind, another length) is
#: excluded on the path
_FILTERS: dict[str, Callable[[Any, Any], bool]] = {
    "kind": lambda v, kind: _kind(v) == kind, "length": lambda v, n: len(v) == n}


@dataclass(frozen=True)
class CharFunction:
    """``f(c)`` for one character ``c``: ``base(c, *base_args)`` then ``steps`` (each an
    operation name of :data:`_OPS`, or ``.method``, and its plain operands)."""

    label: str = field(compare=False)
    base: Callable[..., Any]
    base_args: tuple[Any, ...] = ()
    steps: tuple[tuple[str, tuple[Any, ...]], ...] = ()

    def then(self, op: str, *args: Any) -> CharFunction:
        """This function followed by the step ``op`` of ``args``."""
        label = self.label if op in _FILTERS else \
            f"{self.label}.{op[1:]}()" if op.startswith(".") else f"{self.label} {op}"
        return CharFunction(label, self.base, self.base_args, (*self.steps, (op, args)))

    def parent(self) -> CharFunction:
        return CharFunction(self.label, self.base, self.base_args, self.steps[:-1])

    def __call__(self, char: str) -> Any:
        value = self.base(char, *self.base_args)
        for op, args in self.steps:
            value = _apply_op(op, args, value)
        return value


#: the types whose values are their own keys (hashable, equal only within the type)
_ATOMS = frozenset({str, int, float, bool, type(None), bytes})


def _key(value: Any) -> Key:
    if type(value) in _ATOMS:
        return ("value", type(value), value)
    if type(value) in (list, tuple):
        return ("value", type(value), tuple(_key(v) for v in value))
    try:
        hash(value)
    except TypeError:
        return ("value", type(value), id(value))
    return ("value", type(value), value)


def _outcome(run: Callable[[], Any]) -> tuple[Key, Any]:
    try:
        value = run()
    except Exception as exc:  # noqa: BLE001 - an outcome of the function tabulated
        return ("raise", type(exc)), None
    return _key(value), value


@dataclass
class Table:
    """A function's outcomes over the alphabet: ``classes`` maps each outcome's key to its
    code-point ranges, ``values`` to a value of that outcome."""

    classes: dict[Key, list[tuple[int, int]]]
    values: dict[Key, Any]
    _sets: dict[Key, Term] = field(default_factory=dict)
    #: the keys of the values (no exception, not excluded), by :func:`_kind`
    kinds: dict[str, list[Key]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for key in self.classes:
            if key[0] == "value":
                self.kinds.setdefault(_kind(self.values[key]), []).append(key)

    def members(self, key: Key) -> Term:
        """The RegLan term of the characters of ``key``'s class."""
        if key not in self._sets:
            self._sets[key] = charset_to_term(self.charset(key))
        return self._sets[key]

    def charset(self, key: Key) -> IntervalSet:
        return INTERVALS.of_ranges(self.classes.get(key, []))

    def size(self, key: Key) -> int:
        return sum(hi - lo + 1 for lo, hi in self.classes.get(key, []))


@dataclass(frozen=True)
class Runs:
    """A function's outcomes in code-point order: run ``i`` starts at ``starts[i]`` and
    has the outcome ``outcomes[index[i]]`` (``(key, value)``, each key once)."""

    starts: list[int]
    index: list[int]
    outcomes: list[tuple[Key, Any]]


def _runs(fn: CharFunction) -> Runs:
    """The :class:`Runs` of ``fn``: the base function read at every code point, a step
    applied once to each distinct outcome of the function before it."""
    starts: list[int] = []
    index: list[int] = []
    outcomes: list[tuple[Key, Any]] = []
    seen: dict[Key, int] = {}
    if not fn.steps:
        read, extra = fn.base, fn.base_args
        last = -1
        atoms = _ATOMS
        for code in range(MAX_CHAR + 1):
            try:
                value = read(chr(code), *extra)
            except Exception as exc:  # noqa: BLE001 - an outcome of the function tabulated
                key, value = ("raise", type(exc)), None
            else:
                kind = type(value)
                key = ("value", kind, value) if kind in atoms else _key(value)
            at = seen.get(key)
            if at is None:
                at = seen[key] = len(outcomes)
                outcomes.append((key, value))
            if at != last:
                starts.append(code)
                index.append(at)
                last = at
        return Runs(starts, index, outcomes)
    op, args = fn.steps[-1]
    parent = _runs_cached(fn.parent())
    test = _FILTERS.get(op)
    step = _OPS.get(op)
    remap: list[int] = []
    for key, value in parent.outcomes:
        if key[0] != "value" or (test is not None and not test(value, *args)):
            got: tuple[Key, Any] = (OUTSIDE, None)  # excluded by the earlier steps
        elif test is not None:
            got = (key, value)
        else:
            try:
                result = step(value, *args) if step is not None else \
                    _apply_op(op, args, value)
            except Exception as exc:  # noqa: BLE001 - an outcome of the function tabulated
                got = (("raise", type(exc)), None)
            else:
                got = (_key(result), result)
        at = seen.get(got[0])
        if at is None:
            at = seen[got[0]] = len(outcomes)
            outcomes.append(got)
        remap.append(at)
    last = -1
    for start, j in zip(parent.starts, parent.index, strict=True):
        at = remap[j]
        if at != last:
            starts.append(start)
            index.append(at)
            last = at
    return Runs(starts, index, outcomes)


#: (bounded, process-wide: a pure function of CPython's tables and the steps)
@lru_cache(maxsize=24)
def _runs_cached(fn: CharFunction) -> Runs:
    return _runs(fn)


#: (bounded, process-wide: a pure function of CPython's tables and the steps)
@lru_cache(maxsize=64)
def tabulate(fn: CharFunction) -> Table:
    """``fn``'s :class:`Table` (module docstring)."""
    runs = _runs_cached(fn)
    by_index: list[list[tuple[int, int]]] = [[] for _ in runs.outcomes]
    ends = [*runs.starts[1:], MAX_CHAR + 1]
    for start, end, at in zip(runs.starts, ends, runs.index, strict=True):
        by_index[at].append((start, end - 1))
    classes = {key: by_index[at] for at, (key, _) in enumerate(runs.outcomes)
               if by_index[at]}
    values = {key: value for key, value in runs.outcomes}
    return Table(classes, values)


def _in(char: SymStr, table: Table, key: Key) -> Term:
    return mk("str.in_re", char.term, table.members(key))


def materialize(fn: CharFunction, char: SymStr) -> Any:
    """What the program sees of ``fn(c)`` for the one-character string ``char`` (module
    docstring); the decisions it takes are recorded by the active tracer."""
    table = tabulate(fn)
    known = None if char.value is None else _outcome(lambda: fn(char.value))[0]
    for key in sorted((k for k in table.classes if k[0] == "raise"),
                      key=lambda k: k[1].__name__):
        if decide(Kind.RAISE, _in(char, table, key), None if known is None else known == key,
                  fn.label, key[1]):
            if char.value is not None:
                fn(char.value)  # CPython's exception, with its message
            raise key[1](f"{fn.label}")
    keys = [k for ks in table.kinds.values() for k in ks]
    if len(table.kinds) > 1:  # a few values of other kinds first, one decision each
        main = max(table.kinds, key=lambda kind: len(table.kinds[kind]))
        odd = [k for kind, ks in table.kinds.items() if kind != main for k in ks]
        if len(odd) > CASE_LIMIT:
            return pin(fn, char)
        for key in odd:
            if decide(Kind.BRANCH, _in(char, table, key),
                      None if known is None else known == key, WHICH):
                return table.values[key]
        fn = fn.then("kind", main)
        table = tabulate(fn)
        keys = table.kinds[main]
    return _of_kind(fn, char, table, keys, known)


def _kind(value: Any) -> str:
    if type(value) is bool:
        return "bool"
    if type(value) in (int, float, str, list, tuple):
        return type(value).__name__.replace("tuple", "list")
    return "other"


def _of_kind(fn: CharFunction, char: SymStr, table: Table, keys: list[Key],
             known: Key | None) -> Any:
    """``fn(c)`` where every outcome left (``keys``) is a value of one kind."""
    value = None if known is None else table.values.get(known)
    if len(keys) <= 1:  # one value (or none: the path excludes every character)
        return table.values[keys[0]] if keys else None
    kind = _kind(table.values[keys[0]])
    if kind == "bool":
        return SymBool(_truth(char, table), value)
    if kind == "str":
        return CharImage(char, fn, value)
    if kind == "int":
        term = _ite(char, table, keys, kind)
        if term is not None:
            return SymInt(term, value)
    if kind in ("int", "float"):
        return _bisect(fn, char, sorted(table.values[k] for k in keys),
                       None if known is None else value)
    if kind == "list":
        return _sequence(fn, char, table, keys, known)
    if len(keys) <= CASE_LIMIT:
        for key in _by_size(table, keys)[:-1]:
            if decide(Kind.BRANCH, _in(char, table, key),
                      None if known is None else known == key, WHICH):
                return table.values[key]
        return table.values[_by_size(table, keys)[-1]]
    return pin(fn, char)


def _by_size(table: Table, keys: list[Key]) -> list[Key]:
    """``keys``, the class with the most ranges last (the ``ite``'s else)."""
    return sorted(keys, key=lambda k: (len(table.classes[k]), repr(k)))


def _truth(char: SymStr, table: Table) -> Term:
    """``c ∈ {x : true}``, or ``c ∉ {x : false}`` when that has fewer ranges (the
    characters the path excludes fall on either side)."""
    true, false = ("value", bool, True), ("value", bool, False)
    if len(table.classes.get(true, [])) <= len(table.classes.get(false, [])):
        return _in(char, table, true) if true in table.classes else FALSE
    return mk("not", _in(char, table, false)) if false in table.classes else TRUE


def _ite(char: SymStr, table: Table, keys: list[Key], kind: str) -> Term | None:
    """The ``ite`` over the classes of ``keys``' values; None past the limits."""
    if len(keys) > VALUE_LIMIT:
        return None
    ordered = _by_size(table, keys)
    if sum(len(table.classes[k]) for k in ordered[:-1]) > RANGE_LIMIT:
        return None
    leaf: Callable[[Any], Term] = string if kind == "str" else num
    try:
        term = leaf(table.values[ordered[-1]])
        for key in reversed(ordered[:-1]):
            term = mk("ite", _in(char, table, key), leaf(table.values[key]), term)
    except OutsideAlphabetError:
        return None
    return term


def _bisect(fn: CharFunction, char: SymStr, values: list[Any], known: Any) -> Any:
    """A number among the sorted ``values`` (more than an ``ite`` holds: ``numeric(c)``'s
    floats, the lengths of names), found by bisection: decisions ``fn(c) <= v``, each a
    membership, so the value is exact and plain (no character made concrete)."""
    lo, hi = 0, len(values) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        at_most = tabulate(fn.then("<=", values[mid]))
        term = _truth(char, at_most)
        taken = term is TRUE if term in (TRUE, FALSE) else decide(
            Kind.BRANCH, term, None if known is None else known <= values[mid], WHICH)
        lo, hi = (lo, mid) if taken else (mid + 1, hi)
    return values[lo]


def _sequence(fn: CharFunction, char: SymStr, table: Table, keys: list[Key],
              known: Key | None) -> Any:
    """A ``list`` or ``tuple`` outcome: its length bisected (:func:`_bisect`), each item
    the value of the item's step on the values of that length."""
    lengths = tabulate(fn.then("len"))
    by_length = sorted(k[2] for k in lengths.classes if k[0] == "value")
    n = _bisect(fn.then("len"), char, by_length, None if known is None else len(known[2]))
    kind = table.values[keys[0]].__class__
    fixed = fn.then("length", n)
    if all(type(item) is str for key in keys for item in table.values[key]):
        # items of str (split, partition): values whose tests are steps, tabulated when
        # a test is made
        value = None if known is None else table.values[known]
        return kind(CharImage(char, fixed.then("item", i),
                              None if value is None else value[i]) for i in range(n))
    return kind(materialize(fixed.then("item", i), char) for i in range(n))


def pin(fn: CharFunction, char: SymStr) -> Any:
    """``fn(c)`` on the concrete character: ``c`` made concrete, with a note."""
    concrete = char._concrete(f"{fn.label} beyond its model")
    return fn(concrete)


_SINGLE = ("capitalize", "casefold", "center", "count", "encode", "endswith", "expandtabs",
           "find", "format", "index", "isalnum", "isalpha", "isascii", "isdecimal",
           "isdigit", "isidentifier", "islower", "isnumeric", "isprintable", "isspace",
           "istitle", "isupper", "join", "ljust", "lower", "lstrip", "partition",
           "removeprefix", "removesuffix", "replace", "rfind", "rindex", "rjust",
           "rpartition", "rsplit", "rstrip", "split", "splitlines", "startswith", "strip",
           "swapcase", "title", "translate", "upper", "zfill")


def plain_operand(value: Any) -> bool:
    """Whether ``value`` is a plain operand a step may hold (hashable, no symbolic value
    inside)."""
    if isinstance(value, SymValue):
        return False
    if type(value) in (tuple, frozenset):
        return all(plain_operand(v) for v in value)
    if not isinstance(value, Hashable):
        return False
    try:
        hash(value)
    except TypeError:
        return False
    return True


class CharImage(SymStr):
    """``f(c)``, a ``str`` of many values for a symbolic character ``c`` (module
    docstring): its tests are steps of ``f``; its ``term``, read by the rest of the
    layer, is the value for the concrete character, which that read makes concrete."""

    __slots__ = ("char", "function", "written")

    char: SymStr
    function: CharFunction
    written: Term | None

    def __init__(self, char: SymStr, function: CharFunction, value: str | None) -> None:
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "char", char)
        object.__setattr__(self, "function", function)
        object.__setattr__(self, "written", None)

    @property  # the base's slot, a value computed on demand here
    def term(self) -> Term:  # type: ignore[override]
        """The ``ite`` over the classes of the values (``category(c)``'s 30), else the
        string for the concrete character, which is made concrete (noted)."""
        if self.written is None:
            table = tabulate(self.function)
            keys = [k for k in table.classes if k[0] == "value"]
            term = _ite(self.char, table, keys, "str")
            if term is None:
                term = string(pin(self.function, self.char))
            object.__setattr__(self, "written", term)
        assert self.written is not None
        return self.written

    def step(self, op: str, *args: Any) -> Any:
        """``op`` applied to the value, for plain operands; NotImplemented otherwise."""
        if not all(plain_operand(a) for a in args):
            return NotImplemented
        return materialize(self.function.then(op, *args), self.char)

    def _method(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        got = self.step("." + name, args, tuple(sorted(kwargs.items())))
        if got is NotImplemented:  # a symbolic operand: the layer's method on the value
            method = getattr(SymStr, name, None)
            if method is None:
                return SymStr.__getattr__(self, name)(*args, **kwargs)
            return method(self, *args, **kwargs)
        return got

    def within(self, box: Any) -> Any:
        """``f(c) in box`` for a plain ``str``, or a ``tuple``, ``list``, ``set``,
        ``frozenset`` or ``dict`` of plain items; None for other containers."""
        if type(box) is str:
            return self.step("within", box)
        if type(box) in (tuple, list, set, frozenset, dict) and \
                all(plain_operand(v) for v in box):
            return self.step("within", frozenset(box))
        return None

    def int_of(self, base: Any) -> Any:
        """``int(value)`` (``base`` None) or ``int(value, base)``: a step (CPython's
        ``ValueError`` a ``RAISE`` decision, the ints bisected or an ``ite``)."""
        return self.step("int", base)

    def length(self) -> SymInt:
        got: SymInt = materialize(self.function.then("len"), self.char)
        return got if isinstance(got, SymInt) else SymInt(num(got), got)

    def __len__(self) -> int:
        return int(self.length()._concrete("len()"))

    def __bool__(self) -> bool:
        got = self.step("bool")
        return got if type(got) is bool else bool(got)

    def __iter__(self) -> Any:
        return iter(self.step("list"))

    def contains(self, sub: object) -> SymBool:
        got = self.step("in", sub)
        if got is NotImplemented:
            return SymStr.contains(self, sub)
        return got if isinstance(got, SymBool) else SymBool(TRUE if got else FALSE, got)

    def __contains__(self, sub: object) -> bool:
        c = self.contains(sub)
        return decide(Kind.BRANCH, c.term, c.value, "in")

    def __getitem__(self, key: object) -> Any:
        got = self.step("slice", key.start, key.stop, key.step) if type(key) is slice \
            else self.step("item", key)
        return SymStr.__getitem__(self, key) if got is NotImplemented else got

    # a dict or set placing it after deciding it against each stored key hashes the
    # value unnoted (:func:`~.context.placing`), as every symbolic value
    __hash__ = SymValue.__hash__

    def __reduce__(self) -> Any:
        raise TypeError("symbolic values are not pickled")


def _binary(op: str, fallback_name: str) -> Callable[[CharImage, Any], Any]:
    def method(self: CharImage, other: Any) -> Any:
        got = self.step(op, other)
        if got is NotImplemented:
            return getattr(SymStr, fallback_name)(self, other)
        return got
    method.__name__ = fallback_name
    return method


def _named(name: str) -> Callable[..., Any]:
    def method(self: CharImage, *args: Any, **kwargs: Any) -> Any:
        return self._method(name, args, kwargs)
    method.__name__ = name
    return method


for _op, _name in (("==", "__eq__"), ("!=", "__ne__"), ("<", "__lt__"), ("<=", "__le__"),
                   (">", "__gt__"), (">=", "__ge__"), ("+", "__add__"), ("r+", "__radd__"),
                   ("*", "__mul__"), ("*", "__rmul__"), ("%", "__mod__")):
    setattr(CharImage, _name, _binary(_op, _name))
for _name in _SINGLE:
    setattr(CharImage, _name, _named(_name))


__all__ = ["CASE_LIMIT", "RANGE_LIMIT", "VALUE_LIMIT", "WHICH", "CharFunction", "CharImage",
           "Table", "materialize", "pin", "plain_operand", "tabulate"]
