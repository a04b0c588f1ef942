"""An object holding symbolic values handed to a pure-Python function of another module
(``dataclasses.asdict(record)``, ``dataclasses.replace``, ``copy.copy(obj)``): the callee
runs rewritten, as it does when an argument is itself symbolic (issue 38).  Before, it ran
as written, and ``copy.deepcopy`` of a field reached ``SymValue.__reduce__``: every run
went off its path ("the concolic run gave raise TypeError"), one path.  Symbolic values
are also copied as CPython copies ``str``/``int``/``bytes``: themselves."""

from __future__ import annotations

import copy
import textwrap

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.python import SymInt, SymStr

PROGRAMS = textwrap.dedent('''
    import copy
    import dataclasses


    @dataclasses.dataclass
    class Rec:
        name: str
        size: int = 0


    class Plain:
        def __init__(self, name):
            self.name = name


    def as_dict(s: str) -> str:
        r = dataclasses.replace(Rec(s), size=len(s))
        d = dataclasses.asdict(r)
        if d["name"] == "big" and d["size"] == 3:
            return "big"
        return "other"


    def copied(s: str) -> str:
        c = copy.copy(Plain(s))
        if c.name.startswith("q"):
            return "q"
        return "other"
''')


def test_a_callee_given_an_object_holding_symbolic_values_runs_rewritten(tmp_path) -> None:  # noqa: ANN001
    # main: one path, "the concolic run gave raise TypeError('symbolic values are not
    # pickled')" for as_dict
    for name, returns in {"as_dict": {"big", "other"}, "copied": {"q", "other"}}.items():
        result = explore_source(tmp_path, "holders.py", PROGRAMS, name)
        assert {("return", r) for r in returns} <= outcomes(result), name
        assert not notes_naming(result, "concolic run", "made concrete"), \
            (name, result.summary.notes)


def test_symbolic_values_copy_as_themselves() -> None:
    a, n = SymStr("a", "x"), SymInt("n", 3)
    assert copy.copy(a) is a and copy.deepcopy(n) is n
    assert copy.deepcopy({"k": [a, n]})["k"][0] is a
