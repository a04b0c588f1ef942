"""Bounds of ``str.to_code`` from the alphabets of top-level memberships.

A symbolic executor's path condition keeps the domain of an input as a membership —
``x ∈ [\\u{0}-\\u{7f}]*`` after ``isascii()``, ``data ∈ [\\u{0}-\\u{ff}]*`` for bytes — and
compares the codes of characters read from it: ``ord(x[0]) > 128``, the last byte of
``data[:3]``.  Each character of a factor of ``v`` (``v`` itself, ``str.at``/
``str.substr`` of a factor, a variable equal to one, a part of a concatenation equal to
one) is a character of ``v``, so a top-level ``v ∈ R`` bounds the code of a factor
``t`` by the *hull* of ``R``'s alphabet, the least and greatest character any word of
``R`` holds::

    (str.to_code t) = -1  or  lo ≤ (str.to_code t) ≤ hi

Asserted beside the conjuncts, that fact lets the integer core refute a code outside
the hull at once, where the procedures met the membership and the code separately
(a one-character ``x`` in ASCII, not in ``str.isalpha``'s class of 700 ranges and with
``(> (str.to_code x) 128)`` was unknown after its whole budget; with ``t`` a variable
equal to ``str.substr data 1 3`` the loop refuted one length of ``data`` after
another).  This is the integer abstraction of a string's characters of paper 001
(Pex: each string term's integer facts stated with it) fed by the alphabet
abstraction of cvc5's extended-function rewriter (Reynolds et al., CAV 2019, §4), on
character intervals rather than on the constants' characters of
:mod:`.char_alphabets`.  Each fact is implied by the membership (and the equations
that make ``t`` a factor), whose formulas are its origins: a core through it stays a
core of the input.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from ..terms import FALSE, STRING, Term, integer, mk
from ..terms.ops import CONST, VAR
from ..terms.walk import preorder
from .eliminate import conjuncts_with_origins
from .inline import Inlined

if TYPE_CHECKING:
    from typing import Literal

__all__ = ["add_code_bounds", "may_apply"]

#: Past this many conjuncts the facts are not looked for (small path conditions are the
#: target; each conjunct is walked once).
MAX_CONJUNCTS = 2_000
#: The greatest code point of the SMT-LIB string theory.
MAX_CODE = 0x2FFFF
#: Deepest regex looked at for its hull (deeper: no bound).
MAX_DEPTH = 64

Hull = tuple[int, int] | None  # (lo, hi); None: no character at all


def may_apply(formulas: Sequence[Term]) -> bool:
    """Whether the formulas hold both a ``str.to_code`` and a ``str.in_re`` (cheap: one
    walk, no term built)."""
    code = member = False
    for t in preorder(list(formulas)):
        code = code or t.op == "str.to_code"
        member = member or t.op == "str.in_re"
        if code and member:
            return True
    return False


def add_code_bounds(formulas: Sequence[Term], eliminated: Inlined | None,
                    deadline: Deadline, simplify: Callable[[Term], Term]) -> Inlined | None:
    """The conjuncts (``eliminated``'s, else the simplified ``formulas``'s) with one code
    bound added per ``str.to_code`` of a factor of a variable that a top-level membership
    with a narrower hull than every character constrains (module doc), each with the
    origins of the conjuncts it follows from; None when there is none to add."""
    items, origins, definitions = conjuncts_with_origins(
        formulas, eliminated, deadline, simplify, "bounding character codes")
    if len(items) > MAX_CONJUNCTS or FALSE in items:
        return None
    hulls = _hulls(items)
    if not hulls:
        return None
    within = _factor_edges(items)
    facts: list[Term] = []
    fact_origins: list[frozenset[int]] = []
    seen: set[tuple[Term, int]] = set()
    for t in preorder(items):
        if t.op != "str.to_code":
            continue
        deadline.check("bounding character codes")
        for v, used in _roots(t.args[0], within):
            for (lo, hi), member in hulls.get(v, ()):
                if (t, member) in seen:
                    continue
                seen.add((t, member))
                facts.append(_bound(t, lo, hi))
                fact_origins.append(origins[member].union(*(origins[j] for j in used)))
    if not facts:
        return None
    return Inlined(items + facts, origins + fact_origins, definitions)


def _bound(code: Term, lo: int, hi: int) -> Term:
    """``code = -1 ∨ lo ≤ code ≤ hi`` (an empty hull: ``code = -1``)."""
    none = mk("=", code, integer(-1))
    if lo > hi:
        return none
    return mk("or", none, mk("and", mk("<=", integer(lo), code), mk("<=", code, integer(hi))))


# ---- memberships -----------------------------------------------------------------------------


def _hulls(items: Sequence[Term]) -> dict[Term, list[tuple[tuple[int, int], int]]]:
    """By String variable: the hulls narrower than every character of the top-level
    memberships over it, each with the index of its conjunct (``lo > hi``: no
    character)."""
    out: dict[Term, list[tuple[tuple[int, int], int]]] = {}
    for k, c in enumerate(items):
        if c.op != "str.in_re" or c.args[0].op != VAR or not c.args[1].ground:
            continue
        hull = _hull(c.args[1], 0)
        if hull is False:
            continue
        bounds = (1, 0) if hull is None else hull
        if bounds != (0, MAX_CODE):
            out.setdefault(c.args[0], []).append((bounds, k))
    return out


def _hull(r: Term, depth: int) -> Hull | Literal[False]:
    """The least and greatest character of the words of the ground regex ``r`` (an
    over-approximation), None when its words hold no character, False when unknown."""
    op, args = r.op, r.args
    if depth > MAX_DEPTH:
        return False
    d = depth + 1
    if op == "str.to_re":
        s = args[0]
        if s.op != CONST or not isinstance(s.value, str):
            return False
        codes = [ord(ch) for ch in s.value]
        return (min(codes), max(codes)) if codes else None
    if op == "re.range":
        a, b = args
        if a.op != CONST or b.op != CONST or len(str(a.value)) != 1 or len(str(b.value)) != 1:
            return None  # SMT-LIB: not single characters, the empty language
        lo, hi = ord(str(a.value)), ord(str(b.value))
        return (lo, hi) if lo <= hi else None
    if op in ("re.allchar", "re.all", "re.comp"):
        return (0, MAX_CODE)
    if op in ("re.none", "re.nostr"):
        return None
    if op in ("re.*", "re.+", "re.opt", "re.loop", "re.^"):
        return _hull(args[0], d)
    if op == "re.diff":
        return _hull(args[0], d)
    if op in ("re.union", "re.++"):
        return _join([_hull(a, d) for a in args])
    if op == "re.inter":
        return _meet([_hull(a, d) for a in args])
    return False


def _join(hulls: list[Hull | Literal[False]]) -> Hull | Literal[False]:
    if any(h is False for h in hulls):
        return False
    present = [h for h in hulls if isinstance(h, tuple)]
    if not present:
        return None
    return (min(h[0] for h in present), max(h[1] for h in present))


def _meet(hulls: list[Hull | Literal[False]]) -> Hull | Literal[False]:
    known = [h for h in hulls if h is not False]
    if not known:
        return False
    if any(h is None for h in known):
        return None
    lo = max(h[0] for h in known if isinstance(h, tuple))
    hi = min(h[1] for h in known if isinstance(h, tuple))
    return (lo, hi) if lo <= hi else None


# ---- factors ---------------------------------------------------------------------------------


def _factor_edges(items: Sequence[Term]) -> dict[Term, list[tuple[Term, int]]]:
    """By String variable ``u``: the variables ``w`` that a top-level equation makes ``u``
    a factor of (``u = reader of w``, ``w = … u …``), with the equation's index."""
    edges: dict[Term, list[tuple[Term, int]]] = {}
    for k, c in enumerate(items):
        if c.op != "=" or len(c.args) != 2 or c.args[0].sort is not STRING:
            continue
        for a, b in (c.args, c.args[::-1]):
            if a.op != VAR:
                continue
            base = _base(b)
            if base is not None and base is not a:
                edges.setdefault(a, []).append((base, k))
            if b.op == "str.++":
                for part in b.args:
                    if part.op == VAR and part is not a:
                        edges.setdefault(part, []).append((a, k))
    return edges


def _base(t: Term) -> Term | None:
    """The variable whose factor ``t`` is through ``str.at``/``str.substr``, else None."""
    while t.op in ("str.at", "str.substr"):
        t = t.args[0]
    return t if t.op == VAR and t.sort is STRING else None


def _roots(t: Term, within: dict[Term, list[tuple[Term, int]]]
           ) -> list[tuple[Term, frozenset[int]]]:
    """The variables ``t`` is a factor of, each with the equations that show it."""
    start = _base(t)
    if start is None:
        return []
    out: list[tuple[Term, frozenset[int]]] = []
    seen = {start}
    stack: list[tuple[Term, frozenset[int]]] = [(start, frozenset())]
    while stack:
        v, used = stack.pop()
        out.append((v, used))
        for w, k in within.get(v, ()):
            if w not in seen:
                seen.add(w)
                stack.append((w, used | {k}))
    return out

