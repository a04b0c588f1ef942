"""Characters a term must hold against the characters it can hold, over the top-level
conjuncts (issue 39: the class of seed 4939 f00604).

``(str.contains x "abb")`` puts ``a`` in every value of ``x``; then
``(str.replace (str.++ x x) p (str.++ x x))`` holds ``a`` whatever ``p`` is (it is its
subject, or holds its replacement), and ``(= (str.from_int n) …)`` of it is false: a
``str.from_int`` holds digits only.  The per-literal rule ``CHAR_MISSING``
(:mod:`strsat.rewrite.rules.cases`) sees a constant only; here what a variable must and
can hold is propagated between the conjuncts, to a fixpoint.  Two abstractions of a
String term ``t`` over the characters ``U`` of the problem's string constants (no other
character can be *required* anywhere, so only these matter):

* ``must(t)`` ⊆ ``U``: characters every value of ``t`` holds (under-approximation);
* ``can(t)`` ⊆ ``U``: the characters of ``U`` some value of ``t`` may hold
  (over-approximation; ``U`` when nothing is known).

These are the "multiset" abstraction of cvc5's extended-function rewriter (Reynolds et
al., "High-level abstractions for simplifying extended string constraints in SMT", CAV
2019, §4) restricted to character sets, lifted to top-level equalities as Z3str2's
integration of facts about variables across the constraints (Zheng et al., FSE 2013 /
CAV 2015; DESIGN.md, the integer-string integration).  The term rules:

* a constant: its characters; ``str.++``: the union of its parts' (both sets);
  ``ite``: the intersection of the branches' musts, the union of their cans;
* ``str.replace``/``str.replace_all (s, p, r)``: the result is ``s`` (no occurrence), or
  keeps every character of ``s`` outside the replaced occurrences and holds ``r``, so
  ``must ⊇ (must(s) ∩ must(r)) ∪ (must(s) \\ can(p))`` and ``can ⊆ can(s) ∪ can(r)``;
  the same for ``str.replace_re``/``str.replace_re_all`` with the regex's alphabet;
* ``str.substr``/``str.at``: ``can ⊆ can(s)``; ``str.from_int``: digits only;
* a regex's alphabet (``re.inter``: the intersection; ``re.comp``, ``re.all``,
  ``re.allchar``: ``U``) and the characters every word of it holds (``re.union``: the
  intersection; ``re.++``, ``re.inter``: the union; ``re.+``, a loop of at least one: its
  body's; ``re.*``, ``re.opt``, ``re.comp``: none).

The facts the conjuncts give a String variable ``v``, for ``v`` *a factor* of a side
(``v``, or ``str.substr``/``str.at`` of a factor) and ``v`` *a part* of a side (``v``, or
a part of a ``str.++``):

* ``(= a b)``: a factor ``v`` of ``a`` gets ``must(b)``; a part ``v`` of ``a`` holds
  only ``can(b)`` (and the other way round);
* ``(str.contains a b)``, ``(str.prefixof b a)``, ``(str.suffixof b a)``: a factor of
  ``a`` gets ``must(b)``, a part of ``b`` holds only ``can(a)``;
* ``(str.in_re a R)``: a factor of ``a`` gets the characters every word of ``R`` holds,
  a part of ``a`` holds only ``R``'s alphabet;
* ``(not (str.contains a c))`` with one character ``c``: no part of ``a`` holds ``c``.

A conflict — a variable that must hold a character it cannot, or a conjunct whose one
side must hold a character the other cannot (``=``: either way; ``str.contains``,
``str.prefixof``, ``str.suffixof``: the contained side against the container; ``in_re``:
the member against the alphabet; ``(not (str.contains a c))``: ``c`` in ``must(a)``) —
makes the conjuncts unsatisfiable; its core is the conflicting conjunct with every
conjunct that gave a fact.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import deque
from collections.abc import Sequence

from ..deadline import Deadline
from ..terms import STRING, Term
from ..terms.ops import CONST, VAR
from ..terms.walk import free_vars, preorder

__all__ = ["Alphabets", "alphabet_conflict"]

#: Past this many conjuncts the analysis is not tried (small formulas are its target;
#: each round walks every conjunct).
MAX_CONJUNCTS = 400
#: Past this many rounds' worth of readings (``MAX_ROUNDS`` × the conjuncts) the fixpoint
#: is given up (a conjunct is read again only when a set it reads changed, so a reading
#: count is a work count).
MAX_ROUNDS = 32
#: Deepest subterm looked at (small formulas).
MAX_DEPTH = 12

_DIGITS = frozenset("0123456789")
_REPLACES = ("str.replace", "str.replace_all", "str.replace_re", "str.replace_re_all")
_CONTAINERS = {"str.contains": (0, 1), "str.prefixof": (1, 0), "str.suffixof": (1, 0)}

Chars = frozenset[str]


class Alphabets:
    """The must and can sets of the String variables, and the terms' sets under them."""

    def __init__(self, universe: Chars) -> None:
        self.universe = universe
        self.must_of: dict[Term, Chars] = {}
        self.can_of: dict[Term, Chars] = {}
        #: ``U`` in order: a range's characters are a slice of it
        self._ordered = sorted(universe)
        #: the sets of each regex whose value reads no variable's set (:meth:`_ground`),
        #: by term: a Unicode class is a union of hundreds of ranges, shared many times
        #: over in a pattern's DAG (textwrap's word splitter: a check ran for minutes)
        self._regex_sets: dict[tuple[bool, Term], Chars] = {}
        self._grounds: dict[Term, bool] = {}
        #: the variables whose must or can set changed since the owner last emptied it
        self.changed: list[Term] = []

    # ---- terms -------------------------------------------------------------------------

    def must(self, t: Term, depth: int = 0) -> Chars:
        """Characters of ``U`` every value of the String term ``t`` holds."""
        op, args = t.op, t.args
        if op == CONST:
            return frozenset(str(t.value)) & self.universe
        if op == VAR:
            return self.must_of.get(t, frozenset())
        if depth >= MAX_DEPTH:
            return frozenset()
        d = depth + 1
        if op == "str.++":
            return frozenset().union(*(self.must(a, d) for a in args))
        if op == "ite":
            return self.must(args[1], d) & self.must(args[2], d)
        if op in _REPLACES:
            s, p, r = args
            pattern = self.regex_can(p, d) if p.sort is not STRING else self.can(p, d)
            subject = self.must(s, d)
            return (subject & self.must(r, d)) | (subject - pattern)
        if op == "str.rev":
            return self.must(args[0], d)
        return frozenset()

    def can(self, t: Term, depth: int = 0) -> Chars:
        """Characters of ``U`` some value of the String term ``t`` may hold."""
        op, args = t.op, t.args
        if op == CONST:
            return frozenset(str(t.value)) & self.universe
        if op == VAR:
            return self.can_of.get(t, self.universe)
        if depth >= MAX_DEPTH:
            return self.universe
        d = depth + 1
        if op == "str.++":
            return frozenset().union(*(self.can(a, d) for a in args))
        if op == "ite":
            return self.can(args[1], d) | self.can(args[2], d)
        if op in _REPLACES or op == "str.update":
            return self.can(args[0], d) | self.can(args[2], d)
        if op in ("str.substr", "str.at", "str.rev"):
            return self.can(args[0], d)
        if op == "str.from_int":
            return _DIGITS & self.universe
        return self.universe

    def _ground(self, r: Term) -> bool:
        """Whether the regex ``r``'s sets depend on ``U`` alone (no ``str.to_re`` of a
        term with a variable): those are kept (:attr:`_regex_sets`).  A set found under
        the depth limit is kept too: it is an over-approximation (``can``) or an
        under-approximation (``must``) of the set, as the limit's own answers are."""
        known = self._grounds.get(r)
        if known is None:
            if r.op == "str.to_re":
                known = r.args[0].op == CONST
            else:
                known = all(self._ground(a) for a in r.args if a.sort is not STRING)
            self._grounds[r] = known
        return known

    def regex_can(self, r: Term, depth: int = 0) -> Chars:
        """Characters of ``U`` some word of the regex ``r`` may hold (kept for a ground
        ``r``, :meth:`_ground`)."""
        return self._kept(True, r, depth)

    def _regex_can(self, r: Term, depth: int) -> Chars:
        op, args = r.op, r.args
        if depth >= MAX_DEPTH:
            return self.universe
        d = depth + 1
        if op == "str.to_re":
            return self.can(args[0], d)
        if op == "re.none":
            return frozenset()
        if op == "re.range":
            lo, hi = (_char(a) for a in args)
            if lo is None or hi is None:
                return self.universe if not all(a.op == CONST for a in args) else frozenset()
            ordered = self._ordered
            return frozenset(ordered[bisect_left(ordered, lo):bisect_right(ordered, hi)])
        if op in ("re.++", "re.union", "re.*", "re.+", "re.opt", "re.loop", "re.^"):
            return frozenset().union(*(self.regex_can(a, d) for a in args))
        if op == "re.inter":
            out = self.universe
            for a in args:
                out = out & self.regex_can(a, d)
            return out
        if op == "re.diff":
            return self.regex_can(args[0], d)
        return self.universe

    def regex_must(self, r: Term, depth: int = 0) -> Chars:
        """Characters of ``U`` every word of the regex ``r`` holds (kept for a ground
        ``r``, :meth:`_ground`)."""
        return self._kept(False, r, depth)

    def _kept(self, can: bool, r: Term, depth: int) -> Chars:
        """``r``'s can (``can``) or must set, kept when ``r`` is ground."""
        kept = self._regex_sets.get((can, r))
        if kept is None:
            kept = (self._regex_can if can else self._regex_must)(r, depth)
            if self._ground(r):
                self._regex_sets[can, r] = kept
        return kept

    def _regex_must(self, r: Term, depth: int) -> Chars:
        op, args = r.op, r.args
        if depth >= MAX_DEPTH:
            return frozenset()
        d = depth + 1
        if op == "str.to_re":
            return self.must(args[0], d)
        if op in ("re.++", "re.inter"):
            return frozenset().union(*(self.regex_must(a, d) for a in args))
        if op == "re.union":
            out = self.regex_must(args[0], d)
            for a in args[1:]:
                out = out & self.regex_must(a, d)
            return out
        if op == "re.+" or (op in ("re.loop", "re.^") and r.indices and r.indices[0] >= 1):
            return self.regex_must(args[0], d)
        if op == "re.diff":
            return self.regex_must(args[0], d)
        if op == "re.range":
            lo, hi = (_char(a) for a in args)
            if lo is not None and lo == hi:
                return frozenset({lo}) & self.universe
        return frozenset()

    # ---- facts -------------------------------------------------------------------------

    def add_must(self, v: Term, chars: Chars) -> bool:
        old = self.must_of.get(v, frozenset())
        if chars <= old:
            return False
        self.must_of[v] = old | chars
        self.changed.append(v)
        return True

    def limit_can(self, v: Term, chars: Chars) -> bool:
        old = self.can_of.get(v, self.universe)
        if old <= chars:
            return False
        self.can_of[v] = old & chars
        self.changed.append(v)
        return True

    def learn(self, lit: Term) -> bool:
        """Add the facts of the conjunct ``lit``; whether any set changed."""
        changed = False
        negated = lit.op == "not"
        atom = lit.args[0] if negated else lit
        op, args = atom.op, atom.args
        if negated:
            if op == "str.contains" and _one_char(args[1]):
                for v in _parts(args[0]):
                    changed |= self.limit_can(v, self.universe - frozenset(str(args[1].value)))
            return changed
        if op == "=" and len(args) == 2 and args[0].sort is STRING:
            for a, b in (args, args[::-1]):
                changed |= self._contained(b, a, whole=True)
        elif op in _CONTAINERS:
            outer, inner = (args[i] for i in _CONTAINERS[op])
            changed |= self._contained(inner, outer, whole=False)
        elif op == "str.in_re":
            a, r = args
            chars = self.regex_must(r)
            for v in _factors(a):
                changed |= self.add_must(v, chars)
            alphabet = self.regex_can(r)
            for v in _parts(a):
                changed |= self.limit_can(v, alphabet)
        return changed

    def _contained(self, inner: Term, outer: Term, whole: bool) -> bool:
        """Facts of ``inner`` being a factor of ``outer`` (``whole``: equal to it): a
        factor of ``outer`` holds ``must(inner)``; with ``whole``, a part of ``outer``
        holds only ``can(inner)``, else a part of ``inner`` only ``can(outer)``."""
        changed = False
        chars = self.must(inner)
        for v in _factors(outer):
            changed |= self.add_must(v, chars)
        bounded, bound = (outer, inner) if whole else (inner, outer)
        allowed = self.can(bound)
        for v in _parts(bounded):
            changed |= self.limit_can(v, allowed)
        return changed

    def clash(self, lit: Term) -> bool:
        """The conjunct ``lit`` is false under the sets (one side must hold a character
        the other cannot)."""
        if lit.op == "not":
            atom = lit.args[0]
            return (atom.op == "str.contains" and _one_char(atom.args[1])
                    and str(atom.args[1].value) in self.must(atom.args[0]))
        op, args = lit.op, lit.args
        if op == "=" and len(args) == 2 and args[0].sort is STRING:
            a, b = args
            return not (self.must(a) <= self.can(b) and self.must(b) <= self.can(a))
        if op in _CONTAINERS:
            outer, inner = (args[i] for i in _CONTAINERS[op])
            return not self.must(inner) <= self.can(outer)
        if op == "str.in_re":
            return not self.must(args[0]) <= self.regex_can(args[1])
        return False


def _char(t: Term) -> str | None:
    if t.op == CONST and isinstance(t.value, str) and len(t.value) == 1:
        return t.value
    return None


def _one_char(t: Term) -> bool:
    return _char(t) is not None


def _factors(t: Term) -> list[Term]:
    """The String variables of which every value of ``t`` is a factor."""
    while t.op in ("str.substr", "str.at"):
        t = t.args[0]
    return [t] if t.op == VAR and t.sort is STRING else []


def _parts(t: Term) -> list[Term]:
    """The String variables every character of which ``t`` holds (parts of ``str.++``)."""
    if t.op == VAR and t.sort is STRING:
        return [t]
    if t.op == "str.++":
        return [v for a in t.args for v in _parts(a)]
    return []


def _universe(literals: Sequence[Term]) -> Chars:
    out: set[str] = set()
    for lit in literals:
        for t in preorder(lit):
            if t.op == CONST and isinstance(t.value, str):
                out.update(t.value)
    return frozenset(out)


def alphabet_conflict(literals: Sequence[Term], deadline: Deadline) -> list[int] | None:
    """The indices of conjuncts among ``literals`` that the character-set facts show
    unsatisfiable (module doc), or None when no conflict is found.

    A worklist fixpoint: every conjunct is read once, then again only when a set of a
    variable it mentions changed (sets only grow (must) or shrink (can), so the order of
    the readings does not change the fixpoint; a chain of n definitions listed against
    its direction takes n readings, not n rounds of every conjunct).  At most
    ``MAX_ROUNDS`` × ``len(literals)`` readings; the sets reached are sound at any point,
    so the conflicts are looked for in them even when the readings run out."""
    if not literals or len(literals) > MAX_CONJUNCTS:
        return None
    universe = _universe(literals)
    if not universe:
        return None
    sets = Alphabets(universe)
    n = len(literals)
    readers: dict[Term, list[int]] = {}  # a variable -> the conjuncts that mention it
    for i, lit in enumerate(literals):
        for v in free_vars(lit):
            readers.setdefault(v, []).append(i)
    queue = deque(range(n))
    queued = [True] * n
    used: set[int] = set()
    readings = 0
    while queue and readings < MAX_ROUNDS * n:
        if readings % n == 0:  # one reading of the deadline per round's worth
            deadline.check("propagating character sets")
        readings += 1
        i = queue.popleft()
        queued[i] = False
        if not sets.learn(literals[i]):
            continue
        used.add(i)
        for v in sets.changed:
            for k in readers.get(v, ()):
                if not queued[k]:
                    queued[k] = True
                    queue.append(k)
        sets.changed.clear()
    for v, chars in sets.must_of.items():
        if not chars <= sets.can_of.get(v, universe):
            return sorted(used)
    for i, lit in enumerate(literals):
        if sets.clash(lit):
            return sorted(used | {i})
    return None
