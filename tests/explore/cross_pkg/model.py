"""A class of another module than the explored one (see api.py)."""

import re


class Tag:
    # compiled by the original module (CPython's re), used by the rewritten classmethod
    _REGEX = re.compile(r"""
        (?P<name> [a-z]+ )   # a lower-case name
        -                    # then a dash
        (?P<num> [0-9] )     # and one digit
        """, re.VERBOSE)

    def __init__(self, name: str, num: str) -> None:
        if name == "xy":
            raise ValueError("reserved name")
        self.name = name
        self.num = num

    @classmethod
    def parse(cls, text: str) -> "Tag":
        m = cls._REGEX.fullmatch(text)
        if m is None:
            raise ValueError("not a tag")
        return cls(m.group("name"), m.group("num"))

    def older(self, other: str) -> bool:
        return other.startswith(self.num)
