"""Equations between a constant and a concatenation: every solution, by a
search over segments of the constant (pattern matching with variables).

``c = x1·…·xn`` with ``c`` a constant has finitely many solutions; they are
enumerated exactly.  The search keeps *segments*: runs of items that must spell
``c[lo:hi]`` exactly.  At each step, after constant and bound ends are checked
and stripped, it makes the cheapest move:

1. a variable at the ends of two segments (``e`` in ``…e | "=" | e…``): both
   occurrences have a fixed boundary, so each length is one comparison;
2. a variable with memberships at a segment end: its values are grown one
   character at a time through regex quotients (:mod:`strsat.regex.quotient`),
   and the growth stops when a positive language becomes empty;
3. a constant inside a segment: the segment splits at each occurrence of the
   constant (the rarest constant first);
4. otherwise a variable at an end, a *free* one (one occurrence, no membership)
   never first.

Used by the word-equation step (``CONST_PATTERN``): the lengths of the solutions
are exactly the lengths the equation and the memberships allow, which settles a
long constant (the SQL injection family of paper 003, ``w = p·e·b1·"="·b2·e·s``)
in one lemma instead of one arrangement per character.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from ...deadline import Deadline
from ...regex import ast as R
from ...terms import Term

#: Solutions enumerated at most (more: no lemma).
MAX_SOLUTIONS = 2_048
#: Search steps at most per equation.
MAX_STEPS = 300_000

Item = str | Term  # a constant's text, or a variable
Segment = tuple[list[Item], int, int]
Languages = dict[Term, list[tuple[R.Regex, bool]]]


class GaveUp(Exception):
    """The search exceeded its step or solution budget."""


def solve_pattern(items: list[Term], text: str, languages: Languages, deadline: Deadline,
                  max_solutions: int = MAX_SOLUTIONS, max_steps: int = MAX_STEPS,
                  spent: list[int] | None = None) -> list[dict[Term, str]]:
    """Every assignment of the variables of ``items`` with ``concat(items) = text``
    whose values lie in their ``languages`` (``(regex, positive)`` pairs).  Raises
    :class:`GaveUp` past a budget.  The steps taken are appended to ``spent``."""
    search = _Search(items, text, languages, deadline, max_solutions, max_steps)
    try:
        return search.run()
    finally:
        if spent is not None:
            spent.append(search.steps)


class _Search:
    def __init__(self, items: list[Term], text: str, languages: Languages, deadline: Deadline,
                 max_solutions: int, max_steps: int) -> None:
        self.text = text
        self.languages = languages
        self.deadline = deadline
        self.max_solutions = max_solutions
        self.max_steps = max_steps
        self.steps = 0
        counts = Counter(it for it in items if it.op != "const")
        self.free = {v for v, n in counts.items() if n == 1 and not languages.get(v)}
        self.start: list[Item] = [str(it.value) if it.op == "const" else it for it in items]
        self._quotients: dict[tuple[int, str, bool], R.Regex] = {}

    def run(self) -> list[dict[Term, str]]:
        out: list[dict[Term, str]] = []
        for solution in self.search([(self.start, 0, len(self.text))], {}):
            out.append(solution)
            if len(out) > self.max_solutions:
                raise GaveUp("solutions")
        return out

    # ---- helpers --------------------------------------------------------------------

    def tick(self) -> None:
        self.steps += 1
        if self.steps > self.max_steps:
            raise GaveUp("search steps")
        if not self.steps & 1023:
            self.deadline.check("constant pattern search")

    def accepts(self, v: Term, value: str) -> bool:
        for node, positive in self.languages.get(v, ()):
            if self._quotient(node, value, True).nullable != positive:
                return False
        return True

    def _quotient(self, node: R.Regex, word: str, from_left: bool) -> R.Regex:
        for ch in (word if from_left else reversed(word)):
            if node is R.EMPTY_LANG:
                break
            key = (node.id, ch, from_left)
            nxt = self._quotients.get(key)
            if nxt is None:
                from ...regex.quotient import left_quotient, right_quotient

                nxt = (left_quotient if from_left else right_quotient)(node, ch)
                self._quotients[key] = nxt
            node = nxt
        return node

    def values(self, v: Term, lo: int, hi: int, from_left: bool) -> Iterator[str]:
        """Values of ``v`` at the left (right) end of ``text[lo:hi]``, shortest
        first, grown through quotients; stops when a positive language dies."""
        langs = self.languages.get(v, [])
        states = [node for node, _ in langs]
        text = self.text
        for n in range(hi - lo + 1):
            self.tick()
            if n:
                ch = text[lo + n - 1] if from_left else text[hi - n]
                states = [self._quotient(s, ch, from_left) for s in states]
                if any(s is R.EMPTY_LANG and p for s, (_, p) in zip(states, langs, strict=True)):
                    return
            if all(s.nullable == p for s, (_, p) in zip(states, langs, strict=True)):
                yield text[lo:lo + n] if from_left else text[hi - n:hi]

    def _agreeing(self, lo1: int, hi1: int, left1: bool, lo2: int, hi2: int, left2: bool
                  ) -> Iterator[str]:
        """The words that can stand at both ends: ``text[lo1:lo1+n]`` (or
        ``text[hi1-n:hi1]``) equal to ``text[lo2:lo2+n]`` (or ``text[hi2-n:hi2]``),
        shortest first.  Candidates come from C-level searches for the character
        the second end fixes, so a long constant costs few Python steps."""
        text = self.text
        room = min(hi1 - lo1, hi2 - lo2)
        yield ""
        lengths: list[int] = []
        if left1 == left2:  # both words start (or both end) at a fixed point
            a, b2 = (lo1, lo2) if left1 else (hi1, hi2)
            n = 0
            while n < room:  # the common extension: every shorter length agrees too
                ch1 = text[a + n] if left1 else text[a - n - 1]
                ch2 = text[b2 + n] if left1 else text[b2 - n - 1]
                if ch1 != ch2:
                    break
                n += 1
                self.tick()
                lengths.append(n)
        else:  # the word ends at `stop` (one end) and starts at `start` (the other)
            start, stop = (lo1, hi2) if left1 else (lo2, hi1)
            ch = text[start] if room else ""  # the word's first character
            j = text.rfind(ch, stop - room, stop) if ch else -1
            while j != -1:
                self.tick()
                if text.startswith(text[j:stop], start):
                    lengths.append(stop - j)
                j = text.rfind(ch, stop - room, j)
        for n in sorted(lengths):
            yield text[lo1:lo1 + n] if left1 else text[hi1 - n:hi1]

    # ---- the search ---------------------------------------------------------------

    def search(self, segs: list[Segment], b: dict[Term, str]) -> Iterator[dict[Term, str]]:
        self.tick()
        text = self.text
        norm: list[Segment] = []
        for its, lo, hi in segs:
            its = [b.get(it, it) if not isinstance(it, str) else it for it in its]
            its = [it for it in its if not (isinstance(it, str) and not it)]
            while its and isinstance(c := its[0], str):
                its.pop(0)
                if not text.startswith(c, lo, hi):
                    return
                lo += len(c)
            while its and isinstance(c := its[-1], str):
                its.pop()
                if hi - len(c) < lo or not text.startswith(c, hi - len(c), hi):
                    return
                hi -= len(c)
            if not its:
                if lo != hi:
                    return
                continue
            if hi - lo < sum(len(it) for it in its if isinstance(it, str)):
                return
            norm.append((its, lo, hi))
        if not norm:
            yield b
            return
        for k, (its, lo, hi) in enumerate(norm):
            if len(its) == 1:  # determined
                v, value = _variable(its[0]), text[lo:hi]
                if self.accepts(v, value):
                    yield from self.search(norm[:k] + norm[k + 1:], {**b, v: value})
                return
        yield from self._move(norm, b)

    def _move(self, segs: list[Segment], b: dict[Term, str]) -> Iterator[dict[Term, str]]:
        text = self.text
        # 1. a variable at two segment ends
        ends: dict[Term, list[tuple[int, bool]]] = {}
        for k, (its, _lo, _hi) in enumerate(segs):
            ends.setdefault(_variable(its[0]), []).append((k, True))
            ends.setdefault(_variable(its[-1]), []).append((k, False))
        for v, occ in ends.items():
            if len(occ) < 2:
                continue
            (k1, left1), (k2, left2) = occ[0], occ[1]
            _, lo1, hi1 = segs[k1]
            _, lo2, hi2 = segs[k2]
            if not self.languages.get(v):
                for value in self._agreeing(lo1, hi1, left1, lo2, hi2, left2):
                    yield from self.search(segs, {**b, v: value})
                return
            for value in self.values(v, lo1, hi1, left1):
                n = len(value)
                if n > hi2 - lo2:
                    return
                start2 = lo2 if left2 else hi2 - n
                if n and (text[start2] != value[0] or not text.startswith(value, start2)):
                    continue
                yield from self.search(segs, {**b, v: value})
            return
        # 2. a variable with memberships at an end
        for its, lo, hi in segs:
            for v, left in ((_variable(its[0]), True), (_variable(its[-1]), False)):
                if self.languages.get(v):
                    for value in self.values(v, lo, hi, left):
                        yield from self.search(segs, {**b, v: value})
                    return
        # 3. split a segment at the occurrences of its rarest constant
        best: tuple[int, int, int] | None = None  # (occurrences, segment, item)
        for k, (its, lo, hi) in enumerate(segs):
            for i, it in enumerate(its):
                if isinstance(it, str):
                    n = _occurrences(text, it, lo, hi)
                    if best is None or n < best[0]:
                        best = (n, k, i)
        if best is not None:
            _, k, i = best
            its, lo, hi = segs[k]
            c = its[i]
            assert isinstance(c, str)
            before, after = its[:i], its[i + 1:]
            rest = segs[:k] + segs[k + 1:]
            pos = text.find(c, lo, hi)
            while pos != -1:
                self.tick()
                yield from self.search(rest + [(before, lo, pos), (after, pos + len(c), hi)], b)
                pos = text.find(c, pos + 1, hi)
            return
        # 4. a variable at an end (a free one last)
        its, lo, hi = segs[0]
        left = not (its[0] in self.free and its[-1] not in self.free)
        v = _variable(its[0] if left else its[-1])
        for value in self.values(v, lo, hi, left):
            yield from self.search(segs, {**b, v: value})


def _variable(it: Item) -> Term:
    """An end of a normalised segment: a variable (its constants are cut off)."""
    assert isinstance(it, Term), "a normalised segment ends with variables"
    return it


def _occurrences(text: str, c: str, lo: int, hi: int, cap: int = 64) -> int:
    n, pos = 0, text.find(c, lo, hi)
    while pos != -1 and n < cap:
        n += 1
        pos = text.find(c, pos + 1, hi)
    return n
