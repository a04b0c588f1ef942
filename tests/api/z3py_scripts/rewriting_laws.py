# Origin: written for strsat after lecture notes that check laws of string functions with
# z3py's prove (replace, indexof, substring identities), some true and some false.
from z3 import *

x, y = Strings("x y")
i = Int("i")
prove(Implies(Not(Contains(x, "a")), Replace(x, "a", "b") == x))
prove(Replace(x, "a", "b") == x)
prove(Implies(Contains(x, y), IndexOf(x, y) >= 0))
prove(Implies(And(i >= 0, i <= Length(x)),
              SubString(x, 0, i) + SubString(x, i, Length(x) - i) == x))
prove(Length(Replace(x, "a", "bb")) >= Length(x))
prove(SuffixOf(y, x + y))
prove(Implies(PrefixOf(x, y), Length(x) <= Length(y)))
prove(Implies(Length(x) == Length(y), x == y))
