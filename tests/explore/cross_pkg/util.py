"""Defines ``shout``, which the package's ``__init__`` re-exports."""


def shout(word: str) -> str:
    if word.endswith("!"):
        return word
    return word + "!"
