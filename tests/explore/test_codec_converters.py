"""``codecs.encode``/``codecs.decode`` under a codec that is no text encoding but written in
Python (``rot13``: str to str) call the codec's function on the value as CPython does
(:func:`strsat.explore.codec_twins._converter`): rewritten, the value stays symbolic.
On main, "a call to _codecs.encode: a symbolic value made concrete", one path."""

from __future__ import annotations

from typing import Any

from explore.helpers import disagreements, explore_source, notes_naming, outcomes

PROGRAM = """
import codecs

def rot(s: str) -> str:
    t = codecs.encode(s, "rot13")
    return "a" if t == "n" else "other"

def rot_bytes(s: str) -> str:
    try:
        codecs.encode(s.encode(), "rot_13")
    except TypeError as e:
        return "type:" + str(e)[:28]
    return "none"
"""


def test_rot13_runs_the_codecs_python(tmp_path: Any) -> None:
    result = explore_source(tmp_path, "rot.py", PROGRAM, "rot", max_paths=6, coverage=False,
                            check_timeout=20.0)
    assert notes_naming(result, "made concrete") == [] and disagreements(result) == []
    assert {("return", "a"), ("return", "other")} <= outcomes(result)


def test_rot13_of_bytes_is_cpythons_wrapped_type_error(tmp_path: Any) -> None:
    result = explore_source(tmp_path, "rot_b.py", PROGRAM, "rot_bytes", max_paths=5,
                            coverage=False)
    assert disagreements(result) == []
    # s.encode() of a lone surrogate raises before the codec is reached
    assert outcomes(result) == {("return", "type:encoding with 'rot_13' codec"),
                                ("raise", "UnicodeEncodeError")}
