"""A C ``OrderedDict`` holding symbolic keys, iterated (issue 38; lead11's "Left"):
CPython walks its linked list by looking each key up, so ``for k in od.keys()``,
``od.items()``, ``od.values()`` and ``k in od.keys()`` hashed every symbolic key (on main
a note "hash() of a symbolic value ..." at each of those lines, and the run loosened: a
flip after it could not be proved infeasible)."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAM = textwrap.dedent('''
    import collections


    def views(a: str, b: str) -> str:
        od = collections.OrderedDict()
        od[a] = 1
        od[b] = 2
        od.move_to_end(a)
        out = []
        for k in od.keys():
            out.append(k)
        if "x" in od.keys():
            return "x"
        for k, v in od.items():
            if k == "q" and v == 2:
                return "q2"
        if list(od.values()) == [1]:
            return "one"
        return ",".join(out + sorted(od))


    def conversions(a: str) -> str:
        od = collections.OrderedDict()
        od[a] = 1
        od["z"] = 2
        d = dict(od)
        r = list(reversed(od))
        t = tuple(od.items())
        if r[0] == "z" and len(d) == 2 and t[0][0] == "q":
            return "q"
        return "other"
''')


def test_ordered_dict_views_iterate_without_hashing(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "odviews.py", PROGRAM, "views")
    assert not notes_naming(result, "hash()"), result.summary.notes
    got = outcomes(result)
    assert {("return", "x"), ("return", "q2")} <= got
    # the order is the linked list's (move_to_end), not the dict's storage
    assert any(kind == "return" and value.count(",") == 3 for kind, value in got)
    assert ("return", "one") not in got  # two keys, or one holding 2: never [1]


def test_builtins_read_an_ordered_dict_without_hashing(tmp_path) -> None:  # noqa: ANN001
    # dict(od), reversed(od), tuple(od.items()): CPython's order, no key hashed
    result = explore_source(tmp_path, "odviews.py", PROGRAM, "conversions")
    assert outcomes(result) == {("return", "q"), ("return", "other")}
    assert not result.summary.notes, result.summary.notes
