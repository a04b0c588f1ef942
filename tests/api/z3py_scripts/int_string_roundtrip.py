# Origin: written for strsat after z3py examples of string/integer conversion (str.to_int,
# str.from_int) used in input-validation exercises: numerals with leading zeros, round
# trips that fail, and numeric ranges given as strings.
from z3 import *

x = String("x")
n = Int("n")

# a three-character numeral for 99: leading zero
solve(StrToInt(x) == 99, Length(x) == 3)

# the round trip str(int(x)) == x fails for "007"
prove(IntToStr(StrToInt(x)) == x)

# int(str(n)) == n for every n >= 0
prove(Implies(n >= 0, StrToInt(IntToStr(n)) == n))

# a port number between 1024 and 1100 written with exactly 4 digits ending in 7
s = Solver()
s.add(StrToInt(x) >= 1024, StrToInt(x) <= 1100, Length(x) == 4, SuffixOf("7", x))
print(s.check())
port = s.model()[x]
print(int(port.as_string()) % 10, 1024 <= int(port.as_string()) <= 1100)

# non-numerals map to -1
s = Solver()
s.add(StrToInt(x) == -1, Length(x) == 2, Contains(x, "5"))
print(s.check())
v = s.model().eval(StrToInt(x))
print(v.as_long(), is_int_value(v))
