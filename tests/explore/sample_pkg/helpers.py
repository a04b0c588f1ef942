"""Helpers of the sample package: a cached function, a method, a module exception."""

import functools


class BadInput(ValueError):
    pass


def norm(s: str) -> str:
    if s.strip() == "":
        raise BadInput("empty")
    return s.strip().lower()


@functools.lru_cache(maxsize=32)
def kind(s: str, n: int = 2) -> str:
    if s.isdigit() and len(s) == n:
        return "code"
    if "@" in s:
        return "mail"
    return "other"


class Checker:
    def __init__(self) -> None:
        self.seen = 0

    def check(self, word: str, strict: bool = False) -> bool:
        if strict and word != word.lower():
            return False
        return word.startswith("x")

    def untyped(self, thing) -> None:
        return None
