"""lead37 sweep, file 3: parsers and validators from packages no survey used."""
import sre_parse

import base58
import iso3166
import json5
import pyrfc3339
import rfc3986
import strict_rfc3339
import tinycss2
import w3lib.html
import w3lib.url


def regex_kind(p: str) -> str:
    try:
        tree = sre_parse.parse(p)
    except Exception:
        return "invalid"
    if tree.state.groups > 1:
        return "groups"
    if len(tree) > 2:
        return "long"
    return "simple"


def config_value(text: str) -> str:
    try:
        v = json5.loads(text)
    except ValueError:
        return "invalid"
    if isinstance(v, dict) and "port" in v:
        return "has port"
    if isinstance(v, list):
        return "list"
    if v is None:
        return "null"
    return "scalar"


def css_first(text: str) -> str:
    tokens = tinycss2.parse_component_value_list(text)
    if not tokens:
        return "empty"
    first = tokens[0]
    if first.type == "error":
        return "error"
    if first.type == "ident" and first.value == "red":
        return "red"
    if first.type == "number":
        return "number"
    return first.type


def wallet(s: str) -> str:
    try:
        raw = base58.b58decode(s)
    except ValueError:
        return "invalid"
    if not raw:
        return "empty"
    if raw[0] == 0:
        return "leading zero"
    if len(raw) > 3:
        return "long"
    return "short"


def country(code: str) -> str:
    c = iso3166.countries.get(code, None)
    if c is None:
        return "unknown"
    if c.alpha2 == "FR":
        return "france"
    if code == c.alpha3:
        return "alpha3"
    return "alpha2"


def stamp(s: str) -> str:
    try:
        d = pyrfc3339.parse(s)
    except ValueError:
        return "invalid"
    if d.year > 2000:
        return "recent"
    return "old"


def uri_ok(s: str) -> str:
    ref = rfc3986.uri_reference(s)
    if not ref.is_valid(require_scheme=True):
        return "invalid"
    if ref.scheme == "https":
        return "secure"
    if ref.authority is None:
        return "no authority"
    return "other"


def strict_stamp(s: str) -> str:
    if not strict_rfc3339.validate_rfc3339(s):
        return "invalid"
    if s.endswith("Z"):
        return "utc"
    return "offset"


def entities(s: str) -> str:
    out = w3lib.html.replace_entities(s)
    if out == s:
        return "none"
    if "<" in out:
        return "markup"
    return "text"


def safe_url(s: str) -> str:
    try:
        out = w3lib.url.safe_url_string(s)
    except ValueError:
        return "rejected"
    if out != s:
        return "escaped"
    return "same"
