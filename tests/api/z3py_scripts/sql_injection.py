# Origin: written for strsat after injection-analysis examples of string solvers (a query
# built by concatenation, a sanitiser, and the question whether an attack string can
# reach the sink), in the style of course exercises on symbolic execution with z3py.
from z3 import *

user = String("user")
query_raw = "SELECT * FROM t WHERE name = '" + user + "'"
escaped = Replace(user, "'", "''")
query_safe = "SELECT * FROM t WHERE name = '" + escaped + "'"
attack = Concat(Full(ReSort(StringSort())), Re("' OR '1'='1"), Full(ReSort(StringSort())))

s = Solver()
s.add(InRe(query_raw, attack))
print("raw query injectable:", s.check())
if s.check() == sat:
    print("witness contains quote:", "'" in s.model()[user].as_string())

s = Solver()
s.add(InRe(query_safe, attack), Not(Contains(user, "'")), Length(user) <= 12)
print("escaped query injectable without quotes:", s.check())

# the sanitiser keeps quotes balanced: the escaped input never has an odd run at the end
s = Solver()
s.add(Length(user) <= 4, SuffixOf("'", escaped), Not(SuffixOf("''", escaped)))
print("odd quote at the end:", s.check())
