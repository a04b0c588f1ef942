"""Programs for test_numbers22.py, shaped like library code that parses a number from
text and computes with it (issue 38, brief numbers22): fixed-point conversion with
``floor(v + 0.5)``, byte sizes with unit multipliers, percentages scaled to 0..255,
durations split by ``math.modf``, scientific notation, whole-number checks."""

import math
import re

_UNITS = {"b": 1, "k": 1000, "kb": 1000, "ki": 1024, "kib": 1024, "m": 10 ** 6,
          "mib": 1 << 20}
_SIZE = re.compile(r"^\s*(\d*\.?\d+)\s*(\w+)?", re.IGNORECASE)


def _round_half_up(value: float) -> int:
    return int(math.floor(value + 0.5))


def to_fixed(text: str) -> object:
    # a fixed-point converter: a float in 2.14 format, rounded half up
    try:
        value = float(text)
    except ValueError:
        return None
    fixed = _round_half_up(value * (1 << 14))
    if fixed > 1 << 14:
        return "over one"
    if fixed < 0:
        return "negative"
    if fixed == 1 << 13:
        return "one half"
    return "fraction"


def byte_count(text: str) -> object:
    # a size parser: a decimal scalar and a unit, truncated to whole bytes
    match = _SIZE.match(text)
    if match is None:
        return "invalid"
    scalar, unit = match.groups()
    mult = _UNITS.get((unit or "b").lower())
    if mult is None:
        return "unit"
    size = int(float(scalar) * mult)
    if size >= 1 << 20:
        return "mebibytes"
    if size >= 1000:
        return "kilobytes"
    if size == 0:
        return "empty"
    return "bytes"


def channel(text: str) -> object:
    # a color parser: "50%" scaled to a channel of 0..255
    if not text.endswith("%"):
        return None
    try:
        percent = float(text[:-1])
    except ValueError:
        return None
    value = round(percent / 100 * 255)
    if value > 255:
        return "clipped"
    if value < 128:
        return "dark"
    return "light"


def seconds(text: str) -> object:
    # a duration parser: "1.5h", the whole seconds and whether they fill a day
    if text[-1:] not in ("h", "m"):
        return None
    try:
        amount = float(text[:-1]) * (3600 if text[-1] == "h" else 60)
    except ValueError:
        return None
    whole = math.modf(amount)[1]
    if whole >= 86400:
        return "days"
    if amount.is_integer():
        return "whole"
    return "part"


def scientific(text: str) -> object:
    # a measurement in scientific notation, compared in micro units
    try:
        value = float(text)
    except ValueError:
        return None
    micros = math.ceil(value * 1e6)
    if micros > 1000:
        return "milli"
    if micros >= 1:
        return "micro"
    return "small"


def percent_of(text: str, total: str) -> object:
    # a ratio against a symbolic whole number
    if not total.isdigit():
        return None
    try:
        share = float(text) * 100
    except ValueError:
        return None
    limit = int(total)
    if share > limit:
        return "over"
    if share == limit:
        return "equal"
    return "under"
