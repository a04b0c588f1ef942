"""The classes the thirty-sixth survey took (issue 38; benchmarks/explore/2026-12-07-survey36.md).

1. A dict view (``d.items()``, ``d.values()``, ``d.keys()``) of symbolic values handed to
   a library's function was not seen as symbolic: the function ran as written, and the
   C code it reached made the values concrete (voluptuous's ``validate_dict`` calls
   ``base_validate(path, data.items(), out)``; its ``Coerce(int)`` then called CPython's
   ``int`` on the symbolic string: every path pinned).  Now a view holds what its dict
   holds (``explore/runtime.py``'s ``symbolic``), and C code gets the view of the dict
   made concrete.
2. A list of objects with ``__slots__`` (and no ``__dict__``) that hold symbolic values
   was not looked into: a library class given it ran its ``__init__`` as written
   (sqlparse's ``Statement(tokens)`` joins ``token.value`` by C: a ``TypeError`` in the
   concolic run that the plain call does not raise, reported as a divergence).
3. ``dict.copy(d)`` (``list.copy``, ``set.copy`` ..., unbound: ``copy.copy(d)`` calls
   it) of a container holding symbolic values was C code that made them concrete
   (cerberus copies its document).  Now it is the container's method bound, as ``d.copy()``.
4. The program's own callable object (a class of its own with ``__call__``) called with a
   symbolic argument was called as C code, the argument made concrete; now its rewritten
   ``__call__`` runs with it."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator

import pytest

from explore.helpers import disagreements, explore_source, importable_tree, notes_naming

LIBRARY = textwrap.dedent('''
    import copy


    def validate_pairs(pairs, check):
        out = {}
        for key, value in pairs:
            out[key] = check(value)
        return out


    def first_value(values):
        for value in values:
            return int(value)


    class Token:
        __slots__ = ("value", "kind")

        def __init__(self, value, kind):
            self.value, self.kind = value, kind


    class Statement:
        def __init__(self, tokens):
            self.text = "".join(token.value for token in tokens)


    def statement(text):
        return Statement([Token(text, "word"), Token(";", "end")]).text


    def copied(document):
        return copy.copy(document)
    ''')

USER = textwrap.dedent('''
    import s36_lib


    def coerce(s: str):
        try:
            got = s36_lib.validate_pairs({"age": s}.items(), int)
        except ValueError:
            return "bad"
        return "old" if got["age"] > 99 else "young"


    def first(s: str):
        try:
            n = s36_lib.first_value({"k": s}.values())
        except ValueError:
            return "bad"
        return "big" if n > 9 else "small"


    def joined(s: str):
        text = s36_lib.statement(s)
        return "select" if text.startswith("select") else "other"


    def copied(s: str):
        document = s36_lib.copied({"name": s})
        return "admin" if document["name"] == "admin" else "user"


    class Coerce:
        def __init__(self, kind):
            self.kind = kind

        def __call__(self, value):
            try:
                return self.kind(value)
            except ValueError:
                return None


    def functor(s: str):
        n = Coerce(int)(s)
        if n is None:
            return "bad"
        return "big" if n > 9 else "small"
    ''')


@pytest.fixture
def program(tmp_path) -> Iterator[str]:  # type: ignore[no-untyped-def]
    with importable_tree(tmp_path, {}, {"s36_lib": LIBRARY}):
        yield str(tmp_path / "s36_user.py")


def _explore(program: str, name: str, paths: int):  # type: ignore[no-untyped-def]
    from explore.helpers import check_reproducible
    from strsat.explore import explore_file

    with open(program, "w", encoding="utf-8") as f:
        f.write(USER)
    result = explore_file(program, name, timeout=None, max_paths=paths, check_timeout=300.0)
    check_reproducible(result, result.module, name)
    return result


def _pins(result) -> list[str]:  # type: ignore[no-untyped-def]
    return notes_naming(result, "made concrete", "run concretely")


def test_a_dict_items_view_handed_to_a_library_stays_symbolic(program) -> None:
    result = _explore(program, "coerce", 6)
    assert {e.value for e in result.examples} == {"bad", "old", "young"}
    assert not [n for n in _pins(result) if "int()" in n], result.summary.notes


def test_a_dict_values_view_handed_to_a_library_stays_symbolic(program) -> None:
    result = _explore(program, "first", 6)
    assert {e.value for e in result.examples} == {"bad", "big", "small"}
    assert not [n for n in _pins(result) if "int()" in n], result.summary.notes


def test_slotted_objects_in_a_list_make_the_library_class_run_rewritten(program) -> None:
    result = _explore(program, "joined", 4)
    assert {e.value for e in result.examples} == {"select", "other"}
    assert disagreements(result) == [], disagreements(result)


def test_copy_of_a_dict_keeps_its_symbolic_values(program) -> None:
    result = _explore(program, "copied", 4)
    assert {e.value for e in result.examples} == {"admin", "user"}
    assert _pins(result) == [], result.summary.notes


def test_the_programs_own_callable_object_runs_with_the_symbolic_argument(tmp_path) -> None:
    result = explore_source(tmp_path, "s36_functor.py", USER.replace("import s36_lib", ""),
                            "functor", max_paths=6)
    assert {e.value for e in result.examples} == {"bad", "big", "small"}
    assert not notes_naming(result, "a call to"), result.summary.notes
