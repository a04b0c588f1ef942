"""Brief "leftovers38" (issue 38): the classes the surveys left.

1. ``collections.deque`` holds symbolic values (:mod:`strsat.explore.deques`): on main
   f52f1cf every call of one of its methods given a symbolic value made it concrete with
   a note (``deque.extend`` in ``email.feedparser``); a generator a library made while the
   values were concrete runs rewritten once its arguments hold symbolic values
   (:mod:`strsat.explore.generators`: feedparser's ``_parsegen``).
3. Codecs written in Python (``idna`` beyond ASCII, ``punycode``) run rewritten
   (:mod:`strsat.explore.codec_twins`), with ``unicodedata.ucd_3_2_0`` modelled
   (nameprep); on main the value was made concrete with a note."""

from __future__ import annotations

import collections
import os
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from explore.helpers import HERE, check_reproducible, disagreements, notes_naming, outcomes
from strsat.explore import explore_file
from strsat.explore.deques import index, remove
from strsat.explore.instrument import load_file
from strsat.explore.runtime import Runtime
from strsat.explore.search import Explorer, Options
from strsat.python import SymStr, Trace
from strsat.python.bytes_values import SymBytes
from strsat.python.values import SymValue

PROGRAMS = os.path.join(HERE, "leftovers_programs.py")
OPTIONS = {"timeout": None, "check_timeout": 300.0, "stall": 60.0}


def run(name: str, **options: Any) -> Any:
    result = explore_file(PROGRAMS, name, **{**OPTIONS, **options})
    check_reproducible(result, result.module, name)
    return result


# -- 1. deque -------------------------------------------------------------------------------


def test_a_deque_keeps_symbolic_values() -> None:
    result = run("deque_ops", max_paths=60)
    assert notes_naming(result, "deque", "made concrete") == [], result.summary.notes
    expected = {"index", "in", "iter", "pop", "other"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)


def test_a_deques_remove_and_index_decide_without_pins() -> None:
    result = run("deque_search", max_paths=60)
    assert notes_naming(result, "made concrete") == [], result.summary.notes
    expected = {"missing", "v second", "removed"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)


def test_feedparser_lines_stay_symbolic() -> None:
    """``FeedParser.feed`` pushes the lines into a deque and steps ``_parsegen``, a
    generator made in ``__init__`` on concrete values: both now keep the lines symbolic
    (on main: ``deque.extend`` made them concrete, and holding them symbolic made the
    unrewritten generator give them to C ``re``)."""
    result = run("feed_subject", max_paths=8)
    assert disagreements(result) == [], result.summary.notes
    assert notes_naming(result, "deque", "made concrete") == [], result.summary.notes


ITEMS = st.lists(st.sampled_from(["", "a", "b", "ab"]), max_size=5)


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, SymValue) else value


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(items=ITEMS, symbolic=st.lists(st.booleans(), min_size=5, max_size=5),
       item=st.sampled_from(["", "a", "b", "ab", "c"]), item_symbolic=st.booleans(),
       start=st.integers(-7, 7), stop=st.integers(-7, 7), maxlen=st.none() | st.integers(2, 6))
def test_deque_index_and_remove_agree_with_cpython(
        items: list[str], symbolic: list[bool], item: str, item_symbolic: bool, start: int,
        stop: int, maxlen: int | None) -> None:
    """The models of ``deque.index``/``remove`` over symbolic and plain items: CPython's
    results, exceptions and messages, and the deque left as CPython leaves it."""
    with Trace({}):
        def given_item(k: int, v: str) -> Any:
            return SymStr(f"s{k}", v) if symbolic[k] else v

        theirs = collections.deque(items, maxlen)
        mine = collections.deque((given_item(k, v) for k, v in enumerate(items)), maxlen)
        probe: Any = SymStr("x", item) if item_symbolic else item
        for name, expected_call, model_call in (
                ("index range", lambda: theirs.index(item, start, stop),
                 lambda: index(mine, probe, start, stop, plain=_plain)),
                ("index", lambda: theirs.index(item), lambda: index(mine, probe, plain=_plain)),
                ("remove", lambda: theirs.remove(item), lambda: remove(mine, probe, plain=_plain))):
            try:
                expected: Any = ("return", expected_call())
            except ValueError as exc:
                expected = ("raise", str(exc))
            try:
                got: Any = ("return", model_call())
            except ValueError as exc:
                got = ("raise", str(exc))
            assert got == expected, name
            assert [_plain(v) for v in mine] == list(theirs), name


# -- 3. codecs written in Python ------------------------------------------------------------


def _explored(name: str, max_paths: int) -> Any:
    """The exploration, its examples replayed by plain calls only (a fresh concolic run
    of ``punycode``'s ``str.upper`` can make other decisions than the first: noticed,
    not this brief's)."""
    return explore_file(PROGRAMS, name, **{**OPTIONS, "max_paths": max_paths})


def test_idna_decoding_runs_the_codec_rewritten() -> None:
    result = _explored("idna_text", 10)
    assert notes_naming(result, "made concrete", "ran on concrete") == [], result.summary.notes
    expected = {"invalid", "other"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)


def test_punycode_decoding_runs_the_codec_rewritten() -> None:
    result = _explored("puny_text", 30)
    assert notes_naming(result, "made concrete", "ran on concrete") == [], result.summary.notes
    expected = {"invalid", "empty", "text"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)


def _outcome(call: Any) -> tuple[str, Any]:
    try:
        got = call()
    except Exception as exc:  # noqa: BLE001 - the outcome compared
        return "raise", (type(exc), str(exc))
    return "return", got.value if isinstance(got, SymValue) else got


LABEL_BYTES = st.lists(st.sampled_from(
    [b"xn--", b"a", b"b", b"-", b".", b"0", b"9", b"zz", b"kva", b"bcher", b"\xff", b"A"]),
    max_size=6).map(b"".join)
LABEL_TEXT = st.text(alphabet="ab.-\u00fc\u00c9\u00df\u0301\u3002\ufb01\u2160x", max_size=8)


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=LABEL_BYTES, text=LABEL_TEXT, codec=st.sampled_from(["idna", "punycode"]))
# an error of three arguments goes through unwrapped (CPython wraps none or one string)
@example(data=b"xn--xn--", text="", codec="idna")
def test_python_codecs_agree_with_cpython(data: bytes, text: str, codec: str) -> None:
    """``b.decode(codec)``/``s.encode(codec)`` of symbolic values through the runtime
    (the codec's code rewritten): CPython's values, and its exceptions' types and
    messages (CPython's wrapping "decoding with 'idna' codec failed (...)" included)."""
    runtime = Runtime()
    with Trace({"b": data.decode("latin-1"), "s": text}):
        got_bytes = _outcome(lambda: runtime.method(SymBytes("b", data), "decode", codec))
        got_text = _outcome(lambda: runtime.method(SymStr("s", text), "encode", codec))
    assert got_bytes == _outcome(lambda: data.decode(codec)), data
    assert got_text == _outcome(lambda: text.encode(codec)), text


# -- 4. the summary: unknown against not attempted --------------------------------------------


def test_runs_cut_short_are_not_attempted_not_unknown() -> None:
    """A run stopped by its decision limit is counted as not attempted (the run ended),
    apart from the checks the engine could not decide; on main f52f1cf it was an
    "unknown" check."""
    module = load_file(PROGRAMS, Runtime())
    original, rewritten = module.function("many_decisions")
    explorer = Explorer(rewritten, original, module.files or {module.path}, "many_decisions",
                        Options(timeout=None, max_paths=40, check_timeout=300.0,
                                max_decisions=12),
                        reset=module.reset, followed=module.followed)
    _, s = explorer.explore()
    assert any(r.startswith("a run stopped") for r in s.not_attempted), s.not_attempted
    assert not any(r.startswith("a run stopped") for r in s.unknown), s.unknown
    text = s.text()
    assert "unknown (the engine could not decide): 0" in text, text
    assert "not attempted (the run ended): " in text and "not attempted x" in text, text


def test_a_uuencoded_line_is_decoded_symbolically() -> None:
    """``binascii.a2b_uu`` (:mod:`strsat.python.binascii_uu`): on main one path, the line
    made concrete with a note."""
    result = run("uu_text", max_paths=30)
    assert notes_naming(result, "made concrete", "ran on concrete") == [], result.summary.notes
    expected = {"error", "hi", "other"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)
