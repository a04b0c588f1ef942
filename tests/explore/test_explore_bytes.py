"""strsat explore on functions over bytes and codecs (issue 38, item 4): a parameter
annotated ``bytes`` is symbolic, ``encode``/``decode`` raise on paths of their own, and
the bytes inputs round-trip through the JSON lines (helpers.check_reproducible reads
them back and replays them)."""

from __future__ import annotations

import json
import os

import pytest

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file
from strsat.explore.report import Example, decode

PROGRAMS = os.path.join(HERE, "bytes_programs.py")
SLOW = {"timeout": None, "check_timeout": 300.0}


def run(name: str):  # noqa: ANN201
    result = explore_file(PROGRAMS, name, **SLOW)
    check_reproducible(result, result.module, name)
    assert result.summary.stopped == "exhausted"
    cov = result.summary.coverage
    assert cov is not None and cov.covered == cov.branches, result.summary.text()
    return result


def test_an_idna_like_converter_catching_unicode_encode_error() -> None:
    result = run("to_ascii_label")
    assert outcomes(result) == {("return", None), ("raise", "ValueError"),
                                ("raise", "UnicodeEncodeError")}
    raised = {e.message for e in result.examples if e.outcome == "raise"}
    assert {"label too long", "leading hyphen"} <= raised
    assert any("surrogates not allowed" in m for m in raised)  # CPython's own exception
    values = {e.value_repr for e in result.examples if e.outcome == "return"}
    assert any(v.startswith("b'xn--") for v in values)  # the except branch


def test_bytes_indexing_prefixes_predicates_and_hex() -> None:
    result = run("magic")
    assert outcomes(result) == {("return", kind) for kind in (
        "short", "jpeg", "png", "digits", "cafe", "other")}
    args = [decode(json.loads(e.line())["args"])[0] for e in result.examples]
    assert all(type(a) is bytes for a in args)
    assert b"\xca\xfe" in args


def test_the_length_of_an_encoding_follows_the_characters() -> None:
    result = run("utf8_width")
    assert outcomes(result) == {("return", kind) for kind in (
        "not one character", "ascii", "two", "three", "four")}


def test_ascii_and_latin1_decoding() -> None:
    result = run("ascii_or_latin1")
    kinds = {e.value.split(":")[0] if e.value.startswith("latin-1:") else
             ("upper" if e.value == "upper" else "text") for e in result.examples}
    assert kinds == {"latin-1", "upper", "text"}


def test_latin1_with_error_handlers() -> None:
    result = run("latin1_roundtrip")
    assert outcomes(result) == {("return", "replaced"), ("return", "dropped"),
                                ("return", "same")}


def test_map_of_bytes_decode_over_split_parts() -> None:
    result = explore_file(PROGRAMS, "query_pair", **SLOW, max_paths=8)
    check_reproducible(result, result.module, "query_pair")
    assert outcomes(result) == {("return", "not a pair"), ("return", "id"),
                                ("return", "other"), ("raise", "UnicodeDecodeError")}
    assert not result.summary.notes  # nothing made concrete


@pytest.mark.slow
def test_utf8_decoding_and_branches_on_the_text() -> None:
    assert outcomes(run("decode_kind")) == {("return", "binary"), ("return", "ascii"),
                                            ("return", "e-acute"), ("return", "other")}
    assert outcomes(run("header_kind")) == {("return", kind) for kind in (
        "binary", "no colon", "host", "accented", "other")}


def test_a_bytes_pattern_is_symbolic() -> None:
    result = explore_file(PROGRAMS, "bytes_pattern", **SLOW)
    check_reproducible(result, result.module, "bytes_pattern")
    assert outcomes(result) == {("return", "digits"), ("return", "ab"), ("return", "other")}
    assert not result.summary.notes  # nothing made concrete


def test_bytes_arguments_round_trip_through_json() -> None:
    data = bytes(range(256))
    line = Example(1, [data, b""], {"b": b"\xff"}, "return", value=1).line()
    got = json.loads(line)
    assert decode(got["args"]) == [data, b""] and decode(got["kwargs"]) == {"b": b"\xff"}
