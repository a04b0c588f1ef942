"""Which parameters may be ``None`` or a symbolic value (brief "exclass", issue 38, class 2).

A parameter annotated ``Optional[str]`` / ``str | None`` (also ``int``, ``bool``,
``bytes``) is explored both ways: ``None`` and a symbolic value.  An *unannotated*
parameter whose default is ``None`` is explored the same way as an optional ``str`` when
the function's body uses it as a string -- the evidence a reader would take:

* a method only ``str`` has (``sep.join(...)``, ``prefix.startswith(...)``), or
  ``isinstance(name, str)``;
* an operand of ``+`` or ``%`` beside a string constant, or compared with one
  (``==``, ``!=``, ``in``);
* an argument of a ``str``-only method of a string constant or of a parameter the
  function takes as ``str`` (``s.split(sep)``, ``", ".join(...)`` is the receiver case).

Otherwise it keeps its default (a callback ``key=None`` is not a string), with a note.

A parameter annotated ``dict[str, str]`` (``Mapping``, ``Dict``), or unannotated with an
empty dict as its default (``xml.sax.saxutils.unescape(data, entities={})``), is a
small dict of up to :data:`DICT_ENTRIES` symbolic entries: entry ``i`` present is a
decision made at the start of the run (only when entry ``i - 1`` is), the keys of
present entries distinct by assumption, the dict built by :mod:`.keyed` (no hash noted).
A larger dict is not explored (partial: the note says how many entries).

A parameter annotated with a union of several types (``float | str``, ``bytes |
bytearray``, ``AnyStr``) is explored like an optional one (:func:`union_member`): the
``str`` (else ``bytes``, ``int``, ``bool``) member symbolically, another member by its
empty value (``0.0``, ``bytearray()``) where ``None`` would be.
"""

from __future__ import annotations

import ast
import collections.abc
import inspect
import textwrap
import types
import typing
from typing import Any

from ..python import Kind, SymStr, Tracer
from ..python.context import placing
from ..terms import Term, mk

#: the kinds a parameter may have besides ``None``
_KINDS = (str, int, bool, bytes)
#: methods of ``str`` that lists, dicts, tuples, sets and ints lack (``bytes`` shares
#: most: a ``None`` default used by them is read as an optional ``str``, the common case)
STR_ONLY = frozenset(n for n in dir(str) if not n.startswith("_")) - {
    n for kind in (list, dict, tuple, set, int) for n in dir(kind)}


def optional_kind(hint: Any) -> type | None:
    """``X`` for an annotation ``Optional[X]`` / ``X | None`` with ``X`` one of
    ``str``, ``int``, ``bool``, ``bytes``; else None."""
    origin = typing.get_origin(hint)
    if origin is not typing.Union and origin is not types.UnionType:
        return None
    rest = [a for a in typing.get_args(hint) if a is not type(None)]
    if len(rest) != 1 or len(rest) == len(typing.get_args(hint)) or rest[0] not in _KINDS:
        return None
    kind: type = rest[0]
    return kind


#: the member explored of a union of several kinds, the first of these it holds
_PREFERRED = (str, bytes, int, bool)
#: the other members of such a union whose empty value is passed besides (each reads
#: back from the JSON of the inputs as its own type: report.encode)
_EMPTY = (float, int, bool, str, bytes, bytearray, list, dict)


def union_member(hint: Any) -> tuple[type, Any, str] | None:
    """For an annotation that is a union of several types one of which is ``str``,
    ``bytes``, ``int`` or ``bool`` (``float | str``, ``bytes | bytearray``,
    ``str | int | None``; also a ``TypeVar`` constrained or bound to such, ``AnyStr``):
    ``(X, other, what)``, X the first of :data:`_PREFERRED` it holds, explored
    symbolically; ``other`` the value passed besides (``None`` when the union holds
    ``None``, else the empty value of the first other member among ``float``,
    ``int``, ``bool``, ``str``, ``bytes``, ``bytearray``, ``list``, ``dict``: ``0.0``,
    ``bytearray()``...; :data:`NO_VALUE` when none is); ``what`` names the members left
    out, for the note.  None for any other annotation (``Optional[X]`` is
    :func:`optional_kind`'s)."""
    if isinstance(hint, typing.TypeVar):
        members = list(hint.__constraints__) or (
            [hint.__bound__] if hint.__bound__ is not None else [])
        members = [m for a in members for m in (
            typing.get_args(a) if typing.get_origin(a) in (typing.Union, types.UnionType)
            else (a,))]
    elif typing.get_origin(hint) in (typing.Union, types.UnionType):
        members = list(typing.get_args(hint))
    else:
        return None
    kind = next((k for k in _PREFERRED if k in members), None)
    if kind is None:
        return None
    others = [m for m in members if m is not kind]
    if type(None) in others:
        return kind, None, _names([m for m in others if m is not type(None)])
    for m in others:
        # only these empty values: another class's constructor may do anything, and the
        # inputs are written as JSON (report.encode) and read back as the same type
        if m in _EMPTY:
            return kind, m(), _names([n for n in others if n is not m])
    return kind, NO_VALUE, _names(others)


#: :func:`union_member`'s ``other`` when no other member has an empty value: the
#: parameter is only ever the explored kind
NO_VALUE = object()


def _names(types_: list[Any]) -> str:
    return ", ".join(getattr(t, "__name__", str(t)) for t in types_)


def used_as_string(function: Any, name: str, strings: set[str]) -> bool:
    """Whether the body of ``function`` uses the parameter ``name`` as a string (see the
    module docstring); ``strings``: the parameters taken as ``str``."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return False
    for node in ast.walk(tree):
        if _evidence(node, name, strings):
            return True
    return False


def _is(node: ast.AST, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def _text(node: ast.AST, strings: set[str]) -> bool:
    """A string constant, an f-string or a parameter taken as ``str``."""
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or isinstance(
        node, ast.JoinedStr) or (isinstance(node, ast.Name) and node.id in strings)


def _evidence(node: ast.AST, name: str, strings: set[str]) -> bool:
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in STR_ONLY:
            if _is(func.value, name):
                return True
            if _text(func.value, strings) and any(_is(a, name) for a in node.args):
                return True
        if isinstance(func, ast.Name) and func.id == "isinstance" and len(node.args) == 2:
            return _is(node.args[0], name) and _is(node.args[1], "str")
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
        return (_is(node.left, name) and _text(node.right, strings)) or (
            _is(node.right, name) and _text(node.left, strings))
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(
            node.ops[0], ast.Eq | ast.NotEq | ast.In | ast.NotIn):
        left, right = node.left, node.comparators[0]
        return (_is(left, name) and _text(right, strings)) or (
            _is(right, name) and _text(left, strings) and not isinstance(
                node.ops[0], ast.In | ast.NotIn))
    return False


#: the most entries of a dict input
DICT_ENTRIES = 2
_MAPPINGS = (dict, typing.Dict, collections.abc.Mapping, typing.Mapping,  # noqa: UP006
             collections.abc.MutableMapping)


def dict_input(hint: Any, default: Any) -> bool:
    """Whether a parameter is a small ``dict[str, str]`` input (see the module docstring):
    so annotated, or unannotated with ``{}`` as its default."""
    if hint is inspect.Parameter.empty:
        return type(default) is dict and not default
    return typing.get_origin(hint) in _MAPPINGS and typing.get_args(hint) == (str, str)


def distinct_keys(entries: tuple[tuple[Term, Term, Term], ...]) -> list[Term]:
    """The keys of present entries are distinct: ``has_i -> key_i != key_j`` (j < i)."""
    return [mk("=>", has, mk("not", mk("=", key, other)))
            for i, (has, key, _) in enumerate(entries) for _, other, _ in entries[:i]]


def present(entries: tuple[tuple[Term, Term, Term], ...], values: dict[Term, Any]
            ) -> list[tuple[Term, Term]]:
    """The key and value variables of the entries present under ``values``."""
    out = []
    for has, key, value in entries:
        if not values.get(has, False):
            break
        out.append((key, value))
    return out


def symbolic_dict(name: str, entries: tuple[tuple[Term, Term, Term], ...],
                  values: dict[Term, Any], trace: Tracer | None) -> dict[Any, Any]:
    """The dict input of a concolic run: each entry's presence a decision of ``trace``,
    the entries symbolic ``str`` keys and values."""
    made: dict[Any, Any] = {}
    for i, (has, key, value) in enumerate(entries):
        taken = bool(values.get(has, False))
        if trace is not None:
            taken = trace.decide(Kind.BRANCH, has, taken, f"parameter {name} has {i + 1} "
                                 f"entr{'y' if i == 0 else 'ies'}")
        if not taken:
            break
        with placing():  # distinct keys by assumption (distinct_keys)
            made[SymStr(key, values.get(key, ""))] = SymStr(value, values.get(value, ""))
    return made


__all__ = ["DICT_ENTRIES", "NO_VALUE", "STR_ONLY", "dict_input", "distinct_keys",
           "optional_kind", "present", "symbolic_dict", "union_member", "used_as_string"]
