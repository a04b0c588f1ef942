"""Python-level constraints solved by strsat (issue 11, item 2): whenever a brute-force
search over short strings finds an input that satisfies a random Python-level condition
(without raising), the solver never answers unsat, and every model it gives is confirmed
by CPython.  ``unknown`` is tolerated only as a timeout, and counted: the slow variant
requires ``sat`` outright (some combinations still defeat the engine within its time,
see docs/reference/python-layer.md)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat import Solver, sat, unsat
from strsat.python import Path, SymBool, SymStr
from strsat.python import builtins as B
from strsat.python import re as sym_re

ALPHABET = "ab1@ "
BRUTE_MAX = 4
words = st.text(alphabet="ab1@", min_size=1, max_size=2)
small = st.integers(0, 3)


def _contains(s: Any, t: str) -> Any:
    return s.contains(t) if isinstance(s, SymStr) else t in s


def _not(b: Any) -> Any:
    return b.negate() if isinstance(b, SymBool) else not b


ATOMS: list[st.SearchStrategy[Callable[[Any], Any]]] = [
    st.builds(lambda w: lambda s: s.startswith(w), words),
    st.builds(lambda w: lambda s: s.endswith(w), words),
    st.builds(lambda w: lambda s: _contains(s, w), words),
    st.builds(lambda w, k: lambda s: s.find(w) == k, words, small),
    st.builds(lambda w, k: lambda s: s.rfind(w) == k, words, small),
    st.builds(lambda w, k: lambda s: s.count(w) == k, words, small),
    st.builds(lambda k: lambda s: B.len_(s) == k, st.integers(0, 4)),
    st.builds(lambda i, w: lambda s: s[i] == w, st.integers(-3, 3), words),
    st.builds(lambda a, b: lambda s: s[a:b] == "a", st.integers(-3, 3), st.integers(-3, 3)),
    st.builds(lambda w, k: lambda s: s.index(w) == k, words, small),
    st.builds(lambda k: lambda s: B.int_(s) == k, st.integers(-5, 20)),
    st.just(lambda s: s.isdigit()),
    st.just(lambda s: s.isalpha()),
    st.just(lambda s: s.upper() == s),
    st.builds(lambda w: lambda s: s.strip() == w, words),
    st.builds(lambda a, w: lambda s: s.replace(a, "b") == w, words, words),
    st.builds(lambda w: lambda s: s.partition("@")[2] == w, words),
    st.builds(lambda w: lambda s: s.lower().removeprefix("a") == w, words),
    st.builds(lambda p: lambda s: sym_re.fullmatch(p, s) is not None
              if isinstance(s, str) else B.bool_(sym_re.matches(p, s, mode="fullmatch")),
              st.sampled_from([r"a+1?", r"[ab]*@", r"\d\d", r"(ab)+"])),
]
literals = st.builds(lambda f, neg: (lambda s: _not(f(s))) if neg else f,
                     st.one_of(*ATOMS), st.booleans())
conditions = st.lists(literals, min_size=1, max_size=3)


def _holds(fs: list[Callable[[Any], Any]], s: str) -> bool:
    try:
        return all(bool(f(s)) for f in fs)
    except (ValueError, IndexError, TypeError):
        return False


def _brute(fs: list[Callable[[Any], Any]]) -> str | None:
    for n in range(BRUTE_MAX + 1):
        for chars in itertools.product(ALPHABET, repeat=n):
            s = "".join(chars)
            if _holds(fs, s):
                return s
    return None


def _solve(fs: list[Callable[[Any], Any]], timeout_ms: int, strict: bool) -> None:
    with Path() as path:
        s = SymStr("s")
        formula = True
        for f in fs:
            formula = formula & f(s)
    solver = Solver(timeout=timeout_ms)
    assert isinstance(formula, SymBool)
    solver.add(path.condition(), formula)
    answer = solver.check()
    witness = _brute(fs)
    if witness is not None:
        assert answer != unsat, witness
        if strict or "timeout" not in solver.reason_unknown():
            assert answer == sat, (witness, solver.reason_unknown())
    if answer == sat:
        value = solver.model()[s.term]
        if value is None:  # ``s`` left the formula (``s[0:0]`` is the constant ""): any string
            value = ""
        assert _holds(fs, value), value
    if answer == unsat:
        assert witness is None


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(conditions)
def test_solver_finds_what_brute_force_finds(fs: list[Callable[[Any], Any]]) -> None:
    _solve(fs, 10_000, strict=False)


@pytest.mark.slow
@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(conditions)
def test_solver_finds_what_brute_force_finds_long(fs: list[Callable[[Any], Any]]) -> None:
    _solve(fs, 30_000, strict=True)
