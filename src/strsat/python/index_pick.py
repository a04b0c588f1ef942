"""A list, tuple or range indexed or sliced by a symbolic int, by decisions (issue 38).

:mod:`.const_index` reads a list of ints or strs at a symbolic position as one ``ite``
term.  A list of anything else (dicts, objects: toolz's ``get_in`` walking
``doc["servers"][int(key)]``) has no term for its items, and a slice of a list, tuple or
``range`` by symbolic bounds (paginate's ``collection[first:last]``) is a sequence of a
length no term gives.  CPython's ``__index__`` made the index concrete there: a pin,
with a note, which no later flip could undo ("infeasible while the prefix's pins hold").

Here the position is *settled* by decisions instead, as a ``switch`` over it would be:

* an item (``seq[i]``, CPython's ``list_subscript``/``tuplesubscript``/
  ``range_subscript``): the raising condition ``i < -n or i >= n`` as a ``RAISE``
  decision (``IndexError``, CPython's message), then the position ``p = ite(i < 0, i +
  n, i)``, known to lie in ``[0, n)``, bisected by ``BRANCH`` decisions ``p < mid``
  (at most ``log2 n`` of them) down to one position ``k``; the item is ``seq[k]``.  A
  ``range``'s item is its term ``start + p * step`` instead, no bisection;
* a slice with a positive step (``None`` or a plain int): each symbolic bound clamped
  as ``PySlice_AdjustIndices`` does for a positive step (``b + n`` when negative, then
  into ``[0, n]``), bisected over ``[0, n + 1)`` to a plain int; the slice of those is
  CPython's own.

Each decision is one a search can flip, so every position (every slice) stays
reachable; the item itself is the object CPython returns.  Sequences longer than
:data:`.const_index.MAX_TABLE`, an empty one, a negative or symbolic step are left to
CPython (None).
"""

from __future__ import annotations

from typing import Any

from ..terms import Term, integer, mk
from . import termops as T
from .const_index import MAX_TABLE
from .context import Kind, decide
from .values import SymBool, SymInt, int_of


def pick_item(items: list[Any] | tuple[Any, ...] | range, key: Any) -> tuple[Any] | None:
    """``(items[key],)`` for a symbolic int ``key`` (see the module docstring), raising
    ``IndexError`` where CPython does; None when ``key`` is not int-like or ``items`` is
    empty or longer than :data:`.const_index.MAX_TABLE`."""
    got = int_of(key)
    n = len(items)
    if got is None or not 0 < n <= MAX_TABLE:
        return None
    kind = "range object" if type(items) is range else type(items).__name__
    pos, at = _position(got, n, f"{kind}[i]", f"{kind} index out of range")
    if type(items) is range:
        return (SymInt(T.add(integer(items.start), _times(pos, items.step)),
                       None if at is None else items[at]),)
    return (items[settle(pos, at, 0, n, f"{kind}[i] (which item)")],)


def store_position(items: list[Any], key: Any) -> int | None:
    """The plain position ``items[key] = v`` and ``del items[key]`` of a ``list`` reach
    for a symbolic int ``key`` (hashids' ``_reorder`` swaps ``string[i], string[j]`` at a
    ``j`` computed from its salt: a shuffle), settled by decisions as :func:`pick_item`'s,
    raising ``IndexError`` where CPython's ``list_ass_item`` does; None when ``key`` is
    not int-like or the list is empty or longer than :data:`.const_index.MAX_TABLE`."""
    got = int_of(key)
    n = len(items)
    if got is None or not 0 < n <= MAX_TABLE:
        return None
    pos, at = _position(got, n, "list[i] = v", "list assignment index out of range")
    return settle(pos, at, 0, n, "list[i] = v (which item)")


def _position(got: tuple[Term, int | None], n: int, what: str,
              message: str) -> tuple[Term, int | None]:
    """The position term ``ite(i < 0, i + n, i)`` (in ``[0, n)``) of the index ``got``
    into ``n`` items and its concrete value, after the ``RAISE`` decision ``i < -n or i
    >= n`` (``IndexError(message)``, as CPython)."""
    i, iv = got
    out_of_range = T.disj(T.lt(i, -n), T.ge(i, n))
    if decide(Kind.RAISE, out_of_range, None if iv is None else not -n <= iv < n, what,
              IndexError):
        raise IndexError(message)
    return T.ite(T.lt(i, 0), T.add(i, n), i), None if iv is None else iv % n


def settle_slice(length: int, key: slice) -> slice | None:
    """``key`` with each symbolic bound settled to a plain int that selects the same
    items of a sequence of ``length`` items; None for a step other than ``None`` or a
    positive plain int, or a bound that is not int-like."""
    if not (key.step is None or (type(key.step) is int and key.step > 0)):
        return None
    bounds = []
    for bound in (key.start, key.stop):
        if not isinstance(bound, SymInt | SymBool):
            bounds.append(bound)
            continue
        got = int_of(bound)
        if got is None:
            return None
        b, bv = got
        shifted = T.ite(T.lt(b, 0), T.add(b, length), b)
        clamped = T.ite(T.lt(shifted, 0), integer(0),
                        T.ite(T.gt(shifted, length), integer(length), shifted))
        at = None if bv is None else min(max(bv + length if bv < 0 else bv, 0), length)
        bounds.append(settle(clamped, at, 0, length + 1, "seq[i:j] (which bound)"))
    return slice(bounds[0], bounds[1], key.step)


def settle(term: Term, value: int | None, lo: int, hi: int, what: str) -> int:
    """The one int of ``[lo, hi)`` that ``term`` (known to lie there) takes, by
    ``BRANCH`` decisions ``term < mid`` that halve the interval (``value``: its concrete
    value on this run)."""
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if decide(Kind.BRANCH, T.lt(term, mid), None if value is None else value < mid, what):
            hi = mid
        else:
            lo = mid
    return lo


def _times(term: Term, step: int) -> Term:
    """``term * step`` for a plain ``step`` (a constant factor: linear)."""
    return term if step == 1 else mk("*", integer(step), term)


__all__ = ["pick_item", "settle", "settle_slice", "store_position"]
