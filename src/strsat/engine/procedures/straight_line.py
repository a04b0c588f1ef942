"""Straight-line programs ending in sink memberships, decided by exact preimages.

A check qualifies when, after its definitions are inlined (:mod:`..inline`) and
rewritten, every conjunct is a fact about a *term tree* over String variables —
``str.++``, ``str.replace``/``str.replace_all`` with constant pattern and
replacement, variables at the leaves — with at least one tree over two or more
variables (one variable: the fast path, :mod:`.independent`):

* ``t ∈ R`` with ``R`` a regular constant, ``t = c``, ``str.prefixof c t``,
  ``str.suffixof c t``, ``str.contains t c`` (``c`` a constant), each possibly
  negated (the complement is cut at the concatenations like any language), or any
  fact that :func:`.tree_languages.read` reads as ``t ∈ L`` (slices, searches and
  lengths of ``t``: the checks of a parser of a sanitised input); and
* ``|x| ⋈ n`` for a variable ``x`` (``⋈`` one of ``= <= < >= >``, possibly negated):
  up to :data:`MAX_LENGTH_BOUND` a language; past it an interval of ``|x|`` that the
  variable's word must meet (a word of each length from the least allowed on, searched
  for exactly: issue 39's ``|x| ≥ 20000`` under a sink chain).

This is the shape of sanitiser chains in web-application benchmarks (slog, SLENT):
``x3 = replace(s0, "<", "")·"="·replace(s1, "script", "")``, ``x4 = replace(x3, "=",
"")``, ``x4 ∈ Σ*·<script>·Σ*``.  Each fact's language is pulled back through its tree
from the root: a ``replace``/``replace_all`` step is the exact preimage of
:mod:`strsat.regex.preimage`, and a concatenation splits the automaton at its states —
``t1·t2 ∈ L(A)`` iff ``t1 ∈ L(A, q0 → q)`` and ``t2 ∈ L(A, q → F)`` for some state ``q``
(Z3-Noodler's *noodles*, Blahoudek et al., CAV 2023).  The facts about one tree are
pulled back together, as the product of their minimal DFAs minimised step by step
(:func:`_group_automaton`).  A fact thus becomes a union of
noodles, each a language per variable (a variable read twice gets both languages: its
one value must lie in both).  The languages of the facts of one noodle are every
combination's; a noodle that misses them is dropped (:func:`_meets`).  One noodle per
fact, chosen together, gives each variable
an intersection of languages; a shortest word of each (the lazy product of
:func:`strsat.regex.lazy.find_witness`) is a model.  When every combination of noodles
was tried and none has words for every variable, the check is ``unsat`` (each step is
exact, so every solution lies in some combination); past :data:`MAX_COMBINATIONS` or an
automaton budget the loop decides (``None``).  Models are validated by the engine
against the original assertions, as for every procedure.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from strsat.static import TYPE_CHECKING

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...lazy import OnFirstUse
from ...terms import STRING, Term
from ...terms.ops import VAR
from ...terms.term import check_order, mk
from ...terms.walk import preorder
from ..inline import definition_of, inlined_of
from ..problem import Problem, conjuncts
from ..result import CheckResult, Status, sat_completed, unsat_of

if TYPE_CHECKING:
    from typing import Literal

    from ...regex import ast as R
    from ...regex.automaton import NFA
    from . import fact_shapes
else:
    # the shapes of the facts past the cheap syntactic test (issue 39: a problem the
    # test turns away never loads them)
    fact_shapes = OnFirstUse(globals(), "fact_shapes", ".fact_shapes", __package__)

#: Noodle combinations tried (the product over the facts) before the loop decides.
MAX_COMBINATIONS = 256
#: Noodles one fact may split into.
MAX_NOODLES = 64
#: Automaton states any construction may take, and the work of the whole procedure.
MAX_STATES = 20_000
WORK = 20_000
BACKSTOP_SECONDS = 8.0
#: Largest length bound turned into a language (a loop of that many states); a longer
#: one on a variable is kept as an interval of its length (:func:`_word_in`).
MAX_LENGTH_BOUND = 200
#: Lengths past the least one an interval allows that are searched for a word, each by
#: :func:`strsat.regex.lazy.word_of_length` within its node budget.
LENGTH_TRIES = 4
#: The longest word built for a length interval (past it the loop decides).
MAX_WORD_LENGTH = 100_000
#: Conjuncts above which definitions are not inlined (as in the fast path).
MAX_INLINED = 1_000


#: A noodle: each variable's languages.
_Noodle = dict[Term, list["NFA"]]


#: Top-level choices ``(or (= v t1) (= v t2) …)`` split into cases, and the cases at most.
MAX_CASES = 16


def takes(problem: Problem) -> bool:
    """Whether ``problem`` may be a straight-line program (cheap and syntactic): some
    conjunct, or some case of a top-level choice, defines a variable by a replace, or a
    membership's subject is defined by a concatenation (:func:`_concat_sink`)."""
    parts = problem.parts
    return len(parts) <= MAX_INLINED and (any(
        _has_function(c) or (_choice(c) and any(_has_function(d) for d in c.args))
        for c in parts) or _concat_sink(parts))


def _concat_sink(parts: Sequence[Term]) -> bool:
    """Some membership ``v ∈ R`` (possibly negated) has a subject ``v`` that a conjunct
    defines by a concatenation: a sink of a program of concatenations (slog's Stranger
    programs: page fragments joined, then checked against an attack pattern), whose
    preimage the noodles give at once where the loop searched lengths and characters."""
    defined: set[Term] = set()
    for c in parts:
        v, t = definition_of(c)
        if v is not None and t.op == "str.++":
            defined.add(v)
    if not defined:
        return False
    for c in parts:
        atom = c.args[0] if c.op == "not" else c
        if atom.op == "str.in_re" and atom.args[0] in defined:
            return True
    return False


def decide_straight_line(problem: Problem, deadline: Deadline) -> CheckResult | None:
    """The answer when the problem is a straight-line program of the shape above,
    after splitting its top-level choices of definitions (``(or (= v "") (= v x4))``,
    the branches a symbolic executor joins) into cases."""
    parts = problem.parts
    choices = [k for k, c in enumerate(parts) if _choice(c)]
    if not choices:
        return _decide(problem, deadline)
    parts = _constant_choices(parts, choices)
    choices = [k for k in choices if parts[k].op == "or"]
    cases = 1
    for k in choices:
        cases *= len(parts[k].args)
    if cases > MAX_CASES:
        return None
    all_unsat = True
    for picks in itertools.product(*(parts[k].args for k in choices)):
        chosen = dict(zip(choices, picks, strict=True))
        case = Problem.of([chosen.get(k, c) for k, c in enumerate(parts)])
        r = _decide(case, deadline)
        if r is None:
            all_unsat = False
        elif r.status is Status.SAT:
            assert r.model is not None
            r.stats["straight_line.cases"] = cases
            return sat_completed(problem.formulas, r.model, r.stats)
    if all_unsat:
        return unsat_of(problem.formulas, range(len(problem.formulas)), problem.track,
                        {"straight_line.empty": 1, "straight_line.cases": cases})
    return None


def _constant_choices(parts: Sequence[Term], choices: Sequence[int]) -> list[Term]:
    """``parts`` with the constant alternatives of each choice — a literal, or a variable
    a conjunct equates with one (``(or (= x epsilon) (= x literal_9))`` beside ``(= epsilon
    "")``) — read as one membership ``x ∈ {c1, c2, …}``: the same solutions beside the
    kept conjuncts, with one case for all of them (slog's programs join up to nine
    optional fields: 512 cases where :data:`MAX_CASES` allows 16).  A choice left with one
    alternative is that alternative; otherwise it stays an ``or`` of its cases."""
    constants: dict[Term, Term] = {}
    for c in parts:
        v, t = definition_of(c)
        if v is not None and t.op == "const" and v.sort is STRING:
            constants.setdefault(v, t)
    out = list(parts)
    for k in choices:
        if definition_of(parts[k].args[0])[0].sort is not STRING:  # type: ignore[union-attr]
            continue  # a choice of integers or Booleans stays a case split
        values: list[Term] = []
        others: list[Term] = []
        v = None
        for d in parts[k].args:
            v, t = definition_of(d)
            value = t if t.op == "const" else constants.get(t)
            if value is None:
                others.append(d)
            else:
                values.append(value)
        if len(values) < 2 and not (values and not others):
            continue
        assert v is not None
        words = [mk("str.to_re", w) for w in dict.fromkeys(values)]
        member = mk("str.in_re", v, words[0] if len(words) == 1 else mk("re.union", *words))
        out[k] = mk("or", member, *others) if others else member
    return out


def _choice(c: Term) -> bool:
    """``(or (= v t1) (= v t2) …)``: definitions of one variable, one to choose."""
    if c.op != "or":
        return False
    defined = {definition_of(d)[0] for d in c.args}
    return len(defined) == 1 and None not in defined and all(d.op == "=" for d in c.args)


#: The mark a problem gets when every conjunct reads over trees of several variables but
#: the readings were not to be solved yet (:func:`decide_readings` without ``several``).
SEVERAL = "tree_languages"


def decide_readings(problem: Problem, deadline: Deadline, several: bool
                    ) -> CheckResult | None:
    """:func:`_decide` for :mod:`.tree_languages`: every conjunct read as a language of a
    tree (:func:`.tree_languages.read`), no replace needed.  Without ``several``, facts
    over trees of more than one variable are not solved: the problem is marked
    (:data:`SEVERAL` in ``problem.stopped``) and None returned."""
    return _decide(problem, deadline, readings=True, several=several)


def _decide(problem: Problem, deadline: Deadline, readings: bool = False,
            several: bool = True) -> CheckResult | None:
    """The answer of the straight-line program, or of the readings of
    :mod:`.tree_languages` (``readings``; of one variable only unless ``several``), else
    None."""
    parts = problem.parts
    if len(parts) > MAX_INLINED:
        return None
    if not readings and not any(_has_function(c) for c in parts) and not _concat_sink(parts):
        return None
    inlined = inlined_of(problem, deadline)
    if inlined is None:
        return None
    simplifier = problem.simplifier()
    facts: list[tuple[Term, R.Regex, frozenset[int]]] = []  # (tree, language, origin)
    lengths: dict[Term, _Interval] = {}  # long length facts per variable
    for part, origin in zip(inlined.conjuncts, inlined.origins, strict=True):
        deadline.check("straight-line programs")
        for c in conjuncts([simplifier.simplify(part)]):
            if c.op == "const":
                if c.value is False:
                    return unsat_of(problem.formulas, origin, problem.track,
                                    {"straight_line.false": 1})
                continue
            reading = _reading(c)
            if reading is None:
                negated = c.op == "not"
                if not _long_length(c.args[0] if negated else c, negated, origin, lengths):
                    return None
                continue
            facts.append((*reading, origin))
    leaves = {v for t, _, _ in facts for v in _leaves(t)}
    if not set(lengths) <= leaves:
        return None  # a variable with a long length and no other fact: the loop's
    if not several and len(leaves) > 1:
        problem.stopped.add(SEVERAL)
        return None
    local = deadline.budget(WORK, BACKSTOP_SECONDS)
    try:
        answer = _solve(facts, {v: (lo, hi) for v, (lo, hi, _) in lengths.items()}, local)
    except ResourceLimit:
        if deadline.expired():
            raise
        return None
    if answer is None:
        return None
    if answer is False:
        used = frozenset().union(*(o for _, _, o in facts),
                                 *(o for _, _, o in lengths.values()))
        return unsat_of(problem.formulas, used, problem.track, {"straight_line.empty": 1})
    stats: dict[str, float | int] = {"straight_line.variables": len(answer),
                                     "straight_line.definitions": len(inlined.definitions)}
    return sat_completed(problem.formulas, inlined.extend(answer), stats)


#: A variable's length interval ``(lo, hi)`` (``hi`` None: unbounded) and its origin.
_Interval = tuple[int, "int | None", frozenset[int]]


def _long_length(atom: Term, negated: bool, origin: frozenset[int],
                 lengths: dict[Term, _Interval]) -> bool:
    """Record ``|x| ⋈ n`` (negated when ``negated``) past :data:`MAX_LENGTH_BOUND` in
    ``lengths`` as an interval of ``|x|``; False for any other fact (or a negated
    equality, whose lengths are no interval)."""
    bound = fact_shapes.length_bound(atom)
    if bound is None:
        return False
    x, op, n = bound
    if negated:
        if op == "=":
            return False
        op = {"<=": ">", "<": ">=", ">=": "<", ">": "<="}[op]
    lo, hi = fact_shapes.length_interval(op, n)
    old_lo, old_hi, old_origin = lengths.get(x, (0, None, frozenset()))
    new_hi = hi if old_hi is None else old_hi if hi is None else min(hi, old_hi)
    lengths[x] = (max(lo, old_lo), new_hi, old_origin | origin)
    return True


def _has_function(c: Term) -> bool:
    """``c`` defines a variable by a replace (a cheap first test: programs of
    concatenations alone, Kaluza's, are the loop's unless they end in a membership,
    :func:`_concat_sink`)."""
    v, t = definition_of(c)
    if v is None or t.op not in ("str.++", "str.replace", "str.replace_all"):
        return False
    return any(u.op in ("str.replace", "str.replace_all") for u in preorder(t))


def _tree(t: Term) -> bool:
    """``t`` is a term tree: variables under concatenations and replaces of constants."""
    stack = [t]
    while stack:
        u = stack.pop()
        if u.op == VAR:
            if u.sort is not STRING:
                return False
        elif u.op == "const":
            if not isinstance(u.value, str):
                return False
        elif u.op == "str.++":
            stack.extend(u.args)
        elif u.op in ("str.replace", "str.replace_all"):
            if u.args[1].op != "const" or u.args[2].op != "const":
                return False
            stack.append(u.args[0])
        else:
            return False
    return True


def _leaves(t: Term) -> set[Term]:
    out: set[Term] = set()
    stack = [t]
    while stack:
        u = stack.pop()
        if u.op == VAR:
            out.add(u)
        else:
            stack.extend(u.args)
    return out


def reads_replace(c: Term) -> bool:
    """Some fact of ``c`` reads a replace of constants (:mod:`.tree_languages`' facts
    over a sanitised input)."""
    return any(u.op in ("str.replace", "str.replace_all") and u.args[1].op == "const"
               and u.args[2].op == "const" for u in preorder(c))


def _reading(c: Term) -> tuple[Term, R.Regex] | None:
    """``(t, L)``: the conjunct ``c`` says the term tree ``t`` lies in ``L`` — a fact of
    the module doc's shapes, or a reading of :func:`.tree_languages.read` over a tree —
    else None."""
    from .tree_languages import read

    negated = c.op == "not"
    atom = c.args[0] if negated else c
    tree = _subject(atom)
    node = None if tree is None else _target(atom, negated)
    if tree is not None and node is not None:
        return tree, node
    found = read(c)
    return found if found is not None and _tree(found[0]) else None


def _subject(atom: Term) -> Term | None:
    """The term tree a supported fact is about, else None."""
    if atom.op in fact_shapes.COMPARISONS and len(atom.args) == 2 \
            and atom.args[0].sort is not STRING:
        bound = fact_shapes.length_bound(atom, MAX_LENGTH_BOUND)
        return None if bound is None else bound[0]
    t = fact_shapes.constrained_term(atom)
    return t if t is not None and _tree(t) else None


def _target(atom: Term, negated: bool) -> R.Regex | None:
    """The language a fact puts its tree in (complemented when negated)."""
    from ...regex import ast as R
    from ...regex.errors import NotRegularConstant
    from ...regex.from_smtlib import regex_of_term

    if atom.op == "str.in_re":
        try:
            node = regex_of_term(atom.args[1])
        except NotRegularConstant:
            return None
    elif atom.op == "=" and atom.args[0].sort is STRING:
        const = atom.args[1] if atom.args[1].op == "const" else atom.args[0]
        node = R.literal(const.value)  # type: ignore[arg-type]
    elif atom.op in fact_shapes.PATTERNS:
        word = (atom.args[1] if atom.op == "str.contains" else atom.args[0]).value
        node = fact_shapes.pattern_language(atom.op, word)  # type: ignore[arg-type]
    else:
        bound = fact_shapes.length_bound(atom, MAX_LENGTH_BOUND)
        assert bound is not None
        node = fact_shapes.length_language(bound[1], bound[2])
    return R.comp(node) if negated else node


def _solve(facts: Sequence[tuple[Term, R.Regex, frozenset[int]]],
           lengths: dict[Term, tuple[int, int | None]], deadline: Deadline
           ) -> dict[Term, str] | Literal[False] | None:
    """A model of the facts and of the variables' length intervals, False when none
    exists, None when undecided here."""
    groups: dict[Term, list[R.Regex]] = {}
    for tree, node, _ in facts:
        groups.setdefault(tree, []).append(node)
    automata = {tree: _group_automaton(nodes, deadline) for tree, nodes in groups.items()}
    # a variable's own facts cut the noodles of the trees it is a leaf of (below)
    alone = {tree: a for tree, a in automata.items() if tree.op == VAR}
    unions: list[list[_Noodle]] = []
    for tree, a in automata.items():
        noodles = _pull_back(tree, a, deadline, alone)
        if noodles is None:
            return None
        unions.append(noodles)
    variables = sorted({v for t, _, _ in facts for v in _leaves(t)}, key=check_order)
    fixed = _fixed_languages(unions, deadline)
    if fixed is False:
        return False
    unions = [[n for n in u if _meets(n, fixed, deadline)] for u in unions if len(u) != 1]
    combinations = 1
    for u in unions:
        combinations *= len(u)
    if combinations > MAX_COMBINATIONS:
        return None
    undecided = False
    for choice in itertools.product(*unions):
        deadline.check("straight-line programs")
        model: dict[Term, str] = {}
        for v in variables:
            languages = [a for noodle in choice for a in noodle.get(v, ())]
            word = _word_in(languages + fixed.get(v, []),
                            lengths.get(v, (0, None)), deadline)
            if not isinstance(word, str):
                undecided = undecided or word is None
                break
            model[v] = word
        else:
            return model
    return None if undecided else False


def _group_automaton(nodes: list[R.Regex], deadline: Deadline) -> NFA:
    """One automaton of the languages of the facts about one tree: their minimal DFAs'
    product, minimised after each step (the readings of one parser's checks share
    their prefixes: 17 languages of one URL tree make a DFA of 7 states, where their
    NFAs' product grows past 14,000).  A language read from several conjuncts (a path
    condition repeats its checks: 260 of 447 in the leetcode sample) is built once,
    as ``L ∩ L = L``."""
    from ...regex.automaton import is_empty
    from ...regex.construct import build
    from ...regex.minimize import minimize
    from ...regex.product import product

    nodes = list(dict.fromkeys(nodes))
    if len(nodes) == 1:
        return build(nodes[0], deadline=deadline, max_states=MAX_STATES)
    dfas = sorted((minimize(build(n, deadline=deadline, max_states=MAX_STATES), deadline,
                            MAX_STATES) for n in nodes), key=lambda a: a.n_states)
    acc = dfas[0]
    for d in dfas[1:]:
        if is_empty(acc):
            break
        acc = minimize(product(acc, d, deadline, MAX_STATES), deadline, MAX_STATES)
    return acc


def _fixed_languages(unions: list[list[_Noodle]], deadline: Deadline
                     ) -> dict[Term, list[NFA]] | Literal[False]:
    """Each variable's languages from the facts of one noodle (every combination shares
    them); False when those of a variable have no common word (no solution)."""
    from ...regex.lazy import find_witness

    fixed: dict[Term, list[NFA]] = {}
    for u in unions:
        if len(u) == 1:
            for v, langs in u[0].items():
                fixed.setdefault(v, []).extend(langs)
    for langs in fixed.values():
        if find_witness(langs, deadline=deadline, max_states=MAX_STATES).witness is None:
            return False
    return fixed


def _meets(noodle: _Noodle, fixed: dict[Term, list[NFA]], deadline: Deadline) -> bool:
    """Whether each variable's languages in ``noodle`` meet its fixed ones (a noodle that
    does not is no solution's), the variables with the fewest states first."""
    from ...regex.lazy import find_witness

    def states(v: Term) -> int:
        return sum(a.n_states for a in (*noodle[v], *fixed.get(v, ())))

    return all(find_witness([*noodle[v], *fixed.get(v, ())], deadline=deadline,
                            max_states=MAX_STATES).witness is not None
               for v in sorted(noodle, key=states))


def _word_in(languages: list[NFA], interval: tuple[int, int | None], deadline: Deadline
             ) -> str | Literal[False] | None:
    """A word of every language whose length lies in ``interval``; False when there is
    none, None when none was found but one may exist (past :data:`LENGTH_TRIES`)."""
    from ...regex.lazy import find_witness, word_of_length

    lo, hi = interval
    if lo > MAX_WORD_LENGTH:
        return None
    if not languages:
        return "a" * lo if hi is None or lo <= hi else False
    word = find_witness(languages, deadline=deadline, max_states=MAX_STATES).witness
    if word is None:
        return False  # no word at all, whatever the length
    if lo <= len(word) and (hi is None or len(word) <= hi):
        return word
    last = lo + LENGTH_TRIES if hi is None else min(hi, lo + LENGTH_TRIES)
    proved = hi is not None and hi <= lo + LENGTH_TRIES  # every allowed length is tried
    for n in range(max(lo, 0), last + 1):
        found = word_of_length(languages, (), n, deadline=deadline)
        if found.word is not None:
            return found.word
        proved = proved and found.exhausted
    return False if proved else None


def _pull_back(tree: Term, a: NFA, deadline: Deadline, alone: dict[Term, NFA] | None = None
               ) -> list[_Noodle] | None:
    """The noodles of ``tree ∈ L(a)``: each a language per variable of the tree, their
    union exactly the assignments that put the tree in ``L(a)`` — leaving out those where
    a variable's part misses the language ``alone`` gives it (its own facts, which every
    solution meets); None past a limit."""
    from ...regex.automaton import is_empty
    from ...regex.preimage import replace_preimage

    deadline.check("straight-line programs")
    if is_empty(a):
        return []
    if tree.op == VAR:
        return [{tree: [a]}]
    if tree.op in ("str.replace", "str.replace_all"):
        s, p, r = tree.args
        every = tree.op == "str.replace_all"
        pattern: str = p.value  # type: ignore[assignment]
        if not pattern:
            return _pull_back(s if every else _concat_term(r, s), a, deadline)
        pre = replace_preimage(a, pattern, r.value, every, deadline,  # type: ignore[arg-type]
                               MAX_STATES)
        return _pull_back(s, pre, deadline)
    if tree.op == "const":
        from ...regex.automaton import accepts

        return [{}] if accepts(a, tree.value) else []  # type: ignore[arg-type]
    assert tree.op == "str.++"
    return _pull_back_parts(list(tree.args), a, deadline, alone or {})


def _concat_term(r: Term, s: Term) -> Term:
    from ...terms import mk

    return mk("str.++", r, s)


def _pull_back_parts(parts: list[Term], a: NFA, deadline: Deadline,
                     alone: dict[Term, NFA]) -> list[_Noodle] | None:
    """Noodles of ``parts[0]·…·parts[-1] ∈ L(a)``: the runs of ``a`` cut at a state
    between two parts (constants read directly; a variable with facts of its own only
    where a word of them leads between the two states: slog's optional fields, each
    ``""`` or one constant, keep two cuts of the attack pattern's states each where every
    cut made the noodles past :data:`MAX_NOODLES`)."""
    from ...regex.automaton import read
    from ...regex.lazy import find_witness

    # states reachable at each cut, with the noodles of the parts before it
    frontier: list[tuple[int, list[_Noodle]]] = [(a.initial, [{}])]
    for k, part in enumerate(parts):
        last = k == len(parts) - 1
        nxt: dict[int, list[_Noodle]] = {}
        for q, before in frontier:
            deadline.check("straight-line programs")
            if part.op == "const":
                targets = read(a, (q,), part.value)  # type: ignore[arg-type]
                for t in targets:
                    if last and t not in a.finals:
                        continue
                    nxt.setdefault(t, []).extend(before)
                continue
            ends = sorted(a.finals) if last else range(a.n_states)
            own = alone.get(part)
            for t in ends:
                sub = _between(a, q, t)
                if own is not None and find_witness(
                        [sub, own], deadline=deadline, max_states=MAX_STATES).witness is None:
                    continue
                noodles = _pull_back(part, sub, deadline)
                if noodles is None:
                    return None
                for n1 in before:
                    for n2 in noodles:
                        nxt.setdefault(t, []).append(_join(n1, n2))
                        if sum(len(v) for v in nxt.values()) > MAX_NOODLES:
                            return None
        frontier = list(nxt.items())
    return [n for _, ns in frontier for n in ns]


def _between(a: NFA, q: int, t: int) -> NFA:
    """The words that lead ``a`` from state ``q`` to state ``t``."""
    from ...regex.automaton import NFA, trim

    return trim(NFA(a.algebra, a.trans, q, frozenset((t,))))


def _join(n1: _Noodle, n2: _Noodle) -> _Noodle:
    out = {v: list(langs) for v, langs in n1.items()}
    for v, langs in n2.items():
        out.setdefault(v, []).extend(langs)
    return out


__all__ = ["decide_straight_line"]
