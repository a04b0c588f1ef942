"""The Boolean and integer core: z3 for propositional structure and integers only.

Formulas in strsat's term language are translated to z3 with every *string atom*
(an equality of strings, a membership, a string predicate) abstracted by a fresh
Boolean, and every ``(str.len x)`` of a string variable by a fresh integer
``|x| >= 0``.  z3's String/Seq/Regex theory is never used.  The core is
incremental: lemmas are asserted permanently, the length bound of the fair search
is an assumption literal.

New atoms and new length variables are queued in :attr:`Core.new_atoms` and
:attr:`Core.new_lengths` so that the engine can assert their axioms (length
abstraction) once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import z3

from ..errors import UnsupportedError
from ..terms import BOOL, INT, REGLAN, STRING, Term
from ..terms.ops import STRING_PREDICATES
from ..terms.string_ops import smt_from_int, smt_to_int


def is_string_atom(t: Term) -> bool:
    """True when ``t`` is an atom the string theory decides: a string predicate of the
    operator table, an equality of strings, or a ``distinct`` of strings (one only when
    it is too long to expand into disequalities)."""
    if t.op in STRING_PREDICATES:
        return True
    return t.op in ("=", "distinct") and t.args[0].sort is STRING


class CoreResult:
    SAT = "sat"
    UNSAT = "unsat"
    UNKNOWN = "unknown"


class Core:
    """An incremental z3 solver over the Boolean skeleton and integer arithmetic."""

    #: What the loop's assertion scopes save and restore (:mod:`.scopes`), beside the
    #: z3 solver's own push/pop: the translations and registrations of a popped scope
    #: leave with the assertions that made them.
    scoped = ("_z3", "atoms", "lengths", "variables", "new_atoms", "new_lengths",
              "nonlinear")

    def __init__(self) -> None:
        self.ctx = z3.Context()
        self.solver = z3.Solver(ctx=self.ctx)
        self._z3: dict[int, z3.ExprRef] = {}
        #: string atom -> its z3 Boolean
        self.atoms: dict[Term, z3.BoolRef] = {}
        #: string variable -> z3 integer |x|
        self.lengths: dict[Term, z3.ArithRef] = {}
        #: Int/Bool variables (user and skolem) -> z3 constant
        self.variables: dict[Term, z3.ExprRef] = {}
        self.new_atoms: list[Term] = []
        self.new_lengths: list[Term] = []
        self._model: z3.ModelRef | None = None
        self.calls = 0
        #: z3 resource units the last check spent (0 when it had no rlimit)
        self.last_rlimit = 0
        self._rlimit_set = False
        self.nonlinear = False

    # ---- translation -----------------------------------------------------------

    def translate(self, formula: Term) -> z3.ExprRef:
        """The z3 expression of a Bool or Int term (iterative, memoised)."""
        memo = self._z3
        stack: list[tuple[Term, bool]] = [(formula, False)]
        while stack:
            t, ready = stack.pop()
            if t.id in memo:
                continue
            if not ready and not self._is_leaf(t):
                stack.append((t, True))
                for c in t.args:
                    if c.id not in memo and c.sort is not STRING and c.sort is not REGLAN:
                        stack.append((c, False))
                continue
            memo[t.id] = self._node(t)
        return memo[formula.id]

    def _is_leaf(self, t: Term) -> bool:
        return not t.args or is_string_atom(t) or t.op == "str.len"

    def _node(self, t: Term) -> z3.ExprRef:
        ctx = self.ctx
        op = t.op
        if op == "const":
            if t.sort is BOOL:
                return z3.BoolVal(bool(t.value), ctx)
            if t.sort is INT:
                v = int(t.value)  # type: ignore[arg-type]
                if v.bit_length() > 13000:  # past Python's 4,300-digit str() limit
                    return z3.IntVal(("-" if v < 0 else "") + smt_from_int(abs(v)), ctx)
                return z3.IntVal(v, ctx)
            raise UnsupportedError("string constant outside an atom", str(t))
        if op == "var":
            return self._variable(t)
        if is_string_atom(t):
            return self._atom(t)
        if op == "str.len":
            return self._length_of(t.args[0])
        if t.args and t.args[0].sort is REGLAN:  # (= R1 R2): language equivalence
            raise UnsupportedError("equality of regular languages")
        build = _BUILDERS.get(op)
        if build is None:
            raise UnsupportedError(f"operator {op} in the integer core", str(t))
        if _nonlinear(t):
            self.nonlinear = True
        return build([self._z3[c.id] for c in t.args], ctx)

    def _variable(self, t: Term) -> z3.ExprRef:
        v = self.variables.get(t)
        if v is None:
            name = f"{t.value}!{t.id}"
            if t.sort is BOOL:
                v = z3.Bool(name, self.ctx)
            elif t.sort is INT:
                v = z3.Int(name, self.ctx)
            else:
                raise UnsupportedError(f"{t.sort} variable in the integer core", str(t.value))
            self.variables[t] = v
        return v

    def _atom(self, t: Term) -> z3.BoolRef:
        b = self.atoms.get(t)
        if b is None:
            b = z3.Bool(f"atom!{t.id}", self.ctx)
            self.atoms[t] = b
            self.new_atoms.append(t)
        return b

    def _length_of(self, s: Term) -> z3.ArithRef:
        """|s| for a string variable, constant or concatenation of those."""
        if s.op == "const":
            return z3.IntVal(len(s.value), self.ctx)  # type: ignore[arg-type]
        if s.op == "str.++":
            return z3.Sum([self._length_of(c) for c in s.args])
        if s.op != "var":
            raise UnsupportedError("length of an unpurified string term", str(s))
        v = self.lengths.get(s)
        if v is None:
            v = z3.Int(f"len!{s.value}!{s.id}", self.ctx)
            self.lengths[s] = v
            self.solver.add(v >= 0)
            self.new_lengths.append(s)
        return v

    def length(self, s: Term) -> z3.ArithRef:
        """The z3 integer of ``(str.len s)``."""
        return self._length_of(s)

    # ---- solving ---------------------------------------------------------------

    def add(self, formula: Term) -> None:
        """Assert a Bool term permanently."""
        self.solver.add(self.translate(formula))

    def add_z3(self, expr: z3.BoolRef) -> None:
        self.solver.add(expr)

    def check(self, assumptions: Sequence[z3.BoolRef] = (), timeout: float | None = None,
              rlimit: int | None = None) -> str:
        """``sat``, ``unsat`` or ``unknown``; on ``sat`` the model is kept.  ``rlimit``:
        z3's resource limit for this call (its own deterministic count of work; None or
        0: none); :attr:`last_rlimit` is what the call spent of it."""
        self.calls += 1
        if timeout is not None:
            self.solver.set("timeout", max(1, int(timeout * 1000)))
        if rlimit is not None or self._rlimit_set:
            self.solver.set("rlimit", rlimit or 0)
            self._rlimit_set = bool(rlimit)
        if rlimit is None:
            self.last_rlimit = 0
            r = self.solver.check(*assumptions)
        else:
            before = self._rlimit_count()
            try:
                r = self.solver.check(*assumptions)
            finally:
                self.last_rlimit = self._rlimit_count() - before
        if r == z3.sat:
            self._model = self.solver.model()
            return CoreResult.SAT
        self._model = None
        if r == z3.unsat:
            return CoreResult.UNSAT
        return CoreResult.UNKNOWN

    def _rlimit_count(self) -> int:
        """z3's resource count of this solver so far (its statistic ``rlimit count``)."""
        count: int = self.solver.statistics().get_key_value("rlimit count")
        return count

    def reason_unknown(self) -> str:
        reason: str = self.solver.reason_unknown()
        return reason

    def unsat_core(self) -> list[z3.BoolRef]:
        return list(self.solver.unsat_core())

    def value(self, t: Term) -> bool | int:
        """The model's value of a Bool or Int term (model completion on)."""
        assert self._model is not None
        v = self._model.eval(self.translate(t), model_completion=True)
        if t.sort is BOOL:
            # one C call instead of z3.is_true/is_false (several each; the relevance
            # walk asks this for every literal of every round)
            b: int = z3.Z3_get_bool_value(self.ctx.ref(), v.as_ast())
            if b != z3.Z3_L_UNDEF:
                is_true: bool = b == z3.Z3_L_TRUE
                return is_true
            raise UnsupportedError("a Bool term without a value in the core's model", str(t))
        return z3_int(v)

    def length_value(self, s: Term) -> int:
        assert self._model is not None
        return z3_int(self._model.eval(self._length_of(s), model_completion=True))

    def z3_value(self, e: z3.ExprRef) -> z3.ExprRef:
        assert self._model is not None
        return self._model.eval(e, model_completion=True)

    def push(self) -> None:
        """A z3 scope (the Python-side registrations are the owner's to scope)."""
        self.solver.push()

    def pop(self) -> None:
        self.solver.pop()
        self._model = None

    def fresh_literal(self, name: str) -> z3.BoolRef:
        return z3.Bool(name, self.ctx)


def _nonlinear(t: Term) -> bool:
    """A product of two non-constants, or a division by a non-constant."""
    if t.op == "*":
        return len(t.args) - sum(1 for c in t.args if c.op == "const") > 1
    if t.op in ("div", "mod"):
        return any(c.op != "const" for c in t.args[1:])
    return False


def _fold(fn: Callable[[z3.ExprRef, z3.ExprRef], z3.ExprRef]) -> Builder:
    """A left-associative operator: ``(op a b c)`` is ``(op (op a b) c)``."""
    def build(a: list[z3.ExprRef], _ctx: z3.Context) -> z3.ExprRef:
        r = a[0]
        for x in a[1:]:
            r = fn(r, x)
        return r
    return build


def _chain(rel: Callable[[z3.ExprRef, z3.ExprRef], z3.ExprRef]) -> Builder:
    """A chainable relation: ``(op a b c)`` is ``(op a b) and (op b c)``."""
    def build(a: list[z3.ExprRef], _ctx: z3.Context) -> z3.ExprRef:
        parts = [rel(a[i], a[i + 1]) for i in range(len(a) - 1)]
        return parts[0] if len(parts) == 1 else z3.And(parts)
    return build


def _implies(a: list[z3.ExprRef], _ctx: z3.Context) -> z3.ExprRef:
    r = a[-1]
    for x in reversed(a[:-1]):
        r = z3.Implies(x, r)
    return r


def _minus(a: list[z3.ExprRef], ctx: z3.Context) -> z3.ExprRef:
    return -a[0] if len(a) == 1 else _fold(lambda x, y: x - y)(a, ctx)


Builder = Callable[[list[z3.ExprRef], z3.Context], z3.ExprRef]

#: The z3 expression of each Bool and Int operator of the table, from its arguments'.
_BUILDERS: dict[str, Builder] = {
    "not": lambda a, ctx: z3.Not(a[0]),
    "and": lambda a, ctx: z3.And(a) if a else z3.BoolVal(True, ctx),
    "or": lambda a, ctx: z3.Or(a) if a else z3.BoolVal(False, ctx),
    "xor": _fold(z3.Xor),
    "=>": _implies,
    "ite": lambda a, ctx: z3.If(a[0], a[1], a[2]),
    "=": _chain(lambda x, y: x == y),
    "distinct": lambda a, ctx: z3.Distinct(a),
    "+": lambda a, ctx: z3.Sum(a) if len(a) > 1 else a[0],
    "-": _minus,
    "*": _fold(lambda x, y: x * y),
    "div": _fold(lambda x, y: x / y),
    "mod": _fold(lambda x, y: x % y),
    "abs": lambda a, ctx: z3.If(a[0] >= 0, a[0], -a[0]),
    "<": _chain(lambda x, y: x < y),
    "<=": _chain(lambda x, y: x <= y),
    ">": _chain(lambda x, y: x > y),
    ">=": _chain(lambda x, y: x >= y),
}


def z3_int(v: z3.ExprRef) -> int:
    """The value of a z3 integer numeral, also past Python's 4,300-digit ``int(str)``
    limit (``as_long`` fails there)."""
    text = v.as_string()
    if len(text) < 4000:
        return int(text)
    return -smt_to_int(text[1:]) if text.startswith("-") else smt_to_int(text)
