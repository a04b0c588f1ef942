"""Normalised regular expressions for the reference evaluator.

A small, self-contained representation of SMT-LIB regular languages, used by
:mod:`strsat.terms.regex_membership` to decide membership by Brzozowski
derivatives.  It is independent of the automata layer (``strsat.regex``) so
that the evaluator can serve as that layer's oracle.

Nodes (:class:`Re`) are immutable and hash-consed (equal structure -> same
object), built only by the smart constructors below, which keep a normal form:

- ``chars``: a non-empty character class, sorted disjoint intervals of code
  points in 0..0x2FFFF;
- ``cat``: binary concatenation nested to the right; its head is never a
  concatenation nor a union (concatenation distributes over union);
- ``loop``: bounded or unbounded repetition ``r{lo,hi}`` (``hi`` None = no
  bound); Kleene star is ``r{0,}``, plus ``r{1,}``, option ``r{0,1}``.  Loops
  are counters: their size does not depend on the bounds;
- ``or`` / ``and``: flat (a union of more than 64 members is kept whole inside
  another union), duplicate-free unions / intersections sorted by structure (ACI);
  unions merge their character classes and the repetition ranges of the same
  body followed by the same tail (``r{a,b} t | r{c,d} t``);
- ``not``: complement; ``none`` (empty language) and ``eps`` (empty string).

Every node caches whether it accepts the empty string (``nullable``).  No
function here recurses on the structure: regexes may be 100,000 deep.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, attrgetter

from .interning import Interner
from .sorts import MAX_CHAR
from .term import name_code

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from ..kept_units import Cost

__all__ = [
    "ALL", "ALLCHAR", "EPS", "NONE", "Re", "chars", "comp", "concat", "concat_all", "diff",
    "inter", "literal", "loop", "to_text", "union",
]

Interval = tuple[int, int]


class Re:
    """A node of a normalised regex (see the module docstring for the kinds).

    Attributes:
        kind: ``"none" "eps" "chars" "cat" "loop" "or" "and" "not"``.
        args: child nodes (``cat``: (head, tail); ``loop``/``not``: (body,)).
        ranges: the intervals of a ``chars`` node, else ().
        lo, hi: the repetition bounds of a ``loop`` (``hi`` None = unbounded).
        nullable: the language contains the empty string.
        id: unique serial number.
        hashcode: the node's hash, a function of its structure only (not of its address
            nor of its serial: sets of nodes iterate alike in every process and history).
    """

    __slots__ = ("kind", "args", "ranges", "lo", "hi", "nullable", "id", "hashcode", "deriv",
                 "costs", "bounds", "__weakref__")

    kind: str
    args: tuple[Re, ...]
    ranges: tuple[Interval, ...]
    lo: int
    hi: int | None
    nullable: bool
    id: int
    hashcode: int
    #: derivative cache of :mod:`regex_membership`: character-class key -> node.
    deriv: dict[int, Re]
    #: the work costs of the derivatives in ``deriv`` whose construction took a unit or
    #: more (:func:`regex_membership.derive`), by the same key; None until one does.
    costs: dict[int, Cost] | None
    #: class boundaries (see :func:`regex_membership.class_bounds`), computed lazily.
    bounds: tuple[int, ...] | None | bool

    def __repr__(self) -> str:
        return to_text(self)

    def __hash__(self) -> int:
        return self.hashcode


#: The derivative nodes' hash-consing (:mod:`.interning`), bound once for :func:`_node`.
INTERNER: Interner[Re] = Interner("regex derivative nodes")
_ids = INTERNER.ids
_interned = INTERNER.table
_enter = INTERNER.enter
_id_of = attrgetter("id")
_hash_of = attrgetter("hashcode")
#: The order of a union's or an intersection's members: by structure (the serial breaks a
#: tie of hashes), so the normal form does not depend on which nodes a process made first.
_order = attrgetter("hashcode", "id")


def _node(kind: str, args: tuple[Re, ...] = (), ranges: tuple[Interval, ...] = (),
          lo: int = 0, hi: int | None = None) -> Re:
    key = (kind, ranges, lo, hi, tuple(map(_id_of, args)))
    ref = _interned.get(key)
    node = ref() if ref is not None else None  # a weak reference to the live node
    if node is not None:
        return node
    node = object.__new__(Re)
    node.kind = kind
    node.args = args
    node.ranges = ranges
    node.lo = lo
    node.hi = hi
    node.id = next(_ids)
    node.hashcode = hash((name_code(kind), ranges, lo, -3 if hi is None else hi,
                          tuple(map(_hash_of, args))))
    node.deriv = {}
    node.costs = None
    node.bounds = False  # not computed yet
    if kind == "eps":
        node.nullable = True
    elif kind in ("none", "chars"):
        node.nullable = False
    elif kind == "cat":
        node.nullable = args[0].nullable and args[1].nullable
    elif kind == "loop":
        node.nullable = lo == 0 or args[0].nullable
    elif kind == "or":
        node.nullable = any(a.nullable for a in args)
    elif kind == "and":
        node.nullable = all(a.nullable for a in args)
    else:  # not
        node.nullable = not args[0].nullable
    return _enter(key, node)  # or the node another thread entered meanwhile


NONE = _node("none")
EPS = _node("eps")


def _normalise_ranges(ranges: Iterable[Interval]) -> tuple[Interval, ...]:
    out: list[list[int]] = []
    for lo, hi in sorted(ranges):
        lo, hi = max(lo, 0), min(hi, MAX_CHAR)
        if lo > hi:
            continue
        if out and lo <= out[-1][1] + 1:
            out[-1][1] = max(out[-1][1], hi)
        else:
            out.append([lo, hi])
    return tuple((a, b) for a, b in out)


def chars(ranges: Iterable[Interval]) -> Re:
    """The one-character strings whose code point lies in one of ``ranges`` (inclusive)."""
    norm = _normalise_ranges(ranges)
    return _node("chars", ranges=norm) if norm else NONE


#: ``re.allchar``: every one-character string.
ALLCHAR = chars([(0, MAX_CHAR)])


def literal(s: str) -> Re:
    """``str.to_re``: the language ``{s}``."""
    return concat_all([chars([(ord(c), ord(c))]) for c in s])


def _as_loop(r: Re) -> tuple[Re, int, int | None]:
    """``r`` seen as ``body{lo,hi}`` (a non-loop node is ``r{1,1}``)."""
    if r.kind == "loop":
        return r.args[0], r.lo, r.hi
    return r, 1, 1


def loop(r: Re, lo: int, hi: int | None) -> Re:
    """``(_ re.loop lo hi) r``: the union of ``r^k`` for ``lo <= k <= hi`` (``hi`` None:
    no upper bound); the empty language when ``lo > hi``."""
    if hi is not None and lo > hi:
        return NONE
    if hi == 0 or r is EPS:
        return EPS
    if r is NONE:
        return EPS if lo == 0 else NONE
    if r.nullable:
        lo = 0  # r^k contains r^j for j <= k
    if lo == 1 and hi == 1:
        return r
    if r.kind == "loop" and r.hi is None and r.lo <= 1:
        # (b{0,}){lo,hi} = b{0,};  (b{1,}){lo,hi} = b{lo,}
        return loop(r.args[0], r.lo * lo, None)
    return _node("loop", (r,), lo=lo, hi=hi)


#: ``re.all``: every string (``(re.* re.allchar)``).
ALL = loop(ALLCHAR, 0, None)


def _cat2(head: Re, tail: Re) -> Re:
    """``head`` then ``tail``; ``head`` is neither cat, union, eps nor none."""
    if tail is EPS:
        return head
    th = tail.args[0] if tail.kind == "cat" else tail
    body, lo, hi = _as_loop(head)
    body2, lo2, hi2 = _as_loop(th)
    if body is body2:  # b{a,b} b{c,d} = b{a+c, b+d}
        merged = loop(body, lo + lo2, None if hi is None or hi2 is None else hi + hi2)
        return merged if th is tail else concat(merged, tail.args[1])
    return _node("cat", (head, tail))


def concat(a: Re, b: Re) -> Re:
    """``re.++`` of two languages, normalised: right-nested, distributed over the unions
    of ``a`` (never over those of ``b``: no blow-up).

    Computes ``F(a)`` with ``F(eps) = b``, ``F(r1 | r2) = F(r1) | F(r2)``,
    ``F(h t) = h F(t)`` and ``F(r) = r b`` otherwise, by an explicit stack
    over the unions and tails of ``a`` (which may be deep).
    """
    if a is NONE or b is NONE:
        return NONE
    if b is EPS:
        return a
    done: dict[int, Re] = {}
    stack = [a]
    while stack:
        n = stack[-1]
        if n.id in done:
            stack.pop()
            continue
        if n.kind == "or":
            pending = [m for m in n.args if m.id not in done]
            if pending:
                stack.extend(pending)
                continue
            done[n.id] = union([done[m.id] for m in n.args])
        elif n.kind == "cat":
            tail = n.args[1]
            if tail.id not in done:
                stack.append(tail)
                continue
            rest = done[tail.id]
            done[n.id] = NONE if rest is NONE else _cat2(n.args[0], rest)
        else:
            done[n.id] = b if n is EPS else _cat2(n, b)
        stack.pop()
    return done[a.id]


def concat_all(parts: Sequence[Re]) -> Re:
    """``re.++`` of any number of languages (``eps`` for none)."""
    result = EPS
    for p in reversed(parts):
        result = concat(p, result)
    return result


def _split(r: Re) -> tuple[Re, int, int | None, Re]:
    """``r`` seen as ``body{lo,hi} tail``."""
    if r.kind == "cat":
        body, lo, hi = _as_loop(r.args[0])
        return body, lo, hi, r.args[1]
    body, lo, hi = _as_loop(r)
    return body, lo, hi, EPS


#: A union with more members than this stays one member of an enclosing union,
#: so that adding one member to a huge union costs O(1), not a copy (e.g. the
#: derivatives of a long chain of optional factors, one union per factor).
_FLATTEN_LIMIT = 64


def union(items: Iterable[Re]) -> Re:
    """``re.union``, normalised: flat (up to a size limit), sorted, duplicate-free; one
    character class; repetition ranges of the same body and tail merged; ``eps``
    dropped when another member is nullable."""
    flat: list[Re] = []
    ranges: list[Interval] = []
    for r in items:
        if r is ALL:
            return ALL
        if r.kind == "or" and len(r.args) <= _FLATTEN_LIMIT:
            members: Iterable[Re] = r.args
        else:
            members = (r,)
        for m in members:
            if m.kind == "chars":
                ranges.extend(m.ranges)
            elif m is not NONE:
                flat.append(m)
    if ranges:
        flat.append(chars(ranges))
    # Merge body{lo,hi} tail with the same body and tail when the ranges touch.
    groups: dict[tuple[int, int], list[tuple[int, int | None, Re, Re, Re]]] = {}
    for m in flat:
        body, lo, hi, tail = _split(m)
        groups.setdefault((body.id, tail.id), []).append((lo, hi, body, tail, m))
    out: dict[int, Re] = {}
    for group in groups.values():
        if len(group) == 1:
            m = group[0][4]
            out[m.id] = m
            continue
        group.sort(key=lambda g: g[0])
        cur_lo, cur_hi, body, tail, _ = group[0]
        merged: list[tuple[int, int | None]] = []
        for lo, hi, _b, _t, _m in group[1:]:
            if cur_hi is None or lo <= cur_hi + 1:
                cur_hi = None if cur_hi is None or hi is None else max(cur_hi, hi)
            else:
                merged.append((cur_lo, cur_hi))
                cur_lo, cur_hi = lo, hi
        merged.append((cur_lo, cur_hi))
        for lo, hi in merged:
            m = concat(loop(body, lo, hi), tail)
            for x in m.args if m.kind == "or" else (m,):
                out[x.id] = x
    members_list = list(out.values())
    if EPS.id in out and any(m.nullable for m in members_list if m is not EPS):
        del out[EPS.id]
        members_list = list(out.values())
    if ALL.id in out:
        return ALL
    if not members_list:
        return NONE
    if len(members_list) == 1:
        return members_list[0]
    members_list.sort(key=_order)
    return _node("or", tuple(members_list))


def inter(items: Iterable[Re]) -> Re:
    """``re.inter``, normalised: flat, sorted, duplicate-free; character classes
    intersected; ``eps`` decided by nullability; ``re.all`` dropped."""
    out: dict[int, Re] = {}
    cls: tuple[Interval, ...] | None = None
    for r in items:
        members = r.args if r.kind == "and" else (r,)
        for m in members:
            if m is NONE:
                return NONE
            if m is ALL:
                continue
            if m.kind == "chars":
                cls = m.ranges if cls is None else _intersect_ranges(cls, m.ranges)
                if not cls:
                    return NONE
            else:
                out[m.id] = m
    if cls is not None:
        c = chars(cls)
        out[c.id] = c
    members_list = list(out.values())
    if not members_list:
        return ALL
    if EPS.id in out:
        return EPS if all(m.nullable for m in members_list) else NONE
    if len(members_list) == 1:
        return members_list[0]
    members_list.sort(key=_order)
    return _node("and", tuple(members_list))


def _intersect_ranges(a: Sequence[Interval], b: Sequence[Interval]) -> tuple[Interval, ...]:
    out: list[Interval] = []
    i = j = 0
    while i < len(a) and j < len(b):
        lo = max(a[i][0], b[j][0])
        hi = min(a[i][1], b[j][1])
        if lo <= hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return tuple(out)


def comp(r: Re) -> Re:
    """``re.comp``: every string not in ``r``."""
    if r.kind == "not":
        return r.args[0]
    if r is NONE:
        return ALL
    if r is ALL:
        return NONE
    return _node("not", (r,))


def diff(a: Re, b: Re) -> Re:
    """``re.diff``: the strings of ``a`` not in ``b``."""
    return inter([a, comp(b)])


# ---- printing (debugging aid, iterative) ------------------------------------------


def _range_text(lo: int, hi: int) -> str:
    def ch(c: int) -> str:
        return chr(c) if 0x20 < c < 0x7F and chr(c) not in '"\\' else f"\\u{{{c:x}}}"
    return ch(lo) if lo == hi else f"{ch(lo)}-{ch(hi)}"


def to_text(r: Re, limit: int = 2000) -> str:
    """A compact, regex-like rendering of ``r`` (truncated after ``limit`` characters)."""
    out: list[str] = []
    size = 0
    stack: list[Re | str] = [r]
    while stack and size < limit:
        item = stack.pop()
        if isinstance(item, str):
            piece = item
        elif item.kind == "none":
            piece = "∅"
        elif item.kind == "eps":
            piece = "ε"
        elif item is ALLCHAR:
            piece = "."
        elif item.kind == "chars":
            piece = "[" + "".join(_range_text(a, b) for a, b in item.ranges) + "]"
        elif item.kind == "loop":
            bound = f"{{{item.lo},{'' if item.hi is None else item.hi}}}"
            stack.extend([")" + bound, item.args[0]])
            piece = "("
        elif item.kind == "not":
            stack.extend([")", item.args[0]])
            piece = "~("
        else:
            sep = {"cat": "", "or": "|", "and": "&"}[item.kind]
            stack.append(")")
            for k, child in enumerate(reversed(item.args)):
                stack.append(child)
                if k < len(item.args) - 1:
                    stack.append(sep)
            piece = "("
        out.append(piece)
        size += len(piece)
    text = "".join(out)
    return text if not stack else text[:limit] + "..."
