"""What ``strsat explore`` loads: every module imported counts in the CPU time to the
first covered branches (the held-out comparison counts the whole process), so the
SMT-LIB front-end's interpreter and the coverage measurement are loaded only by what
needs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import strsat

SRC = os.path.dirname(os.path.dirname(os.path.abspath(strsat.__file__)))
NOT_NEEDED = ["strsat.smtlib.interpreter", "strsat.explore.measure", "coverage",
              "hypothesis"]


def _loaded_after(code: str, tmp_path: object) -> set[str]:
    env = {**os.environ, "PYTHONPATH": SRC}
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                         capture_output=True, text=True, timeout=120, cwd=str(tmp_path))
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def test_importing_explore_loads_neither_the_interpreter_nor_coverage(tmp_path) -> None:
    loaded = _loaded_after("""
        import json, sys
        import strsat.explore
        print(json.dumps(sorted(sys.modules)))
    """, tmp_path)
    assert not loaded & set(NOT_NEEDED)


def test_exploring_without_coverage_does_not_load_them(tmp_path) -> None:
    (tmp_path / "target.py").write_text(textwrap.dedent("""
        def f(s: str) -> int:
            if s.startswith("ab"):
                return 1
            return 0
    """))
    loaded = _loaded_after("""
        import json, sys
        from strsat.explore import explore_file
        r = explore_file("target.py", "f", timeout=20, coverage=False)
        assert r.summary.paths >= 2, r.summary
        print(json.dumps(sorted(sys.modules)))
    """, tmp_path)
    assert not loaded & set(NOT_NEEDED)


def test_the_interpreter_is_still_there_for_who_asks() -> None:
    from strsat.smtlib import Interpreter
    from strsat.smtlib.interpreter import Interpreter as Direct

    assert Interpreter is Direct
