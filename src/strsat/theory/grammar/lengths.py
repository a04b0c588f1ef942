"""The length abstraction of a grammar membership (``LEN_GRAMMAR``, issue 27).

The length set of a context-free language is semilinear (Parikh 1966); strsat states
an exact *prefix* of it: the lengths up to ``N`` from the length fixpoint of the
binary form (:mod:`.product` with no automaton), plus ``|x| > N`` — and, when the
grammar is finite (no nonterminal of the binary form reaches itself), the whole set
with ``N`` its longest word.  The grammar step extends the prefix lazily when the
core picks a length beyond it (``GRAMMAR_LENGTH``).
"""

from __future__ import annotations

from ...deadline import Deadline
from ...regex.automaton import NFA
from ...terms import Term, integer, mk
from ...terms.grammars import Grammar
from ..seam.lengths import in_progression
from .normal import Binary, normalise
from .product import Product, bits, product_lengths

#: The prefix of the length set the eager axiom states.
AXIOM_BOUND = 64
#: A finite grammar's length set is stated whole up to this longest word.
FINITE_MAX = 4096


def longest(g: Binary) -> int | None:
    """The longest word of a finite binary grammar, None when it is infinite."""
    if g.start is None:
        return 0
    memo: dict[int, int] = {}
    state: dict[int, int] = {}  # 1 on the stack, 2 done
    stack: list[tuple[int, bool]] = [(g.start, False)]
    while stack:
        a, done = stack.pop()
        if done:
            best = 0
            for alt in g.alts[a]:
                best = max(best, sum(1 if not isinstance(s, int) else memo[s] for s in alt))
            memo[a] = best
            state[a] = 2
            continue
        if state.get(a) == 2:
            continue
        if state.get(a) == 1:
            return None
        state[a] = 1
        stack.append((a, True))
        for alt in g.alts[a]:
            for s in alt:
                if isinstance(s, int):
                    if state.get(s) == 1:
                        return None
                    if state.get(s) != 2:
                        stack.append((s, False))
    return memo[g.start]


def length_formula(n: Term, lengths: int, bound: int | None) -> Term:
    """``n`` in the bit set ``lengths`` (runs become intervals), or ``n > bound``."""
    cases: list[Term] = []
    members = list(bits(lengths))
    k = 0
    while k < len(members):
        lo = hi = members[k]
        while k + 1 < len(members) and members[k + 1] == hi + 1:
            k += 1
            hi = members[k]
        k += 1
        if lo == hi:
            cases.append(mk("=", n, integer(lo)))
        else:
            cases.append(mk("and", mk(">=", n, integer(lo)), mk("<=", n, integer(hi))))
    if bound is not None:
        cases.append(mk(">", n, integer(bound)))
    if not cases:
        return mk("=", integer(0), integer(1))
    return cases[0] if len(cases) == 1 else mk("or", *cases)


class LengthSet:
    """A set of lengths: the members of ``low`` below ``threshold + period`` and, when
    ``period`` is set, ``period``-periodic from ``threshold`` (semilinear); with
    ``period`` None, ``low`` is exact up to ``threshold`` only (a bounded prefix:
    nothing is known beyond)."""

    def __init__(self, low: int, threshold: int, period: int | None) -> None:
        self.low = low
        self.threshold = threshold
        self.period = period

    def __contains__(self, n: int) -> bool:
        t, p = self.threshold, self.period
        if p is None:
            return n > t or bool(self.low >> n & 1)
        if n >= t + p:
            n = t + (n - t) % p
        return bool(self.low >> n & 1)

    @property
    def exact(self) -> bool:
        return self.period is not None

    def formula(self, n: Term) -> Term:
        """``n`` in the set (a bounded prefix: or beyond its bound)."""
        t, p = self.threshold, self.period
        if p is None:
            return length_formula(n, self.low, t)
        below = self.low & ((1 << t) - 1)
        cases = [length_formula(n, below, None)] if below else []
        cases += [in_progression(n, r, p) for r in bits(self.low >> t << t)]
        if not cases:
            return mk("=", integer(0), integer(1))
        return cases[0] if len(cases) == 1 else mk("or", *cases)


def product_length_set(b: Binary, nfa: NFA | None, bound: int, deadline: Deadline
                       ) -> LengthSet:
    """The length set of L(G) ∩ L(A) (ε included): exact when finite or when a period
    is proved (:meth:`.product.Product.periodic`), else the prefix up to ``bound``."""
    pr = Product(b, nfa, bound, deadline)
    eps = 1 if pr.with_empty() else 0
    per = pr.periodic()
    if per is not None:
        t, p, low = per
        return LengthSet(low | eps, t, p)
    return LengthSet(pr.lengths() | eps, bound, None)


def grammar_lengths(g: Grammar, deadline: Deadline) -> LengthSet:
    """The length set of ``L(g)`` (see :func:`product_length_set`; kept by the grammar:
    a function of the grammar alone)."""
    return g.derived(grammar_lengths, lambda: _grammar_lengths(g, deadline))


def _grammar_lengths(g: Grammar, deadline: Deadline) -> LengthSet:
    b = normalise(g)
    top = longest(b)
    if top is not None and top <= FINITE_MAX:
        return LengthSet(product_lengths(b, None, top, deadline), top + 1, 1)
    return product_length_set(b, None, AXIOM_BOUND * 2, deadline)


#: Readings of the deadline the length set behind ``LEN_GRAMMAR`` may take (about 2 s at
#: the rate measured on the grammar regressions), and its wall-clock backstop.
AXIOM_WORK, AXIOM_BACKSTOP = 30_000, 16.0


def grammar_length_axiom(atom: Term, g: Grammar) -> Term:
    """``LEN_GRAMMAR`` for ``atom = (str.in_grammar s G)``."""
    ls = grammar_lengths(g, Deadline.never().budget(AXIOM_WORK, AXIOM_BACKSTOP))
    return mk("=>", atom, ls.formula(mk("str.len", atom.args[0])))
