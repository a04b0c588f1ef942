"""Small witnesses: a bounded enumeration of short strings over the formula's own
characters (and of small integers), tried when a check's rounds run long
(docs/explanation/engine.md#the-loop).

The loop refutes one candidate of the Boolean skeleton per round.  Where the skeleton
leaves many string atoms open (``to_lower``'s "holds an upper-case letter",
``replace_all``'s "contains the pattern"), a satisfiable check can take dozens of rounds
although a two-character input satisfies it (``"--"`` for ``"--" in
name.lower().replace("_", "-")``: 26 rounds); small formulas that nest ``replace``,
``replace_all`` and ``replace_re`` over three strings and an index make the fixed-length
search evaluate each nesting once per length vector.  Enumerating the short strings
over the characters of the formula's ground strings and one letter -- the bounded
search of Hampi, paper 000 -- finds such inputs directly.

The enumeration is a depth-first search over the variables, one level of the strings'
total length ``T = 0, 1, 2, …`` after the other (the last string takes what is left of
``T``, so every assignment comes once), that evaluates each assertion as soon as its
last variable has a value and backs off at the first false one.  An assertion whose
other variables sit only where the assigned ones may make them unread (the
replacement of a ``replace`` whose pattern does not occur, a branch of an ``ite``, an
argument of ``or``: :func:`_exposed`) is also evaluated as soon as the variables it
does read have values, with the rest undetermined (``Evaluator(open_variables=True)``):
when that already makes it false, no value of the rest is tried (seed 4343 f00094:
``x = "1ab"``, ``z = "ab"`` after 70,437 evaluations, 2,3xx with it).  It is resumable
(:class:`SmallWitnesses`): the loop gives it a small budget first and more only while
the check goes on, a share of the loop's own work (:func:`turn_budget`).  It only
proposes models: the reference evaluator checks every assertion, and the engine
validates the model again.  Its work is charged by what the evaluator did: the terms
evaluated, and a few more per evaluation for the candidate's set-up
(:data:`EVALUATION_STEPS`), :data:`STEPS_PER_UNIT` of them a unit of the deadline (work,
not time; one unit per evaluation undercharged a formula of hundreds of terms tenfold and
overcharged a formula of six threefold).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator, Sequence

from ..deadline import Deadline
from ..errors import ResourceLimit, StrsatError
from ..terms import BOOL, INT, STRING, Term, Value
from ..terms.evaluate import Evaluator, ParentWalks
from ..terms.sorts import MAX_CHAR
from ..terms.term import check_order
from ..terms.walk import postorder_many, variables_of_each
from .problem import conjuncts

#: Evaluations of a call of :func:`small_witness`.
BUDGET = 2000
#: Evaluations of the loop's early turn, at its second round ...
EARLY_BUDGET = 250
#: ... and the terms those evaluations may evaluate in all (the reference evaluator's
#: steps, some 25K instructions each with the evaluator's set-up): every check whose
#: first candidate fails pays for this turn, so its cost must not grow with the formula
#: (250 evaluations of a leetcode file's one 288-node conjunction were 60,000 steps, four
#: times the rest of its run; read conjunct by conjunct they are 1,900).
EARLY_STEPS = 5000
#: Terms evaluated (the reference evaluator's steps) per unit of the deadline: on the
#: random formulas of seed 2206 and the guard's files an evaluation costs about 4 µs and a
#: term 1.6-2 µs (unprofiled, CPU), and the loop's units stand for 45-55 µs there.
STEPS_PER_UNIT = 30
#: What one evaluation costs besides its terms (the candidate, the evaluator's set-up), in
#: terms.
EVALUATION_STEPS = 3
#: The share of the loop's own work that the enumeration may have spent by the end of a
#: turn (issue 39 item 2: it grows only while the loop cannot answer) ...
SHARE = 0.25
#: ... and at least, in all, :data:`MIN_EVALUATIONS` evaluations or :data:`MIN_UNITS` units,
#: whichever comes first, once the loop has given it a turn after the early one: a
#: check whose rounds are cheap still meets the two-character inputs that its skeleton's
#: open atoms keep it from (the evaluations the fixed allotments gave by the eighth
#: round; at 500 units and no count of evaluations, two random sat formulas of seeds
#: 2206/2207 whose evaluations read regexes waited for the next turn at 1.7-3.3 times the
#: CPU, and at 1,000 the short checks of ``strsat bench-api`` made 16 % more evaluations).
MIN_EVALUATIONS = EARLY_BUDGET + BUDGET
MIN_UNITS = 1000
#: Evaluations of a turn bounded by its units only.
UNBOUNDED = 1 << 62
#: String variables at most (each adds a factor to the enumeration).
MAX_STRINGS = 4
#: Integer variables at most.
MAX_INTS = 2
#: Bool variables at most (each doubles it).
MAX_BOOLS = 2
#: Variables at most in all.
MAX_VARIABLES = MAX_STRINGS + MAX_INTS + MAX_BOOLS
#: The most characters of all strings together enumerated.
MAX_TOTAL = 16
#: Distinct characters of the ground strings taken at most (the most frequent).
MAX_CHARS = 6
#: The letter added to the constants' characters (a "none of those" character).
OTHER = "a"
#: Integer values tried first (indices, offsets and code points of short strings);
#: then the integer constants of the formula, up to :data:`MAX_INT_VALUES` in all.
SMALL_INTS = (0, -1, 1, 2, 3)
MAX_INT_VALUES = 8
#: The least integer past the alphabet (``from_code`` of it, or of anything above, is "").
PAST_ALPHABET = MAX_CHAR + 1


class SmallWitnesses:
    """The enumeration for one set of assertions, resumable: :meth:`run` goes on where
    the previous call stopped.  :attr:`applies` is False for a shape outside it (other
    sorts of variables, or more variables than the limits allow)."""

    def __init__(self, assertions: Sequence[Term]) -> None:
        # conjuncts, so that a candidate stops at the first false one (evaluated
        # smallest first) rather than evaluating the whole conjunction
        self._assertions = list(dict.fromkeys(conjuncts(assertions)))
        # the variables of each conjunct in one walk of them all, which stops at the
        # first conjunct with more variables than the enumeration takes in all
        self._vars: list[set[Term]] = []
        for found in variables_of_each(self._assertions, MAX_VARIABLES):
            if found is None:
                break
            self._vars.append(set(found))
        variables = sorted(set().union(*self._vars), key=check_order)
        sorts = Counter(v.sort for v in variables)
        self.applies = (len(self._vars) == len(self._assertions)
                        and 0 < sorts[STRING] <= MAX_STRINGS and sorts[INT] <= MAX_INTS
                        and sorts[BOOL] <= MAX_BOOLS and sum(sorts.values()) == len(variables))
        self._search: Iterator[dict[Term, Value] | None] | None = None
        self._state: _Search | None = None
        self.done = not self.applies
        #: evaluations spent so far
        self.evaluations = 0
        #: units charged to the deadlines so far (:data:`STEPS_PER_UNIT`), and the work
        #: not yet making a whole unit
        self.units = 0
        self._carry = 0
        if self.applies:
            terms = list(postorder_many(self._assertions))  # read by both
            alphabet = _alphabet(terms)
            ints = _int_values(terms)
            self._state = _Search(self._assertions, self._vars, variables, alphabet, ints)
            self._search = self._state.models()

    @property
    def steps(self) -> int:
        """The terms evaluated so far (the reference evaluator's steps)."""
        return 0 if self._state is None else self._state.steps

    def run(self, deadline: Deadline, evaluations: int, steps: int | None = None,
            units: int | None = None) -> dict[Term, Value] | None:
        """A model found within ``evaluations`` more evaluations (and, given ``steps``
        or ``units``, once that many more terms have been evaluated or units charged, no
        further evaluation), or None (not yet, or never: then :attr:`done`).  Each
        evaluation is charged to ``deadline`` by its terms (:meth:`_charge`)."""
        if self._search is None or self._state is None:
            return None
        state = self._state
        limit = None if steps is None else state.steps + steps
        most = None if units is None else self.units + units
        for _ in range(evaluations):
            if limit is not None and state.steps >= limit or \
                    most is not None and self.units >= most:
                return None
            before = state.steps
            self.evaluations += 1
            try:
                found = next(self._search)
            except StopIteration:
                self._search, self.done = None, True
                return None
            finally:
                self._charge(deadline, state.steps - before)
            if found is not None:
                return found
        return None

    def _charge(self, deadline: Deadline, steps: int) -> None:
        """Charge one evaluation of ``steps`` terms: the units it completes, with those
        of the evaluations before (:data:`STEPS_PER_UNIT`, :data:`EVALUATION_STEPS`); the
        deadline is read after every evaluation (its clock, an interrupt)."""
        units, self._carry = divmod(self._carry + steps + EVALUATION_STEPS, STEPS_PER_UNIT)
        self.units += units
        deadline.check("small witnesses", units)


def turn_budget(loop_work: int, spent: int, evaluations: int) -> tuple[int, int]:
    """The evaluations and units the enumeration may spend at a turn after the early
    one, when the loop's own work so far (its units, the enumeration's left out) is
    ``loop_work`` and the enumeration has made ``evaluations`` and spent ``spent`` units:
    what brings its work to :data:`SHARE` of the loop's, or to its floor
    (:data:`MIN_EVALUATIONS` or :data:`MIN_UNITS`, whichever comes first) when that is
    more; (0, 0) when it is there already.  A check that the loop answers in a few rounds
    pays little for it; one that goes on pays a fixed share of what it costs (issue 39
    item 2), however large its formula."""
    share = max(0, int(SHARE * loop_work) - spent)
    if evaluations < MIN_EVALUATIONS and share < MIN_UNITS - spent:
        return MIN_EVALUATIONS - evaluations, MIN_UNITS - spent
    return (UNBOUNDED if share else 0), share


def small_witness(assertions: Sequence[Term], deadline: Deadline,
                  evaluations: int = BUDGET) -> dict[Term, Value] | None:
    """An assignment of short strings, small integers and Booleans satisfying every
    assertion, or None (none within ``evaluations``, or a shape outside the enumeration:
    other sorts of variables, more than :data:`MAX_STRINGS` strings, :data:`MAX_INTS`
    integers or :data:`MAX_BOOLS` Booleans)."""
    return SmallWitnesses(assertions).run(deadline, evaluations)


class _Search:
    """The depth-first search behind :class:`SmallWitnesses`: a generator that yields
    once per evaluation of an assertion (None) and a model when every assertion holds."""

    def __init__(self, assertions: list[Term], variables_of: list[set[Term]],
                 variables: list[Term], alphabet: str, ints: list[int]) -> None:
        self.order = _order(variables, variables_of)
        position = {v: n for n, v in enumerate(self.order)}
        #: the assertions to evaluate once the n-th variable has its value (ground ones
        #: at -1), those with fewer variables first
        self.due: dict[int, list[Term]] = {}
        #: the assertions to evaluate with the later variables undetermined once the
        #: n-th variable has its value (every variable they read unless pruned has one)
        self.early: dict[int, list[Term]] = {}
        size = _sizes(assertions)
        for a, vs in sorted(zip(assertions, variables_of, strict=True),
                            key=lambda av: (len(av[1]), size[av[0]])):
            places = sorted(position[v] for v in vs)
            last = places[-1] if places else -1
            self.due.setdefault(last, []).append(a)
            read = max((position[v] for v in _exposed(a)), default=-1)
            for n in places[:-1]:
                if n >= read:
                    self.early.setdefault(n, []).append(a)
        strings = [v for v in self.order if v.sort is STRING]
        self.last_string = self.order.index(strings[-1])
        self.alphabet = alphabet
        self.ints = ints
        self.model: dict[Term, Value] = {}
        #: the terms evaluated so far
        self.steps = 0
        #: the parent walks of the candidates' evaluators, shared (the same assertions
        #: in the same order under each candidate)
        self.walks = ParentWalks()

    def models(self) -> Iterator[dict[Term, Value] | None]:
        for a in self.due.get(-1, []):
            yield None
            evaluator = Evaluator({}, walks=self.walks)
            held = _holds(evaluator, a)
            self.steps += evaluator.steps
            if not held:
                return
        for total in range(MAX_TOTAL + 1):
            yield from self._extend(0, total)

    def _extend(self, n: int, left: int) -> Iterator[dict[Term, Value] | None]:
        """Values for the variables from the ``n``-th on, their strings ``left``
        characters long in all."""
        if n == len(self.order):
            yield dict(self.model)
            return
        v = self.order[n]
        for value in self._values(v, n, left):
            self.model[v] = value
            ok, counted = True, 0
            due, early = self.due.get(n, ()), self.early.get(n, ())
            if due or early:
                # every variable of a due assertion has a value: open variables change
                # nothing there, and one evaluator serves both lists
                evaluator = Evaluator(self.model, open_variables=True, walks=self.walks)
                for a in due:
                    yield None
                    held = _holds(evaluator, a)
                    self.steps += evaluator.steps - counted
                    counted = evaluator.steps
                    if not held:
                        ok = False
                        break
                for a in early if ok else ():
                    yield None
                    truth = _truth(evaluator, a)
                    self.steps += evaluator.steps - counted
                    counted = evaluator.steps
                    if truth is False:
                        ok = False
                        break
            if ok:
                used = len(value) if isinstance(value, str) else 0
                yield from self._extend(n + 1, left - used)
        del self.model[v]

    def _values(self, v: Term, n: int, left: int) -> Iterator[Value]:
        if v.sort is BOOL:
            yield from (False, True)
        elif v.sort is INT:
            yield from self.ints
        elif n == self.last_string:
            yield from _strings(self.alphabet, left)
        else:
            for k in range(left + 1):
                yield from _strings(self.alphabet, k)


def _holds(evaluator: Evaluator, a: Term) -> bool:
    """``a`` holds under the evaluator's assignment (False where its value is not
    determined: ``div`` by zero, or past the evaluator's own budget)."""
    try:
        return evaluator.holds(a)
    except ResourceLimit:
        raise
    except StrsatError:
        return False


def _truth(evaluator: Evaluator, a: Term) -> bool | None:
    """``a``'s truth under a partial assignment (None: not decided by it)."""
    try:
        return evaluator.truth(a)
    except ResourceLimit:
        raise
    except StrsatError:
        return None


#: The arguments an operator may leave unread once the others have values (the
#: reference evaluator's short cuts, ``strsat.terms.evaluate``): every argument of
#: ``and``/``or``/``=>``/``*``, the branches of ``ite``, the replacement of the
#: search-and-replace functions, any argument of ``at``/``substr`` (a negative index
#: reads no string, an empty string no index).
UNREAD: dict[str, tuple[int, ...] | None] = {
    "and": None, "or": None, "=>": None, "*": None, "ite": (1, 2),
    "str.replace": (2,), "str.replace_all": (2,), "str.replace_re": (2,),
    "str.replace_re_all": (2,), "str.at": None, "str.substr": None}


def _exposed(a: Term) -> set[Term]:
    """The variables of ``a`` with an occurrence on a path that no argument of
    :data:`UNREAD` interrupts: without their values ``a`` is never decided; the other
    variables of ``a`` may go unread."""
    exposed: dict[int, frozenset[Term]] = {}
    for t in postorder_many([a]):
        if t.op == "var":
            exposed[t.id] = frozenset((t,))
            continue
        skip = UNREAD.get(t.op, ())
        exposed[t.id] = frozenset().union(*(
            exposed[c.id] for k, c in enumerate(t.args)
            if not (skip is None or k in skip)))
    return set(exposed[a.id])


def _sizes(assertions: list[Term]) -> dict[Term, int]:
    """The number of distinct subterms of each assertion (a cheaper one is evaluated
    first among those due at the same variable)."""
    return {a: sum(1 for _ in postorder_many([a])) for a in assertions}


def _strings(alphabet: str, length: int) -> Iterator[str]:
    return ("".join(p) for p in itertools.product(alphabet, repeat=length))


def _order(variables: list[Term], variables_of: list[set[Term]]) -> list[Term]:
    """The variables in the order of assignment: next the one that completes the most
    assertions (then the one in the most assertions), so that a false one cuts early."""
    order: list[Term] = []
    left = list(variables)  # in the stable order, which breaks ties (the first maximum)
    while left:
        def score(v: Term) -> tuple[int, int]:
            done = set(order) | {v}
            complete = sum(1 for vs in variables_of if v in vs and vs <= done)
            return (complete, sum(1 for vs in variables_of if v in vs))
        best = max(left, key=score)
        order.append(best)
        left.remove(best)
    return order


def _alphabet(terms: Sequence[Term]) -> str:
    """The characters of the ground strings among ``terms`` (the assertions' distinct
    subterms, children first: constants and ground applications such as
    ``from_code(12)``; the :data:`MAX_CHARS` most frequent), and :data:`OTHER`."""
    counts: Counter[str] = Counter()
    ground: dict[Term, bool] = {}
    for t in terms:
        ground[t] = t.op != "var" and all(ground[c] for c in t.args)
        if t.sort is not STRING:
            continue
        if t.op == "const":
            counts.update(str(t.value))
        elif ground[t]:
            try:
                counts.update(str(Evaluator({}).evaluate(t))[:8])
            except ResourceLimit:
                raise
            except StrsatError:
                pass
    chars = [c for c, _ in sorted(counts.items(), key=lambda cn: (-cn[1], cn[0]))][:MAX_CHARS]
    if OTHER not in chars:
        chars.append(OTHER)
    return "".join(chars)


def _int_values(terms: Sequence[Term]) -> list[int]:
    """:data:`SMALL_INTS`, then the formula's small integer constants (the most frequent),
    then the values its conversions read back (:func:`_readings`), :data:`MAX_INT_VALUES`
    at most; ``terms``: the formula's distinct subterms."""
    counts: Counter[int] = Counter()
    for t in terms:
        if t.op == "const" and t.sort is INT and abs(int(t.value)) <= 1000:  # type: ignore[arg-type]
            counts[int(t.value)] += 1  # type: ignore[arg-type]
    values = list(SMALL_INTS)
    ranked = [c for c, _ in sorted(counts.items(), key=lambda cn: (-cn[1], abs(cn[0])))]
    for c in ranked + _readings(terms):
        if len(values) >= MAX_INT_VALUES:
            break
        if c not in values:
            values.append(c)
    return values


def _readings(terms: Sequence[Term]) -> list[int]:
    """Integers that the formula's conversions of a non-constant integer turn into its
    constants: ``from_code(i)`` is empty for :data:`PAST_ALPHABET` (every ``i`` past the
    alphabet: ``i = 0x30000`` and ``x = "a"`` satisfy ``replace(from_code(i), x, u) ∈
    (12)*``), ``from_int(i)`` and ``to_int(s)`` read a digit-only constant such as
    ``"12"`` as 12 (seed 3912 f00454 needs both)."""
    ops: set[str] = set()
    digits: Counter[int] = Counter()
    for t in terms:
        if t.op in ("str.from_code", "str.from_int", "str.to_int") and t.args[0].op != "const":
            ops.add(t.op)
        elif t.op == "const" and t.sort is STRING:
            text = str(t.value)
            if text.isascii() and text.isdigit() and len(text) <= 6:
                digits[int(text)] += 1
    out: list[int] = []
    if "str.from_code" in ops:
        out.append(PAST_ALPHABET)
    if ops & {"str.from_int", "str.to_int"}:
        out += [d for d, _ in sorted(digits.items(), key=lambda dn: (-dn[1], dn[0]))]
    return out
