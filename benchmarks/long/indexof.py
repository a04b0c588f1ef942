"""``str.indexof`` whose value lies thousands of positions in, with a ``str.contains`` or a
regular membership beside it (issue 26), each sat with unsat twins by construction
(``n`` is the position; the unsat argument is in each note).

* ``contains``: ``contains(x, "needle")``, ``indexof(x, "needle", 0) = n``, ``|x| = n + 50``
  (sat: ``a^n·needle·a^44``).  Twins: ``|x| < n + 6`` (the occurrence at ``n`` does not fit)
  and ``contains(substr(x, 0, n + 5), "needle")`` (an occurrence that starts before ``n``).
* ``regex``: ``x ∈ [ab]*``, ``indexof(x, "bb", 0) = n``, ``|x| = 2n`` (sat: ``a^n·bb·a^(n-2)``).
  Twin: ``x ∈ (a|ab)*`` (no ``bb`` anywhere, so the index is -1).
* ``offset``: ``x ∈ [abc]*``, ``contains(x, "cc")``, ``indexof(x, "c", n/2) = n``,
  ``|x| <= n + 10`` (sat: ``a^n·cc``).  Twin: ``x ∈ a*·c·Σ*`` with ``indexof(x, "c", 0) > n``
  (the first ``c`` is at the end of ``a*``; from ``n/2`` on the first one is then that one).
* ``prefix``: ``x ∈ a*·b·Σ*``, ``indexof(x, "b", 0) = n``, ``contains(x, "c")`` with
  ``indexof(x, "c", 0) > n`` (sat: ``a^n·b·c``).  Twin: ``indexof(x, "c", 0) < n`` (the
  positions before ``n`` are all ``a``).
"""

from __future__ import annotations

from common import Instance

_X = "(declare-fun x () String)\n"


def _re(*parts: str) -> str:
    return f"(re.++ {' '.join(parts)})" if len(parts) > 1 else parts[0]


def _lit(s: str) -> str:
    return f'(str.to_re "{s}")'


_ASTAR = '(re.* (str.to_re "a"))'
_AB = '(re.union (str.to_re "a") (str.to_re "b"))'
_ABC = '(re.range "a" "c")'


def family(ns: list[int]) -> list[Instance]:
    out: list[Instance] = []
    for n in ns:
        base = (_X + '(assert (str.contains x "needle"))\n'
                f'(assert (= (str.indexof x "needle" 0) {n}))\n'
                '(assert (str.in_re x (re.* (re.range "a" "z"))))\n')
        out.append(Instance(f"indexof_contains_n{n:05d}_sat", "sat",
                            "contains needle, first at n, |x| = n + 50",
                            base + f"(assert (= (str.len x) {n + 50}))\n"))
        out.append(Instance(f"indexof_contains_n{n:05d}_short_unsat", "unsat",
                            "... |x| < n + 6: the occurrence at n does not fit",
                            base + f"(assert (< (str.len x) {n + 6}))\n"))
        out.append(Instance(f"indexof_contains_n{n:05d}_early_unsat", "unsat",
                            "... and an occurrence inside the first n + 5 characters",
                            base + f'(assert (str.contains (str.substr x 0 {n + 5}) "needle"))\n'))
        base = (_X + f"(assert (= (str.indexof x \"bb\" 0) {n}))\n"
                f"(assert (= (str.len x) {2 * n}))\n")
        out.append(Instance(f"indexof_regex_n{n:05d}_sat", "sat",
                            "x in [ab]*, first bb at n, |x| = 2n",
                            base + f"(assert (str.in_re x (re.* {_AB})))\n"))
        out.append(Instance(f"indexof_regex_n{n:05d}_unsat", "unsat",
                            "x in (a|ab)* has no bb: its index is -1",
                            base + f'(assert (str.in_re x (re.* (re.union {_lit("a")} '
                            f'{_lit("ab")}))))\n'))
        out.append(Instance(f"indexof_offset_n{n:05d}_sat", "sat",
                            "x in [abc]*, contains cc, first c from n/2 at n",
                            _X + f"(assert (str.in_re x (re.* {_ABC})))\n"
                            '(assert (str.contains x "cc"))\n'
                            f'(assert (= (str.indexof x "c" {n // 2}) {n}))\n'
                            f"(assert (<= (str.len x) {n + 10}))\n"))
        out.append(Instance(f"indexof_offset_n{n:05d}_unsat", "unsat",
                            "x in a* c .*: the first c from n/2 is the first c",
                            _X + f"(assert (str.in_re x {_re(_ASTAR, _lit('c'), 're.all')}))\n"
                            '(assert (str.contains x "cc"))\n'
                            f'(assert (= (str.indexof x "c" {n // 2}) {n}))\n'
                            f'(assert (> (str.indexof x "c" 0) {n}))\n'))
        base = (_X + f"(assert (str.in_re x {_re(_ASTAR, _lit('b'), 're.all')}))\n"
                f'(assert (= (str.indexof x "b" 0) {n}))\n'
                '(assert (str.contains x "c"))\n')
        out.append(Instance(f"indexof_prefix_n{n:05d}_sat", "sat",
                            "x in a* b .*, first b at n, first c after it (x = a^n b c)",
                            base + f'(assert (> (str.indexof x "c" 0) {n}))\n'))
        out.append(Instance(f"indexof_prefix_n{n:05d}_unsat", "unsat",
                            "x in a* b .*, first b at n: no c before n",
                            base + f'(assert (< (str.indexof x "c" 0) {n}))\n'))
    return out
