"""CPython's own parse of a ``str`` pattern (``re._parser``) as immutable nodes.

The matcher's view of a pattern: every character item is resolved to the set of code
points it matches under the flags in force at that point (``IGNORECASE`` folding,
``DOTALL``, ``ASCII``, scoped ``(?i:...)``: CPython's compiler rules, through
:func:`strsat.regex.from_python.class_set`), and every anchor to its meaning under
``MULTILINE`` and ``ASCII``.  ``VERBOSE`` and inline flags are CPython's parser's own
business, so the nodes are exactly the pattern CPython runs.

Nodes are tuples (hashable, so languages built from them can be memoised):

- ``("c", S)``: one character of the :class:`~strsat.regex.charset.IntervalSet` ``S``;
- ``("seq", (n, ...))``, ``("alt", (n, ...))`` (alternatives in priority order);
- ``("grp", gid, n)``: capturing group ``gid`` around ``n``;
- ``("rep", lo, hi, kind, n)``: ``n{lo,hi}`` (``hi`` None: unbounded), ``kind``
  ``"greedy"``, ``"lazy"`` or ``"possessive"``;
- ``("at", kind, W)``: a zero-width anchor: ``bos`` (``\\A``, ``^``), ``bol``
  (``^`` under ``MULTILINE``), ``eos`` (``\\Z``), ``eol_last`` (``$``: the end or before
  a final newline), ``eol`` (``$`` under ``MULTILINE``), ``b``/``B`` (word boundary or
  not; ``W`` the word characters, else None);
- ``("look", behind, negative, n, width)``: a lookaround (``width`` of a lookbehind);
- ``("ref", gid, flags)``: a backreference (``flags``: the flags in force there, as
  ``IGNORECASE`` compares case-insensitively); ``("atomic", n)``; ``("cond", gid, yes,
  no)``;
- ``("mark", gid)``: where group ``gid`` closes (matches the empty string), and
  ``("until", level, consumed, rest)``: where an iteration of a repetition whose body can
  match the empty string ends (``rest``: the repetition's remaining iterations; only in
  the continuations of :mod:`strsat.python.re_walk`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from . import pyclasses as P
from .charset import INTERVALS, IntervalSet
from .from_python import class_set

Node = tuple[Any, ...]
EMPTY_SEQ: Node = ("seq", ())
_CATEGORIES = {"CATEGORY_DIGIT": ("d", False), "CATEGORY_NOT_DIGIT": ("d", True),
               "CATEGORY_SPACE": ("s", False), "CATEGORY_NOT_SPACE": ("s", True),
               "CATEGORY_WORD": ("w", False), "CATEGORY_NOT_WORD": ("w", True)}


@dataclass(frozen=True)
class Tree:
    """A parsed pattern: its root node, number of groups, group names, and flags (as
    ``re.compile(...).flags`` gives them)."""

    root: Node
    groups: int
    names: tuple[tuple[str, int], ...]
    flags: int


def _combine(flags: int, add: int, delete: int) -> int:
    """CPython's ``_compiler._combine_flags``: a scoped type flag replaces the others."""
    type_flags = re.ASCII | re.LOCALE | re.UNICODE
    if add & type_flags:
        flags &= ~type_flags
    return (flags | add) & ~delete


def _class_items(items: Any) -> tuple[list[tuple[Any, ...]], bool]:
    from re import _constants as C

    out: list[tuple[Any, ...]] = []
    negate = False
    for k, (op, av) in enumerate(items):
        if op is C.NEGATE and k == 0:
            negate = True
        elif op is C.LITERAL:
            out.append(("lit", av))
        elif op is C.RANGE:
            out.append(("range", av[0], av[1]))
        elif op is C.CATEGORY:
            name, neg = _CATEGORIES[str(av)]
            out.append(("cat", name, neg))
        else:  # pragma: no cover - CPython's parser writes no other class items
            raise ValueError(f"class item {op}")
    return out, negate


def _word(flags: int) -> IntervalSet:
    return P.category("w", bool(flags & re.ASCII))


def _convert(items: Any, flags: int) -> Node:
    """The node of CPython's parsed sequence ``items`` under ``flags`` (recursion depth
    is the pattern's nesting depth, which CPython's own parser bounds)."""
    from re import _constants as C

    out: list[Node] = []
    for op, av in items:
        if op is C.LITERAL:
            out.append(("c", class_set([("lit", av)], False, flags)))
        elif op is C.NOT_LITERAL:
            out.append(("c", class_set([("lit", av)], True, flags)))
        elif op is C.ANY:
            out.append(("c", INTERVALS.full if flags & re.DOTALL else ~INTERVALS.char(10)))
        elif op is C.IN:
            members, negate = _class_items(av)
            out.append(("c", class_set(members, negate, flags)))
        elif op is C.SUBPATTERN:
            gid, add, delete, sub = av
            inner = _convert(sub, _combine(flags, add, delete))
            out.append(inner if gid is None else ("grp", gid, inner))
        elif op is C.BRANCH:
            out.append(("alt", tuple(_convert(alt, flags) for alt in av[1])))
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            lo, hi, sub = av
            kind = "greedy" if op is C.MAX_REPEAT else "lazy" if op is C.MIN_REPEAT \
                else "possessive"
            out.append(("rep", lo, None if hi == C.MAXREPEAT else hi, kind,
                        _convert(sub, flags)))
        elif op is C.AT:
            out.append(_anchor(av, flags))
        elif op in (C.ASSERT, C.ASSERT_NOT):
            direction, sub = av
            width = sub.getwidth()[0] if direction < 0 else 0
            out.append(("look", direction < 0, op is C.ASSERT_NOT, _convert(sub, flags),
                        width))
        elif op is C.GROUPREF:
            out.append(("ref", av, flags))
        elif op is C.ATOMIC_GROUP:
            out.append(("atomic", _convert(av, flags)))
        elif op is C.GROUPREF_EXISTS:
            gid, yes, no = av
            out.append(("cond", gid, _convert(yes, flags),
                        EMPTY_SEQ if no is None else _convert(no, flags)))
        else:  # pragma: no cover - every opcode CPython's parser writes is above
            raise ValueError(f"opcode {op}")
    return out[0] if len(out) == 1 else ("seq", tuple(out))


def _anchor(at: Any, flags: int) -> Node:
    from re import _constants as C

    multiline = bool(flags & re.MULTILINE)
    if at is C.AT_BEGINNING:
        return ("at", "bol" if multiline else "bos", None)
    if at is C.AT_BEGINNING_STRING:
        return ("at", "bos", None)
    if at is C.AT_END:
        return ("at", "eol" if multiline else "eol_last", None)
    if at is C.AT_END_STRING:
        return ("at", "eos", None)
    if at is C.AT_BOUNDARY:
        return ("at", "b", _word(flags))
    if at is C.AT_NON_BOUNDARY:
        return ("at", "B", _word(flags))
    raise ValueError(f"anchor {at}")  # pragma: no cover


#: (bounded and process-wide: a pure function of a pattern's text and flags)
@lru_cache(maxsize=512)
def parse(pattern: str, flags: int) -> Tree:
    """The tree of ``re.compile(pattern, flags)`` (a ``str`` pattern); raises
    ``re.error`` as CPython does."""
    from re import _parser

    compiled = re.compile(pattern, flags)
    parsed = _parser.parse(pattern, flags)
    root = _convert(parsed, parsed.state.flags)
    names = tuple(sorted(compiled.groupindex.items(), key=lambda kv: kv[1]))
    return Tree(root, compiled.groups, names, compiled.flags)


# -- properties of nodes -------------------------------------------------------------------

#: (bounded and process-wide: a pure function of an immutable node tuple)
@lru_cache(maxsize=4096)
def one_class(node: Node) -> IntervalSet | None:
    """The class of a node that matches one character of it (maybe inside groups)."""
    while node[0] == "grp":
        node = node[2]
    return node[1] if node[0] == "c" else None


def width(node: Node) -> tuple[int, int | None]:
    """The least and greatest length of a match of ``node`` (None: unbounded); a
    backreference counts as unbounded."""
    kind = node[0]
    if kind == "c":
        return 1, 1
    if kind in ("seq", "alt"):
        parts = [width(n) for n in node[1]]
        if not parts:
            return 0, 0
        if kind == "seq":
            hi: int | None = 0
            for _, h in parts:
                hi = None if hi is None or h is None else hi + h
            return sum(lo for lo, _ in parts), hi
        his = [h for _, h in parts]
        return min(lo for lo, _ in parts), None if None in his else max(h for h in his
                                                                      if h is not None)
    if kind in ("grp", "atomic"):
        return width(node[-1])
    if kind == "rep":
        lo, hi = width(node[4])
        top = None if hi is None or node[2] is None else hi * node[2]
        return lo * node[1], top
    if kind == "cond":
        a, b = width(node[2]), width(node[3])
        return min(a[0], b[0]), None if a[1] is None or b[1] is None else max(a[1], b[1])
    if kind == "ref":
        return 0, None
    return 0, 0  # anchors, lookarounds, marks


def groups_in(node: Node) -> tuple[int, ...]:
    """The capturing groups inside ``node``, in the order they open."""
    out: list[int] = []
    stack = [node]
    while stack:
        n = stack.pop()
        kind = n[0]
        if kind == "grp":
            out.append(n[1])
        if kind in ("seq", "alt"):
            stack.extend(reversed(n[1]))
        elif kind in ("grp", "atomic", "rep"):
            stack.append(n[-1])
        elif kind == "look":
            stack.append(n[3])
        elif kind == "cond":
            stack.extend((n[3], n[2]))
    return tuple(out)


#: (bounded and process-wide: a pure function of an immutable node tuple)
@lru_cache(maxsize=4096)
def is_plain(node: Node) -> bool:
    """Whether ``node`` consumes characters only (no anchor, lookaround, reference,
    atomic group, conditional or possessive repeat): its language is a regular
    expression of its own, whatever surrounds it."""
    kind = node[0]
    if kind in ("c", "mark"):
        return True
    if kind in ("seq", "alt"):
        return all(is_plain(n) for n in node[1])
    if kind == "grp":
        return is_plain(node[2])
    if kind == "rep":
        return node[3] != "possessive" and is_plain(node[4])
    return False


def fixed_plain(node: Node) -> bool:
    """A plain node whose matches all have one width (so at most one match here)."""
    low, high = width(node)
    return is_plain(node) and low == high


def finite_strings(node: Node, limit: int) -> tuple[str, ...] | None:
    """The strings of a plain node's language when there are at most ``limit`` of them
    (in no particular order), else None."""
    kind = node[0]
    if kind == "c":
        cs = node[1]
        if cs.size() > limit:
            return None
        return tuple(chr(c) for lo, hi in cs.ranges() for c in range(lo, hi + 1))
    if kind == "grp":
        return finite_strings(node[2], limit)
    if kind in ("seq", "alt"):
        out: set[str] = {""} if kind == "seq" else set()
        for sub in node[1]:
            got = finite_strings(sub, limit)
            if got is None:
                return None
            out = {a + b for a in out for b in got} if kind == "seq" else out | set(got)
            if len(out) > limit:
                return None
        return tuple(out)
    if kind == "rep" and node[2] is not None:
        body = finite_strings(node[4], limit)
        if body is None:
            return None
        out, layer = set(), {""}
        for k in range(node[2] + 1):
            if k >= node[1]:
                out |= layer
            if len(out) > limit:
                return None
            layer = {a + b for a in layer for b in body}
            if len(layer) > limit * 4:
                return None
        return tuple(out)
    return None


def bind(node: Node, gid: int, text: str) -> Node:
    """``node`` with group ``gid`` matching exactly ``text`` and its references
    replaced by ``text`` (compared case-insensitively where they were)."""
    kind = node[0]
    if kind == "grp":
        inner = _literal(text, 0) if node[1] == gid else bind(node[2], gid, text)
        return ("grp", node[1], inner)
    if kind == "ref":
        return _literal(text, node[2]) if node[1] == gid else node
    if kind in ("seq", "alt"):
        return (kind, tuple(bind(n, gid, text) for n in node[1]))
    if kind in ("rep", "atomic", "until"):
        return (*node[:-1], bind(node[-1], gid, text))
    if kind == "look":
        return ("look", node[1], node[2], bind(node[3], gid, text), node[4])
    if kind == "cond":
        return ("cond", node[1], bind(node[2], gid, text), bind(node[3], gid, text))
    return node


def _literal(text: str, flags: int) -> Node:
    """The node of ``text`` as a backreference matches it: under ``IGNORECASE``, each
    character of the same lower case (CPython's ``GROUPREF_IGNORE``/``_UNI_IGNORE``)."""
    ascii_only = bool(flags & re.ASCII)
    out = []
    for ch in text:
        if flags & re.IGNORECASE:
            low = P.lower(ord(ch), ascii_only)
            out.append(("c", P.preimage_lower(INTERVALS.char(low), ascii_only)))
        else:
            out.append(("c", INTERVALS.char(ord(ch))))
    return out[0] if len(out) == 1 else ("seq", tuple(out))


def references(node: Node) -> set[int]:
    """The groups ``node``'s backreferences name."""
    out: set[int] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        kind = n[0]
        if kind == "ref":
            out.add(n[1])
        elif kind in ("seq", "alt"):
            stack.extend(n[1])
        elif kind in ("grp", "atomic", "rep", "until"):
            stack.append(n[-1])
        elif kind == "look":
            stack.append(n[3])
        elif kind == "cond":
            stack.extend((n[2], n[3]))
    return out


def sequence_items(node: Node) -> list[Node] | None:
    """``node`` as a flat list of sequence items (through sequences and groups), None
    when a group is named by a backreference (its text matters, not only its language:
    left to the caller)."""
    kind = node[0]
    if kind == "seq":
        out: list[Node] = []
        for n in node[1]:
            flat = sequence_items(n)
            if flat is None:
                return None
            out += flat
        return out
    if kind == "grp":
        return sequence_items(node[2])
    return [node]


__all__ = ["EMPTY_SEQ", "Node", "Tree", "bind", "finite_strings", "fixed_plain", "groups_in",
           "is_plain", "parse", "references", "sequence_items", "width"]
