"""The tests folder is put on ``sys.path``: a helper module of one folder is imported by
its folder-qualified name from any other (``from terms.term_strategies import terms``),
whatever order the folders are collected in."""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
