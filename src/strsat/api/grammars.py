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
from ..terms.formulas import in_grammar
from ..theory.grammar import frontends
from .expr import BoolExpr, to_term

__all__ = ["Grammar", "GrammarError", "InGrammar"]


class Grammar:
    """A context-free grammar for :func:`InGrammar`.

    Build one with :meth:`from_dict` (the Fuzzing Book's format: nonterminals in angle
    brackets, each with its list of alternatives) or :meth:`from_ebnf` (Lark's EBNF);
    ``s in g`` tests a Python string with the reference recogniser.

    Raises:
        GrammarError: The language is empty, or a nonterminal is used but not defined
            (a ``ValueError``).

    Examples:
        >>> g = Grammar.from_dict({"<start>": ["<num>"], "<num>": ["<digit>", "<digit><num>"],
        ...                        "<digit>": ["0", "1"]})
        >>> "101" in g, "12" in g
        (True, False)
        >>> g2 = Grammar.from_ebnf('start: "(" start ")" | "x"')
        >>> "((x))" in g2, "(x" in g2
        (True, False)
    """

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
    """``s`` is a sentence of the grammar ``g`` (``(str.in_grammar s G)``, a strsat
    extension of SMT-LIB).

    Args:
        s: A String expression or a Python ``str``.
        g: A :class:`Grammar`.

    Raises:
        GrammarError: ``g`` is not a Grammar.

    Examples:
        >>> bits = Grammar.from_dict({"<start>": ["<b>", "<b><start>"], "<b>": ["0", "1"]})
        >>> x = String("x")
        >>> solve(InGrammar(x, bits), Length(x) == 3, PrefixOf("11", x), SuffixOf("0", x))
        [x = "110"]
        >>> parens = Grammar.from_ebnf('start: "(" start ")" | "x"')
        >>> solve(InGrammar(x, parens), Length(x) == 5)
        [x = "((x))"]
    """
    if not isinstance(g, Grammar):
        raise GrammarError(f"InGrammar: the second argument must be a Grammar, got "
                           f"{type(g).__name__}")
    return BoolExpr(in_grammar(to_term(s, STRING, "InGrammar"), g.grammar))

