"""From a theory context to constraints over string variables, grouped in components.

Every relevant string literal and every guarded definition becomes one
:class:`Constraint`.  Integer subterms (arguments of ``str.substr``, the Int
skolem of ``k = str.to_int(x)``, ...) are replaced by the core's values; the
equalities read (``t = v``) are kept as *facts*, because a lemma that blocks
the candidate must mention them (``FL_INT_BLOCK``).  Two definitions whose
value is a constant once the integers are known are decided here:
``K = str.to_code(x)`` and ``K = str.to_int(x)`` become equations with a
constant (or are decided by ``|x|``), so that the characters they force are
constants of the alphabet.

Components are the classes of string variables connected by constraints; the
search and the block lemma work per component.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ...terms import BOOL, INT, MAX_CHAR, REGLAN, STRING, Term, integer, mk, string
from ...terms.walk import free_vars, is_ground, postorder, substitute

#: Constraint kinds.
EQ, DEQ, RE, CONTAINS, NCONTAINS, PREFIX, NPREFIX, SUFFIX, NSUFFIX, LEX, DIGIT, NDIGIT, \
    DEF, CHECK, TRUE, FALSE = ("eq", "deq", "re", "contains", "ncontains", "prefix", "nprefix",
                               "suffix", "nsuffix", "lex", "digit", "ndigit", "def", "check",
                               "true", "false")

#: Integer operators whose value the core knows (with ``str.len``).
_ARITH = frozenset({"+", "-", "*", "div", "mod", "abs", "ite"})


@dataclass
class Constraint:
    """One literal or definition, with integer subterms replaced by their values.

    ``term`` is the formula whose truth the search must ensure (checked with the
    evaluator at the end); ``reason`` the literal it came from (None for a
    guarded definition, which is valid and needs no mention in a lemma);
    ``facts`` the integer equalities read; ``data`` the kind-specific parts
    (item lists of sides, the regex, the output variable).
    """

    kind: str
    term: Term
    reason: Term | None
    facts: list[Term]
    vars: list[Term]
    data: tuple = ()
    strict: bool = False


@dataclass
class Problem:
    constraints: list[Constraint] = field(default_factory=list)
    #: string variables without a length in the core's model
    missing: list[Term] = field(default_factory=list)
    #: integer terms the core could not evaluate
    unreadable: list[str] = field(default_factory=list)

    def components(self) -> list[list[Constraint]]:
        """Constraints grouped by shared string variables (constant ones alone)."""
        parent: dict[Term, Term] = {}

        def find(x: Term) -> Term:
            parent.setdefault(x, x)
            while parent[x] is not x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for c in self.constraints:
            for v in c.vars[1:]:
                a, b = find(c.vars[0]), find(v)
                if a is not b:
                    parent[a] = b
        groups: dict[object, list[Constraint]] = {}
        for i, c in enumerate(self.constraints):
            key: object = find(c.vars[0]) if c.vars else ("ground", i)
            groups.setdefault(key, []).append(c)
        return list(groups.values())


def items(t: Term) -> list[Term] | None:
    """The items of a concatenation of variables and constants (None otherwise)."""
    if t.op == "var":
        return [t]
    if t.op == "const":
        return [t] if t.value else []
    if t.op == "str.++":
        out: list[Term] = []
        for a in t.args:
            sub = items(a) if a.op != "str.++" else None
            if sub is None:
                return None
            out.extend(sub)
        return out
    return None


def _string_vars(t: Term) -> list[Term]:
    return sorted((v for v in free_vars(t) if v.sort is STRING), key=lambda v: v.id)


class Builder:
    """Builds constraints, reading integers with ``int_value`` and lengths with ``length``."""

    def __init__(self, int_value: Callable[[Term], int | bool],
                 length: Callable[[Term], int]) -> None:
        self.int_value = int_value
        self.length = length
        self.problem = Problem()

    # ---- integers ----------------------------------------------------------------

    def instantiate(self, t: Term) -> tuple[Term, list[Term]]:
        """``t`` with every maximal integer subterm the core knows replaced by its value."""
        pure: dict[int, bool] = {}
        for s in postorder(t):
            if s.id in pure:
                continue
            if s.sort is not INT:
                pure[s.id] = False
            elif s.op in ("const", "var", "str.len"):
                pure[s.id] = True
            else:
                pure[s.id] = s.op in _ARITH and all(
                    pure[a.id] or a.sort is BOOL for a in s.args)
        mapping: dict[Term, Term] = {}
        facts: list[Term] = []
        stack, seen = [t], set()
        while stack:
            s = stack.pop()
            if s.id in seen:
                continue
            seen.add(s.id)
            if pure[s.id]:
                if s.op != "const":
                    value = self.int_value(s)
                    mapping[s] = integer(int(value))
                    facts.append(mk("=", s, integer(int(value))))
                continue
            stack.extend(s.args)
        if not mapping:
            return t, facts
        return substitute(t, mapping), facts

    # ---- literals ----------------------------------------------------------------

    def literal(self, atom: Term, positive: bool) -> None:
        reason = atom if positive else mk("not", atom)
        term, facts = self.instantiate(atom)
        for c in self._classify(term, positive):
            c.reason, c.facts = reason, facts
            self.problem.constraints.append(c)

    def _mk(self, kind: str, term: Term, data: tuple = (), strict: bool = False) -> Constraint:
        return Constraint(kind, term, None, [], _string_vars(term), data, strict)

    def _classify(self, t: Term, pos: bool) -> list[Constraint]:
        formula = t if pos else mk("not", t)
        op = t.op
        if op == "=" and t.args[0].sort is STRING:
            sides = [items(a) for a in t.args]
            if all(s is not None for s in sides):
                return [self._mk(EQ if pos else DEQ, formula, tuple(sides))]
            if pos and len(t.args) == 2:
                for k, app in (t.args, reversed(t.args)):
                    if k.op == "var" and items(app) is None and k not in free_vars(app):
                        return [self._mk(DEF, formula, (k, app))]
            return [self._mk(CHECK, formula)]
        if op == "str.in_re":
            x = items(t.args[0])
            if x is not None and is_ground(t.args[1]):
                return [self._mk(RE, formula, (x, t.args[1], pos))]
            return [self._mk(CHECK, formula)]
        kinds = {"str.contains": (CONTAINS, NCONTAINS), "str.prefixof": (PREFIX, NPREFIX),
                 "str.suffixof": (SUFFIX, NSUFFIX)}
        if op in kinds:
            a, b = items(t.args[0]), items(t.args[1])
            if a is None or b is None:
                return [self._mk(CHECK, formula)]
            return [self._mk(kinds[op][0 if pos else 1], formula, (a, b))]
        if op in ("str.<", "str.<=") and len(t.args) >= 2:
            sides = [items(a) for a in t.args]
            if any(s is None for s in sides) or (not pos and len(sides) > 2):
                return [self._mk(CHECK, formula)]
            strict = op == "str.<"
            if pos:
                pairs = [(sides[k], sides[k + 1]) for k in range(len(sides) - 1)]
            else:  # not (s < t)  <=>  t <= s;   not (s <= t)  <=>  t < s
                pairs, strict = [(sides[1], sides[0])], not strict
            # s < s is false and s <= s true: no order constraint (and no order mode)
            return [self._mk((FALSE if strict else TRUE) if a == b else LEX, formula, (a, b),
                             strict) for a, b in pairs]
        if op == "str.is_digit":
            x = items(t.args[0])
            if x is not None:
                return [self._mk(DIGIT if pos else NDIGIT, formula, (x,))]
        return [self._mk(CHECK, formula)]

    # ---- guarded definitions -----------------------------------------------------

    def definition(self, d: Term) -> None:
        """A guarded definition ``k = f(args)`` (String or Int ``k``)."""
        term, facts = self.instantiate(d)
        k, app = term.args
        if k.sort is STRING:
            if k.op == "var" and k not in free_vars(app):
                c = self._mk(DEF, term, (k, app))
            else:
                c = self._mk(CHECK, term)
        else:
            c = self._int_definition(term, k, app)
        c.facts = facts
        self.problem.constraints.append(c)

    def _int_definition(self, term: Term, k: Term, app: Term) -> Constraint:
        if k.op == "const" and app.op in ("str.indexof", "str.indexof_re"):
            return self._index_definition(term, int(k.value), app)  # type: ignore[arg-type]
        if k.op != "const" or app.op not in ("str.to_code", "str.to_int"):
            return self._mk(CHECK, term)
        value = int(k.value)  # type: ignore[arg-type]
        x = items(app.args[0])
        if x is None:
            return self._mk(CHECK, term)
        n = sum(self.length(i) if i.op == "var" else len(i.value)  # type: ignore[arg-type]
                for i in x)
        if app.op == "str.to_code":
            if 0 <= value <= MAX_CHAR:
                if n != 1:
                    return self._mk(FALSE, term)
                return self._mk(EQ, term, (x, [string(chr(value))]))
            return self._mk(TRUE if (value == -1 and n != 1) else FALSE, term)
        if value >= 0:
            digits = str(value) if value < 10 ** 4000 else None
            if digits is None:
                return self._mk(CHECK, term)
            if len(digits) > n:
                return self._mk(FALSE, term)
            return self._mk(EQ, term, (x, [string(digits.zfill(n))]))
        if value == -1:
            return self._mk(TRUE if n == 0 else CHECK, term)
        return self._mk(FALSE, term)


    def _index_definition(self, term: Term, value: int, app: Term) -> Constraint:
        """``K = indexof(s, t, i)`` / ``indexof_re(s, R, i)``: false at once when the
        lengths exclude ``K`` (−1 exactly when ``i ∉ [0, |s|]``; ``i`` itself for an
        empty ``t``; otherwise −1 or a start in ``[i, |s| − |t|]``)."""
        s_items = items(app.args[0])
        i = app.args[2]
        if s_items is None or i.op != "const":
            return self._mk(CHECK, term)
        n, start = self._size(s_items), int(i.value)  # type: ignore[arg-type]
        if start < 0 or start > n:
            return self._mk(TRUE if value == -1 else FALSE, term)
        hi = n
        if app.op == "str.indexof":
            t_items = items(app.args[1])
            if t_items is not None:
                m = self._size(t_items)
                if m == 0:
                    return self._mk(TRUE if value == start else FALSE, term)
                hi = n - m
        if value != -1 and not start <= value <= hi:
            return self._mk(FALSE, term)
        return self._mk(CHECK, term)

    def _size(self, xs: list[Term]) -> int:
        return sum(self.length(i) if i.op == "var" else len(i.value)  # type: ignore[arg-type]
                   for i in xs)


def is_definition(t: Term) -> bool:
    """True for ``(= k f(args))`` whose right side is not a concatenation."""
    return (t.op == "=" and len(t.args) == 2 and t.args[0].op == "var"
            and t.args[1].sort is not REGLAN and items(t.args[1]) is None
            and t.args[1].op not in ("var", "const"))


def output_lengths(app: Term, length: Callable[[Term], int]) -> range | list[int] | None:
    """The lengths ``app`` (a String function of a definition, integer arguments
    already replaced by their values) can have given the lengths of its string
    arguments, or None when unknown.  A definition whose output variable has
    another length is false for this length vector, whatever the characters."""
    op, args = app.op, app.args

    def size(t: Term) -> int | None:
        xs = items(t)
        if xs is None:
            return None
        return sum(length(i) if i.op == "var" else len(i.value) for i in xs)  # type: ignore[arg-type]

    def num(t: Term) -> int | None:
        return int(t.value) if t.op == "const" and t.sort is INT else None  # type: ignore[arg-type]

    if op in ("str.rev", "str.to_upper", "str.to_lower"):
        n = size(args[0])
        return None if n is None else [n]
    if op == "str.from_int":
        v = num(args[0])
        return None if v is None else [len(str(v)) if v >= 0 else 0]
    if op == "str.from_code":
        v = num(args[0])
        return None if v is None else [1 if 0 <= v <= MAX_CHAR else 0]
    if op == "str.at":
        n, i = size(args[0]), num(args[1])
        return None if n is None or i is None else [1 if 0 <= i < n else 0]
    if op == "str.substr":
        n, i, m = size(args[0]), num(args[1]), num(args[2])
        if n is None or i is None or m is None:
            return None
        return [min(m, n - i) if 0 <= i < n and m > 0 else 0]
    if op in ("str.replace", "str.replace_all"):
        s, t, u = (size(a) for a in args)
        if s is None or t is None or u is None:
            return None
        if op == "str.replace":
            if t == 0:
                return [s + u]
            return [s] if t > s else sorted({s, s - t + u})
        if t == 0 or t == u:
            return [s]
        return range(s, s + (s // t) * (u - t) + 1, u - t) if u > t else \
            range(s - (s // t) * (t - u), s + 1, t - u)
    return None
