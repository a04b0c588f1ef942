"""``ast.literal_eval`` of a symbolic string that is one string literal (briefs
classes23 and classes24, issue 38).

``ast.literal_eval(s)`` strips leading spaces and tabs, compiles the rest (C
``compile``) and reads the tree: a symbolic ``s`` used to be made concrete at that
``compile``.  lark's ``load_grammar.eval_escaping`` builds ``u'''%s'''`` of a grammar
literal and evaluates it.  Here a string of the shape ``[ \\t]* [uUrR]? Q (B | \\ E)* Q``
(one ``DOMAIN`` decision; which of ``'''``, ``\"\"\"``, ``'``, ``\"`` is ``Q``:
decisions of the layer's own, in that order), ``B`` any character but ``Q``'s quote, a
backslash, ``\\r`` (the tokenizer turns it into ``\\n``), NUL (refused by ``compile``)
and the surrogates (not UTF-8), and for a one-quote literal not ``\\n`` either, and
``E`` (an escaped character) any but ``\\r``, NUL and the surrogates, evaluates to its
body, the substring between the first quote and the closing one: as it is after an
``r`` prefix (a decision of the layer's own), else with its escapes evaluated
(:mod:`.escapes`: ``\\n``, ``\\'``, ``\\\\``, ``\\x41``, ``\\u00e9`` ...; an invalid
one raises CPython's ``SyntaxError``), symbolic.  A string of the shape
``[ \\t]* [+-]? N``, ``N`` an ASCII int literal (one more decision of the layer's own),
evaluates to ``int(s, 0)``'s value (:func:`.int_parse.base_zero_form`).  Other strings
(floats, containers, bytes, syntax errors, ``- 5``, longer numerals) run CPython's own on
the concrete value, with a note naming ``ast.literal_eval``.
"""

from __future__ import annotations

import ast
from typing import Any

from ..terms import Term, integer, mk, string
from . import int_parse
from . import termops as T
from .context import MINOR, Kind, decide, fallback
from .escapes import unescape
from .strings import SymStr
from .values import SymInt

WHAT = "ast.literal_eval: one string literal"
#: which quote (a decision of the layer's own, after :data:`WHAT`)
WHICH = "ast.literal_eval: the literal's quotes"
#: whether it has an ``r`` prefix (a decision of the layer's own, after :data:`WHICH`)
RAW = "ast.literal_eval: a raw literal"
MINOR.update({WHICH, RAW})
#: the quotes in the order they are tried: a triple quote before its single one
QUOTES = ("'''", '"""', "'", '"')


def _class(banned: set[str]) -> Term:
    """Any character but ``banned`` and the surrogates, as a RegLan."""
    cls = mk("re.union", *(mk("str.to_re", string(c)) for c in sorted(banned)),
             mk("re.range", string("\ud800"), string("\udfff")))
    return mk("re.diff", mk("re.allchar"), cls)


def _body(quote: str) -> Term:
    """The bodies of a literal quoted by ``quote``: ``(B | \\ E)*``."""
    plain = _class(_banned(quote))
    escaped = mk("re.++", mk("str.to_re", string("\\")), _class({"\r", "\x00"}))
    return mk("re.*", mk("re.union", plain, escaped))


def _banned(quote: str) -> set[str]:
    """The characters a literal quoted by ``quote`` may not hold unescaped (but the
    surrogates)."""
    return {quote[0], "\\", "\r", "\x00"} | ({"\n"} if len(quote) == 1 else set())


_BLANKS = mk("re.*", mk("re.union", mk("str.to_re", string(" ")),
                        mk("str.to_re", string("\t"))))


def _shape(quote: str) -> Term:
    """``[ \\t]* [uUrR]? Q (B | \\ E)* Q`` for the quote ``Q``."""
    prefix = mk("re.opt", mk("re.union", *(mk("str.to_re", string(c)) for c in "uUrR")))
    q = mk("str.to_re", string(quote))
    return mk("re.++", _BLANKS, prefix, q, _body(quote), q)


#: an ``r`` prefix
_RAW = mk("re.++", _BLANKS, mk("re.union", mk("str.to_re", string("r")),
                               mk("str.to_re", string("R"))), mk("re.*", mk("re.allchar")))


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
    banned, body, k = _banned(quote), text[n:-n], 0
    while k < len(body):
        c = body[k]
        if 0xD800 <= ord(c) <= 0xDFFF:
            return False
        if c == "\\":
            if k + 1 == len(body) or body[k + 1] in "\r\x00" or \
                    0xD800 <= ord(body[k + 1]) <= 0xDFFF:
                return False
            k += 2
        elif c in banned:
            return False
        else:
            k += 1
    return True


#: whether it is an int literal (a decision of the layer's own, after :data:`WHAT`)
INT = "ast.literal_eval: an int literal"
MINOR.add(INT)
_SIGN = mk("re.opt", mk("re.union", mk("str.to_re", string("+")), mk("str.to_re", string("-"))))
_INT = mk("re.++", _BLANKS, _SIGN, int_parse.body(0, ascii_only=True))


def _int_literal(s: SymStr) -> SymInt | None:
    """``ast.literal_eval(s)`` of ``[ \\t]* [+-]? N``, ``N`` an ASCII int literal
    (``0x1F``, ``0o17``, ``1_000``, ``00``; not ``01``): ``int(s, 0)``, whose numerals
    these are (:func:`.int_parse.base_zero_form`); None for other strings, and for
    numerals longer than the layer models."""
    v = s.value
    if not decide(Kind.BRANCH, mk("str.in_re", s.term, _INT),
                  None if v is None else _python_int(v), INT):
        return None
    form = int_parse.base_zero_form(s)
    if form is None:
        return None
    return SymInt(form, None if v is None else int(v, 0))


def _python_int(value: str) -> bool:
    """``value`` has the shape of :data:`_INT` (the concrete side of the decision)."""
    text = value.lstrip(" \t")
    if text.startswith(("+", "-")):
        text = text[1:]
    if not text or not text.isascii() or text[0] in "+-" or \
            any(c.isspace() for c in text):
        return False
    try:
        int(text, 0)
    except ValueError:
        return False
    return True


def literal_eval(node_or_string: Any) -> Any:
    """``ast.literal_eval`` (see the module docstring)."""
    if not isinstance(node_or_string, SymStr):
        return ast.literal_eval(node_or_string)
    s = node_or_string
    shapes = {q: None if s.value is None else _python_shape(s.value, q) for q in QUOTES}
    if not decide(Kind.DOMAIN, mk("str.in_re", s.term, _ANY), None if s.value is None
                  else any(shapes.values()), WHAT):
        number = _int_literal(s)
        if number is not None:
            return number
        return fallback("ast.literal_eval of a string other than one string literal or "
                        "one int literal", [s], ast.literal_eval)
    quote = QUOTES[-1]
    for q in QUOTES[:-1]:
        if decide(Kind.BRANCH, mk("str.in_re", s.term, _SHAPES[q]), shapes[q], WHICH):
            quote = q
            break
    start = T.add(mk("str.indexof", s.term, string(quote), integer(0)), integer(len(quote)))
    end = T.sub(T.length(s.term), integer(len(quote)))
    body = T.substr(s.term, start, T.sub(end, start))
    v = s.value
    text = "" if v is None else v.lstrip(" \t")
    inner = None if v is None else text[text.index(quote) + len(quote):len(text) - len(quote)]
    if decide(Kind.BRANCH, mk("str.in_re", s.term, _RAW), None if v is None
              else text[:1] in ("r", "R"), RAW):
        return SymStr(body, inner)

    def whole(_: Any = None) -> Any:  # CPython's, on the concrete value
        return ast.literal_eval(v) if v is not None else \
            fallback("ast.literal_eval of an invalid escape", [s], ast.literal_eval)

    return unescape(SymStr(body, inner), codec=False, invalid=whole, concrete=whole)


MODELS: dict[Any, Any] = {ast.literal_eval: literal_eval}

__all__ = ["MODELS", "literal_eval"]
