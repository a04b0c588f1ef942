"""Every code example of the documentation site runs and prints what the page says."""

from __future__ import annotations

import contextlib
import doctest
import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from doc_snippets import Block, blocks, console_steps

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md"))
_FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def _folder(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """The page's working folder (with the repository's examples/) and the environment
    in which ``strsat`` is this checkout's."""
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    bin_dir = tmp_path / ".bin"
    bin_dir.mkdir()
    shim = bin_dir / "strsat"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m strsat "$@"\n')
    shim.chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
               PYTHONPATH=str(ROOT / "src"), COLUMNS="92", NO_COLOR="1")
    return tmp_path, env


def _check(want: str, got: str, where: str) -> None:
    checker = doctest.OutputChecker()
    if not checker.check_output(want, got, _FLAGS):
        raise AssertionError(f"{where}: expected\n{want}\ngot\n{got}")


def _run_console(block: Block, cwd: Path, env: dict[str, str], where: str) -> None:
    for command, want in console_steps(block.body):
        out = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True,
                             text=True, timeout=600)
        _check(want, out.stdout + out.stderr, f"{where}: $ {command}")


def _run_python(block: Block, namespace: dict[str, object], where: str) -> None:
    code = compile(block.body, where, "exec")
    with contextlib.redirect_stdout(io.StringIO()):
        exec(code, namespace)


def _run_pycon(block: Block, namespace: dict[str, object], where: str) -> None:
    parser = doctest.DocTestParser()
    test = parser.get_doctest(block.body, namespace, where, where, 0)
    runner = doctest.DocTestRunner(optionflags=_FLAGS)
    out = io.StringIO()
    runner.run(test, out=out.write, clear_globs=False)
    namespace.update(test.globs)  # the DocTest ran on a copy; later blocks see its names
    assert runner.failures == 0, out.getvalue()


@pytest.mark.parametrize("page", PAGES)
def test_page_examples_run(page: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cwd, env = _folder(tmp_path)
    monkeypatch.chdir(cwd)
    monkeypatch.syspath_prepend(str(cwd))  # the page's titled .py files import
    namespace: dict[str, object] = {"__name__": "__docs__"}
    for block in blocks(DOCS / page):
        where = f"docs/{page}:{block.line}"
        if block.skip is not None:
            continue
        if block.title is not None:
            target = cwd / block.title
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(block.body, encoding="utf-8")
            continue
        if block.lang == "console":
            _run_console(block, cwd, env, where)
        elif block.lang == "python":
            _run_python(block, namespace, where)
        elif block.lang == "pycon":
            _run_pycon(block, namespace, where)


def test_every_page_is_in_the_site_navigation() -> None:
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    missing = [p for p in PAGES if p not in nav]
    assert not missing, f"pages missing from mkdocs.yml's nav: {missing}"


def test_a_wrong_expectation_fails(tmp_path: Path) -> None:
    cwd, env = _folder(tmp_path)
    page = tmp_path / "p.md"
    page.write_text("```console\n$ echo hello\nbye\n```\n")
    with pytest.raises(AssertionError):
        for block in blocks(page):
            _run_console(block, cwd, env, "p.md")
    assert shutil.which("bash") is not None
