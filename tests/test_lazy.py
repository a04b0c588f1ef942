"""Modules loaded at their first use (strsat/lazy.py, issue 39): every stand-in names
a module that exists, and a file that does not need the regex layer, the grammars or
Ackermann's reduction does not load them."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import types

from strsat.lazy import OnFirstUse

#: Modules that bind stand-ins at import.
WITH_STAND_INS = ("strsat.terms.evaluate", "strsat.rewrite.rules.strings",
                  "strsat.theory.reductions", "strsat.smtlib.interpreter",
                  "strsat.engine.procedures.independent", "strsat.engine.procedures.straight_line")


def test_every_stand_in_names_a_module() -> None:
    for name in WITH_STAND_INS:
        module = importlib.import_module(name)
        stand_ins = {k: v for k, v in vars(module).items() if isinstance(v, OnFirstUse)}
        for alias, stand_in in stand_ins.items():
            assert isinstance(stand_in.__name__, str)  # the first read imports the module
            assert isinstance(vars(module)[alias], types.ModuleType), (name, alias)


_RUN = """
import json, sys
from strsat.smtlib import Interpreter
out = []
Interpreter(out.append).run_stream(sys.argv[1])
print(json.dumps([out, sorted(m for m in sys.modules if m.startswith("strsat"))]))
"""

_LAZY = {"strsat.terms.regex_nodes", "strsat.terms.regex_membership", "strsat.terms.grammars",
         "strsat.engine.ackermann"}


def _run(script: str) -> tuple[list[str], set[str]]:
    r = subprocess.run([sys.executable, "-c", _RUN, script], capture_output=True, text=True,
                       timeout=120, check=True)
    out, modules = json.loads(r.stdout)
    return out, set(modules)


def test_a_file_without_regexes_or_functions_loads_neither() -> None:
    out, modules = _run('(declare-const x String)(assert (= (str.len x) 3))'
                        '(assert (str.prefixof "a" x))(check-sat)')
    assert out == ["sat"]
    assert not modules & _LAZY


def test_regexes_and_functions_load_what_they_need() -> None:
    out, modules = _run('(declare-const x String)(declare-fun f (String) Int)'
                        '(assert (str.in_re x (re.+ (str.to_re "ab"))))'
                        '(assert (= (f x) 2))(assert (> (str.len x) 3))(check-sat)')
    assert out == ["sat"]
    assert _LAZY - {"strsat.terms.grammars"} <= modules


#: What only a ``sat`` answer, a printed model or error, or the Python API reads.
_ON_DEMAND = {"strsat.smtlib.responses", "strsat.engine.validation", "strsat.api_names",
              "strsat.terms.printer", "strsat.smtlib.encoding", "strsat.memory"}


def test_printing_and_validation_load_only_for_a_model_or_an_error() -> None:
    out, modules = _run('(declare-const x String)(assert (= (str.len x) 3))'
                        '(assert (= x "ab"))(check-sat)')
    assert out == ["unsat"]
    assert not modules & _ON_DEMAND
    out, modules = _run('(declare-const x String)(assert (= (str.len x) 2))(check-sat)'
                        '(get-value (x))(assert (= x 1))')
    assert out[0] == "sat"
    assert out[1].startswith("((x ")
    assert out[2].startswith("(error ")
    assert {"strsat.smtlib.responses", "strsat.engine.validation",
            "strsat.terms.printer"} <= modules
    assert "strsat.api_names" not in modules
    out, modules = _run('(declare-const x String)(assert (= x "a"))(check-sat)')
    assert out == ["sat"]
    assert "strsat.terms.printer" not in modules  # a sat answer alone prints no term


def test_a_narrow_encoding_loads_its_module_and_is_read() -> None:
    out, modules = _run('(set-option :encoding ascii)(declare-const x String)'
                        '(assert (= (str.len x) 1))'
                        '(assert (not (str.in_re x (re.range "\\u{0}" "\\u{ff}"))))(check-sat)')
    assert out == ["unsat"]
    assert "strsat.smtlib.encoding" in modules
