"""Session 35's lead sweep: user-style functions over modules the earlier sets did not use
(fractions, _strptime, decimal, collections.Counter, str.format specs, json.dumps, expandtabs,
int(x, 16), textwrap.dedent, named groups)."""

import json
import re
import textwrap
from collections import Counter
from datetime import datetime
from decimal import Decimal, InvalidOperation
from fractions import Fraction


def ratio_kind(s: str) -> str:
    try:
        f = Fraction(s)
    except (ValueError, ZeroDivisionError):
        return "invalid"
    if f == Fraction(1, 2):
        return "half"
    if f.denominator > 10:
        return "fine"
    if f < 0:
        return "negative"
    return "plain"


def day_kind(s: str) -> str:
    try:
        d = datetime.strptime(s, "%Y-%m-%d")
    except ValueError:
        return "invalid"
    if d.weekday() >= 5:
        return "weekend"
    if d.year < 2000:
        return "old"
    return "weekday"


def money(s: str) -> str:
    try:
        v = Decimal(s)
    except InvalidOperation:
        return "invalid"
    if v.is_nan():
        return "nan"
    if v < 0:
        return "debt"
    if v > 1000:
        return "large"
    return "small"


def color(s: str) -> str:
    h = s.lstrip("#")
    if len(h) != 6:
        return "bad length"
    try:
        n = int(h, 16)
    except ValueError:
        return "not hex"
    r, g, b = n >> 16, (n >> 8) & 0xFF, n & 0xFF
    if r > g and r > b:
        return "reddish"
    if g > b:
        return "greenish"
    return "bluish"


def config_port(s: str) -> str:
    pairs = dict(line.split("=", 1) for line in s.splitlines() if "=" in line)
    if "port" not in pairs:
        return "no port"
    port = pairs["port"].strip()
    if not port.isdigit():
        return "bad port"
    if int(port) > 65535:
        return "out of range"
    return "ok"


def top_char(s: str) -> str:
    if not s:
        return "empty"
    ch, n = Counter(s).most_common(1)[0]
    if n >= 3:
        return "repeated " + ch
    if ch == "x":
        return "x first"
    return "varied"


def mail_parts(s: str) -> str:
    m = re.fullmatch(r"(?P<user>\w+)@(?P<host>[\w.]+)", s)
    if m is None:
        return "invalid"
    parts = m.groupdict()
    if parts["host"].endswith(".org"):
        return "org"
    if len(parts["user"]) > 5:
        return "long user"
    return "other"


def padded(s: str) -> str:
    out = f"{s:>6}|{s:^4}"
    if len(out) > 12:
        return "overflow"
    if out.startswith("  "):
        return "padded"
    return "full"


def dumped(s: str) -> str:
    text = json.dumps({"k": s})
    if "\\u" in text:
        return "escaped unicode"
    if len(text) > 15:
        return "long"
    if '\\"' in text:
        return "quote"
    return "short"


def tabbed(s: str) -> str:
    t = s.expandtabs(4)
    if len(t) > len(s) + 2:
        return "wide tabs"
    if t.endswith(" "):
        return "trailing"
    return "plain"


def dedented(s: str) -> str:
    d = textwrap.dedent(s)
    if d == s:
        return "unchanged"
    if d.startswith("def"):
        return "function"
    return "block"


def total(s: str) -> str:
    try:
        n = sum(int(p) for p in s.split(","))
    except ValueError:
        return "invalid"
    if n == 42:
        return "answer"
    if n > 100:
        return "big"
    return "small"
