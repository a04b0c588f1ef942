"""Session 36's lead sweep, part 2: imaplib, email.utils quoting, textwrap.indent,
wsgiref.headers, url2pathname."""
# ruff: noqa
import email.utils
import imaplib
import textwrap
import urllib.request
import wsgiref.headers


def mail_flags(line: bytes) -> str:
    flags = imaplib.ParseFlags(line)
    if not flags:
        return "none"
    if b"\\Seen" in flags:
        return "seen"
    return "other"


def internal_date(resp: bytes) -> str:
    t = imaplib.Internaldate2tuple(resp)
    if t is None:
        return "invalid"
    if t.tm_year < 2000:
        return "old"
    return "recent"


def quoted_name(name: str) -> str:
    q = email.utils.quote(name)
    if q == name:
        return "plain"
    if email.utils.unquote('"' + q + '"') == name:
        return "round trip"
    return "changed"


def indented(text: str) -> str:
    out = textwrap.indent(text, "> ", lambda line: not line.startswith("#"))
    if out == text:
        return "unchanged"
    if out.startswith("#"):
        return "comment first"
    return "quoted"


def header_value(name: str, value: str) -> str:
    h = wsgiref.headers.Headers([(name, value)])
    got = h.get("content-type")
    if got is None:
        return "missing"
    if got.startswith("text/"):
        return "text"
    return "other"


def local_path(url: str) -> str:
    p = urllib.request.url2pathname(url)
    if p == url:
        return "same"
    if " " in p:
        return "space"
    return "decoded"
