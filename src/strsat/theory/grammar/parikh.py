"""Parikh images of grammars as linear constraints: a sound refutation of the
intersection of several grammars (issue 27).

Verma, Seidl and Schwentick (CADE 2005) give the Parikh image of a context-free
grammar as an existential Presburger formula: one count ``y_p ≥ 0`` per production,
Kirchhoff's law at each nonterminal (the start symbol is entered once, every other
nonterminal as often as it is left: ``[A = S] + Σ_p y_p·occ_A(p) = Σ_{lhs(p)=A} y_p``)
and the letter counts ``#a = Σ_p y_p·occ_a(p)``.  Their connectivity constraints
are left out, so the formula describes a *superset* of the Parikh image — enough to
refute: if the supersets of two grammars (with a common length) share no letter
vector, no word is in both.  Letters are the minterms of the grammars' terminal sets
(a terminal covering several minterms becomes one production per minterm).  The
formulas are linear integer arithmetic, solved by z3 (its integer part only, as
DESIGN.md allows).
"""

from __future__ import annotations

from collections.abc import Sequence

from strsat.static import TYPE_CHECKING

from ...deadline import Z3_RLIMIT_PER_UNIT, Deadline
from ...regex.charset import INTERVALS, IntervalSet
from ...terms.grammars import Chars
from .normal import Binary

if TYPE_CHECKING:
    import z3

#: Seconds one Parikh check may take at most.
PARIKH_SECONDS = 1.0
#: Under the user's work limit (``Deadline.exact``), z3's resource units instead (about
#: a CPU second's worth).
PARIKH_RLIMIT = 2_500_000


def parikh_disjoint(grammars: Sequence[Binary], length: int | None,
                    deadline: Deadline) -> bool:
    """True when no letter vector (of total ``length`` when given, non-empty words)
    is in the Parikh supersets of all ``grammars``: their intersection has no
    non-empty word (of that length).  False when one may exist or z3 gives up."""
    import z3  # z3py is 13,000 lines to load: only the checks that reach here pay it

    sets: list[IntervalSet] = []
    for g in grammars:
        if g.start is None:
            return True
        sets.extend(INTERVALS.of_ranges(t.ranges) for t in g.terminals)
    distinct = list(dict.fromkeys(s for s in sets if not s.is_full()))
    regions = [r for r, _ in INTERVALS.minterms(distinct)] if distinct else [INTERVALS.full]
    regions = [r for r in regions if not r.is_empty()]
    cover: dict[Chars, list[int]] = {}
    for g in grammars:
        for t in g.terminals:
            cs = INTERVALS.of_ranges(t.ranges)
            cover[t] = [k for k, r in enumerate(regions) if r.intersects(cs)]
    # under the user's work limit a context of its own: z3's count (charged below) and
    # its search in the process's main context depend on what earlier checks left there
    # (the same check spent 317-320 units after others; issue 40)
    ctx = z3.Context() if deadline.exact else z3.main_ctx()
    s = z3.Solver(ctx=ctx)
    remaining = deadline.remaining()
    if deadline.exact:  # the answer must not depend on the clock
        if remaining is not None:
            s.set("timeout", max(10, int(remaining * 1000)))
        s.set("rlimit", PARIKH_RLIMIT)
    else:
        budget = PARIKH_SECONDS if remaining is None else max(0.01, min(PARIKH_SECONDS,
                                                                        remaining))
        s.set("timeout", int(budget * 1000))
    letters_of: list[list[z3.ArithRef]] = []
    for gi, g in enumerate(grammars):
        inflow: list[list[z3.ArithRef]] = [[] for _ in g.alts]
        outflow: list[list[z3.ArithRef]] = [[] for _ in g.alts]
        letters: list[list[z3.ArithRef]] = [[] for _ in regions]
        for a, alts in enumerate(g.alts):
            for ai, alt in enumerate(alts):
                choices = [cover[sym] if isinstance(sym, Chars) else [None] for sym in alt]
                combos: list[list[int | None]] = [[]]
                for ch in choices:
                    combos = [c + [k] for c in combos for k in ch]
                for ci, combo in enumerate(combos):
                    y = z3.Int(f"y{gi}_{a}_{ai}_{ci}", ctx)
                    s.add(y >= 0)
                    outflow[a].append(y)
                    for sym, k in zip(alt, combo, strict=True):
                        if isinstance(sym, int):
                            inflow[sym].append(y)
                        else:
                            assert k is not None, "a terminal's region"
                            letters[k].append(y)
        for a in range(len(g.alts)):
            entered = z3.Sum(inflow[a]) if inflow[a] else z3.IntVal(0, ctx)
            if a == g.start:
                entered = entered + 1
            s.add(entered == (z3.Sum(outflow[a]) if outflow[a] else z3.IntVal(0, ctx)))
        letters_of.append([z3.Sum(ys) if ys else z3.IntVal(0, ctx) for ys in letters])
    first = letters_of[0]
    for other in letters_of[1:]:
        for a, b in zip(first, other, strict=True):
            s.add(a == b)
    total = z3.Sum(first) if first else z3.IntVal(0, ctx)
    s.add(total >= 1)
    if length is not None:
        s.add(total == length)
    before = _rlimit_count(s)
    answer = s.check()
    if deadline.exact:
        # z3's count is its context's, not this solver's: the difference is this check's
        # work (the count itself charged every earlier check in the context again)
        deadline.spend((_rlimit_count(s) - before) // Z3_RLIMIT_PER_UNIT)
    return bool(answer == z3.unsat)


def _rlimit_count(s: z3.Solver) -> int:
    """z3's resource count so far in ``s``'s context (its statistic ``rlimit count``)."""
    stats = s.statistics()
    return int(stats.get_key_value("rlimit count")) if "rlimit count" in stats.keys() else 0
