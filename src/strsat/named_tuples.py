"""Named tuples without the class-creation cost of :class:`typing.NamedTuple` (issue 39).

``typing.NamedTuple`` builds each class through :func:`collections.namedtuple`, which
compiles the source text of a ``__new__`` at run time: about 0.6M instructions a class
in CPython 3.11 (callgrind), in every process that imports the module.  A class deriving
from :data:`NamedTuple` here is made by a small metaclass instead, reading the same
class body (annotated fields in order, defaults for the last ones, methods), with the
interface strsat uses of a named tuple:

* a ``tuple`` subclass without ``__dict__``; fields read by name (C descriptors, as
  ``namedtuple``'s) and by position; equality, order and hash are the tuple's;
* built positionally or by keyword, missing trailing fields taking their defaults
  (``TypeError`` for a missing, unknown or repeated field);
* ``_fields``, ``_field_defaults``, ``__match_args__``, ``_make``, ``_replace``,
  ``_asdict``, ``namedtuple``'s ``repr`` and pickling.

The type checker sees :class:`typing.NamedTuple` (this module's name for it under
``TYPE_CHECKING``), so the fields are typed and checked as before.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, Any, itemgetter

try:  # collections' C field getter, without importing collections (issue 39: start-up)
    from _collections import _tuplegetter  # type: ignore[import-not-found]
except ImportError:  # another Python implementation: a property does the same
    def _tuplegetter(index: int, doc: str | None) -> Any:
        return property(itemgetter(index), doc=doc)

__all__ = ["NamedTuple"]


class _FieldsType(type):
    """The metaclass: reads the annotated fields of a class deriving from ``_Fields``."""

    _fields: tuple[str, ...]
    _field_defaults: dict[str, Any]

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any]
                ) -> _FieldsType:
        if not any(base.__dict__.get("_fields") == () for base in bases):
            # the base class itself, or a subclass of a named tuple: no new fields
            return super().__new__(mcs, name, bases, namespace)
        fields = tuple(namespace.get("__annotations__", {}))
        defaults: dict[str, Any] = {}
        for index, field in enumerate(fields):
            if field in namespace:
                defaults[field] = namespace[field]
            elif defaults:
                raise TypeError(f"{name}: field {field} without a default follows a field"
                                " with one")
            namespace[field] = _tuplegetter(index, f"Alias for field number {index}")
        namespace["__slots__"] = ()
        namespace["_fields"] = fields
        namespace["_field_defaults"] = defaults
        namespace["__match_args__"] = fields
        return super().__new__(mcs, name, bases, namespace)


class _Fields(tuple[Any, ...], metaclass=_FieldsType):
    """A named tuple made by :class:`_FieldsType`."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()
    _field_defaults: dict[str, Any] = {}

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        fields = cls._fields
        if not kwargs and len(args) == len(fields):
            return tuple.__new__(cls, args)
        if len(args) > len(fields):
            raise TypeError(f"{cls.__name__} takes {len(fields)} fields, got {len(args)}")
        values = list(args)
        for field in fields[len(args):]:
            if field in kwargs:
                values.append(kwargs.pop(field))
            elif field in cls._field_defaults:
                values.append(cls._field_defaults[field])
            else:
                raise TypeError(f"{cls.__name__}: missing field {field!r}")
        if kwargs:
            raise TypeError(f"{cls.__name__}: unexpected or repeated fields {sorted(kwargs)}")
        return tuple.__new__(cls, values)

    @classmethod
    def _make(cls, iterable: Iterable[Any]) -> Any:
        values = tuple(iterable)
        if len(values) != len(cls._fields):
            raise TypeError(f"{cls.__name__}: expected {len(cls._fields)} values,"
                            f" got {len(values)}")
        return tuple.__new__(cls, values)

    def _replace(self, **changes: Any) -> Any:
        values = [changes.pop(f, v) for f, v in zip(self._fields, self, strict=True)]
        if changes:
            raise ValueError(f"got unexpected field names: {sorted(changes)!r}")
        return tuple.__new__(type(self), values)

    def _asdict(self) -> dict[str, Any]:
        return dict(zip(self._fields, self, strict=True))

    def __repr__(self) -> str:
        shown = ", ".join(f"{f}={v!r}" for f, v in zip(self._fields, self, strict=True))
        return f"{type(self).__name__}({shown})"

    def __getnewargs__(self) -> tuple[Any, ...]:
        return tuple(self)


if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import NamedTuple
else:
    NamedTuple = _Fields
