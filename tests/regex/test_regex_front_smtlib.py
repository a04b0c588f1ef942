"""SMT-LIB RegLan terms -> AST, and the AST's smart constructors."""

from __future__ import annotations

import pytest

from strsat.regex import INTERVALS
from strsat.regex import ast as R
from strsat.regex.automaton import accepts, shortest_witness
from strsat.regex.construct import build
from strsat.regex.errors import NotRegularConstant
from strsat.regex.from_smtlib import regex_of_term
from strsat.terms import BOOL, REGLAN, STRING, mk, string, var


def re_of(text: str) -> R.Regex:
    return R.literal(text)


def rng(a: str, b: str):  # type: ignore[no-untyped-def]
    return mk("re.range", string(a), string(b))


def to_re(s: str):  # type: ignore[no-untyped-def]
    return mk("str.to_re", string(s))


def lang(term, words):  # type: ignore[no-untyped-def]
    a = build(regex_of_term(term))
    return [w for w in words if accepts(a, w)]


WORDS = ["", "a", "b", "ab", "ba", "aa", "abab", "c", "\u00e9"]


def test_all_operators() -> None:
    a, b = to_re("a"), to_re("b")
    assert lang(mk("re.none"), WORDS) == []
    assert lang(mk("re.all"), WORDS) == WORDS
    assert lang(mk("re.allchar"), WORDS) == ["a", "b", "c", "\u00e9"]
    assert lang(mk("re.++", a, b), WORDS) == ["ab"]
    assert lang(mk("re.union", a, b), WORDS) == ["a", "b"]
    assert lang(mk("re.inter", mk("re.*", rng("a", "b")), mk("re.++", mk("re.allchar"),
                                                            mk("re.allchar"))), WORDS) == \
        ["ab", "ba", "aa"]
    assert lang(mk("re.*", mk("re.union", a, b)), WORDS) == ["", "a", "b", "ab", "ba", "aa",
                                                             "abab"]
    assert lang(mk("re.+", a), WORDS) == ["a", "aa"]
    assert lang(mk("re.opt", a), WORDS) == ["", "a"]
    assert lang(rng("a", "c"), WORDS) == ["a", "b", "c"]
    assert lang(mk("re.comp", mk("re.*", a)), WORDS) == ["b", "ab", "ba", "abab", "c", "\u00e9"]
    assert lang(mk("re.diff", mk("re.*", rng("a", "b")), mk("re.+", a), to_re("")), WORDS) == \
        ["b", "ab", "ba", "abab"]
    assert lang(mk("re.loop", to_re("ab"), indices=(1, 2)), WORDS) == ["ab", "abab"]
    assert lang(mk("re.^", a, indices=(2,)), WORDS) == ["aa"]


def test_degenerate_arguments() -> None:
    assert regex_of_term(rng("ab", "c")) is R.EMPTY_LANG
    assert regex_of_term(rng("", "c")) is R.EMPTY_LANG
    assert regex_of_term(rng("c", "a")) is R.EMPTY_LANG
    assert regex_of_term(mk("re.loop", to_re("a"), indices=(3, 2))) is R.EMPTY_LANG
    assert regex_of_term(mk("re.loop", to_re("a"), indices=(0, 0))) is R.EPSILON
    assert regex_of_term(to_re("")) is R.EPSILON


def test_large_loop_is_symbolic() -> None:
    t = mk("re.loop", rng("a", "z"), indices=(10, 1_000_000))
    r = regex_of_term(t)
    assert r.kind == R.LOOP and (r.lo, r.hi) == (10, 1_000_000)
    assert (r.min_len, r.max_len) == (10, 1_000_000)
    assert r.size == 2


def test_not_a_regular_constant() -> None:
    x = var("x", STRING)
    for bad in (mk("str.to_re", x), mk("re.range", x, string("b")),
                mk("re.++", to_re("a"), mk("re.*", mk("str.to_re", mk("str.++", x, x)))),
                mk("ite", var("p", BOOL), to_re("a"), to_re("b")), var("R", REGLAN)):
        with pytest.raises(NotRegularConstant):
            regex_of_term(bad)
    with pytest.raises(NotRegularConstant):
        regex_of_term(x)


def test_deep_term_is_iterative() -> None:
    t = to_re("a")
    for _ in range(20_000):
        t = mk("re.++", to_re("b"), mk("re.opt", t))
    r = regex_of_term(t)
    assert r.max_len == 20_001
    assert len(R.to_text(r)) > 20_000 and len(repr(r)) < 10_010


def test_smart_constructors() -> None:
    a, b = re_of("a"), re_of("b")
    assert R.concat(a, R.EPSILON, b) is R.concat(a, b)
    assert R.concat(a, R.EMPTY_LANG) is R.EMPTY_LANG
    assert R.union(a, R.EMPTY_LANG, a) is a
    assert R.union(a, b) is R.chars(INTERVALS.range(0x61, 0x62))
    assert R.union(a, R.ALL) is R.ALL
    assert R.inter(a, R.ALL) is a
    assert R.comp(R.comp(a)) is a
    assert R.star(R.star(a)) is R.star(a)
    assert R.loop(a, 0, None) is R.star(a)
    assert R.loop(R.EMPTY_LANG, 0, 3) is R.EPSILON
    ab = R.concat(a, b)
    assert (ab.nullable, ab.min_len, ab.max_len) == (False, 2, 2)
    u = R.union(ab, R.star(a))
    assert (u.nullable, u.min_len, u.max_len) == (True, 0, None)
    lp = R.loop(ab, 2, 5)
    assert (lp.nullable, lp.min_len, lp.max_len) == (False, 4, 10)
    c = R.comp(ab)
    assert (c.nullable, c.min_len, c.max_len) == (True, 0, None)


def test_witness_of_regexdiff_like_query() -> None:
    money = R.concat(R.opt(re_of("$")), R.loop(R.char_range(0x30, 0x39), 1, 3))
    email = R.concat(R.plus(R.char_range(0x61, 0x7A)), re_of("@"), R.plus(R.char_range(0x61, 0x7A)))
    w = shortest_witness(build(R.diff(money, email)))
    assert w == "0"


class _CountingMemo(dict):  # type: ignore[type-arg]
    """A translation memo that counts the look-ups a walk makes."""

    lookups = 0

    def __contains__(self, key: object) -> bool:
        self.lookups += 1
        return super().__contains__(key)

    def get(self, key, default=None):  # type: ignore[no-untyped-def]
        self.lookups += 1
        return super().get(key, default)


def test_a_translated_subterm_is_not_walked_again() -> None:
    # a new membership over a class kept in the memo (the 30 category classes of a
    # path condition, each new membership translated afresh) walks its new nodes only
    big = mk("re.union", *[rng(chr(0x100 + 2 * k), chr(0x101 + 2 * k)) for k in range(300)])
    memo = _CountingMemo()
    whole = regex_of_term(big, memo)
    memo.lookups = 0
    star = regex_of_term(mk("re.*", big), memo)
    tail = regex_of_term(mk("re.++", big, to_re("a")), memo)
    assert memo.lookups < 20
    assert star is regex_of_term(mk("re.*", big)) and star.args[0] is whole
    assert tail is regex_of_term(mk("re.++", big, to_re("a")))
    # a failing term raises as before, the memo kept
    with pytest.raises(NotRegularConstant):
        regex_of_term(mk("re.++", big, mk("str.to_re", var("x", STRING))), memo)
