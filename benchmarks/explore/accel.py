"""Small functions that validate their input with a C accelerator of the standard library
and branch on the result (brief "twins", issue 38 item 1): strsat explore on main (the C
function pins the input, or a hand-listed twin) and with the pure-Python twins found from
the modules' sources, beside CrossHair at the same budget.  Not a test.

    python benchmarks/explore/accel.py --budget 10 --ladder 10 --out /tmp/accel.jsonl
"""

from __future__ import annotations

import datetime
import decimal
import json
import os
import quopri
import sys


def json_config(document: str) -> str:
    try:
        config = json.loads(document)
    except json.JSONDecodeError as error:
        return "syntax" if error.pos > 0 else "empty"
    if not isinstance(config, dict):
        return "not an object"
    if "name" not in config:
        return "no name"
    return "ok"


def json_roundtrip(text: str) -> str:
    encoded = json.dumps({"value": text})
    if json.loads(encoded)["value"] != text:
        return "lossy"
    if "\\u" in encoded:
        return "escaped"
    return "plain"


def iso_date(text: str) -> str:
    try:
        day = datetime.date.fromisoformat(text)
    except ValueError:
        return "invalid"
    if day.month == 12:
        return "december"
    if day.weekday() >= 5:
        return "weekend"
    return "weekday"


def iso_datetime(text: str) -> str:
    try:
        moment = datetime.datetime.fromisoformat(text)
    except ValueError:
        return "invalid"
    return "aware" if moment.tzinfo is not None else (
        "morning" if moment.hour < 12 else "later")


def deadline(year: int, month: int, day: int, days: int) -> str:
    try:
        start = datetime.date(year, month, day)
        end = start + datetime.timedelta(days=days)
    except (ValueError, OverflowError):
        return "invalid"
    if end.year > start.year:
        return "next year"
    return "same year"


def amount(text: str) -> str:
    try:
        value = decimal.Decimal(text)
    except decimal.InvalidOperation:
        return "not a number"
    if not value.is_finite():
        return "special"
    if value < 0:
        return "negative"
    if value > decimal.Decimal("1000"):
        return "large"
    return "small"


def rounded(text: str) -> str:
    try:
        value = decimal.Decimal(text).quantize(decimal.Decimal("0.01"))
    except decimal.InvalidOperation:
        return "invalid"
    if value == 0:
        return "zero"
    return "cents" if value.as_tuple().exponent == -2 else "other"


def qp_line(data: bytes) -> str:
    decoded = quopri.decodestring(data)
    if decoded == data:
        return "unchanged"
    if b"=" in data:
        return "escaped"
    return "other"


NAMES = ("json_config", "json_roundtrip", "iso_date", "iso_datetime", "deadline", "amount",
         "rounded", "qp_line")

if __name__ == "__main__":
    HERE = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.dirname(HERE))
    import explore_crosshair as harness

    harness.EXAMPLES = HERE
    harness.PROGRAMS = [(n, "accel.py", n) for n in NAMES]
    harness.main()
