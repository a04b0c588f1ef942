"""Issue 38, item 1: a C accelerator reached with symbolic arguments runs its pure-Python
twin, found from the importing module's source (:mod:`strsat.explore.twins`)."""

from __future__ import annotations

import bisect
import collections
import datetime
import decimal
import functools
import heapq
import json
import json.decoder
import json.encoder
import operator
import os
import quopri
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file
from strsat.explore.runtime import Runtime
from strsat.explore.twins import (
    TWIN_CLASSES,
    accelerator_imports,
    accelerators_of,
    importers,
    is_twin_object,
)

PROGRAMS = os.path.join(HERE, "twin_programs.py")
SLOW = {"timeout": None, "check_timeout": 300.0, "stall": 60.0}


#: Programs whose flips include checks no budget decides (``price``: ``_pydecimal``'s
#: comparisons after ``int()`` of the digit groups, big-number arithmetic that times out
#: in the integer core): a tenth of the generous budget each.  Every outcome is still
#: reached; the checks that cannot be decided stop sooner (the test took 494 s of a CI
#: worker at 300, about 60 s at 30).
CHEAPER: dict[str, dict[str, Any]] = {"price": {"check_timeout": 30.0}}


def run(name: str, **options: Any) -> Any:
    result = explore_file(PROGRAMS, name, **{**SLOW, **options})
    check_reproducible(result, result.module, name)
    return result


# -- discovery --------------------------------------------------------------------------------


def test_the_guarded_imports_are_found_in_the_module_source() -> None:
    assert ("_datetime", ("*",)) in accelerator_imports(datetime.__file__, "")
    assert ("binascii", ("a2b_qp", "b2a_qp")) in accelerator_imports(quopri.__file__, "")
    assert "_json" in accelerators_of(json.decoder)
    assert accelerators_of(json) == ()  # json/__init__.py imports no accelerator
    assert "quopri" in importers("binascii")
    assert "heapq" in importers("_heapq") and "operator" in importers("_operator")


@pytest.mark.parametrize("c", [
    heapq.heappush, bisect.bisect_left, operator.add, functools.reduce,
    json.decoder.c_scanstring, json.encoder.c_encode_basestring_ascii,
    datetime.date, datetime.timedelta, decimal.Decimal, collections.OrderedDict,
    datetime.date.fromisoformat, datetime.time.fromisoformat,
])
def test_each_c_callable_has_a_python_twin(c: Any) -> None:
    assert Runtime().twins.of(c) is not None


def test_c_code_without_a_python_fallback_has_no_twin() -> None:
    import math
    import zlib

    twins = Runtime().twins
    assert twins.of(math.sqrt) is None and twins.of(zlib.crc32) is None
    assert twins.of(len) is None


def test_a_function_naming_an_accelerated_name_runs_as_the_twin_modules() -> None:
    twins = Runtime().twins
    # quopri's accelerated names (binascii.a2b_qp/b2a_qp) are modelled: decodestring runs
    # as written (quopri's pure decode is another function, bytes16)
    assert twins.function(quopri.decodestring) is None
    encoder = twins.function(json.JSONEncoder.iterencode)
    assert encoder is not None and encoder.__globals__["c_make_encoder"] is None
    # what is not accelerated is the public module's (an ``except`` catches it)
    assert encoder.__globals__["JSONEncoder"] is json.JSONEncoder
    assert twins.function(json.dumps) is None


# -- values -----------------------------------------------------------------------------------


def test_a_twin_object_behaves_as_the_c_object() -> None:
    from strsat.explore.runtime import isinstance_, type_

    twins = Runtime().twins
    for c in (datetime.date(2024, 2, 29), datetime.timedelta(days=3, seconds=7),
              decimal.Decimal("-1.50"), datetime.datetime(2020, 1, 2, 3, 4, 5, 6),
              datetime.time(1, 2, 3)):
        twin = twins.to_twin(c)
        assert is_twin_object(twin) and type(twin) in TWIN_CLASSES
        assert isinstance_(twin, type(c)) and type_(twin) is type(c)
        assert twin == c and c == twin and not (twin != c)
        assert str(twin) == str(c) and repr(twin) == repr(c)
        assert hash(twin) == hash(c)
        assert twins.to_c_plain(twin) == c and type(twins.to_c_plain(twin)) is type(c)
    day = twins.to_twin(datetime.date(2024, 2, 28))
    assert day < datetime.date(2024, 3, 1) and datetime.date(2024, 3, 1) > day
    assert day + datetime.timedelta(days=1) == datetime.date(2024, 2, 29)
    assert twins.to_twin(decimal.Decimal("1.5")) + decimal.Decimal("1") == 2.5


def test_a_twin_exception_reaches_the_program_as_the_c_class() -> None:
    twins = Runtime().twins
    pure = twins.pure("decimal")
    with pytest.raises(decimal.InvalidOperation):
        twins.boundary(decimal.Decimal, pure.Decimal, ("x",), {})


# -- exploration ------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "expected", "max_paths"), [
    ("json_shape", {"invalid at 0", "invalid later", "object", "list", "scalar"}, 40),
    ("json_quoted", {"escaped", "plain"}, 10),
    ("iso_time", {"invalid", "morning", "afternoon"}, 40),
    ("make_date", {"invalid", "christmas", "other"}, 30),
    ("duration", {"short", "medium", "long"}, 12),
    ("price", {"invalid", "cheap", "fair", "expensive"}, 40),
    ("total", {"four and six", "other"}, 6),
    ("joined", {"ab", "other"}, 12),
    ("rank", {"low", "middle", "high", "top"}, 8),
    ("smallest", {"new", "old"}, 8),
    ("ordered", {"one", "two"}, 4),
])
def test_a_function_branching_on_an_accelerator_explores_its_outcomes(
        name: str, expected: set[str], max_paths: int) -> None:
    """Each branches on what a C accelerator gives; its twin's decisions reach every
    outcome.  On main f2b1b0b (hand-listed twins) the ``fromisoformat`` functions explored
    one path and ``make_date`` never found Christmas (the date's fields were pinned)."""
    result = run(name, max_paths=max_paths, **CHEAPER.get(name, {}))
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)
    assert len(result.examples) > 1
    if name == "price":
        _raises_cpythons_invalid_operation(result)


def _raises_cpythons_invalid_operation(price: Any) -> None:
    """``Decimal('NaN') < 10`` raises CPython's ``decimal.InvalidOperation`` (not
    ``_pydecimal``'s): checked on the ``price`` exploration of the test above (one run
    of the costliest program, not two)."""
    raised = {o[1] for o in outcomes(price) if o[0] == "raise"}
    assert raised <= {"InvalidOperation"}
    for e in price.examples:
        if e.outcome == "raise":
            with pytest.raises(decimal.InvalidOperation):
                decimal.Decimal(e.call[0][0]) < decimal.Decimal("10")  # noqa: B015


def test_the_exceptions_are_cpythons() -> None:
    """A huge ``timedelta`` raises CPython's ``OverflowError`` (``price``'s
    ``InvalidOperation``: :func:`_raises_cpythons_invalid_operation`)."""
    duration = run("duration", max_paths=12)
    assert {o for o in outcomes(duration) if o[0] == "raise"} <= {("raise", "OverflowError")}


# -- the twins agree with CPython --------------------------------------------------------------


def _outcome(f: Any, *args: Any, **kwargs: Any) -> tuple[str, Any]:
    twins = _TWINS.twins
    try:
        got = f(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the outcome compared
        return "raise", type(twins.exception(exc)).__name__
    return "value", repr(twins.to_c_plain(got))


_TWINS = Runtime()


def _twin(c: Any) -> Any:
    """The twin of ``c`` run as written (not rewritten: the agreement of the code)."""
    twins = _TWINS.twins
    if isinstance(c, type) or type(c).__name__ == "builtin_function_or_method" and \
            not isinstance(getattr(c, "__self__", None), type):
        twin = twins._named_twin(c)  # noqa: SLF001 - the pair itself
    else:
        twin = getattr(twins._class_twin(c.__self__), c.__name__)  # noqa: SLF001
    assert twin is not None
    return twin


_INTS = st.integers(-3, 40) | st.integers(-10**10, 10**10)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["add", "sub", "mul", "floordiv", "mod", "lshift", "and_", "or_",
                        "lt", "eq", "contains", "getitem", "concat", "truediv", "pow"]),
       _INTS | st.text(max_size=3), _INTS | st.text(max_size=3))
def test_operator_twins_agree(name: str, a: Any, b: Any) -> None:
    if name in ("pow", "lshift") and isinstance(b, int) and abs(b) > 50:
        b = 3
    c = getattr(operator, name)
    assert _outcome(c, a, b) == _outcome(_twin(c), a, b)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(-5, 5), max_size=6), st.integers(-6, 6))
def test_heapq_bisect_and_reduce_twins_agree(items: list[int], x: int) -> None:
    for c in (bisect.bisect_left, bisect.bisect_right):
        assert _outcome(c, sorted(items), x) == _outcome(_twin(c), sorted(items), x)
    heap_c, heap_t = list(items), list(items)
    heapq.heapify(heap_c)
    _twin(heapq.heapify)(heap_t)
    assert heap_c == heap_t
    heapq.heappush(heap_c, x)
    _twin(heapq.heappush)(heap_t, x)
    assert heap_c == heap_t
    assert _outcome(functools.reduce, operator.sub, items) == \
        _outcome(_twin(functools.reduce), operator.sub, items)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet='"\\/ux0123abf\n\t\x00\u00e9\ud800', max_size=8), st.integers(0, 3))
def test_json_twins_agree(text: str, end: int) -> None:
    for c in (json.encoder.c_encode_basestring_ascii, json.encoder.c_encode_basestring):
        assert _outcome(c, text) == _outcome(_twin(c), text)
    quoted = '"' + text
    assert _outcome(json.decoder.c_scanstring, quoted, min(end, len(quoted))) == \
        _outcome(_twin(json.decoder.c_scanstring), quoted, min(end, len(quoted)))


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="0123456789-:.T+ Wz", max_size=12),
       st.sampled_from([datetime.date, datetime.time, datetime.datetime]))
def test_fromisoformat_twins_agree_or_the_check_catches_it(text: str, kind: type) -> None:
    """Where CPython 3.11's pure ``fromisoformat`` disagrees with the C one (it does on
    some 7-character dates), the checked call gives the C outcome."""
    c = kind.fromisoformat  # type: ignore[attr-defined]
    twins = _TWINS.twins
    checked = twins.boundary(c, _twin(c), (text,), {}, direct=True) if \
        _outcome(c, text)[0] == "value" else None
    if checked is not None:
        assert checked == c(text) and type(checked) is type(c(text))
    else:
        with pytest.raises(ValueError):
            twins.boundary(c, _twin(c), (text,), {}, direct=True)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(-2, 14) | st.integers(0, 10_000) | st.integers(0, 1_000_001),
                max_size=7),
       st.sampled_from([datetime.date, datetime.datetime, datetime.time, datetime.timedelta]))
def test_datetime_constructor_twins_agree(args: list[int], kind: type) -> None:
    assert _outcome(kind, *args) == _outcome(_twin(kind), *args)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="0123456789.eE+-_ nNaInfisty", max_size=10),
       st.sampled_from(["1", "-2.5", "1e3", "NaN", "0"]),
       st.sampled_from(["__add__", "__lt__", "__eq__", "__mul__", "quantize"]))
def test_decimal_twin_agrees(text: str, other: str, op: str) -> None:
    made = _outcome(decimal.Decimal, text)
    assert made == _outcome(_twin(decimal.Decimal), text)
    if made[0] != "value":
        return
    c, twin = decimal.Decimal(text), _twin(decimal.Decimal)(text)
    right = decimal.Decimal(other)
    assert _outcome(getattr(c, op), right) == _outcome(_TWINS.call, getattr(twin, op), right)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.text(max_size=2), st.integers()), max_size=5))
def test_ordered_dict_twin_agrees(pairs: list[tuple[str, int]]) -> None:
    c, twin = collections.OrderedDict(pairs), _twin(collections.OrderedDict)(pairs)
    assert list(c.items()) == list(twin.items()) and repr(c) == repr(twin)
    if pairs:
        c.move_to_end(pairs[0][0], last=False)
        twin.move_to_end(pairs[0][0], last=False)
        assert list(c) == list(twin)
