"""The facts about one string term that the fast procedures read (:mod:`.independent`,
:mod:`.straight_line`), and the regular language each puts its term in.

* ``t ∈ R``, ``t = c`` (either side), ``str.prefixof c t``, ``str.suffixof c t`` and
  ``str.contains t c`` with ``c`` a string constant constrain the term ``t``
  (:func:`constrained_term`); the patterns' languages are ``c·Σ*``, ``Σ*·c`` and
  ``Σ*·c·Σ*`` (:func:`pattern_language`);
* ``|x| ⋈ n`` (either side, ``⋈`` one of ``= <= < >= >``) bounds the length of a String
  variable ``x`` (:func:`length_bound`); its language is ``Σ^{lo..hi}``
  (:func:`length_language`);
* ``str.at x i = c`` and ``str.substr x i n = c`` (either side) with ``i``, ``n``, ``c``
  constants fix the characters of a String variable ``x`` at known positions
  (:func:`position_fact`): what a program's ``s.startswith(".")`` then ``s[0]`` or
  ``s[2:5] == "abc"`` leave in a path condition.  By SMT-LIB's total semantics
  (``str.at``/``str.substr`` are ``""`` out of range) each is a regular language of
  ``x`` (:func:`position_language`), so the fast procedures intersect it with the
  others instead of leaving the loop to enumerate lengths.

The regex modules are imported inside the two language functions, as in the procedures
that call them: a procedure's ``takes`` (which reads facts only) does not pay for them.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

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


#: Largest position (``i + n``) whose fact is read as a language (a loop of that many states).
MAX_POSITION = 200


def position_fact(atom: Term) -> tuple[Term, int, int | None, str] | None:
    """``(x, i, n, c)`` for ``str.substr x i n = c`` (``n`` None for ``str.at x i = c``,
    which is ``str.substr x i 1``), either side, with ``x`` a String variable, ``i``,
    ``n`` and ``c`` constants and ``i + n`` at most :data:`MAX_POSITION`; else None."""
    if atom.op != "=" or len(atom.args) != 2 or atom.args[0].sort is not STRING:
        return None
    a, c = atom.args
    if a.op == "const":
        a, c = c, a
    if c.op != "const" or a.op not in ("str.at", "str.substr"):
        return None
    x, *bounds = a.args
    if x.op != VAR or any(b.op != "const" for b in bounds):
        return None
    i = int(bounds[0].value)  # type: ignore[arg-type]
    n = int(bounds[1].value) if len(bounds) == 2 else None  # type: ignore[arg-type]
    if i + (1 if n is None else max(n, 0)) > MAX_POSITION:
        return None
    return x, i, n, c.value  # type: ignore[return-value]


def position_language(i: int, n: int | None, word: str) -> R.Regex:
    """The strings ``x`` with ``str.substr x i n = word`` (``str.at x i = word`` when
    ``n`` is None): ``""`` when ``i`` is out of ``[0, |x|)`` or ``n <= 0``, else the
    characters from ``i`` to ``min(i + n, |x|)``."""
    from ...regex import ast as R

    n = 1 if n is None else n
    if i < 0 or n <= 0:
        return R.ALL if word == "" else R.EMPTY_LANG
    if word == "":
        return R.loop(R.ALLCHAR, 0, i)  # |x| <= i
    if len(word) > n:
        return R.EMPTY_LANG
    head = R.concat(R.loop(R.ALLCHAR, i, i), R.literal(word))
    return R.concat(head, R.ALL) if len(word) == n else head  # shorter: x ends there


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


__all__ = ["COMPARISONS", "MAX_POSITION", "MIRROR", "PATTERNS", "constrained_term",
           "length_bound", "length_comparison", "length_interval", "length_language",
           "pattern_language", "position_fact", "position_language"]
