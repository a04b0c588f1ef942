"""Shared vocabulary of the reductions: term builders, skolem witnesses, regexes.

The Boolean builders ``conj``, ``disj`` and ``implies`` are :mod:`strsat.terms.formulas`'s,
imported here for the reductions.

Skolem witnesses (each a function of its arguments; documented in
:mod:`strsat.engine.skolems`):

* ``pre(x, n)`` — ``substr(x, 0, n)``, the prefix of ``x`` of length ``n``;
* ``suf(x, n)`` — ``substr(x, n, |x| - n)``, the rest of ``x`` from position ``n``;
* ``ctn_pre(s, t)``/``ctn_suf(s, t)`` — ``s = ctn_pre·t·ctn_suf`` at the first
  occurrence of ``t`` in ``s`` (both ``""`` when ``t`` does not occur).

A lemma is valid when it holds for all values of the arguments once ``k`` is
``f(args)`` and every skolem takes the value its definition gives.
"""

from __future__ import annotations

from ...rewrite.simplify import simplify
from ...terms import EMPTY, INT, MAX_CHAR, TRUE, Term, integer, mk, string
from ...terms.formulas import conj as conj
from ...terms.formulas import disj as disj
from ...terms.formulas import implies as implies
from .context import Lemma, SkolemFactory
from .inferences import Inference

#: The largest code point (SMT-LIB alphabet 0..0x2FFFF).
MAX_CODE = 0x2FFFF


# ---- terms ---------------------------------------------------------------------------

def length(s: Term) -> Term:
    return mk("str.len", s)


def eq(a: Term, b: Term) -> Term:
    return mk("=", a, b)


def neq(a: Term, b: Term) -> Term:
    return mk("not", mk("=", a, b))


def neg(a: Term) -> Term:
    return mk("not", a)


def ite(c: Term, a: Term, b: Term) -> Term:
    return mk("ite", c, a, b)


def cat(*parts: Term) -> Term:
    """``str.++`` of ``parts`` (``""`` dropped; the simplifier merges the rest)."""
    items = [p for p in parts if p is not EMPTY]
    if not items:
        return EMPTY
    return items[0] if len(items) == 1 else mk("str.++", *items)


def add(*parts: Term) -> Term:
    return parts[0] if len(parts) == 1 else mk("+", *parts)


def sub(a: Term, b: Term) -> Term:
    return mk("-", a, b)


def num(n: int) -> Term:
    return integer(n)


def le(a: Term, b: Term) -> Term:
    return mk("<=", a, b)


def lt(a: Term, b: Term) -> Term:
    return mk("<", a, b)


def is_const(t: Term, value: object = None) -> bool:
    return t.op == "const" and (value is None or t.value == value)


# ---- regular languages -----------------------------------------------------------------

def re_all() -> Term:
    return mk("re.all")


def re_lit(t: Term) -> Term:
    return mk("str.to_re", t)


def re_range(lo: str, hi: str) -> Term:
    return mk("re.range", string(lo), string(hi))


def re_containing(r: Term) -> Term:
    """``Σ*·r·Σ*``: the strings with a substring in ``r``."""
    return mk("re.++", re_all(), r, re_all())


def re_nonempty(r: Term) -> Term:
    """``r ∖ {ε}``."""
    return mk("re.inter", r, mk("re.+", mk("re.allchar")))


def re_shortest(r: Term) -> Term:
    """``r ∖ r·Σ⁺``: the words of ``r`` with no proper non-empty prefix in ``r``
    (given ``ε ∉ r``, the shortest matches)."""
    return mk("re.diff", r, mk("re.++", r, mk("re.+", mk("re.allchar"))))


def re_factors(c: str) -> Term:
    """The language of the substrings of ``c`` (``ε`` included): for each start
    position, the prefixes of the rest, as nested options."""
    alts: list[Term] = []
    seen: set[str] = set()
    for i in range(len(c)):
        rest = c[i:]
        if rest in seen:
            continue
        seen.add(rest)
        r: Term | None = None
        for ch in reversed(rest):
            head = re_lit(string(ch))
            r = mk("re.opt", head if r is None else mk("re.++", head, r))
        assert r is not None
        alts.append(r)
    if not alts:
        return re_lit(EMPTY)
    return alts[0] if len(alts) == 1 else mk("re.union", *alts)


def re_prefixes(c: str) -> Term:
    """The prefixes of ``c`` (``ε`` included): ``(c1 (c2 (… cn?)?)?)?``, linear size."""
    r: Term = re_lit(EMPTY)
    for ch in reversed(c):
        r = mk("re.opt", mk("re.++", re_lit(string(ch)), r))
    return r


def re_suffixes(c: str) -> Term:
    """The suffixes of ``c`` (``ε`` included): ``((c1? c2)? … cn)?``, linear size."""
    r: Term = re_lit(EMPTY)
    for ch in c:
        r = mk("re.opt", mk("re.++", r, re_lit(string(ch))))
    return r


def re_below(c: str) -> Term:
    """The strings lexicographically smaller than ``c``: its proper prefixes and,
    for each position ``i``, ``c[:i]`` then a smaller character then anything."""
    alts: list[Term] = [re_prefixes(c[:-1])] if c else []
    for i, ch in enumerate(c):
        if ord(ch) > 0:
            alts.append(mk("re.++", re_lit(string(c[:i])), re_range(chr(0), chr(ord(ch) - 1)),
                           re_all()))
    if not alts:
        return mk("re.none")
    return alts[0] if len(alts) == 1 else mk("re.union", *alts)


def re_above(c: str) -> Term:
    """The strings lexicographically greater than ``c``: its proper extensions and,
    for each position ``i``, ``c[:i]`` then a greater character then anything."""
    alts: list[Term] = [mk("re.++", re_lit(string(c)), mk("re.+", mk("re.allchar")))]
    for i, ch in enumerate(c):
        if ord(ch) < MAX_CHAR:
            alts.append(mk("re.++", re_lit(string(c[:i])),
                           re_range(chr(ord(ch) + 1), chr(MAX_CHAR)), re_all()))
    return alts[0] if len(alts) == 1 else mk("re.union", *alts)


def in_re(s: Term, r: Term) -> Term:
    return mk("str.in_re", s, r)


# ---- skolems ----------------------------------------------------------------------------

class Witnesses:
    """The skolem witnesses of the reductions, made through the engine's factory."""

    def __init__(self, skolems: SkolemFactory) -> None:
        self.sk = skolems

    def string(self, kind: str, *args: Term) -> Term:
        return self.sk.skolem(kind, *args)

    def integer(self, kind: str, *args: Term) -> Term:
        return self.sk.skolem(kind, *args, sort=INT)

    def pre(self, x: Term, n: Term) -> Term:
        """``substr(x, 0, n)`` (``""`` for the constant 0)."""
        n = simplify(n)
        return EMPTY if is_const(n, 0) else self.sk.skolem("pre", x, n)

    def suf(self, x: Term, n: Term) -> Term:
        """``substr(x, n, |x| - n)`` (``x`` itself for the constant 0)."""
        n = simplify(n)
        return x if is_const(n, 0) else self.sk.skolem("suf", x, n)

    def ctn(self, s: Term, t: Term) -> tuple[Term, Term]:
        """``(ctn_pre, ctn_suf)`` of ``(s, t)``: ``s = ctn_pre·t·ctn_suf`` at the first
        occurrence."""
        return self.sk.skolem("ctn_pre", s, t), self.sk.skolem("ctn_suf", s, t)


def first_occurrence(s: Term, t: Term, a: Term, b: Term) -> Term:
    """``s = a·t·b`` with no earlier occurrence of ``t``:
    ``¬contains(a·substr(t, 0, |t| - 1), t)``."""
    head = mk("str.substr", t, num(0), sub(length(t), num(1)))
    return conj(eq(s, cat(a, t, b)), neg(mk("str.contains", cat(a, head), t)))


# ---- results ----------------------------------------------------------------------------

Reduction = tuple[list[Lemma], bool]


def lemmas(*items: tuple[Term, Inference]) -> list[Lemma]:
    """Lemmas from (formula, kind) pairs, simplified, trivially true ones dropped: the
    axioms of the reductions (valid formulas without premises)."""
    out: list[Lemma] = []
    for formula, kind in items:
        f = simplify(formula)
        if f is not TRUE:
            out.append(Lemma((), f, kind))
    return out
