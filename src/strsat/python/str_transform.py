"""``replace split rsplit partition rpartition strip lstrip rstrip lower upper join
removeprefix removesuffix`` with CPython's exact rules.

* ``replace(old, new, count)``: ``count`` 1 is SMT-LIB's ``str.replace`` (an empty
  ``old`` inserts in front, as in CPython); all (``count < 0``) is
  ``str.replace_all`` for a non-empty ``old``; ``count = k`` replaces the first
  ``k`` occurrences one after the other (a term of size ``k``).  An empty ``old``
  with another count inserts between every character — not a term: ``DOMAIN``.
  A constant ``old`` the string does not hold is first a decision of the layer's own
  (:data:`~.context.MINOR`): absent, and the result is the string's own term.
* ``split``/``rsplit`` give a list whose length depends on the input: each part
  is one decision (is there another separator?), so a concrete execution
  unrolls the splitting and a symbolic one cannot.  Whitespace (``sep=None``) is
  CPython's ``Py_UNICODE_ISSPACE`` class; runs of it separate, ends are dropped.
  A symbolic ``maxsplit`` is a decision at each part (:mod:`.split_limit`).
* ``splitlines(keepends)``: each line is one decision (is there another line
  boundary, ``str.indexof_re`` of the :func:`~.charclasses.char_class` ``linebreak``
  of CPython's ``str.splitlines``?) and one more for ``\r\n``, a boundary of two
  characters; no empty last line, as in CPython.
* ``strip(chars)``: the first character outside the class (``str.indexof_re``)
  and the first one of the reversed string give both ends; ``chars=None`` is the
  whitespace class; a symbolic ``chars`` decides how many characters go at each end
  (:mod:`.str_strip`).
* ``translate(table)`` of a ``dict`` (``str.maketrans``) is one ``replace_all`` per
  mapped character when no replacement holds a mapped character.
* ``casefold`` is ``str.to_lower`` on the strings whose characters fold as they
  lower-case in ASCII (``fold-safe``; not ``'ß'``, ``'ſ'``).
* ``capitalize`` is ``to_upper`` of the first character and ``to_lower`` of the rest
  on the strings whose first character is ``title-safe`` and the rest ``lower-safe``.
* ``lower``/``upper`` (the value used beyond a test against plain strings, which is a
  membership of the string in the map's preimage: :mod:`.case_image`) are SMT-LIB's
  ASCII ``str.to_lower``/``str.to_upper`` on the case-safe strings
  (:mod:`.charclasses`): a ``DOMAIN`` decision; beyond it, one character at a time
  (:mod:`.str_case`, ``casefold`` and ``capitalize`` too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..regex.charset import INTERVALS, MAX_CHAR
from ..regex.to_term import charset_to_term
from ..terms import EMPTY, STRING, Term, integer, mk, string
from . import termops as T
from .charclasses import char_class, class_term
from .context import MINOR, Kind, Path, active, concretize, decide, define, fallback
from .split_limit import SplitLimit
from .str_fallbacks import insert_between, second_tier, translate_by_characters
from .str_operands import SSIZE_LIMIT, TextT, known, need_str, str_of
from .str_search import last_occurrence
from .str_strip import pinned_chars, strip_counts
from .values import int_of

#: Largest ``count`` of ``replace`` unrolled into a term.
REPLACE_UNROLL = 64
#: The layer's own split of ``replace`` with a symbolic ``old``: empty or not.
_EMPTY_OLD = "str.replace (an empty old)"
#: The layer's own split of ``replace`` with a constant ``old``: absent from the string
#: (the result is the string itself) or not.
_ABSENT_OLD = "str.replace (old absent)"
MINOR.update((_EMPTY_OLD, _ABSENT_OLD))


def _int_arg(value: object, what: str) -> int:
    """A concrete int argument (a symbolic one is made concrete)."""
    got = int_of(value)
    if got is None:
        raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
    t, v = got
    k = v if t.op == "const" else concretize(t, v, what)
    if not -SSIZE_LIMIT <= k < SSIZE_LIMIT:  # type: ignore[operator]
        raise OverflowError("Python int too large to convert to C ssize_t")
    return k  # type: ignore[return-value]


# ---- replace ------------------------------------------------------------------------------


def replace(s: TextT, old: object, new: object, count: object, split: bool = True
            ) -> TextT | str:
    """``s.replace(old, new, count)``; ``split``: whether a constant ``old`` occurs in
    the string is first the layer's decision (absent: ``s``'s own term).  The layer's own
    chains of replaces (``re.escape``: one per special character) leave it out, so
    that they add no decision per character."""
    o, ov = need_str(old, "replace() argument 1 must be str, not {type}")
    w, wv = need_str(new, "replace() argument 2 must be str, not {type}")
    k = _int_arg(count, "str.replace count")
    value = s.value.replace(ov, wv, k) if known(s.value, ov, wv) else None
    if k == 0 or o == w:
        # replacing a string by the same term changes nothing, whatever the count (babel's
        # ``.replace(decimal_symbol, '.')`` where the symbol is '.'): no replace term
        return s.of(s.term, s.value)
    if split and o.op == "const" and ov and s.value is not None and \
            decide(Kind.BRANCH, T.neg(mk("str.contains", s.term, o)), ov not in s.value,
                   _ABSENT_OLD):
        # the usual case of a clean-up (``url.replace('\t', '')`` in urlsplit) keeps the
        # string's own term: later checks reason about it, not about a replace_all chain.
        # The decision is made on both sides, so a run that flipped it to "present"
        # records it too and stays on its target's path
        return s.of(s.term, value)
    if k == 1:
        return s.of(mk("str.replace", s.term, o, w), value)
    if ov == "" and o.op == "const":
        return insert_between(s, new, k)
    if o.op != "const":
        nonempty = T.neg(T.eq(T.length(o), integer(0)))
        # both sides are modelled; a Path (no inputs) assumes the usual one
        kind = Kind.DOMAIN if isinstance(active(), Path) else Kind.BRANCH
        if not decide(kind, nonempty, None if ov is None else ov != "", _EMPTY_OLD):
            return insert_between(s, new, k)
    if k < 0:
        return s.of(mk("str.replace_all", s.term, o, w), value)
    if k > REPLACE_UNROLL:
        def run(v: str, a: str, b: str) -> str:
            return v.replace(a, b, k)

        return fallback(f"str.replace with a count above {REPLACE_UNROLL}", [s, old, new],
                        run)
    return s.of(_replace_first(s.term, o, w, k), value)


def _replace_first(s: Term, old: Term, new: Term, k: int) -> Term:
    """The first ``k`` non-overlapping occurrences of the non-empty ``old`` replaced,
    from the left: ``rep_k(s) = s[:i] + new + rep_{k-1}(s[i+|old|:])``, ``i`` the first
    occurrence, or ``s`` when there is none."""
    if k == 0:
        return s
    i = T.indexof(s, old, 0)
    after = T.add(i, T.length(old))
    rest = T.substr(s, after, T.sub(T.length(s), after))
    found = T.concat(T.substr(s, 0, i), new, _replace_first(rest, old, new, k - 1))
    return T.ite(T.eq(i, integer(-1)), s, found)


# ---- split and partition -------------------------------------------------------------------


def _empty_separator(sep: Term, value: str | None, what: str) -> None:
    if sep.op == "const":
        if value == "":
            raise ValueError("empty separator")
        return
    if decide(Kind.RAISE, T.eq(T.length(sep), integer(0)),
              None if value is None else value == "", what, ValueError):
        raise ValueError("empty separator")


def _piece(s: TextT, start: Term, sv: int | None, end: Term | None, ev: int | None
           ) -> TextT:
    """``s[start:end]`` for positions inside ``s`` (``end`` None: to the end)."""
    stop = T.length(s.term) if end is None else end
    value = None
    if s.value is not None and sv is not None and (end is None or ev is not None):
        value = s.value[sv:] if end is None else s.value[sv:ev]
    return s.of(T.substr(s.term, start, T.sub(stop, start)), value)


def split(s: TextT, sep: object, maxsplit: object, reverse: bool,
          space: str = "isspace") -> list[TextT]:
    """``split``/``rsplit``; ``space`` names the whitespace class of ``sep=None``
    (``ascii-space`` for ``bytes``)."""
    limit = SplitLimit(maxsplit)
    what = "str.rsplit" if reverse else "str.split"
    if sep is None:
        if reverse and not limit.unlimited():
            return _rsplit_whitespace(s, limit, space)
        return _split_whitespace(s, limit, space)
    t, tv = need_str(sep, "must be str or None, not {type}")
    _empty_separator(t, tv, what)
    if reverse and not limit.unlimited():
        return _rsplit(s, t, tv, limit)
    parts: list[TextT] = []
    pos: Term = T.num(0)
    pv: int | None = 0
    while True:
        if limit.reached(len(parts)):
            parts.append(_piece(s, pos, pv, None, None))
            return parts
        k = T.indexof(s.term, t, pos)
        kv = None if not known(s.value, tv, pv) else s.value.find(tv, pv)
        missing = T.eq(k, integer(-1))
        if decide(Kind.BRANCH, missing, None if kv is None else kv == -1, what):
            # the last part ends at the next separator if there is one, as on the paths
            # where it is found (as partition's parts): its term means "the text up to the
            # next separator" on every path, so a flip of this decision can keep what
            # later decisions asked of the part
            parts.append(_piece(s, pos, pv, T.ite(missing, T.length(s.term), k),
                                None if s.value is None else len(s.value)))
            return parts
        parts.append(_piece(s, pos, pv, k, kv))
        pos = T.add(k, T.length(t))
        pv = None if kv is None or tv is None else kv + len(tv)


def _rsplit_whitespace(s: TextT, limit: SplitLimit, space: str = "isspace"
                       ) -> list[TextT]:
    """``s.rsplit(None, limit)`` from the end, one decision per word, as word equations
    (:func:`_split_words` mirrored): the rest ``r`` holds another word unless
    ``r ∈ ws*``; then ``r = p·w·q`` with ``q ∈ ws*``, ``w ∈ (¬ws)+`` and ``p`` empty or
    ending with whitespace; after ``limit`` words the rest without its trailing
    whitespace is the first part (CPython's ``rsplit_whitespace``).  The terms the
    variables stand for read the reversed string (``str.rev``); the solver sees the
    definitions, which it decides far sooner (py-cpuinfo's ``hz.rsplit(None, 1)``: its
    checks over ``str.indexof_re`` of ``str.rev`` ran to their limit)."""
    word, blank_char, spaces, blank = _word_classes(space)
    parts: list[TextT] = []
    rest, rv = s.term, s.value
    while True:
        if _no_word(rest, rv, spaces, blank, "str.rsplit"):
            return parts[::-1]
        n = T.length(rest)
        backwards = T.rev(rest)
        last = mk("str.indexof_re", backwards, word, T.num(0))  # trailing blank's length
        none = T.eq(last, integer(-1))
        stop = T.sub(n, last)  # one past the last word character
        if limit.reached(len(parts)):
            head_v: tuple[str | None, str | None] = (None, None)
            if rv is not None:
                e = max(j + 1 for j in range(len(rv)) if ord(rv[j]) not in spaces)
                head_v = (rv[:e], rv[e:])
            r = rest
            head, _ = define("rsplit", [
                (STRING, T.ite(none, EMPTY, T.substr(rest, 0, stop)), head_v[0]),
                (STRING, T.ite(none, rest, T.substr(rest, stop, last)), head_v[1])],
                lambda h, q, r=r: _head_definition(r, h, q, blank, word))
            parts.append(s.of(head, head_v[0]))
            return parts[::-1]
        values: tuple[str | None, str | None, str | None] = (None, None, None)
        if rv is not None:
            e = max(j + 1 for j in range(len(rv)) if ord(rv[j]) not in spaces)
            i = max((j + 1 for j in range(e) if ord(rv[j]) in spaces), default=0)
            values = (rv[:i], rv[i:e], rv[e:])
        start = mk("str.indexof_re", backwards, blank_char, last)  # from the end
        no_start = T.eq(start, integer(-1))
        begin = T.sub(n, start)
        terms = (T.ite(T.disj(none, no_start), EMPTY, T.substr(rest, 0, begin)),
                 T.ite(none, EMPTY, T.ite(no_start, T.substr(rest, 0, stop),
                                          T.substr(rest, begin, T.sub(start, last)))),
                 T.ite(none, rest, T.substr(rest, stop, last)))
        pre, w, _ = _strings("rsplit", terms, values,
                             lambda p, k, q, r=rest: _last_word_definition(
                                 r, p, k, q, blank, word, blank_char))
        parts.append(s.of(w, values[1]))
        rest, rv = pre, values[0]


def _word_classes(space_class: str) -> tuple[Term, Term, Any, Term]:
    """A word character, a whitespace character (regexes), the whitespace code points
    and ``ws*`` of the whitespace class ``space_class``."""
    space = class_term(space_class)
    return _not_class(space_class), space, char_class(space_class), mk("re.*", space)


def _no_word(rest: Term, rv: str | None, spaces: Any, blank: Term, what: str) -> bool:
    """The decision "``rest`` holds no word" (``rest ∈ ws*``)."""
    return decide(Kind.BRANCH, mk("str.in_re", rest, blank),
                  None if rv is None else all(ord(c) in spaces for c in rv), what)


def _strings(what: str, terms: tuple[Term, ...], values: tuple[str | None, ...],
             definition: Callable[..., Term]) -> list[Term]:
    """Auxiliary string variables for ``terms`` (their values ``values`` when known),
    defined by ``definition`` (:func:`~.context.define`)."""
    return define(what, [(STRING, t, v) for t, v in zip(terms, values, strict=True)],
                  definition)


def _last_word_definition(r: Term, p: Term, w: Term, q: Term, blank: Term, word: Term,
                          space: Term) -> Term:
    """``r = p·w·q`` with ``q ∈ ws*``, ``w ∈ (¬ws)+``, ``p ∈ ε ∪ Σ*·ws`` when ``r``
    holds a word (``q`` the longest blank suffix, ``w`` the longest word before it:
    unique); ``q = r`` and ``p = w = ""`` otherwise."""
    has_word = mk("not", mk("str.in_re", r, blank))
    split = mk("and", mk("=", r, T.concat(p, w, q)), mk("str.in_re", q, blank),
               mk("str.in_re", w, mk("re.+", word)),
               mk("str.in_re", p, mk("re.union", mk("str.to_re", EMPTY),
                                     mk("re.++", mk("re.all"), space))))
    empty = mk("and", mk("=", q, r), mk("=", w, EMPTY), mk("=", p, EMPTY))
    return mk("and", mk("=>", has_word, split), mk("=>", mk("not", has_word), empty))


def _head_definition(r: Term, h: Term, q: Term, blank: Term, word: Term) -> Term:
    """``r = h·q`` with ``q ∈ ws*`` and ``h`` empty or ending with a word character:
    ``h`` is ``r.rstrip()`` (``q`` the longest blank suffix: unique)."""
    return mk("and", mk("=", r, T.concat(h, q)), mk("str.in_re", q, blank),
              mk("str.in_re", h, mk("re.union", mk("str.to_re", EMPTY),
                                    mk("re.++", mk("re.all"), word))))


def splitlines(s: TextT, keepends: bool, ascii_breaks: bool = False) -> list[TextT]:
    """CPython's ``str.splitlines``: lines end at a character of the ``linebreak`` class
    or at ``\r\n``; the boundary stays on the line with ``keepends``.  ``ascii_breaks``:
    ``bytes.splitlines``, whose lines end at ``\n`` and ``\r`` only."""
    breaks = INTERVALS.of_ranges([(10, 10), (13, 13)]) if ascii_breaks \
        else char_class("linebreak")
    boundary = charset_to_term(breaks) if ascii_breaks else class_term("linebreak")
    n = T.length(s.term)
    parts: list[TextT] = []
    pos: Term = T.num(0)
    pv: int | None = 0
    while True:
        k = mk("str.indexof_re", s.term, boundary, pos)
        kv = None if s.value is None or pv is None else next(
            (j for j in range(pv, len(s.value)) if ord(s.value[j]) in breaks), -1)
        if decide(Kind.BRANCH, T.eq(k, integer(-1)), None if kv is None else kv == -1,
                  "str.splitlines"):
            if decide(Kind.BRANCH, T.lt(pos, n),
                      None if s.value is None or pv is None else pv < len(s.value),
                      "str.splitlines (a last line without a boundary)"):
                parts.append(_piece(s, pos, pv, None, None))
            return parts
        crlf = T.conj(T.eq(T.at(s.term, k), string("\r")),
                      T.eq(T.at(s.term, T.add(k, 1)), string("\n")))
        width = 2 if decide(Kind.BRANCH, crlf,
                            None if kv is None else s.value[kv:kv + 2] == "\r\n",
                            "str.splitlines (\\r\\n)") else 1
        eol = T.add(k, width)
        ev = None if kv is None else kv + width
        parts.append(_piece(s, pos, pv, eol, ev) if keepends else _piece(s, pos, pv, k, kv))
        pos, pv = eol, ev


def _rsplit(s: TextT, t: Term, tv: str | None, limit: SplitLimit) -> list[TextT]:
    parts: list[TextT] = []
    end, ev = T.length(s.term), None if s.value is None else len(s.value)
    while True:
        if limit.reached(len(parts)):
            parts.insert(0, _piece(s, T.num(0), 0, end, ev))
            return parts
        k = last_occurrence(T.substr(s.term, 0, end), t)
        kv = None if not known(s.value, tv, ev) else s.value[:ev].rfind(tv)
        if decide(Kind.BRANCH, T.eq(k, integer(-1)), None if kv is None else kv == -1,
                  "str.rsplit"):
            parts.insert(0, _piece(s, T.num(0), 0, end, ev))
            return parts
        after = T.add(k, T.length(t))
        av = None if kv is None or tv is None else kv + len(tv)
        parts.insert(0, _piece(s, after, av, end, ev))
        end, ev = k, kv


def _not_class(name: str) -> Term:
    return mk("re.diff", mk("re.allchar"), class_term(name))


def _split_whitespace(s: TextT, limit: SplitLimit, space_class: str = "isspace"
                      ) -> list[TextT]:
    """CPython's ``split()``: runs of whitespace separate; the ends are dropped; after
    ``limit`` splits the rest (leading whitespace dropped) is the last part; word by word
    as word equations (:func:`_split_words`)."""
    return _split_words(s, space_class, limit)


def _split_words(s: TextT, space_class: str = "isspace", limit: SplitLimit | None = None
                 ) -> list[TextT]:
    """``split()``, one decision per word: the rest ``r`` of the string holds another
    word unless ``r ∈ ws*``; then ``r = p·w·r'`` with ``p ∈ ws*``, ``w ∈ (¬ws)+`` and
    ``r'`` empty or starting with whitespace (``Tracer.define``, a total and functional
    definition: :func:`_word_definition`); after ``limit`` words (:mod:`.split_limit`) the
    rest without its leading whitespace is the last part (``r = p·t``,
    :func:`_tail_definition`).  The solver sees word equations instead of nested
    ``str.indexof_re`` terms (the RFC 2822 date parser's five words ran the checks of
    the latter to their limit; ``split(None, k)`` used them until survey 20)."""
    word, space, spaces, blank = _word_classes(space_class)
    parts: list[TextT] = []
    rest, rv = s.term, s.value
    while True:
        if _no_word(rest, rv, spaces, blank, "str.split"):
            return parts
        if limit is not None and limit.reached(len(parts)):
            parts.append(_tail(s, rest, rv, word, spaces, blank))
            return parts
        values: tuple[str | None, str | None, str | None] = (None, None, None)
        if rv is not None:
            i = next(j for j in range(len(rv)) if ord(rv[j]) not in spaces)
            e = next((j for j in range(i, len(rv)) if ord(rv[j]) in spaces), len(rv))
            values = (rv[:i], rv[i:e], rv[e:])
        first = mk("str.indexof_re", rest, word, T.num(0))
        end = mk("str.indexof_re", rest, space, first)
        n = T.length(rest)
        none = T.eq(first, integer(-1))
        no_end = T.eq(end, integer(-1))
        terms = (T.ite(none, rest, T.substr(rest, 0, first)),
                 T.ite(none, EMPTY, T.ite(no_end, T.substr(rest, first, T.sub(n, first)),
                                          T.substr(rest, first, T.sub(end, first)))),
                 T.ite(T.disj(none, no_end), EMPTY, T.substr(rest, end, T.sub(n, end))))
        pre, w, after = _strings("split", terms, values,
                                 lambda p, k, q, r=rest: _word_definition(
                                     r, p, k, q, blank, word, space))
        parts.append(s.of(w, values[1]))
        rest, rv = after, values[2]


def _tail(s: TextT, rest: Term, rv: str | None, word: Term, spaces: Any, blank: Term
          ) -> TextT:
    """``rest.lstrip()`` of a ``rest`` holding a word, as an auxiliary variable ``t`` with
    ``rest = p·t``, ``p ∈ ws*`` and ``t`` empty or starting with a word character."""
    tail_v: tuple[str | None, str | None] = (None, None)
    if rv is not None:
        i = next((j for j in range(len(rv)) if ord(rv[j]) not in spaces), len(rv))
        tail_v = (rv[:i], rv[i:])
    first = mk("str.indexof_re", rest, word, T.num(0))
    none = T.eq(first, integer(-1))
    _, tail = _strings("split", (
        T.ite(none, rest, T.substr(rest, 0, first)),
        T.ite(none, EMPTY, T.substr(rest, first, T.sub(T.length(rest), first)))), tail_v,
        lambda p, t, r=rest: mk("and", mk("=", r, T.concat(p, t)), mk("str.in_re", p, blank),
                                mk("str.in_re", t, mk("re.union", mk("str.to_re", EMPTY),
                                                      mk("re.++", word, mk("re.all"))))))
    return s.of(tail, tail_v[1])


def _word_definition(r: Term, p: Term, w: Term, q: Term, blank: Term, word: Term,
                     space: Term) -> Term:
    """``r = p·w·q`` with ``p ∈ ws*``, ``w ∈ (¬ws)+``, ``q ∈ ε ∪ ws·Σ*`` when ``r``
    holds a word; ``p = r`` and ``w = q = ""`` otherwise (unique either way: ``p`` is
    the longest blank prefix, ``w`` the longest word after it)."""
    has_word = mk("not", mk("str.in_re", r, blank))
    split = mk("and", mk("=", r, T.concat(p, w, q)), mk("str.in_re", p, blank),
               mk("str.in_re", w, mk("re.+", word)),
               mk("str.in_re", q, mk("re.union", mk("str.to_re", EMPTY),
                                     mk("re.++", space, mk("re.all")))))
    empty = mk("and", mk("=", p, r), mk("=", w, EMPTY), mk("=", q, EMPTY))
    return mk("and", mk("=>", has_word, split), mk("=>", mk("not", has_word), empty))


def partition(s: TextT, sep: object, last: bool) -> tuple[TextT, TextT, TextT]:
    t, tv = need_str(sep, "must be str, not {type}")
    _empty_separator(t, tv, "str.rpartition" if last else "str.partition")
    n = T.length(s.term)
    i = last_occurrence(s.term, t) if last else T.indexof(s.term, t, 0)
    found = T.neg(T.eq(i, integer(-1)))
    after = T.add(i, T.length(t))
    before_t, rest_t = T.substr(s.term, 0, i), T.substr(s.term, after, T.sub(n, after))
    missing_head, missing_tail = (EMPTY, s.term) if last else (s.term, EMPTY)
    terms = (T.ite(found, before_t, missing_head), T.ite(found, t, EMPTY),
             T.ite(found, rest_t, missing_tail))
    values: tuple[Any, ...] = (None, None, None)
    if known(s.value, tv):
        values = (s.value.rpartition if last else s.value.partition)(tv)
    return s.of(terms[0], values[0]), s.of(terms[1], values[1]), s.of(terms[2], values[2])


# ---- strip, case, join, affixes ---------------------------------------------------------------


def strip(s: TextT, chars: object, left: bool, right: bool) -> TextT:
    """``strip``/``lstrip``/``rstrip``: as a term through the first character outside the
    class (of ``s`` and of its reverse); with a tracer, as ``s = p·k·q`` with ``p``, ``q``
    in the class and ``k`` empty or starting and ending outside it (``Tracer.define``)."""
    if chars is None:
        strip_set, keep = class_term("isspace"), _not_class("isspace")
        py_chars: str | None = None
    else:
        got = str_of(chars)
        if got is None:
            raise TypeError("strip arg must be None or str")
        t, cv = got
        if t.op != "const" or cv is None:
            counted = strip_counts(s.term, s.value, t, cv, left, right)
            if counted is not None:
                return s.of(counted[0], counted[1] if s.value is not None else None)
        py_chars = cv if t.op == "const" and cv is not None else pinned_chars(t, cv)
        cls = INTERVALS.of_ranges((ord(c), ord(c)) for c in set(py_chars or ""))
        strip_set, keep = charset_to_term(cls), charset_to_term(~cls)
    x, n = s.term, T.length(s.term)
    first = mk("str.indexof_re", x, keep, T.num(0)) if left else T.num(0)
    if right:
        from_end = mk("str.indexof_re", T.rev(x), keep, T.num(0))
        stop = T.ite(T.eq(from_end, integer(-1)), T.num(0), T.sub(n, from_end))
    else:
        stop = n
    body = T.substr(x, first, T.sub(stop, first))
    none_kept = T.eq(first if left else from_end, integer(-1))
    term = T.ite(none_kept, EMPTY, body)
    head = T.ite(none_kept, x, T.substr(x, 0, first))
    tail = T.ite(none_kept, EMPTY if left else x, T.substr(x, stop, T.sub(n, stop)))
    value = pv = qv = None
    if s.value is not None:
        method = {(True, True): str.strip, (True, False): str.lstrip,
                  (False, True): str.rstrip}[(left, right)]
        value = method(s.value, py_chars)
        if value:
            pv = s.value[:s.value.index(value)] if left else ""
            qv = s.value[len(pv) + len(value):]
        else:
            pv, qv = (s.value, "") if left else ("", s.value)
    kept = mk("re.*", strip_set)
    word = mk("re.union", mk("str.to_re", EMPTY), keep,
              mk("re.++", keep, mk("re.all"), keep)) if left and right else (
        mk("re.union", mk("str.to_re", EMPTY), mk("re.++", keep, mk("re.all")) if left
           else mk("re.++", mk("re.all"), keep)))

    def definition(k: Term, p: Term, q: Term) -> Term:
        parts = [mk("=", x, T.concat(p, k, q)), mk("str.in_re", k, word),
                 mk("str.in_re", p, kept), mk("str.in_re", q, kept)]
        if left and right:
            parts.append(mk("=>", mk("=", k, EMPTY), mk("=", q, EMPTY)))
        elif left:
            parts.append(mk("=", q, EMPTY))
        else:
            parts.append(mk("=", p, EMPTY))
        return mk("and", *parts)

    k, _, _ = define("strip", [(STRING, term, value), (STRING, head if left else EMPTY, pv),
                               (STRING, tail, qv)], definition)
    return s.of(k, value)


def case(s: TextT, upper: bool) -> TextT | str:
    if upper:
        return _ascii_case(s, "upper-safe", "str.upper", "str.to_upper", str.upper)
    return _ascii_case(s, "lower-safe", "str.lower", "str.to_lower", str.lower)


def casefold(s: TextT) -> TextT | str:
    return _ascii_case(s, "fold-safe", "str.casefold", "str.to_lower", str.casefold)


def _ascii_case(s: TextT, name: str, what: str, op: str, run: Callable[[str], str]
                ) -> TextT | str:
    """``run(s)`` as SMT-LIB's ASCII case mapping ``op`` on the strings of the class
    ``name`` (the characters where the two agree: a ``DOMAIN`` decision); beyond it,
    one character at a time (:mod:`.str_case`)."""
    covered = mk("str.in_re", s.term, mk("re.*", class_term(name)))
    safe = char_class(name)
    concrete = None if s.value is None else all(ord(c) in safe for c in s.value)
    # (a DOMAIN decision with a wider model, context.WIDER: the explorer declines it when
    # a flip needs that; as a BRANCH of the layer's own, the exhaustive exploration of
    # test_batch.py's package ran for more than ten minutes, against seconds)
    if not decide(Kind.DOMAIN, covered, concrete, what):
        return second_tier(s, what.removeprefix("str."), what)
    return s.of(mk(op, s.term), None if s.value is None else run(s.value))


def capitalize(s: TextT) -> TextT | str:
    """CPython's ``str.capitalize``: the first character in title case, the rest in lower
    case — SMT-LIB's ASCII ``str.to_upper``/``str.to_lower`` of the two parts on the
    strings whose first character is ``title-safe`` and the rest ``lower-safe`` (a
    ``DOMAIN`` decision, as :func:`case`); beyond it one character at a time
    (:mod:`.str_case`)."""
    what = "str.capitalize"
    shape = mk("re.union", mk("str.to_re", EMPTY),
               mk("re.++", class_term("title-safe"), mk("re.*", class_term("lower-safe"))))
    concrete = None
    if s.value is not None:
        title, lower = char_class("title-safe"), char_class("lower-safe")
        concrete = s.value == "" or (ord(s.value[0]) in title
                                     and all(ord(c) in lower for c in s.value[1:]))
    if not decide(Kind.DOMAIN, mk("str.in_re", s.term, shape), concrete, what):
        return second_tier(s, "capitalize", what)
    rest = T.substr(s.term, 1, T.sub(T.length(s.term), 1))
    term = T.concat(mk("str.to_upper", T.substr(s.term, 0, 1)), mk("str.to_lower", rest))
    return s.of(term, None if s.value is None else s.value.capitalize())


def translate(s: TextT, table: object) -> TextT | str:
    """CPython's ``str.translate`` with a ``dict`` table (``str.maketrans``) of code
    points to strings, code points or ``None``: the mapped characters replaced by
    :func:`replace_chars`, exact when no replacement holds a mapped character (each
    character is then replaced once, as CPython does); other tables one character at a
    time (:func:`.str_fallbacks.translate_by_characters`)."""
    items = _translation(table)
    if items is None:
        return translate_by_characters(s, table)
    term = replace_chars(s.term, items)
    return s.of(term, None if s.value is None else s.value.translate(table))


def replace_chars(term: Term, items: list[tuple[str, str]]) -> Term:
    """``term`` with each character ``c`` of the pairs ``(c, r)`` replaced by ``r``,
    where no ``r`` holds a character replaced: the characters with the same
    replacement are one ``str.replace_re_all`` of their class (exact: a match of a
    one-character class is one character, and what is written is never matched
    again), a character alone one ``str.replace_all``.

    ``textwrap``'s ``translate`` of six whitespace characters to ``" "`` was a chain of
    five ``replace_all`` under every later term of the wrapped text: ``shorten``'s
    third check took 71,000 work units to refute, with one class in place of the chain
    55,000 (brief slowchecks38)."""
    by: dict[str, list[str]] = {}
    for key, replacement in items:
        by.setdefault(replacement, []).append(key)
    for replacement, keys in by.items():
        if len(keys) == 1:
            term = mk("str.replace_all", term, string(keys[0]), string(replacement))
        else:
            cls = charset_to_term(INTERVALS.of_ranges((ord(k), ord(k)) for k in keys))
            term = mk("str.replace_re_all", term, cls, string(replacement))
    return term


def _translation(table: object) -> list[tuple[str, str]] | None:
    """``(character, replacement)`` of a plain translation table whose replacements hold
    no mapped character (characters past the string alphabet cannot occur: left out),
    else None."""
    if type(table) is not dict:
        return None
    items: list[tuple[str, str]] = []
    for key, value in table.items():
        if type(key) is not int or not 0 <= key < 0x110000:
            return None
        if value is None:
            replacement = ""
        elif type(value) is int and 0 <= value < 0x110000:
            replacement = chr(value)
        elif type(value) is str:
            replacement = value
        else:
            return None  # CPython raises TypeError/ValueError: the concrete run says which
        if key <= MAX_CHAR and chr(key) != replacement:
            items.append((chr(key), replacement))
    mapped = {k for k, _ in items}
    if any(c in mapped for _, r in items for c in r):
        return None
    return items


def join(sep: TextT, iterable: object) -> TextT:
    try:
        iterator = iter(iterable)  # type: ignore[call-overload]
    except TypeError:
        raise TypeError("can only join an iterable") from None
    items = list(iterator)
    got = [need_str(it, f"sequence item {i}: expected str instance, {{type}} found")
           for i, it in enumerate(items)]
    if not got:
        return sep.of(EMPTY, "")
    terms: list[Term] = []
    for i, (t, _) in enumerate(got):
        if i:
            terms.append(sep.term)
        terms.append(t)
    value = None
    if sep.value is not None and all(v is not None for _, v in got):
        value = sep.value.join(v for _, v in got)
    return sep.of(T.concat(*terms), value)


def remove_affix(s: TextT, fix: object, prefix: bool) -> TextT:
    name = "removeprefix" if prefix else "removesuffix"
    t, tv = need_str(fix, f"{name}() argument must be str, not {{type}}")
    n, m = T.length(s.term), T.length(t)
    if prefix:
        term = T.ite(mk("str.prefixof", t, s.term), T.substr(s.term, m, T.sub(n, m)), s.term)
    else:
        term = T.ite(mk("str.suffixof", t, s.term), T.substr(s.term, 0, T.sub(n, m)), s.term)
    value = getattr(s.value, name)(tv) if known(s.value, tv) else None
    return s.of(term, value)


__all__ = ["case", "join", "partition", "remove_affix", "replace", "split", "strip"]
