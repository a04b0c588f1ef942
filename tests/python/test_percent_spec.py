"""printf-style conversions with flags, a width or a precision of a symbolic ``int`` or
``str`` (``'%02x' % n``, ``'%-6s' % s``: :mod:`strsat.python.percent_spec`, brief
"survey7"): CPython's result and exceptions on every drawn value, the result a term of
the argument (no note), and the specs left to CPython still right."""

from __future__ import annotations

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_INT, SYM_STR, agreement_tests

from strsat.explore.runtime import percent
from strsat.python import SymInt, SymStr, Trace

ints = st.one_of(st.integers(-300, 300), st.sampled_from([0, -1, 255, 256, 65535, -65536]))
texts = st.text(alphabet="ab -0\u00e9", max_size=5)
int_formats = st.sampled_from([
    "%02x", "%04X", "%#x", "%#06X", "%-5d|", "%+d", "% d", "%05d", "%-05d|", "%+05i", "% 4u",
    "%o", "%#o", "%#8o", "%3d:%02d", "%08x", "%-#6x|", "%.3d", "%5.2x", "%c", "%+5.1f"])
str_formats = st.sampled_from([
    "%5s", "%-5s|", "%.2s", "%6.3s", "%-4.1s|", "%05s", "% s", "%+3s", "%-s", "%.s", "%3d",
    "%10s", "%5r"])

OPERATIONS = {
    "int spec": (lambda n, f: percent(f, n if f.count("%") == 1 else (n, n)), [SYM_INT, PLAIN],
                 [ints, int_formats]),
    "bool spec": (lambda b, f: percent(f, (b,)), [SYM_BOOL, PLAIN],
                  [st.booleans(), st.sampled_from(["%02d", "%-3x|", "%3s", "%#o"])]),
    "str spec": (lambda s, f: percent(f, (s,)), [SYM_STR, PLAIN], [texts, str_formats]),
    "int in str spec": (lambda n, f: percent(f, (n,)), [SYM_INT, PLAIN],
                        [ints, st.sampled_from(["%5s", "%-4s|", "%.1s"])]),
    "str in int spec": (lambda s, f: percent(f, (s,)), [SYM_STR, PLAIN],
                        [texts, st.sampled_from(["%02x", "%-3d"])]),
}

#: each conversion agrees with CPython (60 examples; 1000 in the slow run)
test_percent_spec_agrees_with_cpython, test_percent_spec_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 60, 1000)


def test_modelled_specs_keep_the_value_symbolic() -> None:
    """Before, any flag or width made the value concrete (a note, the input pinned)."""
    for fmt, value in (("%02x", 10), ("%#06X", -7), ("%-5d|", 3), ("%+05i", 12),
                       ("% 4u", 5), ("%#8o", 8)):
        trace = Trace({})
        with trace:
            got = percent(fmt, SymInt("n", value))
        assert isinstance(got, SymStr) and got.value == fmt % value, (fmt, got)
        assert not trace.notes, (fmt, trace.notes)
    for fmt in ("%5s", "%-5s|", "%6.3s", "%.2s"):
        trace = Trace({})
        with trace:
            got = percent(fmt, SymStr("s", "abcd"))
        assert isinstance(got, SymStr) and got.value == fmt % "abcd", (fmt, got)
        assert not trace.notes, (fmt, trace.notes)


#: an int conversion with a precision (a least number of digits: netaddr's ``'%.2x' % n``)
precision_formats = st.sampled_from([
    "%.2x", "%.3d", "%5.2x", "%-6.3x|", "%#.3x", "%+.3d", "% .3d", "%.0d", "%#.3o", "%#06.3x",
    "%05.3d", "%.4X", "%012.1x", "%-#8.3o|", "%.i", "%3.1u", "%0-6.2d|", "%+08.3X"])

PRECISION_OPERATIONS = {
    "int precision": (lambda n, f: percent(f, (n,)), [SYM_INT, PLAIN], [ints, precision_formats]),
}

#: each agrees with CPython (60 examples; 1000 in the slow run)
test_int_precision_agrees_with_cpython, test_int_precision_agrees_with_cpython_long = \
    agreement_tests(PRECISION_OPERATIONS, 60, 1000)


def test_an_int_precision_keeps_the_value_symbolic() -> None:
    """Before, a precision made the int concrete (a note, the input pinned)."""
    for fmt, value in (("%.2x", 10), ("%.3d", -7), ("%#06.3x", 5), ("%-6.3X|", 300),
                       ("%+.4o", 8), ("%.0d", 0)):
        trace = Trace({})
        with trace:
            got = percent(fmt, SymInt("n", value))
        assert isinstance(got, SymStr) and got.value == fmt % value, (fmt, got)
        assert not trace.notes, (fmt, trace.notes)


def _index(item: object, seq: list[str] | tuple[str, ...], start: int, stop: int) -> object:
    from strsat.explore.runtime import sequence_index

    if isinstance(item, SymStr | SymInt):
        return sequence_index(seq, item, start, stop)
    return seq.index(item, start, stop)


#: ``list.index``/``tuple.index`` of a symbolic item (brief "survey7": before, a miss
#: asked the item for its repr in C, pinning it): CPython's index or ValueError
INDEX_OPERATIONS = {
    "list.index": (_index, [SYM_STR, PLAIN, PLAIN, PLAIN], [
        st.sampled_from(["", "jan", "feb", "x", "Jan"]),
        st.sampled_from([["jan", "feb", "mar"], ["feb", "jan", "feb"], [], ("jan", "x")]),
        st.integers(-4, 4), st.sampled_from([0, 2, 9, -1, 2 ** 63])]),
    "int tuple.index": (_index, [SYM_INT, PLAIN, PLAIN, PLAIN], [
        st.integers(-2, 4), st.sampled_from([(1, 2, 3), (3, 3), (), [0, 1]]),
        st.integers(-3, 3), st.just(10)]),
}

test_index_agrees_with_cpython, test_index_agrees_with_cpython_long = \
    agreement_tests(INDEX_OPERATIONS, 60, 1000)


def test_a_miss_does_not_pin_the_item() -> None:
    from strsat.explore.runtime import sequence_index

    trace = Trace({})
    with trace:
        try:
            sequence_index(["jan", "feb"], SymStr("m", "may"))
        except ValueError as exc:
            assert str(exc) == "'may' is not in list"
    # one decision: the item is none of the plain items (survey34; one per item before)
    assert len(trace.decisions) == 1 and not trace.notes, trace.notes
