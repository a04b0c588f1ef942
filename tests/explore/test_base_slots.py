"""C slots of ``object`` and the builtin containers called on an explicit receiver
(:mod:`strsat.explore.unbound`, issue 38), and ``operator``'s getters
(:mod:`strsat.explore.getters`): ``object.__setattr__(self, name, v)`` as
``uuid.UUID`` and frozen dataclasses store their fields, ``dict.__setitem__(self, k, v)``
as ``http.cookies`` fills a cookie, ``dict.get(table, k)``, ``list.append(items, s)`` and
the ``super()`` forms, a namedtuple's ``_make`` (``tuple.__new__``), ``itemgetter(1)(pair)``;
and a C ``OrderedDict`` keyed by symbolic strings.  Before, each was a C call that made its
symbolic arguments concrete (a note, one path), and the ``OrderedDict``'s iterator hashed
its symbolic keys (916 notes in one run)."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.explore.unbound import receiver_call

PROGRAMS = textwrap.dedent('''
    import collections
    import dataclasses
    import operator
    from typing import NamedTuple


    class Frozen:
        def __init__(self, v):
            object.__setattr__(self, "v", v)


    @dataclasses.dataclass(frozen=True)
    class Point:
        name: str
        tag: str


    class Bag(dict):
        def __setitem__(self, k, v):
            raise RuntimeError("the override is skipped by dict.__setitem__")

        def put(self, k, v):
            dict.__setitem__(self, k, v)


    class Logged:
        def __setattr__(self, k, v):
            super().__setattr__(k, v)


    def frozen(s: str) -> str:
        if Frozen(s).v == "zz":
            return "zz"
        return "other"


    def frozen_dataclass(s: str) -> str:
        p = Point(s, "t")
        if p.name.startswith("ab"):
            return "ab"
        return "other"


    def dict_slot(s: str) -> str:
        b = Bag()
        b.put("fixed", 0)
        b.put(s, 1)
        if "key" in b:
            return "key"
        if len(b) == 1:
            return "fixed"
        return "two"


    def dict_get_by_name(s: str) -> str:
        table = {"x": 1, "y": 2}
        if dict.get(table, s) == 2:
            return "y"
        if dict.__contains__(table, s):
            return "x"
        return "none"


    def super_setattr(s: str) -> str:
        o = Logged()
        o.x = s
        if o.x == "w":
            return "w"
        return "other"


    class Pair(NamedTuple):
        key: str
        value: str


    def named_make(s: str) -> str:
        k, _, v = s.partition("=")
        p = Pair._make([k, v])
        if operator.itemgetter(1)(p) == "on" and operator.attrgetter("key")(p):
            return "on"
        if operator.methodcaller("startswith", "x")(p.value):
            return "x"
        return "off"


    def ordered(s: str) -> str:
        d = collections.OrderedDict()
        for part in s.split(",")[:3]:
            d[part] = d.get(part, 0) + 1
        if d.get("a", 0) == 2:
            return "aa"
        return "other"


    def list_slot(s: str) -> str:
        items = []
        list.append(items, s)
        list.insert(items, 0, "head")
        if items[1] == "e":
            return "e"
        return "other"
''')

CASES = {
    "frozen": {"zz", "other"},
    "frozen_dataclass": {"ab", "other"},
    "dict_slot": {"key", "fixed", "two"},
    "dict_get_by_name": {"y", "x", "none"},
    "super_setattr": {"w", "other"},
    "list_slot": {"e", "other"},
    "named_make": {"on", "x", "off"},
    "ordered": {"aa", "other"},
}


def test_slots_called_by_name_keep_their_values_symbolic(tmp_path) -> None:  # noqa: ANN001
    # main: "a call to object.__setattr__ (dict.__setitem__, dict.get, list.append): a
    # symbolic value made concrete", one path each
    for name, returns in CASES.items():
        result = explore_source(tmp_path, "slots.py", PROGRAMS, name)
        assert {("return", r) for r in returns} <= outcomes(result), name
        assert not notes_naming(result, "made concrete", "concolic run", "hash()"), \
            (name, result.summary.notes)


def test_only_slots_of_object_and_the_containers_on_their_own_instances() -> None:
    class Sub(dict):
        pass

    assert receiver_call(dict.__setitem__, (Sub(), "k", 1))[:2] == (dict, "__setitem__")
    assert receiver_call(object.__setattr__, (Sub(), "k", 1))[:2] == (object, "__setattr__")
    assert receiver_call(dict.__setitem__, ([], "k", 1)) is None  # not a dict
    assert receiver_call(str.lower, ("A",)) is None  # str's methods have models
    assert receiver_call(len, ("A",)) is None
    bound = super(Sub, Sub()).__setitem__
    assert receiver_call(bound, ("k", 1))[1:3] == ("__setitem__", bound.__self__)


def test_getters_of_the_wrong_shape_are_left_to_cpython() -> None:
    import operator

    from strsat.explore.getters import getter_call

    def never(*_a: object) -> None:
        raise AssertionError("not a getter call")

    assert getter_call(operator.itemgetter(1), ((1, 2), (3,)), {}, never, never, never) is None
    assert getter_call(len, ((1, 2),), {}, never, never, never) is None
    run = getter_call(operator.itemgetter(0, 1), ("ab",), {}, lambda o, i: o[i], never, never)
    assert run is not None and run() == ("a", "b")
    run = getter_call(operator.methodcaller("split", ",", maxsplit=1), ("a,b,c",), {}, never,
                      never, lambda o, n, *a, **k: getattr(o, n)(*a, **k))
    assert run is not None and run() == ["a", "b,c"]
