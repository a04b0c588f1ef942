import dataclasses
import enum
import os.path
import pathlib
import string


class Color(enum.Enum):
    RED = "r"
    GREEN = "g"
    BLUE = "b"


def by_name(s: str) -> str:
    try:
        c = Color[s.upper()]
    except KeyError:
        return "unknown"
    if c is Color.BLUE:
        return "blue"
    return "other"


def by_value(s: str) -> str:
    try:
        c = Color(s)
    except ValueError:
        return "unknown"
    return c.name.lower()


@dataclasses.dataclass
class Point:
    x: int
    y: int


def parse_point(s: str) -> str:
    parts = s.split(":")
    if len(parts) != 2:
        return "bad"
    try:
        p = Point(int(parts[0]), int(parts[1]))
    except ValueError:
        return "bad"
    if p.x == p.y * 2 and p.y > 3:
        return "double"
    return "other"


def ext(s: str) -> str:
    root, e = os.path.splitext(s)
    if e == ".py" and os.path.basename(root) == "setup":
        return "setup"
    return "other"


def suffix(s: str) -> str:
    p = pathlib.PurePosixPath(s)
    if p.suffix == ".gz" and p.parent.name == "logs":
        return "log"
    return "other"


class Ops:
    def add(self, a: int) -> int:
        return a + 1

    def neg(self, a: int) -> int:
        return -a


def dispatch(name: str, v: int) -> str:
    fn = getattr(Ops(), name, None)
    if fn is None:
        return "none"
    if fn(v) == 5:
        return "five"
    return "other"


def template(s: str) -> str:
    try:
        out = string.Template(s).substitute(name="bob")
    except (KeyError, ValueError):
        return "bad"
    if out == "hi bob":
        return "greeting"
    return "other"


class Tok:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def next(self) -> str:
        while self.pos < len(self.text) and self.text[self.pos] == " ":
            self.pos += 1
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] != " ":
            self.pos += 1
        return self.text[start:self.pos]


def two_words(s: str) -> str:
    t = Tok(s)
    a, b = t.next(), t.next()
    if a == "get" and b.isdigit():
        return "get-n"
    return "other"


def fmt_map(s: str) -> str:
    try:
        out = s.format_map({"a": 1})
    except (KeyError, ValueError, IndexError):
        return "bad"
    if out == "x1":
        return "x1"
    return "other"
