"""A list or tuple of plain values indexed by a symbolic int, as one term (issue 38).

CPython's ``list[i]`` / ``tuple[i]`` (``list_subscript``, ``tuplesubscript``) takes an
index ``i`` with ``__index__``, counts a negative one from the end (``i + n``), and raises
``IndexError("list index out of range")`` / ``("tuple index out of range")`` unless
``-n <= i < n``.  A symbolic ``i`` made that index concrete (``__index__`` pins it, with a
note): ``datetime``'s ``_DAYS_IN_MONTH[month]`` and ``_DAYS_BEFORE_MONTH[month]``, the
lookup tables of real code.  When every item is a plain ``int`` (not a ``bool``), every
item a plain ``str``, or every item a plain ``bytes`` (a ``SymBytes`` result),
:func:`index_constants` gives

* the raising condition ``i < -n or i >= n`` as a ``RAISE`` decision (the exception
  CPython raises, with its message), and
* the item as one ``ite`` term over the positions, ``ite(p == 0, c0, ite(p == 1, c1,
  ... c(n-1)))`` with ``p = ite(i < 0, i + n, i)``, whose concrete value is CPython's
  own item.

The same holds of a list of ints some of which are symbolic (``SymInt`` items: a
``len()`` appended to a list of offsets), and of strs some of which are symbolic: a
symbolic item's term stands in the ``ite`` for its constant.

A table of ints with holes (``None`` at some positions: ``base64``'s ``_b85dec``, a
decoding table built as ``[None] * 256`` and filled) is one decision more: whether the
position is one of the holes (a ``BRANCH`` decision over the runs of holes), ``None``
on that side, the ``ite`` over the ints on the other.

A table longer than :data:`MAX_ITEMS` (``base64``'s ``_b32tab2``: 1,024 two-character
strs read by ``c >> 30``) is read in chunks of :data:`MAX_ITEMS` positions: whether the
position is below the end of the first chunk, of the second ... (``BRANCH`` decisions, as a
``switch`` would: stable conditions, so a flip asks for a position of the next chunk),
then the ``ite`` over the chunk's items -- exact, at most ``n / MAX_ITEMS`` decisions and
an ``ite`` of at most :data:`MAX_ITEMS` cases (an ``ite`` over the whole table grew with
it and made each check slow).  Up to :data:`MAX_TABLE` items.

Lists of anything else, empty ones, longer than :data:`MAX_TABLE` (or tables with holes
longer than :data:`MAX_ITEMS`), and strs with a character past the theory's alphabet
(U+2FFFF) are left to CPython (None).
"""

from __future__ import annotations

from typing import Any

from ..terms import integer, string
from . import termops as T
from .bytes_values import SymBytes
from .context import Kind, decide
from .strings import SymStr
from .values import SymInt, int_of

#: most items of one ``ite``: a longer table is read in chunks of this many positions
MAX_ITEMS = 256
#: tables longer than this stay concrete
MAX_TABLE = 65536


def index_constants(items: list[Any] | tuple[Any, ...], key: Any
                    ) -> SymInt | SymStr | SymBytes | None | object:
    """``items[key]`` for a symbolic int ``key`` over a list or tuple of plain ints, plain
    strs or plain bytes (see the module docstring); None when the items are of another kind (or
    there are none, or more than :data:`MAX_ITEMS`), or ``key`` is not int-like; a hole
    of a table with holes is :data:`HOLE` (the item is ``None``)."""
    leaf = _leaf(items)
    holes = _holes(items) if leaf is None else None
    if holes is not None:
        leaf = integer
    got = int_of(key)
    if leaf is None or got is None:
        return None
    i, iv = got
    n = len(items)
    out_of_range = T.disj(T.lt(i, -n), T.ge(i, n))
    concrete = None if iv is None else not -n <= iv < n
    if decide(Kind.RAISE, out_of_range, concrete, f"{type(items).__name__}[i]", IndexError):
        raise IndexError(f"{type(items).__name__} index out of range")
    pos = T.ite(T.lt(i, 0), T.add(i, n), i)
    if holes is not None:
        hit = T.disj(*(T.conj(T.ge(pos, lo), T.le(pos, hi)) if hi > lo else T.eq(pos, integer(lo))
                       for lo, hi in holes))
        if decide(Kind.BRANCH, hit, None if iv is None else items[iv] is None,
                  f"{type(items).__name__}[i] is None"):
            return HOLE
        items = [0 if x is None else x for x in items]  # the holes are excluded above
    first, end = _chunk(pos, None if iv is None else iv % n, n) if n > MAX_ITEMS else (0, n)
    term = leaf(items[end - 1])
    for k in range(end - 2, first - 1, -1):
        term = T.ite(T.eq(pos, integer(k)), leaf(items[k]), term)
    value = None if iv is None else _value(items[iv])
    if leaf is _latin1:
        return SymBytes(term, value)
    return SymStr(term, value) if leaf in (string, _str_term) else SymInt(term, value)


def _chunk(pos: Any, at: int | None, n: int) -> tuple[int, int]:
    """The chunk ``[first, end)`` of :data:`MAX_ITEMS` positions holding ``pos`` (its
    concrete value ``at``), decided chunk by chunk (see the module docstring)."""
    for first in range(0, n - MAX_ITEMS, MAX_ITEMS):
        end = first + MAX_ITEMS
        if decide(Kind.BRANCH, T.lt(pos, end), None if at is None else at < end,
                  "table[i] (which part)"):
            return first, end
    return n - (n - 1) % MAX_ITEMS - 1, n


def _leaf(items: list[Any] | tuple[Any, ...]) -> Any:
    """The constructor of the items' constant terms, or None (see the module docstring)."""
    if not items or len(items) > MAX_TABLE:
        return None
    if all(type(x) is int for x in items):
        return integer
    if all(type(x) is str and representable(x) for x in items):
        return string
    if all(type(x) is bytes for x in items):
        return _latin1
    if all(type(x) is int or type(x) is SymInt for x in items):
        return _int_term
    if all((type(x) is str and representable(x)) or type(x) is SymStr for x in items):
        return _str_term
    return None


def _latin1(item: bytes) -> Any:
    """A ``bytes`` item as the theory reads it: its latin-1 string."""
    return string(item.decode("latin-1"))


def _int_term(item: int | SymInt) -> Any:
    """An item of a list of ints some of which are symbolic (asttokens' column offsets,
    ``[i for i, c in enumerate(line)] + [len(line)]``): its term."""
    return item.term if isinstance(item, SymInt) else integer(item)


def _str_term(item: str | SymStr) -> Any:
    """An item of a list of strs some of which are symbolic: its term."""
    return item.term if isinstance(item, SymStr) else string(item)


def _value(item: Any) -> Any:
    """The concrete value of an item (a symbolic one's own)."""
    return item.value if type(item) in (SymInt, SymStr) else item


#: what :func:`index_constants` gives for a hole of a table (the item is ``None``; a
#: ``None`` result means "not handled")
HOLE = object()


def _holes(items: list[Any] | tuple[Any, ...]) -> list[tuple[int, int]] | None:
    """The runs ``(first, last)`` of ``None`` items of a table of plain ints with holes
    (at least one of each), or None for another table."""
    if not items or len(items) > MAX_ITEMS or \
            not all(x is None or type(x) is int for x in items):
        return None
    runs: list[tuple[int, int]] = []
    for k, x in enumerate(items):
        if x is not None:
            continue
        if runs and runs[-1][1] == k - 1:
            runs[-1] = (runs[-1][0], k)
        else:
            runs.append((k, k))
    return runs if runs and len(runs) < len(items) and any(x is not None for x in items) \
        else None


def representable(text: str) -> bool:
    """Whether ``text`` is a string of the theory (every character at most U+2FFFF)."""
    return not text or max(text) <= "\U0002ffff"


__all__ = ["HOLE", "MAX_ITEMS", "MAX_TABLE", "index_constants", "representable"]
