"""RegLan variables fixed by equalities to ground regexes (``engine/reglan.py``)."""

from __future__ import annotations

import pytest

from strsat.engine import Engine, Status
from strsat.engine.reglan import RegLanVariables, fix_reglan_variables
from strsat.terms import REGLAN, STRING, mk, string, var
from strsat.terms.walk import free_vars_many

x = var("x", STRING)
r, s = var("r", REGLAN), var("s", REGLAN)
AB = mk("re.*", mk("str.to_re", string("ab")))


def test_formulas_without_reglan_variables_are_kept() -> None:
    fs = [mk("str.in_re", x, AB)]
    assert fix_reglan_variables(fs) == (fs, {})


def test_fixings_are_substituted_to_a_fixpoint() -> None:
    fs = [mk("str.in_re", x, s), mk("=", s, r), mk("and", mk("=", r, AB), mk("=", x, x))]
    out, fixed = fix_reglan_variables(fs)
    assert fixed == {r: AB, s: AB}
    assert out[0] is mk("str.in_re", x, AB)
    assert not any(v.sort is REGLAN for v in free_vars_many(out))


def test_an_unfixed_variable_is_refused_by_name() -> None:
    with pytest.raises(RegLanVariables, match=r"RegLan variables .*\(r\)"):
        fix_reglan_variables([mk("str.in_re", x, r), mk("=", s, AB)])
    with pytest.raises(RegLanVariables):  # a disjunction fixes nothing
        fix_reglan_variables([mk("or", mk("=", r, AB), mk("=", r, mk("re.all"))),
                              mk("str.in_re", x, r)])


def test_the_engine_answers_with_the_languages_in_the_model() -> None:
    e = Engine()
    e.add(mk("=", r, AB))
    e.add(mk("str.in_re", x, r))
    e.add(mk(">", mk("str.len", x), mk("str.len", string("abc"))))
    res = e.check()
    assert res.status is Status.SAT and res.model is not None
    assert res.model[r] is AB
    word = res.model[x]
    assert isinstance(word, str) and len(word) > 3 and word == "ab" * (len(word) // 2)
    e2 = Engine()
    e2.add(mk("str.in_re", x, r))
    res = e2.check()
    assert res.status is Status.UNKNOWN and "RegLan variables" in (res.reason or "")
