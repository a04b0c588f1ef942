"""Predicates decided by a finite case analysis of their arguments (issue 39, item 3).

A subterm built from constants by ``ite``, ``str.replace``/``str.replace_all`` with any
pattern, ``str.substr``/``str.at`` of a constant with any indices, ``str.from_code``/
``str.from_int`` of an integer with finitely many values, ``str.indexof(s, s, i)``,
… takes one of finitely many values whatever its variables are.  cvc5's extended-function
rewriter closes such predicates by reasoning about the possible values of their
arguments (Reynolds et al., "High-level abstractions for simplifying extended string
constraints in SMT", CAV 2019, §4: the "multiset" and "arithmetic entailment" abstractions
that bound what a term may equal); here the abstraction is the set of *cases* of a term:

* a String term's case is ``(p, closed)``: the term equals ``p`` (closed), or it begins
  with ``p`` and continues with any string, possibly none (open).  ``(\"\", open)`` is
  the case of a term about which nothing is known;
* an Int term's cases are a finite set of values, or nothing is known.

A term's cases cover every value it takes under every assignment (sound
over-approximation).  ``CASES_DECIDE`` evaluates a predicate — ``=``, ``str.<``,
``str.<=``, ``str.prefixof``, ``str.suffixof``, ``str.contains``, ``str.in_re`` with a
ground regex, integer comparisons — on every combination of its arguments' cases with the
reference evaluator (an open case is compared by its known prefix only where the prefix
decides it, see :func:`_lex_outcomes`); when every combination gives the same truth value,
the predicate is that constant.  ``INDEXOF_SELF`` is the one fact the abstraction needs
about ``str.indexof``: the first occurrence of ``s`` in ``s`` from ``i`` is at 0 when
``i = 0`` and nowhere otherwise (SMT-LIB 2.6: from ``i > 0`` fewer than ``|s|``
characters are left; ``i < 0`` or ``i > |s|`` is −1; for ``s = \"\"`` the empty pattern is
found at ``i`` only when ``0 ≤ i ≤ 0``).

Checked on every assignment of short strings against the reference evaluator
(``tests/rewrite/test_cases_rules.py``).
"""

from __future__ import annotations

import itertools

from strsat.static import TYPE_CHECKING

from ...errors import StrsatError
from ...terms import FALSE, INT, REGLAN, STRING, TRUE, Term, integer, mk, string
from ...terms.evaluate import evaluate
from .build import components, is_part
from .registry import RuleContext, document, rule

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

document(
    INDEXOF_SELF="(str.indexof s s i) ⊢ (ite (= i 0) 0 -1)  (from 0 the occurrence is at 0;"
                 " from i > 0 fewer than |s| characters remain; i < 0 or i > |s| is -1; for"
                 " s = \"\" the empty pattern is found only at i = 0)",
    CASES_DECIDE="P(a, b) ⊢ true / false when P holds / fails on every combination of the"
                 " finitely many cases of a and b (values, or known prefixes of open cases)"
                 " that constants, ite, replace/replace_all with any pattern, substr/at of a"
                 " constant, from_code/from_int/to_code/len/indexof of finitely many values"
                 " can take (Reynolds et al., CAV 2019 §4)",
    CHAR_MISSING="(str.contains t w), (str.prefixof w t), (str.suffixof w t), (= t w) with a"
                 " constant w ⊢ false when w holds a character that t never holds: from_int"
                 " holds digits only; replace/replace_all(s, p, r) only characters of s and r,"
                 " and replace_all(s, c, r) no c when r has none; substr/at only s's; a"
                 " concatenation or ite only its parts' (the alphabet abstraction of cvc5's"
                 " rewriter, Reynolds et al., CAV 2019 §4)",
    CONTAINS_REPLACE="(str.contains (str.replace s p r) u), the same for replace_all ⊢ true"
                     " when u is a part of both s and r (the result is s, r·s, or holds r)",
)

#: At most this many cases per term: past it the term is "unknown" (the analysis stays
#: linear in the predicate's size times this).
MAX_CASES = 24
#: Deepest subterm looked at below a predicate (small predicates only).
MAX_DEPTH = 6

StrCase = tuple[str, bool]
_UNKNOWN: frozenset[StrCase] = frozenset({("", False)})


def _capped(cases: Iterable[StrCase]) -> frozenset[StrCase]:
    out = frozenset(cases)
    return out if len(out) <= MAX_CASES else _UNKNOWN


def _closed(cases: frozenset[StrCase]) -> list[str] | None:
    """The values when every case is closed, else None."""
    if all(closed for _, closed in cases):
        return sorted(v for v, _ in cases)
    return None


def _substrings(s: str) -> set[str] | None:
    """The non-empty factors of ``s``; None when ``s`` is too long to list them (a
    string of ``n`` characters has up to ``n(n+1)/2``)."""
    if len(s) > MAX_CASES:
        return None
    return {s[i:j] for i in range(len(s)) for j in range(i + 1, len(s) + 1)}


def _fold(op: str, *args: Term) -> object | None:
    """The reference evaluator's value of a ground application (None if undetermined)."""
    try:
        return evaluate(mk(op, *args))
    except StrsatError:
        return None


def _apply(op: str, arg_values: Sequence[Sequence[object]], make: Callable[[object], Term],
           extra: tuple[Term, ...] = ()) -> list[object] | None:
    """The values of ``op`` over every combination (None if any is undetermined)."""
    out: list[object] = []
    for combo in itertools.product(*arg_values):
        terms = [make(v) for v in combo]
        v = _fold(op, *terms, *extra)
        if v is None:
            return None
        out.append(v)
    return out


def _lit(v: object) -> Term:
    return string(v) if isinstance(v, str) else integer(v)  # type: ignore[arg-type]


def int_cases(t: Term, depth: int = 0) -> frozenset[int] | None:
    """A finite set holding every value of the Int term ``t``, or None."""
    if t.op == "const":
        return frozenset({t.value})  # type: ignore[arg-type]
    if depth >= MAX_DEPTH:
        return None
    op, args = t.op, t.args
    if op == "ite":
        a, b = int_cases(args[1], depth + 1), int_cases(args[2], depth + 1)
        return None if a is None or b is None else _int_capped(a | b)
    if op == "str.indexof" and args[0] is args[1]:
        start = int_cases(args[2], depth + 1)
        if start is None:
            return frozenset({0, -1})
        return frozenset(0 if i == 0 else -1 for i in start)
    if op in ("str.to_code", "str.len", "str.to_int", "str.indexof"):
        values: list[list[object]] = []
        for arg in args:
            vs: list[object] | None
            if arg.sort is STRING:
                strs = _closed(string_cases(arg, depth + 1))
                vs = None if strs is None else list(strs)
            else:
                ints = int_cases(arg, depth + 1)
                vs = None if ints is None else list(sorted(ints))
            if vs is None:
                return None
            values.append(vs)
        if _product_size(values) > MAX_CASES:
            return None
        got = _apply(op, values, _lit)
        return None if got is None else _int_capped(got)  # type: ignore[arg-type]
    if op in ("+", "-", "*"):
        parts = [int_cases(a, depth + 1) for a in args]
        if any(p is None for p in parts):
            return None
        lists = [sorted(p) for p in parts if p is not None]
        if _product_size(lists) > MAX_CASES:
            return None
        got = _apply(op, lists, _lit)
        return None if got is None else _int_capped(got)  # type: ignore[arg-type]
    return None


def _int_capped(values: Iterable[int]) -> frozenset[int] | None:
    out = frozenset(values)
    return out if len(out) <= MAX_CASES else None


def _product_size(lists: Sequence[Sequence[object]]) -> int:
    n = 1
    for v in lists:
        n *= len(v)
    return n


def string_cases(t: Term, depth: int = 0) -> frozenset[StrCase]:
    """Cases covering every value of the String term ``t`` (module doc)."""
    if t.op == "const":
        return frozenset({(t.value, True)})  # type: ignore[arg-type]
    if depth >= MAX_DEPTH:
        return _UNKNOWN
    op, args = t.op, t.args
    if op == "ite":
        return _capped(string_cases(args[1], depth + 1) | string_cases(args[2], depth + 1))
    if op == "str.++":
        acc: frozenset[StrCase] = frozenset({("", True)})
        for a in args:
            part = string_cases(a, depth + 1)
            nxt: set[StrCase] = set()
            for p, closed in acc:
                if not closed:
                    nxt.add((p, False))
                    continue
                nxt.update((p + q, c) for q, c in part)
            acc = _capped(nxt)
            if acc == _UNKNOWN:
                return acc
        return acc
    if op in ("str.replace", "str.replace_all"):
        return _replace_cases(op, args, depth)
    if op in ("str.substr", "str.at"):
        return _slice_cases(op, args, depth)
    if op in ("str.from_code", "str.from_int"):
        ints = int_cases(args[0], depth + 1)
        if ints is None:
            return _UNKNOWN
        got = _apply(op, [sorted(ints)], _lit)
        return _UNKNOWN if got is None else _capped((v, True) for v in got)  # type: ignore[misc]
    return _UNKNOWN


def _replace_cases(op: str, args: tuple[Term, ...], depth: int) -> frozenset[StrCase]:
    subjects = _closed(string_cases(args[0], depth + 1))
    replacements = _closed(string_cases(args[2], depth + 1))
    if subjects is None or replacements is None:
        return _UNKNOWN
    patterns = _closed(string_cases(args[1], depth + 1))
    out: set[StrCase] = set()
    for s in subjects:
        # every pattern: one of the given values, or (unknown) "", a substring of s, or
        # a string not in s (which leaves s as it is)
        factors = _substrings(s) if patterns is None else set()
        if factors is None:
            return _UNKNOWN
        pats = patterns if patterns is not None else ["", s, *sorted(factors)]
        for r in replacements:
            for p in pats:
                v = _fold(op, string(s), string(p), string(r))
                if not isinstance(v, str):
                    return _UNKNOWN
                out.add((v, True))
            if patterns is None:
                out.add((s, True))
            if len(out) > MAX_CASES:
                return _UNKNOWN
    return _capped(out)


def _slice_cases(op: str, args: tuple[Term, ...], depth: int) -> frozenset[StrCase]:
    subjects = _closed(string_cases(args[0], depth + 1))
    if subjects is None:
        return _UNKNOWN
    indices = [int_cases(a, depth + 1) for a in args[1:]]
    if all(ix is not None for ix in indices):
        lists: list[list[object]] = [list(subjects)]
        lists += [list(sorted(ix)) for ix in indices if ix is not None]
        if _product_size(lists) <= MAX_CASES:
            got = _apply(op, lists, _lit)
            if got is not None:
                return _capped((v, True) for v in got)  # type: ignore[misc]
    # any indices: a substring of the subject (str.at: one character), or ""
    out: set[StrCase] = {("", True)}
    for s in subjects:
        if op == "str.at":
            out.update((c, True) for c in s)
        else:
            factors = _substrings(s)
            if factors is None:
                return _UNKNOWN
            out.update((w, True) for w in factors)
        if len(out) > MAX_CASES:
            return _UNKNOWN
    return _capped(out)


# ---- deciding a predicate --------------------------------------------------------------

def _lex_outcomes(a: StrCase, b: StrCase) -> set[int]:
    """Every sign that comparing a value of case ``a`` with one of case ``b`` can give
    (−1: a before b, 0: equal, 1: after), by code points (SMT-LIB ``str.<``)."""
    (pa, ca), (pb, cb) = a, b
    n = min(len(pa), len(pb))
    for k in range(n):
        if pa[k] != pb[k]:
            return {-1} if pa[k] < pb[k] else {1}
    if len(pa) == len(pb):
        if ca and cb:
            return {0}
        if ca:
            return {0, -1}
        if cb:
            return {0, 1}
        return {-1, 0, 1}
    if len(pa) < len(pb):
        return {-1} if ca else {-1, 0, 1}
    return {1} if cb else {-1, 0, 1}


def _decide_pair(op: str, a: StrCase, b: StrCase, regex: Term | None) -> bool | None:
    """The truth of ``op`` on every value of the cases ``a``, ``b`` (None: it varies)."""
    (pa, ca), (pb, cb) = a, b
    if ca and cb:
        if regex is not None:
            v = _fold(op, string(pa), regex)
        else:
            v = _fold(op, string(pa), string(pb))
        return v if isinstance(v, bool) else None
    if op in ("str.<", "str.<="):
        outcomes = _lex_outcomes(a, b)
        allowed = {-1} if op == "str.<" else {-1, 0}
        if outcomes <= allowed:
            return True
        if not outcomes & allowed:
            return False
        return None
    if op == "=" or op == "str.prefixof":
        # the known prefixes disagree: the values differ, and neither is a prefix
        if not (pa.startswith(pb) or pb.startswith(pa)):
            return False
        if op == "str.prefixof" and ca and pb.startswith(pa):
            return True
        return None
    if op == "str.contains" and cb and pb in pa:
        return True
    return None


_STRING_PREDICATES = ("=", "str.<", "str.<=", "str.prefixof", "str.suffixof",
                      "str.contains")


def _interesting(t: Term) -> bool:
    """``t`` is neither a constant nor a term the analysis knows nothing of at once."""
    return t.op in ("ite", "str.++", "str.replace", "str.replace_all", "str.substr",
                    "str.at", "str.from_code", "str.from_int", "str.indexof", "str.to_code",
                    "str.len", "str.to_int", "+", "-", "*")


@rule("=", "str.<", "str.<=", "str.prefixof", "str.suffixof", "str.contains", "str.in_re",
      "<", "<=", ">", ">=")
def decide_by_cases(t: Term, ctx: RuleContext) -> Term | None:
    args = t.args
    if len(args) != 2 or not any(_interesting(a) for a in args):
        return None
    a, b = args
    if a.sort is INT:
        return _decide_ints(t, ctx)
    if a.sort is not STRING:
        return None
    regex: Term | None = None
    if t.op == "str.in_re":
        if b.sort is not REGLAN or not ctx.ground(b):
            return None
        regex = b
        right: frozenset[StrCase] = frozenset({("", True)})
    elif t.op in _STRING_PREDICATES:
        right = string_cases(b)
    else:
        return None
    left = string_cases(a)
    if left == _UNKNOWN and right == _UNKNOWN:
        return None
    if len(left) * len(right) > MAX_CASES * MAX_CASES:
        return None
    verdict: bool | None = None
    for ca in left:
        for cb in right:
            v = _decide_pair(t.op, ca, cb, regex)
            if v is None or (verdict is not None and v != verdict):
                return None
            verdict = v
    if verdict is None:
        return None
    ctx.hit("CASES_DECIDE")
    return TRUE if verdict else FALSE


def _decide_ints(t: Term, ctx: RuleContext) -> Term | None:
    a, b = t.args
    left, right = int_cases(a), int_cases(b)
    if left is None or right is None or len(left) * len(right) > MAX_CASES * MAX_CASES:
        return None
    if len(left) == 1 and len(right) == 1 and a.op == "const" and b.op == "const":
        return None  # folding's
    got = _apply(t.op, [sorted(left), sorted(right)], _lit)
    if got is None or len(set(got)) != 1:
        return None
    ctx.hit("CASES_DECIDE")
    return TRUE if got[0] else FALSE


_DIGITS = frozenset("0123456789")


def never_holds(t: Term, ch: str, depth: int = 0) -> bool:
    """No value of the String term ``t`` holds the character ``ch`` (syntactically)."""
    op = t.op
    if op == "const":
        return ch not in t.value  # type: ignore[operator]
    if depth >= MAX_DEPTH:
        return False
    args = t.args
    if op == "str.from_int":
        return ch not in _DIGITS
    if op in ("str.++", "ite"):
        parts = args[1:] if op == "ite" else args
        return all(never_holds(a, ch, depth + 1) for a in parts)
    if op in ("str.substr", "str.at"):
        return never_holds(args[0], ch, depth + 1)
    if op in ("str.replace", "str.replace_all"):
        if not never_holds(args[2], ch, depth + 1):
            return False
        if op == "str.replace_all" and args[1].op == "const" and args[1].value == ch:
            return True
        return never_holds(args[0], ch, depth + 1)
    if op == "str.from_code":
        codes = int_cases(args[0], depth + 1)
        return codes is not None and ord(ch) not in codes
    return False


@rule("str.contains", "str.prefixof", "str.suffixof", "=")
def char_missing(t: Term, ctx: RuleContext) -> Term | None:
    if len(t.args) != 2:
        return None
    a, b = t.args
    if t.op == "str.contains":
        subject, word = a, b
    elif t.op == "=":
        if a.sort is not STRING:
            return None
        subject, word = (a, b) if b.op == "const" else (b, a)
    else:
        word, subject = a, b
    if word.op != "const" or subject.op == "const" or not _interesting(subject):
        return None
    if any(never_holds(subject, ch) for ch in set(word.value)):  # type: ignore[arg-type]
        ctx.hit("CHAR_MISSING")
        return FALSE
    return None


@rule("str.contains")
def contains_replace(t: Term, ctx: RuleContext) -> Term | None:
    s, u = t.args
    if s.op not in ("str.replace", "str.replace_all"):
        return None
    subject, _, replacement = s.args
    if is_part(u, components(subject)) and is_part(u, components(replacement)):
        ctx.hit("CONTAINS_REPLACE")
        return TRUE
    return None


@rule("str.indexof")
def indexof_self(t: Term, ctx: RuleContext) -> Term | None:
    s, u, i = t.args
    if s is not u or i.op == "const":
        return None
    ctx.hit("INDEXOF_SELF")
    return mk("ite", mk("=", i, integer(0)), integer(0), integer(-1))


__all__ = ["MAX_CASES", "int_cases", "never_holds", "string_cases"]
