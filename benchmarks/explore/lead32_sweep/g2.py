import base64
import bisect
import datetime
import json
import re
import urllib.parse


def csv_sum(s: str) -> str:
    try:
        total = sum(int(p) for p in s.split(","))
    except ValueError:
        return "bad"
    if total == 42 and s.count(",") == 2:
        return "answer"
    return "other"


def pal(s: str) -> str:
    if len(s) >= 3 and s == s[::-1] and s[0] != s[1]:
        return "pal"
    return "no"


def nums(s: str) -> str:
    found = re.findall(r"\d+", s)
    if len(found) == 2 and found[0] == found[1]:
        return "twin"
    return "other"


GRADES = [60, 70, 80, 90]


def grade(score: int) -> str:
    return "FDCBA"[bisect.bisect(GRADES, score)]


def date_check(s: str) -> str:
    try:
        d = datetime.datetime.strptime(s, "%Y-%m-%d")
    except ValueError:
        return "bad"
    if d.weekday() == 6 and d.month == 2:
        return "feb-sunday"
    return "other"


def query(s: str) -> str:
    q = urllib.parse.parse_qs(s)
    if q.get("mode") == ["debug"] and "user" in q:
        return "debug"
    return "other"


def jkey(s: str) -> str:
    try:
        v = json.loads(s)
    except ValueError:
        return "bad"
    if isinstance(v, dict) and v.get("n") == 3:
        return "three"
    return "other"


def b64(s: str) -> str:
    try:
        raw = base64.b64decode(s, validate=True)
    except ValueError:
        return "bad"
    if raw == b"hi!":
        return "hi"
    return "other"


def hexmask(s: str) -> str:
    try:
        n = int(s, 16)
    except ValueError:
        return "bad"
    if n & 0xFF == 0x7F and n > 0x1000:
        return "mask"
    return "other"


def zpad(n: int) -> str:
    s = str(n).zfill(5)
    if s.startswith("00") and s.endswith("7"):
        return "padded7"
    return s.center(9, "*")[:2]
