# Origin: written for strsat after the word-equation exercises of university lectures on
# string constraint solving (x.y = y.x, conjugates, unrolled regexes), as a student would
# check them with z3py.  Each answer is printed with the check's verdict.
from z3 import *

x, y, z = Strings("x y z")

# 1. commuting words: x.y = y.x with x != y and both non-empty
s = Solver()
s.add(x + y == y + x, x != y, Length(x) > 0, Length(y) > 0)
r = s.check()
print("commuting:", r)
if r == sat:
    m = s.model()
    vx, vy = m[x].as_string(), m[y].as_string()
    assert vx + vy == vy + vx and vx != vy

# 2. conjugates: x.z = z.y with |x| = 2 and x != y
s = Solver()
s.add(x + z == z + y, Length(x) == 2, x != y, Length(z) == 3)
print("conjugates:", s.check())
m = s.model()
assert m[x].as_string() + m[z].as_string() == m[z].as_string() + m[y].as_string()

# 3. no solution: a.x = x.b
s = Solver()
s.add(StringVal("a") + x == x + StringVal("b"))
print("a.x = x.b:", s.check())

# 4. push/pop: the same base, three extra facts
s = Solver()
s.add(x + "ab" == "ba" + y)
for extra in [Length(x) == 0, Length(x) == 1, PrefixOf("b", x)]:
    s.push()
    s.add(extra)
    print("with", extra.sexpr() if hasattr(extra, "sexpr") else extra, "->", s.check())
    s.pop()
print("scopes:", s.num_scopes())
