"""Lexer and s-expression reader: token kinds, positions, chunked input, errors."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from strsat.errors import ParseError
from strsat.smtlib.lexer import (
    BINARY,
    DECIMAL,
    HEXADECIMAL,
    KEYWORD,
    LPAREN,
    NUMERAL,
    RPAREN,
    STRING,
    SYMBOL,
    Lexer,
    tokenize,
)
from strsat.smtlib.sexpr import Reader, SList, read_all, to_text


def kinds(text: str) -> list[tuple[str, str]]:
    return [(t.kind, t.text) for t in tokenize(text)]


def test_token_kinds() -> None:
    assert kinds('(f 12 1.5 #x1F #b01 "a""b" |x y| :named x!@$) ; comment\n') == [
        (LPAREN, "("), (SYMBOL, "f"), (NUMERAL, "12"), (DECIMAL, "1.5"), (HEXADECIMAL, "#x1F"),
        (BINARY, "#b01"), (STRING, '"a""b"'), (SYMBOL, "|x y|"), (KEYWORD, ":named"),
        (SYMBOL, "x!@$"), (RPAREN, ")"),
    ]


def test_positions_are_one_based_and_count_lines_inside_tokens() -> None:
    toks = tokenize('(a\n  "x\ny" b)\n|q\n| c')
    assert [(t.text, t.line, t.col) for t in toks] == [
        ("(", 1, 1), ("a", 1, 2), ('"x\ny"', 2, 3), ("b", 3, 4), (")", 3, 5),
        ("|q\n|", 4, 1), ("c", 5, 3),
    ]


def test_quoted_symbol_name() -> None:
    (tok,) = tokenize("|a b|")
    assert tok.symbol == "a b"


@pytest.mark.parametrize("text, line, col, fragment", [
    ('(assert "abc', 1, 9, "unterminated string"),
    ('\n  "ab""', 2, 3, "unterminated string"),
    ("(f |abc", 1, 4, "unterminated quoted symbol"),
    ("(f 12abc)", 1, 4, "malformed token 12abc"),
    ("(f #xZZ)", 1, 4, "malformed token #xZZ"),
    ("(f |a\\b|)", 1, 4, "backslash"),
    ("(f 1.)", 1, 4, "malformed token 1."),
    ("(f :)", 1, 4, "malformed token :"),
])
def test_lexical_errors_are_positioned(text: str, line: int, col: int, fragment: str) -> None:
    with pytest.raises(ParseError) as info:
        tokenize(text)
    assert (info.value.line, info.value.col) == (line, col)
    assert fragment in info.value.message


def test_chunked_input_joins_tokens_split_across_chunks() -> None:
    chunks = ["(decl", "are-fun x () St", "ring)(assert \"a", "\"\"b\")"]
    assert [t.text for t in Lexer(chunks)] == [
        "(", "declare-fun", "x", "(", ")", "String", ")", "(", "assert", '"a""b"', ")"]


def test_reader_returns_a_command_without_reading_further() -> None:
    pulled = []

    def chunks():
        for c in ["(check-sat)\n", "(exit)\n"]:
            pulled.append(c)
            yield c

    reader = Reader(Lexer(chunks()))
    first = reader.read()
    assert to_text(first) == "(check-sat)"
    assert pulled == ["(check-sat)\n"]


def test_reader_errors_and_recovery() -> None:
    reader = Reader(Lexer("(a (b) 1x (c)) (d) ) (e"))
    with pytest.raises(ParseError, match="malformed token 1x"):
        reader.read()
    assert to_text(reader.read()) == "(d)"  # the rest of the broken list was skipped
    with pytest.raises(ParseError) as info:
        reader.read()
    assert "unexpected ')'" in info.value.message and info.value.col == 20
    with pytest.raises(ParseError) as info:
        reader.read()
    assert "unbalanced" in info.value.message and (info.value.line, info.value.col) == (1, 22)
    assert reader.read() is None


def test_deep_nesting_reads_and_prints_without_recursion() -> None:
    depth = 100_000
    text = "(" * depth + "x" + ")" * depth
    (e,) = read_all(text)
    assert isinstance(e, SList)
    assert to_text(e) == text
    assert to_text(e, limit=10) == "((((((((((..."


def _read_everything(reader: Reader) -> list[object]:
    """Each s-expression printed with the positions of its lists, or each error with
    its position, until the end of the input (reading goes on after an error)."""
    out: list[object] = []
    for _ in range(200):
        try:
            e = reader.read()
        except ParseError as exc:
            out.append(("error", str(exc), exc.line, exc.col))
            continue
        if e is None:
            return out
        lists: list[tuple[int, int]] = []
        stack = [e]
        while stack:
            x = stack.pop()
            if isinstance(x, SList):
                lists.append((x.line, x.col))
                stack.extend(x)
            else:
                lists.append((x.kind, x.text, x.line, x.col))  # type: ignore[arg-type]
        out.append((to_text(e), lists))
    return out


_PIECES = ["(", ")", " ", "\n", "a", "str.len", "12", "1.5", "#x1f", "#b10", "#q", ":k",
           '"s"', '"a""b"', '"open', "|q s|", "|open", "|a\\b|", "; c\n", "01a", "\t"]


@given(st.lists(st.sampled_from(_PIECES), max_size=30))
def test_whole_input_reads_as_chunked_input(pieces: list[str]) -> None:
    """The reader's fast path for input given as one string gives the s-expressions,
    positions and errors (and the recovery after them) of the token-by-token path."""
    text = "".join(pieces)
    whole = _read_everything(Reader(Lexer(text)))
    chunked = _read_everything(Reader(Lexer(iter([text]))))
    assert whole == chunked


# ---- the token pattern compiled ahead of time (strsat.smtlib.token_code) -------------

def test_the_stored_code_is_what_re_makes_of_the_pattern_now() -> None:
    """The entry of the running interpreter, if there is one, is the pattern's code as
    ``re`` compiles it today: a changed pattern or engine cannot keep a stale entry."""
    import _sre
    import sys

    from strsat.smtlib import lexer
    from strsat.smtlib.token_code import entry_now

    key = (*sys.version_info[:2], _sre.MAGIC)
    entry = lexer.CODES.get(key)
    if entry is None:
        assert lexer.compiled(lexer.TOKEN_SOURCE, lexer.TOKEN_FLAGS) == \
            re.compile(lexer.TOKEN_SOURCE, lexer.TOKEN_FLAGS)
        return
    assert entry == entry_now(lexer.TOKEN_SOURCE, lexer.TOKEN_FLAGS)
    made = lexer.compiled(lexer.TOKEN_SOURCE, lexer.TOKEN_FLAGS)
    reference = re.compile(lexer.TOKEN_SOURCE, lexer.TOKEN_FLAGS)
    assert made is not reference  # built from the entry, not by re
    assert (made.pattern, made.flags, made.groups, made.groupindex) == \
        (reference.pattern, reference.flags, reference.groups, reference.groupindex)


def test_a_pattern_without_an_entry_is_compiled_by_re() -> None:
    from strsat.smtlib import lexer

    other = lexer.TOKEN_SOURCE + "x?"
    assert lexer.compiled(other, lexer.TOKEN_FLAGS) is re.compile(other, lexer.TOKEN_FLAGS)
    assert lexer.compiled(lexer.TOKEN_SOURCE, 0) is re.compile(lexer.TOKEN_SOURCE, 0)


@given(st.text(alphabet=st.sampled_from(list(' \t\n\r()";|#:.\\abx01éZ9')), max_size=40),
       st.integers(0, 40))
def test_the_stored_pattern_matches_as_re_compiles_it(text: str, pos: int) -> None:
    from strsat.smtlib import lexer

    reference = re.compile(lexer.TOKEN_SOURCE, lexer.TOKEN_FLAGS)
    mine = lexer._TOKEN.match(text, pos)
    theirs = reference.match(text, pos)
    assert (mine is None) == (theirs is None)
    if mine is not None and theirs is not None:
        assert (mine.span(), mine.lastgroup, mine.groupdict()) == \
            (theirs.span(), theirs.lastgroup, theirs.groupdict())
    assert [(m.span(), m.lastgroup) for m in lexer._TOKEN.finditer(text)] == \
        [(m.span(), m.lastgroup) for m in reference.finditer(text)]
