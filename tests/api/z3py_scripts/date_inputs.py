# Origin: written for strsat after z3py test generators for formatted fields (ISO dates
# as strings, numeric parts read with StrToInt, validity checked with Python's datetime).
import datetime

from z3 import *

d = String("d")
digit = Range("0", "9")
s = Solver()
s.add(InRe(d, Concat(Loop(digit, 4, 4), Re("-"), Loop(digit, 2, 2), Re("-"),
                     Loop(digit, 2, 2))))
year = StrToInt(SubString(d, 0, 4))
month = StrToInt(SubString(d, 5, 2))
day = StrToInt(SubString(d, 8, 2))
s.add(year >= 2000, year <= 2030, month >= 1, month <= 12, day >= 1)
s.add(If(month == 2, day <= 28,
         If(Or(month == 4, month == 6, month == 9, month == 11), day <= 30, day <= 31)))
for extra in [month == 2, day == 31, And(month == 4, day == 31)]:
    s.push()
    s.add(extra)
    r = s.check()
    print(r)
    if r == sat:
        text = s.model()[d].as_string()
        datetime.date.fromisoformat(text)
        print("valid date")
    s.pop()
