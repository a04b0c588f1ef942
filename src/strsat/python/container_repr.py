"""``repr()``/``str()``/``ascii()`` of a ``list``, ``tuple`` or ``dict`` holding symbolic
values (``repr([s, 1])``, ``str({'k': s})``, ``f"{t!r}"``, ``%r``, ``"{}".format(t)``),
exactly.

CPython writes these containers the same way whatever they hold: ``[a, b]``, ``(a,)``
and ``(a, b)``, ``{k: v, ...}`` in insertion order, each item by its own ``repr()``
(``ascii()`` under ``ascii``), and ``[...]``/``{...}``/``(...)`` for a container
already being written further up (a list holding itself).  ``str()`` of the three is
their ``repr()``.  The items' reprs are the layer's (:func:`.str_repr.str_repr_of`: a
symbolic ``str`` quoted and escaped by its own decisions, an ``int``/``bool`` its
numeral); the pieces are joined by concatenation, so the result is one string term
and nothing is made concrete.  Only the exact types are written here: a subclass
(``OrderedDict``, a named tuple, ``defaultdict``) may define its own ``__repr__``, and
a ``set`` writes its items in the order of their hashes -- those run CPython's own
``repr`` (a symbolic item then made concrete, with a note).
"""

from __future__ import annotations

from typing import Any

from .values import SymValue

#: The exact container types written here, with their brackets.
_BRACKETS: dict[type, tuple[str, str]] = {list: ("[", "]"), tuple: ("(", ")"),
                                          dict: ("{", "}")}


def holds_symbolic(obj: object, seen: frozenset[int] = frozenset()) -> bool:
    """Whether ``obj`` is a ``list``/``tuple``/``dict`` (exact types) with a symbolic
    value somewhere inside (through nested containers of the same types)."""
    if type(obj) not in _BRACKETS or id(obj) in seen:
        return False
    inner = seen | {id(obj)}
    items = [x for kv in obj.items() for x in kv] if type(obj) is dict \
        else list(obj)  # type: ignore[call-overload]
    return any(isinstance(x, SymValue) or holds_symbolic(x, inner) for x in items)


def container_repr(obj: Any, ascii_only: bool = False) -> Any:
    """``repr(obj)`` (``ascii(obj)``) of a container :func:`holds_symbolic` accepts: a
    symbolic string (or a plain ``str`` when the items' reprs are all concrete)."""
    pieces = _pieces(obj, ascii_only, frozenset())
    out: Any = ""
    for piece in pieces:
        out = piece if isinstance(out, str) and out == "" else out + piece
    return out


def _pieces(obj: Any, ascii_only: bool, seen: frozenset[int]) -> list[Any]:
    from .str_repr import str_repr_of  # str_repr imports the layer's strings

    kind = type(obj)
    if kind in _BRACKETS and id(obj) in seen:
        return [_BRACKETS[kind][0] + "..." + _BRACKETS[kind][1]]
    if kind not in _BRACKETS:
        return [str_repr_of(obj, ascii_only)]
    inner = seen | {id(obj)}
    left, right = _BRACKETS[kind]
    out: list[Any] = [left]
    if kind is dict:
        for i, (key, value) in enumerate(obj.items()):
            out += ([", "] if i else []) + _pieces(key, ascii_only, inner) + [": "] \
                + _pieces(value, ascii_only, inner)
    else:
        for i, item in enumerate(obj):
            out += ([", "] if i else []) + _pieces(item, ascii_only, inner)
        if kind is tuple and len(obj) == 1:
            out.append(",")
    out.append(right)
    return out


__all__ = ["container_repr", "holds_symbolic"]
