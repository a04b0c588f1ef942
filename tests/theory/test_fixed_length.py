"""The fixed-length step: models validate, lemmas are valid, the search is exhaustive."""

from __future__ import annotations

import types

import pytest
from fixed_length_helpers import brute_force, check_model, context, formulas

from strsat.terms import FALSE, INT, STRING, integer, mk, string, var
from strsat.terms.evaluate import holds
from strsat.terms.walk import substitute
from strsat.theory.fixed_length import FixedLength
from strsat.theory.seam.inferences import Inference

x, y, z, w, k = (var(n, STRING) for n in ("x", "y", "z", "w", "k"))
i, n = var("i", INT), var("n", INT)


def cat(*args):
    return mk("str.++", *[string(a) if isinstance(a, str) else a for a in args])


def eq(a, b):
    return mk("=", string(a) if isinstance(a, str) else a, string(b) if isinstance(b, str) else b)


def re_star(chars: str):
    return mk("re.*", mk("re.union", *[mk("str.to_re", string(c)) for c in chars])) \
        if len(chars) > 1 else mk("re.*", mk("str.to_re", string(chars)))


def member(t, r):
    return mk("str.in_re", t, r)


def solve(literals, lengths, ints=None, guarded=(), hints=None, node_limit=None):
    ctx = context(literals, lengths, ints, list(guarded), hints)
    step = FixedLength() if node_limit is None else FixedLength(node_limit)
    return step.check(ctx), ctx


def expect_sat(literals, lengths, ints=None, guarded=(), hints=None):
    res, ctx = solve(literals, lengths, ints, guarded, hints)
    assert not res.lemmas, res.lemmas
    check_model(res, formulas(literals, list(guarded)), lengths, ints)
    assert set(res.model) == set(lengths)
    return res.model


def expect_unsat(literals, lengths, ints=None, guarded=()):
    res, ctx = solve(literals, lengths, ints, guarded)
    assert res.model is None and res.lemmas
    assert not ctx.incomplete_reasons
    for lem in res.lemmas:
        assert_new(lem.formula, literals, lengths, ints)
    return res


def assert_new(lemma, literals, lengths, ints=None):
    """The candidate falsifies the lemma ``not (L1 and ... and facts)``: each literal
    is one of the candidate's and each fact holds for its lengths and integers."""
    assert lemma.op == "not"
    body = lemma.args[0]
    conj = body.args if body.op == "and" else (body,)
    lits = {a if p else mk("not", a) for a, p in literals}
    values = {mk("str.len", v): integer(m) for v, m in lengths.items()}
    values.update({v: integer(m) for v, m in (ints or {}).items()})
    for c in conj:
        if c not in lits:
            assert holds(substitute(c, values)), c


# ---- equations and constants ------------------------------------------------------------


def test_concatenation_equation_model():
    lits = [(eq(cat(x, "ab"), cat(y, z)), True), (eq(z, cat("b", w)), True)]
    m = expect_sat(lits, {x: 3, y: 2, z: 3, w: 2})
    assert m[z][0] == "b"


def test_clash_is_explained_by_positions_only():
    lits = [(eq(cat(x, "a", y), cat(z, "b")), True)]
    res = expect_unsat(lits, {x: 2, y: 0, z: 2})
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_CLASH]
    text = repr(res.lemmas[0].formula)
    assert "(str.len x)" in text and "(str.len z)" in text


def test_clash_of_whole_length_contains_names_the_length():
    # contains(x, t) with |x| = |t| aligns t with x only because the lengths are equal;
    # x = "abab" contains "aba" and ends with "b", so the lemma must mention |x| = 3
    lits = [(mk("str.contains", x, string("aba")), True),
            (mk("str.suffixof", string("b"), x), True)]
    res = expect_unsat(lits, {x: 3})
    assert all(lem.kind is Inference.FL_CLASH for lem in res.lemmas)
    model = {x: "abab"}
    for lem in res.lemmas:
        assert holds(lem.formula, model), lem.formula
    expect_sat(lits, {x: 4})


def test_clash_lemma_rules_out_other_length_vectors():
    # x·"a" = "b"·y: position 0 is 'b' on the right; x empty puts 'a' there
    lits = [(eq(cat(x, "a"), cat("b", y)), True)]
    res = expect_unsat(lits, {x: 0, y: 0})
    f = res.lemmas[0].formula
    assert "(str.len y)" not in repr(f)  # y's length does not place the clash


def test_equation_with_repeated_variable():
    lits = [(eq(cat(x, x), cat("ab", y)), True)]
    m = expect_sat(lits, {x: 3, y: 4})
    assert m[x].startswith("ab")
    expect_unsat([(eq(cat(x, x), "abba"), True)], {x: 2})


def test_overlap_equation_is_unsat_for_each_length():
    for length in range(5):
        expect_unsat([(eq(cat("a", x), cat(x, "b")), True)], {x: length})


def test_disequality_uses_a_third_character():
    lits = [(eq(x, "a"), False), (eq(x, "b"), False)]
    m = expect_sat(lits, {x: 1})
    assert m[x] not in ("a", "b")


def test_disequality_of_equal_forced_strings_is_unsat():
    lits = [(member(x, re_star("a")), True), (member(y, re_star("a")), True), (eq(x, y), False)]
    res = expect_unsat(lits, {x: 3, y: 3})
    assert res.lemmas[0].kind is Inference.FL_BLOCK
    expect_sat(lits, {x: 3, y: 2})


def test_multi_argument_equality_and_its_negation():
    three = mk("=", x, y, z)
    m = expect_sat([(three, True), (eq(x, cat("q", w)), True)], {x: 2, y: 2, z: 2, w: 1})
    assert m[x] == m[y] == m[z]
    m = expect_sat([(three, False), (eq(x, y), True)], {x: 2, y: 2, z: 2})
    assert m[z] != m[x]


# ---- regular constraints ------------------------------------------------------------------


def test_positive_and_negative_membership():
    digits = mk("re.+", mk("re.range", string("0"), string("9")))
    lits = [(member(x, digits), True), (member(x, mk("re.++", mk("re.all"), mk("str.to_re",
                                                                              string("7")))),
                                        False)]
    m = expect_sat(lits, {x: 4})
    assert m[x].isdigit() and not m[x].endswith("7")


def test_membership_with_no_word_of_the_length():
    r = mk("re.loop", mk("str.to_re", string("ab")), indices=(1, 3))
    res = expect_unsat([(member(x, r), True)], {x: 3})
    assert res.lemmas[0].kind is Inference.FL_BLOCK
    expect_sat([(member(x, r), True)], {x: 4})


def test_long_regex_constrained_string():
    # paper 000, experiment 2: [a-c]*a[a-c]{n+1} and [a-c]*b[a-c]{n}
    abc = mk("re.range", string("a"), string("c"))
    num = 60
    r1 = mk("re.++", mk("re.*", abc), mk("str.to_re", string("a")),
            mk("re.loop", abc, indices=(num + 1, num + 1)))
    r2 = mk("re.++", mk("re.*", abc), mk("str.to_re", string("b")),
            mk("re.loop", abc, indices=(num, num)))
    expect_sat([(member(x, r1), True), (member(x, r2), True)], {x: num + 2})
    expect_sat([(member(x, r1), True), (member(x, r2), True)], {x: num + 10})


def test_regex_and_equation_together():
    lits = [(eq(cat(x, "=", y), w), True), (member(x, re_star(" ")), True),
            (eq(w, "  =ab"), True)]
    m = expect_sat(lits, {x: 2, y: 2, w: 5})
    assert m[y] == "ab"
    expect_unsat(lits, {x: 1, y: 3, w: 5})


def test_membership_word_found_on_the_first_descent():
    """A variable twice in a subject that must contain a word (slog ``*_sink``): the
    backward sets cannot see that the two copies are equal, so only the leaves used to
    reject the other values; the propagator's preference for values that move the
    automaton towards acceptance tries the word first (the old order spent 50,000
    nodes here without a solution)."""
    contains = mk("re.++", mk("re.all"), mk("str.to_re", string("\\<SCRIPT")), mk("re.all"))
    lits = [(eq(w, cat("    ", x, " = '", x, "';\n")), True), (member(w, contains), True),
            (member(x, mk("re.++", mk("re.all"), mk("str.to_re", string("/.(")), mk("re.all"))),
             False)]
    res, _ctx = solve(lits, {x: 8, w: 27}, node_limit=50)
    assert res.model is not None and res.model[x] == "\\<SCRIPT"


# ---- contains, prefix, suffix ---------------------------------------------------------------


def test_contains_chooses_offsets():
    pats = ["EasyChair", "Chairman", "manual"]
    lits = [(mk("str.contains", x, string(p)), True) for p in pats]
    m = expect_sat(lits, {x: 17})
    assert all(p in m[x] for p in pats)
    expect_unsat(lits, {x: 12})


def test_contains_with_variable_pattern():
    lits = [(mk("str.contains", x, y), True), (eq(y, cat("b", z)), True),
            (member(x, re_star("ab")), True)]
    m = expect_sat(lits, {x: 4, y: 2, z: 1})
    assert m[y] in m[x]


def test_negated_contains_and_prefix_suffix():
    lits = [(mk("str.contains", x, y), False), (mk("str.prefixof", string("ab"), x), True),
            (mk("str.suffixof", string("ba"), x), True), (eq(y, "bb"), True)]
    m = expect_sat(lits, {x: 5, y: 2})
    assert "bb" not in m[x]
    lits = [(mk("str.prefixof", x, y), False), (mk("str.suffixof", x, y), False),
            (member(y, re_star("a")), True)]
    m = expect_sat(lits, {x: 2, y: 3})
    assert not m[y].startswith(m[x]) and not m[y].endswith(m[x])


def test_prefix_longer_than_string_is_false():
    expect_unsat([(mk("str.prefixof", x, y), True)], {x: 3, y: 2})
    expect_sat([(mk("str.prefixof", x, y), False)], {x: 3, y: 2})


# ---- order, digits ----------------------------------------------------------------------------


def test_lexicographic_order():
    lits = [(mk("str.<", x, y), True), (mk("str.<", y, z), True), (mk("str.<", z, string("b")),
                                                                    True)]
    m = expect_sat(lits, {x: 1, y: 1, z: 1})
    assert m[x] < m[y] < m[z] < "b"
    lits = [(mk("str.<=", x, y), False), (mk("str.prefixof", y, x), True)]
    m = expect_sat(lits, {x: 2, y: 1})
    expect_unsat([(mk("str.<", x, y), True), (eq(x, y), True)], {x: 2, y: 2})


def test_lexicographic_order_needs_values_between():
    # x < y < z on one character each, z < "c", x > "a": needs b-range values in order
    lits = [(mk("str.<", x, y), True), (mk("str.<", y, z), True),
            (mk("str.<", string("a"), x), True), (mk("str.<", z, string("e")), True)]
    m = expect_sat(lits, {x: 1, y: 1, z: 1})
    assert "a" < m[x] < m[y] < m[z] < "e"
    lits[-1] = (mk("str.<", z, string("d")), True)
    expect_unsat(lits, {x: 1, y: 1, z: 1})


def test_thrashing_order_is_retried_shortest_variables_first():
    """issue 39 (seed 7373 f00277, ``y < substr(y, 12, j)``): y = pre·p·suf with
    ``|pre| = 12``, ``y < p``, y not all digits, and another step's hint ``y = a…a``.
    Left to right over y from the hint, y[0] = a leaves y[12] no value above it, and the
    failure backtracks through the eleven free cells between; the retry in the
    shortest-first order decides p (y[12]) first and finds a model at once."""
    pre, p, suf = (var(n, STRING) for n in ("pre", "p", "suf"))
    digits = mk("re.+", mk("re.range", string("0"), string("9")))
    lits = [(eq(y, cat(pre, p, suf)), True), (mk("str.<", y, p), True),
            (member(y, digits), False)]
    lengths = {y: 14, pre: 12, p: 1, suf: 1}
    res, ctx = solve(lits, lengths, hints={y: "a" * 14}, node_limit=4_000)
    assert not res.lemmas and not ctx.incomplete_reasons
    check_model(res, formulas(lits), lengths)
    # the first order gets 1/16 of the limit before the other takes its turn
    # (ORDER_SCHEDULE): the model is found long before the first order's whole limit
    assert ctx.stats.counters["fixed_length.nodes"] <= 2 * (4_000 // 16) + 2


def test_order_schedule_gives_each_order_a_small_first_share_and_the_first_the_whole_limit():
    """The restart schedule is work, not time: the first order's first share and the
    other order's are small, the first order gets the whole limit before the search
    gives up, and the other order keeps its quarter."""
    from strsat.theory.fixed_length.solver import ORDER_SCHEDULE, SUB_SCHEDULE
    # lemma shrinking and probes keep the whole limit first: most of them fail
    assert SUB_SCHEDULE[0] == (False, 1)
    assert ORDER_SCHEDULE[0] == (False, 16) and ORDER_SCHEDULE[1][0] is True
    assert max(d for short, d in ORDER_SCHEDULE if not short) >= 16
    assert min(d for short, d in ORDER_SCHEDULE if not short) == 1
    assert min(d for short, d in ORDER_SCHEDULE if short) == 4


def test_is_digit():
    m = expect_sat([(mk("str.is_digit", x), True)], {x: 1})
    assert m[x].isdigit()
    m = expect_sat([(mk("str.is_digit", x), False), (member(x, mk("re.range", string("0"),
                                                                  string("a"))), True)], {x: 1})
    assert not m[x].isdigit()
    expect_unsat([(mk("str.is_digit", x), True)], {x: 2})


# ---- guarded definitions -------------------------------------------------------------------


def test_definition_is_computed_from_its_inputs():
    d = eq(k, mk("str.replace_all", x, string("a"), string("bb")))
    m = expect_sat([(eq(x, cat("a", y)), True)], {x: 3, y: 2, k: 4}, guarded=[d])
    assert m[k] == m[x].replace("a", "bb")


def test_definition_constrains_its_inputs():
    d = eq(k, mk("str.to_upper", x))
    m = expect_sat([(eq(k, "AB1"), True)], {x: 3, k: 3}, guarded=[d])
    assert m[x].upper() == "AB1"
    d = eq(k, mk("str.rev", x))
    expect_unsat([(eq(k, x), False), (member(x, re_star("a")), True)], {x: 3, k: 3},
                 guarded=[d])


def test_integer_definitions_read_the_core():
    to_int = var("@ti", INT)
    d = eq(to_int, mk("str.to_int", x))
    m = expect_sat([], {x: 4}, ints={to_int: 42}, guarded=[d])
    assert m[x] == "0042"
    res = expect_unsat([], {x: 1}, ints={to_int: 42}, guarded=[d])
    assert res.lemmas[0].kind is Inference.FL_TO_INT_WIDTH  # every k >= 10 at |x| = 1
    assert "(>= @ti 10)" in repr(res.lemmas[0].formula)
    m = expect_sat([], {x: 2}, ints={to_int: -1}, guarded=[d])
    assert not m[x].isdigit()
    code = var("@tc", INT)
    m = expect_sat([], {x: 1}, ints={code: 0x2603}, guarded=[eq(code, mk("str.to_code", x))])
    assert m[x] == "\u2603"


def test_integer_arguments_are_read_and_blocked():
    d = eq(k, mk("str.substr", x, i, n))
    lits = [(eq(x, "hello"), True), (eq(k, "ll"), True)]
    expect_sat(lits, {x: 5, k: 2}, ints={i: 2, n: 2}, guarded=[d])
    res = expect_unsat(lits, {x: 5, k: 2}, ints={i: 1, n: 2}, guarded=[d])
    text = repr(res.lemmas[0].formula)
    assert "(= i 1)" in text and "(= n 2)" in text


def test_from_int_definition():
    d = eq(k, mk("str.from_int", n))
    m = expect_sat([(mk("str.prefixof", k, x), True)], {k: 3, x: 4}, ints={n: 907}, guarded=[d])
    assert m[k] == "907" and m[x].startswith("907")
    expect_unsat([], {k: 2}, ints={n: 907}, guarded=[d])


def test_membership_in_a_regex_with_variables():
    r = mk("re.++", mk("str.to_re", y), mk("re.*", mk("str.to_re", y)))
    lits = [(member(x, r), True), (eq(y, cat("a", z)), True)]
    m = expect_sat(lits, {x: 4, y: 2, z: 1})
    assert m[x] == m[y] * 2
    expect_unsat(lits, {x: 3, y: 2, z: 1})


# ---- components, hints, limits ------------------------------------------------------------


def test_only_the_failing_component_is_blocked():
    lits = [(eq(x, "ab"), True), (eq(y, cat(z, "c")), True), (eq(z, "d"), True)]
    res, _ = solve(lits, {x: 2, y: 1, z: 1})
    assert len(res.lemmas) == 1
    assert "x" not in repr(res.lemmas[0].formula).replace("str.len", "")


def test_unconstrained_variables_get_values_of_their_length():
    m = expect_sat([(eq(x, "ab"), True)], {x: 2, y: 3})
    assert len(m[y]) == 3


def test_hints_are_tried_first():
    lits = [(member(x, re_star("ab")), True)]
    m = expect_sat(lits, {x: 4}, hints={x: "baab"})
    assert m[x] == "baab"


def test_node_limit_reports_incompleteness():
    # pigeonhole: 4 distinct strings of length 1 over {a, b, c}
    xs = [var(f"p{j}", STRING) for j in range(4)]
    abc = mk("re.range", string("a"), string("c"))
    lits = [(member(v, abc), True) for v in xs]
    lits += [(eq(a, b), False) for j, a in enumerate(xs) for b in xs[j + 1:]]
    res, ctx = solve(lits, dict.fromkeys(xs, 1), node_limit=5)
    assert res.lemmas and ctx.incomplete_reasons
    res, ctx = solve(lits, dict.fromkeys(xs, 1))
    assert res.lemmas and not ctx.incomplete_reasons


def test_ground_literal_that_is_false():
    res, _ = solve([(mk("str.in_re", string("ab"), mk("re.*", mk("str.to_re", string("a")))),
                     True)], {})
    assert res.lemmas


def test_long_strings_scale_linearly():
    # sqli-like: w fixed of length 4000, w = p·e·b1·"="·b2·e·s
    import random

    rnd = random.Random(7)
    e_val = "DBKWA"
    body = "".join(rnd.choice("ABCDEFGHIJ") for _ in range(3980))
    text = body[:3000] + e_val + "  =" + e_val + body[3000:3987 - 3000]
    p, e, b1, b2, s = (var(v, STRING) for v in ("p", "e", "b1", "b2", "s"))
    lits = [(eq(w, text), True), (eq(w, cat(p, e, b1, "=", b2, e, s)), True),
            (member(b1, re_star(" ")), True), (member(b2, re_star(" ")), True)]
    lengths = {w: len(text), p: 3000, e: 5, b1: 2, b2: 0, s: len(text) - 3013}
    # propagation alone fixes every position: one search node, whatever the length
    res, _ = solve(lits, lengths, node_limit=1)
    assert res.model is not None and not res.lemmas
    expect_sat(lits, lengths)
    lengths[p] = 2999
    lengths[s] += 1
    res = expect_unsat(lits, lengths)
    assert res.lemmas[0].kind is Inference.FL_CLASH


def test_lemma_formula_is_a_negated_conjunction():
    res = expect_unsat([(eq(x, "a"), True), (eq(x, "b"), True)], {x: 1})
    assert res.lemmas[0].formula.op == "not"
    assert res.lemmas[0].formula is not FALSE


@pytest.mark.parametrize("length", [0, 1, 2])
def test_empty_and_short_strings(length):
    lits = [(mk("str.contains", x, string("")), True), (eq(cat(x, y), cat(y, x)), True)]
    expect_sat(lits, {x: length, y: length + 1})


def test_brute_force_agrees_on_a_small_system():
    lits = [(eq(cat(x, y), cat(y, x)), True), (eq(x, y), False)]
    lengths = {x: 2, y: 2}
    res, _ = solve(lits, lengths)
    assert (res.model is not None) == (brute_force(formulas(lits), lengths) is not None)


# ---- lemmas for more than one length vector, deadline -----------------------------------------


def test_block_lemma_is_shrunk_to_an_unsatisfiable_subset():
    # x ∈ a*, x ∉ a*·(b|a): no x of length 2 (or any positive length); y and z are linked
    # to x but do not matter, so the lemma names neither them nor their lengths
    ends = mk("re.++", re_star("a"), mk("re.union", mk("str.to_re", string("a")),
                                        mk("str.to_re", string("b"))))
    lits = [(member(x, re_star("a")), True), (member(x, ends), False),
            (eq(y, cat(x, z)), True), (mk("str.contains", y, string("b")), True)]
    res = expect_unsat(lits, {x: 2, y: 5, z: 3})
    [lem] = res.lemmas
    assert lem.kind is Inference.FL_BLOCK
    text = repr(lem.formula)
    assert "(str.len x)" in text
    assert " y" not in text and " z" not in text, text


def test_definition_with_impossible_output_length_fails_before_search():
    d = eq(k, mk("str.replace", y, x, x))  # replace(y, x, x) = y whatever the characters
    res = expect_unsat([(eq(x, "ab"), False)], {x: 3, y: 3, k: 0}, guarded=[d])
    assert res.lemmas[0].kind is Inference.FL_BLOCK
    assert res.lemmas[0].formula.args[0].op == "and"
    # replace_all(y, x, "a"), |y| = 5, |x| = 2: |k| = 5 - j for j = 0, 1, 2 occurrences
    d = eq(k, mk("str.replace_all", y, x, string("a")))
    for n_k in (3, 4, 5):
        expect_sat([], {x: 2, y: 5, k: n_k}, guarded=[d])
    for n_k in (2, 6):
        res, ctx = solve([], {x: 2, y: 5, k: n_k}, guarded=[d])
        assert res.lemmas and ctx.stats.counters["fixed_length.nodes"] == 0


def test_trivial_order_literal_does_not_switch_to_order_mode():
    # not (x < x) holds; with it the search over 8 cells stays in permutation mode
    d = eq(k, mk("str.rev", cat(x, y)))
    lits = [(mk("str.<", x, x), False), (eq(k, cat(y, x)), False)]
    res, ctx = solve(lits, {x: 4, y: 4, k: 8}, guarded=[d], node_limit=20_000)
    assert not ctx.incomplete_reasons
    assert res.model is not None


def test_deadline_stops_a_long_search(monkeypatch):
    import strsat.deadline as deadline_module
    from strsat.deadline import Deadline
    from strsat.errors import ResourceLimit

    # x ∈ [a-z]^12 and x ∈ y* with y upper-case: decided only once x and y are assigned
    # (the regex is not ground); symmetry breaking leaves Bell(12) ≈ 4·10^6 leaves
    lower = mk("re.*", mk("re.range", string("a"), string("z")))
    upper = mk("re.range", string("A"), string("Z"))
    lits = [(member(x, lower), True), (member(y, upper), True),
            (member(x, mk("re.*", mk("str.to_re", y))), True)]
    ctx = context(lits, {x: 12, y: 1})
    # a clock that moves 1 ms per reading: the deadline is 200 readings away, so the
    # search must read it often enough to stop long before its 4·10^6 leaves
    readings = iter(range(10**9))
    clock = types.SimpleNamespace(monotonic=lambda: next(readings) / 1000)
    monkeypatch.setattr(deadline_module, "time", clock)
    ctx.deadline = Deadline(0.2)
    with pytest.raises(ResourceLimit):
        FixedLength(node_limit=10**9).check(ctx)
    assert next(readings) < 100_000


def test_contained_constants_bound_the_length():
    pats = ["#pre" + tail for tail in ("xy", "zw", "uv")]  # no overlaps: |s| >= 18
    lits = [(mk("str.contains", x, string(p)), True) for p in pats]
    res = expect_unsat(lits, {x: 12})
    [lem] = res.lemmas
    assert lem.kind is Inference.FL_CONTAINS_BOUND
    assert "(< (str.len x) 18)" in repr(lem.formula)
    for n_x in (17, 12, 0):  # valid: no string shorter than 18 contains all three
        assert not holds(lem.formula.args[0], {x: "#prexy#prezw#preuv"[:n_x]})
    m = expect_sat(lits, {x: 18})
    assert all(p in m[x] for p in pats)


def test_overlapping_constants_give_a_smaller_bound():
    # "abc" and "cde" overlap in "c": "abcde" has length 5
    lits = [(mk("str.contains", x, string("abc")), True),
            (mk("str.in_re", x, mk("re.++", mk("re.all"), mk("str.to_re", string("cde")),
                                  mk("re.all"))), True)]
    res = expect_unsat(lits, {x: 4})
    assert res.lemmas[0].kind is Inference.FL_CONTAINS_BOUND
    assert "(< (str.len x) 5)" in repr(res.lemmas[0].formula)
    assert expect_sat(lits, {x: 5})[x] == "abcde"


def test_replacement_length_is_checked_before_the_replacement_is_known():
    # |replace_all(x, "b", y)| = 3 = |x| forces x without "b", whatever y is; with
    # y < x (order mode: 20 values a cell) the search must not enumerate y for each x
    d = eq(k, mk("str.replace_all", x, string("b"), y))
    lits = [(mk("str.<=", x, y), False)]
    res, ctx = solve(lits, {x: 3, y: 3, k: 3}, guarded=[d], node_limit=5_000)
    assert res.model is not None and "b" not in res.model[x], (res, ctx.incomplete_reasons)
    check_model(res, formulas(lits, [d]), {x: 3, y: 3, k: 3})


def test_prefix_and_suffix_memberships_count_for_the_bound():
    pre = mk("re.++", mk("str.to_re", string("abc")), mk("re.all"))
    suf = mk("re.++", mk("re.all"), mk("str.to_re", string("xyz")))
    lits = [(member(x, pre), True), (member(x, suf), True)]
    res = expect_unsat(lits, {x: 5})
    assert res.lemmas[0].kind is Inference.FL_CONTAINS_BOUND
    assert expect_sat(lits, {x: 6})[x] == "abcxyz"
    lits = [(member(x, pre), False), (member(x, suf), True)]  # a negative one is no bound
    expect_sat(lits, {x: 3})


def test_index_definitions_are_decided_by_lengths_when_possible():
    ki = var("@ki", INT)
    d = eq(ki, mk("str.indexof", y, z, i))
    # i = 3 > |y| = 2: indexof is -1 whatever y and z are
    res, ctx = solve([(mk("str.<", x, y), False)], {x: 2, y: 2, z: 3}, ints={i: 3, ki: 3},
                     guarded=[d])
    assert res.lemmas and ctx.stats.counters["fixed_length.nodes"] == 0
    assert "(= i 3)" in repr(res.lemmas[0].formula)
    expect_sat([], {y: 2, z: 3}, ints={i: 3, ki: -1}, guarded=[d])
    expect_unsat([], {y: 4, z: 2}, ints={i: 1, ki: 3}, guarded=[d])  # start ≤ |y| − |z| = 2
    m = expect_sat([], {y: 4, z: 2}, ints={i: 1, ki: 2}, guarded=[d])
    assert m[y].find(m[z], 1) == 2
    expect_sat([], {y: 4, z: 0}, ints={i: 1, ki: 1}, guarded=[d])
    expect_unsat([], {y: 4, z: 0}, ints={i: 1, ki: 2}, guarded=[d])


def test_case_and_reverse_definitions_work_cell_by_cell():
    d = eq(k, mk("str.to_lower", x))
    m = expect_sat([(eq(k, "abcde"), True), (eq(x, "abcde"), False)], {x: 5, k: 5}, guarded=[d])
    assert m[x].lower() == "abcde" and m[x] != "abcde"
    d = eq(k, mk("str.to_upper", x))
    az = mk("re.*", mk("re.range", string("a"), string("z")))
    res, ctx = solve([(member(x, az), True), (member(k, az), True)], {x: 12, k: 12},
                     guarded=[d], node_limit=1_000)
    assert res.lemmas and not ctx.incomplete_reasons
    d = eq(k, mk("str.rev", x))
    m = expect_sat([(eq(k, cat("ab", y)), True), (eq(x, k), False)], {x: 4, k: 4, y: 2},
                   guarded=[d])
    assert m[x].endswith("ba")
    res, ctx = solve([(eq(k, x), False), (member(x, re_star("ab")), True),
                      (member(k, re_star("ab")), True)], {x: 6, k: 6}, guarded=[d],
                     node_limit=1_000)
    assert res.model is not None or not ctx.incomplete_reasons


def test_a_word_that_must_lie_in_a_later_variable_is_found_by_backward_sets():
    """slog 4050's component (after its literals are substituted): ``Σ*·/evil·Σ*`` over
    constants around two variables, one cell and five cells long.  The search assigns
    the five-cell variable before the one-cell one; the backward sets, tightened on
    each assignment past the front, leave ``/evil`` as its only values (before, each
    value of the five cells was checked only when the front reached them: the node
    limit of 50,000 was reached on every length vector)."""
    s1, s2, x5, x8, x9, x10, x12 = (var(n, STRING) for n in
                                    ("s1", "s2", "x5", "x8", "x9", "x10", "x12"))
    evil = mk("re.++", mk("re.all"), mk("str.to_re", string("/evil")), mk("re.all"))
    lits = [(member(x12, evil), True), (eq(x12, cat(string("avatars/"), x10)), True),
            (eq(x10, cat(x9, x8)), True), (eq(x9, cat(string("SELECT * FROM "), s1)), True),
            (eq(x8, cat(x5, string("'"))), True),
            (eq(x5, cat(string("users WHERE user_id='"), s2)), True)]
    lengths = {s1: 1, s2: 5, x5: 26, x8: 27, x9: 15, x10: 42, x12: 50}
    res, ctx = solve(lits, lengths, node_limit=1_000)
    assert res.model is not None and res.model[s2] == "/evil", ctx.incomplete_reasons
    check_model(res, formulas(lits), lengths)


def test_store_set_item_is_undone_entry_by_entry():
    """Issue 26: the regular propagator trails the backward-set entries it changes
    (``Store.set_item``) instead of a copy of the whole list per call."""
    from strsat.regex.charset import INTERVALS
    from strsat.theory.fixed_length.alphabet import Alphabet
    from strsat.theory.fixed_length.store import Store

    st = Store(Alphabet([INTERVALS.full]), 2)
    items = [1, 2, 3]
    mark = st.mark()
    st.set_item(items, 1, 20)
    st.set_item(items, 1, 200)
    st.set_item(items, 2, 30)
    assert items == [1, 200, 30]
    st.undo_to(mark)
    assert items == [1, 2, 3]


def test_a_forbidden_word_placed_far_from_the_front_fails_the_membership():
    """``x ∉ Σ*·ab·Σ*`` with ``ab`` forced at the end of 400 cells (a contains offset
    past the front): the backward set there is empty, and the search refutes the length
    vector (issue 26: an empty set fails at once instead of a walk down to the front)."""
    x = var("x", STRING)
    y = var("y", STRING)
    no_ab = mk("re.++", mk("re.all"), mk("str.to_re", string("ab")), mk("re.all"))
    lits = [(member(x, no_ab), False), (eq(x, cat(y, string("ab"))), True)]
    res, ctx = solve(lits, {x: 400, y: 398}, node_limit=1_000)
    assert res.model is None and not ctx.incomplete_reasons


def test_to_int_clash_names_the_length_of_the_digits():
    # k = to_int("1" ++ x) read as "1" ++ x = zfill(k, |x| + 1): with k = 1 and |x| = 2
    # the leading zero clashes with "1", but k = 1 holds at |x| = 0, so the lemma must
    # name |x| (it once blocked k = 1 at every length: a wrong unsat)
    to_int = var("@ti", INT)
    d = eq(to_int, mk("str.to_int", cat("1", x)))
    res = expect_unsat([], {x: 2}, ints={to_int: 1}, guarded=[d])
    for lem in res.lemmas:
        assert "(str.len x)" in repr(lem.formula), lem.formula
    assert expect_sat([], {x: 0}, ints={to_int: 1}, guarded=[d])[x] == ""


def _band(lemma, k):
    """(lo, hi) of the ``lo <= k <= hi`` conjunct of a widened block lemma."""
    body = lemma.args[0]
    for c in body.args:
        if c.op == "and" and c.args[0].op == "<=" and c.args[0].args[1] is k:
            return c.args[0].args[0].value, c.args[1].args[1].value
    return None


def test_code_block_is_widened_to_the_region_of_the_code():
    # k = to_code(x), x in [a-c]: k = 5 fails, and so does every code below 'a' (one
    # region of the other literals' alphabet): one lemma, not one per code
    code = var("@tc", INT)
    d = eq(code, mk("str.to_code", x))
    lits = [(member(x, mk("re.range", string("a"), string("c"))), True)]
    res = expect_unsat(lits, {x: 1}, ints={code: 5}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_CODE_REGION]
    assert _band(res.lemmas[0].formula, code) == (0, ord("a") - 1)
    expect_sat(lits, {x: 1}, ints={code: ord("b")}, guarded=[d])


def test_code_block_is_not_widened_when_another_literal_reads_the_code():
    code = var("@tc", INT)
    d = eq(code, mk("str.to_code", x))
    lits = [(member(x, mk("re.range", string("a"), string("c"))), True),
            (mk("str.prefixof", mk("str.from_int", code), x), True)]
    res = expect_unsat(lits, {x: 1}, ints={code: 5}, guarded=[d])
    assert all(lem.kind is not Inference.FL_CODE_REGION for lem in res.lemmas)


def test_code_block_in_order_mode_keeps_room_or_probes_inside():
    # x < "b", x = chr(k): k = 'c' fails; the order-mode interval ['c', max] holds more
    # than twice the cells, and the probe at 'c' + 1 fails too: the whole interval
    code = var("@tc", INT)
    d = eq(code, mk("str.to_code", x))
    lits = [(mk("str.<", x, string("b")), True)]
    res = expect_unsat(lits, {x: 1}, ints={code: ord("c")}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_CODE_REGION]
    lo, hi = _band(res.lemmas[0].formula, code)
    assert lo == ord("c") and hi == 0x2FFFF
    for w in (ord("c"), ord("z"), 0x2FFFF):  # each code of the band really fails
        assert not holds(mk("str.<", string(chr(w)), string("b")))


def test_code_block_is_widened_to_every_code_when_a_probe_fails():
    # x < "b" and "c" < x ++ "z", x = chr(k): no character fits, but the order-mode
    # region argument only covers [0, 'a'] around k = 'a'; the probe x in [\x00-max]
    # fails as well (FL_VALUE_PROBE): one lemma for every code, not one per region
    code = var("@tc", INT)
    d = eq(code, mk("str.to_code", x))
    lits = [(mk("str.<", x, string("b")), True),
            (mk("str.<", string("c"), cat(x, "z")), True)]
    res = expect_unsat(lits, {x: 1}, ints={code: ord("a")}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_VALUE_PROBE]
    assert _band(res.lemmas[0].formula, code) == (0, 0x2FFFF)
    for w in (0, ord("a"), ord("b"), ord("c"), 0x2FFFF):  # each code really fails
        assert not all(holds(substitute(a, {x: string(chr(w))})) for a, _ in lits)


def test_code_block_in_order_mode_probes_the_whole_region():
    # x <= "d" or "g" <= x, y = x x x x: k = 'e' fails, as does all of its region
    # ['e', 'f'], but the order-mode cut (room for y's cells) would keep {'e'} alone;
    # the probe x in ['e'-'f'] fails (FL_CODE_PROBE), x = "a" does not
    code = var("@tc", INT)
    d = eq(code, mk("str.to_code", x))
    lits = [(mk("or", mk("str.<=", x, string("d")), mk("str.<=", string("g"), x)), True),
            (eq(y, cat(x, x, x, x)), True)]
    res = expect_unsat(lits, {x: 1, y: 4}, ints={code: ord("e")}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_CODE_PROBE]
    assert _band(res.lemmas[0].formula, code) == (ord("e"), ord("f"))
    assert expect_sat(lits, {x: 1, y: 4}, ints={code: ord("a")}, guarded=[d])[x] == "a"


def test_to_int_and_to_code_of_one_variable_are_widened_together():
    # x = from_int-like digits read by both k = to_int(x) and c = to_code(x), with x < "0"
    # (no digit is below "0"): the joint probe x in [0-9] fails, so the lemma blocks every
    # 0 <= k < 10 and every code at once (FL_VALUE_PROBE), not k = 0, 1, 2, ... per round
    code, to_int = var("@tc", INT), var("@ti", INT)
    ds = [eq(code, mk("str.to_code", x)), eq(to_int, mk("str.to_int", x))]
    lits = [(mk("str.<", x, string("0")), True)]
    res = expect_unsat(lits, {x: 1}, ints={code: ord("3"), to_int: 3}, guarded=ds)
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_VALUE_PROBE]
    text = repr(res.lemmas[0].formula)
    assert "(< @ti 10)" in text and "(<= @tc 196607)" in text
    assert "(= @ti 3)" not in text and "(= @tc 51)" not in text


def test_to_int_padding_clash_is_widened_to_the_values_with_that_zero():
    # "1" ++ x = zfill(k, 3): k = 7 pads "007", whose leading 0 meets "1"; so does every
    # k < 100 (at |x| = 2): one lemma for the interval, naming |x|
    to_int = var("@ti", INT)
    d = eq(to_int, mk("str.to_int", cat("1", x)))
    res = expect_unsat([], {x: 2}, ints={to_int: 7}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_TO_INT_PAD]
    text = repr(res.lemmas[0].formula)
    assert "(< @ti 100)" in text and "(str.len x)" in text
    assert expect_sat([], {x: 2}, ints={to_int: 100}, guarded=[d])[x] == "00"
    # a clash on a digit of the value itself: every k < 1000 whose first digit is not 1
    res = expect_unsat([], {x: 2}, ints={to_int: 207}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_TO_INT_CLASH]
    text = repr(res.lemmas[0].formula)
    assert "(< @ti 1000)" in text and "(not (= (mod (div @ti 100) 10) 1))" in text


def test_to_int_digit_clash_is_widened_to_the_values_without_that_digit():
    # x = "a" ++ y reads k = to_int(x) = 57 as x = "57": its first digit meets "a", and so
    # does every two-digit spelling (no digit is "a"): every 0 <= k < 100
    to_int = var("@ti", INT)
    d = eq(to_int, mk("str.to_int", x))
    lits = [(eq(x, cat("a", y)), True)]
    res = expect_unsat(lits, {x: 2, y: 1}, ints={to_int: 57}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_TO_INT_CLASH]
    text = repr(res.lemmas[0].formula)
    assert "(< @ti 100)" in text and "mod" not in text and "(str.len x)" in text


def test_clash_between_a_code_and_a_digit_is_widened_in_both_values():
    # x = chr(c), y = zfill(k, 1), x = y: c = 'a' against k = 5 clashes, and so does every
    # pair whose characters differ (one lemma, not one per value of either)
    code, to_int = var("@tc", INT), var("@ti", INT)
    ds = [eq(code, mk("str.to_code", x)), eq(to_int, mk("str.to_int", y))]
    lits = [(eq(x, y), True)]
    res = expect_unsat(lits, {x: 1, y: 1}, ints={code: ord("a"), to_int: 5}, guarded=ds)
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_VALUE_PAIR_CLASH]
    text = repr(res.lemmas[0].formula)
    assert any(f"(not (= {a} {b}))" in text for a, b in (
        ("@tc", "(+ 48 (mod (div @ti 1) 10))"), ("(+ 48 (mod (div @ti 1) 10))", "@tc"))), text
    assert "(< @ti 10)" in text and "(<= @tc 196607)" in text
    assert "(= @tc 97)" not in text and "(= @ti 5)" not in text
    assert expect_sat(lits, {x: 1, y: 1}, ints={code: ord("5"), to_int: 5}, guarded=ds)[x] == "5"


def _int_band(lemma, k):
    """(lo, hi) of the ``lo <= k < hi`` conjunct of a FL_TO_INT_PREFIX lemma."""
    for c in lemma.args[0].args:
        if c.op == "and" and c.args[0].op == "<=" and c.args[0].args[1] is k:
            return c.args[0].args[0].value, c.args[1].args[1].value
    return None


def test_to_int_block_is_widened_to_the_values_with_a_failing_prefix():
    # k = to_int(x), x < "12", |x| = 6: k = 196612 fails, and so does every k whose six
    # digits begin "19" (seed 2612 f00088 blocked 196608, 196609, ... one per round)
    to_int = var("@ti", INT)
    d = eq(to_int, mk("str.to_int", x))
    lits = [(mk("str.<", x, string("12")), True)]
    res = expect_unsat(lits, {x: 6}, ints={to_int: 196612}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_TO_INT_PREFIX]
    assert _int_band(res.lemmas[0].formula, to_int) == (190000, 200000)
    assert "(str.len x)" in repr(res.lemmas[0].formula)
    for v in (190000, 195555, 199999):  # each value of the band fails
        assert not holds(mk("str.<", string(str(v)), string("12")))
    assert expect_sat(lits, {x: 6}, ints={to_int: 119999}, guarded=[d])[x] == "119999"
    # a value failing at its first digit: every six-digit k from 200000 to 299999
    res = expect_unsat(lits, {x: 6}, ints={to_int: 234567}, guarded=[d])
    assert _int_band(res.lemmas[0].formula, to_int) == (200000, 300000)


def test_to_int_value_wider_than_its_string_is_widened_to_every_wider_value():
    # k = to_int(x) = 10^20 at |x| = 3: no three characters spell it, nor any k >= 1000
    to_int = var("@ti", INT)
    d = eq(to_int, mk("str.to_int", x))
    res = expect_unsat([], {x: 3}, ints={to_int: 10 ** 20}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_TO_INT_WIDTH]
    text = repr(res.lemmas[0].formula)
    assert "(>= @ti 1000)" in text and "(str.len x)" in text and str(10 ** 20) not in text


def test_to_int_block_is_not_widened_when_another_literal_reads_the_value():
    to_int = var("@ti", INT)
    d = eq(to_int, mk("str.to_int", x))
    # x = y = from_int(k) and x < y: the failure needs the literal that reads k
    lits = [(mk("str.<", x, y), True), (eq(y, mk("str.from_int", to_int)), True)]
    res = expect_unsat(lits, {x: 6, y: 6}, ints={to_int: 196612}, guarded=[d])
    assert res.lemmas
    assert all(lem.kind is not Inference.FL_TO_INT_PREFIX for lem in res.lemmas)


def test_code_clash_is_widened_to_every_other_code():
    # k = to_code(x) with x = "b": k = 5 clashes, and so does every code but 'b'
    code = var("@tc", INT)
    d = eq(code, mk("str.to_code", x))
    res = expect_unsat([(eq(x, "b"), True)], {x: 1}, ints={code: 5}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_CODE_CLASH]
    assert f"(not (= @tc {ord('b')}))" in repr(res.lemmas[0].formula)
    expect_sat([(eq(x, "b"), True)], {x: 1}, ints={code: ord("b")}, guarded=[d])


def test_to_int_clash_between_two_digits_is_widened_to_their_difference():
    # k = to_int(y ++ y) with |y| = 2 reads y ++ y = zfill(k, 4): k = 7 gives "0007", whose
    # digits 1 and 3 differ (0 vs 7); every k whose digits 1 and 3 differ clashes alike
    to_int = var("@ti", INT)
    d = eq(to_int, mk("str.to_int", cat(y, y)))
    res = expect_unsat([], {y: 2}, ints={to_int: 7}, guarded=[d])
    assert [lem.kind for lem in res.lemmas] == [Inference.FL_TO_INT_DIGITS]
    text = repr(res.lemmas[0].formula)
    assert "(mod (div @ti 100) 10)" in text and "(mod (div @ti 1) 10)" in text
    assert "(< @ti 10000)" in text and "(str.len y)" in text
    assert expect_sat([], {y: 2}, ints={to_int: 1212}, guarded=[d])[y] == "12"


def test_a_finished_search_leaves_no_cycle_for_the_collector(monkeypatch):
    """The store, its propagators and the closures over it form a reference cycle
    during the search; :meth:`Store.release` breaks it, so reference counting frees a
    component's structures when its search returns (at a million cells they were 1.3
    million objects left for a collection of the oldest generation: issue 40)."""
    import gc
    import weakref

    from strsat.theory.fixed_length import store as store_module

    made: list[weakref.ref] = []
    init = store_module.Store.__init__

    def recording(self, *args, **kwargs):
        init(self, *args, **kwargs)
        made.append(weakref.ref(self))

    monkeypatch.setattr(store_module.Store, "__init__", recording)
    defined = mk("=", i, mk("str.to_int", x))  # an evaluator propagator reads the store
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        digits = (member(x, re_star("12")), True)
        assert expect_sat([(defined, True), digits], {x: 3}, {i: 212})[x] == "212"
        unsat = solve([(defined, True), digits], {x: 3}, {i: 213})[0]
        assert unsat.model is None and unsat.lemmas
        assert made and all(ref() is None for ref in made)
    finally:
        if was_enabled:
            gc.enable()


def test_contains_offset_that_copies_a_forbidden_window_fails_at_once():
    """issue 39 (seed 2206 f00667: ``indexof(z, x, 1) = 51``): ``z = pre·x·s`` contains
    ``x`` and ``pre`` must not.  Each offset of the ``contains`` choice inside ``pre``
    links ``x``'s cells to a window of ``pre``; the ``not contains`` clause of that window
    then has every pair linked, which is a conflict before any cell has a value
    (:meth:`Store.same`).  Without it each such offset failed only after every value of
    ``x``'s cells (the pair's cells are equal only once assigned): the search stopped at
    the node limit.  The count is the search's own work, the same under any load."""
    pre, s = var("pre", STRING), var("s", STRING)
    lits = [(eq(z, cat(pre, x, s)), True), (mk("str.contains", z, x), True),
            (mk("str.contains", pre, x), False),
            (member(x, mk("re.*", mk("str.to_re", string("a")))), False)]
    lengths = {z: 40, pre: 30, x: 9, s: 1}
    res, ctx = solve(lits, lengths, node_limit=20_000)
    assert not res.lemmas and not ctx.incomplete_reasons
    check_model(res, formulas(lits), lengths)
    assert ctx.stats.counters["fixed_length.nodes"] <= 200


def test_linked_pairs_are_equal_only_while_the_link_holds():
    """The union-find of the links is trailed: undoing a link (backtracking past the
    choice that posted it) separates the classes again."""
    from strsat.regex.charset import INTERVALS
    from strsat.theory.fixed_length.alphabet import Alphabet
    from strsat.theory.fixed_length.store import Store
    store = Store(Alphabet([INTERVALS.char(ord("a"))], False, set()), 4)
    root = store.mark()
    assert store.link(0, 1) and store.link(2, 3) and store.link(1, 3)
    assert store.same(0, 2) and store.same(3, 0)
    store.undo_to(root)
    assert not store.same(0, 1) and not store.same(0, 2) and not store.parent


def test_lemma_shrinking_starts_in_the_order_that_ended_the_search():
    """The sub-searches that shrink a block lemma (and probe values) take the order that
    ended the component's search first (seed 9119 f01102: the busier-first order stopped
    at its share where the shortest-first one failed exhaustively, and each shrinking
    sub-search then spent its whole limit thrashing in the busier-first order)."""
    from strsat.deadline import Deadline
    from strsat.theory.fixed_length.automata import RegexCache
    from strsat.theory.fixed_length.solver import SUB_SCHEDULE, ComponentSolver
    from strsat.theory.regular.languages import Languages
    solver = ComponentSolver([], {}, {}, RegexCache(Languages()), Deadline(10), 100)
    assert solver.sub_schedule() == SUB_SCHEDULE  # no search yet
    solver.proof = (False, 50)
    assert solver.sub_schedule() == SUB_SCHEDULE
    solver.proof = (True, 50)
    flipped = solver.sub_schedule()
    assert flipped[0] == (True, SUB_SCHEDULE[0][1])
    assert [d for _, d in flipped] == [d for _, d in SUB_SCHEDULE]
    assert {s for s, _ in flipped} == {True, False}
