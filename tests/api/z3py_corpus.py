"""Runs the z3py scripts of ``tests/api/z3py_scripts`` with z3 and with strsat (the import
line swapped) and compares their verdicts (issue 22, item 7).

``python tests/api/z3py_corpus.py`` prints one line per script and the totals; the test
``test_z3py_corpus.py`` asserts that every script runs unchanged with z3's verdicts.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = Path(__file__).resolve().parent / "z3py_scripts"
#: What a verdict line says: check results and the words solve/prove print.
VERDICT = re.compile(r"\b(unsat|sat|unknown|proved|counterexample|no solution|"
                     r"failed to prove|failed to solve)\b")
#: The import lines that select z3, and what replaces each for strsat.
_IMPORTS = [(re.compile(r"^from z3 import \*[ \t]*$", re.M), "from strsat import *"),
            (re.compile(r"^import z3[ \t]*$", re.M), "import strsat as z3")]


def swap_import(source: str) -> str:
    """The script with its z3 import line(s) replaced; nothing else changes."""
    out = source
    for pattern, repl in _IMPORTS:
        out = pattern.sub(repl, out)
    if out == source:
        raise ValueError("the script imports z3 in no way this runner swaps")
    return out


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str

    def verdicts(self) -> list[str]:
        return [m.group(1) for line in self.stdout.splitlines()
                for m in VERDICT.finditer(line)]


def run(source: str, timeout: float = 60) -> Run:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    try:
        p = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True,
                           timeout=timeout, env=env, cwd=str(SCRIPTS))
    except subprocess.TimeoutExpired:
        return Run(-1, "", "timeout")
    return Run(p.returncode, p.stdout, p.stderr)


def deterministic(source: str) -> bool:
    """The script says every solver must print the same lines."""
    return "# deterministic output" in source


def scripts() -> list[Path]:
    return sorted(SCRIPTS.glob("*.py"))


def main() -> None:
    same = 0
    for path in scripts():
        source = path.read_text()
        theirs = run(source)
        mine = run(swap_import(source))
        ok = (mine.returncode == 0 and theirs.returncode == 0
              and mine.verdicts() == theirs.verdicts()
              and (not deterministic(source) or mine.stdout == theirs.stdout))
        same += ok
        print(f"{'same' if ok else 'DIFF'} {path.name}: z3 {theirs.verdicts()} "
              f"strsat {mine.verdicts()}" + ("" if ok else f"\n{mine.stderr[-800:]}"
                                              f"\n{theirs.stderr[-400:]}"))
    print(f"{same}/{len(scripts())} scripts run unchanged (import swapped) with z3's verdicts")


if __name__ == "__main__":
    main()
