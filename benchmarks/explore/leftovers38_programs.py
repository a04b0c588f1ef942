"""The small programs of benchmarks/explore/2026-12-04-leftovers38.md: collections' C
containers holding symbolic values, email's parser (a deque and a generator made in
``__init__``), and codecs written in Python (idna, punycode)."""

import bisect
import codecs
import collections
import email.parser
import heapq


def dq(s: str) -> str:
    d = collections.deque()
    d.extend(s.split(","))
    d.append("x")
    d.appendleft("y")
    if d[1] == "ab":
        return "idx"
    if "cd" in d:
        return "in"
    for item in d:
        if item == "ef":
            return "iter"
    last = d.pop()
    first = d.popleft()
    if first == last:
        return "never"
    if d and d.popleft() == "gh":
        return "popleft"
    return "other"


def od(s: str) -> str:
    m = collections.OrderedDict()
    for part in s.split(","):
        m[part] = len(part)
    if "ab" in m:
        return "ab"
    for k in m:
        if k == "zz":
            return "zz"
    return "no"


def dd(s: str) -> str:
    m = collections.defaultdict(list)
    for part in s.split(","):
        m[part[:1]].append(part)
    if len(m["a"]) == 2:
        return "two a"
    return "no"


def counter(s: str) -> str:
    c = collections.Counter(s)
    common = c.most_common(1)
    if common and common[0][0] == "q":
        return "q most"
    c.update(s.split(","))
    if c["ab"] == 2:
        return "two ab"
    return "no"


def chain(s: str) -> str:
    cm = collections.ChainMap({"a": "1"}, {"b": "2"})
    if s in cm:
        return "in"
    if cm.get(s) == "2":
        return "never"
    return "no"


P = collections.namedtuple("P", "name value")


def ntuple(s: str) -> str:
    p = P(*s.split("=", 1)) if "=" in s else P(s, "")
    if p.name == "k" and p.value == "v":
        return "kv"
    if p[1] == "w":
        return "w"
    return "no"


def heap(s: str) -> str:
    h: list[str] = []
    for part in s.split(","):
        heapq.heappush(h, part)
    if h and heapq.heappop(h) == "b":
        return "b smallest"
    return "no"


def bis(s: str) -> str:
    table = ["apple", "kiwi", "pear"]
    i = bisect.bisect_left(table, s)
    if i < len(table) and table[i] == s:
        return "found"
    if i == 1:
        return "between"
    return "no"


def subject(text: str) -> str:
    msg = email.parser.Parser().parsestr(text, headersonly=True)
    if msg["Subject"] == "hi":
        return "hi"
    if msg.get("To") is not None:
        return "to"
    return "other"


def idna_dec(data: bytes) -> str:
    text = data.decode("idna")
    if text == "bücher.de":
        return "umlaut"
    if text.startswith("a"):
        return "a"
    return "other"


def idna_enc(name: str) -> str:
    out = name.encode("idna")
    if out == b"xn--bcher-kva.de":
        return "umlaut"
    return "other"


def puny(data: bytes) -> str:
    return "u" if codecs.decode(data, "punycode") == "\u00fc" else "other"
