import operator
import textwrap
import unicodedata
from dataclasses import dataclass
from enum import Enum


class Color(Enum):
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


def color_code(s: str) -> str:
    try:
        c = Color(s.strip().lower())
    except ValueError:
        return "unknown"
    if c is Color.RED:
        return "#f00"
    return "other"


@dataclass
class Version:
    major: int
    minor: int
    patch: int

    @classmethod
    def parse(cls, s: str) -> "Version":
        a, b, c = s.split(".")
        return cls(int(a), int(b), int(c))


def version_gate(s: str) -> str:
    try:
        v = Version.parse(s)
    except ValueError:
        return "bad"
    if (v.major, v.minor) >= (3, 10):
        return "new"
    if v.patch > 5:
        return "patched"
    return "old"


class Tokenizer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def next(self) -> str:
        while self.pos < len(self.text) and self.text[self.pos] == " ":
            self.pos += 1
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] not in " +-":
            self.pos += 1
        if self.pos == start and self.pos < len(self.text):
            self.pos += 1
        return self.text[start:self.pos]


def calc(s: str) -> str:
    t = Tokenizer(s)
    a = t.next()
    op = t.next()
    b = t.next()
    if not (a.isdigit() and b.isdigit()):
        return "nan"
    ops = {"+": operator.add, "-": operator.sub}
    if op not in ops:
        return "badop"
    r = ops[op](int(a), int(b))
    if r < 0:
        return "neg"
    return "pos"


def wrapped(s: str) -> str:
    lines = textwrap.wrap(s, width=10)
    if len(lines) >= 3:
        return "three"
    if len(lines) == 2:
        return "two"
    return "one"


def accents(s: str) -> str:
    base = unicodedata.normalize("NFKD", s)
    stripped = "".join(ch for ch in base if not unicodedata.combining(ch))
    if stripped != s and stripped == "cafe":
        return "cafe"
    if stripped != s:
        return "accented"
    return "plain"


def kv_config(s: str) -> str:
    conf = {}
    for line in s.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        if not sep:
            return "syntax"
        conf[key.strip()] = value.strip()
    if conf.get("mode") == "debug" and "port" in conf:
        return "debug-port"
    if "host" in conf:
        return "host"
    return "default"
