# Origin: written for strsat after policy linters whose tests map user names to roles with an
# uninterpreted function (role = Function("role", StringSort(), IntSort())) and ask whether a
# rule set lets a non-admin reach an admin path; the script reads z3.sat and
# z3.get_version_string() through the name z3 that the star import binds.
# deterministic output
from z3 import *

print(len(z3.get_version_string()) > 0)
ADMIN, STAFF, GUEST = 2, 1, 0
role = Function("role", StringSort(), IntSort())
allowed = Function("allowed", IntSort(), StringSort(), BoolSort())
user, other, path = String("user"), String("other"), String("path")

s = Solver()
s.add(role(StringVal("root")) == ADMIN, role(StringVal("alice")) == STAFF)
s.add(Implies(PrefixOf("/admin/", path), allowed(role(user), path) == (role(user) == ADMIN)))
s.add(allowed(role(user), path), PrefixOf("/admin/", path), user != "root")
r = s.check()
print(r)
if r == z3.sat:
    m = s.model()
    print(m.eval(role(user)).as_long() == ADMIN, m[user].as_string() != "root",
          m.eval(allowed(role(user), path)))
    print(m[role].num_entries() >= 0, m[role].arity(), m[allowed].arity())

# only root is an admin: then nobody else reaches /admin/
s.push()
s.add(Implies(user != "root", role(user) < ADMIN))
print(s.check())
s.pop()
print(s.check() == z3.sat)

# the same user always has the same role (functional consistency through a prefix)
s2 = z3.Solver()
s2.add(role(user) == ADMIN, role(other) == GUEST, Length(user) == 3, Length(other) == 3,
       PrefixOf(other, user))
print(s2.check())

# two users of different roles differ, and the model's table says so
s3 = Solver()
s3.add(role(user) == GUEST, role(other) == STAFF, Length(user) == 2, Contains(other, user))
print(s3.check())
m3 = s3.model()
u, o = m3[user].as_string(), m3[other].as_string()
print(u != o, u in o, m3.eval(role(StringVal(o))).as_long() == STAFF)
fi = m3[role]
values = [fi.entry(i).value().as_long() for i in range(fi.num_entries())]
print(sorted(set(values + [fi.else_value().as_long()])) == [GUEST, STAFF])
print(is_func_decl(role), role.arity(), role.domain(0) == StringSort(), role.range() == IntSort())
