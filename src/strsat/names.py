"""Enumerations without the class-creation cost of :mod:`enum` (issue 39, item 1).

Creating an ``enum.Enum`` class runs Python code per member in every process: in
CPython 3.11 about 0.5M instructions for a class of three members and 6.5M for the 100
inference kinds (callgrind), as much as importing twenty modules.  A class deriving
from :data:`Names` gets its members made by a small metaclass instead (a few thousand
instructions each), with the part of the ``Enum`` interface strsat uses:

* every public class attribute that is not a function, property or other descriptor
  becomes a member, in definition order; a repeated value makes an alias of the first
  member, as in ``Enum``;
* a member has ``name`` and ``value``, compares by identity, hashes by its name, has
  ``Enum``'s ``repr`` and ``str`` (``<Sort.INT: 'Int'>``, ``Sort.INT``), pickles and
  copies as itself;
* the class iterates over its members, has ``len``, ``Cls[name]``, ``Cls(value)``
  (``ValueError`` when no member has it), ``member in Cls`` and ``__members__``.

The type checker sees :class:`enum.Enum` as the base (``Names`` is that class under
``TYPE_CHECKING``), so members are typed, narrowed and checked for exhaustiveness as
enum members are.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, MappingProxyType, cast

__all__ = ["Names"]


class _NamesType(type):
    """The metaclass: makes the members when a class deriving from ``_Names`` is made."""

    _member_map_: dict[str, Any]
    _value2member_map_: dict[Any, Any]

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any]
                ) -> _NamesType:
        cls = super().__new__(mcs, name, bases, namespace)
        members: dict[str, Any] = {}
        by_value: dict[Any, Any] = {}
        for key, value in namespace.items():
            if key[:1] == "_" or hasattr(value, "__get__"):
                continue
            member = by_value.get(value)
            if member is None:
                member = object.__new__(cast("type[_Names]", cls))
                member._name_ = key
                member._value_ = value
                by_value[value] = member
            members[key] = member
            setattr(cls, key, member)
        cls._member_map_ = members
        cls._value2member_map_ = by_value
        return cls

    def __call__(cls, value: Any) -> Any:
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            raise ValueError(f"{value!r} is not a valid {cls.__qualname__}") from None

    def __iter__(cls) -> Iterator[Any]:
        return iter(cls._value2member_map_.values())

    def __len__(cls) -> int:
        return len(cls._value2member_map_)

    def __getitem__(cls, name: str) -> Any:
        return cls._member_map_[name]

    def __contains__(cls, member: object) -> bool:
        return isinstance(member, cls) and cls._member_map_.get(member._name_) is member

    @property
    def __members__(cls) -> Mapping[str, Any]:
        return MappingProxyType(cls._member_map_)


class _Names(metaclass=_NamesType):
    """A member of an enumeration made by :class:`_NamesType`."""

    __slots__ = ("_name_", "_value_")
    _name_: str
    _value_: Any

    @property
    def name(self) -> str:
        return self._name_

    @property
    def value(self) -> Any:
        return self._value_

    def __repr__(self) -> str:
        return f"<{type(self).__name__}.{self._name_}: {self._value_!r}>"

    def __str__(self) -> str:
        return f"{type(self).__name__}.{self._name_}"

    def __hash__(self) -> int:
        return hash(self._name_)

    def __reduce_ex__(self, protocol: object) -> tuple[Any, ...]:
        return getattr, (type(self), self._name_)

    def __copy__(self) -> _Names:
        return self

    def __deepcopy__(self, memo: object) -> _Names:
        return self


if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping
    from enum import Enum as Names
    from typing import Any
else:
    Names = _Names
