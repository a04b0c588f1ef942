"""``repr()``/``str()``/``ascii()`` of a ``list``, ``tuple`` or ``dict`` holding symbolic
values (:mod:`strsat.python.container_repr`) agree with CPython (``semantics_oracle``:
values, decisions and exception types) in every way a program writes them, and pin
nothing."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_INT, SYM_STR, Operation, agreement_tests

from strsat.explore.runtime import format_piece, loose_repr, percent
from strsat.python import SymInt, SymStr, Trace
from strsat.python.builtins import ascii_, repr_, str_, str_method
from strsat.python.container_repr import holds_symbolic

texts = st.text(alphabet=st.sampled_from("ab 'é\"\\\t\n\x00\x7f\xad\u0100"), max_size=5)
shapes = st.sampled_from(["list", "tuple1", "tuple", "dict", "nested", "dict_key", "self"])


def _build(shape: str, s: Any, n: Any) -> Any:
    """A container of ``shape`` holding the string ``s`` and the int ``n``."""
    if shape == "list":
        return [s, n, "k", None]
    if shape == "tuple1":
        return (s,)
    if shape == "tuple":
        return (n, s, ())
    if shape == "dict":
        return {"k": s, 1: n}
    if shape == "nested":
        return [{"a": (s, [n])}, []]
    if shape == "dict_key":
        return {"x": [s, s], n: {}}
    looped: list[Any] = [s]
    looped.append(looped)
    return looped


OPERATIONS: dict[str, Operation] = {
    "repr": (lambda sh, s, n: repr_(_build(sh, s, n)), [PLAIN, SYM_STR, SYM_INT],
             [shapes, texts, st.integers(-99, 99)]),
    "ascii": (lambda sh, s, n: ascii_(_build(sh, s, n)), [PLAIN, SYM_STR, SYM_INT],
              [shapes, texts, st.integers(-99, 99)]),
    "str": (lambda sh, s, b: str_(_build(sh, s, b)), [PLAIN, SYM_STR, SYM_BOOL],
            [shapes, texts, st.booleans()]),
    "loose_repr": (lambda sh, s, n: loose_repr(_build(sh, s, n)), [PLAIN, SYM_STR, SYM_INT],
                   [shapes, texts, st.integers(-9, 9)]),
    "fstring": (lambda sh, c, s: format_piece(_build(sh, s, 3), ord(c) if c else -1, ""),
                [PLAIN, PLAIN, SYM_STR], [shapes, st.sampled_from(["", "s", "r", "a"]), texts]),
    "fstring_spec": (lambda c, spec, s: format_piece((s, 1), ord(c) if c else -1, spec),
                     [PLAIN, PLAIN, SYM_STR],
                     [st.sampled_from(["", "s", "r", "a"]), st.sampled_from(["", ">12", "x"]),
                      texts]),
    "format": (lambda f, s: str_method(f, "format", [s, 2]), [PLAIN, SYM_STR],
               [st.sampled_from(["{}", "{!r}", "{!s:>9}", "{!a}", "{0}{0!r}"]), texts]),
    "percent": (lambda f, s: percent(f, ([s],)), [PLAIN, SYM_STR],
                [st.sampled_from(["%s", "%r", "<%a>", "%5s"]), texts]),
}

test_container_repr_agrees_with_cpython, test_container_repr_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=80, long_examples=400)


def test_the_containers_pin_nothing() -> None:
    with Trace({"s": "it's", "n": 7}) as trace:
        s, n = SymStr("s", "it's"), SymInt("n", 7)
        got = [repr_([s, n]), str_({"k": (s,)}), format_piece((s, n), ord("r"), ""),
               percent("%r", ([s],))]
    assert trace.notes == [], trace.notes
    assert [g.value for g in got] == [repr(["it's", 7]), str({"k": ("it's",)}),
                                      repr(("it's", 7)), repr(["it's"])]
    assert all(isinstance(g, SymStr) for g in got)


def test_only_the_exact_types_with_a_symbolic_value_are_written_here() -> None:
    from collections import OrderedDict
    s = SymStr("s", "v")
    assert holds_symbolic([1, (2, {"k": s})])
    assert not holds_symbolic([1, (2, {"k": "v"})])
    assert not holds_symbolic(OrderedDict(k=s))  # its own __repr__
    assert not holds_symbolic(frozenset([s.value]))  # a set: CPython's own repr
