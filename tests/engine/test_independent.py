"""The fast path (engine/procedures/independent.py): memberships and length facts of independent
variables after rewriting, decided without the CDCL(T) loop; and what a fresh
process imports for such problems (issue 15, part 1)."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.procedures.independent import decide_trivially
from strsat.smtlib import Interpreter, parse_term
from strsat.terms import BOOL, INT, STRING, var
from strsat.terms.evaluate import Evaluator

X, Y, N = var("x", STRING), var("y", STRING), var("n", INT)
DECLS = [X, Y, N]


def decide(*texts: str, track: bool = False):
    formulas = [parse_term(t, DECLS) for t in texts]
    return formulas, decide_trivially(formulas, Deadline(10), track=track)


def test_membership_gets_a_shortest_word() -> None:
    formulas, r = decide('(str.in_re x (re.+ (str.to_re "ab")))')
    assert r is not None and r.status is Status.SAT and r.model == {X: "ab"}
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_length_facts_and_negated_memberships_narrow_the_word() -> None:
    formulas, r = decide('(str.in_re x (re.+ (str.to_re "ab")))', '(>= (str.len x) 3)',
                         '(not (str.in_re x (re.* (str.to_re "abab"))))',
                         '(not (= x "ababab"))', '(< (str.len x) 12)')
    assert r is not None and r.status is Status.SAT and r.model == {X: "ababababab"}
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_a_window_the_shortest_word_fits_needs_no_length_automaton() -> None:
    _, r = decide('(str.in_re x (re.+ (str.to_re "ab")))', '(<= (str.len x) 1000000000000)')
    assert r is not None and r.model == {X: "ab"}
    _, r = decide('(>= (str.len x) 1000000000000)')  # past the state budget: the loop's
    assert r is None


def test_independent_variables_are_solved_separately() -> None:
    formulas, r = decide('(str.in_re x (re.range "c" "e"))', '(= y "q")',
                         '(str.in_re y (re.* re.allchar))')
    assert r is not None and r.model == {X: "c", Y: "q"}


def test_empty_language_is_unsat_with_that_variables_formulas_as_core() -> None:
    formulas, r = decide('(str.in_re y re.all)', '(str.in_re x (re.+ (str.to_re "ab")))',
                         '(not (str.in_re x (re.* (str.to_re "ab"))))', track=True)
    assert r is not None and r.status is Status.UNSAT
    assert r.core == formulas[1:]
    _, r = decide('(str.in_re x (str.to_re "ab"))', '(= (str.len x) 3)')
    assert r is not None and r.status is Status.UNSAT and r.core is None


def test_contradictory_lengths_are_unsat() -> None:
    _, r = decide('(<= (str.len x) 2)', '(> (str.len x) 2)')
    assert r is not None and r.status is Status.UNSAT


def test_formula_rewritten_to_false_is_its_own_core() -> None:
    formulas, r = decide('(str.in_re x re.all)', '(= (str.len x) (- 1))', track=True)
    assert r is not None and r.status is Status.UNSAT and r.core == [formulas[1]]


@pytest.mark.parametrize("texts", [
    ('(= (str.++ x y) "ab")',),                         # two variables in one conjunct
    ('(str.in_re x (str.to_re y))',),                   # not a regular constant
    ('(str.contains (str.substr x 1 2) "a")',),         # not a fact about x itself
    ('(str.in_re x (re.+ (str.to_re "a")))', '(distinct (str.len x) 300)'),  # a hole in
                                                        # the lengths past the loop bound
    ('(> n 3)',),                                       # an integer variable
])
def test_other_shapes_are_left_to_the_loop(texts: tuple[str, ...]) -> None:
    _, r = decide(*texts)
    assert r is None


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(['(= x "ab")', '(not (= x ""))', '(not (= x "a"))',
                                 '(not (= x "aa"))', '(not (= x "b"))', '(= x "")',
                                 '(not (= (str.len x) 1))', '(distinct (str.len x) 2)',
                                 '(<= (str.len x) 2)', '(>= (str.len x) 1)', '(< (str.len x) 3)',
                                 '(> (str.len x) 1)', '(not (>= (str.len x) 3))']),
                min_size=1, max_size=6))
def test_constant_facts_agree_with_every_short_string(texts: list[str]) -> None:
    """The path without automata (equations, disequations, length facts) against brute
    force: ``unsat`` only when no short string satisfies the facts, else a shortest one."""
    formulas, r = decide(*texts)
    assert r is not None
    witness = _agrees_with_short_strings(formulas, r)
    assert r.status is Status.UNSAT or witness is not None  # short lengths suffice here


def test_constant_facts_do_not_load_the_regex_machinery() -> None:
    modules = _modules_after('(declare-const x String)(assert (not (= x "")))'
                             '(assert (distinct x "a" "b"))(assert (<= (str.len x) 3))(check-sat)')
    assert not any(m.startswith("strsat.regex") for m in modules)


KALUZA = ["(= t1 (str.++ s1 s2))", "(= s2 x)", '(= s1 "")', '(= b1 (= "-" t1))',
          "(= b2 (not b1))", "b2", '(= b3 (= "" t1))', "(not b3)"]


def _kaluza(*extra: str) -> list:
    names = {"b1": "Bool", "b2": "Bool", "b3": "Bool", "t1": "String", "s1": "String",
             "s2": "String"}
    decls = DECLS + [var(n, BOOL if sort == "Bool" else STRING) for n, sort in names.items()]
    return [parse_term(t, decls) for t in KALUZA + list(extra)]


def test_definitions_are_inlined_and_the_model_covers_them() -> None:
    formulas = _kaluza()
    r = decide_trivially(formulas, Deadline(10))
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert r.stats["fastpath.definitions"] == 6  # t1 s2 s1 b1 b2 b3; the units are kept
    assert r.model[X] not in ("", "-") and len(r.model) == 7
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_inlined_unsat_core_holds_the_definitions_it_used() -> None:
    formulas = _kaluza('(= (str.len x) 1)', '(str.in_re x (re.range "-" "-"))', "(= n 2)")
    r = decide_trivially(formulas, Deadline(10), track=True)
    assert r is not None and r.status is Status.UNSAT and r.core is not None
    # b1/b2 say x != "-", the membership says x = "-": those and the definitions they
    # use are in the core, which has x's facts only (not n's; the engine shrinks it)
    assert set(r.core) >= {formulas[i] for i in (0, 1, 2, 3, 4, 5, 9)}
    assert formulas[10] not in r.core


_TEMPS = [var(f"s{i}", STRING) for i in range(3)] + [var(f"b{i}", BOOL) for i in range(3)]
_CONSTS = ['""', '"a"', '"ab"', '"b"']


@st.composite
def _path_conditions(draw: st.DrawFn) -> list[str]:
    """Kaluza-shaped formulas over ``x``: temporaries defined (possibly twice) before
    use, Bool units, and facts about ``x``."""
    texts: list[str] = []
    strings, bools = ["x"], []
    for _ in range(draw(st.integers(1, 8))):
        kind = draw(st.sampled_from(["concat", "test", "negate", "unit", "fact"]))
        if kind == "concat":
            name = draw(st.sampled_from(["s0", "s1", "s2"]))
            parts = draw(st.lists(st.sampled_from(strings + _CONSTS), min_size=2, max_size=2))
            texts.append(f"(= {name} (str.++ {' '.join(parts)}))")
            strings.append(name)
        elif kind == "test":
            name = draw(st.sampled_from(["b0", "b1", "b2"]))
            texts.append(f"(= {name} (= {draw(st.sampled_from(strings))} "
                         f"{draw(st.sampled_from(_CONSTS))}))")
            bools.append(name)
        elif kind == "negate" and bools:
            texts.append(f"(= {draw(st.sampled_from(['b0', 'b1', 'b2']))} "
                         f"(not {draw(st.sampled_from(bools))}))")
        elif kind == "unit" and bools:
            b = draw(st.sampled_from(bools))
            texts.append(b if draw(st.booleans()) else f"(not {b})")
        elif kind == "fact":
            texts.append(draw(st.sampled_from(
                ['(not (= x "a"))', '(<= (str.len x) 2)', '(>= (str.len x) 1)',
                 '(str.in_re x (re.* (str.to_re "ab")))'])))
    return texts


def _first_definitions_model(formulas: list, x: str) -> dict | None:
    """The assignment that takes ``x`` and each temporary's first definition; None
    when a formula is then false."""
    model: dict = {X: x}
    for f in formulas:
        left = f.args[0] if f.op == "=" else None
        if left in _TEMPS and left not in model:
            model[left] = Evaluator(model).evaluate(f.args[1])
        elif not Evaluator(model).holds(f):
            return None
    return model


@settings(max_examples=200, deadline=None)
@given(_path_conditions())
def test_inlined_path_conditions_agree_with_every_short_input(texts: list[str]) -> None:
    """Soundness of inlining against brute force over ``x``: a model satisfies every
    formula; ``unsat`` only when no short ``x`` does, and its core alone has no short
    solution either."""
    formulas = [parse_term(t, DECLS + _TEMPS) for t in texts]
    r = decide_trivially(formulas, Deadline(10), track=True)
    if r is None:
        return
    if r.status is Status.SAT:
        assert r.model is not None and all(Evaluator(r.model).holds(f) for f in formulas)
        return
    assert r.status is Status.UNSAT and r.core is not None and set(r.core) <= set(formulas)
    core = [f for f in formulas if f in r.core]  # in the original order
    assert not any(_first_definitions_model(core, w) for w in _SHORT)


_LEAVES = ['(str.to_re "a")', '(str.to_re "ab")', '(re.range "a" "b")', "re.allchar",
           '(str.to_re "")', "re.none"]
#: Every string over {a, b, c} up to length 4, shortest first.
_SHORT = ["".join(w) for n in range(5) for w in itertools.product("abc", repeat=n)]


def _regex_texts() -> st.SearchStrategy[str]:
    def extend(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        two = st.lists(children, min_size=2, max_size=2).map(" ".join)
        return st.one_of(two.map("(re.++ {})".format), two.map("(re.union {})".format),
                         two.map("(re.inter {})".format), children.map("(re.* {})".format),
                         children.map("(re.comp {})".format),
                         children.map("((_ re.loop 1 2) {})".format))
    return st.recursive(st.sampled_from(_LEAVES), extend, max_leaves=6)


@settings(max_examples=150, deadline=None)
@given(_regex_texts(), _regex_texts(), st.booleans(), st.integers(0, 4), st.integers(0, 3))
def test_fast_path_agrees_with_every_short_string(pos: str, neg: str, negate: bool,
                                                  most: int, least: int) -> None:
    """Soundness against brute force: ``unsat`` only when no string over {a, b, c} up
    to length 4 satisfies the facts; a model satisfies them and is no longer than the
    shortest such string."""
    formulas, r = decide(f"(str.in_re x {pos})",
                         f"(not (str.in_re x {neg}))" if negate else f"(str.in_re x {neg})",
                         f"(<= (str.len x) {most})", f"(>= (str.len x) {least})")
    _agrees_with_short_strings(formulas, r)


def _agrees_with_short_strings(formulas: list, r) -> str | None:
    """Check a fast-path answer against brute force over :data:`_SHORT`: ``unsat``
    only when no short string satisfies ``formulas``; a model satisfies them and is no
    longer than the shortest short one (returned)."""
    witness = next((w for w in _SHORT if all(Evaluator({X: w}).holds(f) for f in formulas)),
                   None)
    if r is None:
        return witness
    if r.status is Status.UNSAT:
        assert witness is None
    else:
        assert r.status is Status.SAT and r.model is not None
        assert all(Evaluator(r.model).holds(f) for f in formulas)
        if witness is not None:
            assert len(r.model.get(X, "")) <= len(witness)
    return witness


_ATOMS = ['(= x "ab")', '(str.prefixof "a" x)', '(str.suffixof "b" x)', '(str.contains x "ca")',
          '(<= (str.len x) 2)', '(= (str.len x) 3)', '(> (str.len x) 1)',
          '(str.in_re x (re.* (str.to_re "ab")))']


def _combinations() -> st.SearchStrategy[str]:
    def extend(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        two = st.lists(children, min_size=2, max_size=3).map(" ".join)
        return st.one_of(children.map("(not {})".format), two.map("(and {})".format),
                         two.map("(or {})".format))
    return st.recursive(st.sampled_from(_ATOMS), extend, max_leaves=5)


@settings(max_examples=200, deadline=None)
@given(st.lists(_combinations(), min_size=1, max_size=3))
def test_boolean_combinations_agree_with_every_short_string(texts: list[str]) -> None:
    """Combinations of facts about ``x`` with prefix/suffix/factor tests, as one
    language each, against brute force: ``unsat`` only when no short string satisfies
    them; a model satisfies them and is no longer than the shortest short one."""
    formulas, r = decide(*texts)
    _agrees_with_short_strings(formulas, r)


_POSITIONS = ['(= (str.at x 0) "a")', '(= "b" (str.at x 1))', '(= (str.at x 2) "")',
              '(= (str.at x -1) "a")', '(= (str.at x 0) "ab")', '(= (str.substr x 1 2) "ab")',
              '(= (str.substr x 0 3) "a")', '(= (str.substr x 1 1) "ab")',
              '(= (str.substr x -1 2) "")', '(= (str.substr x 1 0) "")',
              '(= (str.substr x 2 5) "")',
              '(str.prefixof "ab" x)', '(str.suffixof "b" x)', '(= (str.len x) 3)']


@settings(max_examples=150, deadline=None)
@given(st.lists(st.recursive(st.sampled_from(_POSITIONS),
                             lambda c: c.map("(not {})".format), max_leaves=2),
                min_size=1, max_size=3))
def test_characters_at_constant_positions_agree_with_every_short_string(texts: list[str]) -> None:
    """``str.at x i = c`` and ``str.substr x i n = c`` as languages of ``x``
    (fact_shapes.position_language), out-of-range indices included, against brute force."""
    formulas, r = decide(*texts)
    _agrees_with_short_strings(formulas, r)


def test_a_prefix_test_then_an_index_is_decided_by_the_fast_path() -> None:
    """``s.startswith(".")`` then ``s[0] != "."`` (importlib's resolve_name): unsat at
    once, where the loop only enumerated lengths."""
    _, r = decide('(str.prefixof "." x)', '(not (= (str.at x 0) "."))')
    assert r is not None and r.status is Status.UNSAT
    formulas, r = decide('(str.prefixof "." x)', '(not (= (str.at x 1) "."))',
                         '(= (str.substr x 1 2) "ab")')
    assert r is not None and r.status is Status.SAT and r.model == {X: ".ab"}


def test_engine_answers_through_the_fast_path_and_validates() -> None:
    e = Engine()
    e.add(parse_term('(str.in_re x (re.+ (re.range "0" "9")))', DECLS))
    r = e.check()
    assert r.status is Status.SAT and r.model == {X: "0"}
    assert r.stats.get("fastpath.variables") == 1 and "core.calls" not in r.stats


INCREMENTAL = """
(set-option :produce-unsat-cores true)
(declare-const x String)
(declare-const y String)
(assert (str.in_re x (re.+ (str.to_re "ab"))))
(check-sat)
(get-value (x))
(push 1)
(assert (! (not (str.in_re x (re.* (str.to_re "ab")))) :named no))
(check-sat)
(get-unsat-core)
(pop 1)
(check-sat)
(push 1)
(assert (= (str.++ x y) "ababc"))
(check-sat)
(get-value (x y))
(pop 1)
(assert (>= (str.len x) 3))
(check-sat)
(get-value (x))
"""


def test_push_and_pop_around_fast_path_answers() -> None:
    out = Interpreter().run(INCREMENTAL)
    assert out[6] in ('((x "ab")\n (y "abc"))', '((x "abab")\n (y "c"))')  # the loop's
    assert out[:6] + out[7:] == ["sat", '((x "ab"))', "unsat", "(no)", "sat", "sat",
                                 "sat", '((x "abab"))']


def _fresh_process(code: str) -> list[str]:
    """The lines ``code`` prints in a new interpreter; its last prints the strsat and
    z3 modules then loaded."""
    code += "\nprint(sorted(m for m in sys.modules if m.split('.')[0] in ('z3', 'strsat')))"
    r = subprocess.run([sys.executable, "-c", "import sys\n" + code], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines()


def _modules_after(script: str) -> set[str]:
    answers, modules = _fresh_process(
        f"from strsat.smtlib import Interpreter\nprint(Interpreter().run({script!r}))")
    assert "'sat'" in answers or "'unsat'" in answers
    return set(eval(modules))


@pytest.mark.parametrize("script", [
    '(declare-const x String)(assert (= x "a"))(check-sat)',
    '(assert (= (str.++ "ab" "c") "abc"))(check-sat)',
    '(declare-const x String)(assert (str.in_re x (re.+ (str.to_re "ab"))))(check-sat)',
    '(declare-const x String)(assert (str.in_re x (re.comp (re.* re.allchar))))(check-sat)',
    '(declare-const b Bool)(declare-const x String)(assert (= b (= x "a")))(assert (not b))'
    '(check-sat)',
])
def test_easy_problems_do_not_load_z3_or_the_theory(script: str) -> None:
    modules = _modules_after(script)
    assert "strsat.engine.z3c" not in modules and "strsat.engine.loop" not in modules
    assert not any(m.startswith("strsat.theory") for m in modules)


def test_the_integer_core_loads_z3s_c_api_not_z3py() -> None:
    modules = _modules_after('(declare-const x String)(declare-const y String)'
                             '(assert (= (str.++ x "b") (str.++ "a" y)))'
                             '(assert (str.contains y "c"))(check-sat)')
    assert "strsat.engine.z3c" in modules and "strsat.engine.loop" in modules
    # z3py (13,000 lines) is not loaded: the core declares the C functions it calls
    assert not any(m.split(".")[0] == "z3" for m in modules)
    # nor the deferred steps of a problem without long strings or grammars
    assert "strsat.theory.dashed.step" not in modules
    assert "strsat.theory.grammar.step" not in modules


def test_word_equations_without_lengths_do_not_load_z3() -> None:
    # decided on the Nielsen graph (engine/procedures/nielsen.py) before the loop
    modules = _modules_after('(declare-const x String)(declare-const y String)'
                             '(assert (= (str.++ x "b") (str.++ "a" y)))(check-sat)')
    assert "strsat.engine.z3c" not in modules and "strsat.engine.loop" not in modules


@pytest.mark.parametrize("flag", ["--version", "--help"])
def test_version_and_help_do_not_load_the_interpreter(flag: str) -> None:
    lines = _fresh_process(
        f"from strsat.cli import main\ntry:\n    main([{flag!r}])\nexcept SystemExit:\n    pass")
    modules = eval(lines[-1])
    assert "strsat.smtlib" not in modules and "strsat.engine" not in modules


def test_cli_escape_choices_match_the_literals_module() -> None:
    from strsat import cli
    from strsat.smtlib import literals

    assert (cli.ESCAPES_25, cli.ESCAPES_26) == (literals.ESCAPES_25, literals.ESCAPES_26)


def test_a_chain_of_definitions_is_left_to_the_loop() -> None:
    """Each link of ``x1 = x2, x2 = x3, …`` rewrites all earlier definitions: past a
    few rewrites per conjunct inlining gives up (quadratic otherwise)."""
    from strsat.engine.inline import inline_definitions

    xs = [var(f"c{i}", STRING) for i in range(60)]
    chain = [parse_term(f"(= c{i} c{i + 1})", xs) for i in range(59)]
    assert inline_definitions(chain[:3]) is not None
    assert inline_definitions(chain) is None
    assert inline_definitions(list(reversed(chain))) is not None  # no rewrites that way


def test_every_variable_of_a_fast_path_model_has_a_value() -> None:
    """A conjunct rewritten to true leaves its variables unconstrained: they get the
    values of model completion, as in the loop's models (the Python API reads them)."""
    formulas, r = decide('(not (= (str.substr x 0 0) "a"))', "(= y x)")
    assert r is not None and r.status is Status.SAT
    assert r.model == {X: "", Y: ""}


def test_a_replace_chain_ending_in_a_sink_gets_its_input_from_the_preimage() -> None:
    # y = replace(replace(x, "<", "&lt;"), ">", "&gt;") ∈ Σ*<scriptΣ*: only a second
    # "<" survives the first replace (a straight-line program ending in a sink)
    formulas, r = decide('(= y (str.replace (str.replace x "<" "&lt;") ">" "&gt;"))',
                         '(str.in_re y (re.++ re.all (str.to_re "<script") re.all))')
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert r.model[X].count("<") >= 2
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_a_sanitised_chain_that_cannot_reach_the_sink_is_unsat() -> None:
    formulas, r = decide('(= y (str.replace_all (str.replace_all x "<" "&lt;") ">" "&gt;"))',
                         '(str.contains y "<s")', track=True)
    assert r is not None and r.status is Status.UNSAT and r.core == formulas


_CHAIN_TERMS = ["x", '(str.replace {} "a" "bc")', '(str.replace_all {} "ab" "")',
                '(str.replace_all {} "b" "aa")', '(str.++ "c" {} "a")', '(str.replace {} "" "b")']
_SINKS = ['(str.in_re {} (re.++ re.all (str.to_re "aa") re.all))', '(= {} "bca")',
          '(str.prefixof "cb" {})', '(str.suffixof "ca" {})', '(str.contains {} "aba")',
          '(str.in_re {} (re.* (re.range "a" "b")))']


def _chain_texts() -> st.SearchStrategy[str]:
    def nest(steps: list[str]) -> str:
        t = "x"
        for s in steps:
            t = s.format(t)
        return t
    chains = st.lists(st.sampled_from(_CHAIN_TERMS[1:]), min_size=1, max_size=3).map(nest)
    return st.tuples(st.sampled_from(_SINKS), chains, st.booleans()).map(
        lambda t: t[0].format(t[1]) if t[2] else f"(not {t[0].format(t[1])})")


@settings(max_examples=200, deadline=None)
@given(st.lists(_chain_texts(), min_size=1, max_size=3), st.integers(0, 5))
def test_chains_agree_with_every_short_string(texts: list[str], most: int) -> None:
    """Memberships and affix facts of replace/concatenation chains of ``x`` against
    brute force: ``unsat`` only when no short string satisfies them; a model
    satisfies them and is no longer than the shortest short one."""
    formulas, r = decide(*texts, f"(<= (str.len x) {most})")
    _agrees_with_short_strings(formulas, r)


def test_the_length_of_a_chain_of_one_character_replace_all_is_a_weight() -> None:
    """Issue 39's chain: ``|replace_all(replace_all(x, a, bb), b, c)| = 2n`` weighs each
    ``a`` of ``x`` 2; the witness ``a^n`` comes from one state, and an odd length has
    none."""
    z = var("z", STRING)
    decls = [X, Y, z]
    texts = ['(= y (str.replace_all x "a" "bb"))', '(= z (str.replace_all y "b" "c"))',
             '(str.in_re x (re.* (str.to_re "a")))', '(= (str.len z) 40000)']
    formulas = [parse_term(t, decls) for t in texts]
    r = decide_trivially(formulas, Deadline(10))
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert r.model[X] == "a" * 20000
    odd = formulas[:3] + [parse_term("(= (str.len z) 40001)", decls)]
    r = decide_trivially(odd, Deadline(10), track=True)
    assert r is not None and r.status is Status.UNSAT and r.stats.get("fastpath.empty") == 1


def test_a_weight_next_to_a_length_window_is_left_out() -> None:
    """``|x| = 20000`` and ``|replace_all(x, a, bb)| = 30000``: two windows the weighted
    search does not combine; the loop decides."""
    formulas = [parse_term(t, DECLS) for t in
                ['(= (str.len x) 20000)', '(= (str.len (str.replace_all x "a" "bb")) 30000)']]
    assert decide_trivially(formulas, Deadline(10)) is None


def test_a_conjunct_of_no_fact_shape_is_left_out_and_only_unsat_stands() -> None:
    z = var("z", STRING)
    decls = [X, Y, z]
    texts = ['(= y (str.replace_all x "a" "bb"))', '(= z (str.replace_all y "bb" "c"))',
             '(str.in_re x (re.* (str.to_re "a")))', '(= (str.len z) 2000)']
    # The length of a replace chain with a two-character pattern has no fact shape here:
    # sat is not claimed on the rest.
    sat_part = [parse_term(t, decls) for t in texts]
    assert decide_trivially(sat_part, Deadline(10)) is None
    # The rest alone has no solution ("b" never survives), so the whole has none.
    unsat_part = sat_part + [parse_term('(str.contains z "b")', decls)]
    r = decide_trivially(unsat_part, Deadline(10), track=True)
    assert r is not None and r.status is Status.UNSAT
    assert r.stats.get("fastpath.empty") == 1
    assert r.core is not None and sat_part[3] not in r.core  # the length fact is not needed
    assert unsat_part[4] in r.core


_HOMOMORPHIC = ['(str.replace_all {} "b" "aa")', '(str.replace_all {} "a" "")',
                '(str.++ "c" {} "a")', '(str.replace_all {} "c" "bcb")']
_WINDOWS = ["(= (str.len {}) 4)", "(>= (str.len {}) 5)", "(not (>= (str.len {}) 2))",
            "(<= (str.len {}) 3)", "(> (str.len {}) 3)"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_HOMOMORPHIC), min_size=1, max_size=3),
       st.lists(st.sampled_from(_WINDOWS), min_size=1, max_size=2),
       st.lists(st.sampled_from(_SINKS[:2] + _SINKS[5:]), max_size=1))
def test_weighted_lengths_agree_with_every_short_string(
        steps: list[str], windows: list[str], sinks: list[str]) -> None:
    """The length of a chain of one-character ``replace_all`` and concatenations (a
    weight per character of ``x``): ``unsat`` only when no short string satisfies the
    facts; a model satisfies them."""
    chain = "x"
    for s in steps:
        chain = s.format(chain)
    texts = [w.format(chain) for w in windows] + [s.format("x") for s in sinks]
    formulas = [parse_term(t, DECLS) for t in texts]
    r = decide_trivially(formulas, Deadline(10))
    if r is None:
        return
    if r.status is Status.UNSAT:
        assert not any(all(Evaluator({X: w}).holds(f) for f in formulas) for w in _SHORT)
    else:
        assert r.model is not None and all(Evaluator(r.model).holds(f) for f in formulas)
