"""Small constructors used by the rules (no simplification of their own)."""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...terms import EMPTY, Term, mk, string

if TYPE_CHECKING:
    from collections.abc import Sequence


def components(s: Term) -> list[Term]:
    """The arguments of a concatenation, or ``[s]`` (``[]`` for ``""``)."""
    if s.op == "str.++":
        return list(s.args)
    if s is EMPTY:
        return []
    return [s]


def is_part(u: Term, parts: list[Term]) -> bool:
    """``u`` is a substring of ``cat(parts)`` under every assignment: a contiguous run of
    the components, a constant inside one of the constants, or a ``str.at``/``str.substr``
    of a part (every value of those is a substring).  Here, not in :mod:`.extended`, so
    that :mod:`.cases` does not load the extended rules."""
    if u.op == "const" and not u.value:
        return True
    if u.op in ("str.at", "str.substr"):
        return is_part(u.args[0], parts)
    wanted = components(u)
    if len(wanted) == 1 and u.op == "const":
        return any(p.op == "const" and u.value in p.value for p in parts)  # type: ignore[operator]
    n = len(wanted)
    return any(parts[k:k + n] == wanted for k in range(len(parts) - n + 1))


def cat(parts: Sequence[Term]) -> Term:
    """The concatenation of ``parts``, flattened, ``""`` dropped, constants merged
    (adjacent constants are joined once, so long runs cost linear time)."""
    items: list[Term] = []
    run: list[Term] = []  # adjacent constants not yet joined

    def close_run() -> None:
        if len(run) == 1:
            items.append(run[0])
        elif run:
            items.append(string("".join(c.value for c in run)))  # type: ignore[misc]
        run.clear()

    for p in parts:
        for c in components(p):
            if c.op == "const":
                run.append(c)
            else:
                close_run()
                items.append(c)
    close_run()
    if not items:
        return EMPTY
    return items[0] if len(items) == 1 else mk("str.++", *items)


def strip_common(left: list[Term], right: list[Term], from_end: bool,
                 mismatch: list[tuple[str, str]] | None = None) -> bool | None:
    """Cancel equal leading (or trailing) components and constant characters of two
    component lists, in place.  False on a constant mismatch (the two differing
    characters appended to ``mismatch`` when given; the lists are left as they were),
    True if anything was removed, None if nothing was.  Linear in the length of the
    common part."""
    lo, ro = (list(reversed(left)), list(reversed(right))) if from_end else (left, right)
    i = j = 0
    head_l: Term | None = None  # what is left of a partly cancelled constant
    head_r: Term | None = None
    changed = None
    while i < len(lo) and j < len(ro):
        a = head_l if head_l is not None else lo[i]
        b = head_r if head_r is not None else ro[j]
        if a is b:
            i, j, head_l, head_r, changed = i + 1, j + 1, None, None, True
            continue
        if a.op != "const" or b.op != "const":
            break
        u: str = a.value  # type: ignore[assignment]
        v: str = b.value  # type: ignore[assignment]
        if from_end:
            u, v = u[::-1], v[::-1]
        k = min(len(u), len(v))
        if u[:k] != v[:k]:
            if mismatch is not None:
                at = next(n for n in range(k) if u[n] != v[n])
                mismatch.append((u[at], v[at]))
            return False
        u, v = u[k:], v[k:]
        if from_end:
            u, v = u[::-1], v[::-1]
        changed = True
        i, j = i + 1, j + 1
        head_l = head_r = None
        if u:
            i -= 1
            head_l = string(u)
        if v:
            j -= 1
            head_r = string(v)
    if changed:
        rest_l = ([head_l] if head_l is not None else []) + lo[i + (head_l is not None):]
        rest_r = ([head_r] if head_r is not None else []) + ro[j + (head_r is not None):]
        if from_end:
            rest_l.reverse()
            rest_r.reverse()
        left[:] = rest_l
        right[:] = rest_r
    return changed


#: Operators whose value has the length of their string argument (SMT-LIB's case
#: mappings are ASCII, one character for one).
_SAME_LENGTH = frozenset({"str.to_upper", "str.to_lower", "str.rev"})

#: Depth of nested ite/++ terms :func:`max_length` reads before giving up.
MAX_LENGTH_DEPTH = 64


def max_length(t: Term, depth: int = 0) -> int | None:
    """An upper bound on ``str.len t`` under every assignment, read off the term's
    shape (constants, ``str.at``, ``str.substr`` with a constant length, ``ite`` and
    ``str.++`` of those, case mappings and ``str.rev`` of them); None when the shape
    gives none.  A shared subterm is read once per depth (:func:`_max_length`'s memo):
    a chain of ``ite`` over the same term read as a tree took 2^k readings."""
    return _max_length(t, depth, {})


def _max_length(t: Term, depth: int, memo: dict[tuple[int, int], int | None]) -> int | None:
    op = t.op
    if op == "const":
        return len(t.value)  # type: ignore[arg-type]
    if op == "str.at" or op == "str.from_code":
        return 1
    if op == "str.substr":
        n = t.args[2]
        return max(0, n.value) if n.op == "const" and isinstance(n.value, int) else None
    if depth >= MAX_LENGTH_DEPTH:
        return None
    key = (id(t), depth)
    if key in memo:
        return memo[key]
    bound: int | None
    if op in _SAME_LENGTH:
        bound = _max_length(t.args[0], depth + 1, memo)
    elif op not in ("ite", "str.++"):
        bound = None
    else:
        bound = 0
        for a in (t.args[1:] if op == "ite" else t.args):
            b = _max_length(a, depth + 1, memo)
            if b is None:
                bound = None
                break
            bound = max(bound, b) if op == "ite" else bound + b
    memo[key] = bound
    return bound
