"""Iterative s-expression reader and writer (SMT-LIB standard 2.6, section 3.2).

An s-expression is a :class:`~strsat.smtlib.lexer.Token` (an atom) or an
:class:`SList` (a parenthesised list remembering the position of its opening
parenthesis).  Reading and writing use explicit stacks, so nesting depth is
limited only by memory.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..errors import ParseError
from .lexer import LPAREN, RPAREN, Lexer, SList, Token

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

SExpr = Token | SList


def position(e: SExpr) -> tuple[int, int]:
    """Line and column where ``e`` starts."""
    where: tuple[int, int] = e.position
    return where


class Reader:
    """Reads one complete s-expression at a time from a :class:`Lexer`."""

    def __init__(self, lexer: Lexer) -> None:
        self.lexer = lexer

    def read(self) -> SExpr | None:
        """The next s-expression, or None at the end of the input.

        Raises :class:`ParseError` for an unbalanced ``)`` or an input that
        ends inside a list (positioned at the list's opening parenthesis).
        """
        lexer = self.lexer
        if lexer.whole:
            try:
                return lexer.read_whole()
            except ParseError:
                if lexer.open_lists:
                    self._skip(lexer.open_lists)
                raise
        stack: list[SList] = []
        while True:
            try:
                tok = lexer.next()
            except ParseError:
                if stack:
                    self._skip(len(stack))
                raise
            if tok is None:
                if stack:
                    open_ = stack[-1]
                    raise ParseError("unexpected end of input: unbalanced '('",
                                     open_.line, open_.col)
                return None
            kind = tok.kind
            if kind == LPAREN:
                stack.append(SList(tok.line, tok.col))
                continue
            if kind == RPAREN:
                if not stack:
                    raise ParseError("unexpected ')'", tok.line, tok.col)
                done = stack.pop()
                if not stack:
                    return done
                stack[-1].append(done)
                continue
            if not stack:
                return tok
            stack[-1].append(tok)

    def _skip(self, depth: int) -> None:
        """After an error inside a list, drop tokens until that list closes."""
        while depth > 0:
            try:
                tok = self.lexer.next()
            except ParseError:
                continue
            if tok is None:
                return
            if tok.kind == LPAREN:
                depth += 1
            elif tok.kind == RPAREN:
                depth -= 1

    def __iter__(self) -> Iterator[SExpr]:
        while True:
            e = self.read()
            if e is None:
                return
            yield e


def read_all(text: str | Iterable[str]) -> list[SExpr]:
    """Every s-expression of ``text``."""
    return list(Reader(Lexer(text)))


def to_text(e: SExpr, limit: int | None = None) -> str:
    """The s-expression printed back on one line (iterative).

    With ``limit`` the output stops after about that many characters and ends
    with ``...``.
    """
    out: list[str] = []
    size = 0
    # stack of iterators over lists being printed
    stack: list[tuple[SList, int]] = []
    item: SExpr | None = e
    while True:
        if item is not None:
            if isinstance(item, SList):
                out.append("(")
                size += 1
                stack.append((item, 0))
            else:
                out.append(item.text)
                size += len(item.text)
            item = None
        if limit is not None and size > limit:
            return "".join(out)[:limit] + "..."
        if not stack:
            return "".join(out)
        lst, i = stack[-1]
        if i < len(lst):
            if i > 0:
                out.append(" ")
                size += 1
            stack[-1] = (lst, i + 1)
            item = lst[i]
        else:
            stack.pop()
            out.append(")")
            size += 1
            if not stack:
                return "".join(out)


__all__ = ["Reader", "SExpr", "SList", "position", "read_all", "to_text"]
