"""From a theory context to constraints over string variables, grouped in components.

Every relevant string literal and every guarded definition becomes one
:class:`Constraint`.  Integer subterms (arguments of ``str.substr``, the Int
skolem of ``k = str.to_int(x)``, ...) are replaced by the core's values; the
equalities read (``t = v``) are kept as *facts*, because a lemma that blocks
the candidate must mention them (``FL_INT_BLOCK``).  Two definitions whose
value is a constant once the integers are known are decided here:
``K = str.to_code(x)`` and ``K = str.to_int(x)`` become equations with a
constant (or are decided by ``|x|``), so that the characters they force are
constants of the alphabet.

Components are the classes of string variables connected by constraints; the
search and the block lemma work per component.
"""

from __future__ import annotations

from collections.abc import Callable

from ...terms import BOOL, INT, MAX_CHAR, REGLAN, STRING, Term, integer, mk, string
from ...terms.values import number_of, text_of
from ...terms.walk import free_vars, is_ground, substitute
from .constraints import (
    Check,
    Constraint,
    Contains,
    Definition,
    Digit,
    Disequation,
    Equation,
    GrammarMembership,
    Impossible,
    Lexicographic,
    Membership,
    NotContains,
    NotDigit,
    NotPrefixOf,
    NotSuffixOf,
    PrefixOf,
    SuffixOf,
    Trivial,
    items,
)

#: Integer operators whose value the core knows (with ``str.len``).
_ARITH = frozenset({"+", "-", "*", "div", "mod", "abs", "ite"})
#: Predicate -> (constraint of the positive literal, of the negative one).
_PAIRS = {"str.contains": (Contains, NotContains), "str.prefixof": (PrefixOf, NotPrefixOf),
          "str.suffixof": (SuffixOf, NotSuffixOf)}


class Problem:
    """The typed constraints of one candidate."""

    __slots__ = ("constraints",)

    def __init__(self, constraints: list[Constraint] | None = None) -> None:
        self.constraints: list[Constraint] = [] if constraints is None else constraints

    def components(self) -> list[list[Constraint]]:
        """Constraints grouped by shared string variables (constant ones alone)."""
        parent: dict[Term, Term] = {}

        def find(x: Term) -> Term:
            parent.setdefault(x, x)
            while parent[x] is not x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for c in self.constraints:
            for v in c.vars[1:]:
                a, b = find(c.vars[0]), find(v)
                if a is not b:
                    parent[a] = b
        groups: dict[object, list[Constraint]] = {}
        for i, c in enumerate(self.constraints):
            key: object = find(c.vars[0]) if c.vars else ("ground", i)
            groups.setdefault(key, []).append(c)
        return list(groups.values())


class Builder:
    """Builds constraints, reading integers with ``int_value`` and lengths with ``length``."""

    def __init__(self, int_value: Callable[[Term], int | bool],
                 length: Callable[[Term], int]) -> None:
        self.int_value = int_value
        self.length = length
        self.problem = Problem()

    # ---- integers ----------------------------------------------------------------

    def instantiate(self, t: Term) -> tuple[Term, list[Term]]:
        """``t`` with every maximal integer subterm the core knows replaced by its value.
        A ground subterm that is not such an integer term is left as it is, unwalked: its
        meaning does not depend on the candidate (a membership's regex of thousands of
        nodes was walked at every reading of every round)."""
        pure: dict[int, bool] = {}
        mapping: dict[Term, Term] = {}
        facts: list[Term] = []
        stack, seen = [t], set()
        while stack:
            s = stack.pop()
            if s.id in seen:
                continue
            seen.add(s.id)
            if s.sort is INT and _pure(s, pure):
                if s.op != "const":
                    value = self.int_value(s)
                    mapping[s] = integer(int(value))
                    facts.append(mk("=", s, integer(int(value))))
                continue
            if not s.ground:
                stack.extend(s.args)
        if not mapping:
            return t, facts
        return substitute(t, mapping), facts

    # ---- literals ----------------------------------------------------------------

    def literal(self, atom: Term, positive: bool) -> None:
        reason = atom if positive else mk("not", atom)
        term, facts = self.instantiate(atom)
        for c in self._classify(term, positive):
            c.reason, c.facts = reason, facts
            self.problem.constraints.append(c)

    def _classify(self, t: Term, pos: bool) -> list[Constraint]:
        formula = t if pos else mk("not", t)
        op = t.op
        if op == "=" and t.args[0].sort is STRING:
            parts = tuple(s for a in t.args if (s := items(a)) is not None)
            if len(parts) == len(t.args):
                return [Equation(formula, parts) if pos else Disequation(formula, parts)]
            if pos and len(t.args) == 2:
                for k, app in (t.args, reversed(t.args)):
                    if k.op == "var" and items(app) is None and k not in free_vars(app):
                        return [Definition(formula, k, app)]
            return [Check(formula)]
        if op == "str.in_re":
            x = items(t.args[0])
            if x is not None and is_ground(t.args[1]):
                return [Membership(formula, x, t.args[1], pos)]
            return [Check(formula)]
        if op in _PAIRS:
            a, b = items(t.args[0]), items(t.args[1])
            if a is None or b is None:
                return [Check(formula)]
            return [_PAIRS[op][0 if pos else 1](formula, a, b)]
        if op in ("str.<", "str.<=") and len(t.args) >= 2:
            sides = [s for a in t.args if (s := items(a)) is not None]
            if len(sides) != len(t.args) or (not pos and len(sides) > 2):
                return [Check(formula)]
            strict = op == "str.<"
            if pos:
                pairs = [(sides[k], sides[k + 1]) for k in range(len(sides) - 1)]
            else:  # not (s < t)  <=>  t <= s;   not (s <= t)  <=>  t < s
                pairs, strict = [(sides[1], sides[0])], not strict
            # s < s is false and s <= s true: no order constraint (and no order mode)
            return [((Impossible if strict else Trivial)(formula, (a, b)) if a == b
                     else Lexicographic(formula, a, b, strict))
                    for a, b in pairs]
        if op == "str.in_grammar" and pos:
            x = items(t.args[0])
            if x is not None:
                return [GrammarMembership(formula, x, t)]
        if op == "str.is_digit":
            x = items(t.args[0])
            if x is not None:
                return [Digit(formula, x) if pos else NotDigit(formula, x)]
        return [Check(formula)]

    # ---- guarded definitions -----------------------------------------------------

    def definition(self, d: Term) -> None:
        """A guarded definition ``k = f(args)`` (String or Int ``k``)."""
        term, facts = self.instantiate(d)
        k, app = term.args
        if k.sort is STRING:
            if k.op == "var" and k not in free_vars(app):
                c: Constraint = Definition(term, k, app)
            else:
                c = Check(term)
        else:
            c = self._int_definition(term, k, app)
            if (app.op == "str.to_code" and isinstance(c, Equation) and len(facts) == 1
                    and facts[0].args[0] is d.args[0] and d.args[0].op == "var"):
                c.code = (d.args[0], number_of(k))
            if (app.op == "str.to_int" and isinstance(c, Equation | Impossible)
                    and len(facts) == 1
                    and facts[0].args[0] is d.args[0] and d.args[0].op == "var"):
                c.to_int = (d.args[0], number_of(k))
        c.facts = facts + c.facts
        self.problem.constraints.append(c)

    def _int_definition(self, term: Term, k: Term, app: Term) -> Constraint:
        if k.op == "const" and app.op in ("str.indexof", "str.indexof_re"):
            return self._index_definition(term, number_of(k), app)
        if k.op != "const" or app.op not in ("str.to_code", "str.to_int"):
            return Check(term)
        value = number_of(k)
        x = items(app.args[0])
        if x is None:
            return Check(term)
        n = sum(self.length(i) if i.op == "var" else len(text_of(i))
                for i in x)
        if app.op == "str.to_code":
            if 0 <= value <= MAX_CHAR:
                if n != 1:
                    return Impossible(term)
                return Equation(term, (x, [string(chr(value))]))
            return (Trivial if (value == -1 and n != 1) else Impossible)(term)
        if value >= 0:
            digits = str(value) if value < 10 ** 4000 else None
            if digits is None:
                return Check(term)
            if len(digits) > n:
                return Impossible(term, width=n)
            eq = Equation(term, (x, [string(digits.zfill(n))]))
            # the leading zeros depend on |x|: the equation holds for these lengths
            # only, so a clash explained through it must name them (else the lemma
            # would rule out the value at every length)
            eq.facts = [mk("=", mk("str.len", v), integer(self.length(v)))
                        for v in dict.fromkeys(i for i in x if i.op == "var")]
            return eq
        if value == -1:
            return (Trivial if n == 0 else Check)(term)
        return Impossible(term)

    def _index_definition(self, term: Term, value: int, app: Term) -> Constraint:
        """``K = indexof(s, t, i)`` / ``indexof_re(s, R, i)``: false at once when the
        lengths exclude ``K`` (−1 exactly when ``i ∉ [0, |s|]``; ``i`` itself for an
        empty ``t``; otherwise −1 or a start in ``[i, |s| − |t|]``)."""
        s_items = items(app.args[0])
        i = app.args[2]
        if s_items is None or i.op != "const":
            return Check(term)
        n, start = self._size(s_items), number_of(i)
        if start < 0 or start > n:
            return (Trivial if value == -1 else Impossible)(term)
        hi = n
        if app.op == "str.indexof":
            t_items = items(app.args[1])
            if t_items is not None:
                m = self._size(t_items)
                if m == 0:
                    return (Trivial if value == start else Impossible)(term)
                hi = n - m
        if value != -1 and not start <= value <= hi:
            return Impossible(term)
        if app.op == "str.indexof_re" and is_ground(app.args[1]) \
                and value - start <= MAX_MATCH_SKIP:
            return Membership(term, s_items, first_match(app.args[1], start, value), True)
        return Check(term)

    def _size(self, xs: list[Term]) -> int:
        return sum(self.length(i) if i.op == "var" else len(text_of(i))
                   for i in xs)


#: The longest skip ``K − i`` read as a language by :func:`first_match` (its complement's
#: automaton counts the skipped positions).
MAX_MATCH_SKIP = 64


def first_match(r: Term, start: int, value: int) -> Term:
    """The strings ``s`` with ``indexof_re(s, R, i) = K`` for ``0 ≤ i ≤ |s|`` (the
    lengths' check is the caller's), ``i`` and ``K`` constants: the first match of ``R``
    from ``i`` starts ``d = K − i`` later, so ``s ∈ Σ^i·(Σ^d·R·Σ* ∖ Σ^{<d}·R·Σ*)``; no
    match from ``i`` (``K = −1``) is ``s ∈ Σ^i·¬(Σ*·R·Σ*)``.  Exact (the definition of
    ``str.indexof_re``: the least start ``n ≥ i`` of a substring in ``L(R)``), so the
    fixed-length search propagates the first match's place with the membership's
    automaton where the definition was evaluated only once every character was known
    (issue 38: ``re.search``'s start of a match with greedy groups).  The definition is
    still evaluated at the leaves."""
    sigma = mk("re.allchar")
    tail = mk("re.++", r, mk("re.all"))
    if value == -1:
        rest = mk("re.comp", mk("re.++", mk("re.all"), tail))
    else:
        d = value - start
        rest = mk("re.++", mk("re.^", sigma, indices=(d,)), tail)
        if d > 0:
            earlier = mk("re.++", mk("re.loop", sigma, indices=(0, d - 1)), tail)
            rest = mk("re.inter", rest, mk("re.comp", earlier))
    return mk("re.++", mk("re.^", sigma, indices=(start,)), rest) if start else rest


def is_definition(t: Term) -> bool:
    """True for ``(= k f(args))`` whose right side is not a concatenation."""
    return (t.op == "=" and len(t.args) == 2 and t.args[0].op == "var"
            and t.args[1].sort is not REGLAN and items(t.args[1]) is None
            and t.args[1].op not in ("var", "const"))


def _pure(t: Term, memo: dict[int, bool]) -> bool:
    """Whether the integer term ``t`` is built by arithmetic from constants, integer
    variables and lengths (its value is the core's), memoised in ``memo`` by term id;
    Boolean arguments (an ``ite``'s condition) do not count against it."""
    stack = [t]
    while stack:
        s = stack[-1]
        if s.id in memo:
            stack.pop()
            continue
        if s.op in ("const", "var", "str.len"):
            memo[s.id] = True
        elif s.op not in _ARITH:
            memo[s.id] = False
        else:
            pending = [a for a in s.args if a.sort is INT and a.id not in memo]
            if pending:
                stack.extend(pending)
                continue
            memo[s.id] = all(a.sort is BOOL or (a.sort is INT and memo[a.id])
                             for a in s.args)
        stack.pop()
    return memo[t.id]
