def every_other(s: str) -> str:
    if s[::2] == "ace" and len(s) == 5:
        return "ace"
    return "other"


def doubled(s: str) -> str:
    if "".join(ch * 2 for ch in s) == "aabbcc":
        return "abc"
    return "other"


def replaced_count(s: str) -> str:
    t = s.replace("a", "b")
    if t.count("b") == 3 and len(s) == 4:
        return "three"
    return "other"


def times_two(s: str) -> str:
    try:
        n = int(s)
    except ValueError:
        return "bad"
    if str(n * 2) == "42":
        return "21"
    return "other"


def titled(s: str) -> str:
    if s.title() == "Hello World":
        return "hw"
    return "other"


def tabs(s: str) -> str:
    if s.expandtabs(4) == "a   b":
        return "tab"
    return "other"


def uniq_sorted(s: str) -> str:
    if "".join(sorted(set(s))) == "abc" and len(s) == 5:
        return "abc"
    return "other"


def center(s: str) -> str:
    if s.center(7, "*") == "**abc**":
        return "abc"
    return "other"


def hexed(s: str) -> str:
    if s.encode().hex() == "6869":
        return "hi"
    return "other"


def words_rev(s: str) -> str:
    if " ".join(reversed(s.split())) == "world hello":
        return "hw"
    return "other"
