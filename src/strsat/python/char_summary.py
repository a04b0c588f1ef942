"""Per-character work over a whole string as one term (issue 38: filters and counts).

A generator or comprehension whose per-character work is a *character predicate*
(``c in "0123456789X"``, ``c.isdigit()``, ``ord(c) < 33 or ord(c) > 126``,
``"a" <= c <= "z"``, ``and``/``or``/``not`` of those) gives, evaluated once on a
symbolic one-character string ``x``, a Bool term ``P(x)``.  :func:`char_class` turns
that term into the regular language of the characters it holds for; the consumers of
the comprehension then become one term valid for every length, with no decision per
character:

* ``"".join(c for c in s if P(c))`` is ``str.replace_re_all(s, ¬P, "")`` (each
  character outside ``P`` replaced by nothing; a one-character regex matches one
  character at a time, leftmost first: :func:`kept`);
* ``any(P(c) for c in s)`` is ``s ∈ Σ* P Σ*`` and ``all(...)`` is ``s ∈ P*``
  (:func:`some`, :func:`every`);
* ``sum(1 for c in s if P(c))`` is the length of the kept string (:func:`count`).

:func:`char_class` refuses (None) a term it cannot read as a set of characters: the
caller then keeps the per-character semantics.
"""

from __future__ import annotations

from typing import Any

from ..terms import BOOL, INT, Term, boolean, integer, mk, string
from . import termops as T

#: every one-character string
ALLCHAR = mk("re.allchar")
#: no string
NONE = mk("re.none")
#: the integer comparisons :func:`char_class` reads with a character's code on one side
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "=": "="}
#: the largest code point of the alphabet
_TOP = 0x2FFFF


def char_class(pred: Term, x: Term) -> Term | None:
    """The regex of the one-character strings ``c`` with ``pred[x := c]`` true, or
    None when ``pred`` is not read here (another variable, an operation on ``x`` other
    than a membership, an equality, a containment or a comparison of its code)."""
    if pred.sort is not BOOL:
        return None
    made = _class(pred, x)
    if made is None or x in _free_strings(made):
        return None
    return made if made is ALLCHAR or made is NONE else mk("re.inter", made, ALLCHAR)


def _free_strings(t: Term) -> set[Term]:
    from ..terms.walk import free_vars
    return set(free_vars(t))


def _class(p: Term, x: Term) -> Term | None:
    op, args = p.op, p.args
    if op == "const":
        return ALLCHAR if p.value is True else NONE
    if op == "not":
        inner = _class(args[0], x)
        return None if inner is None else mk("re.diff", ALLCHAR, inner)
    if op in ("and", "or"):
        parts = [_class(a, x) for a in args]
        if any(q is None for q in parts):
            return None
        return mk("re.inter" if op == "and" else "re.union", *parts)  # type: ignore[arg-type]
    if op == "str.in_re" and args[0] is x and x not in _free_strings(args[1]):
        return args[1]
    if op == "=" and len(args) == 2 and args[0].sort is not INT:
        if args[0] is x or args[1] is x:
            other = args[1] if args[0] is x else args[0]
            return _literal(other)
        if args[0].sort is BOOL:
            a, b = _class(args[0], x), _class(args[1], x)
            if a is None or b is None:
                return None
            return mk("re.union", mk("re.inter", a, b),
                      mk("re.diff", ALLCHAR, mk("re.union", a, b)))
        return None
    if op == "str.contains" and len(args) == 2:
        return _contains(args[0], args[1], x)
    if op in ("str.<", "str.<=") and len(args) == 2:
        return _lexicographic(op, args[0], args[1], x)
    if op in _FLIP and len(args) == 2:
        return _code_compare(op, args[0], args[1], x)
    return None


def _literal(t: Term) -> Term | None:
    """The one-character strings equal to the string constant ``t``."""
    v = T._text(t)
    if v is None:
        return None
    return mk("str.to_re", t) if len(v) == 1 else NONE


def _contains(haystack: Term, needle: Term, x: Term) -> Term | None:
    """``str.contains haystack needle`` with ``x`` one side and a constant the other."""
    if needle is x:
        v = T._text(haystack)
        if v is None:
            return None
        chars = sorted(set(v))
        if not chars:
            return NONE
        return mk("re.union", *(mk("str.to_re", string(c)) for c in chars)) \
            if len(chars) > 1 else mk("str.to_re", string(chars[0]))
    if haystack is x:
        v = T._text(needle)
        if v is None:
            return None
        return ALLCHAR if v == "" else _literal(needle)
    return None


def _lexicographic(op: str, a: Term, b: Term, x: Term) -> Term | None:
    """``a < b`` / ``a <= b`` on strings with ``x`` one side and a constant ``v`` the other.

    For one character ``x``: ``x < v`` is ``code(x) < code(v[0])`` or ``x == v[0]`` with
    ``v`` longer; ``v < x`` is ``v == ""`` or ``code(v[0]) < code(x)``; ``<=`` adds
    ``x == v``."""
    if (a is x) == (b is x):
        return None
    v = T._text(b if a is x else a)
    if v is None:
        return None
    if v == "":
        return NONE if a is x else ALLCHAR
    first = ord(v[0])
    strict = _range(0, first - 1) if a is x else _range(first + 1, _TOP)
    equal = op == "str.<=" and len(v) == 1 or (a is x and len(v) > 1)
    return mk("re.union", strict, _range(first, first)) if equal else strict


def _code_compare(op: str, a: Term, b: Term, x: Term) -> Term | None:
    """``str.to_code x op k`` (either side) for an integer constant ``k``."""
    code = mk("str.to_code", x)
    if b is code and a is not code:
        a, b, op = b, a, _FLIP[op]
    if a is not code:
        return None
    k = T._const(b)
    if k is None:
        return None
    low, high = {"<": (0, k - 1), "<=": (0, k), ">": (k + 1, _TOP), ">=": (k, _TOP),
                 "=": (k, k)}[op]
    return _range(max(low, 0), min(high, _TOP))


def _range(low: int, high: int) -> Term:
    """The characters with codes in ``low..high`` (none when empty)."""
    if low > high:
        return NONE
    return mk("re.range", string(chr(low)), string(chr(high)))


def kept(s: Term, keep: Term) -> Term:
    r"""The characters of ``s`` in the one-character regex ``keep``, in order.

    A string built a piece at a time (``"".join`` of looked-up characters: ``str.++`` of
    ``ite``\ s of constants and ``str.at``\ s) is kept a piece at a time: a constant
    evaluated, a concatenation and an ``ite`` piece by piece, one character ``c``
    (``str.at``) as ``ite(c ∈ keep, c, "")``; any other string by ``str.replace_re_all``
    (each character outside ``keep`` replaced by nothing: a one-character regex matches
    one character at a time, leftmost first)."""
    if keep is ALLCHAR:
        return s
    return _pieces(s, keep, lambda t: mk("str.replace_re_all", t, mk("re.diff", ALLCHAR, keep),
                                         string("")), _KEPT)


def some(s: Term, cls: Term) -> Term:
    """Some character of ``s`` is in ``cls`` (piece by piece as :func:`kept`)."""
    return _pieces(s, cls, lambda t: mk("str.in_re", t, mk("re.++", mk("re.all"), cls,
                                                           mk("re.all"))), _SOME)


def every(s: Term, cls: Term) -> Term:
    """Every character of ``s`` is in ``cls`` (piece by piece as :func:`kept`)."""
    return _pieces(s, cls, lambda t: mk("str.in_re", t, mk("re.*", cls)), _EVERY)


def count(s: Term, cls: Term) -> Term:
    """How many characters of ``s`` are in ``cls`` (piece by piece as :func:`kept`)."""
    return _pieces(s, cls, lambda t: T.length(kept(t, cls)), _COUNT)


#: how each summary combines pieces: (a concatenation's, a character's, a constant's)
_Combine = tuple[Any, Any, Any]
_KEPT: _Combine = (lambda parts: T.concat(*parts),
                   lambda c, inside: T.ite(inside, c, string("")),
                   lambda v: string(v))
_SOME: _Combine = (lambda parts: T.disj(*parts), lambda c, inside: inside,
                   lambda v: boolean(len(v) > 0))
_EVERY: _Combine = (lambda parts: T.conj(*parts), lambda c, inside: mk(
    "or", mk("=", c, string("")), inside), lambda v: boolean(len(v) == 0))
_COUNT: _Combine = (lambda parts: T.add(*parts),
                    lambda c, inside: T.ite(inside, integer(1), integer(0)),
                    lambda v: integer(len(v)))
#: the deepest nesting of concatenations and ``ite``\ s read piece by piece
_DEPTH = 32


def _pieces(s: Term, cls: Term, whole: Any, combine: _Combine, depth: int = 0) -> Term:
    """``s`` summarized piece by piece (see :func:`kept`); ``whole`` summarizes any other
    string at once; a constant piece is evaluated."""
    if depth > _DEPTH:
        return whole(s)  # type: ignore[no-any-return]
    v = T._text(s)
    if v is not None:
        inside = "".join(c for c in v if _member(c, cls))
        if combine is _EVERY:
            return boolean(len(inside) == len(v))
        return combine[2](inside)  # type: ignore[no-any-return]
    if s.op == "str.++":
        return combine[0]([_pieces(a, cls, whole, combine, depth + 1)  # type: ignore[no-any-return]
                           for a in s.args])
    if s.op == "ite":
        return T.ite(s.args[0], _pieces(s.args[1], cls, whole, combine, depth + 1),
                     _pieces(s.args[2], cls, whole, combine, depth + 1))
    if s.op == "str.at":
        return combine[1](s, mk("str.in_re", s, cls))  # type: ignore[no-any-return]
    return whole(s)  # type: ignore[no-any-return]


def _member(c: str, cls: Term) -> bool:
    from ..terms.evaluate import Evaluator
    return bool(Evaluator({}).evaluate(mk("str.in_re", string(c), cls)))


__all__ = ["ALLCHAR", "NONE", "char_class", "count", "every", "kept", "some"]
