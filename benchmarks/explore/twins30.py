"""The programs of benchmarks/explore/2026-12-06-twins30.md: C classes' pure twins
constructed from symbolic data (issue 38), one function per use."""

import collections
import copy
import csv
import datetime
import decimal
import fractions
import functools
import heapq
import io
import json
import weakref


def pairs(s: str) -> int:
    d = collections.OrderedDict([(s, 1), ("b", 2)])
    return 1 if "a" in d else len(d)

def kwargs(s: str) -> str:
    d = collections.OrderedDict(x=s, y="b")
    return "same" if d["x"] == d["y"] else list(d)[0]

def fromkeys(s: str) -> int:
    d = collections.OrderedDict.fromkeys([s, "k"], 0)
    return len(d)

def move(s: str) -> str:
    d = collections.OrderedDict([("a", 1), (s, 2), ("c", 3)])
    d.move_to_end("a")
    return next(iter(d))

def popitem(s: str) -> str:
    d = collections.OrderedDict([(s, 1), ("b", 2)])
    k, v = d.popitem(last=False)
    return "a" if k == "a" else "other"

def equal(s: str) -> bool:
    d = collections.OrderedDict([(s, 1), ("b", 2)])
    return d == collections.OrderedDict([("a", 1), ("b", 2)])

def ref(s: str) -> bool:
    d = collections.OrderedDict([(s, 1)])
    r = weakref.ref(d)
    return r() is d

def hook(s: str) -> str:
    try:
        d = json.loads(s, object_pairs_hook=collections.OrderedDict)
    except ValueError:
        return "bad"
    if isinstance(d, collections.OrderedDict) and "a" in d:
        return "a"
    return "other"


def plain_clear(s: str) -> int:
    d = {s: 1}
    d.clear()
    return len(d)

def od_clear(s: str) -> int:
    d = collections.OrderedDict([(s, 1)])
    d.clear()
    return len(d)

def upd(s: str) -> int:
    d = collections.OrderedDict([("a", 1)])
    d.update({s: 2})
    return len(d)

def setdef(s: str) -> int:
    d = collections.OrderedDict([("a", 1)])
    d.setdefault(s, 5)
    return d["a"] + len(d)

def delete(s: str) -> int:
    d = collections.OrderedDict([("a", 1), ("b", 2)])
    try:
        del d[s]
    except KeyError:
        return -1
    return len(d)

def od_pop(s: str) -> int:
    d = collections.OrderedDict([("a", 1), ("b", 2)])
    return d.pop(s, 0)


def deq(s: str) -> str:
    d = collections.deque([s, "b"], maxlen=3)
    d.appendleft("x")
    d.rotate(1)
    return "a" if d[1] == "a" else d.pop()

def ddict(s: str) -> int:
    d = collections.defaultdict(list)
    for part in s.split(","):
        d[part].append(1)
    return len(d["a"])

def counter(s: str) -> str:
    c = collections.Counter(s)
    top = c.most_common(1)
    return top[0][0] if top and top[0][1] > 1 else "none"

def heap(s: str) -> str:
    h = []
    for i, p in enumerate(s.split(",")):
        heapq.heappush(h, (p, i))
    return heapq.heappop(h)[0] if h else ""

def dates(s: str) -> str:
    try:
        y, m, d = (int(x) for x in s.split("-"))
        day = datetime.date(y, m, d)
    except ValueError:
        return "bad"
    later = day + datetime.timedelta(days=1)
    return "newyear" if later.month == 1 and later.day == 1 else "other"

def dtime(s: str) -> str:
    try:
        h, m = (int(x) for x in s.split(":"))
        t = datetime.datetime(2020, 1, 1, h, m)
    except ValueError:
        return "bad"
    return "pm" if t.hour >= 12 else "am"

def dec(s: str) -> str:
    try:
        d = decimal.Decimal(s)
    except decimal.InvalidOperation:
        return "bad"
    return "big" if d * 2 > 10 else "small"

def frac(s: str) -> str:
    try:
        f = fractions.Fraction(s)
    except (ValueError, ZeroDivisionError):
        return "bad"
    return "half" if f == fractions.Fraction(1, 2) else "other"

def part(s: str) -> str:
    f = functools.partial(str.replace, s, "a")
    return f("b")

@functools.lru_cache(maxsize=8)
def _cached(s: str) -> int:
    return 1 if s == "a" else 2

def cached(s: str) -> int:
    return _cached(s) + _cached(s)

def dictreader(s: str) -> str:
    rows = list(csv.DictReader(io.StringIO(s)))
    if rows and rows[0].get("a") == "1":
        return "one"
    return str(len(rows))


def date_key(y: int) -> str:
    try:
        d = datetime.date(y, 1, 1)
    except ValueError:
        return "bad"
    seen = {d: 1}
    return "hit" if datetime.date(2020, 1, 1) in seen else "miss"

def date_sort(y: int) -> str:
    try:
        d = datetime.date(y, 6, 1)
    except ValueError:
        return "bad"
    xs = sorted([datetime.date(2000, 1, 1), d])
    return "first" if xs[0] is d else "second"

def date_replace(y: int) -> str:
    try:
        d = datetime.date(2000, 1, 1).replace(year=y)
    except ValueError:
        return "bad"
    return d.isoformat()[:2]

def delta(n: int) -> str:
    t = datetime.timedelta(hours=n)
    return "day" if t >= datetime.timedelta(days=1) else "less"

def dec_quant(s: str) -> str:
    try:
        d = decimal.Decimal(s).quantize(decimal.Decimal("0.1"))
    except decimal.InvalidOperation:
        return "bad"
    return "one" if d == decimal.Decimal("1.0") else "other"

def dec_dict(s: str) -> str:
    try:
        d = decimal.Decimal(s)
    except decimal.InvalidOperation:
        return "bad"
    table = {decimal.Decimal(1): "one"}
    return table.get(d, "none")

def frac_limit(s: str) -> str:
    try:
        f = fractions.Fraction(s).limit_denominator(10)
    except (ValueError, ZeroDivisionError):
        return "bad"
    return "third" if f == fractions.Fraction(1, 3) else "other"

def od_copy(s: str) -> str:
    d = collections.OrderedDict([(s, 1), ("b", 2)])
    e = copy.deepcopy(d)
    e["c"] = 3
    return "a" if "a" in e and len(d) == 2 else str(len(e))

def od_weak(s: str) -> int:
    d = collections.OrderedDict([(s, 1)])
    w = weakref.WeakValueDictionary()
    w["k"] = d
    return len(w) + (1 if "a" in w["k"] else 0)

def od_reversed(s: str) -> str:
    d = collections.OrderedDict([(s, 1), ("b", 2)])
    return next(reversed(d))

def od_repr(s: str) -> str:
    d = collections.OrderedDict([(s, 1)])
    return "a" if repr(d) == "OrderedDict([('a', 1)])" else "other"

def deq_max(s: str) -> str:
    d = collections.deque(s.split(","), maxlen=2)
    return d[0]

def heap_key(s: str) -> str:
    parts = s.split(",")
    return "".join(heapq.nsmallest(2, parts, key=len))

def heap_merge(s: str) -> str:
    return "".join(heapq.merge(sorted(s), ["b"]))

def partial_kw(s: str) -> str:
    f = functools.partial(s.split, maxsplit=1)
    return "two" if len(f(",")) == 2 else "one"

def reduce_(s: str) -> int:
    return functools.reduce(lambda a, c: a + (1 if c == "a" else 0), s, 0)

def cmp_key(s: str) -> str:
    key = functools.cmp_to_key(lambda a, b: (a > b) - (a < b))
    return "".join(sorted(s.split(","), key=key))[:1]


def count(s: str) -> str:
    c = collections.Counter(p for p in s.split(","))
    return "a2" if c["a"] == 2 else "other"

def odgen(s: str) -> str:
    d = collections.OrderedDict((p, 1) for p in s.split(","))
    return "a" if "a" in d else str(len(d))

def sniff(s: str) -> str:
    rows = csv.DictReader(line for line in s.splitlines())
    for row in rows:
        return "one" if row.get("a") == "1" else "row"
    return "none"
