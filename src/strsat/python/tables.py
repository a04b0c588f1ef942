"""A value looked up in a large table by a symbolic key (issue 38, item 3).

``mimetypes``' ``types_map`` has some 1,500 suffixes and 1,200 distinct types: the
value of ``types_map[ext]`` for a symbolic ``ext`` is ``ite(ext ∈ K1, v1, ite(ext ∈ K2,
v2, ... vn))``, one case per distinct value ``vi`` (``Ki`` its keys), exact whatever the
key (the last value stands for "any other key" too, under the decision that the key
is one of them).  A solver finds such a chain of a thousand cases slow to reason
about, so a decision whose condition depends on the key only through the table's
value (``kind.startswith("text/")``) is rewritten before it is recorded: the
condition is evaluated on each distinct value, and becomes one membership of the key
in the keys of the values that satisfy it (:func:`split_tables`) -- the same formula,
written as a finite language instead of an ite chain.  A condition that also depends
on something else is recorded as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..terms import FALSE, STRING, TRUE, Term, const, integer, mk, string, var
from ..terms.evaluate import Undetermined, evaluate
from ..terms.naming import named_after
from ..terms.walk import free_vars, postorder, substitute


@dataclass(frozen=True)
class Table:
    """The cases of a table value: the key term and, per distinct value, its keys (the
    last case is the ite's ``else``)."""

    key: Term
    cases: tuple[tuple[Any, tuple[Any, ...]], ...]


def one_of(key: Term, keys: Sequence[Any]) -> Term:
    """``key`` equals one of the concrete ``keys`` (``str`` or ``int``): for strings,
    membership in the language of the keys (one automaton, not a disjunction); for
    ints, a disjunction over the runs of consecutive keys (``lo <= key <= hi`` for a run
    of three or more)."""
    if len(keys) == 1:
        return mk("=", key, const(keys[0] if not isinstance(keys[0], bool) else int(keys[0])))
    if key.sort is STRING:
        return mk("str.in_re", key, mk("re.union", *(mk("str.to_re", string(k))
                                                       for k in keys)))
    cases = []
    for lo, hi in _runs(sorted({int(k) for k in keys})):
        if hi - lo >= 2:
            cases.append(mk("and", mk("<=", integer(lo), key), mk("<=", key, integer(hi))))
        else:
            cases.extend(mk("=", key, integer(n)) for n in range(lo, hi + 1))
    return cases[0] if len(cases) == 1 else mk("or", *cases)


def _runs(ints: list[int]) -> list[tuple[int, int]]:
    """The maximal runs of consecutive integers of the sorted ``ints``."""
    runs: list[tuple[int, int]] = []
    for n in ints:
        if runs and runs[-1][1] == n - 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    return runs


def table_value(key: Term, cases: Sequence[tuple[Any, Sequence[Any]]]) -> tuple[Term, Table]:
    """The ite of ``cases`` (distinct values with their keys) for ``key``, and its
    :class:`Table`."""
    term = const(cases[-1][0])
    for value, keys in reversed(cases[:-1]):
        term = mk("ite", one_of(key, keys), const(value), term)
    return term, Table(key, tuple((v, tuple(ks)) for v, ks in cases))


def split_tables(condition: Term, tables: dict[Term, Table]) -> Term:
    """``condition`` with each table value it depends on alone replaced by a membership
    of the table's key (see the module docstring); unchanged when it depends on
    anything else too."""
    for node in [t for t in postorder(condition) if t in tables]:
        table = tables[node]
        hole = var(named_after("table", node), node.sort)
        lifted = substitute(condition, {node: hole})
        if free_vars(lifted) != {hole}:
            continue
        holding = []
        for value, keys in table.cases:
            try:
                holds = evaluate(lifted, {hole: value})
            except Undetermined:
                return condition
            holding.append((holds is True, keys))
        condition = _membership(table.key, holding)
    return condition


def _membership(key: Term, holding: list[tuple[bool, tuple[Any, ...]]]) -> Term:
    """``key`` among the keys of the cases that hold; when the last case (the ite's
    ``else``, which also stands for keys outside the table) holds: ``key`` outside
    the keys of the cases that do not."""
    if holding[-1][0]:
        failing = [k for holds, keys in holding if not holds for k in keys]
        return mk("not", one_of(key, failing)) if failing else TRUE
    passing = [k for holds, keys in holding if holds for k in keys]
    return one_of(key, passing) if passing else FALSE


__all__ = ["Table", "one_of", "split_tables", "table_value"]
