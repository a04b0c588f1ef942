"""The matches of a pattern that matches one character of a class, on the rest of the
subject: the loops of ``finditer``/``findall``/``split``/``sub`` without positions.

``json``'s encoders escape with ``ESCAPE.sub(replace, s)`` (``[\\x00-\\x1f\\\\"\\b\\f\\n\\r\\t]``,
``([\\\\"]|[^\\ -~])``), and so do many escapers and sanitizers: every match is one
character of a class ``C`` (the pattern only consumes, has one width, 1, and at most a
group around the whole).  CPython's matches are then exactly the characters of ``C`` in
order.  The general loop (:func:`strsat.python.re_iter.matches_of`) searches each time
from the last match's end: its positions nest (``indexof_re`` of a ``substr`` from the
previous one), and the formulas grow with the square of the matches.  Here each match
cuts the rest of the subject instead -- ``rest = g·c·q``, ``g`` free of ``C``, ``c`` one
character of ``C`` -- as auxiliary variables defined by word equations
(:func:`strsat.python.re_walk.run_piece`, :func:`~strsat.python.re_walk.fixed_piece`),
and whether there is another match is ``q ∈ Σ*·C·Σ*`` on the last such variable: one
decision per match, as before, on small terms.  ``sub`` and ``split`` join the pieces
``g`` and the last ``q`` (:attr:`SymMatch.gap`, :attr:`SymMatch.rest`) instead of
slices of the subject at the matches' positions.

A pattern that matches a maximal run of a class, ``C+`` (greedy or possessive: ``\\S+``,
``[^,]+``, ``(\\w+)``), is cut the same way (:func:`run_class`): ``rest = g·t·q``, ``g``
free of ``C``, ``t`` a run of ``C`` (non-empty when there is another match), ``q`` empty
or starting outside ``C`` -- CPython's next search starts at ``t``'s end, where no
character of ``C`` is, so its matches are exactly the runs, in order.
"""

from __future__ import annotations

import re as _re
from collections.abc import Callable, Iterator
from typing import Any

from ..regex import ast as R
from ..regex.charset import INTERVALS, IntervalSet
from ..regex.sre_language import plain_regex
from ..regex.sre_tree import Tree, groups_in, is_plain, width
from ..regex.to_term import charset_to_term
from ..terms import TRUE, mk
from . import termops as T
from .context import Kind, decide
from .re_match import SymMatch
from .re_walk import Result, Span, fixed_piece, run_piece
from .strings import SymStr
from .values import SymInt


def one_class(tree: Tree) -> tuple[IntervalSet, int | None] | None:
    """``(C, group)`` when every match of the pattern is one character of ``C``
    (``group``: the group around the whole pattern, or None); else None."""
    root = tree.root
    group = None
    if root[0] == "grp" and not groups_in(root[2]):
        group, inner = root[1], root[2]
    elif groups_in(root):
        return None
    else:
        inner = root
    if not is_plain(inner) or width(inner) != (1, 1):
        return None
    regex = plain_regex(inner)
    if regex.kind != R.CHARS or regex.chars is None:
        return None
    return INTERVALS.convert(regex.chars), group


def run_class(tree: Tree) -> tuple[IntervalSet, int | None] | None:
    """``(C, group)`` when every match of the pattern is a maximal run of characters of
    ``C`` (``C+``, greedy or possessive, maybe in a group around the whole); else None."""
    root = tree.root
    group = None
    if root[0] == "grp":
        group, root = root[1], root[2]
    if root[0] != "rep" or root[1] != 1 or root[2] is not None or \
            root[3] not in ("greedy", "possessive") or root[4][0] != "c":
        return None
    return INTERVALS.convert(root[4][1]), group


def char_matches(pattern: str, flags: int, tree: Tree, string: SymStr, cls: IntervalSet,
                 group: int | None, *, what: str, owner: Any, limit: int | None,
                 concrete_of: Callable[[int], Callable[..., Any]],
                 runs: bool = False) -> Iterator[SymMatch]:
    """The matches (see the module docstring); ``concrete_of(k)`` recomputes the
    ``k``-th match on concrete operands (for what a match object runs concretely);
    ``runs``: each match is a maximal run of ``cls`` (:func:`run_class`), else one
    character of it."""
    real = _re.compile(pattern, flags)
    n = string.length()
    some = mk("re.++", mk("re.all"), charset_to_term(cls), mk("re.all"))
    r, rv = string.term, string.value
    count = 0
    last_end = SymInt(T.num(0), 0)
    while limit is None or count < limit:
        found = mk("str.in_re", r, some)
        known = None if rv is None else any(ord(ch) in cls for ch in rv)
        if not decide(Kind.BRANCH, found, known, what):
            return
        gap, head, gapv, headv = run_piece(r, rv, cls, lambda k: TRUE)
        if runs:
            c, r, cv, rv = run_piece(head, headv, ~cls, lambda k: TRUE)
        else:
            c, r, cv, rv = fixed_piece(head, headv, 1, lambda k: TRUE)
        end = SymInt(T.sub(n.term, T.length(r)), None if n.value is None or rv is None
                     else n.value - len(rv))
        start = end - (SymInt(T.length(c), None if cv is None else len(cv)) if runs else 1)
        text = SymStr(c, cv)
        m = SymMatch("search", pattern, flags, tree, string, string, last_end, n, found,
                     owner=owner, must_advance=False, concrete=concrete_of(count),
                     operands=[string, 0], real=real)
        m.pos = 0
        m._begin = start
        spans = {0: Span(start, end, text)}
        if group is not None:
            spans[group] = Span(start, end, text)
        m._result = Result(spans, group)
        #: the text between the last match and this one, and the text after this one
        #: (``sub`` and ``split`` join these instead of slices at symbolic positions)
        m.gap, m.rest = SymStr(gap, gapv), SymStr(r, rv)
        yield m
        last_end = end
        count += 1


__all__ = ["char_matches", "one_class", "run_class"]
