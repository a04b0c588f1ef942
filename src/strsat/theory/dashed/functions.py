"""The string functions as dashed-string constraints, where they are defined on long
parts.

Each builder states one function application with its integer arguments known (the
core's values) as equations and memberships over the arguments' dashed strings, plus
auxiliary variables (``fresh()``) with their length intervals:

* ``substr(x, i, n)`` / ``at(x, i)`` with ``|x|`` known: ``x = P·k·S`` with ``|P| = i``
  and ``|k| = min(n, |x| − i)`` (or ``k = ""`` out of range) — exact;
* ``indexof(x, t, i) = r`` with ``t`` constant: ``r ≥ 0``: ``x = P·Q·t·S``, ``|P| = i``,
  ``|Q| = r − i`` and ``Q·t[:-1] ∉ Σ*·t·Σ*`` (no earlier occurrence); ``r = −1``:
  ``x = P·R``, ``|P| = i``, ``R ∉ Σ*·t·Σ*`` — exact;
* ``contains(x, t)``: ``x = P·t·S``, with ``t`` constant ``x ∈ Σ*·t·Σ*``;
  ``¬contains(x, t)`` with ``t`` constant: ``x ∉ Σ*·t·Σ*`` — exact;
* ``replace_all(x, p, r)`` (constants): computed once ``x`` is known; before that, for
  a one-character ``p``, the block-wise image narrows the result (each block of ``x``
  maps to the blocks ``p`` becomes);
* ``to_int(x) = n``: ``n ≥ 0``: ``x ∈ 0*·str(n)``; ``n = −1``: ``x ∉ [0-9]+`` — exact;
  ``from_int(n)`` is a constant.

Every builder returns a :class:`Stated`: its constraints, the auxiliary variables with
their length intervals, and whether the statement is exact (otherwise the caller keeps a
check of the original application).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from ...regex import ast as R
from ...regex.charset import INTERVALS
from ...terms.string_ops import smt_replace, smt_replace_all
from .blocks import INF, Block, Dashed, normalise, of_string
from .constraints import Const, Constraint, Equation, Function, Item, Member, Reasons
from .store import Store, Var

Fresh = Callable[[str], Var]


@dataclass
class Stated:
    constraints: list[Constraint] = field(default_factory=list)
    #: auxiliary variables and their length intervals
    aux: dict[Var, tuple[int, int]] = field(default_factory=dict)
    exact: bool = True
    #: the application is false whatever the strings (lengths or integers exclude it)
    impossible: bool = False


def _contains_re(t: str) -> R.Regex:
    return R.concat(R.ALL, R.literal(t), R.ALL)


def substr(k: Var, x: Sequence[Item], i: int, n: int, size: int, fresh: Fresh,
           reasons: Reasons = ()) -> Stated:
    """``k = str.substr(x, i, n)`` with ``|x| = size``."""
    out = Stated()
    if not (0 <= i < size and n > 0):
        out.constraints.append(Equation((k,), (), reasons))
        return out
    m = min(n, size - i)
    p, s = fresh("pre"), fresh("suf")
    out.aux = {p: (i, i), s: (size - i - m, size - i - m)}
    out.constraints.append(Equation(tuple(x), (p, k, s), reasons))
    return out


def indexof(r: int, x: Sequence[Item], t: str, i: int, size: int | None, fresh: Fresh,
            reasons: Reasons = ()) -> Stated:
    """``str.indexof(x, t, i) = r`` with ``t`` constant and ``|x| = size`` (``size``
    None: the length is free; then ``r = −1`` is not stated and ``exact`` is False)."""
    out = Stated()
    if size is None:  # r ≥ 0 says i ≤ r and t occurs first at r; r = −1 needs |x|
        if r == -1:
            out.exact = False
            return out
        if r < -1 or i < 0 or r < i or (not t and r != i):
            out.impossible = True
            return out
        size = INF
    elif i < 0 or i > size:
        out.impossible = r != -1
        return out
    if not t:
        out.impossible = r != i
        if size >= INF and not out.impossible:  # i ≤ |x|
            p, rest = fresh("pre"), fresh("rest")
            out.aux = {p: (i, i), rest: (0, INF)}
            out.constraints.append(Equation(tuple(x), (p, rest), reasons))
        return out
    p = fresh("pre")
    out.aux[p] = (i, i)
    if r == -1:
        rest = fresh("rest")
        out.aux[rest] = (size - i, size - i)
        out.constraints.append(Equation(tuple(x), (p, rest), reasons))
        out.constraints.append(Member(rest, _contains_re(t), False, reasons))
        return out
    if not (i <= r <= size - len(t)):
        out.impossible = True
        return out
    q, s = fresh("gap"), fresh("suf")
    out.aux[q] = (r - i, r - i)
    rest = INF if size >= INF else size - r - len(t)
    out.aux[s] = (0, INF) if size >= INF else (rest, rest)
    out.constraints.append(Equation(tuple(x), (p, q, Const(t), s), reasons))
    # no occurrence starting in [i, r): Q·t[:-1] does not contain t
    window = fresh("window")
    out.aux[window] = (r - i + len(t) - 1, r - i + len(t) - 1)
    out.constraints.append(Equation((window,), (q, Const(t[:-1])), reasons))
    out.constraints.append(Member(window, _contains_re(t), False, reasons))
    return out


def contains(x: Sequence[Item], t: Sequence[Item], positive: bool, fresh: Fresh,
             reasons: Reasons = ()) -> Stated:
    """``str.contains(x, t)`` (or its negation)."""
    out = Stated()
    consts = [it for it in t if isinstance(it, Const)]
    if positive and len(consts) == len(t):
        # a membership: its hull sweeps as the equation would, and no witnesses are
        # left for the search to place once x is known
        text = "".join(it.text for it in consts)
        subject = _as_variable(x, fresh, out, reasons)
        out.constraints.append(Member(subject, _contains_re(text), True, reasons))
        return out
    if positive:
        p, s = fresh("pre"), fresh("suf")
        out.aux = {p: (0, INF), s: (0, INF)}
        out.constraints.append(Equation(tuple(x), (p, *t, s), reasons))
        return out
    if len(consts) == len(t):
        text = "".join(it.text for it in consts)
        subject = _as_variable(x, fresh, out, reasons)
        out.constraints.append(Member(subject, _contains_re(text), False, reasons))
        return out
    out.exact = False
    return out


def _as_variable(x: Sequence[Item], fresh: Fresh, out: Stated, reasons: Reasons) -> Var:
    """``x`` itself when it is one variable, else a fresh variable equal to it."""
    if len(x) == 1 and not isinstance(x[0], Const):
        return x[0]
    v = fresh("whole")
    out.aux[v] = (0, INF)
    out.constraints.append(Equation((v,), tuple(x), reasons))
    return v


def to_int(n: int, x: Var, reasons: Reasons = ()) -> Stated:
    """``str.to_int(x) = n``."""
    out = Stated()
    digit = R.chars(INTERVALS.range(ord("0"), ord("9")))
    if n >= 0:
        digits = str(n)
        zero = R.literal("0")
        node = R.loop(zero, 1, None) if n == 0 else R.concat(R.star(zero), R.literal(digits))
        out.constraints.append(Member(x, node, True, reasons))
    elif n == -1:
        out.constraints.append(Member(x, R.loop(digit, 1, None), False, reasons))
    else:
        out.impossible = True
    return out


def from_int(k: Var, n: int, reasons: Reasons = ()) -> Stated:
    """``k = str.from_int(n)``."""
    return Stated([Equation((k,), (Const(str(n)),) if n >= 0 else (), reasons)])


def replace_all(k: Var, x: Var, p: str, r: str, reasons: Reasons = ()) -> Stated:
    """``k = str.replace_all(x, p, r)`` for constants ``p``, ``r``."""
    chars = tuple(INTERVALS.char(ord(c)) for c in sorted(set(p + r)))
    image = _replace_char_image(p, r) if len(p) == 1 else None
    return Stated([Function(k, (x, Const(p), Const(r)), smt_replace_all, reasons, image,
                            chars, _occurrence_layouts(k, x, p, r))])


def occurrences_for(n: int, m: int, p: str, r: str) -> int | None:
    """The number ``k`` of (leftmost, non-overlapping) occurrences of ``p`` an input of
    ``n`` characters needs for ``replace_all(·, p, r)`` to have ``m``:
    ``m = n + k·(|r| − |p|)`` with ``0 ≤ k ≤ n / |p|``.  None when no ``k`` fits, or
    when ``|r| = |p|`` (every ``k`` fits: the lengths say nothing)."""
    d = len(r) - len(p)
    if not p or d == 0 or (m - n) % d:
        return None
    k = (m - n) // d
    return k if 0 <= k * len(p) <= n else None


def _occurrence_layouts(k: Var, x: Var, p: str, r: str
                        ) -> Callable[[Store, Var, Sequence[int]], Iterator[str]]:
    """Suggested inputs when both lengths are known: strings with the ``k`` occurrences
    the lengths require (:func:`occurrences_for`), kept when they have exactly ``k``.
    Whole-block fills alone give ``0`` or ``n/|p|`` occurrences; the search would meet
    any count in between only character by character.  Layouts, per fill character
    ``c``: ``p^k·c^(n−k|p|)``, ``c^(n−k|p|)·p^k``, and when every block of ``x``'s
    domain has one length, :func:`greedy_layout` over its positions (the characters
    it forces stay: ``[^a]{q}·a·Σ*`` is the shape the first-occurrence witnesses of
    the reduction give it)."""
    def suggest(st: Store, v: Var, fills: Sequence[int]) -> Iterator[str]:
        if v != x:
            return
        (nlo, nhi), (mlo, mhi) = st.lens[x], st.lens[k]
        if nlo != nhi or mlo != mhi:
            return
        count = occurrences_for(nlo, mlo, p, r)
        if count is None:
            return
        rest = nlo - count * len(p)
        d = st.dom[x]
        seen: set[str] = set()

        def candidates() -> Iterator[str | None]:
            if all(b.lo == b.hi for b in d):
                for c in fills:
                    yield greedy_layout(d, p, count, c)
            for c in fills:
                yield p * count + chr(c) * rest
                yield chr(c) * rest + p * count

        for s in candidates():
            if s is not None and s not in seen:
                seen.add(s)
                if len(smt_replace_all(s, p, r)) == mlo:
                    yield s

    return suggest


def greedy_layout(d: Dashed, p: str, count: int, fill: int) -> str | None:
    """A string of the fixed-length dashed string ``d`` (every block of one length)
    meant to hold ``count`` occurrences of ``p``: from the first position where ``d``
    forces ``p`` (its characters are the only ones allowed there; else from the
    start), ``p`` is placed wherever it fits until ``count`` are placed; every other
    position takes ``fill`` when allowed, else a character of its set outside ``p``,
    else any.  None when the positions run out first.  A heuristic: the caller checks
    the result."""
    n, lp = sum(b.lo for b in d), len(p)
    codes = [ord(ch) for ch in p]
    own = INTERVALS.of_ranges((c, c) for c in codes)
    # per block: which characters of p it allows, whether it forces one, its filler
    allows, forced, filler, where = [], [], [], []
    for bi, b in enumerate(d):
        bs = b.base
        allows.append([c in bs for c in codes])
        single = len(bs.bounds) == 2 and bs.bounds[1] - bs.bounds[0] == 1
        forced.append(bs.bounds[0] if single else -1)
        other = bs - own
        filler.append(chr(fill) if fill in bs else
                      chr(other.witness() if other.bounds else bs.witness()))
        where += [bi] * b.lo
    start = 0
    for i in range(n - lp + 1):
        if all(forced[where[i + j]] == codes[j] for j in range(lp)):
            start = i
            break
    out: list[str] = []
    placed = i = 0
    while i < n:
        if i >= start and placed < count and i + lp <= n and \
                all(allows[where[i + j]][j] for j in range(lp)):
            out.append(p)
            placed += 1
            i += lp
            continue
        out.append(filler[where[i]])
        i += 1
    return "".join(out) if placed == count else None


def replace(k: Var, x: Var, p: str, r: str, reasons: Reasons = ()) -> Stated:
    """``k = str.replace(x, p, r)`` for constants ``p``, ``r`` (computed once ``x`` is
    known)."""
    chars = tuple(INTERVALS.char(ord(c)) for c in sorted(set(p + r)))
    return Stated([Function(k, (x, Const(p), Const(r)), smt_replace, reasons, None, chars)])


def _replace_char_image(p: str, r: str) -> Callable[..., Dashed | None]:
    """The image of a dashed string under ``replace_all(·, c, r)``: a block without
    ``c`` stays; ``c^{l,u}`` becomes ``r`` repeated (one block when ``r`` has one
    character, else its characters crushed); a block mixing ``c`` and others becomes
    one block over both."""
    c = INTERVALS.char(ord(p))
    rset = INTERVALS.of_ranges((ord(ch), ord(ch)) for ch in r) if r else None
    m = len(r)

    def image(d: Dashed, _p: object, _r: object) -> Dashed | None:
        out: list[Block] = []
        for b in d:
            if not (b.base & c).bounds:
                out.append(b)
                continue
            others = b.base - c
            if rset is None:
                if others.bounds:
                    out.append(Block(others, 0, b.hi))
                continue
            if not others.bounds:
                if b.lo == b.hi == 1:
                    out.extend(of_string(r))
                else:
                    out.append(Block(rset, b.lo * m, b.hi if b.hi >= INF else b.hi * m))
                continue
            hi = b.hi if b.hi >= INF else b.hi * max(m, 1)
            out.append(Block(others | rset, b.lo * min(m, 1), hi))
        return normalise(out)

    return image
