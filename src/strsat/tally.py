"""A count per key that reads 0 for an absent key (issue 39: start-up).

The counters of a plain run (``--stats``' counters, the rewrite rules' counts) need
only ``counts[key] += 1`` and reads; :class:`collections.Counter` gives that at the
price of importing :mod:`collections` (about 6M instructions, with ``keyword``,
``operator`` and ``reprlib``), which nothing else on a plain run's path needs.
"""

from __future__ import annotations

from strsat.static import TypeVar

K = TypeVar("K")


class Tally(dict[K, int]):
    """A :class:`dict` of counts: an absent key reads 0 and is not inserted by the
    read (as :class:`collections.Counter`); ``tally[key] += n`` counts."""

    __slots__ = ()

    def __missing__(self, key: K) -> int:
        return 0
