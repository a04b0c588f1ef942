"""Long lengths mixed with equations, ``str.indexof``, ``str.replace_all``, ``str.<`` and
``str.to_int``, each with an unsatisfiable twin (``n`` is the forced length scale)."""

from __future__ import annotations

from common import Instance


def _decl(*names: str) -> str:
    return "".join(f"(declare-fun {v} () String)\n" for v in names)


def family(ns: list[int]) -> list[Instance]:
    out: list[Instance] = []
    for n in ns:
        # x·c·y = y·c·x with x long in a*: x = y (sat); y in b+ (unsat)
        base = (_decl("x", "y") + '(assert (= (str.++ x "c" y) (str.++ y "c" x)))\n'
                '(assert (str.in_re x (re.* (str.to_re "a"))))\n'
                f"(assert (>= (str.len x) {n}))\n")
        out.append(Instance(f"mixed_eq_n{n:05d}_sat", "sat", "x.c.y = y.c.x, x in a*, |x| >= n",
                            base))
        out.append(Instance(f"mixed_eq_n{n:05d}_unsat", "unsat", "... and y in b+",
                            base + '(assert (str.in_re y (re.+ (str.to_re "b"))))\n'))
        # indexof: x in a* c b*, the c at n
        base = (_decl("x") + '(assert (str.in_re x (re.++ (re.* (str.to_re "a")) (str.to_re "c")'
                ' (re.* (str.to_re "b")))))\n'
                f'(assert (= (str.indexof x "c" 0) {n}))\n'
                f"(assert (= (str.len x) {2 * n + 1}))\n")
        out.append(Instance(f"mixed_indexof_n{n:05d}_sat", "sat", "indexof(x, c, 0) = n", base))
        out.append(Instance(f"mixed_indexof_n{n:05d}_unsat", "unsat",
                            "... and a b before position n",
                            base + f'(assert (< (str.indexof x "b" 0) {n}))\n'
                            f'(assert (>= (str.indexof x "b" 0) 0))\n'))
        # replace_all: y = replace_all(x, "a", "bb"), x in a*, |x| = n
        base = (_decl("x", "y") + '(assert (= y (str.replace_all x "a" "bb")))\n'
                '(assert (str.in_re x (re.* (str.to_re "a"))))\n'
                f"(assert (= (str.len x) {n}))\n")
        out.append(Instance(f"mixed_replaceall_n{n:05d}_sat", "sat",
                            "y = replace_all(x, a, bb), x = a^n",
                            base + f"(assert (= (str.len y) {2 * n}))\n"))
        out.append(Instance(f"mixed_replaceall_n{n:05d}_unsat", "unsat",
                            "... and y contains an a",
                            base + '(assert (str.contains y "a"))\n'))
        # str.<: x < y, both long
        base = (_decl("x", "y") + f'(assert (str.in_re x (re.++ ((_ re.^ {n}) (str.to_re "a")) '
                '(re.* (re.union (str.to_re "a") (str.to_re "b"))))))\n'
                f"(assert (>= (str.len y) {n}))\n(assert (str.< x y))\n")
        out.append(Instance(f"mixed_lt_n{n:05d}_sat", "sat", "a^n... < y",
                            base + '(assert (str.in_re y (re.++ (re.* (str.to_re "a")) '
                            '(str.to_re "b") re.all)))\n'))
        out.append(Instance(f"mixed_lt_n{n:05d}_unsat", "unsat", "a^n... < y with y in a* shorter",
                            base + '(assert (str.in_re y (re.* (str.to_re "a"))))\n'
                            "(assert (< (str.len y) (str.len x)))\n"))
        # str.to_int: to_int(x) = 7 with |x| = n: x = 0^{n-1}7
        base = (_decl("x") + "(assert (= (str.to_int x) 7))\n"
                f"(assert (= (str.len x) {n}))\n")
        out.append(Instance(f"mixed_toint_n{n:05d}_sat", "sat", "to_int(x) = 7, |x| = n", base))
        out.append(Instance(f"mixed_toint_n{n:05d}_unsat", "unsat", "... and x contains a 1",
                            base + '(assert (str.contains x "1"))\n'))
    return out
