"""Session 36's lead sweep: user-style functions over stdlib corners no earlier survey or
sweep used (ftplib, smtplib, imaplib, ElementPath, capwords, parse_http_list, cgi)."""
# ruff: noqa
import ftplib
import smtplib
import string
import urllib.request
import warnings
import xml.etree.ElementPath as ElementPath

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    import cgi


def passive_port(reply: str) -> str:
    try:
        host, port = ftplib.parse227(reply)
    except ftplib.Error:
        return "error"
    if port == 21:
        return "control"
    if host.startswith("10."):
        return "private"
    return "public"


def created_dir(reply: str) -> str:
    try:
        d = ftplib.parse257(reply)
    except ftplib.Error:
        return "error"
    if not d:
        return "empty"
    if d.startswith("/"):
        return "absolute"
    return "relative"


def smtp_address(addr: str) -> str:
    q = smtplib.quoteaddr(addr)
    if q == "<>":
        return "null"
    if "@" not in q:
        return "local"
    if q.endswith(".org>"):
        return "org"
    return "other"


def xpath_kinds(path: str) -> str:
    tokens = list(ElementPath.xpath_tokenizer(path))
    if not tokens:
        return "empty"
    ops = [op for op, tag in tokens if op]
    if "[" in ops:
        return "predicate"
    if "//" in ops:
        return "descendant"
    if len(tokens) > 2:
        return "path"
    return "tag"


def title_words(s: str) -> str:
    t = string.capwords(s)
    if t == s:
        return "same"
    if t.startswith("Mc"):
        return "mc"
    if len(t) < len(s):
        return "shorter"
    return "changed"


def header_list(value: str) -> str:
    items = urllib.request.parse_http_list(value)
    if not items:
        return "none"
    if len(items) == 1:
        return "one"
    if any(item.startswith('"') for item in items):
        return "quoted"
    return "many"


def digest_fields(value: str) -> str:
    try:
        fields = urllib.request.parse_keqv_list(urllib.request.parse_http_list(value))
    except ValueError:
        return "malformed"
    if "realm" not in fields:
        return "no realm"
    if fields.get("qop") == "auth":
        return "auth"
    return "realm"


def content_type(value: str) -> str:
    key, params = cgi.parse_header(value)
    if key == "text/html":
        return "html"
    if "charset" in params:
        return "charset " + params["charset"].lower()
    if not key:
        return "empty"
    return "other"
