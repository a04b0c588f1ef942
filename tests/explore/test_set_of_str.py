"""``S.intersection(s)`` and ``S.difference(s)`` of a set of characters and a symbolic
string decide, for each member, whether it is a character of ``s`` (one decision a member,
``strsat.python.set_relations.is_character_of``) instead of iterating ``s``, which made
its length concrete (botocore's ``UNSAFE_URL_CHARS.intersection(url)``)."""

from __future__ import annotations

from explore.helpers import explore_source, notes_naming, outcomes

SOURCE = '''
UNSAFE = frozenset("\\t\\r\\n")
DIGITS = {"1", "2", 3}


def unsafe(url: str) -> str:
    if UNSAFE.intersection(url):
        return "unsafe"
    missing = DIGITS.difference(url)
    if missing == {3}:
        return "both digits"
    if "1" in missing and "2" not in missing:
        return "only 2"
    return "other"
'''


def test_members_are_decided_without_iterating(tmp_path: object) -> None:
    result = explore_source(tmp_path, "set_of_str.py", SOURCE, "unsafe")
    assert {("return", "unsafe"), ("return", "both digits"), ("return", "only 2"),
            ("return", "other")} <= outcomes(result)
    assert not notes_naming(result, "made concrete", "run concretely"), result.summary.notes
