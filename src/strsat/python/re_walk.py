"""Where a match and its groups lie: CPython's backtracking matcher, followed symbolically.

Once a match is known to exist (the membership decision of
:mod:`strsat.python.regexes`), the matcher's path through the pattern is determined by the
subject.  At each of its choice points, CPython's ``_sre`` tries the options in priority
order (an alternative before the next, a greedy repetition's next iteration before
leaving it, a lazy repetition's exit before another iteration) and keeps the first
from which the *whole rest* of the match can succeed.  Whether it can is a regular
membership of the rest of the subject (:mod:`strsat.regex.sre_language`: the option, then
the continuation, then the mode's tail), so each choice is one decision on the remaining
suffix, exact for leftmost-first (backtracking) semantics.  Cheaper exact rules come
first, needing no decision:

- **fixed**: a piece without groups whose matches all have one width ``w`` is the next
  ``w`` characters;
- **run**: a piece without groups made of characters of a class ``C`` only, followed by
  what cannot start with a character of ``C``, is the longest run of ``C`` (so is a
  possessive ``C*+``, and a lazy ``C*?`` whose continuation matches exactly when the
  next character is in a class ``D``: the run ends at the first ``D``);
- **character test**: an option whose first characters are disjoint from those of the
  options after it is taken exactly when the next character is one of its own.

The walk cuts the subject into pieces, each an auxiliary variable defined by a word
equation with the rest (``Tracer.define``); a group's text is the concatenation of its
pieces, its span the positions around them.  A group inside a repetition keeps its last
iteration (CPython does not reset groups between iterations); ``lastindex`` is the last
group closed on the path.  Positive lookaheads are walked in place for their groups.
The walk gives up (:class:`GiveUp`, the caller runs the match concretely with a note) at a
repetition whose body can match the empty string and holds a choice (CPython's
zero-width iteration rule), a group inside a lookbehind at no fixed place (a group of a
lookbehind is otherwise at a fixed distance before the point), or what the languages do
not model.
"""

from __future__ import annotations

import re as _re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..regex import ast as R
from ..regex.charset import INTERVALS, IntervalSet
from ..regex.sre_commit import committed
from ..regex.sre_language import (
    START,
    Languages,
    Partition,
    Window,
    factored,
    plain_regex,
    possessive_body,
    term_of,
    universal,
)
from ..regex.sre_tree import Node, bind, fixed_plain, groups_in, is_plain, references, width
from ..regex.to_term import charset_to_term
from ..terms import EMPTY, STRING, TRUE, Term, integer, mk
from ..terms import string as lit
from ..terms.evaluate import Evaluator
from . import termops as T
from .context import Kind, decide, define
from .strings import SymStr
from .values import SymInt


class GiveUp(Exception):
    """The walk meets what it does not model (the message says what)."""


@dataclass
class Span:
    start: Any
    end: Any
    text: Any


@dataclass
class Result:
    """The match's extent (``span[0]``), each set group's span, the last group closed."""

    spans: dict[int, Span] = field(default_factory=dict)
    lastindex: int | None = None


def in_context(partition: Partition, language: Callable[[int], R.Regex], r: Term, p: Term,
               t: Term) -> Term:
    """The rest ``r`` of ``t`` from position ``p`` is in ``language(c)`` for the context
    ``c`` of ``p`` (the start, or the class of the character before it): one membership
    per distinct language."""
    by_lang: dict[R.Regex, list[int]] = {}
    for c in partition.contexts:
        by_lang.setdefault(language(c), []).append(c)
    if len(by_lang) == 1:
        return mk("str.in_re", r, term_of(next(iter(by_lang))))
    return T.disj(*(mk("and", T.disj(*(_context(partition, c, p, t) for c in cs)),
                       mk("str.in_re", r, term_of(lang)))
                    for lang, cs in by_lang.items() if lang is not R.EMPTY_LANG))


def _context(partition: Partition, c: int, p: Term, t: Term) -> Term:
    """The point ``p`` of ``t`` has the context ``c``: the start, the class of
    ``t[p-1]``, or (a :class:`~strsat.regex.sre_contexts.Window` of width ``K``) its last
    ``min(p, K)`` characters in the context's window."""
    if c == START:
        return mk("=", p, integer(0))
    if isinstance(partition, Window):
        k = integer(partition.width)
        size = T.ite(T.ge(p, k), k, p)
        recent = T.substr(t, T.sub(p, size), size)
        return mk("and", T.gt(p, integer(0)), mk("str.in_re", recent,
                                                 term_of(partition.recent(c))))
    return mk("and", T.gt(p, integer(0)), mk("str.in_re", T.at(t, T.sub(p, integer(1))),
                                             charset_to_term(partition.chars(c))))


def first(todo: tuple[Node, ...]) -> tuple[IntervalSet, bool]:
    """A superset of the first characters of a match of ``todo``, and whether the match
    may reach the end of ``todo`` without consuming (then the tail decides)."""
    chars = INTERVALS.empty
    for node in todo:
        got, nullable, stop = _first(node)
        chars = chars | got
        if stop:
            return chars, False
        if not nullable:
            return chars, False
    return chars, True


def _may_end(todo: tuple[Node, ...]) -> bool:
    """Whether a match of ``todo`` may be empty at the end of the subject (``$``, ``\\Z``
    before anything that consumes): its first characters alone do not decide it."""
    for node in todo:
        kind = node[0]
        if kind == "seq" and _may_end(node[1]):
            return True
        if kind == "alt" and any(_may_end((a,)) for a in node[1]):
            return True
        if kind in ("grp", "atomic") and _may_end((node[-1],)):
            return True
        if kind == "rep" and _may_end((node[4],)):
            return True
        _, nullable, stop = _first(node)
        if stop:
            return True
        if not nullable:
            return False
    return False


def _first(node: Node) -> tuple[IntervalSet, bool, bool]:
    """``(first characters, may be empty, nothing can follow but the end)``."""
    kind = node[0]
    if kind == "c":
        return node[1], False, False
    if kind in ("seq", "alt"):
        if kind == "seq":
            chars, nullable = first(node[1])
            return chars, nullable, False
        parts = [_first(n) for n in node[1]]
        chars = INTERVALS.empty
        for c, _, _ in parts:
            chars = chars | c
        return chars, any(n or s for _, n, s in parts), False
    if kind in ("grp", "atomic"):
        return _first(node[-1])
    if kind == "rep":
        c, n, s = _first(node[4])
        return c, n or node[1] == 0, s and node[1] > 0
    if kind == "at":
        if node[1] == "eos":
            return INTERVALS.empty, True, True
        if node[1] in ("eol_last", "eol"):
            return INTERVALS.char(10), True, True
        return INTERVALS.empty, True, False
    if kind in ("look", "mark"):
        return INTERVALS.empty, True, False
    if kind == "until":
        return _first(node[3])[0], True, False
    return INTERVALS.full, True, False  # references, conditionals


def _chars_of(node: Node) -> IntervalSet:
    """The characters a plain node's matches are made of."""
    kind = node[0]
    if kind == "c":
        chars: IntervalSet = node[1]
        return chars
    out = INTERVALS.empty
    for sub in (node[1] if kind in ("seq", "alt") else (node[-1],)) if kind != "mark" else ():
        out = out | _chars_of(sub)
    return out


class Walk:
    """The matcher's path through ``todo`` from position ``begin`` of the subject ``t``
    (a :class:`~strsat.python.strings.SymStr`, the subject up to ``endpos``), under the
    continuation languages ``langs``; ``matched`` is the match decision's condition
    (the pieces' facts hold under it)."""

    def __init__(self, t: Any, langs: Languages, begin: Any, matched: Term) -> None:
        self.t = t
        self.langs = langs
        self.begin = begin if isinstance(begin, SymInt) else SymInt(T.num(begin), begin)
        self.matched = matched
        self.n = t.length()
        self.result = Result()
        self._open: dict[int, tuple[Any, int]] = {}
        self.pieces: list[tuple[Term, Any]] = []
        #: where the pending iterations of empty-matching bodies began, by nesting level
        self._iterations: dict[int, Any] = {}
        #: where ``must_advance`` applies (a ``search`` after an empty match: only a
        #: match starting where the search starts must not be empty)
        self.advance_at: Any = None

    # -- positions ------------------------------------------------------------------------

    def _pos(self, r: Term, rv: str | None) -> Any:
        nv = self.n.value
        return SymInt(T.sub(self.n.term, T.length(r)), None if rv is None or nv is None
                      else nv - len(rv))

    def _text(self, pieces: list[tuple[Term, Any]]) -> Any:
        values = [v for _, v in pieces]
        value = None if any(v is None for v in values) else "".join(values)
        return SymStr.of(T.concat(*(t for t, _ in pieces)) if pieces else EMPTY, value)

    # -- conditions ----------------------------------------------------------------------

    def _in(self, todo: tuple[Node, ...], consumed: bool, r: Term, p: Term, t: Term) -> Term:
        langs = self.langs
        return in_context(langs.partition, lambda c: langs.of(todo, c, consumed), r, p, t)

    def _condition(self, todo: tuple[Node, ...], r: Term, p: Term, t: Term,
                   literal: bool = False) -> Term:
        """The rest ``r`` at position ``p`` of ``t`` is in ``todo``'s language; under
        ``must_advance`` (at :attr:`advance_at`), an empty match is no match.  The end of
        a pending iteration (``until``) is read as the rest of its repetition when the
        iteration has consumed something by ``p``, else as nothing."""
        opened = self._open_reference(todo, r, p, t, literal)
        if opened is not None:
            return opened
        bound = self._bound_references(todo)
        if bound is not None:
            gid, strings, text = bound
            value = text.value if literal else None
            return T.disj(*(
                mk("and", mk("=", lit(value) if value is not None else text.term, lit(w)),
                   self._condition(tuple(bind(n, gid, w) for n in todo), r, p, t, literal))
                for w in strings))
        pending = sorted({n[1] for n in todo if n[0] == "until" and n[2] is None})
        if pending:
            if len(pending) > 3:
                raise GiveUp("more than three nested repetitions of empty-matching bodies")
            options = []
            for mask in range(1 << len(pending)):
                done = {level: bool(mask >> k & 1) for k, level in enumerate(pending)}
                fixed = tuple(("until", n[1], done[n[1]], n[3])
                              if n[0] == "until" and n[2] is None else n for n in todo)
                guards = []
                for level, moved in done.items():
                    start = self._iterations[level]
                    b = integer(start.value) if literal else start.term
                    guards.append(T.gt(p, b) if moved else mk("=", p, b))
                options.append(mk("and", *guards, self._condition(fixed, r, p, t, literal)))
            return T.disj(*options)
        if not self.langs.must_advance:
            return self._in(todo, True, r, p, t)
        at = self.advance_at if self.advance_at is not None else self.begin
        b, a = (integer(self.begin.value), integer(at.value)) if literal \
            else (self.begin.term, at.term)
        fresh = mk("and", mk("=", p, b), mk("=", b, a))
        return T.disj(mk("and", mk("not", fresh), self._in(todo, True, r, p, t)),
                      mk("and", fresh, self._in(todo, False, r, p, t)))

    def _open_reference(self, todo: tuple[Node, ...], r: Term, p: Term, t: Term,
                        literal: bool) -> Term | None:
        """The condition of ``todo`` when it closes a group its backreferences name:
        one case per string ``w`` of the group and length ``k`` of what the group
        already holds (that is ``w[:k]``; the rest of the group is ``w[k:]``)."""
        for gid in sorted(self._open):
            if gid not in self.langs.referenced or ("mark", gid) not in todo:
                continue
            at = todo.index(("mark", gid))
            inner, after = todo[:at], todo[at + 1:]
            if not any(gid in references(n) for n in after):
                continue
            if not all(is_plain(n) for n in inner):
                raise GiveUp("a backreference to a group holding a repetition of empty "
                             "matches")
            language = term_of(R.concat(*(plain_regex(n) for n in inner)))
            held = self._text(self.pieces[self._open[gid][1]:])
            value = held.value if literal else None
            options = []
            for w in self.langs.referenced[gid]:
                for k in range(len(w) + 1):
                    if not Evaluator({}).holds(mk("str.in_re", lit(w[k:]), language)):
                        continue
                    chars = tuple(("c", INTERVALS.char(ord(ch))) for ch in w[k:])
                    fixed = (*chars, ("mark", gid), *(bind(n, gid, w) for n in after))
                    same = mk("=", lit(value) if value is not None else held.term, lit(w[:k]))
                    options.append(mk("and", same, self._condition(fixed, r, p, t, literal)))
            return T.disj(*options)
        return None

    def _bound_references(self, todo: tuple[Node, ...]) -> tuple[int, Any, Any] | None:
        """A group already placed that ``todo``'s backreferences name: its number, its
        strings and its text (the continuation's language is one case per string)."""
        if not self.langs.referenced:
            return None
        named = set().union(*(references(n) for n in todo))
        for gid in sorted(named):
            if gid in self.result.spans and not any(gid in groups_in(n) for n in todo):
                return gid, self.langs.referenced[gid], self.result.spans[gid].text
        return None

    def _holds(self, todo: tuple[Node, ...], r: Term, rv: str | None, what: str) -> bool:
        """Decide whether the rest ``r`` is in the language of ``todo`` (one decision)."""
        p = self._pos(r, rv)
        cond = self._condition(todo, r, p.term, self.t.term)
        concrete = None
        at = self.advance_at if self.advance_at is not None else self.begin
        if rv is not None and self.t.value is not None and self.begin.value is not None \
                and at.value is not None and all(
                    v.value is not None for v in self._iterations.values()) and all(
                    sp.text.value is not None for sp in self.result.spans.values()) and all(
                    v is not None for _, v in self.pieces):
            literal = self._condition(todo, lit(rv), integer(p.value), lit(self.t.value),
                                      literal=True)
            concrete = bool(Evaluator({}).holds(literal))
        return decide(Kind.BRANCH, cond, concrete, what)

    def _starts(self, chars: IntervalSet, r: Term, rv: str | None, what: str) -> bool:
        """Decide whether the rest starts with a character of ``chars``."""
        cond = mk("str.in_re", r, mk("re.++", charset_to_term(chars), mk("re.all")))
        concrete = None if rv is None else (rv != "" and ord(rv[0]) in chars)
        return decide(Kind.BRANCH, cond, concrete, what)

    def _choose(self, option: tuple[Node, ...], others: list[tuple[Node, ...]],
                r: Term, rv: str | None, what: str) -> bool:
        """Whether the matcher takes ``option`` before the ``others`` (each a whole
        continuation): a character test when the option's first characters are its own,
        else the option's language."""
        mine, nullable = first(option)
        if not nullable and not _may_end(option):
            theirs = INTERVALS.empty
            open_end = False
            for other in others:
                chars, n = first(other)
                theirs = theirs | chars
                open_end = open_end or (n and self.langs.tail is R.ALL)
            if not open_end and not mine.intersects(theirs):
                return self._starts(mine, r, rv, what)
        return self._holds(option, r, rv, what)

    # -- pieces ---------------------------------------------------------------------------

    def _fact(self, node: Node) -> Any:
        if not is_plain(node):
            return lambda k: TRUE
        language = term_of(plain_regex(node))
        return lambda k: mk("=>", self.matched, mk("str.in_re", k, language))

    def _fixed(self, r: Term, rv: str | None, size: int, node: Node
               ) -> tuple[Term, str | None]:
        k, rest, kv, restv = fixed_piece(r, rv, size, self._fact(node))
        self.pieces.append((k, kv))
        return rest, restv

    def _run(self, r: Term, rv: str | None, stop: IntervalSet, node: Node
             ) -> tuple[Term, str | None]:
        k, rest, kv, restv = run_piece(r, rv, stop, self._fact(node))
        self.pieces.append((k, kv))
        return rest, restv

    # -- the walk -------------------------------------------------------------------------

    def run(self, todo: tuple[Node, ...], r: Term, rv: str | None) -> tuple[Term, str | None]:
        """Walks ``todo`` from the rest ``r``; returns the rest after it."""
        while todo:
            node, rest = todo[0], todo[1:]
            kind = node[0]
            if kind == "until":
                start = self._iterations[node[1]]
                p = self._pos(r, rv)
                empty = mk("=", p.term, start.term)
                known = None if p.value is None or start.value is None else \
                    p.value == start.value
                if decide(Kind.BRANCH, empty, known, "Match.group: empty iteration"):
                    todo = rest
                else:
                    todo = (node[3], *rest)
                continue
            if kind == "mark":
                start, index = self._open.pop(node[1])
                self.result.spans[node[1]] = Span(start, self._pos(r, rv),
                                                  self._text(self.pieces[index:]))
                self.result.lastindex = node[1]
                todo = rest
                continue
            simple = not groups_in(node)
            size = width(node)
            if simple and size[0] == size[1] and size[0] is not None and kind != "ref":
                if size[0]:
                    r, rv = self._fixed(r, rv, size[0], node)
                todo = rest
                continue
            if simple and is_plain(node):
                cls = _chars_of(node)
                follow, open_end = first(rest)
                if not (open_end and self.langs.tail is R.ALL) and not cls.intersects(follow):
                    r, rv = self._run(r, rv, ~cls, node)
                    todo = rest
                    continue
            todo, r, rv = self._step(node, rest, r, rv)
        return r, rv

    def _step(self, node: Node, rest: tuple[Node, ...], r: Term, rv: str | None
              ) -> tuple[tuple[Node, ...], Term, str | None]:
        kind = node[0]
        if kind == "seq":
            return node[1] + rest, r, rv
        if kind == "grp":
            self._open[node[1]] = (self._pos(r, rv), len(self.pieces))
            return (node[2], ("mark", node[1]), *rest), r, rv
        if kind == "alt":
            alts = node[1]
            for i, alt in enumerate(alts[:-1]):
                others = [(a, *rest) for a in alts[i + 1:]]
                if self._choose((alt, *rest), others, r, rv,
                                self._about(f"Match.group: alternative {i + 1}", node)):
                    return (alt, *rest), r, rv
            return (alts[-1], *rest), r, rv
        if kind == "rep":
            return self._repeat(node, rest, r, rv)
        if kind == "at":
            return rest, r, rv
        if kind == "look":
            _, behind, negative, body, _ = node
            if groups_in(body) and not negative:
                if behind:
                    self._behind(body, r, rv)
                else:
                    Walk.nested(self, self.langs.lookahead(), (body,), r, rv)
            return rest, r, rv
        if kind == "atomic":
            return self._atomic(node[1], rest, r, rv)
        if kind == "ref":
            return rest, *self._reference(node, r, rv)
        raise GiveUp("a conditional group")

    def _atomic(self, inner: Node, rest: tuple[Node, ...], r: Term, rv: str | None
                ) -> tuple[tuple[Node, ...], Term, str | None]:
        """``(?>inner)`` where its language is modelled (:mod:`strsat.regex.sre_language`):
        a repetition of a class or of a plain piece of one width (greedy: possessive;
        lazy: its fewest iterations), or options of one width each after a prefix of one
        width, the first option that matches here kept (one decision per option)."""
        if inner[0] == "rep" and inner[2] is None and inner[4][0] == "c" and \
                inner[3] != "lazy":
            r, rv = self._run(r, rv, ~inner[4][1], inner)
            return rest, r, rv
        _, lo, hi, how, body = inner if inner[0] == "rep" else (None, 0, 0, "", inner)
        if inner[0] == "rep" and possessive_body(body):
            if how == "lazy":
                if body[0] == "c" or fixed_plain(body):
                    return (("rep", lo, lo, "greedy", body), *rest), r, rv
                if lo > 1:
                    raise GiveUp("an atomic group")
                return ((*_iteration(body), *rest) if lo else rest), r, rv
            return (("rep", lo, hi, "possessive", body), *rest), r, rv
        split = ((), inner[1] if inner[0] == "alt" else (inner,))
        if not all(fixed_plain(o) for o in split[1]):
            split = factored(inner)  # type: ignore[assignment]
        if split is None and inner[0] == "alt" and all(
                is_plain(o) and committed(o) is not None for o in inner[1]):
            split = ((), tuple(("seq", committed(o)) for o in inner[1]))
            begins = inner[1]
            for i, option in enumerate(split[1][:-1]):
                if self._begins(begins[i], r, rv, self._about(
                        f"Match.group: atomic option {i + 1}", inner)):
                    return (option, *rest), r, rv
            return (split[1][-1], *rest), r, rv
        if split is None:
            once = None if inner[0] == "alt" else committed(inner)
            if once is None:
                raise GiveUp("an atomic group")
            return (*once, *rest), r, rv
        prefix, options = split
        if prefix:
            return (*prefix, ("atomic", ("alt", options)), *rest), r, rv
        for i, option in enumerate(options[:-1]):
            if self._begins(option, r, rv, self._about(f"Match.group: atomic option {i + 1}",
                                                       inner)):
                return (option, *rest), r, rv
        return (options[-1], *rest), r, rv

    def _begins(self, node: Node, r: Term, rv: str | None, what: str) -> bool:
        """Decide whether the rest starts with a match of the plain ``node``."""
        language = R.concat(plain_regex(node), R.ALL)
        cond = mk("str.in_re", r, term_of(language))
        concrete = None if rv is None else bool(
            Evaluator({}).holds(mk("str.in_re", lit(rv), term_of(language))))
        return decide(Kind.BRANCH, cond, concrete, what)

    def _behind(self, body: Node, r: Term, rv: str | None) -> None:
        """The groups of a lookbehind that held: each at its fixed place in the
        ``width(body)`` characters before the point (closed in CPython's order)."""
        placed = behind_groups(body)
        if placed is None:
            raise GiveUp("a group inside a lookbehind at no fixed place")
        p = self._pos(r, rv)
        k = width(body)[0]
        t = self.t
        for gid, offset, size in placed:
            start = p - (k - offset)
            end = start + size
            value = None if t.value is None or start.value is None else \
                t.value[start.value:start.value + size]
            text = SymStr.of(T.substr(t.term, start.term, integer(size)), value)
            self.result.spans[gid] = Span(start, end, text)
            self.result.lastindex = gid

    def _reference(self, node: Node, r: Term, rv: str | None) -> tuple[Term, str | None]:
        """A backreference consumes its group's text (the same length; equal, or of the
        same lower case under ``IGNORECASE``)."""
        span = self.result.spans.get(node[1])
        if span is None or node[1] in self._open:
            raise GiveUp("a backreference to a group not set")  # the match would fail
        text = span.text
        fact = (lambda k: TRUE) if node[2] & _re.IGNORECASE else (
            lambda k: mk("=>", self.matched, mk("=", k, text.term)))
        k, rest, kv, restv = fixed_piece(r, rv, T.length(text.term), fact,
                                         None if text.value is None else len(text.value))
        self.pieces.append((k, kv))
        return rest, restv

    def _repeat(self, node: Node, rest: tuple[Node, ...], r: Term, rv: str | None
                ) -> tuple[tuple[Node, ...], Term, str | None]:
        _, lo, hi, kind, body = node
        if kind == "possessive":
            if hi is None and body[0] == "c":
                r, rv = self._run(r, rv, ~body[1], node)
                return rest, r, rv
            if not possessive_body(body):
                raise GiveUp("a possessive repeat")
            # blocks of one width: an iteration is taken exactly when the rest starts
            # with one (and never given back)
            fewer = ("rep", max(lo - 1, 0), None if hi is None else hi - 1, kind, body)
            once = _iteration(body)
            if lo > 0:
                return (*once, fewer, *rest), r, rv
            if hi == 0 or not self._begins(body, r, rv, self._about(
                    "Match.group: possessive iteration", node)):
                return rest, r, rv
            return (*once, fewer, *rest), r, rv
        smaller = ("rep", max(lo - 1, 0), None if hi is None else hi - 1, kind, body)
        settled = not any(n[0] == "until" and n[2] is None for n in rest)
        if settled and body[0] == "c" and hi is None and (lo == 0 or kind == "greedy") \
                and all(universal(self.langs.of(rest, c, done))
                        for c in self.langs.partition.contexts for done in (False, True)):
            # whatever follows matches anything: a greedy run takes every character of
            # its class (a match exists, so the run holds its ``lo`` at least: one run
            # piece, where ``C`` then ``C*`` were a fixed piece with a case on the rest's
            # length and a run), a lazy ``C*?`` none
            if kind == "greedy":
                r, rv = self._run(r, rv, ~body[1], node)
            return rest, r, rv
        if lo > 0:
            return (body, smaller, *rest), r, rv
        if hi == 0:
            return rest, r, rv
        ends = self._ends_before(body, hi, rest) if settled else None
        if ends is not None:  # C* F ... or C*? F ... where what follows F matches anything
            if kind == "greedy" and not (ends - body[1]):
                k, rest_r, kv, restv = last_piece(r, rv, body[1], ends, self._fact(node))
                self.pieces.append((k, kv))
                return rest, rest_r, restv
            if kind == "lazy":
                r, rv = self._run(r, rv, ends, node)  # up to the first F
                return rest, r, rv
        if first((body,))[1]:
            # the body may match "": CPython ends the repetition after an iteration that
            # consumed nothing; an iteration of a plain body that matches "" is always
            # taken (it succeeds, matching "" if nothing else)
            level = sum(1 for n in rest if n[0] == "until")
            self._iterations[level] = self._pos(r, rv)
            again = (body, ("until", level, None, smaller), *rest)
            if kind == "greedy":
                take = (is_plain(body) and plain_regex(body).nullable) or self._holds(
                    again, r, rv, self._about("Match.group: repetition", node))
                return (again if take else rest), r, rv
            leave = self._holds(rest, r, rv, self._about("Match.group: lazy repetition", node))
            return (rest if leave else again), r, rv
        again = (body, smaller, *rest)
        if kind == "greedy":
            what = self._about("Match.group: optional part" if hi == 1
                               else "Match.group: repetition", node)
            return (again if self._choose(again, [rest], r, rv, what) else rest), r, rv
        if settled and body[0] == "c" and hi is None and not groups_in(body):
            stop, nullable = first(rest)
            done = self.langs.of(rest, START, True)
            if not nullable and done is R.concat(R.chars(stop), R.ALL) \
                    and not self.langs.depends_on_context(rest, True):
                r, rv = self._run(r, rv, stop, node)  # a lazy run up to the first stop
                return rest, r, rv
        leave = self._holds(rest, r, rv, self._about("Match.group: lazy repetition", node))
        return (rest if leave else again), r, rv

    def _about(self, what: str, node: Node) -> str:
        """``what`` with the group the choice is about: the first group inside ``node``,
        else the innermost group open around it.  The label is part of the decision's
        site, and the explorer bounds the decisions of one site per run as the
        iterations of a loop (``--loop-bound``): the optional parts of one pattern
        (``m.groupdict()`` of ``(?P<fill>.)?(?P<sign>[-+ ])?...``) are different
        choices, not iterations, and a pattern of ten of them had its fifth and later
        never flipped; so are the alternatives of one ``|`` (numbered: lib2to3's
        ``\\(\'|\"|\\|[abfnrtv]|x.{0,2}|[0-7]{1,3})`` never tried its fifth, ``x``).
        The iterations of one repetition keep one label."""
        inside = groups_in(node)
        if inside:
            return f"{what} (group {inside[0]})"
        if self._open:
            return f"{what} (in group {next(reversed(self._open))})"
        return what

    def _ends_before(self, body: Node, hi: int | None, rest: tuple[Node, ...]
                     ) -> IntervalSet | None:
        """For a repetition ``C*`` (no groups) followed by one character of a class ``F``
        and then what matches anything: ``F``; else None.  Then a greedy ``C*`` with ``F``
        within ``C`` ends at the last ``F`` of the longest run of ``C`` (it backtracks
        from the run's end to the first place where ``F`` follows), a lazy one at the
        first ``F``."""
        if body[0] != "c" or hi is not None:
            return None
        j = 0
        while j < len(rest) and rest[j][0] == "mark":
            j += 1
        if j == len(rest) or rest[j][0] != "c":
            return None
        after = rest[j + 1:]
        if any(n[0] == "until" for n in after) or not all(
                universal(self.langs.of(after, c, True))
                for c in self.langs.partition.contexts if c != START):
            return None
        follow: IntervalSet = rest[j][1]
        return follow

    @staticmethod
    def nested(outer: Walk, langs: Languages, todo: tuple[Node, ...], r: Term,
               rv: str | None) -> None:
        """Walks a lookahead's body in place: its groups join ``outer``'s."""
        inner = Walk(outer.t, langs, outer._pos(r, rv), outer.matched)
        inner._open = outer._open
        inner.result = outer.result
        inner.run(todo, r, rv)


# -- the pieces as auxiliary variables ------------------------------------------------------

def _cut(r: Term, n: Term) -> tuple[Term, Term]:
    """``(head, tail)`` of ``r`` split at position ``n`` (terms)."""
    return T.substr(r, 0, n), T.substr(r, n, T.sub(T.length(r), n))


def fixed_piece(r: Term, rv: str | None, size: int | Term, fact: Any,
                size_value: int | None = None) -> tuple[Term, Term, Any, Any]:
    """The first ``size`` characters of ``r`` and the rest, as variables defined by
    ``r = x·q ∧ len(x) = size`` (when ``r`` is that long; else ``x = r``, ``q = ""``),
    with ``fact(x)``; ``size`` an int, or a term whose value is ``size_value``."""
    n = integer(size) if isinstance(size, int) else size
    known = size if isinstance(size, int) else size_value
    xv = None if rv is None or known is None else rv[:known]
    qv = None if rv is None or known is None else rv[known:]
    x, q = _cut(r, n)
    long_enough = T.ge(T.length(r), n)

    def definition(k: Term, m: Term, r: Term = r) -> Term:
        return mk("and", mk("=>", long_enough, mk("and", mk("=", r, T.concat(k, m)),
                                                  mk("=", T.length(k), n))),
                  mk("=>", mk("not", long_enough), mk("and", mk("=", k, r),
                                                      mk("=", m, EMPTY))), fact(k))
    k, m = define("re.group", [(STRING, x, xv), (STRING, q, qv)], definition)
    return k, m, xv, qv


def last_piece(r: Term, rv: str | None, run: IntervalSet, ends: IntervalSet, fact: Any
               ) -> tuple[Term, Term, Any, Any]:
    """``r = x·m`` where ``x`` ends at the last character of ``ends`` (within ``run``) in
    the longest prefix of ``r`` made of ``run``'s characters: ``x`` in ``run*``, ``m`` a
    character of ``ends``, then ``run`` characters outside ``ends``, then the end or a
    character outside ``run`` (unique); ``x = ""`` when there is no such character.
    With ``fact(x)``."""
    xv = mv = None
    if rv is not None:
        stop = next((i for i, ch in enumerate(rv) if ord(ch) not in run), len(rv))
        last = next((i for i in range(stop - 1, -1, -1) if ord(rv[i]) in ends), None)
        cut = 0 if last is None else last
        xv, mv = rv[:cut], rv[cut:]
    outside = charset_to_term(~run)
    found = mk("str.indexof_re", r, outside, integer(0))
    run_end = T.ite(mk("=", found, integer(-1)), T.length(r), found)
    back = mk("str.indexof_re", T.rev(T.substr(r, 0, run_end)), charset_to_term(ends),
              integer(0))
    cut_term = T.ite(mk("=", back, integer(-1)), integer(0),
                     T.sub(T.sub(run_end, integer(1)), back))
    x, m = _cut(r, cut_term)
    run_star = mk("re.*", charset_to_term(run))
    has_end = mk("str.in_re", r, mk("re.++", run_star, charset_to_term(ends), mk("re.all")))
    shape = mk("re.++", charset_to_term(ends), mk("re.*", charset_to_term(run - ends)),
               mk("re.union", mk("str.to_re", EMPTY), mk("re.++", outside, mk("re.all"))))

    def definition(k: Term, q: Term, r: Term = r) -> Term:
        return mk("and", mk("=>", has_end, mk("and", mk("=", r, T.concat(k, q)),
                                              mk("str.in_re", k, run_star),
                                              mk("str.in_re", q, shape))),
                  mk("=>", mk("not", has_end), mk("and", mk("=", k, EMPTY), mk("=", q, r))),
                  fact(k))
    k, q = define("re.group", [(STRING, x, xv), (STRING, m, mv)], definition)
    return k, q, xv, mv


def run_piece(r: Term, rv: str | None, stop: IntervalSet, fact: Any
              ) -> tuple[Term, Term, Any, Any]:
    """The longest prefix of ``r`` free of ``stop``'s characters and the rest: ``r = g·q``
    with ``g`` free of them and ``q`` empty or starting with one (unique), with
    ``fact(g)``."""
    gv = qv = None
    if rv is not None:
        e = next((i for i, ch in enumerate(rv) if ord(ch) in stop), len(rv))
        gv, qv = rv[:e], rv[e:]
    if stop.is_empty():
        # the whole rest: ``k = r`` (a definition of ``fact`` alone left ``k`` free, so a
        # model could give the group a value its input does not: runs off their path)
        (k,) = define("re.group", [(STRING, r, gv)],
                      lambda k: mk("and", mk("=", k, r), fact(k)))
        return k, EMPTY, gv, qv
    stop_term = charset_to_term(stop)
    found = mk("str.indexof_re", r, stop_term, integer(0))
    end = T.ite(mk("=", found, integer(-1)), T.length(r), found)
    g, q = _cut(r, end)
    free = mk("re.*", charset_to_term(~stop))
    tail = mk("re.union", mk("str.to_re", EMPTY), mk("re.++", stop_term, mk("re.all")))

    def definition(k: Term, m: Term, r: Term = r) -> Term:
        return mk("and", mk("=", r, T.concat(k, m)), mk("str.in_re", k, free),
                  mk("str.in_re", m, tail), fact(k))
    k, m = define("re.group", [(STRING, g, gv), (STRING, q, qv)], definition)
    return k, m, gv, qv


def behind_groups(body: Node) -> list[tuple[int, int, int]] | None:
    """``(group, offset, width)`` of each group of a lookbehind's body, in the order
    the groups close, when each lies at one offset with one width whatever the body
    matches (a sequence of fixed-width parts, groups not under an alternation or a
    repetition); else None."""
    out: list[tuple[int, int, int]] = []

    def visit(node: Node, offset: int) -> int | None:
        kind = node[0]
        lo, hi = width(node)
        if lo != hi or hi is None:
            return None
        if kind == "seq":
            for part in node[1]:
                got = visit(part, offset)
                if got is None:
                    return None
                offset += got
            return lo
        if kind == "grp":
            if visit(node[2], offset) is None:
                return None
            out.append((node[1], offset, lo))
            return lo
        return None if groups_in(node) or not is_plain(node) else lo

    return out if visit(body, 0) is not None else None


def _iteration(body: Node) -> tuple[Node, ...]:
    """An iteration of a possessive repeat as CPython matches it: the body itself when it
    has one match (a class, one width), else its committed form
    (:mod:`strsat.regex.sre_commit`)."""
    if body[0] == "c" or fixed_plain(body):
        return (body,)
    once = committed(body)
    if once is None:
        raise GiveUp("a possessive repeat")
    return once


def walkable(node: Node) -> bool:
    """Whether the walk places every group of ``node`` (no group inside a lookbehind at no
    fixed place (:func:`behind_groups`), no conditional, or atomic group and possessive
    repeat other than those :meth:`Walk._atomic` and :meth:`Walk._repeat` walk)."""
    kind: str = node[0]
    if kind in ("seq", "alt"):
        return all(walkable(n) for n in node[1])
    if kind == "grp":
        return walkable(node[2])
    if kind == "rep":
        body = node[4]
        if node[3] == "possessive":
            return possessive_body(body) and walkable(body)
        return walkable(body)
    if kind == "look":
        if node[1] and groups_in(node[3]):
            return node[2] or behind_groups(node[3]) is not None
        return walkable(node[3])
    if kind == "atomic":  # as Walk._atomic walks it
        inner = node[1]
        if inner[0] == "rep":
            return possessive_body(inner[4]) and walkable(inner[4])
        options = inner[1] if inner[0] == "alt" else (inner,)
        return (all(fixed_plain(o) for o in options) or factored(inner) is not None
                or committed(inner) is not None) and walkable(inner)
    return kind != "cond"


__all__ = ["GiveUp", "Result", "Span", "Walk", "first", "fixed_piece", "in_context", "last_piece",
           "run_piece", "walkable"]
