"""The classes the twenty-first survey took (issue 38; benchmarks/explore/2026-12-05-survey21.md).

A function that wraps a library (no branch of its own: pip's ``redact_auth_from_url``
under a user's one-line wrapper) ranked every followed library's untaken branches alike,
so the branches of the package it calls waited behind those of the packages that package
calls (``urllib.parse.urlsplit``'s scheme loop: 16 of 36 arcs in 10 s on main, no
``@``).  Now the package the wrapper calls ranks as its own while the function is a
wrapper (``Ranking._wrapped_library``, by each code object's package depth); the search
is counted in paths (``max_paths``, ``reproducible``), not seconds."""

from __future__ import annotations

import pytest

from explore.helpers import importable_tree
from explore.survey21_programs import S21_DEEP, S21_USER, S21_WRAPPED

PACKAGES = {"s21_deep_scan": S21_DEEP, "s21_wrapped_redact": S21_WRAPPED}


@pytest.fixture
def program(tmp_path):  # type: ignore[no-untyped-def]
    with importable_tree(tmp_path, PACKAGES, {"s21_user": S21_USER}):
        yield str(tmp_path / "s21_user.py")


def test_wrapped_package_ranks_before_the_one_it_calls(program):  # type: ignore[no-untyped-def]
    from strsat.explore import explore_file

    result = explore_file(program, "redacted", timeout=None, max_paths=10,
                          reproducible=True, coverage=False, check_timeout=300.0)
    redacted = {e.value for e in result.examples if e.outcome == "return"}
    # both sides of the helper's tests of the netloc, within ten paths (on main the
    # deeper scanner's loop took them: no "@" in ten)
    assert any("://****@" in v for v in redacted)
    assert any(":****@" in v for v in redacted)
    for example in result.examples:  # each example agrees with CPython
        if example.outcome == "return":
            url = example.args[0]
            assert example.value == _reference(url)


def _reference(url: str) -> str:
    """The program's result computed by CPython on the example's input."""
    namespace: dict[str, object] = {}
    exec(S21_DEEP, namespace)  # noqa: S102 - the test's own program text
    scheme, netloc, path = namespace["split_url"](url)  # type: ignore[operator]
    if "@" not in netloc:
        return url
    user = netloc.rpartition("@")[0]
    user = user.partition(":")[0] + ":****" if ":" in user else "****"
    return scheme + "://" + user + "@" + netloc.rpartition("@")[2] + path
