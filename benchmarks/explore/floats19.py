# ruff: noqa  (wrappers of library code, kept short)
"""Brief "floats19"'s set (``run_library.py floats19``, issue 38): functions that read a
number with ``float()`` -- a size, a percentage, a duration, a coordinate, a colour
component, a config value, a version -- and branch on its value, written as a user
would around CPython 3.11.7's ``locale`` (``atof``, ``delocalize``), ``configparser``
(``getfloat``) and ``colorsys``; none of them appears in another set of this folder.
"""

import colorsys
import configparser
import locale
import math
import re


def locale_amount(s: str) -> str:
    """``locale.atof`` in the C locale (session 18's unseen trial)."""
    try:
        x = locale.atof(s)
    except ValueError:
        return "bad"
    if x < 0:
        return "negative"
    if x != int(x):
        return "fraction"
    return "big" if x >= 1000 else "whole"


def delocalized_round(s: str) -> str:
    """``locale.delocalize`` then ``float`` and ``round``."""
    text = locale.delocalize(s.strip())
    try:
        x = float(text)
    except ValueError:
        return "bad"
    r = round(x)
    if r == x:
        return "exact"
    return "up" if r > x else "down"


_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([KMG]?)B?")


def size_limit(s: str) -> str:
    """``"1.5GB"``-style sizes, binary units, against a limit."""
    m = _SIZE.fullmatch(s)
    if m is None:
        return "bad"
    value = float(m.group(1))
    unit = {"": 1, "K": 1024, "M": 1024 ** 2, "G": 1024 ** 3}[m.group(2)]
    size = value * unit
    if size > 4 * 1024 ** 3:
        return "too big"
    if size < 1:
        return "empty"
    return "partial" if size != math.floor(size) else "ok"


def percentage(s: str) -> str:
    """``"12.5%"``."""
    if not s.endswith("%"):
        return "no sign"
    try:
        p = float(s[:-1])
    except ValueError:
        return "bad"
    if p < 0 or p > 100:
        return "out of range"
    if p.is_integer():
        return "whole"
    return "low" if p < 50 else "high"


def coordinate(s: str) -> str:
    """``"lat,lon"`` with range checks."""
    parts = s.split(",")
    if len(parts) != 2:
        return "shape"
    try:
        lat, lon = float(parts[0]), float(parts[1])
    except ValueError:
        return "bad"
    if not -90 <= lat <= 90:
        return "lat"
    if not -180 <= lon <= 180:
        return "lon"
    if lat == 0 and lon == 0:
        return "null island"
    return "north" if lat > 0 else "south"


def hsv_color(s: str) -> str:
    """``colorsys.hsv_to_rgb`` of a hue in degrees."""
    try:
        h = float(s)
    except ValueError:
        return "bad"
    if h < 0 or h >= 360:
        return "range"
    r, g, b = colorsys.hsv_to_rgb(h / 360, 1.0, 1.0)
    if r == 1.0:
        return "reddish"
    return "greenish" if g == 1.0 else "bluish"


def config_timeout(s: str) -> str:
    """``ConfigParser.getfloat`` of a timeout."""
    parser = configparser.ConfigParser()
    parser.read_string("[net]\ntimeout = 0\n")
    parser.set("net", "timeout", s)
    try:
        t = parser.getfloat("net", "timeout")
    except ValueError:
        return "bad"
    if t <= 0:
        return "off"
    if math.ceil(t) > 30:
        return "long"
    return "short" if t < 0.5 else "normal"


def python_at_least(s: str) -> str:
    """A version compared as a float (the classic ``"3.10" < "3.9"`` bug, kept)."""
    try:
        v = float(s)
    except ValueError:
        return "bad"
    if v >= 3.6:
        return "modern"
    if int(v) == 2:
        return "legacy"
    return "old"
