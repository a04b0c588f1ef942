"""Session 34's lead sweep, second file: path and name helpers, getopt, http status,
keyword checks, saxutils, urlencode, capwords, pathlib, struct over bytes."""

import getopt
import http
import keyword
import os.path
import pathlib
import posixpath
import re
import string
import struct
import textwrap
import urllib.parse
from xml.sax import saxutils


def ext_kind(name: str) -> str:
    root, ext = os.path.splitext(name)
    if not ext:
        return "none"
    if ext.lower() in (".jpg", ".png"):
        return "image"
    if root.startswith("."):
        return "hidden"
    return "other"


def safe_join(base: str, rel: str) -> str:
    path = posixpath.normpath(posixpath.join(base, rel))
    if not path.startswith(base):
        return "escape"
    if path == base:
        return "same"
    return "inside"


def opts(cmdline: str) -> str:
    try:
        found, rest = getopt.getopt(cmdline.split(), "vo:")
    except getopt.GetoptError:
        return "error"
    if ("-v", "") in found:
        return "verbose"
    if any(o == "-o" for o, _ in found):
        return "output"
    return "rest" if rest else "empty"


def status_text(code: int) -> str:
    try:
        s = http.HTTPStatus(code)
    except ValueError:
        return "unknown"
    if s.is_client_error if hasattr(s, "is_client_error") else 400 <= code < 500:
        return "client"
    return s.phrase


def identifier(s: str) -> str:
    if keyword.iskeyword(s):
        return "keyword"
    if not s.isidentifier():
        return "invalid"
    if s.startswith("__") and s.endswith("__"):
        return "dunder"
    return "name"


def escaped_xml(s: str) -> str:
    e = saxutils.escape(s, {'"': "&quot;"})
    if e == s:
        return "same"
    if "&quot;" in e:
        return "quote"
    return "amp"


def encoded(key: str, value: str) -> str:
    q = urllib.parse.urlencode({key: value})
    if q.startswith("="):
        return "empty key"
    if "+" in q:
        return "space"
    return "plain"


def title_words(s: str) -> str:
    t = string.capwords(s)
    if t == s:
        return "same"
    if t.count(" ") >= 2:
        return "three"
    return "changed"


def suffixes(p: str) -> str:
    path = pathlib.PurePosixPath(p)
    if path.suffixes == [".tar", ".gz"]:
        return "tarball"
    if path.name.startswith("."):
        return "dot"
    return path.suffix or "none"


def header_len(data: bytes) -> str:
    if len(data) < 4:
        return "short"
    (n,) = struct.unpack(">I", data[:4])
    if n == 0:
        return "zero"
    if n > len(data) - 4:
        return "truncated"
    return "ok"


def short_text(s: str) -> str:
    t = textwrap.shorten(s, width=12, placeholder="...")
    if t.endswith("..."):
        return "cut"
    if not t:
        return "empty"
    return "whole"


def semver(s: str) -> str:
    m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.]+))?", s)
    if not m:
        return "invalid"
    major, minor, patch, pre = m.groups()
    if pre is not None:
        return "pre"
    if int(major) == 0:
        return "unstable"
    return "stable" if int(minor) < 10 else "late"
