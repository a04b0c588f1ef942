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

The first character is bounded closer: ``k = at(y, 0)`` is ``-1`` or a character that
begins a word of ``R`` (:func:`first`; Brzozowski's derivative ``D_a(R)`` is nonempty
only for those, paper 000).  The explorer's reading of a character class by order
comparisons (``"A" <= s[i:i+1] <= "F"``, ``quopri``'s hex digits, reduced to
memberships in ``[A-\U0010FFFF]·Σ*`` and ``[\x00-E]·Σ*`` by ``REDUCE_LT_RE``) left the
code of ``s[i]`` free to the integer core, as every alphabet of those languages is the
whole range: a flip of the decoded byte's range (``(code - 55) * 16 + ... > 255``)
took 29,912 work units, and 448 with the first characters' ranges.
"""

from __future__ import annotations

from collections.abc import Callable

from ...regex import ast as R
from ...terms import Term, integer, mk
from ...terms.formulas import by_id, conj, disj
from ..seam.context import Lemma, SolverState
from ..seam.inferences import Inference

#: Ranges of an alphabet above which no lemma is made (a disjunction of that many).
MAX_RANGES = 16


_NONE: frozenset[Term] = frozenset()


def _is_zero(t: Term) -> bool:
    return t.op == "const" and t.value == 0 and not isinstance(t.value, bool)


#: by a string's class: the characters taken from it, each with the string it is taken
#: from, whether it is the first (index 0: its code gets first(R)) and the equalities that
#: make it a character of that string
Taken = dict[Term, list[tuple[Term, Term, bool, frozenset[Term]]]]


def code_lemmas(state: SolverState, ast_of: Callable[[Term], R.Regex | None],
                done: set[tuple[Term, Term, frozenset[Term]]]) -> list[Lemma]:
    """``RE_CHAR_CODE`` for each positive membership ``x ∈ R`` and each code ``c =
    to_code(k)`` of a character ``k = at(y, i)`` with ``y`` in ``x``'s class (once per
    pair, premises and check; ``ast_of(regex)`` is the membership's AST or None).  The premises
    are the membership and the equalities that put ``y`` in ``x``'s class
    (:meth:`EqualityClasses.explain`; for a window ``substr(s, i, 1)``, those of ``y``
    with ``s`` too): ``x ∈ R`` alone bounds no character of another string."""
    taken, codes = _characters(state)
    if not taken or not codes:
        return []
    lemmas: list[Lemma] = []
    for lit in state.literals:
        atom = lit.atom
        if lit.positive and atom.op == "str.in_re":
            lemmas += _membership_lemmas(state, atom, taken, codes, ast_of, done)
    return lemmas


def _characters(state: SolverState) -> tuple[Taken, dict[Term, list[Term]]]:
    """The characters taken from each class (:data:`Taken`) and the codes of each
    character, read off the definitions."""
    classes = state.classes
    taken: Taken = {}
    codes: dict[Term, list[Term]] = {}
    #: ``x = substr(y, i, 1)`` by (y's class, i): ``at(y, i)`` is that ``x`` (SMT-LIB
    #: defines ``str.at y i`` as ``str.substr y i 1``), so it is ``x``'s first character
    windows: dict[tuple[Term, Term], list[tuple[Term, Term]]] = {}
    ats: list[tuple[Term, Term]] = []
    #: y = from_code(n) definitions
    trips: list[tuple[Term, Term]] = []
    for d in state.definitions:
        if d.op != "=" or len(d.args) != 2:
            continue
        k, f = d.args
        if f.op == "str.at":
            taken.setdefault(classes.find(f.args[0]), []).append(
                (k, f.args[0], _is_zero(f.args[1]), _NONE))
            ats.append((k, f))
        elif f.op == "str.substr" and f.args[2].op == "const" and f.args[2].value == 1:
            windows.setdefault((classes.find(f.args[0]), f.args[1]), []).append(
                (k, f.args[0]))
        elif f.op == "str.to_code":
            codes.setdefault(f.args[0], []).append(k)
        elif f.op == "str.from_code":
            trips.append((k, f.args[0]))
    coded = {k for ks in codes.values() for k in ks}
    for y, n in trips:
        if not (n.op == "str.to_code" or n in coded):
            continue
        # to_code(y) ≠ -1 only for a character y: y is its own first character.  Only for
        # a character's round trip y = from_code(to_code(z)) (the Python layer's
        # chr(ord(c)), bytes((c,)).decode()): a from_code(n) of another n is the
        # fixed-length search's code region (FL_CODE_REGION), which needs its code read
        # by nothing else (a random formula's model, history_random_f00056, was lost)
        taken.setdefault(classes.find(y), []).append((y, y, True, _NONE))
    if not taken or not codes:
        return taken, codes
    for k, f in ats:
        for x, s in windows.get((classes.find(f.args[0]), f.args[1]), ()):
            # k = at(y, i) is the window x = substr(s, i, 1) when y = s
            taken.setdefault(classes.find(x), []).append(
                (k, x, True, frozenset(classes.explain(f.args[0], s))))
    return taken, codes


def _membership_lemmas(state: SolverState, atom: Term, taken: Taken,
                       codes: dict[Term, list[Term]],
                       ast_of: Callable[[Term], R.Regex | None],
                       done: set[tuple[Term, Term, frozenset[Term]]]) -> list[Lemma]:
    """The ``RE_CHAR_CODE`` lemmas of the membership ``atom`` (see :func:`code_lemmas`)."""
    classes = state.classes
    chars = taken.get(classes.find(atom.args[0]))
    if not chars:
        return []
    pending = []
    for k, y, head, link in chars:
        why = link | classes.explain(atom.args[0], y)
        pending += [(c, head, why) for c in codes.get(k, ()) if (atom, c, why) not in done]
    if not pending:
        return []
    node = ast_of(atom.args[1])
    if node is None:
        return []
    from ...regex.alphabets import alphabet, first  # at the first lemma (issue 39)

    sets = {False: alphabet(node)}
    if any(head for _c, head, _why in pending):
        sets[True] = first(node)
        if sets[True] is None:
            sets[True] = sets[False]
    lemmas: list[Lemma] = []
    for c, head, why in pending:
        allowed = sets[head]
        if allowed is None or allowed.is_full():
            continue
        ranges = list(allowed.ranges())
        if len(ranges) > MAX_RANGES:
            continue
        done.add((atom, c, why))
        inside = [mk("=", c, integer(lo)) if lo == hi else
                  conj(mk("<=", integer(lo), c), mk("<=", c, integer(hi)))
                  for lo, hi in ranges]
        lemmas.append(Lemma((atom, *by_id(why)), disj(mk("=", c, integer(-1)), *inside),
                            Inference.RE_CHAR_CODE))
    return lemmas


__all__ = ["MAX_RANGES", "code_lemmas"]
