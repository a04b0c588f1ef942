"""strsat as a pySMT solver (docs/howto/pysmt.md): pySMT starts ``strsat -`` and
talks SMT-LIB to it over pipes."""

import sys

from pysmt.logics import QF_SLIA
from pysmt.shortcuts import (
    GT,
    Int,
    Solver,
    StrConcat,
    StrContains,
    String,
    StrLength,
    Symbol,
    get_env,
)
from pysmt.typing import STRING

get_env().factory.add_generic_solver("strsat", [sys.executable, "-m", "strsat", "-"], [QF_SLIA])

s = Symbol("s", STRING)
with Solver(name="strsat", logic=QF_SLIA) as solver:
    solver.add_assertion(StrContains(StrConcat(s, String("!")), String("b!")))
    solver.add_assertion(GT(StrLength(s), Int(2)))
    print("pysmt says", solver.solve())
    print("s =", solver.get_py_value(s))
