def isbn_digits(s: str) -> str:
    d = "".join(c for c in s if c in "0123456789X")
    if len(d) == 10:
        if d.endswith("X"):
            return "ten-x"
        return "ten"
    return "bad"

def loop_form(s: str) -> str:
    out = ""
    for ch in s:
        if ch.isdigit():
            out += ch
    if len(out) == 6 and out.startswith("42"):
        return "ok"
    return "no"

def count_form(s: str) -> str:
    n = sum(1 for c in s if c.isupper())
    if n >= 4:
        return "shouty"
    return "calm"
