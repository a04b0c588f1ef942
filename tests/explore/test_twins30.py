"""C classes' pure twins constructed from symbolic data (issue 38;
benchmarks/explore/2026-12-06-twins30.md).

1. ``collections.OrderedDict([(s, 1)])`` raised ``ReferenceError`` in the concolic run:
   the twin module (``collections`` executed again) pairs each class it made with the
   public module's class of that name taken for a C class, and ``collections._Link``
   (slots, no method) passed for one.  Its objects then stood for C objects, and
   ``weakref.proxy(self.__hardroot)`` in the pure ``__new__`` was given a rebuilt copy:
   a proxy dead at once.  A class the module's own source makes is no twin
   (``twins._own_class``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

ORDERED = textwrap.dedent('''
    import collections


    def pairs(s: str) -> int:
        d = collections.OrderedDict([(s, 1), ("b", 2)])
        return 1 if "a" in d else len(d)
    ''')


def test_an_ordered_dict_made_of_symbolic_pairs_keeps_its_links(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "t30_ordered.py", ORDERED, "pairs", max_paths=10)
    assert outcomes(result) == {("return", 1), ("return", 2)}, outcomes(result)
    assert not result.summary.notes, result.summary.notes
