"""``str.replace_all`` on an input of about ``n`` characters whose input and output lengths
are fixed (issue 26), each sat with an unsat twin by construction.  With ``k`` the number
of non-overlapping leftmost occurrences of the pattern ``p`` in ``x``,
``|replace_all(x, p, r)| = |x| + k·(|r| − |p|)`` and ``0 ≤ k ≤ |x| / |p|``.

* ``grow``: ``y = replace_all(x, "a", "bb")``, ``|x| = n``, ``|y| = n + n/2`` (sat: ``k =
  n/2``).  Twin: ``|y| = 2n + 1`` (``k = n + 1 > |x|``).
* ``shrink``: ``y = replace_all(x, "ab", "c")``, ``|x| = n``, ``|y| = 3n/4`` (sat: ``k =
  n/4``).  Twin: ``|y| = n/2 − 1`` (``k = n/2 + 1`` occurrences of two characters do
  not fit in ``n``).
* ``regex``: ``x ∈ [ab]*``, ``y = replace_all(x, "ab", "xyz")``, ``|x| = n``, ``|y| = n + n/4``
  (sat: ``k = n/4``).  Twin: ``x ∈ a*·b*`` (``ab`` occurs at most once: ``k ≤ 1``).
* ``erase``: ``y = replace_all(x, "a", "")``, ``|x| = n``, ``|y| = n/2``, ``y ∈ [ab]*``,
  ``contains(x, "b")`` (sat: ``k = n/2``).  Twin: ``y`` contains an ``a`` (every ``a`` is
  erased).
"""

from __future__ import annotations

from common import Instance

_XY = "(declare-fun x () String)\n(declare-fun y () String)\n"


def _ra(p: str, r: str) -> str:
    return f'(assert (= y (str.replace_all x "{p}" "{r}")))\n'


def _lens(n: int, m: int) -> str:
    return f"(assert (= (str.len x) {n}))\n(assert (= (str.len y) {m}))\n"


def family(ns: list[int]) -> list[Instance]:
    out: list[Instance] = []
    for n in ns:
        base = _XY + _ra("a", "bb")
        out.append(Instance(f"replaceall_grow_n{n:05d}_sat", "sat",
                            "y = replace_all(x, a, bb), |x| = n, |y| = 3n/2",
                            base + _lens(n, n + n // 2)))
        out.append(Instance(f"replaceall_grow_n{n:05d}_unsat", "unsat",
                            "... |y| = 2n + 1: more occurrences than characters",
                            base + _lens(n, 2 * n + 1)))
        base = _XY + _ra("ab", "c")
        out.append(Instance(f"replaceall_shrink_n{n:05d}_sat", "sat",
                            "y = replace_all(x, ab, c), |x| = n, |y| = 3n/4",
                            base + _lens(n, n - n // 4)))
        out.append(Instance(f"replaceall_shrink_n{n:05d}_unsat", "unsat",
                            "... |y| = n/2 - 1: n/2 + 1 occurrences of ab do not fit",
                            base + _lens(n, n // 2 - 1)))
        base = _XY + _ra("ab", "xyz") + _lens(n, n + n // 4)
        out.append(Instance(f"replaceall_regex_n{n:05d}_sat", "sat",
                            "x in [ab]*, y = replace_all(x, ab, xyz), |y| = |x| + n/4",
                            base + '(assert (str.in_re x (re.* (re.range "a" "b"))))\n'))
        out.append(Instance(f"replaceall_regex_n{n:05d}_unsat", "unsat",
                            "x in a*b*: ab occurs at most once",
                            base + '(assert (str.in_re x (re.++ (re.* (str.to_re "a")) '
                            '(re.* (str.to_re "b")))))\n'))
        base = (_XY + _ra("a", "") + _lens(n, n // 2)
                + '(assert (str.in_re y (re.* (re.range "a" "b"))))\n'
                + '(assert (str.contains x "b"))\n')
        out.append(Instance(f"replaceall_erase_n{n:05d}_sat", "sat",
                            "y = replace_all(x, a, ''), |y| = n/2", base))
        out.append(Instance(f"replaceall_erase_n{n:05d}_unsat", "unsat",
                            "... and y contains an a (every a is erased)",
                            base + '(assert (str.contains y "a"))\n'))
    return out
