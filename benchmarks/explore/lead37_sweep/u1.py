"""lead37 sweep, file 1: user-style functions over standard-library corners no survey used."""
import http.server
import nntplib
import platform
import plistlib
import pydoc
import xmlrpc.client


def collapsed(path: str) -> str:
    try:
        out = http.server._url_collapse_path(path)
    except IndexError:
        return "escapes root"
    if out == "/":
        return "root"
    if "?" in out:
        return "query"
    if out.endswith("/cgi-bin"):
        return "cgi"
    return "path"


def plist_date(s: str) -> str:
    try:
        d = plistlib._date_from_string(s)
    except (AttributeError, ValueError, TypeError):
        return "invalid"
    if d.month == 2 and d.day == 29:
        return "leap day"
    if d.hour == 0 and d.minute == 0:
        return "midnight"
    return "date"


def synopsis(doc: str) -> str:
    first, rest = pydoc.splitdoc(doc)
    if not first:
        return "no synopsis"
    if rest and rest.startswith("Args"):
        return "documented args"
    if len(pydoc.cram(first, 10)) < len(first):
        return "long synopsis"
    return "short"


def news_date(s: str) -> str:
    try:
        d = nntplib._parse_datetime(s)
    except ValueError:
        return "invalid"
    if d.year < 2000:
        return "old"
    if d.second == 59:
        return "late"
    return "recent"


def news_subject(h: str) -> str:
    try:
        text = nntplib.decode_header(h)
    except (UnicodeDecodeError, LookupError):
        return "undecodable"
    if text != h:
        return "encoded"
    if text.startswith("Re: "):
        return "reply"
    return "plain"


def version_order(a: str) -> str:
    va = platform._comparable_version(a)
    if not va:
        return "empty"
    if va > platform._comparable_version("3.11"):
        return "newer"
    if va == platform._comparable_version("3.11rc1"):
        return "candidate"
    return "older"


def xml_text(s: str) -> str:
    e = xmlrpc.client.escape(s)
    if e == s:
        return "clean"
    if e.count("&") > 2:
        return "heavy"
    if "&lt;" in e and "&gt;" in e:
        return "tag"
    return "escaped"
