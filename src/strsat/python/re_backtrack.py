"""CPython's backtracking matcher run step by step over a symbolic subject, for the
patterns whose languages are not regular (issue 38, item 5: ``Match`` objects of any
pattern).

A backreference to a group that matches infinitely many strings (``(\\w)\\1+``,
``(\\w+) \\1``, ``<(\\w+)>.*</\\1>``) has no regular language, so the one membership
decision of :mod:`strsat.python.re_match` cannot say whether the pattern matches.  Here
the matcher of ``_sre`` itself is followed: it tries the options in CPython's priority
order (an alternative before the next; a greedy repetition's next iteration before
leaving it, a lazy one's exit first; an atomic group or a possessive repetition keeps
its first way), and each test it makes of the subject is one decision at a constant
position:

* the end: ``len(t) <= i``;
* a character: ``t[i]`` in the node's class;
* a backreference to the group ``t[a:b]``: ``len(t) >= i + (b - a)`` and
  ``t[i:i + (b - a)] == t[a:b]``.

The positions are constants (each follows from the decisions before it), so a run
whose input differs from its flip's target makes the same decisions up to the flip and
the groups are substrings at constant places.  A run makes as many decisions as the
concrete match makes steps: the subject's length and the steps of a dry run are
bounded (:data:`LONGEST`, :data:`MOST_STEPS`); past them, under ``IGNORECASE``
backreferences (compared by case folding) or a lookbehind of no fixed width, the
caller runs the match concretely with a note (:class:`Refused`).
"""

from __future__ import annotations

import re as _re
from collections.abc import Callable

from ..regex.charset import INTERVALS, IntervalSet
from ..regex.sre_tree import Node, Tree, width
from ..regex.to_term import charset_to_term
from ..terms import Term, integer, mk
from . import termops as T
from .context import Kind, decide
from .re_walk import Result, Span
from .strings import SymStr
from .values import SymInt

#: the longest subject followed step by step (the matcher recurses per character)
LONGEST = 120
#: the most tests a match may make (counted on a dry run over the concrete subject)
MOST_STEPS = 4000

Cont = Callable[[int], "int | None"]


class Refused(Exception):
    """The pattern or subject is outside what this matcher follows (the message says
    what)."""


class _Budget(Exception):
    """The dry run passed :data:`MOST_STEPS`."""


class Backtracker:
    """One ``re.<mode>`` of ``tree`` on the subject ``t`` (a known value) from the
    constant position ``start``; ``symbolic`` False is the dry run (no decisions)."""

    def __init__(self, tree: Tree, t: SymStr, what: str, symbolic: bool) -> None:
        assert t.value is not None
        self.tree = tree
        self.t = t
        self.text: str = t.value
        self.n = T.length(t.term)
        self.what = what
        #: each node's place in the pattern (preorder): the label of its decisions
        self.sites = _sites(tree.root)
        self.symbolic = symbolic
        self.steps = 0
        self.caps: dict[int, tuple[int, int]] = {}
        self.last: int | None = None
        #: the path holds ``len(t) > shorter`` (no decision needed below it)
        self.shorter = -1

    # -- the tests, each one decision --------------------------------------------------------

    def _decide(self, cond: Callable[[], Term], value: bool, site: int) -> bool:
        """One test, named after the pattern's node that makes it (a repetition's tests
        are the iterations of one loop, which the explorer's loop bound cuts)."""
        self.steps += 1
        if not self.symbolic:
            if self.steps > MOST_STEPS:
                raise _Budget
            return value
        return decide(Kind.BRANCH, cond(), value, f"{self.what}: step {site}")

    def at_end(self, i: int, site: int) -> bool:
        if i <= self.shorter:
            return False
        ended = self._decide(lambda: T.le(self.n, integer(i)), i >= len(self.text), site)
        if not ended:
            self.shorter = i
        return ended

    def char_in(self, i: int, chars: IntervalSet, site: int) -> bool:
        """``t[i]`` exists and is in ``chars``."""
        if self.at_end(i, site):
            return False
        return self._decide(
            lambda: mk("str.in_re", mk("str.at", self.t.term, integer(i)),
                       charset_to_term(chars)),
            ord(self.text[i]) in chars, site)

    def same_text(self, i: int, a: int, b: int, site: int) -> bool:
        size = b - a
        if size == 0:
            return True
        value = self.text[i:i + size] == self.text[a:b]
        return self._decide(
            lambda: T.conj(T.ge(self.n, integer(i + size)),
                           mk("=", T.substr(self.t.term, i, size),
                              T.substr(self.t.term, a, size))),
            value, site)

    # -- the matcher (continuation passing: ``k(j)`` is the rest of the match from ``j``) --

    def match(self, node: Node, i: int, k: Cont) -> int | None:
        kind = node[0]
        if kind == "c":
            return k(i + 1) if self.char_in(i, node[1], self.sites[id(node)]) else None
        if kind == "seq":
            return self._seq(node[1], 0, i, k)
        if kind == "alt":
            for option in node[1]:
                got = self.match(option, i, k)
                if got is not None:
                    return got
            return None
        if kind == "grp":
            return self._group(node[1], node[2], i, k)
        if kind == "rep":
            return self._repeat(node, i, k)
        if kind == "at":
            return k(i) if self._anchor(node[1], node[2], i, self.sites[id(node)]) else None
        if kind == "ref":
            return self._reference(node, i, k)
        if kind == "look":
            return self._look(node, i, k)
        if kind == "atomic":
            return self._atomic(node[1], i, k)
        if kind == "cond":
            return self.match(node[2] if node[1] in self.caps else node[3], i, k)
        raise Refused(f"the node {kind}")  # pragma: no cover - parse trees hold no other

    def _seq(self, items: tuple[Node, ...], at: int, i: int, k: Cont) -> int | None:
        if at == len(items):
            return k(i)
        return self.match(items[at], i, lambda j: self._seq(items, at + 1, j, k))

    def _saved(self) -> tuple[dict[int, tuple[int, int]], int | None]:
        return dict(self.caps), self.last

    def _restore(self, saved: tuple[dict[int, tuple[int, int]], int | None]) -> None:
        self.caps, self.last = dict(saved[0]), saved[1]

    def _then(self, saved: tuple[dict[int, tuple[int, int]], int | None], k: Cont, j: int
              ) -> int | None:
        """The rest of the match from ``j``; the groups as ``saved`` if it fails."""
        got = k(j)
        if got is None:
            self._restore(saved)
        return got

    def _group(self, gid: int, inner: Node, i: int, k: Cont) -> int | None:
        def close(j: int) -> int | None:
            saved = self._saved()
            self.caps[gid] = (i, j)
            self.last = gid
            return self._then(saved, k, j)
        return self.match(inner, i, close)

    def _repeat(self, node: Node, i: int, k: Cont) -> int | None:
        """CPython's repetitions: after an iteration that consumed nothing, no other is
        tried once ``lo`` are done (``_sre``'s ``last_ptr`` rule)."""
        _, lo, hi, kind, body = node
        if kind == "possessive":
            count = 0
            while hi is None or count < hi:
                saved = self._saved()
                got = self.match(body, i, lambda j: j)
                if got is None:
                    self._restore(saved)
                    break
                moved, i, count = got != i, got, count + 1
                if not moved and count >= lo:
                    break
            return k(i) if count >= lo else None

        def iterate(count: int, j: int, moved: bool) -> int | None:
            more = (hi is None or count < hi) and (count < lo or moved)
            if kind == "lazy":
                if count >= lo:
                    got = k(j)
                    if got is not None:
                        return got
                return self.match(body, j, lambda e: iterate(count + 1, e, e != j)) \
                    if more else None
            if more:
                got = self.match(body, j, lambda e: iterate(count + 1, e, e != j))
                if got is not None:
                    return got
            return k(j) if count >= lo else None
        return iterate(0, i, True)

    def _anchor(self, kind: str, word: IntervalSet | None, i: int, site: int) -> bool:
        if kind == "bos":
            return i == 0
        if kind == "bol":
            return i == 0 or self.char_in(i - 1, _NEWLINE, site)
        if kind == "eos":
            return self.at_end(i, site)
        if kind == "eol":
            return self.at_end(i, site) or self.char_in(i, _NEWLINE, site)
        if kind == "eol_last":
            return self.at_end(i, site) or (self.char_in(i, _NEWLINE, site)
                                             and self.at_end(i + 1, site))
        assert word is not None
        if kind == "B" and self.at_end(0, site):
            return False  # CPython: \B never matches in an empty subject
        before = i > 0 and self.char_in(i - 1, word, site)
        boundary = before != self.char_in(i, word, site)
        return boundary if kind == "b" else not boundary

    def _reference(self, node: Node, i: int, k: Cont) -> int | None:
        _, gid, flags = node
        if flags & _re.IGNORECASE:
            raise Refused("a backreference compared case-insensitively")
        span = self.caps.get(gid)
        if span is None:
            return None  # a reference to a group not set fails
        a, b = span
        return k(i + b - a) if self.same_text(i, a, b, self.sites[id(node)]) else None

    def _look(self, node: Node, i: int, k: Cont) -> int | None:
        _, behind, negative, body, size = node
        lo, hi = width(body)
        if behind and lo != hi:
            raise Refused("a lookbehind of no fixed width")
        saved = self._saved()
        begin = i - size if behind else i
        found = begin >= 0 and self.match(
            body, begin, (lambda j: j if j == i else None) if behind else (lambda j: j)
        ) is not None
        if negative:
            self._restore(saved)
            return k(i) if not found else None
        if not found:
            self._restore(saved)
            return None
        return self._then(saved, k, i)

    def _atomic(self, inner: Node, i: int, k: Cont) -> int | None:
        saved = self._saved()
        end = self.match(inner, i, lambda j: j)
        if end is None:
            self._restore(saved)
            return None
        return self._then(saved, k, end)

    # -- one match -----------------------------------------------------------------------

    def find(self, mode: str, start: int, must_advance: bool) -> tuple[int, int] | None:
        """The match's ``(begin, end)``, or None: from ``start`` for ``match`` and
        ``fullmatch``, from each position on for ``search``."""
        begin = start
        while True:
            self.caps, self.last = {}, None

            def rest(j: int, b: int = begin) -> int | None:
                if mode == "fullmatch" and not self.at_end(j, -1):
                    return None
                if must_advance and j == b == start:
                    return None
                return j
            end = self.match(self.tree.root, begin, rest)
            if end is not None:
                return begin, end
            if mode != "search" or self.at_end(begin, -2):
                return None
            begin += 1


_NEWLINE = INTERVALS.char(10)


def _sites(root: Node) -> dict[int, int]:
    """Each node of the tree by identity, numbered in preorder."""
    out: dict[int, int] = {}
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in out:
            continue
        out[id(node)] = len(out)
        kind = node[0]
        children: tuple[Node, ...] = ()
        if kind in ("seq", "alt"):
            children = node[1]
        elif kind == "grp" or kind == "atomic":
            children = (node[-1],)
        elif kind == "rep":
            children = (node[4],)
        elif kind == "look":
            children = (node[3],)
        elif kind == "cond":
            children = (node[2], node[3])
        stack.extend(reversed(children))
    return out


def backtrack(tree: Tree, mode: str, t: SymStr, start: int, must_advance: bool,
              what: str) -> Result | None:
    """The match of ``re.<mode>`` (its spans in a :class:`Result`, group 0 the whole
    match) or None, deciding each test the matcher makes; :class:`Refused` for what it
    does not follow (checked on a dry run before any decision)."""
    if t.value is None:
        raise Refused("a subject without a value")
    if len(t.value) > LONGEST:
        raise Refused(f"a subject longer than {LONGEST} characters")
    try:
        Backtracker(tree, t, what, symbolic=False).find(mode, start, must_advance)
    except _Budget:
        raise Refused(f"a match of more than {MOST_STEPS} steps") from None
    except RecursionError:
        raise Refused("a match nested too deep") from None
    run = Backtracker(tree, t, what, symbolic=True)
    found = run.find(mode, start, must_advance)
    if found is None:
        return None
    result = Result()
    for gid, (a, b) in sorted({0: found, **run.caps}.items()):
        result.spans[gid] = Span(SymInt(T.num(a), a), SymInt(T.num(b), b),
                                 SymStr(T.substr(t.term, a, b - a), t.value[a:b]))
    result.lastindex = run.last
    return result


__all__ = ["LONGEST", "MOST_STEPS", "Refused", "backtrack"]
