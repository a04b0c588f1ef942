"""Expressions in z3py's shape: constructors, operators, printing, coercion (issue 11, item 1)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import strsat
from strsat import (
    AllChar,
    And,
    BoolVal,
    Complement,
    Concat,
    Contains,
    Diff,
    Distinct,
    Empty,
    Full,
    If,
    Implies,
    IndexOf,
    InRe,
    Ints,
    IntToStr,
    IntVal,
    IsDigit,
    LastIndexOf,
    Length,
    Loop,
    Not,
    Option,
    Or,
    Plus,
    PrefixOf,
    Range,
    Re,
    Replace,
    ReplaceAll,
    ReplaceRe,
    ReplaceReAll,
    ReSort,
    Star,
    StrFromCode,
    String,
    Strings,
    StringSort,
    StringVal,
    StrToCode,
    StrToInt,
    SubString,
    SuffixOf,
    Union,
    Xor,
    simplify,
)
from strsat.api import Bool, BoolExpr, IntExpr, RegexExpr, StringExpr
from strsat.terms import STRING, var
from strsat.terms.evaluate import evaluate

ISSUE_NAMES = """String Strings StringVal Int Ints IntVal Bool Bools BoolVal Length Concat
SubString IndexOf LastIndexOf Contains PrefixOf SuffixOf Replace ReplaceAll ReplaceRe
ReplaceReAll StrToInt IntToStr StrToCode StrFromCode IsDigit InRe Re Star Plus Option Union
Intersect Complement Diff Range Loop AllChar Full Empty And Or Not Xor Implies If Distinct sat
unsat unknown Solver""".split()


def test_star_import_gives_every_name_of_the_issue() -> None:
    namespace: dict[str, object] = {}
    exec("from strsat import *", namespace)
    assert [n for n in ISSUE_NAMES if n not in namespace] == []
    assert set(strsat.__all__) == set(strsat.api.__all__)
    assert all(hasattr(strsat.api, n) for n in strsat.__all__)


def test_the_command_line_never_imports_the_api() -> None:
    code = ("import sys, strsat, strsat.cli; "
            "print(sorted(m for m in sys.modules if m.startswith(('strsat.api', "
            "'strsat.python'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


x, y = Strings("x y")
n, m = Ints("n m")


@pytest.mark.parametrize(("expr", "text"), [
    (x + "a" + y, '(str.++ (str.++ x "a") y)'),
    ("a" + x, '(str.++ "a" x)'),
    (x == "ab", '(= x "ab")'),
    (x != y, "(not (= x y))"),
    (x < y, "(str.< x y)"),
    (x >= "b", '(str.<= "b" x)'),
    (x[n], "(str.at x n)"),
    (x[0], "(str.at x 0)"),
    (n + 1 - m * 2, "(- (+ n 1) (* m 2))"),
    (n / 2 + n % 3, "(+ (div n 2) (mod n 3))"),
    (-n <= 5, "(<= (- n) 5)"),
    (1 + n, "(+ 1 n)"),
    ((n > 0) & (m > 0) | ~(n == m), "(or (and (> n 0) (> m 0)) (not (= n m)))"),
    ((n > 0) ^ True, "(xor (> n 0) true)"),
    (Length(x), "(str.len x)"),
    (Concat(x, "b", y), '(str.++ x "b" y)'),
    (Concat([x, y]), "(str.++ x y)"),
    (Concat(Re("a"), Star(Re("b"))), '(re.++ (str.to_re "a") (re.* (str.to_re "b")))'),
    (SubString(x, 1, n), "(str.substr x 1 n)"),
    (IndexOf(x, "a"), '(str.indexof x "a" 0)'),
    (IndexOf(x, "a", n), '(str.indexof x "a" n)'),
    (Contains(x, "a"), '(str.contains x "a")'),
    (PrefixOf("a", x), '(str.prefixof "a" x)'),
    (SuffixOf("a", x), '(str.suffixof "a" x)'),
    (Replace(x, "a", "b"), '(str.replace x "a" "b")'),
    (ReplaceAll(x, "a", "b"), '(str.replace_all x "a" "b")'),
    (ReplaceRe(x, Re("a"), "b"), '(str.replace_re x (str.to_re "a") "b")'),
    (ReplaceReAll(x, Re("a"), "b"), '(str.replace_re_all x (str.to_re "a") "b")'),
    (StrToInt(x), "(str.to_int x)"),
    (IntToStr(n), "(str.from_int n)"),
    (StrToCode(x), "(str.to_code x)"),
    (StrFromCode(65), "(str.from_code 65)"),
    (IsDigit(x), "(str.is_digit x)"),
    (InRe(x, Plus(Range("a", "z"))), '(str.in_re x (re.+ (re.range "a" "z")))'),
    (Option(Re(x)), "(re.opt (str.to_re x))"),
    (Union(Re("a"), Re("b")), '(re.union (str.to_re "a") (str.to_re "b"))'),
    (Re("a") + Re("b"), '(re.union (str.to_re "a") (str.to_re "b"))'),
    (Complement(Full()), "(re.comp re.all)"),
    (Diff(AllChar(), Re("a")), '(re.diff re.allchar (str.to_re "a"))'),
    (Loop(Re("a"), 2, 3), '((_ re.loop 2 3) (str.to_re "a"))'),
    (Loop(Re("a"), 2), '(re.++ ((_ re.^ 2) (str.to_re "a")) (re.* (str.to_re "a")))'),
    (Empty(ReSort(StringSort())), "re.none"),
    (Empty(StringSort()), '""'),
    (And(n > 0, True), "(and (> n 0) true)"),
    (Or([n > 0, m > 0]), "(or (> n 0) (> m 0))"),
    (Not(n > 0), "(not (> n 0))"),
    (Xor(n > 0, m > 0), "(xor (> n 0) (> m 0))"),
    (Implies(n > 0, m > 0), "(=> (> n 0) (> m 0))"),
    (If(n > 0, x, "z"), '(ite (> n 0) x "z")'),
    (If(n > 0, 1, m), "(ite (> n 0) 1 m)"),
    (Distinct(x, y, "a"), '(distinct x y "a")'),
    (StringVal("a\u00e9\U0001f600"), '"a\\u{e9}\\u{1f600}"'),
])
def test_expressions_print_as_smtlib(expr: object, text: str) -> None:
    assert str(expr) == text
    assert expr.sexpr() == text  # type: ignore[attr-defined]


def test_classes_follow_sorts() -> None:
    assert isinstance(x + y, StringExpr)
    assert isinstance(Length(x), IntExpr)
    assert isinstance(x == y, BoolExpr)
    assert isinstance(Star(Re(x)), RegexExpr)
    assert isinstance(If(n > 0, x, y), StringExpr)
    assert x.sort() == StringSort() and str(Length(x).sort()) == "Int"


def test_structural_equality_hashing_and_membership_in_containers() -> None:
    assert (x == y).eq(x == y) and not (x == y).eq(y == x)
    assert x in [y, x] and {x: 1}[String("x")] == 1
    assert bool(x == x) and not bool(x == y) and bool(x != y)
    assert bool(BoolVal(True)) and not bool(BoolVal(False))
    assert String("x").term is var("x", STRING)


def test_last_index_of_follows_z3() -> None:
    for s, t in [("abcabc", "bc"), ("abc", "x"), ("abc", ""), ("", ""), ("aaa", "aa")]:
        value = evaluate(LastIndexOf(StringVal(s), StringVal(t)).term)
        assert value == s.rfind(t)


def test_simplify_folds_constants() -> None:
    assert str(simplify(Length(StringVal("ab") + "c") + 1)) == "4"
    assert simplify(Contains(StringVal("abc"), "b")).eq(BoolVal(True))


def test_children_and_accessors() -> None:
    e = x + "a"
    assert [str(c) for c in e.children()] == ["x", '"a"'] and e.num_args() == 2
    assert e.decl_name() == "str.++" and x.decl_name() == "x" and x.is_const()
    assert StringVal("q").as_string() == "q" and IntVal(-3).as_long() == -3
    assert Bool("p").is_const() and StringVal("").is_value()
