"""``hmac.compare_digest`` / ``secrets.compare_digest`` (C's ``_hashlib.compare_digest``)
and ``operator._compare_digest`` of symbolic ``str`` or ``bytes`` (issue 38: a token
check ``compare_digest(token, expected)`` pinned the token).

CPython 3.11 (``Modules/_operator.c``, ``_operator__compare_digest_impl``): two ``str``
compare when both are ASCII, else ``TypeError("comparing strings with non-ASCII
characters is not supported")``; two bytes-like objects compare by their bytes; any
other pair raises its own ``TypeError``.  The time the comparison takes is the point of
the function, not its result: the result is ``a == b``.  Modelled: two strings (the
ASCII test one ``RAISE`` decision over both, then the equality), and two ``bytes``
(their equality); any other pair -- a ``bytearray``, a ``memoryview``, mixed or wrong
types -- is CPython's own on the concrete values (with its note where symbolic).
"""

from __future__ import annotations

import _operator
import hmac
from collections.abc import Callable
from typing import Any

from ..regex.to_term import charset_to_term
from ..terms import Term, mk, string
from . import termops as T
from .bytes_values import SymBytes
from .charclasses import ascii_class
from .context import Kind, decide, fallback
from .strings import SymStr
from .values import SymBool, SymValue

_NOT_ASCII = "comparing strings with non-ASCII characters is not supported"


def _text(x: Any) -> tuple[Term, str | None] | None:
    """The term and value of a ``str`` operand (symbolic or plain), else None."""
    if isinstance(x, SymStr):
        return x.term, x.value
    if type(x) is str:
        return string(x), x
    return None


def _data(x: Any) -> tuple[Term, bytes | None] | None:
    """The term (its latin-1 reading) and value of a ``bytes`` operand, else None."""
    if isinstance(x, SymBytes):
        return x.term, x.value
    if type(x) is bytes:
        return string(x.decode("latin-1")), x
    return None


def _equal(a: tuple[Term, Any], b: tuple[Term, Any]) -> SymBool:
    known = None if a[1] is None or b[1] is None else a[1] == b[1]
    return SymBool(T.eq(a[0], b[0]), known)


def compare_digest(a: Any, b: Any, run: Callable[[Any, Any], bool] = hmac.compare_digest
                   ) -> Any:
    """``run(a, b)`` (``compare_digest``) as CPython computes it (module docstring)."""
    if not isinstance(a, SymValue) and not isinstance(b, SymValue):
        return run(a, b)
    texts = _text(a), _text(b)
    if texts[0] is not None and texts[1] is not None:
        ascii_only = mk("re.*", charset_to_term(ascii_class()))
        both = T.conj(mk("str.in_re", texts[0][0], ascii_only),
                      mk("str.in_re", texts[1][0], ascii_only))
        known = None if texts[0][1] is None or texts[1][1] is None else \
            not (texts[0][1].isascii() and texts[1][1].isascii())
        if decide(Kind.RAISE, mk("not", both), known, "compare_digest of str", TypeError):
            raise TypeError(_NOT_ASCII)
        return _equal(texts[0], texts[1])
    data = _data(a), _data(b)
    if data[0] is not None and data[1] is not None:
        return _equal(data[0], data[1])
    return fallback("compare_digest of these operand types", [a, b], run)


#: the C functions modelled here, by object
MODELS: dict[Any, Callable[..., Any]] = {
    hmac.compare_digest: compare_digest,
    _operator._compare_digest: lambda a, b: compare_digest(a, b, _operator._compare_digest),
}

__all__ = ["MODELS", "compare_digest"]
