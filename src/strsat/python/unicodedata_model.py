"""``unicodedata`` on symbolic strings (issue 38, item 1: a C function with no pure twin
is modelled or made concrete with a note).

* ``normalize(form, s)``: an ASCII string is its own normal form in all four forms
  (no ASCII character decomposes, and no two compose), so ``s`` stays symbolic on the
  side of one decision ``s`` is ASCII; beyond ASCII CPython's ``normalize`` runs on the
  concrete value (:func:`~.context.fallback`, noted).  An unknown form raises
  ``ValueError``, except on the empty string (returned first, as CPython does).  Slug
  makers and transliterators (``normalize("NFKD", s).encode("ascii", "ignore")``)
  call it first.
* ``category(c)``, ``bidirectional(c)``: the property of a symbolic character as a
  symbolic string, ``ite(c ∈ C1, v1, ite(c ∈ C2, v2, ...))`` over the classes of the
  code points of each value (read off CPython's own ``unicodedata``, as
  :mod:`.charclasses` does), exact, so a later ``category(c) == "Mn"`` is a decision
  the solver can steer.  A string that is not one character raises CPython's
  ``TypeError`` (a ``RAISE`` decision on its length).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import cache
from typing import Any

from ..regex.charset import INTERVALS, MAX_CHAR
from ..regex.to_term import charset_to_term
from ..terms import Term, integer, mk, string
from .context import Kind, active, decide, fallback
from .context import Trace as _Trace
from .strings import SymStr
from .values import SymValue

FORMS = ("NFC", "NFD", "NFKC", "NFKD")
_ASCII = mk("re.*", mk("re.range", string("\x00"), string("\x7f")))


def normalize(form: Any, text: Any) -> Any:
    """``unicodedata.normalize(form, text)`` (see the module docstring)."""
    if isinstance(form, SymValue) or not isinstance(text, SymStr):
        if isinstance(form, SymValue) or isinstance(text, SymValue):
            return fallback("unicodedata.normalize with a symbolic form or a non-str",
                            [form, text], unicodedata.normalize)
        return unicodedata.normalize(form, text)
    if not isinstance(form, str):
        raise TypeError(f"normalize() argument 1 must be str, not {type(form).__name__}")
    if form not in FORMS:  # CPython returns an empty string before reading the form
        nonempty = mk("not", mk("=", text.term, string("")))
        if decide(Kind.RAISE, nonempty, None if text.value is None else text.value != "",
                  "unicodedata.normalize", ValueError):
            raise ValueError("invalid normalization form")
        return text
    ascii_only = mk("str.in_re", text.term, _ASCII)
    if text.value is None and not isinstance(active(), _Trace):
        decide(Kind.DOMAIN, ascii_only, None, "unicodedata.normalize")
        return text
    if decide(Kind.BRANCH, ascii_only, text.value.isascii() if text.value is not None
              else None, "unicodedata.normalize of an ASCII string"):
        return text
    real: Any = unicodedata.normalize  # the form is checked above
    return fallback(f"unicodedata.normalize({form!r}) of a string beyond ASCII", [text],
                    lambda v: real(form, v))


@cache
def _classes(prop: str) -> tuple[tuple[str, Term], ...]:
    """``(value, RegLan of its code points)`` for every value of the property ``prop``
    of ``unicodedata``, the most frequent value last (it is the ``ite``'s else)."""
    read = getattr(unicodedata, prop)
    ranges: dict[str, list[tuple[int, int]]] = {}
    last, start = read("\x00"), 0
    for code in range(1, MAX_CHAR + 2):
        value = read(chr(code)) if code <= MAX_CHAR else None
        if value != last:
            ranges.setdefault(last, []).append((start, code - 1))
            last, start = value, code
    by_size = sorted(ranges, key=lambda v: sum(hi - lo + 1 for lo, hi in ranges[v]))
    return tuple((v, charset_to_term(INTERVALS.of_ranges(ranges[v]))) for v in by_size)


def _property(prop: str, char: Any) -> Any:
    read = getattr(unicodedata, prop)
    if not isinstance(char, SymStr):
        return read(char)
    one = mk("=", mk("str.len", char.term), integer(1))
    concrete = None if char.value is None else len(char.value) == 1
    if not decide(Kind.RAISE, mk("not", one), None if concrete is None else not concrete,
                  f"unicodedata.{prop}", TypeError):
        classes = _classes(prop)
        term = string(classes[-1][0])
        for value, members in reversed(classes[:-1]):
            term = mk("ite", mk("str.in_re", char.term, members), string(value), term)
        return SymStr(term, None if char.value is None else read(char.value))
    raise TypeError(f"{prop}() argument must be a unicode character, not str")


def category(char: Any) -> Any:
    """``unicodedata.category(char)`` (see the module docstring)."""
    return _property("category", char)


def bidirectional(char: Any) -> Any:
    """``unicodedata.bidirectional(char)`` (see the module docstring)."""
    return _property("bidirectional", char)


#: the models, by the C function they stand for
MODELS: dict[Any, Callable[..., Any]] = {
    unicodedata.normalize: normalize, unicodedata.category: category,
    unicodedata.bidirectional: bidirectional}
