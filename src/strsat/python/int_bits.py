"""Python's bitwise ``int`` operators over Int terms: ``& | ^``, shifts by a symbolic
count, ``bit_length``, ``bit_count`` (issue 38, item 6).

Python's ints are two's complement with infinitely many sign bits, so every identity
below holds for every int, negative ones included:

* ``x & c`` with a constant ``c >= 0`` is the sum over the runs ``[i, j)`` of one bits
  of ``c`` of ``((x div 2^i) mod 2^(j-i)) * 2^i`` (SMT-LIB's ``div``/``mod`` by a
  positive constant are the floor and the non-negative remainder, which are the bits
  of the two's complement): ``x & 0xFF`` is ``x mod 256``, ``(x >> 8) & 0xFF`` is
  ``(x div 256) mod 256``.  For ``c < 0``, ``x & c = x - (x & ~c)``.
* ``x | c = x + c - (x & c)`` and ``x ^ c = x + c - 2 (x & c)``.
* Two symbolic operands: when one has ``k`` known low zero bits (``a << k``,
  ``a * 2^k``, their sums) and the other lies in ``[0, 2^k)`` (a decision of the
  layer's own, :data:`DISJOINT`), the bits do not meet: ``x | y = x ^ y = x + y`` and
  ``x & y = 0`` (``ip = (ip << 16) | hextet``).  Otherwise both are bit-blasted as
  linear integer arithmetic: on the ``DOMAIN`` of a width ``W`` (both operands in
  ``[-2^(W-1), 2^(W-1))``, ``W`` the smallest of :data:`WIDTHS` that holds the
  concrete values), each operand is ``sum(b_i 2^i) - b_(W-1) 2^(W-1)`` with fresh 0/1
  variables (``Tracer.define``), and the result's bits are ``ite`` s of theirs.
  Outside it (or beyond the widest width) the operation runs on the concrete values,
  with a note.
* ``x << k`` and ``x >> k`` with a symbolic count ``k``: ``ValueError`` for ``k < 0``
  (a ``RAISE`` decision), then on the ``DOMAIN`` ``k <= MAX_SYMBOLIC_SHIFT`` an ``ite``
  over the counts (``x * 2^k``, ``x div 2^k``).  Only the counts ``k`` can take are
  cases (:func:`shift_counts`: ``8 * i`` is a multiple of 8, ``i mod 4`` below 4, an
  ``ite`` one of its branches' counts): ``x >> 8 * i`` is an ``ite`` of 9 cases, not 65.
  (Deciding an unbounded count part by part was tried: more paths, each flip of a part
  one more, for the same coverage; not kept.)
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from ..terms import INT, Term, integer, mk
from . import digit_fields
from . import termops as T
from .context import MINOR, Kind, Path, active, decide, define, fallback


class Int(Protocol):
    """A symbolic int as these encodings read it (a :class:`~strsat.python.values.SymInt`,
    whose methods call them): its term and concrete value, and its class makes another."""

    def __init__(self, term: Term, value: Any = None) -> None: ...

    @property
    def term(self) -> Term: ...

    @property
    def value(self) -> Any: ...


#: The class of an :class:`Int` operand, which a result shares.
IntT = TypeVar("IntT", bound=Int)

#: Bit-blasting widths, smallest first (a two's complement of ``W`` bits).
WIDTHS = (8, 16, 32, 64, 128, 256)
#: Largest number of runs of one bits of a constant mask written as a sum.
MAX_RUNS = 64
#: Largest symbolic shift count written as an ``ite`` over the counts.
MAX_SYMBOLIC_SHIFT = 64

#: The ``what`` of the layer's split "the other operand fits under the known zero bits".
DISJOINT = "int bitwise (disjoint bits)"
MINOR.add(DISJOINT)

_PY = {"and": operator.and_, "or": operator.or_, "xor": operator.xor}
_SYMBOL = {"and": "&", "or": "|", "xor": "^"}


def _runs(c: int) -> list[tuple[int, int]]:
    """The runs ``[i, j)`` of one bits of ``c >= 0``, lowest first."""
    runs, i = [], 0
    while c >> i:
        if (c >> i) & 1:
            j = i
            while (c >> j) & 1:
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    return runs


def _mask(x: Term, c: int) -> Term | None:
    """``x & c`` for a constant ``c`` (None: too many runs of bits)."""
    if c == 0:
        return integer(0)
    if c == -1:
        return x
    if c < 0:
        inner = _mask(x, ~c)
        return None if inner is None else T.sub(x, inner)
    runs = _runs(c)
    if len(runs) > MAX_RUNS:
        return None
    parts = []
    for i, j in runs:
        shifted = x if i == 0 else digit_fields.div(x, 2 ** i) or mk("div", x, integer(2 ** i))
        field = digit_fields.mod(shifted, 2 ** (j - i)) or \
            mk("mod", shifted, integer(2 ** (j - i)))
        parts.append(field if i == 0 else mk("*", field, integer(2 ** i)))
    return T.add(*parts)


def with_constant(op: str, x: Term, c: int) -> Term | None:
    """``x op c`` for a constant ``c`` (see the module docstring), None beyond
    :data:`MAX_RUNS`."""
    both = _mask(x, c)
    if both is None:
        return None
    if op == "and":
        return both
    if op == "or":
        return T.sub(T.add(x, c), both)
    return T.sub(T.add(x, c), mk("*", integer(2), both))


def low_zero_bits(t: Term, depth: int = 6) -> int:
    """A number of low bits that are zero in every value of ``t`` (0 when unknown),
    read off the top ``depth`` levels of the term (``a << k`` is ``a * 2^k``)."""
    if t.op == "const" and t.sort is INT:
        v = int(t.value)  # type: ignore[arg-type]
        return 256 if v == 0 else (v & -v).bit_length() - 1
    if depth == 0:
        return 0
    if t.op == "*":
        return min(256, sum(low_zero_bits(a, depth - 1) for a in t.args))
    if t.op in ("+", "-"):
        return min(low_zero_bits(a, depth - 1) for a in t.args)
    if t.op == "ite":
        return min(low_zero_bits(t.args[1], depth - 1), low_zero_bits(t.args[2], depth - 1))
    return 0


def bitwise(op: str, x: IntT, other: Any, o: tuple[Term, int | None] | None, swap: bool
            ) -> Any:
    """``x op other`` (``other op x`` with ``swap``; ``op`` in ``and or xor``) for an
    int-like ``other`` whose term and concrete value are ``o``; NotImplemented for other
    types (``o`` None)."""
    if o is None:
        return NotImplemented
    yt, yv = o
    fn = _PY[op]
    value = None if x.value is None or yv is None else fn(x.value, yv)
    cls = type(x)
    for a, b in ((x.term, yt), (yt, x.term)):
        if b.op == "const":
            term = with_constant(op, a, int(b.value))  # type: ignore[arg-type]
            if term is None:
                return _concrete(op, x, other, swap, f"a mask of more than {MAX_RUNS} runs "
                                 "of bits")
            return cls(term, value)
    term = _disjoint(op, x.term, x.value, yt, yv)
    if term is None:
        term = _blasted(op, x.term, x.value, yt, yv)
    if term is None:
        return _concrete(op, x, other, swap, f"operands wider than {WIDTHS[-1]} bits")
    return cls(term, value)


def _concrete(op: str, x: IntT, other: Any, swap: bool, why: str) -> Any:
    fn = _PY[op]
    operands = [other, x] if swap else [x, other]
    return fallback(f"int {_SYMBOL[op]} int ({why})", operands, fn)


def _disjoint(op: str, x: Term, xv: int | None, y: Term, yv: int | None) -> Term | None:
    """``x op y`` when one operand's known zero bits hold the other (decided), else None.
    A :class:`~.context.Path` (no inputs: it cannot take a branch) goes on to the
    bit-blasting."""
    if isinstance(active(), Path):
        return None
    for a, b, bv in ((x, y, yv), (y, x, xv)):
        k = low_zero_bits(a)
        if k == 0:
            continue
        fits = T.conj(T.ge(b, 0), T.lt(b, 2 ** k))
        if decide(Kind.BRANCH, fits, None if bv is None else 0 <= bv < 2 ** k, DISJOINT):
            return integer(0) if op == "and" else T.add(a, b)
        return None
    return None


def width_for(*values: int | None, least: int = 32) -> int | None:
    """The smallest of :data:`WIDTHS`, at least ``least``, whose two's complement holds
    ``values`` (64 when none is known; None past the widest)."""
    known = [v for v in values if v is not None]
    if not known:
        return max(64, least)
    need = max(least, max(v.bit_length() for v in known) + 1)
    return next((w for w in WIDTHS if w >= need), None)


def in_width(t: Term, w: int) -> Term:
    return T.conj(T.ge(t, -2 ** (w - 1)), T.lt(t, 2 ** (w - 1)))


def bits(t: Term, tv: int | None, w: int, inside: Term) -> list[Term]:
    """The ``w`` two's-complement bits of ``t`` (lowest first) as 0/1 Int terms, valid
    where ``inside`` (``t`` fits ``w`` bits) holds: auxiliary variables defined by
    ``t = sum(b_i 2^i) - b_(w-1) 2^(w-1)`` (all 0 outside)."""
    parts = [(INT, T.ite(inside, mk("mod", mk("div", t, integer(2 ** i)) if i else t,
                                       integer(2)), integer(0)),
              None if tv is None else (tv >> i) & 1) for i in range(w)]

    def definition(*bs: Term) -> Term:
        low = [mk("*", integer(2 ** i), b) for i, b in enumerate(bs[:-1])]
        total = T.sub(T.add(*low), mk("*", integer(2 ** (w - 1)), bs[-1]))
        ranged = [T.conj(T.ge(b, 0), T.le(b, 1)) for b in bs]
        zero = [mk("=", b, integer(0)) for b in bs]
        return mk("and", mk("=>", inside, mk("and", mk("=", t, total), *ranged)),
                  mk("=>", mk("not", inside), mk("and", *zero)))

    return define("bits", parts, definition)


def from_bits(bs: list[Term]) -> Term:
    """The int whose ``len(bs)``-bit two's complement is ``bs``."""
    w = len(bs)
    low = [T.ite(mk("=", b, integer(1)), integer(2 ** i), integer(0))
           for i, b in enumerate(bs[:-1])]
    return T.sub(T.add(*low), T.ite(mk("=", bs[-1], integer(1)), integer(2 ** (w - 1)),
                                    integer(0)))


def _blasted(op: str, x: Term, xv: int | None, y: Term, yv: int | None) -> Term | None:
    """``x op y`` bit by bit on the ``DOMAIN`` of a width (None outside it)."""
    w = width_for(xv, yv)
    if w is None:
        return None
    inside = T.conj(in_width(x, w), in_width(y, w))
    concrete = None if xv is None or yv is None else True
    if not decide(Kind.DOMAIN, inside, concrete, f"int {_SYMBOL[op]} int ({w} bits)"):
        return None
    xs, ys = bits(x, xv, w, inside), bits(y, yv, w, inside)
    out = []
    for a, b in zip(xs, ys, strict=True):
        one_a, one_b = mk("=", a, integer(1)), mk("=", b, integer(1))
        if op == "and":
            out.append(T.ite(T.conj(one_a, one_b), integer(1), integer(0)))
        elif op == "or":
            out.append(T.ite(T.disj(one_a, one_b), integer(1), integer(0)))
        else:
            out.append(T.ite(mk("xor", one_a, one_b), integer(1), integer(0)))
    return from_bits(out)


# ---- shifts -----------------------------------------------------------------------------


def shift_by_symbolic(x: Term, xv: int | None, k: Term, kv: int | None, left: bool,
                      operands: list[Any], cls: Callable[[Term, int | None], Any]) -> Any:
    """``x << k`` / ``x >> k`` for a symbolic count ``k`` (see the module docstring)."""
    if decide(Kind.RAISE, T.lt(k, 0), None if kv is None else kv < 0, "shift count",
              ValueError):
        raise ValueError("negative shift count")
    what = "<<" if left else ">>"
    if not decide(Kind.DOMAIN, T.le(k, MAX_SYMBOLIC_SHIFT),
                  None if kv is None else kv <= MAX_SYMBOLIC_SHIFT, f"int {what} int"):
        return fallback(f"int {what} int by a symbolic count above {MAX_SYMBOLIC_SHIFT}",
                        operands, operator.lshift if left else operator.rshift)
    counts = shift_counts(k) or list(range(MAX_SYMBOLIC_SHIFT + 1))
    term = _shifted(x, counts[-1], left)
    for j in reversed(counts[:-1]):
        term = T.ite(T.eq(k, integer(j)), _shifted(x, j, left), term)
    value = None if xv is None or kv is None else (xv << kv if left else xv >> kv)
    return cls(term, value)


def _shifted(x: Term, j: int, left: bool) -> Term:
    if j == 0:
        return x
    factor = integer(2 ** j)
    return mk("*", x, factor) if left else mk("div", x, factor)


def shift_counts(k: Term) -> list[int] | None:
    """The counts in ``[0, MAX_SYMBOLIC_SHIFT]`` the Int term ``k`` can take, in
    increasing order, read off its shape (a constant; ``e mod m``; ``c * e``; ``e + c``;
    ``ite``); None when the shape does not bound it (any count).  An over-approximation:
    every value ``k`` takes in that range is listed."""
    top = MAX_SYMBOLIC_SHIFT
    got = _values(k, 4)
    if got is None and k.op == "*" and len(k.args) == 2 and \
            sum(a.op == "const" for a in k.args) == 1:  # c * e: a multiple of c
        c = abs(int(next(a for a in k.args if a.op == "const").value))  # type: ignore[arg-type]
        got = {0} if c == 0 else set(range(0, top + 1, c))
    if got is None:
        return None
    return sorted(v for v in got if 0 <= v <= top) or [0]


#: most values of a term :func:`_values` lists
_MAX_VALUES = 4096


def _values(k: Term, depth: int) -> set[int] | None:
    """Every value the Int term ``k`` can take (a finite superset), None when its shape
    does not bound it."""
    if k.op == "const":
        return {int(k.value)}  # type: ignore[arg-type]
    args = k.args
    if depth == 0 or not args:
        return None
    if k.op == "mod" and len(args) == 2 and args[1].op == "const":
        m = int(args[1].value)  # type: ignore[arg-type]
        return set(range(m)) if 0 < m <= _MAX_VALUES else None
    if k.op == "ite" and len(args) == 3:
        then, other = _values(args[1], depth - 1), _values(args[2], depth - 1)
        return None if then is None or other is None else then | other
    if k.op in ("+", "*"):
        got = {0 if k.op == "+" else 1}
        for arg in args:
            inner = _values(arg, depth - 1)
            if inner is None:
                return None
            got = {x + y if k.op == "+" else x * y for x in got for y in inner}
            if len(got) > _MAX_VALUES:
                return None
        return got
    return None


# ---- int methods ------------------------------------------------------------------------


def bit_length(x: IntT) -> Any:
    """``x.bit_length()``: the number of thresholds ``2^i <= |x|``, ``i < W``, on the
    ``DOMAIN`` ``|x| < 2^W`` (``W`` from :data:`WIDTHS`, past it concretely)."""
    w = width_for(x.value, least=64)
    if w is None:
        return fallback("int.bit_length of an int wider than "
                        f"{WIDTHS[-1]} bits", [x], int.bit_length)
    magnitude = mk("abs", x.term)
    if not decide(Kind.DOMAIN, T.lt(magnitude, 2 ** w), None if x.value is None else True,
                  "int.bit_length"):
        return fallback("int.bit_length of a wide int", [x], int.bit_length)
    term = T.add(*(T.ite(T.ge(magnitude, 2 ** i), integer(1), integer(0)) for i in range(w)))
    return type(x)(term, None if x.value is None else x.value.bit_length())


def bit_count(x: IntT) -> Any:
    """``x.bit_count()``: the one bits of ``|x|``, bit-blasted on a width's ``DOMAIN``."""
    w = width_for(x.value)
    magnitude = mk("abs", x.term)
    mv = None if x.value is None else abs(x.value)
    inside = None if w is None else in_width(magnitude, w)
    if w is None or inside is None or not decide(
            Kind.DOMAIN, inside, None if mv is None else True, "int.bit_count"):
        return fallback("int.bit_count of a wide int", [x], int.bit_count)
    bs = bits(magnitude, mv, w, inside)
    return type(x)(T.add(*bs), None if mv is None else x.value.bit_count())


def round_int(x: IntT, ndigits: Any, got: tuple[Term, int | None] | None) -> Any:
    """``round(x, ndigits)``: ``x`` itself for ``ndigits >= 0``; for a negative one, to a
    multiple of ``q = 10^-ndigits``, halves to the even multiple (CPython's rule), as
    linear arithmetic on ``r = x mod q``; ``got``: the term and value of ``ndigits`` (None
    for a type that is not int-like)."""
    if got is None:
        raise TypeError(f"'{type(ndigits).__name__}' object cannot be interpreted as an "
                        "integer")
    nt, nv = got
    if nt.op != "const":
        return fallback("round(int, n) with a symbolic n", [x, ndigits], round)
    n = int(nt.value)  # type: ignore[arg-type]
    if n >= 0:
        return x
    if -n > 4300:
        return fallback("round(int, n) with a huge -n", [x, ndigits], round)
    q = 10 ** -n
    r = mk("mod", x.term, integer(q))
    base = T.sub(x.term, r)
    twice = mk("*", integer(2), r)
    odd = mk("=", mk("mod", mk("div", x.term, integer(q)), integer(2)), integer(1))
    term = T.ite(T.gt(twice, q), T.add(base, q),
                 T.ite(T.lt(twice, q), base, T.ite(odd, T.add(base, q), base)))
    return type(x)(term, None if x.value is None else round(x.value, n))


__all__ = ["DISJOINT", "MAX_RUNS", "MAX_SYMBOLIC_SHIFT", "WIDTHS", "bit_count", "bit_length",
           "bits", "bitwise", "from_bits", "in_width", "low_zero_bits", "round_int",
           "shift_by_symbolic", "shift_counts", "width_for", "with_constant"]
