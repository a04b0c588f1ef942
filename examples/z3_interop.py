"""Hand z3py string constraints to strsat unchanged (z3 only converts; strsat solves).

Run: python examples/z3_interop.py
"""

import z3

from strsat import Solver, from_z3, sat, to_z3

x, y = z3.Strings("x y")
path_condition = [
    z3.PrefixOf(z3.StringVal("GET /"), x),
    z3.Contains(x, z3.StringVal("..")),
    x == z3.Concat(y, z3.StringVal(" HTTP/1.1")),
    z3.Length(y) <= 20,
]

s = Solver()
s.add(path_condition)  # z3 expressions, as they are
assert s.check() == sat
request = s.model()[from_z3(x)]
print("request:", repr(request))

# and back: strsat expressions as z3 ones
e = from_z3(z3.And(*path_condition))
print("as z3 again:", to_z3(e).sexpr()[:60], "...")
