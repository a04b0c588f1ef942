"""The oracle of the ``sre_language`` tests: the rest of a subject after a position lies in
a pattern's language exactly when CPython's ``Pattern.<mode>(subject, pos)`` matches."""

from __future__ import annotations

import re

from strsat.regex.sre_language import contexts_of, membership, term_of
from strsat.regex.sre_tree import parse
from strsat.terms import mk
from strsat.terms import string as lit
from strsat.terms.evaluate import Evaluator


def agrees(pattern: str, subject: str, pos: int, mode: str) -> None:
    """Assert that the language of ``pattern`` in ``mode`` at ``pos`` (its context the
    text before) holds the rest of ``subject`` exactly when CPython matches there."""
    tree = parse(pattern, 0)
    pos = min(pos, len(subject))
    ctx = contexts_of(tree.root).after(subject[:pos])
    language = membership(tree, mode, ctx)
    want = getattr(re.compile(pattern), mode)(subject, pos) is not None
    got = bool(Evaluator({}).holds(mk("str.in_re", lit(subject[pos:]), term_of(language))))
    assert got == want, (pattern, subject, pos, mode)
