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
import sys

import pytest

from explore.survey22_programs import S22_DATE_USER, S22_DATES, S22_SCHEMA, S22_USER

PACKAGES = {"s22_schema": S22_SCHEMA, "s22_dates": S22_DATES}


@pytest.fixture
def folder(tmp_path):  # type: ignore[no-untyped-def]
    for name, source in PACKAGES.items():
        os.mkdir(tmp_path / name)
        (tmp_path / name / "__init__.py").write_text(source, encoding="utf-8")
    (tmp_path / "s22_user.py").write_text(S22_USER, encoding="utf-8")
    (tmp_path / "s22_date_user.py").write_text(S22_DATE_USER, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        yield tmp_path
    finally:
        sys.path.remove(str(tmp_path))
        for name in (*PACKAGES, "s22_user", "s22_date_user"):
            sys.modules.pop(name, None)


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
