"""A lookahead at the start of a repetition's iteration that reads past a character.

doctest's example pattern repeats ``(?![ ]*$)(?![ ]*>>>).+$\\n?`` (under ``MULTILINE``:
a line of expected output, neither blank nor a prompt); ``(?:(?!ab).)*`` is a tempered
dot.  Their lookaheads read more than the one character after the iteration's start, so
:mod:`strsat.regex.sre_context_star` (whose tests read one character past an iteration)
takes them only when their verdict is fixed by the iteration's own text and the first
character after it.

The system of :mod:`strsat.regex.sre_context_star` builds each iteration's language with a
stand-in for what follows (a character ``x`` of the first character's minterm ``E_e``,
then a marker).  A leading lookahead intersects that language with the lookahead's
language ``Y`` (or subtracts it), on the text ``w·x·m``, while the real text is ``w·x·t``
for any rest ``t``.  The two agree for every ``t`` exactly when ``w·x`` is *decided* for
``Y``: every extension of it is in ``Y``, or none is (the Brzozowski derivative
``(w·x)⁻¹Y`` is ``Σ*`` or ``∅``).  The undecided words are the prefixes of ``Y`` that are
also prefixes of its complement, so the repetition is taken when ``Q·E_e`` (each
coefficient ``Q`` of the system, the iterations followed by ``E_e``) meets no such word
(:func:`decided`, an emptiness test of a product of automata); its firsts' minterms
refine every class the lookahead's body tests (:func:`look_classes`), so which
character of ``E_e`` stands for ``x`` does not matter.  Otherwise the pattern stays
unsupported (never a wrong language).
"""

from __future__ import annotations

from functools import lru_cache

from ..errors import ResourceLimit
from . import ast as R
from .automaton import NFA, is_empty, trim
from .charset import INTERVALS, IntervalSet
from .construct import build
from .product import product
from .sre_tree import Node, one_class

#: Most states of an automaton built to decide that lookaheads are decided (past it the
#: repetition is not taken).
DECIDED_STATES = 2000
_NEWLINE = INTERVALS.char(10)


def leading_looks(body: Node) -> list[Node]:
    """The lookaheads (of more than one class) that stand at the start of ``body``:
    before anything it consumes in every option (through sequences, groups and
    alternatives)."""
    out: list[Node] = []

    def visit(node: Node) -> None:
        kind = node[0]
        if kind == "grp":
            visit(node[2])
        elif kind == "alt":
            for option in node[1]:
                visit(option)
        elif kind == "seq":
            for item in node[1]:
                if item[0] == "look" and not item[1]:
                    if one_class(item[3]) is None:
                        out.append(item)
                    continue
                if item[0] == "grp" or item[0] == "alt":
                    visit(item)
                break
        elif kind == "look" and not node[1] and one_class(node[3]) is None:
            out.append(node)

    visit(body)
    if sorted(map(repr, out)) != sorted(map(repr, _looks(body))):
        return []  # the same lookahead elsewhere too: not only at the start
    return out


def _looks(node: Node) -> list[Node]:
    """Every lookahead of more than one class in ``node``, outside other lookarounds."""
    kind = node[0]
    if kind == "look":
        return [node] if not node[1] and one_class(node[3]) is None else []
    if kind in ("seq", "alt"):
        return [n for part in node[1] for n in _looks(part)]
    if kind in ("grp", "rep", "atomic"):
        return _looks(node[-1])
    return []


def look_classes(look: Node, out: list[IntervalSet]) -> None:
    """Every character class a lookahead's body tests (its anchors' newline and word
    class included)."""
    out.append(_NEWLINE)
    stack = [look[3]]
    while stack:
        n = stack.pop()
        for part in n[1:]:
            if isinstance(part, IntervalSet):
                out.append(part)
            elif isinstance(part, tuple) and part and isinstance(part[0], str):
                stack.append(part)
            elif isinstance(part, tuple):
                stack.extend(p for p in part if isinstance(p, tuple))


def _prefixes(regex: R.Regex) -> NFA | None:
    """The automaton of the prefixes of ``regex``'s words (None: no word)."""
    a = trim(build(regex, max_states=DECIDED_STATES))
    if not a.finals:
        return None
    return NFA(a.algebra, a.trans, a.initial, frozenset(range(a.n_states)))


#: (bounded and process-wide: a pure function of interned, immutable regexes)
@lru_cache(maxsize=1024)
def decided(language: R.Regex, words: R.Regex) -> bool:
    """Whether every word of ``words`` is decided for ``language`` (each extension of
    it in ``language``, or none); False when the automata are too large to tell."""
    try:
        inside = _prefixes(language)
        outside = _prefixes(R.comp(language))
        if inside is None or outside is None:
            return True
        both = product(inside, outside, max_states=DECIDED_STATES * 4)
        if not both.finals:
            return True
        found = product(build(words, max_states=DECIDED_STATES), both,
                        max_states=DECIDED_STATES * 4)
        return is_empty(found)
    except ResourceLimit:
        return False


__all__ = ["decided", "leading_looks", "look_classes"]
