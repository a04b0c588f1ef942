"""Why is a set of constraints unsatisfiable?  Unsat cores over tracked assertions and
assumptions (SMT-LIB: (get-unsat-core), (get-unsat-assumptions)).

Run: python examples/unsat_cores.py
"""

from strsat import Contains, InRe, Length, PrefixOf, Range, Re, Solver, Star, String, unsat

password = String("password")
s = Solver()
s.assert_and_track(Length(password) >= 8, "long enough")
s.assert_and_track(Contains(password, "!"), "has a symbol")
s.assert_and_track(InRe(password, Star(Range("a", "z") + Re("1"))), "letters and 1s only")
s.assert_and_track(PrefixOf("pw", password), "starts with pw")

assert s.check() == unsat
print("conflict:", ", ".join(str(name) for name in s.unsat_core()))

# assumptions: which of the policy's optional rules clash with the fixed ones?
s = Solver()
s.add(Length(password) <= 6)
assert s.check(Contains(password, "2024"), Contains(password, "admin"),
               PrefixOf("x", password)) == unsat
print("clashing options:", [str(a) for a in s.unsat_core()])
