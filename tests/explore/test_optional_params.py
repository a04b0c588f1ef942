"""Parameters annotated ``X | None`` (``Optional[X]``): an input of ``X``'s sort and a
Bool input ``NAME is None``, whose choice is a decision of the run (``strsat.explore.inputs``).
Before, such a parameter without a default stopped the exploration ("not annotated str,
int, bool or bytes"), and with a default ``None`` it was passed as ``None`` on every run
(``http.client``'s ``_get_hostport(host, port)``, werkzeug's
``parse_options_header(value: str | None)``)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest

from explore.helpers import explore_source
from strsat.explore import Exploration
from strsat.explore.inputs import Signature
from strsat.terms import BOOL

SOURCE = textwrap.dedent('''
    from typing import AnyStr, Optional


    def hostport(host: str, port: int | None):
        if port is None:
            if host.endswith(":"):
                return "default port"
            return "no port"
        if port > 65535:
            return "too large"
        return "port"


    def header(value: Optional[str] = None, strict: bool = False):
        if value is None:
            return "none"
        if strict and not value:
            return "empty"
        return "value"


    def either(a: str | int):
        return a


    def size(s: float | str):
        if isinstance(s, (int, float)):
            return "number"
        if s.endswith("kB"):
            return "kilobytes"
        return "text"


    def mark(sequence: bytes | bytearray):
        if isinstance(sequence, bytearray):
            return "mutable"
        if sequence.startswith(b"\\xef\\xbb\\xbf"):
            return "utf-8 mark"
        return "no mark"


    def first(text: AnyStr):
        if isinstance(text, bytes):
            return "bytes"
        if text[:1] == "#":
            return "comment"
        return "str"


    def spread(values: float | list):
        return values
    ''')


def _explore(tmp_path: Path, name: str) -> Exploration:
    return explore_source(tmp_path, "optional.py", SOURCE, name)


def test_none_and_a_value_are_both_explored(tmp_path: Path) -> None:
    result = _explore(tmp_path, "hostport")
    s = result.summary
    assert {e.value for e in result.examples} == {"default port", "no port", "too large",
                                                  "port"}
    assert s.stopped == "exhausted" and s.paths == 4 and s.diverged == 0
    assert s.coverage is not None and s.coverage.covered == s.coverage.branches
    assert {e.args[1] is None for e in result.examples} == {True, False}


def test_a_default_none_is_the_first_value(tmp_path: Path) -> None:
    result = _explore(tmp_path, "header")
    assert result.examples[0].value == "none"
    assert {e.value for e in result.examples} == {"none", "empty", "value"}
    assert result.summary.coverage is not None
    assert result.summary.coverage.covered == result.summary.coverage.branches


def test_the_signature_of_optional_parameters(tmp_path: Path) -> None:
    path = tmp_path / "optional.py"
    path.write_text(SOURCE, encoding="utf-8")
    namespace: dict[str, object] = {}
    exec(compile(SOURCE, str(path), "exec"), namespace)  # noqa: S102 - the test's own source
    sig = Signature(namespace["hostport"])
    names = [(v.value, v.sort) for v in sig.variables]
    assert ("port is None", BOOL) in names and len(names) == 3
    assert sig.input_values({"host": "h", "port": None})[sig.params[1].none] is True
    header = Signature(namespace["header"])
    assert header.initial()[header.params[0].none] is True  # the default None
    # a union of two input types: a str input, and a Bool input "a is int" passing 0
    either = Signature(namespace["either"])
    param = either.params[0]
    assert param.other == 0 and param.none is not None and param.none.value == "a is int"
    assert either.input_values({"a": 0})[param.none] is True
    values = either.input_values({"a": "x"})
    assert values[param.none] is False and values[param.variable] == "x"
    assert either.plain_call(values) == (["x"], {})
    assert "explored as a str and as 0" in either.notes[0]


def test_a_union_of_several_types_explores_its_str_or_bytes_and_another_value(
        tmp_path: Path) -> None:
    """``float | str`` (dask's ``parse_bytes``), ``bytes | bytearray`` (charset-normalizer's
    ``identify_sig_or_bom``), ``AnyStr``: before, "not annotated str, int, bool or bytes"
    and no exploration at all; now the str/bytes member is an input and the empty value of
    another member is passed besides, a decision of each run."""
    for name, expected, other in (("size", {"number", "kilobytes", "text"}, 0.0),
                                  ("mark", {"mutable", "utf-8 mark", "no mark"}, bytearray()),
                                  ("first", {"bytes", "comment", "str"}, b"")):
        result = _explore(tmp_path, name)
        assert {e.value for e in result.examples} == expected, name
        assert result.summary.stopped == "exhausted", name
        assert any(type(e.args[0]) is type(other) for e in result.examples), name


def test_a_union_without_an_input_type_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "optional.py"
    path.write_text(SOURCE, encoding="utf-8")
    namespace: dict[str, object] = {}
    exec(compile(SOURCE, str(path), "exec"), namespace)  # noqa: S102 - the test's own source
    try:
        Signature(namespace["spread"])
    except Exception as exc:  # noqa: BLE001 - the refusal under test
        assert "is not annotated" in str(exc)
    else:
        raise AssertionError("a float | list parameter without a default was accepted")


def test_a_bytearray_input_reads_back_from_its_json() -> None:
    import json

    from strsat.explore.report import decode, encode

    for value in (bytearray(b"\xef\xbb"), [b"a", bytearray()], 0.0):
        back = decode(json.loads(json.dumps(encode(value))))
        assert back == value and type(back) is type(value)


def test_a_stop_while_deciding_the_optional_parameters_ends_the_run_not_the_exploration(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The decisions on ``X | None`` parameters are taken before the call, and read the
    deadline like any decision: a run that starts past it is a stopped run, not an
    exception out of ``explore`` (survey5's ``intcomma`` under load)."""
    from strsat.explore.tracer import RunStopped

    real = Signature.symbolic_call
    calls = []

    def stopping(self: Signature, *args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 2:
            raise RunStopped("the time limit")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Signature, "symbolic_call", stopping)
    path = tmp_path / "optional.py"
    path.write_text(SOURCE, encoding="utf-8")
    from strsat.explore import explore_file

    result = explore_file(str(path), "hostport", timeout=None, check_timeout=300.0)
    assert len(calls) >= 2 and result.examples
