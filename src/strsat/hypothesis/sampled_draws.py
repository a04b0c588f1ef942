"""``st.sampled_from([...])`` as one symbolic value: the element at a symbolic index.

Hypothesis draws a ``sampled_from`` value as an integer choice ``i`` in ``0..n-1`` and
returns ``elements[i]``, indexing the list in its own code: with strsat's symbolic
integer there, the index is made concrete (a pinned value the solver cannot move), so
the test's branches on the element are decided on a plain value.  For a strategy without
``.map``/``.filter`` over plain elements of one type (``str``, ``int``, ``bool`` or
``bytes``), strsat's provider makes the same integer choice and returns the element as a
symbolic value: ``ite(i = 0, e0, ite(i = 1, e1, ...))`` with the concrete element as its
value.  The choice sequence is Hypothesis's own, so its replay and shrinking are
unchanged.  Other ``sampled_from`` strategies draw as Hypothesis does.
"""

from __future__ import annotations

from typing import Any

from ..python import SymBool, SymBytes, SymInt, SymStr, SymValue
from ..python import termops as T
from ..terms import FALSE, TRUE, Term, integer, string

#: the most elements a symbolic selection lists (a longer list is sampled as Hypothesis does)
MAX_ELEMENTS = 64
_KINDS: dict[type, type[SymValue]] = {str: SymStr, int: SymInt, bool: SymBool, bytes: SymBytes}


def elements_of(strategy: Any) -> tuple[Any, ...] | None:
    """The elements of a ``sampled_from`` strategy this module handles, else None."""
    from hypothesis.strategies._internal.strategies import SampledFromStrategy

    if type(strategy) is not SampledFromStrategy or strategy._transformations:
        return None
    elements = tuple(strategy.elements)
    if not 2 <= len(elements) <= MAX_ELEMENTS:
        return None
    kind = type(elements[0])
    if kind not in _KINDS or any(type(e) is not kind for e in elements):
        return None
    return elements


def _constant(element: Any) -> Term:
    if isinstance(element, bool):
        return TRUE if element else FALSE
    if isinstance(element, int):
        return integer(element)
    if isinstance(element, bytes):
        return string(element.decode("latin-1"))
    return string(element)


def select(index: SymInt, elements: tuple[Any, ...]) -> Any:
    """``elements[index]`` as a symbolic value of the elements' type (``index`` lies in
    ``0..len(elements)-1``: the draw's bounds)."""
    term = _constant(elements[-1])
    for k in range(len(elements) - 2, -1, -1):
        term = T.ite(T.eq(index.term, T.num(k)), _constant(elements[k]), term)
    value = None if index.value is None else elements[index.value]
    return _KINDS[type(elements[0])](term, value)


def draw(data: Any, elements: tuple[Any, ...]) -> Any:
    """Hypothesis's own choice for the strategy, and its element (symbolic when the index
    is)."""
    i = data.draw_integer(0, len(elements) - 1)
    return select(i, elements) if isinstance(i, SymInt) else elements[i]


__all__ = ["MAX_ELEMENTS", "draw", "elements_of", "select"]
