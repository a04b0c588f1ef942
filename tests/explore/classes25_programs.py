"""Small programs for the classes of brief classes25 (issue 38): each is one class seen on
library code (see tests/explore/test_classes25.py), written here without the library."""

from __future__ import annotations

import html.parser
import unicodedata


def accent_kind(s: str) -> str:
    """charset_normalizer's ``is_accentuated``/``is_latin``/``is_cjk``: substrings of
    ``unicodedata.name`` of one character, an unnamed one raising ``ValueError``."""
    if len(s) != 1:
        return "not one"
    try:
        description = unicodedata.name(s)
    except ValueError:
        return "no name"
    if "WITH GRAVE" in description or "WITH ACUTE" in description:
        return "accent"
    if "CJK" in description:
        return "cjk"
    if description.startswith("LATIN SMALL"):
        return "small latin"
    if description == "SPACE":
        return "space"
    return "other"


def named_or_not(s: str) -> str:
    """``unicodedata.name(c, default)`` (slugify-like code keeps a character whose name
    holds a word)."""
    for c in s[:1]:
        name = unicodedata.name(c, "")
        if not name:
            return "unnamed"
        if name.split(" ")[0] == "GREEK":
            return "greek"
        if "DIGIT" in name:
            return "digit"
        return "named"
    return "empty"


def char_props(s: str) -> str:
    """Normalizers' tests of a character's other properties: the general category's
    class, combining class, East Asian width, decimal value, mirroring."""
    if len(s) != 1:
        return "not one"
    category = unicodedata.category(s)
    if category == "Mn" and unicodedata.combining(s) == 230:
        return "mark above"
    if category.startswith("L") and unicodedata.east_asian_width(s) == "W":
        return "wide letter"
    if unicodedata.decimal(s, -1) == 7:
        return "seven"
    if unicodedata.digit(s, -1) == 2 and not s.isascii():
        return "other two"
    if unicodedata.mirrored(s):
        return "mirrored"
    if unicodedata.decomposition(s).startswith("<compat>"):
        return "compat"
    return "other"


def slug_char(s: str) -> str:
    """slugify/unidecode-like normalizers: the general category's class and membership
    of the category in a set of categories."""
    for c in s[:1]:
        category = unicodedata.category(c)
        if category in {"Pd", "Pc"}:
            return "dash"
        if category.startswith("N"):
            return "number"
        if category in ("Zs", "Zl"):
            return "space"
        if unicodedata.name(c, "?") in ("LATIN SMALL LETTER Q", "?"):
            return "q or unnamed"
        return "kept"
    return "empty"


def start_tag(s: str) -> str:
    """html.parser's ``check_for_whole_start_tag``: ``locatestarttagend_tolerant`` (a
    repetition whose body opens with a lookbehind of one class) matched at the start,
    then the character after the match."""
    m = html.parser.locatestarttagend_tolerant.match(s)
    if m is None:
        return "no tag"
    j = m.end()
    if s[j:j + 1] == ">":
        return "closed" if j > 2 else "short"
    if s[j:j + 2] == "/>":
        return "self-closing"
    return "open" if j < len(s) else "unfinished"
