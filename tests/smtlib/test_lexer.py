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
        assert (mine.span(), mine.groups()) == (theirs.span(), theirs.groups())
    assert [(m.span(), m.span(1)) for m in lexer._TOKEN.finditer(text)] == \
        [(m.span(), m.span(1)) for m in reference.finditer(text)]


# ---- the lexer against a reference tokenization written character by character ------

_DELIMITERS = ' \t\r\n\f\v()";|'


def _reference_kind(word: str) -> str | None:
    """The kind of a run of non-delimiters by SMT-LIB 2.6's lexical rules (None: malformed)."""
    if re.fullmatch(r"[0-9]+", word):
        return NUMERAL
    if re.fullmatch(r"[0-9]+\.[0-9]+", word):
        return DECIMAL
    if re.fullmatch(r"#x[0-9a-fA-F]+", word):
        return HEXADECIMAL
    if re.fullmatch(r"#b[01]+", word):
        return BINARY
    if word[0] == ":":
        return KEYWORD if len(word) > 1 else None
    if word[0] == "#" or word[0].isdigit():
        return None
    return SYMBOL


def _reference_tokens(text: str) -> list[tuple[object, ...]]:
    """``(kind, text, line, col)`` of each token, ending with ``("error", message, line,
    col)`` at the first malformed one: one character at a time, no token pattern."""
    out: list[tuple[object, ...]] = []
    i, line, col, n = 0, 1, 1, len(text)

    def short(s: str) -> str:
        return s if len(s) <= 40 else s[:40] + "..."

    while i < n:
        c = text[i]
        at = (line, col)
        if c in " \t\r\n\f\v":
            j = i + 1
        elif c in "()":
            j = i + 1
            out.append((LPAREN if c == "(" else RPAREN, c, *at))
        elif c == ";":
            j = i
            while j < n and text[j] not in "\n\r":
                j += 1
        elif c == '"':
            j = i + 1
            while True:
                q = text.find('"', j)
                if q < 0:
                    return out + [("error", "unterminated string literal", *at)]
                if q + 1 < n and text[q + 1] == '"':
                    j = q + 2
                    continue
                j = q + 1
                break
            out.append((STRING, text[i:j], *at))
        elif c == "|":
            q = text.find("|", i + 1)
            if q < 0:
                return out + [("error", "unterminated quoted symbol", *at)]
            j = q + 1
            if "\\" in text[i:j]:
                return out + [("error", f"quoted symbol {short(text[i:j])} contains a backslash",
                               *at)]
            out.append((SYMBOL, text[i:j], *at))
        else:
            j = i
            while j < n and text[j] not in _DELIMITERS:
                j += 1
            kind = _reference_kind(text[i:j])
            if kind is None:
                return out + [("error", f"malformed token {short(text[i:j])}", *at)]
            out.append((kind, text[i:j], *at))
        for ch in text[i:j]:
            line, col = (line + 1, 1) if ch == "\n" else (line, col + 1)
        i = j
    return out


def _lexer_tokens(lexer: Lexer) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = []
    try:
        for t in lexer:
            out.append((t.kind, t.text, t.line, t.col))
    except ParseError as exc:
        out.append(("error", exc.message, exc.line, exc.col))
    return out


_STREAM_PIECES = _PIECES + ['""', '"x""""y"', '"a\nb""\nc"', "|\n|", "||", ";;;\r", "(_ char #x41)",
                            "é", "٣4", "#x", "#b2", "1.2.3", ":", "a|", "\r\n", "abc" * 15]


@given(st.lists(st.one_of(st.sampled_from(_STREAM_PIECES),
                          st.text(alphabet=' \n\r()";|#:.\\ax01é', max_size=6)), max_size=40),
       st.lists(st.integers(1, 12), max_size=8))
def test_lexer_agrees_with_a_reference_tokenization(pieces: list[str], cuts: list[int]) -> None:
    """Tokens, kinds, positions and the first error (message and position) are those of
    SMT-LIB's lexical rules, for input given as one string and in chunks."""
    text = "".join(pieces)
    expected = _reference_tokens(text)
    assert _lexer_tokens(Lexer(text)) == expected
    chunks, at = [], 0
    for cut in cuts:
        chunks.append(text[at:at + cut])
        at += cut
    chunks.append(text[at:])
    assert _lexer_tokens(Lexer(iter(chunks))) == expected


def test_the_position_after_each_command() -> None:
    """``Lexer.position`` after a command is just past its ``)``, at the end of the input
    once it is exhausted, for input given whole and in chunks."""
    text = "(a)\n ; c\n( b\n \"x\ny\")  \n"
    for lexer in (Lexer(text), Lexer(iter([text]))):
        reader = Reader(lexer)
        assert lexer.position == (1, 1)
        reader.read()
        assert lexer.position == (1, 4)
        reader.read()
        assert lexer.position == (5, 4)
        assert reader.read() is None
        assert lexer.position == (6, 1)
