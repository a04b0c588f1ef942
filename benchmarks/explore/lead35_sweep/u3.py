"""Session 35's lead sweep, third file: translate tables, UTF-8 lengths, enums by value,
named tuples, calendar names, timedelta, group references, getaddresses, urlsafe base64,
casefold, Template.safe_substitute."""

import base64
import calendar
import enum
import re
from collections import namedtuple
from datetime import timedelta
from email.utils import getaddresses
from string import Template


def no_vowels(s: str) -> str:
    t = s.translate(str.maketrans("", "", "aeiou"))
    if t == s:
        return "none"
    if not t:
        return "all vowels"
    if len(t) * 2 < len(s):
        return "mostly vowels"
    return "some"


def utf8_size(s: str) -> str:
    n = len(s.encode("utf-8"))
    if n == len(s):
        return "ascii"
    if n > 2 * len(s):
        return "wide"
    return "mixed"


class Level(enum.Enum):
    LOW = "low"
    HIGH = "high"
    MAX = "max"


def level(s: str) -> str:
    try:
        lv = Level(s.strip().lower())
    except ValueError:
        return "unknown"
    if lv is Level.MAX:
        return "maximum"
    return lv.name


Point = namedtuple("Point", "x y")


def point(s: str) -> str:
    try:
        p = Point._make(s.split(","))
    except TypeError:
        return "wrong arity"
    if p.x == p.y:
        return "diagonal"
    if p.x.isdigit() and p.y.isdigit():
        return "numeric"
    return "named"


def month_number(s: str) -> str:
    names = [m.lower() for m in calendar.month_name]
    if s.lower() not in names or not s:
        return "invalid"
    n = names.index(s.lower())
    if n > 6:
        return "second half"
    return "first half"


def duration(s: str) -> str:
    if not s.isdigit():
        return "invalid"
    td = timedelta(seconds=int(s))
    text = str(td)
    if td.days:
        return "days"
    if text.startswith("0:00"):
        return "seconds"
    return "hours"


def swap_mail(s: str) -> str:
    out = re.sub(r"(\w+)@(\w+)", r"\2 at \1", s)
    if out == s:
        return "no address"
    if out.startswith("example at"):
        return "example"
    return "swapped"


def recipients(s: str) -> str:
    pairs = getaddresses([s])
    addrs = [a for _, a in pairs if a]
    if not addrs:
        return "none"
    if len(addrs) > 1:
        return "several"
    if addrs[0].endswith("@example.com"):
        return "example"
    return "one"


def token(s: str) -> str:
    t = base64.urlsafe_b64encode(s.encode()).rstrip(b"=")
    if b"-" in t or b"_" in t:
        return "url chars"
    if len(t) > 8:
        return "long"
    return "short"


def same_word(a: str, b: str) -> str:
    if a == b:
        return "identical"
    if a.casefold() == b.casefold():
        return "case only"
    return "different"


def greeting(s: str) -> str:
    text = Template(s).safe_substitute(name="Ada")
    if text == s:
        return "no placeholder"
    if "Ada" in text and text.startswith("Hi"):
        return "greets"
    return "other"
