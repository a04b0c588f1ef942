"""SMT-LIB ``re.*`` terms -> regex AST (the only regex module that knows terms).

Semantics follow the SMT-LIB 2.6 theory of strings: ``re.range`` with an
argument that is not a one-character literal denotes the empty language;
``(_ re.loop i j)`` with ``j < i`` is empty; ``(_ re.^ n)`` is ``(_ re.loop n n)``;
``re.diff`` is left-associative difference.  A RegLan term whose value is not
fixed (``(str.to_re x)`` for a variable ``x``, a RegLan ``ite`` or variable) is
not a regular constant and raises :class:`NotRegularConstant`.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..terms import REGLAN, Term
from . import ast as R
from .errors import NotRegularConstant

if TYPE_CHECKING:
    from collections.abc import Callable


def _const_string(t: Term, parent: Term) -> str:
    if t.op == "const" and isinstance(t.value, str):
        return t.value
    raise NotRegularConstant(
        f"{parent.op} of a non-constant string: the regular expression is not a constant",
        subterm=t)


def _to_re(t: Term, args: list[R.Regex]) -> R.Regex:
    return R.literal(_const_string(t.args[0], t))


def _range(t: Term, args: list[R.Regex]) -> R.Regex:
    lo = _const_string(t.args[0], t)
    hi = _const_string(t.args[1], t)
    if len(lo) != 1 or len(hi) != 1:
        return R.EMPTY_LANG
    return R.char_range(ord(lo), ord(hi))


def _diff(t: Term, args: list[R.Regex]) -> R.Regex:
    out = args[0]
    for a in args[1:]:
        out = R.diff(out, a)
    return out


_BUILD: dict[str, Callable[[Term, list[R.Regex]], R.Regex]] = {
    "re.none": lambda t, a: R.EMPTY_LANG,
    "re.all": lambda t, a: R.ALL,
    "re.allchar": lambda t, a: R.ALLCHAR,
    "str.to_re": _to_re,
    "re.range": _range,
    "re.++": lambda t, a: R.concat(*a),
    "re.union": lambda t, a: R.union(*a),
    "re.inter": lambda t, a: R.inter(*a),
    "re.diff": _diff,
    "re.comp": lambda t, a: R.comp(a[0]),
    "re.*": lambda t, a: R.star(a[0]),
    "re.+": lambda t, a: R.plus(a[0]),
    "re.opt": lambda t, a: R.opt(a[0]),
    "re.loop": lambda t, a: R.loop(a[0], t.indices[0], t.indices[1]),
    "re.^": lambda t, a: R.loop(a[0], t.indices[0], t.indices[0]),
}


def regex_of_term(term: Term, cache: dict[int, R.Regex] | None = None) -> R.Regex:
    """The AST of a RegLan term (iterative; ``cache`` keyed by term id may be
    shared between calls).  Raises :class:`NotRegularConstant`."""
    if term.sort is not REGLAN:
        raise NotRegularConstant(f"not a regular expression: sort {term.sort}", subterm=term)
    memo: dict[int, R.Regex] = {} if cache is None else cache
    known = memo.get(term.id)
    if known is not None:
        # a cached term is not walked again (a class of 600 alternatives was walked
        # at each of the 991 look-ups of canonicalize_name's check: 7 % of it)
        return known
    # children before parents, each distinct subterm once, as ``postorder``; a subterm
    # already translated is not walked again (its subterms raised nothing): a new
    # membership over the 30 category classes walked all their alternatives afresh
    seen: set[int] = set()
    stack: list[tuple[Term, bool]] = [(term, False)]
    while stack:
        t, expanded = stack.pop()
        if expanded:
            if t.sort is not REGLAN:
                continue
            build = _BUILD.get(t.op)
            if build is None:
                raise NotRegularConstant(
                    f"{t.op} of sort RegLan is not a regular constant", subterm=t)
            memo[t.id] = build(t, [memo[a.id] for a in t.args if a.sort is REGLAN])
            continue
        if t.id in seen or t.id in memo:
            continue
        seen.add(t.id)
        stack.append((t, True))
        for child in reversed(t.args):
            if child.id not in seen and child.id not in memo:
                stack.append((child, False))
    return memo[term.id]
