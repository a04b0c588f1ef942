"""Programs reading ``float(s)`` of literals beyond the decimal model (brief floats27):
``nan``/``inf`` words, long digit strings, other scripts' digits
and its ``e`` formats (``test_explore_float_beyond.py``)."""

import math


def kind(s: str) -> str:
    try:
        x = float(s)
    except ValueError:
        return "bad"
    if x != x:
        return "nan"
    if math.isinf(x):
        return "-inf" if x < 0 else "+inf"
    if abs(x) > 1e6:
        return "big"
    if int(x) == 0:
        return "small"
    return "other"


def whole(s: str) -> str:
    try:
        n = int(float(s))
    except OverflowError:
        return "overflow"
    except ValueError:
        return "not a number"
    return "zero" if n == 0 else "number"


def script(s: str) -> str:
    try:
        x = float(s)
    except ValueError:
        return "bad"
    if s.isascii():
        return "ascii"
    if math.isnan(x):
        return "nan word"
    return "zero" if x == 0 else "other digits"



def scientific(s: str) -> str:
    try:
        x = float(s)
    except ValueError:
        return "bad"
    if not math.isfinite(x):
        return "special"
    mantissa, exponent = "{:.2e}".format(x).split("e")  # noqa: UP032 - str.format's path
    if int(exponent) > 2:
        return "large"
    return "one and a half" if mantissa == "1.50" else "other"


def milli(s: str) -> str:
    try:
        x = float(s) / 1000
    except ValueError:
        return "bad"
    text = "%.1e" % x  # noqa: UP031 - printf's path
    return "milli" if text.endswith("e-03") else "other"


def ratio(s: str) -> str:
    try:
        x = float(s)
    except ValueError:
        return "bad"
    if not math.isfinite(x):
        return "special"
    num, den = x.as_integer_ratio()
    if den == 1:
        return "seven" if num == 7 else "whole"
    return "fraction"
