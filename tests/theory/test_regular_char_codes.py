"""RE_CHAR_CODE (theory/regular/char_codes.py): the code of a character taken from a
word of a regular language lies in the language's alphabet, so a flip of the first
UTF-8 byte of ASCII text is refuted at once (issue 38) instead of one length at a time;
the first character's (``at(x, 0)``, a window ``substr(y, i, 1)``'s ``at(y, i)``, a
character ``y`` of ``to_code(y)``) in the characters that begin the words (unknown39)."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.regex import ast as R
from strsat.regex.alphabets import alphabet, first
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.smtlib import parse_term
from strsat.terms import STRING, var
from strsat.terms.evaluate import Evaluator

S = var("s", STRING)
ASCII_TEXT = "(str.in_re s (re.* (re.range \"\\u{0}\" \"\\u{7f}\")))"

_LEAVES = [R.literal("a"), R.literal("bd"), R.char_range(ord("a"), ord("c")), R.EPSILON,
           R.ALLCHAR]


def _regexes() -> st.SearchStrategy[R.Regex]:
    def extend(children: st.SearchStrategy[R.Regex]) -> st.SearchStrategy[R.Regex]:
        two = st.lists(children, min_size=2, max_size=2)
        return st.one_of(two.map(lambda a: R.concat(*a)), two.map(lambda a: R.union(*a)),
                         two.map(lambda a: R.inter(*a)), children.map(R.star),
                         children.map(R.comp))
    return st.recursive(st.sampled_from(_LEAVES), extend, max_leaves=6)


@settings(max_examples=80, deadline=None)
@given(_regexes())
def test_every_character_of_every_word_is_in_the_alphabet(regex: R.Regex) -> None:
    """And the first character of every nonempty word in :func:`first` (unknown39)."""
    allowed, begins = alphabet(regex), first(regex)
    for w in _words(regex):
        # None: a complement, no bound claimed
        assert allowed is None or all(ord(ch) in allowed for ch in w), (regex, w)
        assert begins is None or not w or ord(w[0]) in begins, (regex, w)


def _words(regex: R.Regex) -> list[str]:
    """The words of up to three characters of ``a``-``e`` in ``regex``'s language."""
    nfa = build(regex)
    return [w for n in range(4) for w in map("".join, itertools.product("abcde", repeat=n))
            if accepts(nfa, w)]


def test_alphabet_examples() -> None:
    assert list(alphabet(R.star(R.char_range(0, 0x7F))).ranges()) == [(0, 0x7F)]  # type: ignore[union-attr]
    both = R.inter(R.star(R.char_range(ord("a"), ord("m"))),
                   R.star(R.char_range(ord("h"), ord("z"))))
    assert list(alphabet(both).ranges()) == [(ord("h"), ord("m"))]  # type: ignore[union-attr]
    assert alphabet(R.comp(R.literal("a"))) is None


def _check(*texts: str) -> tuple[Status, dict[str, float]]:
    engine = Engine()
    formulas = [parse_term(t, [S]) for t in texts]
    for f in formulas:
        engine.add(f)
    result = engine.check(deadline=Deadline(60))
    if result.status is Status.SAT:
        assert result.model is not None
        assert all(Evaluator(result.model).holds(f) for f in formulas)
    return result.status, result.stats


def test_a_non_ascii_code_of_ascii_text_is_refuted(monkeypatch) -> None:  # noqa: ANN001
    checked = (ASCII_TEXT, "(< 0 (str.len s))", "(not (< (str.to_code (str.at s 0)) 128))")
    status, _ = _check(*checked)  # preparation's code bounds refute it (engine/code_bounds)
    assert status is Status.UNSAT
    # the lemma alone, without those facts
    monkeypatch.setattr("strsat.engine.code_bounds.may_apply", lambda formulas: False)
    status, stats = _check(*checked)
    assert status is Status.UNSAT
    assert stats.get("lemma.RE_CHAR_CODE", 0) >= 1


def test_a_code_inside_the_alphabet_is_found() -> None:
    status, _ = _check("(str.in_re s (re.+ (re.range \"a\" \"c\")))",
                       "(>= (str.to_code (str.at s 1)) 99)")
    assert status is Status.SAT


def test_a_complement_bounds_nothing() -> None:
    status, _ = _check("(str.in_re s (re.comp (re.* (re.range \"\\u{0}\" \"\\u{7f}\"))))",
                       "(>= (str.to_code (str.at s 0)) 128)", "(= (str.len s) 1)")
    assert status is Status.SAT


def test_first_examples() -> None:
    above_a = R.union(R.concat(R.literal("A"), R.plus(R.ALLCHAR)),
                      R.concat(R.char_range(ord("B"), 0x2FFFF), R.ALL))
    assert list(first(above_a).ranges()) == [(ord("A"), 0x2FFFF)]  # type: ignore[union-attr]
    # a nullable head lets the next item's characters begin a word; a loop of none, none
    opt_then = R.concat(R.opt(R.literal("x")), R.literal("y"), R.literal("z"))
    assert list(first(opt_then).ranges()) == [(ord("x"), ord("y"))]  # type: ignore[union-attr]
    assert first(R.loop(R.literal("q"), 0, 0)).is_empty()  # type: ignore[union-attr]
    assert first(R.comp(R.literal("a"))) is None


#: memberships of a one-character window and codes of characters taken around it
_WINDOW_TEXTS = ["(str.in_re (str.substr s 1 1) (re.++ (re.range \"b\" \"c\") re.all))",
                 "(str.in_re s (re.++ (str.to_re \"a\") re.all))"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["(str.at s 0)", "(str.at s 1)", "(str.at s 2)",
                        "(str.at (str.substr s 1 2) 0)", "(str.at (str.substr s 1 2) 1)",
                        "(str.from_code (str.to_code (str.at s 1)))"]),
       st.integers(96, 101), st.integers(0, 4))
def test_the_codes_answer_as_the_words_of_length_up_to_four(taken: str, code: int,
                                                            n: int) -> None:
    """Exhaustive over the words of ``n`` characters of `````-``e`` (the codes asked and
    the characters of the languages): the engine's answer with the first characters'
    bounds is the enumeration's (an index past the window is not bounded by it)."""
    texts = [*_WINDOW_TEXTS, f"(= (str.len s) {n})", f"(= (str.to_code {taken}) {code})"]
    formulas = [parse_term(t, [S]) for t in texts]
    expected = any(all(Evaluator({S: w}).holds(f) for f in formulas)
                   for w in map("".join, itertools.product("`abcde", repeat=n)))
    status, _ = _check(*texts)
    assert status is (Status.SAT if expected else Status.UNSAT), (taken, code, n)


def test_a_hex_digit_read_by_order_bounds_its_code() -> None:
    """quopri's ``ishex`` (``"A" <= c <= "F"``) on a window, the byte's value from the
    codes of the characters at the same places: out of 0..255 is refuted by the bounds."""
    c1, c2 = "(str.substr s 1 1)", "(str.substr s 2 1)"
    value = ("(+ (* (- (str.to_code (str.at s 1)) 55) 16) "
             "(- (str.to_code (str.at (str.substr s 1 2) 1)) 87))")
    status, stats = _check(f"(str.<= \"A\" {c1})", f"(str.<= {c1} \"F\")",
                           f"(str.<= \"a\" {c2})", f"(str.<= {c2} \"f\")",
                           f"(or (< {value} 0) (> {value} 255))")
    assert status is Status.UNSAT
    assert stats.get("lemma.RE_CHAR_CODE", 0) >= 1
