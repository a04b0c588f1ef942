import collections
import functools
import itertools
import string


def rle(s: str) -> str:
    out = []
    for ch, grp in itertools.groupby(s):
        n = len(list(grp))
        out.append(f"{n}{ch}")
    r = "".join(out)
    if r == "3a2b":
        return "target"
    return "other"


def anagram(s: str) -> str:
    if sorted(s) == sorted("listen") and s != "listen":
        return "anagram"
    return "no"


def most_common(s: str) -> str:
    if not s:
        return "empty"
    c = collections.Counter(s)
    ch, n = c.most_common(1)[0]
    if n >= 3:
        return "triple"
    return "few"


def digitsum(s: str) -> str:
    if not s.isdigit():
        return "bad"
    if sum(map(int, s)) == 17:
        return "seventeen"
    return "other"


def pairs(s: str, t: str) -> str:
    d = sum(1 for a, b in zip(s, t) if a != b)  # noqa: B905 - as user code writes it
    if len(s) == len(t) == 4 and d == 1:
        return "one"
    return "other"


def uniq(s: str) -> str:
    if len(set(s)) == len(s) and len(s) >= 4:
        return "unique"
    return "dup"


def caesar(s: str) -> str:
    lower = string.ascii_lowercase
    table = str.maketrans(lower, lower[3:] + lower[:3])
    if s.translate(table) == "khoor":
        return "hello"
    return "other"


def maxchar(s: str) -> str:
    if s and max(s) == "z" and min(s) == "a":
        return "span"
    return "other"


def reduce_xor(s: str) -> str:
    if len(s) == 3 and functools.reduce(lambda a, c: a ^ ord(c), s, 0) == 0x41:
        return "A"
    return "other"


def first_dup(s: str) -> str:
    seen = set()
    for i, ch in enumerate(s):
        if ch in seen:
            if i == 3:
                return "at3"
            return "dup"
        seen.add(ch)
    return "none"
