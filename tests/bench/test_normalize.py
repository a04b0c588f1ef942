"""2.5 -> 2.6 normalisation for peers."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from strsat.bench.normalize import LEGACY_NAMES, dialect, to_26


def test_26_script_is_unchanged() -> None:
    text = '(declare-fun x () String)(assert (str.in_re x (str.to_re "\\x41")))(check-sat)'
    assert dialect(text) == "2.6"
    assert to_26(text) is text


def test_legacy_names_make_a_25_script() -> None:
    text = ('(declare-fun x () String)\n'
            '(assert (str.in.re x (re.++ (str.to.re "\\x41\\n") re.allchar)))\n'
            '(assert (= (str.to.int x) (- 1))) ; str.in.re in a comment\n(check-sat)')
    assert dialect(text) == "2.5"
    out = to_26(text)
    assert "str.in_re x" in out and "str.to_re" in out and "str.to_int" in out
    assert '"\\u{41}\\u{a}"' in out
    assert dialect(out) == "2.6"


def test_explicit_version_wins() -> None:
    assert dialect('(set-info :smt-lib-version 2.5)(assert (= "\\x41" "A"))') == "2.5"
    out = to_26('(set-info :smt-lib-version 2.5)(assert (= "\\x41" "A"))')
    assert '"\\u{41}"' in out and ":smt-lib-version 2.6" in out
    assert dialect('(set-info :smt-lib-version 2.6)(assert (str.in.re "" re.allchar))') == "2.6"


def test_names_inside_literals_and_symbols_are_left_alone() -> None:
    text = ('(assert (str.in.re "str.in.re" (str.to.re "str.to.int")))'
            '(declare-fun str.in.rex () Int)')
    out = to_26(text)
    assert '"str.in.re"' in out and '"str.to.int"' in out and "str.in.rex" in out


def test_every_legacy_name_maps_to_a_26_name() -> None:
    for old, new in LEGACY_NAMES.items():
        assert old != new and "." in new


@given(st.text(alphabet='ab\\x41n"', max_size=12))
def test_normalising_twice_changes_nothing(lit: str) -> None:
    lit = lit.replace('"', '""')
    text = f'(assert (str.in.re x (str.to.re "{lit}")))'
    once = to_26(text)
    assert to_26(once) == once
