"""Issue 38's robustness items: a Python function a library hands to a model runs
rewritten (``re.sub``'s callback in ``html.unescape``: its lookups in the 2,231-name
table are decisions, not hashes); a test of a value found in a large int-keyed table is
one membership; ``setattr`` by a symbolic name reaches later reads by constant name."""

from __future__ import annotations

import os

from explore.helpers import HERE, check_reproducible
from strsat.explore import explore_file

PROGRAM = os.path.join(HERE, "harden_programs.py")


def _run(name: str, **options):  # noqa: ANN003, ANN202
    options.setdefault("timeout", None)
    options.setdefault("check_timeout", 300.0)
    result = explore_file(PROGRAM, name, **options)
    check_reproducible(result, result.module, name)
    return result


def test_a_sub_callback_of_a_library_runs_rewritten() -> None:
    result = _run("unescaped", max_paths=8)
    notes = result.summary.notes
    # before: "hash() of a symbolic value" at html/__init__.py:108 (``s in _html5``), and
    # runs off their path: ``s[1] in 'xX'`` raised TypeError on the unrewritten callback
    assert not any("hash()" in n or "concolic run gave" in n for n in notes), notes
    assert len(result.examples) == 8


def test_a_large_int_keyed_table_reaches_every_value_test() -> None:
    # the default check budget: an ite over the 252 keys ran out of it (unknown)
    result = _run("code_point_name", check_timeout=5.0)
    assert {e.value for e in result.examples} == {"none", "a", "other"}
    assert result.summary.unknown == {} and result.summary.checks <= 3


def test_setattr_by_a_symbolic_name_reaches_later_reads_by_constant_names() -> None:
    # before: "port 80" and "user set" were never reached (the new attribute's name was
    # not tied to the reads of s.port and hasattr(s, "user"))
    result = _run("configured", max_paths=12)
    assert {e.value for e in result.examples} == {"host set", "port 80", "user set",
                                                  "defaults"}


def test_a_constant_read_decides_the_stored_name_exactly() -> None:
    from strsat.explore.attributes import setattr_, tie_constant
    from strsat.python import SymStr, Trace
    from strsat.terms import STRING, var
    from strsat.terms.evaluate import evaluate

    class Plain:
        pass

    for stored, read in (("port", "port"), ("user", "port"), ("", "port")):
        with Trace({"k": stored}) as trace:
            o = Plain()
            setattr_(setattr, o, SymStr("k", stored), 1)
            before = len(trace.decisions)
            tie_constant(o, read)
            tie_constant(o, "__class__")  # one of the names before: no decision
        (decision,) = trace.decisions[before:]
        assert decision.taken is (stored == read)
        k = var("k", STRING)
        for other in ("port", "user", "", "porta"):
            assert evaluate(decision.condition, {k: other}) is (other == read)


def test_a_memoryview_of_the_input_keeps_it_symbolic() -> None:
    # before: "a call to memoryview: a symbolic value made concrete", one path
    result = _run("header")
    assert {e.value for e in result.examples} == {"short", "bad magic", "elf", "other"}
    assert not result.summary.notes, result.summary.notes
