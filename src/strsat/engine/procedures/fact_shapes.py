"""The facts about one string term that the fast procedures read (:mod:`.independent`,
:mod:`.straight_line`), and the regular language each puts its term in.

* ``t ∈ R``, ``t = c`` (either side), ``str.prefixof c t``, ``str.suffixof c t`` and
  ``str.contains t c`` with ``c`` a string constant constrain the term ``t``
  (:func:`constrained_term`); the patterns' languages are ``c·Σ*``, ``Σ*·c`` and
  ``Σ*·c·Σ*`` (:func:`pattern_language`);
* ``|x| ⋈ n`` (either side, ``⋈`` one of ``= <= < >= >``) bounds the length of a String
  variable ``x`` (:func:`length_bound`); its language is ``Σ^{lo..hi}``
  (:func:`length_language`).

The regex modules are imported inside the two language functions, as in the procedures
that call them: a procedure's ``takes`` (which reads facts only) does not pay for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...terms import STRING, Term
from ...terms.ops import VAR

if TYPE_CHECKING:
    from ...regex import ast as R

COMPARISONS = frozenset({"=", "<=", "<", ">=", ">"})
PATTERNS = frozenset({"str.prefixof", "str.suffixof", "str.contains"})
#: A comparison with its sides swapped.
MIRROR = {"=": "=", "<=": ">=", "<": ">", ">=": "<=", ">": "<"}


def constrained_term(atom: Term) -> Term | None:
    """The term ``t`` of a membership ``t ∈ R``, of an equation ``t = c`` or ``c = t``,
    or of ``str.prefixof c t``, ``str.suffixof c t``, ``str.contains t c`` with ``c`` a
    string constant; else None."""
    if atom.op == "str.in_re":
        return atom.args[0]
    if atom.op == "=" and len(atom.args) == 2 and atom.args[0].sort is STRING:
        a, b = atom.args
        return a if b.op == "const" else b if a.op == "const" else None
    if atom.op in PATTERNS and len(atom.args) == 2:
        s, c = (atom.args[0], atom.args[1]) if atom.op == "str.contains" else \
            (atom.args[1], atom.args[0])
        return s if c.op == "const" else None
    return None


def length_comparison(atom: Term) -> tuple[Term, str, int] | None:
    """``(t, ⋈, n)`` for ``|t| ⋈ n`` (either side) with ``n`` an integer constant, else
    None."""
    if atom.op not in COMPARISONS or len(atom.args) != 2:
        return None
    a, b = atom.args
    op = atom.op
    if b.op == "str.len":
        a, b, op = b, a, MIRROR[op]
    if a.op != "str.len" or b.op != "const" or isinstance(b.value, (bool, str)):
        return None
    return a.args[0], op, int(b.value)  # type: ignore[arg-type]


def length_bound(atom: Term, limit: int | None = None) -> tuple[Term, str, int] | None:
    """``(x, ⋈, n)`` for ``|x| ⋈ n`` (either side) with ``x`` a String variable (and
    ``0 <= n <= limit`` when a limit is given), else None."""
    found = length_comparison(atom)
    if found is None:
        return None
    x, op, n = found
    if x.op != VAR or x.sort is not STRING or (limit is not None and not 0 <= n <= limit):
        return None
    return x, op, n


def pattern_language(op: str, word: str) -> R.Regex:
    """The strings ``t`` with ``str.prefixof word t`` (``op``), ``str.suffixof word t``
    or ``str.contains t word``."""
    from ...regex import ast as R

    w = R.literal(word)
    return (R.concat(w, R.ALL) if op == "str.prefixof" else
            R.concat(R.ALL, w) if op == "str.suffixof" else R.concat(R.ALL, w, R.ALL))


def length_interval(op: str, n: int) -> tuple[int, int | None]:
    """The lengths ``⋈ n`` (``op``) as ``(lo, hi)``, ``hi`` None when unbounded (empty
    when ``hi < lo``)."""
    lo = max(0, {"=": n, "<=": 0, "<": 0, ">=": n, ">": n + 1}[op])
    return lo, {"=": n, "<=": n, "<": n - 1, ">=": None, ">": None}[op]


def length_language(op: str, n: int) -> R.Regex:
    """The strings whose length ``⋈ n`` (``op``)."""
    from ...regex import ast as R

    lo, hi = length_interval(op, n)
    return R.EMPTY_LANG if hi is not None and hi < lo else R.loop(R.ALLCHAR, lo, hi)


__all__ = ["COMPARISONS", "MIRROR", "PATTERNS", "constrained_term", "length_bound",
           "length_comparison", "length_interval", "length_language", "pattern_language"]
