"""A model handed a library's function gives it back as the program's own function: a
Pratt parser's ``getattr(self, '_nud_' + kind, self._error)`` with a symbolic ``kind``
(jmespath's parser) returned the runtime's trampoline around ``self._error``, and the
program's call of it was "a call to strsat.explore.runtime.Runtime._handed.<locals>.
<lambda>: a symbolic value made concrete"."""

from __future__ import annotations

from typing import Any

from explore.helpers import importable_tree, notes_naming

PARSER = """
class Parser:
    def parse(self, kind):
        handler = getattr(self, "_nud_" + kind, self._error)
        return handler(kind)

    def _nud_num(self, kind):
        return "number"

    def _error(self, kind):
        return "error:" + kind[:2]
"""

USER = """
from handed_parser import Parser

def parse(s: str) -> str:
    return Parser().parse(s)
"""


def test_a_default_handed_to_getattr_is_the_programs_function(tmp_path: Any) -> None:
    from strsat.explore import explore_file

    with importable_tree(tmp_path, {}, {"handed_parser": PARSER, "handed_user": USER}):
        result = explore_file(str(tmp_path / "handed_user.py"), "parse", timeout=None,
                              max_paths=12, coverage=False, check_timeout=300.0)
    assert notes_naming(result, "<lambda>", "made concrete") == []
    values = {e.value for e in result.examples if e.outcome == "return"}
    assert "number" in values and any(v.startswith("error:") for v in values)
