"""Programs reading ``float(s)`` through the classes of brief floats29: the ``g``
formats (``"%g" % x``, ``f"{x:.3g}"``, ``locale.str``'s ``%.12g``) and ``f"{x:,}"``."""

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
