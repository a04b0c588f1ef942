"""2.5 -> 2.6 normalisation for peers."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from strsat_bench.normalize import LEGACY_NAMES, dialect, to_26


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
    assert '"\\x41\\n"' in out  # by default literals keep the 2.6 reading, as in strsat
    assert dialect(out) == "2.6"
    out25 = to_26(text, escapes="2.5")
    assert '"A\\u{a}"' in out25


def test_explicit_version_and_25_escapes() -> None:
    text = '(set-info :smt-lib-version 2.5)(assert (= "\\x41\\\\""" "A"))'
    assert dialect(text) == "2.5"
    assert to_26(text) is text  # no legacy name: nothing to do for 2.6 escapes
    out = to_26(text, escapes="2.5")
    assert '"A\\u{5c}"""' in out and ":smt-lib-version 2.6" in out
    assert dialect('(set-info :smt-lib-version 2.6)(assert (str.in.re "" re.allchar))') == "2.6"


def test_names_inside_literals_and_symbols_are_left_alone() -> None:
    text = ('(assert (str.in.re "str.in.re" (str.to.re "str.to.int")))'
            '(declare-fun str.in.rex () Int)')
    out = to_26(text)
    assert '"str.in.re"' in out and '"str.to.int"' in out and "str.in.rex" in out


def test_every_legacy_name_maps_to_a_26_name() -> None:
    for old, new in LEGACY_NAMES.items():
        assert old != new and "." in new


@given(st.text(alphabet='ab\\x41nu{}"\u00e9\n', max_size=12))
def test_25_literals_keep_their_value(lit: str) -> None:
    from strsat.smtlib.literals import decode_25, decode_26

    body = lit.replace('"', '""')
    text = f'(assert (str.in.re x (str.to.re "{body}")))'
    out = to_26(text, escapes="2.5")
    start = out.index('"')
    end = out.rindex('"')
    assert decode_26(out[start + 1:end]) == decode_25(body)
    assert to_26(out) == out
