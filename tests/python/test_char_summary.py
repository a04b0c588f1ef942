"""The summaries of per-character work over a string (:mod:`strsat.python.char_summary`):
the characters kept, some/every character in a class, their count, on a variable and on
a string built a piece at a time (constants, ``str.at``, ``ite``), against Python."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import char_summary as C
from strsat.terms import BOOL, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import Evaluator

_V = var("v", STRING)
_B = var("b", BOOL)
_X = var("x", STRING)
#: the digits and X: as a predicate on a one-character x, and in Python
_PRED = mk("or", mk("str.in_re", _X, mk("re.range", string("0"), string("9"))),
           mk("=", _X, string("X")))
_CLS = C.char_class(_PRED, _X)


def _member(c: str) -> bool:
    return "0" <= c <= "9" or c == "X"


_CHARS = st.sampled_from("09X5ax-\u0660")
_PIECE = st.one_of(
    st.text(_CHARS, max_size=3).map(string),
    st.integers(-1, 5).map(lambda i: mk("str.at", _V, integer(i))),
    st.tuples(st.text(_CHARS, max_size=2), st.integers(0, 4)).map(
        lambda p: mk("ite", _B, string(p[0]), mk("str.at", _V, integer(p[1])))),
    st.just(_V))


@settings(max_examples=80, deadline=None)
@given(pieces=st.lists(_PIECE, min_size=1, max_size=5), text=st.text(_CHARS, max_size=6),
       flag=st.booleans())
def test_summaries_agree_with_python(pieces: list[Term], text: str, flag: bool) -> None:
    assert _CLS is not None
    source = pieces[0] if len(pieces) == 1 else mk("str.++", *pieces)
    ev = Evaluator({_V: text, _B: flag})
    s = ev.evaluate(source)
    kept = "".join(c for c in s if _member(c))
    assert ev.evaluate(C.kept(source, _CLS)) == kept
    assert ev.evaluate(C.count(source, _CLS)) == len(kept)
    assert ev.evaluate(C.some(source, _CLS)) == (len(kept) > 0)
    assert ev.evaluate(C.every(source, _CLS)) == (len(kept) == len(s))


_LIT = st.text(st.sampled_from("a0Z~\u00e9"), max_size=2).map(string)
_CODE = mk("str.to_code", _X)
_ATOM = st.one_of(
    st.tuples(st.sampled_from(["str.<", "str.<="]), _LIT, st.booleans()).map(
        lambda p: mk(p[0], _X, p[1]) if p[2] else mk(p[0], p[1], _X)),
    st.tuples(st.sampled_from(["<", "<=", ">", ">=", "="]), st.integers(-1, 300),
              st.booleans()).map(
        lambda p: mk(p[0], _CODE, integer(p[1])) if p[2] else mk(p[0], integer(p[1]), _CODE)),
    _LIT.map(lambda lit: mk("str.contains", lit, _X)),
    _LIT.map(lambda lit: mk("str.contains", _X, lit)),
    _LIT.map(lambda lit: mk("=", _X, lit)),
    st.just(mk("str.in_re", _X, mk("re.+", mk("re.range", string("0"), string("9"))))))
_PREDICATE = st.recursive(_ATOM, lambda inner: st.one_of(
    inner.map(lambda p: mk("not", p)),
    st.tuples(st.sampled_from(["and", "or"]), inner, inner).map(
        lambda p: mk(p[0], p[1], p[2]))), max_leaves=4)


@settings(max_examples=80, deadline=None)
@given(pred=_PREDICATE, chars=st.lists(st.sampled_from("a`b0Z~\u00e9\u00ff\x00 9"),
                                        min_size=1, max_size=4))
def test_a_character_class_holds_where_its_predicate_does(pred: Term, chars: list[str]
                                                          ) -> None:
    cls = C.char_class(pred, _X)
    assert cls is not None
    for c in chars:
        expected = Evaluator({_X: c}).evaluate(pred)
        assert Evaluator({}).evaluate(mk("str.in_re", string(c), cls)) == expected, c
