"""Issue 39's long shapes, each sat with an unsat twin by construction (``n`` the scale).
Not in the default families of ``generate.py`` (the regression guard's record predates
them): ``generate.py --families issue39``.

* ``split``: ``x·y = c`` for a seeded random constant ``c`` of ``n`` characters over
  ``abc`` and ``|x| = n/2`` (sat).  Twin: ``|x| = |y| + n + 1`` (lengths).
* ``count``: ``y = replace_all(x, "a", "bc")``, ``x ∈ a*``, ``|y| = 2n`` (sat: ``x = a^n``).
  Twin: ``|y| = 2n + 1`` (every character of ``x`` is an occurrence: ``|y| = 2|x|``).
* ``separator``: ``y = replace_all(x, "-", "")``, ``x ∈ ([0-9]{3}-)*``, ``|y| = 3n/4``
  rounded to a multiple of 3 (sat).  Twin: one more (``|y|`` is a multiple of 3).
* ``chain``: ``y = replace_all(x, "a", "bb")``, ``z = replace_all(y, "b", "c")``,
  ``x ∈ a*``, ``|z| = 2n`` (sat).  Twin: ``z`` contains a ``b`` (every ``b`` is replaced).
* ``sink``: ``y = replace(replace(x, "<", "&lt;"), ">", "&gt;")``, ``y ∈ Σ*·<script·Σ*``,
  ``|x| ≥ n`` (sat: the first ``<`` is escaped, a second one survives).  Twin: the same
  with ``replace_all`` (no ``<`` survives).
"""

from __future__ import annotations

import random

from common import Instance

_XY = "(declare-fun x () String)\n(declare-fun y () String)\n"


def family(ns: list[int], seed: int = 39) -> list[Instance]:
    rng = random.Random(seed)
    out: list[Instance] = []
    for n in ns:
        c = "".join(rng.choice("abc") for _ in range(n))
        split = _XY + f'(assert (= (str.++ x y) "{c}"))\n'
        out.append(Instance(f"i39_split_n{n:05d}_sat", "sat", "x.y = c, |x| = n/2",
                            split + f"(assert (= (str.len x) {n // 2}))\n"))
        out.append(Instance(f"i39_split_n{n:05d}_unsat", "unsat", "x.y = c, |x| = |y| + n + 1",
                            split + f"(assert (= (str.len x) (+ (str.len y) {n + 1})))\n"))
        count = (_XY + '(assert (= y (str.replace_all x "a" "bc")))\n'
                 '(assert (str.in_re x (re.* (str.to_re "a"))))\n')
        out.append(Instance(f"i39_count_n{n:05d}_sat", "sat", "replace_all of a^n, |y| = 2n",
                            count + f"(assert (= (str.len y) {2 * n}))\n"))
        out.append(Instance(f"i39_count_n{n:05d}_unsat", "unsat", "|y| = 2|x| is even",
                            count + f"(assert (= (str.len y) {2 * n + 1}))\n"))
        sep = (_XY + '(assert (= y (str.replace_all x "-" "")))\n'
               '(assert (str.in_re x (re.* (re.++ ((_ re.loop 3 3) (re.range "0" "9")) '
               '(str.to_re "-")))))\n')
        m = 3 * (n // 4)
        out.append(Instance(f"i39_separator_n{n:05d}_sat", "sat", "|y| a multiple of 3",
                            sep + f"(assert (= (str.len y) {m}))\n"))
        out.append(Instance(f"i39_separator_n{n:05d}_unsat", "unsat", "|y| not a multiple of 3",
                            sep + f"(assert (= (str.len y) {m + 1}))\n"))
        chain = (_XY + "(declare-fun z () String)\n"
                 '(assert (= y (str.replace_all x "a" "bb")))\n'
                 '(assert (= z (str.replace_all y "b" "c")))\n'
                 '(assert (str.in_re x (re.* (str.to_re "a"))))\n'
                 f"(assert (= (str.len z) {2 * n}))\n")
        out.append(Instance(f"i39_chain_n{n:05d}_sat", "sat", "two replace_all, |z| = 2n", chain))
        out.append(Instance(f"i39_chain_n{n:05d}_unsat", "unsat", "z keeps no b",
                            chain + '(assert (str.contains z "b"))\n'))
        sink = ('(assert (str.in_re y (re.++ re.all (str.to_re "<script") re.all)))\n'
                f"(assert (>= (str.len x) {n}))\n")
        out.append(Instance(f"i39_sink_n{n:05d}_sat", "sat", "a second < survives",
                            _XY + '(assert (= y (str.replace (str.replace x "<" "&lt;") ">" '
                            '"&gt;")))\n' + sink))
        out.append(Instance(f"i39_sink_n{n:05d}_unsat", "unsat", "every < is escaped",
                            _XY + '(assert (= y (str.replace_all (str.replace_all x "<" "&lt;")'
                            ' ">" "&gt;")))\n' + sink))
    return out
