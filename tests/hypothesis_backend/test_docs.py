"""The Python blocks of ``docs/tutorials/hypothesis.md`` run as written (each saved as a
module: the backend rewrites a test from its source file); the page's failing
properties fail with the bug it names, the others pass (slow: each solves flips)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "tutorials" / "hypothesis.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_a_block_of_the_page_runs(index: int, tmp_path: Path) -> None:
    path = tmp_path / f"page_block_{index}.py"
    path.write_text(BLOCKS[index], encoding="utf-8")
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in dir(module):
        if not name.startswith("test_"):
            continue
        test = getattr(module, name)
        if "planted" in BLOCKS[index] or "42" in BLOCKS[index]:
            with pytest.raises((ValueError, AssertionError)) as info:
                test()
            assert "Falsifying example" in "\n".join(getattr(info.value, "__notes__", []))
        else:
            test()
