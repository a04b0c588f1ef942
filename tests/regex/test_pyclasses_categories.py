"""``\\d``, ``\\w``, ``\\s`` over the whole alphabet (``strsat.regex.pyclasses.category``,
read by CPython's ``re``) are the code points where ``str.isdecimal``, ``str.isalnum`` or
``_``, ``str.isspace`` hold: ``_sre``'s definitions, checked one code point at a time."""

from __future__ import annotations

from strsat.regex.charset import MAX_CHAR
from strsat.regex.pyclasses import category


def test_each_category_is_its_str_predicate_on_every_code_point() -> None:
    predicates = {"d": str.isdecimal, "w": lambda c: c.isalnum() or c == "_",
                  "s": str.isspace}
    for name, holds in predicates.items():
        cls = category(name, False)
        wrong = [c for c in range(MAX_CHAR + 1) if (c in cls) != bool(holds(chr(c)))]
        assert not wrong, (name, wrong[:5])
