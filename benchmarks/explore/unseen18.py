"""Session 18's unseen-module trial: small wrappers over library code no survey used."""
import fractions
import http
import ipaddress
import keyword
import unicodedata


def net_kind(s: str) -> str:
    try:
        net = ipaddress.ip_network(s, strict=False)
    except ValueError:
        return "bad"
    if net.version == 6:
        return "v6"
    if net.prefixlen == 32:
        return "host"
    if net.is_private:
        return "private"
    return "public"


def frac_kind(s: str) -> str:
    try:
        f = fractions.Fraction(s)
    except (ValueError, ZeroDivisionError):
        return "bad"
    if f < 0:
        return "negative"
    if f.denominator == 1:
        return "integer"
    if f.denominator > 10:
        return "fine"
    return "coarse"


def ident_kind(s: str) -> str:
    if not s.isidentifier():
        return "other"
    if keyword.iskeyword(s):
        return "keyword"
    if keyword.issoftkeyword(s):
        return "soft"
    return "ident"


def status_kind(s: str) -> str:
    try:
        status = http.HTTPStatus(int(s))
    except ValueError:
        return "bad"
    if status.is_success if hasattr(status, "is_success") else 200 <= status < 300:
        return "ok"
    if 300 <= status < 400:
        return "redirect"
    if status == http.HTTPStatus.NOT_FOUND:
        return "missing"
    return "error"


def char_name(s: str) -> str:
    if not s:
        return "empty"
    name = unicodedata.name(s[0], "")
    if not name:
        return "unnamed"
    if "DIGIT" in name:
        return "digit"
    if name.startswith("LATIN"):
        return "latin"
    return "other"
