"""Grammar memberships (issue 27) against brute force: random small grammars over
{a, b} (left recursion, ε-rules, ε- and unit cycles, useless nonterminals all
allowed), random lengths, optionally a second grammar, a negated grammar and a
regex; the engine's answer must agree with enumerating every word of the length,
decided by an oracle that shares no code with the solver or the evaluator (a
fixpoint over substrings)."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine
from strsat.terms import STRING, integer, mk, string, var
from strsat.terms.evaluate import holds
from strsat.terms.formulas import in_grammar
from strsat.terms.grammars import Chars, Grammar, Nt, accepts
from strsat.theory.grammar.normal import normalise, problems
from strsat.theory.grammar.product import Product, product_empty

A, B = Chars.char("a"), Chars.char("b")


def derives(g: Grammar, s: str) -> bool:
    """The oracle: D[(N, i, j)] by a fixpoint over all spans (ε and cycles included)."""
    n = len(s)
    derived: set[tuple[str, int, int]] = set()

    def seq(alt: tuple, i: int, j: int) -> bool:
        reach = {i}
        for sym in alt:
            nxt = set()
            for k in reach:
                if isinstance(sym, Chars):
                    if k < j and ord(s[k]) in sym:
                        nxt.add(k + 1)
                else:
                    nxt.update(m for m in range(k, j + 1) if (sym.name, k, m) in derived)
            reach = nxt
        return j in reach

    changed = True
    while changed:
        changed = False
        for nt, alts in g.rules:
            for i in range(n + 1):
                for j in range(i, n + 1):
                    if (nt, i, j) not in derived and any(seq(a, i, j) for a in alts):
                        derived.add((nt, i, j))
                        changed = True
    return (g.start, 0, n) in derived


@st.composite
def grammars(draw: st.DrawFn, name: str = "G") -> Grammar:
    k = draw(st.integers(1, 3))
    names = [f"N{i}" for i in range(k)]
    sym = st.sampled_from([A, B, *[Nt(n) for n in names]])
    rules = []
    for nt in names:
        alts = draw(st.lists(st.lists(sym, max_size=3).map(tuple), min_size=1, max_size=3))
        rules.append((nt, alts))
    return Grammar(name, names[0], rules)


def words(n: int) -> list[str]:
    return ["".join(w) for w in itertools.product("ab", repeat=n)]


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(grammars(), st.integers(0, 7))
def test_recogniser_and_product_agree_with_the_oracle(g: Grammar, n: int) -> None:
    truth = {w for w in words(n) if derives(g, w)}
    assert {w for w in words(n) if accepts(g, w)} == truth
    pr = Product(normalise(g), None, n, Deadline(10))
    w = pr.witness(n)
    if truth:
        assert w in truth
    else:
        assert w is None
    assert product_empty(normalise(g), None, Deadline(10)) == problems(g)[2]


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(grammars("G"), st.one_of(st.none(), grammars("H")), st.booleans(), st.integers(0, 6),
       st.sampled_from([None, "a*b*", "(ab)*", "contains-ba"]))
def test_engine_agrees_with_brute_force(g: Grammar, h: Grammar | None, negate: bool, n: int,
                                        regex: str | None) -> None:
    assume(not problems(g)[2])
    x = var("x", STRING)
    star = lambda r: mk("re.*", r)  # noqa: E731
    lit = lambda c: mk("str.to_re", string(c))  # noqa: E731
    regexes = {"a*b*": mk("re.++", star(lit("a")), star(lit("b"))),
               "(ab)*": star(lit("ab")),
               "contains-ba": mk("re.++", mk("re.all"), lit("ba"), mk("re.all"))}
    facts = [in_grammar(x, g), mk("=", mk("str.len", x), integer(n))]
    if h is not None:
        hg = in_grammar(x, h)
        facts.append(mk("not", hg) if negate else hg)
    if regex is not None:
        facts.append(mk("str.in_re", x, regexes[regex]))
    formula = mk("and", *facts)
    truth = any(holds(formula, {x: w}) for w in words(n))
    assert truth == any(
        derives(g, w) and (h is None or derives(h, w) != negate)
        and (regex is None or holds(facts[-1], {x: w})) for w in words(n))
    engine = Engine()
    for f in facts:
        engine.add(f)
    result = engine.check(deadline=Deadline(30))
    assert str(result.status) == ("sat" if truth else "unsat"), (result.status, result)


@st.composite
def positions(draw: st.DrawFn) -> tuple[str, int, int, str, bool]:
    """One character constraint of a parser's path: what, where, how long, which
    constant, and its polarity."""
    what = draw(st.sampled_from(["at", "contains", "in_re", "substr", "tail"]))
    return (what, draw(st.integers(0, 4)), draw(st.integers(1, 2)),
            draw(st.sampled_from(["a", "b", "ab", ""])), draw(st.booleans()))


def _position(x: object, spec: tuple[str, int, int, str, bool]) -> object:
    what, k, m, c, positive = spec
    at = mk("str.at", x, integer(k))  # type: ignore[arg-type]
    if what == "at":
        atom = mk("=", at, string(c))
    elif what == "contains":
        atom = mk("str.contains", string(c), at)
    elif what == "in_re":
        atom = mk("str.in_re", at, mk("re.+", mk("str.to_re", string(c or "a"))))
    elif what == "substr":
        atom = mk("=", mk("str.substr", x, integer(k), integer(m)), string(c))  # type: ignore
    else:  # a window that depends on |x|: the last m characters
        lx = mk("str.len", x)  # type: ignore[arg-type]
        atom = mk("=", mk("str.substr", x, mk("-", lx, integer(m)), integer(m)),  # type: ignore
                  string(c))
    return atom if positive else mk("not", atom)


@settings(max_examples=200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(grammars("G"), st.lists(positions(), min_size=1, max_size=3), st.integers(0, 5),
       st.booleans())
def test_positions_agree_with_brute_force(g: Grammar, specs: list, top: int,
                                          fixed: bool) -> None:
    """Character constraints at positions (``str.at``/``str.substr``, which the engine
    purifies into word equations, issue 27's explore checks) with a grammar: the
    lengths are bounded (``|x| ≤ top``) or fixed, so brute force decides."""
    assume(not problems(g)[2])
    x = var("x", STRING)
    lx = mk("str.len", x)
    bound = mk("=", lx, integer(top)) if fixed else mk("<=", lx, integer(top))
    facts = [in_grammar(x, g), bound, *[_position(x, s) for s in specs]]
    formula = mk("and", *facts)
    candidates = [w for n in range(top + 1) for w in words(n)]
    truth = any(derives(g, w) and holds(formula, {x: w}) for w in candidates)
    engine = Engine()
    for f in facts:
        engine.add(f)
    result = engine.check(deadline=Deadline(30))
    assert str(result.status) == ("sat" if truth else "unsat"), (result.status, specs, top)


# ---- the fixed-length search (search.py): propagator, sampler, portfolio --------------


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(grammars(), st.integers(1, 6), st.data())
def test_cyk_propagator_and_sampler_are_exact(g: Grammar, n: int, data: st.DataObject) -> None:
    """The CYK propagator keeps exactly the characters some word of the grammar within
    the domains has at each position (None when there is none), and a sample drawn
    after it is such a word."""
    import random

    from strsat.theory.grammar.search import _GrammarProp

    b = normalise(g)
    assume(b.start is not None)
    doms = data.draw(st.lists(st.sampled_from([1, 2, 3]), min_size=n, max_size=n))
    inside = [w for w in words(n) if derives(g, w)
              and all(doms[i] >> "ab".index(c) & 1 for i, c in enumerate(w))]
    prop = _GrammarProp(b, n, {A: 1, B: 2}, Deadline(10))
    new = prop.run(doms)
    if not inside:
        assert new is None
        return
    assert new == [sum(1 << k for k, c in enumerate("ab") if any(w[i] == c for w in inside))
                   for i in range(n)]
    w = prop.sample(new, random.Random(n))
    assert w is not None
    assert "".join("ab"[d.bit_length() - 1] for d in w) in inside


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(grammars("G"), grammars("H"), st.integers(1, 7), st.booleans())
@example(Grammar("G", "S", [("S", [(Nt("C"), Nt("C"))]), ("C", [(A,), (B,)])]),
         Grammar("H", "S", [("S", [(A, A), (B, B)])]), 2, True)  # a probe's word must be in H
def test_search_portfolio_agrees_with_brute_force(g: Grammar, h: Grammar, n: int,
                                                  portfolio: bool) -> None:
    """Two grammars at a fixed length: every strategy set finds a common word exactly
    when one exists (EMPTY is a proof), with the probes on."""
    from strsat.theory.grammar.search import DEFAULT, EMPTY, FOUND, PORTFOLIO, search

    bs = [normalise(g), normalise(h)]
    assume(all(b.start is not None for b in bs))
    common = [w for w in words(n) if derives(g, w) and derives(h, w)]
    outcome, word, _ = search(n, bs, None, lambda w: True, [], 100_000, Deadline(30),
                              PORTFOLIO if portfolio else DEFAULT)
    if common:
        assert outcome == FOUND and word in common
    else:
        assert outcome == EMPTY
