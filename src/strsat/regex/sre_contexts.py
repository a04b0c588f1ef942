"""The contexts of a point of the subject: what a pattern's anchors and lookbehinds can
ask about the text before it (:mod:`strsat.regex.sre_language` builds one language per
context).

Two kinds, chosen by the pattern:

- :class:`Partition`, when every test looks at one character (``^`` under ``MULTILINE``,
  ``\\b``, ``\\B``, a lookbehind of one class): the context is the start of the subject
  (:data:`START`) or the class of the character before the point, a minterm of the sets
  the tests ask about;
- :class:`Window`, when a lookbehind is wider, or of one width but not one class
  (``(?<=ab)``, ``(?<!\\d-\\d)``, ``(?<=ab|cd)``): the context is the state of the
  minimal deterministic automaton that reads the text before the point and knows, at
  each state, the answer of every test.  A test ``T`` holds after the text ``u`` when
  ``u ∈ Σ*·L(T)``; its automaton's states are sets of Brzozowski derivatives (of ``L(T)``
  by the suffixes of ``u`` shorter than its width), so a literal lookbehind of width
  ``k`` needs about ``k`` states, as a string-search automaton does.  Every test has a
  fixed width, at most ``K``, so after ``K`` characters the state depends on those
  characters alone: the texts leading to a context ``c`` are ``Σ*·W_K(c)`` (``W_K(c)``
  the strings of length ``K`` ending in ``c`` from anywhere) and the shorter ones,
  each a regular expression read off the automaton layer by layer.

The one-character partition is a :class:`Window` of width 1 in all but name; it keeps
its own, cheaper formulas (the class of ``t[p-1]``).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from . import ast as R
from .charset import INTERVALS, IntervalSet
from .errors import RegexUnsupported
from .quotient import left_quotient

#: The context "start of the subject" (no character before the point).
START = 0
#: Most states of a :class:`Window`'s automaton before its minimisation.
STATES = 512
#: Widest lookbehind a :class:`Window` models.
WIDEST = 64


class Partition:
    """The contexts of a pattern whose tests look at one character: :data:`START`, then
    the minterms of the sets its anchors test (contexts ``1..k``, each a set of
    characters)."""

    #: the width of the text before the point the contexts know of
    width = 1
    #: the lookbehinds' languages the contexts answer (:meth:`behind`)
    bodies: frozenset[R.Regex] = frozenset()

    def __init__(self, sets: list[IntervalSet]) -> None:
        unique = list(dict.fromkeys(sets))
        #: the sets the contexts answer (:meth:`inside`)
        self.sets = frozenset(unique)
        regions = INTERVALS.minterms(unique) if unique else [(INTERVALS.full, 0)]
        self.classes: list[IntervalSet] = [INTERVALS.convert(r) for r, _ in regions]

    @property
    def contexts(self) -> range:
        return range(len(self.classes) + 1)

    def chars(self, ctx: int) -> IntervalSet:
        return self.classes[ctx - 1]

    def inside(self, ctx: int, s: IntervalSet) -> bool:
        """Whether the character of context ``ctx`` (not :data:`START`) is in ``s``."""
        return not (self.chars(ctx) - s)

    def behind(self, ctx: int, body: R.Regex) -> bool:
        """Whether the text before a point of context ``ctx`` ends with a string of
        ``body`` (a lookbehind's language; :class:`Window` only)."""
        raise ValueError("a one-character partition knows no wider lookbehind")

    def after(self, text: str) -> int:
        """The context of the point after ``text`` (a concrete reading, for checks)."""
        if not text:
            return START
        return next(c for c in self.contexts if c != START and ord(text[-1]) in self.chars(c))

    def prefix(self, ctx: int) -> R.Regex:
        """The non-empty texts before a point of context ``ctx``."""
        return R.concat(R.ALL, R.chars(self.chars(ctx)))

    def leads(self, ctx: int, to: int) -> R.Regex:
        """The non-empty pieces that, read from a point of context ``ctx``, end at a
        point of context ``to``."""
        return self.prefix(to)


class Window(Partition):
    """The contexts of a pattern with a lookbehind wider than one class: the states of
    the minimal automaton answering every test (the module docstring).  ``sets`` are the
    one-character tests, ``bodies`` the lookbehinds' languages (each of one width,
    at least 1)."""

    def __init__(self, sets: list[IntervalSet], bodies: list[R.Regex]) -> None:
        tests = list(dict.fromkeys([R.chars(s) for s in sets] + list(bodies)))
        widths = [t.max_len for t in tests if t.max_len == t.min_len]
        if len(widths) < len(tests) or not all(widths):
            raise ValueError("every test of a window has one width, at least 1")
        self.width = max(w for w in widths if w is not None)
        if self.width > WIDEST:
            raise RegexUnsupported(f"a lookbehind wider than {WIDEST} characters", "", 0)
        self.tests = tests
        self.sets = frozenset(sets)
        self.bodies = frozenset(bodies)
        leaves = [n.chars for t in tests for n in R.postorder(t)
                  if n.kind == R.CHARS and n.chars is not None]
        regions = INTERVALS.minterms(list(dict.fromkeys(leaves)))
        self.classes = [INTERVALS.convert(r) for r, _ in regions]
        self._build()
        self._layers: dict[int, list[dict[int, R.Regex]]] = {}

    def _build(self) -> None:
        """The reachable automaton over the minterms, then its Moore minimisation."""
        reps = [chr(cls.min()) for cls in self.classes]
        full = frozenset((i, t) for i, t in enumerate(self.tests))
        start: tuple[bool, frozenset[tuple[int, R.Regex]]] = (True, full)
        index = {start: 0}
        order = [start]
        moves: list[list[int]] = []
        k = 0
        while k < len(order):
            _, held = order[k]
            row = []
            for ch in reps:
                after = frozenset({(i, d) for i, r in held
                                   if (d := left_quotient(r, ch)) is not R.EMPTY_LANG} | full)
                state = (False, after)
                if state not in index:
                    if len(order) >= STATES:
                        raise RegexUnsupported("lookbehinds needing more than "
                                               f"{STATES} contexts", "", 0)
                    index[state] = len(order)
                    order.append(state)
                row.append(index[state])
            moves.append(row)
            k += 1
        outputs = [(first, frozenset(i for i, r in held if r.nullable))
                   for first, held in order]
        block = _minimise(outputs, moves)
        ids: dict[int, int] = {}
        for s in range(len(order)):  # START first (its own block: only it is first)
            ids.setdefault(block[s], len(ids))
        self.count = len(ids)
        self.delta = [[0] * len(reps) for _ in range(self.count)]
        self.holds: list[frozenset[int]] = [frozenset()] * self.count
        for s in range(len(order)):
            c = ids[block[s]]
            self.delta[c] = [ids[block[t]] for t in moves[s]]
            self.holds[c] = outputs[s][1]

    @property
    def contexts(self) -> range:
        return range(self.count)

    def chars(self, ctx: int) -> IntervalSet:
        raise ValueError("a window's context is no one class")

    def inside(self, ctx: int, s: IntervalSet) -> bool:
        return ctx != START and self.tests.index(R.chars(s)) in self.holds[ctx]

    def behind(self, ctx: int, body: R.Regex) -> bool:
        return self.tests.index(body) in self.holds[ctx]

    def after(self, text: str) -> int:
        ctx = START
        for ch in text:
            ctx = self.delta[ctx][next(j for j, cls in enumerate(self.classes)
                                       if ord(ch) in cls)]
        return ctx

    def layers(self, ctx: int) -> list[dict[int, R.Regex]]:
        """``layers(ctx)[i - 1][c]``: the pieces of length ``i`` (``1..K``) that lead
        from ``ctx`` to ``c``."""
        got = self._layers.get(ctx)
        if got is None:
            got = []
            layer = {ctx: R.EPSILON}
            for _ in range(self.width):
                grown: dict[int, list[R.Regex]] = {}
                for q, lang in layer.items():
                    targets: dict[int, IntervalSet] = {}
                    for j, cls in enumerate(self.classes):
                        t = self.delta[q][j]
                        targets[t] = targets[t] | cls if t in targets else cls
                    for t, cls in targets.items():
                        grown.setdefault(t, []).append(R.concat(lang, R.chars(cls)))
                layer = {t: R.union(*langs) for t, langs in grown.items()}
                got.append(layer)
            self._layers[ctx] = got
        return got

    def leads(self, ctx: int, to: int) -> R.Regex:
        short = [layer.get(to, R.EMPTY_LANG) for layer in self.layers(ctx)[:-1]]
        last = self.layers(START)[-1].get(to, R.EMPTY_LANG)
        return R.union(R.concat(R.ALL, last), *short)

    def prefix(self, ctx: int) -> R.Regex:
        return self.leads(START, ctx)

    def recent(self, ctx: int) -> R.Regex:
        """The last ``min(p, K)`` characters before a point ``p > 0`` of context ``ctx``
        (all of them when ``p < K``)."""
        return R.union(*(layer.get(ctx, R.EMPTY_LANG) for layer in self.layers(START)))


def _minimise(outputs: Sequence[Hashable], moves: list[list[int]]) -> list[int]:
    """Moore's partition refinement: the block of each state (states of one block give
    the same outputs on every continuation)."""
    names: dict[Hashable, int] = {}
    block = [names.setdefault(o, len(names)) for o in outputs]
    while True:
        keys: dict[tuple[int, ...], int] = {}
        refined = [keys.setdefault((block[s], *(block[t] for t in moves[s])), len(keys))
                   for s in range(len(outputs))]
        if len(keys) == len(set(block)):
            return refined
        block = refined


__all__ = ["START", "Partition", "Window"]
