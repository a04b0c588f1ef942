"""Properties of the regular step against brute force on small random systems.

Regexes mention only ``a`` and ``b``; brute force enumerates strings over
``a``, ``b``, ``c`` (``c`` stands for every other character) up to a length
bound.  Every lemma must hold under every enumerated assignment (validity),
and on one-class systems the step must agree with brute force: a hint of the
core's length exactly when such a word exists.
"""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.terms import STRING, mk, string, var
from strsat.terms.evaluate import holds, matches
from strsat.theory.regular import Languages, Regular
from strsat.theory.seam.inferences import Inference

regex_lengths = Languages().regex_lengths

x, y, z = (var(n, STRING) for n in "xyz")
ALPHABET = "abc"
MAX_LEN = 5


def words(n: int) -> list[str]:
    return ["".join(p) for k in range(n + 1) for p in itertools.product(ALPHABET, repeat=k)]


WORDS = words(MAX_LEN)

leaves = st.sampled_from([
    mk("str.to_re", string("a")), mk("str.to_re", string("b")),
    mk("str.to_re", string("ab")), mk("str.to_re", string("")),
    mk("re.range", string("a"), string("b")), mk("re.allchar"), mk("re.none"),
])


def _extend(children):
    return st.one_of(
        st.tuples(children, children).map(lambda p: mk("re.++", *p)),
        st.tuples(children, children).map(lambda p: mk("re.union", *p)),
        st.tuples(children, children).map(lambda p: mk("re.inter", *p)),
        children.map(lambda r: mk("re.*", r)),
        children.map(lambda r: mk("re.comp", r)),
        st.tuples(children, st.integers(0, 2), st.integers(0, 3)).map(
            lambda t: mk("re.loop", t[0], indices=(t[1], t[2]))),
    )


regexes = st.recursive(leaves, _extend, max_leaves=6)
memberships = st.lists(st.tuples(regexes, st.booleans()), min_size=1, max_size=3)


def satisfies(w: str, mems) -> bool:
    return all(matches(r, w) == pos for r, pos in mems)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(memberships, st.integers(0, MAX_LEN - 1))
def test_one_class_agrees_with_brute_force(context, mems, n):
    lits = [(mk("str.in_re", x, r), pos) for r, pos in mems]
    ctx = context(lits, {x: n})
    res = Regular().check(ctx)
    sols = [w for w in WORDS if satisfies(w, mems)]
    of_n = [w for w in sols if len(w) == n]
    for lem in res.lemmas:
        for w in WORDS:
            assert holds(lem.formula, {x: w}), (lem, w)
    kinds = {lem.kind for lem in res.lemmas}
    if Inference.RE_EMPTY in kinds:
        assert not sols
    if of_n:
        assert not res.lemmas
        hint = res.hints.get(x)
        assert hint is not None and len(hint) == n and satisfies(hint, mems)
    else:
        assert res.lemmas, "no word of the core's length, but no lemma"


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(memberships, memberships, memberships,
       st.sampled_from(["concat", "equal", "const"]),
       st.tuples(st.integers(0, 3), st.integers(0, 3)))
def test_lemmas_over_several_variables_are_valid(context, mx, my, mz, shape, lens):
    ly, lz = lens
    if shape == "concat":
        eq = mk("=", x, mk("str.++", y, string("a"), z))
        lx = ly + 1 + lz
    elif shape == "equal":
        eq = mk("=", x, y)
        lx = ly
    else:
        eq = mk("=", x, string("ab"))
        lx = 2
    lits = [(eq, True)]
    lits += [(mk("str.in_re", x, r), p) for r, p in mx]
    lits += [(mk("str.in_re", y, r), p) for r, p in my]
    lits += [(mk("str.in_re", z, r), p) for r, p in mz]
    res = Regular().check(context(lits, {x: lx, y: ly, z: lz}))
    small = words(2)
    for lem in res.lemmas:
        for wy, wz in itertools.product(small, small):
            for wx in {wy + "a" + wz, wy, "ab", wz + wy}:
                assert holds(lem.formula, {x: wx, y: wy, z: wz}), (lem, wx, wy, wz)


@settings(max_examples=150, deadline=None)
@given(regexes)
def test_regex_lengths_cover_every_word(r):
    progs = regex_lengths(r)
    assert progs is not None

    def covered(n: int) -> bool:
        return any(n == s if p == 0 else n >= s and (n - s) % p == 0 for s, p in progs)

    for w in WORDS:
        if matches(r, w):
            assert covered(len(w)), (r, w, progs)
