"""Programs that branch on what a C function without a model returned
(tests/explore/test_pin_flips.py)."""

import unicodedata


def char_name(s: str) -> str:
    if not s:
        return "empty"
    name = unicodedata.name(s[0], "").encode()  # bytes of 130,000 values: a pin
    if not name:
        return "unnamed"
    if b"DIGIT" in name:
        return "digit"
    if name.startswith(b"LATIN"):
        return "latin"
    return "other"


def name_length(s: str) -> str:
    if len(s) != 1:
        return "not one"
    if len(unicodedata.name(s, "").encode()) > 20:
        return "long name"
    return "short name"
