# Origin: written for strsat in the style of the regular-expression examples of z3's
# documentation and Python API tests (InRe with Union, Star, Loop, Complement, Intersect,
# AllChar; membership queries answered by solve and prove).
from z3 import *

x = String("x")
digits = Plus(Range("0", "9"))
ident = Concat(Range("a", "z"), Star(Union(Range("a", "z"), Range("0", "9"))))

solve(InRe(x, digits), Length(x) == 3, PrefixOf("9", x))
solve(InRe(x, Intersect(digits, ident)))
prove(Implies(InRe(x, digits), Not(InRe(x, ident))))
solve(InRe(x, Loop(Re("ab"), 2, 3)), Length(x) > 4)
solve(InRe(x, Complement(Star(AllChar(ReSort(StringSort()))))))
prove(Implies(InRe(x, Concat(Re("a"), Full(ReSort(StringSort())))), PrefixOf("a", x)))
s = Solver()
s.add(InRe(x, Option(Re("-"))), Length(x) > 0)
print(s.check(), s.model()[x].as_string())
s.add(x != "-")
print(s.check())
