"""``ast.literal_eval`` of a symbolic string that is one string literal without escapes
(brief classes23, issue 38).

``ast.literal_eval(s)`` strips leading spaces and tabs, compiles the rest (C
``compile``) and reads the tree: a symbolic ``s`` used to be made concrete at that
``compile``.  lark's ``load_grammar.eval_escaping`` builds ``u'''%s'''`` of a grammar
literal and evaluates it.  Here a string of the shape ``[ \\t]* [uUrR]? Q B* Q`` (one
``DOMAIN`` decision; which of ``'''``, ``\"\"\"``, ``'``, ``\"`` is ``Q``: decisions of the
layer's own, in that order), ``B`` any character but ``Q``'s quote, a backslash, ``\\r``
(the tokenizer turns it into ``\\n``), NUL (refused by ``compile``) and the surrogates
(not UTF-8), and for a one-quote literal not ``\\n`` either, evaluates to its body, the
same characters: the result is the substring between the first quote and the closing
one, symbolic.  Other strings (escapes, numbers, containers, syntax errors) run
CPython's own on the concrete value, with a note naming ``ast.literal_eval``.
"""

from __future__ import annotations

import ast
from typing import Any

from ..terms import Term, integer, mk, string
from . import termops as T
from .context import MINOR, Kind, decide, fallback
from .strings import SymStr

WHAT = "ast.literal_eval: a string literal without escapes"
#: which quote (a decision of the layer's own, after :data:`WHAT`)
WHICH = "ast.literal_eval: the literal's quotes"
MINOR.add(WHICH)
#: the quotes in the order they are tried: a triple quote before its single one
QUOTES = ("'''", '"""', "'", '"')


def _body(quote: str) -> Term:
    """The characters a literal quoted by ``quote`` may hold unescaped, as a RegLan."""
    banned = {quote[0], "\\", "\r", "\x00"} | ({"\n"} if len(quote) == 1 else set())
    cls = mk("re.union", *(mk("str.to_re", string(c)) for c in sorted(banned)),
             mk("re.range", string("\ud800"), string("\udfff")))
    return mk("re.diff", mk("re.allchar"), cls)


def _shape(quote: str) -> Term:
    """``[ \\t]* [uUrR]? Q B* Q`` for the quote ``Q``."""
    blanks = mk("re.*", mk("re.union", mk("str.to_re", string(" ")),
                           mk("str.to_re", string("\t"))))
    prefix = mk("re.opt", mk("re.union", *(mk("str.to_re", string(c)) for c in "uUrR")))
    q = mk("str.to_re", string(quote))
    return mk("re.++", blanks, prefix, q, mk("re.*", _body(quote)), q)


_SHAPES = {quote: _shape(quote) for quote in QUOTES}
_ANY = mk("re.union", *_SHAPES.values())


def _python_shape(value: str, quote: str) -> bool:
    """``value`` has the shape of :func:`_shape` (the concrete side of the decision)."""
    text = value.lstrip(" \t")
    if text[:1] in ("u", "U", "r", "R"):
        text = text[1:]
    n = len(quote)
    if len(text) < 2 * n or not text.startswith(quote) or not text.endswith(quote):
        return False
    banned = {quote[0], "\\", "\r", "\x00"} | ({"\n"} if n == 1 else set())
    return not any(c in banned or 0xD800 <= ord(c) <= 0xDFFF for c in text[n:-n])


def literal_eval(node_or_string: Any) -> Any:
    """``ast.literal_eval`` (see the module docstring)."""
    if not isinstance(node_or_string, SymStr):
        return ast.literal_eval(node_or_string)
    s = node_or_string
    shapes = {q: None if s.value is None else _python_shape(s.value, q) for q in QUOTES}
    if not decide(Kind.DOMAIN, mk("str.in_re", s.term, _ANY), None if s.value is None
                  else any(shapes.values()), WHAT):
        return fallback("ast.literal_eval of a string other than one literal without "
                        "escapes", [s], ast.literal_eval)
    quote = QUOTES[-1]
    for q in QUOTES[:-1]:
        if decide(Kind.BRANCH, mk("str.in_re", s.term, _SHAPES[q]), shapes[q], WHICH):
            quote = q
            break
    start = T.add(mk("str.indexof", s.term, string(quote), integer(0)), integer(len(quote)))
    end = T.sub(T.length(s.term), integer(len(quote)))
    body = T.substr(s.term, start, T.sub(end, start))
    return SymStr(body, None if s.value is None else ast.literal_eval(s.value))


MODELS: dict[Any, Any] = {ast.literal_eval: literal_eval}

__all__ = ["MODELS", "literal_eval"]
