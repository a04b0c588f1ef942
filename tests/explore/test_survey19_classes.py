"""The classes the nineteenth survey took (issue 38; benchmarks/explore/2026-12-05-survey19.md).

A subscript store or delete (``obj[key] = value``, ``del obj[key]``) into an object whose
class writes ``__setitem__``/``__delitem__`` in Python (``http.cookies.Morsel``, a
``dict`` subclass: ``K = K.lower(); if not K in self._reserved: raise CookieError``): on
main CPython's store called the method as written, so the symbolic key met C code (its
hash in the ``in`` test, ``%r`` in the message) and was made concrete: one path, the
attribute names never reached.  Now the method runs rewritten, as a ``__getitem__``
written in Python does."""

from __future__ import annotations

import textwrap
from typing import Any

from explore.helpers import disagreements, explore_source, notes_naming, outcomes

LIBRARY = textwrap.dedent('''
    class Attributes(dict):
        _names = {"path": "Path", "domain": "Domain", "max-age": "Max-Age"}

        def __init__(self):
            for key in self._names:
                dict.__setitem__(self, key, "")

        def __setitem__(self, key, value):
            key = key.lower()
            if key not in self._names:
                raise KeyError("not an attribute")
            dict.__setitem__(self, key, value)

        def __delitem__(self, key):
            key = key.lower()
            if key not in self._names:
                raise KeyError("not an attribute")
            dict.__setitem__(self, key, "")

        def shown(self):
            return "; ".join(self._names[k] + "=" + v for k, v in self.items() if v)


    class Slots:
        def __init__(self):
            self.seen = []

        def __setitem__(self, key, value):
            if key.startswith("x-"):
                self.seen.append(key[2:])
            else:
                raise ValueError("no x- prefix")
''')

PROGRAM = textwrap.dedent('''
    import enum

    import survey19_attrs

    Code = enum.Enum("Code", [(f"C{i}", 100 + i) for i in range(40)])


    def code(s: str):
        if len(s) != 3 or not s.isascii() or not s.isdigit():
            return "other"
        try:
            c = Code(int(s))
        except ValueError:
            return "none"
        if c is Code.C37:
            return "late"
        if c is Code.C2:
            return "early"
        return "member"


    def flags(s: str):
        if len(s) > 3:
            return "long"
        seen = set(s)
        seen.discard("x")
        if not seen:
            return "none"
        text = "".join(sorted(seen))
        if text == "ab" and max(seen) == "b" and min(seen) == "a":
            return "ab"
        if "z" in seen and all(seen) and any(seen) and len(frozenset(seen)) == 2:
            return "two with z"
        return text


    def keyed_sort(s: str):
        if len(s) > 2:
            return "long"
        return "".join(sorted(set(s), key=str.lower))


    def stored(key: str, value: str):
        if len(key) > 8 or len(value) > 2:
            return "long"
        attributes = survey19_attrs.Attributes()
        attributes[key] = value
        return attributes.shown()


    def deleted(key: str):
        if len(key) > 8:
            return "long"
        attributes = survey19_attrs.Attributes()
        dict.__setitem__(attributes, "domain", "d")
        del attributes[key]
        return attributes.shown()


    def slots(key: str):
        if len(key) > 4:
            return "long"
        s = survey19_attrs.Slots()
        s[key] = 1
        if s.seen == ["ab"]:
            return "ab"
        return "other"
''')


def _explore(tmp_path: Any, name: str) -> Any:
    (tmp_path / "survey19_attrs.py").write_text(LIBRARY, encoding="utf-8")
    return explore_source(tmp_path, f"survey19_{name}.py", PROGRAM, name)


def test_a_python_setitem_of_a_dict_subclass_runs_rewritten(tmp_path: Any) -> None:
    # main: one path (KeyError), "hash() of a symbolic value (a dict or set placing it)"
    result = _explore(tmp_path, "stored")
    got = outcomes(result)
    assert ("raise", "KeyError") in got
    assert any(o == "return" and isinstance(v, str) and v.startswith(
        ("Path=", "Domain=", "Max-Age=")) for o, v in got)
    assert not disagreements(result), result.summary.notes
    assert not notes_naming(result, "made concrete", "hash()"), result.summary.notes


def test_a_python_delitem_runs_rewritten(tmp_path: Any) -> None:
    result = _explore(tmp_path, "deleted")
    got = outcomes(result)
    assert {("raise", "KeyError"), ("return", "Domain=d"), ("return", "long")} <= got
    assert not disagreements(result), result.summary.notes
    assert not notes_naming(result, "made concrete", "hash()"), result.summary.notes


def test_a_python_setitem_of_a_plain_class_runs_rewritten(tmp_path: Any) -> None:
    result = _explore(tmp_path, "slots")
    assert {("return", "ab"), ("return", "other"), ("raise", "ValueError"),
            ("return", "long")} <= outcomes(result)
    assert not disagreements(result), result.summary.notes


def test_an_orderless_read_of_a_set_is_exact(tmp_path: Any) -> None:
    # main: "the iteration order of a set holding symbolic values" at each read
    result = _explore(tmp_path, "flags")
    got = outcomes(result)
    assert {("return", "ab"), ("return", "two with z"), ("return", "none"),
            ("return", "long")} <= got
    assert any(o == "return" and isinstance(v, str) and len(v) == 3 for o, v in got)
    assert not disagreements(result), result.summary.notes
    assert not notes_naming(result, "iteration order"), result.summary.notes


def test_a_sort_by_key_of_a_set_still_notes_the_order(tmp_path: Any) -> None:
    # a key may tie ("a" and "A"): the order read decides the result, as CPython's hashes do
    result = _explore(tmp_path, "keyed_sort")
    assert not disagreements(result), result.summary.notes
    assert notes_naming(result, "iteration order"), result.summary.notes


def test_a_lookup_among_many_values_reaches_each(tmp_path: Any) -> None:
    # main: Code.C37 is the 38th value, past the 32 decided ones: "late" never reached
    result = _explore(tmp_path, "code")
    assert {("return", w) for w in ("late", "early", "member", "none", "other")} <= \
        outcomes(result)
    assert not disagreements(result), result.summary.notes
