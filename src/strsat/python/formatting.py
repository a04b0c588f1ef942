"""``str.format`` of a plain format string with symbolic arguments (issue 24).

A replacement field that names an argument (``{}``, ``{0}``, ``{name}``) with no
format spec and the ``!s`` conversion or none is the argument's ``str()``: a
symbolic string stays symbolic (a symbolic int is its symbolic ``str()``), and
the literal text between fields is concatenated.  ``!r`` and ``!a`` are the layer's
``repr()``/``ascii()`` (:mod:`.str_repr`), then the spec applies to that string.  A spec is
:func:`~.format_spec.format_value` (precision, fill, alignment and width of a
string; sign, fill, alignment, ``0`` and width of a decimal int).  A field's attribute
and index accesses (``{0.name}``, ``{1[0]}``, ``{row[key]}``) are read as CPython reads
them (its own field-name parser, ``getattr`` and subscripts on the argument), so a
symbolic value reached that way stays symbolic.  A spec's own fields (``{:0{pad}d}``)
are rendered first, as CPython does (a symbolic one makes the spec concrete, noted; the
value stays symbolic).  Anything else -- another spec, a conversion or access in a
nested field -- is CPython's own ``format`` on the concrete values
(:func:`~.context.fallback`, recorded)."""

from __future__ import annotations

import importlib
import string as _string
from typing import Any

from .container_repr import container_repr, holds_symbolic
from .context import fallback
from .conversions import sym_str
from .exception_text import exception_str
from .float_format import float_text, formattable
from .format_spec import format_value
from .str_repr import str_repr_of
from .strings import SymStr
from .values import SymBool, SymInt, SymValue

#: ``_string.formatter_field_name_split`` (``_string`` has no type stubs): a field
#: name's argument part (an int for decimal digits) and its ``.attr``/``[key]`` accesses
_split_field_name: Any = importlib.import_module("_string").formatter_field_name_split


def _as_str(value: Any, conversion: str | None, str_of: Any = None) -> Any:
    if isinstance(value, SymStr | SymInt | SymBool):
        return sym_str(value)
    if formattable(value):
        got = float_text(value, "")
        if got is not None:
            return got
    if holds_symbolic(value):
        return container_repr(value)  # a list's, tuple's or dict's str() and format()
    made = _exception_str(value)
    if made is not None:
        return made
    if str_of is not None and str_of.applies(value, formatted=conversion != "s"):
        return str_of(value)
    if conversion != "s" and str_of is not None and str_of.applies_format(value):
        return str_of.format(value, "")  # a __format__ written in Python, as run there
    return str(value) if conversion == "s" else format(value, "")


def _exception_str(value: Any) -> Any | None:
    """``str()`` of an exception holding symbolic arguments (``"{}".format(exc)``: an
    exception's ``format(exc, "")`` is its ``str()``), else None."""
    return exception_str(value) if isinstance(value, BaseException) else None


def _converted(value: Any, conversion: str | None, str_of: Any = None) -> Any:
    """A field's value after its conversion: ``!r``/``!a`` the layer's ``repr()``/
    ``ascii()`` (:mod:`.str_repr`), ``!s`` of a symbolic value its ``str()``; else as
    it is."""
    if conversion == "r" and str_of is not None and str_of.applies_repr(value):
        return str_of.repr(value)  # a __repr__ written in Python, as the executor runs it
    if conversion in ("r", "a"):
        return str_repr_of(value, ascii_only=conversion == "a")
    if conversion == "s" and isinstance(value, SymStr | SymInt | SymBool):
        return sym_str(value)
    if conversion == "s" and holds_symbolic(value):
        return container_repr(value)
    if conversion == "s":
        made = _exception_str(value)
        if made is not None:
            return made
    if conversion == "s" and str_of is not None and str_of.applies(value):
        return str_of(value)
    return str(value) if conversion == "s" else value


def format_string(fmt: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                  str_of: Any = None) -> Any:
    """``fmt.format(*args, **kwargs)`` (see the module docstring).  ``str_of``: the
    executor's ``str()`` of an object whose ``__str__`` is Python code over symbolic
    values (``applies(value, formatted)`` tells which; calling it runs the method as the
    executor runs code), used for a field without a spec or with ``!s``."""
    try:
        fields = list(_string.Formatter().parse(fmt))
    except ValueError:
        return fmt.format(*args, **kwargs)  # CPython's own error
    pieces: list[Any] = []
    auto = 0
    manual = False
    for literal, name, spec, conversion in fields:
        pieces.append(literal)
        if name is None:
            continue
        if conversion not in (None, "s", "r", "a"):
            return _concrete(fmt, args, kwargs)
        try:  # CPython's own reading of the name: argument, then .attr / [index] accesses
            first, rest = _split_field_name(name)
            accesses = list(rest)
        except ValueError:
            return _concrete(fmt, args, kwargs)  # its error
        named = _field_value(first, args, kwargs, auto, manual)
        if named is None:
            return _concrete(fmt, args, kwargs)  # CPython's ValueError, IndexError, KeyError
        value, auto, manual = named
        if spec and "{" in spec:  # "{:0{pad}d}": the spec's own fields, numbered after
            nested = _nested_spec(spec, args, kwargs, auto, manual)
            if nested is None:
                return _concrete(fmt, args, kwargs)
            spec, auto, manual = nested
        for is_attribute, access in accesses:  # CPython's own getattr / subscript
            if isinstance(value, SymValue) and (is_attribute or not isinstance(value, SymStr)):
                return _concrete(fmt, args, kwargs)  # a method of the layer's value ...
            value = getattr(value, access) if is_attribute else value[access]
        if isinstance(value, SymValue) and not isinstance(value, SymStr | SymInt | SymBool):
            return _concrete(fmt, args, kwargs)  # a symbolic bytes
        if conversion is not None:
            value = _converted(value, conversion, str_of)
        if not spec:
            pieces.append(_as_str(value, conversion, str_of))
            continue
        if not isinstance(value, SymValue) and not formattable(value):
            pieces.append(str_of.format(value, spec) if str_of is not None and
                          str_of.applies_format(value, spec) else format(value, spec))
            continue
        got = format_value(value, spec)
        if got is None:
            return _concrete(fmt, args, kwargs)
        pieces.append(got)
    out: Any = ""
    for piece in pieces:
        out = out + piece
    return out


def _nested_spec(spec: str, args: tuple[Any, ...], kwargs: dict[str, Any], auto: int,
                 manual: bool) -> tuple[str, int, bool] | None:
    """A spec with replacement fields of its own (``"{:0{pad}d}"``, ``"{:{}}"``) as CPython
    renders it before formatting the value: each field an argument's ``str()`` (auto
    numbered after the outer field's), the spec made concrete when one is symbolic (a
    note: bracex's ``"{:0{pad}d}".format(value, pad=padding)``), with the numbering
    state after it.  None for what this reads otherwise (a conversion, a spec or an
    access in a nested field, an error): CPython's on concrete values."""
    try:
        fields = list(_string.Formatter().parse(spec))
    except ValueError:
        return None
    text: Any = ""
    for literal, name, inner, conversion in fields:
        text = text + literal
        if name is None:
            continue
        if conversion is not None or inner or not (name == "" or name.isdigit()
                                                   or name.isidentifier()):
            return None
        named = _field_value(int(name) if name.isdigit() else name, args, kwargs, auto,
                             manual)
        if named is None:
            return None
        value, auto, manual = named
        if isinstance(value, SymValue) and not isinstance(value, SymStr | SymInt | SymBool):
            return None
        text = text + _as_str(value, None)
    if isinstance(text, SymStr):
        text = text._concrete("a str.format spec built from a symbolic value")
    return text, auto, manual


def _field_value(first: int | str, args: tuple[Any, ...], kwargs: dict[str, Any],
                 auto: int, manual: bool) -> tuple[Any, int, bool] | None:
    """The argument a field names (``first``: its name's first part, "" for the next
    automatic number) with the numbering state after it, by CPython's rules: automatic
    and manual numbering do not mix, and the argument exists; None where CPython
    raises."""
    if first == "":
        if manual:
            return None
        key: int | str = auto
        auto += 1
    else:
        key = first
        manual = manual or isinstance(first, int)
    if auto and manual or isinstance(key, int) and key >= len(args) or \
            isinstance(key, str) and key not in kwargs:
        return None
    return (args[key] if isinstance(key, int) else kwargs[key]), auto, manual


def _concrete(fmt: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    names = list(kwargs)
    values = [*args, *kwargs.values()]
    if not any(isinstance(v, SymValue) for v in values):
        return fmt.format(*args, **kwargs)
    return fallback("str.format with a spec, a conversion or field access", values,
                    lambda *vs: fmt.format(*vs[:len(args)], **dict(
                        zip(names, vs[len(args):], strict=True))))


def format_map_string(fmt: str, mapping: Any) -> Any:
    """``fmt.format_map(mapping)``: CPython reads the mapping as it is, so for a plain
    ``dict`` with ``str`` keys and only named fields it is ``fmt.format(**mapping)``
    (:func:`format_string`).  A positional field (CPython's ``ValueError``), a key the
    ``dict`` lacks (its ``KeyError``) and any other mapping (a ``__missing__`` hook
    decides the values) are CPython's own ``format_map``, a symbolic value in a
    ``dict`` made concrete (recorded)."""
    if type(mapping) is not dict or not all(type(k) is str for k in mapping):
        return fmt.format_map(mapping)  # SymValue.__format__ makes a value concrete
    try:
        fields = list(_string.Formatter().parse(fmt))
    except ValueError:
        return fmt.format_map(mapping)  # CPython's own error
    for _, name, _, _ in fields:
        if name is None:
            continue
        key = name.split(".")[0].split("[")[0]
        if key == "" or key.isdigit() or key not in mapping:
            return _concrete_map(fmt, mapping)
    return format_string(fmt, (), mapping)


def _concrete_map(fmt: str, mapping: dict[str, Any]) -> Any:
    names, values = list(mapping), list(mapping.values())
    if not any(isinstance(v, SymValue) for v in values):
        return fmt.format_map(mapping)
    return fallback("str.format_map with a positional field or a missing key", values,
                    lambda *vs: fmt.format_map(dict(zip(names, vs, strict=True))))


__all__ = ["format_map_string", "format_string"]
