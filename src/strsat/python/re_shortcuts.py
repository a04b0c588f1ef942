"""Exact shortcuts for ``sub``, ``split`` and ``findall`` on symbolic strings, without a
decision per match: a literal pattern is ``str.replace``/``str.split``/``str.count``; a
pattern of one character of a small class is one ``replace`` per character; one or more
characters of a class replaced by ``""`` (or one character by a plain string) is
``str.replace_re_all`` (whose leftmost shortest non-empty matches are then CPython's);
a ``MULTILINE`` pattern that starts with ``^`` and never crosses a newline works line by
line over ``split("\n")``.  Anything else goes through the loops of
:mod:`strsat.python.re_iter`.
"""

from __future__ import annotations

import re as _re
import re._compiler as sre_compiler
import re._constants as C
import re._parser as sre_parser
from functools import lru_cache
from typing import Any

from ..api.expr import string_literal
from ..errors import UnsupportedError
from ..terms import Term, mk
from . import str_transform
from .context import Tracer, active
from .re_match import find, pattern_term
from .strings import SymStr


#: (bounded and process-wide: a pure function of a pattern's text and flags)
@lru_cache(maxsize=512)
def _shape(pattern: str, flags: int) -> tuple[str, str | None]:
    """``("literal", text)`` when ``pattern`` matches exactly the string ``text``;
    ``("char", None)`` when it matches exactly one character of a class; ``("chars",
    None)`` for one or more of them (``[ab]+``); ``("other", None)`` otherwise."""
    try:
        items = list(sre_parser.parse(pattern, flags))
    except Exception:  # noqa: BLE001 - CPython reports a bad pattern where it is used
        return "other", None
    single = {C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY}
    while len(items) == 1 and items[0][0] is C.SUBPATTERN and not items[0][1][1] \
            and not items[0][1][2]:
        items = list(items[0][1][3])  # a group around the whole pattern (no inline flags)
    if items and all(op is C.LITERAL for op, _ in items) and not flags & _re.IGNORECASE:
        return "literal", "".join(chr(c) for _, c in items)
    if len(items) == 1 and items[0][0] in single:
        return "char", None
    if len(items) == 1 and items[0][0] is C.MAX_REPEAT:
        lo, hi, sub = items[0][1]
        if lo == 1 and hi == C.MAXREPEAT and len(sub) == 1 and sub[0][0] in single:
            return "chars", None
    return "other", None


#: Largest class whose characters ``sub`` replaces one ``replace_all`` each.
CLASS_LIMIT = 32


#: (bounded and process-wide: a pure function of a pattern's text and flags)
@lru_cache(maxsize=256)
def class_chars(pattern: str, flags: int) -> tuple[str, ...] | None:
    """The characters a one-character pattern matches, when it names at most
    :data:`CLASS_LIMIT` of them by literals and ranges (not negated, no categories, no
    ``IGNORECASE``); None otherwise."""
    if flags & _re.IGNORECASE:
        return None
    items = list(sre_parser.parse(pattern, flags))
    while len(items) == 1 and items[0][0] is C.SUBPATTERN:
        items = list(items[0][1][3])
    if len(items) != 1:
        return None
    op, av = items[0]
    members = [(C.LITERAL, av)] if op is C.LITERAL else (list(av) if op is C.IN else None)
    if members is None:
        return None
    chars: set[str] = set()
    for kind, value in members:
        if kind is C.LITERAL:
            chars.add(chr(value))
        elif kind is C.RANGE and value[1] - value[0] < CLASS_LIMIT:
            chars.update(chr(c) for c in range(value[0], value[1] + 1))
        else:
            return None
    if len(chars) > CLASS_LIMIT:
        return None
    found = tuple(sorted(c for c in chars if _re.fullmatch(pattern, c, flags)))
    return found if len(found) == len(chars) else None


def _by_character(pattern: str, flags: int, repl: str) -> list[tuple[str, str]] | None:
    """For a pattern of one character of a small class: each character and what ``sub``
    puts in its place (CPython's own ``re.sub`` on that character, so any template
    works), when no replacement holds another character of the class (then one
    ``replace_all`` per character, in any order, is ``re.sub``); None otherwise."""
    chars = class_chars(pattern, flags)
    if chars is None:
        return None
    pairs = [(c, _re.sub(pattern, repl, c, flags=flags)) for c in chars]
    if any(d in t for c, t in pairs for d in chars if d != c):
        return None
    return pairs


def _plain_replacement(repl: object) -> bool:
    return isinstance(repl, str) and "\\" not in repl


# ---- MULTILINE patterns that never cross a line ------------------------------------------


def _without_multiline(pattern: str, flags: int) -> tuple[str, int] | None:
    """A ``MULTILINE`` pattern (not ``DOTALL``) without that flag: its source (an inline
    ``m`` removed) and flags; None for a bad pattern, one without ``MULTILINE``, or one
    that sets it some other way (a scoped group)."""
    try:
        compiled = _re.compile(pattern, flags)
    except _re.error:
        return None
    if not compiled.flags & _re.MULTILINE or flags & _re.DOTALL:
        return None
    source = pattern
    inline = _re.match(r"\(\?([aiLmsux]+)\)", source)
    if inline and "m" in inline.group(1):
        letters = inline.group(1).replace("m", "")
        source = (f"(?{letters})" if letters else "") + source[inline.end():]
    line_flags = flags & ~_re.MULTILINE
    if _re.compile(source, line_flags).flags & _re.MULTILINE:
        return None
    return source, line_flags


#: The elements that consume one character.
_CONSUMING = {C.LITERAL, C.NOT_LITERAL, C.IN, C.ANY, C.CATEGORY}
#: The repetitions (their body is ``av[2]``).
_REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT)


class _LineScan:
    """Whether a parsed pattern stays on one line: no element can match ``\\n``, and
    the only assertions are ``^`` and ``$`` (no ``\\A``, ``\\Z``, lookaround,
    back-reference or conditional)."""

    def __init__(self, parsed: Any, flags: int) -> None:
        self.state = parsed.state
        self.flags = flags

    def crosses(self, op: Any, av: Any) -> bool:
        """Whether the one-character element ``(op, av)`` matches ``\\n``."""
        sub = sre_parser.SubPattern(self.state, [(op, av)])
        return sre_compiler.compile(sub, self.flags).fullmatch("\n") is not None

    def local(self, seq: Any) -> bool:
        return all(self.local_item(op, av) for op, av in seq)

    def local_item(self, op: Any, av: Any) -> bool:
        if op in _CONSUMING:
            return not self.crosses(op, av)
        if op is C.AT:
            return av in (C.AT_BEGINNING, C.AT_END)
        if op is C.SUBPATTERN:
            return self.local(av[3])
        if op in _REPEATS:
            return self.local(av[2])
        if op is C.ATOMIC_GROUP:
            return self.local(av)
        if op is C.BRANCH:
            return all(self.local(b) for b in av[1])
        return False  # lookaround, back-references, conditionals


def _starts_at_line_start(seq: Any) -> bool:
    """Whether the pattern begins with ``^`` (maybe inside its first groups)."""
    if not seq:
        return False
    op, av = seq[0]
    if op is C.AT:
        return bool(av is C.AT_BEGINNING)
    return op is C.SUBPATTERN and _starts_at_line_start(list(av[3]))


#: (bounded and process-wide: a pure function of a pattern's text and flags)
@lru_cache(maxsize=256)
def by_lines(pattern: str, flags: int) -> tuple[str, int, bool] | None:
    """For a ``MULTILINE`` pattern whose every match starts at a line start (it begins
    with ``^``) and holds no ``\\n`` (no element can match one; no ``\\A``, ``\\Z``,
    lookaround or back-reference): the same pattern without ``MULTILINE``, its flags,
    and whether it ends with ``$`` (a match is then a whole line).  On a line (no
    ``\\n``) ``^`` is its start and ``$`` its end either way, and a match never spans two
    lines, so ``sub``/``findall`` over the text are theirs over each line, joined.
    None for any other pattern."""
    plain = _without_multiline(pattern, flags)
    if plain is None:
        return None
    source, line_flags = plain
    parsed = sre_parser.parse(source, line_flags)
    items = list(parsed)
    if not _LineScan(parsed, line_flags).local(items) or not _starts_at_line_start(items):
        return None
    whole = bool(items[-1] == (C.AT, C.AT_END))
    return source, int(line_flags), whole


#: The most texts whose lines a tracer keeps (:func:`_built_lines`).
LINES_KEPT = 256


def _built_lines(tracer: Tracer | None) -> dict[tuple[Term, Any], list[Any]] | None:
    """The lines of the texts :func:`sub_by_lines` built under ``tracer``, by term and
    concrete value (their definitions are that tracer's): splitting one again needs no
    decision and no ``indexof`` over the joined ``ite`` terms.  None without a tracer."""
    return None if tracer is None else tracer.derived.setdefault("lines", {})


def _lines(string: SymStr) -> list[Any]:
    built = _built_lines(active())
    known = None if built is None else built.get((string.term, string.value))
    if known is not None:
        return list(known)
    return string.split("\n")


def sub_by_lines(pattern: str, flags: int, repl: str, string: SymStr) -> Any:
    """``re.sub`` of a line pattern (:func:`by_lines`, ending with ``$``) and a plain
    replacement: each line is ``repl`` if the pattern matches it, else itself (an
    ``ite``, no decision), the lines joined by ``\\n``; None when not modelled."""
    found = by_lines(pattern, flags)
    if found is None or not found[2] or not _plain_replacement(repl):
        return None
    source, line_flags, _ = found
    try:
        language = pattern_term(source, line_flags, "search")
    except UnsupportedError:
        return None
    out: Any = None
    lines = []
    for line in _lines(string):
        if isinstance(line, SymStr):
            value = None if line.value is None else _re.sub(source, repl, line.value,
                                                             flags=line_flags)
            line = SymStr(mk("ite", mk("str.in_re", line.term, language),
                             string_literal(repl, "a replacement"), line.term), value)
        else:
            line = _re.sub(source, repl, line, flags=line_flags)
        lines.append(line)
        out = line if out is None else out + "\n" + line
    built = _built_lines(active())
    if built is not None and "\n" not in repl and isinstance(out, SymStr):  # its lines
        if len(built) >= LINES_KEPT:
            built.clear()
        built[out.term, out.value] = lines
    return out


def findall_by_lines(pattern: str, flags: int, string: SymStr) -> list[Any] | None:
    """``re.findall`` of a line pattern (:func:`by_lines`): at most one match per line,
    at its start (``re.match`` on the line, a decision), giving the whole match, the
    one group, or the tuple of groups; None when not modelled."""
    found = by_lines(pattern, flags)
    if found is None:
        return None
    source, line_flags, _ = found
    # re.match starts at the line's start: the leading ^ (maybe inside the first groups,
    # which from_python does not take) says nothing more there
    lead = _re.match(r"((?:\((?:\?:|\?P<\w+>)?)*)\^", source)
    if lead:
        source = lead.group(1) + source[lead.end():]
    groups = _re.compile(source, line_flags).groups
    out: list[Any] = []
    for line in _lines(string):
        m: Any = find("match", source, line_flags, line, what="re.match") \
            if isinstance(line, SymStr) else _re.match(source, line, line_flags)
        if m is None:
            continue
        if groups == 1:
            one = m.group(1)
            out.append("" if one is None else one)
        else:
            out.append(m.group(0) if groups == 0 else m.groups(""))
    return out


# ---- the shortcuts -----------------------------------------------------------------------

#: No shortcut applies.
NONE = object()


def sub(p: str, f: int, repl: object, string: SymStr, count: int, with_count: bool) -> Any:
    """``re.sub``/``re.subn`` by a shortcut (see the module docstring), else :data:`NONE`."""
    if not isinstance(repl, str) or count < 0:
        return NONE
    if f & _re.MULTILINE and not count and not with_count:
        lined = sub_by_lines(p, f, repl, string)
        if lined is not None:
            return lined
    pairs = _by_character(p, f, repl) if not count and not with_count else None
    if pairs is not None:
        out: Any = string
        for c, t in pairs:
            # one replace per character of the class: no absent split each (re.escape's)
            out = (str_transform.replace(out, c, t, -1, split=False)
                   if isinstance(out, SymStr) else out.replace(c, t))
        return out
    if not _plain_replacement(repl):
        return NONE
    shape, text = _shape(p, f)
    if shape == "literal" and text:
        result = string.replace(text, repl, count if count else -1)
        if not with_count:
            return result
        n = string.count(text)
        return result, (n if not count else min(n, count))
    if (shape == "char" or (shape == "chars" and repl == "")) and not count \
            and not with_count:
        try:
            language = pattern_term(p, f, "fullmatch")
        except UnsupportedError:
            return NONE
        value = None if string.value is None else _re.sub(p, repl, string.value, flags=f)
        return SymStr(mk("str.replace_re_all", string.term, language,
                         string_literal(repl, "a replacement")), value)
    return NONE


def split(p: str, f: int, string: SymStr, maxsplit: int) -> Any:
    """``re.split`` of a non-empty literal pattern without groups (``str.split``), else
    :data:`NONE`."""
    shape, text = _shape(p, f)
    if shape == "literal" and text and maxsplit >= 0 and not _re.compile(p, f).groups:
        return string.split(text, maxsplit if maxsplit else -1)
    return NONE


def findall(p: str, f: int, string: SymStr) -> Any:
    """``re.findall`` of a non-empty literal pattern (as many copies as ``str.count``
    finds: the count is made concrete for the list) or a line pattern, else
    :data:`NONE`."""
    if _re.compile(p, f).flags & _re.MULTILINE:
        lined = findall_by_lines(p, f, string)
        if lined is not None:
            return lined
    shape, text = _shape(p, f)
    if shape == "literal" and text:
        return [text] * string.count(text)
    return NONE


__all__ = ["NONE", "by_lines", "class_chars", "findall", "findall_by_lines", "split", "sub",
           "sub_by_lines"]

