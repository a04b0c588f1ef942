import codecs


def rot13(s: str) -> str:
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + 13) % 26 + 97))
        else:
            out.append(c)
    if "".join(out) == "uryyb":
        return "hello"
    return "other"


def rot13c(s: str) -> str:
    if codecs.encode(s, "rot13") == "uryyb":
        return "hello"
    return "other"


def rev(s: str) -> str:
    if "".join(reversed(s)) == "olleh":
        return "hello"
    return "other"


def swap(s: str) -> str:
    if s.swapcase() == "hELLO":
        return "hello"
    return "other"


def upper_map(s: str) -> str:
    if "".join(map(str.upper, s)) == "HEY":
        return "hey"
    return "other"


def codes(s: str) -> str:
    if [ord(c) for c in s] == [104, 105]:
        return "hi"
    return "other"


def shift(s: str) -> str:
    if "".join(chr(ord(c) + 1) for c in s) == "ifmmp":
        return "hello"
    return "other"


def interleave(s: str, t: str) -> str:
    if "".join(a + b for a, b in zip(s, t)) == "abcd" and len(s) == 2:  # noqa: B905
        return "ok"
    return "other"


def dashes(s: str) -> str:
    if "-".join(s.split()) == "a-b-c":
        return "abc"
    return "other"


def xor_key(s: str) -> str:
    enc = "".join(chr(ord(c) ^ 0x20) for c in s)
    if enc == "HI":
        return "hi"
    return "other"
