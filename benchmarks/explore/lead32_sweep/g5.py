def canon(s: str) -> str:
    digits = "".join([c for c in s if c in "0123456789Xx"])
    if len(digits) == 10:
        return "ten"
    if len(digits) == 13:
        return "thirteen"
    return "other"


def clean(s: str) -> str:
    t = "".join(c for c in s if c not in " -")
    if len(t) == 10 and t.isdigit():
        return "ok"
    return "bad"


def count_vowels(s: str) -> str:
    n = sum(1 for c in s if c in "aeiou")
    if n == 3:
        return "three"
    return "other"
