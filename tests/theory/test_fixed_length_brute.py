"""The fixed-length search against brute-force enumeration on small systems.

Random literal sets over three string variables (lengths 0..3), constants over
``{a, b}``, regexes, predicates and guarded definitions:

* with ``x ∈ [ab]*`` added for every variable, the search (over the whole
  alphabet) and the enumeration of ``{a, b}`` strings must agree on existence;
  models validate; every lemma is valid on all length vectors of the small
  space (checked by enumeration too), so explained lemmas are sound;
* without that restriction, a solution over ``{a, b, c}`` implies the search
  finds one (the alphabet reduction loses no solution).
"""

from __future__ import annotations

import itertools

import pytest
from fixed_length_helpers import brute_force, check_model, context, formulas
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import holds
from strsat.terms.walk import free_vars_many, substitute
from strsat.theory.fixed_length import FixedLength

X, Y, Z = (var(n, STRING) for n in ("x", "y", "z"))
K = var("@k", STRING)
KI = var("@ki", INT)
I, N = var("i", INT), var("n", INT)
VARS = [X, Y, Z]
AB = mk("re.*", mk("re.union", mk("str.to_re", string("a")), mk("str.to_re", string("b"))))


def _re(s: str) -> Term:
    return mk("str.to_re", string(s))


REGEXES = [
    mk("re.*", _re("a")),
    mk("re.++", mk("re.*", _re("a")), mk("re.*", _re("b"))),
    mk("re.*", _re("ab")),
    mk("re.comp", _re("ab")),
    mk("re.++", mk("re.all"), _re("b"), mk("re.all")),
    mk("re.loop", mk("re.range", string("a"), string("b")), indices=(2, 3)),
    mk("re.inter", mk("re.+", mk("re.allchar")),
       mk("re.comp", mk("re.++", _re("a"), mk("re.all")))),
    mk("re.union", _re("ba"), mk("re.+", _re("b"))),
]

constants = st.sampled_from(["", "a", "b", "ab", "ba", "aa", "bb"]).map(string)
atoms = st.one_of(st.sampled_from(VARS), constants)
concats = st.lists(atoms, min_size=1, max_size=3).map(
    lambda xs: xs[0] if len(xs) == 1 else mk("str.++", *xs))


@st.composite
def literals(draw) -> tuple[Term, bool]:
    kind = draw(st.sampled_from(["eq", "eq", "re", "contains", "prefixof", "suffixof", "lt",
                                 "le", "digit"]))
    if kind == "eq":
        atom = mk("=", draw(concats), draw(concats))
    elif kind == "re":
        atom = mk("str.in_re", draw(st.sampled_from(VARS)), draw(st.sampled_from(REGEXES)))
    elif kind in ("contains", "prefixof", "suffixof"):
        atom = mk(f"str.{kind}", draw(atoms), draw(atoms))
    elif kind in ("lt", "le"):
        atom = mk("str.<" if kind == "lt" else "str.<=", draw(atoms), draw(atoms))
    else:
        atom = mk("str.is_digit", draw(st.sampled_from(VARS)))
    return atom, draw(st.booleans())


@st.composite
def definitions(draw) -> tuple[Term, dict[Term, int]]:
    """A guarded definition and the integer values the core gives it."""
    kind = draw(st.sampled_from(["replace", "replace_all", "rev", "substr", "at", "indexof",
                                 "to_int", "to_code", "upper"]))
    a, b, c = draw(atoms), draw(atoms), draw(atoms)
    ints = {I: draw(st.integers(-1, 3)), N: draw(st.integers(-1, 3))}
    if kind in ("replace", "replace_all"):
        app = mk(f"str.{kind}", draw(st.sampled_from(VARS)), b, c)
    elif kind == "rev":
        app = mk("str.rev", a)
    elif kind == "upper":
        app = mk("str.to_upper", a)
    elif kind == "substr":
        app = mk("str.substr", a, I, N)
    elif kind == "at":
        app = mk("str.at", a, mk("+", I, integer(1)))
    elif kind == "indexof":
        ints[KI] = draw(st.integers(-1, 3))
        return mk("=", KI, mk("str.indexof", draw(st.sampled_from(VARS)), b, I)), ints
    elif kind == "to_int":
        ints[KI] = draw(st.sampled_from([-1, 0, 1, 7]))
        return mk("=", KI, mk("str.to_int", draw(st.sampled_from(VARS)))), ints
    else:
        ints[KI] = draw(st.sampled_from([-1, 97, 98, 99]))
        return mk("=", KI, mk("str.to_code", draw(st.sampled_from(VARS)))), ints
    return mk("=", K, app), ints


@st.composite
def problems(draw):
    lits = draw(st.lists(literals(), min_size=1, max_size=4))
    guarded, ints = [], {}
    if draw(st.booleans()):
        d, ints = draw(definitions())
        guarded.append(d)
    used = free_vars_many(formulas(lits, guarded))
    xs = [v for v in [*VARS, K] if v in used] or [X]
    lengths = {v: draw(st.integers(0, 3)) for v in xs}
    return lits, guarded, lengths, ints


def _lemma_parts(lemma: Term) -> list[Term]:
    assert lemma.op == "not"
    body = lemma.args[0]
    return list(body.args) if body.op == "and" else [body]


def _check_lemma_valid(lemma: Term, lits, guarded, lengths, ints) -> None:
    """No {a,b} assignment of any length vector in 0..3 satisfies the lemma's premises."""
    parts = _lemma_parts(lemma)
    lit_terms = {a if p else mk("not", a) for a, p in lits}
    premises = [p for p in parts if p in lit_terms] + list(guarded)
    facts = [p for p in parts if p not in lit_terms]
    xs = [v for v in lengths if v in free_vars_many(premises + facts)]
    for vector in itertools.product(range(4), repeat=len(xs)):
        other = dict(zip(xs, vector, strict=True))
        values = {mk("str.len", v): integer(m) for v, m in other.items()}
        values.update({v: integer(m) for v, m in ints.items()})
        if not all(holds(substitute(f, values)) for f in facts):
            continue
        assert brute_force(premises, other, ints) is None, (lemma, other)


short_words = st.text(alphabet="ab", min_size=1, max_size=3).map(string)


@st.composite
def positional_literals(draw) -> tuple[Term, bool]:
    """Equations, prefixes, suffixes and containments of X (with Y or a constant
    around it) against constants: dense in clashes, whose lemmas generalize."""
    side = draw(st.sampled_from([[X], [X, Y], [Y, X], [X, "c"], ["c", X], [X, "c", Y]]))
    items = [draw(short_words) if it == "c" else it for it in side]
    lhs = items[0] if len(items) == 1 else mk("str.++", *items)
    kind = draw(st.sampled_from(["=", "str.contains", "str.prefixof", "str.suffixof"]))
    rhs = draw(short_words)
    atom = mk(kind, rhs, lhs) if kind in ("str.prefixof", "str.suffixof") else mk(kind, lhs, rhs)
    return atom, draw(st.sampled_from([True, True, True, False]))


@st.composite
def positional_problems(draw):
    lits = draw(st.lists(positional_literals(), min_size=2, max_size=3))
    used = free_vars_many(formulas(lits))
    lengths = {v: draw(st.integers(0, 3)) for v in (X, Y) if v in used}
    return lits, [], lengths, {}


def _settings(n: int) -> settings:
    return settings(max_examples=n, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _agrees_with_brute_force_on_ab_strings(problem) -> None:
    lits, guarded, lengths, ints = problem
    lits = lits + [(mk("str.in_re", v, AB), True) for v in lengths]
    ctx = context(lits, lengths, ints, guarded)
    result = FixedLength().check(ctx)
    fs = formulas(lits, guarded)
    expected = brute_force(fs, lengths, ints)
    assert not ctx.incomplete_reasons, ctx.incomplete_reasons
    if expected is None:
        assert result.model is None and result.lemmas
        for lem in result.lemmas:
            _check_lemma_valid(lem.formula, lits, guarded, lengths, ints)
    else:
        assert not result.lemmas, (result.lemmas, expected)
        check_model(result, fs, lengths, ints)


def _finds_every_solution_over_a_larger_alphabet(problem) -> None:
    lits, guarded, lengths, ints = problem
    ctx = context(lits, lengths, ints, guarded)
    result = FixedLength().check(ctx)
    fs = formulas(lits, guarded)
    if result.model is not None:
        check_model(result, fs, lengths, ints)
        return
    assert not ctx.incomplete_reasons, ctx.incomplete_reasons
    assert brute_force(fs, lengths, ints, alphabet="abc") is None


@_settings(120)
@given(problems())
def test_agrees_with_brute_force_on_ab_strings(problem):
    _agrees_with_brute_force_on_ab_strings(problem)


@_settings(150)
@given(positional_problems())
def test_positional_lemmas_are_valid(problem):
    _agrees_with_brute_force_on_ab_strings(problem)


@_settings(120)
@given(problems())
def test_finds_every_solution_over_a_larger_alphabet(problem):
    _finds_every_solution_over_a_larger_alphabet(problem)


@pytest.mark.slow
@_settings(3000)
@given(problems())
def test_agrees_with_brute_force_on_ab_strings_long(problem):
    _agrees_with_brute_force_on_ab_strings(problem)


@pytest.mark.slow
@_settings(3000)
@given(problems())
def test_finds_every_solution_over_a_larger_alphabet_long(problem):
    _finds_every_solution_over_a_larger_alphabet(problem)


@_settings(60)
@given(st.lists(st.text(alphabet="ab", min_size=1, max_size=4), min_size=1, max_size=4))
def test_superstring_bound_is_a_lower_bound(patterns):
    from strsat.theory.fixed_length.bounds import superstring_bound

    bound, kept = superstring_bound(tuple(patterns))
    assert set(kept) <= set(patterns)
    shortest = next(n for n in range(sum(map(len, patterns)) + 1)
                    if any(all(p in "".join(w) for p in patterns)
                           for w in itertools.product("ab", repeat=n)))
    assert bound <= shortest


# ---- FL_CODE_REGION: a widened code block holds at every code of its band ---------------

_CODES = [0, 47, 48, 97, 98, 99, 100, 122, 200, 0x2FFFF]
_CODE_CONSTS = st.sampled_from(["a", "b", "c", "0", "ab", "ba"]).map(string)


@st.composite
def code_literals(draw) -> tuple[Term, bool]:
    kind = draw(st.sampled_from(["lt", "gt", "le", "eq", "cat", "contains", "range", "re"]))
    c = draw(_CODE_CONSTS)
    if kind == "lt":
        atom = mk("str.<", X, c)
    elif kind == "gt":
        atom = mk("str.<", c, X)
    elif kind == "le":
        atom = mk("str.<=", Y, mk("str.++", X, c))
    elif kind == "eq":
        atom = mk("=", X, c)
    elif kind == "cat":
        atom = mk("=", Y, mk("str.++", X, c))
    elif kind == "contains":
        atom = mk("str.contains", Y, X)
    elif kind == "range":
        atom = mk("str.in_re", X, mk("re.range", string("a"), string("c")))
    else:
        atom = mk("str.in_re", Y, draw(st.sampled_from(REGEXES)))
    return atom, draw(st.sampled_from([True, True, False]))


@st.composite
def code_problems(draw):
    lits = draw(st.lists(code_literals(), min_size=1, max_size=3))
    lengths = {X: 1, Y: draw(st.integers(0, 3))}
    guarded = [mk("=", KI, mk("str.to_code", X))]
    return lits, guarded, lengths, {KI: draw(st.sampled_from(_CODES))}


@_settings(150)
@given(code_problems())
def test_widened_code_blocks_hold_at_every_code_of_the_band(problem):
    lits, guarded, lengths, ints = problem
    result = FixedLength().check(context(lits, lengths, ints, guarded))
    fs = formulas(lits, guarded)
    for lem in result.lemmas:
        if lem.kind.name not in ("FL_CODE_REGION", "FL_CODE_PROBE"):
            continue
        band = next(p for p in _lemma_parts(lem.formula)
                    if p.op == "and" and p.args[0].op == "<=" and p.args[0].args[1] is KI)
        lo, hi = band.args[0].args[0].value, band.args[1].args[1].value
        for w in sorted({lo, lo + 1, (lo + hi) // 2, hi - 1, hi} & set(range(lo, hi + 1))):
            at_w = FixedLength().check(context(lits, lengths, {KI: w}, guarded))
            assert at_w.model is None, (lem.formula, w, at_w.model)
            assert brute_force(fs, lengths, {KI: w}, alphabet="abc0" + chr(w)) is None, (
                lem.formula, w)
