# Origin: written for strsat after the "enumerate all models" idiom of z3py answers and
# tutorials (block each model with Or(d() != m[d] for d in m) until unsat).
# deterministic output: every solver must print the same lines.
from z3 import *

x, y = Strings("x y")
s = Solver()
ab = Star(Union(Re("a"), Re("b")))
s.add(InRe(x, ab), InRe(y, ab), Length(x) == 1, Length(y) == 2, Contains(x + y, "ba"))
found = []
while s.check() == sat:
    m = s.model()
    found.append((m[x].as_string(), m[y].as_string()))
    s.add(Or([d() != m[d] for d in m]))
for pair in sorted(found):
    print(pair)
print(len(found), "solutions")
print(s.check())
