"""SMT-LIB 2.6 lexer with source positions (SMT-LIB standard 2.6, section 3.1).

Tokens are parentheses, numerals, decimals, hexadecimals (``#x..``), binaries
(``#b..``), string literals (kept raw: escapes depend on the dialect and are
decoded by :mod:`strsat.smtlib.literals`), simple and quoted symbols, and
keywords.  Whitespace and ``;`` comments are skipped.

Input may arrive in chunks (interactive standard input): :class:`Lexer` pulls a
new chunk only when a token could still continue past the end of what it has,
so a command is answered as soon as its closing parenthesis is read.
Every token carries its 1-based line and column.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any
from zlib import crc32

from ..errors import ParseError

LPAREN = "("
RPAREN = ")"
NUMERAL = "numeral"
DECIMAL = "decimal"
HEXADECIMAL = "hexadecimal"
BINARY = "binary"
STRING = "string"
SYMBOL = "symbol"
KEYWORD = "keyword"

#: One entry: the CRC-32 of the pattern's UTF-8 text, its flags as ``re`` finishes them,
#: the group names by number, the engine's code.
Entry = tuple[int, int, tuple[str | None, ...], tuple[int, ...]]
_TOKEN_3_11: Entry = (
    2331947342, 96, (None, "lparen", "rparen", "word", "string", "qsym", "comment"), (
        14, 4, 0, 0, 4294967295, 24, 12, 0, 4294967295, 13, 7, 22, 9, 13, 16, 32, 0, 1,
        23, 132, 0, 1, 7, 9, 17, 0, 16, 40, 17, 1, 15, 120, 9, 17, 2, 16, 41, 17, 3, 15,
        111, 25, 17, 4, 24, 17, 1, 4294967295, 13, 12, 21, 9, 15872, 134218501, 0,
        268435456, 0, 0, 0, 0, 0, 1, 17, 5, 15, 86, 39, 17, 6, 16, 34, 24, 6, 0,
        4294967295, 20, 34, 1, 23, 14, 0, 4294967295, 16, 34, 16, 34, 24, 6, 0,
        4294967295, 20, 34, 1, 18, 24, 6, 0, 1, 16, 34, 1, 17, 7, 15, 47, 23, 17, 8, 16,
        124, 24, 6, 0, 4294967295, 20, 124, 1, 24, 6, 0, 1, 16, 124, 1, 17, 9, 15, 24,
        22, 17, 10, 16, 59, 24, 12, 0, 4294967295, 13, 7, 21, 16, 10, 16, 13, 0, 1, 17,
        11, 15, 2, 0, 18, 1,
    ))
#: (major, minor, ``_sre.MAGIC``) -> the entry of the lexer's token pattern (code units
#: of 4 bytes): the engines of CPython 3.11 to 3.13 take the same code for it.
CODES: dict[tuple[int, int, int], Entry] = {
    (3, 11, 20220615): _TOKEN_3_11,
    (3, 12, 20221023): _TOKEN_3_11,
    (3, 13, 20230612): _TOKEN_3_11,
}


def _engine() -> Any:
    """The C matching engine of CPython (``_sre``), or None on another interpreter."""
    try:
        import _sre
    except ImportError:  # pragma: no cover - another implementation
        return None
    return _sre


def compiled(pattern: str, flags: int) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, from :data:`CODES` when it holds the pattern for
    this interpreter (:mod:`.token_code` says why and checks the entries)."""
    sre = _engine()
    entry = None if sre is None or sre.CODESIZE != 4 else \
        CODES.get((*sys.version_info[:2], sre.MAGIC))
    if entry is None or entry[0] != crc32(pattern.encode()) or entry[1] != flags | re.UNICODE:
        return re.compile(pattern, flags)
    _, full_flags, names, code = entry
    index = {name: i for i, name in enumerate(names) if name is not None}
    made: re.Pattern[str] = sre.compile(pattern, full_flags, list(code), len(names) - 1,
                                        index, names)
    return made


#: Whitespace, then (unless the whitespace runs to the end) one token or comment: one
#: match per token, the whitespace before it included.  The alternatives start with
#: different characters, so their order (most frequent first) does not change a match.
TOKEN_SOURCE = r"""[ \t\r\n\f\v]*
      (?: (?P<lparen>\()
        | (?P<rparen>\))
        | (?P<word>[^ \t\r\n\f\v()";|]+)
        | (?P<string>"[^"]*(?:""[^"]*)*"?)
        | (?P<qsym>\|[^|]*\|?)
        | (?P<comment>;[^\n\r]*)
      )?
    """
TOKEN_FLAGS = re.VERBOSE
#: compiled ahead of time where :data:`CODES` has it for this interpreter
_TOKEN = compiled(TOKEN_SOURCE, TOKEN_FLAGS)

_HEX_DIGITS = "0123456789abcdefABCDEF"


def _digits(text: str) -> bool:
    """``text`` is ``[0-9]+`` (string methods, not regular expressions: the lexer
    compiles no pattern but its token one at import)."""
    return text.isascii() and text.isdigit()


def _all_of(text: str, alphabet: str) -> bool:
    """``text`` is non-empty and made of characters of ``alphabet`` only."""
    return bool(text) and not text.strip(alphabet)


class Token:
    """One token: ``kind`` (a module constant), source ``text``, position."""

    __slots__ = ("kind", "text", "line", "col")

    def __init__(self, kind: str, text: str, line: int, col: int) -> None:
        self.kind = kind
        self.text = text
        self.line = line
        self.col = col

    @property
    def symbol(self) -> str:
        """The symbol's name (quoted symbols without their bars)."""
        if self.kind == SYMBOL and self.text.startswith("|"):
            return self.text[1:-1]
        return self.text

    def __repr__(self) -> str:
        return f"Token({self.kind}, {self.text!r}, {self.line}:{self.col})"


def _classify(word: str) -> str | None:
    """The kind of a run of non-delimiter characters, or None if malformed."""
    c = word[0]
    if c.isdigit():
        if _digits(word):
            return NUMERAL
        whole, dot, fraction = word.partition(".")
        if dot and _digits(whole) and _digits(fraction):
            return DECIMAL
        return None
    if c == "#":
        if word[1:2] == "x" and _all_of(word[2:], _HEX_DIGITS):
            return HEXADECIMAL
        if word[1:2] == "b" and _all_of(word[2:], "01"):
            return BINARY
        return None
    if c == ":":
        return KEYWORD if len(word) > 1 else None
    return SYMBOL


class Lexer:
    """Turns chunks of text into tokens.

    ``chunks`` is any iterable of strings (a whole file as one chunk, or lines
    of an interactive stream).  :meth:`next` returns the next token or None at
    the end of the input.
    """

    def __init__(self, chunks: Iterable[str] | str) -> None:
        #: the tokens of input given as one string (:meth:`_scan`), else None
        self._whole: Iterator[tuple[str, str, int, int]] | None = None
        if isinstance(chunks, str):
            self._source: Iterator[str] = iter(())
            self._buf = chunks
            self._eof = True
            self._whole = self._scan(_TOKEN.finditer(chunks))
        else:
            self._source = iter(chunks)
            self._buf = ""
            self._eof = False
        self._pos = 0
        self._line = 1
        self._line_start = 0  # index in _buf of the current line's first char
        #: lists open when :meth:`read_whole` met a malformed token
        self.open_lists = 0

    @property
    def position(self) -> tuple[int, int]:
        """Line and column of the next unread character."""
        return self._line, self._pos - self._line_start + 1

    def _more(self) -> bool:
        """Append the next chunk; False at the end of the input."""
        if self._eof:
            return False
        for chunk in self._source:
            if chunk:
                if self._pos > 1 << 16:  # drop consumed text
                    self._buf = self._buf[self._pos:]
                    self._line_start -= self._pos
                    self._pos = 0
                self._buf += chunk
                return True
        self._eof = True
        return False

    def _advance(self, text: str) -> None:
        """Move past ``text`` (at the current position), counting lines."""
        newlines = text.count("\n")
        if newlines:
            self._line += newlines
            self._line_start = self._pos + text.rindex("\n") + 1
        self._pos += len(text)

    def next(self) -> Token | None:
        """The next token, or None when the input is exhausted."""
        if self._whole is not None:
            return self._next_complete(self._whole)
        while True:
            buf = self._buf
            pos = self._pos
            if pos >= len(buf):
                if not self._more():
                    return None
                continue
            m = _TOKEN.match(buf, pos)
            assert m is not None  # the pattern matches the empty string
            kind = m.lastgroup
            # A token (or whitespace) that touches the end of the buffer may continue
            # in the next chunk (except a parenthesis, which never does).
            if m.end() == len(buf) and kind not in ("lparen", "rparen") and not self._eof:
                if self._more():
                    continue
            if kind is None:  # whitespace to the end of the input
                self._advance(m.group())
                continue
            start = m.start(kind)
            self._advance(buf[pos:start])
            line, col = self._line, start - self._line_start + 1
            text = m.group(kind)
            self._advance(text)
            if kind == "comment":
                continue
            return _make(kind, text, line, col)

    def _scan(self, matches: Iterator[re.Match[str]]) -> Iterator[tuple[str, str, int, int]]:
        """The tokens of input given as one string, as ``(kind, text, line, col)`` with
        the kind a group of :data:`_TOKEN` (``lparen``, ``rparen``, ``word``, ``string``,
        ``qsym``; comments skipped), the lexer's position following them: what
        :meth:`next` and :meth:`read_whole` read."""
        text = self._buf
        for m in matches:
            kind = m.lastgroup
            a = m.start()
            s = m.start(kind) if kind is not None else m.end()
            if s != a:  # the whitespace before the token
                n = text.count("\n", a, s)
                if n:
                    self._line += n
                    self._line_start = text.rindex("\n", a, s) + 1
            if kind is None or kind == "comment":
                continue
            self._pos = m.end()
            line, col = self._line, s - self._line_start + 1
            word = m.group(kind)
            if kind == "string" or kind == "qsym":  # literals and quoted symbols span lines
                n = word.count("\n")
                if n:
                    self._line += n
                    self._line_start = s + word.rindex("\n") + 1
            yield kind, word, line, col
        self._pos = len(text)

    def _next_complete(self, tokens: Iterator[tuple[str, str, int, int]]) -> Token | None:
        """:meth:`next` for input given as one string (the fast path)."""
        for kind, word, line, col in tokens:
            if kind == "lparen":
                return Token(LPAREN, "(", line, col)
            if kind == "rparen":
                return Token(RPAREN, ")", line, col)
            if kind == "word":
                c = word[0]
                if not (c.isdigit() or c == "#" or c == ":"):  # a simple symbol (_classify)
                    return Token(SYMBOL, word, line, col)
            return _make(kind, word, line, col)
        return None

    @property
    def whole(self) -> bool:
        """The input was given as one string (:meth:`read_whole` applies)."""
        return self._whole is not None

    def read_whole(self, new_list: Callable[[int, int], list[Any]]) -> Token | list[Any] | None:
        """The next s-expression of input given as one string, or None at its end: the
        reader's fast path (:class:`~strsat.smtlib.sexpr.Reader`), one loop over the
        tokens with no :class:`Token` made for a parenthesis; a list is
        ``new_list(line, col)`` of its ``(``.  The same s-expressions, positions and
        errors as reading the tokens of :meth:`next`; after a malformed token inside
        lists, :attr:`open_lists` says how many were open (the reader skips to their
        end)."""
        assert self._whole is not None
        stack: list[list[Any]] = []
        self.open_lists = 0
        for kind, word, line, col in self._whole:
            if kind == "lparen":
                stack.append(new_list(line, col))
                continue
            if kind == "rparen":
                if not stack:
                    raise ParseError("unexpected ')'", line, col)
                done = stack.pop()
                if not stack:
                    return done
                stack[-1].append(done)
                continue
            c = word[0]
            if kind == "word" and not (c.isdigit() or c == "#" or c == ":"):
                tok = Token(SYMBOL, word, line, col)  # a simple symbol (_classify)
            else:
                try:
                    tok = _make(kind, word, line, col)
                except ParseError:
                    self.open_lists = len(stack)
                    raise
            if not stack:
                return tok
            stack[-1].append(tok)
        if stack:
            open_ = stack[-1]
            raise ParseError("unexpected end of input: unbalanced '('",
                             open_.line, open_.col)  # type: ignore[attr-defined]
        return None

    def __iter__(self) -> Iterator[Token]:
        while True:
            tok = self.next()
            if tok is None:
                return
            yield tok


def _make(kind: str | None, text: str, line: int, col: int) -> Token:
    """The token of a match of kind ``string``, ``qsym`` or ``word`` (a match's
    ``lastgroup``); ParseError if malformed."""
    if kind == "word":
        word_kind = _classify(text)
        if word_kind is None:
            raise ParseError(f"malformed token {_short(text)}", line, col)
        return Token(word_kind, text, line, col)
    if kind == "string":
        if len(text) < 2 or not text.endswith('"') or _odd_quote_run(text):
            raise ParseError("unterminated string literal", line, col)
        return Token(STRING, text, line, col)
    if kind == "qsym":
        if len(text) < 2 or not text.endswith("|"):
            raise ParseError("unterminated quoted symbol", line, col)
        if "\\" in text:
            raise ParseError(f"quoted symbol {_short(text)} contains a backslash", line, col)
        return Token(SYMBOL, text, line, col)
    if kind == "lparen":
        return Token(LPAREN, text, line, col)
    return Token(RPAREN, text, line, col)


def _odd_quote_run(text: str) -> bool:
    """True if ``text`` ends inside a literal: its final run of quotes is even.

    A literal ``"..."`` ends with an odd-length run of ``"`` (``""`` inside is
    an escaped quote).  The token regex only stops early at the end of input.
    """
    body = text[1:]
    run = len(body) - len(body.rstrip('"'))
    return run % 2 == 0


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


def tokenize(text: str) -> list[Token]:
    """All tokens of ``text`` (convenience for tests)."""
    return list(Lexer(text))


__all__ = [
    "BINARY", "DECIMAL", "HEXADECIMAL", "KEYWORD", "LPAREN", "NUMERAL", "RPAREN", "STRING",
    "SYMBOL", "Lexer", "Token", "tokenize",
]
