"""A library whose classes get their ``__init__``/``__new__`` from ``exec``
(dataclasses, namedtuples): the Python functions those call hold the checks
(``tests/explore/test_generated.py``)."""

from __future__ import annotations

from collections import namedtuple
from dataclasses import dataclass, field


def _digits(text: str) -> int:
    if not text.isdigit() or len(text) > 5:
        raise ValueError("not a port number")
    return int(text)


@dataclass
class Port:
    """A port number read in ``__post_init__``."""

    text: str
    number: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self.number = _digits(self.text)


@dataclass(frozen=True)
class Version:
    """A frozen dataclass whose ``__post_init__`` validates through a base class's
    method."""

    major: str
    minor: str

    def __post_init__(self) -> None:
        self.check(self.major)
        self.check(self.minor)

    @staticmethod
    def check(part: str) -> None:
        if not part.isdigit() or len(part) > 3:
            raise ValueError(f"bad version part {part!r}")


class Pair(namedtuple("Pair", "key value")):
    """A namedtuple subclass: its ``__new__`` is generated, its method is Python."""

    __slots__ = ()

    def normal(self) -> str:
        return self.key.lower() + "=" + self.value.strip()


@dataclass
class Tagged:
    """A field whose default factory is a Python function of the library."""

    name: str
    tags: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if ":" in self.name and len(self.name) < 12:
            prefix, _, rest = self.name.partition(":")
            self.tags.append(prefix)
            self.name = rest
