"""Propagators of the fixed-length search (paper 001 §5: the fixed-length core
language, one propagator per kind of constraint).

Each prunes only values that no solution extending the current assignment can
take (soundness of pruning is what keeps the search exhaustive), and each is
exact once its cells are assigned:

* :class:`RegularProp` — ``x ∈ L(A)``: forward state sets over the assigned
  prefix, backward sets (computed at the root) bound the next cell's regions;
* :class:`Clause` — ``⋁ (a_k ≠ b_k)`` (disequality, negated prefix/suffix,
  one offset of a negated contains), two watched pairs;
* :class:`Lex` — ``s < t`` / ``s <= t`` by a pointer to the first undecided pair;
* :class:`Evaluate` — any constraint, evaluated by the reference evaluator when
  its input cells are assigned; for a definition ``k = f(args)`` it writes the
  value of ``f`` into ``k``'s cells (functional propagation).
"""

from __future__ import annotations

from collections.abc import Callable

from ...deadline import Deadline
from ...terms import Term
from ...terms.evaluate import Evaluator, ParentWalks, Undetermined
from .automata import MaskNFA
from .store import FIRE_TICKS, POSITION_UNITS, POSITIONS_PER_READING, TERM_TICKS, Store


class Flags:
    """Things a search must report: an evaluation it could not decide."""

    def __init__(self) -> None:
        self.undetermined: str | None = None


def _distinct(cells: list[int]) -> list[int]:
    return list(dict.fromkeys(cells))


_EVERY = POSITIONS_PER_READING - 1


def _read_every(store: Store, i: int, what: str) -> None:
    """A reading of the store's deadline at every :data:`POSITIONS_PER_READING` th
    position past the first."""
    if i and not i % POSITIONS_PER_READING:
        store.deadline.check(what, POSITION_UNITS)


class RegularProp:
    """``cells ∈ L(nfa)`` (the complement DFA for a negative membership)."""

    def __init__(self, store: Store, cells: list[int], nfa: MaskNFA) -> None:
        self.cells = cells
        self.nfa = nfa
        self.front = 0
        self.F = [0] * (len(cells) + 1)
        self.B: list[int] = []
        self.positions: dict[int, tuple[int, int]] = {}  # class -> first, last position
        for i, c in enumerate(cells):
            _read_every(store, i, "fixed-length regular propagation")
            first, _ = self.positions.get(c, (i, i))
            self.positions[c] = (first, i)
        self.refresh(store)
        for i, c in enumerate(self.positions):  # each class once, in order of position
            _read_every(store, i, "fixed-length regular propagation")
            store.watch(c, self, 0)

    def refresh(self, store: Store) -> None:
        """Recompute backward sets from the current domains (root only)."""
        n = len(self.cells)
        nfa, mask, cells = self.nfa, store.mask, self.cells
        B = [0] * (n + 1)
        B[n] = nfa.finals
        for i in range(n - 1, -1, -1):
            if not i & _EVERY and i:
                store.deadline.check("fixed-length regular propagation", POSITION_UNITS)
            B[i] = nfa.pre(B[i + 1], mask[cells[i]])
        self.B = B
        self.F[0] = nfa.initial & B[0]
        self.front = 0

    def narrow_all(self, store: Store) -> bool:
        """Every cell's domain narrowed to the regions some accepting run crosses it
        on, at the root (after :meth:`refresh`): forward sets over the domains, each
        cut by the backward set after the cell (the filtering of Pesant's ``regular``
        constraint, CP 2004, one forward sweep).  Without it a membership narrows only
        the cell at its front, and a clash between two memberships on a later shared
        cell (``ws*`` over ``rsplit ++ strip`` against a strip's last non-space
        character) waits until the search has assigned every cell before it: all
        values of a free variable in between, thousands of nodes, per length vector
        (issue 39's ``to_lower`` check).  Only values no accepting run takes are
        removed (a class at several positions keeps the values allowed at each);
        False when no accepting run is left."""
        cells, nfa, mask, B = self.cells, self.nfa, store.mask, self.B
        f = self.F[0]
        for i, c in enumerate(cells):
            if not i & _EVERY and i:
                store.deadline.check("fixed-length regular propagation", POSITION_UNITS)
            if not f or not store.narrow(c, nfa.allowed(f, B[i + 1])):
                return False
            f = nfa.post(f, mask[c]) & B[i + 1]
        return bool(f)

    def still_watching(self, arg: int, c: int) -> bool:
        return True

    def notify(self, store: Store, c: int, arg: int) -> bool:
        first, last = self.positions[c]
        if last > self.front and not self.tighten(store, first, last):
            return False
        return self.advance(store)

    def tighten(self, store: Store, first: int, last: int) -> bool:
        """Backward sets again below a class that changed past the front (the search
        assigns cells in its own order, not the membership's): without this, values
        after the front are checked only when the front reaches them, and a word that
        must lie in a later variable (``Σ*·/evil·Σ*`` with one cell of room before it
        and five after) is found after every value of the cells before it.  From the
        class's last position down, stopping below its first once a set is unchanged;
        each changed entry trailed on its own (a copy of the list per call made a search
        over a 20,000-character membership quadratic: issue 26's indexof regression), and
        an empty set fails at once (every run from the front crosses it: a forbidden word
        placed at offset ``p`` by a contains decision cost a walk down to the front).
        False when no accepting run is left from the front."""
        cells, nfa, mask, B = self.cells, self.nfa, store.mask, self.B
        front = self.front
        j = last
        while j >= front:
            if (last - j) & 4095 == 4095:  # one event may walk 20,000 positions
                store.deadline.check("fixed-length regular propagation")
            b = nfa.pre(B[j + 1], mask[cells[j]]) & B[j]
            if not b:  # no accepting run crosses position j >= front: none from the front
                return False
            if b == B[j]:
                if j < first:
                    break
            else:
                store.set_item(B, j, b)
            j -= 1
        return bool(self.F[front] & B[front])

    def advance(self, store: Store) -> bool:
        cells, F, B = self.cells, self.F, self.B
        n = len(cells)
        start = i = self.front
        if not F[i]:
            return False
        value = store.value
        index = store.alphabet.index
        step = self.nfa.step
        ok = True
        while i < n:
            if not (i - start) & _EVERY and i != start:  # a first walk crosses them all
                store.deadline.check("fixed-length regular propagation", POSITION_UNITS)
            v = value[cells[i]]
            if v < 0:
                break
            nxt = step(F[i], index(v)) & B[i + 1]
            if not nxt:
                ok = False
                break
            F[i + 1] = nxt
            i += 1
        if i != start:
            store.set_attr(self, "front", i)
        if not ok:
            return False
        if i < n:
            nxt = B[i + 1]
            preferred = self.nfa.progress(F[i], nxt)
            if preferred:
                store.prefer[cells[i]] = preferred
            return store.narrow(cells[i], self.nfa.allowed(F[i], nxt))
        return True


class Clause:
    """At least one pair of classes differs: ``⋁_k pairs[k][0] ≠ pairs[k][1]``."""

    def __init__(self, store: Store, pairs: list[tuple[int, int]]) -> None:
        self.pairs = pairs
        self.store = store
        self.parent = store.parent  # non-empty once a link is posted
        self.w = [0, 1 if len(pairs) > 1 else 0]
        self._scan = 0
        for k in set(self.w):
            a, b = pairs[k]
            store.watch(a, self, k)
            store.watch(b, self, k)

    def still_watching(self, arg: int, c: int) -> bool:
        return arg in self.w

    def _false(self, value: list[int], k: int) -> bool:
        a, b = self.pairs[k]
        va = value[a]
        if va >= 0 and va == value[b]:
            return True
        return bool(self.parent) and self.store.same(a, b)

    def notify(self, store: Store, c: int, arg: int) -> bool | None:
        if arg not in self.w:
            return None
        return self.update(store)

    def on_link(self, store: Store, arg: int) -> bool | None:
        """A watched pair's classes were linked (:meth:`Store.link`): it may be false."""
        return self.notify(store, -1, arg)

    def update(self, store: Store) -> bool:
        value = store.value
        pairs, w = self.pairs, self.w
        single = len(pairs) == 1
        if not single:
            for slot in (0, 1):
                if self._false(value, w[slot]):
                    j = self._replacement(value, w[1 - slot])
                    if j is not None:
                        w[slot] = j
                        store.watch(pairs[j][0], self, j)
                        store.watch(pairs[j][1], self, j)
        f0, f1 = self._false(value, w[0]), self._false(value, w[1])
        if f0 and f1:
            return False
        if f0 or f1 or single:
            a, b = pairs[w[1] if f0 else w[0]]
            va, vb = value[a], value[b]
            if va >= 0 and vb < 0:
                return store.exclude(b, va)
            if vb >= 0 and va < 0:
                return store.exclude(a, vb)
        return True

    def _replacement(self, value: list[int], other: int) -> int | None:
        n = len(self.pairs)
        k = self._scan
        for _ in range(n):
            k += 1
            if k >= n:
                k = 0
            if k != other and k not in self.w and not self._false(value, k):
                self._scan = k
                return k
        return None


class Lex:
    """``s < t`` (strict) or ``s <= t`` on code points, lengths ``ls`` and ``lt``."""

    def __init__(self, store: Store, s: list[int], t: list[int], strict: bool) -> None:
        self.pairs = list(zip(s, t, strict=False))
        self.ls, self.lt = len(s), len(t)
        self.strict = strict
        self.p = 0
        self.done = False
        for c in _distinct(s + t):
            store.watch(c, self, 0)

    def still_watching(self, arg: int, c: int) -> bool:
        return True

    def notify(self, store: Store, c: int, arg: int) -> bool:
        return self.advance(store)

    def _if_equal(self) -> bool:
        """The outcome when every pair is equal (decided by the lengths)."""
        return self.ls < self.lt if self.strict else self.ls <= self.lt

    def advance(self, store: Store) -> bool:
        if self.done:
            return True
        pairs, value = self.pairs, store.value
        m = len(pairs)
        p = self.p
        while p < m:
            a, b = pairs[p]
            if a == b:
                p += 1
                continue
            va, vb = value[a], value[b]
            if va >= 0 and vb >= 0:
                if va == vb:
                    p += 1
                    continue
                store.set_attr(self, "p", p)
                store.set_attr(self, "done", True)
                return va < vb
            break
        if p != self.p:
            store.set_attr(self, "p", p)
        if p == m:
            store.set_attr(self, "done", True)
            return self._if_equal()
        # s[p] must not exceed t[p]; strictly below when equality there loses
        a, b = pairs[p]
        va, vb = value[a], value[b]
        alpha = store.alphabet
        strict_here = p == m - 1 and not self._if_equal()
        if va >= 0:
            if not store.narrow(b, alpha.mask_at_least(va)):
                return False
            return store.exclude(b, va) if strict_here else True
        if vb >= 0:
            if not store.narrow(a, alpha.mask_at_most(vb)):
                return False
            return store.exclude(a, vb) if strict_here else True
        return True


class Evaluate:
    """A constraint decided by the reference evaluator once its inputs are assigned.

    With ``output`` (a definition ``k = f(args)``, ``term`` being ``f(args)``)
    the value of ``f`` is written into the output cells; otherwise ``term``
    (a formula) must hold.
    """

    def __init__(self, term: Term, inputs: list[Term], read: Callable[[Term], str],
                 deadline: Deadline, flags: Flags, output: list[int] | None = None) -> None:
        self.term = term
        self.inputs = inputs
        self.read = read
        self.deadline = deadline
        self.flags = flags
        self.output = output
        #: the parent counts of ``term``'s walk, the same at every firing (an evaluator
        #: walked the whole term again each time: a sixth of semver's fixed-length time)
        self.walks = ParentWalks()

    def fire(self, store: Store) -> bool:
        model = {x: self.read(x) for x in self.inputs}
        ev = Evaluator(model, self.deadline, walks=self.walks)
        try:
            if self.output is None:
                return ev.holds(self.term)
            result = ev.evaluate(self.term)
        except Undetermined as exc:
            self.flags.undetermined = str(exc)
            return False
        finally:
            store.work += FIRE_TICKS + TERM_TICKS * ev.steps
        out = self.output
        if not isinstance(result, str) or len(result) != len(out):
            return False
        assign = store.assign
        for c, ch in zip(out, result, strict=False):
            if not assign(c, ord(ch)):
                return False
        return True


class CaseMap:
    """``k = to_lower(x)`` / ``to_upper(x)`` cell by cell (equal lengths): a value of
    ``x[j]`` fixes ``k[j]``; a value of ``k[j]`` leaves ``x[j]`` two letters or one
    character (ASCII case mapping, :func:`strsat.terms.string_ops.smt_to_lower`).
    Needs every ASCII letter in a region of its own (the alphabet of a component
    with case functions has them)."""

    def __init__(self, store: Store, xs: list[int], ks: list[int], lower: bool) -> None:
        self.xs, self.ks = xs, ks
        # lower: 'A'..'Z' -> +32;  upper: 'a'..'z' -> -32
        self.lo, self.shift = (0x41, 32) if lower else (0x61, -32)
        for j, (a, b) in enumerate(zip(xs, ks, strict=True)):
            store.watch(a, self, j)
            store.watch(b, self, j)

    def still_watching(self, arg: int, c: int) -> bool:
        return True

    def _map(self, v: int) -> int:
        return v + self.shift if self.lo <= v <= self.lo + 25 else v

    def notify(self, store: Store, c: int, arg: int) -> bool:
        a, b = self.xs[arg], self.ks[arg]
        va, vb = store.value[a], store.value[b]
        if va >= 0:
            return store.assign(b, self._map(va))
        if vb < 0:
            return True
        if self.lo <= vb <= self.lo + 25:  # an input letter never maps to it
            return False
        source = vb - self.shift
        if self.lo <= source <= self.lo + 25:  # vb itself or the letter mapped to it
            index = store.alphabet.index
            return store.narrow(a, (1 << index(vb)) | (1 << index(source)))
        return store.assign(a, vb)
