"""Backslash escapes over a symbolic string (:mod:`strsat.python.escapes`, brief
classes24): ``ast.literal_eval`` of a string literal with escapes and
``bytes.decode('unicode-escape')`` against CPython (oracle: ``semantics_oracle.check``:
the result or the exception's class, every decision's condition and the result's term)."""

from __future__ import annotations

import ast
import warnings
from typing import Any

from hypothesis import strategies as st
from semantics_oracle import SYM_BYTES, SYM_STR, agreement_tests

from strsat.python import SymBytes, SymStr


class Syntax(KeyError):
    """``SyntaxError`` (not among the oracle's exceptions), as a class of its own."""


def _literal_eval(s: Any) -> Any:
    from strsat.python.literal_eval import literal_eval

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return literal_eval(s) if isinstance(s, SymStr) else ast.literal_eval(s)
        except SyntaxError as exc:
            raise Syntax(type(exc).__name__) from None


def _decode(b: Any) -> Any:
    from strsat.python.codec_escape import decode_escape

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        if isinstance(b, SymBytes):
            return decode_escape(b, "unicode-escape", "strict", "bytes.decode")
        return b.decode("unicode-escape")


#: the pieces of an escape: backslashes, every escape letter, digits of both bases, the
#: quotes, ``\N{...}``, characters the tokenizer or the alphabet treats apart
ESCAPE_PIECES = ["\\", "\\n", "\\t", "\\\\", "\\'", '\\"', "\\x", "\\u", "\\U",
                 "\\N{DASH}", "\\0", "\\7", "\\8", "\\q", "\\\n", "\\\r", "\\\x00",
                 "4", "1", "f", "F", "g", "0", "7", "a", "'", '"', "\n", "\r", "\x00", " ",
                 "\u00e9", "\ud800", "\U0001F600", "0010ffff", "00110000", "0002ffff"]
BODIES = st.lists(st.sampled_from(ESCAPE_PIECES), max_size=5).map("".join)
LITERALS = st.tuples(st.sampled_from(["", " ", "u", "r", "R", "b"]),
                     st.sampled_from(["'", '"', "'''", '"""']), BODIES).map(
    lambda t: f"{t[0]}{t[1]}{t[2]}{t[1]}")
ESCAPED_BYTES = BODIES.map(lambda s: s.encode("latin-1", "replace"))

OPERATIONS = {
    "ast.literal_eval of a string literal": (_literal_eval, [SYM_STR], [LITERALS]),
    "bytes.decode('unicode-escape')": (_decode, [SYM_BYTES], [ESCAPED_BYTES]),
}

#: each agrees with CPython (100 examples; 600 in the slow run)
test_escapes_agree_with_cpython, test_escapes_agree_with_cpython_long = \
    agreement_tests(OPERATIONS, 100, 600)
