"""The classes of brief classes26 (issue 38), from a sweep of library functions nobody
chose (benchmarks/2026-12-06-lead25.md): base64 other than canonical
(``strsat.python.binascii_model``), a symbolic ``maxsplit``
(``strsat.python.split_limit``); see each test."""

from __future__ import annotations

import os

import pytest

from explore.helpers import (
    HERE,
    check_outcomes_without_pins,
    check_returns_without_pins,
    notes_naming,
    outcomes,
)
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "classes26_programs.py")


def _reaches(function: str, expected: set[str], max_paths: int) -> None:
    check_returns_without_pins(PROGRAMS, function, expected, max_paths, 5.0)


def test_base64_with_line_breaks_reaches_every_outcome() -> None:
    """``b64decode(s + "\\n")``: never canonical base64.  On 2daeed14 each path ran
    ``a2b_base64`` on the pinned text (16 notes, 3 paths, ``"ok"`` never reached).  Now
    the bytes of such a body, compared with a constant and a prefix, reach ``"ok"``
    (``b2t=`` then text after the padding) and ``"png"`` (the data characters are
    auxiliary variables a quad at a time; with ``str.replace_re_all`` of the skipped
    characters the search took about 20 s)."""
    _reaches("mime_body", {"bad", "ok", "png", "other"}, 8)


def test_rsplit_with_a_maxsplit_from_the_input() -> None:
    """``line.rsplit(":", keep)``, ``keep`` an input: whether ``keep < 0``, then at each
    part whether ``keep`` is the count so far.  On 2daeed14 ``keep`` was pinned (9
    notes)."""
    check_outcomes_without_pins(PROGRAMS, "last_fields", {
        ("return", v) for v in ("out of range", "root head", "short", "full")})


@pytest.mark.slow
def test_split_with_a_maxsplit_counted_from_the_string() -> None:
    """packaging's ``parse_wheel_filename``: ``split("-", filename.count("-") - 2)``.
    On 2daeed14 the maxsplit was pinned: 8 of 10 branches in 20 s (``bad build`` and
    ``py3 tag`` never reached); now every branch, no note (45 s with the replays here)."""
    _reaches("wheel_name", {"not a wheel", "wrong parts", "no name", "bad build",
                            "py3 tag", "other"}, 30)


def test_a_dict_subclass_initialised_with_input_keys() -> None:
    """werkzeug's ``parse_cache_control_header``: a ``dict`` subclass's
    ``super().__init__(items)`` with keys from the input.  On 2daeed14 the call made
    every key concrete (634 notes in 20 s, 7 of 10 branches); now each pair is stored
    as ``d[k] = v`` is, by dict's own insertion: the subclass's ``__setitem__`` is never
    called (``notified`` stays unreachable, as in CPython)."""
    result = explore_file(PROGRAMS, "cache_control", timeout=None, max_paths=25,
                          check_timeout=2.0, coverage=False)
    found = outcomes(result)
    assert {("return", v) for v in ("no cache", "expired", "two", "other")} <= found, found
    assert ("return", "notified") not in found
    assert not notes_naming(result, "made concrete", "run concretely"), result.summary.notes


def test_dict_update_of_a_subclass_with_pairs_and_a_subclass_without_init() -> None:
    """``dict.update(jar, pairs, source=...)`` (werkzeug's ``MultiDict`` fills itself
    so) and ``Plain(pairs)`` of a subclass without an ``__init__``: pairs with input keys
    and a keyword.  On 2daeed14: 528 notes, ``session`` never reached."""
    _reaches("cookie_pairs", {"session", "id", "one cookie", "other"}, 16)


def test_a_two_character_lookahead_inside_a_repetition() -> None:
    """packaging's ``is_normalized_name``: ``([a-z0-9-](?!--))*`` is one membership
    (``strsat.regex.sre_string_look``).  On 2daeed14 the pattern raised "an anchor or
    lookaround inside an unbounded repetition" and the match ran on the pinned text (18
    notes, 5 of 6 branches: ``dashed`` never reached)."""
    check_outcomes_without_pins(PROGRAMS, "normalized_name", {
        ("return", v) for v in ("leading dash", "not normalized", "dashed", "plain")})


def test_centering_to_a_wide_width_and_padding_with_an_input_fill() -> None:
    """jinja2's ``do_center``: ``title.center(80)`` (wider than the 64 lengths an ``ite``
    covers), then ``rjust`` to an input width with an input fill character
    (``strsat.python.str_pad_wide``: runs of the fill as word equations).  On 2daeed14
    both ran concretely (77 notes, 4 of 6 branches: ``wide`` and ``framed`` never
    reached)."""
    check_outcomes_without_pins(PROGRAMS, "banner", {
        ("return", v) for v in ("wide", "out of range", "bad fill", "framed", "other")})
