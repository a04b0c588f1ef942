"""An outcome refuted by the layer's own splits of the same operation is reached by
flipping the first of them (:meth:`strsat.explore.flipping.Flipping._promote`,
:meth:`~strsat.explore.flipping.Flipping._operation_splits`): ``int(year)`` not raising,
after ``year`` was found to be no numeral in any of ``int()``'s forms."""

from __future__ import annotations

import textwrap
from typing import Any

from explore.helpers import explore_source, outcomes

SOURCE = textwrap.dedent('''
    def year_of(s: str) -> str:
        words = s.split()
        if len(words) < 3:
            return "short"
        day, month, year = words[0], words[1], words[2]
        if not day.isdigit():
            return "day"
        if month not in ("Jan", "Feb", "Mar", "Apr"):
            return "month"
        if year.endswith(","):
            year = year[:-1]
        zone = words[3] if len(words) > 3 else ""
        if zone.startswith("+") or zone.startswith("-"):
            zone = zone[1:]
        try:
            y = int(year)
        except ValueError:
            return "no year"
        return "old" if y < 2000 else "recent"
''')


def test_int_not_raising_is_reached_through_its_first_form(tmp_path: Any) -> None:
    # the run that reached ``int(year)`` raised; the flip to "no ValueError" is refuted by
    # int()'s own splits (no numeral of any form), which rank with the covered sides;
    # promoted, the plain-digits form gives a year at path 8 (16 before)
    result = explore_source(tmp_path, "year_of.py", SOURCE, "year_of", max_paths=12,
                            check_timeout=10.0, coverage=False)
    got = outcomes(result)
    assert ("return", "old") in got
    assert ("return", "recent") in got
