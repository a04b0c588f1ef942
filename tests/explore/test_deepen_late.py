"""Issue 38: two ways a search ended "exhausted" early.  A branch of the explored code
refuted only under prefixes a loop bound cut (every input of at most four characters)
keeps the loop bound deepening (:meth:`Search._deepen`, ``cut_refuted``), though it is
refuted :data:`REFUTED_LIMIT` times and so off the frontier.  A flip ranked below the near
ones whose tenth of the check's work ran out is retried with the whole check once no
other flip is left (:meth:`Search._late`), not dropped."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import explore_source, outcomes

SWAP = textwrap.dedent('''
    TABLE = str.maketrans("ab", "ba")

    def swap(s: str) -> str:
        t = s.translate(TABLE)
        return "five" if t == "baaab" else "other"
''')


def test_a_test_refuted_within_the_loop_bound_deepens_it(tmp_path: Path) -> None:
    # ``str.translate`` decides one character per iteration at one site: every flip of
    # the test is refuted under inputs of up to four characters; on base the search
    # stopped "exhausted" after 5 paths, ``bounded`` naming the cut site
    result = explore_source(tmp_path, "swap.py", SWAP, "swap", max_paths=12,
                            check_timeout=5.0, reproducible=True)
    assert ("return", "five") in outcomes(result), outcomes(result)
    assert result.summary.deepened >= 1


HEX = textwrap.dedent('''
    def hex2(s: str) -> str:
        try:
            return "two" if len(bytes.fromhex(s)) == 2 else "other"
        except ValueError:
            return "bad"
''')


@pytest.mark.slow
def test_a_low_ranked_flip_that_ran_out_is_retried_whole(tmp_path: Path) -> None:
    # ``bytes.fromhex``'s length split (a layer's own case, ranked last) ran out of its
    # tenth of the work and was dropped: base ended "exhausted" after 3 paths.  Slow:
    # about 5 s of CPU (two whole checks of 5 s of work; with 4 s it only just gets there)
    result = explore_source(tmp_path, "hex2.py", HEX, "hex2", max_paths=4,
                            check_timeout=5.0, reproducible=True)
    assert ("return", "two") in outcomes(result), outcomes(result)
    assert result.summary.retried >= 1
