"""``strsat.python.tables``: a condition on a table value, rewritten as a membership of
the key (``split_tables``), holds for exactly the keys the original condition holds for
-- keys of the table and keys outside it -- and a condition that depends on anything
else as well is left as it is."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python.tables import split_tables, table_value
from strsat.terms import STRING, mk, string, var
from strsat.terms.evaluate import evaluate
from strsat.terms.walk import postorder

KEY = var("key", STRING)
OTHER = var("other", STRING)
words = st.text(alphabet="ab./", max_size=3)


def _conditions(value):  # noqa: ANN001, ANN202
    """Tests of the value alone, as the layer writes them."""
    return [mk("str.prefixof", string("a/"), value), mk("=", value, string("b")),
            mk(">", mk("str.len", value), mk("str.len", string("ab"))),
            mk("str.contains", value, string(".")), mk("not", mk("=", value, string("")))]


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(words, words, min_size=1, max_size=8), st.lists(words, max_size=6),
       st.integers(0, 4))
def test_a_condition_on_a_table_value_becomes_an_equivalent_key_membership(
        table: dict[str, str], probes: list[str], which: int) -> None:
    by_value: dict[str, list[str]] = {}
    for k, v in table.items():
        by_value.setdefault(v, []).append(k)
    term, cases = table_value(KEY, list(by_value.items()))
    condition = _conditions(term)[which]
    split = split_tables(condition, {term: cases})
    assert term not in set(postorder(split))
    for key in [*table, *probes]:
        assert evaluate(split, {KEY: key}) == evaluate(condition, {KEY: key}), key


def test_a_condition_on_the_value_and_another_variable_is_left_alone() -> None:
    term, cases = table_value(KEY, [("a/x", ["p"]), ("b", ["q", "r"])])
    condition = mk("=", term, OTHER)
    assert split_tables(condition, {term: cases}) is condition

