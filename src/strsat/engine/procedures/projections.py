"""Memberships of concatenations refuted by their variables' projections (issue 39).

A problem qualifies when every conjunct (simplified) is a membership ``t ∈ R`` or
``t ∉ R`` of a concatenation ``t`` of String variables and constants with ``R`` a
regular constant, or a fact about one variable that the fast path reads as a language
(:func:`.independent._combination_subject`: lengths, equations with constants,
prefixes, ...).  Each variable ``x`` starts with the language of its one-variable
facts; then, as the stabilisation of Z3-Noodler's noodles (Blahoudek et al.), each
membership ``i1·…·in ∈ A`` (``A`` complemented for a negated one) narrows the
language of the variable at each place ``j`` to

    ``L(x) ∩ { w | u1·…·u(j-1)·w·u(j+1)·…·un ∈ A for some uk ∈ L(ik) }``

— the automaton ``A`` entered at the states the items before ``j`` reach from its
initial state and left at the states from which the items after ``j`` reach a final
one.  Every value of ``x`` in a model lies in each such language (a variable that
occurs twice is narrowed at each place on its own: an over-approximation), so an empty
language proves ``unsat`` with every formula as the core.  Non-empty languages prove
nothing (the places are read independently): the check goes on.  A few rounds over
the memberships within a work budget; a construction past it leaves the problem to
the next procedure.

``norn-benchmark-154`` (``x·"z"·y·w ∈ R``, ``x·y·"z"·w ∉ R``, ``|y| = 1``, ``y ≠ "b"``):
the positive membership puts ``x`` and ``y`` in ``{a, c}*`` and ``{a, c}``, and then
no ``w`` makes the negative one hold; the loop blocked one length vector per round.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...terms import STRING, Term
from ...terms.ops import VAR
from ..problem import Problem, conjuncts
from ..result import CheckResult, unsat_of

if TYPE_CHECKING:
    from ...regex import ast as R
    from ...regex.automaton import NFA

#: Readings of the deadline the procedure may take, and its wall-clock backstop.
WORK = 2_000
BACKSTOP_SECONDS = 2.0
#: States of one automaton (a membership's, a variable's language) before giving up.
MAX_STATES = 2_000
#: Rounds over the memberships (each narrows every place once).
ROUNDS = 3
#: Largest length bound read as a language (a loop of that many states).
MAX_LENGTH = 200
#: Conjuncts above which the problem is not tried.
MAX_PARTS = 40

#: A membership: its items (variables and constant strings), regex, negated.
_Membership = tuple[list["Term | str"], Term, bool]


def takes(problem: Problem) -> bool:
    """Cheap and syntactic: some membership of a concatenation with a variable, and
    every conjunct a membership or a fact about at most one variable."""
    parts = problem.parts
    if len(parts) > MAX_PARTS:
        return False
    found = False
    for c in parts:
        atom = c.args[0] if c.op == "not" else c
        if atom.op == "str.in_re" and atom.args[0].op == "str.++":
            found = True
    return found


def decide_projections(problem: Problem, deadline: Deadline) -> CheckResult | None:
    """``unsat`` when a variable's projected language is empty, else None."""
    from ...regex.errors import NotRegularConstant
    from .independent import _combination_subject, _regex_of_combination

    simplify = problem.simplifier().simplify
    memberships: list[_Membership] = []
    facts: dict[Term, list[Term]] = {}
    for c in conjuncts([simplify(part) for part in problem.parts]):
        if c.op == "true":
            continue
        if c.op == "false":
            return None  # another procedure answers it with its core
        atom = c.args[0] if c.op == "not" else c
        items = _items(atom.args[0]) if atom.op == "str.in_re" else None
        if items is not None and any(not isinstance(i, str) for i in items):
            memberships.append((items, atom.args[1], c.op == "not"))
            continue
        length = _linear_length(atom)
        x = length[0] if length is not None else _combination_subject(c)
        if x is None:
            return None
        facts.setdefault(x, []).append(c)
    if not any(len(m[0]) > 1 for m in memberships):
        return None
    local = deadline.budget(WORK, BACKSTOP_SECONDS)
    try:
        empty = _refute(memberships, facts, local, _regex_of_combination)
    except (ResourceLimit, NotRegularConstant):
        return None
    if not empty:
        return None
    return unsat_of(problem.formulas, range(len(problem.formulas)), problem.track,
                    {"projections.unsat": 1})


def _items(t: Term) -> list[Term | str] | None:
    """The items of a concatenation of String variables and constants, else None."""
    args = t.args if t.op == "str.++" else (t,)
    out: list[Term | str] = []
    for a in args:
        if a.op == "const" and isinstance(a.value, str):
            out.append(a.value)
        elif a.op == VAR and a.sort is STRING:
            out.append(a)
        else:
            return None
    return out


def _linear_length(atom: Term) -> tuple[Term, str, int] | None:
    """``(x, ⋈, n)`` for a comparison of ``|x|`` plus integer constants with integer
    constants (either side; ``|x| + k ⋈ m`` as ``|x| ⋈ m - k``), else None."""
    from .fact_shapes import COMPARISONS, MIRROR

    if atom.op not in COMPARISONS or len(atom.args) != 2:
        return None
    left, right = _sum_of(atom.args[0]), _sum_of(atom.args[1])
    if left is None or right is None:
        return None
    (x0, k0), (x1, k1) = left, right
    if (x0 is None) == (x1 is None):
        return None
    if x0 is not None:
        return x0, atom.op, k1 - k0
    assert x1 is not None
    return x1, MIRROR[atom.op], k0 - k1


def _sum_of(t: Term) -> tuple[Term | None, int] | None:
    """``(x, k)`` for ``|x| + k`` (``x`` a String variable, or None for a constant
    ``k``) as a sum of constants and at most one such length, else None."""
    x: Term | None = None
    k = 0
    for a in (t.args if t.op == "+" else (t,)):
        if a.op == "const" and isinstance(a.value, int) and not isinstance(a.value, bool):
            k += a.value
        elif a.op == "-" and len(a.args) == 1 and a.args[0].op == "const" \
                and isinstance(a.args[0].value, int) and not isinstance(a.args[0].value, bool):
            k -= a.args[0].value
        elif a.op == "str.len" and a.args[0].op == VAR and x is None:
            x = a.args[0]
        else:
            return None
    return x, k


def _language(c: Term, cache: dict[int, R.Regex], combination: object) -> R.Regex | None:
    """The language of a one-variable fact (None: a length bound too large)."""
    from ...regex import ast as R
    from .fact_shapes import length_language

    atom = c.args[0] if c.op == "not" else c
    length = _linear_length(atom)
    if length is None:
        return combination(c, cache)  # type: ignore[operator,no-any-return]
    _, op, n = length
    if n > MAX_LENGTH:
        return None
    node = length_language(op, n) if n >= 0 else \
        (R.ALL if op in (">", ">=") else R.EMPTY_LANG)
    return R.comp(node) if c.op == "not" else node


def _refute(memberships: list[_Membership], facts: dict[Term, list[Term]],
            deadline: Deadline, combination: object) -> bool:
    """Whether some variable's projected language becomes empty."""
    from ...regex import ast as R
    from ...regex.automaton import is_empty, trim
    from ...regex.construct import build
    from ...regex.determinize import complement
    from ...regex.from_smtlib import regex_of_term
    from ...regex.minimize import minimize
    from ...regex.product import product

    cache: dict[int, R.Regex] = {}
    languages: dict[Term, NFA] = {}
    for x, cs in facts.items():
        nodes = []
        for c in cs:
            node = _language(c, cache, combination)
            if node is None:
                raise ResourceLimit("projections: a length bound too large")
            nodes.append(node)
        languages[x] = build(R.inter(*nodes) if len(nodes) > 1 else nodes[0],
                             deadline=deadline, max_states=MAX_STATES)
        if is_empty(languages[x]):
            return True
    automata: list[tuple[list[Term | str], NFA]] = []
    for items, regex, negated in memberships:
        a = build(regex_of_term(regex, cache), deadline=deadline, max_states=MAX_STATES)
        if negated:
            a = complement(a, deadline=deadline, max_states=MAX_STATES)
        automata.append((items, a))
    sizes: dict[Term, int] = {}
    for _ in range(ROUNDS):
        for items, a in automata:
            for j, item in enumerate(items):
                if isinstance(item, str):
                    continue
                starts = _forward(a, {a.initial}, items[:j], languages, deadline)
                ends = _backward(a, set(a.finals), items[j + 1:], languages, deadline)
                if not starts or not ends:
                    return True
                projected = _entered(a, starts, ends)
                own = languages.get(item)
                narrowed = projected if own is None else product(
                    own, projected, deadline=deadline, max_states=MAX_STATES)
                narrowed = trim(narrowed)
                if is_empty(narrowed):
                    return True
                languages[item] = minimize(narrowed, deadline=deadline,
                                           max_states=MAX_STATES)
        now = {x: _size(n) for x, n in languages.items()}
        if now == sizes:
            break
        sizes = now
    return False


def _size(a: NFA) -> int:
    return len(a.trans) * 1_000_003 + sum(len(m) for m in a.trans)


def _forward(a: NFA, states: set[int], items: list[Term | str], languages: dict[Term, NFA],
             deadline: Deadline) -> set[int]:
    """The states of ``a`` that words of the items' languages, in order, lead to."""
    from ...regex.automaton import read

    for item in items:
        if not states:
            break
        if isinstance(item, str):
            states = set(read(a, states, item))
            continue
        lang = languages.get(item)
        states = _through(a, states, lang, deadline)
    return states


def _through(a: NFA, states: set[int], lang: NFA | None, deadline: Deadline) -> set[int]:
    """The states of ``a`` reached from ``states`` by a word of ``lang`` (Σ* if None)."""
    if lang is None:
        seen = set(states)
        todo = list(states)
        while todo:
            if len(seen) % 64 == 0:
                deadline.check("projections", 1)
            for _, t in a.trans[todo.pop()]:
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
        return seen
    start = [(s, lang.initial) for s in states]
    seen_pairs = set(start)
    work = list(start)
    out: set[int] = set()
    steps = 0
    while work:
        p, q = work.pop()
        steps += 1
        if steps % 256 == 0:
            deadline.check("projections", 1)
        if q in lang.finals:
            out.add(p)
        for l1, t1 in a.trans[p]:
            for l2, t2 in lang.trans[q]:
                if (t1, t2) not in seen_pairs and not (l1 & l2).is_empty():
                    seen_pairs.add((t1, t2))
                    work.append((t1, t2))
    return out


def _backward(a: NFA, states: set[int], items: list[Term | str], languages: dict[Term, NFA],
              deadline: Deadline) -> set[int]:
    """The states of ``a`` from which words of the items' languages, in order, lead
    into ``states``."""
    from ...regex.automaton import read

    for item in reversed(items):
        if not states:
            break
        if isinstance(item, str):
            states = {q for q in range(len(a.trans))
                      if not states.isdisjoint(read(a, (q,), item))}
            continue
        lang = languages.get(item)
        states = {q for q in range(len(a.trans))
                  if not states.isdisjoint(_through(a, {q}, lang, deadline))}
    return states


def _entered(a: NFA, starts: set[int], ends: set[int]) -> NFA:
    """``a`` entered at any of ``starts`` and left at any of ``ends``: a fresh initial
    state with the moves of every start."""
    from ...regex.automaton import NFA, trim

    fresh = len(a.trans)
    moves = [m for s in sorted(starts) for m in a.trans[s]]
    finals = set(ends)
    if not starts.isdisjoint(ends):
        finals.add(fresh)
    return trim(NFA(a.algebra, [list(m) for m in a.trans] + [moves], fresh, frozenset(finals)))
