"""Work units and constraints of Ackermann's reduction as the applications of one function
grow (issue 41): n strings s_i of length 1-3 with f(s_i) = i (so the s_i are pairwise
distinct) and "a" a prefix of s_1; every check is sat.

    PYTHONPATH=$PWD/src python benchmarks/functions/scale.py
"""
from strsat.deadline import Deadline
from strsat.engine import Engine
from strsat.terms import INT, STRING, integer, mk, string, var
from strsat.terms.functions import apply, function

f = function("f", [STRING], INT)
for n in (5, 10, 20, 40, 80):
    xs = [var(f"s{i}", STRING) for i in range(n)]
    e = Engine()
    for i, x in enumerate(xs):
        e.add(mk("=", mk("str.len", x), integer(i % 3 + 1)))
        e.add(mk("=", apply(f, x), integer(i)))       # all f(s_i) distinct ...
    e.add(mk("str.prefixof", string("a"), xs[1]))
    d = Deadline(None).work(10**9)
    r = e.check(deadline=d)
    print(n, r.status, "constraints", r.stats.get("ackermann.constraints"),
          "work units", d.spent, "core.calls", r.stats.get("core.calls"))
