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
equation reasoning (:mod:`strsat.theory.word_equations`) starts.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..terms import STRING, Term, mk

#: One item of an expansion: a representative variable or a (non-empty) constant.
Item = Term


@dataclass
class Expansion:
    """Items of a term and the literals that justify them."""

    items: list[Item]
    premises: set[Term] = field(default_factory=set)


class EqualityClasses:
    """Union-find over string terms with an explaining equality graph."""

    def __init__(self, equalities: Iterable[Term]) -> None:
        self._parent: dict[Term, Term] = {}
        self._edges: dict[Term, list[tuple[Term, Term]]] = {}
        self._members: dict[Term, list[Term]] = {}
        self.equalities: list[Term] = []
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
        while prev[t] is not None:
            t, eq = prev[t]  # type: ignore[misc]
            out.add(eq)
        return out

    # ---- expansions --------------------------------------------------------------

    def expand(self, t: Term, limit: int = 100_000) -> Expansion:
        """The expansion of ``t`` (see the module docstring), iteratively."""
        out = Expansion([])
        # work items: (term, frozenset of classes being expanded)
        stack: list[tuple[Term, frozenset[Term]]] = [(t, frozenset())]
        while stack:
            u, visiting = stack.pop()
            if len(out.items) > limit:
                raise OverflowError("expansion too long")
            if u.op == "const":
                if u.value:
                    out.items.append(u)
                continue
            if u.op == "str.++":
                stack.extend((c, visiting) for c in reversed(u.args))
                continue
            root = self.find(u)
            if root in visiting:
                out.items.append(self.representative(u))
                continue
            const = self.constant(u)
            if const is not None:
                out.premises |= self.explain(u, const)
                if const.value:
                    out.items.append(const)
                continue
            cc = self.concatenation(u)
            if cc is not None:
                out.premises |= self.explain(u, cc)
                stack.append((cc, visiting | {root}))
                continue
            rep = self.representative(u)
            out.premises |= self.explain(u, rep)
            out.items.append(rep)
        return out


def merge_constants(items: list[Item]) -> list[Item]:
    """Adjacent constants joined (expansions may put two side by side)."""
    from ..terms import string

    out: list[Item] = []
    for it in items:
        if it.op == "const" and out and out[-1].op == "const":
            out[-1] = string(out[-1].value + it.value)  # type: ignore[operator]
        else:
            out.append(it)
    return out


def length_of(items: Iterable[Item]) -> Term:
    """The length term of a sequence of items (a sum; 0 when empty)."""
    from ..terms import integer

    parts: list[Term] = []
    const = 0
    for it in items:
        if it.op == "const":
            const += len(it.value)  # type: ignore[arg-type]
        else:
            parts.append(mk("str.len", it))
    if const or not parts:
        parts.append(integer(const))
    return parts[0] if len(parts) == 1 else mk("+", *parts)


def is_string_equality(t: Term) -> bool:
    return t.op == "=" and t.args[0].sort is STRING
