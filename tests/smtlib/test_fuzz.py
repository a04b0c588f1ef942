"""Mutation fuzzing: corrupted scripts never produce a traceback.

Each mutation of a real script (deleted or duplicated tokens and parentheses,
broken escapes, wrong sorts, truncation, stray characters) is run through the
interpreter; every response must be a well-formed SMT-LIB response and none may
be an internal error (a caught exception is a bug too).  The default test uses
a fixed sample; ``-m slow`` runs a larger one.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from strsat.smtlib import Interpreter

CORPUS = Path("/work/shared/bench/corpus")
HERE = Path(__file__).resolve().parent
LOCAL = sorted((HERE.parent / "regressions").glob("*.smt2")) + sorted(
    (HERE.parents[1] / "examples").glob("*.smt2"))

_TOKEN = re.compile(r'"(?:[^"]|"")*"|\|[^|]*\||[()]|[^\s()";|]+')
_RESPONSE = re.compile(r"(sat|unsat|unknown|success|unsupported)$|\(|\"", re.S)


def sample_files(n: int, max_bytes: int = 6000) -> list[Path]:
    """``n`` corpus files spread over the manifest order (small ones), plus local files."""
    files = list(LOCAL)
    manifest = CORPUS / "manifest.csv"
    if manifest.exists():
        import csv

        with open(manifest) as f:
            rows = [r for r in csv.DictReader(f) if int(r["bytes"]) <= max_bytes]
        step = max(1, len(rows) // n)
        files += [CORPUS / r["path"] for r in rows[::step][:n]]
    return files


def _replace_token(text: str, rng: random.Random, make) -> str:
    toks = list(_TOKEN.finditer(text))
    if not toks:
        return text
    m = rng.choice(toks)
    return text[: m.start()] + make(m.group()) + text[m.end():]


MUTATIONS = {
    "delete token": lambda t, r: _replace_token(t, r, lambda _s: ""),
    "duplicate token": lambda t, r: _replace_token(t, r, lambda s: s + " " + s),
    "delete paren": lambda t, r: _replace_token(
        t, r, lambda s: "" if s in "()" else s),
    "insert paren": lambda t, r: (lambda i: t[:i] + r.choice("()") + t[i:])(
        r.randrange(len(t) + 1)),
    "bad escape": lambda t, r: _replace_token(
        t, r, lambda s: s[:-1] + r.choice(["\\u{", "\\u{FFFFFF}", "\\ud800", "\\", '"', "\\x"])
        + '"' if s.startswith('"') else s),
    "raw huge char": lambda t, r: _replace_token(
        t, r, lambda s: s[:-1] + "\U000E0041" + '"' if s.startswith('"') else s),
    "wrong sort": lambda t, r: _replace_token(
        t, r, lambda s: r.choice(['"s"', "7", "true", "re.all", "(- 2)", "(str.len \"\")"])
        if not s.startswith(("(", ")")) else s),
    "swap tokens": lambda t, r: (lambda toks: t if len(toks) < 2 else (
        lambda a, b: t[: a.start()] + b.group() + t[a.end(): b.start()] + a.group()
        + t[b.end():])(*sorted(r.sample(toks, 2), key=lambda m: m.start())))(
        list(_TOKEN.finditer(t))),
    "truncate": lambda t, r: t[: r.randrange(len(t) + 1)],
    "junk": lambda t, r: (lambda i: t[:i] + r.choice(["#", "#x", ":", "|", "\x00", "1.2.3",
                                                     "\u00e9", "((", "))", ";", "_"])
                          + t[i:])(r.randrange(len(t) + 1)),
    "numeral": lambda t, r: _replace_token(
        t, r, lambda s: r.choice(["99999999999999999999999", "0", "00", "-1"])
        if s.isdigit() else s),
}


def fuzz(files: list[Path], per_file: int, seed: int) -> list[str]:
    """Problems found: tracebacks, internal errors, malformed responses."""
    rng = random.Random(seed)
    problems: list[str] = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        for _ in range(per_file):
            name = rng.choice(sorted(MUTATIONS))
            mutated = text
            for _ in range(rng.randint(1, 3)):
                mutated = MUTATIONS[name](mutated, rng)
            try:
                out = Interpreter(timeout=2).run(mutated)
            except BaseException as exc:  # noqa: BLE001 - that is what we are looking for
                problems.append(f"{path.name} [{name}]: {type(exc).__name__}: {exc}")
                continue
            for line in out:
                if "internal error" in line or not _RESPONSE.match(line):
                    problems.append(f"{path.name} [{name}]: {line[:200]}")
    return problems


def test_mutated_scripts_never_crash() -> None:
    files = sample_files(40)
    assert files, "no scripts to mutate"
    assert fuzz(files, per_file=8, seed=20240601) == []


@pytest.mark.slow
def test_mutated_scripts_never_crash_large() -> None:
    assert fuzz(sample_files(1500, max_bytes=20000), per_file=12, seed=7) == []
