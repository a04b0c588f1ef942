"""The Boolean and integer core (``engine/core.py``): translation to z3 and back.

String atoms become fresh Booleans and ``str.len`` of a string variable a fresh
integer ``|x| >= 0`` (queued for the loop's axioms); Bool and Int structure is
translated exactly, which the reference evaluator checks on random terms.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.engine.core import Core, CoreResult, is_string_atom
from strsat.errors import UnsupportedError
from strsat.terms import BOOL, INT, REGLAN, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate

x, y = var("x", STRING), var("y", STRING)
a, b = var("a", INT), var("b", INT)
p = var("p", BOOL)


def test_string_atoms_become_booleans_once() -> None:
    core = Core()
    eq = mk("=", x, mk("str.++", y, string("c")))
    member = mk("str.in_re", x, mk("re.all"))
    assert is_string_atom(eq) and is_string_atom(member)
    assert not is_string_atom(mk("=", a, b))
    f = mk("or", eq, mk("not", member))
    core.add(f)
    assert set(core.atoms) == {eq, member}
    assert sorted(core.new_atoms, key=lambda t: t.id) == sorted([eq, member], key=lambda t: t.id)
    core.add(mk("and", eq, member))  # the same atoms: nothing new
    assert len(core.new_atoms) == 2
    assert core.check() == CoreResult.SAT


def test_lengths_are_non_negative_integers_queued_once() -> None:
    core = Core()
    length = mk("str.len", mk("str.++", x, string("ab"), y))
    core.add(mk("=", length, integer(2)))
    assert set(core.new_lengths) == {x, y}
    assert core.check() == CoreResult.SAT
    assert core.length_value(x) == 0 and core.length_value(y) == 0
    core.add(mk("<", mk("str.len", x), integer(0)))
    assert core.check() == CoreResult.UNSAT
    assert core.new_lengths == [x, y]  # asked again, not queued again


def test_unsat_core_names_the_assumptions_used() -> None:
    core = Core()
    g1, g2, g3 = (core.fresh_literal(f"g{k}") for k in range(3))
    core.add_z3(core.implies(g1, core.translate(mk(">", a, integer(3)))))
    core.add_z3(core.implies(g2, core.translate(mk("<", a, integer(2)))))
    core.add_z3(core.implies(g3, core.translate(p)))
    assert core.check([g1, g3]) == CoreResult.SAT
    assert core.value(a) > 3 and core.value(p) is True
    assert core.check([g1, g2, g3]) == CoreResult.UNSAT
    used = {str(lit) for lit in core.unsat_core()}
    assert used == {"g0", "g1"}


def test_nonlinear_terms_are_flagged() -> None:
    core = Core()
    core.translate(mk("=", mk("*", a, integer(2)), mk("div", b, integer(3))))
    assert not core.nonlinear
    core.translate(mk("=", mk("*", a, b), integer(6)))
    assert core.nonlinear
    other = Core()
    other.translate(mk("=", mk("mod", a, b), integer(1)))
    assert other.nonlinear


def test_what_the_core_cannot_hold_is_refused() -> None:
    core = Core()
    with pytest.raises(UnsupportedError):  # a string outside an atom or a length
        core.translate(mk("=", mk("str.len", mk("str.at", x, a)), integer(1)))
    r1 = mk("re.*", mk("str.to_re", string("a")))
    with pytest.raises(UnsupportedError):  # language equivalence
        core.translate(mk("=", r1, mk("re.all")))
    with pytest.raises(UnsupportedError):
        core.translate(var("r", REGLAN))


# ---- the translation agrees with the evaluator ------------------------------------

_int_leaf = st.one_of(st.sampled_from([a, b]), st.integers(-4, 4).map(integer))


def _ints(depth: int) -> st.SearchStrategy[Term]:
    if depth == 0:
        return _int_leaf
    sub = _ints(depth - 1)
    nonzero = st.integers(1, 3).flatmap(lambda k: st.sampled_from([integer(k), integer(-k)]))
    return st.one_of(
        _int_leaf,
        st.builds(lambda u, v: mk("+", u, v), sub, sub),
        st.builds(lambda u, v, w: mk("-", u, v, w), sub, sub, sub),
        st.builds(lambda u: mk("-", u), sub),
        st.builds(lambda u, k: mk("*", u, k), sub, st.integers(-3, 3).map(integer)),
        st.builds(lambda u, k: mk("div", u, k), sub, nonzero),
        st.builds(lambda u, k: mk("mod", u, k), sub, nonzero),
        st.builds(lambda u: mk("abs", u), sub),
        st.builds(lambda c, u, v: mk("ite", c, u, v), _bools(0), sub, sub),
    )


def _bools(depth: int) -> st.SearchStrategy[Term]:
    ints = _ints(0) if depth == 0 else _ints(1)
    leaf = st.one_of(st.just(p), st.booleans().map(lambda v: mk("=", a, a) if v else
                                                   mk("distinct", a, a)))
    rel = st.sampled_from(["<", "<=", ">", ">=", "="])
    atom = st.builds(lambda op, u, v, w: mk(op, u, v, w), rel, ints, ints, ints)
    if depth == 0:
        return st.one_of(leaf, atom)
    sub = _bools(depth - 1)
    return st.one_of(
        leaf, atom,
        st.builds(lambda u: mk("not", u), sub),
        st.builds(lambda u, v, w: mk("and", u, v, w), sub, sub, sub),
        st.builds(lambda u, v: mk("or", u, v), sub, sub),
        st.builds(lambda u, v, w: mk("xor", u, v, w), sub, sub, sub),
        st.builds(lambda u, v, w: mk("=>", u, v, w), sub, sub, sub),
        st.builds(lambda u, v: mk("=", u, v), sub, sub),
        st.builds(lambda u, v, w: mk("distinct", u, v, w), ints, ints, ints),
    )


@settings(max_examples=150, deadline=None)
@given(_bools(2), st.integers(-5, 5), st.integers(-5, 5), st.booleans())
def test_translation_agrees_with_the_evaluator(f: Term, va: int, vb: int, vp: bool) -> None:
    core = Core()
    values = {a: va, b: vb, p: vp}
    core.add(mk("and", mk("=", a, integer(va)), mk("=", b, integer(vb)),
                p if vp else mk("not", p)))
    assert core.check() == CoreResult.SAT
    assert core.value(f) == evaluate(f, values)


def test_every_boolean_and_integer_operator_of_the_table_is_translated() -> None:
    from strsat.engine.core import _BUILDERS
    from strsat.terms.ops import STRING_PREDICATES, STRING_TO_INT, operators

    core_ops = {op.name for op in operators()
                if op.result in (BOOL, INT, None) and all(s in (BOOL, INT, None) for s in op.args)}
    assert core_ops == set(_BUILDERS)
    # every other Bool or Int operator is a string atom, the length, or purified away
    rest = {op.name for op in operators() if op.result in (BOOL, INT)} - core_ops
    assert rest == STRING_PREDICATES | STRING_TO_INT | {"str.len"}


def _z3py(t: Term, ctx: object, names: dict[Term, str]) -> object:
    """The z3 term of ``t`` built with z3py's own operators in the z3py context ``ctx``,
    its variables named as the core named them (``names``: the naive translation the
    core's C-API builders must reproduce exactly)."""
    import functools

    import z3

    if t.op == "const":
        return z3.BoolVal(t.value, ctx) if t.sort is BOOL else z3.IntVal(t.value, ctx)
    if t.op == "var":
        name = names[t]
        return z3.Bool(name, ctx) if t.sort is BOOL else z3.Int(name, ctx)
    xs = [_z3py(c, ctx, names) for c in t.args]

    def fold(fn):  # type: ignore[no-untyped-def]
        return functools.reduce(fn, xs)

    def chain(rel):  # type: ignore[no-untyped-def]
        parts = [rel(xs[i], xs[i + 1]) for i in range(len(xs) - 1)]
        return parts[0] if len(parts) == 1 else z3.And(parts)

    naive = {
        "not": lambda: z3.Not(xs[0]), "and": lambda: z3.And(xs), "or": lambda: z3.Or(xs),
        "xor": lambda: fold(z3.Xor),
        "=>": lambda: functools.reduce(lambda r, h: z3.Implies(h, r), reversed(xs[:-1]), xs[-1]),
        "ite": lambda: z3.If(xs[0], xs[1], xs[2]), "=": lambda: chain(lambda u, v: u == v),
        "distinct": lambda: z3.Distinct(xs), "+": lambda: z3.Sum(xs) if len(xs) > 1 else xs[0],
        "-": lambda: -xs[0] if len(xs) == 1 else fold(lambda u, v: u - v),
        "*": lambda: fold(lambda u, v: u * v), "div": lambda: fold(lambda u, v: u / v),
        "mod": lambda: fold(lambda u, v: u % v),
        "abs": lambda: z3.If(xs[0] >= 0, xs[0], -xs[0]),
        "<": lambda: chain(lambda u, v: u < v), "<=": lambda: chain(lambda u, v: u <= v),
        ">": lambda: chain(lambda u, v: u > v), ">=": lambda: chain(lambda u, v: u >= v),
    }
    return naive[t.op]()


@settings(max_examples=150, deadline=None)
@given(_bools(2))
def test_the_c_api_builders_make_the_terms_z3py_makes(f: Term) -> None:
    """The core builds z3 terms through the C API (z3py's casts were most of a
    translation): the terms z3py's operators build, node for node but for one quirk of
    z3py's (``a < IntVal(0)`` is ``0 > a`` there, ``a == IntVal(0)`` is ``0 == a``:
    Python asks the right operand's subclass first); equivalent in every case, which z3 proves."""
    import z3

    from strsat.terms.walk import free_vars

    core = Core()
    ctx = z3.Context()
    fast = str(core.translate(f))
    names = {v: str(e) for v, e in core.variables.items()}
    naive = _z3py(f, ctx, names)
    if fast != naive.sexpr():  # type: ignore[attr-defined]
        declared = "".join(f"(declare-const |{names[v]}| {v.sort})" for v in free_vars(f))
        (both,) = z3.parse_smt2_string(f"{declared}(assert (not (= {fast} {naive.sexpr()})))",
                                      ctx=ctx)  # type: ignore[attr-defined]
        s = z3.Solver(ctx=ctx)
        s.add(both)
        assert s.check() == z3.unsat


def test_a_renewed_solver_keeps_what_is_asserted_at_level_0() -> None:
    """``renew`` (issue 40: z3's solver grows under push/pop) gives a new z3 solver the
    assertions of level 0, and refuses inside a scope."""
    from strsat.engine.loop import Loop
    from strsat.engine.scopes import Scopes

    core = Core()
    scopes = Scopes()
    scopes.register(core)
    core.add(mk(">", a, integer(3)))
    scopes.push()
    core.push()
    core.add(mk("<", a, integer(2)))
    assert core.check() == CoreResult.UNSAT
    assert not core.renew()  # a z3 scope is open
    core.pop()
    scopes.pop()
    old, old_context = core.solver, core.ctx
    assert core.renew() and core.solver is not old and core.ctx is not old_context
    del old, old_context
    assert not core.previous_context_alive()  # every term it had moved: it is freed
    assert core.check() == CoreResult.SAT and core.value(a) > 3  # level 0 kept
    core.add(mk("<", a, integer(4)))  # a > 3, a < 4: no integer
    assert core.check() == CoreResult.UNSAT
    assert Loop.scoped and "_asserted" in Core.scoped


def test_a_renewed_context_moves_the_terms_the_core_handed_out() -> None:
    """A literal of :meth:`Core.fresh_literal` held outside the core (the loop's guard
    literals) and the length of a string variable move to the renewed context with the
    core's tables (in place: the holder's object is the same); ``|x| >= 0`` stays
    asserted; a term of the old context that nobody registered is refused, not mixed."""
    from strsat.engine.z3c import Z3Error

    core = Core()
    guard = core.fresh_literal("guard!0")
    length = core.length(x)
    core.add_z3(core.implies(guard, core.at_least(length, 5)))
    stray = core.ctx.const("stray", True)  # made outside the core's tables
    assert core.renew()
    assert guard.ctx is core.ctx and length.ctx is core.ctx
    assert core.previous_context_alive()  # the stray term holds the old context
    assert core.check([guard]) == CoreResult.SAT and core.length_value(x) >= 5
    assert core.check([core.ctx.unary(core.ctx.lib.Z3_mk_not, guard)]) == CoreResult.SAT
    assert core.length_value(x) >= 0  # the length axiom survived the renewal
    with pytest.raises(Z3Error, match="another z3 context"):
        core.check([stray])
    with pytest.raises(Z3Error, match="another z3 context"):
        core.implies(stray, guard)
    assert not core.same(stray, guard)
    del stray
    assert not core.previous_context_alive()


def test_renewing_keeps_answers_and_bounds_z3s_allocation() -> None:
    """Rounds of push, fresh terms, check, pop with a renewal every 50 rounds: the same
    answers as without renewals, and z3's allocation counter (all contexts of the
    process) no higher after 600 rounds than after 200, plus a margin for the
    allocator's own tables: each renewal frees the context it leaves (one left alive
    would add some 5 MB of z3's tables)."""
    from strsat.engine.scopes import Scopes
    from strsat.engine.z3c import estimated_alloc_bytes

    def run(every: int) -> tuple[list[str], list[int]]:
        core, scopes, answers, sizes = Core(), Scopes(), [], []
        scopes.register(core)
        core.add(mk(">=", a, integer(0)))
        for i in range(600):
            scopes.push()
            core.push()
            v = var(f"v{i}", INT)
            core.add(mk("and", mk("<", a, v), mk("<=", v, integer(i % 7))))
            answers.append(core.check())
            core.pop()
            scopes.pop()
            if every and (i + 1) % every == 0:
                assert core.renew()
            if (i + 1) % 200 == 0:
                sizes.append(estimated_alloc_bytes())
        return answers, sizes

    plain, _ = run(0)
    renewed, sizes = run(50)
    assert plain == renewed
    assert sizes[-1] <= sizes[0] + (256 << 10)
