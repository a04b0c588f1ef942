"""``str.format`` and ``str.format_map`` of a symbolic format string (issue 38, items 2
and 7: no ``str`` method pins its input).

The format string is read by the reference of CPython's parser
(:func:`.format_parse.formatter_parser`), so its literal text stays symbolic and each
brace is a decision.  A field ``{}`` (empty name, no conversion, no spec: each a
decision) takes the next positional argument; a field named after a keyword argument
is found by comparing its name with the keywords (a decision each), a plain name that
equals none is CPython's ``KeyError``; any other field
has its name, conversion and spec made concrete (with a note naming them) and is then
formatted as a field of a plain format string (:func:`.formatting.format_string`: a
symbolic argument stays symbolic where that models it).  ``format_map`` of a plain
dict is the same with the dict's items as the keyword arguments, any positional field
CPython's ``ValueError``.  CPython's automatic/manual numbering rule is kept across the
fields (its ``ValueError`` messages); a spec with a nested field makes the whole call
concrete (noted).
"""

from __future__ import annotations

from typing import Any

from .context import fallback
from .format_parse import formatter_parser
from .formatting import format_string
from .re_template import pin
from .strings import SymStr

_TO_AUTO = "cannot switch from manual field specification to automatic field numbering"
_TO_MANUAL = "cannot switch from automatic field numbering to manual field specification"


def _first_part(name: str) -> tuple[str, str]:
    """A field name's argument part and its attribute/index accesses (``a.b[0]``)."""
    cuts = [i for i in (name.find("."), name.find("[")) if i >= 0]
    cut = min(cuts) if cuts else len(name)
    return name[:cut], name[cut:]


class _Numbering:
    """CPython's automatic field numbering: ``{}`` fields count up; a numbered field
    after one (or the other way round) is a ``ValueError``.  For ``format_map``
    (``by_name``) any positional field is the ``ValueError``."""

    def __init__(self, by_name: bool = False) -> None:
        self.state = ""
        self.next = 0
        self.by_name = by_name

    def field(self, first: str) -> str:
        if self.by_name and (first == "" or first.isdecimal()):
            raise ValueError("Format string contains positional fields")
        if first == "":
            if self.state == "manual":
                raise ValueError(_TO_AUTO)
            self.state, self.next = "auto", self.next + 1
            return str(self.next - 1)
        if first.isdecimal():
            if self.state == "auto":
                raise ValueError(_TO_MANUAL)
            self.state = "manual"
        return first


def _keyword(name: Any, kwargs: dict[str, Any]) -> str:
    """A field's name: the keyword argument it equals (a decision per keyword, in
    order); a plain name (no ``.``/``[`` access, not empty, not a number) that equals
    none is CPython's ``KeyError`` (decided, no pin); else its concrete text (pinned,
    with a note: an index, an attribute, a number)."""
    for key in kwargs:
        if name == key:
            return key
    if "." not in name and "[" not in name and name != "" and not name.isdecimal():
        raise KeyError(name.value if isinstance(name, SymStr) and name.value is not None
                       else name)
    return pin(name, "str.format: a field name of a symbolic format string")  # type: ignore[no-any-return]


def format_symbolic(fmt: SymStr, given: tuple[Any, ...] | None, kwargs: dict[str, Any]
                    ) -> Any:
    """``fmt.format(*given, **kwargs)`` for a symbolic ``fmt`` (see the module
    docstring); ``given`` None: ``fmt.format_map(kwargs)`` of a dict with ``str`` keys."""
    pieces: list[Any] = []
    numbering = _Numbering(by_name=given is None)
    args: tuple[Any, ...] = () if given is None else given
    for literal, name, spec, conversion in formatter_parser(fmt):
        pieces.append(literal)
        if name is None:
            continue
        plain_name = "" if name == "" else _keyword(name, kwargs)
        conv = pin(conversion, "str.format: a conversion of a symbolic format string")
        plain_spec = "" if spec == "" else pin(spec, "str.format: a format spec of a "
                                                     "symbolic format string")
        if "{" in plain_spec:
            return _whole(fmt, args, kwargs)
        first, rest = _first_part(plain_name)
        field = numbering.field(first) + rest
        mini = "{" + field + ("" if conv is None else "!" + conv) + \
            ("" if plain_spec == "" else ":" + plain_spec) + "}"
        pieces.append(format_string(mini, args, kwargs))
    out: Any = ""
    for piece in pieces:
        out = piece if isinstance(out, str) and out == "" else out + piece
    return out


def _whole(fmt: SymStr, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    names = list(kwargs)
    values = [fmt, *args, *kwargs.values()]
    return fallback("str.format of a symbolic format string with a nested field",
                    values,
                    lambda f, *vs: f.format(*vs[:len(args)], **dict(
                        zip(names, vs[len(args):], strict=True))))


__all__ = ["format_symbolic"]
