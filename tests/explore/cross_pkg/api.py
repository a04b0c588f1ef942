"""Functions that call into model.py (explored by test_real_python.py)."""

from .model import Tag


def check(text: str) -> str:
    tag = Tag.parse(text)
    if tag.older("7"):
        return "old"
    return "new"


def make(name: str) -> str:
    Tag(name, "1")
    return "ok"
