import datetime
import re
import string


def luhn(s: str) -> str:
    if not s.isdigit() or len(s) < 2:
        return "bad"
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return "valid" if total % 10 == 0 else "invalid"


def balanced(s: str) -> str:
    stack = []
    pairs = {")": "(", "]": "["}
    for ch in s:
        if ch in "([":
            stack.append(ch)
        elif ch in pairs:
            if not stack or stack.pop() != pairs[ch]:
                return "unbalanced"
    if stack:
        return "open"
    return "ok"


def hex_color(s: str) -> str:
    m = re.fullmatch(r"#([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})", s)
    if not m:
        return "bad"
    r, g, b = (int(x, 16) for x in m.groups())
    if r > 200 and g < 50 and b < 50:
        return "red"
    if r == g == b:
        return "grey"
    return "color"


def valid_date(y: int, m: int, d: int) -> str:
    try:
        dt = datetime.date(y, m, d)
    except ValueError:
        return "invalid"
    if dt.isoweekday() == 7:
        return "sunday"
    if m == 2 and d == 29:
        return "leap"
    return "ok"


def acronym(s: str) -> str:
    words = [w for w in re.split(r"[\s-]+", s) if w]
    acr = "".join(w[0].upper() for w in words)
    if acr == "NASA":
        return "space"
    if len(acr) > 3:
        return "long"
    return "short"


def fmt_money(cents: int) -> str:
    text = f"{cents / 100:,.2f}"
    if text.startswith("-"):
        return "neg"
    if "," in text:
        return "thousands"
    if text.endswith(".00"):
        return "round"
    return "small"


def bits(n: int) -> str:
    if n < 0:
        return "neg"
    if n & (n - 1) == 0 and n:
        return "pow2"
    if bin(n).count("1") == 3:
        return "three-ones"
    if n >> 8:
        return "big"
    return "small"


def vowel_ratio(s: str) -> str:
    if not s:
        return "empty"
    v = sum(1 for c in s.lower() if c in "aeiou")
    if v * 2 > len(s):
        return "vowelly"
    return "consonant"


def roman(s: str) -> str:
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
    total = 0
    prev = 0
    for ch in reversed(s):
        if ch not in vals:
            return "bad"
        v = vals[ch]
        if v < prev:
            total -= v
        else:
            total += v
            prev = v
    if total == 14:
        return "fourteen"
    if total > 50:
        return "big"
    return "small"


def safe_name(s: str) -> str:
    allowed = set(string.ascii_letters + string.digits + "_")
    if not s or s[0].isdigit():
        return "bad-start"
    if not set(s) <= allowed:
        return "bad-char"
    if s.isupper():
        return "const"
    return "ident"
