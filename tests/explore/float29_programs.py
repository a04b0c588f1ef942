"""Programs reading ``float(s)`` through the classes of brief floats29: the ``g``
formats (``"%g" % x``, ``f"{x:.3g}"``, ``locale.str``'s ``%.12g``), ``f"{x:,}"``, two
quotients of ints compared, and a quotient's steps read by ``int()``."""

import math


def _finite(s: str) -> float | str:
    """The float of ``s``, or the outcome of a string that is none or no finite one."""
    try:
        x = float(s)
    except ValueError:
        return "bad"
    return x if math.isfinite(x) else "special"


def general(s: str) -> str:
    x = _finite(s)
    if isinstance(x, str):
        return x
    text = "%.1g" % x  # noqa: UP031 - printf's path
    if "e" in text:
        return "exponent"
    return "fraction" if "." in text else "integer"


def grouped(s: str) -> str:
    x = _finite(s)
    if isinstance(x, str):
        return x
    text = f"{x:,}"  # (humanize's intcomma of a float: repr's digits, grouped)
    if "e" in text:
        return "exponent"
    return "thousands" if "," in text else "plain"


def closer(s: str) -> str:
    """Two difflib-like ratios ``2.0 * M / T`` compared with each other."""
    first = 2.0 * s.count("a") / (len(s) + 4)
    second = 2.0 * s.count("b") / (len(s) + 2)
    if first > second:
        return "first"
    return "same" if first == second else "second"


def channel(s: str) -> str:
    """Pillow's ``ImageColor.getrgb`` on ``rgb(s%, ...)``: a percentage to 0..255."""
    if not s.isdigit() or len(s) > 3:
        return "bad"
    value = int((int(s) * 255) / 100.0 + 0.5)
    if value > 255:
        return "over"
    return "full" if value == 255 else "half" if value == 128 else "other"
