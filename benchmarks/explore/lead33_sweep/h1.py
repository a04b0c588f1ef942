import datetime
import ipaddress
import re
import shlex
from decimal import Decimal, InvalidOperation
from fractions import Fraction


def password_strength(pw: str) -> str:
    if len(pw) < 8:
        return "short"
    classes = 0
    if re.search(r"[a-z]", pw):
        classes += 1
    if re.search(r"[A-Z]", pw):
        classes += 1
    if re.search(r"\d", pw):
        classes += 1
    if re.search(r"[^A-Za-z0-9]", pw):
        classes += 1
    if classes == 4:
        return "strong"
    if classes >= 2:
        return "medium"
    return "weak"


def log_level(line: str) -> str:
    m = re.match(r"(\d{4})-(\d\d)-(\d\d) (\w+): (.*)", line)
    if not m:
        return "unparsed"
    year, level, msg = int(m.group(1)), m.group(4), m.group(5)
    if year < 2000:
        return "old"
    if level == "ERROR" and "disk" in msg:
        return "disk-error"
    if level in ("WARN", "WARNING"):
        return "warn"
    return "other"


def shell_cmd(cmd: str) -> str:
    try:
        parts = shlex.split(cmd)
    except ValueError:
        return "unbalanced"
    if not parts:
        return "empty"
    if parts[0] == "rm" and "-rf" in parts:
        return "danger"
    if len(parts) > 2:
        return "long"
    return "ok"


def ip_kind(s: str) -> str:
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return "invalid"
    if ip.version == 6:
        return "v6"
    if ip.is_private:
        return "private"
    if ip.is_loopback:
        return "loopback"
    return "public"


def parse_date(s: str) -> str:
    try:
        d = datetime.datetime.strptime(s, "%Y-%m-%d")
    except ValueError:
        return "bad"
    if d.weekday() >= 5:
        return "weekend"
    if d.month == 12 and d.day == 25:
        return "xmas"
    return "weekday"


def money(s: str) -> str:
    try:
        amount = Decimal(s)
    except InvalidOperation:
        return "nan"
    if amount < 0:
        return "negative"
    if amount != amount.quantize(Decimal("0.01")):
        return "sub-cent"
    if amount > 1000:
        return "large"
    return "ok"


def ratio(s: str) -> str:
    try:
        f = Fraction(s)
    except (ValueError, ZeroDivisionError):
        return "bad"
    if f.denominator == 1:
        return "whole"
    if f > 1:
        return "improper"
    return "proper"
