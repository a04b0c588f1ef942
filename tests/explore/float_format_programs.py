"""Programs that format numbers read from a string, for
tests/explore/test_explore_float_format.py: the text of ``float(s)`` in fixed-point
notation and its ``str()`` (humanize's ``naturalsize``, jinja2's ``filesizeformat``), and
printf's plain ``%x``/``%X``/``%o`` of an int (ipaddress's hextets), and ``json.dumps``
of a float (its NaN and infinity tests, then ``float.__repr__``), branched on."""

import json


def size_label(s: str) -> str:
    if not (s.isascii() and s.isdigit()) or len(s) > 12:
        return "not a number"
    text = "%.1f" % (float(s) / 1024)
    if text == "2.5":
        return "two and a half"
    if text.endswith(".0"):
        return "whole"
    return "other"


def price_label(s: str) -> str:
    if not (s.isascii() and s.isdigit()) or len(s) > 12:
        return "not a price"
    shown = f"{float(s) / 100:,.2f}"
    if shown == "1,234.99":
        return "that price"
    if len(shown) > 6:
        return "large"
    return "small"


def plain_text(s: str) -> str:
    if not (s.isascii() and s.isdigit()) or len(s) > 6:
        return "not a number"
    if str(float(s)) == "25.0":
        return "twenty-five"
    return "other"


def hex_text(s: str) -> str:
    if not (s.isascii() and s.isdigit()) or len(s) > 6:
        return "not a number"
    n = int(s)
    if "%x" % n == "ff":  # noqa: UP031 (printf is what is tested)
        return "ff"
    if "%X" % n == "1A":  # noqa: UP031
        return "1A"
    if "%o" % n == "17":  # noqa: UP031
        return "17"
    return "other"


def json_text(s: str) -> str:
    if not (s.isascii() and s.isdigit()) or len(s) > 6:
        return "not a number"
    if json.dumps(float(s)) == "25.0":
        return "twenty-five"
    return "other"
