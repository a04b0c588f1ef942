"""Where a character is in a concatenation whose other parts cannot hold it.

A parser matches a format and then looks for a separator in what it matched: NumPy's
``NumpyVersion`` runs ``re.match(r'\\d+\\.\\d+\\.\\d+', v)`` and splits the match at
``"."`` (``str.indexof`` of ``"."`` in the concatenation of the match's group variables,
from the previous dot's index plus one).  Reduced, ``indexof(a·"."·b·"."·c, ".", i)``
with ``a, b, c`` digits met the word equations of its reduction (``a·"."·b·"."·c =
x·"."·y`` with ``"."`` not in ``x``) and the fixed-length search, one length vector at a
time: 15,000 work units for an unsat check with three dots asked of two.

When the alphabet of every part of ``s = p1·…·pn`` that is not a constant excludes the
one-character constant ``c`` (``ALL(p)`` of :mod:`.code_bounds`, from the top-level
memberships), the occurrences of ``c`` in ``s`` are those in its constant parts, at
``|p1| + … + |pk-1| + j`` for the ``j``-th character of a constant part ``pk``; so

* ``str.indexof s c i`` is ``-1`` for ``i < 0``, else the first such position ``q``
  with ``i <= q`` (a linear ``ite`` over the parts' lengths), else ``-1`` (``i > |s|``
  included: every position is below ``|s|``);
* ``str.contains s c`` is whether a constant part holds ``c``.

Each rewritten conjunct is equivalent to the original under the memberships the
alphabets follow from, and gains their origins (a core through it stays a core of the
input); a conjunct among those memberships is not rewritten.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..deadline import Deadline
from ..terms import FALSE, TRUE, Term, integer, mk
from ..terms.walk import preorder, substitute
from .code_bounds import Bound, character_sets
from .eliminate import conjuncts_with_origins, regrouped
from .inline import Inlined
from .problem import conjuncts

__all__ = ["fix_char_positions", "may_apply"]

#: Past this many conjuncts the pass is not tried (path conditions are the target).
MAX_CONJUNCTS = 2_000
#: Rounds of rewriting per conjunct (the tests nested in a test's start).
MAX_ROUNDS = 4
#: Occurrences of the character in the constant parts at most (each is one ``ite``).
MAX_OCCURRENCES = 16


def _char_test(t: Term) -> bool:
    """``str.indexof s c i`` or ``str.contains s c`` with ``c`` a one-character constant."""
    if t.op not in ("str.indexof", "str.contains"):
        return False
    c = t.args[1]
    return c.op == "const" and isinstance(c.value, str) and len(c.value) == 1


def may_apply(formulas: Sequence[Term]) -> bool:
    """Whether a top-level conjunct is a membership and a formula tests a character's
    place (cheap: one walk, no term built)."""
    return any(c.op == "str.in_re" for c in conjuncts(list(formulas))) and any(
        _char_test(t) for t in preorder(formulas))


def fix_char_positions(formulas: Sequence[Term], eliminated: Inlined | None,
                       deadline: Deadline, simplify: Callable[[Term], Term]
                       ) -> Inlined | None:
    """The conjuncts (``eliminated``'s, else the simplified ``formulas``'s) with the tests
    of the module doc rewritten, with origins and definitions; None when none changed."""
    items, origins, definitions = conjuncts_with_origins(
        formulas, eliminated, deadline, simplify, "placing characters")
    if len(items) > MAX_CONJUNCTS or not any(_char_test(t) for t in preorder(items)):
        return None
    sets = character_sets(items, deadline)
    if sets is None:
        return None
    every = sets[0]
    changed = False
    for k, c in enumerate(items):
        deadline.check("placing characters")
        used: set[int] = set()
        new = c
        for _ in range(MAX_ROUNDS):  # a test's start may be another test (NumPy's)
            mapping: dict[Term, Term] = {}
            for t in preorder(new):
                if _char_test(t):
                    value = _value(t, every, used)
                    if value is not None:
                        mapping[t] = value
            if not mapping:
                break
            new = simplify(substitute(new, mapping))
        if new is c or k in used:
            continue
        changed = True
        items[k] = new
        origins[k] = origins[k].union(*(origins[j] for j in used))
    if not changed:
        return None
    return regrouped(items, origins, definitions)


def _value(t: Term, every: dict[Term, Bound], used: set[int]) -> Term | None:
    """The test ``t`` rewritten (module doc), or None when a part may hold the
    character; the indices of the memberships it rests on join ``used``."""
    s, c = t.args[0], t.args[1]
    code = ord(c.value)  # type: ignore[arg-type]
    parts = s.args if s.op == "str.++" else (s,)
    places: list[Term] = []
    offset: list[Term] = []  # the lengths of the parts before this one
    number = 0  # their constant part
    why: set[int] = set()
    for p in parts:
        if p.op == "const":
            text = p.value
            assert isinstance(text, str)
            for j, ch in enumerate(text):
                if ch == c.value:
                    places.append(_sum(offset, number + j))
            number += len(text)
        else:
            bound = every.get(p)
            if bound is None or code in bound[0]:
                return None
            why.update(bound[1])
            offset.append(mk("str.len", p))
        if len(places) > MAX_OCCURRENCES:
            return None
    used.update(why)
    if t.op == "str.contains":
        return TRUE if places else FALSE
    i = t.args[2]
    out: Term = integer(-1)
    for q in reversed(places):
        out = mk("ite", mk("<=", i, q), q, out)
    return mk("ite", mk("<", i, integer(0)), integer(-1), out)


def _sum(terms: list[Term], number: int) -> Term:
    if not terms:
        return integer(number)
    return mk("+", *terms, integer(number)) if number else \
        (terms[0] if len(terms) == 1 else mk("+", *terms))
