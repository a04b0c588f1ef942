"""The ``bytes`` methods whose ``str`` namesakes differ (ASCII classes, other line
boundaries, a 256-byte table): ``title istitle swapcase splitlines expandtabs
translate``, over the latin-1 view of a :class:`.bytes_values.SymBytes`.

* ``swapcase`` and ``title`` are the ``str`` references of :mod:`.str_fallbacks` one
  character at a time by SMT-LIB's case maps, which touch ASCII letters only — what
  ``bytes`` does — so no domain decision; ``title``'s *cased* class is ``[A-Za-z]``.
* ``istitle`` is regular: ``O* U L* (O+ U L*)* O*`` with ``U = [A-Z]``, ``L = [a-z]``
  and ``O`` the other bytes.
* ``splitlines`` ends lines at ``\\n``, ``\\r`` and ``\\r\\n`` only.
* ``expandtabs`` is ``str``'s (the column restarts after ``\\n`` and ``\\r`` in both).
* ``translate(table, delete)``: the bytes of ``delete`` (a constant) go
  (``str.replace_re_all`` of their class), then each byte is the table's: one
  ``str.replace_all`` per byte the table changes (the bytes written alike: one
  ``str.replace_re_all`` of their class, :func:`.str_transform.replace_chars`) when no
  byte it writes is one it changes (``bytes.maketrans(b"-_", b"+/")`` in
  ``base64.b64decode``'s ``altchars``: each byte is then replaced once, as CPython does,
  whatever the length; brief classes23) for a string longer than :data:`SHORT` (a
  decision of the layer's own: the engine decides the per-character terms of a short one
  far faster, and ``base64``'s quads after it need them: ``b64decode(s) == b"{}"`` took
  2.8 s one character at a time and did not end in 20 s through ``replace_all``), else
  one character at a time (:func:`.str_fallbacks.translate_by_characters`, as far as the
  loop bound lets it); CPython's ``ValueError`` for a table not 256 long; a symbolic
  table or ``delete`` runs concretely, with a note.
"""

from __future__ import annotations

from typing import Any

from ..regex.charset import INTERVALS
from ..regex.to_term import charset_to_term
from ..terms import EMPTY, Term, mk, string
from . import termops as T
from .context import MINOR, Kind, decide, fallback
from .str_fallbacks import (
    expandtabs as _expandtabs,
)
from .str_fallbacks import (
    swapcase_by_characters,
    title_by_characters,
    translate_by_characters,
)
from .str_transform import replace_chars
from .str_transform import splitlines as _splitlines
from .strings import SymStr
from .values import SymBool, SymValue

#: the longest string ``translate`` reads one character at a time where a table also
#: allows one ``replace_all`` per byte (the explorer's default loop bound)
SHORT = 4
TRANSLATE_SHORT = "bytes.translate of a short string (one character at a time)"
MINOR.add(TRANSLATE_SHORT)

_UPPER = mk("re.range", string("A"), string("Z"))
_LOWER = mk("re.range", string("a"), string("z"))
_LETTERS = mk("re.union", _UPPER, _LOWER)
_OTHER = mk("re.diff", mk("re.range", string("\x00"), string("\xff")), _LETTERS)
#: ``bytes.istitle``'s language
_TITLE = mk("re.++", mk("re.*", _OTHER), _UPPER, mk("re.*", _LOWER),
            mk("re.*", mk("re.++", mk("re.+", _OTHER), _UPPER, mk("re.*", _LOWER))),
            mk("re.*", _OTHER))


def _on_bytes(name: str) -> Any:
    """The ``bytes`` method ``name`` on a latin-1 reading."""
    return lambda v: getattr(v.encode("latin-1"), name)().decode("latin-1")


def swapcase(view: SymStr) -> SymStr:
    return swapcase_by_characters(view, "bytes.swapcase", _on_bytes("swapcase"))


def title(view: SymStr) -> SymStr:
    return title_by_characters(view, _LETTERS, "bytes.title", _on_bytes("title"))


def istitle(view: SymStr, value: bytes | None) -> SymBool:
    return SymBool(mk("str.in_re", view.term, _TITLE),
                   None if value is None else value.istitle())


def splitlines(view: SymStr, keepends: object) -> list[SymStr]:
    return _splitlines(view, bool(keepends), ascii_breaks=True)


def expandtabs(view: SymStr, tabsize: object) -> SymStr:
    return _expandtabs(view, tabsize)


def translate(view: SymStr, original: Any, table: object, delete: object) -> Any:
    """``bytes.translate(table, delete)`` on the view; None in place of a view result
    means CPython ran on the concrete value (``original``) and its bytes are returned."""
    if isinstance(table, SymValue) or isinstance(delete, SymValue):
        return fallback("bytes.translate with a symbolic table or delete", [original, table,
                                                                            delete],
                        lambda v, t, d: v.translate(t, d))
    if table is not None:
        size = len(memoryview(table))  # type: ignore[arg-type]  # CPython's TypeError
        if size != 256:
            raise ValueError("translation table must be 256 characters long")
    gone = bytes(memoryview(delete))  # type: ignore[arg-type]
    term: Term = view.term
    if gone:
        cls = charset_to_term(INTERVALS.of_ranges((b, b) for b in set(gone)))
        term = mk("str.replace_re_all", term, cls, EMPTY)
    kept = SymStr(term, None if view.value is None else
                  "".join(c for c in view.value if ord(c) not in gone))
    if table is None:
        return kept
    codes = bytes(memoryview(table))  # type: ignore[arg-type]
    changed = [(chr(b), chr(c)) for b, c in enumerate(codes) if b != c]
    written = {c for _, c in changed}
    if changed and written.isdisjoint(b for b, _ in changed) and not decide(
            Kind.BRANCH, T.le(T.length(term), SHORT), None if kept.value is None else
            len(kept.value) <= SHORT, TRANSLATE_SHORT):
        return SymStr(replace_chars(term, changed), None if kept.value is None else
                      "".join(chr(codes[ord(c)]) for c in kept.value))
    return translate_by_characters(kept, codes)


__all__ = ["expandtabs", "istitle", "splitlines", "swapcase", "title", "translate"]
