"""An unbounded repetition whose body reads the text around each iteration: a lookbehind
of one class at its start (``html.parser``'s ``(?:(?<=['"\\s/])[^\\s/>][^\\s/=>]*...)*``
reads the previous iteration's last character, or the text before the repetition),
lookaheads of one class and anchors that read the character after an iteration (the
next iteration's first, or what follows the repetition).

With the contexts of :mod:`strsat.regex.sre_contexts` (the class of the character before
a point, one character wide), the rests on which ``(body)*`` then ``rest`` matches from a
point of context ``c`` are ``S_c = R_c ∪ ⋃ (iteration from c)·S_{c'}``, ``R_c`` the
language of ``rest`` and ``c'`` the context an iteration ends in.  An iteration's text
and which of its tests pass depend on ``c`` (its lookbehind), on ``c'`` (its last
character) and on the first character of what follows, through its minterm ``e`` of the
classes the body tests there.  So the unknowns are ``X_{c',e} = S_{c'} ∩ E_e·Σ*`` and
they solve ``X_{c,e} = ((R_c ∪ K_c) ∩ E_eΣ*) ∪ ⋃_{c',e'} (Q_{c,(c',e')} ∩ E_eΣ*)·
X_{c',e'}``, where ``Q_{c,(c',e')}`` are the iterations from ``c`` followed by ``(c',
e')`` and ``K_c`` the iterations followed by the end of the subject (where ``R_{c'}``
takes the empty rest).  The body never matches the empty string, so no coefficient is
nullable and Brzozowski's elimination (:func:`~.sre_trailing_look.solve_system`) gives
the one solution, the backtracking matcher's language (some sequence of iterations and
the rest match; CPython's zero-width protection never ends such a body's iteration).

``Q`` is read off the builder itself (:class:`~strsat.regex.sre_language.Languages`):
for each ``(c', e)`` the body is built with a continuation ``("var", ..., (c', e))``
whose language is ``E_e·m`` where it is reached in context ``c'`` and nothing elsewhere,
``m`` a *marker* character (the alphabet's last code point); the body's classes leave
the marker out, so the language is ``Q·E_e·m`` and its right quotient by ``x·m``
(``x ∈ E_e``) is ``Q``; with the continuation ``ε`` (where ``R_{c'}`` takes the empty
rest) it is ``K``.  The marker is a real character of the alphabet: a pattern that tells
it from another character (the *twin*) in any class it tests is not taken; otherwise
each class of the result gets the marker back exactly when it holds the twin (the
preimage of the twin's language), so the language is exact on every
string.  Taken only when every lookahead in the body is of one class and its anchors
read at most one character after (no ``\\Z``-before-newline ``$``), the contexts are one
character wide, and no group is referenced.
"""

from __future__ import annotations

from collections.abc import Callable

from . import ast as R
from .charset import INTERVALS, MAX_CHAR, IntervalSet
from .quotient import right_quotient
from .sre_contexts import START, Partition
from .sre_far_look import decided, leading_looks, look_classes
from .sre_trailing_look import solve_system
from .sre_tree import Node, is_plain, one_class, width

_NEWLINE = INTERVALS.char(10)


def _after_tests(node: Node, out: list[IntervalSet], far: list[Node]) -> bool:
    """Collect the classes ``node`` tests on a character after it (one-class lookaheads,
    ``\\b``/``\\B``'s word class, ``$``'s newline, every class of a leading lookahead
    in ``far`` (:mod:`~strsat.regex.sre_far_look`)); False when something else reads
    further."""
    kind = node[0]
    if kind == "look":
        if node[1]:  # a lookbehind reads the text before: the contexts answer it
            return True
        if node in far:
            look_classes(node, out)
            return True
        cls = one_class(node[3])
        if cls is not None:
            out.append(cls)
        return cls is not None
    if kind == "at":
        if node[1] in ("b", "B"):
            out.append(node[2])
        elif node[1] == "eol":
            out.append(_NEWLINE)
        return bool(node[1] != "eol_last")
    if kind in ("seq", "alt"):
        return all(_after_tests(n, out, far) for n in node[1])
    if kind == "rep" and node[3] == "possessive":
        # its end tests whether one more iteration matches: one character when the
        # body is one character wide (its classes join the tests), further otherwise
        if width(node[4]) != (1, 1) or not is_plain(node[4]):
            return False
        _classes(node[4], out)
        return True
    if kind == "atomic":  # its guards may read past the next character
        return False
    if kind in ("grp", "rep"):
        return _after_tests(node[-1], out, far)
    return kind in ("c", "mark")


def _classes(node: Node, out: list[IntervalSet]) -> None:
    """Every character class of ``node``, lookarounds' and anchors' included."""
    for part in node[1:]:
        if isinstance(part, IntervalSet):
            out.append(part)
        elif isinstance(part, tuple) and part and isinstance(part[0], str):
            _classes(part, out)
        elif isinstance(part, tuple):
            for n in part:
                if isinstance(n, tuple):
                    _classes(n, out)


def _strip(node: Node, markers: IntervalSet) -> Node:
    """``node`` with the markers left out of every class it consumes or looks ahead at
    (a lookbehind's classes are the contexts': kept)."""
    kind = node[0]
    if kind == "c":
        return ("c", node[1] - markers)
    if kind in ("seq", "alt"):
        return (kind, tuple(_strip(n, markers) for n in node[1]))
    if kind in ("grp", "rep", "atomic"):
        return (*node[:-1], _strip(node[-1], markers))
    if kind == "look" and not node[1]:
        return (*node[:3], _strip(node[3], markers), *node[4:])
    return node


def _restore(regex: R.Regex, markers: IntervalSet, twin: int) -> R.Regex:
    """``regex`` with each class holding the markers exactly when it holds the twin."""
    out: dict[int, R.Regex] = {}
    for n in R.postorder(regex):
        a = [out[c.id] for c in n.args]
        if n.kind == R.CHARS:
            assert n.chars is not None
            got = n.chars - markers
            out[n.id] = R.chars(got | markers if twin in n.chars else got)
        elif n.kind == R.CONCAT:
            out[n.id] = R.concat(*a)
        elif n.kind == R.UNION:
            out[n.id] = R.union(*a)
        elif n.kind == R.INTER:
            out[n.id] = R.inter(*a)
        elif n.kind == R.COMP:
            out[n.id] = R.comp(a[0])
        elif n.kind == R.STAR:
            out[n.id] = R.star(a[0])
        elif n.kind == R.LOOP:
            out[n.id] = R.loop(a[0], n.lo, n.hi)
        else:
            out[n.id] = n
    return out[regex.id]


class Star:
    """The data of one repetition's system: its contexts, first-character minterms and
    markers (the builder's ``var`` node asks :meth:`var_language`)."""

    def __init__(self, partition: Partition, firsts: list[IntervalSet]) -> None:
        self.contexts = [c for c in partition.contexts if c != START]
        self.firsts = firsts
        self.keys = [(c, e) for c in self.contexts for e in range(len(firsts))]
        self.markers = INTERVALS.char(MAX_CHAR)
        self.twin = MAX_CHAR - 1

    def var_language(self, ctx: int, empty_rest: bool, target: tuple[int, int] | None
                     ) -> R.Regex:
        """The continuation's stand-in after an iteration ending in context ``ctx``: the
        first character of ``target``'s minterm and the marker where ``target`` is
        ``(ctx, e)``, nothing for another target; for no target, the empty rest."""
        if target is None:
            return R.EPSILON if empty_rest else R.EMPTY_LANG
        if target[0] != ctx:
            return R.EMPTY_LANG
        return R.concat(R.chars(self.firsts[target[1]] - self.markers), R.literal(chr(MAX_CHAR)))


def context_star(build: Callable[[tuple[Node, ...], int, bool], R.Regex], partition: Partition,
                 register: Callable[[Node, Star], None], body: Node, rest: tuple[Node, ...],
                 ctx: int, consumed: bool,
                 look: Callable[[Node, int], R.Regex] | None = None) -> R.Regex | None:
    """``(body)*`` then ``rest`` from a point of context ``ctx`` (module docstring), with
    ``build(todo, ctx, consumed)`` the builder's languages and ``look(body, ctx)`` a
    lookahead's (for a leading lookahead that reads further,
    :mod:`~strsat.regex.sre_far_look`); None for a body outside the class (the caller
    then refuses the pattern)."""
    tests: list[IntervalSet] = []
    far = leading_looks(body) if look is not None else []
    if partition.width != 1 or width(body)[0] < 1 or not _after_tests(body, tests, far):
        return None
    firsts = [INTERVALS.convert(r) for r, _ in INTERVALS.minterms(list(dict.fromkeys(tests)))] \
        if tests else [INTERVALS.full]
    star = Star(partition, firsts)
    every: list[IntervalSet] = [*firsts, *partition.classes]
    _classes(body, every)
    if any((star.twin in s) != bool(s & star.markers) or
           (s & star.markers and (star.markers - s)) for s in every):
        return None  # the pattern tells a marker from its twin
    stripped = _strip(body, star.markers)

    def continued(c: int, cons: bool, target: tuple[int, int] | None) -> R.Regex:
        var: Node = ("var", body, rest, target)
        register(var, star)
        return build((stripped, var), c, cons)

    far_stripped = leading_looks(stripped) if far else []

    def row(c: int, cons: bool) -> tuple[R.Regex, list[R.Regex]] | None:
        done = _restore(continued(c, cons, None), star.markers, star.twin)
        seen = [look(n[3], c) for n in far_stripped] if look is not None else []
        coef = []
        for key in star.keys:
            first = star.firsts[key[1]] - star.markers
            q = right_quotient(continued(c, cons, key), chr(first.min()) + chr(MAX_CHAR))
            if q is not R.EMPTY_LANG and not all(
                    decided(y, R.concat(q, R.chars(first))) for y in seen):
                return None  # a leading lookahead reads past the next character
            coef.append(_restore(q, star.markers, star.twin))
        return done, coef

    rows = {c: row(c, True) for c in star.contexts}
    first_row = row(ctx, consumed)
    if first_row is None or any(r is None for r in rows.values()):
        return None
    coef: list[list[R.Regex]] = []
    const: list[R.Regex] = []
    for c, e in star.keys:
        test = R.concat(R.chars(star.firsts[e]), R.ALL)
        got = rows[c]
        assert got is not None
        done, qs = got
        coef.append([R.inter(q, test) for q in qs])
        const.append(R.inter(R.union(build(rest, c, True), done), test))
    solved = solve_system(coef, const)
    done, qs = first_row
    return R.union(build(rest, ctx, consumed), done,
                   *(R.concat(q, x) for q, x in zip(qs, solved, strict=True)))


__all__ = ["Star", "context_star"]
