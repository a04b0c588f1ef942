"""Edge cases of each string/integer operation, each citing the SMT-LIB 2.6 rule
(theory of Unicode strings, 2020-02-11 / 2022-12-07; theory of Ints)."""

from __future__ import annotations

import pytest

from strsat.terms.string_ops import (
    Undetermined,
    smt_abs,
    smt_at,
    smt_contains,
    smt_div,
    smt_from_code,
    smt_from_int,
    smt_indexof,
    smt_is_digit,
    smt_le,
    smt_len,
    smt_lt,
    smt_mod,
    smt_prefixof,
    smt_replace,
    smt_replace_all,
    smt_rev,
    smt_substr,
    smt_suffixof,
    smt_to_code,
    smt_to_int,
    smt_to_lower,
    smt_to_upper,
    smt_update,
)


def test_len_counts_code_points() -> None:
    # |w| is the number of characters; characters are code points up to 0x2FFFF.
    assert smt_len("") == 0
    assert smt_len("a\u00e9\U0002ffff") == 3


def test_lex_order_on_code_points() -> None:
    # str.< : lexicographic order induced by the code-point order; a proper prefix is smaller.
    assert smt_lt("", "a") and not smt_lt("", "")
    assert smt_lt("ab", "abc") and not smt_lt("abc", "ab")
    assert smt_lt("Z", "a")  # 0x5A < 0x61
    assert smt_lt("\uffff", "\U00010000")  # code points, not UTF-16 units
    assert smt_le("abc", "abc") and not smt_le("b", "abc")


@pytest.mark.parametrize(("s", "i", "n", "want"), [
    ("abcdef", 1, 3, "bcd"),
    ("abcdef", 4, 10, "ef"),      # length clamped at the end of w
    ("abcdef", 0, 0, ""),         # n <= 0 -> empty
    ("abcdef", 2, -1, ""),
    ("abcdef", -1, 3, ""),        # i < 0 -> empty (no Python wrap-around)
    ("abcdef", 6, 1, ""),         # i >= |w| -> empty
    ("abcdef", 7, 1, ""),
    ("", 0, 1, ""),
])
def test_substr(s: str, i: int, n: int, want: str) -> None:
    # substr(w, m, n) is the unique word u with w = v u z, |v| = m, |u| = min(n, |w| - m)
    # if 0 <= m < |w| and 0 < n; the empty word otherwise.
    assert smt_substr(s, i, n) == want


def test_at() -> None:
    # str.at(w, m) = str.substr(w, m, 1)
    assert smt_at("abc", 0) == "a" and smt_at("abc", 2) == "c"
    assert smt_at("abc", 3) == "" and smt_at("abc", -1) == ""


def test_prefix_suffix_contains_argument_order() -> None:
    # (str.prefixof s t): s is a prefix of t; (str.contains s t): t is a substring of s.
    assert smt_prefixof("ab", "abc") and not smt_prefixof("abc", "ab")
    assert smt_prefixof("", "") and smt_suffixof("", "x")
    assert smt_suffixof("bc", "abc") and not smt_suffixof("ab", "abc")
    assert smt_contains("abc", "b") and smt_contains("abc", "") and not smt_contains("b", "abc")


@pytest.mark.parametrize(("s", "t", "i", "want"), [
    ("abcabc", "c", 0, 2),
    ("abcabc", "c", 3, 5),
    ("abcabc", "c", 6, -1),
    ("abc", "", 0, 0),       # the empty word occurs at every position i with 0 <= i <= |w|
    ("abc", "", 2, 2),
    ("abc", "", 3, 3),
    ("abc", "", 4, -1),      # i > |w| -> -1
    ("abc", "a", -1, -1),    # i < 0 -> -1 (no wrap-around)
    ("abc", "", -1, -1),
    ("abc", "abcd", 0, -1),
])
def test_indexof(s: str, t: str, i: int, want: int) -> None:
    # indexof(w, w2, i): the smallest n >= i with w = u w2 v, |u| = n, if 0 <= i <= |w|; else -1
    assert smt_indexof(s, t, i) == want


def test_replace() -> None:
    # replace(w, w1, w2): w if w1 does not occur; else u w2 v with u shortest, w = u w1 v.
    assert smt_replace("abab", "b", "X") == "aXab"
    assert smt_replace("abab", "c", "X") == "abab"
    # The empty pattern occurs first at position 0: w2 is inserted in front.
    assert smt_replace("abc", "", "X") == "Xabc"
    assert smt_replace("", "", "X") == "X"


def test_replace_all() -> None:
    # replace_all(w, w1, w2) = w if w1 is empty or does not occur; else u w2 replace_all(v, ...)
    assert smt_replace_all("aaaa", "aa", "b") == "bb"
    assert smt_replace_all("aaa", "aa", "b") == "ba"     # non-overlapping, left to right
    assert smt_replace_all("abc", "", "X") == "abc"      # empty pattern: unchanged
    assert smt_replace_all("abab", "ab", "") == ""


def test_is_digit() -> None:
    # str.is_digit: a single character between "0" and "9" (code points 48..57)
    assert smt_is_digit("0") and smt_is_digit("9")
    assert not smt_is_digit("") and not smt_is_digit("12") and not smt_is_digit("a")
    assert not smt_is_digit("\u0663")  # ARABIC-INDIC DIGIT THREE is not a digit here


def test_to_code_from_code() -> None:
    # to_code(w) = code of w if |w| = 1, else -1; from_code(n) = the char of n if
    # 0 <= n <= 196607 (0x2FFFF), else the empty string.
    assert smt_to_code("a") == 97 and smt_to_code("") == -1 and smt_to_code("ab") == -1
    assert smt_to_code("\U0002ffff") == 0x2FFFF
    assert smt_from_code(97) == "a" and smt_from_code(0) == "\x00"
    assert smt_from_code(0x2FFFF) == "\U0002ffff"
    assert smt_from_code(0x30000) == "" and smt_from_code(-1) == ""


@pytest.mark.parametrize(("s", "want"), [
    ("0", 0), ("007", 7), ("123", 123),
    ("", -1),                 # empty -> -1
    ("-1", -1), ("+1", -1), (" 1", -1), ("1_0", -1), ("1a", -1),
    ("\u0661", -1),           # Unicode digits are not decimal digits of SMT-LIB
])
def test_to_int(s: str, want: int) -> None:
    # to_int(w) = -1 if w is not a non-empty sequence of digits "0".."9"; else its decimal value
    assert smt_to_int(s) == want


def test_from_int() -> None:
    # from_int(n) = the shortest decimal numeral of n if n >= 0, else the empty string
    assert smt_from_int(0) == "0" and smt_from_int(120) == "120" and smt_from_int(-5) == ""


def test_int_string_conversion_beyond_python_digit_limit() -> None:
    # Python refuses int<->str beyond 4300 digits by default; SMT-LIB has no limit.
    digits = "9" * 5000 + "1" * 3000
    n = smt_to_int(digits)
    assert n % 10**3000 == int("1" * 3000)
    assert smt_from_int(n) == digits
    assert smt_to_int("0" * 9000 + "42") == 42
    assert smt_from_int(10**9000) == "1" + "0" * 9000


def test_div_mod_semantics() -> None:
    # Ints: m = n * (div m n) + (mod m n) with 0 <= (mod m n) < |n|
    for m in range(-7, 8):
        for n in (-3, -2, -1, 1, 2, 3):
            q, r = smt_div(m, n), smt_mod(m, n)
            assert m == n * q + r and 0 <= r < abs(n)
    assert smt_div(-7, 2) == -4 and smt_div(-7, -2) == 4 and smt_div(7, -2) == -3
    assert smt_abs(-3) == 3 and smt_abs(0) == 0


def test_division_by_zero_is_undetermined() -> None:
    # (div m 0) and (mod m 0) are unspecified: any fixed function of m is a model.
    with pytest.raises(Undetermined):
        smt_div(5, 0)
    with pytest.raises(Undetermined):
        smt_mod(5, 0)


def test_case_conversion_is_ascii_only() -> None:
    # cvc5: code(r_i) = code(s_i) + ite(65 <= code(s_i) <= 90, 32, 0) (and the converse)
    assert smt_to_lower("AbZ@[`{") == "abz@[`{"
    assert smt_to_upper("aBz@[`{") == "ABZ@[`{"
    assert smt_to_lower("\u00c0\u0130") == "\u00c0\u0130"  # non-ASCII unchanged
    assert smt_to_upper("\u00e0\u00df") == "\u00e0\u00df"


def test_rev() -> None:
    assert smt_rev("") == "" and smt_rev("abc") == "cba" and smt_rev("\U0002ffffa") == "a\U0002ffff"


@pytest.mark.parametrize(("s", "i", "t", "want"), [
    ("abc", 1, "xyzw", "axy"),   # overwrite keeps |w|
    ("abc", 0, "X", "Xbc"),
    ("abc", 2, "", "abc"),
    ("abc", 3, "X", "abc"),      # i >= |w| -> unchanged
    ("abc", -1, "X", "abc"),     # i < 0 -> unchanged
    ("", 0, "X", ""),
])
def test_update(s: str, i: int, t: str, want: str) -> None:
    # cvc5: update(w, i, w2) = w if i < 0 or i >= |w|; else u1 u2 u3 with |u1| = i,
    # w = u1 w3 u3, |w3| = |u2| = min(|w2|, |w| - i), u2 a prefix of w2.
    assert smt_update(s, i, t) == want
