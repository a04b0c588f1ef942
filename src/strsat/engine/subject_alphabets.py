"""The alphabet of a membership's subject, from the memberships of the strings it reads.

A path condition checks a string's format at the top (``text ∈ ([A-Za-z0-9+/]{4})*``,
a base64 decoder's ``validate=True``) and reads pieces of it under branches: each group
``substr(text, 4i, 4)`` is tested against ``[A-Za-z0-9+/]{4}`` and decoded only when it
passes.  The integer core decides each branch's membership as a free Boolean; the one
that says *no* for a group of a valid text is refuted only by the fixed-length search,
one length vector and one assignment of the decoded codes at a time (a base64
decode with two groups: unknown after 300,000 work units).

Every character of ``substr(text, i, n)`` is a character of ``text``, so the piece lies
in ``A*`` for ``A`` the set of characters ``text`` can hold: ``ALL(t)`` of
:mod:`.code_bounds`, from the top-level memberships through equations,
concatenations, reads, ``ite`` and ``replace``.  For each subject ``t`` of a
membership that is not itself a top-level positive conjunct (one under a branch, or
negated), ``t`` a piece of an input (a variable, ``substr``/``at`` of one: :func:`_piece`),
whose ``ALL(t)`` is not every character, and that has no top-level positive
membership of its own (the regular step meets that language with the others already; a
second, wider one only costs its checks: a cache-control parser's stripped pieces
lost their model at 200,000 units), the fact::

    t ∈ A*

is asserted beside the conjuncts.  The regular step then meets the branch's
``t ∉ [A-Za-z0-9+/]{4}`` with ``t ∈ [A-Za-z0-9+/]*`` and ``|t| = 4`` in one class and
refutes it for every length at once (``RE_EMPTY`` / ``RE_INTER_LENGTH``).  The
alphabet abstraction of cvc5's extended-function rewriter (Reynolds et al., CAV 2019,
§4) on character sets, stated as a regular constraint.  Each fact is implied by the
conjuncts of its origins: a core through it stays a core of the input.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..deadline import Deadline
from ..terms import FALSE, Term, mk
from ..terms.ops import VAR
from ..terms.walk import preorder
from .code_bounds import character_sets
from .eliminate import conjuncts_with_origins
from .inline import Inlined

__all__ = ["add_subject_alphabets", "may_apply"]

#: Past this many conjuncts the facts are not looked for (small path conditions are the
#: target; each conjunct is walked once).
MAX_CONJUNCTS = 2_000
#: Facts added at most (the subjects met first).
MAX_FACTS = 64
#: Ranges of an alphabet written as a regex at most (past it no fact: the regex of a
#: class of hundreds of ranges costs every membership check that meets it).
MAX_RANGES = 16


def may_apply(formulas: Sequence[Term]) -> bool:
    """Whether a ``str.in_re`` occurs below the top of a formula (under ``and`` too:
    cheap, one walk, no term built)."""
    below = [a for f in formulas for a in (f.args if f.op == "str.in_re" else (f,))]
    return any(t.op == "str.in_re" for t in preorder(below))


def _piece(t: Term) -> bool:
    """A variable, or ``substr``/``at`` of one (a piece of an input; a piece of a built
    term, a concatenation of ``ite`` of characters, is left alone: its characters follow
    from the terms it is built of, and a fact there steered the core to a search over
    the codes of those characters, urlsafe_b64decode's check-67 of classes24)."""
    if t.op == "str.substr" or t.op == "str.at":
        t = t.args[0]
    return t.op == VAR


def add_subject_alphabets(formulas: Sequence[Term], eliminated: Inlined | None,
                          deadline: Deadline, simplify: Callable[[Term], Term]
                          ) -> Inlined | None:
    """The conjuncts (``eliminated``'s, else the simplified ``formulas``'s) with one
    membership ``t ∈ A*`` added per subject ``t`` of the module doc, each with the
    origins of the conjuncts its set follows from; None when there is none to add."""
    items, origins, definitions = conjuncts_with_origins(
        formulas, eliminated, deadline, simplify, "bounding subjects' alphabets")
    if len(items) > MAX_CONJUNCTS or FALSE in items:
        return None
    top = {c for c in items if c.op == "str.in_re"}
    languaged = {c.args[0] for c in top}
    subjects: dict[Term, None] = {}
    for t in preorder(items):
        if t.op == "str.in_re" and t not in top and _piece(t.args[0]) \
                and t.args[0] not in languaged:
            subjects[t.args[0]] = None
    if not subjects:
        return None
    sets = character_sets(items, deadline)
    if sets is None:
        return None
    from ..regex.to_term import charset_to_term  # the regex AST: loaded only when needed

    every = sets[0]
    present = set(items)
    facts: list[Term] = []
    fact_origins: list[frozenset[int]] = []
    for t in subjects:
        bound = every.get(t)
        if bound is None or bound[0].is_full():
            continue
        if sum(1 for _ in bound[0].ranges()) > MAX_RANGES:
            continue
        fact = mk("str.in_re", t, mk("re.*", charset_to_term(bound[0])))
        if fact in present:
            continue
        present.add(fact)
        facts.append(fact)
        fact_origins.append(frozenset().union(*(origins[k] for k in bound[1])))
        if len(facts) == MAX_FACTS:
            break
    if not facts:
        return None
    return Inlined(items + facts, origins + fact_origins, definitions)
