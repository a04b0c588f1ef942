"""Iterative walkers over the term DAG.

No function here recurses: deep terms (100,000 nested applications) are walked
with an explicit stack, and shared subterms are visited once.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, TypeVar

from .ops import VAR
from .term import TRUE, Term, interned

if TYPE_CHECKING:
    from collections.abc import (
        Callable,
        Collection,
        Iterable,
        Iterator,
        KeysView,
        Mapping,
        Sequence,
    )

T = TypeVar("T")


def postorder(root: Term) -> Iterator[Term]:
    """Each distinct subterm of ``root`` once, children before their parents."""
    return postorder_many((root,))


def postorder_many(roots: Sequence[Term]) -> Iterator[Term]:
    """Each distinct subterm of any of ``roots`` once, children first (left to right,
    the roots in order)."""
    seen: set[int] = set()
    for root in roots:
        stack: list[tuple[Term, bool]] = [(root, False)]
        while stack:
            term, expanded = stack.pop()
            if expanded:
                yield term
                continue
            if term.id in seen:
                continue
            seen.add(term.id)
            stack.append((term, True))
            for child in reversed(term.args):
                if child.id not in seen:
                    stack.append((child, False))


def preorder(roots: Term | Iterable[Term],
             descend: Callable[[Term], bool] | None = None) -> Iterator[Term]:
    """Each distinct subterm of ``roots`` once, parents before their children, left to
    right; the children of a term are visited only when ``descend(term)`` holds (all
    of them without ``descend``).  A generator: a caller that stops early walks no
    further."""
    stack = [roots] if isinstance(roots, Term) else list(roots)
    stack.reverse()
    seen: set[int] = set()
    while stack:
        term = stack.pop()
        if term.id in seen:
            continue
        seen.add(term.id)
        yield term
        if descend is None or descend(term):
            stack.extend(reversed(term.args))


def collect(roots: Term | Iterable[Term], ops: Collection[str],
            descend: Callable[[Term], bool] | None = None) -> list[Term]:
    """The distinct subterms of ``roots`` whose operator is in ``ops``, in
    :func:`preorder` order (``descend`` as there)."""
    return [t for t in preorder(roots, descend) if t.op in ops]


def fold(root: Term, combine: Callable[[Term, list[T]], T],
         cache: dict[int, T] | None = None) -> T:
    """Bottom-up evaluation: ``combine(term, child_results)`` for every subterm, children
    first, left to right.

    ``cache`` (keyed by term id) may be shared between calls: a subterm found there is
    neither combined again nor walked into."""
    memo: dict[int, T] = {} if cache is None else cache
    stack = [root]
    while stack:
        term = stack[-1]
        if term.id in memo:
            stack.pop()
            continue
        args = term.args
        size = len(stack)
        for a in reversed(args):
            if a.id not in memo:
                stack.append(a)
        if len(stack) > size:
            continue
        stack.pop()
        memo[term.id] = combine(term, [memo[c.id] for c in args])
    return memo[root.id]


def rebuild(term: Term, args: tuple[Term, ...]) -> Term:
    """``term`` with its children replaced by ``args`` (same operator and indices).

    The caller guarantees that ``args`` have the sorts of the old children, so
    no sort check is repeated.
    """
    if args == term.args:
        return term
    return interned(term.op, args, term.indices, term.value, term.sort)


def substitute(root: Term, mapping: Mapping[Term, Term],
               cache: dict[int, Term] | None = None) -> Term:
    """``root`` with every occurrence of a key of ``mapping`` replaced by its value.

    Keys are usually variables; values must have the sorts of their keys.
    """
    if not mapping:
        return root

    def combine(term: Term, new_args: list[Term]) -> Term:
        replaced = mapping.get(term)
        if replaced is not None:
            return replaced
        return rebuild(term, tuple(new_args))

    return fold(root, combine, cache)


def true_wrappers(formula: Term) -> list[Term]:
    """``formula`` and the terms inside its ``(= true X)`` / ``(= X true)`` wrappers, outer
    first: the last is the wrapped formula, of the same truth value under every model
    (issue 39: kausler's assertions are all ``(= true (= true φ))``)."""
    chain = [formula]
    while formula.op == "=" and len(formula.args) == 2 and TRUE in formula.args:
        a, b = formula.args
        formula = b if a is TRUE else a
        chain.append(formula)
    return chain


def replace(root: Term, v: Term, t: Term) -> Term:
    """:func:`substitute` of the one variable ``v`` by ``t`` (of its sort): the same
    term, its new subterms made in the same order (children first, left to right),
    with no walk into a ground subterm or a leaf and no hashing of terms (issue 39:
    kausler's 7,307 substitutions of one definition each)."""
    if root is v:
        return t
    if root.ground or not root.args:
        return root
    done: dict[int, Term] = {}
    stack = [root]
    pop, push = stack.pop, stack.append
    while stack:
        term = stack[-1]
        tid = term.id
        if tid in done:
            pop()
            continue
        size = len(stack)
        for a in reversed(term.args):
            if a.args and not a.ground and a.id not in done:
                push(a)
        if len(stack) > size:
            continue
        pop()
        done[tid] = rebuild(term, tuple(
            t if a is v else a if a.ground or not a.args else done[a.id] for a in term.args))
    return done[root.id]


def free_vars(root: Term) -> KeysView[Term]:
    """The variables occurring in ``root``: a set that iterates in the order of first
    occurrence (post-order, children left to right), the input's order, not the hashes'
    (a loop over them steers a search: issue 40)."""
    return free_vars_many((root,))


def free_vars_many(roots: Iterable[Term]) -> KeysView[Term]:
    """The variables occurring in any of ``roots`` (a set in the order of first
    occurrence, as :func:`free_vars`).  A ground subterm is not walked into: a
    membership's regex of thousands of nodes was walked whole each time a procedure
    asked for the membership's variables (issue 38)."""
    found: dict[Term, None] = {}
    seen: set[int] = set()
    stack = list(roots)
    stack.reverse()
    while stack:
        t = stack.pop()
        if t.ground or t.id in seen:
            continue
        seen.add(t.id)
        if t.op == VAR:
            found[t] = None
        else:
            stack.extend(reversed(t.args))
    return found.keys()


_NO_VARS: frozenset[Term] = frozenset()


def variables_of_each(roots: Iterable[Term], most: int) -> Iterator[frozenset[Term] | None]:
    """For each of ``roots``, the set of variables occurring in it, or None when it holds
    more than ``most`` (as :func:`free_vars`, unordered), root after root (a generator: a
    caller that stops early walks no further).  One walk for all the roots: a
    subterm they share is read once, and a ground one never (issue 39: a leetcode
    conjunction of 340 conjuncts over one variable was walked conjunct by conjunct,
    3,847 visits of some 600 distinct subterms, by each procedure asking)."""
    memo: dict[int, frozenset[Term] | None] = {}
    for root in roots:
        stack = [root]
        while stack:
            t = stack[-1]
            if t.id in memo:
                stack.pop()
                continue
            if t.ground:
                memo[t.id] = _NO_VARS
                stack.pop()
                continue
            pending = [a for a in t.args if a.id not in memo and not a.ground]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            found: frozenset[Term] | None = None
            if t.op == VAR:
                found = frozenset((t,))
            else:
                acc = _NO_VARS
                for a in t.args:
                    seen = acc if a.ground else memo[a.id]
                    if seen is None:
                        break
                    acc = seen if not acc else acc if seen <= acc else acc | seen
                    if len(acc) > most:
                        break
                else:
                    found = acc
            if found is not None and len(found) > most:
                found = None
            memo[t.id] = found
        yield memo[root.id]


def is_ground(root: Term) -> bool:
    """No variable occurs in ``root`` (:attr:`Term.ground`, set when the term was made)."""
    return root.ground


def dag_size(root: Term) -> int:
    """The number of distinct subterms."""
    return sum(1 for _ in postorder(root))


def depth(root: Term) -> int:
    """The length of the longest path from ``root`` to a leaf (leaf = 1)."""
    return fold(root, lambda _t, ds: 1 + max(ds, default=0))


def flatten(t: Term | Iterable[Term], op: str,
            into: Callable[[Term], bool] | None = None) -> list[Term]:
    """The operands of nested applications of the associative ``op`` (``str.++``,
    ``re.++``, ``and``), left to right, iteratively; ``[t]`` when ``t`` is not one.
    ``t`` may be a sequence of terms (their operands, in order); ``into`` limits the
    applications opened to those where it holds (the others are operands)."""
    out: list[Term] = []
    stack = [t] if isinstance(t, Term) else list(t)
    stack.reverse()
    while stack:
        u = stack.pop()
        if u.op == op and (into is None or into(u)):
            stack.extend(reversed(u.args))
        else:
            out.append(u)
    return out

