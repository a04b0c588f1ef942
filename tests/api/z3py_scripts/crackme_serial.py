# Origin: written for strsat in the style of CTF "keygen me" write-ups solved with z3py:
# a serial checker is translated into constraints over the characters' codes, the solver
# produces a key, and the key is run through the original check.  Not copied from any
# write-up; the checker below is invented.
from z3 import *


def check_serial(key):
    """The (invented) checker of the crackme, in plain Python."""
    if len(key) != 14 or key[4] != "-" or key[9] != "-":
        return False
    groups = key.split("-")
    if not all(c.isupper() or c.isdigit() for g in groups for c in g):
        return False
    if sum(map(ord, groups[0])) != 300:
        return False
    if groups[1] != groups[0][::-1]:
        return False
    if int(groups[2]) % 7 != 3 or not groups[2].isdigit():
        return False
    return key.startswith("K")


key = String("key")
s = Solver()
s.set("timeout", 60000)
s.add(Length(key) == 14)
s.add(SubString(key, 4, 1) == "-", SubString(key, 9, 1) == "-")
codes = [StrToCode(SubString(key, i, 1)) for i in range(14)]
for i in list(range(0, 4)) + list(range(5, 9)) + list(range(10, 14)):
    s.add(Or(And(codes[i] >= ord("A"), codes[i] <= ord("Z")),
             And(codes[i] >= ord("0"), codes[i] <= ord("9"))))
s.add(Sum(codes[0:4]) == 300)
for i in range(4):
    s.add(SubString(key, 5 + i, 1) == SubString(key, 3 - i, 1))
last = SubString(key, 10, 4)
s.add(InRe(last, Loop(Range("0", "9"), 4, 4)))
s.add(StrToInt(last) % 7 == 3)
s.add(PrefixOf("K", key))

print(s.check())
m = s.model()
serial = m[key].as_string()
print("valid" if check_serial(serial) else "INVALID", len(serial))

# a key without the leading K fails the checker
t = Solver()
t.add(key == "Q" + serial[1:])
t.add(Not(PrefixOf("K", key)))
print(t.check(), check_serial("Q" + serial[1:]))
