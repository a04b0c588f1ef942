# Origin: written for strsat after classroom z3py puzzles on palindromes and character
# constraints (x.at(i) compared with x.at(n-1-i), is_true on model evaluations).
from z3 import *

w = String("w")
n = 7
s = Solver()
s.add(Length(w) == n)
for i in range(n):
    s.add(w.at(i) == w.at(n - 1 - i))
    s.add(InRe(w.at(i), Range("a", "c")))
s.add(Contains(w, "ab"), Not(Contains(w, "aa")))
r = s.check()
print(r)
m = s.model()
value = m[w].as_string()
print(value == value[::-1], "ab" in value)
is_pal = And([w.at(i) == w.at(n - 1 - i) for i in range(n)])
print(is_true(m.eval(is_pal)), is_false(m.eval(Contains(w, "aa"))))
b = Bool("b")
s.add(b == Contains(w, "ca"))
print(s.check())
print(is_true(s.model()[b]) == ("ca" in s.model()[w].as_string()))

# even-length palindromes over {a, b} with an odd number of a's: none
s = Solver()
v = String("v")
s.add(Length(v) == 4)
s.add([v.at(i) == v.at(3 - i) for i in range(4)])
s.add(InRe(v, Star(Union(Re("a"), Re("b")))))
count_a = Sum([If(v.at(i) == "a", 1, 0) for i in range(4)])
s.add(count_a % 2 == 1)
print(s.check())
