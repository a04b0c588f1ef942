"""Programs for gaps21 (issue 38): lists of parsed values, each part read by ``int()``,
whose deeper branches need every part valid (docutils' ``positive_int_list`` shape)."""

from __future__ import annotations


def positive(part: str) -> int:
    value = int(part)
    if value < 1:
        raise ValueError("not positive")
    return value


def positive_list(s: str) -> str:
    """Three parts, each a positive int, the first below the second."""
    xs = [positive(p) for p in s.split(",")]
    if len(xs) > 2 and xs[0] < xs[1]:
        return "rising"
    return "other"


def int_list(s: str) -> str:
    xs = [int(p) for p in s.split(",")]
    if len(xs) > 2 and xs[0] < xs[1]:
        return "rising"
    return "other"


def either_list(argument: str) -> str:
    """Split on commas if there is one, else on white space (docutils' shape)."""
    if "," in argument:
        entries = argument.split(",")
    else:
        entries = argument.split()
    xs = [positive(entry) for entry in entries]
    if len(xs) > 2 and xs[1] > xs[2]:
        return "falling tail"
    return "other"

