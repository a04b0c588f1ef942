"""Long common words of several grammars by *aligned pumping* (issue 27): the pumping
lemma run backwards.

When the common words of two grammars are rare at a large length ``n`` (paper 000
§3.3's random pairs at 100 and 1,000), a depth-first search over ``n`` positions may
not reach one; short common words are cheap to find.  For a common word ``w`` of a
small length ``m`` and a derivation tree of ``w`` in one grammar (drawn at random from
the CYK inside table of ``w``), every nonterminal ``A`` that occurs at a node over
``[i, j)`` and again at a descendant over ``[k, l)`` is a *pump*:
``S ⇒* w[:i] A w[j:]``, ``A ⇒* w[i:k] A w[l:j]``, ``A ⇒* w[k:l]``, so
``u v^(t+1) x y^(t+1) z ∈ L(G)`` for every ``t ≥ 0`` (``u v x y z`` the cut of ``w``
at ``i ≤ k ≤ l ≤ j``; Bar-Hillel, Perles and Shamir 1961).  The pump is kept when the
pumped words for ``t = 1`` and ``t = 2`` are in every other grammar too (a cheap
test at small lengths: such a pump is usually one of the other grammar's own at the
same positions).  Pumps of all grammars are then combined — several at once when
their positions allow (one left of the other, or one inside the other's middle
part ``x``) — so that the gains ``t_p·(|v_p| + |y_p|)`` add up to ``n − m`` (a small
linear Diophantine choice), and the word of length ``n`` is **checked exactly** in every
grammar (Earley's recogniser, :func:`~strsat.terms.grammars.accepts`) and by the
caller's check of the other literals; the engine validates the model with the
reference evaluator anyway.  A wrong pump (one that holds in the other grammar at
``t ≤ 2`` only) therefore never gives a wrong ``sat``: it gives no word.

This is a witness procedure only: it **cannot prove** ``unsat`` (finding no pump says
nothing about the languages), so when it fails the answer stays what the search
says.  It runs as a helper in the long search's interleaved portfolio
(:func:`~.search.search`, ``helpers``): one yield per unit of its work (a node of a
short search, one small membership test, one check at length ``n``); the portfolio
gives it a share of the deadline's readings (work, not seconds), and the grammar step
caps its total (``PUMP_WORK``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence

from ...deadline import Deadline
from ...terms.grammars import Chars, Grammar, accepts
from .normal import Binary, BSym
from .search import seeded

#: Small lengths ``m`` of the common words to pump (at most this many, the smallest
#: first) and the longest of them.
MAX_SMALL = 40
#: Derivation trees drawn per grammar and common word.
TREES = 12
#: Nodes of the short search for one common word (about a millisecond each at these
#: lengths), and its branching orders (right-to-left with values in reverse order found
#: the §3.3 random17 pair's common words at 17–60 in the fewest nodes).
SMALL_NODES = 400
SMALL_STRATEGIES = (("right", "rev"), ("left", "fwd"))
#: Pumps of one common word tested (in the order the trees gave them).
MAX_PUMPS = 64
#: Solutions of ``Σ t_p·g_p = n − m`` tried at length ``n`` per common word.
FINAL_TRIES = 3

#: A pump ``(i, k, l, j)``: ``w[i:k]`` and ``w[l:j]`` repeat around ``w[k:l]``.
Pump = tuple[int, int, int, int]


def inside_table(g: Binary, w: str) -> list[list[int]] | None:
    """``ins[A][length]``: bit set of the start positions ``i`` with
    ``A ⇒* w[i:i+length]`` (CYK on the word); None when ``g`` has no start symbol."""
    if g.start is None:
        return None
    m = len(w)
    codes = [ord(c) for c in w]
    tbits = {t: sum(1 << i for i, c in enumerate(codes) if c in t) for t in g.terminals}
    ins = [[0] * (m + 1) for _ in g.alts]
    for length in range(1, m + 1):
        for a, alts in enumerate(g.alts):
            acc = 0
            for alt in alts:
                if len(alt) == 1:
                    if length == 1 and isinstance(t := alt[0], Chars):  # (always a terminal)
                        acc |= tbits[t]
                    continue
                x, y = alt
                for l1 in range(1, length):
                    bx = ins[x][l1] if isinstance(x, int) else (tbits[x] if l1 == 1 else 0)
                    if not bx:
                        continue
                    l2 = length - l1
                    by = ins[y][l2] if isinstance(y, int) else (tbits[y] if l2 == 1 else 0)
                    acc |= bx & (by >> l1)
            ins[a][length] = acc
    return ins


def tree_pumps(g: Binary, w: str, ins: list[list[int]], rng: random.Random) -> set[Pump]:
    """The pumps of one derivation tree of ``w`` drawn at random top-down from the
    inside table (each node picks among the alternatives and split points the table
    allows): for each node, every ancestor with the same nonterminal and a larger
    span."""
    m = len(w)
    out: set[Pump] = set()
    codes = [ord(c) for c in w]

    def derives(s: BSym, i: int, length: int) -> bool:
        if isinstance(s, int):
            return bool(ins[s][length] >> i & 1)
        return length == 1 and codes[i] in s

    # (symbol, start, length, ancestors: tuple of (nonterminal, start, length))
    assert g.start is not None, "the grammar derives w"
    stack: list[tuple[int, int, int, tuple[tuple[int, int, int], ...]]] = [(g.start, 0, m, ())]
    while stack:
        a, i, length, anc = stack.pop()
        for b, i2, l2 in anc:
            if b == a and l2 > length:
                out.add((i2, i, i + length, i2 + l2))
        choices: list[tuple[BSym, BSym, int]] = []
        for alt in g.alts[a]:
            if len(alt) == 2:
                x, y = alt
                for l1 in range(1, length):
                    if derives(x, i, l1) and derives(y, i + l1, length - l1):
                        choices.append((x, y, l1))
        if not choices:
            continue  # a leaf (a terminal alternative covers it)
        x, y, l1 = rng.choice(choices)
        here = (*anc, (a, i, length))
        if isinstance(x, int):
            stack.append((x, i, l1, here))
        if isinstance(y, int):
            stack.append((y, i + l1, length - l1, here))
    return out


def pumped(w: str, pumps: Sequence[tuple[Pump, int]]) -> str | None:
    """``w`` with each pump ``p`` repeated ``t`` more times, applied one after the
    other; the positions of the later pumps move with each application (left of the
    pump: fixed; in its middle part: shifted by ``t·|v|``; right of it: by
    ``t·(|v| + |y|)``).  None when a later pump cuts into a repeated part."""
    todo = [list(p) for p, _ in pumps]
    for idx, (_, t) in enumerate(pumps):
        i, k, l, j = todo[idx]
        v, y = w[i:k], w[l:j]
        w = w[:i] + v * (t + 1) + w[k:l] + y * (t + 1) + w[j:]
        gv, g = t * len(v), t * (len(v) + len(y))
        for later in todo[idx + 1:]:
            for q, c in enumerate(later):
                if c <= i:
                    continue
                if c >= j:
                    later[q] = c + g
                elif k <= c <= l:
                    later[q] = c + gv
                else:
                    return None
    return w


def _combinations(gains: list[int], target: int, limit: int
                  ) -> Generator[list[int], None, None]:
    """Non-negative ``t`` with ``Σ t_p·gains_p = target`` over one or two pumps
    (fewest repetitions of the second first), at most ``limit`` of them."""
    found = 0
    for p, g in enumerate(gains):
        if target % g == 0:
            t = [0] * len(gains)
            t[p] = target // g
            yield t
            found += 1
            if found >= limit:
                return
    for p, gp in enumerate(gains):
        for q in range(p + 1, len(gains)):
            gq = gains[q]
            for b in range(1, target // gq + 1):
                rest = target - b * gq
                if rest > 0 and rest % gp == 0:
                    t = [0] * len(gains)
                    t[p], t[q] = rest // gp, b
                    yield t
                    found += 1
                    if found >= limit:
                        return
                    break


def pump_witness(n: int, grammars: Sequence[Grammar], binaries: Sequence[Binary],
                 small_word: Callable[[int], Generator[None, None, str | None]],
                 accept: Callable[[str], bool], lengths: Sequence[int],
                 deadline: Deadline, seed: int = 0) -> Generator[None, None, str | None]:
    """A word of length ``n`` in every grammar that passes ``accept``, or None; yields
    once per unit of work (see the module doc).  ``small_word(m)`` is a generator (a
    short search, yielding per node) that returns a common word of length ``m`` or
    None; ``lengths`` are the small lengths to try, in order; ``seed`` is the session's
    ``:random-seed`` (:func:`.search.seeded`)."""
    rng = seeded(n, seed)
    member_all = _Members(grammars, deadline)
    for m in lengths:
        if m >= n:
            continue
        w = yield from small_word(m)
        if w is None:
            continue
        pumps = yield from _pumps_of(binaries, w, rng)
        if pumps is None:
            return None
        good = yield from _good_pumps(w, pumps, member_all, deadline)
        if not good:
            continue
        word = yield from _pumped_to(n, m, w, good, member_all, accept)
        if word is not None:
            return word
    return None


class _Members:
    """Whether a word is in every grammar (remembered: many pumps of one word give the
    same pumped words)."""

    def __init__(self, grammars: Sequence[Grammar], deadline: Deadline) -> None:
        self.grammars = grammars
        self.deadline = deadline
        self.known: dict[str, bool] = {}

    def __call__(self, word: str) -> bool:
        if word not in self.known:
            self.known[word] = all(accepts(g, word, self.deadline) for g in self.grammars)
        return self.known[word]


def _pumps_of(binaries: Sequence[Binary], w: str, rng: random.Random
              ) -> Generator[None, None, list[Pump] | None]:
    """The pumps of ``TREES`` random parse trees of ``w`` in each grammar, in order of
    discovery (None: a grammar does not derive ``w``)."""
    pumps: dict[Pump, None] = {}
    for b in binaries:
        ins = inside_table(b, w)
        if ins is None:
            return None
        for _ in range(TREES):
            for p in sorted(tree_pumps(b, w, ins, rng)):
                pumps.setdefault(p, None)
        yield
    return list(pumps)


def _good_pumps(w: str, pumps: list[Pump], member_all: _Members, deadline: Deadline
                ) -> Generator[None, None, list[Pump]]:
    """The first ``MAX_PUMPS`` pumps whose words pumped once and twice are in every
    grammar."""
    good: list[Pump] = []
    for p in pumps[:MAX_PUMPS]:
        deadline.check("grammar pumping")
        ok = True
        for t in (1, 2):
            word = pumped(w, [(p, t)])
            yield
            if word is None or not member_all(word):
                ok = False
                break
        if ok:
            good.append(p)
    return good


def _pumped_to(n: int, m: int, w: str, good: list[Pump], member_all: _Members,
               accept: Callable[[str], bool]) -> Generator[None, None, str | None]:
    """A word of length ``n`` from ``w`` (of length ``m``) by the good pumps, each some
    times (at most ``FINAL_TRIES`` of the right length tried), in every grammar and
    accepted."""
    gains = [(k - i) + (j - l) for i, k, l, j in good]
    tried = 0
    for ts in _combinations(gains, n - m, 4 * FINAL_TRIES):
        chosen = [(good[q], t) for q, t in enumerate(ts) if t]
        # innermost / rightmost first, so earlier pumps never move a later one's cut
        chosen.sort(key=lambda pt: (-pt[0][0], pt[0][3]))
        if len(chosen) > 1:  # the small version first (each pump once)
            small = pumped(w, [(p, 1) for p, _ in chosen])
            yield
            if small is None or not member_all(small):
                continue
        word = pumped(w, chosen)
        if word is None or len(word) != n:
            continue
        tried += 1
        yield
        if member_all(word) and accept(word):
            return word
        if tried >= FINAL_TRIES:
            break
    return None
