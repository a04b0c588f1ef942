# Origin: written for strsat in the style of the "Strings" section of z3's online guide
# (z3's documentation examples of string constraints: solve/prove over Concat, Length,
# Contains, PrefixOf and regular expressions).  Not copied from it.
from z3 import *

s, t, u = Strings("s t u")

# an equation between two concatenations
solve(Concat(s, "ab") == Concat("ba", t), Length(s) == 3)

# lengths add up
prove(Length(s + t) == Length(s) + Length(t))

# a prefix of a prefix
prove(Implies(And(PrefixOf(s, t), PrefixOf(t, u)), PrefixOf(s, u)))

# contains is not symmetric
prove(Implies(Contains(s, t), Contains(t, s)))

# no string is both empty and non-empty
solve(Length(s) > 0, s == "")

# a string in (ab)* of odd length: none
solve(InRe(s, Star(Re("ab"))), Length(s) % 2 == 1)

# a string in (ab)*c
solve(InRe(u, Concat(Star(Re("ab")), Re("c"))), Length(u) == 5)

# simplification of ground terms
print(simplify(Length(StringVal("hello")) + 1))
print(simplify(IndexOf(StringVal("abcabc"), StringVal("c"), 3)))
