"""``lower``, ``upper`` and ``casefold`` of a symbolic ``str`` of Latin-1 characters
beyond what SMT-LIB's ASCII case maps get right (``'É'.lower()``, ``'ß'.upper()``).

The first tier is :func:`.str_transform.case`'s: on the *case-safe* strings (the
characters each method maps as SMT-LIB's ASCII ``str.to_lower``/``str.to_upper`` do)
the method is that map, one term.  This module is the second tier, asked only when the
first does not hold: a ``DOMAIN`` decision that the string is Latin-1 (U+0000..U+00FF),
then the string one character at a time (a ``BRANCH`` per character, as ``for ch in
s``), each character an ``ite`` over the few classes of characters the method moves by
the same number of code points (``lower``: ``A-Z``, ``À-Ö``, ``Ø-Þ`` by 32; ``upper``:
those back, ``µ`` to ``Μ``, ``ÿ`` to ``Ÿ``; read off CPython at first use) and the
one multi-character image (``ß``: ``'SS'``, ``'ss'`` under ``casefold``).  In Latin-1
every character maps on its own (no final sigma), so the concatenation is exact.

The bound keeps the formulas small: at most three classes and one expansion per
character, and the tier is a ``DOMAIN`` decision, which the explorer does not flip to
(it takes it when an input already holds such a character: the run is modelled instead
of pinned).  Beyond Latin-1 the method runs on the concrete value, with a note.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..regex.charset import INTERVALS, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import Term, integer, mk, string
from . import termops as T
from .context import Kind, decide
from .str_fallbacks import chars
from .str_operands import TextT

_RUN: dict[str, Callable[[str], str]] = {
    "lower": str.lower, "upper": str.upper, "casefold": str.casefold}
_LATIN1 = mk("re.*", mk("re.range", string("\x00"), string("\xff")))


#: (process-wide, three entries, one per method; pure)
@cache
def _classes(name: str) -> tuple[tuple[tuple[int, IntervalSet], ...], tuple[tuple[str, str], ...]]:
    """The Latin-1 characters ``name`` moves by each offset, and those whose image is
    longer than one character (with it)."""
    run = _RUN[name]
    moved: dict[int, list[tuple[int, int]]] = {}
    longer: list[tuple[str, str]] = []
    for code in range(0x100):
        c = chr(code)
        image = run(c)
        if image == c:
            continue
        if len(image) == 1:
            moved.setdefault(ord(image) - code, []).append((code, code))
        else:
            longer.append((c, image))
    return tuple((d, INTERVALS.of_ranges(r)) for d, r in sorted(moved.items())), tuple(longer)


def latin1_case(s: TextT, name: str, what: str) -> TextT | None:
    """``getattr(s, name)()`` for ``name`` in ``lower``/``upper``/``casefold`` on a
    Latin-1 string (see the module docstring); None outside Latin-1 (the ``DOMAIN``
    decision not taken)."""
    concrete = None if s.value is None else all(ord(c) < 0x100 for c in s.value)
    if not decide(Kind.DOMAIN, mk("str.in_re", s.term, _LATIN1), concrete,
                  f"{what} of Latin-1 characters"):
        return None
    classes, longer = _classes(name)
    terms = [_image(c, classes, longer)
             for c, _ in chars(s, f"{what} of Latin-1, one character at a time")]
    value = None if s.value is None else _RUN[name](s.value)
    return s.of(T.concat(*terms) if terms else string(""), value)


def _image(c: Term, classes: tuple[tuple[int, IntervalSet], ...],
           longer: tuple[tuple[str, str], ...]) -> Term:
    """The image of the one-character term ``c``: an ``ite`` over the multi-character
    images and the classes of each offset, else ``c`` itself."""
    code = mk("str.to_code", c)
    term = c
    for offset, members in classes:
        term = T.ite(mk("str.in_re", c, charset_to_term(members)),
                     mk("str.from_code", mk("+", code, integer(offset))), term)
    for char, image in longer:
        term = T.ite(T.eq(c, string(char)), string(image), term)
    return term


__all__ = ["latin1_case"]
