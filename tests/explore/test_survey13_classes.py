"""The classes the thirteenth survey took (issue 38; benchmarks/explore/2026-12-04-survey13.md).

* Code of another module reached only through objects that hold symbolic values: a
  ``contextlib.contextmanager`` method of a library class (``packaging``'s
  ``Tokenizer.enclosing_tokens``) and a library function given a reader's bound method
  (``tokenize.detect_encoding(buffer.readline)``).  On main the constructor
  ``_GeneratorContextManager(func, (tokenizer,), {})`` and the function given
  ``readline`` ran as written (their arguments are not symbolic themselves), so the
  generator they made met the symbolic text in C code: ``TypeError`` in the concolic run,
  reported as a disagreement with the plain call, and the paths behind it lost.
* ``re``'s pure-Python parser called by the program (``re._parser.parse(pattern)``): on
  main every function of a module under ``re`` was "modelled" and, having no model, made
  the pattern concrete (one path).
* ``sys.intern`` (``pathlib``'s parts): a C function without a model, so it pinned the
  path (a note, three paths in 4 s of ``PurePosixPath(p).with_suffix(s)``)."""

from __future__ import annotations

import sys
import textwrap
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.python import SymStr, Trace
from strsat.python.builtins import intern_

LIBRARY = textwrap.dedent('''
    import contextlib
    import re

    _OPEN = re.compile(r"\\[")
    _CLOSE = re.compile(r"\\]")
    _WORD = re.compile(r"[a-z]+")


    class Lexer:
        def __init__(self, text):
            self.text = text
            self.pos = 0

        def word(self):
            m = _WORD.match(self.text, self.pos)
            if m is None:
                return None
            self.pos = m.end()
            return m.group()

        @contextlib.contextmanager
        def brackets(self):
            opened = _OPEN.match(self.text, self.pos) is not None
            if opened:
                self.pos += 1
            yield opened
            if opened:
                if _CLOSE.match(self.text, self.pos) is None:
                    raise ValueError("unclosed")
                self.pos += 1
''')

BRACKETED = textwrap.dedent('''
    from survey13_lexlib import Lexer


    def bracketed(text: str):
        if len(text) > 4:
            return "long"
        lexer = Lexer(text)
        with lexer.brackets() as opened:
            word = lexer.word()
        if word is None:
            return "none"
        if opened:
            return "bracketed"
        return "bare"
''')

PROGRAMS = textwrap.dedent('''
    import io
    import pathlib
    import tokenize
    from re import _parser


    def encoding(data: bytes):
        if len(data) > 2:
            return "long"
        try:
            return tokenize.detect_encoding(io.BytesIO(data).readline)[0]
        except SyntaxError:
            return "error"


    def pattern_kind(pattern: str):
        if len(pattern) > 2:
            return "long"
        try:
            parsed = _parser.parse(pattern)
        except _parser.error:
            return "error"
        if parsed.state.groups > 1:
            return "group"
        return "plain"


    def suffixed(path: str):
        if len(path) > 4:
            return "long"
        try:
            new = pathlib.PurePosixPath(path).with_suffix(".x")
        except ValueError:
            return "empty name"
        if new.name == "a.x":
            return "a"
        return "other"
''')


@pytest.fixture()
def library(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A library module outside the explored file's folder (so that it is followed, not
    executed rewritten as part of the program's package)."""
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "survey13_lexlib.py").write_text(LIBRARY, encoding="utf-8")
    monkeypatch.syspath_prepend(str(lib))
    monkeypatch.delitem(sys.modules, "survey13_lexlib", raising=False)
    app = tmp_path / "app"
    app.mkdir()
    return app


def test_a_contextmanager_method_of_a_library_class_runs_rewritten(library: Any) -> None:
    # main: ('long', 'none') and a TypeError disagreement ("expected string or bytes-like
    # object, got 'SymStr'") from the generator run as written
    result = explore_source(library, "survey13_brackets.py", BRACKETED, "bracketed")
    assert {("return", "bare"), ("return", "bracketed"), ("return", "none"),
            ("raise", "ValueError")} <= outcomes(result)
    assert not notes_naming(result, "TypeError", "made concrete"), result.summary.notes


def test_a_readers_bound_method_handed_to_a_library_keeps_its_text_symbolic(
        tmp_path: Any) -> None:
    # main: the TypeError disagreement for every input but the empty one
    result = explore_source(tmp_path, "survey13_encoding.py", PROGRAMS, "encoding")
    assert {("return", "utf-8"), ("return", "error"), ("return", "long")} <= outcomes(result)
    assert not notes_naming(result, "TypeError", "made concrete"), result.summary.notes


@pytest.mark.filterwarnings("ignore::FutureWarning")  # re's "Possible nested set" on "[["
def test_the_re_parser_called_by_the_program_is_followed(tmp_path: Any) -> None:
    # main: one path, "a call to re._parser.parse: a symbolic value made concrete"
    result = explore_source(tmp_path, "survey13_pattern.py", PROGRAMS, "pattern_kind")
    assert {("return", "error"), ("return", "group"), ("return", "plain"),
            ("return", "long")} <= outcomes(result)
    assert not notes_naming(result, "re._parser"), result.summary.notes


def test_sys_intern_keeps_a_paths_parts_symbolic(tmp_path: Any) -> None:
    # main: "a call to sys.intern: a symbolic value made concrete" (pathlib.py:74)
    result = explore_source(tmp_path, "survey13_suffix.py", PROGRAMS, "suffixed")
    assert {("return", "a"), ("return", "other"), ("return", "empty name")} <= outcomes(result)
    assert not notes_naming(result, "sys.intern"), result.summary.notes


@given(st.text(max_size=6))
def test_intern_of_a_symbolic_string_is_the_string(text: str) -> None:
    with Trace({}):
        s = SymStr("s", text)
        got = intern_(s)
        assert got is s
        assert got.value == sys.intern(text)


@pytest.mark.parametrize("value", [1, b"a", None, type("S", (str,), {})("a")])
def test_intern_of_anything_else_is_cpythons(value: object) -> None:
    with pytest.raises(TypeError) as theirs:
        sys.intern(value)  # type: ignore[arg-type]
    with pytest.raises(TypeError) as mine:
        intern_(value)
    assert str(mine.value) == str(theirs.value)
