# Origin: written for strsat in the style of test-input generators built on z3py (a
# grammar given as a regular expression, several distinct inputs asked for with blocking
# clauses, each input checked against Python's re).
import re

from z3 import *

letters = Range("a", "z")
word = Plus(letters)
email_re = Concat(word, Option(Concat(Re("."), word)), Re("@"), word, Re("."),
                  Union(Re("com"), Re("org"), Re("net")))
PY = re.compile(r"[a-z]+(\.[a-z]+)?@[a-z]+\.(com|org|net)")

e = String("e")
s = Solver()
s.add(InRe(e, email_re), Length(e) <= 14, Contains(e, "."))
inputs = []
for _ in range(5):
    r = s.check()
    print(r)
    if r != sat:
        break
    value = s.model()[e].as_string()
    assert PY.fullmatch(value), value
    inputs.append(value)
    s.add(e != s.model()[e])
print(len(set(inputs)), "distinct inputs")

# no email of length 5 exists (the shortest is a@b.com, 7 characters)
s = Solver()
s.add(InRe(e, email_re), Length(e) == 5)
print(s.check())
