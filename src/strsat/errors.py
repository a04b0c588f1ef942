"""Typed exceptions of strsat.

Every error a user can provoke is one of these, never a bare Python exception:
the SMT-LIB front-end turns them into ``(error "LINE:COL: message")`` and the
Python API lets them propagate with the offending term attached.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any


class StrsatError(Exception):
    """Base class of all errors strsat raises on purpose (``Z3Exception`` in the Python API).

    Examples:
        >>> from strsat.errors import StrsatError
        >>> from strsat import Length
        >>> try:
        ...     Length(3)
        ... except StrsatError as e:
        ...     print(type(e).__name__)
        ApiSortError
    """


class SortError(StrsatError, TypeError):
    """An ill-sorted term: wrong argument sorts, wrong arity, bad indices.

    ``term`` names the offending operator application (as text) so that the
    message can point at it; ``op`` is the operator's SMT-LIB name.
    """

    def __init__(self, message: str, op: str | None = None, term: Any = None) -> None:
        super().__init__(message)
        self.op = op
        self.term = term


class ValueRangeError(StrsatError, ValueError):
    """A literal outside its domain, e.g. a code point above 0x2FFFF."""


class OutsideAlphabetError(ValueRangeError):
    """A String literal with a character above U+2FFFF, the end of SMT-LIB 2.6's
    alphabet (the Python layer runs such an operation concretely, with a note)."""


class GrammarError(StrsatError, ValueError):
    """A grammar that cannot be used: an undefined nonterminal, an empty language
    (unproductive start symbol), a malformed production (issue 27); also a ``ValueError``.

    Examples:
        >>> from strsat import Grammar, GrammarError
        >>> try:
        ...     Grammar.from_dict({"<start>": ["a<rest>"]})
        ... except GrammarError as e:
        ...     print(e)
        grammar G: <rest> (used in <start>) is not defined
        >>> Grammar.from_dict({"<start>": ["a<start>"]})
        Traceback (most recent call last):
        ...
        strsat.errors.GrammarError: grammar G: the language is empty: ...
    """


class ParseError(StrsatError):
    """Malformed input, located at ``line``:``col`` (1-based)."""

    def __init__(self, message: str, line: int = 0, col: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.col = col

    def __str__(self) -> str:
        if self.line:
            return f"{self.line}:{self.col}: {self.message}"
        return self.message


class UnsupportedError(StrsatError):
    """A well-formed feature that strsat does not implement; names the feature."""

    def __init__(self, feature: str, detail: str = "") -> None:
        super().__init__(f"unsupported: {feature}" + (f" ({detail})" if detail else ""))
        self.feature = feature
        self.detail = detail


class ResourceLimit(StrsatError):
    """A deadline or a size limit was reached; callers answer ``unknown``."""


class MemoryExceeded(ResourceLimit):
    """The process's resident memory passed the check's memory limit (``--memory``):
    the check answers ``unknown`` with the reason ``memory``."""


class Interrupted(ResourceLimit):
    """The check was interrupted (``SIGINT``/``SIGTERM`` in ``strsat -``): it answers
    ``unknown`` with the reason ``interrupted``."""
