"""The classes the seventh survey found (issue 38; benchmarks/explore/2026-12-03-survey7.md):
printf-style conversions with flags or a width (``'%02x' % n``,
:mod:`strsat.python.percent_spec`), ``setattr``/``delattr`` by a symbolic name
(:mod:`strsat.explore.attributes`), a C accelerator whose pure twin is another ``def``
of the same name (``posixpath.normpath``, :mod:`strsat.explore.twins`), a method of an
object that keeps the input in its ``__slots__`` (``zipfile.ZipInfo``), and a dict
subclass's ``__missing__`` (``urllib.parse``'s ``_Quoter``, a cache).  Each program
explored here gave fewer outcomes on main, the input made concrete with a note, or run
unrewritten."""

from __future__ import annotations

import textwrap

from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, notes_naming, outcome_of, outcomes
from strsat.explore import explore_file
from strsat.explore.attributes import delattr_, setattr_
from strsat.python import SymStr, Trace

PROGRAMS = textwrap.dedent('''
    import functools
    import posixpath
    import re
    import zipfile


    def hex_byte(n: int) -> str:
        if not 0 <= n < 256:
            return "range"
        text = "%02x" % n
        if text[0] == "f":
            return "high"
        if text == "0a":
            return "newline"
        return "other"


    def padded(name: str) -> str:
        line = "[%-4s]" % name
        if line == "[ab  ]":
            return "ab"
        if len(line) > 6:
            return "long"
        return "short"


    class Options:
        def __init__(self):
            self.color = "red"
            self.size = "1"


    def configure(key: str, value: str) -> str:
        options = Options()
        setattr(options, key, value)
        if options.color == "blue":
            return "blue"
        if options.size == "big":
            return "big"
        return "plain"


    def forget(key: str) -> str:
        options = Options()
        try:
            delattr(options, key)
        except AttributeError:
            return "none"
        if not hasattr(options, "color"):
            return "no color"
        return "other"


    def tidy(path: str) -> str:
        if len(path) > 5:
            return "long"
        clean = posixpath.normpath(path)
        if clean == "a/b":
            return "ab"
        if clean == "/":
            return "root"
        return "other"


    def zip_size(extra: bytes) -> str:
        if len(extra) > 12:
            return "long"
        info = zipfile.ZipInfo("member")
        info.extra = extra
        info.file_size = 0xFFFF_FFFF
        info.compress_size = info.header_offset = 0
        try:
            info._decodeExtra()
        except zipfile.BadZipFile:
            return "corrupt"
        if info.file_size == 5:
            return "five"
        return "other"


    def boundary(s: str):
        return re.match("^[ -~]{0,3}[!-~]$", s)


    class Escapes(dict):
        def __missing__(self, c):
            value = c if c.isalnum() else "%%%02X" % ord(c)
            self[c] = value
            return value


    @functools.lru_cache
    def _escapes():
        return Escapes().__getitem__


    def escape(text: str) -> str:
        if len(text) != 1:
            return "length"
        out = _escapes()(text)
        if out == "%2F":
            return "slash"
        if out == text:
            return "kept"
        return "escaped"
''')


def test_printf_flags_and_width_over_a_symbolic_int(tmp_path) -> None:  # noqa: ANN001
    """Before, ``'%02x' % n`` made ``n`` concrete (a note): one path past the range check."""
    result = explore_source(tmp_path, "survey7.py", PROGRAMS, "hex_byte")
    assert {("return", r) for r in ("range", "high", "newline", "other")} <= outcomes(result)
    assert not notes_naming(result, "printf"), result.summary.notes


def test_printf_width_over_a_symbolic_str(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "survey7.py", PROGRAMS, "padded")
    assert {("return", r) for r in ("ab", "long", "short")} <= outcomes(result)
    assert not notes_naming(result, "printf"), result.summary.notes


def test_setattr_by_a_symbolic_name(tmp_path) -> None:  # noqa: ANN001
    """Before, the name was made concrete (a note) and the program's later tests of the
    attributes it may have set were never reached."""
    result = explore_source(tmp_path, "survey7.py", PROGRAMS, "configure")
    assert {("return", r) for r in ("blue", "big", "plain")} <= outcomes(result)
    assert not notes_naming(result, "setattr"), result.summary.notes


def test_delattr_by_a_symbolic_name(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "survey7.py", PROGRAMS, "forget")
    assert {("return", r) for r in ("none", "no color", "other")} <= outcomes(result)
    assert not notes_naming(result, "delattr"), result.summary.notes


def test_posixpath_normpath_runs_its_pure_twin(tmp_path) -> None:  # noqa: ANN001
    """``posixpath.normpath`` calls ``posix._path_normpath`` (C); the other ``def
    normpath`` of the same module, in the ``except ImportError:``, is its twin.  Before,
    the path was made concrete at the C call (a note)."""
    result = explore_source(tmp_path, "survey7.py", PROGRAMS, "tidy")
    assert {("return", r) for r in ("long", "ab", "root", "other")} <= outcomes(result)
    assert not notes_naming(result, "_path_normpath"), result.summary.notes


def test_a_method_of_an_object_keeping_the_input_in_its_slots(tmp_path) -> None:  # noqa: ANN001
    """``zipfile.ZipInfo`` keeps its fields in ``__slots__``: before, its
    ``_decodeExtra()`` (no symbolic argument, no symbolic value in a ``__dict__``) ran as
    written, the input's length made concrete by C code (a note)."""
    result = explore_source(tmp_path, "survey7.py", PROGRAMS, "zip_size")
    assert {("return", r) for r in ("long", "corrupt", "five", "other")} <= outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes


def test_a_dict_subclass_missing_runs_rewritten_and_the_cache_stays_plain(tmp_path) -> None:  # noqa: ANN001
    """Before, ``__missing__`` ran as written: ``isalnum``, ``ord`` and the ``%`` made the
    character concrete.  Its stores go to a cache that outlives the run: they are kept
    concrete (a later plain call must not meet a symbolic value)."""
    path = tmp_path / "survey7.py"
    path.write_text(PROGRAMS, encoding="utf-8")
    # not explore_source: its replay of each example meets the cache warm, so its
    # decisions differ from the run's (as CPython's path through a cache does)
    result = explore_file(str(path), "escape", timeout=None, check_timeout=300.0)
    assert {("return", r) for r in ("length", "slash", "kept", "escaped")} <= outcomes(result)
    assert not notes_naming(result, "made concrete", "concolic run gave"), result.summary.notes
    cache = result.module.namespace["_escapes"]().__self__
    assert all(type(k) is str and type(v) is str for k, v in cache.items()), cache
    original, _ = result.module.function("escape")
    for example in result.examples:  # each input gives its outcome in a plain call
        assert outcome_of(original, list(example.args), {}) == (example.outcome, example.value \
            if example.outcome == "return" else example.exception)


def test_a_returned_match_is_reported_as_cpython_s(tmp_path) -> None:  # noqa: ANN001
    """``cgi.valid_boundary`` returns ``re.match(...)``: before, writing the example out
    asked the layer's match for its ``repr`` outside the run, and the exploration
    stopped with "unsupported: Python semantics of Match.__repr__"."""
    result = explore_source(tmp_path, "survey7.py", PROGRAMS, "boundary")
    shown = {e.value_repr for e in result.examples if e.value is None}
    assert None in shown and any((r or "").startswith("<re.Match object; span=(0, ")
                                 for r in shown), shown
    assert not notes_naming(result, "concolic run gave"), result.summary.notes


class _Plain:
    def __init__(self) -> None:
        self.color = "red"


class _Slotted:
    __slots__ = ("color",)

    def __init__(self) -> None:
        self.color = "red"


_names = st.sampled_from(["color", "size", "", "__class__", "__dict__", "__init__", "x y",
                          "__slots__", "colour"])


def _state(obj: object) -> object:
    return sorted((k, repr(v)) for k, v in vars(obj).items()) if hasattr(obj, "__dict__") \
        else getattr(obj, "color", None)


@settings(max_examples=60, deadline=None)
@given(name=_names, kind=st.sampled_from([_Plain, _Slotted]), delete=st.booleans())
def test_setattr_and_delattr_agree_with_cpython(name: str, kind: type, delete: bool) -> None:
    """The symbolic name's store or deletion leaves the object as CPython's does, or
    raises the same exception class, and the decisions taken hold of the name."""
    expected_obj = kind()
    try:
        (delattr(expected_obj, name) if delete else setattr(expected_obj, name, "v"))
        raised: type[BaseException] | None = None
    except (AttributeError, TypeError) as exc:
        raised = type(exc)
    obj = kind()
    trace = Trace({})
    with trace:
        try:
            symbolic = SymStr("name", name)
            if delete:
                delattr_(lambda *a: delattr(*a), obj, symbolic)
            else:
                setattr_(lambda *a: setattr(*a), obj, symbolic, "v")
            got: type[BaseException] | None = None
        except (AttributeError, TypeError) as exc:
            got = type(exc)
    assert got is raised, (name, got, raised)
    assert _state(obj) == _state(expected_obj), name
    assert trace.decisions and not trace.notes, (name, trace.notes)
