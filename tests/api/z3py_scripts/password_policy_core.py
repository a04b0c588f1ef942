# Origin: written for strsat in the style of z3py unsat-core tutorials (assert_and_track
# with named requirements, unsat_core() to explain a conflict), applied to a password
# policy as in security-course exercises.
from z3 import *

pw = String("pw")
s = Solver()
s.set(unsat_core=True)
digits = Star(Range("0", "9"))
s.assert_and_track(Length(pw) >= 8, "min_length")
s.assert_and_track(Length(pw) <= 10, "max_length")
s.assert_and_track(InRe(pw, Concat(Full(ReSort(StringSort())), Range("A", "Z"),
                                   Full(ReSort(StringSort())))), "has_upper")
s.assert_and_track(Not(Contains(pw, "password")), "no_password")
print(s.check())
m = s.model()
value = m[pw].as_string()
print(8 <= len(value) <= 10, any(c.isupper() for c in value))

s.push()
s.assert_and_track(InRe(pw, digits), "digits_only")
r = s.check()
print(r)
if r == unsat:
    print(sorted(str(c) for c in s.unsat_core()))
s.pop()
print(s.check())

# the same, checked with assumptions
p1, p2 = Bools("p1 p2")
s2 = Solver()
s2.add(Implies(p1, Length(pw) > 20), Implies(p2, Length(pw) < 5))
print(s2.check(p1, p2))
print(sorted(str(c) for c in s2.unsat_core()))
print(s2.check(p1))
