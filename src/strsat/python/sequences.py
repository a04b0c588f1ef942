"""Comparing tuples and lists of symbolic values as one formula (issue 24, §2).

CPython compares two tuples (``tuplerichcompare``) or two lists (``list_richcompare``)
item by item: it looks for the first index whose items are not equal (``is``, then
``==`` made a ``bool``), compares the lengths if there is none, and otherwise answers
``False``/``True`` for ``==``/``!=`` or compares that pair once more with the operator.
Each ``==`` made a ``bool`` is a decision of the path, so ``v1 < v2`` for two version
triples takes up to three decisions, and an input whose versions are equal needs
three flips in a row (semver's ``compare``: ``_cmp(a, b)`` is ``(a > b) - (a < b)``,
then ``if x:``).  When every pair the loop may reach holds two int-likes (``int``,
``bool``, :class:`SymInt`, :class:`SymBool`) or two strings, the comparison has no side
effect and cannot raise, and :func:`compare_sequences` gives its outcome as one Bool
term::

    v op w  =  ite(v[0] == w[0], ite(v[1] == w[1], ... len(v) op len(w) ..., v[1] op w[1]),
                   v[0] op w[0])

(with ``False``/``True`` in place of ``v[i] op w[i]`` for ``==``/``!=``).  Pairs equal by
identity or by concrete value are skipped, a pair concretely unequal ends the chain,
and the concrete outcome is CPython's own.  Anything else is left to CPython.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from typing import Any

from ..terms import FALSE, TRUE, Term, boolean, mk
from .strings import SymStr
from .values import SymBool, SymInt, SymValue, bool_of

#: the comparison operators, by their Python spelling
OPERATORS: dict[str, Callable[[Any, Any], Any]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
    "==": operator.eq, "!=": operator.ne}


def _kind(value: object) -> str | None:
    if isinstance(value, SymInt | SymBool | int):  # bool is an int
        return "int"
    if isinstance(value, SymStr | str):
        return "str"
    return None


def _plain_sequences(v: object, w: object) -> bool:
    """Two tuples or two lists whose comparisons are the built-in ones (a subclass such as
    a named tuple, without comparison methods of its own, counts)."""
    for base in (tuple, list):
        if isinstance(v, base) and isinstance(w, base):
            return _builtin_comparisons(type(v), base) and _builtin_comparisons(type(w), base)
    return False


#: (bounded and process-wide: by class, whose comparison methods are read once)
@functools.lru_cache(maxsize=256)
def _builtin_comparisons(cls: type, base: type) -> bool:
    """Whether ``cls`` keeps ``base``'s six comparison methods (once per class)."""
    return all(getattr(cls, name) is getattr(base, name)
               for name in ("__eq__", "__lt__", "__le__", "__gt__", "__ge__", "__ne__"))


def compare_sequences(op: str, v: Any, w: Any) -> SymBool | bool | None:
    """``v op w`` for two tuples or two lists as CPython computes it, as one formula when
    some item is symbolic (see the module docstring); None when CPython must compare
    (other operands, other item types, no symbolic item)."""
    if op not in OPERATORS or not _plain_sequences(v, w):
        return None
    n = min(len(v), len(w))
    if not any(isinstance(x, SymValue) for x in (*v[:n], *w[:n])):
        return None
    if op in ("==", "!=") and type(v) is list and len(v) != len(w):
        return op == "!="  # list_richcompare's shortcut: no item is compared
    # (eq term, eq value, final term, final value) per index, up to a concrete difference
    chain: list[tuple[Term, bool | None, Term, bool | None]] = []
    end: tuple[Term, bool | None] | None = None
    for a, b in zip(v, w, strict=False):
        if a is b:
            continue
        kind = _kind(a)
        if kind is None or kind != _kind(b):
            return None
        eq = bool_of(a == b)
        if eq is None:
            return None
        if eq[0] is TRUE:
            continue
        # the pair's own comparison, built only for a pair that may differ
        final = (boolean(op == "!="), op == "!=") if op in ("==", "!=") \
            else bool_of(OPERATORS[op](a, b))
        if final is None:
            return None
        if eq[0] is FALSE:
            end = final
            break
        chain.append((eq[0], eq[1], final[0], final[1]))
    if end is None:
        outcome = OPERATORS[op](len(v), len(w))
        end = (boolean(outcome), outcome)
    term, value = end
    for eq_term, eq_value, final_term, final_value in reversed(chain):
        known = eq_value is not None and (value if eq_value else final_value) is not None
        value = (value if eq_value else final_value) if known else None
        term = mk("ite", eq_term, term, final_term)
    if term is TRUE or term is FALSE:
        return term is TRUE
    return SymBool(term, value)


__all__ = ["OPERATORS", "compare_sequences"]
