"""A pattern built from ``re.escape`` of a symbolic string and constant regular
expressions (``re.search("a" + re.escape(sep) + "b", s)``, ``re.match(re.escape(prefix)
+ r"\\d+", s)``): whether it matches, without making the escaped string concrete.

``re.escape(x)`` matches exactly the string ``x`` (its value, whatever characters it
holds), so a pattern ``p₁ + re.escape(x) + p₂`` whose constant pieces are *plain* regular
expressions of their own (no anchor, lookaround or reference:
:func:`strsat.regex.sre_tree.is_plain`; each piece parsed alone, under the call's flags
but without ``IGNORECASE``, which would fold the literal too) has the language
``L(p₁) · x · L(p₂)`` — with ``x`` a term inside ``str.to_re``; a leading ``^``/``\\A``
and a trailing ``\\Z``/``$`` (not under ``MULTILINE``) are the anchors of the whole.
:func:`remember` keeps which terms ``re.escape`` built from which strings; :func:`literal_pattern`
reads a symbolic pattern as its pieces.  ``fullmatch``/``match``/``search`` are then one
decision on that language; the match object's positions and groups are not walked:
its attributes run on the concrete values, with a note.  Other patterns built from
symbolic strings are made concrete, with a note (as before).
"""

from __future__ import annotations

import re as _re
from typing import Any

from ..caches import store
from ..errors import UnsupportedError
from ..regex.sre_language import plain_regex, term_of
from ..regex.sre_tree import is_plain, parse
from ..terms import Term, mk
from ..terms import string as mk_string
from .context import Kind, decide, fallback

#: the escaped string of each term ``re.escape`` built (bounded, process-wide: a pure
#: fact about two terms)
_ESCAPED: dict[Term, Term] = {}
_LIMIT = 4096


def remember(escaped: Term, original: Term) -> None:
    """``escaped`` is ``re.escape`` of ``original``."""
    store(_ESCAPED, escaped, original, _LIMIT)


def _parts(term: Term) -> list[Term]:
    if term.op == "str.++":
        return [p for a in term.args for p in _parts(a)]
    return [term]


#: a piece ending in an octal escape that a digit after it would extend
_OCTAL_END = _re.compile(r"(?<!\\)(?:\\\\)*\\[0-7]{1,2}\Z")


def _binds(text: str) -> bool:
    """Whether the piece may mean something else beside its neighbours: a repeat count
    split across pieces (``"a{1"`` + ``","`` + ``"}"``), an octal escape extended by the
    digits after it."""
    return text.count("{") != text.count("}") or text.startswith("}") or \
        bool(_OCTAL_END.search(text))


def _escaped_end(text: str, k: int) -> bool:
    """Whether an odd number of backslashes ends ``text[:k]`` (the character at ``k`` is
    escaped)."""
    run = len(text[:k]) - len(text[:k].rstrip("\\"))
    return run % 2 == 1


def _anchors(parts: list[Term], flags: int) -> tuple[list[Any], bool, str]:
    """The parts with a leading ``^``/``\\A`` and a trailing ``\\Z``/``$`` taken off (not
    under ``MULTILINE``), whether the start was anchored, and the end's anchor (``""``,
    ``"Z"`` or ``"$"``)."""
    items: list[Any] = [p.value if p.op == "const" else p for p in parts]
    start, end = False, ""
    if items and isinstance(items[0], str):
        first = items[0]
        if first.startswith("\\A") or (first.startswith("^") and not flags & _re.MULTILINE):
            items[0], start = first[2:] if first.startswith("\\A") else first[1:], True
    if items and isinstance(items[-1], str):
        last = items[-1]
        if last.endswith("\\Z") and not _escaped_end(last, len(last) - 2):
            items[-1], end = last[:-2], "Z"
        elif last.endswith("$") and not flags & _re.MULTILINE and \
                not _escaped_end(last, len(last) - 1):
            items[-1], end = last[:-1], "$"
    return items, start, end


def literal_pattern(term: Term, flags: int) -> tuple[list[Term], bool, str] | None:
    """The pieces of a symbolic pattern as RegLan terms (a constant piece's language, an
    escaped string's ``str.to_re``), whether it starts with ``^``/``\\A`` and how it ends
    (:func:`_anchors`), or None when it is not such a pattern."""
    if flags & (_re.IGNORECASE | _re.VERBOSE | _re.LOCALE):
        return None
    items, start, end = _anchors(_parts(term), flags)
    out: list[Term] = []
    literal = False
    for item in items:
        if isinstance(item, str):
            if "(?" in item or _binds(item):
                return None  # inline flags; a piece whose meaning joins its neighbours
            try:
                node = parse(item, flags).root
            except (_re.error, UnsupportedError):
                return None
            if not is_plain(node) or node[0] == "alt":  # a|b + x is a|(bx)
                return None
            try:
                out.append(term_of(plain_regex(node)))
            except UnsupportedError:
                return None
        elif isinstance(item, Term) and item in _ESCAPED:
            out.append(mk("str.to_re", _ESCAPED[item]))
            literal = True
        else:
            return None
    return (out, start, end) if literal else None


def find(mode: str, read: tuple[list[Term], bool, str], pattern: Any, flags: int,
         string: Any, what: str) -> Any:
    """``re.<mode>(pattern, string, flags)`` for a pattern read by
    :func:`literal_pattern`: one decision, a match object of the concrete values."""
    pieces, start, end = read
    body = mk("re.++", *pieces) if len(pieces) > 1 else pieces[0]
    if mode != "fullmatch":
        if end == "$":
            body = mk("re.++", body, mk("re.opt", mk("str.to_re", mk_string("\n"))))
        elif end == "":
            body = mk("re.++", body, mk("re.all"))
    if mode == "search" and not start:
        body = mk("re.++", mk("re.all"), body)
    concrete = None
    if pattern.value is not None and string.value is not None:
        concrete = getattr(_re, mode)(pattern.value, string.value, flags) is not None
    if not decide(Kind.BRANCH, mk("str.in_re", string.term, body), concrete, what):
        return None
    return LiteralMatch(mode, pattern, flags, string)


class LiteralMatch:
    """The match of a pattern holding an escaped symbolic string: true; its attributes
    run on the concrete values, with a note."""

    def __init__(self, mode: str, pattern: Any, flags: int, string: Any) -> None:
        self._mode, self._pattern, self._flags, self._string = mode, pattern, flags, string

    def __bool__(self) -> bool:
        return True

    def _real(self) -> Any:
        def run(p: str, s: str) -> Any:
            return getattr(_re, self._mode)(p, s, self._flags)
        return fallback(f"Match of re.{self._mode} with an escaped symbolic string",
                        [self._pattern, self._string], run)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or not hasattr(_re.Match, name):
            raise AttributeError(name)
        return getattr(self._real(), name)

    def __getitem__(self, group: Any) -> Any:
        return self._real()[group]

    def __repr__(self) -> str:
        return repr(self._real())




class EscapedPattern:
    """``re.compile`` of a pattern read by :func:`literal_pattern`: ``match``, ``search``
    and ``fullmatch`` (without ``pos``/``endpos``) are :func:`find`; everything else is
    the pattern made concrete (with a note), then the layer's compiled pattern."""

    def __init__(self, pattern: Any, flags: int, read: tuple[list[Term], bool, str]) -> None:
        self._symbolic, self._flags, self._read = pattern, flags, read
        self._pinned: Any = None

    def _find(self, mode: str, string: Any, bounds: tuple[Any, ...]) -> Any:
        from .strings import SymStr, str_of

        got = str_of(string)
        if bounds or got is None:
            return getattr(self._compiled_pinned(), mode)(string, *bounds)
        subject = string if isinstance(string, SymStr) else SymStr.of(got[0], got[1])
        return find(mode, self._read, self._symbolic, self._flags, subject,
                    f"Pattern.{mode}")

    def match(self, string: Any, *bounds: Any) -> Any:
        return self._find("match", string, bounds)

    def search(self, string: Any, *bounds: Any) -> Any:
        return self._find("search", string, bounds)

    def fullmatch(self, string: Any, *bounds: Any) -> Any:
        return self._find("fullmatch", string, bounds)

    def _compiled_pinned(self) -> Any:
        if self._pinned is None:
            from .re_template import decided_text
            from .regexes import SymPattern

            self._pinned = SymPattern(decided_text(self._symbolic, "re with a symbolic pattern"),
                                      self._flags)
        return self._pinned

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._compiled_pinned(), name)


__all__ = ["EscapedPattern", "LiteralMatch", "find", "literal_pattern", "remember"]
