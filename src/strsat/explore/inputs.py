"""The inputs of an explored function: which parameters are symbolic, and their values.

A parameter annotated ``str``, ``int``, ``bool`` or ``bytes`` (or, unannotated, with a
default of one of those types) is an input: a variable of the sort String, Int or
Bool named after it, whose first value is the default (else ``""``, 0, False,
``b""``).  A ``bytes`` input is a String variable of code points 0..255 (its
domain is among :attr:`Signature.assumptions`); the solver's values for it are
strings, the function gets them as bytes (latin-1).  A
parameter of another type keeps its default and is passed as it is; one without
a default cannot be explored (:class:`~.instrument.ExploreError` says which).
``*args`` and ``**kwargs`` are left empty.

A parameter annotated ``X | None`` (``Optional[X]``) with ``X`` one of those types is an
input too: the variable of ``X`` and a Bool variable ``NAME?none`` that says whether the
function gets ``None`` instead (first value: true when the default is ``None``).  The
choice is a decision of the run, made as the arguments are built (inside the trace,
:meth:`Signature.symbolic_call`), so the search flips it like a branch: ``if port is
None:`` tests a plain value, and without the decision its other side is out of reach.
"""

from __future__ import annotations

import inspect
import json
import types
import typing
from dataclasses import dataclass
from typing import Any

from ..python import Kind, SymBool, SymBytes, SymInt, SymStr, SymValue
from ..python.bytes_values import byte_domain
from ..python.context import decide
from ..terms import BOOL, INT, STRING, Sort, Term, var
from .instrument import ExploreError

_SORTS: dict[type, Sort] = {str: STRING, int: INT, bool: BOOL, bytes: STRING}
_SYMBOLIC = {STRING: SymStr, INT: SymInt, BOOL: SymBool}
_ZERO: dict[Sort, Any] = {STRING: "", INT: 0, BOOL: False}


@dataclass(frozen=True)
class Param:
    name: str
    kind: inspect._ParameterKind
    #: the input variable, None for a parameter passed as it is
    variable: Term | None
    default: Any
    #: the parameter is ``bytes`` (its variable's values are their latin-1 strings)
    is_bytes: bool = False
    #: ``X | None``: the Bool input that is true when the function gets ``None``
    none: Term | None = None

    @property
    def keyword_only(self) -> bool:
        return self.kind is inspect.Parameter.KEYWORD_ONLY


class Signature:
    """The parameters of a function, read once (see the module docstring)."""

    def __init__(self, function: Any) -> None:
        if inspect.iscoroutinefunction(function) or inspect.isasyncgenfunction(function):
            raise ExploreError(f"{getattr(function, '__qualname__', function)} is an async "
                               "function: explore runs plain functions only (not modelled)")
        try:
            sig = inspect.signature(function)
        except (TypeError, ValueError) as exc:
            raise ExploreError(f"cannot read the parameters of {function!r}: {exc}") from None
        try:
            hints = typing.get_type_hints(function)
        except Exception:  # noqa: BLE001 - unresolvable annotations: fall back to defaults
            hints = {}
        self.params: list[Param] = []
        self.notes: list[str] = []
        #: the first values of the ``NAME?none`` inputs
        self.first: dict[Term, bool] = {}
        for p in sig.parameters.values():
            if p.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
                self.notes.append(f"parameter {p.name}: left empty")
                continue
            hint = hints.get(p.name, p.annotation)
            has_default = p.default is not inspect.Parameter.empty
            optional = _optional(hint)
            kind = optional or (hint if hint in _SORTS else (
                type(p.default) if has_default and type(p.default) in _SORTS else None))
            if kind is None:
                if not has_default:
                    raise ExploreError(
                        f"parameter {p.name} of {function.__qualname__} is not annotated str, "
                        "int, bool or bytes (or one of them | None) and has no default; "
                        "strsat explore makes only such parameters symbolic")
                self.params.append(Param(p.name, p.kind, None, p.default))
                self.notes.append(f"parameter {p.name}: not str/int/bool/bytes, passed as its "
                                  f"default {p.default!r}")
                continue
            sort = _SORTS[kind]
            default = p.default if has_default and type(p.default) is kind else _ZERO[sort]
            if kind is bytes:
                default = default.decode("latin-1") if isinstance(default, bytes) else ""
            none = None if optional is None else var(f"{p.name}?none", BOOL)
            if none is not None:
                self.first[none] = has_default and p.default is None
            self.params.append(Param(p.name, p.kind, var(p.name, sort), default,
                                     kind is bytes, none))

    @property
    def variables(self) -> list[Term]:
        return [v for p in self.params for v in (p.variable, p.none) if v is not None]

    @property
    def assumptions(self) -> list[Term]:
        """Formulas every input satisfies: a ``bytes`` input's characters are bytes."""
        return [byte_domain(p.variable) for p in self.params
                if p.is_bytes and p.variable is not None]

    def initial(self) -> dict[Term, Any]:
        return {**{p.variable: p.default for p in self.params if p.variable is not None},
                **self.first}

    def values_for(self, given: dict[str, Any]) -> dict[Term, Any]:
        """The input values of a call whose arguments are ``given`` by name (the others
        keep their first values): the reverse of :meth:`plain_call` (``None`` for an
        ``X | None`` parameter sets its ``NAME?none`` input)."""
        values = self.initial()
        for p in self.params:
            if p.variable is None or p.name not in given:
                continue
            if p.none is not None:
                values[p.none] = given[p.name] is None
                if given[p.name] is None:
                    continue
            values[p.variable] = given[p.name]
        return values

    def solver_values(self, values: dict[Term, Any]) -> dict[Term, Any]:
        """``values`` with ``bytes`` given for a ``bytes`` input read as the solver's
        strings (latin-1)."""
        return {k: v.decode("latin-1") if isinstance(v, bytes) else v
                for k, v in values.items()}

    def _python(self, p: Param, values: dict[Term, Any]) -> Any:
        if p.none is not None and values.get(p.none, False):
            return None
        return self._value(p, values)

    def _value(self, p: Param, values: dict[Term, Any]) -> Any:
        if p.variable is None:
            raise ValueError(f"the parameter {p.name} is passed as it is: it has no input")
        value = values[p.variable]
        return value.encode("latin-1") if p.is_bytes and isinstance(value, str) else value

    def symbolic_call(self, values: dict[Term, Any]) -> tuple[list[Any], dict[str, Any]]:
        """Arguments for a concolic run: symbolic values carrying ``values``.  Called
        inside the run's trace: an ``X | None`` parameter's choice is a decision there
        (its site names the parameter)."""
        def make(p: Param) -> Any:
            if p.none is not None and decide(Kind.BRANCH, p.none, bool(values.get(p.none)),
                                             f"{p.name} is None"):
                return None
            assert p.variable is not None
            kind = SymBytes if p.is_bytes else _SYMBOLIC[p.variable.sort]
            return kind(p.variable, self._value(p, values))
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
            if p.variable is None:
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
            value = p.default if p.variable is None else make(p)
            if p.keyword_only:
                kwargs[p.name] = value
            else:
                args.append(value)
        return args, kwargs


def _optional(hint: Any) -> type | None:
    """``X`` of a hint ``X | None`` or ``Optional[X]`` with ``X`` an input type, else None."""
    if typing.get_origin(hint) not in (typing.Union, types.UnionType):
        return None
    rest = [a for a in typing.get_args(hint) if a is not type(None)]
    if len(rest) == 1 and len(typing.get_args(hint)) == 2 and rest[0] in _SORTS:
        return typing.cast(type, rest[0])
    return None


def to_json(value: Any) -> tuple[str, Any]:
    """``("value", v)`` when ``v`` is JSON that reads back equal to ``value``, else
    ``("repr", repr(value))``."""
    if isinstance(value, SymValue):
        value = value.value
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        return "repr", safe_repr(value)
    if json.loads(text) == value and type(json.loads(text)) is type(value):
        return "value", value
    return "repr", safe_repr(value)


def safe_repr(value: Any) -> str:
    try:
        return repr(value)
    except ValueError:  # an int past the 4,300-digit str() limit, maybe inside
        return f"<a {type(value).__name__} too large to print>"


__all__ = ["Param", "Signature", "safe_repr", "to_json"]
