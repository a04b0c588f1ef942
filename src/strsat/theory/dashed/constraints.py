"""Constraints over dashed-string domains: each one propagates (narrows domains, never
removing a solution) and checks itself exactly once its variables are known.

* :class:`Equation` — ``s1·…·sn = t1·…·tm`` (variables and constants): both sides'
  dashed strings are equated by SWEEP and each variable gets the blocks that cover it
  (paper 003: "the propagator for ``z = x·y`` is implemented by equating ``D(z)`` and
  ``D(x)·D(y)`` … projecting the narrowing on ``D(x)`` and ``D(y)``"); a variable that
  occurs several times gets the block-wise meet of its refinements.
* :class:`Member` — ``x ∈ R`` / ``x ∉ R``: equating with the hull of ``R`` (positive;
  complete when the hull is exact) and the automaton's refinement when it is small.
* :class:`Function` — ``k = f(x1, …)`` for a function computed on known arguments
  (``str.replace_all``, ``str.to_lower`` …): once the arguments are known the result
  is computed, and an optional forward image narrows ``k`` before that.
* :class:`Check` — any other condition, decided once its variables are known
  (disequalities, ``str.<``, an ``str.indexof`` value, …).

Every constraint carries ``reasons``: the literals it stands for (opaque here; the
theory step explains conflicts with them).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ...named_tuples import NamedTuple
from ...regex import ast as R
from ...regex.charset import INTERVALS, IntervalSet
from .blocks import (
    Block,
    Dashed,
    accepts,
    accepts_runs,
    known,
    log_size,
    normalise,
    of_string,
    value,
)
from .caches import active
from .languages import Automaton, automaton_of, hull
from .store import Fail, Store, Var, fit, intern
from .sweep import equate, fixed, meet_blockwise, meet_fixed, refine, slice_fixed

#: Blocks of the other side and of the domain a narrowing by positions is charged per work
#: unit (:data:`strsat.deadline.UNIT`): it reads the other side only up to the item's end,
#: so a counted block costs about 0.15 µs (9.8 µs a unit at 16 on the ``str_2``
#: quad-length files); 64 make a unit about 40 µs, as elsewhere (issue 40).
POSITION_BLOCKS_PER_UNIT = 64


class Const(NamedTuple):
    """A constant item of a concatenation."""

    text: str


Item = Hashable  # a variable or a Const
#: The literals a constraint stands for (opaque here: the theory step explains with them).
Reasons = tuple[Hashable, ...]


class Constraint:
    """Base class: the variables read, the literals behind, propagation and check."""

    vars: tuple[Var, ...]
    reasons: Reasons
    #: variables whose value this constraint computes from the others (searched last)
    outputs: tuple[Var, ...] = ()
    #: True when characters that no set of :meth:`charsets` separates are
    #: interchangeable for it (the search then tries one character per region)
    interchangeable: bool = True
    #: the domains of ``vars`` on which :meth:`holds` last held (see :func:`holds`)
    _held: tuple[Dashed, ...] | None = None

    def charsets(self) -> list[IntervalSet]:
        """The character sets this constraint distinguishes."""
        return []

    def propagate(self, st: Store) -> None:
        """Narrow the domains of ``st`` (raise :class:`Fail` when impossible)."""

    def holds(self, st: Store) -> bool:
        """Exact check; every variable of ``vars`` is known in ``st``."""
        raise NotImplementedError

    def suggest(self, st: Store, x: Var, fills: Sequence[int]) -> Iterable[str]:
        """Values of ``x`` worth trying before the search's own branches on it (the
        search keeps those, so a suggestion only reorders: ``fills`` are the
        characters the search would try as whole-block fills)."""
        return []


def holds(store: Store, c: Constraint) -> bool:
    """``c.holds(store)``, remembered per constraint for the last domains it held on
    (the same long known values are checked again at every later node and leaf)."""
    doms = tuple(store.dom[v] for v in c.vars)
    last = c._held
    if last is not None and all(a is b for a, b in zip(last, doms, strict=True)):
        return True
    ok = c.holds(store)
    if ok:
        c._held = doms
    return ok


def const_blocks(text: str) -> Dashed:
    """The dashed string of a constant, one object per text within a step's call."""
    consts = active().consts
    d: Dashed | None = consts.get(text)
    if d is None:
        d = consts.put(text, intern(of_string(text)))
    return d


def _side(st: Store, items: Sequence[Item]) -> tuple[Sequence[Block], list[tuple[Item, int, int]]]:
    if len(items) == 1:  # the domain (or constant) itself: sweeps may reuse its tables
        it = items[0]
        d = const_blocks(it.text) if isinstance(it, Const) else st.dom[it]
        return d, [(it, 0, len(d))]
    blocks: list[Block] = []
    spans: list[tuple[Item, int, int]] = []
    for it in items:
        d = const_blocks(it.text) if isinstance(it, Const) else st.dom[it]
        spans.append((it, len(blocks), len(blocks) + len(d)))
        blocks.extend(d)
    return blocks, spans


def narrow_to_equal(st: Store, x: Var, y: Sequence[Block]) -> None:
    """Narrow ``x`` to strings of ``γ(y)``.  Both SWEEP refinements, of ``D(x)`` and of
    ``y``, over-approximate ``γ(D(x)) ∩ γ(y)``: the one that allows less (after the
    length link) becomes the domain — paper 003's replacement of a block by its
    matching region, which gives the domain the structure of ``y`` (a regex's hull, the
    other side of an equation) when that is the more precise."""
    d = st.dom[x]
    st.work += len(d) + len(y)
    got = equate(d, y, st.deadline)
    if got is None:
        raise Fail(x)
    x2, y2 = got
    lo, hi = st.lens[x]
    fx, fy = fit(normalise(x2), lo, hi), fit(normalise(y2), lo, hi)
    if fy is not None and fx is not None and \
            log_size(fy, True) < log_size(fx, True):
        st.narrow(x, fy)
    else:
        st.narrow(x, x2)


def _const_chars(items: Sequence[object]) -> list[IntervalSet]:
    chars = {ch for it in items if isinstance(it, Const) for ch in it.text}
    return [INTERVALS.char(ord(ch)) for ch in sorted(chars)]


def _text(st: Store, items: Sequence[Item]) -> str:
    return "".join(it.text if isinstance(it, Const) else value(st.dom[it]) for it in items)


@dataclass(eq=False)
class Equation(Constraint):
    lhs: tuple[Item, ...]
    rhs: tuple[Item, ...]
    reasons: Reasons = ()
    vars: tuple[Var, ...] = field(init=False)

    def __post_init__(self) -> None:
        self.vars = tuple(dict.fromkeys(
            it for it in self.lhs + self.rhs if not isinstance(it, Const)))

    def propagate(self, st: Store) -> None:
        if len(self.lhs) == 1 and not isinstance(self.lhs[0], Const) \
                and len(st.dom[self.lhs[0]]) == 1 and self.lhs[0] not in self.rhs:
            x, xs = _side(st, self.rhs)
            if len(x) > 1:
                narrow_to_equal(st, self.lhs[0], x)
        elif len(self.lhs) == 1 and not isinstance(self.lhs[0], Const) \
                and self.lhs[0] not in self.rhs:
            d = st.dom[self.lhs[0]]
            x, xs = _side(st, self.rhs)
            if len(x) > 1 and fixed(d) and fixed(x):
                st.work += len(d) + len(x)
                st.narrow(self.lhs[0], meet_fixed(d, x))
        self._positions(st)
        if all(st.known(v) for v in self.vars):  # positions decided every variable
            if not holds(st, self):
                raise Fail(self)
            return
        x, xs = _side(st, self.lhs)
        y, ys = _side(st, self.rhs)
        st.work += len(x) + len(y)
        got = equate(x, y, st.deadline)
        if got is None:
            raise Fail(self)
        x2, y2 = got
        new: dict[Var, list[Block]] = {}
        for blocks, spans in ((x2, xs), (y2, ys)):
            for it, a, b in spans:
                if isinstance(it, Const):
                    continue
                part = blocks[a:b]
                prev = new.get(it)
                if prev is not None:
                    met = meet_blockwise(prev, part)
                    if met is None:
                        raise Fail(self)
                    part = met
                new[it] = part
        for v, blocks in new.items():
            st.narrow(v, blocks)
        self._positions(st)

    def _positions(self, st: Store) -> None:
        """Exact narrowing where positions are known: when one side's blocks all have
        one length, a variable of the other side behind items of one length each (from
        either end) and of one length itself lies at known positions, and its domain
        meets those positions of the first side (:func:`meet_fixed`).  SWEEP refines a
        block as a whole, so ``[a-c]{1001}`` against ``a{1000}·b`` stays as it was.

        A narrowing reads the blocks of ``o`` up to the item's end and those of its
        domain: it charges them (:data:`POSITION_BLOCKS_PER_UNIT`, issue 40)."""
        for side, other in ((self.lhs, self.rhs), (self.rhs, self.lhs)):
            if all(isinstance(it, Const) or st.known(it) for it in side):
                continue
            o, _ = _side(st, other)
            if not fixed(o):
                continue
            total = sum(b.lo for b in o)
            for items in (side, side[::-1]):
                offset = 0
                for it in items:
                    d = const_blocks(it.text) if isinstance(it, Const) else st.dom[it]
                    if not fixed(d):
                        break
                    n = sum(b.lo for b in d)
                    if not isinstance(it, Const) and not st.known(it):
                        start = offset if items is side else total - offset - n
                        if start < 0:
                            raise Fail(self)
                        units = (len(o) + len(d)) // POSITION_BLOCKS_PER_UNIT
                        if units and st.deadline is not None:
                            st.deadline.check("dashed-string positions", units)
                        st.narrow(it, meet_fixed(d, slice_fixed(o, start, n)))
                    offset += n

    def holds(self, st: Store) -> bool:
        return _text(st, self.lhs) == _text(st, self.rhs)

    def charsets(self) -> list[IntervalSet]:
        return _const_chars(self.lhs + self.rhs)


@dataclass(eq=False)
class Member(Constraint):
    """``x ∈ R`` (``positive``) or ``x ∉ R``; ``check`` decides a concrete string
    exactly when neither the hull nor the automaton does."""

    x: Var
    regex: R.Regex
    positive: bool
    reasons: Reasons = ()
    check: Callable[[str], bool] | None = None
    vars: tuple[Var, ...] = field(init=False)
    _automaton: Automaton | None | bool = field(default=False, init=False, repr=False)

    def __post_init__(self) -> None:
        self.vars = (self.x,)
        self.hull, self.exact = hull(self.regex) if self.positive else (None, False)

    @property
    def automaton(self) -> Automaton | None:
        a = self._automaton
        if a is False:
            # one automaton per regex and sign for the step's call: the shrinking of an
            # explanation states the component afresh for every test (dozens a conflict)
            automata = active().automata
            key = (self.regex.id, self.positive)
            known = automata.get(key)
            if known is None:
                known = automata.put(key, (automaton_of(self.regex, self.positive),))
            a = self._automaton = known[0]
        return a if isinstance(a, Automaton) else None

    def propagate(self, st: Store) -> None:
        if self.positive:
            if self.hull is None:
                raise Fail(self)
            narrow_to_equal(st, self.x, self.hull)
        a = self.automaton
        if a is not None:
            st.narrow(self.x, a.refine(st.dom[self.x]))

    def charsets(self) -> list[IntervalSet]:
        return [n.chars for n in R.postorder(self.regex)
                if n.kind == R.CHARS and n.chars is not None]

    def holds(self, st: Store) -> bool:
        d = st.dom[self.x]
        a = self.automaton
        if a is not None:
            return a.accepts(d)
        if self.positive and self.exact:
            assert self.hull is not None
            return accepts_runs(self.hull, [(b.base.bounds[0], b.lo) for b in d])
        if self.check is None:
            raise NotImplementedError(f"no exact check for {self.regex!r}")
        return self.check(value(d)) == self.positive


@dataclass(eq=False)
class Function(Constraint):
    """``out = fn(args)`` with ``fn`` computed on the arguments' values (strings, or
    the integers given in ``args`` as they are).  ``image`` (optional) maps the
    arguments' domains to a dashed string containing every possible result."""

    out: Var
    args: tuple[Item | int, ...]
    fn: Callable[..., str]
    reasons: Reasons = ()
    image: Callable[..., Dashed | None] | None = None
    #: the characters ``fn`` treats specially (None: it may distinguish any two)
    chars: tuple[IntervalSet, ...] | None = None
    #: values of an input worth trying first (:meth:`Constraint.suggest`)
    suggester: Callable[[Store, Var, Sequence[int]], Iterable[str]] | None = None
    vars: tuple[Var, ...] = field(init=False)

    def __post_init__(self) -> None:
        ins = [a for a in self.args if not isinstance(a, (Const, int))]
        self.vars = tuple(dict.fromkeys([self.out, *ins]))
        self.outputs = (self.out,)
        self.interchangeable = self.chars is not None

    def charsets(self) -> list[IntervalSet]:
        return list(self.chars or ()) + _const_chars(
            tuple(a for a in self.args if isinstance(a, Const)))

    def _inputs(self) -> list[Var]:
        return [a for a in self.args if not isinstance(a, (Const, int))]

    def suggest(self, st: Store, x: Var, fills: Sequence[int]) -> Iterable[str]:
        return () if self.suggester is None else self.suggester(st, x, fills)

    def _values(self, st: Store) -> list[object]:
        vals: list[object] = []
        for a in self.args:
            if isinstance(a, Const):
                vals.append(a.text)
            elif isinstance(a, int):
                vals.append(a)
            else:
                vals.append(value(st.dom[a]))
        return vals

    def propagate(self, st: Store) -> None:
        if all(st.known(v) for v in self._inputs()):
            # the output is that one string (a block-wise refinement of its domain by
            # it would keep ``[ax-z]^{747}`` as it is)
            out = self.fn(*self._values(st))
            if not accepts(st.dom[self.out], out):
                raise Fail(self)
            st.narrow(self.out, of_string(out))
            return
        if self.image is not None:
            doms = [a if isinstance(a, (Const, int)) else st.dom[a] for a in self.args]
            img = self.image(*doms)
            if img is not None:
                st.narrow(self.out, refine(st.dom[self.out], img, st.deadline))

    def holds(self, st: Store) -> bool:
        return self.fn(*self._values(st)) == value(st.dom[self.out])


@dataclass(eq=False)
class Check(Constraint):
    """A condition on the values of ``vars``, decided once they are known
    (``test`` gets a mapping from variable to string)."""

    vars: tuple[Var, ...]
    test: Callable[[Mapping[Var, str]], bool]
    reasons: Reasons = ()
    name: str = "check"
    #: the characters ``test`` treats specially (None: it may distinguish any two)
    chars: tuple[IntervalSet, ...] | None = None
    #: the two concatenations of a disequality (:func:`disequality`), else None
    sides: tuple[tuple[Item, ...], tuple[Item, ...]] | None = field(
        default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        self.interchangeable = self.chars is not None

    def charsets(self) -> list[IntervalSet]:
        return list(self.chars or ())

    def propagate(self, st: Store) -> None:
        if all(known(st.dom[v]) for v in self.vars):
            if not self.holds(st):
                raise Fail(self)

    def holds(self, st: Store) -> bool:
        return self.test({v: value(st.dom[v]) for v in self.vars})


@dataclass(eq=False)
class Lex(Constraint):
    """``a < b`` (``strict``) or ``a <= b`` on code points.  Propagation compares the
    two dashed strings from the left while their positions are aligned (blocks of one
    length before the point): equal runs are skipped at once, the first position whose
    character sets are ordered decides, and a side that ends first is the smaller."""

    a: tuple[Item, ...]
    b: tuple[Item, ...]
    strict: bool
    reasons: Reasons = ()
    vars: tuple[Var, ...] = field(init=False)

    def __post_init__(self) -> None:
        self.vars = tuple(dict.fromkeys(
            it for it in self.a + self.b if not isinstance(it, Const)))
        self.interchangeable = False

    def propagate(self, st: Store) -> None:
        order = compare(_side(st, self.a)[0], _side(st, self.b)[0])
        if order == "gt" or (self.strict and order in ("ge", "eq")):
            raise Fail(self)

    def holds(self, st: Store) -> bool:
        x, y = _text(st, self.a), _text(st, self.b)
        return x < y if self.strict else x <= y

    def charsets(self) -> list[IntervalSet]:
        return _const_chars(self.a + self.b)


def compare(x: Sequence[Block], y: Sequence[Block]) -> str | None:
    """What holds between every string of ``x`` and every string of ``y`` in code-point
    order: ``"lt"``, ``"le"``, ``"eq"``, ``"ge"``, ``"gt"``, or None (not decided).

    The aligned part (blocks of one length before the point) is read run by run, with
    two flags: ``x ≥ y`` and ``x ≤ y`` character by character so far.  A position where
    ``x``'s least character exceeds ``y``'s greatest decides ``gt`` while ``x ≥ y`` held
    before it (and dually ``lt``); a side that ends while the other must go on decides by
    the flag that held (``a^n·[ab]^k`` against a shorter ``a^m``: greater)."""
    i = j = oi = oj = 0
    ge = le = True
    nx, ny = len(x), len(y)
    while True:
        while i < nx and x[i].lo == x[i].hi and oi >= x[i].lo:
            i, oi = i + 1, 0
        while j < ny and y[j].lo == y[j].hi and oj >= y[j].lo:
            j, oj = j + 1, 0
        if i == nx or j == ny:
            more_x = i < nx and x[i].lo - oi + sum(b.lo for b in x[i + 1:]) > 0
            more_y = j < ny and y[j].lo - oj + sum(b.lo for b in y[j + 1:]) > 0
            if i == nx and j == ny:
                return "eq" if ge and le else "ge" if ge else "le" if le else None
            if i == nx:  # x ended
                return ("lt" if more_y else "le") if le else None
            return ("gt" if more_x else "ge") if ge else None
        bx, by = x[i], y[j]
        if bx.lo - oi < 1 or by.lo - oj < 1:
            return None
        k = min(bx.lo - oi, by.lo - oj)
        sx, sy = bx.base.bounds, by.base.bounds
        if not (sx == sy and len(sx) == 2 and sx[1] - sx[0] == 1):
            xmin, xmax, ymin, ymax = sx[0], sx[-1] - 1, sy[0], sy[-1] - 1
            if ge and xmin > ymax:
                return "gt"
            if le and xmax < ymin:
                return "lt"
            ge = ge and xmin >= ymax
            le = le and xmax <= ymin
            if not (ge or le):
                return None
        oi, oj = oi + k, oj + k


def disequality(lhs: tuple[Item, ...], rhs: tuple[Item, ...], reasons: Reasons = ()) -> Check:
    """``s ≠ t`` for two concatenations."""
    vs = tuple(dict.fromkeys(it for it in lhs + rhs if not isinstance(it, Const)))

    def test(vals: Mapping[Var, str]) -> bool:
        def text(items: tuple[Item, ...]) -> str:
            return "".join(it.text if isinstance(it, Const) else vals[it] for it in items)
        return text(lhs) != text(rhs)

    check = Check(vs, test, reasons, "disequality", tuple(_const_chars(lhs + rhs)))
    check.sides = (lhs, rhs)
    return check
