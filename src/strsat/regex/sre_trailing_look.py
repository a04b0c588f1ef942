"""An unbounded repetition whose body ends in a lookahead of one character class.

``(?:\\s|/(?!>))*`` (``html.parser``'s attribute scanner), ``(?:[^'\\\\]|\\\\(?:\\d+(?!\\d)|
x[0-9a-f]+(?![0-9a-f])))*`` (pycparser 3's character constants): the lookahead at the end
of an iteration tests the character *after* it, which belongs to the next iteration or
to what follows the repetition, so :func:`strsat.regex.sre_language.local_body` (whose
lookarounds see the iteration's own text) does not take it.

Such a body is a union of *pieces* ``A_j`` followed by a test ``D_j`` of the rest of
the subject: ``ε|(Σ∖C)Σ*`` for ``(?!C)``, ``CΣ*`` for ``(?=C)``, ``Σ*`` for no test;
each ``A_j`` plain and never empty (:func:`pieces`).  The rests on which the repetition
and then the continuation match (``K₀`` after no iteration, ``K`` after one or more)
are ``S = K₀ ∪ ⋃_j A_j·T_j`` where ``T_j = S' ∩ D_j`` and ``S' = K ∪ ⋃_j A_j·T_j`` (an
iteration, its test on what is left, more iterations).  A test only reads the first
character and ``A_j`` is never empty, so ``(A_j·X) ∩ D = (A_j ∩ D)·X``, and the ``T``
of each distinct test ``D`` solves ``T_D = (K ∩ D) ∪ ⋃_j (A_j ∩ D)·T_{D_j}``: a system
of regular equations whose coefficients are never nullable, whose one solution
Brzozowski's elimination with Arden's rule (``X = aX ∪ b`` gives ``X = a*b``) finds
(:func:`solve`).  This is the matcher's language exactly: a backtracking matcher
succeeds when some sequence of iterations and the continuation match, whatever order
it tries them in (the body never matches the empty string, so CPython's zero-width
protection never ends an iteration early).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import ast as R
from .sre_tree import Node, is_plain, one_class, sequence_items

#: a piece's test of the rest: a regex here, a set of prefix tests in
#: :mod:`strsat.regex.sre_string_look`
Test = Any


def pieces(body: Node, plain: Callable[[Node], R.Regex]) -> list[tuple[R.Regex, R.Regex]] | None:
    """The pieces ``(A_j, D_j)`` of a repetition's body (see the module docstring), or
    None when a zero-width item stands anywhere but at the end of a piece, a lookahead
    is of more than one character class, or a piece can match the empty string.
    ``plain`` gives a plain node's regex."""
    found = _pieces(body, plain)
    if found is None or any(a.nullable for a, _ in found) or all(d is R.ALL for _, d in found):
        return None
    return found


def _pieces(node: Node, plain: Callable[[Node], R.Regex],
            test: Callable[[Node], Test | None] = lambda n: _test(n),
            none: Test = R.ALL) -> list[tuple[R.Regex, Test]] | None:
    """The pieces of ``node`` with their tests (``test`` of a piece's last node: a
    lookahead's, else None; ``none`` for a piece without one)."""
    items = sequence_items(node)
    if items is None:
        return None
    if len(items) == 1 and items[0][0] == "alt":
        out: list[tuple[R.Regex, Test]] = []
        for option in items[0][1]:
            got = _pieces(option, plain, test, none)
            if got is None:
                return None
            out += got
        return out
    if not items:
        return [(R.EPSILON, none)]
    *head, last = items
    if not all(is_plain(n) for n in head):
        return None
    prefix = R.concat(*(plain(n) for n in head))
    if is_plain(last):
        return [(R.concat(prefix, plain(last)), none)]
    found = test(last)
    if found is not None:
        return [(prefix, found)]
    if last[0] != "alt":
        return None
    inner = _pieces(last, plain, test, none)
    return None if inner is None else [(R.concat(prefix, a), d) for a, d in inner]


def _test(node: Node) -> R.Regex | None:
    """The test of a lookahead of one character class on the rest: ``ε|(Σ∖C)Σ*`` for
    ``(?!C)``, ``CΣ*`` for ``(?=C)``; None for any other node."""
    if node[0] != "look" or node[1]:  # not a lookahead
        return None
    cls = one_class(node[3])
    if cls is None:
        return None
    if node[2]:  # negative
        return R.union(R.EPSILON, R.concat(R.chars(~cls), R.ALL))
    return R.concat(R.chars(cls), R.ALL)


def solve_system(coef: list[list[R.Regex]], const: list[R.Regex]) -> list[R.Regex]:
    """The solution of ``X_k = const_k ∪ ⋃_l coef[k][l]·X_l`` (no coefficient nullable,
    so it is unique): Brzozowski's elimination, Arden's rule on each diagonal."""
    n = len(const)
    coef = [row[:] for row in coef]
    const = const[:]
    for m in range(n - 1, -1, -1):  # eliminate X_m from the rows above it
        loop = R.star(coef[m][m])
        for k in range(m):
            via = R.concat(coef[k][m], loop)
            for col in range(m):
                coef[k][col] = R.union(coef[k][col], R.concat(via, coef[m][col]))
            const[k] = R.union(const[k], R.concat(via, const[m]))
    solved: list[R.Regex] = []
    for m in range(n):  # back substitution: row m now reads X_0 .. X_(m-1) only
        loop = R.star(coef[m][m])
        known = R.union(const[m], *(R.concat(coef[m][col], solved[col]) for col in range(m)))
        solved.append(R.concat(loop, known))
    return solved


def solve(found: list[tuple[R.Regex, R.Regex]], first: R.Regex, more: R.Regex) -> R.Regex:
    """``S = first ∪ ⋃_j A_j·T_{D_j}`` where the ``T`` solve ``T_D = (more ∩ D) ∪ ⋃_j
    (A_j ∩ D)·T_{D_j}`` (see the module docstring)."""
    tests = list(dict.fromkeys(d for _, d in found))
    n = len(tests)
    coef = [[R.union(*(R.inter(a, tests[k]) for a, d in found if d == tests[col]))
             for col in range(n)] for k in range(n)]
    solved = solve_system(coef, [R.inter(more, tests[k]) for k in range(n)])
    by_test = dict(zip(tests, solved, strict=True))
    return R.union(first, *(R.concat(a, by_test[d]) for a, d in found))


def solve_in_contexts(found: list[tuple[R.Regex, R.Regex]], first: R.Regex,
                      more: dict[int, R.Regex], leads: Callable[[int], R.Regex]
                      ) -> R.Regex:
    """:func:`solve` where what follows the repetition depends on the context its last
    iteration ends in (``more[c]``; ``leads(c)`` the non-empty texts ending in context
    ``c``): the unknowns are ``T_{c,D}``, the rests after an iteration ending in context
    ``c`` that pass the test ``D``, ``T_{c,D} = (more[c] ∩ D) ∪ ⋃_j ⋃_{c'} (A_j ∩
    leads(c') ∩ D)·T_{c',D_j}``; ``S = first ∪ ⋃_j ⋃_{c'} (A_j ∩ leads(c'))·T_{c',D_j}``.
    The pieces here do not look behind, so which context an iteration ends in depends on
    its text alone."""
    tests = list(dict.fromkeys(d for _, d in found))
    keys = [(c, d) for c in more for d in tests]
    at = {k: i for i, k in enumerate(keys)}
    ending = {(j, c): R.inter(a, leads(c)) for j, (a, _) in enumerate(found) for c in more}
    coef = [[R.EMPTY_LANG] * len(keys) for _ in keys]
    for (_, test), row in zip(keys, coef, strict=True):
        for (j, c2), piece in ending.items():
            col = at[(c2, found[j][1])]
            row[col] = R.union(row[col], R.inter(piece, test))
    solved = solve_system(coef, [R.inter(more[c], d) for c, d in keys])
    return R.union(first, *(R.concat(piece, solved[at[(c2, found[j][1])]])
                            for (j, c2), piece in ending.items()))


__all__ = ["pieces", "solve", "solve_in_contexts", "solve_system"]
