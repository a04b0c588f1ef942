"""Helpers for the fixed-length tests: hand-built contexts and a brute-force oracle."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from strsat.deadline import Deadline
from strsat.engine.skolems import Skolems
from strsat.engine.stats import Stats
from strsat.terms import INT, STRING, Term, integer, mk
from strsat.terms.evaluate import evaluate, holds
from strsat.terms.walk import free_vars_many, substitute
from strsat.theory.seam.context import Literal, SolverState, StepResult


def context(literals: list[tuple[Term, bool]], lengths: dict[Term, int],
            ints: dict[Term, int] | None = None, guarded: list[Term] = (),  # type: ignore[assignment]
            hints: dict[Term, str] | None = None, seconds: float = 30) -> SolverState:
    """A context whose core model gives ``lengths`` and ``ints``."""
    values: dict[Term, int] = {mk("str.len", x): n for x, n in lengths.items()}
    values.update(ints or {})

    def int_value(t: Term) -> int | bool:
        return evaluate(substitute(t, {k: integer(v) for k, v in values.items()}))

    return SolverState(
        literals=[Literal(a, p) for a, p in literals], ints=values, bools={},
        string_vars=list(lengths), guarded=list(guarded), deadline=Deadline(seconds),
        skolems=Skolems(), stats=Stats(), int_value=int_value, hints=dict(hints or {}))


def formulas(literals: list[tuple[Term, bool]], guarded: list[Term] = ()) -> list[Term]:  # type: ignore[assignment]
    return [a if p else mk("not", a) for a, p in literals] + list(guarded)


def assignments(lengths: dict[Term, int], alphabet: str) -> Iterator[dict[Term, str]]:
    xs = list(lengths)
    spaces = [["".join(w) for w in itertools.product(alphabet, repeat=lengths[x])] for x in xs]
    for values in itertools.product(*spaces):
        yield dict(zip(xs, values, strict=True))


def brute_force(fs: list[Term], lengths: dict[Term, int], ints: dict[Term, int] | None = None,
                alphabet: str = "ab") -> dict[Term, str] | None:
    """A model over ``alphabet`` of the given lengths satisfying every formula, or None."""
    ints = ints or {}
    int_vars = {v: ints[v] for v in free_vars_many(fs) if v.sort is INT}
    for model in assignments(lengths, alphabet):
        full = {**model, **int_vars}
        if all(holds(f, full) for f in fs):
            return model
    return None


def check_model(result: StepResult, fs: list[Term], lengths: dict[Term, int],
                ints: dict[Term, int] | None = None) -> None:
    """The step's model has the required lengths and satisfies every formula."""
    assert result.model is not None
    for x, n in lengths.items():
        if x.sort is STRING:
            assert len(result.model[x]) == n, (x, result.model[x], n)
    ints = ints or {}
    full = {**result.model, **{v: ints[v] for v in free_vars_many(fs) if v.sort is INT}}
    for f in fs:
        assert holds(f, full), (f, result.model)
