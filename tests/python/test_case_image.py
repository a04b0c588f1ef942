"""Tests of a case map of a symbolic string as memberships of the string itself
(:mod:`strsat.python.case_image`): the preimage languages agree with CPython over the
whole alphabet (longer images, the Kelvin sign, capital sigma), and a test takes no
``DOMAIN`` decision."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.python import Kind, SymStr, Trace
from strsat.python.case_image import METHODS, CaseImage, inverse
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.regex.from_smtlib import regex_of_term
from strsat.terms import postorder
from strsat.terms.evaluate import Evaluator

#: longer images (ß ẞ İ ŉ ΐ ﬅ ﬆ ﬀ), the Kelvin sign and long s, title-case digraphs,
#: the sigmas, a combining mark, Cherokee and Deseret (astral) case pairs
_SPECIAL = ("aAzZsSßẞıIİiKk\u212aſΣσςΐΪǅǄǆﬅﬆﬀfFtTΑαµΜÿŸ\u0307\u0345Ιι"
            "\uab70\u13a0\U00010400\U00010428")
_CHARS = st.one_of(st.sampled_from(_SPECIAL),
                   st.characters(max_codepoint=0x2FFFF, exclude_categories=("Cs",)))
_TEXT = st.text(_CHARS, max_size=6)
_OPS = {"eq": (False, False), "startswith": (False, True), "endswith": (True, False),
        "in": (True, True)}


def _holds(fx: str, op: str, w: str) -> bool:
    return {"eq": fx == w, "startswith": fx.startswith(w), "endswith": fx.endswith(w),
            "in": w in fx}[op]


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(method=st.sampled_from(METHODS), x=_TEXT, y=_TEXT, start=st.integers(0, 8),
       size=st.integers(0, 8), op=st.sampled_from(sorted(_OPS)), derived=st.booleans())
def test_preimages_agree_with_cpython(method: str, x: str, y: str, start: int, size: int,
                                      op: str, derived: bool) -> None:
    """``x`` is in the preimage of the test ``f(.) op w`` exactly when ``f(x) op w``; ``w``
    a piece of ``f(y)`` (so ``y`` is often a member) or of ``y`` itself."""
    f = getattr(str, method)
    w = (f(y) if op == "eq" else f(y)[start:start + size]) if derived else y[:size]
    term = inverse(method).affixed(w, *_OPS[op])
    if term is None:  # only a test of capital sigma's image, where it is contextual
        assert inverse(method).contextual and set(w) & {"\u03c3", "\u03c2"}
        return
    automaton = build(regex_of_term(term))
    for s in (x, y):
        assert accepts(automaton, s) == _holds(f(s), op, w), (method, s, op, w)


def test_tests_take_no_domain_decision_and_evaluate_as_cpython() -> None:
    """``s.upper() == "STRASSE"``, ``s.lower() in (...)``, ``startswith``/``endswith``/
    ``in`` on the image: one membership each, no decision; each term is CPython's truth
    value on other strings too."""
    tests = [
        (lambda t: t.upper() == "STRASSE", lambda t: t.upper() == "STRASSE"),
        (lambda t: t.lower().within(("jan", "feb", "i\u0307")),
         lambda t: t.lower() in ("jan", "feb", "i\u0307")),
        (lambda t: t.casefold().startswith("ss"), lambda t: t.casefold().startswith("ss")),
        (lambda t: t.upper().endswith(("T", "E")), lambda t: t.upper().endswith(("T", "E"))),
        (lambda t: t.casefold().contains("ss"), lambda t: "ss" in t.casefold()),
        (lambda t: t.swapcase() != "aBc", lambda t: t.swapcase() != "aBc"),
        (lambda t: t.lower().within({"kelvin": 1}), lambda t: t.lower() in {"kelvin": 1})]
    s = SymStr("s").term
    for symbolic, plain in tests:
        with Trace({}) as trace:
            got = symbolic(SymStr("s", "Straße"))
        assert not trace.decisions and got.value == plain("Straße")
        for other in ("ﬅraße", "straße", "STRASSE", "jan", "JAN", "İ", "ß", "ﬆ",
                      "\u212aELVIN", "AbC", "", "ΑΣ", "ΑΣ\u212a"):
            assert Evaluator({s: other}).evaluate(got.term) == plain(other), (other, got.term)


def test_other_uses_read_the_present_model() -> None:
    """The value used beyond a test (concatenated with symbolic text) is the present
    model's term: its ``DOMAIN`` decision taken then."""
    with Trace({}) as trace:
        image = SymStr("s", "Abc").lower()
        assert type(image) is CaseImage and not trace.decisions
        joined = image + SymStr("t", "x")
    assert joined.value == "abcx"
    assert any(d.kind is Kind.DOMAIN for d in trace.decisions)


_READ_AFTER = ("Abc", "ABC", "jan", "JAN", "Straße", "ﬅraße", "\u212aELVIN", "kelvin", "İx",
               "ΑΣ", "x", "")


def test_tests_before_a_read_are_restated_over_the_present_term() -> None:
    """Tests of the image decided before another use reads the present model are
    restated as ``ite(D, test over the term, membership)`` (D: the present model's
    decisions): the same truth value on every input (so every prefix keeps its meaning,
    whether or not it holds D), the membership gone wherever D holds; the tests after
    the read are over the term, with no membership (issue 38: croniter's ``cron_valid``
    constrained ``expr.lower()`` by both, each check 3-5 times dearer)."""
    s = SymStr("s").term
    for value in _READ_AFTER:
        with Trace({s: value}) as trace:
            image = SymStr("s", value).lower()
            keys = {"jan": 1, "kelvin": 2}
            found = bool(image.within(keys))
            starts = bool(image.startswith(("a", "st")))
            before = [d.condition for d in trace.decisions]
            joined = image + SymStr("t", "x")
            after = bool(image == "abc")
        assert joined.value == value.lower() + "x"
        assert (found, starts, after) == (value.lower() in keys,
                                          value.lower().startswith(("a", "st")),
                                          value.lower() == "abc")
        restated = [d.condition for d in trace.decisions[:len(before)]]
        assert all(r.op == "ite" or "ite" in str(r) for r in restated), restated
        last = trace.decisions[-1].condition
        assert not any(t.op == "str.in_re" and t.args[0] == s for t in postorder(last)), last
        for other in _READ_AFTER + ("a", "ST", "ﬆ", "KELVIN", "Jan"):
            ev = Evaluator({s: other})
            assert [ev.evaluate(r) for r in restated] == [ev.evaluate(b) for b in before], \
                (value, other)


def test_a_model_decided_again_keeps_its_domain_in_the_restated_tests() -> None:
    """The explorer's tracer records a condition decided again the same way once (the
    second ``lower()`` of the same string: its ``DOMAIN`` decision is implied by the
    first): the restated tests still hold it, so they keep their meaning on the inputs
    outside it (the Kelvin sign, whose ASCII lower case is itself)."""
    from strsat.explore.tracer import RunTrace

    s = SymStr("s").term
    for value in ("Jan", "\u212aELVIN", "ﬅ"):
        with RunTrace({s: value}, set(), 10_000, None) as trace:
            first = SymStr("s", value).lower() + SymStr("t", "x")
            image = SymStr("s", value).lower()
            found = bool(image.within(("jan", "kelvin")))
            count = len(trace.decisions)
            before = trace.decisions[count - 1].condition
            later = image + SymStr("t", "x")
        assert (first.value, later.value) == (value.lower() + "x",) * 2
        assert found == (value.lower() in ("jan", "kelvin"))
        restated = trace.decisions[count - 1].condition
        assert restated is not before
        for other in _READ_AFTER + ("\u212aelvin", "KELVIN"):
            ev = Evaluator({s: other})
            assert ev.evaluate(restated) == ev.evaluate(before), (value, other)
