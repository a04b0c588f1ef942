"""The order of a check's terms (:func:`strsat.terms.term.check_order`, issue 40): the
subterms of the check's formulas by first occurrence, post-order, then the terms the
check asks for, in the order it first asks; terms it never asked for come first, by
structure.  None of it depends on the serials, i.e. on what the process made before."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.terms import INT, STRING, integer, mk, string, var
from strsat.terms.term import INTERNER, Term, check_order, input_order
from strsat.terms.walk import free_vars, postorder_many


def _ordered(ts: list[Term]) -> list[Term]:
    return sorted(ts, key=check_order)


def test_the_input_first_in_post_order_then_the_terms_asked_for() -> None:
    x, y, z = var("x", STRING), var("y", STRING), var("z", STRING)
    late = mk("str.++", z, z)  # made before the check, asked for by it only later
    f = mk("=", mk("str.++", y, x), string("ab"))
    g = mk("str.prefixof", x, z)
    with input_order([f, g]):
        made = mk("str.++", x, y)  # new in the check
        assert mk("str.++", z, z) is late  # asked for again: numbered now
        assert _ordered([late, made, g, z, f, x, y]) == [y, x, f, z, g, made, late]
        assert [t for t in _ordered(list(postorder_many([f, g])))] == list(
            postorder_many([f, g]))


def test_terms_the_check_did_not_ask_for_come_first_by_structure() -> None:
    a, b = var("a", INT), var("b", INT)
    old = [integer(7), mk("+", a, b), mk("*", a, b)]
    by_hash = sorted(old, key=hash)
    with input_order([mk("<", b, a)]):
        assert _ordered([a, b, *old]) == [*by_hash, b, a]
    assert _ordered(old) == by_hash  # outside a check: by structure


def test_an_inner_check_goes_on_with_the_outer_order() -> None:
    x, y, z = var("x", STRING), var("y", STRING), var("z", STRING)
    with input_order([mk("str.prefixof", y, x)]):
        with input_order([mk("str.prefixof", z, mk("str.++", x, y))]):
            assert _ordered([z, y, x]) == [y, x, z]
            inner = mk("str.++", y, y)
        assert _ordered([inner, z, x, y]) == [y, x, z, inner]
    assert _ordered([x, y]) == sorted([x, y], key=hash)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from("uvwxyz"), min_size=1, max_size=8),
       st.integers(min_value=0, max_value=50))
def test_the_order_does_not_depend_on_the_serials(names: list[str], shift: int) -> None:
    # the same formula in a check after the process made other terms (advanced serials)
    def order() -> list[str]:
        parts = [var(n, STRING) for n in names]
        f = mk("=", mk("str.++", *parts, string("c")) if len(parts) > 1 else parts[0],
               string("abc"))
        with input_order([f]):
            return [str(v) for v in sorted(free_vars(f), key=check_order)]

    first = order()
    for _ in range(shift):
        next(INTERNER.ids)
    var(f"junk{shift}", STRING)
    assert order() == first == list(dict.fromkeys(names))


def test_checks_in_two_threads_leave_no_numbering_open() -> None:
    # the first to open is not the last to close: the numbering still ends with both
    import threading

    x, y = var("x", STRING), var("y", STRING)
    opened, closed = threading.Barrier(2), threading.Event()

    def first() -> None:
        with input_order([mk("str.prefixof", x, y)]):
            opened.wait()
        closed.set()

    def second() -> None:
        with input_order([mk("str.prefixof", y, x)]):
            opened.wait()
            closed.wait()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert _ordered([x, y]) == sorted([x, y], key=hash)  # outside a check: by structure
    with input_order([mk("str.prefixof", y, x)]):
        assert _ordered([x, y]) == [y, x]
