"""``RE_CONCAT_EMPTY`` with ``to_int`` values (session 19): regex groups cut a date into
fixed-width fields; a field's value the pattern excludes is refuted for every length of
the rest and every value of an interval at once (one lemma, not one per length or value)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from strsat.cli import main

REGRESSIONS = Path(__file__).resolve().parents[1] / "regressions"


def answer_and_lemmas(name: str) -> tuple[str, int]:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main([str(REGRESSIONS / name), "--stats", "--timeout", "30"]) == 0
    out = buf.getvalue()
    found = re.search(r":lemma\.RE_CONCAT_EMPTY\s+(\d+)", out)
    return out.split()[0], int(found.group(1)) if found else 0


@pytest.mark.parametrize("name", ["re_groups_to_int_unsat.smt2",
                                  "re_groups_to_int_range_unsat.smt2"])
def test_one_lemma_refutes_the_field(name: str) -> None:
    answer, lemmas = answer_and_lemmas(name)
    assert answer == "unsat"
    assert lemmas == 1


def test_twin_keeps_its_model() -> None:
    answer, _ = answer_and_lemmas("re_groups_to_int_sat.smt2")
    assert answer == "sat"
