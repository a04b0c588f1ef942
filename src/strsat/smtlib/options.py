"""The options of ``set-option``/``get-option`` (SMT-LIB 2.6 §4.1.7) and their checks.

:data:`DEFAULT_OPTIONS` lists every option strsat accepts, with its default as
SMT-LIB text; :func:`read_option` checks one ``set-option`` command's keyword and
value.  What an option changes (the parser's escapes, global declarations) is the
interpreter's business.
"""

from __future__ import annotations

from ..errors import ParseError
from ..terms.sorts import MAX_CHAR
from .lexer import KEYWORD, STRING, Token
from .literals import ESCAPES_25, ESCAPES_26
from .parser import describe, numeral_of
from .sexpr import SExpr, to_text

#: The encodings z3 accepts (``:encoding``, :mod:`.encoding`), with the largest code point
#: of each; :data:`FULL_ENCODING`, the default, is SMT-LIB's whole alphabet, under which
#: a script's terms are read as they are (the interpreter never loads :mod:`.encoding`).
ENCODINGS: dict[str, int] = {"unicode": MAX_CHAR, "bmp": 0xFFFF, "ascii": 0xFF}
FULL_ENCODING = "unicode"

#: Capabilities strsat does not have: ``false`` is accepted (``success``), ``true`` is
#: answered ``unsupported``, as the standard says of an option a solver cannot honour.
CAPABILITIES = frozenset({":produce-proofs", ":produce-unsat-model-cores",
                          ":produce-difficulty", ":produce-learned-literals",
                          ":produce-abducts", ":produce-interpolants"})
#: Options accepted by set-option, with their default values (as SMT-LIB text).
DEFAULT_OPTIONS = {
    ":print-success": "false",
    ":produce-models": "false",
    ":produce-assignments": "false",
    ":produce-assertions": "false",
    ":produce-unsat-cores": "false",
    ":produce-unsat-assumptions": "false",
    ":global-declarations": "false",
    ":interactive-mode": "false",
    ":random-seed": "0",
    ":verbosity": "0",
    ":regular-output-channel": '"stdout"',
    ":diagnostic-output-channel": '"stderr"',
    ":reproducible-resource-limit": "0",
    ":timeout": "0",
    ":memory": "0",
    ":strsat.string-escapes": "2.6",
    ":encoding": "unicode",
}
DEFAULT_OPTIONS.update(dict.fromkeys(CAPABILITIES, "false"))
BOOL_OPTIONS = frozenset({":print-success", ":produce-models", ":produce-assignments",
                          ":produce-assertions", ":produce-unsat-cores",
                          ":produce-unsat-assumptions", ":global-declarations",
                          ":interactive-mode"})
NUMERAL_OPTIONS = frozenset({":random-seed", ":verbosity", ":reproducible-resource-limit",
                             ":timeout", ":memory"})
#: Values an option accepts beyond its kind, with the message of a bad one.
_CHOICES = {
    ":strsat.string-escapes": ((ESCAPES_25, ESCAPES_26), "2.5 or 2.6"),
    ":encoding": (tuple(ENCODINGS), "one of " + ", ".join(ENCODINGS)),
}
#: Options whose value is a string literal: an output channel (``"stdout"``,
#: ``"stderr"`` or a file name; SMT-LIB 2.6 §4.1.7).
CHANNEL_OPTIONS = frozenset({":regular-output-channel", ":diagnostic-output-channel"})


def keyword(e: SExpr, what: str) -> str:
    """The text of a keyword token (``:name``), or a ParseError naming ``what``."""
    if not (isinstance(e, Token) and e.kind == KEYWORD):
        raise ParseError(f"expected {what} keyword, found {describe(e)}", e.line, e.col)
    return e.text


def read_option(key_e: SExpr, value_e: SExpr) -> tuple[str, str] | None:
    """The option and its value (as text) of ``(set-option key value)``, checked;
    None when strsat does not support it.  Raises ParseError on a bad value."""
    key = keyword(key_e, "an option")
    value = to_text(value_e)
    if key in CAPABILITIES:
        if value not in ("true", "false"):
            raise ParseError(f"{key} expects true or false", value_e.line, value_e.col)
        return (key, value) if value == "false" else None
    if key not in DEFAULT_OPTIONS:
        return None
    if key in BOOL_OPTIONS and value not in ("true", "false"):
        raise ParseError(f"{key} expects true or false", value_e.line, value_e.col)
    if key in NUMERAL_OPTIONS:
        numeral_of(value_e, f"numeral value for {key}")
    if key in CHANNEL_OPTIONS and not (isinstance(value_e, Token) and value_e.kind == STRING
                                       and len(value_e.text) > 2):
        raise ParseError(f'{key} expects a string: "stdout", "stderr" or a file name',
                         value_e.line, value_e.col)
    if key in _CHOICES and value not in _CHOICES[key][0]:
        raise ParseError(f"{key} expects {_CHOICES[key][1]}", value_e.line, value_e.col)
    return key, value


__all__ = ["BOOL_OPTIONS", "CAPABILITIES", "CHANNEL_OPTIONS", "DEFAULT_OPTIONS",
           "NUMERAL_OPTIONS", "keyword", "read_option"]
