"""What a Hypothesis draw allows, as a formula over its input variable (issue 42, item 2).

Hypothesis hands each ``draw_*`` of a provider its constraints: a string's alphabet
(an ``IntervalSet`` of code points) and size bounds, a byte string's size bounds, an
integer's bounds; a ``st.from_regex`` draw adds the pattern's language
(:mod:`.regex_draws`).  A symbolic
draw is an input variable of :mod:`strsat.python` whose value must satisfy them; the
constraint joins every path prefix after the draw (like ``strsat explore``'s grammar
memberships), so each value the solver proposes is one the strategy allows.
SMT-LIB strings stop at code point 0x2FFFF (``MAX_CHAR``): a string's alphabet is cut
there (values past it come from Hypothesis's own provider when nothing else is left).

The first test case draws Hypothesis's *simplest* values (index 0 of the choice's
order: ``""`` or ``min_size`` times the simplest character, ``shrink_towards``
clamped to the bounds, ``False``); :func:`permitted` guards every value the solver
proposes (a draw the solver did not see may get a value another draw allowed).
"""

from __future__ import annotations

from typing import Any

from ..python.bytes_values import byte_domain
from ..terms import BOOL, INT, MAX_CHAR, STRING, Term, integer, mk, string, var
from ..terms.formulas import conj

#: The longest value of a symbolic string or bytes draw.  Hypothesis's own draws stay far
#: below it (its test case holds 8 KiB of choices; a text's average size is a few
#: characters): a longer value would be one the default backend never tries, such as the
#: 4,301-digit numeral that makes ``int()`` raise, reported as a failure of a property
#: that holds for every value random testing makes.
MAX_LENGTH = 1000
#: The kinds of draw made symbolic, their sorts and the Python type of their values (a
#: ``bytes`` draw is a String of code points 0..255, byte ``k`` the character ``k``, as
#: :class:`~strsat.python.bytes_values.SymBytes` reads it)
SORTS = {"string": STRING, "integer": INT, "boolean": BOOL, "bytes": STRING}
TYPES: dict[str, type] = {"string": str, "integer": int, "boolean": bool, "bytes": bytes}


def variable(index: int, kind: str) -> Term:
    """The input variable of the ``index``-th draw of a test case, of its kind (the same
    draw in two test cases is one variable)."""
    return var(f"draw{index}_{kind}", SORTS[kind])


def intervals_of(intervals: Any) -> list[tuple[int, int]]:
    """Hypothesis's ``IntervalSet`` as pairs, cut at the solver's largest character."""
    pairs = getattr(intervals, "intervals", intervals)
    return [(a, min(b, MAX_CHAR)) for a, b in pairs if a <= MAX_CHAR]


def constraint(kind: str, x: Term, constraints: dict[str, Any],
               language: Term | None = None) -> Term | None:
    """The formula a value of the draw satisfies (None: any value of the sort); a string
    draw of ``st.from_regex`` also lies in ``language`` (:mod:`.regex_draws`)."""
    if kind in ("string", "bytes"):
        parts = [_alphabet(x, constraints) if kind == "string" else byte_domain(x)]
        length = mk("str.len", x)
        low = constraints.get("min_size", 0)
        if low:
            parts.append(mk(">=", length, integer(low)))
        top = constraints.get("max_size")
        parts.append(mk("<=", length, integer(
            max(low, MAX_LENGTH if top is None else min(top, MAX_LENGTH)))))
        if language is not None:
            parts.append(mk("str.in_re", x, language))
        return conj(*parts)
    if kind == "integer":
        parts = []
        if constraints.get("min_value") is not None:
            parts.append(mk(">=", x, integer(constraints["min_value"])))
        if constraints.get("max_value") is not None:
            parts.append(mk("<=", x, integer(constraints["max_value"])))
        return conj(*parts) if parts else None
    return None


def _alphabet(x: Term, constraints: dict[str, Any]) -> Term:
    pairs = intervals_of(constraints["intervals"])
    chars = [mk("re.range", string(chr(a)), string(chr(b))) for a, b in pairs]
    alphabet = mk("re.union", *chars) if len(chars) > 1 else chars[0]
    return mk("str.in_re", x, mk("re.*", alphabet))


def to_python(kind: str, value: Any) -> Any:
    """A solver value as the draw's Python value (``bytes`` from its latin-1 reading;
    None when it is no byte string)."""
    if kind != "bytes" or not isinstance(value, str):
        return value
    try:
        return value.encode("latin-1")
    except UnicodeEncodeError:
        return None


def to_solver(kind: str, value: Any) -> Any:
    """A draw's Python value as the solver's (a ``bytes`` read as latin-1)."""
    return value.decode("latin-1") if kind == "bytes" and isinstance(value, bytes) else value


def capped(kind: str, constraints: dict[str, Any]) -> bool:
    """Whether a string or bytes draw allows values longer than :data:`MAX_LENGTH`
    (the symbolic draw does not: no path is "verified")."""
    top = constraints.get("max_size")
    return kind in ("string", "bytes") and (top is None or top > MAX_LENGTH) and \
        constraints.get("min_size", 0) < MAX_LENGTH


def symbolic_possible(kind: str, constraints: dict[str, Any]) -> bool:
    """Whether the draw can be symbolic: a string alphabet with a character the solver
    knows (a string of ``min_size`` characters of it exists)."""
    if kind == "string":
        return bool(intervals_of(constraints["intervals"]))
    return kind in SORTS


def permitted(kind: str, value: Any, constraints: dict[str, Any]) -> bool:
    """Whether ``value`` is a value the draw allows (Hypothesis's own check)."""
    from hypothesis.internal.conjecture.choice import choice_permitted

    loose: Any = constraints  # Hypothesis types them per kind (TypedDicts)
    expected = TYPES.get(kind)
    if expected is not None and type(value) is not expected:
        return False
    return bool(choice_permitted(value, loose))


def simplest(kind: str, constraints: dict[str, Any]) -> Any:
    """Hypothesis's simplest value of the draw (index 0 of its order)."""
    from hypothesis.internal.conjecture.choice import choice_from_index

    loose: Any = constraints
    return choice_from_index(0, kind, loose)  # type: ignore[arg-type]


__all__ = ["MAX_LENGTH", "SORTS", "TYPES", "capped", "constraint", "intervals_of",
           "permitted", "simplest", "symbolic_possible", "to_python", "to_solver", "variable"]
