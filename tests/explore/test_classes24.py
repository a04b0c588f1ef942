"""The classes of brief classes24 (issue 38): backslash escapes over a symbolic string
(``strsat.python.escapes``: ``ast.literal_eval`` of a literal with escapes, the
``unicode_escape`` codec, also through ``codecs.decode``); see each test."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_reproducible, notes_naming, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "classes24_programs.py")


@pytest.mark.slow
def test_a_grammar_literal_with_escapes_is_evaluated_symbolically() -> None:
    """lark's ``eval_escaping``: ``ast.literal_eval("u'''%s'''" % w)`` of a body with
    escapes evaluates them over the symbolic string, so ``\\\\`` (one backslash) is found
    and no value is made concrete but those outside a literal's shape (NUL, ``\\r``).  On
    8afd400e a body with a backslash ran CPython's on the pinned string: 7 paths,
    ``backslash`` never found."""
    result = explore_file(PROGRAMS, "grammar_literal", timeout=None, max_paths=30,
                          check_timeout=2.0, coverage=False)
    assert {("return", "newline"), ("return", "backslash"), ("return", "bad escape"),
            ("return", "A tab")} <= outcomes(result), outcomes(result)
    assert all("other than one string literal" in n
               for n in notes_naming(result, "made concrete", "run concretely")), \
        result.summary.notes
    check_reproducible(result, result.module, "grammar_literal")


@pytest.mark.slow
def test_codecs_decode_unicode_escape_stays_symbolic() -> None:
    """``codecs.decode(data, 'unicode_escape')`` of a symbolic ``bytes`` runs the layer's
    decoder (the escapes evaluated, ``UnicodeDecodeError`` on a path of its own).  On
    8afd400e ``_codecs.decode`` made the bytes concrete: 3 paths, neither ``two lines``
    nor ``bad escape``."""
    result = explore_file(PROGRAMS, "unicode_escaped", timeout=None, max_paths=30,
                          check_timeout=2.0, coverage=False)
    assert {("return", "two lines"), ("return", "bad escape"), ("return", "nul")} <= \
        outcomes(result), outcomes(result)
    assert not notes_naming(result, "made concrete", "run concretely"), result.summary.notes
    check_reproducible(result, result.module, "unicode_escaped")
