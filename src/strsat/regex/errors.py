"""Errors of the regex layer (all are :class:`strsat.errors.StrsatError`)."""

from __future__ import annotations

from ..errors import StrsatError, UnsupportedError


class RegexSyntaxError(StrsatError, ValueError):
    """A malformed Python-syntax pattern; ``offset`` is the 0-based position of
    the offending token in the pattern."""

    def __init__(self, message: str, pattern: str, offset: int) -> None:
        super().__init__(f"{message} at position {offset}")
        self.message = message
        self.pattern = pattern
        self.offset = offset


class RegexUnsupported(UnsupportedError):
    """A well-formed construct that is not regular or not supported
    (backreference, lookaround, ...); ``construct`` names it and ``offset`` is
    its 0-based position in the pattern."""

    def __init__(self, construct: str, pattern: str, offset: int) -> None:
        super().__init__(construct, f"at position {offset}")
        self.construct = construct
        self.pattern = pattern
        self.offset = offset


class NotRegularConstant(StrsatError):
    """A RegLan term that is not a regular constant, e.g. ``(str.to_re x)`` for
    a string variable ``x``; ``subterm`` is the offending subterm."""

    def __init__(self, message: str, subterm: object = None) -> None:
        super().__init__(message)
        self.subterm = subterm
