"""The reference pages list what the code has: every statistics key the source counts."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_KEY = re.compile(r"""stats(?:\.count\(|\[)"([a-z_][a-z_.]*)["]""")
#: keys built from a name at run time, and the pattern the page documents them by
_FAMILIES = ("lemma.", "step.", "time.")


def source_keys() -> set[str]:
    keys: set[str] = set()
    for path in (ROOT / "src" / "strsat").rglob("*.py"):
        keys.update(_KEY.findall(path.read_text(encoding="utf-8")))
    return {k for k in keys if not k.startswith(_FAMILIES) or k == "lemma.pruning"}


def test_every_statistics_key_is_documented() -> None:
    page = (ROOT / "docs" / "reference" / "stats.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`([a-z_][a-z_. ]*)`", page))
    keys = source_keys()
    assert keys, "no keys found: the pattern no longer matches the source"
    missing = sorted(keys - documented)
    assert not missing, f"statistics keys missing from docs/reference/stats.md: {missing}"
