"""Issue 38, item 1: the explorer follows symbolic values into any pure-Python callee --
another package (``follow_lib``), the standard library, frozen modules, C accelerators
with a pure-Python twin -- and items 2 and 3: what it makes concrete is noted, and a
symbolic key is looked up in a dict or a set of hundreds of keys by one decision."""

from __future__ import annotations

import datetime
import decimal
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file
from strsat.explore.runtime import int_from_bytes, pure_module
from strsat.python import SymInt, Trace

USER = os.path.join(HERE, "follow_user.py")
SLOW = {"timeout": None, "check_timeout": 300.0, "stall": 60.0}


def run(name: str, path: str = USER, **options):  # noqa: ANN003, ANN201
    result = explore_file(path, name, **{**SLOW, **options})
    check_reproducible(result, result.module, name)
    return result


@pytest.mark.parametrize(("name", "expected"), [
    ("parts", {"none", "key", "other"}),  # a module global mutated, a namedtuple result
    ("count_words", {"a b", "other", "none"}),  # a generator
    ("loud", {"hi", "other"}),  # a functools.wraps decorator
    ("prefixed", {"ab", "other"}),  # a closure made by the library
    ("tokens", {"no x", "x at ", "x at a"}),  # __iter__/__next__ and private names
    ("nested", {"three", "other"}),  # recursion (cut by the loop bound)
    ("kind", {"child", "question", "base"}),  # a subclass's super() call
    ("address", {"no host", "high port", "host"}),  # a property and a cached_property
    ("joined", {"a", "other"}),  # a functools.partial of a library function
])
def test_a_library_of_another_package_runs_rewritten(name: str, expected: set[str]) -> None:
    result = run(name)
    assert {("return", value) for value in expected} <= outcomes(result)
    assert result.summary.stopped == "exhausted"
    assert not result.summary.notes, result.summary.notes
    followed = {os.path.basename(os.path.dirname(f)) for f in result.module.followed}
    assert followed == {"follow_lib"}


def test_a_call_into_the_standard_library_is_followed() -> None:
    """``urllib.parse.unquote``'s ``'%' not in string`` is a decision of the run."""
    result = run("normalize_path", os.path.join(HERE, "follow_stdlib.py"), max_paths=12)
    inputs = [e.call[0][0] for e in result.examples if e.call is not None]
    assert any("%" in s for s in inputs), inputs
    assert any(b[1] == "in" for e in result.examples for b in e.branches)


def test_a_property_over_a_cache_runs_its_function() -> None:
    """``IPv4Address.is_private`` is ``@property`` over ``@lru_cache``: its getter runs
    rewritten through the cache (hashing the address would pin the int, with a note)."""
    result = run("address_class", os.path.join(HERE, "follow_stdlib.py"), max_paths=30)
    assert {("return", v) for v in ("range", "loopback", "private", "multicast",
                                    "public")} <= outcomes(result)
    assert result.summary.stopped == "exhausted"
    assert not result.summary.notes, result.summary.notes


def test_a_c_stringio_and_a_library_iterator_keep_the_input_symbolic() -> None:
    """``shlex.split`` wraps its input in ``io.StringIO`` and iterates a ``shlex``."""
    result = run("command_name", os.path.join(HERE, "follow_stdlib.py"), max_paths=25)
    got = outcomes(result)
    assert ("return", "empty") in got and len(got) >= 3, got
    assert not any("StringIO" in n for n in result.summary.notes), result.summary.notes


def test_a_frozen_standard_module_is_rewritten_from_its_source() -> None:
    """``mimetypes`` calls ``posixpath.splitext``, a frozen module (``<frozen posixpath>``).
    Without following the value into it the input stays concrete and "text" is never
    reached.  Which of the table's extensions a model picks is the solver's order, not
    this feature: "text" came at path 7, then 9 (the early small-witness turn,
    benchmarks/explore/2026-12-03-keyed38.md), and at 19 with the check's order of terms
    (issue 40, benchmarks/limits/2026-12-03-determinism40.md), so the test allows 30."""
    result = run("content_kind", os.path.join(HERE, "follow_stdlib.py"), max_paths=30)
    assert ("return", "text") in outcomes(result)
    assert not any("concolic run gave" in n for n in result.summary.notes)


def test_json_runs_its_pure_python_scanner() -> None:
    result = run("json_kind", os.path.join(HERE, "follow_stdlib.py"), max_paths=6)
    followed = {os.path.basename(f) for f in result.module.followed}
    assert {"decoder.py", "scanner.py"} <= followed
    assert ("return", "invalid") in outcomes(result)
    # the scanner's own tests of the input are decisions of the run
    assert any(len(e.branches) > 3 for e in result.examples)


def test_a_table_of_hundreds_of_keys_is_one_decision_and_its_value_symbolic() -> None:
    """Item 3: ``TABLE.get(name.lower())`` over 300 keys: one decision finds a key; the
    value found is symbolic (an ``ite`` over the keys), so ``value > 250`` is decided."""
    result = run("lookup")
    assert outcomes(result) == {("return", "unknown"), ("return", "low"),
                                ("return", "high")}
    for e in result.examples:
        assert [b[1] for b in e.branches].count("key in dict") == 1, e.branches
    # 900 keys, 450 distinct values: a table value, whose tests are memberships of the key
    kinds = run("file_kind")
    assert outcomes(kinds) == {("return", k) for k in ("unknown", "text", "image", "other")}
    assert not kinds.summary.unknown and not kinds.summary.notes
    member = run("member")
    assert outcomes(member) == {("return", "known"), ("return", "unknown")}
    assert all(len(e.branches) == 1 for e in member.examples)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(-3, 300), max_size=4), st.sampled_from(["big", "little"]),
       st.booleans())
def test_int_from_bytes_of_symbolic_items_agrees_with_cpython(items: list[int], order: str,
                                                               signed: bool) -> None:
    """The model of ``int.from_bytes`` (``ipaddress`` builds an address from its octets):
    CPython's value and ``ValueError``, and the term evaluates to the value."""
    try:
        expected: tuple[str, object] = ("value", int.from_bytes(items, order, signed=signed))
    except ValueError:
        expected = ("raise", ValueError)
    trace = Trace({f"v{i}": v for i, v in enumerate(items)})
    with trace:
        try:
            got = int_from_bytes([SymInt(f"v{i}", v) for i, v in enumerate(items)], order,
                                 signed=signed)
        except ValueError:
            assert expected == ("raise", ValueError)
            return
    value = got.value if isinstance(got, SymInt) else got
    assert expected == ("value", value)
    if isinstance(got, SymInt):
        assert trace.evaluate(got.term) == value


def test_datetime_and_decimal_run_their_pure_python_twins() -> None:
    """``datetime.date(y, m, d)`` runs CPython's pure-Python ``datetime`` (its range checks
    are decisions: an invalid month is found), ``decimal.Decimal(s)`` ``_pydecimal``; the
    object made keeps its fields symbolic (a twin object: ``weekday()`` is a decision
    too), nothing pinned (:mod:`strsat.explore.twins`)."""
    made = run("make_date", os.path.join(HERE, "follow_stdlib.py"), max_paths=6)
    got = outcomes(made)
    assert ("return", "invalid") in got and got - {("return", "invalid")}, got
    assert not made.summary.notes, made.summary.notes
    price = run("price", os.path.join(HERE, "follow_stdlib.py"), max_paths=3)
    assert "_pydecimal.py" in {os.path.basename(f) for f in price.module.followed}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.integers(-2, 14), st.integers(0, 10_000),
                          st.integers(0, 1_000_001)), max_size=7),
       st.sampled_from(["date", "datetime", "time", "timedelta"]))
def test_the_pure_datetime_constructors_agree_with_cpython(args: list[int], name: str) -> None:
    """The twin of ``datetime``'s constructors: CPython's pure-Python ``datetime`` gives
    the C module's objects and exceptions (its ``fromisoformat`` does not, so it is not
    a twin)."""
    pure = pure_module("datetime", "_datetime")
    assert _outcome(getattr(datetime, name), args) == _outcome(getattr(pure, name), args)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789.eE+-_ nNaInfisty", max_size=10))
def test_the_pure_decimal_parses_as_cpython(text: str) -> None:
    import _pydecimal

    assert _outcome(decimal.Decimal, [text], str) == _outcome(_pydecimal.Decimal, [text], str)


def _outcome(f, args, shown=repr):  # type: ignore[no-untyped-def]  # noqa: ANN001, ANN202
    try:
        return "value", shown(f(*args))
    except Exception as exc:  # noqa: BLE001 - the outcome compared
        return "raise", type(exc).__name__


def test_a_stringio_read_by_csv_stays_symbolic() -> None:
    """``csv.reader(io.StringIO(s))``: the C reader once got a real ``StringIO`` (pinned,
    with a note); the layer's reader (``strsat.python.csv_model``) reads the explorer's
    own, so both row counts are found without a note."""
    result = run("csv_rows", os.path.join(HERE, "follow_stdlib.py"), max_paths=12)
    assert not any("concolic run gave" in n for n in result.summary.notes)
    assert not any("made concrete" in n for n in result.summary.notes), result.summary.notes
    assert {("return", "one row"), ("return", "other")} <= outcomes(result)


def test_what_a_callback_returns_to_pattern_sub_stays_symbolic() -> None:
    """``Template.safe_substitute`` hands a rewritten callback to the C ``Pattern.sub``
    on the plain template: the matches are CPython's and what the callback returns is
    joined symbolically (``strsat.python.re_callback``; it reached the C code concrete,
    with a note, before survey24), so both lengths are found."""
    result = run("templated", os.path.join(HERE, "follow_stdlib.py"), max_paths=3)
    assert not any("concolic run gave" in n for n in result.summary.notes)
    assert not any("a value returned to" in n for n in result.summary.notes)
    assert {("return", "long"), ("return", "short")} <= outcomes(result)


def test_methods_and_properties_of_library_objects_are_followed() -> None:
    """A ``json.JSONDecoder``'s ``decode`` and a ``urlsplit`` result's ``hostname``
    (a property of a namedtuple) run rewritten: their tests of the input are decisions."""
    decoded = run("decoded", os.path.join(HERE, "follow_stdlib.py"), max_paths=4)
    assert ("return", "invalid") in outcomes(decoded)
    assert any(len(e.branches) > 3 for e in decoded.examples)
    # urlsplit's test of an IPv6 netloc is a decision (finding hostname "a" as well took
    # one check of several minutes on a loaded machine: not asked here); ten paths: the
    # function wraps urllib.parse, whose branches rank as its own (survey21), and the
    # ValueError of "//[" is the ninth path
    host = run("host", os.path.join(HERE, "follow_stdlib.py"), max_paths=10)
    assert {("return", "none"), ("raise", "ValueError")} <= outcomes(host), outcomes(host)


def test_string_formatter_parse_keeps_the_format_string_symbolic() -> None:
    """``string.Formatter().parse`` is ``_string.formatter_parser``, a C function: its
    reference (:mod:`strsat.python.format_parse`) runs instead, so every outcome of a
    check of the fields is reached and nothing is made concrete."""
    result = run("format_fields", os.path.join(HERE, "follow_stdlib.py"))
    assert {("return", v) for v in ("bad", "no fields", "message first", "fields")} \
        <= outcomes(result)
    assert result.summary.stopped == "exhausted"
    assert not result.summary.notes, result.summary.notes


def test_a_set_relation_with_a_symbolic_string_is_one_decision() -> None:
    """``frozenset.issuperset(s)`` iterates ``s`` and hashes each character in CPython:
    here it is one decision, so both of its outcomes are reached without a note."""
    result = run("hextet", os.path.join(HERE, "follow_stdlib.py"))
    assert outcomes(result) == {("return", 1), ("raise", "ValueError")}
    assert {e.message for e in result.examples if e.outcome == "raise"} == \
        {"not hex", "too long"}
    assert result.summary.stopped == "exhausted"
    assert not result.summary.notes, result.summary.notes


def test_unicodedata_category_keeps_the_character_symbolic() -> None:
    """``unicodedata.category`` (C) is modelled exactly: every outcome is reached."""
    result = run("letter_kind", os.path.join(HERE, "follow_stdlib.py"), max_paths=40)
    assert {("return", v) for v in ("not one", "upper", "number", "other")} \
        <= outcomes(result)
    assert not [n for n in result.summary.notes if "unicodedata" in n], result.summary.notes
