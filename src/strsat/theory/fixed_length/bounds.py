"""Length lower bounds from the constant factors a string must contain.

If ``s`` contains the constants ``t1 … tk`` (by ``str.contains``, a membership
in ``Σ*·t·Σ*``, a prefix, a suffix, or an equation ``s = … t …``), then ``s``
is a common superstring of them.  Drop the patterns that occur inside another
one; order the rest by where they start in ``s``: no two start at the same
place, so the ends come in the same order, and two neighbours overlap by a
suffix–prefix match ``ov(ti, tj)`` at most.  Hence

    |s| ≥ Σ|ti| − Σ_{i ≠ last} ov(ti, next(i)) ≥ Σ|ti| − (Σ_i out_i − min_i out_i)

with ``out_i = max_{j≠i} ov(ti, tj)`` (and the same with incoming overlaps).
A length below the bound is blocked for every such length at once
(``FL_CONTAINS_BOUND``: ``¬(L1 ∧ … ∧ Lk ∧ |s| < B)``), which the one-vector
block lemma of the search cannot do (paper 001 §6 enumerates lengths; the
seeds ``indexof_contains_*`` need |s| ≥ c·30).
"""

from __future__ import annotations

from functools import lru_cache

#: Patterns considered per variable at most (the bound is quadratic in them).
MAX_PATTERNS = 120


def overlap(a: str, b: str) -> int:
    """The longest proper suffix of ``a`` that is a prefix of ``b`` (shorter than both)."""
    for k in range(min(len(a), len(b)) - 1, 0, -1):
        if a.endswith(b[:k]):
            return k
    return 0


#: (bounded and process-wide: a pure function of a tuple of strings)
@lru_cache(maxsize=1024)
def superstring_bound(patterns: tuple[str, ...]) -> tuple[int, tuple[str, ...]]:
    """(a lower bound on the length of any string containing every pattern, the
    patterns the bound counts)."""
    uniq = sorted(set(p for p in patterns if p), key=lambda p: (-len(p), p))
    kept: list[str] = []
    for p in uniq:
        if not any(p in q for q in kept):
            kept.append(p)
    if not kept:
        return 0, ()
    total = sum(len(p) for p in kept)
    if len(kept) == 1:
        return total, tuple(kept)
    out = [0] * len(kept)
    inc = [0] * len(kept)
    for i, a in enumerate(kept):
        for j, b in enumerate(kept):
            if i != j:
                k = overlap(a, b)
                if k > out[i]:
                    out[i] = k
                if k > inc[j]:
                    inc[j] = k
    saved = min(sum(out) - min(out), sum(inc) - min(inc))
    return total - saved, tuple(kept)
