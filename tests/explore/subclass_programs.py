"""``str`` subclasses built from a symbolic string, for ``test_str_subclass.py``: a
subclass with methods and a property that branch on its content, one made by a
``__new__`` that calls ``super().__new__`` and sets attributes (as
``email._header_value_parser.Terminal``), overrides of ``__eq__`` and ``__str__``, and a
list subclass whose ``__str__`` joins such tokens (as its ``TokenList``).  Not a test."""

from __future__ import annotations

import sys


class Word(str):
    kind = "word"

    def shout(self) -> str:
        if self.endswith("!"):
            return self.upper()
        return self.upper() + "!"

    @property
    def first(self) -> str:
        return self[:1]


class Token(str):
    def __new__(cls, value: str, kind: str) -> Token:
        self = super().__new__(cls, value)
        self.kind = kind
        return self

    def is_name(self) -> bool:
        return self.isidentifier() and self.kind == "name"


class Keyword(Token):
    """A subclass of a subclass: ``super()`` in its methods reaches ``Token``'s."""

    def is_name(self) -> bool:
        return not super().is_name()


def classify(s: str) -> str:
    w = Word(s)
    if not isinstance(w, Word) or type(w) is not Word or w.__class__ is not Word:
        return "lost"
    if w.first == "x":
        return "x " + w.shout()
    t = Token(s, "name")
    if t.is_name() and len(t) > 3:
        return "long name"
    if t == "ab":
        return "ab"
    if Keyword(s, "name").is_name() and s[:2] in ("1", "2"):
        return "not a name"
    return w.kind


class Folded(str):
    """A case-insensitive string (an ``__eq__`` of its own)."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, str) and self.lower() == other.lower()

    __hash__ = str.__hash__


class Blank(Token):
    """A token that prints as nothing (``EWWhiteSpaceTerminal``)."""

    def __str__(self) -> str:
        return ""


class Parts(list):  # type: ignore[type-arg]
    """Tokens joined by their ``str()`` (``TokenList``)."""

    def __str__(self) -> str:
        return "".join(str(x) for x in self)


def header(s: str) -> str:
    if Folded(s) == "Content-Type":
        return "content type"
    parts = Parts([Token(s[:3], "name"), Blank(s[3:4], "ws"), Token(s[4:], "name")])
    text = str(parts)
    if text == "abcd":
        return "abc d"
    if len(text) == len(s) and s:
        return "no blank"
    return "other"


def interned(s: str) -> str:
    """``sys.intern`` refuses a ``Word`` as CPython does (``TypeError: can't intern
    Word``), where a ``str`` would pass."""
    if s == "str":
        return sys.intern(str(s))
    return sys.intern(Word(s))
