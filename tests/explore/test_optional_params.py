"""Parameters annotated ``X | None`` (``Optional[X]``): an input of ``X``'s sort and a
Bool input ``NAME is None``, whose choice is a decision of the run (``strsat.explore.inputs``).
Before, such a parameter without a default stopped the exploration ("not annotated str,
int, bool or bytes"), and with a default ``None`` it was passed as ``None`` on every run
(``http.client``'s ``_get_hostport(host, port)``, werkzeug's
``parse_options_header(value: str | None)``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source
from strsat.explore import Exploration
from strsat.explore.inputs import Signature
from strsat.terms import BOOL

SOURCE = textwrap.dedent('''
    from typing import Optional


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
    # a union of two input types is not an input: passed as its default, or refused
    try:
        Signature(namespace["either"])
    except Exception as exc:  # noqa: BLE001 - the refusal under test
        assert "is not annotated" in str(exc)
    else:
        raise AssertionError("a str | int parameter without a default was accepted")
