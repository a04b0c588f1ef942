"""Small functions, one or two per class of operation the brief "exmodels" (issue 38,
items 2, 5, 7) looked at: ``binascii``/``base64``, ``repr``/``str`` of containers holding
symbolic values, ``str.maketrans`` with a symbolic string, lookbehinds wider than one
character (``textwrap``), case maps beyond ASCII.  Measured in
2026-12-02-exmodels.md."""

import base64
import binascii
import re
import textwrap


def hexl(s: str) -> str:
    b = binascii.unhexlify(s)
    if len(b) == 2 and b[0] == 0x41:
        return "A"
    return "x"


def b64(s: str) -> str:
    try:
        b = base64.b64decode(s)
    except binascii.Error:
        return "bad"
    if b == b"hi":
        return "hi"
    return "other"


def b64e(s: str) -> str:
    e = base64.b64encode(s.encode())
    if e == b"aGk=":
        return "hi"
    return "x"


def hexs(s: str) -> str:
    h = binascii.hexlify(s.encode()).decode()
    if h == "4142":
        return "AB"
    return "x"


def rep_list(s: str) -> str:
    r = repr([s, 1])
    if r == "['ab', 1]":
        return "ab"
    return "x"


def rep_dict(s: str) -> str:
    r = str({"k": s})
    if "\\n" in r:
        return "nl"
    return "x"


def rep_tuple(s: str, n: int) -> str:
    t = (s, n)
    r = f"{t!r}"
    if r.endswith("5)") and s == "q":
        return "q5"
    return "x"


def trans(s: str) -> str:
    t = s.translate(str.maketrans("abc", "xyz", "d"))
    if t == "xyz":
        return "xyz"
    return "o"


def trans_sym(s: str, k: str) -> str:
    t = s.translate(str.maketrans(k, "z"))
    if t == "zz":
        return "zz"
    return "o"


def lb(s: str) -> str:
    m = re.search(r"(?<=\w{2})-", s)
    if m:
        return "y"
    return "n"


def nlb(s: str) -> str:
    m = re.search(r"(?<!ab)c", s)
    if m:
        return "y"
    return "n"


def wrap(s: str) -> str:
    lines = textwrap.wrap(s, 5)
    if len(lines) == 2:
        return "two"
    return "x"


def dedent(s: str) -> str:
    return "a" if textwrap.dedent(s).startswith("a") else "x"


def low(s: str) -> str:
    if s.lower() == "éa":
        return "e"
    if s.upper() == "SS":
        return "ss"
    return "x"


def icase(s: str) -> str:
    if re.fullmatch("é+", s, re.IGNORECASE):
        return "y"
    return "n"


def url(s: str) -> str:
    try:
        b = base64.urlsafe_b64decode(s)
    except (binascii.Error, ValueError):
        return "bad"
    if b == b"\xfb":
        return "fb"
    return "other"


def strict(s: str) -> str:
    try:
        n = len(base64.b64decode(s, validate=True))
    except binascii.Error:
        return "bad"
    return "one" if n == 1 else "other"


def b16(s: str) -> str:
    try:
        first = base64.b16decode(s)[:1]
    except binascii.Error:
        return "bad"
    return "ab" if first == b"\xab" else "other"


def enc(s: str) -> str:
    e = base64.urlsafe_b64encode(s.encode("latin-1")).decode()
    if e.startswith("_"):
        return "u"
    return "x"


def accent(s: str) -> str:
    if s.lower() == "é" and s != "é":  # only 'É' (beyond the case-safe characters)
        return "capital"
    if s.upper() == "SS":
        return "ss"
    return "x"
