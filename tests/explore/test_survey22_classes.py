"""The classes the twenty-second survey took (issue 38; benchmarks/explore/2026-12-06-survey22.md).

1. A followed library whose objects raise their own error for an attribute they lack
   (pyasn1's ``noValue`` and schema objects raise ``PyAsn1Error`` from ``__getattr__``)
   made the explorer's bookkeeping raise (``getattr(obj, "__func__", obj)`` swallows
   only ``AttributeError``): on 2533703 the run "failed inside strsat" at its first
   call and one path was found; coverage's ``reachable`` raised too.  Now
   :mod:`strsat.explore.foreign` reads those attributes.
2. Patterns compiled with the ``regex`` package (cfn-lint's ``import regex as re``) ran
   on concrete values; those whose syntax and flags mean the same in ``re`` now match
   through the layer's ``re`` (:mod:`strsat.python.re_mrab`)."""

from __future__ import annotations

import os

import pytest

from explore.helpers import importable_tree
from explore.survey22_programs import S22_DATE_USER, S22_DATES, S22_SCHEMA, S22_USER

PACKAGES = {"s22_schema": S22_SCHEMA, "s22_dates": S22_DATES}


@pytest.fixture
def folder(tmp_path):  # type: ignore[no-untyped-def]
    with importable_tree(tmp_path, PACKAGES,
                         {"s22_user": S22_USER, "s22_date_user": S22_DATE_USER}):
        yield tmp_path


def _plain(source: str, package: str, call: str, *args: object) -> object:
    """The program's result computed by CPython (the package imported as written)."""
    module = __import__(package)
    namespace: dict[str, object] = {}
    exec(source, namespace)  # noqa: S102 - the test's own program text
    assert module is not None
    return namespace[call](*args)  # type: ignore[operator]


def test_a_raising_getattr_of_a_library_object_is_no_attribute(folder):  # type: ignore[no-untyped-def]
    from strsat.explore import explore_file

    result = explore_file(str(folder / "s22_user.py"), "bits", timeout=None, max_paths=12,
                          reproducible=True, coverage=False, check_timeout=300.0)
    assert not [n for n in result.summary.notes if "inside strsat" in n or "plain call" in n]
    values = {e.value for e in result.examples if e.outcome == "return"}
    assert {0, 1, None} <= values  # "", "sign", a bad name
    assert any(e.outcome == "return" and e.args[0][:1] == "'" and e.args[0][-2:] == "'B"
               for e in result.examples)  # the "'...'B" notation
    for example in result.examples:
        assert example.value == _plain(S22_USER, "s22_schema", "bits", *example.args)


def test_reachable_reads_past_a_raising_getattr(folder):  # type: ignore[no-untyped-def]
    import s22_schema

    from strsat.explore.measure import reachable

    names = reachable(s22_schema.Bits, vars(s22_schema), os.path.realpath(s22_schema.__file__))
    assert "Bits.parse" in names


def _explored(folder, function: str, paths: int):  # type: ignore[no-untyped-def]
    from strsat.explore import explore_file

    pytest.importorskip("regex")  # the bench extra's (cfn-lint's dependency)

    result = explore_file(str(folder / "s22_date_user.py"), function, timeout=None,
                          max_paths=paths, reproducible=True, coverage=False,
                          check_timeout=300.0)
    for example in result.examples:  # each example agrees with CPython
        expected = _plain(S22_DATE_USER, "s22_dates", function, *example.args)
        if example.outcome == "raise":
            assert example.exception == type(expected).__name__
        elif example.value_repr is not None:
            assert example.value_repr == repr(expected)
        else:
            assert example.value == expected
    return result


def _value(example):  # type: ignore[no-untyped-def]
    """The example's returned value (a tuple is printed as its repr)."""
    import ast

    return example.value if example.value_repr is None else ast.literal_eval(example.value_repr)


def test_a_regex_package_pattern_matches_symbolically(folder):  # type: ignore[no-untyped-def]
    result = _explored(folder, "check", 8)
    values = {e.value for e in result.examples}
    # no match, a valid date, a matching text that is no date (on 2533703: one path)
    assert {False, True, None} <= values
    assert not [n for n in result.summary.notes if "regex" in n or "made concrete" in n]


def test_a_regex_package_search_from_pos(folder):  # type: ignore[no-untyped-def]
    result = _explored(folder, "word", 4)
    assert {_value(e) is None for e in result.examples} == {True, False}


def test_a_regex_only_match_method_runs_on_the_concrete_match(folder):  # type: ignore[no-untyped-def]
    result = _explored(folder, "captures", 4)
    found = [_value(e) for e in result.examples if _value(e) is not None]
    assert found and all(v[1] is True and v[2].startswith("<regex.Match") for v in found)


_PIECES = ["a", "b", "-", "é", "\\d", "\\w", "\\s", "\\b", "\\B", "\\W", ".", "[a-c]", "[^a]",
           "[[:alpha:]]", "[\\w-]", "(?i)", "(?i:b)", "(?a)", "x{1,2}", "a{e<=1}", "{", "(ab|c)",
           "(?:a|)", "*", "+", "?", "*?", "^", "$", "\\Z", "\\A", "(?=a)", "(?<!b)",
           "\\N{DIGIT ONE}", "[a--b]", "(?P<n>a)(?P=n)", "(?>a+)", "a++", " ", "#c\n", "\\1"]
_SUBJECTS = "abAB-_ 1\u0663\n\x1c\u0130\u017fK\u212aé"


@pytest.mark.parametrize("mode", ["match", "fullmatch", "search"])
def test_as_re_agrees_with_the_regex_package(mode: str) -> None:
    """Hypothesis: where :func:`as_re` takes a ``regex`` pattern as ``re``'s, both
    packages find the same match (span and groups) on every subject and ``pos``."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    regex = pytest.importorskip("regex")
    from strsat.python.re_mrab import as_re

    flags = st.sampled_from([0, regex.A, regex.I, regex.M, regex.S, regex.A | regex.I,
                             regex.X, regex.I | regex.M, regex.V1, regex.F])

    @settings(max_examples=400, deadline=None)
    @given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=5), flags,
           st.text(_SUBJECTS, max_size=6), st.integers(0, 3))
    def agree(pieces: list[str], flag: int, subject: str, pos: int) -> None:
        try:
            compiled = regex.compile("".join(pieces), flag)
        except (regex.error, ValueError, OverflowError):
            return
        same = as_re(compiled.pattern, compiled.flags)
        if same is None:
            return
        theirs = getattr(compiled, mode)(subject, pos)
        ours = getattr(same, mode)(subject, pos)
        assert (theirs is None) == (ours is None), (compiled, subject, pos)
        if theirs is not None and ours is not None:
            assert theirs.span() == ours.span()
            assert theirs.groups() == ours.groups()
            assert theirs.groupdict() == ours.groupdict()

    agree()


def test_as_re_keeps_what_differs() -> None:
    regex = pytest.importorskip("regex")
    from strsat.python.re_mrab import as_re

    taken = [r"\d{4}-\d\d", r"[a-z]+", r"^(a|b)*$"]
    kept = [r"[[:alpha:]]", r"(?:ab){e<=1}", r"\N{DIGIT ONE}", r"(?i)k", r"a{}"]
    assert all(as_re(p, regex.compile(p, regex.A).flags) is not None for p in taken)
    for p in (r"\d", r"\s", r"\w"):  # regex's own Unicode sets, written out (re_mrab_classes)
        same = as_re(p, regex.compile(p).flags)
        assert same is not None and p not in same.pattern
        assert [c for c in _SUBJECTS + "\u0301\u200c" if same.match(c)] == \
            [c for c in _SUBJECTS + "\u0301\u200c" if regex.match(p, c)]
    assert all(as_re(p, regex.compile(p).flags) is None for p in kept)
    assert as_re("a", regex.compile("a", regex.V1).flags) is None
    boundary = as_re(r"\B", regex.compile(r"\B").flags)  # regex's \B matches "": written out
    assert boundary is not None and boundary.match("") and regex.match(r"\B", "")


def test_a_table_value_beyond_the_alphabet_stays_concrete(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A dict of str values, one past U+2FFFF, looked up by a symbolic key: on 2533703
    the value's term raised OutsideAlphabetError inside the run (the library's ``except
    Exception`` turned it into ``None``; the plain call found the value)."""
    from explore.survey22_programs import S22_PROPS
    from strsat.explore import explore_file

    path = tmp_path / "s22_props.py"
    path.write_text(S22_PROPS, encoding="utf-8")
    result = explore_file(str(path), "prop", timeout=None, max_paths=10, reproducible=True,
                          coverage=False, check_timeout=300.0)
    assert not [n for n in result.summary.notes if "plain call" in n]
    namespace: dict[str, object] = {}
    exec(S22_PROPS, namespace)  # noqa: S102 - the test's own program text
    for example in result.examples:
        assert example.value == namespace["prop"](*example.args)  # type: ignore[operator]
    assert {"beyond", 6, 0} <= {e.value for e in result.examples}


def test_a_struct_format_built_from_a_count_is_decided(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``struct.unpack("%sB" % len(data), data)`` (joserfc's ``base64_to_int``): on
    2533703 the format and the count were made concrete (its ``repr`` in the note pinned
    it too); now the format's text is one decision and the fields stay symbolic."""
    from explore.survey22_programs import S22_B64INT
    from strsat.explore import explore_file

    path = tmp_path / "s22_b64int.py"
    path.write_text(S22_B64INT, encoding="utf-8")
    result = explore_file(str(path), "to_int", timeout=None, max_paths=12, reproducible=True,
                          coverage=False, check_timeout=300.0)
    assert not [n for n in result.summary.notes if "struct" in n or "repr" in n]
    namespace: dict[str, object] = {}
    exec(S22_B64INT, namespace)  # noqa: S102 - the test's own program text
    for example in result.examples:
        try:
            expected = namespace["to_int"](*example.args)  # type: ignore[operator]
        except UnicodeEncodeError:
            assert example.exception == "UnicodeEncodeError"
        else:
            assert example.value == expected
    assert "exponent" in {e.value for e in result.examples}


_FORMATS = ["%dB", "<%dB", ">%dH", "%ds", "%dx", "!%db", "%dp", "=%di", "%dBx"]


def test_a_symbolic_format_unpacks_as_cpython() -> None:
    """Hypothesis: ``unpack``/``unpack_from``/``calcsize``/``pack`` of a symbolic format
    (the template filled with a symbolic count's text) give CPython's fields, errors and
    size, record the format's text as a decision and make nothing concrete."""
    import struct

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from strsat.python import SymBytes, SymStr, Trace
    from strsat.python.struct_model import FORMAT_TEXT, calcsize, unpack, unpack_from

    def outcome(run):  # type: ignore[no-untyped-def]
        try:
            got = run()
        except (struct.error, SystemError) as exc:  # "0p": CPython's own SystemError
            return type(exc).__name__, str(exc)
        return "value", got if isinstance(got, int) else tuple(
            getattr(v, "value", v) for v in got)

    @settings(max_examples=200, deadline=None)
    @given(st.sampled_from(_FORMATS), st.integers(0, 4), st.binary(max_size=10))
    def agree(template: str, count: int, raw: bytes) -> None:
        text = template % count
        f, b = SymStr("f", text), SymBytes("b", raw)
        with Trace({f.term: text, b.term: raw.decode("latin-1")}) as trace:
            got = [outcome(lambda: calcsize(f)), outcome(lambda: unpack(f, b)),
                   outcome(lambda: unpack_from(f, b, 1))]
        assert got == [outcome(lambda: struct.calcsize(text)),
                       outcome(lambda: struct.unpack(text, raw)),
                       outcome(lambda: struct.unpack_from(text, raw, 1))]
        assert not trace.notes or text == "0p"  # "0p" runs on CPython (the module's note)
        assert any(d.what == FORMAT_TEXT for d in trace.decisions)

    agree()


def test_a_deep_library_tab_split_ranks_as_minor() -> None:
    """``str.expandtabs``' no-tab split ranks with the layer's minor splits where it is
    decided in a library reached through another (package depth 2 or more: griffe's
    ``parse_google`` under a user's wrapper calls ``inspect.cleandoc``: on 2533703 its tab
    side went first and each later check carried an ite per character, 5 paths and 23 of
    41 arcs in 10 s); in the explored code or a package it calls it stays a branch of its
    own (``tests/python``'s ``headline`` needs it)."""
    import inspect
    import textwrap

    from strsat.explore.ranking import Ranking
    from strsat.explore.tracer import Site
    from strsat.python import Kind

    ranking = Ranking()
    ranking.files = {os.path.realpath(__file__)}
    ranking.wrapper = True
    no_tab = "str.expandtabs (no tab)"
    deep = Site(inspect.cleandoc.__code__, 0, 1, no_tab, Kind.BRANCH)
    wrapped = Site(textwrap.dedent.__code__, 0, 1, no_tab, Kind.BRANCH)
    own = Site(_plain.__code__, 0, 1, no_tab, Kind.BRANCH)
    ranking.library_depth = {deep.code: 2, wrapped.code: 1}
    assert ranking._deep_minor(deep)
    assert not ranking._deep_minor(wrapped) and not ranking._deep_minor(own)
    assert not ranking._deep_minor(Site(inspect.cleandoc.__code__, 0, 1, "str.split",
                                        Kind.BRANCH))
    ranking.wrapper = False  # the package the code calls keeps the split, wrapper or not
    assert ranking._deep_minor(deep) and not ranking._deep_minor(wrapped)
