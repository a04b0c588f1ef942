"""Hypothesis properties: the evaluator agrees with Python's own string operations
on their shared meaning, with Python's ``re.fullmatch`` on the classic regex
fragment, and with a brute-force oracle on complement/intersection/difference
and on the regex string functions."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from regex_oracle import (
    classic_regexes,
    extended_regexes,
    int_term,
    naive_member,
    naive_replace_re,
    naive_replace_re_all,
    to_python,
    to_term,
    words,
)
from term_strategies import terms

from strsat.errors import StrsatError
from strsat.terms import BOOL, INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import Evaluator, evaluate, holds, matches, to_regex
from strsat.terms.regex_membership import equivalent
from strsat.terms.walk import free_vars

SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

# Any code point of the SMT-LIB alphabet, surrogates included, biased to a few letters.
chars = st.one_of(st.sampled_from("abc"), st.integers(0, 0x2FFFF).map(chr))
texts = st.text(chars, max_size=8)
small = st.integers(-3, 12)
x, y, z = var("x", STRING), var("y", STRING), var("z", STRING)
i, n = var("i", INT), var("n", INT)


@SETTINGS
@given(texts, small, small)
def test_substr_is_slicing_with_clamping(s: str, start: int, length: int) -> None:
    got = evaluate(mk("str.substr", x, i, n), {x: s, i: start, n: length})
    if 0 <= start < len(s) and length > 0:
        assert got == s[start:start + length]       # Python clamps the end the same way
    else:
        assert got == ""                            # no wrap-around for negative indices
    assert evaluate(mk("str.substr", string(s), int_term(start), int_term(length))) == got


@SETTINGS
@given(texts, small)
def test_at_is_indexing(s: str, k: int) -> None:
    got = evaluate(mk("str.at", x, i), {x: s, i: k})
    assert got == (s[k] if 0 <= k < len(s) else "")


@SETTINGS
@given(texts, st.text(chars, max_size=2), small)
def test_indexof_is_find(s: str, t: str, start: int) -> None:
    got = evaluate(mk("str.indexof", x, y, i), {x: s, y: t, i: start})
    if 0 <= start <= len(s):
        assert got == s.find(t, start)
    else:
        assert got == -1                            # Python would count from the end


@SETTINGS
@given(texts, st.text(chars, max_size=2), st.text(chars, max_size=3))
def test_replace_is_python_replace_once(s: str, t: str, u: str) -> None:
    assert evaluate(mk("str.replace", x, y, z), {x: s, y: t, z: u}) == s.replace(t, u, 1)
    all_ = evaluate(mk("str.replace_all", x, y, z), {x: s, y: t, z: u})
    assert all_ == (s if t == "" else s.replace(t, u))


@SETTINGS
@given(texts, texts)
def test_order_and_containment(s: str, t: str) -> None:
    m = {x: s, y: t}
    assert holds(mk("str.<", x, y), m) == (s < t)
    assert holds(mk("str.<=", x, y), m) == (s <= t)
    assert holds(mk("str.prefixof", x, y), m) == t.startswith(s)
    assert holds(mk("str.suffixof", x, y), m) == t.endswith(s)
    assert holds(mk("str.contains", x, y), m) == (t in s)
    assert evaluate(mk("str.len", mk("str.++", x, y)), m) == len(s) + len(t)


@SETTINGS
@given(st.text("0123456789", min_size=1, max_size=30), st.integers(-5, 10**30))
def test_int_conversions(digits: str, k: int) -> None:
    assert evaluate(mk("str.to_int", x), {x: digits}) == int(digits)
    assert evaluate(mk("str.from_int", i), {i: k}) == (str(k) if k >= 0 else "")
    assert evaluate(mk("str.to_int", mk("str.from_int", i)), {i: k}) == (k if k >= 0 else -1)


@SETTINGS
@given(classic_regexes, st.lists(words, min_size=1, max_size=6))
def test_in_re_is_fullmatch(tree: tuple, ws: list[str]) -> None:
    term = to_term(tree)
    pattern = re.compile(to_python(tree))
    for w in ws:
        assert matches(term, w) == bool(pattern.fullmatch(w)), (tree, w)
        assert holds(mk("str.in_re", x, term), {x: w}) == bool(pattern.fullmatch(w))


@SETTINGS
@given(extended_regexes, st.lists(words, min_size=1, max_size=6))
def test_in_re_with_complement_and_intersection(tree: tuple, ws: list[str]) -> None:
    term = to_term(tree)
    for w in ws:
        assert matches(term, w) == naive_member(tree, w), (tree, w)


@SETTINGS
@given(classic_regexes, words, st.sampled_from(["", "X", "YZ"]))
def test_regex_functions_by_definition(tree: tuple, w: str, t: str) -> None:
    term = to_term(tree)
    pattern = re.compile(to_python(tree))

    def member(s: str) -> bool:
        return bool(pattern.fullmatch(s))

    once = naive_replace_re(w, member, t, nonempty=False)
    assert evaluate(mk("str.replace_re", x, term, y), {x: w, y: t}) == (w if once is None
                                                                          else once)
    assert evaluate(mk("str.replace_re_all", x, term, y), {x: w, y: t}) == \
        naive_replace_re_all(w, member, t)
    for start in range(-1, len(w) + 2):
        want = -1
        if 0 <= start <= len(w):
            want = next((a for a in range(start, len(w) + 1)
                         if any(member(w[a:b]) for b in range(a, len(w) + 1))), -1)
        got = evaluate(mk("str.indexof_re", x, term, i), {x: w, i: start})
        assert got == want, (tree, w, start)


@SETTINGS
@given(extended_regexes, extended_regexes)
def test_language_equality_agrees_with_brute_force(t1: tuple, t2: tuple) -> None:
    r1, r2 = to_regex(to_term(t1)), to_regex(to_term(t2))
    same = equivalent(r1, r2)
    short = [""] + [a + b + c for a in "abc" for b in ["", *"abc"] for c in ["", *"abc"]]
    if same:
        assert all(naive_member(t1, w) == naive_member(t2, w) for w in short)
    # Identities that must always hold, whatever the normal form does.
    assert equivalent(r1, to_regex(to_term(("alt", t1, t1))))
    assert equivalent(r1, to_regex(to_term(("comp", ("comp", t1)))))
    assert equivalent(to_regex(to_term(("alt", t1, t2))), to_regex(to_term(("alt", t2, t1))))


# ---- partial assignments (``open_variables``) --------------------------------------

def _values(sort: object) -> st.SearchStrategy[object]:
    if sort is STRING:
        return st.text("ab1\u00e9", max_size=3)
    if sort is INT:
        return st.integers(-2, 5)
    return st.booleans()


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(terms(BOOL, 4), st.data())
def test_a_partial_assignment_decides_only_what_every_completion_agrees_on(
        formula: Term, data: st.DataObject) -> None:
    """``Evaluator(open_variables=True).truth``: a value decided with some variables
    unassigned (the short cuts of ``and``/``or``/``ite``, a ``replace`` whose pattern
    does not occur, ``at``/``substr`` out of range, …) is the value under every
    completion of the assignment (the small-witness enumeration prunes by it)."""
    variables = sorted(free_vars(formula), key=lambda v: v.id)
    partial = {v: data.draw(_values(v.sort)) for v in variables if data.draw(st.booleans())}
    try:
        decided = Evaluator(partial, open_variables=True).truth(formula)
    except StrsatError:
        return
    if decided is None:
        return
    for _ in range(3):
        full = dict(partial)
        full.update({v: data.draw(_values(v.sort)) for v in variables if v not in partial})
        try:
            value = Evaluator(full).truth(formula)
        except StrsatError:
            continue
        assert value is None or value == decided, (partial, full)


def test_the_short_cuts_read_only_what_fixes_the_value() -> None:
    """Each short cut with the unread argument left undetermined."""
    open_ = {x: "abc", z: ""}
    cases = [
        (mk("=", mk("str.replace", x, string("zz"), y), string("abc")), True),
        (mk("=", mk("str.replace_all", x, string("zz"), y), string("abc")), True),
        (mk("=", mk("str.replace_re", x, mk("str.to_re", string("d")), y), x), True),
        (mk("=", mk("str.replace_re_all", x, mk("str.to_re", string("d")), y), x), True),
        (mk("=", mk("str.at", y, integer(-1)), string("")), True),
        (mk("=", mk("str.at", z, i), string("")), True),
        (mk("=", mk("str.substr", x, integer(5), n), string("")), True),
        (mk("=", mk("str.substr", y, i, integer(0)), string("")), True),
        (mk("=", mk("str.replace", x, string("b"), y), string("abc")), None),
        (mk("=", mk("str.at", x, i), string("")), None),
    ]
    for formula, expected in cases:
        assert Evaluator(open_, open_variables=True).truth(formula) is expected, formula
    # without open variables, the unassigned ones take model completion's defaults
    assert Evaluator(open_).truth(cases[-1][0]) is False
