"""Terms and regex nodes hash by their structure (not by their serial nor their address
nor Python's per-process string hash), and a check's terms stay alive while it runs, so a
search does not depend on the process's history (issue 40)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import textwrap

import pytest
from hypothesis import given
from term_strategies import terms

from strsat.terms import INT, STRING, Term, boolean, integer, mk, string, var
from strsat.terms.term import INTERNER, pinned_terms, structural_hash
from strsat.terms.walk import postorder


def test_hash_is_structural_not_the_serial() -> None:
    # a variable no other module names: a term of common names can be kept alive by a
    # test module's constants (pytest imports them all), and then keeps its serial
    x_ = var("identity_test_x", STRING)
    t = mk("str.++", x_, string("ab"))
    assert {t: 1}[mk("str.++", x_, string("ab"))] == 1
    serial, code = t.id, hash(t)
    del t
    gc.collect()
    for _ in range(7):  # the serials move on: the same structure built again hashes alike
        next(INTERNER.ids)
    again = mk("str.++", x_, string("ab"))
    assert again.id != serial and hash(again) == code
    # the fields count: another operator, sort, value, index or child order hashes apart
    # (these are not collisions of the CRC of a string or of small integers)
    x, y = var("x", STRING), var("y", STRING)
    others = {mk("str.++", y, x), mk("str.++", x, y), var("x", INT), var("y", INT),
              mk("str.++", x, string("ba")), integer(1), integer(2), boolean(True),
              mk("re.loop", mk("str.to_re", x), indices=(1, 2)),
              mk("re.loop", mk("str.to_re", x), indices=(2, 1)), string("x"), string("")}
    assert len({hash(o) for o in others}) == len(others)


_HASHES = textwrap.dedent("""
    import sys
    garbage = [{i: (i,)} for i in range(int(sys.argv[1]))]
    from strsat.regex import ast
    from strsat.terms import INT, STRING, integer, mk, string, var
    from strsat.terms import regex_nodes as rn
    for _ in range(int(sys.argv[1])):
        next(ast.INTERNER.ids), next(rn.INTERNER.ids)
    x = var("x", STRING)
    terms = [x, var("n", INT), string("a\\ud800é"), integer(-5), mk("str.++", x, string("q")),
             mk("str.in_re", x, mk("re.*", mk("str.to_re", string("ab"))))]
    nodes = [rn.loop(rn.union([rn.literal("ab"), rn.chars([(48, 57)])]), 1, None),
             ast.star(ast.union(ast.literal("ab"), ast.literal("c")))]
    print([hash(t) for t in terms], [hash(n) for n in nodes])
    print([t.value for t in set(var(f"v{i}", STRING) for i in range(200))])
""")


def test_hashes_are_the_same_in_every_process_and_history() -> None:
    """Python's ``str`` hash is seeded per process (PYTHONHASHSEED) and the default
    hash of an object is its address: neither may reach a term's or a regex node's hash."""
    outputs = set()
    for seed, made_before in (("0", 0), ("1", 5_000), ("2", 0), ("random", 123)):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        outputs.add(subprocess.run([sys.executable, "-c", _HASHES, str(made_before)],
                                   capture_output=True, text=True, timeout=120, check=True,
                                   env=env).stdout)
    assert len(outputs) == 1, outputs


def test_pinned_terms_keep_their_serial_when_dropped_and_rebuilt() -> None:
    with pinned_terms():
        first = mk("str.++", var("pinned_y", STRING), string("zq")).id
        rebuilt = mk("str.++", var("pinned_y", STRING), string("zq")).id
    assert first == rebuilt
    # outside a pin nothing keeps it: rebuilt after it died, it is a new term
    serial = mk("str.++", var("loose_y", STRING), string("zq")).id
    assert mk("str.++", var("loose_y", STRING), string("zq")).id != serial


def test_nested_pins_release_in_any_order() -> None:
    outer, inner = pinned_terms(), pinned_terms()
    outer.__enter__()
    inner.__enter__()
    outer.__exit__(None, None, None)
    inner.__exit__(None, None, None)
    from strsat.terms import term

    assert term._pins == []


_SET_ORDER = textwrap.dedent("""
    import sys
    garbage = [{i: (i,)} for i in range(int(sys.argv[1]))]
    from strsat.terms import STRING, var
    terms = [var(f"v{i}", STRING) for i in range(200)]
    del garbage
    print([t.value for t in set(terms)])
""")


def test_sets_of_terms_iterate_alike_whatever_was_allocated_before() -> None:
    # with the default identity hash the order followed the terms' addresses, which
    # moved with the allocations made before them (and searches iterate such sets)
    outputs = {
        subprocess.run([sys.executable, "-c", _SET_ORDER, str(n)], capture_output=True,
                       text=True, timeout=120, check=True).stdout
        for n in (0, 1_000, 200_000)
    }
    assert len(outputs) == 1


def test_the_three_kinds_of_shared_nodes_use_one_interner() -> None:
    """Terms, regex derivative nodes and regex ASTs are hash-consed by one mechanism
    (:mod:`strsat.terms.interning`): equal structure is the same node, with a serial id
    from its own counter."""
    from strsat.regex import ast
    from strsat.terms import regex_nodes, term
    from strsat.terms.interning import Interner

    interners = [term.INTERNER, regex_nodes.INTERNER, ast.INTERNER]
    assert all(isinstance(i, Interner) for i in interners)
    assert len({id(i.table) for i in interners}) == 3
    x = var("x", STRING)
    assert mk("str.++", x, string("a")) is mk("str.++", x, string("a"))
    a = regex_nodes.chars([(97, 97)])
    assert regex_nodes.concat(a, a) is regex_nodes.concat(a, a)
    assert ast.concat(ast.literal("b"), ast.star(ast.literal("c"))) is \
        ast.concat(ast.literal("b"), ast.star(ast.literal("c")))
    assert all(len(i) > 0 for i in interners)


def test_the_interner_holds_its_nodes_weakly() -> None:
    """The table's entries are weak references: a dead node's entry leaves the table,
    and the same structure built again is a new node; a live node is found again."""
    import gc

    from strsat.terms.term import INTERNER

    x = var("weak_x", STRING)
    t = mk("str.++", x, string("weak"))
    before = len(INTERNER.table)
    serial = t.id
    assert mk("str.++", x, string("weak")) is t
    del t
    gc.collect()
    assert len(INTERNER.table) < before
    assert mk("str.++", x, string("weak")).id != serial
    assert x in INTERNER.live()


def test_enter_keeps_the_node_entered_first() -> None:
    """Two threads that build one structure at once get the node entered first."""
    from strsat.terms.interning import Interner

    class Node:
        pass

    interner: Interner[Node] = Interner("test nodes")
    first, second = Node(), Node()
    assert interner.enter("k", first) is first
    assert interner.enter("k", second) is first
    assert interner.live() == [first] and len(interner) == 1
    del first
    import gc

    gc.collect()
    assert len(interner) == 0 and "k" not in interner.table
    assert interner.enter("k", second) is second


@given(terms(STRING, depth=3))
def test_a_made_term_is_a_term_hashed_by_structural_hash(t: Term) -> None:
    """:func:`interned` fills a new node's fields itself: the node is a plain, immutable
    :class:`Term` whose hash is :func:`structural_hash` of its fields."""
    for s in postorder(t):
        assert type(s) is Term
        assert s.hashcode == structural_hash(s.op, s.sort, s.value, s.indices,
                                             tuple(a.hashcode for a in s.args))
    with pytest.raises(AttributeError):
        t.op = "x"  # type: ignore[misc]


def test_a_dead_entry_under_the_key_is_replaced() -> None:
    """A dead node's reference still in the table (its removal not run yet) gives way to
    the new node under the same key."""
    import weakref

    from strsat.terms.term import _interned

    class Gone:
        pass

    x = var("dead_entry_x", STRING)
    key = ("str.++", STRING._name_, type(None), None, (), (x.id, x.id))
    _interned[key] = weakref.ref(Gone())  # dead at once
    t = mk("str.++", x, x)
    assert _interned[key]() is t and mk("str.++", x, x) is t
