"""Letter counts of word equations: the Parikh-image abstraction.

Both sides of ``s = t`` hold every letter equally often.  For a letter ``a`` of
the equation's constants, with ``|x|_a`` the number of ``a`` in ``x`` (an Int
skolem ``count(x, a)``)::

    Σ_x (occ_s(x) − occ_t(x))·|x|_a = count_t(a) − count_s(a)

with ``|x|_a ≥ 0`` and ``Σ_a |x|_a ≤ |x|``.  This refutes, in the integer core,
equations whose letters cannot balance, such as ``x·"abbc"·y = y·"cbca"·x``
(``b`` three times against twice) or ``x·"abc"·t·y = y·"a"·x·"ba"`` (``t`` would
need ``-1`` letters ``c``), which arrangements alone split forever.  It is the
length abstraction refined letter by letter (paper 002 §4.2 sends length facts
to the core; these are the same facts per letter).

Only equations whose sides are both concatenations or constants are counted:
a definition ``x = t`` says nothing the counts of ``t`` do not.
"""

from __future__ import annotations

from collections import Counter

from ..engine.skolems import Skolems
from ..terms import FALSE, INT, STRING, Term, integer, mk, string
from .inferences import Inference

#: Letters counted per equation at most (those whose constant counts differ first).
MAX_LETTERS = 12
#: Unbalanced terms per equation at most (more: no axiom).
MAX_TERMS = 16


def letter_count(skolems: Skolems, x: Term, letter: str) -> Term:
    """``|x|_letter``: the Int skolem counting ``letter`` in ``x``."""
    return skolems.skolem("count", x, string(letter), sort=INT)


def count_axioms(atom: Term, skolems: Skolems) -> list[tuple[Term, Inference]]:
    """``atom => letter balance`` for a string equation of two concatenations."""
    if atom.op != "=" or atom.args[0].sort is not STRING:
        return []
    left, right = atom.args
    if left.op == "var" or right.op == "var":
        return []
    net: dict[Term, int] = {}
    excess: Counter[str] = Counter()  # letters of the left constants minus the right's
    letters: set[str] = set()
    for side, sign in ((left, 1), (right, -1)):
        for item in _items(side):
            if item.op == "const":
                for ch in item.value:  # type: ignore[union-attr]
                    excess[ch] += sign
                    letters.add(ch)
            else:
                net[item] = net.get(item, 0) + sign
    terms = [x for x, n in net.items() if n]
    if not letters:
        return []
    if not terms:
        if any(excess.values()):
            return [(mk("=>", atom, FALSE), Inference.LETTER_COUNT)]
        return []
    if len(terms) > MAX_TERMS:
        return []
    chosen = sorted(letters, key=lambda ch: (excess[ch] == 0, ch))[:MAX_LETTERS]
    facts: list[Term] = []
    for ch in chosen:
        parts = [_scaled(net[x], letter_count(skolems, x, ch)) for x in terms]
        total = parts[0] if len(parts) == 1 else mk("+", *parts)
        facts.append(mk("=", total, integer(-excess[ch])))
    for x in terms:
        counts = [letter_count(skolems, x, ch) for ch in chosen]
        facts.extend(mk(">=", c, integer(0)) for c in counts)
        total = counts[0] if len(counts) == 1 else mk("+", *counts)
        facts.append(mk("<=", total, mk("str.len", x)))
    return [(mk("=>", atom, mk("and", *facts)), Inference.LETTER_COUNT)]


def _scaled(k: int, t: Term) -> Term:
    return t if k == 1 else mk("*", integer(k), t)


def _items(t: Term) -> list[Term]:
    """The constants and other terms of a (nested) concatenation, in order."""
    out: list[Term] = []
    stack = [t]
    while stack:
        u = stack.pop()
        if u.op == "str.++":
            stack.extend(reversed(u.args))
        else:
            out.append(u)
    return out
