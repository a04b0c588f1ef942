"""The rule families are imported at the first rewrite of one of their operators
(``rewrite/rules/registry.py``, issue 39): the table that says which families hold
rules for an operator matches what the families register, and a simplification that
meets no arithmetic and no extended function does not load those families."""

from __future__ import annotations

import json
import subprocess
import sys

from strsat.rewrite import RULES
from strsat.rewrite.rules import registry


def test_the_table_names_exactly_the_families_that_register_rules() -> None:
    assert RULES  # reading RULES imports every family
    registered = registry.registered()
    assert set(registered) <= set(registry.FAMILIES)
    operators = {op for rules in registered.values() for op in rules}
    for op in operators | set(registry.FAMILIES_OF):
        holding = {family for family, rules in registered.items() if op in rules}
        listed = registry.FAMILIES_OF.get(op, ())
        assert set(listed) == holding, op
        assert len(set(listed)) == len(listed), op
        assert registry.rules_of(op) == tuple(
            fn for family in listed for fn in registered[family][op])


_RUN = """
import json, sys
from strsat.rewrite import simplify
from strsat.smtlib import parse_term
from strsat.terms import STRING, var
x = var("x", STRING)
term = parse_term(sys.argv[1], {"x": STRING})
print(json.dumps([str(simplify(term)), sorted(m for m in sys.modules if ".rules." in m)]))
"""


def _families_loaded(text: str) -> tuple[str, set[str]]:
    r = subprocess.run([sys.executable, "-c", _RUN, text], capture_output=True, text=True,
                       timeout=120, check=True)
    result, modules = json.loads(r.stdout)
    return result, {m.rpartition(".")[2] for m in modules} - {"registry", "build"}


def test_memberships_and_equations_load_neither_arithmetic_nor_extended_rules() -> None:
    result, families = _families_loaded(
        '(and (str.in_re x (re.* (str.to_re "ab"))) (not (= x "abab")) (= x x))')
    assert families == {"fold", "boolean", "equality", "strings", "cases"}
    assert "abab" in result


def test_an_operator_loads_the_families_of_its_rules() -> None:
    _, families = _families_loaded('(str.contains (str.++ x "a") "a")')
    assert {"strings", "extended", "cases"} <= families
    assert "arith" not in families
    _, families = _families_loaded("(<= (+ (str.len x) 1) 0)")
    assert {"arith", "strings", "cases"} <= families
    assert "extended" not in families
