"""The SMT-LIB 2.6 front-end: lexer, s-expression reader, term parser and script
interpreter.

``parse_term(text, declarations)`` parses one term; :class:`Interpreter` runs
scripts; terms and values are printed by :mod:`strsat.terms.printer` (re-exported
here).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..errors import ParseError, StrsatError
from ..terms import Sort, Term, var
from .lexer import Lexer
from .literals import ESCAPES_25, ESCAPES_26
from .parser import TermParser, located
from .sexpr import Reader
from .symbols import Symbols

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from ..terms.printer import quote_string, term_to_smtlib, value_to_smtlib
    from .interpreter import Interpreter
    from .responses import error_response, error_text


def __getattr__(name: str) -> object:
    """:class:`Interpreter`, :func:`error_response` and :func:`error_text` on first
    use: they load the engine, which a reader of literals (``strsat.api`` reading z3
    terms) does not need, and a script without errors or models never prints through
    :mod:`.responses`; the printer's functions likewise (PEP 562; issue 39)."""
    if name == "Interpreter":
        from .interpreter import Interpreter

        return Interpreter
    if name in ("error_response", "error_text"):
        from . import responses

        return getattr(responses, name)
    if name in ("quote_string", "term_to_smtlib", "value_to_smtlib"):
        from ..terms import printer

        return getattr(printer, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


if TYPE_CHECKING:
    Declarations = Mapping[str, Sort | Term] | Iterable[Term]


def parse_term(text: str, declarations: Declarations | None = None,
               escapes: str = ESCAPES_26) -> Term:
    """The sort-checked term written in ``text``.

    ``declarations`` names the free symbols: a mapping from name to a
    :class:`Sort` (a variable of that sort) or to a :class:`Term` (the name
    stands for that term), or an iterable of variables.  Raises a
    :class:`~strsat.errors.StrsatError` (with ``line``/``col``) on bad input.
    """
    symbols = Symbols()
    if declarations is not None:
        from collections.abc import Mapping  # not on a script's path (issue 39)

        items = (declarations.items() if isinstance(declarations, Mapping)
                 else ((str(t.value), t) for t in declarations))
        for name, d in items:
            symbols.declare(name, var(name, d) if isinstance(d, Sort) else d)
    reader = Reader(Lexer(text))
    e = reader.read()
    if e is None:
        raise ParseError("expected a term, found the end of input", 1, 1)
    try:
        extra = reader.read()
    except StrsatError:
        extra = None
    if extra is not None:
        raise ParseError("unexpected text after the term", extra.line, extra.col)
    return TermParser(symbols, escapes=escapes).term(e)


__all__ = [
    "ESCAPES_25", "ESCAPES_26", "Interpreter", "TermParser", "error_response", "error_text",
    "located", "parse_term", "quote_string", "term_to_smtlib", "value_to_smtlib",
]
