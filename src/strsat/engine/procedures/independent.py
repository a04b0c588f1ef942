"""The fast path: problems decided after rewriting without the CDCL(T) loop (issue 15).

A conjunction qualifies when, after its definitions are inlined (:mod:`.inline`:
``(= v t)`` removed and ``v`` replaced by ``t``, as in Kaluza's path conditions)
and :func:`strsat.rewrite.simplify` has run, each top-level conjunct is
``true``/``false`` or mentions one String variable ``x`` only, as

* a membership ``x ∈ R`` or ``x ∉ R`` with ``R`` a regular constant,
* an equation ``x = c`` or disequation ``x ≠ c`` with ``c`` a string constant (the
  membership of ``str.to_re c``; the rewriter turns such memberships into equations), or
* a length fact ``|x| ⋈ c`` (``⋈`` one of ``= <= < >= >``, possibly negated) with
  ``c`` an integer constant, or
* a Boolean combination (``not``/``and``/``or``) of such facts and of
  ``str.prefixof c x``, ``str.suffixof c x``, ``str.contains x c`` and characters at
  constant positions (``str.at x i = c``, ``str.substr x i n = c``) about one ``x``:
  one more language of ``x`` (complement, intersection, union), or
* a membership, an equation with a constant or a ``str.prefixof``/``str.suffixof``/
  ``str.contains`` with a constant (possibly negated) of a *chain* of ``x``:
  ``str.replace``/``str.replace_all`` with constant pattern and replacement and
  concatenations with constants, nested (``replace(replace(x, a, b), c, d) ∈ R``, a
  straight-line program ending in a sink once definitions are inlined); its language
  of ``x`` is the exact preimage of the constraint's language
  (:mod:`strsat.regex.preimage`), step by step from the outside in.

The variables are then independent: for each ``x`` a shortest word of
``R1 ∩ … ∩ Σ^{lo..hi} \\ (N1 ∪ …)`` (the lazy product/difference of
:func:`strsat.regex.lazy.find_witness`) is its value, and an empty language
proves ``unsat`` with the formulas of that variable's conjuncts, and the
definitions inlined into them, as the core (they alone are unsatisfiable).  The
model is extended to the defined variables (their definitions' values); the
engine validates every model against the original assertions, as for the
loop's.  A conjunct about one variable but of none of these shapes (the length of
a replace chain, say) is left out: the facts that remain are decided as above, and
an empty language among them still proves ``unsat`` (an unsatisfiable subset makes
the whole unsatisfiable; its formulas are the core), while words for all of them
prove nothing, so the check goes on to the next procedure.  An automaton past its
budget is left to the loop (``None``); so is a check whose formulas are not candidates by a cheap
syntactic test (each conjunct with at most one variable once definitions are
inlined), which keeps the rewriting here from being paid twice on other problems.

Only the regex machinery is imported here: neither z3 nor the theory steps
are loaded for a problem the fast path decides (issue 15, part 1).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...lazy import OnFirstUse
from ...terms import MAX_CHAR, STRING, Term, Value
from ...terms.ops import VAR
from ...terms.walk import preorder, variables_of_each
from ..inline import definition_of, inlined_of
from ..problem import Problem, conjuncts
from ..result import CheckResult, sat_completed, unsat_of

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal

    from ...regex import ast as R
    from ...regex.automaton import NFA
    from . import fact_shapes
    from .kept import KeptAutomata
else:
    # the shapes of the facts past the cheap syntactic test (issue 39: a problem the
    # test turns away never loads them)
    fact_shapes = OnFirstUse(globals(), "fact_shapes", ".fact_shapes", __package__)

#: Automaton states one variable's languages may take before the loop is used.
MAX_STATES = 20_000
#: Longest word the fast path writes without an automaton.
MAX_WORD = 100_000
#: Readings of the deadline (automaton states, product steps) the fast path may spend
#: on one variable, and the wall-clock backstop (docs/explanation/engine.md#budgets).
WORK = 5_000
BACKSTOP_SECONDS = 4.0
#: Conjuncts above which definitions are not inlined (inlining a chain of
#: definitions rewrites earlier ones: quadratic in the worst case).
MAX_INLINED = 1_000
#: Largest bound of a length fact inside a Boolean combination (a loop of that many states).
MAX_COMBINED_LENGTH = 200
_NEGATE = {"<=": ">", "<": ">=", ">=": "<", ">": "<="}


def decide_trivially(formulas: Sequence[Term], deadline: Deadline, track: bool = False
                     ) -> CheckResult | None:
    """:func:`decide_independent` of the formulas' :class:`~strsat.engine.problem.Problem`."""
    return decide_independent(Problem.of(formulas, track), deadline)


def takes(problem: Problem) -> bool:
    """Whether the fast path may decide ``problem`` (cheap and syntactic): every conjunct
    mentions at most one variable, or there are definitions whose inlining may make
    them so (:func:`decide_independent` tests the inlined conjuncts again)."""
    parts = problem.parts
    if len(parts) <= MAX_INLINED and any(definition_of(c)[0] is not None for c in parts):
        return True
    return _one_var_parts(problem)


def _one_var_parts(problem: Problem) -> bool:
    """Every conjunct of ``problem`` mentions at most one variable: walked once a problem
    (:func:`takes` and :func:`decide_independent` both ask; issue 39)."""
    return problem.derive("independent.one_var_parts",
                          lambda: _at_most_one_var_each(problem.parts))


def decide_independent(problem: Problem, deadline: Deadline,
                       kept: KeptAutomata | None = None) -> CheckResult | None:
    """The answer for the problem when the fast path applies, else None.

    Definitions (``(= v t)``, Bool units ``b``) are inlined first
    (:mod:`..inline`).  With ``problem.track``, an ``unsat`` answer carries a core
    (the formulas one variable's conjuncts come from, or those of one conjunct
    rewritten to false).  ``kept``: the regexes' ASTs and automata kept from
    earlier checks (a session's; none: made afresh for this one).
    """
    formulas, track = problem.formulas, problem.track
    parts, origins = list(problem.parts), list(problem.origins)
    inlined = None
    if len(parts) <= MAX_INLINED and any(definition_of(c)[0] is not None for c in parts):
        inlined = inlined_of(problem, deadline)
        if inlined is None:
            return None
        parts, origins = inlined.conjuncts, inlined.origins
    if not (_one_var_parts(problem) if inlined is None
            else _at_most_one_var_each(parts)):
        return None
    simplifier = problem.simplifier()
    by_var: dict[Term, list[tuple[Term, frozenset[int]]]] = {}
    relaxed = False  # a conjunct of no fact shape was left out: only ``unsat`` stands
    for part, origin in zip(parts, origins, strict=True):
        deadline.check("fast path")
        for c in conjuncts([simplifier.simplify(part)]):
            if c.op == "const":
                if c.value is False:
                    return _unsat(formulas, origin, track, "fastpath.false")
                continue
            x = _subject(c)
            if x is None:
                relaxed = True
                continue
            by_var.setdefault(x, []).append((c, origin))
    model: dict[Term, Value] = {}
    for x, facts in by_var.items():
        try:
            word = _shortest_word([c for c, _ in facts], deadline, kept)
        except ResourceLimit:
            if deadline.expired():
                raise
            return None
        if word is None:
            return None
        if word is False:
            return _unsat(formulas, frozenset().union(*(o for _, o in facts)), track,
                          "fastpath.empty")
        model[x] = word
    if relaxed:
        return None
    stats: dict[str, float | int] = {"fastpath.variables": len(model)}
    if inlined is not None:
        stats["fastpath.definitions"] = len(inlined.definitions)
        model = inlined.extend(model)
    return sat_completed(formulas, model, stats)


def _unsat(formulas: Sequence[Term], origin: frozenset[int], track: bool, counter: str
           ) -> CheckResult:
    return unsat_of(formulas, origin, track, {counter: 1})


def _at_most_one_var_each(parts: Sequence[Term]) -> bool:
    """At most one distinct variable occurs in each of ``parts`` (stops at the first
    with two; the subterms the parts share are walked once)."""
    return all(found is not None for found in variables_of_each(parts, 1))


def _subject(c: Term) -> Term | None:
    """The String variable of a membership, equation or length fact, of a
    Boolean combination of facts about one variable (:func:`_combination_subject`),
    of a fact about a chain of one variable (:func:`_chain_atom`), or of the length of
    a chain of one-character ``replace_all`` (:func:`_weighted_length`); else None."""
    atom = c.args[0] if c.op == "not" else c
    x = _fact_subject(atom)
    if x is not None:
        return x
    chain = _chain_atom(atom)
    if chain is not None:
        return chain[0]
    weighted = _weighted_length(c)
    return weighted[0] if weighted is not None else _combination_subject(c)


#: A step of a chain, outermost first: ``("replace", p, r, every)`` or ``("concat", u, v)``.
_Step = tuple[str, str, str, bool]


def _chain(t: Term) -> tuple[Term, list[_Step]] | None:
    """``(x, steps)`` when ``t`` is the String variable ``x`` under at least one
    ``str.replace``/``str.replace_all`` with constant pattern and replacement or
    concatenation with constants (steps outermost first), else None."""
    steps: list[_Step] = []
    while t.op != VAR:
        if t.op in ("str.replace", "str.replace_all"):
            s, p, r = t.args
            if p.op != "const" or r.op != "const":
                return None
            every = t.op == "str.replace_all"
            if p.value:
                steps.append(("replace", p.value, r.value, every))  # type: ignore[arg-type]
            elif not every:
                steps.append(("concat", r.value, "", False))  # type: ignore[arg-type]
            t = s  # replace_all with an empty pattern is the identity
        elif t.op == "str.++":
            inner = [k for k, a in enumerate(t.args) if a.op != "const"]
            if len(inner) != 1:
                return None
            k = inner[0]
            u = "".join(a.value for a in t.args[:k])  # type: ignore[misc]
            v = "".join(a.value for a in t.args[k + 1:])  # type: ignore[misc]
            steps.append(("concat", u, v, False))
            t = t.args[k]
        else:
            return None
    return (t, steps) if steps and t.sort is STRING else None


#: A weighted length fact: the variable, each special character's weight, and the window.
_Weighted = tuple[Term, dict[int, int], int, "int | None"]


def _weighted_length(c: Term) -> _Weighted | None:
    """``|t| ⋈ n`` (possibly negated, not a negated equality) for ``t`` a :func:`_chain` of
    ``x`` whose replaces are ``replace_all`` of one character: ``t`` is then
    ``a·h(x)·b`` for a homomorphism ``h``, so ``|t| = |a·b| + Σ |h(c)|`` over the
    characters ``c`` of ``x`` (1 for a character no step replaces).  Returns ``x``, the
    weights ``|h(c)|`` of the replaced characters and the window of ``Σ |h(c)|``."""
    negated = c.op == "not"
    found = fact_shapes.length_comparison(c.args[0] if negated else c)
    if found is None:
        return None
    t, op, n = found
    chain = _chain(t)
    if chain is None or (negated and op == "="):
        return None
    x, steps = chain
    if any(kind == "replace" and (not every or len(a) != 1) for kind, a, _, every in steps):
        return None

    def image(s: str) -> str:
        for kind, a, b, _ in reversed(steps):  # innermost first
            s = a + s + b if kind == "concat" else s.replace(a, b)
        return s

    base = len(image(""))
    weights = {ord(a): len(image(a)) - base for kind, a, _, _ in steps if kind == "replace"}
    lo, hi = fact_shapes.length_interval(_NEGATE[op] if negated else op, n - base)
    return x, weights, lo, hi


def _chain_atom(atom: Term) -> tuple[Term, list[_Step], Term] | None:
    """``(x, steps, atom)`` for a membership ``t ∈ R``, an equation ``t = c``, or
    ``str.prefixof c t``/``str.suffixof c t``/``str.contains t c`` with ``c`` a string
    constant and ``t`` a :func:`_chain` of ``x``; else None."""
    t = fact_shapes.constrained_term(atom)
    found = None if t is None else _chain(t)
    return None if found is None else (found[0], found[1], atom)


def _fact_subject(atom: Term) -> Term | None:
    """The String variable of a membership, equation or length fact, else None."""
    if atom.op == "str.in_re":
        x = atom.args[0]
        return x if x.op == VAR and x.sort is STRING else None
    word = _word_equation(atom)
    if word is not None:
        return word[0]
    bound = fact_shapes.length_bound(atom)
    return None if bound is None else bound[0]


def _pattern(atom: Term) -> tuple[Term, str, str] | None:
    """``(x, op, c)`` for ``str.prefixof c x``, ``str.suffixof c x`` or
    ``str.contains x c`` with ``c`` a string constant, else None."""
    if atom.op not in fact_shapes.PATTERNS or len(atom.args) != 2:
        return None
    x, c = (atom.args[0], atom.args[1]) if atom.op == "str.contains" else \
        (atom.args[1], atom.args[0])
    if x.op != VAR or x.sort is not STRING or c.op != "const":
        return None
    return x, atom.op, c.value  # type: ignore[return-value]


def _is_connective(t: Term) -> bool:
    return t.op in ("not", "and", "or")


def _combination_subject(c: Term) -> Term | None:
    """``x`` when ``c`` is a fact about ``x`` alone, ``str.prefixof``/``str.suffixof``/
    ``str.contains`` of ``x`` and constants, a character at a constant position
    (:func:`.fact_shapes.position_fact`), or ``not``/``and``/``or`` over such facts
    (each a regular language of ``x``: :func:`_regex_of_combination`), else None."""
    subject: Term | None = None
    for t in preorder(c, _is_connective):
        if _is_connective(t):
            continue
        pattern = _pattern(t)
        position = fact_shapes.position_fact(t) if pattern is None else None
        x = pattern[0] if pattern is not None else position[0] if position is not None \
            else _fact_subject(t)
        if x is None or (subject is not None and x is not subject):
            return None
        subject = x
    return subject


def _word_equation(atom: Term) -> tuple[Term, str] | None:
    """``(x, c)`` for ``x = c`` (either side) with ``c`` a string constant, else None."""
    if atom.op != "=" or len(atom.args) != 2 or atom.args[0].sort is not STRING:
        return None
    a, b = atom.args
    if b.op == VAR:
        a, b = b, a
    if a.op != VAR or b.op != "const":
        return None
    return a, b.value  # type: ignore[return-value]


def _lengths(facts: list[Term]) -> tuple[int, int | None, set[int]]:
    """The length window ``[lo, hi]`` (``hi`` None: unbounded) the length facts
    allow, and the lengths inside it they exclude (negated equalities)."""
    lo, hi = 0, None
    excluded: set[int] = set()
    for c in facts:
        negated = c.op == "not"
        bound = fact_shapes.length_bound(c.args[0] if negated else c)
        assert bound is not None
        _, op, n = bound
        if negated:
            if op == "=":
                excluded.add(n)
                continue
            op = _NEGATE[op]
        if op in ("=", ">=", ">"):
            lo = max(lo, n + 1 if op == ">" else n)
        if op in ("=", "<=", "<"):
            top = n - 1 if op == "<" else n
            hi = top if hi is None else min(hi, top)
    return lo, hi, excluded


def _shortest_word(facts: list[Term], deadline: Deadline, kept: KeptAutomata | None = None
                   ) -> str | bool | None:
    """A shortest word satisfying one variable's facts; False when there is none;
    None when the fast path does not apply (not regular constants, or a negated
    length equality next to a membership)."""
    equal: list[str] = []
    unequal: set[str] = set()
    lengths: list[Term] = []
    memberships: list[Term] = []
    weighted: list[_Weighted] = []
    for c in facts:
        atom = c.args[0] if c.op == "not" else c
        word = _word_equation(atom)
        fact = None if word is not None or _fact_subject(atom) is not None \
            else _weighted_length(c)
        if fact is not None:
            weighted.append(fact)
        elif word is not None:
            (unequal.add(word[1]) if c.op == "not" else equal.append(word[1]))
        elif atom.op == "str.in_re" or _fact_subject(atom) is None:
            memberships.append(c)  # or a Boolean combination: a language as well
        else:
            lengths.append(c)
    lo, hi, excluded = _lengths(lengths)
    if hi is not None and hi < lo:
        return False
    window = _weight_window(weighted)
    if window is False or (window is not None and (lo > 0 or hi is not None or excluded)):
        # two chains of different weights, or a weight next to a length window: left
        # out (the loop decides), but the other facts may still have no word at all
        rest = _shortest_word([c for c in facts if _weighted_length(c) is None], deadline,
                              kept)
        return False if rest is False else None
    if not memberships and window is None:
        return _word_of_constants(equal, unequal, lo, hi, excluded, deadline)
    if any(n > MAX_COMBINED_LENGTH for n in excluded):
        return None
    return _regular_word(memberships, equal, unequal, lo, hi, excluded, deadline, window,
                         kept)


def _weight_window(weighted: list[_Weighted]) -> tuple[dict[int, int], int, int | None] | \
        None | Literal[False]:
    """The weights and the window all weighted facts allow together; None without any;
    False when they weigh the characters differently."""
    if not weighted:
        return None
    weights = weighted[0][1]
    lo, hi = 0, None
    for _, w, a, b in weighted:
        if w != weights:
            return False
        lo = max(lo, a)
        hi = b if hi is None else hi if b is None else min(hi, b)
    return weights, lo, hi


def _word_of_constants(equal: list[str], unequal: set[str], lo: int, hi: int | None,
                       excluded: set[int], deadline: Deadline) -> str | bool | None:
    """A shortest word equal to every string of ``equal``, different from those of
    ``unequal``, of a length in ``[lo, hi]`` outside ``excluded``; False if none.

    No automaton: among the first ``len(unequal) + 1`` words of a length at least
    one is free, so the search is linear in the facts (the regex machinery is not
    even imported; Kaluza's path conditions are all of this shape).  None (the loop
    decides) when the word would be longer than :data:`MAX_WORD`."""
    if equal:
        w = equal[0]
        ok = (all(e == w for e in equal) and w not in unequal and len(w) >= lo
              and (hi is None or len(w) <= hi) and len(w) not in excluded)
        return w if ok else False
    n = lo
    while hi is None or n <= hi:
        deadline.check("fast path")
        if n not in excluded:
            if n == 0:
                if "" not in unequal:
                    return ""
            else:
                if n > MAX_WORD:
                    return None
                prefix = "a" * (n - 1)
                taken = sum(1 for u in unequal if len(u) == n)
                for code in range(ord("a"), min(ord("a") + taken + 1, MAX_CHAR + 1)):
                    if prefix + chr(code) not in unequal:
                        return prefix + chr(code)
        n += 1
    return False


def _regular_word(memberships: list[Term], equal: list[str], unequal: set[str], lo: int,
                  hi: int | None, excluded: set[int], deadline: Deadline,
                  window: tuple[dict[int, int], int, int | None] | None = None,
                  kept: KeptAutomata | None = None) -> str | bool | None:
    """A shortest word of the memberships' languages and the constants' with a length
    in ``[lo, hi]`` outside ``excluded`` (the lazy product of
    :func:`strsat.regex.lazy.find_witness`); False when there is none; None when a
    language is not a regular constant.  With a weight ``window``, a word whose weight
    lies in it (:func:`strsat.regex.weighted.word_of_weight`; None when that word's
    length falls outside ``[lo, hi]``).  The memberships' automata come from
    ``kept`` when given (kept across checks: a key set's union of 16,642 states
    was built again at every check, issue 38)."""
    from ...regex import ast as R
    from ...regex.construct import build
    from ...regex.errors import NotRegularConstant
    from ...regex.from_smtlib import regex_of_term
    from ...regex.lazy import find_witness

    positives: list[R.Regex] = [R.literal(w) for w in equal]
    negatives: list[R.Regex] = [R.literal(w) for w in sorted(unequal)]
    negatives += [R.loop(R.ALLCHAR, n, n) for n in sorted(excluded) if n >= 0]
    chained: list[tuple[bool, tuple[Term, list[_Step], Term]]] = []
    cache: dict[int, R.Regex] = {} if kept is None else kept.ast_table()
    for c in memberships:
        atom = c.args[0] if c.op == "not" else c
        chain = _chain_atom(atom)
        if chain is not None:
            chained.append((c.op == "not", chain))
            continue
        try:
            if atom.op == "str.in_re":
                node = regex_of_term(atom.args[1], cache)
            else:
                combined = _regex_of_combination(c, cache)
                if combined is None:
                    return None
                positives.append(combined)
                continue
        except NotRegularConstant:
            return None
        (negatives if c.op == "not" else positives).append(node)
    local = deadline.budget(WORK, BACKSTOP_SECONDS)
    pos = [_automaton(r, local, kept) for r in positives]
    neg = [_automaton(r, local, kept) for r in negatives]
    for negated, chain in chained:
        try:
            nfa = _chain_preimage(chain, cache, local)
        except NotRegularConstant:
            return None
        (neg if negated else pos).append(nfa)
    if window is not None:
        return _weighted_word(pos, neg, window, lo, hi, excluded, local)
    word = find_witness(pos, neg, deadline=local, max_states=MAX_STATES).witness
    if word is None:
        return False  # empty whatever the lengths
    if len(word) >= lo and (hi is None or len(word) <= hi):
        return word  # a shortest word of the languages fits the length window
    # the window excludes the shortest word: search with it as one more automaton
    # (a window of thousands of characters goes past the state budget: the loop decides)
    lengths = build(R.loop(R.ALLCHAR, lo, hi), deadline=local, max_states=MAX_STATES)
    found = find_witness(pos + [lengths], neg, deadline=local, max_states=MAX_STATES)
    return False if found.witness is None else found.witness


def _automaton(node: R.Regex, deadline: Deadline, kept: KeptAutomata | None) -> NFA:
    """The automaton of a membership's language within :data:`MAX_STATES` (raises
    :class:`ResourceLimit` past it), from ``kept`` when given."""
    from ...regex.construct import build

    if kept is None:
        return build(node, deadline=deadline, max_states=MAX_STATES)
    nfa = kept.nfa(node, deadline)
    if nfa is None or nfa.n_states > MAX_STATES:  # as a construction past MAX_STATES
        raise ResourceLimit("fast path: automaton states")
    return nfa


def _weighted_word(pos: list[NFA], neg: list[NFA],
                   window: tuple[dict[int, int], int, int | None], lo: int, hi: int | None,
                   excluded: set[int], deadline: Deadline) -> str | bool | None:
    """A word of the languages whose weight lies in ``window``: False when none has
    (whatever its length), None when the one found has a length outside ``[lo, hi]``
    or in ``excluded``, or past the search's pairs."""
    from ...regex import ast as R
    from ...regex.construct import build
    from ...regex.weighted import word_of_weight

    if not pos:
        pos = [build(R.ALL, deadline=deadline, max_states=MAX_STATES)]
    weights, low, high = window
    word = word_of_weight(pos, neg, weights, low, high, deadline=deadline)
    if not isinstance(word, str):
        return word
    fits = len(word) >= lo and (hi is None or len(word) <= hi) and len(word) not in excluded
    return word if fits else None


def _chain_preimage(chain: tuple[Term, list[_Step], Term], cache: dict[int, R.Regex],
                    deadline: Deadline) -> NFA:
    """The automaton of the words ``x`` whose chain satisfies the atom: the atom's
    language, then the preimage of each step from the outside in (exact)."""
    from ...regex import ast as R
    from ...regex.construct import build
    from ...regex.from_smtlib import regex_of_term
    from ...regex.preimage import concat_preimage, replace_preimage

    _, steps, atom = chain
    if atom.op == "str.in_re":
        target = regex_of_term(atom.args[1], cache)
    elif atom.op == "=":
        const = atom.args[1] if atom.args[1].op == "const" else atom.args[0]
        target = R.literal(const.value)  # type: ignore[arg-type]
    else:
        word = R.literal((atom.args[1] if atom.op == "str.contains" else atom.args[0]).value)  # type: ignore[arg-type]
        target = (R.concat(word, R.ALL) if atom.op == "str.prefixof" else
                  R.concat(R.ALL, word) if atom.op == "str.suffixof" else
                  R.concat(R.ALL, word, R.ALL))
    nfa = build(target, deadline=deadline, max_states=MAX_STATES)
    for kind, a, b, every in steps:
        nfa = (replace_preimage(nfa, a, b, every, deadline, MAX_STATES) if kind == "replace"
               else concat_preimage(nfa, a, b))
    return nfa


def _regex_of_combination(c: Term, cache: dict[int, R.Regex]) -> R.Regex | None:
    """The language of ``x`` that a combination of :func:`_combination_subject`
    denotes (``not`` → complement, ``and`` → intersection, ``or`` → union); None
    for a length bound above :data:`MAX_COMBINED_LENGTH`.  Raises
    :class:`NotRegularConstant` for a membership in a non-constant regex."""
    from ...regex import ast as R
    from ...regex.from_smtlib import regex_of_term

    if c.op in ("not", "and", "or"):
        parts = [_regex_of_combination(a, cache) for a in c.args]
        if any(p is None for p in parts):
            return None
        if c.op == "not":
            return R.comp(parts[0])  # type: ignore[arg-type]
        return (R.inter if c.op == "and" else R.union)(*parts)  # type: ignore[arg-type]
    pattern = _pattern(c)
    if pattern is not None:
        return fact_shapes.pattern_language(pattern[1], pattern[2])
    position = fact_shapes.position_fact(c)
    if position is not None:
        return fact_shapes.position_language(*position[1:])
    if c.op == "str.in_re":
        return regex_of_term(c.args[1], cache)
    equation = _word_equation(c)
    if equation is not None:
        return R.literal(equation[1])
    bound = fact_shapes.length_bound(c)
    assert bound is not None
    _, op, n = bound
    return None if n > MAX_COMBINED_LENGTH else fact_shapes.length_language(op, n)


__all__ = ["decide_trivially"]
