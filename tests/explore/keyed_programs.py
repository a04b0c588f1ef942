"""Dicts and sets that receive symbolic keys, written the way library code is
(test_keyed.py explores them: no hash is noted, the stored keys stay symbolic)."""

from collections import Counter, UserDict, defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import groupby
from typing import NamedTuple


def tally(s: str) -> str:
    counts = {}
    for ch in s:
        counts[ch] = counts.get(ch, 0) + 1
    if len(counts) == 1 and len(s) > 2:
        return "uniform"
    if counts.get("a", 0) >= 2:
        return "two a"
    return "varied" if len(counts) >= 3 else "other"


def most(s: str) -> int:
    counts = defaultdict(int)
    for ch in s:
        counts[ch] += 1
    best = 0
    for ch in counts:
        if counts[ch] > best:
            best = counts[ch]
    if best >= 3:
        raise ValueError("too many repeats")
    return best


def duplicates(s: str) -> str:
    seen = set()
    for part in s.split(","):
        if part in seen:
            return "duplicate"
        seen.add(part)
    return "many" if len(seen) > 2 else "few"


def fields(text: str) -> str:
    found = {}
    for item in text.split(";"):
        name, sep, value = item.partition("=")
        if not sep:
            continue
        if name in found:
            raise KeyError("duplicate field")
        found[name] = value
    if found.get("host") == "":
        del found["host"]
        return "empty host"
    return f"fields {len(found)}"


def letters(s: str) -> str:
    kinds = {ch for ch in s if ch != "-"}
    index = {ch: n for n, ch in enumerate(s)}
    if len(kinds) == 2 and len(index) == 3:
        return "two kinds and a dash"
    return "other"


def counted(s: str) -> int:
    tally_ = Counter()
    for ch in s:
        tally_[ch] += 1
    return tally_["x"]


def census(s: str) -> str:
    c = Counter(s)
    if c["a"] > 2:
        return "many a"
    return "one kind" if len(c) == 1 and s else "other"


def spread(s: str) -> str:
    chars = sorted(s)
    if chars and chars[0] == "a" and chars[-1] == "c":
        return "a to c"
    return "last b" if list(reversed(s))[:1] == ["b"] else "other"


def longest_run(s: str) -> int:
    best = 0
    for _, run in groupby(s):
        best = max(best, len(list(run)))
    if best >= 3:
        raise ValueError("a run of three")
    return best


def commonest(s: str) -> str:
    counts = {}
    for ch in s:
        counts[ch] = counts.get(ch, 0) + 1
    if not counts:
        return ""
    top = max(counts, key=counts.get)
    return top if counts[top] > 1 else "none"


_PORTS = {("http", 80): "plain web", ("https", 443): "secure web", ("ftp", 21): "files"}


def service(scheme: str, port: int) -> str:
    """A table keyed by tuples holding both parameters (brief "exmisc" class 2)."""
    if (scheme.lower(), port) in _PORTS:
        kind = _PORTS[(scheme.lower(), port)]
        return "web" if kind.endswith(" web") else kind
    seen = {}
    for part in scheme.split(","):
        seen[(part, len(part))] = seen.get((part, len(part)), 0) + 1
    if any(n > 1 for n in seen.values()):
        return "repeated"
    return "unknown"


class _Aliases(Mapping[str, str]):
    """A mapping written in Python (as ``os.environ``, ``UserDict``, ``ChainMap`` are):
    its ``__getitem__`` and ``__contains__`` are pure Python over a plain dict."""

    def __init__(self, names: dict[str, str]) -> None:
        self._names = names

    def __getitem__(self, key: str) -> str:
        return self._names[key.lower()]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


_ALIASES = _Aliases({"co": "company", "st": "street"})
_COUNTRIES = UserDict({"fr": "France", "de": "Germany"})


def expand(word: str) -> str:
    """Look-ups in mappings whose lookups are written in Python (survey4's class:
    ``os.environ[name]``): each key is found by a decision, not made concrete."""
    if word in _COUNTRIES:
        return "country " + _COUNTRIES[word]
    try:
        return "alias " + _ALIASES[word]
    except KeyError:
        return "word"


_METHODS = {b"POST": "write", b"PUT": "write", b"PATCH": "write", b"DELETE": "write",
            b"CONNECT": "other", b"TRACE": "other", b"GET": "read", b"HEAD": "read"}


def verb(method: bytes) -> str:
    """A dict keyed by bytes (``os.environ``'s ``_data`` is one, keyed by encoded names):
    one decision over the keys, however many (compared one at a time, the keys past the
    loop bound were out of reach)."""
    if method in _METHODS:
        kind = _METHODS[method]
        if kind == "read" and len(method) > 3:
            return "long read"
        return kind
    return "unknown"


#: 300 names, each mapped to one of seven codes (issue 38: a table of hundreds of keys
#: is one decision)
_CODES = {f"c{i:03d}": i % 7 for i in range(300)}
#: 300 ports, not all consecutive
_WIDE_PORTS = frozenset(range(1000, 1600, 2))


def wide_lookup(name: str, port: int) -> str:
    code = _CODES.get(name.lower())
    if code is None:
        return "unknown name"
    if port in _WIDE_PORTS:
        return "listed port" if code == 6 else "listed"
    return "code six" if code == 6 else "known name"


# -- keys that are objects of classes comparing by their own __eq__ ----------------------


@dataclass(frozen=True)
class Endpoint:
    scheme: str
    port: int


_DEFAULT_PORTS = {Endpoint("http", 80): "plain", Endpoint("https", 443): "tls"}


def endpoint_kind(scheme: str, port: int) -> str:
    """A frozen dataclass as a dict key."""
    return _DEFAULT_PORTS.get(Endpoint(scheme.lower(), port), "custom")


class Pair(NamedTuple):
    left: str
    right: str


_PAIRS = {Pair("x", "y"): "first", Pair("u", "v"): "second"}


def pair_of(s: str) -> str:
    """A named tuple as a dict key."""
    left, _, right = s.partition("=")
    return _PAIRS.get(Pair(left, right), "none")


class Name:
    """A name compared and hashed without regard to case."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Name) and self.text.lower() == other.text.lower()

    def __hash__(self) -> int:
        return hash(self.text.lower())


_RESERVED = {Name("Admin"), Name("root")}


def reserved(name: str) -> str:
    """An object with its own ``__eq__`` and ``__hash__`` looked up in a set."""
    return "reserved" if Name(name.strip()) in _RESERVED else "free"


@dataclass(frozen=True)
class Word:
    text: str


def word_counts(s: str) -> str:
    """A dict keyed by dataclass objects built from the input, then a lookup."""
    counts: dict[Word, int] = {}
    for part in s.split(","):
        word = Word(part)
        counts[word] = counts.get(word, 0) + 1
    if Word("stop") in counts:
        return "stopped"
    return "repeated" if any(n > 1 for n in counts.values()) else "distinct"


_MANY = {Word(f"w{i}"): i for i in range(300)}


def many_words(s: str) -> str:
    """An object key in a dict beyond KEY_LIMIT keys: hashed, with a note."""
    return "known" if Word(s) in _MANY else "unknown"


class CachedName:
    """A name whose hash is computed once, in ``__init__`` (packaging's ``Tag`` does)."""

    def __init__(self, text: str) -> None:
        self.text = text.lower()
        self._hash = hash(self.text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CachedName) and self.text == other.text

    def __hash__(self) -> int:
        return self._hash


_ADMINS = {CachedName("root"), CachedName("admin")}


def cached_hash_name(name: str) -> str:
    """``hash()`` of a symbolic value called in ``__init__``: its concrete hash, the run
    loose from there (noted), the lookup still decided by ``__eq__``."""
    return "admin" if CachedName(name) in _ADMINS else "user"
