"""Equivalence classes of string terms, explanations, and normal forms.

The positive string equalities the core asserts put variables, constants and
concatenations into classes (union-find).  Each class records its members; an
equality graph keeps, for every union, the literal that caused it, so that any
two members can be *explained* by the chain of literals between them (the
premises of a lemma).

The *expansion* of a term is the sequence of components it stands for: a
constant stays; a concatenation expands component-wise; a variable whose class
holds a constant expands to the constant, one whose class holds a
concatenation expands to that concatenation's expansion (cycles are cut: the
variable then stays atomic), and other variables are replaced by their class
representative.  Two members of a class whose expansions differ are where word
equation reasoning (:mod:`strsat.theory.word_equations.step`) starts.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from ...deadline import Deadline
from ...named_tuples import NamedTuple
from ...records import Record
from ...terms import STRING, Term, integer, mk, string
from ...terms.values import text_of

#: One item of an expansion: a representative variable or a (non-empty) constant.
Item = Term


class Expansion(Record):
    """Items of a term and the literals that justify them.

    ``spans`` says which items each premise justifies: ``(s, e, literal)`` covers
    ``items[s:e]``; an empty span ``s == e`` marks a variable expanded to ``""``
    between ``items[s-1]`` and ``items[s]``.  A lemma about a prefix or a suffix of
    the items needs only the premises whose spans meet it (:func:`prefix_premises`,
    :func:`suffix_premises`).
    """

    _fields = ("items", "premises", "spans")
    __slots__ = _fields
    __hash__ = None  # type: ignore[assignment]  # mutable

    def __init__(self, items: list[Item], premises: set[Term] | None = None,
                 spans: list[tuple[int, int, Term]] | None = None) -> None:
        self.items = items
        self.premises: set[Term] = set() if premises is None else premises
        self.spans: list[tuple[int, int, Term]] = [] if spans is None else spans

    def _justify(self, start: int, end: int, literals: set[Term]) -> None:
        self.premises |= literals
        self.spans.extend((start, end, lit) for lit in literals)


class EqualityClasses:
    """Union-find over string terms with an explaining equality graph."""

    def __init__(self, equalities: Iterable[Term]) -> None:
        self._parent: dict[Term, Term] = {}
        self._edges: dict[Term, list[tuple[Term, Term]]] = {}
        self._members: dict[Term, list[Term]] = {}
        self.equalities: list[Term] = []
        #: Expansions of classes through their concatenation: where they lie in an
        #: earlier expansion (it, first and end item, first and end span), per limit
        #: (a memoised expansion may exceed a smaller limit).
        self._memos: dict[int, dict[Term, _Memo]] = {}
        for eq in equalities:
            self._add(eq)

    # ---- union-find ----------------------------------------------------------------

    def _register(self, t: Term) -> None:
        if t not in self._parent:
            self._parent[t] = t
            self._members[t] = [t]
            self._edges[t] = []
            if t.op == "str.++":
                for c in t.args:
                    self._register(c)

    def find(self, t: Term) -> Term:
        self._register(t)
        root = t
        while self._parent[root] is not root:
            root = self._parent[root]
        while self._parent[t] is not root:
            self._parent[t], t = root, self._parent[t]
        return root

    def _add(self, eq: Term) -> None:
        a, b = eq.args
        self.equalities.append(eq)
        self._register(a)
        self._register(b)
        self._edges[a].append((b, eq))
        self._edges[b].append((a, eq))
        ra, rb = self.find(a), self.find(b)
        if ra is rb:
            return
        if len(self._members[ra]) < len(self._members[rb]):
            ra, rb = rb, ra
        # keep a variable as representative when there is one (stable, readable)
        self._parent[rb] = ra
        self._members[ra].extend(self._members.pop(rb))

    def classes(self) -> list[list[Term]]:
        return [list(ms) for r, ms in self._members.items() if self._parent[r] is r]

    def members(self, t: Term) -> list[Term]:
        return self._members[self.find(t)]

    def representative(self, t: Term) -> Term:
        """A canonical variable of the class (the first variable member), else the root."""
        for m in self.members(t):
            if m.op == "var":
                return m
        return self.find(t)

    def constant(self, t: Term) -> Term | None:
        for m in self.members(t):
            if m.op == "const":
                return m
        return None

    def constants(self, t: Term) -> list[Term]:
        return [m for m in self.members(t) if m.op == "const"]

    def concatenation(self, t: Term) -> Term | None:
        for m in self.members(t):
            if m.op == "str.++":
                return m
        return None

    def read_as_concatenation(self, t: Term) -> tuple[Term, frozenset[Term]]:
        """``t`` itself when it is a concatenation or its class holds none, else the
        class's concatenation with the equalities that make them equal."""
        if t.op != "str.++":
            cc = self.concatenation(t)
            if cc is not None:
                return cc, frozenset(self.explain(t, cc))
        return t, frozenset()

    # ---- explanations ----------------------------------------------------------

    def explain(self, a: Term, b: Term) -> set[Term]:
        """The equality literals on a path from ``a`` to ``b`` (same class)."""
        if a is b:
            return set()
        prev: dict[Term, tuple[Term, Term] | None] = {a: None}
        queue = deque([a])
        while queue:
            t = queue.popleft()
            if t is b:
                break
            for nxt, eq in self._edges.get(t, ()):
                if nxt not in prev:
                    prev[nxt] = (t, eq)
                    queue.append(nxt)
        if b not in prev:
            raise ValueError("explain: terms are not in the same class")
        out: set[Term] = set()
        t = b
        while (step := prev[t]) is not None:
            t, eq = step
            out.add(eq)
        return out

    # ---- expansions --------------------------------------------------------------

    def expand(self, t: Term, limit: int = 100_000, deadline: Deadline | None = None
               ) -> Expansion:
        """The expansion of ``t`` (see the module docstring), iteratively.

        The expansion of a class through its concatenation is memoised when no
        cycle was cut inside it (it is then the same wherever the class occurs), so
        chains ``x0 = x1·x2, x2 = x3·x4, ...`` cost linear time per expansion.
        """
        memo = self._memos.setdefault(limit, {})
        out = Expansion([])
        # work items: a term with the classes being expanded around it, or the close
        # of a class's concatenation
        stack: list[tuple[Term, frozenset[Term]] | _Close] = [(t, frozenset())]
        steps = cuts = 0
        while stack:
            item = stack.pop()
            if isinstance(item, _Close):
                if cuts == item.cuts and item.root not in memo:
                    # a reference, not a copy: ``out`` only grows
                    memo[item.root] = _Memo(out, item.start, len(out.items), item.spans,
                                            len(out.spans))
                out._justify(item.start, len(out.items), item.literals)
                continue
            u, visiting = item
            if len(out.items) > limit:
                raise OverflowError("expansion too long")
            steps += 1
            if deadline is not None and not steps & 1023:
                deadline.check("expansion of a word")
            if u.op == "const":
                if u.value:
                    out.items.append(u)
            elif u.op == "str.++":
                stack.extend((c, visiting) for c in reversed(u.args))
            elif self.find(u) in visiting:
                cuts += 1
                out.items.append(self.representative(u))
            else:
                stack.extend(self._expand_class(u, visiting, out, memo, cuts))
        return out

    def _expand_class(self, u: Term, visiting: frozenset[Term], out: Expansion,
                      memo: dict[Term, _Memo], cuts: int
                      ) -> list[tuple[Term, frozenset[Term]] | _Close]:
        """Expand a class member not being expanded already: by the class's constant,
        a memoised expansion of its concatenation, or its representative; or the work
        items that expand its concatenation."""
        here = len(out.items)
        const = self.constant(u)
        if const is not None:
            out._justify(here, here + (1 if const.value else 0), self.explain(u, const))
            if const.value:
                out.items.append(const)
            return []
        cc = self.concatenation(u)
        if cc is None:
            rep = self.representative(u)
            out._justify(here, here + 1, self.explain(u, rep))
            out.items.append(rep)
            return []
        root = self.find(u)
        hit = memo.get(root)
        if hit is None:  # the concatenation, then its close (the stack pops it last)
            return [_Close(here, self.explain(u, cc), root, len(out.spans), cuts),
                    (cc, visiting | {root})]
        shift = here - hit.start
        out.items.extend(hit.expansion.items[hit.start:hit.end])
        spans = hit.expansion.spans[hit.spans_from:hit.spans_to]
        out.spans.extend((s + shift, e + shift, lit) for s, e, lit in spans)
        out.premises.update(lit for _s, _e, lit in spans)
        out._justify(here, len(out.items), self.explain(u, cc))
        return []


class _Close(NamedTuple):
    """The end of the expansion of a class's concatenation begun at item ``start``:
    justify its items by ``literals`` and memoise it under ``root`` when no cycle was
    cut inside it (``spans`` and ``cuts`` as they were at its start)."""

    start: int
    literals: set[Term]
    root: Term
    spans: int
    cuts: int


class _Memo(NamedTuple):
    """Where a memoised expansion of a class lies in an earlier expansion."""

    expansion: Expansion
    start: int
    end: int
    spans_from: int
    spans_to: int


def merged(exp: Expansion) -> Expansion:
    """``exp`` with adjacent constants joined and its spans moved onto the joined
    items (a span between two joined constants covers the joined item)."""
    items0 = exp.items
    if not any(items0[k].op == "const" and items0[k + 1].op == "const"
               for k in range(len(items0) - 1)):
        return exp
    items: list[Item] = []
    where: list[int] = []  # new index of each old item
    for it in exp.items:
        if it.op == "const" and items and items[-1].op == "const":
            items[-1] = string(text_of(items[-1]) + text_of(it))
        else:
            items.append(it)
        where.append(len(items) - 1)
    n = len(exp.items)
    spans = []
    for s, e, lit in exp.spans:
        if s < e:
            spans.append((where[s], where[e - 1] + 1, lit))
        elif 0 < s < n and where[s - 1] == where[s]:
            spans.append((where[s], where[s] + 1, lit))  # inside a joined constant
        else:
            pos = where[s] if s < n else len(items)
            spans.append((pos, pos, lit))
    return Expansion(items, set(exp.premises), spans)


def prefix_premises(exp: Expansion, last: int) -> set[Term]:
    """The premises behind ``items[:last + 1]`` (and the empty variables before it)."""
    return {lit for s, _e, lit in exp.spans if s <= last}


def suffix_premises(exp: Expansion, first: int) -> set[Term]:
    """The premises behind ``items[first:]`` (and the empty variables after it)."""
    return {lit for _s, e, lit in exp.spans if e > first}


def length_of(items: Iterable[Item]) -> Term:
    """The length term of a sequence of items (a sum; 0 when empty)."""
    parts: list[Term] = []
    const = 0
    for it in items:
        if it.op == "const":
            const += len(text_of(it))
        else:
            parts.append(mk("str.len", it))
    if const or not parts:
        parts.append(integer(const))
    return parts[0] if len(parts) == 1 else mk("+", *parts)


def is_string_equality(t: Term) -> bool:
    return t.op == "=" and t.args[0].sort is STRING
