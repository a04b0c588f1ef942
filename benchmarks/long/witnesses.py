"""Issue 14's forced-long-witness cases and their unsatisfiable twins.

* ``one``: ``z ∈ [ab]*·a·[ab]{n}``, ``z ∈ b{n}·b*·Σ*``, ``z ∉ Σ*·aa·Σ*`` — the witness
  ``b^n·a·b^n`` has 2n+1 characters (sat).  Twins: ``|z| <= 2n`` (unsat by lengths) and
  ``z ∉ Σ*·ba·Σ*`` instead of ``aa`` (unsat: an ``a`` must follow the ``b``s).
* ``two``: the same with ``x·y`` in the first language and ``x ∈ b{n}·b*`` (sat).  Twin:
  ``y ∈ a+`` (the marked ``a`` and the n characters after it are then all in ``y``:
  ``aa`` occurs; unsat).
* ``nonneg``: ``two`` without the negative membership (the issue's n = 200 variant).
"""

from __future__ import annotations

from common import Instance

AB = '(re.union (str.to_re "a") (str.to_re "b"))'


def _r1(n: int) -> str:
    return f'(re.++ (re.* {AB}) (str.to_re "a") ((_ re.^ {n}) {AB}))'


def _not_contains(w: str) -> str:
    return f'(re.++ re.all (str.to_re "{w}") re.all)'


def family(ns: list[int]) -> list[Instance]:
    out = []
    for n in ns:
        r2z = f'(re.++ ((_ re.^ {n}) (str.to_re "b")) (re.* (str.to_re "b")) re.all)'
        one = ("(declare-fun z () String)\n"
               f"(assert (str.in_re z {_r1(n)}))\n(assert (str.in_re z {r2z}))\n")
        out.append(Instance(f"long_one_n{n:05d}_sat", "sat",
                            f"forced long witness b^{n} a b^{n} (2n+1 characters)",
                            one + f"(assert (not (str.in_re z {_not_contains('aa')})))\n"))
        out.append(Instance(f"long_one_n{n:05d}_short_unsat", "unsat",
                            "the witness needs 2n+1 characters; |z| <= 2n",
                            one + f"(assert (not (str.in_re z {_not_contains('aa')})))\n"
                            f"(assert (<= (str.len z) {2 * n}))\n"))
        out.append(Instance(f"long_one_n{n:05d}_ba_unsat", "unsat",
                            "z starts with b and holds an a: ba occurs",
                            one + f"(assert (not (str.in_re z {_not_contains('ba')})))\n"))
        rx = f'(re.++ ((_ re.^ {n}) (str.to_re "b")) (re.* (str.to_re "b")))'
        two = ("(declare-fun x () String)\n(declare-fun y () String)\n"
               f"(assert (str.in_re (str.++ x y) {_r1(n)}))\n(assert (str.in_re x {rx}))\n")
        neg = f"(assert (not (str.in_re (str.++ x y) {_not_contains('aa')})))\n"
        out.append(Instance(f"long_two_n{n:05d}_sat", "sat",
                            "x.y with x in b{n}b*: forced long witness", two + neg))
        out.append(Instance(f"long_two_n{n:05d}_unsat", "unsat",
                            "y in a+ must hold the marked a and the n letters after it",
                            two + neg + '(assert (str.in_re y (re.+ (str.to_re "a"))))\n'))
        out.append(Instance(f"long_nonneg_n{n:05d}_sat", "sat",
                            "x.y without the negative membership", two))
    return out
