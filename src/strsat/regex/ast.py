"""The regex AST shared by every front-end (SMT-LIB ``re.*`` terms, Python
``re`` syntax) and read by the automaton construction.

Nodes are immutable and hash-consed: structurally equal nodes are the same
object, so ``==`` is identity.  Character classes are stored as
:class:`~strsat.regex.charset.IntervalSet` (the canonical representation; the
automaton construction converts them to the chosen algebra).

Loops keep their bounds symbolically (``(_ re.loop 0 100000)`` is one node);
only the automaton construction expands them, at a cost linear in the upper
bound times the size of the body (see ``benchmarks/history/automata.md``).

Each node caches ``nullable`` and length bounds ``min_len``/``max_len``
(``None`` = unbounded).  They are exact for the regular operators; for
``inter`` and ``comp`` they are sound bounds (every member's length lies in
``[min_len, max_len]``).

The smart constructors apply only identities that hold for every language:
flattening, neutral and absorbing elements, idempotence of union, merging of
character classes in a union, and the collapse of nested repetitions that
cannot change the language (``(r{1,h})+ = r+``, ``(r{0|1,h})* = r*``,
``(r*){i,j} = r*``: z3's ``(re.+ ((_ re.loop 1 100000) a))`` stays one small
node instead of a 100,000-state expansion).  Nothing here recurses.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, attrgetter, cast

from ..terms.interning import Interner
from ..terms.term import name_code
from .charset import INTERVALS, CharSet, IntervalSet

if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import NoReturn

NONE, EPS, CHARS, CONCAT, UNION, INTER, COMP, STAR, LOOP = (
    "none", "eps", "chars", "concat", "union", "inter", "comp", "star", "loop")


class Regex:
    """A node of the regex AST.

    Attributes:
        kind: one of ``none eps chars concat union inter comp star loop``.
        args: child nodes.
        chars: the class of a ``chars`` node.
        lo, hi: bounds of a ``loop`` node (``hi`` None = unbounded).
        id: creation serial number (children before parents).
        hashcode: the node's hash, a function of its structure only (not of its address
            nor of its serial: sets of nodes iterate alike in every process and history).
    """

    __slots__ = ("kind", "args", "chars", "lo", "hi", "id", "hashcode", "nullable", "min_len",
                 "max_len", "size", "__weakref__")

    kind: str
    args: tuple[Regex, ...]
    chars: IntervalSet | None
    lo: int
    hi: int | None
    id: int
    hashcode: int
    nullable: bool
    min_len: int
    max_len: int | None
    size: int

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("regex nodes are immutable")

    def __repr__(self) -> str:
        return to_text(self, limit=10_000)

    def __hash__(self) -> int:
        return self.hashcode

    def __reduce__(self) -> NoReturn:
        raise TypeError("regex nodes are interned and are not pickled")


#: The regex ASTs' hash-consing (:mod:`strsat.terms.interning`), bound once for :func:`_node`.
INTERNER: Interner[Regex] = Interner("regex ASTs")
_ids = INTERNER.ids
_interned = INTERNER.table
_enter = INTERNER.enter
_id_of = attrgetter("id")
_hash_of = attrgetter("hashcode")
#: The order of a union's or an intersection's members: by structure (the serial breaks a
#: tie of hashes), so the normal form does not depend on which nodes a process made first.
_order = attrgetter("hashcode", "id")


def _add(a: int | None, b: int | None) -> int | None:
    return None if a is None or b is None else a + b


def _attrs(kind: str, args: tuple[Regex, ...], chars: IntervalSet | None, lo: int,
           hi: int | None) -> tuple[bool, int, int | None]:
    if kind == NONE:
        return False, 0, 0
    if kind == EPS:
        return True, 0, 0
    if kind == CHARS:
        return False, 1, 1
    if kind == CONCAT:
        mx: int | None = 0
        for a in args:
            mx = _add(mx, a.max_len)
        return all(a.nullable for a in args), sum(a.min_len for a in args), mx
    if kind == UNION:
        maxes = [a.max_len for a in args]
        return (any(a.nullable for a in args), min(a.min_len for a in args),
                None if None in maxes else max(maxes))  # type: ignore[type-var]
    if kind == INTER:
        known = [a.max_len for a in args if a.max_len is not None]
        return (all(a.nullable for a in args), max(a.min_len for a in args),
                min(known) if known else None)
    if kind == COMP:
        (a,) = args
        return (not a.nullable, 1 if a.nullable else 0, None)
    if kind == STAR:
        (a,) = args
        return True, 0, 0 if args[0].max_len == 0 else None
    (a,) = args  # LOOP
    if hi is None:
        mx = 0 if a.max_len == 0 else None
    else:
        mx = None if a.max_len is None else a.max_len * hi
    return lo == 0 or a.nullable, a.min_len * lo, mx


def _node(kind: str, args: tuple[Regex, ...] = (), chars: IntervalSet | None = None,
          lo: int = 0, hi: int | None = None) -> Regex:
    key = (kind, chars, lo, hi, tuple(map(_id_of, args)))
    ref = _interned.get(key)
    node = ref() if ref is not None else None  # a weak reference to the live node
    if node is not None:
        return node
    node = object.__new__(Regex)
    nullable, min_len, max_len = _attrs(kind, args, chars, lo, hi)
    setter = object.__setattr__
    setter(node, "kind", kind)
    setter(node, "args", args)
    setter(node, "chars", chars)
    setter(node, "lo", lo)
    setter(node, "hi", hi)
    setter(node, "id", next(_ids))
    setter(node, "hashcode", hash((name_code(kind), 0 if chars is None else hash(chars), lo,
                                   -3 if hi is None else hi, tuple(map(_hash_of, args)))))
    setter(node, "nullable", nullable)
    setter(node, "min_len", min_len)
    setter(node, "max_len", max_len)
    setter(node, "size", 1 + sum(a.size for a in args))
    return _enter(key, node)  # or the node another thread entered meanwhile


EMPTY_LANG = _node(NONE)
EPSILON = _node(EPS)
ALLCHAR = _node(CHARS, chars=INTERVALS.full)
ALL = _node(STAR, (ALLCHAR,))


# ---- smart constructors ---------------------------------------------------------


def chars(cs: CharSet) -> Regex:
    """The one-character strings whose character is in ``cs``."""
    if not isinstance(cs, IntervalSet):
        cs = INTERVALS.convert(cs)
    if cs.is_empty():
        return EMPTY_LANG
    return _node(CHARS, chars=cs)


def char_range(lo: int, hi: int) -> Regex:
    return chars(INTERVALS.range(lo, hi))


def literal(s: str) -> Regex:
    """The language ``{s}``."""
    return concat(*(chars(INTERVALS.char(ord(c))) for c in s))


def concat(*rs: Regex) -> Regex:
    flat: list[Regex] = []
    for r in rs:
        if r.kind == NONE:
            return EMPTY_LANG
        if r.kind == EPS:
            continue
        if r.kind == CONCAT:
            flat.extend(r.args)
        else:
            flat.append(r)
    if not flat:
        return EPSILON
    if len(flat) == 1:
        return flat[0]
    return _node(CONCAT, tuple(flat))


def union(*rs: Regex) -> Regex:
    members: dict[int, Regex] = {}
    classes: list[CharSet] = []
    for r in _flatten(rs, UNION):
        if r.kind == NONE:
            continue
        if r.kind == CHARS:
            classes.append(r.chars)  # type: ignore[arg-type]
            continue
        if r.kind == STAR and r.args[0] is ALLCHAR:
            return ALL
        members[r.id] = r
    # the character classes in one normalisation (a pairwise ``|`` is quadratic in their
    # number: 600 alternatives, the characters whose ``lower()`` is one character, took
    # 0.2 s)
    cls: IntervalSet | None = None if not classes else \
        INTERVALS.convert(classes[0]) if len(classes) == 1 else \
        INTERVALS.of_ranges([p for c in classes for p in c.ranges()])
    for m in members.values():
        # comp(A) ∪ B is everything when A ⊆ B ([\w\W] written with a complement)
        a = m.args[0] if m.kind == COMP else None
        if a is not None and (a.id in members or (
                a.kind == CHARS and cls is not None
                and (cast(IntervalSet, a.chars) - cls).is_empty())):
            return ALL
    if cls is not None:
        c = chars(cls)
        members[c.id] = c
    if not members:
        return EMPTY_LANG
    if len(members) == 1:
        return next(iter(members.values()))
    return _node(UNION, tuple(sorted(members.values(), key=_order)))


def inter(*rs: Regex) -> Regex:
    members: dict[int, Regex] = {}
    for r in _flatten(rs, INTER):
        if r.kind == NONE:
            return EMPTY_LANG
        if r is ALL:
            continue
        members[r.id] = r
    if not members:
        return ALL
    args = sorted(members.values(), key=_order)
    if all(a.kind == CHARS for a in args):
        cs = args[0].chars
        for a in args[1:]:
            cs = cs & a.chars  # type: ignore[operator]
        return chars(cs)  # type: ignore[arg-type]
    if len(args) == 1:
        return args[0]
    return _node(INTER, tuple(args))


def comp(r: Regex) -> Regex:
    """The complement of ``r`` over all strings."""
    if r.kind == COMP:
        return r.args[0]
    if r.kind == NONE:
        return ALL
    if r is ALL:
        return EMPTY_LANG
    return _node(COMP, (r,))


def then_anything(r: Regex) -> Regex:
    """``r·Σ*`` (the texts that start with a match of ``r``) with what cannot change it
    left out: ``(a·b*)Σ* = aΣ*``, ``(a|b)Σ* = aΣ*|bΣ*``, ``a{2,}Σ* = aaΣ*``, ``Σ*`` when
    ``r`` is nullable -- so that its complement, a lookahead's or a possessive
    repeat's guard, stays a small automaton."""
    if r.nullable:
        return ALL
    if r.kind == UNION:
        return union(*(then_anything(a) for a in r.args))
    if r.kind == CONCAT:
        args = list(r.args)
        while args[-1].nullable:
            args.pop()
        return concat(*args[:-1], then_anything(args[-1]))
    if r.kind == LOOP and r.lo >= 1:
        return concat(*[r.args[0]] * (r.lo - 1), then_anything(r.args[0]))
    return concat(r, ALL)


def diff(a: Regex, b: Regex) -> Regex:
    return inter(a, comp(b))


def star(r: Regex) -> Regex:
    while r.kind == LOOP and r.lo <= 1:  # (r{0|1,h})* = r*: r is one of the repeated pieces
        r = r.args[0]
    if r.kind in (NONE, EPS):
        return EPSILON
    if r.kind == STAR:
        return r
    return _node(STAR, (r,))


def plus(r: Regex) -> Regex:
    return loop(r, 1, None)


def opt(r: Regex) -> Regex:
    return union(EPSILON, r)


def loop(r: Regex, lo: int, hi: int | None) -> Regex:
    """Between ``lo`` and ``hi`` repetitions (``hi`` None = unbounded); empty
    when ``hi < lo`` (SMT-LIB ``re.loop``)."""
    if lo < 0 or (hi is not None and hi < lo):
        return EMPTY_LANG
    if hi == 0:
        return EPSILON
    while hi is None and r.kind == LOOP and r.lo <= 1:
        # (r{1,h}){lo,} = r{lo,}: r^k (k >= lo) is k pieces r, and every member is such
        # an r^k; (r{0,h}){lo,} = r*: the pieces may be empty.
        if r.lo == 0:
            return star(r.args[0])
        r = r.args[0]
    if r.kind == EPS:
        return EPSILON
    if r.kind == NONE:
        return EPSILON if lo == 0 else EMPTY_LANG
    if lo == 0 and hi is None:
        return star(r)
    if lo == 1 and hi == 1:
        return r
    if r.kind == STAR:  # (r*){lo,hi} = r* when hi >= 1 (hi == 0 is above)
        return r
    return _node(LOOP, (r,), lo=lo, hi=hi)


def _flatten(rs: Iterable[Regex], kind: str) -> list[Regex]:
    out: list[Regex] = []
    for r in rs:
        if r.kind == kind:
            out.extend(r.args)
        else:
            out.append(r)
    return out


# ---- traversal and printing -------------------------------------------------------


def postorder(root: Regex) -> list[Regex]:
    """Each distinct node of ``root`` once, children first (iterative)."""
    out: list[Regex] = []
    seen: set[int] = set()
    stack: list[tuple[Regex, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            out.append(node)
            continue
        if node.id in seen:
            continue
        seen.add(node.id)
        stack.append((node, True))
        for child in reversed(node.args):
            if child.id not in seen:
                stack.append((child, False))
    return out


def to_text(root: Regex, limit: int | None = None) -> str:
    """A readable rendering (SMT-LIB-like prefix syntax), emitted iteratively
    in linear time; cut after ``limit`` characters (with ``...``) if given."""
    names = {CONCAT: "re.++", UNION: "re.union", INTER: "re.inter", COMP: "re.comp",
             STAR: "re.*"}
    out: list[str] = []
    size = 0
    stack: list[Regex | str] = [root]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            piece = item
        else:
            k = item.kind
            if k == NONE:
                piece = "re.none"
            elif k == EPS:
                piece = '(str.to_re "")'
            elif k == CHARS:
                piece = "re.allchar" if item.chars.is_full() else repr(item.chars)  # type: ignore[union-attr]
            else:
                if k == LOOP:
                    hi = "inf" if item.hi is None else str(item.hi)
                    piece = f"((_ re.loop {item.lo} {hi})"
                else:
                    piece = f"({names[k]}"
                stack.append(")")
                for child in reversed(item.args):
                    stack.append(child)
                    stack.append(" ")
        out.append(piece)
        size += len(piece)
        if limit is not None and size > limit:
            return "".join(out)[:limit] + "..."
    return "".join(out)
