"""``collections.deque`` holding symbolic values (issue 38, brief "leftovers38" class 1).

CPython's ``deque`` is C code, but a container: its methods store, move and hand back
the objects they are given and never read them, except the four that compare an item
with the stored ones (``x in d``, ``d.count(x)``, ``d.index(x)``, ``d.remove(x)``:
``item is x or item == x``, each ``==`` made a ``bool``).  So the explorer's runtime
treats it as it treats a ``list`` (``Runtime.own``): ``append``, ``appendleft``,
``extend``, ``extendleft``, ``insert``, ``pop``, ``popleft``, ``rotate``, ``d[i]`` with a
plain index, iteration, ``copy``, ``reverse``, ``clear`` take and return symbolic values
as they are (before, each call given one made it concrete, with a note:
``email.feedparser``'s ``BufferedSubFile.push`` lost its lines at ``deque.extend``).

The comparing methods: ``x in d`` is ``x in list(d)``, one formula
(:func:`strsat.python.membership.contains_in_sequence`); ``count`` is CPython's own (a
decision per item, the values kept); ``index`` and ``remove`` are CPython's loop with a
decision per item (:func:`index`), raising ``ValueError`` with CPython's message, built
from the item's concrete text so that a miss pins nothing (the C method would ask the
symbolic item for its ``repr``).  A symbolic index or ``maxlen`` goes through
``__index__``: made concrete, with a note.
"""

from __future__ import annotations

import collections
import sys
from typing import Any

#: the ``deque`` methods modelled here (the others take symbolic values as they are)
MODELLED = frozenset({"index", "remove"})


def index(d: collections.deque[Any], item: Any, start: Any = 0, stop: Any = sys.maxsize,
          *, plain: Any) -> Any:
    """``d.index(item[, start[, stop]])``: the first position from ``start`` whose item
    is ``item`` or equals it (a decision per item), else CPython's ``ValueError``
    (``plain`` gives the item's concrete value for the message)."""
    if type(start) is not int or type(stop) is not int:
        return d.index(item, start, stop)  # CPython's (a symbolic bound: its __index__)
    n = len(d)
    # CPython's deque_index: negative bounds count from the end, then clamp to [0, n]
    lo = max(start + n, 0) if start < 0 else min(start, n)
    hi = max(stop + n, 0) if stop < 0 else min(stop, n)
    for i in range(lo, hi):
        candidate = d[i]
        if candidate is item or candidate == item:
            return i
    raise ValueError(f"{plain(item)!r} is not in deque")


def remove(d: collections.deque[Any], item: Any, *, plain: Any) -> None:
    """``d.remove(item)``: the first item that is ``item`` or equals it deleted, else
    CPython's ``ValueError`` (as :func:`index`)."""
    del d[index(d, item, plain=plain)]


def method(d: collections.deque[Any], name: str, plain: Any) -> Any:
    """The model of ``d.name`` (``name`` in :data:`MODELLED`)."""
    if name == "index":
        return lambda *a: index(d, *a, plain=plain)
    return lambda item: remove(d, item, plain=plain)


__all__ = ["MODELLED", "index", "method", "remove"]
