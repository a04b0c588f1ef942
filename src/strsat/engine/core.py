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

z3 is reached through its C API (:mod:`.z3c`), not z3py: loading z3py cost about a fifth
of a typical run (issue 39).  The terms are the ones z3py's operators make.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator, Sequence

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from ..errors import UnsupportedError
from ..terms import BOOL, INT, REGLAN, STRING, Term
from ..terms.ops import STRING_PREDICATES
from ..terms.string_ops import smt_from_int, smt_to_int
from .z3c import L_FALSE, L_TRUE, Context, Expr, Model, Solver, Z3Error

if TYPE_CHECKING:
    from typing import Final


def is_string_atom(t: Term) -> bool:
    """True when ``t`` is an atom the string theory decides: a string predicate of the
    operator table, an equality of strings, or a ``distinct`` of strings (one only when
    it is too long to expand into disequalities)."""
    if t.op in STRING_PREDICATES:
        return True
    return t.op in ("=", "distinct") and t.args[0].sort is STRING


class CoreResult:
    SAT: Final = "sat"
    UNSAT: Final = "unsat"
    UNKNOWN: Final = "unknown"


class Core:
    """An incremental z3 solver over the Boolean skeleton and integer arithmetic."""

    #: What the loop's assertion scopes save and restore (:mod:`.scopes`), beside the
    #: z3 solver's own push/pop: the translations and registrations of a popped scope
    #: leave with the assertions that made them.
    scoped = ("_z3", "atoms", "lengths", "variables", "new_atoms", "new_lengths",
              "nonlinear", "_asserted", "_numerals", "_literals")

    def __init__(self) -> None:
        self.ctx = Context()
        self.solver = Solver(self.ctx)
        #: z3 integer numerals of the length bounds, by value
        self._numerals: dict[int, Expr] = {}
        #: the literals :meth:`fresh_literal` handed out (scoped): their holders (the
        #: loop's guards, bound and pruning literals) keep them across checks, so a
        #: renewed context (:meth:`renew`) moves them too
        self._literals: list[Expr] = []
        #: contexts renewed so far, and the last one left behind (a weak reference: it
        #: is dead once nothing holds a term of it, see :meth:`previous_context_alive`)
        self.renewals = 0
        self._previous: weakref.ref[Context] | None = None
        self._z3: dict[int, Expr] = {}
        #: string atom -> its z3 Boolean
        self.atoms: dict[Term, Expr] = {}
        #: string variable -> z3 integer |x|
        self.lengths: dict[Term, Expr] = {}
        #: Int/Bool variables (user and skolem) -> z3 constant
        self.variables: dict[Term, Expr] = {}
        self.new_atoms: list[Term] = []
        self.new_lengths: list[Term] = []
        self._model: Model | None = None
        self.calls = 0
        #: z3 resource units the last check spent (0 when it had no rlimit)
        self.last_rlimit = 0
        self._rlimit_set = False
        self.nonlinear = False
        #: what is asserted in z3, by scope (scoped): a renewed solver is given it again
        self._asserted: list[Expr] = []
        #: z3 scopes open (:meth:`renew` only at 0) and the session's random seed
        self._depth = 0
        self._seed: int | None = None

    def set_seed(self, seed: int) -> None:
        """z3's ``random_seed`` (the session's ``:random-seed``)."""
        self._seed = seed
        self.solver.set_uint("random_seed", seed)

    # ---- translation -----------------------------------------------------------

    def translate(self, formula: Term) -> Expr:
        """The z3 expression of a Bool or Int term (iterative, memoised)."""
        memo = self._z3
        known = memo.get(formula.id)
        if known is not None:  # most calls: a round's reads of the model
            return known
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

    def _node(self, t: Term) -> Expr:
        ctx = self.ctx
        op = t.op
        if op == "const":
            if t.sort is BOOL:
                return ctx.boolean(bool(t.value))
            if t.sort is INT:
                return self.numeral(int(t.value))  # type: ignore[arg-type]
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

    def numeral(self, v: int) -> Expr:
        """The z3 integer numeral ``v`` (also past Python's 4,300-digit ``str`` limit)."""
        if v.bit_length() > 13000:
            return self.ctx.numeral(("-" if v < 0 else "") + smt_from_int(abs(v)))
        return self.ctx.numeral(str(v))

    def int_constant(self, name: str) -> Expr:
        """A fresh z3 integer constant named ``name`` (the Nielsen procedure's free
        lengths)."""
        return self.ctx.const(name, False)

    def _variable(self, t: Term) -> Expr:
        v = self.variables.get(t)
        if v is None:
            # named by a count of the scoped table, reused after a pop: z3 keeps every
            # symbol it ever made, so names from serials grow a long session (issue 40)
            name = f"var!{len(self.variables)}"
            if t.sort is BOOL:
                v = self.ctx.const(name, True)
            elif t.sort is INT:
                v = self.ctx.const(name, False)
            else:
                raise UnsupportedError(f"{t.sort} variable in the integer core", str(t.value))
            self.variables[t] = v
        return v

    def _atom(self, t: Term) -> Expr:
        b = self.atoms.get(t)
        if b is None:
            b = self.ctx.const(f"atom!{len(self.atoms)}", True)  # (reused: see _variable)
            self.atoms[t] = b
            self.new_atoms.append(t)
        return b

    def _length_of(self, s: Term) -> Expr:
        """|s| for a string variable, constant or concatenation of those."""
        if s.op == "const":
            return self.numeral(len(s.value))  # type: ignore[arg-type]
        if s.op == "str.++":
            return self.ctx.nary(self.ctx.lib.Z3_mk_add,
                                 [self._length_of(c) for c in s.args])
        if s.op != "var":
            raise UnsupportedError("length of an unpurified string term", str(s))
        v = self.lengths.get(s)
        if v is None:
            v = self.ctx.const(f"len!{len(self.lengths)}", False)  # (reused: see _variable)
            self.lengths[s] = v
            self.add_z3(self.at_least(v, 0))
            self.new_lengths.append(s)
        return v

    def length(self, s: Term) -> Expr:
        """The z3 integer of ``(str.len s)``."""
        return self._length_of(s)

    # ---- solving ---------------------------------------------------------------

    def add(self, formula: Term) -> None:
        """Assert a Bool term permanently."""
        self.add_z3(self.translate(formula))

    def add_z3(self, expr: Expr) -> None:
        """Assert a z3 Boolean."""
        self.solver.add(expr)
        self._asserted.append(expr)

    def implies(self, a: Expr, b: Expr) -> Expr:
        """``a => b``."""
        return self.ctx.binary(self.ctx.lib.Z3_mk_implies, a, b)

    def equal(self, a: Expr, b: Expr) -> Expr:
        """``a = b`` (the Nielsen procedure's length equations)."""
        return self.ctx.binary(self.ctx.lib.Z3_mk_eq, a, b)

    def linear(self, offset: int, terms: Sequence[tuple[int, Expr]]) -> Expr:
        """``offset + Σ c·x`` for the pairs ``(c, x)`` of ``terms`` (z3py's ``Sum`` of
        ``IntVal(offset)`` and the products ``c * x``)."""
        ctx = self.ctx
        mul = ctx.lib.Z3_mk_mul
        parts = [self.numeral(offset)]
        parts += [ctx.nary(mul, [self.numeral(c), x]) for c, x in terms]
        return ctx.nary(ctx.lib.Z3_mk_add, parts)

    def at_most(self, e: Expr, bound: int) -> Expr:
        """``e <= bound`` for an integer ``e``, the bound's numeral built once."""
        return self.ctx.binary(self.ctx.lib.Z3_mk_le, e, self._numeral_of(bound))

    def at_least(self, e: Expr, bound: int) -> Expr:
        """``e >= bound`` for an integer ``e``, the bound's numeral built once."""
        return self.ctx.binary(self.ctx.lib.Z3_mk_ge, e, self._numeral_of(bound))

    def _numeral_of(self, bound: int) -> Expr:
        k = self._numerals.get(bound)
        if k is None:
            k = self._numerals[bound] = self.numeral(bound)
        return k

    def same(self, a: Expr, b: Expr) -> bool:
        """Whether two z3 terms of this core are the same term."""
        return self.ctx.same(a, b)

    def check(self, assumptions: Sequence[Expr] = (), timeout: float | None = None,
              rlimit: int | None = None) -> str:
        """``sat``, ``unsat`` or ``unknown``; on ``sat`` the model is kept.  ``rlimit``:
        z3's resource limit for this call (its own deterministic count of work; None or
        0: none); :attr:`last_rlimit` is what the call spent of it."""
        self.calls += 1
        # the context's parameters, which the solver reads at each check (its own would
        # be validated against z3's tactic tree at every call: Context.set_uint)
        if timeout is not None:
            self.ctx.set_uint("timeout", max(1, int(timeout * 1000)))
        if rlimit is not None or self._rlimit_set:
            self.ctx.set_uint("rlimit", rlimit or 0)
            self._rlimit_set = bool(rlimit)
        if rlimit is None:
            self.last_rlimit = 0
            r = self.solver.check(assumptions)
        else:
            before = self._rlimit_count()
            try:
                r = self.solver.check(assumptions)
            finally:
                self.last_rlimit = self._rlimit_count() - before
        if r == L_TRUE:
            self._model = self.solver.model()
            return CoreResult.SAT
        self._model = None
        if r == L_FALSE:
            return CoreResult.UNSAT
        return CoreResult.UNKNOWN

    def _rlimit_count(self) -> int:
        """z3's resource count of this solver so far (its statistic ``rlimit count``)."""
        return int(self.solver.statistic("rlimit count") or 0)

    def reason_unknown(self) -> str:
        return self.solver.reason_unknown()

    def unsat_core(self) -> list[Expr]:
        return self.solver.unsat_core()

    def value(self, t: Term) -> bool | int:
        """The model's value of a Bool or Int term (model completion on)."""
        return self._read(self.translate(t), t.sort is BOOL, t)

    def length_value(self, s: Term) -> int:
        return int(self._read(self._length_of(s), False, s))

    def variable_value(self, v: Term) -> bool | int:
        """The model's value of an Int or Bool variable the core has translated."""
        return self._read(self.variables[v], v.sort is BOOL, v)

    def int_value(self, e: Expr) -> int:
        """The model's value of a z3 integer term of this core (model completion on)."""
        value = self._read(e, False, e)
        assert not isinstance(value, bool)
        return value

    def _read(self, e: Expr, boolean: bool, what: object) -> bool | int:
        """The model's value of ``e``, read at once through the C API."""
        assert self._model is not None
        if boolean:
            b = self._model.bool_value(e)
            if b is None:
                raise UnsupportedError("a Bool term without a value in the core's model",
                                       str(what))
            return b
        text = self._model.int_text(e)
        if text is None:
            raise UnsupportedError("an Int term without a value in the core's model",
                                   str(what))
        return _numeral(text)

    def push(self) -> None:
        """A z3 scope (the Python-side registrations are the owner's to scope)."""
        self.solver.push()
        self._depth += 1

    def pop(self) -> None:
        self.solver.pop()
        self._depth -= 1
        self._model = None

    def renew(self, deadline: Deadline | None = None) -> bool:
        """A new z3 context and solver, given what is asserted (only with no z3 scope
        open; False otherwise).  z3 keeps something of every scope that is checked (in
        the solver, about 1 MB per 10,000 checked scopes) and of every term made (in the
        context: its tables and the allocator's fragments, about 1 MB per 16,000 checks),
        and gives them back only when the solver or the context is deleted (issue 40);
        the engine renews both every :data:`strsat.engine.RENEW_EVERY` checks, at level 0.
        Every term the core keeps (translations, atoms, lengths, variables, numerals,
        assertions, the literals it handed out) moves to the new context in place
        (:meth:`~.z3c.Context.adopt`), so their holders need not know; the old context
        is deleted as soon as the last term of it is gone.  What z3 learned beyond the
        assertions (its own clauses) is lost: a cost of one check.

        The move reads ``deadline`` (a unit per :data:`TERMS_PER_UNIT` terms built, about
        the engine's CPU time a unit): what it raises leaves the core as it was, in its
        old context (the move is all or nothing)."""
        if self._depth:
            return False
        old = self.ctx
        ctx = Context()
        if deadline is None:
            ctx.adopt(self._kept())
        else:
            ctx.adopt(self._kept(), lambda n: deadline.check(
                "the renewal of the z3 context", max(1, n // TERMS_PER_UNIT)))
        self.ctx = ctx
        self.solver = Solver(ctx)
        if self._seed is not None:
            self.solver.set_uint("random_seed", self._seed)
        self._rlimit_set = False
        self._model = None
        for expr in self._asserted:
            self.solver.add(expr)
        self.renewals += 1
        self._previous = weakref.ref(old)
        return True

    def _kept(self) -> Iterator[Expr]:
        """Every z3 term the core keeps between checks."""
        yield from self._numerals.values()
        yield from self._z3.values()
        yield from self.atoms.values()
        yield from self.lengths.values()
        yield from self.variables.values()
        yield from self._asserted
        yield from self._literals

    def previous_context_alive(self) -> bool:
        """Whether the context left behind by the last :meth:`renew` still exists: some
        object outside the core's tables still holds a term of it (a leak the limits
        tests look for; such a term is refused by the new context, never mixed)."""
        return self._previous is not None and self._previous() is not None

    def fresh_literal(self, name: str) -> Expr:
        """A fresh Boolean constant, kept by the core for the scope (so that a renewed
        context moves it for its holder)."""
        literal = self.ctx.const(name, True)
        self._literals.append(literal)
        return literal


#: Terms a renewal builds in its new context per work unit: one costs about 13 µs of CPU
#: (eight calls of z3's C API), a unit 20-100 µs (docs/explanation/engine.md#budgets).
TERMS_PER_UNIT = 4


def _nonlinear(t: Term) -> bool:
    """A product of two non-constants, or a division by a non-constant."""
    if t.op == "*":
        return len(t.args) - sum(1 for c in t.args if c.op == "const") > 1
    if t.op in ("div", "mod"):
        return any(c.op != "const" for c in t.args[1:])
    return False


Builder = Callable[[list[Expr], Context], Expr]


# The builders make the terms z3py's operators make (``Implies``, ``==``, ``+``, ``/``
# ...), but for a quirk of z3py's: there ``a < IntVal(0)`` is ``0 > a`` (Python asks the
# right operand's subclass first), here ``a < 0``.  (tests/engine/test_core.py compares
# the two.)

def _nary(name: str, empty: bool | None = None) -> Builder:
    """``and``/``or`` (an empty one is its unit ``empty``) and ``+`` of its arguments."""
    def build(a: list[Expr], ctx: Context) -> Expr:
        if not a and empty is not None:
            return ctx.boolean(empty)
        return ctx.nary(getattr(ctx.lib, name), a)
    return build


def _binary_fold(name: str) -> Builder:
    """A left-associative arithmetic operator: ``(op a b c)`` is ``(op (op a b) c)``, each
    step the two-argument term z3py's operator makes."""
    def build(a: list[Expr], ctx: Context) -> Expr:
        fn, r = getattr(ctx.lib, name), a[0]
        for x in a[1:]:
            r = ctx.nary(fn, [r, x])
        return r
    return build


def _fold(name: str) -> Builder:
    """A left-associative binary operator: ``(op a b c)`` is ``(op (op a b) c)``."""
    def build(a: list[Expr], ctx: Context) -> Expr:
        fn, r = getattr(ctx.lib, name), a[0]
        for x in a[1:]:
            r = ctx.binary(fn, r, x)
        return r
    return build


def _chain(name: str) -> Builder:
    """A chainable relation: ``(op a b c)`` is ``(op a b) and (op b c)``."""
    def build(a: list[Expr], ctx: Context) -> Expr:
        fn = getattr(ctx.lib, name)
        parts = [ctx.binary(fn, a[i], a[i + 1]) for i in range(len(a) - 1)]
        return parts[0] if len(parts) == 1 else ctx.nary(ctx.lib.Z3_mk_and, parts)
    return build


def _implies(a: list[Expr], ctx: Context) -> Expr:
    r = a[-1]
    for x in reversed(a[:-1]):
        r = ctx.binary(ctx.lib.Z3_mk_implies, x, r)
    return r


def _minus(a: list[Expr], ctx: Context) -> Expr:
    if len(a) == 1:
        return ctx.unary(ctx.lib.Z3_mk_unary_minus, a[0])
    return _binary_fold("Z3_mk_sub")(a, ctx)


def _abs(a: list[Expr], ctx: Context) -> Expr:
    """z3py's ``If(a >= 0, a, -a)``."""
    x = a[0]
    zero = ctx.numeral("0")
    return ctx.ite(ctx.binary(ctx.lib.Z3_mk_ge, x, zero), x,
                   ctx.unary(ctx.lib.Z3_mk_unary_minus, x))


_add = _nary("Z3_mk_add")

#: The z3 expression of each Bool and Int operator of the table, from its arguments'.
_BUILDERS: dict[str, Builder] = {
    "not": lambda a, ctx: ctx.unary(ctx.lib.Z3_mk_not, a[0]),
    "and": _nary("Z3_mk_and", True),
    "or": _nary("Z3_mk_or", False),
    "xor": _fold("Z3_mk_xor"),
    "=>": _implies,
    "ite": lambda a, ctx: ctx.ite(a[0], a[1], a[2]),
    "=": _chain("Z3_mk_eq"),
    "distinct": lambda a, ctx: ctx.nary(ctx.lib.Z3_mk_distinct, a),
    "+": lambda a, ctx: _add(a, ctx) if len(a) > 1 else a[0],
    "-": _minus,
    "*": _binary_fold("Z3_mk_mul"),
    "div": _fold("Z3_mk_div"),
    "mod": _fold("Z3_mk_mod"),
    "abs": _abs,
    "<": _chain("Z3_mk_lt"),
    "<=": _chain("Z3_mk_le"),
    ">": _chain("Z3_mk_gt"),
    ">=": _chain("Z3_mk_ge"),
}


def _numeral(text: str) -> int:
    """The integer of a z3 numeral's text (also past 4,300 digits)."""
    if len(text) < 4000:
        return int(text)
    return -smt_to_int(text[1:]) if text.startswith("-") else smt_to_int(text)


__all__ = ["Core", "CoreResult", "Z3Error", "is_string_atom"]
