"""Small constructors used by the rules (no simplification of their own)."""

from __future__ import annotations

from collections.abc import Sequence

from ...terms import EMPTY, FALSE, TRUE, Term, mk, string


def conj(parts: Sequence[Term]) -> Term:
    """``(and parts)``; ``true`` when empty, the part itself when single."""
    if not parts:
        return TRUE
    return parts[0] if len(parts) == 1 else mk("and", *parts)


def disj(parts: Sequence[Term]) -> Term:
    """``(or parts)``; ``false`` when empty, the part itself when single."""
    if not parts:
        return FALSE
    return parts[0] if len(parts) == 1 else mk("or", *parts)


def components(s: Term) -> list[Term]:
    """The arguments of a concatenation, or ``[s]`` (``[]`` for ``""``)."""
    if s.op == "str.++":
        return list(s.args)
    if s is EMPTY:
        return []
    return [s]


def cat(parts: Sequence[Term]) -> Term:
    """The concatenation of ``parts``, flattened, ``""`` dropped, constants merged."""
    items: list[Term] = []
    for p in parts:
        for c in components(p):
            if c.op == "const" and items and items[-1].op == "const":
                items[-1] = string(items[-1].value + c.value)  # type: ignore[operator]
            else:
                items.append(c)
    if not items:
        return EMPTY
    return items[0] if len(items) == 1 else mk("str.++", *items)


def strip_common(left: list[Term], right: list[Term], from_end: bool) -> bool | None:
    """Cancel equal leading (or trailing) components and constant characters of two
    component lists, in place.  False on a constant mismatch, True if anything was
    removed, None if nothing was."""
    if from_end:
        left.reverse()
        right.reverse()
    changed = None
    try:
        while left and right:
            a, b = left[0], right[0]
            if a is b:
                left.pop(0)
                right.pop(0)
                changed = True
                continue
            if a.op != "const" or b.op != "const":
                break
            u, v = a.value, b.value
            if from_end:
                u, v = u[::-1], v[::-1]  # type: ignore[index]
            k = min(len(u), len(v))  # type: ignore[arg-type]
            if u[:k] != v[:k]:  # type: ignore[index]
                return False
            u, v = u[k:], v[k:]  # type: ignore[index]
            if from_end:
                u, v = u[::-1], v[::-1]  # type: ignore[index]
            changed = True
            left.pop(0)
            right.pop(0)
            if u:
                left.insert(0, string(u))  # type: ignore[arg-type]
            if v:
                right.insert(0, string(v))  # type: ignore[arg-type]
        return changed
    finally:
        if from_end:
            left.reverse()
            right.reverse()
