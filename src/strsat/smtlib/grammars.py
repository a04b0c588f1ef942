"""``(declare-grammar G ((N alt …) …))``: a context-free grammar in SMT-LIB, an
extension of strsat's (issue 27; not in SMT-LIB 2.6, like ``str.rev``).

The syntax (docs/reference/grammars.md)::

    (declare-grammar G (rule+))
    rule        ::= (nonterminal alternative+)        ; the first rule's is the start
    alternative ::= item | (item*)                     ; () is the empty word
    item        ::= string literal                     ; its characters in sequence
                  | (re.range "a" "z") | re.allchar    ; one character of a set
                  | nonterminal                        ; a symbol with a rule of G

A list whose head is ``re.range`` is one item; any other list is a sequence.
Errors are located (``LINE:COL``): an undefined nonterminal, a nonterminal defined
twice, a malformed item, an empty language (an unproductive start symbol).
"""

from __future__ import annotations

from ..errors import GrammarError, ParseError
from ..regex.charset import MAX_CHAR
from ..terms.grammars import Chars, Grammar, Nt, Symbol
from ..theory.grammar.frontends import make
from .lexer import STRING as STRING_TOKEN
from .lexer import SYMBOL, Token
from .literals import decode_literal
from .parser import describe, symbol_of
from .sexpr import SExpr, SList


def _err(msg: str, e: SExpr) -> ParseError:
    return ParseError(msg, e.line, e.col)


def read_grammar(name: str, rules_e: SExpr, escapes: str | None = None) -> Grammar:
    """The grammar of a ``declare-grammar`` command's rule list."""
    if not isinstance(rules_e, SList) or not rules_e:
        raise _err("declare-grammar expects a non-empty list of rules ((N alt ...) ...)",
                   rules_e)
    names: dict[str, SExpr] = {}
    for r in rules_e:
        if not isinstance(r, SList) or len(r) < 2:
            raise _err(f"a grammar rule is (nonterminal alternative ...), got {describe(r)}",
                       r)
        nt = symbol_of(r[0], "nonterminal")
        if nt in names:
            raise _err(f"nonterminal {nt} is defined twice in grammar {name}", r[0])
        names[nt] = r[0]
    rules: list[tuple[str, list[tuple[Symbol, ...]]]] = []
    for r in rules_e:
        assert isinstance(r, SList)  # the loop above raised on anything else
        nt = symbol_of(r[0], "nonterminal")
        alts: list[tuple[Symbol, ...]] = []
        for a in r[1:]:
            items = list(a) if isinstance(a, SList) and not _is_range(a) else [a]
            alt: list[Symbol] = []
            for it in items:
                alt.extend(_item(it, names, nt, escapes))
            alts.append(tuple(alt))
        rules.append((nt, alts))
    first = rules_e[0]
    assert isinstance(first, SList)
    start = symbol_of(first[0], "nonterminal")
    try:
        return make(name, start, rules)
    except GrammarError as exc:
        raise _err(str(exc), rules_e) from None


def _is_range(e: SList) -> bool:
    return bool(e) and isinstance(e[0], Token) and e[0].kind == SYMBOL and e[0].text == "re.range"


def _char(e: SExpr, escapes: str | None) -> int:
    if not (isinstance(e, Token) and e.kind == STRING_TOKEN):
        raise _err(f"re.range expects one-character string literals, got {describe(e)}", e)
    text = decode_literal(e.text, escapes) if escapes is not None else decode_literal(e.text)
    if len(text) != 1:
        raise _err(f"re.range expects one-character string literals, got {e.text}", e)
    return ord(text)


def _item(e: SExpr, names: dict[str, SExpr], nt: str, escapes: str | None
          ) -> list[Symbol]:
    if isinstance(e, Token) and e.kind == STRING_TOKEN:
        text = decode_literal(e.text, escapes) if escapes is not None else decode_literal(e.text)
        return [Chars.char(c) for c in text]
    if isinstance(e, Token) and e.kind == SYMBOL:
        if e.text == "re.allchar":
            return [Chars(((0, MAX_CHAR),))]
        name = e.symbol
        if name not in names:
            raise _err(f"undefined nonterminal {name} (in the rule of {nt})", e)
        return [Nt(name)]
    if isinstance(e, SList) and _is_range(e):
        if len(e) != 3:
            raise _err("(re.range lo hi) takes two string literals", e)
        lo, hi = _char(e[1], escapes), _char(e[2], escapes)
        if lo > hi:
            raise _err(f"empty range {describe(e)}", e)
        return [Chars(((lo, hi),))]
    raise _err(f"a grammar item is a string literal, (re.range lo hi), re.allchar or a "
               f"nonterminal, got {describe(e)}", e)
