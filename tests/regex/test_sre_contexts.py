"""The contexts of a pattern's anchors and lookbehinds (:mod:`strsat.regex.sre_contexts`)
and the languages built on them, against CPython: for random patterns with lookarounds
of every kind (wide, negative, alternatives of one width, inside groups, alternations and
lookaheads), the rest of a random subject after a position lies in the language of the
position's context exactly when ``Pattern.<mode>(subject, pos)`` matches; and the formula
that names a position's context holds for that context alone."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from strsat.errors import UnsupportedError
from strsat.python.re_walk import _context
from strsat.regex.sre_contexts import START, WIDEST, Partition, Window
from strsat.regex.sre_language import contexts_of, membership, term_of
from strsat.regex.sre_tree import parse
from strsat.terms import integer, mk
from strsat.terms import string as lit
from strsat.terms.evaluate import Evaluator

SETTINGS = settings(derandomize=True, max_examples=200, deadline=None,
                    suppress_health_check=list(HealthCheck))

ATOMS = st.sampled_from(["a", "b", "-", "1", r"\d", r"\w", "[ab]", "[^a]", ".", " "])
LOOKS = st.sampled_from([
    "(?<=ab)", "(?<!ab)", r"(?<=\d-\d)", r"(?<!\w-)", "(?<=ab|b1)", "(?<!a|-)",
    "(?<=(a)b)", r"(?<=\w{3})", "(?:(?<=a)|(?<=b1))", r"(?=a(?<=-a))", "(?<=a)",
    r"(?<![ab]{2})", r"\b", "^", "$", "(?=ab)", "(?!a)", r"(?<=a-|\db)", r"(?<=a[^a]a)"])
QUANTIFIERS = st.sampled_from(["", "", "?", "*", "+", "{2}", "*?", "??"])
PIECE = st.recursive(ATOMS, lambda inner: st.one_of(
    st.builds(lambda a, b: f"(?:{a}|{b})", inner, inner),
    st.builds(lambda a, b: f"({a}{b})", inner, inner),
    st.builds(lambda a, q: f"(?:{a}){q}", inner, QUANTIFIERS),
    st.builds(lambda a, look: a + look, inner, LOOKS)), max_leaves=4)
PATTERN = st.lists(st.one_of(PIECE, LOOKS), min_size=1, max_size=4).map("".join)
SUBJECT = st.text(alphabet="ab-1 ", max_size=8)


def _holds(formula: object) -> bool:
    return bool(Evaluator({}).holds(formula))


@SETTINGS
@given(pattern=PATTERN, flags=st.sampled_from([0, re.M, re.I]), subject=SUBJECT,
       pos=st.integers(0, 8), mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_the_languages_of_lookarounds_agree_with_cpython(pattern: str, flags: int,
                                                         subject: str, pos: int,
                                                         mode: str) -> None:
    try:
        compiled = re.compile(pattern, flags)
    except re.error:
        assume(False)
        return
    tree = parse(pattern, flags)
    pos = min(pos, len(subject))
    try:
        contexts = contexts_of(tree.root)
        ctx = contexts.after(subject[:pos])
        language = membership(tree, mode, ctx)
    except UnsupportedError:
        assume(False)
        return
    want = getattr(compiled, mode)(subject, pos) is not None
    got = _holds(mk("str.in_re", lit(subject[pos:]), term_of(language)))
    assert got == want, (pattern, flags, subject, pos, mode)
    t = lit(subject)
    named = [c for c in contexts.contexts if _holds(_context(contexts, c, integer(pos), t))]
    assert named == [ctx], (pattern, subject, pos, named, ctx)


def test_lookbehinds_of_every_fixed_width_are_modelled() -> None:
    """textwrap's word separator and lookbehinds of several widths, negative ones,
    alternatives of one width and alternations of lookbehinds: one language each."""
    from textwrap import TextWrapper

    for pattern, flags in [(TextWrapper.wordsep_re.pattern, re.VERBOSE),
                           (r"(?<=\d{4}-)\d\d", 0), (r"(?<!\\)(?<!\\\\)\$", 0),
                           (r"(?<=ab|cd)e", 0), (r"(?:(?<=a)|(?<=bc))x", 0),
                           (r"(?<=(a)(b))c", 0), (r"(?<=ab)(?!c)", re.I)]:
        tree = parse(pattern, flags)
        assert isinstance(contexts_of(tree.root), Window), pattern
        membership(tree, "search")


def test_a_literal_lookbehind_needs_about_its_width_in_contexts() -> None:
    """A literal lookbehind's automaton is a string search's: contexts grow with the
    width, not with the number of strings of that width."""
    for k in (2, 8, 32):
        word = "".join("ab"[i % 2] for i in range(k - 1)) + "c"
        window = contexts_of(parse(f"(?<={word})x", 0).root)
        assert isinstance(window, Window)
        assert len(window.contexts) <= k + 2, (k, len(window.contexts))


def test_one_character_tests_keep_the_one_character_partition() -> None:
    for pattern in [r"\bx", "(?<=a)b", "(?m)^a", r"(?<![ab])c"]:
        assert type(contexts_of(parse(pattern, 0).root)) is Partition
    assert START == 0


@pytest.mark.parametrize("pattern", [r"(?<=\ba)b", r"(?<=a(?=b))b", r"(a)(?<=\1b)c", r"(a)(?<=\1)b",
                                     f"(?<=a{{{WIDEST + 1}}})b"])
def test_lookbehinds_outside_the_model_are_named(pattern: str) -> None:
    with pytest.raises(UnsupportedError, match="lookbehind"):
        membership(parse(pattern, 0), "search")
