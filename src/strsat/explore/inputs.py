"""The inputs of an explored function: which parameters are symbolic, and their values.

A parameter annotated ``str``, ``int``, ``bool`` or ``bytes`` (or, unannotated, with a
default of one of those types) is an input: a variable of the sort String, Int or
Bool named after it, whose first value is the default (else ``""``, 0, False,
``b""``).  A ``bytes`` input is a String variable of code points 0..255 (its
domain is among :attr:`Signature.assumptions`); the solver's values for it are
strings, the function gets them as bytes (latin-1).  A
parameter of another type keeps its default and is passed as it is; one without
a default cannot be explored (:class:`~.instrument.ExploreError` says which).
``*args`` and ``**kwargs`` are left empty.  An unannotated parameter without a default
that the body uses as a string is a ``str`` input (:mod:`.param_kinds`, with a note).
A parameter annotated ``Optional[str]``
(``str | None``; also of ``int``, ``bool``, ``bytes``), or unannotated with a ``None``
default and used as a string (:mod:`.param_kinds`), has a Bool input besides (``p is
None``), decided at the start of each run: the search flips it like any branch.  A union
of several types (``float | str``, ``bytes | bytearray``, ``AnyStr``) is explored the same
way: its ``str`` (else ``bytes``, ``int``, ``bool``) member is the input, and the Bool
input passes the empty value of another member (``p is float``: ``0.0``) instead of
``None`` (:func:`.param_kinds.union_member`; partial: that member's value is not
explored beyond its empty value, and a third member not at all, as the note says).
"""

from __future__ import annotations

import ast
import inspect
import json
import typing
from dataclasses import dataclass
from typing import Any

from ..python import Kind, SymBool, SymBytes, SymInt, SymStr, SymValue, Trace
from ..python.bytes_values import byte_domain
from ..terms import BOOL, INT, STRING, Sort, Term, var
from .instrument import ExploreError
from .param_kinds import (
    DICT_ENTRIES,
    NO_VALUE,
    dict_input,
    distinct_keys,
    optional_kind,
    present,
    symbolic_dict,
    union_member,
    used_as_string,
)

_SORTS: dict[type, Sort] = {str: STRING, int: INT, bool: BOOL, bytes: STRING}
_SYMBOLIC = {STRING: SymStr, INT: SymInt, BOOL: SymBool}
_ZERO: dict[Sort, Any] = {STRING: "", INT: 0, BOOL: False}
_AS = {str: "a str", bytes: "bytes", int: "an int", bool: "a bool"}


@dataclass(frozen=True)
class Param:
    name: str
    kind: inspect._ParameterKind
    #: the input variable, None for a parameter passed as it is
    variable: Term | None
    default: Any
    #: the parameter is ``bytes`` (its variable's values are their latin-1 strings)
    is_bytes: bool = False
    #: the Bool input "the parameter is None", for a parameter that may be None
    none: Term | None = None
    #: the first run's choice for it (the default is None, or there is none)
    none_first: bool = True
    #: the value passed when :attr:`none` holds: None, or for a union of several types
    #: (``float | str``) the empty value of another member (``0.0``)
    other: Any = None
    #: a small ``dict[str, str]`` input: per entry, the Bool "present" and its key and
    #: value (String variables); entry ``i`` is decided only when entry ``i - 1`` is present
    entries: tuple[tuple[Term, Term, Term], ...] = ()

    @property
    def keyword_only(self) -> bool:
        return self.kind is inspect.Parameter.KEYWORD_ONLY


class Signature:
    """The parameters of a function, read once (see the module docstring)."""

    def __init__(self, function: Any) -> None:
        sig, hints = _parameters(function)
        self.params: list[Param] = []
        self.notes: list[str] = []
        strings: set[str] = set()  # the parameters taken as str (param_kinds' evidence)
        for p in sig.parameters.values():
            if p.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
                self.notes.append(f"parameter {p.name}: left empty")
                continue
            self._add(function, p, hints.get(p.name, p.annotation), strings)

    def _add(self, function: Any, p: inspect.Parameter, hint: Any, strings: set[str]) -> None:
        """The :class:`Param` of ``p`` (annotated ``hint``): an optional or union input, a
        plain input of one of the sorts, a small dict, or its default passed as it is."""
        has_default = p.default is not inspect.Parameter.empty
        kind = hint if hint in _SORTS else (
            type(p.default) if has_default and type(p.default) in _SORTS else None)
        optional, kind, other = self._optional(function, p, hint, kind, strings)
        if optional is not None:
            sort = _SORTS[optional]
            self.params.append(Param(
                p.name, p.kind, var(p.name, sort), _first_value(p.default, optional),
                optional is bytes,
                var(f"{p.name} is {'None' if other is None else type(other).__name__}", BOOL),
                other is None and (not has_default or p.default is None), other))
            if optional is str:
                strings.add(p.name)
            return
        if kind is None and hint is inspect.Parameter.empty and not has_default and \
                used_as_string(function, p.name, strings):
            kind = str
            self.notes.append(f"parameter {p.name}: unannotated, used as a string: "
                              "explored as a str")
        if kind is str:
            strings.add(p.name)
        if kind is None and dict_input(hint, p.default if has_default else None):
            self.params.append(Param(p.name, p.kind, None, p.default, entries=tuple(
                (var(f"{p.name} has {i + 1}", BOOL), var(f"{p.name} key {i + 1}", STRING),
                 var(f"{p.name} value {i + 1}", STRING)) for i in range(DICT_ENTRIES))))
            self.notes.append(f"parameter {p.name}: a dict of str to str, explored with up "
                              f"to {DICT_ENTRIES} entries")
            return
        if kind is None:
            if not has_default:
                raise ExploreError(
                    f"parameter {p.name} of {function.__qualname__} is not annotated str, "
                    "int, bool or bytes and has no default; strsat explore makes only such "
                    "parameters symbolic")
            self.params.append(Param(p.name, p.kind, None, p.default))
            self.notes.append(f"parameter {p.name}: not str/int/bool/bytes, passed as its "
                              f"default {p.default!r}")
            return
        self.params.append(Param(p.name, p.kind, var(p.name, _SORTS[kind]),
                                 _first_value(p.default, kind), kind is bytes))

    def _optional(self, function: Any, p: inspect.Parameter, hint: Any, kind: Any,
                  strings: set[str]) -> tuple[Any, Any, Any]:
        """``(optional, kind, other)``: the sort explored beside ``None`` or beside a union's
        other member's value ``other`` (``optional`` None when neither), and ``kind``
        as a union member may change it; notes what is explored."""
        optional = optional_kind(hint)
        if optional is None and hint is inspect.Parameter.empty and \
                p.default is None and used_as_string(function, p.name, strings):
            optional = str
            self.notes.append(f"parameter {p.name}: unannotated, default None, used as "
                              "a string: explored as None and as a str")
        other: Any = None
        member = union_member(hint) if optional is None and kind is None else None
        if member is not None:
            kind, other, left = member
            if other is not NO_VALUE:
                optional, kind = kind, None
            self.notes.append(
                f"parameter {p.name}: annotated {_shown(hint)}: explored as "
                f"{_AS[member[0]]}" + (
                    "" if other is NO_VALUE else f" and as {other!r}") + (
                    f" (partial: {left} not explored)" if left else ""))
        return optional, kind, other

    @property
    def variables(self) -> list[Term]:
        return [v for p in self.params for v in (p.variable, p.none, *(
            t for entry in p.entries for t in entry)) if v is not None]

    @property
    def assumptions(self) -> list[Term]:
        """Formulas every input satisfies: a ``bytes`` input's characters are bytes."""
        return [byte_domain(p.variable) for p in self.params
                if p.is_bytes and p.variable is not None] + [
            distinct for p in self.params for distinct in distinct_keys(p.entries)]

    def initial(self) -> dict[Term, Any]:
        """The first input: each parameter's default (``None`` for an optional one whose
        default is ``None``)."""
        first = {p.variable: p.default for p in self.params if p.variable is not None}
        for p in self.params:
            if p.none is not None:
                first[p.none] = p.none_first
            for has, key, value in p.entries:
                first.update({has: False, key: "", value: ""})
        return first

    def input_values(self, given: dict[str, Any]) -> dict[Term, Any]:
        """The inputs of a call given by parameter name (a parameter not given: its first
        value): the inverse of :meth:`plain_call`."""
        values = self.initial()
        for p in self.params:
            if p.name not in given:
                continue
            value = given[p.name]
            if p.entries:
                for (has, key, val), (k, v) in zip(p.entries, [*value.items(), *[
                        (None, None)] * len(p.entries)], strict=False):
                    values[has] = k is not None
                    if k is not None:
                        values.update({key: k, val: v})
                continue
            if p.none is not None:
                values[p.none] = value is None if p.other is None else (
                    type(value) is type(p.other))
                if values[p.none]:
                    continue
            if p.variable is not None and value is not None:
                values[p.variable] = value.decode("latin-1") if p.is_bytes else value
        return values

    def solver_values(self, values: dict[Term, Any]) -> dict[Term, Any]:
        """``values`` with ``bytes`` given for a ``bytes`` input read as the solver's
        strings (latin-1)."""
        return {k: v.decode("latin-1") if isinstance(v, bytes) else v
                for k, v in values.items()}

    def _python(self, p: Param, values: dict[Term, Any]) -> Any:
        if p.entries:
            return {values[k]: values[v] for k, v in present(p.entries, values)}
        if p.variable is None:
            raise ValueError(f"the parameter {p.name} is passed as it is: it has no input")
        if p.none is not None and values.get(p.none, True):
            return p.other
        value = values[p.variable]
        return value.encode("latin-1") if p.is_bytes and isinstance(value, str) else value

    def symbolic_call(self, values: dict[Term, Any], trace: Trace | None = None
                      ) -> tuple[list[Any], dict[str, Any]]:
        """Arguments for a concolic run: symbolic values carrying ``values``; whether an
        optional parameter is None is a decision of ``trace`` (the run's)."""
        def make(p: Param) -> Any:
            if p.entries:
                return symbolic_dict(p.name, p.entries, values, trace)
            if p.none is not None:
                is_none = bool(values.get(p.none, True))
                if trace is not None:
                    is_none = trace.decide(Kind.BRANCH, p.none, is_none,
                                           f"parameter {p.name} is " + (
                                               "None" if p.other is None
                                               else type(p.other).__name__))
                if is_none:
                    return p.other
            value = self._python(p, {**values, **({p.none: False} if p.none else {})})
            assert p.variable is not None
            return (SymBytes if p.is_bytes else _SYMBOLIC[p.variable.sort])(p.variable, value)
        return self._call(make)

    def plain_call(self, values: dict[Term, Any]) -> tuple[list[Any], dict[str, Any]]:
        """The same arguments as plain Python values."""
        return self._call(lambda p: self._python(p, values))

    def shown_call(self, values: dict[Term, Any]) -> tuple[list[Any], dict[str, Any]]:
        """The inputs as written to the output: the symbolic parameters, by position until
        the first parameter that is passed as its default (omitted), by name after it."""
        args: list[Any] = []
        kwargs: dict[str, Any] = {}
        by_name = False
        for p in self.params:
            if p.entries:
                by_name = True
                if p.default is inspect.Parameter.empty or any(
                        values.get(has) for has, _, _ in p.entries):
                    kwargs[p.name] = self._python(p, values)
            elif p.variable is None:
                by_name = True
            elif p.keyword_only or by_name:
                kwargs[p.name] = self._python(p, values)
            else:
                args.append(self._python(p, values))
        return args, kwargs

    def _call(self, make: Any) -> tuple[list[Any], dict[str, Any]]:
        args: list[Any] = []
        kwargs: dict[str, Any] = {}
        for p in self.params:
            value = p.default if p.variable is None and not p.entries else make(p)
            if p.keyword_only:
                kwargs[p.name] = value
            else:
                args.append(value)
        return args, kwargs


def _parameters(function: Any) -> tuple[inspect.Signature, dict[str, Any]]:
    """``function``'s signature and resolved annotations (none when they do not resolve);
    an :class:`ExploreError` for an async function or one without a signature."""
    if inspect.iscoroutinefunction(function) or inspect.isasyncgenfunction(function):
        raise ExploreError(f"{getattr(function, '__qualname__', function)} is an async "
                           "function: explore runs plain functions only (not modelled)")
    try:
        sig = inspect.signature(function)
    except (TypeError, ValueError) as exc:
        raise ExploreError(f"cannot read the parameters of {function!r}: {exc}") from None
    try:
        hints = typing.get_type_hints(function)
    except Exception:  # noqa: BLE001 - unresolvable annotations: try harder below
        hints = _checking_hints(function)
    return sig, hints


def _checking_hints(function: Any) -> dict[str, Any]:
    """The annotations of ``function`` that resolve once the names its module defines
    only for type checkers are defined too (``if TYPE_CHECKING:`` blocks, read from the
    module's source: ``NumberOrString: TypeAlias = float | str`` under
    ``from __future__ import annotations``), one by one: an annotation that still does
    not resolve is left out (its parameter falls back to its default)."""
    namespace = dict(getattr(function, "__globals__", {}))
    module = inspect.getmodule(function)
    try:
        tree = ast.parse(inspect.getsource(module)) if module is not None else None
    except (OSError, TypeError, SyntaxError):
        tree = None
    for node in tree.body if tree is not None else ():
        if isinstance(node, ast.If) and _checking(node.test):
            for statement in node.body:  # each alone: one that fails leaves the rest
                try:
                    exec(compile(ast.Module([statement], []), "<TYPE_CHECKING>", "exec"),
                         namespace)
                except Exception:  # noqa: BLE001, S110 - a name left undefined
                    pass
    hints = {}
    for name, annotation in getattr(function, "__annotations__", {}).items():
        try:
            hints[name] = eval(annotation, namespace) if isinstance(annotation, str) \
                else annotation
        except Exception:  # noqa: BLE001, S110 - unresolvable: left out
            pass
    return hints


def _checking(test: ast.expr) -> bool:
    """``TYPE_CHECKING`` or ``typing.TYPE_CHECKING`` (an ``if``'s test)."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _first_value(default: Any, kind: type) -> Any:
    """The first run's value of an input of ``kind``: its default when of that type, else
    the sort's zero; a ``bytes`` input's as its latin-1 reading."""
    first = default if type(default) is kind else _ZERO[_SORTS[kind]]
    if kind is bytes:
        return first.decode("latin-1") if isinstance(first, bytes) else ""
    return first


def _shown(hint: Any) -> str:
    """An annotation as written (``float | str``, ``AnyStr``)."""
    return str(hint.__name__) if isinstance(hint, typing.TypeVar) else \
        str(hint).replace("typing.", "")


def to_json(value: Any) -> tuple[str, Any]:
    """``("value", v)`` when ``v`` is JSON that reads back equal to ``value``, else
    ``("repr", repr(value))``."""
    if isinstance(value, SymValue):
        value = value.value
    try:
        text = json.dumps(value)
        if json.loads(text) == value and type(json.loads(text)) is type(value):
            return "value", value
    except Exception:  # noqa: BLE001, S110 - not JSON, or its own __eq__ raises: by repr
        pass
    return "repr", safe_repr(value)


def safe_repr(value: Any) -> str:
    """``repr(value)``, or a placeholder naming its type when printing it raises
    (``ValueError`` of an int past CPython's 4,300-digit limit, maybe inside a container;
    a program's class whose ``__repr__`` raises, a container holding itself too deep)."""
    try:
        return repr(value)
    except ValueError:  # an int past the 4,300-digit str() limit, maybe inside
        return f"<{type(value).__name__} too large to print>"
    except Exception as exc:  # noqa: BLE001 - the program's __repr__ raised
        return f"<{type(value).__name__} object; repr() raised {type(exc).__name__}>"


def safe_str(value: Any) -> str:
    """``str(value)`` (an exception's message), or a placeholder naming its type when
    ``__str__`` raises."""
    try:
        return str(value)
    except Exception as exc:  # noqa: BLE001 - the program's __str__ raised
        return f"<{type(value).__name__} object; str() raised {type(exc).__name__}>"


__all__ = ["Param", "Signature", "safe_repr", "safe_str", "to_json"]
