# Origin: written for strsat after validators that import z3 as a module (import z3; z3.Solver())
# to check configuration rules: here, whether a host/port/path rule set admits a value that
# a deny-list forbids, and which named rules conflict (unsat core).
import z3

host = z3.String("host")
port = z3.Int("port")
path = z3.String("path")
label = z3.Plus(z3.Range("a", "z"))
rules = {
    "host_shape": z3.InRe(host, z3.Concat(label, z3.Re("."), label)),
    "internal": z3.SuffixOf(".internal", host),
    "port_range": z3.And(port >= 8000, port <= 8100),
    "path_abs": z3.PrefixOf("/", path),
    "no_dotdot": z3.Not(z3.Contains(path, "..")),
}
s = z3.Solver()
for name, rule in rules.items():
    s.assert_and_track(rule, name)
result = s.check()
print(result)
if result == z3.sat:
    m = s.model()
    print(m[host].as_string().endswith(".internal"), 8000 <= m[port].as_long() <= 8100)

s.push()
s.assert_and_track(z3.Length(host) < 10, "short_host")
print(s.check())
if s.check() == z3.unsat:
    print(sorted(str(c) for c in s.unsat_core()))
s.pop()

s.push()
s.add(z3.Contains(path, "/admin"), port == 8080)
print(s.check() == z3.sat)
s.pop()
print(z3.is_true(z3.simplify(z3.BoolVal(True))), s.num_scopes())
