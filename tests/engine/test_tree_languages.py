"""Facts about slices and searches of one term tree read as regular languages
(engine/procedures/tree_languages.py): readings and answers against brute force."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.problem import Problem
from strsat.engine.procedures.tree_languages import decide_tree_languages, read
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.smtlib import parse_term
from strsat.terms import STRING, var
from strsat.terms.evaluate import Evaluator

X, A, F = var("x", STRING), var("a", STRING), var("f", STRING)
DECLS = [X, A, F]
ALPHABET = "ab:B"
#: Every string over the alphabet up to length 5 (1,365 words).
WORDS = ["".join(w) for n in range(6) for w in itertools.product(ALPHABET, repeat=n)]

TREES = ["x", '(str.replace_all x "b" "")', '(str.replace x ":" "aa")',
         '(str.++ "a" (str.replace_all x "a" ":"))']
SEPARATORS = [":", "ab", "::"]


def _before(t: str, w: str) -> str:
    return f'(str.substr {t} 0 (str.indexof {t} "{w}" 0))'


def _after(t: str, w: str) -> str:
    start = f'(+ (str.indexof {t} "{w}" 0) {len(w)})'
    return f"(str.substr {t} {start} (- (str.len {t}) {start}))"


@st.composite
def slices(draw: st.DrawFn, t: str) -> str:
    """A String term slicing ``t``: positions, a suffix, partition's parts, ``split``'s
    first part as an ``ite``, or ``t`` itself."""
    i, n = draw(st.integers(-1, 4)), draw(st.integers(-1, 3))
    w = draw(st.sampled_from(SEPARATORS))
    missing = f'(= (str.indexof {t} "{w}" 0) (- 1))'
    return draw(st.sampled_from([
        t, f"(str.at {t} {i})", f"(str.substr {t} {i} {n})",
        f"(str.substr {t} {max(i, 0)} (- (str.len {t}) {max(i, 0)}))",
        _before(t, w), _after(t, w), f"(ite {missing} {t} {_before(t, w)})",
        f'(ite {missing} "" {_after(t, w)})',
        f"(str.substr {t} 0 (ite (> 2 (str.len {t})) (str.len {t}) 2))",
        f"(str.substr {t} 0 (- (str.len {t}) {max(n, 0)}))",
        f'(str.substr {t} 0 (+ (str.indexof {t} "{w}" 0) (str.len {t})))',
        _python_after(t, w), *_from_start(t, w, draw(st.integers(0, 3)), i, n)]))


def _from_start(t: str, w: str, j: int, i: int, n: int) -> list[str]:
    """Slices around a search from the constant start ``j`` (urlsplit's
    ``url[2:url.find("/", 2)]`` and ``url[delim:]``, ``str.find(w, j)``'s text after) and
    ``t[i:len(t) - d]``, a window cut at both ends."""
    found = f'(str.indexof {t} "{w}" {j})'
    after = f"(+ {found} {len(w)})"
    p, n_ = f"(str.len {t})", max(n, 0)
    clamp = f"(ite (> {j} {p}) {p} {j})"
    return [f"(str.substr {t} {j} (- {found} {j}))",
            f"(str.substr {t} {max(j - 1, 0)} (- {found} {max(j - 1, 0)}))",
            f"(str.substr {t} {found} (- {p} {found}))",
            f"(str.substr {t} {after} (- {p} {after}))",
            f"(str.substr {t} {max(i, 0)} (- {p} {max(i, 0) + n_ + 1}))",
            f"(str.substr {t} (- {p} {j + 1}) {n})",
            f"(str.substr {t} (+ {found} {p}) (- {p} (+ {found} {p})))",
            f"(str.substr {t} {clamp} (- (ite (< {found} 0) {p} {found}) {clamp}))"]


def _python_after(t: str, w: str) -> str:
    """``t[t.find(w) + 1:]`` as the layer writes it: Python's slice start clamped."""
    i, n = f'(str.indexof {t} "{w}" 0)', f"(str.len {t})"
    start = (f"(ite (< (+ {i} 1) 0) (ite (< (+ {i} {n} 1) 0) 0 (+ {i} {n} 1))"
             f" (ite (> (+ {i} 1) {n}) {n} (+ {i} 1)))")
    return f"(str.substr {t} {start} (- {n} {start}))"


def _mapped_length(t: str, w: str, m: int, shift: int) -> str:
    """The length of ``t[:t.find(w)]`` case-mapped one character at a time as the Python
    layer writes ``lower()`` beyond ASCII: per position ``k < m`` the character (or ``""``
    past the end) under ``ite``s of a class (or one character) shifted by a code offset."""
    end = f'(str.indexof {t} "{w}" 0)'
    parts = []
    for k in range(m):
        c = f'(ite (< {k} {end}) (str.at {t} {k}) "")'
        mapped = (f'(ite (= {c} ":") (str.from_code (+ (str.to_code {c}) {shift})) '
                  f'(ite (str.in_re {c} (re.range "A" "Z")) '
                  f"(str.from_code (+ 32 (str.to_code {c}))) {c}))")
        parts.append(f"(str.len {mapped})")
    return f"(+ {' '.join(parts)})" if m > 1 else parts[0]


@st.composite
def atoms(draw: st.DrawFn, t: str) -> str:
    s = draw(slices(t))
    word = draw(st.text(ALPHABET, max_size=3))
    w = draw(st.sampled_from(SEPARATORS))
    op = draw(st.sampled_from(["=", "<", "<=", ">", ">="]))
    k = draw(st.integers(-2, 4))
    return draw(st.sampled_from([
        f'(= {s} "{word}")', f'(str.in_re {s} (re.+ (re.range "a" "b")))',
        f'(str.prefixof "{word}" {s})', f'(str.contains {s} "{w}")',
        f"({op} (str.len {s}) {k})", f"({op} (- 0 (str.len {s})) {k})",
        f'({op} (str.indexof {s} "{w}" 0) {k})',
        f'({op} (+ (str.indexof {t} "{w}" 0) 1) (* 2 {k}))',
        f'({op} (+ (str.indexof {t} "{w}" 0) (str.len {t})) {k})',
        f'({op} (str.indexof {t} "{w}" 0) (- (str.len {t}) {k}))',
        f'(str.contains "ab:ba" {s})', f'({op} (str.indexof {s} "{w}" 2) {k})',
        f'({op} (str.indexof {s} "{w}" 2) (str.len {s}))',
        f'({op} (+ (str.indexof {t} "{w}" 1) (str.len {t})) {k})',
        f'({op} (- (str.indexof {t} "{w}" 2) (str.len {t})) {k})',
        f"({op} {_mapped_length(t, w, draw(st.integers(1, 3)), draw(st.integers(-40, 40)))} {k})",
        f'(= (str.to_lower {s}) "{word}")', f'(str.prefixof "B" (str.to_upper {s}))']))


@st.composite
def facts(draw: st.DrawFn) -> str:
    t = draw(st.sampled_from(TREES))
    parts = draw(st.lists(atoms(t), min_size=1, max_size=3))
    if len(parts) == 1:
        return parts[0] if draw(st.booleans()) else f"(not {parts[0]})"
    op = draw(st.sampled_from(["and", "or"]))
    return f"(not ({op} {' '.join(parts)}))" if draw(st.booleans()) \
        else f"({op} {' '.join(parts)})"


@settings(max_examples=150, deadline=None)
@given(facts())
def test_a_reading_is_exact(text: str) -> None:
    fact = parse_term(text, DECLS)
    found = read(fact)
    if found is None:
        return
    tree, language = found
    nfa = build(language)
    for w in WORDS:
        model = {X: w}
        value = Evaluator(model).evaluate(tree)
        assert accepts(nfa, value) == Evaluator(model).holds(fact), (text, w)


@settings(max_examples=80, deadline=None)
@given(st.lists(facts(), min_size=1, max_size=3))
def test_answers_agree_with_brute_force(texts: list[str]) -> None:
    formulas = [parse_term(t, DECLS) for t in texts]
    r = decide_tree_languages(Problem.of(formulas), Deadline(20))
    if r is None or r.status is Status.UNKNOWN:
        return
    if r.status is Status.SAT:
        assert r.model is not None
        assert all(Evaluator(r.model).holds(f) for f in formulas)
    else:
        assert not any(all(Evaluator({X: w}).holds(f) for f in formulas) for w in WORDS)


def _check(*texts: str) -> Status:
    engine = Engine()
    for t in texts:
        engine.add(parse_term(t, DECLS))
    return engine.check(deadline=Deadline(20)).status


#: fsspec's ``infer_storage_options`` after ``urlsplit``'s strip and its removal of tab,
#: CR and LF: ``urlpath = f·a`` with ``f`` blank, a scheme followed by ``://``.
CLEANED = (r'(str.replace_all (str.replace_all (str.replace_all a "\u{9}" "") "\u{d}" "")'
           r' "\u{a}" "")')
URL = ['(= x (str.++ f a))', r'(str.in_re f (re.* (re.range "\u{0}" " ")))',
       r'(not (str.in_re x (re.++ (re.range "a" "z") (str.to_re ":") (re.union (str.to_re "/") '
       r'(str.to_re "\")) re.all)))',
       '(str.in_re x (re.++ (re.+ (re.range "a" "z")) (str.to_re "://") re.all))']


def test_a_scheme_before_the_colon_is_found() -> None:
    # the colon of the scheme is found after position 0: its negation is unsat
    assert _check(*URL, f'(not (> (str.indexof {CLEANED} ":" 0) 0))') is Status.UNSAT


def test_a_scheme_of_two_letters_or_more() -> None:
    assert _check(*URL, f'(> (str.indexof {CLEANED} ":" 0) 1)',
                  f'(not (str.in_re (str.at {CLEANED} 0) (re.range "a" "c")))') is Status.SAT
    assert _check(*URL, f'(> (str.indexof {CLEANED} ":" 0) 0)',
                  f'(str.in_re (str.at {CLEANED} 0) (re.range "0" "9"))') is Status.UNSAT


def test_partition_of_a_url() -> None:
    netloc = _before(_after("x", "://"), "/")
    assert _check('(str.in_re x (re.++ (re.+ (re.range "a" "z")) (str.to_re "://") re.all))',
                  f'(= {netloc} "host")', f'(= {_before("x", "://")} "ss")',
                  '(str.contains x "?")') is Status.SAT
    assert _check('(str.in_re x (re.++ (re.+ (re.range "a" "z")) (str.to_re "://") re.all))',
                  f'(= {_before("x", ":")} "")') is Status.UNSAT


def test_a_length_equation_beside_a_string_equation() -> None:
    # a length equation is no string equation (straight_line read it as one and crashed)
    formulas = [parse_term(t, DECLS) for t in
                ['(not (= x ""))', '(not (= (str.len x) 0))', '(= (str.at x 0) "a")']]
    r = decide_tree_languages(Problem.of(formulas), Deadline(20))
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_urlsplit_scheme_characters() -> None:
    # urlsplit's `for c in url[:i]` with i = url.find(':'): url[:-1] when it is missing
    t, c = CLEANED, '"abcdefghijklmnopqrstuvwxyz+-."'
    i = f'(str.indexof {t} ":" 0)'
    end = (f'(ite (str.contains {t} ":") (ite (> {i} (str.len {t})) (str.len {t}) {i})'
           f' (ite (< (+ {i} (str.len {t})) 0) 0 (+ {i} (str.len {t}))))')
    head = [f'(< 1 (str.len (str.substr {t} 0 {end})))',
            f'(str.contains {c} (ite (< 0 {end}) (str.at {t} 0) ""))']
    assert _check(*URL, *head, f'(not (str.contains {c} (ite (< 1 {end}) (str.at {t} 1) "")))'
                  ) is Status.UNSAT  # the scheme's second letter is a letter
    assert _check(*URL, *head, f'(= (str.at {t} 1) ":")') is Status.UNSAT


def test_an_unspecified_ground_part_is_no_reading() -> None:
    # (div 1 0) has no value of its own in SMT-LIB: the fact is left to the loop
    assert read(parse_term('(or (= (div 1 0) 0) (= (str.at x 0) "a"))', DECLS)) is None
    tree, language = read(parse_term('(or (= (+ 1 1) 3) (= (str.at x 0) "a"))', DECLS))
    assert tree == X and accepts(build(language), "ab") and not accepts(build(language), "b")
