"""The character-set propagation (``engine/char_alphabets.py``) against the reference
evaluator.

Soundness of the term rules: under sets read off an assignment (a variable must and can
hold exactly the characters of its value), every term's ``must`` lies in the characters of
its value and those lie in its ``can``; every regex's ``regex_must``/``regex_can`` bound
the characters of each short word it accepts.  Soundness of the propagation: the literals
an assignment satisfies are never found in conflict.  Reach: the shapes of issue 39 (seed
4939 f00604) and each fact kind are found in conflict, and their satisfiable twins are not.
"""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine.char_alphabets import Alphabets, alphabet_conflict
from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import Evaluator

X, Y, Z = (var(n, STRING) for n in "xyz")
I = var("i", INT)
UNIVERSE = frozenset("ab10c")
SHORT = ["".join(w) for n in range(4) for w in itertools.product("ab1", repeat=n)]
ASSIGNMENTS = [{X: u, Y: v, Z: w, I: k}
               for (u, v, w), k in zip(itertools.product(SHORT[:13], SHORT[:9], ["", "a1"]),
                                       itertools.cycle([-1, 0, 1, 2, 10, 101]))]
CONSTS = st.sampled_from(["", "a", "b", "ab", "ba", "abb", "1", "b1", "0"])


def _value(t: Term, model: dict[Term, Any]) -> Any:
    return Evaluator(model).evaluate(t)


def _sets(model: dict[Term, Any]) -> Alphabets:
    sets = Alphabets(UNIVERSE)
    for v in (X, Y, Z):
        chars = frozenset(model[v]) & UNIVERSE
        sets.must_of[v] = chars
        sets.can_of[v] = chars
    return sets


@st.composite
def regexes(draw: st.DrawFn, depth: int = 0) -> Term:
    kind = draw(st.integers(0, 8 if depth < 2 else 2))
    if kind == 0:
        return mk("str.to_re", string(draw(CONSTS)))
    if kind == 1:
        return mk("re.range", string(draw(st.sampled_from("a0"))),
                  string(draw(st.sampled_from("ab1"))))
    if kind == 2:
        return mk("str.to_re", draw(st.sampled_from([X, Y])))
    if kind == 3:
        return mk(draw(st.sampled_from(["re.*", "re.+", "re.opt", "re.comp"])),
                  draw(regexes(depth + 1)))
    if kind == 4:
        return mk("re.loop", draw(regexes(depth + 1)),
                  indices=(draw(st.integers(0, 2)), 2))
    if kind == 5:
        return mk(draw(st.sampled_from(["re.union", "re.inter", "re.diff"])),
                  draw(regexes(depth + 1)), draw(regexes(depth + 1)))
    if kind == 6:
        return mk("re.allchar") if draw(st.booleans()) else mk("re.none")
    return mk("re.++", draw(regexes(depth + 1)), draw(regexes(depth + 1)))


def _string_nodes(sub: st.SearchStrategy[Term]) -> st.SearchStrategy[Term]:
    """One application over the subterms ``sub`` in every shape the analysis reads."""
    cond = st.sampled_from([X, Y]).map(lambda v: mk("=", v, string("a")))
    return st.one_of(
        st.tuples(cond, sub, sub).map(lambda a: mk("ite", *a)),
        st.tuples(st.sampled_from(["str.replace", "str.replace_all"]), sub, sub, sub)
        .map(lambda a: mk(*a)),
        st.tuples(st.sampled_from(["str.replace_re", "str.replace_re_all"]), sub, regexes(1),
                  sub).map(lambda a: mk(*a)),
        st.tuples(sub, st.integers(0, 2)).map(lambda a: mk("str.substr", a[0], I,
                                                           integer(a[1]))),
        sub.map(lambda a: mk("str.at", a, I)),
        st.tuples(sub, sub).map(lambda a: mk("str.++", *a)),
    )


def strings() -> st.SearchStrategy[Term]:
    leaves = st.one_of(CONSTS.map(string), st.sampled_from([X, Y, Z]),
                       st.just(mk("str.from_int", I)))
    return st.recursive(leaves, _string_nodes, max_leaves=6)


@st.composite
def literals(draw: st.DrawFn) -> Term:
    a, b = draw(strings()), draw(strings())
    kind = draw(st.integers(0, 4))
    if kind == 0:
        return mk("=", a, b)
    if kind == 1:
        return mk(draw(st.sampled_from(["str.contains", "str.prefixof", "str.suffixof"])), a, b)
    if kind == 2:
        return mk("str.in_re", a, draw(regexes()))
    if kind == 3:
        return mk("not", mk("str.contains", a, string(draw(st.sampled_from("ab1")))))
    return mk("not", mk("=", a, b))


def _check_term(t: Term) -> None:
    for model in ASSIGNMENTS:
        sets = _sets(model)
        held = frozenset(_value(t, model)) & UNIVERSE
        assert sets.must(t) <= held <= sets.can(t), (t, model, held)


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(strings())
def test_must_and_can_bound_every_value(t: Term) -> None:
    _check_term(t)


def test_every_replace_shape_bounds_every_value() -> None:
    """The replace rules on each kind of pattern (a variable, a character of the subject,
    a regex, the subject itself), not left to the draw."""
    for op in ("str.replace", "str.replace_all"):
        for p in (Y, string("a"), X, string("")):
            for r in (Z, string(""), X, string("b")):
                _check_term(mk(op, X, p, r))
    for op in ("str.replace_re", "str.replace_re_all"):
        for rx in (mk("re.allchar"), mk("str.to_re", Y), mk("re.+", mk("str.to_re", string("a")))):
            for r in (Z, string("")):
                _check_term(mk(op, X, rx, r))


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(regexes())
def test_regex_must_and_can_bound_every_word(r: Term) -> None:
    for model in ASSIGNMENTS[::7]:
        sets = _sets(model)
        for w in SHORT:
            if _value(mk("str.in_re", string(w), r), model):
                assert sets.regex_must(r) <= frozenset(w) & UNIVERSE <= sets.regex_can(r), \
                    (r, w, model)


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(literals(), min_size=1, max_size=5), st.integers(0, len(ASSIGNMENTS) - 1))
def test_literals_an_assignment_satisfies_are_never_in_conflict(
        lits: list[Term], which: int) -> None:
    model = ASSIGNMENTS[which]
    true = [lit for lit in lits if _value(lit, model)]
    assert alphabet_conflict(true, Deadline(60)) is None, (true, model)


def _conflict(*lits: Term) -> list[int] | None:
    return alphabet_conflict(list(lits), Deadline(60))


ABB = mk("str.contains", X, string("abb"))
XX = mk("str.++", X, X)


def test_issue_39_from_int_against_a_replace_of_a_factor() -> None:
    """seed 4939 f00604: ``from_int(n) = replace(x·x, p, x·x)`` with ``contains(x, "abb")``."""
    p = mk("str.replace_re", X, mk("re.allchar"), Y)
    lit = mk("=", mk("str.from_int", I), mk("str.replace", XX, p, XX))
    assert _conflict(lit, ABB) == [0, 1]
    # the twin: x may be digits
    assert _conflict(lit, mk("str.contains", X, string("11"))) is None


def test_each_fact_kind_reaches_a_conflict() -> None:
    digits = mk("=", Y, mk("str.from_int", I))
    # a variable equal to from_int holds digits only; a factor of it cannot hold "a"
    assert _conflict(digits, mk("str.contains", Y, string("a"))) == [0, 1]
    assert _conflict(digits, mk("=", mk("str.at", Y, I), string("a"))) == [0, 1]
    assert _conflict(digits, mk("str.prefixof", string("1a"), Y)) == [0, 1]
    # a part of a concatenation equal to digits; an in_re alphabet; a negated contains
    assert _conflict(mk("=", mk("str.++", X, Y), mk("str.from_int", I)),
                     mk("str.suffixof", string("b"), X)) == [0, 1]
    assert _conflict(mk("str.in_re", X, mk("re.*", mk("re.range", string("0"), string("9")))),
                     mk("str.contains", X, string("b"))) == [0, 1]
    assert _conflict(mk("not", mk("str.contains", mk("str.++", Y, X), string("b"))),
                     mk("str.in_re", X, mk("re.+", mk("str.to_re", string("ab"))))) == [0, 1]
    # a negated contains against a replace that keeps "b" (every word of (ab)+ holds it)
    kept = mk("str.replace_all", mk("str.++", string("a"), X), string("a"), string("c"))
    assert _conflict(mk("str.in_re", X, mk("re.+", mk("str.to_re", string("ab")))),
                     mk("not", mk("str.contains", mk("str.++", Y, kept), string("b")))) == [0, 1]
    # a chain through equalities: x = z, z = from_int
    assert _conflict(mk("=", X, Z), ABB, mk("=", Z, mk("str.from_int", I))) == [0, 1, 2]
    # replace_all removing every "a": only when the replacement has none
    assert _conflict(mk("=", Y, mk("str.replace_all", X, string("a"), string("b"))),
                     mk("str.contains", Y, string("a"))) is None


def test_satisfiable_twins_are_not_in_conflict() -> None:
    assert _conflict(mk("=", Y, mk("str.from_int", I)),
                     mk("str.contains", Y, string("0"))) is None
    assert _conflict(mk("=", mk("str.++", X, Y), mk("str.replace", Z, string("a"), string("b"))),
                     mk("str.contains", X, string("b"))) is None
    assert _conflict(mk("not", mk("str.contains", X, string("b"))),
                     mk("str.contains", mk("str.++", X, Y), string("b"))) is None
    # a container is not bounded by what it contains (but the contained by its container)
    for lit in (mk("str.contains", X, string("a")), mk("str.prefixof", string("a"), X),
                mk("str.suffixof", string("a"), X)):
        assert _conflict(lit, mk("str.contains", X, string("ab"))) is None, lit
    assert _conflict(mk("str.contains", string("a"), X), mk("str.contains", X, string("ab")))


@settings(max_examples=200, deadline=None)
@given(st.frozensets(st.characters(max_codepoint=0x2FF), max_size=40),
       st.characters(max_codepoint=0x2FF), st.characters(max_codepoint=0x2FF))
def test_a_range_is_the_universe_between_its_ends(universe: frozenset[str], lo: str,
                                                  hi: str) -> None:
    sets = Alphabets(universe)
    r = mk("re.range", string(lo), string(hi))
    assert sets.regex_can(r) == frozenset(c for c in universe if lo <= c <= hi)


def test_a_regex_is_walked_once_until_a_can_set_shrinks() -> None:
    """A class of many ranges (``\\w``) read by every conjunct of every round was walked
    again each time; now once while no variable's can set changes."""
    ranges = [mk("re.range", string(chr(c)), string(chr(c + 1))) for c in range(48, 400, 3)]
    word = mk("re.+", mk("re.union", *ranges))
    sets = Alphabets(frozenset(map(chr, range(40, 420))))
    calls = 0
    walk = sets._regex_can

    def counted(r: Term, depth: int) -> frozenset[str]:
        nonlocal calls
        calls += 1
        return walk(r, depth)

    sets._regex_can = counted  # type: ignore[method-assign]
    first = sets.regex_can(word)
    walked = calls
    assert sets.regex_can(word) == first and calls == walked
    with_var = mk("re.++", word, mk("str.to_re", X))
    before = sets.regex_can(with_var)
    assert sets.limit_can(X, frozenset("a"))
    assert sets.regex_can(with_var) == first | frozenset("a") != before

def _shared_class_regex(levels: int) -> tuple[Term, frozenset[str]]:
    """A class of 300 one-character ranges (a Unicode class's shape) concatenated with
    itself ``levels`` times over (a pattern's DAG shares its classes), and the class's
    characters."""
    chars = [chr(0x100 + 2 * i) for i in range(300)]
    regex = mk("re.union", *(mk("re.range", string(c), string(c)) for c in chars))
    for _ in range(levels):
        regex = mk("re.++", regex, regex)
    return regex, frozenset(chars)


def test_a_shared_class_is_read_once(monkeypatch):  # type: ignore[no-untyped-def]
    """Work, not seconds: a ground regex's sets are kept per term (textwrap's word
    splitter under ``wrap_paragraphs``: a check spent minutes in ``regex_can`` past its
    deadline), each range read once however often the DAG shares it."""
    import strsat.engine.char_alphabets as module

    reads = []
    real = module._char

    def counted(t: Term) -> Any:
        reads.append(t)
        return real(t)

    monkeypatch.setattr(module, "_char", counted)
    regex, chars = _shared_class_regex(8)
    sets = Alphabets(chars | frozenset("!a"))
    assert sets.regex_can(regex) == chars
    assert sets.regex_must(regex) == frozenset()
    assert len(reads) <= 2 * 2 * 300  # each range's two bounds, once per set kind
    member = mk("str.in_re", X, regex)
    assert alphabet_conflict([member, mk("str.contains", X, string("!"))],
                             Deadline(60)) is not None
    assert alphabet_conflict([member, mk("str.contains", X, string(min(chars)))],
                             Deadline(60)) is None


def _chain_against_its_direction(n: int) -> list[Term]:
    """``x_k = replace(x_(k-1), "b", y)`` for k = n..1 (against the direction the facts
    travel; a replace's subject is no part of it, so nothing travels back), then
    ``contains(x_0, "a")`` and ``¬contains(x_n, "a")``: unsatisfiable, each link carrying
    the ``a`` one step."""
    xs = [var(f"chain_x{k}", STRING) for k in range(n + 1)]
    lits = [mk("=", xs[k], mk("str.replace", xs[k - 1], string("b"), Y))
            for k in range(n, 0, -1)]
    return [*lits, mk("str.contains", xs[0], string("a")),
            mk("not", mk("str.contains", xs[n], string("a")))]


def test_a_chain_longer_than_the_rounds_reaches_its_conflict() -> None:
    """Reach: a fact travels a chain of 40 conjuncts listed against its direction (a pass
    of every conjunct a round carried it one link, and 32 rounds fell short)."""
    lits = _chain_against_its_direction(40)
    assert _conflict(*lits) == list(range(len(lits)))
    twin = [*lits[:-1], mk("not", mk("str.contains", Y, string("a")))]  # x_n may hold it
    assert _conflict(*twin) is None


def test_a_conjunct_is_read_again_only_when_a_set_it_reads_changed(
        monkeypatch):  # type: ignore[no-untyped-def]
    """Work, not seconds: the fixpoint re-reads the conjuncts whose variables' sets
    changed, not every conjunct each round (a chain of n conjuncts: O(n) readings,
    not O(n²); kausler's jxml2sql26: 1,682 readings of 58 conjuncts -> 505)."""
    reads = []
    real = Alphabets.learn

    def counted(self: Alphabets, lit: Term) -> bool:
        reads.append(lit)
        return real(self, lit)

    monkeypatch.setattr(Alphabets, "learn", counted)
    lits = _chain_against_its_direction(20)
    assert _conflict(*lits) is not None
    assert len(reads) <= 3 * len(lits)
