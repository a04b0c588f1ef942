"""``Pattern.scanner(string, pos, endpos)`` and ``re.Scanner.scan`` on symbolic strings
(issue 38, survey 26).

CPython's scanner object (``_sre.c``'s ``SRE_Scanner``: ``_sre_SRE_Scanner_match_impl``
and ``_sre_SRE_Scanner_search_impl``) matches or searches from where its last match
ended; after an empty match the next one may not be empty where it starts
(``state->must_advance = (state->ptr == state->start)``); once a call finds nothing,
every later call returns None (``state->start = NULL``).  ``finditer`` is
``iter(scanner.search, None)``, and tokenizers write ``iter(scanner.match, None)``.
:class:`SymScanner` is that object over :func:`strsat.python.re_match.find`: one decision
per call (and one more, whether the match was empty, when the pattern can match the
empty string), as :mod:`.re_iter`'s loops.

``re.Scanner`` (``Lib/re/__init__.py``) builds its pattern by hand: a ``BRANCH`` of one
group per phrase of its lexicon, compiled from the parsed tree (the compiled pattern has
no text, and its flags are the ones given, without ``re.UNICODE``).  :func:`scan` runs
CPython's ``Scanner.scan`` over the layer's pattern of the text ``(p1)|(p2)|...`` with the
given flags (or with ``re.ASCII`` added), taken only when that text compiles to the same
program as the scanner's own construction does (``re._compiler._code``, compared code
for code); a lexicon with no such text (phrases holding groups of their own or inline
global flags) runs on CPython's scanner, with a note.
"""

from __future__ import annotations

import re as _re
from collections.abc import Callable
from typing import Any

from ..terms import mk
from .context import Kind, decide, fallback
from .re_iter import _empty
from .re_match import SymMatch, as_int, find
from .strings import SymStr


class SymScanner:
    """``pattern.scanner(string, pos, endpos)`` of a symbolic ``string`` (``pos`` and
    ``endpos`` as :meth:`SymPattern._bounds` gives them: None for the defaults)."""

    def __init__(self, owner: Any, text: str, flags: int, string: SymStr, pos: Any,
                 endpos: Any) -> None:
        self.pattern = owner
        self._text, self._flags = text, flags
        self._string = string
        self._start, self._endpos = pos, endpos
        self._advance = False
        self._done = False
        self._modes: list[str] = []  # the calls so far, replayed on concrete values
        self._pos: Any = None  # the pos every match reports (the first match's)
        self._operands = [string, 0 if pos is None else pos] + (
            [] if endpos is None else [endpos])

    def match(self) -> Any:
        """``scanner.match()``: a match starting where the last one ended, or None."""
        return self._next("match")

    def search(self) -> Any:
        """``scanner.search()``: the next match from where the last one ended, or None."""
        return self._next("search")

    def _replay(self) -> Callable[..., Any]:
        modes = list(self._modes)
        real: Any = _re.compile(self._text, self._flags)  # typeshed lacks .scanner

        def run(text: str, pos: int = 0, *endpos: int) -> Any:
            scanner = real.scanner(text, pos, *endpos)
            got = None
            for mode in modes:
                got = getattr(scanner, mode)()
            return got
        return run

    def _next(self, mode: str) -> Any:
        if self._done:  # CPython's state->start = NULL
            return None
        self._modes.append(mode)
        found = find(mode, self._text, self._flags, self._string, self._start, self._endpos,
                     what=f"SRE_Scanner.{mode}", owner=self.pattern,
                     must_advance=self._advance, concrete=self._replay(),
                     operands=self._operands, first=len(self._modes) == 1)
        if found is None:
            self._done = True
            return None
        if isinstance(found, SymMatch):
            if self._pos is None:
                self._pos = found.pos
            found.pos = self._pos
            self._advance = _empty(found)
        else:  # ran on concrete values (noted): its plain positions
            self._advance = found.start() == found.end()
        self._start = found.end()
        return found


def _same(a: Any, b: Any, what: str) -> bool:
    """``a == b`` of two positions (a decision when either is symbolic)."""
    x, y = as_int(a), as_int(b)
    cond = mk("=", x.term, y.term)
    if cond.op == "const":
        return bool(cond.value)
    value = None if x.value is None or y.value is None else x.value == y.value
    return decide(Kind.BRANCH, cond, value, what)


def _replica_code(lexicon: Any, flags: int) -> list[int]:
    """The program ``re.Scanner(lexicon, flags)`` compiles (its own construction)."""
    from re import _compiler, _parser
    from re._constants import BRANCH, SUBPATTERN

    parts = []
    state = _parser.State()
    state.flags = flags
    for phrase, _action in lexicon:
        gid = state.opengroup()
        parts.append(_parser.SubPattern(state, [
            (SUBPATTERN, (gid, 0, 0, _parser.parse(phrase, flags)))]))
        state.closegroup(gid, parts[-1])
    code: list[int] = _compiler._code(_parser.SubPattern(state, [(BRANCH, (None, parts))]), 0)
    return code


def lexicon_pattern(scanner: Any) -> tuple[str, int] | None:
    """The text and flags of a pattern that compiles to ``scanner``'s program, else None."""
    from re import _compiler, _parser
    from re._constants import BRANCH

    lexicon, compiled = scanner.lexicon, scanner.scanner
    phrases = [entry[0] for entry in lexicon]
    if not phrases or not all(type(p) is str for p in phrases) or \
            compiled.groups != len(phrases):
        return None
    text = "|".join(f"({p})" for p in phrases)
    try:
        want = _replica_code(lexicon, compiled.flags)
        for flags in (compiled.flags, compiled.flags | _re.ASCII):
            parsed = _parser.parse(text, flags)
            if len(phrases) == 1:  # the scanner's BRANCH of one alternative, kept as such
                parsed = _parser.SubPattern(parsed.state, [(BRANCH, (None, [parsed]))])
            if parsed.state.groups - 1 == len(phrases) and _compiler._code(parsed, 0) == want:
                _re.compile(text, flags)
                return text, flags
    except (_re.error, TypeError, ValueError, OverflowError):
        return None
    return None


def _plain_call(f: Callable[..., Any], *args: Any) -> Any:
    return f(*args)


def scan(scanner: Any, string: object, call: Callable[..., Any] = _plain_call) -> Any:
    """``scanner.scan(string)`` of a ``re.Scanner`` (CPython's loop, line for line): the
    actions of the matches from the start, each a phrase's (``m.lastindex``), a callable
    one called as ``action(scanner, m.group())`` through ``call`` (the explorer's, so it
    runs rewritten) after ``scanner.match = m``; the loop ends at no match or an empty
    one; the rest of the string is returned with the actions."""
    from .regexes import SymPattern

    if not isinstance(string, SymStr):
        return scanner.scan(string)
    found = lexicon_pattern(scanner)
    if found is None:
        return fallback("re.Scanner.scan with a lexicon the layer does not read", [string],
                        scanner.scan)
    text, flags = found
    result: list[Any] = []
    match = SymScanner(SymPattern(text, flags), text, flags, string, None, None).match
    i: Any = 0
    while True:
        m = match()
        if not m:
            break
        j = m.end()
        if _empty(m) if isinstance(m, SymMatch) else _same(i, j, "re.Scanner.scan: empty"):
            break
        action = scanner.lexicon[m.lastindex - 1][1]
        if callable(action):
            scanner.match = m
            action = call(action, scanner, m.group())
        if action is not None:
            result.append(action)
        i = j
    return result, string[i:]
