"""The words of ``n`` decimal digits whose value lies in ``[lo, hi]`` as a regex.

``str.to_int(x) = k`` with ``|x| = n`` and ``0 ≤ k < 10^n`` makes ``x`` the value ``k``
padded with zeros to ``n`` digits, so ``lo ≤ k ≤ hi`` is the membership of ``x`` in this
language (the reading ``RE_CONCAT_EMPTY`` gives a valued item,
:mod:`strsat.theory.regular.concatenation`).  The usual digit-by-digit construction:
equal leading digits are a literal; otherwise the low end's digit followed by anything at
least the rest of ``lo``, the digits strictly between followed by any digits, and the high
end's digit followed by anything at most the rest of ``hi``; a rest from all zeros to all
nines is any digits (without that shortcut the two ends' branches double at every digit):
``O(n²)`` nodes.
"""

from __future__ import annotations

from . import ast as R


def _digits(lo: str, hi: str) -> R.Regex:
    """Digit ``lo`` to digit ``hi`` (one character each, ``lo ≤ hi``)."""
    return R.char_range(ord(lo), ord(hi))


def _between(lo: str, hi: str) -> R.Regex:
    """Words of ``len(lo)`` digits from ``lo`` to ``hi`` (equal lengths, ``lo ≤ hi``)."""
    if not lo:
        return R.EPSILON
    if lo == "0" * len(lo) and hi == "9" * len(hi):
        return R.loop(_digits("0", "9"), len(lo), len(lo))
    if lo[0] == hi[0]:
        return R.concat(R.literal(lo[0]), _between(lo[1:], hi[1:]))
    rest = len(lo) - 1
    branches = [R.concat(R.literal(lo[0]), _between(lo[1:], "9" * rest)),
                R.concat(R.literal(hi[0]), _between("0" * rest, hi[1:]))]
    if ord(hi[0]) - ord(lo[0]) > 1:
        middle = _digits(chr(ord(lo[0]) + 1), chr(ord(hi[0]) - 1))
        branches.insert(1, R.concat(middle, R.loop(_digits("0", "9"), rest, rest)))
    return R.union(*branches)


def decimal_range(lo: int, hi: int, n: int) -> R.Regex:
    """The words of exactly ``n`` digits (leading zeros allowed) with a value in
    ``[lo, hi]``; empty when the interval has no such value."""
    lo, hi = max(lo, 0), min(hi, 10 ** n - 1)
    if n < 0 or lo > hi:
        return R.EMPTY_LANG
    return _between(str(lo).zfill(n), str(hi).zfill(n))


__all__ = ["decimal_range"]
