"""``fmt % mapping`` of a symbolic format (:mod:`strsat.python.percent_symbolic`'s mapping
argument, survey 25: babel's ``DateTimePattern.apply``) agrees with CPython
(``semantics_oracle.check``: values, decisions, exception types): ``%(key)`` with
balanced parentheses, ``incomplete format key``, an unkeyed conversion taking the
mapping once, ``format requires a mapping`` for a tuple, no ``not all arguments
converted`` with a mapping (a list and ``bytes`` are mappings to CPython, a ``deque`` is
not)."""

from __future__ import annotations

import collections
from typing import Any

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, Operation, agreement_tests

from strsat.python import SymStr, Trace


class Fields:
    """A mapping written in Python whose lookups branch on the key, as babel's
    ``DateTimeFormat.__getitem__`` does."""

    def __getitem__(self, name: Any) -> Any:
        if name == "yy":
            return "24"
        if name.startswith("M"):
            return name + "!"
        raise KeyError(name)


FIELDS = Fields()
#: a sequence whose type has no mapping subscript (CPython: not a mapping argument)
DEQUE = collections.deque([7])
formats = st.text(alphabet="%()yMsra-", max_size=9)
keyed = st.builds(lambda a, k, b, c: f"{a}%({k}){c}{b}", st.text("-y%", max_size=2),
                  st.sampled_from(["yy", "M", "Mx", "q", "", "a(b)", "(", "M)"]),
                  st.text("-s%", max_size=2), st.sampled_from("srad%(y"))

OPERATIONS: dict[str, Operation] = {
    "fields": (lambda f: f % FIELDS, [SYM_STR], [st.one_of(formats, keyed)]),
    "fields_plain_arg": (lambda f, m: f % m, [SYM_STR, PLAIN],
                         [st.one_of(formats, keyed),
                          st.sampled_from([FIELDS, [7], b"ab", DEQUE, range(2)])]),
    "tuple": (lambda f: f % ("t",), [SYM_STR], [st.one_of(formats, keyed)]),
}

test_percent_mapping_agrees_with_cpython, test_percent_mapping_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=120, long_examples=600)


def test_a_mapping_argument_pins_nothing() -> None:
    fmt = "%(yy)s-%(Mon)s %%"
    with Trace({"f": fmt}) as trace:
        got = SymStr("f", fmt) % FIELDS
    assert isinstance(got, SymStr) and got.value == "24-Mon! %"
    assert trace.notes == [], trace.notes
