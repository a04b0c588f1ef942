"""Programs that branch on ``unicodedata.normalize`` of strings beyond the characters
each form leaves alone and the Latin letters (issue 38, brief normalize26): marks after a
letter, Hangul, Greek, Cyrillic."""

import unicodedata


def nfc_kind(s: str) -> str:
    """idna's ``check_nfc``, email_validator: is the string its NFC?"""
    if len(s) > 3:
        return "long"
    t = unicodedata.normalize("NFC", s)
    if t == s:
        return "unchanged"
    return "composed" if len(t) < len(s) else "expanded" if len(t) > len(s) else "replaced"


def nfd_kind(s: str) -> str:
    """A decomposition's parts: an acute accent, a Hangul initial, a Greek letter."""
    if len(s) > 2:
        return "long"
    t = unicodedata.normalize("NFD", s)
    if "\u1100" in t:
        return "hangul g"
    if "\u0301" in t:
        return "acute" if t[0] != "\u0301" else "lone acute"
    if len(t) > len(s):
        return "decomposed"
    return "as is"


def nfkd_ascii(s: str) -> str:
    """slugify, werkzeug ``secure_filename``, inflection ``transliterate``: the NFKD
    form's ASCII characters."""
    if len(s) > 2:
        return "long"
    b = unicodedata.normalize("NFKD", s).encode("ascii", "ignore")
    if not b:
        return "nothing ascii"
    if s.isascii():
        return "ascii"
    if len(b) == len(s):
        return "transliterated"
    return "some kept"


def nfkc_greek(s: str) -> str:
    """dnspython's ``from_unicode``: the NFKC form of Greek and Cyrillic text."""
    if len(s) <= 2:
        t = unicodedata.normalize("NFKC", s)
        if "\u03ac" in t:
            return "alpha with tonos"
        if "\u0439" in t:
            return "short i"
        return "unchanged" if t == s else "changed"
    return "long"
