"""Session 34's lead sweep: user-style functions over standard-library modules the earlier
sweeps did not use (html, base64, urllib.parse's query functions, email.utils, fnmatch,
string.Template, uuid, bisect, itertools, calendar, datetime.fromisoformat, codecs)."""

import base64
import binascii
import bisect
import calendar
import datetime
import email.utils
import fnmatch
import html
import itertools
import string
import urllib.parse
import uuid


def query_page(qs: str) -> str:
    params = urllib.parse.parse_qs(qs)
    if "page" not in params:
        return "no page"
    page = params["page"][0]
    if not page.isdigit():
        return "bad page"
    if int(page) > 100:
        return "far"
    return "near"


def unescaped(s: str) -> str:
    text = html.unescape(s)
    if text == s:
        return "plain"
    if "<" in text:
        return "tag"
    return "entity"


def b64_token(s: str) -> str:
    try:
        raw = base64.b64decode(s, validate=True)
    except (binascii.Error, ValueError):
        return "invalid"
    if len(raw) == 4:
        return "four"
    if raw.startswith(b"\x00"):
        return "zero"
    return "other"


def sender(header: str) -> str:
    name, addr = email.utils.parseaddr(header)
    if not addr:
        return "none"
    if name:
        return "named"
    if addr.endswith(".org"):
        return "org"
    return "bare"


def ignored(path: str) -> str:
    for pattern in ("*.pyc", "build/*", "?.tmp"):
        if fnmatch.fnmatch(path, pattern):
            return pattern
    return "kept"


def greeting(name: str) -> str:
    t = string.Template("Hello $who!")
    out = t.safe_substitute(who=name)
    if len(out) > 12:
        return "long"
    if "$" in out:
        return "dollar"
    return "short"


def uuid_kind(s: str) -> str:
    try:
        u = uuid.UUID(s)
    except ValueError:
        return "invalid"
    if u.version == 4:
        return "v4"
    return "other"


def grade(score: int) -> str:
    i = bisect.bisect([60, 70, 80, 90], score)
    return "FDCBA"[i]


def runs(s: str) -> str:
    groups = [(k, len(list(g))) for k, g in itertools.groupby(s)]
    if not groups:
        return "empty"
    if max(n for _, n in groups) >= 3:
        return "triple"
    if len(groups) == len(s):
        return "distinct"
    return "pairs"


def month_days(year: int, month: int) -> str:
    if not 1 <= month <= 12 or not 1 <= year <= 9999:
        return "invalid"
    _, days = calendar.monthrange(year, month)
    if days == 29:
        return "leap feb"
    if days == 28:
        return "feb"
    return "long" if days == 31 else "short"


def iso_day(s: str) -> str:
    try:
        d = datetime.date.fromisoformat(s)
    except ValueError:
        return "invalid"
    if d.weekday() >= 5:
        return "weekend"
    if d.month == 12:
        return "december"
    return "weekday"


def url_port(url: str) -> str:
    parts = urllib.parse.urlparse(url)
    if parts.scheme not in ("http", "https"):
        return "scheme"
    try:
        port = parts.port
    except ValueError:
        return "bad port"
    if port is None:
        return "default"
    return "custom" if port != 80 else "eighty"


def quoted(s: str) -> str:
    q = urllib.parse.quote(s, safe="")
    if q == s:
        return "safe"
    if "%20" in q:
        return "space"
    return "escaped"


def rot(s: str) -> str:
    import codecs
    r = codecs.encode(s, "rot13")
    if r == s:
        return "fixed"
    if r.startswith("uryyb"):
        return "hello"
    return "other"
