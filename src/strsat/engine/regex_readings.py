"""What the preparation passes read off a ground regex, kept for the session.

The passes before the loop (:mod:`.code_bounds`, :mod:`.known_prefixes`,
:mod:`.slice_languages`) read sets of characters, fixed places and layouts off the
languages of top-level memberships.  A symbolic executor's checks repeat the same
classes (``str.isalpha``'s of 700 ranges) path after path, and building a regex's AST
was most of such a pass, so each reading is kept by regex term in a session memo
(bounded, :func:`strsat.caches.store`).  The regex layer is imported at the first
reading only: a problem without a membership never loads it.
"""

from __future__ import annotations

from collections.abc import Callable

from strsat.static import TYPE_CHECKING, TypeVar

from ..caches import store
from ..terms import Term

if TYPE_CHECKING:
    from ..regex.ast import Regex

__all__ = ["LIMIT", "reading"]

V = TypeVar("V")
#: Regexes a memo keeps.
LIMIT = 512


def reading(memo: dict[Term, V | None], regex: Term, read: Callable[[Regex], V | None]
            ) -> V | None:
    """``read`` of ``regex``'s AST, kept in ``memo``; None when ``regex`` is not a
    regular constant (or ``read`` found nothing)."""
    if regex in memo:
        return memo[regex]
    from ..regex.errors import NotRegularConstant
    from ..regex.from_smtlib import regex_of_term

    try:
        found = read(regex_of_term(regex))
    except NotRegularConstant:
        found = None
    store(memo, regex, found, LIMIT)
    return found
