"""The case maps of a symbolic ``str`` beyond what SMT-LIB's ASCII maps get right
(``'É'.lower()``, ``'ß'.upper()``, ``'Ā'.lower()``, ``'ǆ'.title()``), for all of
U+0000..U+2FFFF: ``lower``, ``upper``, ``casefold``, ``swapcase``, ``title`` and
``capitalize``.

A test of the value of ``lower``, ``upper``, ``casefold`` or ``swapcase`` against plain
strings is no tier: it is a membership of the string itself in the map's preimage
(:mod:`.case_image`, built from :func:`case_map`), over the whole alphabet.  The tiers
model the value used otherwise.  The first tier is :func:`.str_transform.case`'s (and
:mod:`.str_fallbacks`'): on the *case-safe* strings the method is SMT-LIB's map.  This
module is the second tier, asked only when the first does not hold.  Each method is a
map of characters (CPython's full case mapping, read off the running interpreter at
first use), partitioned into

* the characters it leaves alone;
* the characters it moves by the same number of code points, one class per offset
  (``lower``: 80 offsets over 667 intervals; ``A-Z`` and ``À-Ö`` by +32, ``Ā``, ``Ă``
  ... by +1);
* the characters whose image is longer than one character (``ß`` to ``'SS'``, ``İ``
  to ``'i̇'``, ``ŉ`` to ``'ʼN'``: 102 under ``upper``).

A ``DOMAIN`` decision bounds the formula, on one of three :data:`LEVELS`: the string holds
only characters of Latin-1 or of the 128-code-point blocks of the run's own characters
that are left alone or lie in one of the classes the run's own characters (or Latin-1's)
belong to -- on a Latin-1 string simply "the string is Latin-1"; then the same classes in
every script; then every class.  The string is then walked one character at a time (a
``BRANCH`` per character, as ``for ch in s``), each character an ``ite`` over the level's
classes (``str.from_code`` of the code point plus the offset) and multi-character
images.  Every character then maps on its own: capital sigma, whose lower case depends on
its neighbours (``'ΑΣ'.lower() == 'ας'``), is kept outside the domain of the methods that
lower-case (``lower``, ``swapcase``, ``title``, ``capitalize``; a string holding one runs
concretely, with a note).  ``title`` puts a character after a *cased* one
(:mod:`.charclasses`' ``cased``) in lower case, others in title case; ``capitalize`` the
first in title case, the rest in lower case.

A run's value always lies in the first level; the wider ones are taken only when a
tracer *declines* a level (:data:`.context.WIDER`, as it may decline the first tier):
the explorer does when a flip needs a character beyond it, and then hands the layer
*hints*, the characters of the flip's constants, which the first two levels cover along
with the characters each map sends to them (``title() == "ǅ"``: ``ǆ``, ``Ǆ``).  (The
levels keep formulas small: the ``+1`` class alone spans 600 intervals over every
script, and a domain the explorer flipped on its own, as a branch, made the exploration
of ``tests/explore/test_batch.py``'s package run more than ten minutes.)
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..regex.charset import INTERVALS, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import Term, integer, mk, string
from . import termops as T
from .charclasses import _alphabet, class_term
from .context import WIDER, Kind, active, decide
from .str_fallbacks import chars
from .str_operands import TextT
from .str_strip import evaluated

_RUN: dict[str, Callable[[str], str]] = {
    "lower": str.lower, "upper": str.upper, "casefold": str.casefold,
    "swapcase": str.swapcase, "title": str.title}
#: the maps of a character each method applies (``title``/``capitalize``: two)
_MAPS = {"lower": ("lower",), "upper": ("upper",), "casefold": ("casefold",),
         "swapcase": ("swapcase",), "title": ("title", "lower"),
         "capitalize": ("title", "lower")}
#: The character whose lower case depends on its neighbours (CPython's final sigma).
SIGMA = "\u03a3"
#: The maps whose image of capital sigma is CPython's lower case (with the final-sigma
#: rule): the sigma is outside their domain.
_LOWERING = ("lower", "swapcase")
_LATIN1_SET = INTERVALS.range(0, 0xFF)
_LATIN1 = mk("re.*", mk("re.range", string("\x00"), string("\xff")))


@dataclass(frozen=True)
class CaseMap:
    """One character map: its classes by offset, its longer images, and the characters
    it leaves alone (capital sigma excluded from all three where it lower-cases)."""

    offsets: dict[int, IntervalSet]
    longer: dict[str, str]
    fixed: IntervalSet

    def offset_of(self, c: str) -> int | None:
        code = ord(c)
        for offset, members in self.offsets.items():
            if code in members:
                return offset
        return None


#: (process-wide, five entries, one per map; pure)
@cache
def case_map(name: str) -> CaseMap:
    """The map of one character ``name`` applies, read off CPython over the alphabet."""
    run = _RUN[name]
    text = _alphabet()
    images = list(map(run, text))
    mask = bytes(map(operator.ne, text, images))
    moved: dict[int, list[tuple[int, int]]] = {}
    longer: dict[str, str] = {}
    contextual = name in _LOWERING and run(SIGMA) != SIGMA
    for found in re.finditer(b"\x01", mask):
        code = found.start()
        image = images[code]
        if contextual and code == ord(SIGMA):
            continue
        if len(image) == 1:
            moved.setdefault(ord(image) - code, []).append((code, code))
        else:
            longer[chr(code)] = image
    offsets = {d: INTERVALS.of_ranges(r) for d, r in sorted(moved.items())}
    changed = INTERVALS.of_ranges([(ord(c), ord(c)) for c in longer]
                                  + ([(ord(SIGMA), ord(SIGMA))] if contextual else []))
    for members in offsets.values():
        changed = changed | members
    return CaseMap(offsets, longer, ~changed)


@dataclass(frozen=True)
class _Chosen:
    """The part of a map a run's formula holds: some offsets and some longer images."""

    offsets: tuple[tuple[int, IntervalSet], ...]
    longer: tuple[tuple[str, str], ...]


#: The domain beyond Latin-1 holds the blocks of this many code points around the run's
#: own characters (their script's letters), not the whole alphabet: the classes of an
#: offset span every script (``+1``: 600 intervals), which made each check several
#: times slower.
_BLOCK = 0x80


#: The levels of the domain, each a ``DOMAIN`` decision named after it: the classes of
#: Latin-1's and the run's characters in Latin-1 and the run's blocks (the default), the
#: same classes in every script, every class.  The explorer widens a level when a flip
#: needs a character beyond it (:data:`.context.WIDER`: the first two, and the first
#: tier of each method, SMT-LIB's ASCII map on the case-safe strings).
LEVELS = ("of the characters the run holds", "of the run's case classes, every script",
          "of every character")
WIDER.update(f"str.{_method} {named}" for _method in _MAPS for named in LEVELS[:-1])


def _window(sample: str) -> IntervalSet:
    """Latin-1 and the blocks of ``sample``'s characters."""
    out = _LATIN1_SET
    for c in sample:
        lo = ord(c) & ~(_BLOCK - 1)
        out = out | INTERVALS.range(lo, lo + _BLOCK - 1)
    return out


def _choose(m: CaseMap, sample: str, window: IntervalSet, hints: str = "") -> _Chosen:
    """The offsets and longer images of Latin-1's characters and ``sample``'s, and of
    the characters ``m`` maps to one of ``hints`` (their preimages), each offset's class
    cut to ``window``."""
    wanted = {d for d, members in m.offsets.items() if members.intersects(_LATIN1_SET)}
    wanted |= {d for c in sample + hints if (d := m.offset_of(c)) is not None}
    wanted |= {d for h in hints for d, members in m.offsets.items() if ord(h) - d in members}
    longer = {c: im for c, im in m.longer.items()
              if ord(c) <= 0xFF or c in sample or any(h in im for h in hints)}
    return _Chosen(tuple((d, m.offsets[d] & window) for d in sorted(wanted)),
                   tuple(sorted(longer.items())))


def case_by_characters(s: TextT, method: str, what: str) -> TextT | None:
    """``getattr(s, method)()`` on the strings of the domain of the module docstring;
    None outside it (the ``DOMAIN`` decision not taken, or a capital sigma where the
    method lower-cases).  A tracer that declines the domain of one level
    (:data:`.context.WIDER`) gets the next: every level holds the run's value."""
    value = evaluated(s.term, s.value)
    maps = [case_map(name) for name in _MAPS[method]]
    sample = value or ""
    if SIGMA in sample and method not in ("upper", "casefold"):
        return None
    tracer = active()
    hints = "" if tracer is None else tracer.hints.replace(SIGMA, "")
    for level, named in enumerate(LEVELS):
        chosen, members, domain = _level(maps, sample, level, hints)
        concrete = None if s.value is None else all(ord(c) in members for c in s.value)
        if decide(Kind.DOMAIN, mk("str.in_re", s.term, domain), concrete, f"{what} {named}"):
            break
        if concrete is not True:  # outside (not declined): run concretely
            return None
    else:
        return None
    out: list[Term] = []
    previous: Term | None = None
    for c, _ in chars(s, f"{what}, one character at a time"):
        if method == "title":
            image = _image(c, chosen[0]) if previous is None else T.ite(
                mk("str.in_re", previous, class_term("cased")), _image(c, chosen[1]),
                _image(c, chosen[0]))
        elif method == "capitalize":
            image = _image(c, chosen[0] if previous is None else chosen[1])
        else:
            image = _image(c, chosen[0])
        out.append(image)
        previous = c
    result = None if s.value is None else getattr(s.value, method)()
    return s.of(T.concat(*out) if out else string(""), result)


def _level(maps: list[CaseMap], sample: str, level: int, hints: str
           ) -> tuple[list[_Chosen], IntervalSet, Term]:
    """The classes each map's formula holds at ``level`` (:data:`LEVELS`), the characters
    of its domain, and the domain as a regular expression of strings; ``hints``: more
    characters the first two levels cover, with their preimages (a tracer's)."""
    if level == 0:
        window = _window(sample + hints)
        chosen = [_choose(m, sample, window, hints) for m in maps]
        if all(ord(c) <= 0xFF for c in sample + hints):
            return chosen, _LATIN1_SET, _LATIN1
        members = _domain(maps, chosen) & window
    else:
        chosen = [_choose(m, sample, INTERVALS.full, hints) if level == 1 else _every(m)
                  for m in maps]
        members = _domain(maps, chosen)
    return chosen, members, mk("re.*", charset_to_term(members))


def _every(m: CaseMap) -> _Chosen:
    """Every class and longer image of the map ``m``."""
    return _Chosen(tuple(m.offsets.items()), tuple(sorted(m.longer.items())))


def _covered(ch: _Chosen) -> IntervalSet:
    out = INTERVALS.of_ranges([(ord(c), ord(c)) for c, _ in ch.longer])
    for _, members in ch.offsets:
        out = out | members
    return out


def _domain(maps: list[CaseMap], chosen: list[_Chosen]) -> IntervalSet:
    """The characters each map leaves alone or moves by a chosen offset or image."""
    members = INTERVALS.full
    for m, ch in zip(maps, chosen, strict=True):
        members = members & (m.fixed | _covered(ch))
    return members


def _image(c: Term, ch: _Chosen) -> Term:
    """The image of the one-character term ``c``: an ``ite`` over the multi-character
    images and the classes of each offset, else ``c`` itself."""
    code = mk("str.to_code", c)
    term = c
    for offset, members in ch.offsets:
        term = T.ite(mk("str.in_re", c, charset_to_term(members)),
                     mk("str.from_code", mk("+", code, integer(offset))), term)
    for char, image in ch.longer:
        term = T.ite(T.eq(c, string(char)), string(image), term)
    return term


__all__ = ["LEVELS", "SIGMA", "CaseMap", "case_by_characters", "case_map"]
