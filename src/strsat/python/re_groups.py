"""Where the groups of a match lie, from the pattern's structure (issue 24).

:mod:`strsat.python.regexes` models a match's groups when every match has one length
(``fixed_layout``) or the pattern is a sequence of single-class runs (``greedy_layout``).
This module covers groups inside alternations and optional groups, with rules that hold
for *every* successful match of the pattern (so for the one CPython's backtracking
matcher picks), read off CPython's own parser.  The pattern is walked as a sequence of
elements, each with its *continuation* (what follows it up to the pattern's end):

- **fixed**: an element whose matches all have one width ``w`` ends ``w`` after its start;
  its groups outside repetitions and alternations lie at fixed offsets.
- **group**: a capturing or non-capturing group is walked inside, with the same
  continuation; the group spans what its inside spans.
- **run**: an element whose language lies within ``C*`` for a class ``C`` (any element
  made of character classes only: alternations, repetitions, groups), followed by what
  can only start with a character outside ``C`` (or by the end of the subject), ends at
  the first character outside ``C`` after its start (``str.indexof_re``), whatever the
  element's inside.  Groups inside it (but the element itself) are not modelled.
- **optional**: a greedy ``X?`` whose ``X`` cannot match the empty string is present
  (a symbolic decision, ``Match.group: optional part``) iff the character at its position
  is in ``X``'s first characters ``D``, when ``D`` is disjoint from what can follow when
  it is absent; otherwise iff the rest of the subject from that position starts with a
  match of ``X`` followed by the continuation (a regular membership: CPython's greedy
  ``?`` takes ``X`` whenever the rest can then match, and whether it can depends only on
  the position).  When absent, every group inside ``X`` is unset (``None``).

The walk stops at the first element none of these rules fits (or a zero-width item other
than a final ``$``/``\\Z``): the groups before it keep their extents, those after it are
not modelled (the caller runs them on the concrete match, as before).
"""

from __future__ import annotations

import re as _re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from ..terms import TRUE, Term, integer, mk
from ..terms import string as lit

Intervals = tuple[tuple[int, int], ...]

#: The characters an input can hold (the SMT-LIB alphabet).
ALPHABET_END = 0x30000
_EVERYTHING: Intervals = ((0, ALPHABET_END - 1),)


class _GiveUp(Exception):
    """The structure is outside what this module models."""


@lru_cache(maxsize=1)
def alphabet() -> str:
    return "".join(map(chr, range(ALPHABET_END)))


def _c():  # noqa: ANN202 - CPython's private modules, imported late
    from re import _constants as C

    return C


# -- the pattern as text again (for regular memberships of a continuation) -----------------

def _esc(code: int) -> str:
    return _re.escape(chr(code))


def unparse(items: Any) -> str:
    """Pattern text with the language of CPython's parsed ``items`` (groups become
    non-capturing); raises :class:`_GiveUp` for items it does not write back."""
    C = _c()
    categories = {C.CATEGORY_DIGIT: r"\d", C.CATEGORY_NOT_DIGIT: r"\D",
                  C.CATEGORY_SPACE: r"\s", C.CATEGORY_NOT_SPACE: r"\S",
                  C.CATEGORY_WORD: r"\w", C.CATEGORY_NOT_WORD: r"\W"}
    out = []
    for op, av in items:
        if op is C.LITERAL:
            out.append(_esc(av))
        elif op is C.NOT_LITERAL:
            out.append(f"[^{_esc(av)}]")
        elif op is C.ANY:
            out.append(".")
        elif op is C.IN:
            parts = []
            for k, (iop, iav) in enumerate(av):
                if iop is C.NEGATE and k == 0:
                    parts.append("^")
                elif iop is C.LITERAL:
                    parts.append(_esc(iav))
                elif iop is C.RANGE:
                    parts.append(f"{_esc(iav[0])}-{_esc(iav[1])}")
                elif iop is C.CATEGORY and iav in categories:
                    parts.append(categories[iav])
                else:
                    raise _GiveUp(str(iop))
            out.append("[" + "".join(parts) + "]")
        elif op is C.SUBPATTERN:
            _, add, delete, sub = av
            if add or delete:
                raise _GiveUp("inline flags")
            out.append(f"(?:{unparse(sub)})")
        elif op is C.BRANCH:
            out.append("(?:" + "|".join(unparse(alt) for alt in av[1]) + ")")
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT):
            lo, hi, sub = av
            bound = f"{{{lo},}}" if hi == C.MAXREPEAT else f"{{{lo},{hi}}}"
            out.append(f"(?:{unparse(sub)}){bound}" + ("?" if op is C.MIN_REPEAT else ""))
        elif op is C.AT and av is C.AT_END:
            out.append("$")
        elif op is C.AT and av is C.AT_END_STRING:
            out.append(r"\Z")
        else:
            raise _GiveUp(str(op))
    return "".join(out)


# -- character sets -------------------------------------------------------------------------

@lru_cache(maxsize=1024)
def _intervals_of(text: str, flags: int) -> Intervals:
    """The code points one character of the class ``text`` matches (read off CPython)."""
    compiled = _re.compile(f"(?:{text})+", flags)
    return tuple((m.start(), m.end() - 1) for m in compiled.finditer(alphabet()))


def _merge(parts: list[tuple[int, int]]) -> Intervals:
    out: list[tuple[int, int]] = []
    for a, b in sorted(parts):
        if out and a <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return tuple(out)


def intervals_disjoint(a: Intervals, b: Intervals) -> bool:
    """Whether two sorted lists of disjoint intervals share no code point."""
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i][1] < b[j][0]:
            i += 1
        elif b[j][1] < a[i][0]:
            j += 1
        else:
            return False
    return True


def _single(op: Any) -> bool:
    C = _c()
    return op in (C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY)


def _class(item: Any, flags: int) -> Intervals:
    """The characters any match of ``item`` is made of; raises :class:`_GiveUp` for
    zero-width items, backreferences and the like."""
    C = _c()
    op, av = item
    if _single(op):
        return _intervals_of(unparse([item]), flags)
    if op is C.SUBPATTERN:
        if av[1] or av[2]:
            raise _GiveUp("inline flags")
        return _merge([x for sub in av[3] for x in _class(sub, flags)])
    if op is C.BRANCH:
        return _merge([x for alt in av[1] for sub in alt for x in _class(sub, flags)])
    if op in (C.MAX_REPEAT, C.MIN_REPEAT):
        return _merge([x for sub in av[2] for x in _class(sub, flags)])
    raise _GiveUp(str(op))


def _first(items: Any, flags: int) -> tuple[Intervals, bool]:
    """The first characters of a match of the sequence ``items`` and whether it can be
    empty; raises :class:`_GiveUp` at zero-width items."""
    C = _c()
    chars: list[tuple[int, int]] = []
    for op, av in items:
        if _single(op):
            got, nullable = _intervals_of(unparse([(op, av)]), flags), False
        elif op is C.SUBPATTERN:
            if av[1] or av[2]:
                raise _GiveUp("inline flags")
            got, nullable = _first(av[3], flags)
        elif op is C.BRANCH:
            firsts = [_first(alt, flags) for alt in av[1]]
            got = _merge([x for f, _ in firsts for x in f])
            nullable = any(n for _, n in firsts)
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT):
            got, nullable = _first(av[2], flags)
            nullable = nullable or av[0] == 0
        else:
            raise _GiveUp(str(op))
        chars.extend(got)
        if not nullable:
            return _merge(chars), False
    return _merge(chars), True


def _follow(rest: Any, flags: int, end_only: bool) -> tuple[Intervals, bool]:
    """What the character after a position can be, when ``rest`` matches from there in
    a successful match: a set of characters, and whether it can be the subject's end.
    ``end_only``: the pattern's match ends at the subject's end (``fullmatch``); else a
    ``match`` may end anywhere.  A final ``$`` adds ``"\\n"`` (it matches before a last
    newline), ``\\Z`` only the end."""
    C = _c()
    items = list(rest)
    tail: tuple[Intervals, bool] = ((), True) if end_only else (_EVERYTHING, True)
    if items and items[-1][0] is C.AT and items[-1][1] in (C.AT_END, C.AT_END_STRING):
        newline = ((10, 10),) if items[-1][1] is C.AT_END else ()
        tail = (newline, True)
        items = items[:-1]
    try:
        chars, nullable = _first(items, flags)
    except _GiveUp:
        return _EVERYTHING, True
    if not nullable:
        return chars, False
    return _merge([*chars, *tail[0]]), tail[1]


# -- the plan: what each element of the pattern is -----------------------------------------

Plan = tuple[Any, ...]


def _fixed_width(item: Any, offset: int, groups: dict[int, tuple[int, int]] | None
                 ) -> int | None:
    """The width of every match of ``item`` (None when it varies), recording the groups
    outside repetitions and alternations at their offsets."""
    C = _c()
    op, av = item
    if _single(op):
        return 1
    if op is C.SUBPATTERN:
        total = 0
        for sub in av[3]:
            w = _fixed_width(sub, offset + total, groups)
            if w is None:
                return None
            total += w
        if av[0] is not None and groups is not None:
            groups[av[0]] = (offset, total)
        return total
    if op in (C.MAX_REPEAT, C.MIN_REPEAT):
        lo, hi, sub = av
        if lo != hi:
            return None
        inner = _fixed_width((C.SUBPATTERN, (None, 0, 0, sub)), 0, None)
        return None if inner is None else lo * inner
    if op is C.BRANCH:
        widths = {_fixed_width((C.SUBPATTERN, (None, 0, 0, alt)), 0, None) for alt in av[1]}
        return widths.pop() if len(widths) == 1 else None
    return None


def _groups_in(items: Any) -> list[int]:
    C = _c()
    out = []
    for op, av in items:
        if op is C.SUBPATTERN:
            if av[0] is not None:
                out.append(av[0])
            out.extend(_groups_in(av[3]))
        elif op is C.BRANCH:
            for alt in av[1]:
                out.extend(_groups_in(alt))
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT):
            out.extend(_groups_in(av[2]))
    return out


def _plan_seq(items: list[Any], rest: list[Any], flags: int, mode: str) -> list[Plan]:
    """Steps for the sequence ``items`` followed by ``rest``; ends with ``("stop",)``
    where no rule fits."""
    C = _c()
    end_only = mode == "fullmatch"
    steps: list[Plan] = []
    for k, item in enumerate(items):
        after = items[k + 1:] + rest
        op, av = item
        if op is C.AT and av in (C.AT_END, C.AT_END_STRING) and not after:
            continue  # the match ends there (its extent is the walk's end)
        groups: dict[int, tuple[int, int]] = {}
        width = _fixed_width(item, 0, groups)
        if width is not None:
            steps.append(("fixed", width, tuple(sorted(groups.items())), _text(item)))
            continue
        if op is C.SUBPATTERN and not av[1] and not av[2]:
            inner = _plan_seq(list(av[3]), after, flags, mode)
            if inner and inner[-1][0] == "stop":
                run = _run_step(item, after, flags, end_only)
                if run is None:
                    steps.append(("group", av[0], tuple(inner)))
                    steps.append(("stop",))
                    return steps
                inner = [run]
            steps.append(("group", av[0], tuple(inner)))
            continue
        if op is C.MAX_REPEAT and av[0] == 0 and av[1] == 1:
            optional = _optional_step(list(av[2]), after, flags, mode)
            if optional is not None:
                steps.append(optional)
                continue
        run = _run_step(item, after, flags, end_only)
        if run is None:
            steps.append(("stop",))
            return steps
        steps.append(run)
    return steps


def _run_step(item: Any, after: list[Any], flags: int, end_only: bool) -> Plan | None:
    try:
        chars = _class(item, flags)
    except _GiveUp:
        return None
    follow, _ = _follow(after, flags, end_only)
    return ("run", chars, follow, _text(item)) if intervals_disjoint(chars, follow) else None


def _text(item: Any) -> str | None:
    """The pattern text of one element (for the fact that its piece is in its language)."""
    try:
        return unparse([item])
    except _GiveUp:
        return None


def _optional_step(sub: list[Any], after: list[Any], flags: int, mode: str) -> Plan | None:
    try:
        first, nullable = _first(sub, flags)
    except _GiveUp:
        return None
    if nullable:
        return None
    inner = tuple(_plan_seq(sub, after, flags, mode))
    absent, _ = _follow(after, flags, mode == "fullmatch")
    if intervals_disjoint(first, absent):
        return ("optional", ("char", first), inner, tuple(_groups_in(sub)))
    try:
        text = unparse(sub + after)
    except _GiveUp:
        return None
    return ("optional", ("member", text), inner, tuple(_groups_in(sub)))


@lru_cache(maxsize=256)
def plan(pattern: str, flags: int, mode: str) -> tuple[Plan, ...] | None:
    """The steps of ``re.<mode>(pattern, ...)`` from the start of its match; None when the
    match's start is not known here (an unanchored ``search``) or nothing is modelled."""
    C = _c()
    from re import _parser as P

    try:
        items = list(P.parse(pattern, flags))
    except Exception:  # noqa: BLE001 - CPython reports a bad pattern where it is used
        return None
    if flags & _re.MULTILINE:
        return None
    if items and items[0][0] is C.AT and items[0][1] in (C.AT_BEGINNING,
                                                         C.AT_BEGINNING_STRING):
        items = items[1:]
        if mode == "search":
            mode = "match"
    if mode == "search":
        return None
    steps = _plan_seq(items, [], flags, mode)
    if steps and steps[0][0] == "stop":
        return None
    return tuple(steps)


# -- running the plan on a subject --------------------------------------------------------

def class_term(intervals: Intervals) -> Term:
    parts = [mk("re.range", lit(chr(a)), lit(chr(b))) for a, b in intervals]
    if not parts:
        return mk("re.none")
    return parts[0] if len(parts) == 1 else mk("re.union", *parts)


def in_intervals(intervals: Intervals, code: int) -> bool:
    return any(a <= code <= b for a, b in intervals)


#: An unset group (``None``; ``start``/``end`` -1).
ABSENT = "absent"


def _cut(r: Term, n: Term) -> tuple[Term, Term]:
    """``(head, tail)`` of ``r`` split at position ``n`` (terms)."""
    from . import termops as T

    return T.substr(r, 0, n), T.substr(r, n, T.sub(T.length(r), n))


def _fixed_piece(r: Term, rv: str | None, width: int, fact: Any
                 ) -> tuple[Term, Term, Any, Any]:
    """The first ``width`` characters of ``r`` and the rest, as variables defined by
    ``r = x·q ∧ len(x) = width`` (when ``r`` is that long; else ``x = r``, ``q = ""``),
    with ``fact(x)``."""
    from ..terms import EMPTY, STRING
    from . import termops as T
    from .context import define

    xv = None if rv is None else rv[:width]
    qv = None if rv is None else rv[width:]
    x, q = _cut(r, integer(width))
    long_enough = T.ge(T.length(r), integer(width))

    def definition(k: Term, m: Term, r: Term = r) -> Term:
        return mk("and", mk("=>", long_enough, mk("and", mk("=", r, T.concat(k, m)),
                                                  mk("=", T.length(k), integer(width)))),
                  mk("=>", mk("not", long_enough), mk("and", mk("=", k, r),
                                                      mk("=", m, EMPTY))), fact(k))
    k, m = define("re.group", [(STRING, x, xv), (STRING, q, qv)], definition)
    return k, m, xv, qv


def _run_piece(r: Term, rv: str | None, intervals: Intervals, follow: Intervals, fact: Any
               ) -> tuple[Term, Term, Any, Any]:
    """A run at the start of ``r`` and the rest: ``r = g·q`` with ``g`` free of
    ``follow``'s characters and ``q`` empty or starting with one of them (the longest
    such ``g``: unique), with ``fact(g)``.  In a successful match the run is exactly
    ``g``: its characters are in its class, disjoint from ``follow``, and what comes
    after it is in ``follow`` or is the end."""
    from ..terms import EMPTY, STRING
    from . import termops as T
    from .context import define

    gv = qv = None
    if rv is not None:
        e = next((i for i in range(len(rv)) if not in_intervals(intervals, ord(rv[i]))), len(rv))
        gv, qv = rv[:e], rv[e:]
    if not follow:
        (k,) = define("re.group", [(STRING, r, gv)], fact)
        return k, EMPTY, gv, qv
    stop = class_term(follow)
    found = mk("str.indexof_re", r, stop, integer(0))
    end = T.ite(mk("=", found, integer(-1)), T.length(r), found)
    g, q = _cut(r, end)
    free = mk("re.*", mk("re.diff", mk("re.allchar"), stop))
    tail = mk("re.union", mk("str.to_re", EMPTY), mk("re.++", stop, mk("re.all")))

    def definition(k: Term, m: Term, r: Term = r) -> Term:
        return mk("and", mk("=", r, T.concat(k, m)), mk("str.in_re", k, free),
                  mk("str.in_re", m, tail), fact(k))
    k, m = define("re.group", [(STRING, g, gv), (STRING, q, qv)], definition)
    return k, m, gv, qv


def walk(subject: Any, steps: tuple[Plan, ...], flags: int, mode: str, matched: Term
         ) -> Iterator[tuple[int, Any]]:
    """Yields ``(group, (start, end, text))`` or ``(group, ABSENT)`` as the steps place
    them, and ``(0, ...)`` at the end of a complete walk; decides each optional part.
    The walk cuts the subject into pieces, each a variable defined by a word equation
    with the rest of the subject (``Tracer.define``): ``s = p1·r1``, ``r1 = p2·r2`` ...
    Each definition also says that, when the pattern matches (``matched``, the match
    decision's condition) and the optional parts around the piece are present, the
    piece is in its element's language: true of the pieces' unique values (the walk's
    rules), and what lets a solver see that ``major`` of semver's pattern is not empty."""
    from ..terms import EMPTY
    from . import termops as T
    from .context import Kind, decide
    from .regexes import pattern_term
    from .strings import SymStr
    from .values import SymInt

    s = subject
    n = s.length()

    def at(r: Term, rv: str | None) -> Any:
        return SymInt(T.sub(n.term, T.length(r)), None if rv is None or n.value is None
                      else n.value - len(rv))

    def text(pieces: list[tuple[Term, Any]]) -> Any:
        values = [v for _, v in pieces]
        value = None if any(v is None for v in values) else "".join(values)
        return SymStr.of(T.concat(*(t for t, _ in pieces)) if pieces else EMPTY, value)

    # each generator yields groups, then ("end", rest, rest value, pieces consumed)
    def facts(text: str | None, guard: Term) -> Any:
        if text is None:
            return lambda k: TRUE
        language = pattern_term(text, flags, "fullmatch")
        return lambda k: mk("=>", guard, mk("str.in_re", k, language))

    def seq(steps: tuple[Plan, ...], r: Term, rv: str | None, guard: Term
            ) -> Iterator[tuple[Any, Any]]:
        pieces: list[tuple[Term, Any]] = []
        for step in steps:
            kind = step[0]
            if kind == "stop":
                yield "stop", None
                return
            if kind == "fixed":
                x, r2, xv, rv2 = _fixed_piece(r, rv, step[1], facts(step[3], guard))
                for gid, (offset, length) in step[2]:
                    begin = at(r, rv) + offset
                    piece = SymStr.of(T.substr(x, offset, length),
                                      None if xv is None else xv[offset:offset + length])
                    yield gid, (begin, begin + length, piece)
                pieces.append((x, xv))
                r, rv = r2, rv2
            elif kind == "run":
                g, r2, gv, rv2 = _run_piece(r, rv, step[1], step[2], facts(step[3], guard))
                pieces.append((g, gv))
                r, rv = r2, rv2
            elif kind == "group" or (kind == "optional" and decide(
                    Kind.BRANCH, *_present(step[1], r, rv), "Match.group: optional part")):
                begin = at(r, rv)
                inner = step[2]
                done = None
                inner_guard = guard if kind == "group" else mk(
                    "and", guard, _present(step[1], r, rv)[0])
                for got in seq(inner, r, rv, inner_guard):
                    if got[0] == "end":
                        done = got[1]
                        continue
                    yield got
                    if got[0] == "stop":
                        return
                assert done is not None
                r, rv, inside = done
                pieces.extend(inside)
                if kind == "group" and step[1] is not None:
                    yield step[1], (begin, at(r, rv), text(inside))
            else:  # an absent optional part
                for gid in step[3]:
                    yield gid, ABSENT
        yield "end", (r, rv, pieces)

    def _present(test: Any, r: Term, rv: str | None) -> tuple[Term, bool | None]:
        if test[0] == "char":
            head = mk("re.++", class_term(test[1]), mk("re.all"))
            return mk("str.in_re", r, head), None if rv is None else (
                rv != "" and in_intervals(test[1], ord(rv[0])))
        sub_mode = "fullmatch" if mode == "fullmatch" else "match"
        return mk("str.in_re", r, pattern_term(test[1], flags, sub_mode)), (
            None if rv is None else getattr(_re, sub_mode)(test[1], rv, flags) is not None)

    for got in seq(steps, s.term, s.value, matched):
        if got[0] == "stop":
            return
        if got[0] == "end":
            r, rv, pieces = got[1]
            yield 0, (SymInt(T.num(0), 0), at(r, rv), text(pieces))
            return
        yield got
