"""Dicts and sets keyed by symbolic values (issue 38, items 3 and the class "a dict or
set receives symbolic keys").

A *lookup* (``d[k]``, ``d.get(k)``, ``k in d``, ``k in s``) with a symbolic key is one
decision over the stored keys: the key equals one of them or none (a finite language for
``str`` keys, :func:`strsat.python.tables.one_of`); a symbolic *stored* key is compared
with the key one decision at a time, in insertion order -- the chain of equalities
CPython's probing amounts to when every key may collide.

A *store* (``d[k] = v``, ``d[k] += 1``, ``del d[k]``, ``s.add(k)``, ``d.setdefault``,
``d.pop``, ``s.discard``/``remove``, ``update``, dict and set displays and
comprehensions, ``dict()``/``set()``/``frozenset()``/``dict.fromkeys`` of symbolic
items) first finds the key the same way.  A key found equal to a stored one replaces
that key's value (CPython keeps the stored key object); a key decided distinct from
every stored key is placed by its concrete hash inside
:func:`strsat.python.context.placing`, neither pinned nor noted: where it lands follows
from the decisions just made.  So the stored keys stay pairwise distinct under the path
condition, ``len`` is exact, and a dict's order is its insertion order.  A *set*'s
iteration order does follow the hashes of the concrete values: iterating a set that
holds symbolic values is noted, and the run is loose from there
(:func:`note_set_order`).  A tuple key holding symbolic ``str``/``int`` items
(``(a, b) in table``, ``d[(k, i)]``) is found the same way, one decision over the
stored tuples (each a conjunction of its items' equalities); a named tuple too.  An
object of a class with its own ``__eq__`` and ``__hash__`` (a frozen dataclass, a token
class) holding symbolic attributes is found by comparing it with each stored key by
that ``__eq__`` (:func:`_object_key`), its hash taken only to place it.  Tuples holding other
symbolic values (floats, bytes), and dicts or sets beyond :data:`KEY_LIMIT` keys with
symbolic stored keys, are still hashed with a note.
"""

from __future__ import annotations

import collections
import dataclasses
import inspect
import numbers
import operator
import types
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ..python import Kind, SymBool, SymInt, SymStr, SymValue, active
from ..python import termops as T
from ..python.bytes_values import MutableBytes, SymBytes
from ..python.case_image import CaseImage, settled
from ..python.const_index import representable
from ..python.context import concretize, decide, fallback, placing, table
from ..python.set_relations import RELATIONS, is_character_of, relation
from ..python.tables import one_of, table_value
from ..python.which import decide_member
from ..terms import FALSE, TRUE, Term, const, integer, mk, string
from .string_sets import StringCharacters
from .twin_values import fields
from .twins import TWIN_CLASSES

#: Largest dict or set whose stored keys are checked for symbolic ones (then compared
#: with the key one by one).
KEY_LIMIT = 256
#: Most stored tuple keys whose ``str``/``int`` value a symbolic tuple key finds as a
#: symbolic ``ite`` over the tuples
ITE_LIMIT = 512
#: Most distinct ``str``/``int`` values of a larger dict whose value a symbolic key
#: finds as a table value (:mod:`strsat.python.tables`)
TABLE_LIMIT = 4096
#: a dict's keys view (``k in d.keys()``)
_KEY_VIEWS: tuple[type[Any], ...] = (type({}.keys()),)
_ABSENT = object()
_UNSUPPORTED = object()


_STR_LIKE = (str, SymStr)
_INT_LIKE = (int, SymInt, SymBool)
_BYTES_LIKE = (bytes, SymBytes)
#: a stored key that never equals the key looked up
_NEVER = object()
_SLOT = type(object.__eq__)


def _compatible(a: Any, b: Any) -> bool:
    return any(isinstance(a, kind) and isinstance(b, kind)
               for kind in (_STR_LIKE, _INT_LIKE, _BYTES_LIKE))


def keyed_symbolically(container: Any, key: Any) -> bool:
    """Whether a lookup of ``key`` in the dict or set ``container`` is decided by the
    layer rather than by hashing: the key is symbolic, or a stored key is (looked for
    only in containers of up to :data:`KEY_LIMIT` keys; in a larger one a symbolic
    stored key, or an object key compared by its class's ``__eq__``, is hashed, with a
    note)."""
    kinds: tuple[type[Any], ...] = (dict, set, frozenset, *_KEY_VIEWS)
    if not isinstance(container, kinds):
        return False
    if symbolic_key(key):  # an object key is compared by its class's __eq__ one by one
        return len(container) <= KEY_LIMIT or not _object_key(key)
    return len(container) <= KEY_LIMIT and any(symbolic_key(k) for k in stored_keys(container))


def stored_keys(container: Any) -> Iterable[Any]:
    """The keys of a dict (of any subclass: a C ``OrderedDict``, whose own iterator
    hashes every key it yields, which would make a symbolic one concrete) in the dict's
    storage, or the items of a set or key view (an ``OrderedDict``'s by
    :func:`placed_iteration`)."""
    if isinstance(container, dict):
        return dict.keys(container)
    if type(container) in _ODICT_VIEWS:
        return list(placed_iteration(container))
    return container  # type: ignore[no-any-return]


#: the views of a C ``OrderedDict`` (``od.keys()``, ``od.values()``, ``od.items()``)
_ODICT_VIEWS: frozenset[type[Any]] = frozenset(
    type(getattr(collections.OrderedDict(), name)()) for name in ("keys", "values", "items"))


def hashing_iteration(obj: Any) -> bool:
    """Whether iterating ``obj`` hashes its keys: a C ``OrderedDict`` (its linked list is
    walked by looking each key up) or one of its views, iterated by CPython's own code."""
    if type(obj) in _ODICT_VIEWS:
        return True
    return isinstance(obj, collections.OrderedDict) and \
        type(obj).__iter__ is collections.OrderedDict.__iter__


def placed_iteration(obj: Any) -> Iterator[Any]:
    """CPython's iteration of ``obj`` (a :func:`hashing_iteration` kind), each step under
    :func:`~strsat.python.context.placing`: the hash a step takes of a symbolic key is its
    concrete value's, the hash it was stored by (:func:`_place`), so the walk finds each
    node by identity without a decision, a pin or a note; the loop's body runs outside it."""
    iterator = iter(obj)
    while True:
        with placing():
            try:
                item = next(iterator)
            except StopIteration:
                return
        yield item


def symbolic_key(key: Any, depth: int = 0) -> bool:
    """A symbolic value, a tuple (a named tuple too) holding one at any depth, or an
    :func:`object key <_object_key>` holding one."""
    if isinstance(key, SymValue):
        return True
    if type(key) in _PLAIN_KEYS or depth > _OBJECT_DEPTH:
        return False
    if _plain_tuple(key):
        return any(symbolic_key(k, depth + 1) for k in key)
    return _object_key(key, depth)


#: key types that never hold a symbolic value (the quick exit of :func:`symbolic_key`)
_PLAIN_KEYS = frozenset((str, int, bytes, float, bool, complex, type(None), frozenset))
#: how deep :func:`symbolic_key` looks into tuples and objects (a key's attributes may
#: refer back to it)
_OBJECT_DEPTH = 4


def _plain_tuple(key: Any) -> bool:
    """A tuple, or an instance of a subclass (a named tuple) that compares and hashes as
    one."""
    return isinstance(key, tuple) and (type(key) is tuple or _builtin_eq(type(key), tuple))


def _object_key(key: Any, depth: int = 0) -> bool:
    """An instance of a hashable class that compares by its own Python ``__eq__`` (a
    dataclass, a token or name class with ``__eq__`` and ``__hash__``) and holds a
    symbolic value among its attributes.  Such a key is found by comparing it with the
    stored keys by that ``__eq__`` (:func:`_match`), as CPython's probing does when the
    hashes collide: a hash the class computes from a symbolic attribute is never taken
    for a lookup (Python requires equal objects to hash equal)."""
    cls = type(key)
    if isinstance(key, SymValue):  # (a case map's image holds its string: no object)
        return False
    if not isinstance(getattr(cls, "__eq__", None), types.FunctionType) or \
            getattr(cls, "__hash__", None) is None:
        return False
    return any(symbolic_key(v, depth + 1) for v in _attribute_values(key))


def _attribute_values(obj: Any) -> list[Any]:
    """The values an object stores (its ``__dict__`` and slots: :func:`.twin_values.fields`)."""
    return [value for _, value in fields(obj)]


def _kind(key: Any) -> type | None:
    """What a symbolic key compares as: ``str``, ``int`` (a ``bool`` too) or ``bytes``."""
    if isinstance(key, SymStr):
        return str
    if isinstance(key, SymInt | SymBool):
        return int
    if isinstance(key, SymBytes):
        return bytes
    return None


def _key_term(key: SymValue) -> Term:
    """The term a symbolic key is compared by (a ``bool`` as its int, ``bytes`` as the
    latin-1 string the theory reads)."""
    return key.as_int().term if isinstance(key, SymBool) else key.term


def _builtin_eq(cls: type, base: type) -> bool:
    """Whether ``cls`` (a subclass of ``base``) compares and hashes as ``base`` does
    (``IntEnum``/``StrEnum`` members do; a class with its own ``__eq__`` does not)."""
    return cls.__eq__ is base.__eq__ and cls.__hash__ is base.__hash__


def _normal(stored: Any, kind: type) -> Any:
    """The concrete ``stored`` key as a key of ``kind`` compares with it: a ``str``, an
    ``int`` (``True`` is 1, ``2.0`` is 2, ``(3+0j)`` is 3) or the latin-1 reading of a
    ``bytes``; :data:`_NEVER` when it equals no key of that kind (``2.5``, ``None``, a
    ``str`` for an ``int`` key), :data:`_UNSUPPORTED` when its class compares by its
    own ``__eq__``."""
    cls = type(stored)
    if kind is str and isinstance(stored, str):
        if not _builtin_eq(cls, str):
            return _UNSUPPORTED
        # a symbolic str stands for text of U+0000..U+2FFFF: never text beyond it
        return str.__str__(stored) if representable(stored) else _NEVER
    if kind is bytes and isinstance(stored, bytes):
        return bytes(memoryview(stored)).decode("latin-1") if _builtin_eq(cls, bytes) \
            else _UNSUPPORTED
    if kind is int and isinstance(stored, int):
        return int.__int__(stored) if _builtin_eq(cls, int) else _UNSUPPORTED
    if kind is int and isinstance(stored, float):
        if not _builtin_eq(cls, float):
            return _UNSUPPORTED
        return int(stored) if stored.is_integer() else _NEVER
    if kind is int and isinstance(stored, complex):
        if not _builtin_eq(cls, complex):
            return _UNSUPPORTED
        return _normal(stored.real, int) if stored.imag == 0 else _NEVER
    if kind is int and isinstance(stored, numbers.Number):  # Fraction, Decimal
        try:
            whole = int(stored)  # type: ignore[call-overload]
            return whole if stored == whole else _NEVER
        except (ValueError, OverflowError, TypeError):  # NaN, infinities
            return _NEVER
        except Exception:  # noqa: BLE001 - CPython's own comparison decides then
            return _UNSUPPORTED
    if isinstance(stored, str | bytes | int | float | complex | tuple | frozenset) or \
            isinstance(cls.__eq__, _SLOT):  # builtin comparison: other kinds never equal
        return _NEVER
    return _UNSUPPORTED


def _term_of(value: Any, kind: type) -> Term:
    return integer(value) if kind is int else string(value)


def _match(key: Any, stored_key: Any) -> Term | None:
    """``key == stored_key`` as a formula (either may be symbolic, or a tuple holding
    symbolic items), None when not modelled."""
    if _object_key(key) or _object_key(stored_key):
        return _compare_objects(key, stored_key)
    key_tuple, stored_tuple = isinstance(key, tuple), isinstance(stored_key, tuple)
    if key_tuple or stored_tuple:
        if not (key_tuple and stored_tuple):
            other = stored_key if key_tuple else key
            return FALSE if isinstance(other, SymValue) or _normal(other, str) is not \
                _UNSUPPORTED else None
        if len(stored_key) != len(key):
            return FALSE
        parts = [_match(a, b) for a, b in zip(key, stored_key, strict=True)]
        return None if any(p is None for p in parts) else T.conj(*parts)  # type: ignore[arg-type]
    if isinstance(key, SymValue) and isinstance(stored_key, SymValue):
        kind, other = _kind(key), _kind(stored_key)
        if kind is None or other is None:
            return None
        return T.eq(_key_term(key), _key_term(stored_key)) if kind is other else FALSE
    if isinstance(stored_key, SymValue):
        key, stored_key = stored_key, key
    if isinstance(key, SymValue):
        kind = _kind(key)
        if kind is None:
            return None
        normal = _normal(stored_key, kind)
        if normal is _UNSUPPORTED:
            return None
        return FALSE if normal is _NEVER else T.eq(_key_term(key), _term_of(normal, kind))
    try:
        return TRUE if key == stored_key else FALSE
    except Exception:  # noqa: BLE001 - CPython's own comparison decides then
        return None


def _compare_objects(key: Any, stored_key: Any) -> Term | None:
    """``key == stored_key`` where one of them is an :func:`object key <_object_key>`:
    for a dataclass's generated ``__eq__`` the equality of the compared fields (one
    formula); else the class's own ``__eq__`` run on the symbolic attributes (CPython's
    reflected comparison included): a formula when it returns a symbolic ``bool``, a
    constant when its own tests decided it (each a decision of the run), None when it
    returns something else or raises."""
    fields, other = _dataclass_fields(key), _dataclass_fields(stored_key)
    if fields is not None and other is not None:
        # the generated __eq__: the same class, then the fields' tuples (of two classes,
        # NotImplemented both ways: CPython falls back to identity)
        return _match(fields, other) if type(stored_key) is type(key) else FALSE
    try:
        result = key == stored_key
    except Exception:  # noqa: BLE001 - CPython's own lookup raises it then
        return None
    if isinstance(result, SymBool):
        return result.term
    if type(result) is bool:
        return TRUE if result else FALSE
    return None


def _dataclass_fields(obj: Any) -> tuple[Any, ...] | None:
    """The compared fields of an instance of a dataclass whose ``__eq__`` is the one
    ``dataclasses`` generates (its code made by ``exec``: ``<string>``), which is
    ``(fields) == (fields)`` of two instances of the same class; None for any other
    object."""
    cls = type(obj)
    params = getattr(cls, "__dataclass_params__", None)
    eq = cls.__dict__.get("__eq__")
    if params is None or not params.eq or not isinstance(eq, types.FunctionType) or \
            eq.__code__.co_filename != "<string>":
        return None
    return tuple(getattr(obj, f.name) for f in dataclasses.fields(obj) if f.compare)


def find_key(container: Any, key: Any, what: str, which: bool = True) -> tuple[Any] | None:
    """The key of ``container`` equal to ``key``, None if none is: *one decision* over
    all the stored keys, whatever their number and whichever are symbolic -- the key
    equals one of them, or none (:func:`_lookup_cases`).  So the side "none" denies
    every stored key at once, and a flip to it is exact whatever the model.

    ``which``: also which key it is (a dict's value, a key to remove), decided after
    "one of them" among the stored keys in the container's order (a dict's insertion
    order); without it (``in``, ``add``) the found key is not named
    (``(_ABSENT,)``)."""
    if symbolic_key(key):
        for k in stored_keys(container):  # a stored key itself: equal to it, and to no other
            if k is key:
                return (k,)
    _hashable(key)
    cases = _lookup_cases(container, key)
    if cases is _UNSUPPORTED:
        return _compared(container, key)
    if isinstance(cases, tuple):  # equal to a stored key concretely
        return cases
    if not cases:
        return None
    value = _concrete_key(key)
    hit = None
    if value is not _ABSENT and all(_concrete_key(k) is not _ABSENT for k, _, _ in cases
                                    if k is not _GROUP):
        hit = next((i for i, (_, _, holds) in enumerate(cases) if holds(value)), -1)
    if not decide(Kind.BRANCH, T.disj(*(m for _, m, _ in cases)),
                  None if hit is None else hit >= 0, what):
        return None
    if not which:
        return (_ABSENT,)
    chosen = len(cases) - 1
    for i, (_, condition, _) in enumerate(cases[:-1]):
        if decide(Kind.BRANCH, condition, None if hit is None else hit == i, what):
            chosen = i
            break
    stored_key = cases[chosen][0]
    if stored_key is not _GROUP:
        return (stored_key,)
    group = _plain_keys(container, _kind(key))
    if value is not _ABSENT:
        normal = _normal(value, _kind(key))  # type: ignore[arg-type]
        return (next(k for k, n in group if n == normal),)
    # a run on the terms alone: the key the tracer's inputs give
    term, kind = _key_term(key), _kind(key)
    return (next((k for k, n in group[:-1] if decide(
        Kind.BRANCH, T.eq(term, _term_of(n, kind)), None, what)),  # type: ignore[arg-type]
        group[-1][0]),)


def _hashable(key: Any) -> None:
    """Raise what CPython's lookup raises before it compares a key, when the key is an
    object of a twin class whose C object cannot be hashed (``Decimal("sNaN")``:
    ``TypeError``); the C object is made of the concrete values, unrecorded."""
    twins = TWIN_CLASSES.get(type(key))
    if twins is not None:
        hash(twins.to_c_plain(key))


#: the case of :func:`_lookup_cases` standing for all the concrete stored keys
_GROUP = object()


def _plain_keys(container: Any, kind: type | None) -> list[tuple[Any, Any]]:
    """The concrete stored keys a symbolic key of ``kind`` may equal, each with its
    :func:`_normal` value (raises nothing: :func:`_lookup_cases` checked them)."""
    if kind is None:
        return []
    got = []
    for k in stored_keys(container):
        if not isinstance(k, SymValue):
            normal = _normal(k, kind)
            if normal is not _NEVER and normal is not _UNSUPPORTED:
                got.append((k, normal))
    return got


def _lookup_cases(container: Any, key: Any) -> Any:
    """The cases of a lookup of ``key``: ``(stored key, its equality with key, whether it
    holds of a concrete key)`` for each stored key it may equal, the concrete stored keys
    of a symbolic ``str``/``int``/``bytes`` key as one case (:data:`_GROUP`, a
    membership in their finite language, :func:`strsat.python.tables.one_of`); the
    stored key as a 1-tuple when it equals ``key`` concretely; :data:`_UNSUPPORTED` when
    a comparison is not modelled."""
    if isinstance(key, SymValue) and type(key) is not CaseImage and \
            key.term.op == "const" and key.value is not None:
        key = key.value  # a constant (``p[:0]``): found without a decision
    kind = _kind(key)
    group: list[Any] = []
    cases: list[tuple[Any, Term, Callable[[Any], bool]]] = []
    for k in stored_keys(container):
        if kind is not None and not isinstance(k, SymValue):
            normal = _normal(k, kind)
            if normal is _UNSUPPORTED:
                return _UNSUPPORTED
            if normal is not _NEVER:
                group.append(normal)
            continue
        condition = _match(key, k)
        if condition is None:
            return _UNSUPPORTED
        if condition is TRUE:
            return (k,)
        if condition is not FALSE:
            cases.append((k, condition, _equals(k)))
    if isinstance(container, set | frozenset):  # not the hash order: the same on every run
        cases.sort(key=lambda case: _made(case[0]))
    if group:
        members = set(group)
        cases.insert(0, (_GROUP, _one_of(key, group),
                         lambda v: _normal(v, kind) in members))  # type: ignore[arg-type]
    return cases


def _made(stored_key: Any) -> tuple[int, ...]:
    """The creation order of a stored key's terms (a set's order that does not depend on
    the hashes of the concrete values)."""
    if isinstance(stored_key, SymValue):
        return (stored_key.term.id,)
    if _plain_tuple(stored_key):
        return tuple(i for k in stored_key for i in _made(k))
    if _object_key(stored_key):
        return tuple(i for v in _attribute_values(stored_key) for i in _made(v))
    return ()


def _equals(stored_key: Any) -> Callable[[Any], bool]:
    """Whether a concrete key equals ``stored_key`` (by its concrete value)."""
    value = _concrete_key(stored_key)

    def holds(v: Any) -> bool:
        try:
            return value is not _ABSENT and bool(v == value)
        except Exception:  # noqa: BLE001 - values that do not compare
            return False
    return holds


def _compared(container: Any, key: Any) -> tuple[Any] | None:
    """A lookup with a comparison the layer does not model (a stored key of a class
    with its own ``__eq__``): a symbolic key is made concrete (with a note) and found
    as CPython finds it; else the stored keys are compared one by one."""
    if isinstance(key, SymValue) and _kind(key) is not None:
        return fallback("a lookup among keys compared by their own __eq__", [key],
                        lambda v: _found_concretely(container, v))
    for k in stored_keys(container):
        if isinstance(k, SymValue) or isinstance(key, SymValue):
            if _compatible(k, key) and k == key:
                return (k,)
        elif k == key:
            return (k,)
    return None


def _found_concretely(container: Any, key: Any) -> tuple[Any] | None:
    """The stored key CPython finds for the concrete ``key``: equal hash, then the same
    object or equal (stored symbolic keys by their concrete values)."""
    for k in stored_keys(container):
        stored_key = _concrete_key(k)
        try:
            if hash(stored_key) == hash(key) and (stored_key is key or stored_key == key):
                return (k,)
        except TypeError:
            continue
    return None


def _tuple_value(mapping: dict[Any, Any], key: tuple[Any, ...], value: Any) -> Any:
    """The value a tuple key found in ``mapping`` finds: when the stored tuples it may
    equal (up to :data:`ITE_LIMIT`) all hold ``str`` values, or all ``int`` ones, an
    ``ite`` over their equalities (as :func:`_value_of` for one key); else ``value``."""
    cases = [(k, _match(key, k)) for k in stored_keys(mapping)]
    kind = type(value)
    if any(m is None for _, m in cases) or kind not in (str, int):
        return value
    cases = [(k, m) for k, m in cases if m is not FALSE]
    if len(cases) > ITE_LIMIT or any(type(mapping[k]) is not kind for k, _ in cases) or \
            all(mapping[k] == value for k, _ in cases):
        return value
    term = const(mapping[cases[-1][0]])
    for k, m in reversed(cases[:-1]):
        term = mk("ite", m, const(mapping[k]), term)
    return SymStr(term, value) if kind is str else SymInt(term, value)


def _concrete_key(key: Any) -> Any:
    """The key's concrete value (tuples item by item), ``_ABSENT`` if a part has none
    (an :func:`object key <_object_key>` has none: its class compares the attributes)."""
    if _plain_tuple(key):
        items = tuple(_concrete_key(k) for k in key)
        return _ABSENT if any(i is _ABSENT for i in items) else items
    if isinstance(key, SymValue):
        return _ABSENT if key.value is None else key.value
    return _ABSENT if _object_key(key) else key


def _shown(key: Any) -> Any:
    """What a ``KeyError`` holds: the key's concrete value (a tuple's items too)."""
    if isinstance(key, SymValue):
        return key.value
    value = _concrete_key(key)
    return key if value is _ABSENT else value


def _one_of(key: SymValue, normals: list[Any]) -> Term:
    """``key`` equals one of the concrete keys of :func:`_normal` values ``normals``
    (:func:`strsat.python.tables.one_of`; of a case map's image, a membership of the
    string mapped, :mod:`strsat.python.case_image`)."""
    if type(key) is CaseImage:
        return key.among(normals)
    return one_of(_key_term(key), normals)


def _value_of(mapping: dict[Any, Any], key: Any, found: Any) -> Any:
    """``mapping[found]`` for the symbolic ``key`` found equal to the stored ``found``.

    When the values of the keys a symbolic key may equal are all ``str`` or all ``int``
    (up to :data:`TABLE_LIMIT` distinct values), the value is symbolic too: ``ite(key ∈
    K1, v1, ite(key ∈ K2, v2, ...))``, one case per distinct value (:func:`table_value`),
    exact under the decision that the key is one of them, so later tests of the value
    are decisions the solver can steer (an entity's code point below 128); a test of
    the value alone is one membership of the key (:func:`strsat.python.tables.split_tables`).
    Otherwise which value is decided by halving the distinct values (in the dict's
    order): the key is among the keys of the first half of the values or of the second,
    then of a half of that half ... -- ``log2(n)`` decisions, each over the keys of its
    half (stable conditions: a flip asks for a key of the other half), whatever the
    number of values (one decision per value up to a bound of 32 left an enum's later
    members -- ``HTTPStatus(int(s))`` reads ``_value2member_map_``, 62 of them -- to
    chance).  So a dispatch table of functions or classes, an enum's members by value,
    or a module's namespace, looked up by a symbolic name reaches each of its values,
    and an identity test of the value found (``handler is SPECIAL``,
    ``module.__dict__.get(name) is typing``) is taken both ways (issue 38's eleventh
    survey: ``dataclasses._is_type``)."""
    value = stored(mapping, found)
    if _plain_tuple(key) and not symbolic_key(found):
        return _tuple_value(mapping, key, value)
    if _kind(key) is None or isinstance(found, SymValue):
        return value
    normals = dict(_plain_keys(mapping, _kind(key)))
    keys = list(normals)
    kind = type(value)
    if kind in (str, int) and all(type(mapping[k]) is kind and (
            kind is int or representable(mapping[k])) for k in keys):
        # (a value beyond U+2FFFF, such as a Unicode property's ranges up to U+10FFFF,
        # has no term: the halving below keeps the values concrete)
        by_value: dict[Any, list[Any]] = {}
        for k in keys:
            by_value.setdefault(mapping[k], []).append(normals[k])
        if len(by_value) == 1:
            return value
        if len(by_value) <= TABLE_LIMIT:
            # one case per distinct value, registered: a later test of the value alone
            # (``name.startswith("a")``) is one membership of the key (tables.py), at any
            # size (an ite per key made a 252-key table's test a chain the solver could
            # not decide within a check)
            term, cases = table_value(_key_term(key), list(by_value.items()))
            table(term, cases)
            return SymStr(term, value) if kind is str else SymInt(term, value)
    groups = _value_groups(mapping, keys)
    low, high = 0, len(groups)
    while high - low > 1:  # halve the values: which half holds the key's
        middle = (low + high) // 2
        half = [normals[k] for g in groups[low:middle] for k in g]
        if decide(Kind.BRANCH, _one_of(key, half),
                  any(k is found for g in groups[low:middle] for k in g), "dict value"):
            high = middle
        else:
            low = middle
    return value


#: the first item of the grouping key of a symbolic value (:func:`_value_groups`)
_SYMBOLIC_VALUE = object()


def _value_groups(mapping: dict[Any, Any], keys: list[Any]) -> list[list[Any]]:
    """The keys of each distinct value of ``mapping`` (:func:`_same_value`), in the
    dict's order: hashable values found by ``(type, value)`` in a dict (a module's
    namespace has thousands of values), others compared one by one."""
    groups: list[list[Any]] = []
    hashed: dict[Any, list[Any]] = {}
    others: list[list[Any]] = []
    for k in keys:
        v = mapping[k]
        if symbolic_key(v):  # a symbolic value: by identity (no hash, no decision)
            key: Any = (_SYMBOLIC_VALUE, id(v))
        else:
            key = (type(v), v)
        try:
            same = hashed.get(key)
            hashable = True
        except Exception:  # noqa: BLE001 - unhashable, or a hash/eq that raises
            same = next((g for g in others if _same_value(mapping[g[0]], v)), None)
            hashable = False
        if same is None:
            same = []
            groups.append(same)
            if hashable:
                hashed[key] = same
            else:
                others.append(same)
        same.append(k)
    return groups


def _same_value(a: Any, b: Any) -> bool:
    if a is b:
        return True
    try:
        return type(a) is type(b) and bool(a == b)
    except Exception:  # noqa: BLE001 - values that do not compare
        return False


def dict_get(mapping: Any, key: Any, default: Any = None) -> Any:
    """``mapping.get(key, default)`` (see :func:`find_key`)."""
    if not isinstance(mapping, dict) or not keyed_symbolically(mapping, key):
        return mapping.get(key, default)
    found = find_key(mapping, key, "key in dict")
    return _value_of(mapping, key, found[0]) if found else default


def dict_getitem(mapping: Any, key: Any,
                 call: Callable[..., Any] | None = None) -> Any:
    """``mapping[key]``, raising ``KeyError`` as CPython (a ``defaultdict``'s
    ``__missing__`` included; a subclass's ``__missing__`` through ``call``, the runtime's,
    so that it runs rewritten)."""
    if not keyed_symbolically(mapping, key):
        return mapping[key]
    found = find_key(mapping, key, "key in dict")
    if found:
        return _value_of(mapping, key, found[0])
    if isinstance(mapping, collections.defaultdict) and mapping.default_factory is not None:
        value = mapping.default_factory()
        _place(mapping, key, value)
        return value
    missing = getattr(type(mapping), "__missing__", None)
    if missing is not None:
        return missing(mapping, key) if call is None else call(missing, mapping, key)
    raise KeyError(_shown(key))


def contains(container: Any, key: Any) -> bool:
    """``key in container`` for a dict, set or frozenset, or a dict's keys (see
    :func:`find_key`)."""
    if not keyed_symbolically(container, key):
        return key in container
    what = "key in dict" if isinstance(container, dict) else "item in set"
    return find_key(container, key, what, which=False) is not None


def _set_relation(name: str) -> Callable[..., Any]:
    """``container.<name>(other)`` for a set relation (:mod:`.set_relations`): a set of
    concrete members against a symbolic ``str`` is one decision."""
    def run(container: Any, other: Any, *rest: Any) -> Any:
        if isinstance(container, set | frozenset) and isinstance(other, SymStr) \
                and not rest and not any(isinstance(m, SymValue) for m in container):
            return relation(container, name, other)
        if isinstance(container, set | frozenset) and type(other) is StringCharacters \
                and not rest:  # S.issuperset(set(s)) is set(s) <= S, and so on
            return getattr(other, _CONVERSE[name])(container)
        return getattr(container, name)(other, *rest)
    return run


#: a set relation read from the other side
_CONVERSE = {"issuperset": "issubset", "issubset": "issuperset", "isdisjoint": "isdisjoint"}
#: the lookups of dicts and sets by key, and the set relations, by method name
LOOKUPS: dict[str, Callable[..., Any]] = {
    "get": dict_get, "__getitem__": dict_getitem, "__contains__": contains,
    **{name: _set_relation(name) for name in RELATIONS}}


def stored(mapping: Any, key: Any) -> Any:
    """``mapping[key]`` for a key stored in it, without hashing a symbolic one (found
    by identity)."""
    if not symbolic_key(key):
        return mapping[key]
    for k, v in dict.items(mapping):
        if k is key:
            return v
    raise KeyError(_concrete_key(key))  # not reached: ``key`` is one of the stored keys


def _place(container: Any, key: Any, value: Any = _ABSENT) -> None:
    """Store ``key`` (found equal to none of the stored keys, or the stored key itself)
    by its concrete hash (see the module docstring)."""
    with placing():
        if value is _ABSENT:
            container.add(key)
        else:
            container[key] = value


def _plain_setitem(mapping: Any) -> bool:
    """Whether storing into ``mapping`` is CPython's own (a dict, ``defaultdict``,
    ``OrderedDict``, ``Counter``), not a class's Python ``__setitem__``."""
    return isinstance(mapping, dict) and not isinstance(
        getattr(type(mapping), "__setitem__", None), type(_plain_setitem))


def setitem(value: Any, mapping: Any, key: Any) -> None:
    """``mapping[key] = value`` (arguments in CPython's order of evaluation); a symbolic
    value stored into a CPython ``bytearray`` (C memory) is made concrete, with a note (the
    layer's keeps it, :mod:`..python.bytearray_stores`)."""
    if isinstance(mapping, bytearray) and not isinstance(mapping, MutableBytes) and \
            isinstance(value, SymValue):
        fallback("a symbolic value stored into a bytearray", [value],
                 lambda v: mapping.__setitem__(key, v))
        return
    if not _plain_setitem(mapping) or not keyed_symbolically(mapping, key):
        mapping[key] = value
        return
    found = find_key(mapping, key, "key in dict")
    _place(mapping, key if found is None else found[0], value)


def store_key(mapping: Any, key: Any, value: Any, slot: Callable[[Any, Any], Any]) -> None:
    """``slot(key, value)`` -- a dict's C ``__setitem__`` called by name, skipping a
    subclass's override (:mod:`.unbound`) -- with a symbolic ``key``: stored under the
    key it equals (one decision over the stored keys, as :func:`setitem`), or under
    itself by its concrete hash."""
    found = find_key(mapping, key, "key in dict")
    with placing():
        slot(key if found is None else found[0], value)


def keyed_slot(mapping: Any, name: str, key: Any, rest: tuple[Any, ...],
               slot: Callable[..., Any]) -> Any:
    """``slot(key, *rest)`` -- a dict's C ``pop``, ``__delitem__`` or ``setdefault``
    called by name on a receiver (the pure ``OrderedDict.popitem``'s ``dict.pop(self,
    key)``, :mod:`.unbound`) -- with a symbolic ``key``: on the stored key it equals
    (one decision over the stored keys, as :func:`store_key`); else ``pop``'s default,
    ``setdefault``'s store under the key itself, or CPython's ``KeyError``."""
    found = find_key(mapping, key, "key in dict")
    if found is None:
        if name == "pop" and rest:
            return rest[0]
        if name != "setdefault":
            raise KeyError(_shown(key))
    with placing():
        return slot(key if found is None else found[0], *rest)


def delitem(mapping: Any, key: Any) -> None:
    """``del mapping[key]``, ``KeyError`` as CPython."""
    if not _plain_setitem(mapping) or not keyed_symbolically(mapping, key):
        del mapping[key]
        return
    found = find_key(mapping, key, "key in dict")
    if found is None:
        raise KeyError(_shown(key))
    with placing():
        del mapping[found[0]]


#: the in-place operators of ``d[k] op= v``, by their spelling
INPLACE: dict[str, Callable[[Any, Any], Any]] = {
    "+": operator.iadd, "-": operator.isub, "*": operator.imul, "/": operator.itruediv,
    "//": operator.ifloordiv, "%": operator.imod, "**": operator.ipow,
    "<<": operator.ilshift, ">>": operator.irshift, "&": operator.iand, "|": operator.ior,
    "^": operator.ixor, "@": operator.imatmul}


def augitem(mapping: Any, key: Any, op: str, operand: Any, thunk: bool) -> None:
    """``mapping[key] op= operand`` (``operand`` a function giving it when ``thunk``: it
    is evaluated after the load, as CPython does); the key is looked for once."""
    if not _plain_setitem(mapping) or not keyed_symbolically(mapping, key):
        mapping[key] = INPLACE[op](mapping[key], operand() if thunk else operand)
        return
    found = find_key(mapping, key, "key in dict")
    if found is None:
        old = dict_getitem(mapping, key)  # KeyError, or a default placed under ``key``
        found = (key,)
    else:
        old = _value_of(mapping, key, found[0])
    _place(mapping, found[0], INPLACE[op](old, operand() if thunk else operand))


def set_add(container: Any, key: Any) -> None:
    """``container.add(key)``."""
    if not keyed_symbolically(container, key):
        container.add(key)
    elif find_key(container, key, "item in set", which=False) is None:
        _place(container, key)


def set_discard(container: Any, key: Any, missing: bool = False) -> None:
    """``container.discard(key)``; ``remove`` (``missing``: ``KeyError`` when absent)."""
    if not keyed_symbolically(container, key):
        container.remove(key) if missing else container.discard(key)
        return
    found = find_key(container, key, "item in set")
    if found is not None:
        with placing():
            container.discard(found[0])
    elif missing:
        raise KeyError(_shown(key))


def dict_setdefault(mapping: Any, key: Any, default: Any = None) -> Any:
    """``mapping.setdefault(key, default)``."""
    if not _plain_setitem(mapping) or not keyed_symbolically(mapping, key):
        return mapping.setdefault(key, default)
    found = find_key(mapping, key, "key in dict")
    if found is not None:
        return _value_of(mapping, key, found[0])
    _place(mapping, key, default)
    return default


def dict_pop(mapping: Any, key: Any, *default: Any) -> Any:
    """``mapping.pop(key[, default])``."""
    if not _plain_setitem(mapping) or not keyed_symbolically(mapping, key):
        return mapping.pop(key, *default)
    found = find_key(mapping, key, "key in dict")
    if found is None:
        if default:
            return default[0]
        raise KeyError(_shown(key))
    value = _value_of(mapping, key, found[0])
    with placing():
        del mapping[found[0]]
    return value


def update(container: Any, *others: Any, **kwargs: Any) -> None:
    """``dict.update`` / ``set.update`` with symbolic keys among the new ones."""
    if isinstance(container, dict):
        for other in others:
            pairs = other.items() if hasattr(other, "keys") else other
            for k, v in pairs:
                setitem(v, container, k)
        for k, v in kwargs.items():
            setitem(v, container, k)
        return
    for other in others:
        for k in other:
            set_add(container, k)


def _symbolic_items(items: Iterable[Any]) -> bool:
    return any(map(symbolic_key, items))


def make_dict(*flat: Any) -> dict[Any, Any]:
    """A dict display ``{k1: v1, k2: v2}`` (``flat``: keys and values alternating, in
    CPython's order of evaluation)."""
    keys = flat[::2]
    if not _symbolic_items(keys):
        return dict(zip(keys, flat[1::2], strict=True))
    made: dict[Any, Any] = {}
    for k, v in zip(keys, flat[1::2], strict=True):
        setitem(v, made, k)
    return made


def keyword_names(mapping: Any, callee: Any = None) -> Any:
    """The mapping of a call's ``**mapping`` (the hook around it; ``callee``: the
    function called, where the rewriter can name it without running anything again, a
    plain name or ``(obj, attribute)`` of a plain name).  CPython takes only ``str`` keys
    for keyword arguments (``TypeError: keywords must be strings`` for any other, which
    a symbolic string is to it): a dict whose keys hold symbolic strings (rich's
    ``Style(**attributes)``, each key looked up by a symbolic word) is passed as a dict
    of the names the keys hold in this run.  Where the callee's parameters are known
    (:func:`_parameters`), each key is decided among them, and which
    (:func:`~strsat.python.which.decide_member`), or none of them (then equal to its
    name if the callee takes ``**kwargs``, where the name goes on; else the call raises
    ``TypeError``); otherwise it is decided equal to its name (a branch whose flip runs
    another name, which then decided another condition: rich's ``Style(**attrs)``, 5 of
    13 runs off their path).  The keys of a dict are pairwise distinct already
    (:func:`setitem` decided it), so the names are too; anything else passes as it is."""
    if type(mapping) is not dict or not any(isinstance(k, SymStr) for k in mapping):
        return mapping
    known = _parameters(callee)
    names: dict[Any, Any] = {}
    for key, value in mapping.items():
        if isinstance(key, SymStr):
            name = key.value
            if name is None:  # a run without values (never the explorer's): the model's
                name = concretize(key.term, None, "a keyword argument's name")
            if known is None or (not decide_member(key.term, known[0], name,
                                                   "a keyword argument's name")
                                 and known[1]):
                decide(Kind.BRANCH, T.eq(key.term, string(name)), True,
                       "a keyword argument's name")
            key = name
        names[key] = value
    return names


#: ``type.__call__``, what calling a class of a plain metaclass runs
_TYPE_CALL: Any = type.__call__


def _parameters(callee: Any) -> tuple[list[str], bool] | None:
    """The names a call of ``callee`` reads keyword arguments by (sorted) and whether it
    takes ``**kwargs``, for a Python function, method or class (its ``__init__``, with
    ``object.__new__`` and ``type``'s call); None for anything else."""
    if type(callee) is tuple:  # ``obj.attr``: the attribute as stored, nothing run
        obj, attr = callee
        if getattr(type(obj), "__getattribute__", None) not in (
                object.__getattribute__, type.__getattribute__,
                types.ModuleType.__getattribute__):
            return None
        try:
            callee = inspect.getattr_static(obj, attr)
        except AttributeError:
            return None
        if isinstance(callee, staticmethod | classmethod):
            callee = callee.__func__
    if type(callee) is types.MethodType:
        callee = callee.__func__
    elif isinstance(callee, type):
        kind: Any = callee  # a plain class: type's call runs object.__new__, __init__
        if type(kind).__call__ is not _TYPE_CALL or kind.__new__ is not object.__new__:
            return None
        callee = kind.__init__
    if type(callee) is not types.FunctionType:
        return None
    code = callee.__code__
    count = code.co_argcount + code.co_kwonlyargcount
    return sorted(set(code.co_varnames[:count])), bool(code.co_flags & inspect.CO_VARKEYWORDS)


def dict_of(pairs: Iterable[Any]) -> dict[Any, Any]:
    """A dict comprehension's dict, or ``dict(pairs)``: the pairs stored in order."""
    if hashing_iteration(pairs):  # an OrderedDict (or a view of one): no key hashed
        pairs = pairs.items() if isinstance(pairs, dict) else pairs
        items = list(placed_iteration(pairs))
    else:
        items = list(pairs.items() if isinstance(pairs, dict) else pairs)
    if not any(isinstance(p, tuple | list) and p and symbolic_key(p[0]) for p in items):
        return dict(items)
    made: dict[Any, Any] = {}
    for k, v in items:
        setitem(v, made, k)
    return made


def set_of(items: Iterable[Any] = ()) -> Any:
    """A set display or comprehension's set, or ``set(items)``; of a symbolic ``str``, its
    characters kept as the string (:mod:`.string_sets`)."""
    items = settled(items)
    if type(items) is SymStr:
        return StringCharacters(items)
    items = list(items)
    if not _symbolic_items(items):
        return set(items)
    made: set[Any] = set()
    for k in items:
        set_add(made, k)
    return made


def frozenset_of(items: Iterable[Any] = ()) -> Any:
    """``frozenset(items)``."""
    items = settled(items)
    if type(items) is SymStr:
        return StringCharacters(items, frozen=True)
    made = set_of(items)
    with placing():
        return frozenset(made)


def dict_call(*args: Any, **kwargs: Any) -> dict[Any, Any]:
    """``dict(pairs_or_mapping, **kwargs)``."""
    made = dict_of(args[0]) if args else {}
    for k, v in kwargs.items():
        setitem(v, made, k)
    return made


#: what ``set``, ``frozenset`` and ``dict`` called with items become (plain when no item
#: is symbolic)
CONSTRUCTORS: dict[type, Callable[..., Any]] = {}


def fromkeys(keys: Iterable[Any], value: Any = None) -> dict[Any, Any]:
    """``dict.fromkeys(keys, value)`` (a set's keys in its hash order: noted)."""
    note_set_order(keys)
    return dict_of((k, value) for k in keys)


def count_elements(mapping: Any, iterable: Any) -> None:
    """``collections._count_elements`` (what ``Counter(s)`` and ``Counter.update`` run, C
    in CPython): each element's count is its ``get`` plus one, stored by key."""
    note_set_order(iterable)  # the counts are order-free, the dict's order is not
    for elem in iterable:
        setitem(dict_get(mapping, elem, 0) + 1, mapping, elem)


#: the end of :func:`note_set_order`'s note when a member is a string or bytes, whose
#: hashes (and so the order) change with the process's ``PYTHONHASHSEED``
SEEDED = "(strings and bytes hash by PYTHONHASHSEED: another process may order them " \
    "otherwise and take another path on the same input)"


def note_set_order(obj: Any) -> None:
    """Iterating a set that holds symbolic values: the order is CPython's hash order of
    the concrete values -- the run is loose from here, with a note.  Where a symbolic
    member is a string or bytes, the note says that the order (so the path, and the
    outcome reported for the input) is this process's: ``str``/``bytes`` hashes are
    salted per process (ints hash the same in every process).  A set of one item has
    one order whatever the hashes (its length is exact: its keys were decided pairwise
    distinct when stored), so it is read without a note (pytest-benchmark's
    ``', '.join(set(columns) - set(ALLOWED_COLUMNS))`` of one column)."""
    if type(obj) is StringCharacters:  # set(s) read in order: the set made
        obj = obj.made()
    if isinstance(obj, set | frozenset) and len(obj) > 1 and _symbolic_items(obj):
        loosen = getattr(active(), "loosen", None)
        if loosen is not None:
            seeded = any(_seeded(item) for item in obj)
            loosen("the iteration order of a set holding symbolic values: the hash order "
                   "of their concrete values" + (f" {SEEDED}" if seeded else ""))


def _seeded(item: Any) -> bool:
    """Whether ``item`` is (or a tuple or an object key holds) a symbolic string or bytes."""
    if isinstance(item, tuple):
        return any(map(_seeded, item))
    if _object_key(item):
        return any(map(_seeded, _attribute_values(item)))
    return isinstance(item, SymStr | SymBytes)


#: builtins and library callables that read an iterable argument in its iteration order
#: (for a set, CPython's hash order), with no model of their own that notes it
ORDER_READERS = frozenset(id(f) for f in (
    iter, bytes, bytearray, collections.deque, collections.OrderedDict))
#: methods (by name) of builtin objects, ``str``/``bytes`` and the layer's values that
#: read an iterable argument in its iteration order (``"".join(s)``, ``lst.extend(s)``)
ORDER_READING_METHODS = frozenset({"join", "extend", "extendleft", "writelines",
                                   "__iadd__", "fromkeys"})
#: methods of a set that read it in its hash order
SET_ORDER_METHODS = frozenset({"pop", "__iter__", "__reduce__"})


def note_order_reads(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """A call of ``f`` that reads an iterable argument in order (:data:`ORDER_READERS`,
    a method named in :data:`ORDER_READING_METHODS` bound to an object, a set's
    :data:`SET_ORDER_METHODS`): each set argument holding symbolic values is read in its
    hash order, so :func:`note_set_order` (issue 38, item 2: ``"".join(s)``,
    ``lst.extend(s)``, ``iter(s)``, ``s.pop()`` are not read in silence)."""
    owner = getattr(f, "__self__", None)
    name = getattr(f, "__name__", "")
    if isinstance(owner, set | frozenset) and name in SET_ORDER_METHODS:
        note_set_order(owner)
    reads = id(f) in ORDER_READERS or (
        name in ORDER_READING_METHODS and owner is not None
        and type(owner) is not types.ModuleType)
    if reads:
        for arg in (*args, *kwargs.values()):
            note_set_order(arg)


def orderless_items(container: set[Any] | frozenset[Any]) -> list[Any]:
    """The items of a set holding symbolic values in an order that does not depend on
    their concrete values' hashes: the concrete items first (CPython's order of them),
    then the symbolic ones by creation (:func:`_made`, as a lookup orders them).  For a
    consumer whose result does not depend on the order it reads the items in --
    ``sorted``/``min``/``max`` without a key (a set's items are pairwise distinct under
    the path condition: no ties), ``set``, ``frozenset``, ``any``, ``all`` -- reading
    them so gives CPython's result, and the decisions it makes are the same on every run
    of the path: no note, the run stays exact (``mailbox``'s
    ``''.join(sorted(flags))`` of ``set(flags)``)."""
    return sorted(container, key=_made)


CONSTRUCTORS.update({set: set_of, frozenset: frozenset_of, dict: dict_call})


def move_to_end(mapping: Any, key: Any, last: Any = True) -> None:
    """``OrderedDict.move_to_end(key, last)``: the stored key found by one decision
    (:func:`find_key`), then moved by CPython (its hash taken under ``placing``)."""
    found = find_key(mapping, key, "key in dict")
    if found is None:
        raise KeyError(_shown(key))
    with placing():
        mapping.move_to_end(found[0], last)


#: the stores into dicts and sets by key, by method name (their first argument the key)
STORES: dict[str, Callable[..., Any]] = {
    "add": set_add, "discard": set_discard,
    "remove": lambda c, k: set_discard(c, k, missing=True),
    "setdefault": dict_setdefault, "pop": dict_pop, "move_to_end": move_to_end,
}


def keyed_method(obj: Any, name: str, args: tuple[Any, ...]) -> Callable[..., Any] | None:
    """The model of ``obj.name(*args)`` for a dict or set keyed symbolically (a lookup,
    a store, ``update``), else None."""
    if not isinstance(obj, dict | set | frozenset):
        return None
    if name in ALGEBRA:
        return _algebra(obj, name, args)
    if name in STORES or name == "update":  # not a subclass's own (Counter.update counts)
        bases = (dict, collections.OrderedDict) if isinstance(obj, dict) else (set,)
        own = getattr(type(obj), name, None)
        if own is None or not any(own is getattr(b, name, None) for b in bases):
            return None
    if name == "update" and (isinstance(obj, set) or _plain_setitem(obj)) and any(
            _holds_keys(a) for a in args):
        return lambda *a, **k: update(obj, *a, **k)
    if not args or not keyed_symbolically(obj, args[0]):
        return None
    if name in LOOKUPS:
        return lambda *a, **k: LOOKUPS[name](obj, *a, **k)
    if name in STORES and (isinstance(obj, set) or _plain_setitem(obj)):
        return lambda *a, **k: STORES[name](obj, *a, **k)
    return None


def _members(other: Any) -> Any:
    """``other`` as a set to test membership in (a set or a dict as it is, the items of
    another iterable stored by :func:`set_of`)."""
    return other if isinstance(other, set | frozenset | dict) else set_of(other)


def _like(container: set[Any] | frozenset[Any], made: set[Any]) -> Any:
    """``made`` as an object of ``container``'s builtin type (``frozenset`` stays so)."""
    if isinstance(container, frozenset):
        with placing():
            return frozenset(made)
    return made


def set_union(container: Any, *others: Any) -> Any:
    """``S.union(*others)``: a copy of ``S``, each item of each iterable added by
    :func:`set_add` (one decision over the members, CPython's order of insertion)."""
    made: set[Any] = set()
    with placing():
        made.update(container)
    for other in others:
        for k in other:
            set_add(made, k)
    return _like(container, made)


def _found(other: Any, key: Any, what: str) -> bool:
    """Whether ``key`` is an item of ``other``: a character of a symbolic string
    (:func:`~strsat.python.set_relations.is_character_of`, one decision, the string not
    iterated), else a membership (:func:`contains`) in ``other`` as a set."""
    if isinstance(other, SymStr):
        return is_character_of(other, key, what)
    return contains(_members(other), key)


def set_intersection(container: Any, *others: Any) -> Any:
    """``S.intersection(*others)``: the members of ``S`` found in every other (each
    test a membership, :func:`_found`).  CPython may keep the other side's equal
    object instead (it iterates the smaller set): equal, not identical."""
    kept = list(container)
    for other in others:
        kept = [k for k in kept if _found(other, k, "set.intersection of a str")]
    made: set[Any] = set()
    with placing():
        made.update(kept)
    return _like(container, made)


def set_difference(container: Any, *others: Any) -> Any:
    """``S.difference(*others)``: the members of ``S`` found in none of the others."""
    kept = list(container)
    for other in others:
        kept = [k for k in kept if not _found(other, k, "set.difference of a str")]
    made: set[Any] = set()
    with placing():
        made.update(kept)
    return _like(container, made)


def set_symmetric_difference(container: Any, other: Any) -> Any:
    """``S.symmetric_difference(other)``: the members of either found not in the other
    (``S``'s first, then the other's, as CPython adds them)."""
    members = _members(other)
    kept = [k for k in container if not contains(members, k)]
    kept += [k for k in members if not contains(container, k)]
    made: set[Any] = set()
    with placing():
        made.update(kept)
    return _like(container, made)


#: the set algebra of sets holding symbolic members or given symbolic items, by method
#: name (a new set); the operators ``| & - ^`` of two builtin sets by :func:`set_operator`
ALGEBRA: dict[str, Callable[..., Any]] = {
    "union": set_union, "intersection": set_intersection,
    "difference": set_difference, "symmetric_difference": set_symmetric_difference,
}
#: the set operators, by their spelling
_SET_OPERATORS: dict[str, Callable[..., Any]] = {
    "|": set_union, "&": set_intersection, "-": set_difference, "^": set_symmetric_difference}
#: what :func:`set_operator` returns for operands it leaves to CPython
NOT_SETS = _UNSUPPORTED


def set_operator(left: Any, right: Any, op: str) -> Any:
    """``left op right`` for ``op`` one of ``| & - ^`` and two builtin sets (``set`` or
    ``frozenset``, the result of ``left``'s type as CPython's) one of which holds a
    symbolic member: the method's model (:data:`ALGEBRA`), each membership one decision.
    CPython's C code looks each member up by the hash stored with it, the concrete
    value's, and compares only members whose hashes match: ``{s} - {"min", "max"}`` was
    decided by ``s``'s concrete value with no condition on the path (pytest-benchmark's
    ``set(columns) - set(ALLOWED_COLUMNS)``).  Else :data:`NOT_SETS`."""
    model = _SET_OPERATORS.get(op)
    if model is None or type(left) not in (set, frozenset) or \
            type(right) not in (set, frozenset) or len(left) > KEY_LIMIT or \
            len(right) > KEY_LIMIT or not (_symbolic_items(left) or _symbolic_items(right)):
        return NOT_SETS
    return model(left, right)


def set_inplace(left: Any, right: Any, op: str) -> Any:
    """``left op= right`` for the operands of :func:`set_operator`: a ``set`` takes the
    result's members in place (``set_difference_update`` and its kin), a ``frozenset``
    is replaced by the result, as CPython's; else :data:`NOT_SETS`."""
    made = set_operator(left, right, op)
    if made is NOT_SETS or type(left) is frozenset:
        return made
    left.clear()
    with placing():
        left.update(made)
    return left


def _algebra(obj: Any, name: str, args: tuple[Any, ...]) -> Callable[..., Any] | None:
    """The model of the set method ``obj.name(*args)`` of :data:`ALGEBRA`, when a member
    of ``obj`` or an item of an argument is symbolic (``_ALWAYS_SAFE.union(safe)`` of
    symbolic bytes); else None."""
    if name not in ALGEBRA or not isinstance(obj, set | frozenset) or \
            getattr(type(obj), name, None) is not getattr(set if isinstance(obj, set)
                                                          else frozenset, name):
        return None
    if len(obj) > KEY_LIMIT or not (_symbolic_items(obj) or any(
            _holds_keys(a) or isinstance(a, SymBytes) for a in args)):
        return None
    if name == "symmetric_difference" and len(args) != 1:
        return None
    return lambda *a: ALGEBRA[name](obj, *a)


#: the methods of dicts and sets :func:`keyed_method` may model
KEYED_METHODS = frozenset({*LOOKUPS, *STORES, *ALGEBRA, "update"})


def keyed_call(obj: Any, name: str, /, *args: Any, **kwargs: Any) -> Any:
    """``obj.name(*args, **kwargs)``, modelled when :func:`keyed_method` has a model."""
    model = keyed_method(obj, name, args)
    if model is not None:
        return model(*args, **kwargs)
    return getattr(obj, name)(*args, **kwargs)


def _holds_keys(other: Any) -> bool:
    """Whether ``other`` (a dict, or an iterable of keys or of pairs) holds a symbolic key."""
    if isinstance(other, dict):
        return _symbolic_items(other)
    if isinstance(other, list | tuple | set | frozenset):
        return any(isinstance(x, SymValue) or (isinstance(x, tuple) and x and isinstance(
            x[0], SymValue)) for x in other)
    return isinstance(other, SymStr)



__all__ = ["ALGEBRA", "CONSTRUCTORS", "INPLACE", "ITE_LIMIT", "KEYED_METHODS", "KEY_LIMIT",
           "LOOKUPS",
           "STORES", "TABLE_LIMIT", "augitem", "contains", "count_elements",
           "delitem",
           "dict_call", "dict_get", "dict_getitem", "dict_of", "find_key", "frozenset_of",
           "fromkeys", "keyed_call", "keyed_slot", "keyed_method", "keyed_symbolically",
           "keyword_names",
           "make_dict", "NOT_SETS",
           "note_order_reads", "note_set_order", "orderless_items", "set_inplace", "set_of",
           "set_operator", "setitem",
           "store_key", "stored", "stored_keys", "ORDER_READERS", "ORDER_READING_METHODS",
           "SET_ORDER_METHODS"]
