"""A constant ``str`` or ``bytes`` repeated a symbolic number of times (issue 38's sixth
survey): ``"=" * (-len(s) % 4)``, ``b"~" * padding`` (``base64``'s padding).

CPython reads the count as an index, so a symbolic count was made concrete (pinned, with
a note).  On the ``DOMAIN`` ``count <= REPEAT_SYMBOLIC`` the result is an ``ite`` over the
counts, ``ite(n == 64, s*64, ... ite(n == 1, s, ""))`` (``""`` for ``n <= 0`` down to
``-2^63``, below which CPython's index overflows), as
``str.ljust`` with a symbolic width is (:mod:`.str_pad`); a larger count, a symbolic
string, or a constant past the theory's alphabet keep the concrete count.  A count
built of constants by ``ite`` alone (a ``bool`` read as an int, ``posixpath.normpath``'s
``sep * initial_slashes`` with ``initial_slashes`` a ``bool`` or 2) needs no ``DOMAIN``:
the ``ite`` is over its values only, exact, and the path keeps no pin (issue 38's
eleventh survey: a pin made every later refutation "not a proof"); so does a remainder
by a constant (``-len(s) % 4``: four values, no ``DOMAIN``; brief classes24: the ``ite``
over 65 counts made joserfc's padded segment a 290 KB check, unknown).
"""

from __future__ import annotations

from typing import Any

from ..terms import Term, string
from . import termops as T
from .context import Kind, decide
from .values import SSIZE_LIMIT, SymInt

#: the largest count of the ``ite``: the ``DOMAIN`` of a symbolic count
REPEAT_SYMBOLIC = 64


def finite_values(t: Term) -> frozenset[int] | None:
    """The values an Int term can take when it is built of constants by ``ite`` alone
    (``sep * initial_slashes`` of ``posixpath.normpath``: a ``bool`` as an int, or 2) or
    is a remainder by a constant (``-len(s) % 4``), None for any other term."""
    if t.op == "const" and type(t.value) is int:
        return frozenset((t.value,))
    if t.op == "ite":
        a, b = finite_values(t.args[1]), finite_values(t.args[2])
        return None if a is None or b is None else a | b
    if t.op == "mod" and len(t.args) == 2 and t.args[1].op == "const" and \
            type(t.args[1].value) is int and 0 < abs(t.args[1].value) <= REPEAT_SYMBOLIC + 1:
        # SMT-LIB's mod is in [0, |d|) for any d != 0 (Python's ``x % d`` for d > 0):
        # joserfc's ``"=" * (-len(s) % 4)`` is one of four strings, not 65
        return frozenset(range(abs(t.args[1].value)))
    return None


def repeat_constant(s: object, count: object) -> Any:
    """``s * count`` for a plain non-empty ``str``/``bytes`` ``s`` and a symbolic int
    ``count`` on the ``DOMAIN`` (see the module docstring); None otherwise (the caller
    reads the count concretely)."""
    if not isinstance(count, SymInt) or not isinstance(s, str | bytes) or not s:
        return None
    text = s if isinstance(s, str) else s.decode("latin-1")
    if max(text) > "\U0002ffff":
        return None
    n, nv = count.term, count.value
    counts = finite_values(n)
    if counts is None or not all(-SSIZE_LIMIT <= k <= REPEAT_SYMBOLIC for k in counts):
        # below -2^63 CPython's index overflows (OverflowError): the concrete path
        # raises it
        if not decide(Kind.DOMAIN, T.conj(T.ge(n, -SSIZE_LIMIT), T.le(n, REPEAT_SYMBOLIC)),
                      None if nv is None else -SSIZE_LIMIT <= nv <= REPEAT_SYMBOLIC,
                      "sequence * n"):
            return None
        counts = frozenset(range(1, REPEAT_SYMBOLIC + 1))
    term = string("")
    for k in sorted(k for k in counts if k > 0):
        term = T.ite(T.eq(n, T.num(k)), string(text * k), term)
    if isinstance(s, str):
        from .strings import SymStr

        return SymStr(term, None if nv is None else s * nv)
    from .bytes_values import SymBytes

    return SymBytes(term, None if nv is None else s * nv)


__all__ = ["REPEAT_SYMBOLIC", "finite_values", "repeat_constant"]
