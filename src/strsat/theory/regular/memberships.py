"""Membership literals as the regular step reads them, and words their languages contain.

:class:`Membership` is one literal ``source ∈ regex`` (or ``∉``) read as
``subject ∈ left\\regex/right`` when the subject is a concatenation with constant ends
(:func:`membership`; :mod:`strsat.regex.quotient`): memberships of ``x·"a"`` and of
``x`` then meet in one class.  :func:`contained_words` recognises languages
``Σ*·w·Σ*`` (``str.contains(x, w)``), whose intersection is never empty:
:func:`superstring` gives a witness without a product.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...records import Record
from ...regex import ast as R
from ...terms import Term, mk
from ..seam.equalities import EqualityClasses
from .languages import Languages

Sig = tuple[Term, bool, str, str]  # (regex term, positive, left word, right word)


class Membership(Record):
    """One membership literal ``source ∈ regex`` (or ``∉`` when not positive), read
    as ``subject ∈ left\\regex/right`` when ``source = left·subject·right`` with
    constant ends (:func:`membership`; :mod:`strsat.regex.quotient`)."""

    _fields = ("subject", "regex", "positive", "left", "right", "source", "why")
    __slots__ = _fields

    def __init__(self, subject: Term, regex: Term, positive: bool, left: str = "",
                 right: str = "", source: Term | None = None,
                 why: frozenset[Term] = frozenset()) -> None:
        self.subject = subject
        self.regex = regex
        self.positive = positive
        self.left = left
        self.right = right
        self.source = source
        #: Equalities behind reading ``source`` as ``left·subject·right``.
        self.why = why

    @property
    def atom(self) -> Term:
        subject = self.subject if self.source is None else self.source
        return mk("str.in_re", subject, self.regex)

    @property
    def literal(self) -> Term:
        return self.atom if self.positive else mk("not", self.atom)

    @property
    def reasons(self) -> set[Term]:
        """The literal and the equalities behind the quotient."""
        return {self.literal, *self.why}

    @property
    def sig(self) -> Sig:
        return (self.regex, self.positive, self.left, self.right)

    def ast(self, languages: Languages) -> R.Regex | None:
        """The language of ``subject`` (the quotient of ``regex``), None if not regular."""
        return languages.quotient(self.regex, self.left, self.right)


def membership(atom: Term, positive: bool, classes: EqualityClasses | None = None
               ) -> Membership:
    """The membership of a literal, the constant ends of its subject (or of the
    concatenation in the subject's class) moved into the regex: ``c·x·d ∈ R`` is
    read ``x ∈ c\\R/d`` (exact for both polarities)."""
    subject, regex = atom.args
    body, why = (subject, frozenset()) if classes is None else \
        classes.read_as_concatenation(subject)
    if body.op != "str.++":
        return Membership(subject, regex, positive)
    items = list(body.args)
    left = right = ""
    while len(items) > 1 and items[0].op == "const":
        left += str(items.pop(0).value)
    while len(items) > 1 and items[-1].op == "const":
        right = str(items.pop().value) + right
    if not (left or right):
        return Membership(subject, regex, positive)
    rest = items[0] if len(items) == 1 else mk("str.++", *items)
    return Membership(rest, regex, positive, left, right, subject, why)


def contained_words(mems: Sequence[Membership], languages: Languages) -> list[str] | None:
    """The words ``w`` when every membership is positive in some ``Σ*·w·Σ*``."""
    words = []
    for m in mems:
        w = contained_word(m.ast(languages)) if m.positive else None
        if w is None:
            return None
        words.append(w)
    return words


def contained_word(node: R.Regex | None) -> str | None:
    """``w`` when ``node`` is ``Σ*·w·Σ*`` (the language of ``str.contains(x, w)``)."""
    if node is None or node.kind != R.CONCAT:
        return None
    args = node.args
    if len(args) < 3 or args[0] is not R.ALL or args[-1] is not R.ALL:
        return None
    chars = []
    for a in args[1:-1]:
        if a.kind != R.CHARS or a.chars is None or a.chars.size() != 1:
            return None
        chars.append(chr(a.chars.min()))
    return "".join(chars)


def superstring(words: list[str]) -> str:
    """A string containing every word: greedy merge by largest overlap (the classic
    approximation of the shortest common superstring)."""
    pool = sorted(set(words), key=len, reverse=True)
    pool = [w for i, w in enumerate(pool) if not any(w in v for v in pool[:i])]
    while len(pool) > 1:
        best = (-1, 0, 1)
        for i, a in enumerate(pool):
            for j, b in enumerate(pool):
                if i != j:
                    k = _overlap(a, b)
                    if k > best[0]:
                        best = (k, i, j)
        k, i, j = best
        merged = pool[i] + pool[j][k:]
        pool = [w for n, w in enumerate(pool) if n not in (i, j)] + [merged]
    return pool[0] if pool else ""


def _overlap(a: str, b: str) -> int:
    """The longest suffix of ``a`` that is a prefix of ``b``."""
    for k in range(min(len(a), len(b)) - 1, 0, -1):
        if a.endswith(b[:k]):
            return k
    return 0
