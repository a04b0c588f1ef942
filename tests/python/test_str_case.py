"""The case maps of all of Unicode beyond SMT-LIB's ASCII ones (:mod:`strsat.python.str_case`):
``lower upper casefold title swapcase capitalize``, the predicates ``isupper islower
istitle`` and ``re.IGNORECASE`` agree with CPython (``semantics_oracle``: values and
decisions), pin nothing, and run concretely with a note only on a capital sigma where
the method lower-cases (CPython's final-sigma rule looks at the neighbours)."""

from __future__ import annotations

import re

import pytest
from hypothesis import strategies as st
from semantics_oracle import SYM_STR, Operation, agreement_tests

from strsat.python import SymStr, Trace
from strsat.python import regexes as R

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
