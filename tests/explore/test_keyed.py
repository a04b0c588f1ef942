"""A dict or a set that receives symbolic keys keeps them symbolic (issue 38, the first
class of brief "exclass"; :mod:`strsat.explore.keyed`), and so do ``Counter(s)``,
``sorted(s)``, ``reversed(s)`` and ``itertools.groupby(s)``
(:mod:`strsat.explore.iteration`): ``d[k] = v``, ``d[k] += 1``, ``s.add(k)``,
``del d[k]``, displays and comprehensions decide the key's equality with the stored keys
instead of hashing it, so nothing is noted as made concrete, the runs are not loose (a
flip that cannot hold is *proved* infeasible, not left unknown) and each input found
reproduces its outcome in CPython (helpers.check_reproducible)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file

PROGRAM = os.path.join(HERE, "keyed_programs.py")


def run(name: str, **options):  # noqa: ANN003, ANN201
    result = explore_file(PROGRAM, name, timeout=None, check_timeout=300.0, **options)
    check_reproducible(result, result.module, name)
    return result


def _hashed(result) -> list[str]:  # noqa: ANN001
    """The notes of values made concrete (a hash, a set's order, a length hint, a C call)."""
    return [n for n in result.summary.notes if "hash" in n or "iteration order" in n
            or "made concrete" in n]


@pytest.mark.parametrize(("name", "expected"), [
    ("tally", {("return", "uniform"), ("return", "two a"), ("return", "varied"),
               ("return", "other")}),
    ("most", {("raise", "ValueError"), ("return", 0), ("return", 1), ("return", 2)}),
    ("duplicates", {("return", "duplicate"), ("return", "many"), ("return", "few")}),
    ("fields", {("return", "empty host"), ("raise", "KeyError")}),
    ("letters", {("return", "two kinds and a dash"), ("return", "other")}),
    ("counted", {("return", 0), ("return", 1), ("return", 2)}),
    ("census", {("return", "many a"), ("return", "one kind"), ("return", "other")}),
    ("spread", {("return", "a to c"), ("return", "last b"), ("return", "other")}),
    ("longest_run", {("raise", "ValueError"), ("return", 0), ("return", 1), ("return", 2)}),
    ("commonest", {("return", ""), ("return", "none")}),
    ("verb", {("return", "long read"), ("return", "read"), ("return", "write"),
              ("return", "unknown")}),
])
def test_symbolic_keys_stay_symbolic(name: str, expected: set[tuple[str, object]]) -> None:
    result = run(name, max_paths=40)
    got = {(kind, value if kind == "return" else value) for kind, value in outcomes(result)}
    assert expected <= got, got
    assert not _hashed(result), result.summary.notes
    assert not any("pins" in reason for reason in result.summary.unknown), \
        result.summary.unknown


def test_a_flip_the_stored_keys_rule_out_is_proved_infeasible() -> None:
    """``tally``: with every key kept symbolic the search is not loose, so the flips that
    cannot hold (one distinct character but not a uniform string ...) are proved so."""
    result = run("tally")
    assert result.summary.stopped == "exhausted"
    assert result.summary.infeasible >= 1 and not result.summary.unknown
    assert result.summary.coverage.covered == result.summary.coverage.branches


def test_tuple_keys_holding_symbolic_items_are_one_decision() -> None:
    """``(scheme.lower(), port) in table``, ``d[(part, len(part))] += 1``: the tuple key is
    found among the stored tuples by one decision (no hash, no note)."""
    result = run("service", max_paths=40)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert {"web", "files", "repeated", "unknown"} <= got, got
    assert not _hashed(result), result.summary.notes


def test_mappings_written_in_python_look_keys_up_by_decisions() -> None:
    """``key in user_dict``, ``mapping[key]`` of a ``Mapping`` subclass: the Python
    ``__contains__``/``__getitem__`` runs rewritten, so every outcome is reached and no
    key meets C code (before, the run diverged from the plain call after one path)."""
    result = run("expand", max_paths=40)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert {v.split()[0] for v in got} == {"country", "alias", "word"}, got
    assert not _hashed(result), result.summary.notes


def test_a_lookup_in_a_table_of_300_keys_reaches_a_hit_and_a_miss() -> None:
    """``table.get(name.lower())`` over 300 names, ``port in ports`` over 300 ints: each
    lookup is one decision (a finite language, int ranges), both sides reached."""
    result = run("wide_lookup", max_paths=20)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert {"unknown name", "known name", "code six", "listed", "listed port"} <= got, got
    assert not _hashed(result), result.summary.notes


#: ``duplicates`` explored in a fresh interpreter (its set's order is the hash order of
#: the parts, which PYTHONHASHSEED changes): the return values reached in 40 paths
_DUPLICATES = """
import sys
from strsat.explore import explore_file
result = explore_file(sys.argv[1], "duplicates", timeout=None, check_timeout=300.0,
                      max_paths=40)
print(sorted({e.value for e in result.examples if e.outcome == "return"}))
"""


@pytest.mark.parametrize("hash_seed", ["0", "1", "2"])
def test_duplicates_reaches_every_outcome_whatever_the_hash_order(hash_seed: str) -> None:
    """``part in seen`` over symbolic stored parts is one decision, so a flip to "not
    seen" denies every stored part whatever the model (before, the flip of one part's
    equality, in the set's hash order, left the others open: with the small witnesses'
    shortest models runs went off their path and "many" was not reached in 40 paths)."""
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-c", _DUPLICATES, PROGRAM], env=env, check=True,
                         capture_output=True, text=True).stdout
    assert out.strip() == "['duplicate', 'few', 'many']", out


@pytest.mark.parametrize(("name", "expected"), [
    ("endpoint_kind", {"plain", "tls", "custom"}),
    ("pair_of", {"first", "second", "none"}),
    ("reserved", {"reserved", "free"}),
    ("word_counts", {"stopped", "repeated", "distinct"}),
])
def test_object_keys_are_compared_by_their_class(name: str, expected: set[str]) -> None:
    """A frozen dataclass, a named tuple or an object with its own ``__eq__``/``__hash__``
    built from symbolic values, used as a dict key or set member: compared with the stored
    keys by its class's ``__eq__``, never hashed for a lookup (before: "hash() of a
    symbolic value" or "a call to hash" pinned the input, one path)."""
    result = run(name, max_paths=40)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert expected <= got, got
    assert not _hashed(result), result.summary.notes


def test_an_object_key_in_a_large_dict_is_hashed_with_a_note() -> None:
    """Beyond ``KEY_LIMIT`` stored keys an object key is hashed as CPython does: noted."""
    result = run("many_words", max_paths=5)
    assert any("hash" in n for n in result.summary.notes), result.summary.notes


def test_a_hash_cached_in_init_loosens_the_run_instead_of_pinning_it() -> None:
    """``self._hash = hash(self.text)`` of a symbolic text: the concrete hash, unrecorded
    (noted: the run is loose from there), so the lookup's decision by ``__eq__`` still
    reaches both sides (before: "a call to hash" pinned the input, one path)."""
    result = explore_file(PROGRAM, "cached_hash_name", timeout=None, check_timeout=300.0,
                          max_paths=20)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert got == {"admin", "user"}, got
    assert not any("made concrete" in n for n in result.summary.notes), result.summary.notes
    assert any("cached hash" in n for n in result.summary.notes), result.summary.notes


def test_a_dataclass_key_is_one_decision_over_the_stored_keys() -> None:
    """A frozen dataclass's generated ``__eq__`` is read as the equality of its fields'
    tuples: the lookup is one decision (found or not, then which), so the exploration
    is exhausted in a path per outcome (the per-field decisions of running ``__eq__``
    took a path per field and stored key)."""
    result = run("endpoint_kind", max_paths=40)
    assert result.summary.stopped == "exhausted"
    assert len(result.examples) == 3, [e.args for e in result.examples]
