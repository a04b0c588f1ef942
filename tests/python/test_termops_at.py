"""``termops.at``: the first character read through ``str.replace_all`` of one character
(issue 24, fifth round), checked against CPython's ``str.replace`` and indexing, and
against ``str.at`` itself by the reference evaluator."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import termops as T
from strsat.terms import STRING, integer, mk, string, var
from strsat.terms.evaluate import evaluate

CHARS = "ab\\-!"
X = var("x", STRING)


@settings(derandomize=True, max_examples=400, deadline=None)
@given(st.text(alphabet=CHARS, max_size=5),
       st.lists(st.tuples(st.sampled_from(CHARS), st.text(alphabet=CHARS, max_size=2)),
                max_size=4),
       st.integers(min_value=-1, max_value=6))
def test_at_reads_through_replacements_as_cpython(x: str, chain: list[tuple[str, str]],
                                                  pos: int) -> None:
    term, expected = X, x
    for a, b in chain:
        term = mk("str.replace_all", term, string(a), string(b))
        expected = expected.replace(a, b)
    got = evaluate(T.at(term, pos), {X: x})
    plain = evaluate(mk("str.at", term, integer(pos)), {X: x})
    assert got == plain
    assert got == (expected[pos] if 0 <= pos < len(expected) else "")


def test_the_first_character_of_a_chain_does_not_hold_the_chain() -> None:
    term = mk("str.replace_all", mk("str.replace_all", X, string("\\"), string("\\\\")),
              string("-"), string("\\-"))
    first = T.at(term, 0)
    assert "str.replace_all" not in str(first)
    assert T.at(mk("str.replace_all", X, string("a"), string("")), 0).op == "str.at"
