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
