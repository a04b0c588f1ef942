"""Issue 24, sixth round: the solver's facts behind ``urlsplit``'s deletion chain
``url.replace('\\t', '').replace('\\r', '').replace('\\n', '')`` and its scheme loop
``url[:i][0]``.

* :attr:`Inference.ABS_REPLACE_ALL_GONE` (``k = replace_all(x, c, z)`` with ``c`` one
  character not in ``z``: ``k`` has no ``c``) against Python's ``str.replace``, which is
  SMT-LIB's ``replace_all`` for a non-empty pattern;
* the rule ``AT_SUBSTR`` (position ``k`` of ``substr(s, m, n)``, ``m ≥ 0`` constant)
  against the reference evaluator, for every sign of ``k`` and ``n``;
* the engine on chains of deletions, sat answers checked by the evaluator.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.api import Solver, sat, unsat
from strsat.rewrite import Simplifier
from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import Evaluator
from strsat.theory.reductions import search
from strsat.theory.seam.inferences import Inference

X = var("x", STRING)
K = var("k", STRING)
TEXT = st.text(alphabet=st.sampled_from("ab\t\r\n#:\x00\U0002ffff"), max_size=8)
CHARS = st.sampled_from(["a", "\t", "\n", "\x00", "\U0002ffff"])
REPLACEMENTS = st.sampled_from(["", "a", "b#", "\t\t"])


@settings(derandomize=True, max_examples=300, deadline=None)
@given(TEXT, CHARS, REPLACEMENTS)
def test_gone_lemma_holds_for_python_replace(x: str, c: str, z: str) -> None:
    """The lemma is emitted exactly when c is not in z, and then holds of
    ``x.replace(c, z)`` (the only value of k = replace_all(x, c, z))."""
    from strsat.engine.skolems import Skolems
    from strsat.theory.seam.reduction_terms import Witnesses

    items, exact = search.reduce_replace_all(K, X, string(c), string(z),
                                             Witnesses(Skolems()))
    assert not exact
    gone = [lem.formula for lem in items if lem.kind is Inference.ABS_REPLACE_ALL_GONE]
    assert len(gone) == (c not in z)
    for f in gone:
        value = Evaluator({X: x, K: x.replace(c, z)}).evaluate(f)
        assert value is True, (x, c, z, f)


S_VALUES = st.text(alphabet=st.sampled_from("abc"), max_size=5)
SMALL = st.integers(-3, 7)


@settings(derandomize=True, max_examples=400, deadline=None)
@given(S_VALUES, st.integers(0, 6), SMALL, SMALL, st.booleans())
def test_at_substr_keeps_meaning(s: str, m: int, n: int, k: int, symbolic: bool) -> None:
    x, i, j = var("x", STRING), var("i", INT), var("j", INT)
    term = mk("str.at", mk("str.substr", x, integer(m), i if symbolic else integer(n)),
              j if symbolic else integer(k))
    simp = Simplifier()
    got = simp.simplify(term)
    model = {x: s, i: n, j: k}
    assert Evaluator(model).evaluate(got) == Evaluator(model).evaluate(term), (term, got)


CHAIN = mk("str.replace_all", mk("str.replace_all", mk("str.replace_all", X, string("\t"),
                                                        string("")),
                                 string("\r"), string("")), string("\n"), string(""))


def _check(*formulas: Term) -> tuple[object, Solver]:
    solver = Solver(timeout=20000)
    solver.add(*formulas)
    return solver.check(), solver


def test_chain_has_none_of_the_last_character() -> None:
    answer, _ = _check(mk("str.contains", CHAIN, string("\n")))
    assert answer == unsat


def test_chain_keeps_other_characters() -> None:
    answer, solver = _check(mk("str.contains", CHAIN, string("#")),
                            mk("str.contains", X, string("\t")))
    assert answer == sat
    value = solver.model()[X]
    assert "#" in str(value).replace("\t", "").replace("\r", "").replace("\n", "")


def test_scheme_loop_first_character() -> None:
    """url[:i][0] with i > 0 is url[0]: a letter there is a scheme character."""
    i = mk("str.indexof", CHAIN, string(":"), integer(0))
    first = mk("str.at", mk("str.substr", CHAIN, integer(0), i), integer(0))
    letter = mk("str.in_re", mk("str.at", CHAIN, integer(0)),
                mk("re.range", string("a"), string("z")))
    answer, _ = _check(mk(">", i, integer(0)), letter,
                       mk("not", mk("str.contains", string("abcdefghijklmnopqrstuvwxyz+-."),
                                    first)))
    assert answer == unsat
