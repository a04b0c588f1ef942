"""Context-free grammars in the Python API (issue 27): :class:`Grammar` and
:func:`InGrammar` (``(str.in_grammar s G)``), beside z3py's ``InRe``.

>>> from strsat import String, Solver, InGrammar, Length, Grammar
>>> g = Grammar.from_dict({"<start>": ["<expr>"], "<expr>": ["<term> + <expr>", "<term>"],
...                        "<term>": ["<digit>", "(<expr>)"], "<digit>": list("0123456789")})
>>> s = Solver(); x = String("x"); s.add(InGrammar(x, g), Length(x) == 7); s.check()
sat
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..errors import GrammarError
from ..terms import STRING
from ..terms import grammars as ir
from ..theory.grammar import frontends
from .expr import BoolExpr, to_term

__all__ = ["Grammar", "GrammarError", "InGrammar"]


class Grammar:
    """A context-free grammar for :func:`InGrammar`.  Build one with
    :meth:`from_dict` (the Fuzzing Book's format) or :meth:`from_ebnf` (Lark's EBNF).
    A grammar whose language is empty, or that uses an undefined nonterminal, raises
    :class:`~strsat.errors.GrammarError` (a ``ValueError``)."""

    def __init__(self, grammar: ir.Grammar) -> None:
        if not isinstance(grammar, ir.Grammar):
            raise GrammarError(f"Grammar(...) wraps a grammar, got {type(grammar).__name__}; "
                               "use Grammar.from_dict or Grammar.from_ebnf")
        self.grammar = grammar

    @staticmethod
    def from_dict(d: Mapping[str, Sequence[object]], start: str = "<start>",
                  name: str = "G") -> Grammar:
        """``{"<start>": ["<expr>"], "<expr>": ["<term> + <expr>", "<term>"], …}``."""
        return Grammar(frontends.from_dict(d, start, name))

    @staticmethod
    def from_ebnf(text: str, start: str = "start", name: str = "G") -> Grammar:
        """EBNF in Lark's grammar language (``expr: term ("+" term)*``)."""
        return Grammar(frontends.from_ebnf(text, start, name))

    def __contains__(self, s: object) -> bool:
        """``s in g``: membership of a Python string (the reference recogniser)."""
        if not isinstance(s, str):
            raise GrammarError(f"membership of {s!r}: a grammar holds strings")
        return ir.accepts(self.grammar, s)

    def __repr__(self) -> str:
        return repr(self.grammar)


def InGrammar(s: object, g: Grammar) -> BoolExpr:  # noqa: N802
    """``s`` is a sentence of ``g`` (``(str.in_grammar s G)``, an extension)."""
    if not isinstance(g, Grammar):
        raise GrammarError(f"InGrammar: the second argument must be a Grammar, got "
                           f"{type(g).__name__}")
    return BoolExpr(ir.in_grammar(to_term(s, STRING, "InGrammar"), g.grammar))  # type: ignore

