"""Programs that misbehave on purpose (issue 38, "no crash"): exceptions outside
``Exception``, messages and reprs that raise, recursion, generators, exits, odd
annotations, and stdlib callees that raise or that the layer runs concretely."""

from __future__ import annotations

import ast
import datetime
import json
import struct
import sys
import unicodedata


class Fatal(BaseException):
    """Outside ``Exception``: a program's own outcome all the same."""


class Unprintable(Exception):
    def __str__(self) -> str:
        raise ValueError("no message")


class Opaque:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparison")

    __hash__ = None  # type: ignore[assignment]


def base_exception(s: str) -> int:
    if s == "x":
        raise Fatal("boom")
    return 1


def generator_exit(s: str) -> int:
    if s == "g":
        raise GeneratorExit
    return 0


def own_interrupt(s: str) -> int:
    if s == "q":
        raise KeyboardInterrupt
    return 0


def unprintable_error(s: str) -> int:
    if s.startswith("a"):
        raise Unprintable
    return 0


def opaque_result(s: str) -> object:
    if s:
        return Opaque()
    return None


def endless_recursion(s: str) -> int:
    return endless_recursion(s + "a")


def counted_recursion(s: str) -> int:
    if not s:
        return 0
    return 1 + counted_recursion(s[1:])


def yields(s: str):  # noqa: ANN201 - a generator: its value is the generator
    yield s
    if s == "a":
        yield 1


def exits(s: str) -> int:
    if s == "e":
        sys.exit(3)
    return 0


def wrong_default(s: str, n: int = "x") -> int:  # type: ignore[assignment]
    return len(s) + n


def variadic(*args: str, **kwargs: str) -> int:
    return len(args) + len(kwargs)


def json_value(s: str) -> object:
    return json.loads(s)


def literal(s: str) -> object:
    return ast.literal_eval(s)


def parsed_time(s: str, f: str) -> object:
    return datetime.datetime.strptime(s, f)


def unpacked(s: str, f: str) -> object:
    return struct.unpack(f, s.encode())


def named_char(s: str) -> str:
    return unicodedata.lookup(s)


def evaluated(s: str) -> object:
    return eval(s, {"__builtins__": {}})  # noqa: S307 - the callee raising is the point


def hashed(s: str) -> int:
    return hash(s) % 3
