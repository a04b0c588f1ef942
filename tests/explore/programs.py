"""Small programs with known paths, explored by the tests (not tests themselves)."""

import hashlib
import json


def classify(s: str) -> str:
    """Four paths: a comment, no ``=`` (its own ValueError), a number, text."""
    if s.startswith("#"):
        return "comment"
    key, sep, value = s.partition("=")
    if not sep:
        raise ValueError("no =")
    if value.isdigit():
        return "number"
    return "text"


def string_exceptions(s: str) -> int:
    """Each string operation's exception is a path (paper 001, Table 2)."""
    head, tail = s.split(",")      # unpacking: too few or too many parts
    n = int(head)                   # not a numeral
    at = tail.index(":")            # no ":"
    return n + ord(tail[at + 1])    # ":" last: index out of range


def _digit_value(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    raise ValueError(f"not a digit: {ch}")


def checksum(code: str, strict: bool = True) -> str:
    """A helper of the same module, a loop over a string, a bool parameter."""
    if len(code) < 3:  # every run past this line reaches the loop's bound
        return "too short"
    total = 0
    for ch in code:
        if ch == "-":
            continue
        total += _digit_value(ch)
    if strict and total % 10 != 0:
        return "bad checksum"
    return "ok"


def opaque(s: str, n: int) -> str:
    """Values the layer cannot follow are made concrete, never a crash."""
    digest = hashlib.sha256(s.encode()).hexdigest()
    encoded = json.dumps({"s": s})
    if n > 3 and s.endswith("!"):
        return digest[:4] + encoded[:2]
    if hash(s) == 0:
        return "hash zero"
    return f"{s}:{n}"


ROUTES = {"home": "H", "about": "A"}


def lookup(name: str, default: str = "?") -> str:
    """A symbolic key looked up in a dict: one decision over the keys."""
    if name in ROUTES:
        return ROUTES[name] + "!"
    return ROUTES.get(name.lower() if name.isascii() else name, default)


def unreachable(s: str) -> str:
    """The second branch is infeasible: it is proved so."""
    if s.startswith("ab"):
        if not s.startswith("a"):
            return "never"
        return "ab"
    return "other"


def greet(name: str, times: int = 1) -> str:
    """printf-style formatting and f-strings keep the values symbolic."""
    message = "hi %s x%d!" % (name, times)  # noqa: UP031 - the formatting under test
    tag = f"<{name}:{times}>"
    if message.endswith("b x2!") and tag.startswith("<a"):
        return "found"
    return message


def release(text: str) -> str:
    """The last test needs a ``-`` (decided first) and a number before it: from the
    first run with a number, the flip to a tag is infeasible (no ``-``), and the ``-``
    was flipped already from a run without a number; solving around the unsat core
    gives both at once.  (The last test is written ``tag != ""``: a repeat of the
    truth value of ``tag`` decided above would be an implied decision, whose untaken
    side is reached by boosting the first one instead -- also right, but not what this
    program is for.)"""
    head, sep, tag = text.partition("-")
    if sep and not tag:
        raise ValueError("empty tag")
    if not head.isdigit():
        return "no number"
    if tag != "" and not tag.isalpha():
        return "bad tag"
    return "ok"


def spins(word: str) -> str:
    """Loops forever on plain values after one decision: only the watchdog stops it."""
    if word == "spin":
        n = 0
        while True:
            n += 1
    return word


def stubborn(word: str) -> str:
    """Swallows the first stop (``except BaseException``) and spins again."""
    if word == "spin":
        try:
            while True:
                pass
        except BaseException:  # noqa: BLE001, S110 - what is tested
            pass
        while True:
            pass
    return word


def int_after_isdigit(s: str) -> str:
    """``int()`` of a split part after ``isdigit()`` (issue 26, §4): the last test is
    infeasible among ASCII digits, and proved so; the non-ASCII digit runs concretely."""
    head, _, tail = s.partition(".")
    if not head.isdigit() or not tail.isdigit():
        return "not numbers"
    if int(head) < int(tail):
        return "older"
    if int(head) > int(tail) and int(head) < int(tail):
        return "never"
    return "newer or same"


class Release:
    """A class of the module: its ``__init__`` runs rewritten, on the symbolic string."""

    def __init__(self, text: str) -> None:
        major, _, rest = text.partition(".")
        if not major.isdigit():
            raise ValueError("major")
        self.major = int(major)
        self.rest = rest

    def stable(self) -> bool:
        return self.major >= 1


def release_kind(s: str) -> str:
    r = Release(s)
    if r.stable():
        return "stable"
    if r.rest == "x":
        return "x"
    return "dev"
