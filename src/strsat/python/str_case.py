"""``lower``, ``upper``, ``casefold`` and ``swapcase`` of a symbolic ``str`` beyond the
characters SMT-LIB's ASCII case maps get right (issue 38, brief "exmisc" class 5: no
``str`` method pins its input).

CPython maps each character on its own (``'É'`` -> ``'é'``, ``'ß'.upper()`` -> ``'SS'``,
``'İ'.lower()`` -> ``'i̇'``), with one exception: ``lower`` and ``swapcase`` of a capital
sigma (U+03A3) depend on its neighbours (the final sigma rule).  So on strings without a
capital sigma (``casefold`` and ``upper``: any string) each of these methods is the
concatenation of its value on each character, which is what this module builds, one
character at a time (a ``BRANCH`` per character): a character is itself, or the
character ``d`` code points away for the class of the characters the method moves by
``d`` (``É`` and ``Ж`` by 32, ``Ā`` by 1 ...: some 150 classes over the whole alphabet,
read off CPython at first use), or one of the few multi-character images.  A capital
sigma in a ``lower``/``swapcase`` string is the edge (a ``DOMAIN`` decision; beyond it the
method runs on the concrete value, with a note).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from ..regex.charset import INTERVALS, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import Term, integer, mk, string
from . import termops as T
from .charclasses import _alphabet
from .context import MINOR, Kind, decide, fallback
from .str_fallbacks import chars

if TYPE_CHECKING:
    from .strings import SymStr

SIGMA = "\u03a3"
#: the layer's own decisions before the one-character-at-a-time models
ASCII_MAP = "{}: SMT-LIB's ASCII case map"
MINOR.update(ASCII_MAP.format(f"str.{name}") for name in ("lower", "upper", "casefold",
                                                            "swapcase"))
_RUN: dict[str, Callable[[str], str]] = {
    "lower": str.lower, "upper": str.upper, "casefold": str.casefold,
    "swapcase": str.swapcase}


#: (process-wide, four entries, one per method; pure)
@cache
def _classes(name: str) -> tuple[tuple[tuple[int, IntervalSet], ...], tuple[tuple[str, str], ...]]:
    """The characters ``name`` moves by each offset, largest class first, and those
    whose image is not one character (with it)."""
    run = _RUN[name]
    moved: dict[int, list[tuple[int, int]]] = {}
    longer: list[tuple[str, str]] = []
    for code, c in enumerate(_alphabet()):
        image = run(c)
        if image == c:
            continue
        if len(image) == 1:
            moved.setdefault(ord(image) - code, []).append((code, code))
        else:
            longer.append((c, image))
    classes = sorted(((d, INTERVALS.of_ranges(r)) for d, r in moved.items()),
                     key=lambda item: -item[1].size())
    return tuple(classes), tuple(longer)


def by_character(s: SymStr, name: str, what: str) -> Any:
    """``getattr(s, name)()`` one character at a time (see the module docstring)."""
    run = _RUN[name]
    if name in ("lower", "swapcase"):
        no_sigma = mk("not", mk("str.contains", s.term, string(SIGMA)))
        if not decide(Kind.DOMAIN, no_sigma, None if s.value is None else SIGMA not in s.value,
                      f"{what} (no capital sigma)"):
            return fallback(f"{what} of a capital sigma (the final sigma rule)", [s], run)
    classes, longer = _classes(name)
    terms = [_image(c, classes, longer) for c, _ in chars(s, f"{what}, one character at a time")]
    return s.of(T.concat(*terms), None if s.value is None else run(s.value))


def _image(c: Term, classes: tuple[tuple[int, IntervalSet], ...],
           longer: tuple[tuple[str, str], ...]) -> Term:
    """The image of the one-character term ``c``: an ``ite`` over the multi-character
    images and the classes of each offset, else ``c`` itself."""
    code = mk("str.to_code", c)
    term = c
    for offset, members in reversed(classes):
        term = T.ite(mk("str.in_re", c, charset_to_term(members)),
                     mk("str.from_code", mk("+", code, integer(offset))), term)
    for char, image in reversed(longer):
        term = T.ite(T.eq(c, string(char)), string(image), term)
    return term


__all__ = ["ASCII_MAP", "SIGMA", "by_character"]
