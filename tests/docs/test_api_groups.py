"""The API reference page lists every public name once (tools/docs_hooks.py's groups)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import strsat

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import docs_hooks  # noqa: E402


def test_every_api_name_is_in_exactly_one_group() -> None:
    listed = Counter(n for names in docs_hooks.api_groups().values() for n in names)
    assert set(listed) == set(strsat.API_NAMES)
    assert [n for n, k in listed.items() if k > 1] == []
