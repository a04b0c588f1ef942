"""Functions written the way library code calls the standard library (session 11's lead
probes, issue 38): base-type slots called by name, frozen dataclasses, a namedtuple's
``_make`` with ``operator`` getters, a C ``OrderedDict`` keyed by parts of the input,
``str.format`` fields with accesses, ``dataclasses.asdict``, and ``struct``'s
``unpack_from``/``iter_unpack``.  Not a test: ``strsat explore FILE:FUNCTION`` on each,
main against the branch (benchmarks/explore/2026-12-03-lead11.md)."""

# ruff: noqa: UP030, UP032  (written as library code writes it)
from __future__ import annotations

import collections
import dataclasses
import operator
import struct
import uuid
from typing import NamedTuple


class Frozen:
    def __init__(self, v):
        object.__setattr__(self, "v", v)


@dataclasses.dataclass(frozen=True)
class Point:
    name: str
    tag: str


class Bag(dict):
    def put(self, k, v):
        dict.__setitem__(self, k, v)


class Pair(NamedTuple):
    key: str
    value: str


@dataclasses.dataclass
class Rec:
    name: str
    size: int = 0


class Box:
    def __init__(self, name):
        self.name = name


_HDR = struct.Struct(">HB")


def frozen(s: str) -> str:
    if Frozen(s).v == "zz":
        return "zz"
    return "other"


def frozen_dataclass(s: str) -> str:
    if Point(s, "t").name.startswith("ab"):
        return "ab"
    return "other"


def dict_slot(s: str) -> str:
    b = Bag()
    b.put(s, 1)
    if "key" in b:
        return "key"
    return "other"


def uuid_kind(s: str) -> str:
    try:
        u = uuid.UUID(s)
    except ValueError:
        return "bad"
    if u.version == 4:
        return "v4"
    return "other"


def pair(s: str) -> str:
    k, _, v = s.partition("=")
    p = Pair._make([k, v])
    if operator.itemgetter(1)(p) == "on" and p.key:
        return "on"
    return "off"


def ordered(s: str) -> str:
    d = collections.OrderedDict()
    for part in s.split(",")[:3]:
        d[part] = d.get(part, 0) + 1
    if d.get("a", 0) == 2:
        return "aa"
    return "other"


def fmt_attr(s: str) -> str:
    if "{0.name}!{1[0]}".format(Box(s), [s]).startswith("ab!"):
        return "ab"
    return "other"


def as_dict(s: str) -> str:
    d = dataclasses.asdict(dataclasses.replace(Rec(s), size=len(s)))
    if d["name"] == "big" and d["size"] == 3:
        return "big"
    return "other"


def records(data: bytes) -> str:
    if len(data) < 3:
        return "short"
    kind, n = _HDR.unpack_from(data, 0)
    if kind != 0x5A5A:
        return "magic"
    total = 0
    for (v,) in struct.iter_unpack("<H", data[3:3 + 2 * n]):
        if v > 1000:
            return "big"
        total += v
    if struct.unpack_from("4p", data, -4)[0] == b"ok":
        return "named"
    return "sum" if total > 5 else "small"
