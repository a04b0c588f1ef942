"""From the fixed-length tier's reading of a candidate to dashed-string constraints.

The fixed-length builder (:mod:`strsat.theory.fixed_length.problem`) already reads the
relevant literals and guarded definitions into constraints over concatenations of
variables and constants, integer subterms replaced by the core's values (kept as
``facts``).  :func:`translate` states each of them over dashed strings
(:mod:`.constraints`, :mod:`.functions`): exactly where the dashed tier defines the
operation on long parts, otherwise as a :class:`~.constraints.Check` (or a
:class:`~.constraints.Function`) decided by the reference evaluator once its variables
are known.

``sizes`` gives the length of an item list when the lengths are fixed (the core's
candidate) and is None for the length-free propagation; ``substr``/``at``/``indexof``
are exact only with sizes, and are over-approximated (``s = P·k·S``) without.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from itertools import count

from ...regex import ast as R
from ...regex.charset import INTERVALS
from ...terms import INT, STRING, Term
from ...terms.evaluate import Evaluator, evaluate, matches
from ...terms.term import check_order
from ...terms.values import number_of, text_of
from ...terms.walk import free_vars
from ..fixed_length import constraints as fl
from ..regular.languages import Languages
from .constraints import (
    Check,
    Const,
    Equation,
    Function,
    Item,
    Lex,
    Member,
    Reasons,
    disequality,
)
from .functions import Stated, contains, from_int, indexof, replace, replace_all, substr

#: The length of an item list under the candidate's lengths (None: not fixed).
Sizes = Callable[[Sequence[Term]], int | None] | None


class Aux:
    """A variable of the dashed problem that stands for no term (a piece of a split)."""

    __slots__ = ("name",)
    _ids = count()

    def __init__(self, kind: str) -> None:
        self.name = f"{kind}!{next(Aux._ids)}"

    def __repr__(self) -> str:
        return self.name


def _item(t: Term) -> Item:
    return Const(text_of(t)) if t.op == "const" else t


def _items(ts: Sequence[Term]) -> tuple[Item, ...]:
    return tuple(_item(t) for t in ts)


def _const(ts: Sequence[Term]) -> str | None:
    if all(t.op == "const" for t in ts):
        return "".join(text_of(t) for t in ts)
    return None


def _string_vars(t: Term) -> tuple[Term, ...]:
    return tuple(sorted((v for v in free_vars(t) if v.sort is STRING), key=check_order))


def _evaluator_check(term: Term, reasons: Reasons) -> Check:
    """``term`` decided by the reference evaluator once its string variables are known."""
    vs = _string_vars(term)

    def test(vals: Mapping[Hashable, str]) -> bool:
        # the term's variables are terms: the auxiliary variables' values are not read
        return bool(Evaluator({v: w for v, w in vals.items() if isinstance(v, Term)}).holds(term))

    return Check(vs, test, reasons, term.op)


def translate(c: fl.Constraint, sizes: Sizes, reasons: Reasons, languages: Languages) -> Stated:
    """The fixed-length constraint ``c`` as dashed-string constraints (memberships read
    their ASTs from the loop's shared ``languages``)."""
    if isinstance(c, fl.Trivial):
        return Stated()
    if isinstance(c, fl.Impossible):
        return Stated(impossible=True)
    if isinstance(c, fl.Equation):
        first = _items(c.parts[0])
        return Stated([Equation(first, _items(side), reasons) for side in c.parts[1:]])
    if isinstance(c, fl.Disequation):
        return Stated([disequality(_items(c.parts[0]), _items(c.parts[1]), reasons)])
    if isinstance(c, fl.Membership):
        return _membership(c, reasons, languages)
    if isinstance(c, fl.Contains | fl.NotContains):
        got = contains(_items(c.a), _items(c.b), isinstance(c, fl.Contains), Aux, reasons)
        return got if got.exact else Stated([_evaluator_check(c.term, reasons)])
    if isinstance(c, fl.PrefixOf | fl.SuffixOf | fl.NotPrefixOf | fl.NotSuffixOf):
        return _affix(c, reasons)
    if isinstance(c, fl.Lexicographic):
        return Stated([Lex(_items(c.a), _items(c.b), c.strict, reasons)])
    if isinstance(c, fl.Digit | fl.NotDigit):
        digit = R.chars(INTERVALS.range(ord("0"), ord("9")))
        out = Stated()
        x = _as_var(_items(c.x), out, reasons)
        out.constraints.append(Member(x, digit, isinstance(c, fl.Digit), reasons))
        return out
    if isinstance(c, fl.Definition):
        return _definition(c, sizes, reasons)
    return _check(c, sizes, reasons)


def _as_var(xs: tuple[Item, ...], out: Stated, reasons: Reasons) -> Hashable:
    if len(xs) == 1 and not isinstance(xs[0], Const):
        return xs[0]
    v = Aux("whole")
    out.aux[v] = (0, 1 << 62)
    out.constraints.append(Equation((v,), xs, reasons))
    return v


def _membership(c: fl.Membership, reasons: Reasons, languages: Languages) -> Stated:
    xs, regex, positive = c.x, c.language, c.positive
    node = languages.ast(regex)
    if node is None:
        return Stated([_evaluator_check(c.term, reasons)])
    out = Stated()
    x = _as_var(_items(xs), out, reasons)

    def check(w: str) -> bool:
        return matches(regex, w)

    out.constraints.append(Member(x, node, positive, reasons, check=check))
    return out


def _affix(c: fl.PrefixOf | fl.SuffixOf | fl.NotPrefixOf | fl.NotSuffixOf, reasons: Reasons
           ) -> Stated:
    """``prefixof(a, b)``: ``b = a·S``; ``suffixof(a, b)``: ``b = P·a``; the negations
    of a constant ``a`` are memberships."""
    a, b = c.a, c.b
    prefix = isinstance(c, fl.PrefixOf | fl.NotPrefixOf)
    if isinstance(c, fl.PrefixOf | fl.SuffixOf):
        rest = Aux("rest")
        side = (*_items(a), rest) if prefix else (rest, *_items(a))
        return Stated([Equation(_items(b), side, reasons)], {rest: (0, 1 << 62)})
    text = _const(a)
    if text is None:
        return Stated([_evaluator_check(c.term, reasons)])
    node = R.concat(R.literal(text), R.ALL) if prefix else R.concat(R.ALL, R.literal(text))
    out = Stated()
    x = _as_var(_items(b), out, reasons)
    out.constraints.append(Member(x, node, False, reasons))
    return out


def _definition(c: fl.Definition, sizes: Sizes, reasons: Reasons) -> Stated:
    """``k = f(args)``, integer arguments already values."""
    k, app = c.k, c.app
    op, args = app.op, app.args
    pieces = [fl.items(a) if a.sort is STRING else None for a in args]
    num = [number_of(a) if a.sort is INT and a.op == "const" else None for a in args]
    if op in ("str.substr", "str.at") and pieces[0] is not None and num[1] is not None:
        n = num[2] if op == "str.substr" else 1
        if n is not None:
            s = _items(pieces[0])
            size = None if sizes is None else sizes(pieces[0])
            if size is not None:
                return substr(k, s, num[1], n, size, Aux, reasons)
            pre, suf = Aux("pre"), Aux("suf")  # k is a factor of s, whatever the lengths
            return Stated([Equation(s, (pre, k, suf), reasons)],
                          {pre: (0, 1 << 62), suf: (0, 1 << 62)}, exact=True)
    if op in ("str.replace", "str.replace_all") and pieces[0] is not None:
        p, r = (_const(x) if x is not None else None for x in pieces[1:])
        if p is not None and r is not None:
            out = Stated()
            x = _as_var(_items(pieces[0]), out, reasons)
            made = (replace_all if op == "str.replace_all" else replace)(k, x, p, r, reasons)
            out.constraints += made.constraints
            return out
    if op == "str.from_int" and num[0] is not None:
        return from_int(k, num[0], reasons)
    return Stated([_function(k, app, reasons)])


def _function(k: Term, app: Term, reasons: Reasons) -> Function:
    """``k = app`` computed by the evaluator from the values of ``app``'s variables."""
    ins = _string_vars(app)

    def fn(*vals: str) -> str:
        return str(evaluate(app, dict(zip(ins, vals, strict=True))))

    return Function(k, ins, fn, reasons)


def _check(c: fl.Constraint, sizes: Sizes, reasons: Reasons) -> Stated:
    """A CHECK: ``K = indexof(s, t, i)`` with a constant ``t`` is stated over dashed
    strings (:func:`.functions.indexof`; ``K = −1`` only with the sizes), the evaluator
    checking it too; anything else is left to the evaluator."""
    t = c.term
    if (t.op == "=" and len(t.args) == 2
            and t.args[0].op == "const" and t.args[0].sort is INT
            and t.args[1].op == "str.indexof"):
        s, pat, i = t.args[1].args
        ss, pp = fl.items(s), fl.items(pat)
        text = _const(pp) if pp is not None else None
        if ss is not None and text is not None and i.op == "const":
            made = indexof(number_of(t.args[0]), _items(ss), text, number_of(i),
                           None if sizes is None else sizes(ss), Aux, reasons)
            if made.impossible:
                return made
            made.constraints.append(_evaluator_check(t, reasons))
            return made
    return Stated([_evaluator_check(t, reasons)])
