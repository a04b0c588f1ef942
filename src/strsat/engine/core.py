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
from typing import Any

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
        #: the context's C handle, read once (z3py's ``ctx.ref()`` is a call per use)
        self._ref = self.ctx.ref()
        #: z3 integer numerals of the length bounds, by value
        self._numerals: dict[int, z3.ArithRef] = {}
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
        self.add_z3(self.translate(formula))

    def add_z3(self, expr: z3.BoolRef) -> None:
        """Assert a z3 Boolean (straight through the C API: z3py's ``Solver.add`` casts
        and checks each argument again, a tenth of a millisecond per lemma)."""
        z3.Z3_solver_assert(self._ref, self.solver.solver, expr.as_ast())

    def implies(self, a: z3.BoolRef, b: z3.BoolRef) -> z3.BoolRef:
        """``a => b``, the term ``z3.Implies`` builds, without its casts."""
        return z3.BoolRef(z3.Z3_mk_implies(self._ref, a.as_ast(), b.as_ast()), self.ctx)

    def at_most(self, e: z3.ArithRef, bound: int) -> z3.BoolRef:
        """``e <= bound`` for an integer ``e``, the bound's numeral built once."""
        k = self._numerals.get(bound)
        if k is None:
            k = self._numerals[bound] = z3.IntVal(bound, self.ctx)
        return z3.BoolRef(z3.Z3_mk_le(self._ref, e.as_ast(), k.as_ast()), self.ctx)

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
        return self._read(self.translate(t), t.sort is BOOL, t)

    def length_value(self, s: Term) -> int:
        return int(self._read(self._length_of(s), False, s))

    def variable_value(self, v: Term) -> bool | int:
        """The model's value of an Int or Bool variable the core has translated."""
        return self._read(self.variables[v], v.sort is BOOL, v)

    def _read(self, e: z3.ExprRef, boolean: bool, what: Term) -> bool | int:
        """The model's value of ``e``, straight through the C API without a z3py wrapper
        for the value (the relevance walk asks for every literal of every round): the
        value is read at once, while z3 still holds it as the context's last result."""
        assert self._model is not None
        out = _ONE_AST()
        ref = self._ref
        if not z3.Z3_model_eval(ref, self._model.model, e.as_ast(), True, out):
            raise UnsupportedError("a term the core's model cannot evaluate", str(what))
        if boolean:
            b: int = z3.Z3_get_bool_value(ref, out[0])
            if b != z3.Z3_L_UNDEF:
                is_true: bool = b == z3.Z3_L_TRUE
                return is_true
            raise UnsupportedError("a Bool term without a value in the core's model",
                                   str(what))
        if not z3.Z3_is_numeral_ast(ref, out[0]):
            raise UnsupportedError("an Int term without a value in the core's model",
                                   str(what))
        return _numeral(z3.Z3_get_numeral_string(ref, out[0]))

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


def _bool(ast: z3.Ast, ctx: z3.Context) -> z3.BoolRef:
    return z3.BoolRef(ast, ctx)


def _arith(ast: z3.Ast, ctx: z3.Context) -> z3.ArithRef:
    return z3.ArithRef(ast, ctx)


def _array(a: Sequence[z3.ExprRef]) -> Any:
    arr = (z3.Ast * len(a))()
    for i, x in enumerate(a):
        arr[i] = x.as_ast()
    return arr


# The builders call z3's C API directly and make the terms z3py's operators make (z3py's
# ``Implies``, ``==``, ``+`` cast and coerce their arguments first, most of the time of a
# translation), but for a quirk of z3py's: there ``a < IntVal(0)`` is ``0 > a`` (Python
# asks the right operand's subclass first), here ``a < 0``.  Only the rare operators go
# through z3py.  (tests/engine/test_core.py compares the two.)

def _nary(mk: Any, wrap: Callable[[z3.Ast, z3.Context], z3.ExprRef], empty: bool
          ) -> Builder:
    """``and``/``or`` (an empty one is its unit) and ``+`` of one or more arguments."""
    def build(a: list[z3.ExprRef], ctx: z3.Context) -> z3.ExprRef:
        if not a:
            return z3.BoolVal(empty, ctx)
        return wrap(mk(ctx.ref(), len(a), _array(a)), ctx)
    return build


def _binary_fold(mk: Any) -> Builder:
    """A left-associative arithmetic operator: ``(op a b c)`` is ``(op (op a b) c)``, each
    step the two-argument term z3py's operator makes."""
    def build(a: list[z3.ExprRef], ctx: z3.Context) -> z3.ExprRef:
        ref, r = ctx.ref(), a[0]
        for x in a[1:]:
            r = z3.ArithRef(mk(ref, 2, _array((r, x))), ctx)
        return r
    return build


def _fold(fn: Callable[[z3.ExprRef, z3.ExprRef], z3.ExprRef]) -> Builder:
    """A left-associative operator: ``(op a b c)`` is ``(op (op a b) c)``."""
    def build(a: list[z3.ExprRef], _ctx: z3.Context) -> z3.ExprRef:
        r = a[0]
        for x in a[1:]:
            r = fn(r, x)
        return r
    return build


def _chain(mk: Any) -> Builder:
    """A chainable relation: ``(op a b c)`` is ``(op a b) and (op b c)``."""
    def build(a: list[z3.ExprRef], ctx: z3.Context) -> z3.ExprRef:
        ref = ctx.ref()
        parts = [z3.BoolRef(mk(ref, a[i].as_ast(), a[i + 1].as_ast()), ctx)
                 for i in range(len(a) - 1)]
        return parts[0] if len(parts) == 1 else z3.And(parts)
    return build


def _implies(a: list[z3.ExprRef], ctx: z3.Context) -> z3.ExprRef:
    ref, r = ctx.ref(), a[-1]
    for x in reversed(a[:-1]):
        r = z3.BoolRef(z3.Z3_mk_implies(ref, x.as_ast(), r.as_ast()), ctx)
    return r


def _ite(a: list[z3.ExprRef], ctx: z3.Context) -> z3.ExprRef:
    ast = z3.Z3_mk_ite(ctx.ref(), a[0].as_ast(), a[1].as_ast(), a[2].as_ast())
    return z3.BoolRef(ast, ctx) if isinstance(a[1], z3.BoolRef) else z3.ArithRef(ast, ctx)


def _minus(a: list[z3.ExprRef], ctx: z3.Context) -> z3.ExprRef:
    if len(a) == 1:
        return z3.ArithRef(z3.Z3_mk_unary_minus(ctx.ref(), a[0].as_ast()), ctx)
    return _binary_fold(z3.Z3_mk_sub)(a, ctx)


Builder = Callable[[list[z3.ExprRef], z3.Context], z3.ExprRef]
_add = _nary(z3.Z3_mk_add, _arith, False)

#: The z3 expression of each Bool and Int operator of the table, from its arguments'.
_BUILDERS: dict[str, Builder] = {
    "not": lambda a, ctx: z3.BoolRef(z3.Z3_mk_not(ctx.ref(), a[0].as_ast()), ctx),
    "and": _nary(z3.Z3_mk_and, _bool, True),
    "or": _nary(z3.Z3_mk_or, _bool, False),
    "xor": _fold(z3.Xor),
    "=>": _implies,
    "ite": _ite,
    "=": _chain(z3.Z3_mk_eq),
    "distinct": lambda a, ctx: z3.Distinct(a),
    "+": lambda a, ctx: _add(a, ctx) if len(a) > 1 else a[0],
    "-": _minus,
    "*": _binary_fold(z3.Z3_mk_mul),
    "div": _fold(lambda x, y: x / y),
    "mod": _fold(lambda x, y: x % y),
    "abs": lambda a, ctx: z3.If(a[0] >= 0, a[0], -a[0]),
    "<": _chain(z3.Z3_mk_lt),
    "<=": _chain(z3.Z3_mk_le),
    ">": _chain(z3.Z3_mk_gt),
    ">=": _chain(z3.Z3_mk_ge),
}


_ONE_AST = z3.Ast * 1


def _numeral(text: str) -> int:
    """The integer of a z3 numeral's text (also past 4,300 digits)."""
    if len(text) < 4000:
        return int(text)
    return -smt_to_int(text[1:]) if text.startswith("-") else smt_to_int(text)
