"""Replacement templates of ``re.sub`` and ``Match.expand`` on symbolic matches.

Templates (``\\1``, ``\\g<name>``, ``\\g<0>``, escapes) are parsed by CPython's own
template parser (``re._parser.parse_template``), so its ``re.error`` comes where CPython
raises it, before any matching; an unmatched group expands to ``""``.  A symbolic
template is made concrete with a note (:func:`pin`).
"""

from __future__ import annotations

import re as _re
import re._parser as sre_parser
from typing import Any, Protocol

from ..terms import STRING
from ..terms import string as mk_string
from . import termops as T
from .context import MINOR, Kind, active, decide, fallback
from .strings import SymStr
from .values import SymValue

#: The layer's decision on the text of a symbolic pattern or template (its value, a
#: branch the explorer flips after the program's own: no pin, no note)
TEXT_VALUE = "re: the text of a symbolic pattern or template"
MINOR.add(TEXT_VALUE)


class Groups(Protocol):
    """What a template reads of a match: its groups by number."""

    def group(self, group: int) -> Any: ...


def pin(value: Any, what: str) -> Any:
    """A symbolic operand the layer needs as a plain value: made concrete, with a note
    (``what`` names the operation)."""
    if not isinstance(value, SymValue):
        return value
    return fallback(what, [value], lambda v: v)


def decided_text(value: Any, what: str, label: str = TEXT_VALUE) -> Any:
    """A symbolic pattern or replacement template (``str`` or ``bytes``) the layer
    compiles as a plain one: its value for the current input, as a ``BRANCH``
    ``text == value`` (the run is exact for that text; another text is another run,
    which the explorer reaches by flipping the decision, as a program's ``if``).  Without
    a value for the current input, made concrete with a note (:func:`pin`).  ``label``
    names the decision (a :data:`~.context.MINOR` one)."""
    if not isinstance(value, SymValue) or value.term.sort is not STRING:
        return pin(value, what)
    got = value.value
    if got is None:
        tracer = active()
        text = None if tracer is None else tracer.evaluate(value.term)
        if text is None:
            return pin(value, what)
        got = text.encode("latin-1") if getattr(value, "holds_bytes", False) else text
    term_text = got.decode("latin-1") if isinstance(got, bytes) else got
    decide(Kind.BRANCH, T.eq(value.term, mk_string(term_text)), True, label)
    return got


def compile_template(real: _re.Pattern[str], template: str) -> list[str | int]:
    """CPython's parse of a replacement template: literal pieces and group numbers (its
    ``re.error`` for a bad one)."""
    got = sre_parser.parse_template(template, real)
    if isinstance(got, tuple):  # CPython 3.11: (groups, literals)
        groups, literals = got
        pieces: list[str | int | None] = list(literals)
        for index, group in groups:
            pieces[index] = group
        return [p for p in pieces if p is not None]
    return [p for p in got if p != ""]  # pragma: no cover - CPython 3.12's list


def join(parts: list[Any]) -> Any:
    """The concatenation of plain and symbolic strings (``""`` for none)."""
    out: Any = ""
    for part in parts:
        out = part if isinstance(out, str) and out == "" else out + part
    return out


def group_or_empty(m: Groups, group: int) -> Any:
    """Group ``group`` of ``m``, ``""`` when it did not take part in the match."""
    got = m.group(group)
    return "" if got is None else got


def expand(real: _re.Pattern[str], template: Any, m: Groups) -> Any:
    """``Match.expand(template)``."""
    if isinstance(template, SymStr):
        template = pin(template, "Match.expand with a symbolic template")
    if not isinstance(template, str):
        raise TypeError(f"expected str instance, {type(template).__name__} found")
    pieces = compile_template(real, template)
    return join([p if isinstance(p, str) else group_or_empty(m, p) for p in pieces])


__all__ = ["Groups", "compile_template", "expand", "group_or_empty", "join", "pin"]
