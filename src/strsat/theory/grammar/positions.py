"""Character constraints at positions of a grammar-constrained variable, as regular
constraints on the variable (issue 27: the grammar step of ``strsat explore``).

A path condition of a parser reads its input one position at a time:
``(= (str.at x 3) "(")``, ``(str.in_re (str.at x 1) (re.range "0" "9"))``,
``(str.contains "*/" (str.at x 2))``, ``(str.is_digit (str.substr x i 1))``.  Each
such literal is equivalent to a membership of ``x`` itself in a regular language, so
the grammar step can put it into the grammar–automaton product (:mod:`.product`):
its emptiness and length sets then cover every length at once (a first character
that no sentence starts with is refuted for all lengths, not searched length by
length), and its witnesses satisfy the positions by construction.

With ``s`` the read part and ``D`` the language of the one-argument predicate
``φ(s)`` (``(= s c)``: ``{c}``; ``(str.in_re s R)``: ``L(R)``; ``(str.contains c s)``:
the factors of ``c``; ``(str.is_digit s)``: ``[0-9]``):

* ``s = (str.at x k)`` (or ``(str.substr x k 1)``) with ``k ≥ 0`` a numeral: ``s`` is
  ``x[k]`` when ``|x| > k`` and ``""`` otherwise (SMT-LIB 2.6), so ``φ(s)`` holds iff
  ``x ∈ Σ^k·(D ∩ Σ)·Σ* ∪ (D ∩ {ε})·Σ^{≤k}`` and ``¬φ(s)`` iff
  ``x ∈ Σ^k·(Σ ∖ D)·Σ* ∪ ({ε} ∖ D)·Σ^{≤k}`` — exact for every length;
* ``s = (str.substr x i l)`` with ``i`` and ``l`` integer terms whose only string
  subterm is ``(str.len x)``: at the core's length ``|x| = n`` they are numbers, ``s``
  is ``x[i, i + m)`` with ``m = min(l, n − i)`` (empty when ``i < 0``, ``l ≤ 0`` or
  ``i ≥ n``), and ``φ(s)`` holds iff ``x ∈ Σ^i·(D ∩ Σ^m)·Σ^{n−i−m}`` (``Σ^m ∖ D`` for
  ``¬φ``) — exact at length ``n`` only, so the premise carries ``|x| = n``.

Anything else is left to the leaf checks (the caller keeps every literal there too).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...terms import BOOL, EMPTY, INT, STRING, Term, integer, mk, string
from ...terms.evaluate import Evaluator, Undetermined
from ...terms.values import number_of
from ...terms.walk import free_vars, is_ground, postorder

#: A ``str.contains`` constant longer than this is not expanded into its factors.
MAX_FACTORS_OF = 24

#: The operators of the predicates :func:`_predicate` reads.
_PREDICATES = frozenset({"=", "str.in_re", "str.is_digit", "str.contains"})
_SIGMA = mk("re.allchar")
_ALL = mk("re.all")
_EPS = mk("str.to_re", EMPTY)


@dataclass(frozen=True)
class Positional:
    """``x ∈ L(regex)`` is equivalent to ``literal`` (always, or when ``|x| = at``)."""

    regex: Term
    literal: Term
    at: int | None


def _power(k: int) -> Term:
    return _EPS if k == 0 else mk("re.^", _SIGMA, indices=[k])


def _upto(k: int) -> Term:
    return _EPS if k == 0 else mk("re.loop", _SIGMA, indices=[0, k])


def _inter(a: Term, b: Term) -> Term:
    return mk("re.inter", a, b)


def _minus(a: Term, b: Term) -> Term:
    return mk("re.inter", a, mk("re.comp", b))


def _predicate(atom: Term, x: Term) -> tuple[Term, Term] | None:
    """``(s, D)``: ``atom`` is ``φ(s)`` with ``s`` its only subterm that reads ``x``
    and ``D`` the regex of the strings ``φ`` holds for; None for other shapes."""
    op, args = atom.op, atom.args
    if op == "=" and len(args) == 2 and args[0].sort is STRING:
        a, b = args
        if b.op == "const" and _reads(a, x):
            return a, mk("str.to_re", b)
        if a.op == "const" and _reads(b, x):
            return b, mk("str.to_re", a)
        return None
    if op == "str.in_re" and is_ground(args[1]) and _reads(args[0], x):
        return args[0], args[1]
    if op == "str.is_digit" and _reads(args[0], x):
        return args[0], mk("re.range", string("0"), string("9"))
    if op == "str.contains" and args[0].op == "const" and _reads(args[1], x):
        c = str(args[0].value)
        if len(c) > MAX_FACTORS_OF:
            return None
        factors = sorted({c[i:j] for i in range(len(c) + 1) for j in range(i, len(c) + 1)})
        words = [mk("str.to_re", string(f)) for f in factors]
        return args[1], (mk("re.union", *words) if len(words) > 1 else words[0])
    return None


def _reads(s: Term, x: Term) -> bool:
    """``s`` is ``x``, ``(str.at x k)`` or ``(str.substr x i l)``."""
    return s is x or s.op in ("str.at", "str.substr") and s.args[0] is x


def _length_only(t: Term, x: Term) -> bool:
    """An integer term that reads strings only through ``(str.len x)`` and has no
    variable but ``x``: its value is fixed by ``|x|``."""
    for u in postorder(t):
        if u.sort is STRING:
            if u is not x:
                return False
        elif u.op == "var":
            return False
        elif u.op != "str.len" and any(a.sort is STRING for a in u.args):
            return False
        elif u.sort is not INT and u.sort is not BOOL:
            return False
    return True


def positional(atom: Term, positive: bool, x: Term, n: int) -> Positional | None:
    """The regular constraint on ``x`` equivalent to the literal (see the module doc),
    or None when the literal has another shape."""
    got = _predicate(atom, x)
    if got is None:
        return None
    s, d = got
    if s is x:
        return None  # a regular constraint on x itself: the caller takes those
    literal = atom if positive else mk("not", atom)
    if s.op == "str.at" and s.args[1].op == "const" and s.args[1].sort is INT \
            or s.op == "str.substr" and s.args[1].op == "const" and s.args[2].op == "const" \
            and s.args[2].value == 1:
        k = number_of(s.args[1])
        if k < 0:
            return None
        if positive:
            one, short = _inter(d, _SIGMA), _inter(d, _EPS)
        else:
            one, short = _minus(_SIGMA, d), _minus(_EPS, d)
        regex = mk("re.union", mk("re.++", _power(k), one, _ALL), mk("re.++", short, _upto(k)))
        return Positional(regex, literal, None)
    if s.op == "str.at":
        start, count = s.args[1], integer(1)
    else:
        start, count = s.args[1], s.args[2]
    if not (_length_only(start, x) and _length_only(count, x)):
        return None
    ev = Evaluator({x: "a" * n})
    try:
        i, ln = ev.value(start), ev.value(count)
    except Undetermined:
        return None
    if not (isinstance(i, int) and isinstance(ln, int)) or i < 0 or ln <= 0 or i >= n:
        return None  # the read part is "": the literal is ground given |x|, no position
    m = min(ln, n - i)
    window = _power(m)
    part = _inter(d, window) if positive else _minus(window, d)
    regex = mk("re.++", _power(i), part, _power(n - i - m))
    return Positional(regex, literal, n)


Equation = tuple[Term, list[Term], list[Term]]


def windows(literals: Sequence[tuple[Term, bool]], x: Term, length: Callable[[Term], int]
            ) -> tuple[list[Positional], dict[Term, tuple[int, int]]]:
    """Regular constraints on ``x`` from the literals on the *parts* of ``x``.

    The engine purifies ``(str.at x 0)`` into ``x = p·s`` with ``p`` a fresh variable,
    so a parser's path condition reaches ``x`` through word equations.  With the core's
    lengths, every variable ``v`` that some chain of equations places inside ``x``
    (both sides of an equation are the same string: a component at a known offset
    places all the others) has an offset ``o`` and a length ``m``; then ``φ(v)`` (a
    predicate of :func:`_predicate` on ``v`` itself) gives ``x ∈ Σ^o·(D ∩ Σ^m)·Σ*``
    (``Σ^m ∖ D`` for ``¬φ``).  That follows from the literal, the equations of the
    chain and the lengths of their variables, which make up the premise
    (:attr:`Positional.literal` is their conjunction); it holds for every ``|x|``.

    Returns the constraints and the window ``(offset, length)`` of every placed
    variable (the caller cuts the parts' values out of a witness for ``x``)."""
    equations = _equations(literals)
    placed = _Placement(x, length)
    placed.spread(equations)
    out = [p for atom, positive in literals
           if (p := _predicate_window(atom, positive, x, placed)) is not None]
    out.extend(_constant_windows(equations, placed))
    spans = {v: (o, placed.size(v)) for v, o in placed.offset.items() if v is not x}
    return out, {v: (o, m) for v, (o, m) in spans.items() if m is not None}


def _equations(literals: Sequence[tuple[Term, bool]]) -> list[Equation]:
    """The asserted equations between concatenations of variables and constants."""
    equations: list[Equation] = []
    for atom, positive in literals:
        if positive and atom.op == "=" and atom.args[0].sort is STRING:
            left, right = _parts(atom.args[0]), _parts(atom.args[1])
            if left is not None and right is not None:
                equations.append((atom, left, right))
    return equations


class _Placement:
    """The offsets inside ``x`` of the variables that chains of equations place there,
    each with its reason (the equations and lengths the offset follows from)."""

    def __init__(self, x: Term, length: Callable[[Term], int]) -> None:
        self.offset: dict[Term, int] = {x: 0}
        self.why: dict[Term, frozenset[Term]] = {x: frozenset()}
        self._length = length
        self._sizes: dict[Term, int] = {}

    def size(self, t: Term) -> int | None:
        """The length of a constant, or the core's length of a variable (None: unknown)."""
        if t.op == "const":
            return len(str(t.value))
        if t not in self._sizes:
            try:
                self._sizes[t] = self._length(t)
            except KeyError:
                return None
        return self._sizes[t]

    def total(self, parts: Sequence[Term]) -> int | None:
        """The summed length of ``parts`` (None when one is unknown)."""
        sizes = [self.size(t) for t in parts]
        return None if any(m is None for m in sizes) else sum(m for m in sizes if m is not None)

    def lengths_of(self, parts: Sequence[Term]) -> frozenset[Term]:
        """The length equalities of the variables among ``parts`` (all of known length)."""
        return frozenset(mk("=", mk("str.len", t), integer(self._known(t)))
                         for t in parts if t.op != "const")

    def _known(self, t: Term) -> int:
        m = self.size(t)
        assert m is not None, "a length used in a premise is known"
        return m

    def spread(self, equations: Sequence[Equation]) -> None:
        """Place the parts of every equation with a placed part, until nothing changes."""
        changed = True
        while changed:
            changed = False
            for equation in equations:
                changed |= self._place(equation)

    def _place(self, equation: Equation) -> bool:
        """Place the unplaced parts of one equation from a placed one (True: some were)."""
        atom, left, right = equation
        known = next(((side, k) for side in (left, right) for k, t in enumerate(side)
                      if t in self.offset), None)
        if known is None or all(t in self.offset for t in left + right if t.op != "const"):
            return False
        if self.total(left + right) is None:
            return False
        side, k = known
        base = self.offset[side[k]] - self._sum(side[:k])
        # the offset of a part needs the lengths before the known one and before it
        reason = self.why[side[k]] | {atom} | self.lengths_of(side[:k])
        changed = False
        for part in (left, right):
            off = base
            for j, t in enumerate(part):
                if t.op != "const" and t not in self.offset:
                    self.offset[t] = off
                    self.why[t] = reason | self.lengths_of(part[:j])
                    changed = True
                off += self._known(t)
        return changed

    def _sum(self, parts: Sequence[Term]) -> int:
        return sum(self._known(t) for t in parts)


def _predicate_window(atom: Term, positive: bool, x: Term, placed: _Placement
                      ) -> Positional | None:
    """``φ(v)`` (or ``¬φ(v)``) of a placed variable ``v`` as a constraint on ``x``."""
    if atom.op not in _PREDICATES:
        return None
    fv = free_vars(atom)
    if len(fv) != 1:
        return None
    v = next(iter(fv))
    if v is x or v not in placed.offset:
        return None
    got = _predicate(atom, v)
    if got is None or got[0] is not v:
        return None
    d, m = got[1], placed.size(v)
    if not m or placed.offset[v] < 0:
        return None
    lit = atom if positive else mk("not", atom)
    because = set(placed.why[v])
    if positive:  # v ∈ D at offset o: no length of v needed
        inner = d
    elif d is _EPS or d == mk("str.to_re", EMPTY):
        return None  # v ≠ "": the lengths say it already
    else:  # v ∉ D: v is one of the other words of its length
        inner = _minus(_power(m), d)
        because |= placed.lengths_of([v])
    regex = mk("re.++", _power(placed.offset[v]), inner, _ALL)
    return Positional(regex, _conjunction([lit, *sorted(because, key=str)]), None)


def _constant_windows(equations: Sequence[Equation], placed: _Placement
                      ) -> list[Positional]:
    """The constants of the equations at known offsets, as constraints on ``x``."""
    out: list[Positional] = []
    for atom, left, right in equations:
        for side in (left, right):
            k = next((j for j, t in enumerate(side) if t in placed.offset), None)
            if k is None:
                continue
            for j, t in enumerate(side):
                if t.op != "const" or not t.value:
                    continue
                before = side[min(j, k):max(j, k)]
                gap = placed.total(before)
                if gap is None:
                    continue
                off = placed.offset[side[k]] + (gap if j > k else -gap)
                if off < 0:
                    continue
                reasons = placed.why[side[k]] | {atom} | placed.lengths_of(before)
                regex = mk("re.++", _power(off), mk("str.to_re", t), _ALL)
                out.append(Positional(regex, _conjunction(sorted(reasons, key=str)), None))
    return out


def _conjunction(premise: Sequence[Term]) -> Term:
    return premise[0] if len(premise) == 1 else mk("and", *premise)


def _parts(t: Term) -> list[Term] | None:
    """The parts of a concatenation of variables and constants."""
    parts = list(t.args) if t.op == "str.++" else [t]
    if all(p.op in ("var", "const") for p in parts):
        return parts
    return None
