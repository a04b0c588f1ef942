"""Session 34's lead sweep, third file: the shapes of application code -- a dataclass
validated in __post_init__, dispatch through a dict of handlers, a small state machine,
recursion over a nested structure, bit flags, bytes framing, a custom exception
hierarchy, str.format_map, sorted with a key, and zip over two strings."""

from __future__ import annotations

import dataclasses
import enum


class ParseError(Exception):
    pass


class EmptyInput(ParseError):
    pass


@dataclasses.dataclass
class User:
    name: str
    age: int

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise EmptyInput("name")
        if self.age < 0:
            raise ParseError("age")


def make_user(name: str, age: int) -> str:
    try:
        u = User(name, age)
    except EmptyInput:
        return "empty"
    except ParseError:
        return "bad age"
    if u.name.istitle():
        return "titled"
    return "ok"


def _add(a: int, b: int) -> int:
    return a + b


def _sub(a: int, b: int) -> int:
    return a - b


HANDLERS = {"add": _add, "sub": _sub, "neg": lambda a, b: -a}


def dispatch(op: str, a: int, b: int) -> str:
    handler = HANDLERS.get(op.strip().lower())
    if handler is None:
        return "unknown op"
    r = handler(a, b)
    if r > 100:
        return "big"
    return "small" if r >= 0 else "negative"


class State(enum.Enum):
    START = 0
    NUMBER = 1
    DONE = 2


def machine(s: str) -> str:
    state = State.START
    digits = 0
    for ch in s:
        if state is State.START:
            if ch == "#":
                state = State.NUMBER
            elif ch != " ":
                return "no hash"
        elif state is State.NUMBER:
            if ch.isdigit():
                digits += 1
            elif ch == ";":
                state = State.DONE
            else:
                return "bad char"
        else:
            return "trailing"
    if state is not State.DONE:
        return "unterminated"
    return "long" if digits > 2 else "short"


def depth(s: str) -> str:
    def walk(i: int, level: int) -> tuple[int, int]:
        best = level
        while i < len(s):
            if s[i] == "(":
                i, inner = walk(i + 1, level + 1)
                best = max(best, inner)
            elif s[i] == ")":
                return i + 1, best
            else:
                i += 1
        return i, best

    _, d = walk(0, 0)
    if d >= 3:
        return "deep"
    return "shallow" if d else "flat"


READ, WRITE, EXEC = 1, 2, 4


def perms(mode: int) -> str:
    if mode & ~7:
        return "invalid"
    if mode & WRITE and not mode & READ:
        return "write-only"
    if mode == READ | WRITE | EXEC:
        return "all"
    return "some" if mode else "none"


def frame(data: bytes) -> str:
    if not data.startswith(b"\x7eF"):
        return "no magic"
    kind = data[2] if len(data) > 2 else -1
    if kind == 1:
        return "ping"
    if kind == 2 and data[3:].endswith(b"\x00"):
        return "text"
    return "other"


def render(template: str) -> str:
    try:
        out = template.format_map({"name": "Ada", "n": 3})
    except (KeyError, ValueError, IndexError):
        return "error"
    if "Ada" in out:
        return "named"
    return "plain"


def ranked(s: str) -> str:
    words = s.split(",")
    if len(words) < 3:
        return "few"
    order = sorted(words, key=len)
    if order[0] == "":
        return "blank"
    if order[-1] == words[0]:
        return "first longest"
    return "other"


def hamming(a: str, b: str) -> str:
    if len(a) != len(b):
        return "length"
    d = sum(1 for x, y in zip(a, b, strict=True) if x != y)
    if d == 0:
        return "same"
    return "close" if d == 1 else "far"
