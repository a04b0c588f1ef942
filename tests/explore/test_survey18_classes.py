"""The class the eighteenth survey took (issue 38; benchmarks/explore/2026-12-05-survey18.md).

``str.format``, an f-string field and ``%s`` of an object whose class writes ``__str__``
in Python (``email._header_value_parser``'s ``TokenList``: ``"expected name-addr but
found '{}'".format(token)``), and ``!r``/``%r``/``repr()`` of one whose class writes
``__repr__`` in Python (``Terminal``, a ``str`` subclass: ``ValueTerminal('ab')``): on
main CPython's C ``format``/``%`` called the method as written, so a library method's
``str(x)`` of each token made the token concrete ("str(): a symbolic value made
concrete", 70 notes in 10 s of ``get_address_list``), a method of the program's own
(rewritten) returned a symbolic string to C (``TypeError: __str__ returned non-string``,
a disagreement with the plain call), and ``repr()`` of a ``str`` subclass instance was
``str``'s (``'ab'``), so a comparison with the class's own text was never true.  Now
the method runs rewritten (:class:`strsat.explore.slots.PythonStr`) with CPython's
``TypeError`` for a result that is not a string."""

from __future__ import annotations

import os
import textwrap
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import disagreements, explore_source, notes_naming, outcomes
from strsat.explore.instrument import load_file
from strsat.explore.runtime import Runtime
from strsat.explore.search import Explorer, Options

PROGRAMS = textwrap.dedent('''
    import email._header_value_parser as hvp


    class Tokens(list):
        def __str__(self):
            return "".join(str(x) for x in self)


    class Named:
        def __init__(self, name):
            self.name = name

        def __repr__(self):
            return "Named(" + self.name + ")"


    class Bad:
        def __init__(self, text):
            self.text = text

        def __str__(self):
            return len(self.text)


    def shown(s: str):
        if len(s) > 2:
            return "long"
        t = Tokens([s, "!"])
        if "<{}>".format(t) == "<ab!>":
            return "format"
        if f"[{t}]" == "[q!]":
            return "fstring"
        if "%s." % (t,) == "z!.":
            return "percent"
        if "{!r}".format(Named(s)) == "Named(x)":
            return "repr"
        if f"{Named(s)!r}" == "Named(y)":
            return "frepr"
        if "%r" % (Named(s),) == "Named(w)":
            return "prepr"
        return "other"


    def bad(s: str):
        if len(s) > 2:
            return "long"
        if s == "e":
            return "{}".format(Bad(s))
        return "other"


    def library(s: str):
        if len(s) > 2:
            return "long"
        tokens = hvp.TokenList([hvp.ValueTerminal(s, "atom"), hvp.ValueTerminal("!", "x")])
        if "found '{}'".format(tokens) == "found 'ab!'":
            return "format"
        if f"({tokens})" == "(c!)":
            return "fstring"
        if repr(hvp.ValueTerminal(s, "atom")) == "ValueTerminal('d')":
            return "repr"
        if "%r" % (hvp.WhiteSpaceTerminal(s, "fws"),) == "WhiteSpaceTerminal('f')":
            return "prepr"
        if repr(hvp.TokenList([hvp.ValueTerminal(s, "atom")])) == \\
                "TokenList([ValueTerminal('g')])":
            return "list repr"
        return "other"


    def rendered(s: str):
        tokens = hvp.TokenList([hvp.ValueTerminal(s, "atom"), hvp.ValueTerminal("!", "x")])
        named = Named(s)
        return ("{} {!r}".format(tokens, named), f"{tokens!s:>6}|{named!r}",
                "%s %r" % (Tokens([s]), hvp.ValueTerminal(s, "atom")),
                repr(hvp.WhiteSpaceTerminal(s, "fws")), str(Tokens([s, s])),
                repr(hvp.TokenList([hvp.ValueTerminal(s, "atom"), hvp.TokenList([])])),
                repr([hvp.ValueTerminal(s, "atom"), s]))
''')


ATTR_LIBRARY = textwrap.dedent('''
    import re

    LINE = re.compile(r'line (?P<number>[0-9]+), in (?P<name>[a-z]+)$')


    class Fields(dict):
        __slots__ = ()

        def __getattr__(self, name):
            try:
                return self[name]
            except KeyError:
                raise AttributeError(name) from None


    class Frame:
        def __init__(self, fields):
            self.number = int(fields.number)
            self.name = fields.code.name


    def parse(text):
        m = LINE.match(text)
        if m is None:
            return None
        found = m.groupdict()
        return Frame(Fields(found, code=Fields(found)))
''')

ATTR_PROGRAM = textwrap.dedent('''
    import survey18_frames


    def frame(s: str):
        if len(s) > 12:
            return "long"
        f = survey18_frames.parse(s)
        if f is None:
            return "none"
        if f.number > 7 and f.name == "g":
            return "late g"
        return "other"
''')


def test_a_dict_subclass_built_by_dicts_init_keeps_its_values(tmp_path: Any) -> None:
    # main: "a call to survey18_frames.Fields: a symbolic value made concrete" (tblib's
    # _AttrDict(frame, tb_frame=...)), and the class given it ran as written
    (tmp_path / "survey18_frames.py").write_text(ATTR_LIBRARY, encoding="utf-8")
    result = explore_source(tmp_path, "survey18_frame.py", ATTR_PROGRAM, "frame")
    assert {("return", "late g"), ("return", "other"), ("return", "none")} <= \
        outcomes(result)
    assert not disagreements(result), result.summary.notes
    assert not notes_naming(result, "made concrete"), result.summary.notes


def test_format_of_a_python_str_and_repr_of_the_programs_own(tmp_path: Any) -> None:
    # main: one path, "the concolic run gave raise TypeError('__str__ returned
    # non-string (type SymStr)')"
    result = explore_source(tmp_path, "survey18_shown.py", PROGRAMS, "shown")
    assert {("return", w) for w in ("format", "fstring", "percent", "repr", "frepr",
                                    "prepr", "other", "long")} <= outcomes(result)
    assert not disagreements(result), result.summary.notes
    assert not notes_naming(result, "made concrete"), result.summary.notes


def test_a_str_that_is_not_a_string_is_cpythons_type_error(tmp_path: Any) -> None:
    result = explore_source(tmp_path, "survey18_bad.py", PROGRAMS, "bad")
    assert ("raise", "TypeError") in outcomes(result)
    assert {("return", "other"), ("return", "long")} <= outcomes(result)
    assert not disagreements(result), result.summary.notes


def test_a_librarys_str_and_repr_run_rewritten(tmp_path: Any) -> None:
    # main: "str(): a symbolic value made concrete" in TokenList.__str__, repr() of a
    # ValueTerminal was str's ('d'), so "repr" and "prepr" were never reached, and
    # TokenList.__repr__'s super().__repr__() (list's, in C) made the tokens concrete
    result = explore_source(tmp_path, "survey18_library.py", PROGRAMS, "library")
    assert {("return", w) for w in ("format", "fstring", "repr", "prepr", "list repr",
                                    "other", "long")} <= outcomes(result)
    assert not disagreements(result), result.summary.notes
    assert not notes_naming(result, "made concrete"), result.summary.notes


_REPLAY: dict[str, Any] = {}


def _replay(folder: str) -> Any:
    """One explorer of ``rendered`` (its single runs are the layer's answers)."""
    if "explorer" not in _REPLAY:
        path = os.path.join(folder, "survey18_rendered.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(PROGRAMS)
        module = load_file(path, Runtime())
        original, rewritten = module.function("rendered")
        _REPLAY["explorer"] = Explorer(rewritten, original, module.files or {module.path},
                                       "rendered", Options(timeout=None),
                                       followed=module.followed, reset=module.reset)
        _REPLAY["original"] = original
    return _REPLAY["explorer"], _REPLAY["original"]


def _concrete(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_concrete(v) for v in value)
    return getattr(value, "value", value)


@settings(max_examples=40, deadline=None)
@given(st.text(st.characters(max_codepoint=0x2FF), max_size=5))
def test_the_formatted_text_agrees_with_cpython(tmp_path_factory: Any, text: str) -> None:
    """``format``, f-string fields with a conversion and a spec, ``%s``/``%r``, ``repr()``
    and ``str()`` of objects whose ``__str__``/``__repr__`` are Python (a library's and
    the program's): the concolic run's value is CPython's for the same text."""
    explorer, original = _replay(str(tmp_path_factory.mktemp("survey18")))
    values = explorer.signature.input_values({"s": text})
    run = explorer._execute(values)  # noqa: SLF001 - the explorer's own single run
    assert run.outcome == "return", (run.outcome, run.error)
    assert _concrete(run.result) == original(text)
