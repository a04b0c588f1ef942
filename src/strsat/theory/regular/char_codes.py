"""The codes of a word's characters lie in its language's alphabet (``RE_CHAR_CODE``).

``k = at(x, i)`` and ``c = to_code(k)`` leave ``c`` free in ``-1..0x2FFFF`` for the
integer core; a membership ``x ∈ R`` bounds it: every character of a word of ``R`` is
in ``R``'s alphabet ``A`` (the characters of its ``chars`` leaves, intersected under an
intersection; a complement gives no bound), so ``c = -1 ∨ c ∈ A``, a disjunction of
ranges.  Without it a check such as ``x ∈ [\\x00-\\x7f]*``, ``|x| > 0``,
``to_code(at(x, 0)) ≥ 128`` — an explorer's flip of the first UTF-8 byte of ASCII
text (issue 38) — was left to the fixed-length search, which refutes one length at a
time and never ends (``unknown`` after its whole budget).  The lemma is
``x ∈ R ⇒ c = -1 ∨ c ∈ A``, for the codes of the characters taken from ``x`` or from a
term of its equality class.
"""

from __future__ import annotations

from collections.abc import Callable

from ...regex import ast as R
from ...regex.charset import INTERVALS, IntervalSet
from ...terms import Term, integer, mk
from ...terms.formulas import conj, disj
from ..seam.context import Lemma, SolverState
from ..seam.inferences import Inference

#: Ranges of an alphabet above which no lemma is made (a disjunction of that many).
MAX_RANGES = 16


def alphabet(node: R.Regex) -> IntervalSet | None:
    """A set holding every character of every word of ``node``'s language (exact for
    the union of its ``chars`` leaves), or None when a complement may hold any."""
    memo: dict[int, IntervalSet | None] = {}
    stack: list[tuple[R.Regex, bool]] = [(node, False)]
    while stack:
        n, done = stack.pop()
        if n.id in memo:
            continue
        if not done:
            stack.append((n, True))
            stack.extend((a, False) for a in n.args if a.id not in memo)
            continue
        if n.kind == R.CHARS:
            assert n.chars is not None
            memo[n.id] = n.chars
        elif n.kind == R.COMP:
            memo[n.id] = None
        elif n.kind == R.INTER:
            parts = [memo[a.id] for a in n.args]
            known = [p for p in parts if p is not None]
            out = known[0] if known else None
            for p in known[1:]:
                out = out & p  # type: ignore[operator]
            memo[n.id] = out
        else:  # none, eps, concat, union, star, loop
            acc: IntervalSet | None = INTERVALS.empty
            for a in n.args:
                part = memo[a.id]
                acc = None if part is None or acc is None else acc | part
            memo[n.id] = acc
    return memo[node.id]


def code_lemmas(state: SolverState, ast_of: Callable[[Term], R.Regex | None],
                done: set[tuple[Term, Term]]) -> list[Lemma]:
    """``RE_CHAR_CODE`` for each positive membership ``x ∈ R`` and each code ``c =
    to_code(k)`` of a character ``k = at(y, i)`` with ``y`` in ``x``'s class (once per
    pair and check; ``ast_of(regex)`` is the membership's AST or None)."""
    classes = state.classes
    taken: dict[Term, list[Term]] = {}
    codes: dict[Term, list[Term]] = {}
    for d in state.definitions:
        if d.op != "=" or len(d.args) != 2:
            continue
        k, f = d.args
        if f.op == "str.at":
            taken.setdefault(classes.find(f.args[0]), []).append(k)
        elif f.op == "str.to_code":
            codes.setdefault(f.args[0], []).append(k)
    if not taken or not codes:
        return []
    lemmas: list[Lemma] = []
    for lit in state.literals:
        atom = lit.atom
        if not lit.positive or atom.op != "str.in_re":
            continue
        chars = taken.get(classes.find(atom.args[0]))
        if not chars:
            continue
        pending = [c for k in chars for c in codes.get(k, ()) if (atom, c) not in done]
        if not pending:
            continue
        node = ast_of(atom.args[1])
        allowed = None if node is None else alphabet(node)
        if allowed is None or allowed.is_full():
            continue
        ranges = list(allowed.ranges())
        if len(ranges) > MAX_RANGES:
            continue
        for c in pending:
            done.add((atom, c))
            inside = [mk("=", c, integer(lo)) if lo == hi else
                      conj(mk("<=", integer(lo), c), mk("<=", c, integer(hi)))
                      for lo, hi in ranges]
            lemmas.append(Lemma((atom,), disj(mk("=", c, integer(-1)), *inside),
                                Inference.RE_CHAR_CODE))
    return lemmas


__all__ = ["MAX_RANGES", "alphabet", "code_lemmas"]
