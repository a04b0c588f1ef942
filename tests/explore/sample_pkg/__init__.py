"""A small package explored as a whole by test_batch.py."""

from .helpers import norm


def top(s: str) -> str:
    return norm(s)
