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
from strsat.terms import Term, postorder
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


def _check_prefixes(trace: Trace, count: int, s: Term, value: str) -> None:
    """The first ``count`` decisions keep their conditions; each restated one's prefix
    literal is implied by its literal, equals it where the later decisions' literals
    hold, and holds none of its memberships of ``s``."""
    restated = [d for d in trace.decisions[:count] if d.prefix is not None]
    assert restated, value
    later = [d.literal() for d in trace.decisions[count:]]
    for d in restated:
        atoms = {t for t in postorder(d.condition) if t.op == "str.in_re" and t.args[0] == s}
        assert atoms and not atoms & set(postorder(d.prefix)), d.prefix
    for other in _READ_AFTER + ("a", "ST", "ﬆ", "KELVIN", "Jan", "\u212aelvin"):
        ev = Evaluator({s: other})
        holds = all(ev.evaluate(lit) for lit in later)
        for d in restated:
            exact, wide = ev.evaluate(d.literal()), ev.evaluate(d.in_prefix())
            assert (not exact or wide) and (not holds or exact == wide), (value, other)


def test_tests_before_a_read_get_prefixes_over_the_present_term() -> None:
    """Tests of the image decided before another use reads the present model keep their
    conditions (their flips) and get a prefix literal ``not D or (test over the term)``
    (D: the present model's decisions): implied by the literal, the same under D, with no
    membership; the tests after the read are over the term (issue 38: croniter's
    ``cron_valid`` constrained ``expr.lower()`` by both, each check 3-5 times dearer)."""
    s = SymStr("s").term
    for value in _READ_AFTER:
        with Trace({s: value}) as trace:
            image = SymStr("s", value).lower()
            keys = {"jan": 1, "kelvin": 2}
            found = bool(image.within(keys))
            starts = bool(image.startswith(("a", "st")))
            count = len(trace.decisions)
            before = [d.condition for d in trace.decisions]
            joined = image + SymStr("t", "x")
            after = bool(image == "abc")
        assert joined.value == value.lower() + "x"
        assert (found, starts, after) == (value.lower() in keys,
                                          value.lower().startswith(("a", "st")),
                                          value.lower() == "abc")
        assert [d.condition for d in trace.decisions[:count]] == before
        last = trace.decisions[-1].condition
        assert not any(t.op == "str.in_re" and t.args[0] == s for t in postorder(last)), last
        _check_prefixes(trace, count, s, value)


def test_a_model_decided_again_keeps_its_domain_in_the_prefixes() -> None:
    """The explorer's tracer records a condition decided again the same way once (the
    second ``lower()`` of the same string: its ``DOMAIN`` decision is implied by the
    first): the prefix literals still hold it, so they are implied by the tests on the
    inputs outside it (the Kelvin sign, whose ASCII lower case is itself)."""
    from strsat.explore.tracer import RunTrace

    s = SymStr("s").term
    for value in ("Jan", "\u212aELVIN", "ﬅ"):
        with RunTrace({s: value}, set(), 10_000, None) as trace:
            first = SymStr("s", value).lower() + SymStr("t", "x")
            image = SymStr("s", value).lower()
            found = bool(image.within(("jan", "kelvin")))
            count = len(trace.decisions)
            later = image + SymStr("t", "x")
        assert (first.value, later.value) == (value.lower() + "x",) * 2
        assert found == (value.lower() in ("jan", "kelvin"))
        assert trace.decisions[count - 1].prefix is not None
        # the DOMAIN decision the read implied is the first's, before the test
        domain = [d.literal() for d in trace.decisions[:count - 1]]
        ev_ok = [Evaluator({s: o}) for o in ("\u212aelvin", "KELVIN", "jan", "Jan")]
        d = trace.decisions[count - 1]
        for ev in ev_ok:
            exact, wide = ev.evaluate(d.literal()), ev.evaluate(d.in_prefix())
            assert not exact or wide, value
            if all(ev.evaluate(lit) for lit in domain):
                assert exact == wide, value
