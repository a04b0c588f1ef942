"""The ``maxsplit`` of ``str.split``/``rsplit`` (and ``bytes``'), concrete or symbolic.

CPython's ``split`` loops while ``maxsplit`` splits remain (a negative one: no
limit): a symbolic ``maxsplit`` (packaging's ``parse_wheel_filename``:
``filename.split("-", filename.count("-") - 2)``) is a decision at each step of that
loop -- "is ``maxsplit`` the number of parts so far?" (``m = j``, a ``BRANCH``) --
which is exact: the loop stops at the first ``j`` equal to ``m`` or when no separator
is left, whatever ``m`` is.  ``rsplit`` with a separator or on whitespace first takes
whether ``m < 0`` (``rsplit`` without a limit is ``split``).  An ``m`` outside
``Py_ssize_t`` is CPython's ``OverflowError`` (a ``RAISE`` decision).
"""

from __future__ import annotations

from ..terms import Term, integer
from . import termops as T
from .context import Kind, decide
from .str_operands import SSIZE_LIMIT
from .values import int_of

MAXSPLIT = "str.split maxsplit"


class SplitLimit:
    """``maxsplit``: :meth:`unlimited` and :meth:`reached` are CPython's tests of it,
    decisions when it is symbolic."""

    def __init__(self, maxsplit: object) -> None:
        got = int_of(maxsplit)
        if got is None:
            raise TypeError(f"'{type(maxsplit).__name__}' object cannot be interpreted as "
                            "an integer")
        self.term: Term = got[0]
        self.value: int | None = got[1]
        self.symbolic = self.term.op != "const"
        if self.symbolic:
            wide = T.disj(T.lt(self.term, -SSIZE_LIMIT), T.le(integer(SSIZE_LIMIT), self.term))
            v = self.value
            if decide(Kind.RAISE, wide, None if v is None else not
                      -SSIZE_LIMIT <= v < SSIZE_LIMIT, MAXSPLIT, OverflowError):
                raise OverflowError("Python int too large to convert to C ssize_t")
        elif not -SSIZE_LIMIT <= self.value < SSIZE_LIMIT:  # type: ignore[operator]
            raise OverflowError("Python int too large to convert to C ssize_t")

    def unlimited(self) -> bool:
        """``maxsplit < 0``."""
        if not self.symbolic:
            return self.value < 0  # type: ignore[operator]
        return decide(Kind.BRANCH, T.lt(self.term, 0),
                      None if self.value is None else self.value < 0, MAXSPLIT)

    def reached(self, parts: int) -> bool:
        """``maxsplit == parts`` (``parts`` splits done: never for a negative one)."""
        if not self.symbolic:
            return self.value == parts
        return decide(Kind.BRANCH, T.eq(self.term, integer(parts)),
                      None if self.value is None else self.value == parts, MAXSPLIT)


__all__ = ["MAXSPLIT", "SplitLimit"]
