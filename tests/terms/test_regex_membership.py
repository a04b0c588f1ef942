"""Regular-language semantics of the evaluator: each RegLan operator's edge cases
(SMT-LIB 2.6 theory of Unicode strings), the regex string functions, and
derivative matching with large loop bounds and long strings."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from regex_oracle import to_term

from strsat.deadline import Deadline
from strsat.errors import ResourceLimit
from strsat.terms import MAX_CHAR, Term, integer, mk, string
from strsat.terms import regex_nodes as rx
from strsat.terms.evaluate import Undetermined, evaluate, holds, matches, to_regex
from strsat.terms.regex_membership import _runs, accepts, derive, equivalent, find_match


def lit(s: str) -> Term:
    return mk("str.to_re", string(s))


def rng(a: str, b: str) -> Term:
    return mk("re.range", string(a), string(b))


A, B = lit("a"), lit("b")


# ---- constructors ---------------------------------------------------------------------


def test_none_all_allchar() -> None:
    # re.none = {}, re.all = the set of all strings, re.allchar = all strings of length 1
    assert not matches(mk("re.none"), "") and not matches(mk("re.none"), "a")
    assert matches(mk("re.all"), "") and matches(mk("re.all"), "\U0002ffff\x00abc")
    assert matches(mk("re.allchar"), "\x00") and matches(mk("re.allchar"), chr(MAX_CHAR))
    assert not matches(mk("re.allchar"), "") and not matches(mk("re.allchar"), "ab")


def test_to_re() -> None:
    assert matches(lit(""), "") and not matches(lit(""), "a")
    assert matches(lit("ab"), "ab") and not matches(lit("ab"), "a")


def test_range() -> None:
    # re.range s1 s2 = {s | s1 <= s <= s2} if s1, s2 are singletons; {} otherwise
    assert matches(rng("a", "c"), "b") and matches(rng("a", "c"), "c")
    assert not matches(rng("a", "c"), "d")
    assert not matches(rng("c", "a"), "b")          # empty: no s with "c" <= s <= "a"
    assert not matches(rng("a", "cd"), "b")         # non-singleton bound -> empty
    assert not matches(rng("", "c"), "b")
    assert matches(rng("\U00010000", "\U0002ffff"), "\U00020000")


def test_loop_and_power() -> None:
    # ((_ re.loop i j) r) = r^i U ... U r^j; empty when i > j.  ((_ re.^ n) r) = r^n.
    loop = mk("re.loop", A, indices=(2, 3))
    assert [matches(loop, "a" * k) for k in range(5)] == [False, False, True, True, False]
    assert not matches(mk("re.loop", A, indices=(3, 2)), "aa")
    assert not matches(mk("re.loop", lit(""), indices=(3, 2)), "")
    assert matches(mk("re.loop", A, indices=(0, 0)), "")
    assert matches(mk("re.^", A, indices=(0,)), "")
    assert not matches(mk("re.^", A, indices=(0,)), "a")
    assert matches(mk("re.^", lit("ab"), indices=(3,)), "ababab")
    assert not matches(mk("re.^", lit("ab"), indices=(3,)), "abab")


def test_star_plus_opt() -> None:
    assert matches(mk("re.*", A), "") and matches(mk("re.*", A), "aaa")
    assert not matches(mk("re.+", A), "") and matches(mk("re.+", A), "aa")
    assert matches(mk("re.opt", A), "") and not matches(mk("re.opt", A), "aa")


def test_boolean_operations() -> None:
    ab_star = mk("re.*", mk("re.union", A, B))
    no_aa = mk("re.comp", mk("re.++", mk("re.all"), lit("aa"), mk("re.all")))
    r = mk("re.inter", ab_star, no_aa)
    assert matches(r, "abab") and not matches(r, "abaab") and not matches(r, "abc")
    assert matches(mk("re.comp", A), "") and not matches(mk("re.comp", A), "a")
    assert matches(mk("re.comp", mk("re.all")), "") is False
    # re.diff is left-assoc: (re.diff a b c) = (re.diff (re.diff a b) c)
    d = mk("re.diff", mk("re.all"), A, B)
    assert matches(d, "ab") and not matches(d, "a") and not matches(d, "b")
    assert matches(mk("re.inter", A, mk("re.all")), "a")


def test_union_and_concat_n_ary() -> None:
    u = mk("re.union", A, B, lit("cc"))
    assert matches(u, "cc") and not matches(u, "c")
    c = mk("re.++", A, mk("re.*", B), A)
    assert matches(c, "abba") and matches(c, "aa") and not matches(c, "ab")


def test_regex_equality_is_language_equality() -> None:
    assert holds(mk("=", mk("re.*", mk("re.*", A)), mk("re.*", A)))
    assert holds(mk("=", mk("re.union", A, B), mk("re.union", B, A)))
    assert holds(mk("=", mk("re.comp", mk("re.comp", A)), A))
    assert holds(mk("=", mk("re.++", mk("re.*", A), A), mk("re.+", A)))
    assert not holds(mk("=", A, B))
    assert not holds(mk("=", mk("re.*", A), mk("re.+", A)))
    assert holds(mk("distinct", A, B, mk("re.none")))
    # a^*  vs  (a^50)^* differ (on "a"), found by the bisimulation
    assert not holds(mk("=", mk("re.*", A), mk("re.*", mk("re.^", A, indices=(50,)))))


def test_regex_equality_budget_is_undetermined_not_a_guess() -> None:
    big = mk("re.loop", A, indices=(0, 100000))
    other = mk("re.loop", A, indices=(0, 100001))
    with pytest.raises(Undetermined):
        holds(mk("=", big, other))


# ---- regex string functions ------------------------------------------------------------


def test_replace_re_leftmost_shortest_and_empty_match() -> None:
    # u1 w2 u2 where u1, w1 are the shortest words with w = u1 w1 u2, w1 in L.
    def rr(s: str, r: Term, t: str) -> str:
        return evaluate(mk("str.replace_re", string(s), r, string(t)))  # type: ignore[return-value]

    assert rr("baab", mk("re.+", A), "c") == "bcab"                 # shortest: one "a"
    assert rr("baab", mk("re.*", A), "cc") == "ccbaab"              # "" in L: t in front
    assert rr("xyz", A, "c") == "xyz"                               # no match: unchanged
    assert rr("abcabc", mk("re.union", lit("bc"), lit("cab")), "X") == "aXabc"  # leftmost first
    assert rr("", mk("re.*", A), "X") == "X"


def test_replace_re_all_nonempty_matches() -> None:
    def rra(s: str, r: Term, t: str) -> str:
        return evaluate(mk("str.replace_re_all", string(s), r, string(t)))  # type: ignore[return-value]

    assert rra("baab", mk("re.*", A), "c") == "bccb"                # empty matches ignored
    assert rra("aaa", mk("re.+", A), "c") == "ccc"                  # shortest non-empty
    assert rra("abab", mk("re.union", lit("ab"), B), "c") == "cc"
    assert rra("xyz", mk("re.*", A), "c") == "xyz"
    assert rra("", mk("re.*", A), "c") == ""


def test_indexof_re_cvc5_semantics() -> None:
    def ir(s: str, r: Term, k: int) -> int:
        start = integer(k) if k >= 0 else mk("-", integer(-k))
        return evaluate(mk("str.indexof_re", string(s), r, start))  # type: ignore[return-value]

    z = mk("re.*", lit("z"))
    assert ir("abcab", B, 2) == 4
    assert ir("abc", z, 0) == 0 and ir("abc", z, 1) == 1 and ir("abc", z, 3) == 3
    assert ir("abc", z, 5) == -1 and ir("abc", z, -1) == -1
    assert ir("abc", lit("d"), 0) == -1


# ---- derivatives: counters, long strings, large alphabets ----------------------------------


def test_large_loop_bounds_are_counters() -> None:
    r = to_regex(mk("re.loop", rng("a", "z"), indices=(0, 100000)))
    state = r
    for _ in range(10000):
        state = derive(state, ord("q"))
    assert state.kind == "loop" and state.hi == 90000 and state.nullable
    assert matches(mk("re.loop", rng("a", "z"), indices=(5000, 100000)), "abc" * 3334)
    assert not matches(mk("re.loop", rng("a", "z"), indices=(5000, 100000)), "abc" * 1000)
    assert matches(mk("re.^", A, indices=(20000,)), "a" * 20000)
    assert not matches(mk("re.^", A, indices=(20000,)), "a" * 19999)


def test_long_string_with_complement_and_intersection() -> None:
    # strings of 10,000 characters: no "ab", at least one "b", even length
    no_ab = mk("re.comp", mk("re.++", mk("re.all"), lit("ab"), mk("re.all")))
    even = mk("re.*", mk("re.++", mk("re.allchar"), mk("re.allchar")))
    r = mk("re.inter", no_ab, even, mk("re.++", mk("re.all"), B, mk("re.all")))
    assert matches(r, "b" * 5000 + "a" * 5000)
    assert not matches(r, "b" * 5000 + "a" * 4999)
    assert not matches(r, "b" * 2500 + "ab" + "a" * 7498)


def test_derivatives_are_shared_per_character_class() -> None:
    r = to_regex(mk("re.*", mk("re.union", rng("a", "z"), rng("\U00010000", "\U0002ffff"))))
    assert accepts(r, "".join(chr(0x10000 + k) for k in range(5000)))
    # One class for all 5000 distinct characters: one memo entry for that class.
    assert len(r.deriv) == 1


def test_find_match_threads() -> None:
    r = to_regex(mk("re.++", A, mk("re.*", mk("re.allchar")), B))
    assert find_match(r, "xxaxxbxb") == (2, 6)
    assert find_match(r, "xxaxxbxb", start=3) is None
    assert find_match(to_regex(mk("re.*", A)), "xa", nonempty=True) == (1, 2)
    s = "x" * 10000 + "ab"
    assert find_match(to_regex(mk("re.++", mk("re.all"), A, B)), s) == (0, 10002)


def test_deadline_is_honoured() -> None:
    expired = Deadline(0)
    r = to_regex(mk("re.*", A))
    with pytest.raises(ResourceLimit):
        accepts(r, "a" * 5000, expired)


def test_normal_form_keeps_states_small() -> None:
    # (a|b)* a (a|b)^20: the classic DFA blow-up; derivatives stay unions of <= 22 terms.
    ab = mk("re.union", A, B)
    r = to_regex(mk("re.++", mk("re.*", ab), A, mk("re.^", ab, indices=(20,))))
    state = r
    for k in range(3000):
        state = derive(state, ord("ab"[k * 7 % 3 % 2]))
        assert state.kind != "or" or len(state.args) <= 22


def test_equivalent_on_nodes() -> None:
    a = rx.literal("a")
    assert equivalent(rx.loop(a, 0, None), rx.union([rx.EPS, rx.concat(a, rx.loop(a, 0, None))]))
    assert not equivalent(rx.loop(a, 0, 3), rx.loop(a, 0, 4))
    assert equivalent(rx.comp(rx.NONE), rx.ALL)
    assert rx.inter([rx.chars([(97, 99)]), rx.chars([(98, 120)])]) is rx.chars([(98, 99)])


# ---- reading runs of equal characters ---------------------------------------------------

_run_regexes = st.recursive(
    st.one_of(st.sampled_from([("lit", "a"), ("lit", "b"), ("lit", "ab"), ("any",),
                               ("cls", (("a", "b"),))])),
    lambda kids: st.one_of(
        st.tuples(st.just("cat"), kids, kids), st.tuples(st.just("alt"), kids, kids),
        st.tuples(st.just("star"), kids), st.tuples(st.just("comp"), kids),
        st.tuples(st.just("inter"), kids, kids),
        st.tuples(st.just("rep"), kids, st.integers(0, 12), st.integers(0, 12)).map(
            lambda t: (t[0], t[1], min(t[2], t[3]), max(t[2], t[3])))),
    max_leaves=5)


@settings(max_examples=400, deadline=None)
@given(_run_regexes, st.lists(st.tuples(st.sampled_from("abc"), st.integers(1, 15)),
                              max_size=4))
def test_runs_are_read_as_their_characters(tree: tuple, runs: list[tuple[str, int]]) -> None:
    """``accepts`` jumps over runs (counters, fixpoints, unions of them); the result is
    the one of deriving character by character."""
    r = to_regex(to_term(tree))
    w = "".join(ch * k for ch, k in runs)
    state = r
    for ch in w:
        state = derive(state, ord(ch))
    assert accepts(r, w) == state.nullable, (tree, w)


def test_long_runs_cost_few_derivatives(monkeypatch: pytest.MonkeyPatch) -> None:
    """[ab]*·a·[ab]{n} and b{n}·b*·Σ* on b^n a b^n (issue 14's witness) for n = 200,000:
    the counters jump over the runs (a handful of derivatives, not 400,000)."""
    from strsat.terms import regex_membership

    calls = [0]
    plain = regex_membership.derive

    def counting(r, c, deadline=None):
        calls[0] += 1
        return plain(r, c, deadline)

    monkeypatch.setattr(regex_membership, "derive", counting)
    n = 200_000
    ab = mk("re.union", A, B)
    r1 = to_regex(mk("re.++", mk("re.*", ab), A, mk("re.loop", ab, indices=(n, n))))
    r2 = to_regex(mk("re.++", mk("re.loop", B, indices=(n, n)), mk("re.*", B), mk("re.all")))
    w = "b" * n + "a" + "b" * n
    assert accepts(r1, w) and accepts(r2, w)
    assert not accepts(r1, w[:-1])
    assert not accepts(r2, "b" * (n - 1) + "a")
    assert calls[0] < 100


def _runs_by_re(s: str) -> list[tuple[int, int]]:
    """The runs as the pattern ``(.)\\1{0,65535}`` finds them (the reference for
    :func:`strsat.terms.regex_membership._runs`)."""
    import re

    return [(ord(m.group(1)), m.end() - m.start())
            for m in re.finditer(r"(.)\1{0,65535}", s, re.DOTALL)]


@given(st.lists(st.tuples(st.sampled_from("ab\n"), st.sampled_from([1, 2, 15, 16, 17, 300])))
       .map(lambda runs: "".join(c * k for c, k in runs)))
def test_runs_are_the_patterns_runs(s: str) -> None:
    assert list(_runs(s)) == _runs_by_re(s)


@pytest.mark.parametrize("k", [4095, 4096, 4097, 65535, 65536, 65537, 200_000])
def test_long_runs_are_cut_at_65536(k: int) -> None:
    s = "x" + "a" * k + "b"
    assert list(_runs(s)) == _runs_by_re(s)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("ab-_. 9x"), st.integers(0, 2)), min_size=1,
                max_size=3),
       st.text(alphabet="ab-_. 9x\u0660", max_size=12), st.sampled_from(["", "Z", "--"]),
       st.integers(0, 13), st.booleans())
def test_a_class_pattern_matches_as_the_derivative_threads(
        ranges: list[tuple[str, int]], s: str, t: str, start: int, nonempty: bool) -> None:
    """A one-character class (a ``chars`` node) is matched and replaced by a scan; the
    same pattern beside a long literal no string here holds goes through the threads."""
    r = rx.chars([(ord(c), ord(c) + k) for c, k in ranges])
    slow = rx.union([r, rx.literal("\u0001\u0002\u0003")])
    assert r.kind == "chars" and slow.kind == "or"
    from strsat.terms.regex_membership import smt_replace_re, smt_replace_re_all

    assert smt_replace_re_all(s, r, t) == smt_replace_re_all(s, slow, t)
    assert smt_replace_re(s, r, t) == smt_replace_re(s, slow, t)
    assert find_match(r, s, start, nonempty) == find_match(slow, s, start, nonempty)
