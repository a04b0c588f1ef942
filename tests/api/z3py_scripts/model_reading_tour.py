# Origin: written for strsat in the style of z3py tutorials on reading models (decls,
# names, as_string/as_long, eval with model_completion, printing a model).
from z3 import *

name, domain = Strings("name domain")
age = Int("age")
adult = Bool("adult")
s = Solver()
s.add(Length(name) == 4, InRe(name, Plus(Range("a", "z"))), PrefixOf("jo", name))
s.add(domain == name + ".example")
s.add(age >= 16, age <= 20, adult == (age >= 18), adult)
print(s.check())
m = s.model()
print(len(m))
for d in sorted(m.decls(), key=lambda d: d.name()):
    v = m[d]
    if is_string_value(v):
        print(d.name(), "string of length", len(v.as_string()))
    elif is_int_value(v):
        print(d.name(), "int", 18 <= v.as_long() <= 20)
    else:
        print(d.name(), "bool", is_true(v))
print(m.eval(Length(domain)).as_long())
print(m.eval(Int("unused"), model_completion=True))
print(m.evaluate(age + 1).as_long() - m[age].as_long())
print(m[name].as_string() + "@" == m.eval(name + "@").as_string())
print(is_true(m.eval(adult)), is_true(m[adult]))
