"""Programs for gaps21 (issue 38): lists of parsed values, each part read by ``int()``,
whose deeper branches need every part valid (docutils' ``positive_int_list`` shape)."""

from __future__ import annotations

from collections.abc import Generator, Iterator


def positive(part: str) -> int:
    value = int(part)
    if value < 1:
        raise ValueError("not positive")
    return value


def positive_list(s: str) -> str:
    """Three parts, each a positive int, the first below the second."""
    xs = [positive(p) for p in s.split(",")]
    if len(xs) > 2 and xs[0] < xs[1]:
        return "rising"
    return "other"


def int_list(s: str) -> str:
    xs = [int(p) for p in s.split(",")]
    if len(xs) > 2 and xs[0] < xs[1]:
        return "rising"
    return "other"


def either_list(argument: str) -> str:
    """Split on commas if there is one, else on white space (docutils' shape)."""
    if "," in argument:
        entries = argument.split(",")
    else:
        entries = argument.split()
    xs = [positive(entry) for entry in entries]
    if len(xs) > 2 and xs[1] > xs[2]:
        return "falling tail"
    return "other"


def _each(items: set[str]) -> Iterator[str]:
    yield from items


def yielded(a: str, b: str) -> list[str]:
    """A generator delegating to a set holding symbolic values (its hash order read)."""
    return list(_each({a, b}))


def _echo() -> Generator[str, str, str]:
    got = yield "ready"
    return got + "!"


def _relay() -> Generator[str, str, str]:
    said = yield from _echo()
    yield said
    return said


def delegated(a: str) -> str:
    """``send`` through ``yield from`` reaches the inner generator."""
    relay = _relay()
    next(relay)
    out = relay.send(a)
    return "long" if len(out) > 3 else out
