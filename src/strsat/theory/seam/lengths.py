"""Length abstraction of string atoms (paper 001 Table 4, paper 002 §4.2).

For each string atom the core registers, :func:`length_axioms` gives formulas
over lengths that every model of the atom satisfies, as implications
``atom => facts`` (and ``not atom => facts'`` where the negation has some).
They are asserted once, when the atom first appears, so the integer core never
proposes lengths that a literal excludes on length grounds alone.
"""

from __future__ import annotations

from collections.abc import Callable

from ...terms import EMPTY, Term, integer, mk
from ...terms.formulas import disj
from .context import Lemma
from .inferences import Inference

#: Maps a ground RegLan term to its length set as arithmetic progressions
#: ``[(start, period)]`` (period 0: the single length ``start``), or None when
#: unknown.  Installed by the regular-constraint layer.
RegexLengths = Callable[[Term], "list[tuple[int, int]] | None"]


def length(s: Term) -> Term:
    return mk("str.len", s)


def in_progression(n: Term, start: int, period: int) -> Term:
    """``n`` lies in ``{start + k·period | k >= 0}`` (``period`` 0: ``n = start``)."""
    if period == 0:
        return mk("=", n, integer(start))
    if period == 1:
        return mk(">=", n, integer(start))
    return mk("and", mk(">=", n, integer(start)),
              mk("=", mk("mod", mk("-", n, integer(start)), integer(period)), integer(0)))


def in_progressions(n: Term, progressions: list[tuple[int, int]]) -> Term:
    """``n`` lies in the union of ``{start + k·period | k >= 0}``."""
    cases = [in_progression(n, start, period) for start, period in progressions]
    if not cases:
        return mk("=", integer(0), integer(1))
    return disj(*cases)


def empty_axiom(x: Term) -> Lemma:
    """``|x| = 0 <=> x = ""`` for a string variable ``x``."""
    return Lemma((), mk("=", mk("=", length(x), integer(0)), mk("=", x, EMPTY)),
                 Inference.LEN_NONNEG)


def length_axioms(atom: Term, regex_lengths: RegexLengths | None = None) -> list[Lemma]:
    """Length facts implied by ``atom`` (and by its negation), as lemmas premised on it."""
    op = atom.op
    a = atom.args
    facts: list[tuple[Term, Inference]] = []  # (conclusion, kind)
    if op == "=":
        if not (a[0].op == "var" and a[1] is EMPTY):
            facts.append((mk("=", length(a[0]), length(a[1])), Inference.LEN_EQ))
        else:
            facts.append((mk("=", length(a[0]), integer(0)), Inference.LEN_EQ))
    elif op == "str.contains":
        facts.append((mk(">=", length(a[0]), length(a[1])), Inference.LEN_PRED))
    elif op in ("str.prefixof", "str.suffixof"):
        facts.append((mk("<=", length(a[0]), length(a[1])), Inference.LEN_PRED))
    elif op == "distinct":
        empties = [mk("ite", mk("=", length(s), integer(0)), integer(1), integer(0)) for s in a]
        facts.append((mk("<=", mk("+", *empties), integer(1)),
                       Inference.LEN_DISTINCT))
    elif op == "str.is_digit":
        facts.append((mk("=", length(a[0]), integer(1)), Inference.LEN_PRED))
    elif op == "str.in_re" and regex_lengths is not None:
        progressions = regex_lengths(a[1])
        if progressions == []:  # an empty language: stated on |x| (|x| < 0, i.e. false),
            # so that x has a length in the core even when no other atom reads it
            facts.append((mk("<", length(a[0]), integer(0)), Inference.LEN_RE))
        elif progressions is not None:
            facts.append((in_progressions(length(a[0]), progressions),
                          Inference.LEN_RE))
    return [Lemma((atom,), conclusion, kind) for conclusion, kind in facts]
