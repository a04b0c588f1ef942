"""Typed constraints of the fixed-length search: one class per kind of literal.

The builder (:mod:`.problem`) makes one constraint (rarely several) of each relevant
literal and guarded definition.  Solving a component (:mod:`.solver`) takes every
constraint through the same phases, each a method here:

1. :meth:`Constraint.place` — with the lengths fixed, equations, prefixes and
   suffixes align their sides on the :class:`~.layout.Layout` (unions of cells); a
   containment with room to move becomes an offset choice of the search; a
   constraint the lengths alone falsify says so;
2. :meth:`Constraint.sides` — the item lists whose constant characters get nodes;
   :meth:`Constraint.regex` asks for an automaton, whose labels join the alphabet;
3. :meth:`Constraint.post` — the constraint posts its propagators
   (:mod:`.propagators`) to the store of a :class:`Board`;

then the store propagates and the search (:mod:`.search`) decides the rest.  Every
constraint keeps ``term``, the formula a solution must make true (the evaluator
checks it at each leaf), ``reason``, the literal it came from (None for a guarded
definition, which is valid), ``facts``, the integer equalities the builder read, and
``vars``, its string variables.
"""

from __future__ import annotations

from collections.abc import Callable

from strsat.static import TYPE_CHECKING

from ...deadline import Deadline
from ...terms import INT, MAX_CHAR, STRING, Term, integer, mk, string
from ...terms.term import check_order
from ...terms.values import number_of, text_of
from ...terms.walk import free_vars
from ..seam.equalities import length_of
from .alphabet import Alphabet
from .automata import mask_nfa
from .layout import Alignment, Layout, Side
from .propagators import CaseMap, Clause, Evaluate, Flags, Lex, RegularProp
from .store import Store, class_set

if TYPE_CHECKING:
    from ...regex.automaton import NFA

#: A concatenation of string variables and non-empty constants.
Items = list[Term]

#: A negated contains with more aligned pairs than this is only checked when assigned.
MAX_NCONTAINS_PAIRS = 200_000

_CELLWISE_OPS = frozenset({"str.rev", "str.to_lower", "str.to_upper"})
_REPLACE_OPS = frozenset({"str.replace", "str.replace_all", "str.replace_re",
                          "str.replace_re_all"})


def items(t: Term) -> Items | None:
    """The items of a concatenation of variables and constants (None otherwise)."""
    if t.op == "var":
        return [t]
    if t.op == "const":
        return [t] if t.value else []
    if t.op == "str.++":
        out: list[Term] = []
        for a in t.args:
            sub = items(a) if a.op != "str.++" else None
            if sub is None:
                return None
            out.extend(sub)
        return out
    return None


def string_vars(t: Term) -> list[Term]:
    """The string variables of ``t`` in creation order."""
    return sorted((v for v in free_vars(t) if v.sort is STRING), key=check_order)


def constant_of(xs: Items) -> str | None:
    """The constant a concatenation of constants spells (None if it has a variable)."""
    if xs and all(i.op == "const" for i in xs):
        return "".join(text_of(i) for i in xs)
    return None


def _item_length(it: Term, lengths: dict[Term, int]) -> int:
    return len(text_of(it)) if it.op == "const" else lengths[it]


class Placement:
    """What :meth:`Constraint.place` may use: the lengths, the layout, and the offset
    choices of positive containments (pairs ``(s, t)`` with ``0 < |t| < |s|``)."""

    def __init__(self, lengths: dict[Term, int], layout: Layout) -> None:
        self.lengths = lengths
        self.layout = layout
        self.contains: list[tuple[Items, Items]] = []

    def total(self, xs: Items) -> int:
        return sum(_item_length(i, self.lengths) for i in xs)

    def side(self, xs: Items, start: Term | None = None, start_value: int = 0) -> Side:
        return Side(xs, [_item_length(i, self.lengths) for i in xs], start, start_value)


class Board:
    """What :meth:`Constraint.post` may use: the store over the component's cell
    classes, the classes of item lists and variables, the automata of memberships
    (by constraint id), the region mask of the digits, and the list the regular
    propagators join (refreshed after the first propagation)."""

    def __init__(self, store: Store, alphabet: Alphabet,
                 classes: Callable[[Items], list[int]], var_classes: dict[Term, list[int]],
                 read: Callable[[Term], str], lengths: dict[Term, int], variables: list[Term],
                 automata: dict[int, NFA], deadline: Deadline, flags: Flags,
                 digits: int, joined: set[int] | None = None) -> None:
        self.store = store
        self.alphabet = alphabet
        self.classes = classes
        self.var_classes = var_classes
        self.read = read
        self.lengths = lengths
        self.variables = variables
        self.automata = automata
        self.deadline = deadline
        self.flags = flags
        self.digits = digits
        #: memberships whose automaton is part of another's joint one (they post nothing)
        self.joined = joined or set()
        self.regular: list[RegularProp] = []

    def evaluate_when_assigned(self, term: Term, inputs: list[Term],
                               output: list[int] | None = None) -> None:
        """Post the evaluator's check of ``term`` (or, with ``output``, its value
        written into those cells) once the cells of ``inputs`` are assigned."""
        cells = class_set((self.var_classes[v] for v in inputs), self.deadline)
        self.store.add_firing(Evaluate(term, inputs, self.read, self.deadline, self.flags,
                                       output), cells)


class Constraint:
    """One literal or definition, integer subterms replaced by their values (plain
    classes: the builder makes thousands, and dataclasses cost import time)."""

    def __init__(self, term: Term) -> None:
        self.term = term
        self.reason: Term | None = None
        self.facts: list[Term] = []
        self.vars: list[Term] = string_vars(term)
        #: ``(k, v)`` for the equation ``x = chr(v)`` read from ``k = str.to_code(x)``
        #: with the core's value ``k = v`` (widened by ``FL_CODE_REGION``)
        self.code: tuple[Term, int] | None = None
        #: ``(k, K)`` for the equation ``x = zfill(K, |x|)`` read from ``k = str.to_int(x)``
        #: with ``k = K >= 0`` (its padding zeros widened by ``FL_TO_INT_PAD``)
        self.to_int: tuple[Term, int] | None = None

    def sides(self) -> tuple[Items, ...]:
        """Item lists whose positions the layout holds (constant characters get nodes)."""
        return ()

    def place(self, p: Placement) -> bool:
        """Align on the layout; True when the lengths alone make the constraint false."""
        return False

    def regex(self) -> tuple[Term, bool] | None:
        """(regex, positive) of a membership whose automaton the search needs."""
        return None

    def patterns(self) -> list[tuple[Term, str]]:
        """(variable, constant it must contain) pairs that the constraint implies."""
        return []

    def post(self, b: Board) -> bool:
        """Post propagators to the store; False when that already fails."""
        return True


class Trivial(Constraint):
    """True for every value (``s <= s``); its sides still get layout nodes."""

    def __init__(self, term: Term, pair: tuple[Items, ...] = ()) -> None:
        super().__init__(term)
        self.pair = pair

    def sides(self) -> tuple[Items, ...]:
        return self.pair


class Impossible(Constraint):
    """False for every value of these lengths (``s < s``, a code out of range ...)."""

    def __init__(self, term: Term, pair: tuple[Items, ...] = (), width: int | None = None
                 ) -> None:
        super().__init__(term)
        self.pair = pair
        #: ``n`` for ``K = str.to_int(x)`` with ``K ≥ 10^n`` and ``|x| = n``
        #: (``to_int`` then names ``k``; widened by ``FL_TO_INT_WIDTH``)
        self.width = width

    def sides(self) -> tuple[Items, ...]:
        return self.pair


class Check(Constraint):
    """Any other formula: the evaluator decides it once its variables are assigned."""

    def post(self, b: Board) -> bool:
        b.evaluate_when_assigned(self.term, self.vars)
        return True


class Equation(Constraint):
    """``s1 = s2 (= …)`` of concatenations: aligned position by position."""

    def __init__(self, term: Term, parts: tuple[Items, ...]) -> None:
        super().__init__(term)
        self.parts = parts

    def sides(self) -> tuple[Items, ...]:
        return self.parts

    def place(self, p: Placement) -> bool:
        n = p.total(self.parts[0])
        if any(p.total(s) != n for s in self.parts[1:]):
            return True
        for a, b in zip(self.parts, self.parts[1:], strict=False):
            p.layout.align(Alignment(self.reason, self.facts, p.side(a), p.side(b), 0, n,
                                     self))
        return False

    def patterns(self) -> list[tuple[Term, str]]:
        out: list[tuple[Term, str]] = []
        for v in (side[0] for side in self.parts if len(side) == 1 and side[0].op == "var"):
            for side in self.parts:
                run: list[str] = []
                for it in [*side, None]:
                    if it is not None and it.op == "const":
                        run.append(text_of(it))
                    elif run:
                        out.append((v, "".join(run)))
                        run = []
        return out


def post_clauses(b: Board, groups: list[list[tuple[int, int]]] | None) -> bool:
    """Post one clause ``⋁ (a_k ≠ b_k)`` over pairs of classes per group (each group
    one way of being true; None: true for these lengths); False when one is false
    already."""
    if groups is None:
        return True
    value = b.store.value
    for pairs in groups:
        live = []
        satisfied = False
        for x, y in pairs:
            if x == y:
                continue
            if value[x] >= 0 and value[y] >= 0:
                if value[x] != value[y]:
                    satisfied = True
                    break
                continue
            live.append((x, y))
        if satisfied:
            continue
        if not live:
            return False
        if not Clause(b.store, live).update(b.store):
            return False
    return True


class Disequation(Constraint):
    """``not (s1 = s2 …)``: some aligned pair differs (equal lengths), else true."""

    def __init__(self, term: Term, parts: tuple[Items, ...]) -> None:
        super().__init__(term)
        self.parts = parts

    def sides(self) -> tuple[Items, ...]:
        return self.parts

    def post(self, b: Board) -> bool:
        sides = [b.classes(s) for s in self.parts]
        if any(len(s) != len(sides[0]) for s in sides):
            return True
        return post_clauses(b, [[(x[p], y[p]) for x, y in zip(sides, sides[1:], strict=False)
                                 for p in range(len(x))]])


class _Pair(Constraint):
    """A predicate over two concatenations ``a`` and ``b`` (SMT-LIB argument order)."""

    def __init__(self, term: Term, a: Items, b: Items) -> None:
        super().__init__(term)
        self.a = a
        self.b = b

    def sides(self) -> tuple[Items, ...]:
        return (self.a, self.b)


def _one_variable_pattern(s: Items, t: Items) -> list[tuple[Term, str]]:
    """``[(x, t)]`` when ``s`` is a single variable that must contain the constant ``t``."""
    p = constant_of(t)
    return [(s[0], p)] if p and len(s) == 1 and s[0].op == "var" else []


class PrefixOf(_Pair):
    """``prefixof(a, b)``: ``a`` aligned with the start of ``b``."""

    def place(self, p: Placement) -> bool:
        la, lb = p.total(self.a), p.total(self.b)
        if la > lb:
            return True
        p.layout.align(Alignment(self.reason, self.facts, p.side(self.a), p.side(self.b),
                                 0, la))
        return False

    def patterns(self) -> list[tuple[Term, str]]:
        return _one_variable_pattern(self.b, self.a)


class SuffixOf(_Pair):
    """``suffixof(a, b)``: ``a`` aligned with the end of ``b`` (the offset
    ``|b| - |a|`` belongs to every explanation through the alignment)."""

    def place(self, p: Placement) -> bool:
        return _place_at_end(self, self.a, self.b, p)

    def patterns(self) -> list[tuple[Term, str]]:
        return _one_variable_pattern(self.b, self.a)


class Contains(_Pair):
    """``contains(a, b)``: ``b`` at the end of ``a`` when the lengths are equal, else
    at an offset the search chooses (paper 001 §3, formula (2))."""

    def place(self, p: Placement) -> bool:
        la, lb = p.total(self.b), p.total(self.a)
        if la > lb:
            return True
        if 0 < la < lb:
            p.contains.append((self.a, self.b))
            return False
        return _place_at_end(self, self.b, self.a, p)

    def patterns(self) -> list[tuple[Term, str]]:
        return _one_variable_pattern(self.a, self.b)


def _place_at_end(c: Constraint, short: Items, whole: Items, p: Placement) -> bool:
    la, lb = p.total(short), p.total(whole)
    if la > lb:
        return True
    d = lb - la
    start = mk("-", length_of(whole), length_of(short))
    p.layout.align(Alignment(c.reason, c.facts, p.side(short, start, d), p.side(whole), d,
                             d + la))
    return False


class NotPrefixOf(_Pair):
    """``not prefixof(a, b)``: ``a`` is longer, or differs from the start of ``b``."""

    def post(self, b: Board) -> bool:
        x, y = b.classes(self.a), b.classes(self.b)
        return post_clauses(b, None if len(x) > len(y) else [list(zip(x, y, strict=False))])


class NotSuffixOf(_Pair):
    """``not suffixof(a, b)``: ``a`` is longer, or differs from the end of ``b``."""

    def post(self, b: Board) -> bool:
        x, y = b.classes(self.a), b.classes(self.b)
        if len(x) > len(y):
            return True
        return post_clauses(b, [list(zip(x, y[len(y) - len(x):], strict=False))])


class NotContains(_Pair):
    """``not contains(a, b)``: ``b`` differs from ``a`` at every offset (one clause per
    offset); with too many pairs it is only evaluated once assigned."""

    def post(self, b: Board) -> bool:
        t, s = b.classes(self.b), b.classes(self.a)
        n = len(t)
        if n > len(s):
            return True
        if not t:
            return False
        if (len(s) - n + 1) * n > MAX_NCONTAINS_PAIRS:
            b.store.add_firing(Evaluate(self.term, self.vars, b.read, b.deadline, b.flags),
                               class_set((t, s), b.deadline))
            return True
        return post_clauses(b, [list(zip(t, s[o:o + n], strict=False))
                                for o in range(len(s) - n + 1)])


class Lexicographic(_Pair):
    """``a < b`` (``strict``) or ``a <= b`` on code points."""

    def __init__(self, term: Term, a: Items, b: Items, strict: bool) -> None:
        super().__init__(term, a, b)
        self.strict = strict

    def post(self, b: Board) -> bool:
        return Lex(b.store, b.classes(self.a), b.classes(self.b), self.strict).advance(b.store)


class Digit(Constraint):
    """``is_digit(x)``: one character, a digit."""

    def __init__(self, term: Term, x: Items) -> None:
        super().__init__(term)
        self.x = x

    def sides(self) -> tuple[Items, ...]:
        return (self.x,)

    def place(self, p: Placement) -> bool:
        return p.total(self.x) != 1

    def post(self, b: Board) -> bool:
        return b.store.narrow(b.classes(self.x)[0], b.digits)


class NotDigit(Constraint):
    """``not is_digit(x)``: of another length, or one character that is no digit."""

    def __init__(self, term: Term, x: Items) -> None:
        super().__init__(term)
        self.x = x

    def sides(self) -> tuple[Items, ...]:
        return (self.x,)

    def post(self, b: Board) -> bool:
        xs = b.classes(self.x)
        if len(xs) == 1:
            return b.store.narrow(xs[0], b.alphabet.full & ~b.digits)
        return True


class Membership(Constraint):
    """``x ∈ R`` (``x ∉ R`` when not ``positive``), ``R`` ground: the regular
    propagator over ``R``'s automaton (its complement when negative), or the
    evaluator when the automaton cannot be built."""

    def __init__(self, term: Term, x: Items, language: Term, positive: bool) -> None:
        super().__init__(term)
        self.x = x
        self.language = language
        self.positive = positive

    def sides(self) -> tuple[Items, ...]:
        return (self.x,)

    def regex(self) -> tuple[Term, bool] | None:
        return self.language, self.positive

    def patterns(self) -> list[tuple[Term, str]]:
        if not self.positive or len(self.x) != 1 or self.x[0].op != "var":
            return []
        p = regex_factor(self.language)
        return [(self.x[0], p)] if p else []

    def post(self, b: Board) -> bool:
        if id(self) in b.joined:  # its language is in another's joint automaton
            return True
        nfa = b.automata.get(id(self))
        if nfa is None:
            b.evaluate_when_assigned(self.term, self.vars)
            return True
        b.regular.append(RegularProp(b.store, b.classes(self.x),
                                     mask_nfa(nfa, b.alphabet, b.deadline)))
        return True


class GrammarMembership(Constraint):
    """``x ∈ L(G)`` (issue 27), ``x`` a concatenation: the CYK propagator of the grammar
    step (:mod:`strsat.theory.grammar.search`) over the cells' domains — inside–outside
    support per position, so a cell keeps only the regions some derivation of the whole
    word can put there — and the evaluator at the leaves as for every constraint."""

    #: Cells above which only the leaf check runs (one propagation is O(|G|·n²)).
    MAX_CELLS = 300

    def __init__(self, term: Term, x: Items, atom: Term) -> None:
        super().__init__(term)
        self.x = x
        self.atom = atom

    def sides(self) -> tuple[Items, ...]:
        return (self.x,)

    def post(self, b: Board) -> bool:
        # the grammar procedures load only when a grammar membership is met (start-up)
        from ..grammar.search import CellGrammarProp

        cells = b.classes(self.x)
        if not cells or len(cells) > self.MAX_CELLS:
            b.evaluate_when_assigned(self.term, self.vars)
            return True
        prop = CellGrammarProp(self.atom, cells, b.alphabet, b.deadline)
        for c in dict.fromkeys(cells):
            b.store.watch(c, prop, 0)
        return prop.notify(b.store, cells[0], 0)


def regex_factor(r: Term) -> str | None:
    """``t`` when every word of ``r`` contains ``t``: ``r`` is ``[Σ*] · str.to_re(t…) ·
    [Σ*]`` (contains, prefix and suffix memberships of the reductions)."""
    parts = list(r.args) if r.op == "re.++" else [r]
    if parts and parts[0].op == "re.all":
        parts = parts[1:]
    if parts and parts[-1].op == "re.all":
        parts = parts[:-1]
    if parts and all(a.op == "str.to_re" and a.args[0].op == "const" for a in parts):
        return "".join(text_of(a.args[0]) for a in parts)
    return None


class Definition(Constraint):
    """``k = f(args)`` (``f`` not a concatenation): the evaluator writes ``f``'s value
    into ``k``'s cells once the inputs are assigned; position-wise functions also link
    cells, and a replacement's result length is checked before its replacement is."""

    def __init__(self, term: Term, k: Term, app: Term) -> None:
        super().__init__(term)
        self.k = k
        self.app = app

    def cellwise_input(self) -> Items:
        """The argument of ``rev``/``to_lower``/``to_upper`` (its cells get nodes)."""
        if self.app.op in _CELLWISE_OPS:
            return items(self.app.args[0]) or []
        return []

    def place(self, p: Placement) -> bool:
        if self.k.sort is not STRING:
            return False
        possible = output_lengths(self.app, p.lengths.__getitem__)
        return possible is not None and p.lengths[self.k] not in possible

    def post(self, b: Board) -> bool:
        k, app = self.k, self.app
        inputs = [v for v in self.vars if v is not k]
        b.evaluate_when_assigned(app, inputs, b.var_classes[k])
        ok = self._cellwise(b)
        early = self._output_length_check(b)
        if early is not None:
            term, early_inputs = early
            b.evaluate_when_assigned(term, early_inputs)
        return ok

    def _cellwise(self, b: Board) -> bool:
        """``rev`` links ``k[j]`` with ``x[n-1-j]``; ``to_lower``/``to_upper`` map cells
        (:class:`CaseMap`).  The evaluation of the definition still checks the result."""
        k, app = self.k, self.app
        if app.op not in _CELLWISE_OPS:
            return True
        xs_items = items(app.args[0])
        if xs_items is None:
            return True
        xs, ks = b.classes(xs_items), b.var_classes[k]
        if len(xs) != len(ks):
            return False
        if app.op == "str.rev":
            return all(b.store.link(u, v) for u, v in zip(ks, reversed(xs), strict=True))
        CaseMap(b.store, xs, ks, app.op == "str.to_lower")
        return True

    def _output_length_check(self, b: Board) -> tuple[Term, list[Term]] | None:
        """For ``k = replace(_all|_re|_re_all)(s, t, u)``: the length of the result
        does not depend on the characters of ``u``, so ``|f(s, t, u')| = |k|`` with
        ``u'`` any constant of ``u``'s length is checked as soon as ``s`` and ``t``
        are assigned (without waiting for ``u``)."""
        k, app = self.k, self.app
        if app.op not in _REPLACE_OPS:
            return None
        s_, t_, u_ = app.args
        u_items = items(u_)
        if u_items is None:
            return None
        before = set(free_vars(s_)) | set(free_vars(t_))
        if all(v in before for v in u_items if v.op == "var"):
            return None  # the evaluation of the definition fires as early
        dummy = string("?" * sum(_item_length(i, b.lengths) for i in u_items))
        term = mk("=", mk("str.len", mk(app.op, s_, t_, dummy)), integer(b.lengths[k]))
        return term, [v for v in b.variables if v in before]


def output_lengths(app: Term, length: Callable[[Term], int]) -> range | list[int] | None:
    """The lengths ``app`` (a String function of a definition, integer arguments
    already replaced by their values) can have given the lengths of its string
    arguments, or None when unknown.  A definition whose output variable has
    another length is false for this length vector, whatever the characters."""
    op, args = app.op, app.args

    def size(t: Term) -> int | None:
        xs = items(t)
        if xs is None:
            return None
        return sum(length(i) if i.op == "var" else len(text_of(i)) for i in xs)

    def num(t: Term) -> int | None:
        return number_of(t) if t.op == "const" and t.sort is INT else None

    if op in ("str.rev", "str.to_upper", "str.to_lower"):
        n = size(args[0])
        return None if n is None else [n]
    if op == "str.from_int":
        v = num(args[0])
        return None if v is None else [len(str(v)) if v >= 0 else 0]
    if op == "str.from_code":
        v = num(args[0])
        return None if v is None else [1 if 0 <= v <= MAX_CHAR else 0]
    if op == "str.at":
        n, i = size(args[0]), num(args[1])
        return None if n is None or i is None else [1 if 0 <= i < n else 0]
    if op == "str.substr":
        n, i, m = size(args[0]), num(args[1]), num(args[2])
        if n is None or i is None or m is None:
            return None
        return [min(m, n - i) if 0 <= i < n and m > 0 else 0]
    if op in ("str.replace", "str.replace_all"):
        s, t, u = (size(a) for a in args)
        if s is None or t is None or u is None:
            return None
        if op == "str.replace":
            if t == 0:
                return [s + u]
            return [s] if t > s else sorted({s, s - t + u})
        if t == 0 or t == u:
            return [s]
        return range(s, s + (s // t) * (u - t) + 1, u - t) if u > t else \
            range(s - (s // t) * (t - u), s + 1, t - u)
    return None
