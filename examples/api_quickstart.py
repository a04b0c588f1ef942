"""A z3py-style script: only the import differs from z3py.

Run: python examples/api_quickstart.py
"""

from strsat import And, Contains, IndexOf, InRe, Length, Plus, PrefixOf, Range, Re, Solver
from strsat import String, Strings, SubString, sat

url = String("url")
host, path = Strings("host path")

s = Solver()
s.add(PrefixOf("https://", url))
s.add(url == "https://" + host + "/" + path)
s.add(InRe(host, Plus(Range("a", "z"))), Length(host) == 7)
s.add(Contains(path, "admin"), Length(url) < 40)
assert s.check() == sat
m = s.model()
print("url  =", m[url])
print("host =", m[host], "path =", m[path])
print("where 'admin' starts:", m.eval(IndexOf(url, "admin")))

# incremental: push/pop keep the solver's learnt lemmas
for word in ["login", "logout", "settings"]:
    with s:  # push ... pop
        s.add(SubString(url, 8, 7) == host, Contains(path, word))
        s.add(And(Length(path) > len(word) + 1, InRe(path, Plus(Range("a", "z") + Re("/")))))
        print(word, s.check(), s.model()[url])
