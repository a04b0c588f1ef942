"""deep38 (issue 38): small programs for the classes of benchmarks/explore/2026-12-03-deep38.md:
text beyond U+2FFFF (``beyond``), module-level instances holding state (``memo``,
``register``, ``names``), a C OrderedDict iterated (``od_views``)."""

import collections
import re


class _Memo(dict):
    def __missing__(self, key):
        res = key + "!"
        self[key] = res
        return res


_memo = _Memo()


def memo(s: str) -> str:
    r = _memo[s]
    if r == "ab!":
        return "ab"
    if len(_memo) > 1:
        return "stale"
    return "other"


class Registry:
    def __init__(self):
        self.seen = {}
        self.order = []

    def add(self, k):
        if k in self.seen:
            return False
        self.seen[k] = 1
        self.order.append(k)
        return True


REG = Registry()


def register(s: str) -> str:
    if not REG.add(s):
        return "again"
    if s == "q" and len(REG.order) == 1:
        return "q"
    return "other"


class Names(list):
    pass


NAMES = Names()


def names(s: str) -> str:
    if s in NAMES:
        return "again"
    NAMES.append(s)
    if s == "z":
        return "z"
    return "other"


def od_views(a: str, b: str) -> str:
    od = collections.OrderedDict()
    od[a] = 1
    od[b] = 2
    out = []
    for k in od.keys():
        out.append(k)
    if "x" in od.keys():
        return "x"
    for k, v in od.items():
        if k == "q" and v == 2:
            return "q2"
    if list(od.values()) == [1]:
        return "one"
    return ",".join(out)


X = "\U00030000"
TABLE = {X: 1, "ab": 2}

def beyond(s: str) -> int:
    t = s + X
    if t.startswith("a" + X):
        return 1
    if X in s:
        return 2
    if s.find(X + "b") >= 0:
        return 3
    parts = s.split(X)
    if len(parts) > 1:
        return 4
    if s == X:
        return 5
    if TABLE.get(s) == 1:
        return 6
    if re.match("x" + X, s):
        return 7
    if re.search("q", s + X):
        return 8
    if s.replace("z", X) == "y" + X:
        return 9
    if s < X:
        return 10
    return 0
