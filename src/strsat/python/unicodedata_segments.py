"""``unicodedata.normalize`` one segment at a time (issue 38; the third tier of
:mod:`.unicodedata_model`).

Normalization is local between *boundaries* (UAX #15, "boundary before"; the
stability of a character under a form): a character of combining class 0 whose
(compatibility, for the K forms) decomposition starts with a character of class 0 and,
for the composing forms, neither it nor that first character composes with a preceding
character (:func:`boundaries`) starts a new segment, and
``normalize(f, x + y) == normalize(f, x) + normalize(f, y)`` when ``y`` starts with one:
no reordering crosses a character of class 0 and no composition reaches back over a
starter that composes with nothing before it (tested against CPython with Hypothesis,
tests/python/test_unicodedata_segments.py).

:func:`by_segments` decides, for each character of the string, whether it is a boundary
(a ``BRANCH`` each: the explorer may ask for a mark at any position, or for a letter),
and so splits it into segments, each modelled on its own, the finest exact model first:

* a boundary alone: a character the form leaves alone (:func:`.unicodedata_model.stable`)
  is itself; a Hangul syllable under NFD or NFKD is its jamo, by the arithmetic of
  Unicode's Hangul decomposition (``str.to_code``, ``div``, ``mod``); any other is an
  ``ite`` over a chunk of at most :data:`CHUNK` characters of the table of the
  boundaries' normal forms, built once per form and database from CPython's
  (:func:`singles`), the chunk found by halving the table (decisions of the layer's
  own, flipped last);
* a character its decomposition leaves alone followed by one combining mark that is its
  own normal form: under NFD and NFKD the two characters as they are; under NFC and NFKC
  an ``ite`` over the canonical compositions of such a pair (:func:`compositions`, read off
  CPython), else the two characters as they are; a leading Hangul LV syllable and a T
  jamo, or an L jamo and a V jamo, under NFC and NFKC: their syllable, by arithmetic;
* a boundary and one other character (a mark after a precomposed letter, after a
  compatibility character ...): a decision of the layer's own on which character that
  is (flipped last), then whether the boundary is one of those whose normal form and
  that character's are apart (:func:`_apart`, read off CPython for that character): the
  boundary alone, then the character's normal form;
* a lone character that is not a boundary, at the start: a combining mark that is its
  own normal form is itself, another one (a Hangul jamo, U+0340 ...) is read off a
  table as a boundary alone (:func:`loners`).

Any other segment (a letter with two marks, a precomposed letter with a further mark
under NFC, Hangul jamo after a syllable under NFD ...) has its characters made concrete
(a pin of those characters only, with a note naming the segment's kind), and CPython's
``normalize`` gives its normal form.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from ..regex.charset import INTERVALS, MAX_CHAR, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import Term, integer, mk, string
from . import termops as T
from .context import MINOR, Kind, concretize, decide
from .str_fallbacks import chars
from .strings import SymStr

#: Hangul's syllables and jamo (Unicode 3.12, "Conjoining Jamo Behavior")
S_BASE, L_BASE, V_BASE, T_BASE = 0xAC00, 0x1100, 0x1161, 0x11A7
L_COUNT, V_COUNT, T_COUNT = 19, 21, 28
N_COUNT = V_COUNT * T_COUNT
SYLLABLES = (S_BASE, S_BASE + L_COUNT * N_COUNT - 1)
#: the decisions of the layer's own case splits (which table holds a character, which
#: mark follows a letter), flipped after the program's branches
WHICH = "unicodedata.normalize: which table or mark"
MINOR.add(WHICH)


def _set_of(codes: Iterable[int]) -> IntervalSet:
    """The character set of ``codes`` (sorted or not)."""
    ranges: list[tuple[int, int]] = []
    for code in sorted(set(codes)):
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    return INTERVALS.of_ranges(ranges)


def _chars() -> Iterable[str]:
    """The alphabet (lone surrogates too: ``normalize`` leaves them alone)."""
    return (chr(c) for c in range(MAX_CHAR + 1))


class Database:
    """One Unicode database's normalization facts for one form (each computed once)."""

    def __init__(self, form: str, db: Any, combining: Callable[[str], int],
                 seconds: frozenset[int], kept: IntervalSet) -> None:
        self.form = form
        self.db = db
        #: the combining class the database's ``normalize`` reorders by
        self.combining = combining
        self.composing = form in ("NFC", "NFKC")
        #: the decomposition the form starts with
        self.decompose = "NFKD" if form in ("NFKC", "NFKD") else "NFD"
        self.seconds = seconds
        #: the characters the form leaves alone beside any neighbour (lone surrogates too)
        self.kept = kept | INTERVALS.of_ranges([(0xD800, 0xDFFF)])

    def normal(self, text: str) -> str:
        got: str = self.db.normalize(self.form, text)
        return got

    def boundary(self, ch: str) -> bool:
        """``ch`` starts a segment (the module docstring)."""
        if self.combining(ch) != 0:
            return False
        first = self.db.normalize(self.decompose, ch)[0]
        return self.combining(first) == 0 and not (
            self.composing and (ord(ch) in self.seconds or ord(first) in self.seconds))

    def mark(self, ch: str) -> bool:
        """``ch`` is a combining mark (class > 0) that is its own normal form and its own
        decomposition."""
        return self.combining(ch) > 0 and self.normal(ch) == ch \
            and self.db.normalize(self.decompose, ch) == ch

    def bare(self, ch: str) -> bool:
        """``ch`` is left alone by the form and by its decomposition, a boundary."""
        return ord(ch) in self.kept and self.db.normalize(self.decompose, ch) == ch


#: (process-wide, finite: one entry per form and database; pure)
@cache
def boundaries(facts: Database) -> IntervalSet:
    """The characters that start a segment under ``facts``' form."""
    return _set_of(ord(ch) for ch in _chars() if facts.boundary(ch))


#: (process-wide, finite: one entry per form and database; pure)
@cache
def marks(facts: Database) -> IntervalSet:
    """The combining marks that are their own normal form (:meth:`Database.mark`)."""
    return _set_of(ord(ch) for ch in _chars() if facts.mark(ch))


#: (process-wide, finite: one entry per form and database; pure)
@cache
def bare(facts: Database) -> IntervalSet:
    """The boundaries the form and its decomposition leave alone."""
    return _set_of(ord(ch) for ch in _chars() if facts.bare(ch))


#: the most entries of one ``ite`` table (a solver reasons slowly about longer chains: each
#: entry is an atom of every later check)
CHUNK = 48

Chunk = tuple[tuple[tuple[str, str], ...], IntervalSet]


#: (process-wide, finite: one entry per form and database; pure)
@cache
def singles(facts: Database) -> tuple[Chunk, ...]:
    """The boundaries the form changes (but Hangul's syllables, under NFD and NFKD),
    with their normal forms, in chunks of at most :data:`CHUNK` consecutive characters,
    each with its set."""
    starts, hangul = boundaries(facts), INTERVALS.of_ranges([SYLLABLES])
    return _chunks(facts, (c for c in range(MAX_CHAR + 1) if c in starts
                           and c not in facts.kept and c not in hangul))


#: (process-wide, finite: one entry per form and database; pure)
@cache
def loners(facts: Database) -> tuple[Chunk, ...]:
    """The characters that are not boundaries nor :func:`marks`, alone: their normal
    forms, in chunks as :func:`singles`'."""
    starts, combining = boundaries(facts), marks(facts)
    return _chunks(facts, (c for c in range(MAX_CHAR + 1)
                           if c not in starts and c not in combining))


def _chunks(facts: Database, codes: Iterable[int]) -> tuple[Chunk, ...]:
    table = [(chr(c), facts.normal(chr(c))) for c in codes]
    chunks = [tuple(table[i:i + CHUNK]) for i in range(0, len(table), CHUNK)]
    return tuple((chunk, _set_of(ord(c) for c, _ in chunk)) for chunk in chunks)


#: (process-wide: one entry per table's halves; pure)
@cache
def _union(chunks: tuple[Chunk, ...]) -> IntervalSet:
    out = INTERVALS.of_ranges([])
    for _, chars_ in chunks:
        out = out | chars_
    return out


#: (process-wide, finite: one entry per form and database; pure)
@cache
def compositions(facts: Database) -> dict[str, tuple[tuple[str, str], ...]]:
    """For each mark of :func:`marks`, the characters of :func:`bare` it composes with
    under the form, and the composite: the canonical decompositions of two characters
    whose normal form under the form is the one character (excluded compositions are
    not)."""
    found: dict[str, list[tuple[str, str]]] = {}
    if not facts.composing:
        return {}
    kept, combining = bare(facts), marks(facts)
    for ch in _chars():
        d = facts.db.decomposition(ch)
        if not d or d.startswith("<") or len(d.split()) != 2:
            continue
        a, b = (chr(int(x, 16)) for x in d.split())
        if ord(a) in kept and ord(b) in combining and facts.normal(a + b) == ch:
            found.setdefault(b, []).append((a, ch))
    return {b: tuple(pairs) for b, pairs in found.items()}


def _in(c: Term, chars_: IntervalSet) -> Term:
    return mk("str.in_re", c, charset_to_term(chars_))


def _has(v: str | None, chars_: IntervalSet) -> bool | None:
    return None if v is None else ord(v) in chars_


def _code(c: Term) -> Term:
    return mk("str.to_code", c)


def _char(code: Term) -> Term:
    return mk("str.from_code", code)


def _table(c: Term, table: Iterable[tuple[str, str]], default: Term) -> Term:
    term = default
    for char, image in table:
        term = mk("ite", mk("=", c, string(char)), string(image), term)
    return term


def by_segments(text: SymStr, facts: Database, what: str) -> SymStr:
    """``normalize`` of ``text`` one segment at a time (the module docstring)."""
    items = list(chars(text, what))
    starts = boundaries(facts)
    begins = [decide(Kind.BRANCH, _in(c, starts), _has(v, starts), f"{what}: a boundary")
              for c, v in items]
    out: list[Term] = []
    i = 0
    while i < len(items):
        j = i + 1
        while j < len(items) and not begins[j]:
            j += 1
        out.append(_segment(items[i:j], begins[i], facts, what))
        i = j
    value = None if text.value is None else facts.normal(text.value)
    return text.of(T.concat(*out), value)


def _segment(items: list[tuple[Term, str | None]], starter: bool, facts: Database,
             what: str) -> Term:
    """The normal form of one segment (``starter``: it starts with a boundary)."""
    (c, v), rest = items[0], items[1:]
    got: Term | None = None
    if starter and not rest:
        got = _alone(c, v, facts, what)
    elif starter and len(rest) == 1:
        got = _with_mark(c, v, *rest[0], facts, what)
    elif not starter and not rest:
        combining = marks(facts)
        got = c if decide(Kind.BRANCH, _in(c, combining), _has(v, combining),
                          f"{what}: a mark of its own") else \
            _looked_up(c, v, loners(facts), f"{what}: a character of the tables")
    if got is not None:
        return got
    kind = "a boundary and marks" if starter else "marks without a boundary"
    return _pinned(items, facts, what, f"{kind}: a segment of {len(items)} characters")


def _pinned(items: list[tuple[Term, str | None]], facts: Database, what: str,
            kind: str) -> Term:
    """The segment's characters made concrete (noted), and CPython's normal form."""
    text = "".join(concretize(c, v, f"{what} of {kind}") for c, v in items)
    return string(facts.normal(text))


def _alone(c: Term, v: str | None, facts: Database, what: str) -> Term:
    """A boundary followed by a boundary (or the end)."""
    if decide(Kind.BRANCH, _in(c, facts.kept), _has(v, facts.kept), f"{what}: unchanged"):
        return c
    if facts.decompose == facts.form:
        hangul = INTERVALS.of_ranges([SYLLABLES])
        if decide(Kind.BRANCH, _in(c, hangul), _has(v, hangul), f"{what}: a Hangul syllable"):
            index = T.add(_code(c), integer(-S_BASE))
            trail = mk("mod", index, integer(T_COUNT))
            lead = _char(T.add(mk("div", index, integer(N_COUNT)), integer(L_BASE)))
            vowel = _char(T.add(mk("div", mk("mod", index, integer(N_COUNT)),
                                   integer(T_COUNT)), integer(V_BASE)))
            tail = mk("ite", mk("=", trail, integer(0)), string(""),
                      _char(T.add(trail, integer(T_BASE))))
            return T.concat(lead, vowel, tail)
    got = _looked_up(c, v, singles(facts), f"{what}: a character of the tables")
    if got is not None:
        return got
    return _pinned([(c, v)], facts, what, "a character beyond the tables")


def _looked_up(c: Term, v: str | None, chunks: tuple[Chunk, ...], what: str
               ) -> Term | None:
    """``c``'s normal form read off the table of ``chunks`` (``None``: ``c`` is in none)."""
    domain = _union(chunks)
    if not chunks or not decide(Kind.BRANCH, _in(c, domain), _has(v, domain), what):
        return None
    while len(chunks) > 1:  # which chunk: halves, a layer's own split each
        half = chunks[:len(chunks) // 2]
        lower = _union(half)
        chunks = half if decide(Kind.BRANCH, _in(c, lower), _has(v, lower), WHICH) \
            else chunks[len(half):]
    table = chunks[0][0]
    return _table(c, table[1:], string(table[0][1]))


def _with_mark(c: Term, v: str | None, m: Term, w: str | None, facts: Database,
               what: str) -> Term | None:
    """A boundary and one character that is not (``None``: not modelled)."""
    letters, combining = bare(facts), marks(facts)
    pair = mk("and", _in(c, letters), _in(m, combining))
    known = None if v is None or w is None else ord(v) in letters and ord(w) in combining
    if decide(Kind.BRANCH, pair, known, f"{what}: a letter and a mark"):
        both = T.concat(c, m)
        if not facts.composing:
            return both
        if w is None:  # (no concrete mark to split on: the ite over every mark)
            term = both
            for mark, pairs in compositions(facts).items():
                term = mk("ite", mk("=", m, string(mark)), _table(c, pairs, both), term)
            return term
        decide(Kind.BRANCH, mk("=", m, string(w)), True, WHICH)  # which mark: flippable
        pairs = compositions(facts).get(w, ())
        letters = _set_of(ord(a) for a, _ in pairs)
        if pairs and decide(Kind.BRANCH, _in(c, letters), _has(v, letters),
                            f"{what}: a letter and a mark that compose"):
            return _table(c, pairs[1:], string(pairs[0][1]))
        return both
    if facts.composing:
        jamo = _jamo(c, v, m, w)
        if decide(Kind.BRANCH, jamo[0], jamo[1], f"{what}: Hangul jamo of a syllable"):
            return jamo[2]
    if w is None:
        return None
    decide(Kind.BRANCH, mk("=", m, string(w)), True, WHICH)  # which one: flippable
    apart = _apart(facts, w)
    if decide(Kind.BRANCH, _in(c, apart), _has(v, apart),
              f"{what}: a character and a mark normalized apart"):
        return T.concat(_alone(c, v, facts, what), string(facts.normal(w)))
    return None


#: (process-wide: one entry per form, database and mark met; pure)
@cache
def _apart(facts: Database, mark: str) -> IntervalSet:
    """The boundaries ``c`` whose normal form followed by ``mark``'s is ``normal(c +
    mark)`` (no reordering or composition across them): those the form and its
    decomposition leave alone that start no composition (nothing reorders across them,
    nothing composes with them), and of the others (:func:`_others`) those CPython says."""
    alone = facts.normal(mark)
    return _quiet(facts) | _set_of(c for c in _others(facts)
                                   if facts.normal(chr(c) + mark) == facts.normal(chr(c)) + alone)


#: (process-wide, finite: one entry per form and database; pure)
@cache
def _quiet(facts: Database) -> IntervalSet:
    """:func:`bare` but the first characters of canonical pairs (either database's) and
    Hangul's L jamo and syllables."""
    firsts = {L_BASE + i for i in range(L_COUNT)} | set(range(SYLLABLES[0], SYLLABLES[1] + 1))
    for ch in _chars():
        for d in (facts.db.decomposition(ch), unicodedata.decomposition(ch)):
            if d and not d.startswith("<") and len(d.split()) == 2:
                firsts.add(int(d.split()[0], 16))
    return bare(facts) - _set_of(firsts)


#: (process-wide, finite: one entry per form and database; pure)
@cache
def _others(facts: Database) -> tuple[int, ...]:
    """The boundaries not in :func:`_quiet`."""
    starts, quiet = boundaries(facts), _quiet(facts)
    return tuple(c for c in range(MAX_CHAR + 1) if c in starts and c not in quiet)


def _jamo(c: Term, v: str | None, m: Term, w: str | None
          ) -> tuple[Term, bool | None, Term]:
    """The condition (term, concrete value) that ``c m`` composes to one Hangul syllable
    (an LV syllable and a T jamo, or an L jamo and a V jamo), and the syllable."""
    lv = [code for code in range(SYLLABLES[0], SYLLABLES[1] + 1, T_COUNT)]
    lvs, trails = _set_of(lv), INTERVALS.of_ranges([(T_BASE + 1, T_BASE + T_COUNT - 1)])
    leads = INTERVALS.of_ranges([(L_BASE, L_BASE + L_COUNT - 1)])
    vowels = INTERVALS.of_ranges([(V_BASE, V_BASE + V_COUNT - 1)])
    first = mk("and", _in(c, lvs), _in(m, trails))
    second = mk("and", _in(c, leads), _in(m, vowels))

    def holds(a: IntervalSet, b: IntervalSet) -> bool | None:
        return None if v is None or w is None else ord(v) in a and ord(w) in b

    one = None if v is None else holds(lvs, trails) or holds(leads, vowels)
    syllable = mk("ite", first, _char(T.add(_code(c), T.add(_code(m), integer(-T_BASE)))),
                  _char(T.add(integer(S_BASE),
                              T.add(mk("*", integer(N_COUNT),
                                       T.add(_code(c), integer(-L_BASE))),
                                    mk("*", integer(T_COUNT),
                                       T.add(_code(m), integer(-V_BASE)))))))
    return mk("or", first, second), one, syllable


#: the facts of each form and database, by (form, version)
FACTS: dict[tuple[str, str], Database] = {}


def facts_of(form: str, version: str, db: Any, combining: Callable[[str], int],
             seconds: Callable[[], frozenset[int]], kept: Callable[[], IntervalSet]
             ) -> Database:
    """The :class:`Database` of ``form`` over ``db`` (made once)."""
    key = (form, version)
    if key not in FACTS:
        FACTS[key] = Database(form, db, combining, seconds(), kept())
    return FACTS[key]
