"""The classes the ninth survey took (issue 38; benchmarks/explore/2026-12-03-survey9.md):
``ord()`` of a one-byte ``bytes`` (urllib3's ``_encode_invalid_chars``: on main CPython's
``ord`` saw the layer's bytes and raised where the plain run did not, every run off its
path) and printf's ``%c`` of a symbolic value (``datetime._parse_isoformat_time``'s
error message: on main made concrete with a note), :mod:`strsat.python.char_codes`; and
``x in (a, b, c)`` over a tuple or list as one decision (``len(tzstr) in (0, 1, 3)``:
on main one decision per item, all on one site, so that "none of them" was no branch of
its own to the search), :mod:`strsat.python.membership`."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAMS = textwrap.dedent('''
    def escape(data: bytes) -> str:
        out = []
        for i in range(len(data[:3])):
            byte = data[i:i + 1]
            code = ord(byte)
            if code < 128 and byte != b"%":
                out.append(byte.decode())
                continue
            out.append("%" + hex(code)[2:].upper())
        text = "".join(out)
        if text == "%FFa":
            return "high"
        return "other"


    def whole(data: bytes) -> str:
        try:
            code = ord(data[:2])
        except TypeError:
            return "not one"
        if code == 0x7E:
            return "tilde"
        return "one"


    def separator(text: str) -> str:
        if len(text) > 2 and text[2] != ":":
            message = "Invalid time separator: %c" % text[2]
            if message.endswith("/"):
                return "slash"
            raise ValueError(message)
        return "ok"


    def zone(text: str) -> str:
        n = len(text[:5])
        if n in (0, 1, 3):
            return "malformed"
        if text[:1] in ["+", "-", None, 7]:
            return "signed"
        if text[1:2] not in (text[:1], "Z"):
            return "mixed"
        return "other"
''')


def test_ord_of_one_symbolic_byte(tmp_path) -> None:  # noqa: ANN001
    # main: "the concolic run gave raise TypeError('ord() expected string of length 1,
    # but SymBytes found')" on every input; "high" unseen
    result = explore_source(tmp_path, "survey9.py", PROGRAMS, "escape")
    assert {("return", "high"), ("return", "other")} <= outcomes(result)
    assert not notes_naming(result, "concolic run", "made concrete"), result.summary.notes


def test_ord_of_bytes_of_another_length_raises_as_cpython(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "survey9.py", PROGRAMS, "whole")
    assert {("return", "not one"), ("return", "tilde"), ("return", "one")} <= outcomes(result)
    assert not notes_naming(result, "concolic run", "made concrete"), result.summary.notes


def test_percent_c_of_a_symbolic_character(tmp_path) -> None:  # noqa: ANN001
    # main: "printf-style formatting: a symbolic value made concrete", "slash" unseen
    result = explore_source(tmp_path, "survey9.py", PROGRAMS, "separator")
    assert {("return", "ok"), ("return", "slash"), ("raise", "ValueError")} <= outcomes(result)
    assert not notes_naming(result, "printf-style"), result.summary.notes


def test_membership_in_a_tuple_is_one_decision(tmp_path) -> None:  # noqa: ANN001
    # main: `n in (0, 1, 3)` three decisions on its line, `in [...]` one per item
    result = explore_source(tmp_path, "survey9.py", PROGRAMS, "zone")
    want = {("return", r) for r in ("malformed", "signed", "mixed", "other")}
    assert want <= outcomes(result)
    first = min(line for e in result.examples for line, _, _ in e.branches)
    for e in result.examples:
        lines = [line for line, _, _ in e.branches]
        for line in set(lines):
            assert lines.count(line) <= 2, (e.args, e.branches)  # text[:5] and the test
        assert lines.count(first + 1) <= 1, (e.args, e.branches)
