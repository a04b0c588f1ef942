"""The classes the thirty-seventh survey took (issue 38; benchmarks/explore/2026-12-07-survey37.md).

1. A library's function handed to the layer's own function (``re.sub`` of a library
   module, where ``re`` is the layer's) ran as written, not rewritten: the layer called
   it directly with a symbolic match, and CPython's ``int(seq, 16)`` in it raised a
   ``TypeError`` the plain call does not (mdurl's ``decode``: ``re.sub(p,
   functools.partial(repl_func_with_cache, cache=cache), s)``).  Now what the layer's
   function is handed (a function, a bound method, a ``functools.partial``) calls
   through the runtime, as a model's does.
2. ``type(name, bases, namespace)`` with a symbolic name (pytz's ``build_tzinfo`` makes a
   class per zone) was CPython's ``type``: a ``TypeError``.  Now the name is made
   concrete (noted), the attributes' values kept.
3. A subclass of ``io.StringIO`` that makes its instances as ``StringIO`` does
   (caseconverter's ``StringBuffer(s)``) made of a symbolic string was a C call that made
   it concrete.  Now CPython's object is made empty and the explorer's ``StringIO`` of the
   value stands for it (its C methods, ``super().write(s)`` too)."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator

import pytest

from explore.helpers import disagreements, importable_tree, notes_naming

LIBRARY = textwrap.dedent('''
    import functools
    import re
    from io import StringIO


    def _hex(m, base):
        return "X" if int(m.group()[1:], base) > 200 else "y"


    def decode(s):
        return re.sub(r"%[0-9a-f]{2}", functools.partial(_hex, base=16), s)


    class Base:
        zone = None


    def zone(name):
        return type(name, (Base,), {"zone": name})()


    class Buffer(StringIO):
        def write(self, s):
            super(Buffer, self).write(s)


    def snake(text):
        src, out = Buffer(text), Buffer()
        while True:
            c = src.read(1)
            if not c:
                break
            out.write("_" if c == "-" else c)
        return out.getvalue()
    ''')

USER = textwrap.dedent('''
    import s37_lib


    def decoded(s: str):
        return "big" if "X" in s37_lib.decode(s) else "other"


    def zone(s: str):
        return "ab" if s37_lib.zone(s).zone == "ab" else "other"


    def snake(s: str):
        return "dash" if "_" in s37_lib.snake(s) else "other"
    ''')


@pytest.fixture
def program(tmp_path) -> Iterator[str]:  # type: ignore[no-untyped-def]
    with importable_tree(tmp_path, {}, {"s37_lib": LIBRARY}):
        yield str(tmp_path / "s37_user.py")


def _explore(program: str, name: str, paths: int):  # type: ignore[no-untyped-def]
    from explore.helpers import check_reproducible
    from strsat.explore import explore_file

    with open(program, "w", encoding="utf-8") as f:
        f.write(USER)
    result = explore_file(program, name, timeout=None, max_paths=paths, check_timeout=10.0,
                          coverage=False)
    check_reproducible(result, result.module, name)
    return result


def test_a_partial_handed_to_the_layers_re_sub_runs_rewritten(program) -> None:
    result = _explore(program, "decoded", 8)
    assert {e.value for e in result.examples} == {"big", "other"}
    assert disagreements(result) == [], disagreements(result)


def test_a_class_made_with_a_symbolic_name(program) -> None:
    result = _explore(program, "zone", 3)
    assert {e.value for e in result.examples} == {"ab", "other"}
    assert disagreements(result) == [], disagreements(result)


def test_a_stringio_subclass_of_a_symbolic_string_stays_symbolic(program) -> None:
    result = _explore(program, "snake", 4)
    assert {e.value for e in result.examples} == {"dash", "other"}
    assert notes_naming(result, "made concrete", "run concretely") == [], result.summary.notes
