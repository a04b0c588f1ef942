"""The explorer's incremental solver (``explore/solving.py``): an unsat flip names the
prefix literals of its unsat core, and a flip whose prefix holds a refuted core with the
same flipped literal is answered ``unsat`` from that core, without the solver."""

from __future__ import annotations

from strsat.explore.solving import Entry, PrefixSolver
from strsat.terms import INT, integer, mk, var

x, y, z = var("x", INT), var("y", INT), var("z", INT)
big = mk(">", x, integer(5))
small_y = mk("<", y, integer(3))
some_z = mk("=", z, integer(1))
flip = mk("<", x, integer(2))


def test_an_unsat_flip_names_its_core_and_a_superset_prefix_reuses_it() -> None:
    solver = PrefixSolver()
    first = solver.check([Entry((), small_y), Entry((), big)], Entry((), flip), [x, y], 5.0)
    assert first.status == "unsat" and first.core == [big]
    assert solver.checks == 1
    # another prefix that holds the core: unsat from it, no check
    again = solver.check([Entry((), some_z), Entry((), big)], Entry((), flip), [x, z], 5.0)
    assert again.status == "unsat" and again.core == [big]
    assert solver.checks == 1 and solver.subsumed == 1
    # a prefix without the core's literal is checked, and is sat
    other = solver.check([Entry((), small_y)], Entry((), flip), [x, y], 5.0)
    assert other.status == "sat" and other.model is not None and other.model[x] < 2
    assert solver.checks == 2
    # the same prefix with another flipped literal is checked too
    wider = mk("<", x, integer(9))
    assert solver.check([Entry((), big)], Entry((), wider), [x], 5.0).status == "sat"
    assert solver.checks == 3


def test_definitions_are_not_in_the_core() -> None:
    solver = PrefixSolver()
    k = var("k", INT)
    definition = mk("=", k, mk("+", x, integer(1)))
    bound = mk(">", k, integer(10))
    answer = solver.check([Entry((definition,), bound)], Entry((), flip), [x], 5.0)
    assert answer.status == "unsat" and answer.core == [bound]


def test_a_check_answered_unknown_is_written_as_smtlib(tmp_path) -> None:  # noqa: ANN001
    """``--dump-unknown``: the check out of work is written with its reason, and strsat
    reads the file back and decides it with a budget."""
    from strsat.api import Solver
    from strsat.terms import STRING

    s = var("s", STRING)
    hard = mk("=", mk("str.++", s, mk("str.++", s, s)), mk("str.++", s, s))
    solver = PrefixSolver(dump=str(tmp_path))
    answer = solver.check([Entry((), mk(">", mk("str.len", s), integer(3)))], Entry((), hard),
                          [s], 5.0, work=1)
    assert answer.status == "unknown"
    [path] = tmp_path.iterdir()
    text = path.read_text()
    assert text.startswith("; ") and answer.reason.splitlines()[0] in text
    again = Solver()
    again.from_string(text)
    assert str(again.check()) == "unsat"


def test_a_dump_of_levels_with_several_definitions_reads_back(tmp_path) -> None:  # noqa: ANN001
    """Each level's definitions are tracked under one name (``defs!N``); SMT-LIB names a
    term once, so the dump names their conjunction, and strsat reads its own dump back,
    with the unsat core's names."""
    from strsat.smtlib import Interpreter
    from strsat.terms import STRING

    s, a, b = var("s", STRING), var("a", STRING), var("b", STRING)
    n = var("n", INT)
    defs1 = (mk("=", a, mk("str.++", s, s)), mk("=", n, mk("str.len", a)))
    defs2 = (mk("=", b, mk("str.++", a, s)), mk("=", z, mk("str.len", b)))
    hard = mk("=", mk("str.++", s, mk("str.++", s, s)), mk("str.++", s, s))
    solver = PrefixSolver(dump=str(tmp_path))
    answer = solver.check([Entry(defs1, mk(">", n, integer(6))), Entry(defs2, None)],
                          Entry((mk("=", y, mk("str.len", s)),), hard), [s], 5.0, work=1)
    assert answer.status == "unknown"
    [path] = tmp_path.iterdir()
    text = path.read_text()
    for name in ("defs!0", "defs!1", "defs!flip", "prefix!0"):
        assert text.count(f":named {name})") == 1
    out = Interpreter().run(text + "(get-unsat-core)\n")
    assert out[0] == "unsat" and set(out[1].strip("()").split()) <= {
        "defs!0", "defs!1", "defs!flip", "prefix!0"}
