import string

ALLOWED = set(string.ascii_letters + string.digits + "_")


def ident(s: str) -> str:
    if not s or s[0].isdigit():
        return "bad-start"
    if not set(s) <= ALLOWED:
        return "bad-char"
    if s.isupper() and len(s) > 3:
        return "const"
    return "ident"


def hexish(s: str) -> str:
    bad = set(s) - set("0123456789abcdef")
    if bad:
        return "not-hex"
    if len(s) == 8 and "f" in set(s):
        return "has-f"
    return "hex"


def pangram(s: str) -> str:
    letters = set(s.lower()) & set(string.ascii_lowercase)
    if set("abc").issubset(set(s)):
        return "abc"
    if letters >= set("xyz"):
        return "xyz"
    return "other"


def unique(s: str) -> str:
    if len(set(s)) == len(s) and len(s) > 2:
        return "unique"
    return "dup"
