"""Programs of the classes the twenty-second survey took (issue 38;
benchmarks/explore/2026-12-06-survey22.md), written here in the shape of the library
code (not copies of it).

``S22_SCHEMA``: a schema library whose module-level sentinel (and a class attribute
holding it) raises its own error for any attribute it lacks, as pyasn1's ``noValue``
and schema objects raise ``PyAsn1Error``; its value class parses a text the user hands
it.  ``S22_USER``: the user's wrapper."""

S22_SCHEMA = '''
class SchemaError(Exception):
    pass


class _NoValue:
    def __getattr__(self, attr):
        raise SchemaError("no %s on a schema object" % attr)


noValue = _NoValue()


class Bits:
    defaultValue = noValue
    names = {"sign": 0, "encipher": 2}

    def __init__(self, text):
        self.value = self.parse(text)

    def parse(self, text):
        if not text:
            return 0
        if text[0] == "'":
            if text[-2:] == "'B":
                return len(text) - 3
            raise SchemaError("bad notation")
        if text in self.names:
            return 1 << self.names[text]
        raise SchemaError("unknown name")
'''

S22_USER = '''
from s22_schema import Bits, SchemaError


def bits(text: str):
    try:
        return Bits(text).value
    except SchemaError:
        return None
'''

#: a validator of a library that compiles its pattern with the ``regex`` package (mrab's,
#: cfn-lint's ``import regex as re``) at import, ASCII digits, then a date check
S22_DATES = '''
import datetime

import regex as re

_DATE = re.compile(r"^\\d{4}-(0[1-9]|1[0-2])-\\d{2}$", re.ASCII)
_WORD = re.compile(r"[a-z]+")


def is_date(text):
    return bool(_DATE.fullmatch(text) and datetime.date.fromisoformat(text))


def first_word(text, pos=0):
    m = _WORD.search(text, pos)
    if m is None:
        return None
    return m.group(), m.span()


def word_captures(text):
    m = _WORD.search(text)
    return None if m is None else (m.captures(), m.re is _WORD, repr(m))
'''

S22_DATE_USER = '''
from s22_dates import first_word, is_date, word_captures


def check(text: str):
    try:
        return is_date(text)
    except ValueError:
        return None


def word(text: str):
    return first_word(text, 1)


def captures(text: str):
    return word_captures(text)
'''

#: a table of character ranges by property name, some up to U+10FFFF (backrefs'
#: uniprops tables), looked up by the user's name behind an alias table; any error of
#: the lookup is the library's ValueError
S22_PROPS = '''
ALIASES = {"digit": "nd", "letter": "l", "private": "co"}
RANGES = {"nd": "0-9\\u0660-\\u0669", "l": "A-Za-z", "co": "\\ue000-\\uf8ff\\U000f0000-\\U0010fffd"}


def prop(name: str):
    try:
        key = ALIASES.get(name, name)
        ranges = RANGES.get(key, "")
        if ranges.endswith("\\U0010fffd"):
            return "beyond"
        return len(ranges)
    except Exception:
        return None
'''

#: a big-endian unsigned int of the bytes a JOSE library decoded from base64url (an RSA
#: exponent): the record's format is built from the data's length
S22_B64INT = '''
import struct


def to_int(text: str):
    data = text.encode("latin-1")
    buf = struct.unpack("%sB" % len(data), data)
    if struct.calcsize("%dB" % len(buf)) == 2 and buf[0] == 1:
        return "exponent"
    return int("".join(["%02x" % byte for byte in buf]) or "0", 16)
'''
