"""The parser reuses the term of a list read before with the same tokens (issue 39):
the same assertions and the same errors as a reading that reuses nothing (input given
in chunks, whose lists are not numbered)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.smtlib import Interpreter

_HEADER = ("(declare-const x String)(declare-const y String)(declare-const n Int)"
           "(define-fun f ((x String)) String (str.++ x x))")

_LEAVES = ["x", "y", '"ab"', '""', "(f x)", "(str.++ x y)"]


def _strings(depth: int) -> st.SearchStrategy[str]:
    """String terms whose subterms repeat, some under a let that rebinds x or y."""
    if depth == 0:
        return st.sampled_from(_LEAVES)
    inner = _strings(depth - 1)
    return st.one_of(
        st.sampled_from(_LEAVES),
        st.tuples(inner, inner).map(lambda p: f"(str.++ {p[0]} {p[1]})"),
        st.tuples(st.sampled_from("xy"), inner, inner).map(
            lambda p: f"(let (({p[0]} {p[1]})) {p[2]})"),
        inner.map(lambda t: f"(str.substr {t} 0 (str.len {t}))"))


def _read(script: str, whole: bool) -> tuple[list[object], list[str]]:
    out: list[str] = []
    interp = Interpreter(out.append, solve=False)
    interp.run_stream(script if whole else iter(script.splitlines(keepends=True)))
    return list(interp.assertions()), out


@settings(max_examples=120, deadline=None)
@given(terms=st.lists(_strings(3), min_size=1, max_size=4), named=st.booleans())
def test_a_repeated_list_is_the_term_read_before(terms, named) -> None:
    body = " ".join(f"(= {t} {t})" for t in terms) + " (= x (f x))"
    if named:  # an annotation names its term once: a repeat must still be an error
        body += " (! (= x y) :named a) (! (= x y) :named a)"
    script = _HEADER + "\n" + "\n".join(f"(assert (and {body} (= {t} x)))" for t in terms)
    whole, whole_out = _read(script, True)
    chunked, chunked_out = _read(script, False)
    assert whole == chunked
    assert whole_out == chunked_out
    assert bool(named) == any("error" in line for line in whole_out)
