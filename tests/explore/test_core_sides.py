"""A refutation says nothing of a run that took the other side of a decision in its unsat
core (:meth:`strsat.explore.flipping.Flipping._promote`, the ``chosen`` sides of
:meth:`strsat.explore.ranking.Ranking._spared`)."""

from __future__ import annotations

import textwrap
from typing import Any

from explore.helpers import explore_source, outcomes

SOURCE = textwrap.dedent('''
    import textwrap


    def dedented(s: str) -> str:
        d = textwrap.dedent(s)
        if d == s:
            return "unchanged"
        if d.startswith("def"):
            return "function"
        return "block"
''')


def test_a_flip_refuted_on_runs_without_an_indented_line_is_asked_on_one_with(
        tmp_path: Any) -> None:
    # ``startswith("def")`` is refuted twice after runs where dedent's ``findall`` found
    # no indented line (the core: that decision); the run of ``" a"`` found one, and its
    # flip to the branch was ranked with the covered branches, behind slow checks
    result = explore_source(tmp_path, "dedented_text.py", SOURCE, "dedented", max_paths=12,
                            check_timeout=10.0)
    assert ("return", "function") in outcomes(result)
