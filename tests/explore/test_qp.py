"""Exploring quoted-printable code (issue 38, bytes16): ``quopri.decodestring`` and
``encodestring`` reach the layer's models of ``binascii.a2b_qp``/``b2a_qp``
(:mod:`strsat.python.binascii_qp`) instead of ``quopri``'s pure-Python fallback, which
computes another function; a CPython ``BytesIO`` made from plain bytes and written a
symbolic value is shadowed by the explorer's buffer (:func:`.bytesio.shadow_bytes_method`)
instead of being routed to ``_pyio``'s twin method, which called the C method again.

On main ddf1c7a ``qp_length`` gave about 30 notes "the concolic run gave ... the plain
call ..." and 60+ "a call to BytesIO.write: its pure-Python twin disagrees with it", and
``buffered`` returned the written value repeated a few hundred times in the concolic run."""

from __future__ import annotations

import io
import os
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explore.helpers import HERE, check_reproducible, disagreements, outcomes
from strsat.explore import explore_file
from strsat.explore.bytesio import shadow_bytes_method
from strsat.python import SymBytes, Trace
from strsat.python.values import SymValue

PROGRAMS = os.path.join(HERE, "qp_programs.py")
OPTIONS = {"timeout": None, "check_timeout": 300.0, "stall": 60.0}


def run(name: str, **options: Any) -> Any:
    result = explore_file(PROGRAMS, name, **{**OPTIONS, **options})
    check_reproducible(result, result.module, name)
    return result


def test_quopri_decodestring_explores_cpythons_function() -> None:
    result = run("qp_length", max_paths=150)
    assert disagreements(result) == []
    assert {("return", v) for v in ("decoded", "shorter", "same length")} <= outcomes(result)
    assert result.summary.stopped == "exhausted", result.summary.stopped


def test_a2b_qp_with_header_reaches_each_outcome() -> None:
    result = run("qp_header", max_paths=80)
    assert disagreements(result) == []
    assert {("return", v) for v in ("space", "high byte", "other")} <= outcomes(result)


def test_quopri_encodestring_reaches_each_outcome() -> None:
    result = run("qp_encode", max_paths=80)
    assert disagreements(result) == []
    expected = {"escaped equals", "trailing space", "longer", "same"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)


def test_a_plain_bytesio_written_symbolic_bytes() -> None:
    result = run("buffered", max_paths=20)
    assert disagreements(result) == []
    assert not any("made concrete" in n for n in result.summary.notes), result.summary.notes
    assert {("return", v) for v in ("ok", "long", "short")} <= outcomes(result)


# -- the shadow agrees with CPython's BytesIO ---------------------------------------------------

OPS = st.one_of(
    st.tuples(st.just("write"), st.binary(max_size=4), st.booleans()),
    st.tuples(st.just("read"), st.one_of(st.none(), st.integers(-1, 6))),
    st.tuples(st.just("readline"), st.just(-1)),
    st.tuples(st.just("seek"), st.integers(0, 9)),
    st.tuples(st.just("tell")),
    st.tuples(st.just("getvalue")),
    st.tuples(st.just("truncate"), st.integers(0, 6)),
)


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, SymValue) else value


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(initial=st.binary(max_size=6), ops=st.lists(OPS, max_size=8))
def test_the_shadow_of_a_bytesio_agrees_with_cpython(initial: bytes,
                                                    ops: list[tuple[Any, ...]]) -> None:
    """A CPython ``BytesIO`` whose methods are called as the runtime calls them, a write
    of a symbolic ``bytes`` making the shadow, gives CPython's results and value."""
    theirs, mine = io.BytesIO(initial), io.BytesIO(initial)
    with Trace({}):
        for k, (name, *args) in enumerate(ops):
            expected = getattr(theirs, name)(*args[:1])
            symbolic = name == "write" and args[1]
            given_args = [SymBytes(f"w{k}", args[0])] if symbolic else args[:1]
            method = getattr(mine, name)
            routed = shadow_bytes_method(method, bool(symbolic)) or method
            assert _plain(routed(*given_args)) == expected, (initial, ops, k)


def test_a_library_objects_equality_and_str_run_rewritten() -> None:
    """``email.header``: a ``Header`` holds ``(text, Charset)`` tuples in a list (it holds
    symbolic values: its methods run rewritten), ``charset == last_charset`` runs
    ``Charset.__eq__`` rewritten, and its ``str(self)`` is its Python ``__repr__``.  On
    main each run of an encoded word raised ``TypeError('__str__ returned non-string')``
    where the plain call returned the text."""
    result = run("header_words", max_paths=6)
    assert disagreements(result) == []
    assert ("return", "decoded") in outcomes(result), outcomes(result)
    assert ("return", "unchanged") in outcomes(result)
