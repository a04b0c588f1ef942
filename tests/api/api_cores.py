"""Re-checking the API's unsat cores (issue 11: every core a test obtains is unsat).

A core of :meth:`strsat.Solver.unsat_core` lists tracking names and assumptions; with the
untracked assertions it must be unsat on its own.  The test says which formula each
name tracks (independently of the solver's bookkeeping), and
``core_check.assert_core_unsat`` re-checks with a fresh engine and z3.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent / "engine"))
from core_check import assert_core_unsat  # noqa: E402

from strsat.api import Expr  # noqa: E402
from strsat.api.expr import any_term  # noqa: E402

__all__ = ["assert_api_core_unsat", "assert_core_unsat"]


def assert_api_core_unsat(core: Iterable[Expr], tracked: Mapping[str, object] | None = None,
                          untracked: Iterable[object] = ()) -> None:
    """Fail unless the untracked assertions, the formulas ``tracked`` names for the core's
    names, and the core's assumptions are unsat together."""
    tracked = tracked or {}
    formulas = [any_term(u, "untracked") for u in untracked]
    for c in core:
        name = str(c)
        formulas.append(any_term(tracked[name], name) if name in tracked else c.term)
    assert_core_unsat(formulas)
