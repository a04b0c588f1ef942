"""The tests folder is put on ``sys.path``: a helper module of one folder is imported by
its folder-qualified name from any other (``from terms.term_strategies import terms``),
whatever order the folders are collected in."""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

# explored modules' rewritten code is not cached on disk during the tests (a run must
# not leave files under ~/.cache; tests/explore/test_codecache.py turns it on in a
# temporary folder)
import os  # noqa: E402

os.environ.setdefault("STRSAT_EXPLORE_CACHE", "")
