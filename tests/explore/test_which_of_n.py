"""Stable "which of n" decisions (issue 38, benchmarks/explore/2026-12-07-chain31.md).

A decision whose condition holds the run's own value changes its condition with the
run, so its flip's run decides another condition there and leaves its path ("runs off
their path", ``summary.diverged``).  :mod:`strsat.python.which` decides instead among
constants the previous decisions chose:

1. ``f(**mapping)`` with symbolic keys (rich's ``Style(**attributes)``): each key was
   decided equal to this run's name; now it is decided among the callee's parameter
   names (halving), or none of them (``keyed.keyword_names`` with the callee the
   rewriter names).
2. A construction of one piece per character (``bytes.hex``, ``bytes.fromhex``, the
   escape codecs: ``bytes_values.fixed_length``) decided ``len == n`` for this run's
   ``n``; now a count ``len < 1``, ``len < 2``, ``len < 4`` ... then halving, at one site,
   so the loop bound cuts it and an exhaustive search stays small."""

from __future__ import annotations

import textwrap
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, outcomes
from python.semantics_oracle import PLAIN, SYM_STR, check

KEYWORDS = textwrap.dedent('''
    def style(size=0, bold=False, italic=False, blink=False):
        return f"{size}:{bold}:{italic}:{blink}"


    class Style:
        def __init__(self, *, color=None, bold=None, link=None):
            self.text = f"{color}:{bold}:{link}"


    class Maker:
        def make(self, size=0, *, width=0):
            return f"{size}:{width}"


    def parse(first: str, second: str):
        flags = {first: True}
        flags[second] = False
        return style(**flags)


    def parse_class(word: str):
        return Style(**{word: True}).text


    def parse_method(word: str):
        maker = Maker()
        return maker.make(**{word: 1})
    ''')


def test_keywords_decided_among_the_callee_parameters(tmp_path: Path) -> None:
    # each key is one of style's parameters (which: halving), or none; every run follows
    # the path its flip was solved for (on d02c29c3f: key == this run's name, whose flip
    # ran another name and decided another condition: most runs off their path)
    result = explore_source(tmp_path, "which_keywords.py", KEYWORDS, "parse", max_paths=40)
    assert result.summary.diverged == 0, result.summary.diverged
    got = outcomes(result)
    returned = {v for o, v in got if o == "return"}
    assert {"0:True:False:False", "0:False:True:False"} <= returned, got
    assert ("raise", "TypeError") in got  # an unexpected keyword, or `size` twice
    assert not result.summary.notes, result.summary.notes


def test_keywords_of_a_class_and_a_method(tmp_path: Path) -> None:
    cls = explore_source(tmp_path, "which_class.py", KEYWORDS, "parse_class", max_paths=12)
    assert cls.summary.diverged == 0, cls.summary.diverged
    assert {"True:None:None", "None:True:None", "None:None:True"} <= {
        v for o, v in outcomes(cls) if o == "return"}, outcomes(cls)
    method = explore_source(tmp_path, "which_method.py", KEYWORDS, "parse_method",
                            max_paths=12)
    assert method.summary.diverged == 0, method.summary.diverged
    got = outcomes(method)
    assert {("return", "1:0"), ("return", "0:1"), ("raise", "TypeError")} <= got, got


def _styled(size: int = 0, bold: bool = False, *, italic: bool = False, **rest: object
            ) -> str:
    return f"{size}:{bold}:{italic}:{sorted(rest)}"


def _keywords_to(key: object, value: object) -> str:
    from strsat.explore.keyed import keyword_names, setitem

    flags: dict[object, object] = {}
    setitem(value, flags, key)
    return _styled(size=1, **keyword_names(flags, _styled))


@given(st.sampled_from(["bold", "italic", "size", "extra", "", "rest", "Bold"])
       | st.text(st.characters(max_codepoint=0x2FFFF), max_size=4), st.booleans())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_keyword_names_with_the_callee_against_cpython(key: str, value: bool) -> None:
    # the callee's parameters (keyword-only and **rest included) decided by halving
    check(_keywords_to, [SYM_STR, PLAIN], [key, value])


def test_the_keyword_decisions_name_the_parameters_not_the_key() -> None:
    # runs whose keys differ make the same decisions up to where they part: the first
    # is membership in the callee's parameters, whatever the key (on 02c29c3f: key ==
    # this run's name)
    from strsat.python import SymStr, Trace

    conditions = []
    for name in ("bold", "italic", "zzz"):
        key = SymStr("k", name)
        with Trace({key.term: name}) as trace:
            _keywords_to(key, True)
        conditions.append([d.condition for d in trace.decisions])
    assert conditions[0][0] == conditions[1][0] == conditions[2][0]
    assert conditions[0][:2] == conditions[1][:2]  # bold and italic: same half first
    assert len(conditions[2]) == 2  # none of them, then (**rest takes it) the name


HEX = textwrap.dedent('''
    def digest(b: bytes):
        h = b.hex()
        if h.startswith("ff"):
            return "ff"
        if len(h) > 6:
            return "long"
        return "short"


    def unhex(s: str):
        b = bytes.fromhex(s)
        if b.startswith(b"\\x01"):
            return "one"
        if len(b) > 2:
            return "long"
        return "short"
    ''')


def test_a_hex_length_is_a_count_at_one_site(tmp_path: Path) -> None:
    # an exhaustive search (no time limit, no path limit): the length count is cut by the
    # loop bound, so the search ends after a few lengths, every run on its path (on
    # 02c29c3f: len == n of this run's n, each flip to another length off its path)
    result = explore_source(tmp_path, "which_hex.py", HEX, "digest")
    assert result.summary.stopped == "exhausted"
    assert result.summary.diverged == 0, result.summary.diverged
    assert result.summary.paths <= 20, result.summary.paths
    assert {("return", "ff"), ("return", "long"), ("return", "short")} <= outcomes(result)


def test_a_fromhex_length_is_a_count_at_one_site(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "which_unhex.py", HEX, "unhex")
    assert result.summary.stopped == "exhausted"
    assert result.summary.diverged == 0, result.summary.diverged
    assert result.summary.paths <= 30, result.summary.paths
    assert {("return", "one"), ("return", "long"), ("return", "short"),
            ("raise", "ValueError")} <= outcomes(result)


RADIX = textwrap.dedent('''
    def ones(n: int):
        b = format(n, "b")
        if b.count("1") == 3:
            return "three"
        if b.startswith("101"):
            return "101"
        return "other"


    def padded(n: int):
        s = f"{n:08x}"
        if s[0] == "a":
            return "a"
        if len(s) > 8:
            return "wide"
        return "other"
    ''')


def test_the_digits_of_an_int_in_base_2_and_16_are_reached(tmp_path: Path) -> None:
    # the number of digits is a count at one site, the digits auxiliary variables with a
    # linear definition (on 29173493: 64 positions of (abs(n) div 2^i) mod 2, each in an
    # ite; within the explorer's work budget the integer core gave up on both branches)
    result = explore_source(tmp_path, "which_bin.py", RADIX, "ones", max_paths=12,
                            reproducible=True, check_timeout=5.0)
    assert {("return", "three"), ("return", "101"), ("return", "other")} <= outcomes(result)
    assert result.summary.diverged == 0, result.summary.diverged
    padded = explore_source(tmp_path, "which_hex8.py", RADIX, "padded", max_paths=12,
                            reproducible=True, check_timeout=5.0)
    assert {("return", "a"), ("return", "wide"), ("return", "other")} <= outcomes(padded)
