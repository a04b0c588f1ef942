"""``strsat explore`` on code whose own text lies beyond the SMT-LIB alphabet (issue 38):
on main the first such operation raised inside the concolic run ("the concolic run gave
raise ApiValueError(... beyond the SMT-LIB alphabet ...)") and the function was explored
no further."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAM = textwrap.dedent('''
    import re

    TAGS = {"\\U000E0041": "tag", "ab": "two"}


    def lookup(s: str) -> str:
        kind = TAGS.get(s)
        if kind == "two":
            return "two"
        if s in TAGS:
            return "tag"
        return "none"


    def mark(s: str) -> str:
        if s.startswith("x"):
            return "x"
        t = re.sub("[.]", "\\U00030000", s)
        if t == "a\\U00030000":
            return "dot"
        return "other"
''')


def test_a_table_keyed_beyond_the_alphabet_is_decided_exactly(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "beyond.py", PROGRAM, "lookup")
    assert {("return", "two"), ("return", "none")} <= outcomes(result)
    assert not result.summary.notes, result.summary.notes  # no pin: never equal


def test_text_beyond_the_alphabet_runs_concretely_with_a_note(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "beyond.py", PROGRAM, "mark")
    assert {("return", "x"), ("return", "other")} <= outcomes(result)
    assert not notes_naming(result, "concolic run"), result.summary.notes
    assert notes_naming(result, "re.sub with text beyond U+2FFFF"), result.summary.notes
