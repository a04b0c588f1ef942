"""The classes the twelfth survey took (issue 38; benchmarks/explore/2026-12-04-survey12.md).

* An ``io.StringIO`` made empty (or with any ``newline`` mode) and written to later with
  a symbolic string (``email.feedparser``'s ``BufferedSubFile``: ``StringIO(newline='')``,
  ``write``, ``readlines``).  On main only a ``StringIO`` whose initial value was
  symbolic, in the default mode, was the explorer's ``TextBuffer``: an empty one was
  CPython's, and its ``write`` ran concretely ("its pure-Python twin disagrees"), one
  path.  Now every ``StringIO`` the program makes is a ``TextBuffer``, in every mode
  (:mod:`strsat.explore.stringio`)."""

from __future__ import annotations

import io
import itertools
import textwrap

import pytest

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.explore.stringio import TextBuffer

PROGRAMS = textwrap.dedent('''
    import io


    def line_endings(text: str):
        if len(text) > 4:
            return 'long'
        buf = io.StringIO(newline='')
        buf.write(text)
        buf.seek(0)
        first = buf.readline()
        if not buf.readline():
            return 'one'
        if first.endswith('\\r\\n'):
            return 'crlf'
        if first.endswith('\\r'):
            return 'cr'
        return 'lf'


    def universal(text: str):
        buf = io.StringIO(text, newline=None)
        first = buf.readline()
        if first == 'a\\n':
            return 'a'
        if buf.tell() == 3 and len(text) == 4:
            return 'crlf'
        return 'other'


    def written(text: str):
        out = io.StringIO()
        out.write('[')
        out.write(text)
        value = out.getvalue()
        if value == '[ok':
            return 'ok'
        return 'no'
''')


def test_an_empty_stringio_written_with_newline_empty_splits_lines(tmp_path) -> None:  # noqa: ANN001
    # main: 1 path ("one"), the write made concrete ("its pure-Python twin disagrees")
    result = explore_source(tmp_path, "survey12_endings.py", PROGRAMS, "line_endings")
    assert {("return", v) for v in ("one", "crlf", "cr", "lf")} <= outcomes(result)
    assert not notes_naming(result, "StringIO"), result.summary.notes


def test_newline_none_translates_what_is_stored(tmp_path) -> None:  # noqa: ANN001
    # main: TextBuffer refused newline=None (ValueError): the C StringIO, the input pinned
    result = explore_source(tmp_path, "survey12_universal.py", PROGRAMS, "universal")
    assert {("return", v) for v in ("a", "crlf", "other")} <= outcomes(result)


def test_writes_after_a_constant_one_stay_symbolic(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "survey12_written.py", PROGRAMS, "written")
    assert {("return", "ok"), ("return", "no")} <= outcomes(result)


@pytest.mark.parametrize("newline", [None, "", "\n", "\r", "\r\n"])
def test_text_buffer_agrees_with_cpython_in_every_mode(newline: str | None) -> None:
    chunks = ["a\r\nb", "\rc\nd\r", "\n", "x", "\r\r\n\n"]
    for initial in ("", "p\rq\r\n"):
        for writes in itertools.permutations(chunks, 3):
            ours = TextBuffer(initial, newline=newline)
            theirs = io.StringIO(initial, newline=newline)
            assert [ours.write(w) for w in writes] == [theirs.write(w) for w in writes]
            assert (ours.tell(), ours.getvalue()) == (theirs.tell(), theirs.getvalue())
            ours.seek(0)
            theirs.seek(0)
            assert ours.readlines() == theirs.readlines()


def test_text_buffer_refuses_what_cpython_refuses() -> None:
    with pytest.raises(ValueError, match="illegal newline value"):
        TextBuffer("", newline="x")
    with pytest.raises(TypeError, match="newline must be str or None"):
        TextBuffer("", newline=1)
