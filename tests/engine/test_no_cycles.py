"""A finished interpreter or solver frees its terms when its last reference goes, not at
the collector's next run.  Terms hash by their serial, and the serials of terms that
survive decide the order of the next check's sets of terms, so a reference cycle among the
engine's parts made an answer depend on when Python's cyclic collector last ran (seed 9191
f00056 of the random formulas: sat in 0.3 s alone, unknown at a 2 s limit after one other
formula in the same process)."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

import strsat.terms.term as term_module
from strsat.smtlib.interpreter import Interpreter

SCRIPT = """
(declare-fun {v} () String)
(declare-fun n () Int)
(assert (str.in_re {v} (re.+ (str.to_re "ab"))))
(assert (= (str.len {v}) (+ n 4)))
(assert (not (str.contains {v} "bb")))
(check-sat)
(get-model)
"""


@pytest.fixture
def collector_off() -> Iterator[None]:
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _live(name: str) -> bool:
    for ref in list(term_module.INTERNER.table.values()):
        t = ref()
        if t is not None and t.op == "var" and t.value == name:
            return True
    return False


def test_a_finished_interpreter_frees_its_terms_without_the_collector(
        collector_off: None) -> None:
    name = "cycle_probe_interpreter"
    out = Interpreter(timeout=30).run(SCRIPT.format(v=name))
    assert out[0] == "sat"
    assert not _live(name)


def test_a_finished_api_solver_frees_its_terms_without_the_collector(
        collector_off: None) -> None:
    import strsat

    name = "cycle_probe_solver"
    s = strsat.Solver()
    x = strsat.String(name)
    s.add(strsat.InRe(x, strsat.Plus(strsat.Re("ab"))), strsat.Length(x) > 4)
    assert str(s.check()) == "sat"
    assert s.model()[x] is not None
    del s, x
    assert not _live(name)
