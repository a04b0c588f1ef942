"""The case maps of all of Unicode beyond SMT-LIB's ASCII ones (:mod:`strsat.python.str_case`):
``lower upper casefold title swapcase capitalize``, the predicates ``isupper islower
istitle`` and ``re.IGNORECASE`` agree with CPython (``semantics_oracle``: values and
decisions), pin nothing, and run concretely with a note only on a capital sigma where
the method lower-cases (CPython's final-sigma rule looks at the neighbours)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from semantics_oracle import SYM_STR, Operation, agreement_tests

from strsat.python import Kind, SymStr, Trace
from strsat.python import regexes as R
from strsat.python.context import WIDER
from strsat.python.str_case import LEVELS, SIGMA
from strsat.terms import STRING, Term, var
from strsat.terms.evaluate import Evaluator

# ASCII letters, Latin-1 capitals and small letters (À, é, Þ, ÿ), ß, µ, the
# multiplication sign (not a letter), and one character past Latin-1
latin1 = st.text(alphabet=st.sampled_from("aZ 1ÀéÞÿßµ×\xaa\u0100"), max_size=6)
#: beyond Latin-1: pairs one code point apart (Ā ā), title-case digraphs (Ǆ ǅ ǆ), Greek
#: (with the sigmas), Cyrillic, images longer than one character (İ ŉ ﬃ ΐ), the Kelvin
#: sign, Deseret (astral), and characters no map moves (€, CJK)
unicode_text = st.text(alphabet=st.sampled_from(
    "aZ 1éß\u0100\u0101\u01c4\u01c5\u01c6\u0391\u03b1\u03c3\u03c2\u0416\u0436\u0130\u0149"
    "\ufb03\u0390\u212a\U00010400\U00010428\u20ac\u4e00"), max_size=6)
texts = st.one_of(latin1, unicode_text)
#: folds beyond ASCII: ā/Ā, Cyrillic, and k, K and the Kelvin sign
_ICASE = "\u0101[\u0430-\u044f]+k"
METHODS = ("lower", "upper", "casefold", "title", "swapcase", "capitalize")
PREDICATES = ("isupper", "islower", "istitle")

OPERATIONS: dict[str, Operation] = {
    **{name: ((lambda m: lambda s: getattr(s, m)())(name), [SYM_STR], [texts])
       for name in METHODS + PREDICATES},
    "lower_eq": (lambda s: s.lower() == "éa", [SYM_STR], [texts]),
    "upper_in": (lambda s: "SS" in s.upper(), [SYM_STR], [texts]),
    "ignorecase": (lambda s: re.fullmatch(_ICASE, s, re.IGNORECASE) is not None
                   if isinstance(s, str) else R.matches(_ICASE, s, re.IGNORECASE, "fullmatch"),
                   [SYM_STR], [st.text(alphabet="\u0100\u0101\u0416\u0436K\u212ak",
                                       max_size=4)]),
}

test_case_agrees_with_cpython, test_case_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=100, long_examples=600)


def _run(method: str, value: str) -> tuple[object, list[str]]:
    with Trace({}) as trace:
        got = getattr(SymStr("s", value), method)()
        getattr(got, "term", None)  # the value used beyond a test (strsat.python.case_image)
    return getattr(got, "value", got), trace.notes


@pytest.mark.parametrize(("method", "value"), [
    ("lower", "ÉtÉ ß"), ("upper", "straße µ"), ("casefold", "Straße"),
    ("lower", "Āǅ ЖΑ"), ("upper", "ŉ ﬃ ǆ 𐐨"), ("casefold", "ΣΐK"), ("title", "ǆemo ĀĀ ŉx"),
    ("swapcase", "Āā Жж"), ("capitalize", "ǆĀĀ"), ("upper", "ΑΣ")])
def test_each_map_pins_nothing(method: str, value: str) -> None:
    got, notes = _run(method, value)
    assert got == getattr(value, method)() and notes == [], (got, notes)


@pytest.mark.parametrize("method", ["lower", "swapcase", "title", "capitalize"])
def test_a_capital_sigma_where_it_is_lowered_is_noted(method: str) -> None:
    got, notes = _run(method, "ΑΣ Σα")
    assert got == getattr("ΑΣ Σα", method)()
    assert any("capital sigma" in n for n in notes), notes


class _Declining(Trace):
    """Declines the first ``upto`` tiers of a case map (:data:`~strsat.python.context.WIDER`:
    the ASCII map, then the levels of :data:`~strsat.python.str_case.LEVELS`), as the
    explorer does when a flip needs a wider domain, with ``hints`` for the wider levels."""

    def __init__(self, inputs: dict[str, str], upto: int, hints: str) -> None:
        super().__init__(inputs)
        self.upto = upto
        self.hints = hints

    def decide(self, kind: Kind, condition: Term, concrete: bool | None, what: str,
               exception: type[BaseException] | None = None) -> bool:
        tier = next((k + 1 for k, named in enumerate(LEVELS) if what.endswith(named)), 0)
        if kind is Kind.DOMAIN and what in WIDER and tier < self.upto:
            return False
        return super().decide(kind, condition, concrete, what, exception)


@settings(max_examples=150, deadline=None)
@given(method=st.sampled_from(METHODS), value=texts, upto=st.integers(1, 3),
       hints=st.text(alphabet=st.sampled_from("\u01c5\u0416\u03c3a\u0130\u4e00"), max_size=2))
def test_every_wider_level_agrees_with_cpython(method: str, value: str, upto: int,
                                               hints: str) -> None:
    """Each level a declined domain gives (the run's scripts with hints, the run's classes
    in every script, every class) is exact on the run's value: its result term evaluates
    to CPython's, and every decision it records holds for the value (the path condition a
    flip extends is true of the run that made it)."""
    with _Declining({"s": value}, upto, hints) as trace:
        got = getattr(SymStr("s", value), method)()
    expected = getattr(value, method)()
    assert getattr(got, "value", got) == expected
    if isinstance(got, SymStr):
        assert trace.evaluate(got.term) == expected
    evaluator = trace._evaluator()  # noqa: SLF001 - the run's own values
    assert all(evaluator.holds(d.literal()) for d in trace.decisions)
    if SIGMA not in value or method in ("upper", "casefold"):
        assert trace.notes == []  # a wider level, never a pin


def test_the_widest_level_holds_every_class() -> None:
    # a one-character string under upper() at the widest level: 'ж' maps to 'Ж' although
    # the run's value is 'a' (no Cyrillic in it and no hint)
    with _Declining({"s": "a"}, 3, "") as trace:
        got = SymStr("s", "a").upper()
    flipped = Evaluator({var("s", STRING): "\u0436"})
    assert flipped.evaluate(got.term) == "\u0416"
    assert any(d.what.endswith(LEVELS[2]) for d in trace.decisions)
