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


LIBRARY_BUFFER = textwrap.dedent('''
    from email.feedparser import BufferedSubFile


    def pushed(text: str):
        lines = BufferedSubFile()  # its StringIO(newline='') made on concrete values
        lines.push(text)
        return len(lines._lines)
''')


def test_a_stringio_a_library_made_takes_symbolic_writes(tmp_path) -> None:  # noqa: ANN001
    # main: "a call to StringIO.write: its pure-Python twin disagrees with it here"
    result = explore_source(tmp_path, "survey12_pushed.py", LIBRARY_BUFFER, "pushed")
    assert not notes_naming(result, "StringIO"), result.summary.notes
    assert {("return", 0), ("return", 1), ("return", 2)} <= outcomes(result)


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


FLOATS = textwrap.dedent('''
    def validated(text: str):
        try:
            float(text)
        except ValueError:
            return 'invalid'
        head, _, tail = text.partition('.')
        if tail == '25':
            return 'quarter'
        if head == '-7':
            return 'seven'
        return 'other'


    def used(text: str):
        try:
            value = float(text)
        except ValueError:
            return 'invalid'
        if text.startswith('+'):
            return 'plus'
        if value > 2:
            return 'big'
        return 'small'
''')


def test_a_float_only_validated_pins_nothing(tmp_path) -> None:  # noqa: ANN001
    # main: float(text) pinned the text (a note), every later flip "infeasible while the
    # prefix's pins hold (not a proof)" (9 unknown)
    result = explore_source(tmp_path, "survey12_validated.py", FLOATS, "validated")
    assert {("return", v) for v in ("invalid", "quarter", "seven", "other")} <= outcomes(result)
    assert not notes_naming(result, "float()"), result.summary.notes
    assert not [r for r in result.summary.unknown if "pins" in r], result.summary.unknown


def test_a_float_read_is_followed(tmp_path) -> None:  # noqa: ANN001
    # survey12: the read pinned the string, with a note; since floats27 each literal the
    # explorer draws here (decimal, nan/inf words, other scripts' digits) is modelled, so
    # nothing is read (a read of a literal beyond the model still pins: test_float_decimal)
    result = explore_source(tmp_path, "survey12_used.py", FLOATS, "used")
    assert {("return", v) for v in ("invalid", "plus", "big", "small")} <= outcomes(result)
    assert not notes_naming(result, "read by float.__gt__"), result.summary.notes


def test_a_pending_float_is_the_float_it_stands_for() -> None:
    import copy
    import math
    import pickle

    from strsat.python.float_parse import PendingFloat

    x = PendingFloat(1.5, None)  # type: ignore[arg-type]  # no string: nothing to pin
    assert isinstance(x, float) and x == 1.5 and 2.0 > x and x + 1 == 2.5 and 1 - x == -0.5
    assert (str(x), repr(x), f"{x:.2f}", format(x, "g")) == ("1.5", "1.5", "1.50", "1.5")
    assert (math.floor(x), int(x), round(x), hash(x)) == (1, 1, 2, hash(1.5))
    assert type(copy.copy(x)) is float and pickle.loads(pickle.dumps(x)) == 1.5


TRANSLATE = textwrap.dedent('''
    class Squash(dict):
        def __missing__(self, key):
            return 120  # 'x'


    TABLE = Squash.fromkeys(range(128), 120)
    TABLE.update((ord(c), ord('(')) for c in '([{')
    TABLE.update((ord(c), ord(c)) for c in '#\\n')


    def shape(line: str):
        if len(line) > 5:
            return 'long'
        code = line.translate(TABLE)
        if code.startswith('('):
            return 'open'
        if '#' in code:
            return 'comment'
        if code == 'xx':
            return 'two'
        return 'other'
''')


def test_translate_by_a_dict_subclass_with_missing_is_followed(tmp_path) -> None:  # noqa: ANN001
    # main: the table's __missing__ made translate run concretely, the line pinned: one
    # path past it ("other" or "long")
    result = explore_source(tmp_path, "survey12_translate.py", TRANSLATE, "shape")
    assert {("return", v) for v in ("long", "open", "comment", "two", "other")} <= \
        outcomes(result), outcomes(result)


SETATTR = textwrap.dedent('''
    class Spec:
        def __init__(self, text):
            for part in text.split(','):
                key, _, value = part.partition('=')
                setattr(self, key, value)

        def __getattr__(self, name):
            if name.startswith('_'):
                raise AttributeError(name)
            return None


    def spec(text: str):
        if len(text) > 8:
            return 'long'
        parsed = Spec(text)
        if parsed.host == 'a':
            return 'host a'
        if parsed.port is not None:
            return 'port'
        return 'none'
''')


def test_setattr_by_a_symbolic_name_on_an_object_with_getattr(tmp_path) -> None:  # noqa: ANN001
    # main: a type with __getattr__ made the stored name concrete ("setattr() of a symbolic
    # attribute name", execnet's XSpec); a store never calls __getattr__.  The split's
    # paths are many (exhausting them took 201 s of a CI worker): 40 reach every outcome
    result = explore_source(tmp_path, "survey12_setattr.py", SETATTR, "spec", max_paths=40)
    assert not notes_naming(result, "setattr()"), result.summary.notes
    assert {("return", v) for v in ("long", "host a", "port", "none")} <= outcomes(result)
