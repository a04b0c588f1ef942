"""``experiments/regex_automata.py``: the regexdiff seeds (paper 000 exp. 1 / paper 004
Fig. 7) and longstr (paper 000 exp. 2) through the automata layer: answers match the
manifest, witnesses are checked."""

from __future__ import annotations

import csv
import importlib.util
import sys
from pathlib import Path

import pytest

from strsat.regex import BITMAPS, INTERVALS
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.regex.lazy import lazy_difference

_PATH = Path(__file__).resolve().parents[2] / "experiments" / "regex_automata.py"
_spec = importlib.util.spec_from_file_location("regex_automata", _PATH)
assert _spec is not None and _spec.loader is not None
experiments = importlib.util.module_from_spec(_spec)
sys.modules["regex_automata"] = experiments
_spec.loader.exec_module(experiments)
DEFAULT_BENCH = experiments.DEFAULT_BENCH
load_regexdiff = experiments.load_regexdiff
load_regexdiff_python = experiments.load_regexdiff_python
longstr = experiments.longstr

FOLDER = DEFAULT_BENCH / "seeds" / "regexdiff"
pytestmark = pytest.mark.skipif(not FOLDER.exists(), reason="shared benchmarks not present")


def _expected() -> dict[tuple[int, int], str]:
    out = {}
    with open(FOLDER / "manifest.csv") as f:
        for row in csv.DictReader(f):
            name = row["instance"]  # regexdiff_rII_rJJ.smt2
            i, j = int(name[11:13]), int(name[15:17])
            out[(i - 1, j - 1)] = row["expected"]
    return out


@pytest.mark.parametrize("alg", [INTERVALS, BITMAPS], ids=lambda a: a.name)
def test_regexdiff_lazy_difference(alg) -> None:
    nfas = [build(r, alg) for r in load_regexdiff()]
    expected = _expected()
    assert len(expected) == 100
    for (i, j), want in expected.items():
        res = lazy_difference(nfas[i], nfas[j])
        assert ("unsat" if res.empty else "sat") == want, (i, j)
        if not res.empty:
            assert accepts(nfas[i], res.witness) and not accepts(nfas[j], res.witness)


def test_python_front_end_reads_the_original_regexes() -> None:
    rs = load_regexdiff_python()
    a = build(rs[1])  # r2 = emaillist, with Unicode \w
    assert accepts(a, "john.doe@example.com, a@b.c")
    assert accepts(a, "j\u00f6rg@b\u00fccher.de")  # Unicode word characters
    assert not accepts(a, "john@")


def test_longstr_runs(capsys) -> None:
    longstr(12, [INTERVALS], report=(12,))
    out = capsys.readouterr().out
    assert "| intervals | 12 |" in out
