"""Small witnesses: a bounded enumeration of short strings over the formula's own
characters, tried once when a check's rounds run long (docs/explanation/engine.md#the-loop).

The loop refutes one candidate of the Boolean skeleton per round.  Where the skeleton
leaves many string atoms open (``to_lower``'s "holds an upper-case letter",
``replace_all``'s "contains the pattern"), a satisfiable check can take dozens of rounds
although a two-character input satisfies it (``"--"`` for ``"--" in
name.lower().replace("_", "-")``: 26 rounds).  Enumerating the short strings over the
characters of the formula's string constants and one letter -- the bounded search of
Hampi, paper 000 -- finds such inputs directly.  It only proposes models: the reference
evaluator checks every assertion, and the engine validates the model again.  It is
bounded by :data:`BUDGET` assignments, each a reading of the deadline (work, not time).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator, Sequence

from ..deadline import Deadline
from ..errors import StrsatError
from ..terms import BOOL, STRING, Term, Value
from ..terms.evaluate import Evaluator, Undetermined
from ..terms.walk import free_vars_many, postorder

#: Assignments tried at most (each evaluates the assertions until one is false).
BUDGET = 400
#: String variables at most (each adds a factor to the enumeration).
MAX_STRINGS = 2
#: Bool variables at most (each doubles it).
MAX_BOOLS = 2
#: Distinct characters of the constants taken at most (the most frequent).
MAX_CHARS = 6
#: The letter added to the constants' characters (a "none of those" character).
OTHER = "a"


def small_witness(assertions: Sequence[Term], deadline: Deadline) -> dict[Term, Value] | None:
    """An assignment of short strings (and Booleans) satisfying every assertion, or
    None (none within :data:`BUDGET`, or a shape outside the enumeration: integer
    variables, more than :data:`MAX_STRINGS` strings or :data:`MAX_BOOLS` Booleans)."""
    variables = sorted(free_vars_many(list(assertions)), key=lambda v: v.id)
    strings = [v for v in variables if v.sort is STRING]
    bools = [v for v in variables if v.sort is BOOL]
    if not strings or len(strings) > MAX_STRINGS or len(bools) > MAX_BOOLS or \
            len(strings) + len(bools) != len(variables):
        return None
    alphabet = _alphabet(assertions)
    tried = 0
    for values in _assignments(len(strings), alphabet):
        for truths in itertools.product((False, True), repeat=len(bools)):
            if tried >= BUDGET:
                return None
            tried += 1
            deadline.check("small witnesses")
            model: dict[Term, Value] = dict(zip(strings, values, strict=True))
            model.update(zip(bools, truths, strict=True))
            evaluator = Evaluator(model, deadline)
            try:
                if all(evaluator.holds(a) for a in assertions):
                    return model
            except (Undetermined, StrsatError):
                return None
    return None


def _alphabet(assertions: Sequence[Term]) -> str:
    """The characters of the string constants (the :data:`MAX_CHARS` most frequent), and
    :data:`OTHER`."""
    counts: Counter[str] = Counter()
    for a in assertions:
        for t in postorder(a):
            if t.op == "const" and t.sort is STRING:
                counts.update(str(t.value))
    chars = [c for c, _ in sorted(counts.items(), key=lambda cn: (-cn[1], cn[0]))][:MAX_CHARS]
    if OTHER not in chars:
        chars.append(OTHER)
    return "".join(chars)


def _assignments(n: int, alphabet: str) -> Iterator[tuple[str, ...]]:
    """Tuples of ``n`` strings over ``alphabet``, shortest total length first."""
    of_length: dict[int, list[str]] = {}  # the strings of each length, built once
    for total in itertools.count():
        for lengths in _compositions(total, n):
            for k in lengths:
                if k not in of_length:
                    of_length[k] = ["".join(p) for p in itertools.product(alphabet, repeat=k)]
            yield from itertools.product(*[of_length[k] for k in lengths])


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """The ways to write ``total`` as ``parts`` non-negative lengths."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)
