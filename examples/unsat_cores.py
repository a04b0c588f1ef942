"""Why is a set of constraints unsatisfiable?  Unsat cores over tracked assertions and
assumptions (SMT-LIB: (get-unsat-core), (get-unsat-assumptions)).

Run: python examples/unsat_cores.py
"""

from strsat import Contains, InRe, Length, PrefixOf, Range, Re, Solver, Star, String, unsat

password = String("password")
rules = {
    "long enough": Length(password) >= 8,
    "has a symbol": Contains(password, "!"),
    "letters and 1s only": InRe(password, Star(Range("a", "z") + Re("1"))),
    "starts with pw": PrefixOf("pw", password),
}
policy = Solver()
for name, rule in rules.items():
    policy.assert_and_track(rule, name)

assert policy.check() == unsat
conflict = policy.unsat_core()
print("conflict:", ", ".join(str(name) for name in conflict))

# assumptions: which of the policy's optional rules clash with the fixed ones?
options = Solver()
options.add(Length(password) <= 6)
assert options.check(Contains(password, "2024"), Contains(password, "admin"),
                     PrefixOf("x", password)) == unsat
clash = options.unsat_core()
print("clashing options:", [str(a) for a in clash])
