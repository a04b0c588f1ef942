"""Small value classes without :mod:`dataclasses` (issue 39, item 1).

A ``@dataclass`` costs start-up time twice: importing :mod:`dataclasses` loads
:mod:`inspect` (with ``ast``, ``dis`` and ``tokenize``), and every decorated class
compiles its generated methods from source text at import (about a millisecond for
a frozen class: the parser and compiler run in every process, bytecode caches do
not keep it).  The engine's modules load in every ``strsat`` run, so their value
classes write ``__init__`` by hand and inherit equality, hash and ``repr`` from
:class:`Record`, which reads the field names from ``_fields``: the same semantics
as a dataclass's (fields compared as a tuple, only against the same class).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any, ClassVar

__all__ = ["Record"]


class Record:
    """Equality, hash and ``repr`` over the fields named in ``_fields``, in order.

    A mutable record (a plain ``@dataclass`` before) sets ``__hash__ = None``, as the
    dataclass did; ``__slots__`` are the subclass's choice."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple([getattr(self, f) for f in self._fields])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}({shown})"
