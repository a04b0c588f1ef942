"""Solving one component for fixed lengths: layout, alphabet, propagators, search.

:meth:`ComponentSolver.solve` returns an :class:`Outcome`: a model of the
component's variables (checked by the reference evaluator), or the lemmas
that block the candidate, with ``incomplete`` set when the search stopped at
its node limit (the lemma then does not come from an exhaustive search).

Lemmas (all valid in the theory), most general first:

* ``FL_CONTAINS_BOUND``: a variable shorter than a superstring bound of the
  constants it must contain (:mod:`.bounds`) — every shorter length at once;
* ``FL_CLASH``: a clash of constants in the union-find, explained by the
  alignments on the path between the two constants and the linear facts that
  position it (see :mod:`.layout`) — every length vector that puts the same
  characters on top of each other;
* otherwise ``FL_BLOCK`` / ``FL_INT_BLOCK``: not (literals, lengths of their
  variables, integer values read) of an unsatisfiable subset of the component:
  :meth:`ComponentSolver.minimize` drops the variables the failure does not
  need (each drop proven by another exhaustive search), so the lemma blocks
  every length vector that agrees on the remaining variables;
* ``FL_VALUE_PROBE`` / ``FL_CODE_REGION`` / ``FL_CODE_PROBE`` / ``FL_CODE_CLASH`` /
  ``FL_TO_INT_PAD`` / ``FL_TO_INT_DIGITS``: those lemmas with the value ``k = v`` of a
  ``to_code`` / ``to_int`` definition widened to the values that fail for the same
  reason (:meth:`ComponentSolver.widen_values`, :meth:`ComponentSolver.widen_code`,
  :meth:`_widen_clash`, :meth:`_widen_digit_clash`).

Before the search, a definition ``k = f(args)`` whose output cannot have
``|k|`` (:func:`.constraints.output_lengths`) fails the component at once.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping

from strsat.static import TYPE_CHECKING

from ...caches import store
from ...deadline import Deadline
from ...records import Record
from ...regex.charset import INTERVALS, CharSet, IntervalSet
from ...terms import INT, MAX_CHAR, STRING, Term, integer, mk, string
from ...terms.evaluate import Evaluator, ParentWalks, Undetermined
from ...terms.term import check_order
from ...terms.values import number_of, text_of
from ...terms.walk import free_vars, postorder
from ..seam.inferences import Inference
from .alphabet import DIGITS, LETTERS, Alphabet
from .automata import MAX_GROUND_CHARS, MAX_TERM_ALPHABETS, RegexCache, labels
from .constraints import (
    Board,
    Constraint,
    Definition,
    Digit,
    Equation,
    Impossible,
    Lexicographic,
    Membership,
    NotDigit,
    Placement,
    Trivial,
)
from .layout import Layout
from .propagators import Flags
from .search import ContainsChoice, Search
from .store import (
    FIRE_TICKS,
    NODE_TICKS,
    POSITION_UNITS,
    POSITIONS_PER_READING,
    SETUP_TICKS,
    TERM_TICKS,
    TICKS_PER_UNIT,
    Store,
    empty_in_pieces,
    mapped,
)

if TYPE_CHECKING:
    from ...regex.automaton import NFA


def grammar_sets(t: Term) -> list[IntervalSet]:
    """The terminal sets of the grammar of ``(str.in_grammar s G)`` (issue 27): the
    permutation mode must not merge characters the grammar tells apart."""
    from ...terms.grammars import grammar_of  # a grammar's module (issue 39)

    return [INTERVALS.of_ranges(c.ranges) for c in grammar_of(t.indices[0]).terminals()]

#: Clashes explained per call at most (each gives one lemma).
MAX_EXPLAINED = 8
#: Least extra search nodes spent shrinking a block lemma.
MINIMIZE_NODES = 2_000
#: The set-up of a shrinking sub-search per constraint, in nodes (its ticks over a
#: node's: :data:`.store.SETUP_TICKS`, :data:`.store.NODE_TICKS`).
SETUP_NODES = SETUP_TICKS / NODE_TICKS
#: Rounds of :meth:`ComponentSolver.minimize` that try the touched constraints.
TOUCHED_ROUNDS = 3
#: Set-ups of the whole component that lemma shrinking may spend beyond its nodes.
MINIMIZE_SETUPS = 16
#: The restarts of a component's search: (``short_first``, divisor) — the static order
#: (:meth:`ComponentSolver._order`, busier variables first, or the shortest first) and the
#: node limit over the divisor it may spend.  Each order gets a small share first, so a
#: search that thrashes in one order reaches the other after 1/16 of the limit rather
#: than after the whole of it (restarts with a changed variable order and growing
#: limits, as in CP and CDCL solvers: Gomes, Selman, Kautz, AAAI 1998); the first order
#: then gets the whole limit and the other its quarter, so a component that fails in
#: both costs 1 + 1/4 + 2/16 of the limit (it was 1 + 1/4), and no search a single order
#: finished before is cut shorter.
ORDER_SCHEDULE: tuple[tuple[bool, int], ...] = ((False, 16), (True, 16), (False, 1), (True, 4))
#: The schedule of the sub-searches that shrink a lemma or probe a value range
#: (:meth:`ComponentSolver.minimize`, the probes): the whole limit in the first order,
#: then a quarter in the other.  Most of them fail, and a failing search would pay
#: the small shares on top (seed 1919 f00922: 40,548 → 44,347 work units).
SUB_SCHEDULE: tuple[tuple[bool, int], ...] = ((False, 1), (True, 4))
#: Characters of a variable's value read from the cells per work unit (about 40 ns
#: each: a 40,000-character value at every leaf is most of a long search's time).
READ_CHARS_PER_UNIT = 2048
_DIGIT_OPS = frozenset({"str.is_digit", "str.to_int", "str.from_int"})
_CASE_OPS = frozenset({"str.to_lower", "str.to_upper"})
_ORDER_OPS = frozenset({"str.<", "str.<="})


class _TermAlphabet(Record):
    """What one constraint's term adds to the alphabet (:meth:`ComponentSolver._alphabet`;
    immutable).  ``codes``: Int constants that are codes (read when ``str.to_code``
    occurs)."""

    _fields = ("sets", "chars", "ops", "order_mode", "codes")
    __slots__ = _fields

    def __init__(self, sets: tuple[IntervalSet, ...], chars: frozenset[int],
                 ops: frozenset[str], order_mode: bool, codes: frozenset[int]) -> None:
        self.sets = sets
        self.chars = chars
        self.ops = ops
        self.order_mode = order_mode
        self.codes = codes




_NO_CHARS: frozenset[int] = frozenset()


def _term_alphabet(term: Term, deadline: Deadline,
                   cache: MutableMapping[Term, _TermAlphabet],
                   ground_chars: MutableMapping[Term, frozenset[int]]) -> _TermAlphabet:
    """The character sets, constant characters, operators and code constants of
    ``term`` (ground string subterms evaluated), kept in ``cache`` (by term, terms are
    interned: the lemma-shrinking sub-searches and the next rounds build alphabets of
    the same constraints again; the step's :class:`~.automata.RegexCache` owns it).
    The characters of each ground String subterm's value are kept in ``ground_chars``:
    a path's constraints share their ground subterms (semver's 463 terms evaluated
    20,836 ground subterms, most of them the same ones again)."""
    got = cache.get(term)
    if got is not None:
        return got
    sets: list[IntervalSet] = []
    chars: set[int] = set()
    ops: set[str] = set()
    codes: set[int] = set()
    order_mode = False
    ev = Evaluator({}, deadline)
    ground: dict[int, bool] = {}
    for t in postorder(term):
        ground[t.id] = t.op != "var" and all(ground[a.id] for a in t.args)
        ops.add(t.op)
        if t.sort is STRING and ground[t.id]:
            known = ground_chars.get(t)
            if known is None:
                try:
                    text = ev.evaluate(t)
                    known = frozenset(map(ord, text)) if isinstance(text, str) else _NO_CHARS
                except Undetermined:
                    known = _NO_CHARS
                store(ground_chars, t, known, MAX_GROUND_CHARS)
            chars.update(known)
        elif t.op == "str.in_grammar":  # its terminals tell characters apart
            sets.extend(grammar_sets(t))
        elif t.op == "re.range":
            lo, hi = t.args
            if lo.op == "const" and hi.op == "const":
                if len(text_of(lo)) == 1 and len(text_of(hi)) == 1:
                    sets.append(INTERVALS.range(ord(text_of(lo)), ord(text_of(hi))))
            else:
                order_mode = True
        elif t.op == "const" and t.sort is INT and 0 <= number_of(t) <= 0x2FFFF:
            codes.add(number_of(t))
    part = _TermAlphabet(tuple(sets), frozenset(chars), frozenset(ops), order_mode,
                         frozenset(codes))
    store(cache, term, part, MAX_TERM_ALPHABETS)
    return part


def _shapes(c: Constraint) -> bool:
    """Whether ``c`` places alignments on the layout (its cell classes are part of every
    search's state, so a touched candidate keeps it)."""
    return type(c).place is not Constraint.place


class Outcome(Record):
    """What searching one component gave: a model, or conflict lemmas as (premises,
    kind) — the premises refuted together —, or neither (``incomplete`` says why);
    ``core``: the constraints the block lemma is made of (None for a model or clash
    lemmas); ``dropped``: constraints dropped from the component's block lemma by
    :meth:`ComponentSolver.minimize`."""

    _fields = ("model", "lemmas", "incomplete", "nodes", "core", "dropped", "touched")
    __slots__ = _fields
    __hash__ = None  # type: ignore[assignment]  # mutable

    def __init__(self, model: dict[Term, str] | None = None,
                 lemmas: list[tuple[tuple[Term, ...], Inference]] | None = None,
                 incomplete: str | None = None, nodes: int = 0,
                 core: list[Constraint] | None = None, dropped: int = 0,
                 touched: list[Constraint] | None = None) -> None:
        self.model = model
        self.lemmas: list[tuple[tuple[Term, ...], Inference]] = (
            [] if lemmas is None else lemmas)
        self.incomplete = incomplete
        self.nodes = nodes
        self.core = core
        self.dropped = dropped
        #: after a failed search: the constraints that placed alignments or whose
        #: propagators changed the store or failed (a candidate core, to be proved)
        self.touched = touched




class ComponentSolver:
    """Builds and searches one component."""

    def __init__(self, constraints: list[Constraint], lengths: dict[Term, int],
                 hints: dict[Term, str], regexes: RegexCache, deadline: Deadline,
                 node_limit: int,
                 schedule: tuple[tuple[bool, int], ...] = ORDER_SCHEDULE) -> None:
        self.constraints = constraints
        self.vars = list(dict.fromkeys(v for c in constraints for v in c.vars))
        self.lengths = {x: lengths[x] for x in self.vars}
        self.hints = hints
        self.regexes = regexes
        self.deadline = deadline
        self.node_limit = node_limit
        #: the static orders' turns and shares (:data:`ORDER_SCHEDULE`)
        self.schedule = schedule
        self.flags = Flags()
        #: a membership joined into another's automaton -> that one (its propagator's
        #: owner): touched with it (:meth:`_join_memberships`, :meth:`_fail`)
        self.joined_to: dict[int, int] = {}
        #: the turn of :data:`ORDER_SCHEDULE` that ended the search (a model or an
        #: exhaustive failure): its order (``short_first``) and its nodes
        self.proof: tuple[bool, int] | None = None
        #: what the search's alphabet was built of (:meth:`_alphabet`): its character
        #: sets, order mode and constant characters
        self.alphabet_parts: tuple[list[CharSet], bool, frozenset[int]] | None = None
        #: a component's ``alphabet_parts`` that this sub-search's alphabet refines
        #: (:meth:`minimize`; None: the constraints' own alphabet)
        self.base_parts: tuple[list[CharSet], bool, frozenset[int]] | None = None
        #: the parent counts of the leaf checks' walks (:meth:`_accept`), the same at
        #: every leaf: the constraints' terms live as long as this solver
        self.walks = ParentWalks()

    def sub_schedule(self) -> tuple[tuple[bool, int], ...]:
        """The schedule of the sub-searches that shrink this component's lemma or probe
        its values (:data:`SUB_SCHEDULE`), the order that ended the search first: the
        sub-searches are parts of the same problem, and the other order thrashed on it
        (seed 9119 f01102: the busier-first order stopped at the node limit where the
        shortest-first one failed exhaustively in 7,486 nodes, and its sub-searches
        then spent 50,000 nodes each in the busier-first order)."""
        if self.proof is not None and self.proof[0]:
            return tuple((not short, divisor) for short, divisor in SUB_SCHEDULE)
        return SUB_SCHEDULE

    # ---- lemmas ------------------------------------------------------------------

    def block(self, constraints: list[Constraint] | None = None
              ) -> tuple[tuple[Term, ...], Inference]:
        """The premises refuted together (literals, integer facts, lengths of the
        variables of ``constraints``, distinct, in order) and the kind."""
        cs = self.constraints if constraints is None else constraints
        parts: list[Term] = [c.reason for c in cs if c.reason is not None]
        facts = [f for c in cs for f in c.facts]
        xs = list(dict.fromkeys(v for c in cs for v in c.vars))
        parts += facts
        parts += [mk("=", mk("str.len", x), integer(self.lengths[x])) for x in xs]
        kind = Inference.FL_INT_BLOCK if facts else Inference.FL_BLOCK
        return tuple(dict.fromkeys(parts)), kind

    def widen_code(self, core: list[Constraint]) -> tuple[tuple[Term, ...], Inference] | None:
        """``FL_CODE_REGION``: the block of ``core`` with ``k = v`` of one definition
        ``k = str.to_code(x)`` (read as ``x = chr(v)``) widened to an interval of codes.

        Sound when no other constraint of the core reads ``k``: let ``A`` be the
        alphabet of the other constraints and ``[lo, hi]`` the interval of ``A``'s
        region that holds ``v``.  In permutation mode every other constraint is
        invariant under permutations inside ``A``'s regions (the premise of the
        exhaustive search, :mod:`.alphabet`), so a solution with ``x = chr(v')``,
        ``v'`` in ``[lo, hi]``, becomes one with ``x = chr(v)`` by swapping ``v`` and
        ``v'`` — none exists.  In order mode the constraints are invariant under
        order-preserving maps inside an interval region; a solution uses at most
        ``K`` (the component's cells) values, so ``v'`` maps onto ``v`` when ``v`` has
        ``K - 1`` values of room on the side ``v'`` leaves: the interval is cut to
        ``[v, hi]`` or ``[lo, v]`` (or ``{v}``) near its ends; where that cut would narrow
        the region, ``FL_CODE_PROBE`` (:meth:`_fails_in`) first tries the whole region as
        one exhaustive search.  None when no definition widens (the plain block is then
        the lemma)."""
        for c in core:
            if c.code is None:
                continue
            k, v = c.code
            rest = [d for d in core if d is not c]
            if any(k in free_vars(t) for d in rest
                   for t in (*d.facts, *([d.reason] if d.reason is not None else []))):
                continue
            nfas = []
            for d in rest:
                wanted = d.regex()
                if wanted is not None:
                    nfa = self.regexes.automaton(wanted[0], wanted[1], self.deadline)
                    if nfa is None:
                        return None  # a membership left to the evaluator: no region premise
                    nfas.append(nfa)
            alphabet = self._alphabet(nfas, rest)
            region = alphabet.regions[alphabet.index(v)]
            lo, hi = next((a, b) for a, b in region.ranges() if a <= v <= b)
            kind = Inference.FL_CODE_REGION
            if alphabet.order_mode:
                room = sum(self.lengths.values())
                cut = (lo if hi - v >= room else v), (hi if v - lo >= room else v)
                if cut != (lo, hi) and not (hi - lo >= 2 * room
                                            and self._fails_at(c, rest, lo + room)):
                    if lo < hi and self._fails_in(c, rest, lo, hi):
                        kind = Inference.FL_CODE_PROBE
                    else:
                        lo, hi = cut
            if lo == hi:
                continue
            return self._code_band(core, k, v, lo, hi), kind
        return None

    def widen_values(self, core: list[Constraint]
                     ) -> tuple[tuple[Term, ...], Inference] | None:
        """``FL_VALUE_PROBE``: the block of ``core`` with the value ``k = v`` of every
        ``to_code``/``to_int`` definition that no other constraint reads replaced by the
        whole range the definition can take at these lengths — ``0 ≤ k ≤ max`` for
        ``x = chr(v)``, ``0 ≤ k < 10^n`` for ``x = zfill(v, n)`` — when one exhaustive
        search shows the other constraints unsatisfiable with ``x ∈ Σ`` / ``x ∈ [0-9]^n``
        in place of each definition.  Sound: every value of the bands spells an ``x``
        of the probe's languages, so a solution with other values would be one of the
        probe.  The core then stops guessing the values one round each (issue 26: a
        ``from_int`` read back by ``to_int`` and ``to_code`` of one variable had
        ``to_int`` enumerated 0, 1, 2, … after ``to_code`` was widened alone).  None when
        no definition qualifies or the probe finds a solution (then the values matter:
        :meth:`widen_code` and :meth:`widen_to_int` narrow them)."""
        defs = [c for c in core if isinstance(c, Equation)
                and (c.code is not None or c.to_int is not None)]
        readers = {id(c): pair[0] for c in defs if (pair := c.code or c.to_int) is not None}
        others = [d for d in core if id(d) not in readers]
        read = {v for d in others
                for t in (*d.facts, *([d.reason] if d.reason is not None else []))
                for v in free_vars(t)}
        defs = [c for c in defs if readers[id(c)] not in read]
        if not defs:
            return None
        probes: list[Constraint] = []
        bands: dict[Term, Term] = {}
        for c in defs:
            x = c.parts[0]
            if c.code is not None:
                k, v = c.code
                language = mk("re.range", string(chr(0)), string(chr(MAX_CHAR)))
                band = mk("and", mk("<=", integer(0), k), mk("<=", k, integer(MAX_CHAR)))
            else:
                assert c.to_int is not None, "a definition read by code or to_int"
                k, v = c.to_int
                n = sum(self.lengths[i] if i.op == "var" else len(str(i.value)) for i in x)
                if n == 0 or v < 0 or v >= 10 ** n:
                    return None
                language = mk("re.loop", mk("re.range", string("0"), string("9")),
                              indices=(n, n))
                band = mk("and", mk("<=", integer(0), k), mk("<", k, integer(10 ** n)))
            subject = x[0] if len(x) == 1 else mk("str.++", *x)
            probes.append(Membership(mk("str.in_re", subject, language), x, language, True))
            bands[mk("=", k, integer(v))] = band
        self.deadline.check("fixed-length value widening")
        rest = [d for d in core if not any(d is c for c in defs)]
        sub = ComponentSolver([*rest, *probes], self.lengths, {}, self.regexes, self.deadline,
                              min(MINIMIZE_NODES, self.node_limit), self.sub_schedule())
        res = sub._solve()
        if res.model is not None or res.incomplete is not None:
            return None
        premises, _ = self.block(core)
        parts = [bands.get(p, p) for p in premises]
        if not all(b in parts for b in bands.values()):
            return None
        return tuple(dict.fromkeys(parts)), Inference.FL_VALUE_PROBE

    def _code_band(self, core: list[Constraint], k: Term, v: int, lo: int, hi: int
                   ) -> tuple[Term, ...]:
        """The block of ``core`` with ``k = v`` replaced by ``lo <= k <= hi``."""
        premises, _ = self.block(core)
        band = mk("and", mk("<=", integer(lo), k), mk("<=", k, integer(hi)))
        fact = mk("=", k, integer(v))
        return tuple(dict.fromkeys(band if p == fact else p for p in premises))

    def _fails_in(self, c: Constraint, rest: list[Constraint], lo: int, hi: int) -> bool:
        """``FL_CODE_PROBE``: does an exhaustive search (within :data:`MINIMIZE_NODES`
        nodes) show ``rest`` unsatisfiable with ``x ∈ [chr(lo)-chr(hi)]`` in place of
        the code definition ``x = chr(v)`` of ``c``?  Then no code of ``[lo, hi]``
        satisfies the block's literals: a solution with ``k = w`` would have
        ``x = chr(w)`` in that range and be a solution of the probe.  Unlike
        :data:`~Inference.FL_CODE_REGION` this needs no invariance of the other
        literals (order mode, or a value whose region the other literals split), so
        ``x = chr(to_code(...))`` read by an order literal is blocked at every code
        at once instead of one code per round."""
        assert isinstance(c, Equation)
        self.deadline.check("fixed-length code widening")
        x = c.parts[0]
        if len(x) != 1 or x[0].op != "var":
            return False
        language = mk("re.range", string(chr(lo)), string(chr(hi)))
        probe = Membership(mk("str.in_re", x[0], language), x, language, True)
        sub = ComponentSolver([*rest, probe], self.lengths, {}, self.regexes, self.deadline,
                              min(MINIMIZE_NODES, self.node_limit), self.sub_schedule())
        res = sub._solve()
        return res.model is None and res.incomplete is None

    def widen_to_int(self, core: list[Constraint]
                     ) -> tuple[tuple[Term, ...], Inference] | None:
        """``FL_TO_INT_PREFIX``: the block of ``core`` with ``k = K`` of one definition
        ``k = str.to_int(x)`` (read as ``x = zfill(K, n)``, ``|x| = n`` named) widened to
        every ``k`` whose ``n`` digits begin with the first ``p`` digits ``P`` of ``K``:
        ``P·10^(n−p) ≤ k < (P+1)·10^(n−p)``.

        Sound when no other constraint of the core reads ``k`` and an exhaustive search
        shows the other constraints unsatisfiable with ``x ∈ P·[0-9]^(n−p)`` in place of
        the definition: every ``k'`` of the interval has ``x = zfill(k', n)`` in that
        language, so a solution with ``k'`` would be one of the probe.  ``p`` is the
        least that fails (a binary search: the probes are monotone in ``p``, and ``p = n``
        is the block itself), so ``from_int(i) < "12"`` at ``|x| = 6`` blocks
        ``190000 ≤ i ≤ 199999`` at once instead of one value per round.  None when no
        definition widens."""
        for c in core:
            if c.to_int is not None and isinstance(c, Impossible) and c.width is not None:
                return self._widen_width(core, c, c.width)
            if c.to_int is None or not isinstance(c, Equation):
                continue
            k, value = c.to_int
            rest = [d for d in core if d is not c]
            if any(k in free_vars(t) for d in rest
                   for t in (*d.facts, *([d.reason] if d.reason is not None else []))):
                continue
            x = c.parts[0]
            n = sum(self.lengths[i] if i.op == "var" else len(str(i.value)) for i in x)
            digits = str(value).zfill(n)
            if value < 0 or len(digits) != n or n == 0:
                continue
            lo, hi = 0, n  # fails(hi) holds (the block); find the least p that fails
            while lo < hi:
                mid = (lo + hi) // 2
                if self._fails_with_prefix(c, rest, digits[:mid], n - mid):
                    hi = mid
                else:
                    lo = mid + 1
            if lo == n:
                continue
            unit = 10 ** (n - lo)
            start = int(digits[:lo] or "0") * unit
            premises, _ = self.block(core)
            band = mk("and", mk("<=", integer(start), k), mk("<", k, integer(start + unit)))
            fact = mk("=", k, integer(value))
            parts = [band if q == fact else q for q in premises]
            if band not in parts:
                continue
            return tuple(dict.fromkeys(parts)), Inference.FL_TO_INT_PREFIX
        return None

    def _widen_width(self, core: list[Constraint], c: Impossible, n: int
                     ) -> tuple[tuple[Term, ...], Inference] | None:
        """``FL_TO_INT_WIDTH``: ``k = to_int(x) = K`` with ``K ≥ 10^n`` cannot hold at
        ``|x| = n`` (n digits spell at most ``10^n − 1``): the block with ``k ≥ 10^n`` in
        place of ``k = K`` (the length axioms ``ABS_TO_INT_DIGITS`` stop at 12 digits;
        past them the core tried one value per round)."""
        assert c.to_int is not None
        k, value = c.to_int
        premises, _ = self.block(core)
        fact = mk("=", k, integer(value))
        if fact not in premises or value < 10 ** n:
            return None
        bound = mk(">=", k, integer(10 ** n))
        return (tuple(dict.fromkeys(bound if q == fact else q for q in premises)),
                Inference.FL_TO_INT_WIDTH)

    def _fails_with_prefix(self, c: Equation, rest: list[Constraint], prefix: str,
                           free: int) -> bool:
        """Does an exhaustive search (within :data:`MINIMIZE_NODES` nodes) show ``rest``
        unsatisfiable with the items of ``x`` of the definition ``c`` in
        ``prefix·[0-9]^free`` (:meth:`widen_to_int`)?"""
        self.deadline.check("fixed-length to_int widening")
        language = mk("re.++", mk("str.to_re", string(prefix)),
                      mk("re.loop", mk("re.range", string("0"), string("9")),
                         indices=(free, free)))
        x = c.parts[0]
        subject = x[0] if len(x) == 1 else mk("str.++", *x)
        probe = Membership(mk("str.in_re", subject, language), x, language, True)
        sub = ComponentSolver([*rest, probe], self.lengths, {}, self.regexes, self.deadline,
                              min(MINIMIZE_NODES, self.node_limit), self.sub_schedule())
        res = sub._solve()
        return res.model is None and res.incomplete is None

    def _fails_at(self, c: Constraint, rest: list[Constraint], w: int) -> bool:
        """Does an exhaustive search (within :data:`MINIMIZE_NODES` nodes) show ``rest``
        unsatisfiable with ``x = chr(w)`` in place of the code definition ``c``?  In
        order mode a code ``w`` with room on both sides of its interval then rules out
        the whole interval (:meth:`widen_code`)."""
        assert isinstance(c, Equation)
        self.deadline.check("fixed-length code widening")
        app = c.term.args[1]
        probe = Equation(mk("=", integer(w), app), (c.parts[0], [string(chr(w))]))
        probe.facts = list(c.facts)
        sub = ComponentSolver([*rest, probe], self.lengths, {}, self.regexes, self.deadline,
                              min(MINIMIZE_NODES, self.node_limit), self.sub_schedule())
        res = sub._solve()
        return res.model is None and res.incomplete is None

    def _fail(self, constraints: list[Constraint] | None = None,
              touched: Store | None = None) -> Outcome:
        """The block of ``constraints`` (all by default); with ``touched``, the store of
        an exhaustive search that failed, whose touched constraints the outcome keeps
        (:meth:`minimize`'s first candidate)."""
        out = Outcome(lemmas=[self.block(constraints)],
                      core=self.constraints if constraints is None else constraints)
        if touched is not None:
            hit = touched.touched
            out.touched = [c for c in self.constraints
                           if id(c) in hit or self.joined_to.get(id(c)) in hit or _shapes(c)]
        return out

    # ---- solving -----------------------------------------------------------------

    def solve(self) -> Outcome:
        """Solve the component; a block lemma from an exhaustive search is then
        shrunk to an unsatisfiable subset (:meth:`minimize`)."""
        outcome = self._solve()
        if (outcome.model is None and outcome.incomplete is None
                and outcome.core is self.constraints and len(self.vars) > 1):
            # paid by the exhaustive search's own nodes, not by the turns before it
            proof = outcome.nodes if self.proof is None else self.proof[1]
            core = self.minimize(proof, outcome.touched)
            if len(core) < len(self.constraints):
                outcome.dropped = len(self.constraints) - len(core)
                outcome.core = core
                outcome.lemmas = [self.block(core)]
        if outcome.model is None and outcome.incomplete is None and outcome.core is not None:
            widened = (self.widen_values(outcome.core) or self.widen_code(outcome.core)
                       or self.widen_to_int(outcome.core))
            if widened is not None:
                outcome.lemmas = [widened]
        return outcome

    def minimize(self, nodes_used: int, touched: list[Constraint] | None = None
                 ) -> list[Constraint]:
        """A subset of the constraints that is still unsatisfiable for these
        lengths.  First the ``touched`` constraints of the failed search (those that
        placed alignments, or whose propagators changed the store or failed: the others
        did nothing in its tree), then what their own search touched, while that
        shrinks (at most :data:`TOUCHED_ROUNDS` times); then by dropping variables in
        groups: without the constraints on a group's variables, is the rest still
        unsatisfiable?  Then they, their lengths and their literals leave the block
        lemma, which so rules out every length vector that agrees on the remaining
        variables; a group that is needed is halved and each half tried (a core of
        ``k`` of ``n`` variables costs about ``2k log(n/k)`` sub-searches, not ``n``).
        Every subset is adopted only when an exhaustive search of it fails (a clash or
        a bound of its own counts), so the lemma is sound whatever the candidates were.

        Bounded by :data:`MINIMIZE_NODES` (or 4× ``nodes_used``, the nodes of the
        exhaustive search's turn: the turns of the other order that stopped at their
        share before it do not pay for shrinking) nodes plus
        :data:`MINIMIZE_SETUPS` set-ups of the whole component, each sub-search paying
        its nodes and its set-up (:data:`SETUP_NODES` per constraint) — work, not time,
        so the lemma is the same under any load; a sub-search that hits a bound keeps
        its group (sound either way: any exhaustively unsatisfiable subset gives a valid
        lemma)."""
        core = [c for c in self.constraints if not isinstance(c, Trivial)]
        shrink = _Shrinking(self, max(MINIMIZE_NODES, 4 * nodes_used)
                            + int(MINIMIZE_SETUPS * SETUP_NODES * len(core)))
        core = shrink.by_touched(core, touched)
        return shrink.by_groups(core)

    def _satisfied(self, trial: list[Constraint], pool: dict[Term, str]) -> bool:
        """Whether the values of ``pool`` (one for each variable of ``trial``) make every
        constraint of ``trial`` true, by the evaluator: a shrinking trial that an earlier
        trial's model satisfies is satisfiable, and its search (a node per cell, most of
        a shrinking's work: issue 39's html.parser checks) is skipped.  Sound either
        way: a satisfiable trial only keeps its group in the lemma; an undetermined
        evaluation says no, and the search decides."""
        model: dict[Term, str] = {}
        for c in trial:
            for v in c.vars:
                w = pool.get(v)
                if w is None:
                    return False
                model[v] = w
        ev = Evaluator(model, self.deadline)
        try:
            return all(ev.holds(c.term) for c in trial)
        except Undetermined:
            return False
        finally:
            self.deadline.spend((FIRE_TICKS * len(trial) + TERM_TICKS * ev.steps)
                                // TICKS_PER_UNIT)

    def _solve(self) -> Outcome:
        for c in self.constraints:
            if isinstance(c, Impossible):
                return self._fail([c])
        bounded = self._contains_bounds()
        if bounded:
            return Outcome(lemmas=bounded)
        # the set-up's work (layout, store, propagators), charged at once; the readings
        # between constraints (an alignment is linear in the length) charge no more
        self.deadline.check("fixed-length layout",
                            1 + SETUP_TICKS * len(self.constraints) // TICKS_PER_UNIT)
        layout = Layout(self.lengths)
        placement = Placement(self.lengths, layout)
        for c in self.constraints:
            self.deadline.check("fixed-length layout", 0)
            if c.place(placement):
                return self._fail([c])
        if layout.clashes:
            return self._explain_clashes(layout)
        for c in self.constraints:  # a node for every constant character
            self.deadline.check("fixed-length layout", 0)
            for side in c.sides():
                layout.add_characters(side)
            if isinstance(c, Definition):
                layout.add_characters(c.cellwise_input())
        return self._search(layout, placement.contains)

    def _contains_bounds(self) -> list[tuple[tuple[Term, ...], Inference]]:
        """``FL_CONTAINS_BOUND`` lemmas for variables shorter than the constants
        they must contain allow (:mod:`.bounds`)."""
        found: dict[Term, dict[str, Constraint]] = {}
        for c in self.constraints:
            if c.reason is None:
                continue
            for v, pattern in c.patterns():
                found.setdefault(v, {}).setdefault(pattern, c)
        lemmas: list[tuple[tuple[Term, ...], Inference]] = []
        if not found:
            return lemmas
        from .bounds import MAX_PATTERNS, superstring_bound  # at the first pattern (issue 39)

        for v, by_pattern in found.items():
            if len(by_pattern) > MAX_PATTERNS:
                continue
            bound, kept = superstring_bound(tuple(sorted(by_pattern)))
            if self.lengths[v] >= bound:
                continue
            cs = list({id(by_pattern[p]): by_pattern[p] for p in kept}.values())
            parts: list[Term] = [c.reason for c in cs if c.reason is not None]
            parts += [f for c in cs for f in c.facts]
            parts.append(mk("<", mk("str.len", v), integer(bound)))
            lemmas.append((tuple(dict.fromkeys(parts)), Inference.FL_CONTAINS_BOUND))
        return lemmas

    @staticmethod
    def _widen_clash(layout: Layout, a: int, b: int, literals: list[Term],
                     facts: list[Term]) -> tuple[list[Term], Inference]:
        """The facts of the clash of constant nodes ``a`` and ``b`` (just explained by
        ``layout``), with the value ``k = v`` of an integer definition at one end of
        the path widened when the clash holds for other values too:

        * ``FL_CODE_CLASH``: ``x = chr(v)`` of ``k = to_code(x)`` meets ``c``: every
          code ``0 <= k <= max, k != c`` puts its character on the same path;
        * ``FL_TO_INT_PAD``: a padding ``0`` at position ``p`` of ``x = zfill(K, n)``
          of ``k = to_int(x)`` meets ``c``: every ``0 <= k < 10^(n-1-p)`` has a ``0``
          there.

        Only when the definition's alignment is used once on the path and no other
        literal or fact of the lemma mentions ``k`` (the rest of the path does not
        depend on ``k``)."""
        path = layout.last_path
        if not path:
            return facts, Inference.FL_CLASH
        both = ComponentSolver._widen_digit_clash(layout, a, b, literals, facts)
        if both is not None:
            return both, Inference.FL_TO_INT_DIGITS
        pair = ComponentSolver._widen_value_pair(layout, a, b, literals, facts)
        if pair is not None:
            return pair, Inference.FL_VALUE_PAIR_CLASH
        for node, other, (rid, pos) in ((b, a, path[0]), (a, b, path[-1])):
            src = layout.alignments[rid].source
            if not isinstance(src, Equation) or sum(r == rid for r, _ in path) != 1:
                continue
            if src.code is not None:
                k, v = src.code
                if layout.node_char.get(node) != v:
                    continue
                band = mk("and", mk("<=", integer(0), k), mk("<=", k, integer(MAX_CHAR)),
                          mk("not", mk("=", k, integer(layout.node_char[other]))))
                kind = Inference.FL_CODE_CLASH
            elif src.to_int is not None:
                k, v = src.to_int
                n = layout.alignments[rid].hi
                digits = str(v).zfill(n)
                if len(digits) != n or not 0 <= pos < n \
                        or layout.node_char.get(node) != ord(digits[pos]):
                    continue
                if pos < n - len(str(v)):  # a padding zero
                    band = mk("and", mk("<=", integer(0), k),
                              mk("<", k, integer(10 ** (n - 1 - pos))))
                    kind = Inference.FL_TO_INT_PAD
                else:
                    band = ComponentSolver._digit_band(k, n, pos, layout.node_char[other])
                    kind = Inference.FL_TO_INT_CLASH
            else:
                continue
            fact = mk("=", k, integer(v))
            if fact not in facts or any(k in free_vars(t) for t in literals) or any(
                    k in free_vars(f) for f in facts if f != fact):
                continue
            return [band if f == fact else f for f in facts], kind
        return facts, Inference.FL_CLASH

    @staticmethod
    def _clash_end(layout: Layout, node: int, rid: int, pos: int
                   ) -> tuple[Term, int, list[Term], Term] | None:
        """The integer definition at one end of the last clash path, when that end's
        character is read from its value: ``(k, v, domain, character)`` with the
        character an integer term over ``k`` — ``k`` itself for ``x = chr(k)`` of
        ``k = to_code(x)``, ``48 + digit_pos(k)`` for position ``pos`` of ``x =
        zfill(k, n)`` of ``k = to_int(x)`` — valid on ``domain``; None otherwise."""
        path = layout.last_path
        src = layout.alignments[rid].source
        if not isinstance(src, Equation) or sum(r == rid for r, _ in path) != 1:
            return None
        ch = layout.node_char.get(node)
        if src.code is not None:
            k, v = src.code
            if ch != v:
                return None
            return k, v, [mk("<=", integer(0), k), mk("<=", k, integer(MAX_CHAR))], k
        if src.to_int is not None:
            k, v = src.to_int
            n = layout.alignments[rid].hi
            digits = str(v).zfill(n)
            if len(digits) != n or not 0 <= pos < n or ch != ord(digits[pos]):
                return None
            digit = mk("mod", mk("div", k, integer(10 ** (n - 1 - pos))), integer(10))
            return (k, v, [mk("<=", integer(0), k), mk("<", k, integer(10 ** n))],
                    mk("+", integer(0x30), digit))
        return None

    @staticmethod
    def _widen_value_pair(layout: Layout, a: int, b: int, literals: list[Term],
                          facts: list[Term]) -> list[Term] | None:
        """``FL_VALUE_PAIR_CLASH``: both ends of the clash path read their characters
        from the values of two integer definitions ``k1 = v1``, ``k2 = v2``
        (:meth:`_clash_end`: a code, or a digit of a ``to_int``); every pair of values
        whose two characters differ clashes on the same path, so the lemma holds with
        ``dom(k1) ∧ dom(k2) ∧ char(k1) ≠ char(k2)`` in place of ``k1 = v1 ∧ k2 = v2``
        (``x = chr(k1)`` against digit ``p`` of ``from_int(k2)``: one lemma for every
        pair, where one end's widening left one lemma per value of the other).  Only
        when ``k1`` and ``k2`` differ, each alignment is used once on the path and no
        other literal or fact mentions either."""
        path = layout.last_path
        first = ComponentSolver._clash_end(layout, b, *path[0])
        last = ComponentSolver._clash_end(layout, a, *path[-1])
        if first is None or last is None:
            return None
        (k1, v1, dom1, c1), (k2, v2, dom2, c2) = first, last
        if k1 is k2:
            return None
        own = {mk("=", k1, integer(v1)), mk("=", k2, integer(v2))}
        if not own <= set(facts):
            return None
        if any(k in free_vars(t) for k in (k1, k2) for t in literals) or any(
                k in free_vars(f) for k in (k1, k2) for f in facts if f not in own):
            return None
        band = mk("and", *dom1, *dom2, mk("not", mk("=", c1, c2)))
        out: list[Term] = []
        for f in facts:
            if f in own:
                if band not in out:
                    out.append(band)
            else:
                out.append(f)
        return out

    @staticmethod
    def _digit_band(k: Term, n: int, pos: int, c: int) -> Term:
        """``FL_TO_INT_CLASH``'s values: ``0 ≤ k < 10^n`` whose digit ``pos`` (of ``n``) is
        not the character ``c`` (every such ``k`` when ``c`` is no digit)."""
        box = [mk("<=", integer(0), k), mk("<", k, integer(10 ** n))]
        if 0x30 <= c <= 0x39:
            digit = mk("mod", mk("div", k, integer(10 ** (n - 1 - pos))), integer(10))
            box.append(mk("not", mk("=", digit, integer(c - 0x30))))
        return mk("and", *box)

    @staticmethod
    def _widen_digit_clash(layout: Layout, a: int, b: int, literals: list[Term],
                           facts: list[Term]) -> list[Term] | None:
        """``FL_TO_INT_DIGITS``: a path that starts and ends at two positions ``p``, ``q``
        of the same ``x = zfill(K, n)`` of ``k = to_int(x)`` (through variable cells
        only at both ends) makes digits ``p`` and ``q`` of ``K`` equal; they differ, so
        every ``0 <= k < 10^n`` whose digits ``p`` and ``q`` differ clashes the same way
        (``x = y·y`` with ``to_int(x) = 7``).  None when the shape does not apply."""
        path = layout.last_path
        if len(path) < 2 or path[0][0] != path[-1][0]:
            return None
        rid = path[0][0]
        src = layout.alignments[rid].source
        if (not isinstance(src, Equation) or src.to_int is None
                or sum(r == rid for r, _ in path) != 2):
            return None
        k, v = src.to_int
        n = layout.alignments[rid].hi
        digits = str(v).zfill(n)
        q, p = path[0][1], path[-1][1]  # positions at b and at a
        if (len(digits) != n or layout.node_char.get(b) != ord(digits[q])
                or layout.node_char.get(a) != ord(digits[p])):
            return None
        x_items = src.parts[0]
        side = layout.alignments[rid].a if layout.alignments[rid].a.items is x_items \
            else layout.alignments[rid].b
        if any(side.items[side.locate(r)[0]].op != "var" for r in (p, q)):
            return None
        fact = mk("=", k, integer(v))
        if fact not in facts or any(k in free_vars(t) for t in literals) or any(
                k in free_vars(f) for f in facts if f != fact):
            return None

        def digit(r: int) -> Term:
            return mk("mod", mk("div", k, integer(10 ** (n - 1 - r))), integer(10))

        band = mk("and", mk("<=", integer(0), k), mk("<", k, integer(10 ** n)),
                  mk("not", mk("=", digit(p), digit(q))))
        return [band if f == fact else f for f in facts]

    def _explain_clashes(self, layout: Layout) -> Outcome:
        lemmas: list[tuple[tuple[Term, ...], Inference]] = []
        for a, b in layout.clashes[:MAX_EXPLAINED]:
            why = layout.explain(a, b)
            if why is None:
                continue
            literals, facts = why
            facts, kind = self._widen_clash(layout, a, b, literals, facts)
            premises = tuple(dict.fromkeys(literals + facts))
            if all(premises != ps for ps, _ in lemmas):
                lemmas.append((premises, kind))
        return Outcome(lemmas=lemmas) if lemmas else self._fail()

    # ---- the search --------------------------------------------------------------

    def _search(self, layout: Layout, contains: list[tuple[list[Term], list[Term]]]
                ) -> Outcome:
        """Build the store, let every constraint post its propagators, propagate,
        search."""
        board = self._board(layout)
        if board is None:
            return self._fail()
        try:
            return self._search_board(board, contains)
        finally:
            board.store.release()
            # the rest of what the search's size made, freed in pieces with readings:
            # each membership's positions (a dict of two million pairs took 0.1 CPU s
            # to free) and the layout's union graph
            empty_in_pieces([*(big for r in board.regular for big in (r.positions, r.F, r.B)),
                             *board.var_classes.values(), *layout.parts()],
                            self.deadline)

    def _search_board(self, board: Board,
                      contains: list[tuple[list[Term], list[Term]]]) -> Outcome:
        store = board.store
        for c in self.constraints:
            store.owner = c  # the owner of the propagators it posts
            mark = store.mark()
            if not c.post(board):
                store.touch(c)
                return self._fail(touched=store)
            if store.mark() != mark:
                store.touch(c)
        store.owner = None
        if not store.propagate():
            return self._fail(touched=store)
        owners = store.owners
        for r in board.regular:  # backward sets from the propagated root domains
            mark = store.mark()
            r.refresh(store)
            ok = r.narrow_all(store) and r.advance(store)
            if not ok or store.mark() != mark:
                store.touch(owners.get(id(r)))
            if not ok:
                return self._fail(touched=store)
        if not store.propagate():
            return self._fail(touched=store)
        order = self._order(board.var_classes, store)
        hints = self._hint_values(board.var_classes)
        choices = [ContainsChoice(board.classes(s), board.classes(t), self.deadline)
                   for s, t in contains]
        choices.sort(key=lambda ch: len(ch.s) - len(ch.t))
        constraints, read = self.constraints, board.read

        def accept() -> bool:
            return self._accept(constraints, read, store)

        # chronological backtracking thrashes over free cells between the cells a
        # failure involves (``y < substr(y, 12, j)``: y's cells 1..11 between y[0] and
        # y[12]); a restart in another static order — the shortest variables first —
        # reaches the constrained cells at once.  The two orders take turns with
        # growing node limits (:data:`ORDER_SCHEDULE`): a work count, so the answer
        # does not depend on the load.  An exhausted search in either order is complete.
        # The other order's cells are walked only when its first turn comes (a walk of
        # long variables is work); when its variables come in the same order, the
        # first order alone gets the whole limit.
        root = store.mark()
        short_vars = self._order_vars(board.var_classes, short_first=True)
        schedule = (self.schedule if short_vars != self._order_vars(board.var_classes)
                    else ((False, 1),))
        retry: list[int] | None = None
        found: bool | None = None
        nodes = 0
        for short_first, divisor in schedule:
            store.undo_to(root)
            if short_first and retry is None:
                retry = self._order(board.var_classes, store, xs=short_vars)
            search = Search(store, retry if short_first and retry else order, choices,
                            hints, accept, self.deadline, max(1, self.node_limit // divisor))
            found = search.run()
            nodes += search.nodes
            if found is not None:
                self.proof = (short_first, search.nodes)
            if found is not None:
                break
        outcome: Outcome
        if found:
            outcome = Outcome(model={x: read(x) for x in self.vars})
        else:
            outcome = self._fail(touched=store)
            if found is None:
                outcome.incomplete = (f"fixed-length search: node limit {self.node_limit} "
                                      f"reached on {len(self.vars)} variables")
            elif self.flags.undetermined is not None:
                outcome.incomplete = ("fixed-length search: evaluation undetermined: "
                                      f"{self.flags.undetermined}")
        outcome.nodes = nodes
        return outcome

    def _board(self, layout: Layout) -> Board | None:
        """The store over the layout's classes, with the automata of the memberships,
        the alphabet they and the constants make, and the constant characters
        assigned (None when two of them clash)."""
        cls, n_classes = layout.class_numbers()

        def classes(xs: list[Term]) -> list[int]:
            return mapped(cls, layout.nodes(xs), self.deadline)

        var_classes = {x: mapped(cls, layout.cells(x), self.deadline) for x in self.vars}
        automata: dict[int, NFA] = {}
        for c in self.constraints:
            wanted = c.regex()
            if wanted is not None:
                nfa = self.regexes.automaton(wanted[0], wanted[1], self.deadline)
                if nfa is not None:  # else the evaluator checks the membership
                    automata[id(c)] = nfa
        alphabet = self._alphabet(list(automata.values()))
        joined = self._join_memberships(automata, classes)
        store = Store(alphabet, n_classes, self.deadline)
        try:
            clash = any(not store.assign(cls[node], ch) for ch, node in layout.char_node.items())
        except BaseException:
            store.release()  # its freeze of the collector, if any, ends with it
            raise
        if clash:
            store.release()
            return None

        spend = self.deadline.spend

        def read(x: Term) -> str:
            cells = var_classes[x]
            spend(len(cells) // READ_CHARS_PER_UNIT)  # a long value is read in C
            return "".join(map(chr, map(store.value.__getitem__, cells)))

        return Board(store, alphabet, classes, var_classes, read, self.lengths, self.vars,
                     automata, self.deadline, self.flags, alphabet.mask_of(DIGITS), joined)

    def _join_memberships(self, automata: dict[int, NFA],
                          classes: Callable[[list[Term]], list[int]]) -> set[int]:
        """Memberships over the same cells share one propagator: the first of each
        group gets the product of the group's automata (:meth:`RegexCache.joint`) in
        ``automata``; the ids of the others, which then post nothing, are returned (the
        leaf check still evaluates every one) and recorded in :attr:`joined_to`, so a
        failure of the joint propagator touches the whole group.  A group whose product
        cannot be built keeps a propagator per membership."""
        groups: dict[tuple[int, ...], list[Membership]] = {}
        for c in self.constraints:
            if isinstance(c, Membership) and id(c) in automata:
                groups.setdefault(tuple(classes(c.x)), []).append(c)
        joined: set[int] = set()
        for group in groups.values():
            if len(group) < 2:
                continue
            wanted = [(c.language, c.positive) for c in group]
            nfa = self.regexes.joint(wanted, self.deadline)
            if nfa is None:
                continue
            automata[id(group[0])] = nfa
            for c in group[1:]:
                joined.add(id(c))
                self.joined_to[id(c)] = id(group[0])
        return joined

    def _accept(self, constraints: list[Constraint], read: Callable[[Term], str],
                store: Store) -> bool:
        """The evaluator's check of every constraint at a leaf (the first that fails
        is touched; the terms evaluated are charged as the firings' are)."""
        model = {x: read(x) for x in self.vars}
        ev = Evaluator(model, self.deadline, walks=self.walks)
        try:
            for c in constraints:
                if not ev.holds(c.term):
                    store.touch(c)
                    return False
            return True
        except Undetermined as exc:
            self.flags.undetermined = str(exc)
            return False
        finally:
            store.work += FIRE_TICKS * len(constraints) + TERM_TICKS * ev.steps

    # ---- alphabet, order, hints -----------------------------------------------------

    def _alphabet(self, nfas: list[NFA],
                  constraints: list[Constraint] | None = None) -> Alphabet:
        sets: list[CharSet] = []
        chars: set[int] = set()
        ops: set[str] = set()
        order_mode = False
        for c in self.constraints if constraints is None else constraints:
            if isinstance(c, Trivial):
                continue
            part = _term_alphabet(c.term, self.deadline, self.regexes.term_alphabets,
                                  self.regexes.ground_chars)
            sets.extend(part.sets)
            chars.update(part.chars)
            ops.update(part.ops)
            order_mode = order_mode or part.order_mode or isinstance(c, Lexicographic)
            if "str.to_code" in ops:
                chars.update(part.codes)
            if isinstance(c, Digit | NotDigit):
                ops.add("str.is_digit")
        if ops & _ORDER_OPS:
            order_mode = True
        for nfa in nfas:
            sets.extend(labels(nfa))
        if ops & _DIGIT_OPS:
            sets.append(DIGITS)
        if ops & _CASE_OPS:
            sets.extend(LETTERS)
        sets.extend(INTERVALS.char(ch) for ch in chars)
        if constraints is None:
            base = self.base_parts
            if base is not None:
                # a sub-search of lemma shrinking: the component's alphabet (refined by
                # any set of its own), the same for every trial, so its automata's
                # region masks and their memos are built once, not per trial (issue 39)
                sets.extend(base[0])
                order_mode = order_mode or base[1]
                chars.update(base[2])
            self.alphabet_parts = (sets, order_mode, frozenset(chars))
        return self.regexes.alphabets.alphabet(sets, order_mode, chars, self.deadline)

    def _order_vars(self, var_classes: dict[Term, list[int]],
                    short_first: bool = False) -> list[Term]:
        """The variables in :meth:`_order`'s order (cheap: no cell is walked)."""
        outputs = {c.k for c in self.constraints if isinstance(c, Definition)}
        degree: dict[Term, int] = {}
        for c in self.constraints:
            for v in c.vars:
                degree[v] = degree.get(v, 0) + 1
        return sorted(self.vars, key=lambda v: (v in outputs,
                                                len(var_classes[v]) if short_first else 0,
                                                -degree.get(v, 0), check_order(v)))

    def _order(self, var_classes: dict[Term, list[int]], store: Store,
               short_first: bool = False, xs: list[Term] | None = None) -> list[int]:
        """Cells to decide: inputs before outputs of definitions, busier variables
        first (``short_first``: shorter variables first, then busier), each variable
        left to right (``xs``: the variables' order, when :meth:`_order_vars` gave it)."""
        if xs is None:
            xs = self._order_vars(var_classes, short_first)
        seen: set[int] = set()
        order: list[int] = []
        value = store.value
        walked = 0
        for x in xs:
            for k in var_classes[x]:
                walked += 1
                if not walked % POSITIONS_PER_READING:
                    self.deadline.check("fixed-length search order", POSITION_UNITS)
                if k not in seen and value[k] < 0:
                    seen.add(k)
                    order.append(k)
        return order

    def _hint_values(self, var_classes: dict[Term, list[int]]) -> dict[int, int]:
        out: dict[int, int] = {}
        walked = 0
        for x in self.vars:
            h = self.hints.get(x)
            if h is not None and len(h) == self.lengths[x]:
                for k, ch in zip(var_classes[x], h, strict=False):
                    walked += 1
                    if not walked % POSITIONS_PER_READING:
                        self.deadline.check("fixed-length hints", POSITION_UNITS)
                    out.setdefault(k, ord(ch))
        return out


class _Shrinking:
    """The state of one :meth:`ComponentSolver.minimize`: its work budget, and the pool of
    the trials' models, latest first (then the hints): a trial they satisfy needs no
    search (:meth:`ComponentSolver._satisfied`)."""

    def __init__(self, solver: ComponentSolver, budget: int) -> None:
        self.solver = solver
        self.budget = budget
        self.pool: dict[Term, str] = {x: h for x, h in solver.hints.items()
                                      if x in solver.lengths and len(h) == solver.lengths[x]}

    def refuted(self, trial: list[Constraint]) -> Outcome | None:
        """The outcome of an exhaustive search that fails ``trial``, else None (a model,
        or a search cut at its bound)."""
        s = self.solver
        s.deadline.check("fixed-length lemma shrinking")
        if s._satisfied(trial, self.pool):
            self.budget -= 1 + len(trial)
            return None
        sub = ComponentSolver(trial, s.lengths, {}, s.regexes, s.deadline,
                              max(1, min(self.budget, s.node_limit)), s.sub_schedule())
        sub.base_parts = s.alphabet_parts
        res = sub._solve()
        self.budget -= max(1, res.nodes) + int(SETUP_NODES * len(trial))
        if res.model is not None:
            self.pool.update(res.model)
        return res if res.model is None and res.incomplete is None else None

    @staticmethod
    def kept(trial: list[Constraint], res: Outcome) -> list[Constraint]:
        """The part of a refuted ``trial`` its search's core names."""
        if res.core is None:  # a clash or a contains bound of the trial itself
            return trial
        keep = {id(c) for c in res.core}
        return [c for c in trial if id(c) in keep]

    def by_touched(self, core: list[Constraint], touched: list[Constraint] | None
                   ) -> list[Constraint]:
        """``core`` shrunk to what the failed searches touched, while that shrinks (at
        most :data:`TOUCHED_ROUNDS` times)."""
        for _ in range(TOUCHED_ROUNDS):
            if touched is None or self.budget <= 0:
                break
            ids = {id(c) for c in touched}
            trial = [c for c in core if id(c) in ids]
            if len(trial) >= len(core) or not trial:
                break
            res = self.refuted(trial)
            if res is None:
                break
            core = self.kept(trial, res)
            touched = res.touched
        return core

    def by_groups(self, core: list[Constraint]) -> list[Constraint]:
        """``core`` without the constraints of each group of variables whose dropping
        leaves it unsatisfiable; a needed group is halved and each half tried."""
        lengths = self.solver.lengths
        degree: dict[Term, int] = {}
        for c in core:
            for v in c.vars:
                degree[v] = degree.get(v, 0) + 1
        groups = [sorted(degree, key=lambda v: (degree[v], -lengths[v], check_order(v)))]
        while groups and self.budget > 0:
            group = groups.pop()
            drop = set(group)
            trial = [c for c in core if drop.isdisjoint(c.vars)]
            if len(trial) == len(core):  # its variables left with an earlier group
                continue
            res = self.refuted(trial) if trial else None
            if res is not None:
                core = self.kept(trial, res)
            elif len(group) > 1:
                half = len(group) // 2
                groups += [group[half:], group[:half]]  # the first half next
        return core
