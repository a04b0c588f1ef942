"""SMT-LIB 2.6 lexer with source positions (SMT-LIB standard 2.6, section 3.1).

Tokens are parentheses, numerals, decimals, hexadecimals (``#x..``), binaries
(``#b..``), string literals (kept raw: escapes depend on the dialect and are
decoded by :mod:`strsat.smtlib.literals`), simple and quoted symbols, and
keywords.  Whitespace and ``;`` comments are skipped.

Input may arrive in chunks (interactive standard input): :class:`Lexer` pulls a
new chunk only when a token could still continue past the end of what it has,
so a command is answered as soon as its closing parenthesis is read.
Every token and list has its 1-based line and column; for input given as one string
they are found from the token's number only when asked (:class:`Source`).
"""

from __future__ import annotations

import sys
from zlib import crc32

from strsat.static import TYPE_CHECKING, Any

from ..errors import ParseError

if TYPE_CHECKING:
    import re
    from collections.abc import Iterable, Iterator

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
    4220586740, 96, (None, None), (
        14, 4, 0, 0, 4294967295, 24, 12, 0, 4294967295, 13, 7, 22, 9, 13, 16, 32, 0, 1,
        23, 112, 0, 1, 17, 0, 7, 5, 16, 40, 15, 100, 5, 16, 41, 15, 95, 21, 24, 17, 1,
        4294967295, 13, 12, 21, 9, 15872, 134218501, 0, 268435456, 0, 0, 0, 0, 0, 1, 15,
        74, 35, 16, 34, 24, 6, 0, 4294967295, 20, 34, 1, 23, 14, 0, 4294967295, 16, 34,
        16, 34, 24, 6, 0, 4294967295, 20, 34, 1, 18, 24, 6, 0, 1, 16, 34, 1, 15, 39, 19,
        16, 124, 24, 6, 0, 4294967295, 20, 124, 1, 24, 6, 0, 1, 16, 124, 1, 15, 20, 18,
        16, 59, 24, 12, 0, 4294967295, 13, 7, 21, 16, 10, 16, 13, 0, 1, 15, 2, 0, 17, 1,
        18, 1,
    ))
#: (major, minor, ``_sre.MAGIC``) -> the entry of the lexer's token pattern (code units
#: of 4 bytes); only versions whose entry was made and checked by ``token_code`` on that
#: version are listed (others compile the pattern with ``re``).
CODES: dict[tuple[int, int, int], Entry] = {
    (3, 11, 20220615): _TOKEN_3_11,
}


#: ``re.VERBOSE`` and ``re.UNICODE`` (their values, so that a plain run imports no ``re``)
_VERBOSE = 64
_UNICODE = 32


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
    if entry is None or entry[0] != crc32(pattern.encode()) or entry[1] != flags | _UNICODE:
        import re  # only where CODES lacks the pattern: a plain run loads no ``re``

        return re.compile(pattern, flags)
    _, full_flags, names, code = entry
    index = {name: i for i, name in enumerate(names) if name is not None}
    made: re.Pattern[str] = sre.compile(pattern, full_flags, list(code), len(names) - 1,
                                        index, names)
    return made


#: Whitespace, then (unless the whitespace runs to the end) one token or comment in the
#: one group: one match per token, the whitespace before it included, so that
#: ``findall`` gives the text of every token and comment of a file in one call, an empty
#: string for whitespace that runs to the end.  A token's first character says its kind
#: (:func:`_group_of`): the alternatives start with different characters.
TOKEN_SOURCE = r"""[ \t\r\n\f\v]*
      ( \( | \)
      | [^ \t\r\n\f\v()";|]+
      | "[^"]*(?:""[^"]*)*"?
      | \|[^|]*\|?
      | ;[^\n\r]*
      )?
    """
TOKEN_FLAGS = _VERBOSE
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


class Source:
    """Input given as one string, and the positions in it found only when asked (for an
    error message): token ``i`` is the ``i``-th match of :data:`_TOKEN` in the text
    (``findall``, which the lexer reads, and ``finditer`` give the same matches)."""

    __slots__ = ("text", "_starts")

    def __init__(self, text: str) -> None:
        self.text = text
        self._starts: list[int] | None = None

    def start(self, i: int) -> int:
        """The offset of the ``i``-th match's token or comment."""
        if self._starts is None:
            self._starts = [m.start(1) for m in _TOKEN.finditer(self.text)]
        return self._starts[i]

    def line_col(self, offset: int) -> tuple[int, int]:
        """The 1-based line and column of ``offset`` (lines end at ``\\n``; counted when
        asked, for an error message)."""
        text = self.text
        return text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset)

    def position(self, i: int) -> tuple[int, int]:
        """Line and column of the ``i``-th match's token."""
        return self.line_col(self.start(i))


def _position(self: Token | SList) -> tuple[int, int]:
    """Line and column (1-based) where a token or list starts: ``_at`` is either
    ``(line, col)`` with ``_src`` None, or the number of its match in ``_src`` (a
    :class:`Source`), turned into a position only when asked."""
    src = self._src
    if src is None:
        line_col: tuple[int, int] = self._at
        return line_col
    return src.position(self._at)


def _line(self: Token | SList) -> int:
    return _position(self)[0]


def _col(self: Token | SList) -> int:
    return _position(self)[1]


class Token:
    """One token: ``kind`` (a module constant), source ``text``, position."""

    __slots__ = ("kind", "text", "_at", "_src")
    _at: Any
    _src: Source | None
    position = property(_position)
    line = property(_line)
    col = property(_col)

    def __init__(self, kind: str, text: str, line: int, col: int) -> None:
        self.kind = kind
        self.text = text
        self._at = (line, col)
        self._src = None

    @property
    def symbol(self) -> str:
        """The symbol's name (quoted symbols without their bars)."""
        if self.kind == SYMBOL and self.text.startswith("|"):
            return self.text[1:-1]
        return self.text

    def __repr__(self) -> str:
        return f"Token({self.kind}, {self.text!r}, {self.line}:{self.col})"


class SList(list[Any]):  # items: SExpr (Any: commands index them by position)
    """A parenthesised list of s-expressions with the position of its ``(``
    (:mod:`strsat.smtlib.sexpr`; made here, without ``__init__``, by the reader of input
    given as one string)."""

    __slots__ = ("_at", "_src", "_key")
    _at: Any
    _src: Source | None
    #: a number equal for two lists of one reading with the same tokens, None when the
    #: list holds an annotation ``!`` (which names a term once) or was not read whole
    #: (:meth:`Lexer.read_whole` numbers them; the parser reuses the term of the first)
    _key: int | None
    position = property(_position)
    line = property(_line)
    col = property(_col)

    def __init__(self, line: int, col: int) -> None:  # empty from list.__new__
        self._at = (line, col)
        self._src = None
        self._key = None

    def __hash__(self) -> int:  # type: ignore[override]  # compared by identity where hashed
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other


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


def _kind(text: str) -> str:
    """The kind of a token's ``text`` (a match of :data:`_TOKEN`'s group, not a comment);
    ParseError without a position if it is malformed (the caller adds it)."""
    c = text[0]
    if c == "(":
        return LPAREN
    if c == ")":
        return RPAREN
    if c == '"':
        if len(text) < 2 or not text.endswith('"') or _odd_quote_run(text):
            raise ParseError("unterminated string literal")
        return STRING
    if c == "|":
        if len(text) < 2 or not text.endswith("|"):
            raise ParseError("unterminated quoted symbol")
        if "\\" in text:
            raise ParseError(f"quoted symbol {_short(text)} contains a backslash")
        return SYMBOL
    kind = _classify(text)
    if kind is None:
        raise ParseError(f"malformed token {_short(text)}")
    return kind


def _positioned(exc: ParseError, where: tuple[int, int]) -> ParseError:
    """``exc`` (from :func:`_kind`) at ``where``."""
    return ParseError(exc.message, *where)


#: a token whose first character is one of these (or a digit) is not a simple symbol
_NOT_SIMPLE = "#:\"|"
_new = object.__new__
_new_list = list.__new__


class Lexer:
    """Turns chunks of text into tokens.

    ``chunks`` is any iterable of strings (a whole file as one chunk, or lines
    of an interactive stream).  :meth:`next` returns the next token or None at
    the end of the input.  Input given as one string is split into the texts of its
    tokens by one ``findall`` call, and the positions of its tokens are found only
    when asked (:class:`Source`); chunked input is matched token by token.
    """

    def __init__(self, chunks: Iterable[str] | str) -> None:
        #: input given as one string, else None
        self._whole: Source | None = None
        if isinstance(chunks, str):
            self._source: Iterator[str] = iter(())
            self._buf = ""
            self._eof = True
            self._whole = Source(chunks)
            self._words: list[str] = _TOKEN.findall(chunks)
            #: the matches not read yet, numbered, shared by :meth:`next` and
            #: :meth:`read_whole`
            self._unread = enumerate(self._words)
            #: the number of the last match read (-1: none yet)
            self._read = -1
            #: the lists read so far by their tokens, numbered (SList._key)
            self._keys: dict[tuple[str | int, ...], int] = {}
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
        src = self._whole
        if src is None:
            return self._line, self._pos - self._line_start + 1
        i = self._read
        if i < 0:
            return 1, 1
        if i >= len(self._words):
            return src.line_col(len(src.text))
        return src.line_col(src.start(i) + len(self._words[i]))

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
            return self._next_whole(self._whole)
        while True:
            buf = self._buf
            pos = self._pos
            if pos >= len(buf):
                if not self._more():
                    return None
                continue
            m = _TOKEN.match(buf, pos)
            assert m is not None  # the pattern matches the empty string
            text = m.group(1)
            # A token (or whitespace) that touches the end of the buffer may continue
            # in the next chunk (except a parenthesis, which never does).
            if m.end() == len(buf) and text != "(" and text != ")" and not self._eof:
                if self._more():
                    continue
            if text is None:  # whitespace to the end of the input
                self._advance(m.group())
                continue
            start = m.start(1)
            self._advance(buf[pos:start])
            line, col = self._line, start - self._line_start + 1
            self._advance(text)
            if text[0] == ";":
                continue
            try:
                kind = _kind(text)
            except ParseError as exc:
                raise _positioned(exc, (line, col)) from None
            return Token(kind, text, line, col)

    def _next_whole(self, src: Source) -> Token | None:
        """:meth:`next` for input given as one string."""
        for i, word in self._unread:
            self._read = i
            if not word or word[0] == ";":
                continue
            try:
                kind = _kind(word)
            except ParseError as exc:
                raise _positioned(exc, src.position(i)) from None
            tok: Token = _new(Token)
            tok.kind, tok.text, tok._at, tok._src = kind, word, i, src
            return tok
        self._read = len(self._words)
        return None

    @property
    def whole(self) -> bool:
        """The input was given as one string (:meth:`read_whole` applies)."""
        return self._whole is not None

    def read_whole(self) -> Token | SList | None:
        """The next s-expression of input given as one string, or None at its end: the
        reader's fast path (:class:`~strsat.smtlib.sexpr.Reader`), one loop over the
        texts of the tokens with no :class:`Token` made for a parenthesis; a list is an
        :class:`SList` made without its ``__init__``, positioned at its ``(``.  The
        same s-expressions, positions and errors as reading the tokens of :meth:`next`;
        after a malformed token inside lists, :attr:`open_lists` says how many were
        open (the reader skips to their end)."""
        src = self._whole
        assert src is not None
        stack: list[SList] = []
        self.open_lists = 0
        keys = self._keys
        for i, word in self._unread:
            if word == "(":
                made: SList = _new_list(SList)
                made._at, made._src = i, src
                stack.append(made)
                continue
            if word == ")":
                if not stack:
                    self._read = i
                    raise ParseError("unexpected ')'", *src.position(i))
                done = stack.pop()
                # its number: that of its tokens' texts and its sublists' numbers
                parts: list[str | int] = []
                for item in done:
                    if type(item) is Token:
                        if item.text == "!":
                            break
                        parts.append(item.text)
                    elif item._key is None:
                        break
                    else:
                        parts.append(item._key)
                else:
                    done._key = keys.setdefault(tuple(parts), len(keys))
                if len(parts) < len(done):
                    done._key = None
                if not stack:
                    self._read = i
                    return done
                stack[-1].append(done)
                continue
            if not word:
                continue
            c = word[0]
            if c == ";":
                continue
            tok: Token = _new(Token)
            if c in _NOT_SIMPLE or c.isdigit():
                try:
                    tok.kind = _kind(word)
                except ParseError as exc:
                    self._read = i
                    self.open_lists = len(stack)
                    raise _positioned(exc, src.position(i)) from None
            else:
                tok.kind = SYMBOL  # a simple symbol (_classify)
            tok.text, tok._at, tok._src = word, i, src
            if not stack:
                self._read = i
                return tok
            stack[-1].append(tok)
        self._read = len(self._words)
        if stack:
            raise ParseError("unexpected end of input: unbalanced '('", *stack[-1].position)
        return None

    def __iter__(self) -> Iterator[Token]:
        while True:
            tok = self.next()
            if tok is None:
                return
            yield tok


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
    "SYMBOL", "Lexer", "SList", "Source", "Token", "tokenize",
]
