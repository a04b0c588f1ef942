"""``str.<`` / ``str.<=`` between two strings of about ``n`` characters given by counted
loops or long lengths (issue 26), each sat with an unsatisfiable twin.

* ``lex_loop``: ``x ∈ (a|c){n}``, ``y ∈ (b|c){n}``, ``y < x``; ``x`` starts with ``c``
  (sat: ``y = b…``) / with ``a`` (unsat: every ``y`` starts above ``a``);
* ``lex_len``: ``|x| = |y| = n``, ``x ∈ a*``, ``x < y`` with ``y ∈ (a|b)*`` (sat: a ``b``
  somewhere) / ``y ∈ a*`` (unsat: ``x = y``);
* ``lex_common``: ``x = u·"b"``, ``y = u·"a"`` with ``|u| = n``: ``y < x`` (sat) /
  ``x < y`` (unsat) — the first difference is at position ``n``;
* ``lex_counted``: ``x ∈ a{n}·b``, ``y ∈ a{n}·Σ``, ``x < y`` (sat: ``y = a^n·c``) / with
  ``y ∈ a{n}·[a-b]`` (unsat);
* ``lex_le_chain``: ``x ≤ y ≤ z`` over ``[a-b]{n}`` with ``z < x`` (unsat) / with ``z ≤ x``
  (sat: all equal).
"""

from __future__ import annotations

from common import Instance


def _decl(*names: str) -> str:
    return "".join(f"(declare-fun {v} () String)\n" for v in names)


def _lit(s: str) -> str:
    return f'(str.to_re "{s}")'


def _union(*parts: str) -> str:
    return "(re.union " + " ".join(_lit(p) for p in parts) + ")"


def family(ns: list[int]) -> list[Instance]:
    out: list[Instance] = []
    for n in ns:
        tag = f"n{n:05d}"
        base = (_decl("x", "y")
                + f"(assert (str.in_re x ((_ re.loop {n} {n}) {_union('a', 'c')})))\n"
                f"(assert (str.in_re y ((_ re.loop {n} {n}) {_union('b', 'c')})))\n"
                "(assert (str.< y x))\n")
        out.append(Instance(f"lex_loop_{tag}_sat", "sat", "x in (a|c){n} starts with c, y in "
                            "(b|c){n}, y < x", base + '(assert (str.prefixof "c" x))\n'))
        out.append(Instance(f"lex_loop_{tag}_unsat", "unsat", "... x starts with a",
                            base + '(assert (str.prefixof "a" x))\n'))
        base = (_decl("x", "y") + f"(assert (= (str.len x) {n}))\n(assert (= (str.len y) {n}))\n"
                f"(assert (str.in_re x (re.* {_lit('a')})))\n(assert (str.< x y))\n")
        out.append(Instance(f"lex_len_{tag}_sat", "sat", "|x| = |y| = n, x in a*, y in (a|b)*",
                            base + f"(assert (str.in_re y (re.* {_union('a', 'b')})))\n"))
        out.append(Instance(f"lex_len_{tag}_unsat", "unsat", "... y in a*",
                            base + f"(assert (str.in_re y (re.* {_lit('a')})))\n"))
        base = (_decl("x", "y", "u") + f"(assert (= (str.len u) {n}))\n"
                f"(assert (str.in_re u (re.* {_union('a', 'b')})))\n"
                '(assert (= x (str.++ u "b")))\n(assert (= y (str.++ u "a")))\n')
        out.append(Instance(f"lex_common_{tag}_sat", "sat", "x = u.b, y = u.a, |u| = n, y < x",
                            base + "(assert (str.< y x))\n"))
        out.append(Instance(f"lex_common_{tag}_unsat", "unsat", "... x < y",
                            base + "(assert (str.< x y))\n"))
        base = (_decl("x", "y") + f"(assert (str.in_re x (re.++ ((_ re.loop {n} {n}) {_lit('a')})"
                f" {_lit('b')})))\n(assert (str.< x y))\n")
        out.append(Instance(f"lex_counted_{tag}_sat", "sat", "x = a^n.b < y in a^n.allchar",
                            base + f"(assert (str.in_re y (re.++ ((_ re.loop {n} {n}) "
                            f"{_lit('a')}) re.allchar)))\n"))
        out.append(Instance(f"lex_counted_{tag}_unsat", "unsat", "... y in a^n.[a-b]",
                            base + f"(assert (str.in_re y (re.++ ((_ re.loop {n} {n}) "
                            f'{_lit("a")}) (re.range "a" "b"))))\n'))
        base = (_decl("x", "y", "z") + "".join(
                    f'(assert (str.in_re {v} ((_ re.loop {n} {n}) (re.range "a" "b"))))\n'
                    for v in ("x", "y", "z")) + "(assert (str.<= x y))\n(assert (str.<= y z))\n")
        out.append(Instance(f"lex_le_chain_{tag}_sat", "sat", "x <= y <= z <= x over [a-b]{n}",
                            base + "(assert (str.<= z x))\n"))
        out.append(Instance(f"lex_le_chain_{tag}_unsat", "unsat", "x <= y <= z < x",
                            base + "(assert (str.< z x))\n"))
    return out
