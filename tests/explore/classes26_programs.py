"""Small programs for the classes of brief classes26 (issue 38): each is one class seen on
library code (see tests/explore/test_classes26.py), written here without the library."""

from __future__ import annotations

import base64
import binascii


def mime_body(s: str) -> str:
    """``email.base64mime.body_decode``/``b64decode`` without ``validate``: a body whose
    lines end with a line break -- never canonical base64."""
    try:
        data = base64.b64decode(s + "\n")
    except binascii.Error:
        return "bad"
    if data == b"ok":
        return "ok"
    if data[:1] == b"\x89":
        return "png"
    return "other"


def wheel_name(filename: str) -> str:
    """packaging's ``parse_wheel_filename``: the dashes counted, then a split with a
    maxsplit that depends on the count (a build tag when there are five parts)."""
    if not filename.endswith(".whl"):
        return "not a wheel"
    dashes = filename.count("-")
    if dashes not in (4, 5):
        return "wrong parts"
    parts = filename.split("-", dashes - 2)
    if len(parts[0]) == 0:
        return "no name"
    if dashes == 5 and not parts[2][:1].isdigit():
        return "bad build"
    if "-" in parts[-1] and parts[-1].startswith("py3"):
        return "py3 tag"
    return "other"


def last_fields(line: str, keep: int) -> str:
    """``rsplit`` with a maxsplit from the input."""
    if not 0 <= keep <= 3:
        return "out of range"
    fields = line.rsplit(":", keep)
    if len(fields) == keep + 1 and fields[0] == "root":
        return "root head"
    if len(fields) <= keep:
        return "short"
    return "full"
