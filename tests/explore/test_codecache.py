"""The disk cache of rewritten modules (:mod:`strsat.explore.codecache`)."""

from __future__ import annotations

import os
import sys
import textwrap
import types

import pytest

from strsat.explore import codecache, explore_file, instrument

SOURCE = textwrap.dedent("""
    def f(s: str) -> int:
        if s.startswith("ab"):
            return 1
        return 0
""")


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv(codecache.ENV, str(folder))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return folder


def _counting(monkeypatch) -> list[str]:
    built: list[str] = []
    real = instrument.rewrite

    def rewrite(source: str, filename: str) -> types.CodeType:
        built.append(filename)
        return real(source, filename)

    monkeypatch.setattr(instrument, "rewrite", rewrite)
    return built


def test_a_second_load_reads_the_rewritten_code_back(cache_dir, tmp_path, monkeypatch) -> None:
    built = _counting(monkeypatch)
    path = tmp_path / "target.py"
    path.write_text(SOURCE)
    first = explore_file(str(path), "f", timeout=20, coverage=False)
    assert len(built) == 1 and len(os.listdir(cache_dir)) == 1
    sys.modules.pop("target", None)
    second = explore_file(str(path), "f", timeout=20, coverage=False)
    assert len(built) == 1  # not rewritten again
    assert sorted(map(str, (e.call for e in first.examples))) == \
        sorted(map(str, (e.call for e in second.examples)))


def test_a_changed_source_is_rewritten_again(cache_dir, monkeypatch) -> None:
    built = _counting(monkeypatch)
    a = codecache.cached(SOURCE, "/x/target.py", instrument.rewrite)
    b = codecache.cached(SOURCE + "\nX = 1\n", "/x/target.py", instrument.rewrite)
    c = codecache.cached(SOURCE, "/y/target.py", instrument.rewrite)
    assert len(built) == 3 and len(os.listdir(cache_dir)) == 3
    assert c.co_filename == "/y/target.py" and a.co_filename == "/x/target.py" and b


def test_a_broken_entry_is_built_again(cache_dir, monkeypatch) -> None:
    built = _counting(monkeypatch)
    codecache.cached(SOURCE, "/x/target.py", instrument.rewrite)
    (entry,) = os.listdir(cache_dir)
    (cache_dir / entry).write_bytes(b"not marshal data")
    code = codecache.cached(SOURCE, "/x/target.py", instrument.rewrite)
    namespace: dict[str, object] = {}
    assert len(built) == 2 and isinstance(code, types.CodeType)
    exec(code, namespace)  # noqa: S102 - the test's own source
    assert callable(namespace["f"])


def test_no_cache_when_the_variable_is_empty_or_bytecode_is_not_written(
        tmp_path, monkeypatch) -> None:
    built = _counting(monkeypatch)
    monkeypatch.setenv(codecache.ENV, "")
    codecache.cached(SOURCE, "/x/target.py", instrument.rewrite)
    codecache.cached(SOURCE, "/x/target.py", instrument.rewrite)
    assert len(built) == 2
    monkeypatch.setenv(codecache.ENV, str(tmp_path / "c"))
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    codecache.cached(SOURCE, "/x/target.py", instrument.rewrite)
    assert not (tmp_path / "c").exists()
