"""Functions that call into other libraries, written as a user would (issue 38, item 10).

Each one hands its input to a library function -- pure Python in the standard
library (``urllib.parse``, ``json``'s decoder, ``shlex``, ``mimetypes``,
``email.utils``, ``ipaddress``, ``locale``) or a table of it (``html.entities``) -- and then
branches on what comes back: the explorer must follow the value into the library
to reach those branches.  ``run_library.py libcalls`` runs them beside the library
functions of the same set that are explored in place (see there).
"""

import ipaddress
import json
import locale
import mimetypes
import shlex
import urllib.parse
from email.utils import parseaddr
from html.entities import name2codepoint


def normalize_path(path: str) -> str:
    """A URL path: percent-decoded, ``.`` and ``..`` segments resolved."""
    path = urllib.parse.unquote(path)
    parts = []
    for segment in path.split("/"):
        if segment == "..":
            if parts:
                parts.pop()
        elif segment and segment != ".":
            parts.append(segment)
    out = "/" + "/".join(parts)
    if path.endswith("/") and parts:
        out += "/"
    return out


def json_kind(document: str) -> str:
    """What a JSON document holds, or why it is rejected."""
    try:
        value = json.loads(document)
    except ValueError:
        return "invalid"
    if isinstance(value, dict):
        if "id" in value:
            return "record"
        return "object"
    if isinstance(value, list):
        return "empty list" if not value else "list"
    if isinstance(value, str):
        return "string"
    if value is None:
        return "null"
    return "number"


def command_name(line: str) -> str:
    """The program a shell command line runs."""
    try:
        words = shlex.split(line)
    except ValueError:
        return "unbalanced quotes"
    if not words:
        return "empty"
    if words[0] == "sudo" and len(words) > 1:
        return words[1]
    if "=" in words[0]:
        return "assignment"
    return words[0]


def content_kind(filename: str) -> str:
    """A file's kind, from the type its name suggests."""
    kind, encoding = mimetypes.guess_type(filename)
    if encoding is not None:
        return "compressed"
    if kind is None:
        return "unknown"
    if kind.startswith("text/"):
        return "text"
    if kind.startswith("image/"):
        return "image"
    return "other"


def locale_charset(name: str) -> str:
    """The character set a locale name stands for, by the C library's alias table."""
    full = locale.normalize(name)
    if full == name:
        return "not an alias"
    if full.endswith(".UTF-8"):
        return "utf-8"
    if full.endswith(".ISO8859-1"):
        return "latin-1"
    return "other"


def sender_domain(header: str) -> str:
    """The domain of an e-mail header's address."""
    name, address = parseaddr(header)
    if not address:
        return "no address"
    if "@" not in address:
        return "local"
    domain = address.rpartition("@")[2]
    if not domain:
        return "no domain"
    if name:
        return domain + " (named)"
    return domain


def ip_kind(text: str) -> str:
    """An IP address's version, or why it is none."""
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return "invalid"
    if address.version == 4:
        if address.is_private:
            return "private v4"
        return "v4"
    return "v6"


def entity(name: str) -> str:
    """The character an HTML entity names (by name, any case)."""
    code = name2codepoint.get(name.lower())
    if code is None:
        return "?"
    if code < 128:
        return "ascii " + chr(code)
    return chr(code)
