"""An unbounded repetition whose body ends in a lookahead of a fixed string.

packaging's ``is_normalized_name``: ``[a-z0-9]([a-z0-9-](?!--))*[a-z0-9]`` -- the
lookahead at the end of an iteration reads two characters *after* it, which may
belong to the next iteration (one character long) and to what follows the repetition.
:mod:`strsat.regex.sre_trailing_look` takes tests of one character class, whose
``(A·X) ∩ D = (A ∩ D)·X`` holds because ``A`` is never empty; a test of a string
``v`` of two or more characters also reads into ``X`` when the iteration's text is a
proper prefix of ``v``.

Tests here are *prefix tests* ``(v, +)``: the rest starts with ``v`` (``(?=v)``), and
``(v, -)``: it does not (``(?!v)``; a negative lookahead of a few strings, ``(?!ab|cd)``,
is one such test per string, all to hold).  A piece ``A_j`` (plain, never empty) is
followed by a set ``D_j`` of tests.  With ``S' = K ∪ ⋃_j A_j·U(D_j)`` (``K`` the
continuation after one or more iterations) the unknowns are ``U(Q) = S' ∩ ⋂Q`` for
sets ``Q`` of tests, and ``U(Q) = (K ∩ ⋂Q) ∪ ⋃_j (A_j·U(D_j)) ∩ ⋂Q``.  Let ``P`` be the
proper non-empty prefixes of the tests' strings (and of their suffixes, which the
quotients below make).  For ``a ∈ A_j ∖ P`` every test is decided by ``a`` alone
(``a`` is at least as long as ``v``, or differs from it within its length), so that
part is ``((A_j ∖ P) ∩ ⋂Q)·U(D_j)``; each ``u ∈ P ∩ A_j`` gives
``u·U(D_j ∪ Q/u)``, where a test's quotient ``(v, ±)/u`` is ``(v[|u|:], ±)`` when
``u`` is a proper prefix of ``v``, else decided (``u`` starts with ``v``: ``+`` holds;
neither: ``-`` holds) -- a test that fails drops the term.  Finitely many ``Q``
occur (the suffixes of finitely many strings); no coefficient is nullable, so the
system has one solution (:func:`~.sre_trailing_look.solve_system`), and the
repetition then its continuation is ``first ∪ ⋃_j A_j·U(D_j)`` (``first``: no
iteration).  As for one class, this is the backtracking matcher's language exactly
(the body never matches ε).
"""

from __future__ import annotations

from collections.abc import Callable

from . import ast as R
from .charset import INTERVALS
from .quotient import left_quotient
from .sre_trailing_look import _pieces, solve_system
from .sre_tree import Node, finite_strings

#: one prefix test: the rest starts (True) or does not start (False) with the string
PrefixTest = tuple[str, bool]
Tests = frozenset[PrefixTest]
#: most strings of a negative lookahead taken as tests
STRING_LIMIT = 16
#: most unknowns of the system
UNKNOWN_LIMIT = 64


def string_pieces(body: Node, plain: Callable[[Node], R.Regex]
                  ) -> list[tuple[R.Regex, Tests]] | None:
    """The pieces ``(A_j, D_j)`` of a repetition's body whose lookaheads are of fixed
    strings (one for ``(?=v)``, up to :data:`STRING_LIMIT` for ``(?!...)``), at least
    one of two characters or more; None otherwise (or a piece matching ε)."""
    found = _pieces(body, plain, _string_test, frozenset())
    if found is None or any(a.nullable for a, _ in found) or \
            not any(len(v) > 1 for _, d in found for v, _ in d):
        return None
    return found


def _string_test(node: Node) -> Tests | None:
    if node[0] != "look" or node[1]:  # not a lookahead
        return None
    negative = bool(node[2])
    strings = finite_strings(node[3], STRING_LIMIT if negative else 1)
    if not strings or any(s == "" for s in strings):
        return None
    return frozenset((s, not negative) for s in strings)


def _language(test: PrefixTest) -> R.Regex:
    """The rests that pass ``test``: ``vΣ*``, or the complement written plainly:
    ``⋃_k v[:k]·(ε ∪ (Σ∖v[k])Σ*)``."""
    v, positive = test
    if positive:
        return R.concat(R.literal(v), R.ALL)
    return R.union(*(R.concat(R.literal(v[:k]), R.union(R.EPSILON, R.concat(
        R.chars(~INTERVALS.char(ord(v[k]))), R.ALL))) for k in range(len(v))))


def _restrict(r: R.Regex, tests: Tests) -> R.Regex:
    """``r ∩ ⋂ tests`` (one class and a test of one character: the class cut)."""
    for test in tests:
        v, positive = test
        if r.kind == R.CHARS and len(v) == 1:
            one = INTERVALS.char(ord(v))
            r = R.chars(r.chars & one if positive else r.chars - one)  # type: ignore[operator]
        elif r.max_len is not None and r.max_len < len(v):
            r = R.EMPTY_LANG if positive else r  # too short to start with v
        else:
            r = R.inter(r, _language(test))
    return r


def _quotient(tests: Tests, u: str) -> Tests | None:
    """The tests ``tests`` make of what follows ``u`` (see the module docstring); None
    when one fails."""
    out: set[PrefixTest] = set()
    for v, positive in tests:
        if len(u) < len(v) and v.startswith(u):
            out.add((v[len(u):], positive))
        elif u.startswith(v) != positive:
            return None
    return frozenset(out)


def _without(a: R.Regex, strings: set[str]) -> R.Regex:
    """``A ∖ strings``."""
    inside = [s for s in strings if left_quotient(a, s).nullable]
    if not inside:
        return a
    if a.kind == R.CHARS and all(len(s) == 1 for s in inside):
        return R.chars(a.chars - INTERVALS.of_ranges(  # type: ignore[operator]
            (ord(s), ord(s)) for s in inside))
    return R.diff(a, R.union(*(R.literal(s) for s in inside)))


def solve_strings(found: list[tuple[R.Regex, Tests]], first: R.Regex, more: R.Regex
                  ) -> R.Regex | None:
    """The repetition then its continuation (see the module docstring); None past
    :data:`UNKNOWN_LIMIT` unknowns."""
    prefixes = {v[i:][:k] for _, d in found for v, _ in d
                for i in range(len(v)) for k in range(1, len(v) - i)}
    long = [_without(a, prefixes) for a, _ in found]
    short = [sorted(u for u in prefixes if left_quotient(a, u).nullable) for a, _ in found]
    index: dict[Tests, int] = {}
    todo: list[Tests] = []

    def unknown(q: Tests) -> int:
        if q not in index:
            index[q] = len(index)
            todo.append(q)
        return index[q]

    for _, d in found:
        unknown(d)
    rows: list[list[tuple[R.Regex, int]]] = []
    consts: list[R.Regex] = []
    while len(rows) < len(index):
        if len(index) > UNKNOWN_LIMIT:
            return None
        q = todo[len(rows)]
        row: list[tuple[R.Regex, int]] = []
        for j, (_, d) in enumerate(found):
            row.append((_restrict(long[j], q), unknown(d)))
            for u in short[j]:
                rest = _quotient(q, u)
                if rest is not None:
                    row.append((R.literal(u), unknown(d | rest)))
        rows.append(row)
        consts.append(_restrict(more, q))
    n = len(rows)
    coef = [[R.EMPTY_LANG] * n for _ in range(n)]
    for k, row in enumerate(rows):
        for c, col in row:
            coef[k][col] = R.union(coef[k][col], c)
    solved = solve_system(coef, consts)
    return R.union(first, *(R.concat(a, solved[index[d]]) for a, d in found))


__all__ = ["STRING_LIMIT", "UNKNOWN_LIMIT", "solve_strings", "string_pieces"]
