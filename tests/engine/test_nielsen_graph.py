"""Nielsen graphs of word-equation systems (engine/procedures/nielsen_graph.py): the graph's answer
agrees with brute force on short words, its walks give solutions, and the affine
length maps agree with the lengths of those solutions."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine.procedures.nielsen_graph import (
    NielsenGraph,
    Word,
    _cancel,
    apply_morphism,
    child_node,
    compose,
    edge_length_map,
    identity,
    morphism_power,
    normalize,
    power,
    rewritings,
    solution,
    substitute,
    var_symbol,
    walk_length_map,
    walk_morphism,
)

X, Y, Z = var_symbol(0), var_symbol(1), var_symbol(2)
A, B = ord("a"), ord("b")


def word(text: str) -> Word:
    """'xab' -> (X, a, b): lower-case x, y, z are variables, the rest letters."""
    return tuple({"x": X, "y": Y, "z": Z}.get(c, ord(c)) for c in text)


def holds(equations: list[tuple[Word, Word]], values: dict[int, str]) -> bool:
    def text(w: Word) -> str:
        return "".join(values.get(s, "") if s < 0 else chr(s) for s in w)
    return all(text(left) == text(right) for left, right in equations)


def brute_force(equations: list[tuple[Word, Word]], n: int, longest: int) -> bool:
    words = ["".join(p) for k in range(longest + 1) for p in itertools.product("ab", repeat=k)]
    return any(holds(equations, {var_symbol(i): w for i, w in enumerate(values)})
               for values in itertools.product(words, repeat=n))


def test_commuting_variables_have_a_solution_and_a_walk_gives_it() -> None:
    eqs = [(word("xaby"), word("yabx"))]
    graph = NielsenGraph(eqs, Deadline(10))
    assert graph.complete and graph.reaches_trivial()
    walk = graph.shortest_walk()
    assert walk is not None
    assert holds(eqs, solution(walk_morphism(walk, 1000), 2, {}))


def test_conjugates_without_solution_are_refuted() -> None:
    # x·ab = ba·x has solutions (x = b(ab)^k); x·abb = bba·x has none (abb, bba not conjugate
    # by a common factorisation... checked by brute force below)
    eqs = [(word("xabb"), word("bbax"))]
    graph = NielsenGraph(eqs, Deadline(10))
    assert graph.complete
    assert graph.reaches_trivial() == brute_force(eqs, 1, 8)


def test_letter_counts_refute_at_normalisation() -> None:
    assert normalize([(word("xxa"), word("xbx"))]) is None  # one more a on the left
    assert normalize([(word("ax"), word("bx"))]) is None
    node, erased = normalize([(word("xy"), word(""))])  # type: ignore[misc]
    assert node == () and erased == {X, Y}


_sides = st.lists(st.sampled_from("xyab"), min_size=0, max_size=5).map("".join)


def _quadratic(left: str, right: str) -> bool:
    return all((left + right).count(v) <= 2 for v in "xy")


@settings(max_examples=150, deadline=None)
@given(_sides, _sides)
def test_graph_agrees_with_brute_force_on_quadratic_equations(left: str, right: str) -> None:
    if not _quadratic(left, right):
        return
    eqs = [(word(left), word(right))]
    graph = NielsenGraph(eqs, Deadline(10))
    assert graph.complete  # quadratic: the graph is finite and small
    found = brute_force(eqs, 2, 4)
    if graph.reaches_trivial():
        walk = graph.shortest_walk()
        assert walk is not None
        assert holds(eqs, solution(walk_morphism(walk, 10_000), 2, {}))
    else:
        assert not found, (left, right)


@settings(max_examples=100, deadline=None)
@given(_sides, _sides, st.lists(st.sampled_from(["", "a", "ab", "bba"]), min_size=2,
                                max_size=2))
def test_length_maps_agree_with_the_words_of_walks(left: str, right: str,
                                                   free_words: list[str]) -> None:
    if not _quadratic(left, right):
        return
    eqs = [(word(left), word(right))]
    graph = NielsenGraph(eqs, Deadline(10))
    walk = graph.shortest_walk()
    if walk is None or graph.root_erased:
        return
    free = {var_symbol(i): w for i, w in enumerate(free_words)}
    values = solution(walk_morphism(walk, 10_000), 2, free)
    assert holds(eqs, values)
    matrix, offset = walk_length_map(walk, 2)
    sizes = [len(w) for w in free_words]
    for i in range(2):
        assert len(values[var_symbol(i)]) == offset[i] + sum(
            matrix[i][j] * sizes[j] for j in range(2))


def test_pumping_a_morphism_and_its_length_map_agree() -> None:
    # the edge x ↦ y·x (y untouched) taken k times: |x| grows by k·|y|
    edge = ((), X, (Y, X), frozenset())
    h = morphism_power(walk_morphism([edge], 100), 5, 100)
    assert apply_morphism(h, (X,)) == (Y,) * 5 + (X,)
    matrix, offset = power(edge_length_map(edge, 2), 5)
    assert matrix == [[1, 5], [0, 1]] and offset == [0, 0]
    assert compose(identity(2), (matrix, offset)) == (matrix, offset)


def test_a_graph_past_its_node_budget_is_incomplete() -> None:
    eqs = [(word("xaby"), word("yabx"))]
    assert NielsenGraph(eqs, Deadline(10)).complete
    small = NielsenGraph(eqs, Deadline(10), max_nodes=1)
    assert not small.complete


def test_smallest_first_reaches_the_trivial_node_of_a_non_quadratic_system() -> None:
    """woorpje 03_track_189: variables up to ten times, so the graph does not end;
    breadth first passed 20,000 nodes without the trivial node, smallest first reaches
    it in a few dozen, and the walk is a solution."""
    names = "HIJMNOQSTV"

    def w(text: str) -> Word:
        return tuple(var_symbol(names.index(c)) if c in names else ord(c) for c in text)

    eq = (w("aaIaaIIaaaaIaaaIaaIIaaaaIbJaaaJJJabaMOabQSbV"),
          w("aJHIIaaIaaJaaaMJaaaMbNNMNNNMNbSSSSbTTbaa"))
    graph = NielsenGraph([eq], Deadline(30), max_nodes=200, stop_at_trivial=True)
    assert graph.reaches_trivial()
    walk = graph.shortest_walk()
    assert walk is not None
    values = solution(walk_morphism(walk, 10_000), len(names), {})
    assert holds([eq], values)


def _affine(n: int) -> st.SearchStrategy[tuple[list[list[int]], list[int]]]:
    entries = st.integers(0, 3)
    return st.tuples(st.lists(st.lists(entries, min_size=n, max_size=n), min_size=n, max_size=n),
                     st.lists(entries, min_size=n, max_size=n))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.integers(1, 5).flatmap(lambda n: st.tuples(_affine(n), _affine(n))))
def test_compose_agrees_with_the_dense_product(maps: tuple) -> None:
    """The sparse product (over non-zero entries) is the matrix product, offset included."""
    (a, b), (c, d) = maps
    n = len(a)
    matrix = [[sum(a[i][k] * c[k][j] for k in range(n)) for j in range(n)] for i in range(n)]
    offset = [sum(a[i][k] * d[k] for k in range(n)) + b[i] for i in range(n)]
    assert compose((a, b), (c, d)) == (matrix, offset)


_equation_sides = st.text(alphabet="xyzab", min_size=1, max_size=6).map(word)


def naive_normalize(equations: list[tuple[Word, Word]]):  # type: ignore[no-untyped-def]
    """The reference: every equation cancelled again in every round, until no variable
    is erased (what :func:`normalize` does reading only the equations that change)."""
    erased: set[int] = set()
    pending = list(equations)
    while True:
        out: set[tuple[Word, Word]] = set()
        grew = False
        for left, right in pending:
            eq = _cancel(tuple(s for s in left if s not in erased),
                         tuple(s for s in right if s not in erased))
            if eq is None:
                return None
            if not eq[1]:
                continue
            if not eq[0]:
                if any(s >= 0 for s in eq[1]):
                    return None
                erased.update(eq[1])
                grew = True
                continue
            out.add(eq)
        if not grew:
            return tuple(sorted(out)), frozenset(erased)
        pending = list(out)


@given(st.lists(st.tuples(_equation_sides, _equation_sides), min_size=1, max_size=5))
def test_a_child_is_the_normalised_substituted_parent(equations: list[tuple[Word, Word]]
                                                      ) -> None:
    """:func:`child_node` (the parent's untouched equations kept) makes the same child and
    erases the same variables as normalising the whole substituted system naively, for
    every rewriting of the node, including those that erase a variable the kept
    equations hold."""
    normal = normalize(equations)
    assert normal == naive_normalize(equations)
    if normal is None or not normal[0]:
        return
    node = normal[0]
    for var, image in rewritings(node):
        assert child_node(node, var, image) == naive_normalize(substitute(node, var, image))


def test_an_erased_variable_reaches_the_kept_equations() -> None:
    """``y = ε`` turns ``xz = y`` into ``xz = ε``, erasing ``x`` and ``z``: the kept
    equation ``za = az`` (without ``y``) is read again and vanishes with them."""
    normal = normalize([(word("xz"), word("y")), (word("za"), word("az"))])
    assert normal is not None
    node = normal[0]
    assert len(node) == 2
    assert child_node(node, Y, ()) == ((), frozenset({X, Z}))
    assert normalize(substitute(node, Y, ())) == ((), frozenset({X, Z}))
