"""Comparisons of two floats computed from symbolic ints (issue 38, brief floats29 class
3): difflib's ``SequenceMatcher.ratio()`` values ``2.0 * M / T`` compared with each other
in ``heapq.nlargest`` (``get_close_matches``), ``a / b < c / d``, ``m / n >= k``.

Each side is ``round(q)`` for ``q = N / D`` (:class:`~.float_quotient.QuotientFloat`;
a symbolic int is ``N / 1``).  Rounding is monotone, so ``q1 == q2`` gives equal floats
and ``q1 < q2`` gives ``round(q1) <= round(q2)``, but two different rationals may round
to the same double.  They do not where ``|N1| D2 + |N2| D1 < 2**53`` (``D1, D2 > 0``):
two different rationals of denominators ``D1``, ``D2`` differ by at least
``1 / (D1 D2)``, while two that round to one double ``y`` differ by at most
``|q1 - y| + |q2 - y| <= (|q1| + |q2|) 2**-53`` (a nonzero ``q`` here is at least
``2**-53``, far from the subnormals, and a zero is exact).  There the floats compare as
the rationals, ``N1 D2 op N2 D1``.

A denominator ``N2 * T`` with a symbolic ``T`` would make that product nonlinear (the
solver's integers are linear), so the symbolic denominators are the run's values: one
decision of the layer's own, :data:`DENOMINATORS` (flipped last), ``D1 == d1 and D2 ==
d2``; a flip asks for other lengths, and the next run decides again.  Beyond the bound
(or the operands' own, ``2**53``) the outcome is an unconstrained Boolean of its own
(:func:`~.float_quotient._guarded`): never a claim about the doubles there.
"""

from __future__ import annotations

from typing import Any

from ..terms import Term, integer, mk
from . import termops as T
from .context import MINOR, Kind, decide
from .values import SymBool, SymInt

DENOMINATORS = "float(): the denominators of two compared quotients of ints are the run's"
MINOR.add(DENOMINATORS)

#: ``2**53``: below it two different quotients stay apart after rounding
_APART = 2 ** 53

_RELATIONS = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "=", "ne": "="}


def _quotient(x: Any) -> tuple[Term, Term, list[Term], list[Any]] | None:
    """``(N, D, bounds, operands)`` of a pending plain quotient or a symbolic int within
    ``2**53``, else None."""
    from .float_quotient import LIMIT, QuotientFloat, _within

    if type(x) is QuotientFloat:
        return (x._num, x._den, x._bounds, x._operands) if x.pending() else None
    if isinstance(x, SymInt) and not isinstance(x, SymBool) and x.value is not None \
            and abs(x.value) <= LIMIT:
        return x.term, integer(1), [_within(x.term)], [x]
    return None


def compare_quotients(op: str, left: Any, right: Any, value: bool, evaluate: Any
                      ) -> SymBool | None:
    """``left op right`` for two quotients (see the module docstring) as a symbolic
    Boolean, CPython's ``value`` on this run; None where either is no quotient or a
    denominator is not known on the run (the caller reads the values)."""
    from .float_quotient import _guarded

    a, b = _quotient(left), _quotient(right)
    if a is None or b is None:
        return None
    dens: list[int] = []
    fixed: list[Term] = []
    for den in (a[1], b[1]):
        if den.op == "const":
            dens.append(int(den.value))  # type: ignore[arg-type]
            continue
        try:
            d = evaluate(den)
        except Exception:  # noqa: BLE001  (a term the run's values do not give: read)
            return None
        if type(d) is not int or d == 0:
            return None
        dens.append(d)
        fixed.append(T.eq(den, integer(d)))
    if fixed and not decide(Kind.BRANCH, T.conj(*fixed), True, DENOMINATORS):
        return None  # (never: the run's own values)
    (n1, d1), (n2, d2) = ((a[0], dens[0]), (b[0], dens[1]))
    if d1 < 0:
        n1, d1 = mk("-", n1), -d1
    if d2 < 0:
        n2, d2 = mk("-", n2), -d2
    lhs, rhs = mk("*", integer(d2), n1), mk("*", integer(d1), n2)
    apart = mk("<", mk("+", mk("abs", lhs), mk("abs", rhs)), integer(_APART))
    relation = mk(_RELATIONS[op], lhs, rhs)
    if op == "ne":
        relation = T.neg(relation)
    bounds = [*a[2], *(t for t in b[2] if t not in a[2]), apart]
    try:
        holds, agrees = evaluate(T.conj(*bounds)), evaluate(relation) == value
    except Exception:  # noqa: BLE001  (a term the run's values do not give: read)
        return None
    if holds and not agrees:
        return None  # (the bound is sound, so never: a read is better than a wrong branch)
    return SymBool(_guarded(bounds, relation), value)


__all__ = ["DENOMINATORS", "compare_quotients"]
