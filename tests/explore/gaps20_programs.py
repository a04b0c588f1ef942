"""Programs for test_gaps20.py: each reads a set of symbolic strings in its hash order
(issue 38, item 2: every such read is noted), or in an order-free way (not noted)."""

import collections
import math
import re
from datetime import timedelta


def join_set(a: str, b: str) -> str:
    return "".join({a, b})


def join_symbolic_separator(a: str, b: str) -> str:
    return a.join({a, b})


def join_bytes_set(a: bytes, b: bytes) -> bytes:
    return b"-".join({a, b})


def star_list(a: str, b: str) -> list[str]:
    return [*{a, b}]


def star_tuple(a: str, b: str) -> tuple[str, ...]:
    return (*frozenset((a, b)),)


def star_call(a: str, b: str) -> str:
    return max(*{a, b}, "")


def unpacked(a: str, b: str) -> str:
    x, _ = {a, b}
    return x


def popped(a: str, b: str) -> str:
    return {a, b}.pop()


def iterated(a: str, b: str) -> str:
    return next(iter({a, b}))


def extended(a: str, b: str) -> list[str]:
    out: list[str] = []
    out.extend({a, b})
    return out


def from_keys(a: str, b: str) -> list[str]:
    return list(dict.fromkeys({a, b}))


def counted(a: str, b: str) -> list[str]:
    return list(collections.Counter({a, b}))


def star_set(a: str, b: str) -> int:
    return len({*{a, b}})  # a set of the items: any order gives the same set


def sorted_set(a: str, b: str) -> str:
    return ",".join(sorted({a, b}))  # order-free (keyed.orderless_items)


def larger(a: str, b: str) -> str:
    # max of two symbolic strings: the arguments are the items, not an iterable
    if max(a, b) == "b" and min(a, b) == "a":
        return "ab"
    return "other"


def days_kind(s: str) -> str:
    # isodate's parse_duration: timedelta(days=float(...)) runs _pydatetime's twin
    m = re.fullmatch(r"([0-9]{1,3})D", s)
    if not m:
        return "no"
    d = timedelta(days=float(m.group(1)))
    if d.days > 3:
        return "big"
    return "small"


def number_kind(s: str) -> str:
    try:
        x = float(s)
    except ValueError:
        return "invalid"
    if math.isnan(x):
        return "nan"
    if not math.isfinite(x):
        return "infinite"
    return "finite"
