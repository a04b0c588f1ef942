"""The classes the thirty-fourth survey took (issue 38; benchmarks/explore/2026-12-07-survey34.md).

1. A store to an attribute that is a library class's ``property`` (netaddr's
   ``EUI.value = addr``) or that a ``__setattr__`` written in Python handles was left to
   CPython's ``STORE_ATTR``, which ran the setter as written: there a symbolic string is
   no ``str`` (netaddr's ``isinstance(value, str)`` was false: one path, a
   ``TypeError`` the plain call never raised).  Now ``obj.name = value`` is rewritten
   (``explore/instrument.py``'s ``_attribute_store``) and the runtime runs such a setter
   rewritten (``Runtime.store_attribute``).
2. ``globals()``, ``locals()``, ``vars()`` and ``dir()`` without arguments were called
   through the call hook and read the hook's frame (bitmath's ``globals()[unit]`` a
   ``KeyError``); now they read the program's frame.
3. ``seq.index(item)`` of a symbolic string among plain ones compared the item with each
   element in turn (shortuuid's ``alphabet.index(char)`` over 57 letters: 57 decisions a
   character, the miss past the loop bound); now one decision over the distinct items
   and halvings to which (``decide_member``).
4. ``x is False`` (``is True``, ``is not``) of a symbolic bool (aniso8601's
   ``componentstr.isdigit() is False``) compared the layer's object with the singleton:
   never the same, so the run took the other side than the plain call and no flip
   existed.  Now such a comparison with a constant bool is the formula ``x == False``.
5. ``hasattr(module, name)`` of a symbolic name halved the module's names down to the
   run's (bitmath's ``hasattr(sys.modules[__name__], unit)``, 250 names: eight flips to
   names of no use to the path, since the answer is a bool).  Now it is one decision: the
   name is one of the module's and its type's attribute names, or none."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import disagreements, explore_source, importable_tree, outcomes

SETTERS = textwrap.dedent('''
    class Box:
        __slots__ = ("_kind",)

        def __init__(self, value):
            self._kind = None
            self.value = value

        def _get(self):
            return self._kind

        def _set(self, value):
            if isinstance(value, str):
                self._kind = "x-text" if value.startswith("x") else "text"
            else:
                self._kind = "other"

        value = property(_get, _set)


    class Upper:
        def __setattr__(self, name, value):
            object.__setattr__(self, name, value.upper() if isinstance(value, str) else value)
    ''')

USER = textwrap.dedent('''
    import s34_setters


    def kind(s: str):
        return s34_setters.Box(s).value


    def upper(s: str):
        r = s34_setters.Upper()
        r.name = s
        if r.name == "AB" and s != "AB":
            return "upper"
        return "other"
    ''')

FRAMES = textwrap.dedent('''
    KiB = 1024
    MiB = 1024 ** 2


    def size(s: str):
        if s in ("KiB", "MiB", "size"):
            unit = globals()[s]
            return unit if type(unit) is int else -1
        local = 3
        return ("local" in locals()) + ("s" in dir()) + ("local" in vars()) + 10
    ''')

INDEX = textwrap.dedent('''
    ALPHABET = list("23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")


    def position(s: str):
        if len(s) != 1:
            return -2
        try:
            return ALPHABET.index(s)
        except ValueError:
            return -1
    ''')

IDENTITY = textwrap.dedent('''
    def digits(s: str):
        if len(s) != 2:
            return "length"
        if s.isdigit() is False:
            return "letters"
        if True is not s[0].isupper():
            return "digits"
        return "unreachable"
    ''')

MODULE_HAS = textwrap.dedent('''
    import keyword


    def has(s: str):
        if len(s) > 8:
            return "long"
        if hasattr(keyword, s):
            return "yes"
        return "no"
    ''')


def test_a_property_setter_and_a_python_setattr_run_rewritten(tmp_path: Path) -> None:
    from strsat.explore import explore_file

    with importable_tree(tmp_path, {}, {"s34_setters": SETTERS, "s34_user": USER}):
        box = explore_file(str(tmp_path / "s34_user.py"), "kind", timeout=None,
                           max_paths=6, coverage=False, check_timeout=300.0)
        upper = explore_file(str(tmp_path / "s34_user.py"), "upper", timeout=None,
                             max_paths=8, coverage=False, check_timeout=300.0)
    assert {v for _, v in outcomes(box)} == {"text", "x-text"}, outcomes(box)
    assert not disagreements(box), box.summary.notes
    assert {v for _, v in outcomes(upper)} == {"upper", "other"}, outcomes(upper)
    assert not disagreements(upper), upper.summary.notes


def test_globals_locals_vars_and_dir_read_the_programs_frame(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s34_frames.py", FRAMES, "size", max_paths=8)
    got = {v for _, v in outcomes(result)}
    assert got == {1024, 1048576, -1, 13}, got
    assert not disagreements(result), result.summary.notes


def test_an_index_among_plain_strings_is_one_decision_and_halvings(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s34_index.py", INDEX, "position", max_paths=12)
    got = {v for _, v in outcomes(result)}
    assert {-2, -1} <= got and len(got) >= 8, got
    assert max(len(e.branches) for e in result.examples) <= 8
    assert not result.summary.notes, result.summary.notes


def test_a_symbolic_bool_is_a_constant_bool_when_it_equals_it(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s34_identity.py", IDENTITY, "digits", max_paths=8)
    got = {v for _, v in outcomes(result)}
    assert got == {"length", "letters", "digits"}, got
    assert not disagreements(result), result.summary.notes


def test_hasattr_of_a_module_is_one_decision(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s34_has.py", MODULE_HAS, "has", max_paths=6)
    assert {v for _, v in outcomes(result)} == {"long", "yes", "no"}, outcomes(result)
    assert len(result.examples) == 3, [e.args for e in result.examples]
    assert not result.summary.notes, result.summary.notes
