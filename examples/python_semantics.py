"""Python's own str semantics, exceptions included (strsat.python).

``parse`` is ordinary Python.  Run on a symbolic string inside a Path, every point
where CPython would raise (``index``, ``int()``) becomes a condition: the solver gives
an input for the normal path and one for each exception.

Run: python examples/python_semantics.py
"""

from strsat import Solver, sat
from strsat.python import Path, SymStr, int_


def parse(line):
    """'user@host:port' -> (user, host, port); raises ValueError on bad input."""
    at = line.index("@")
    user = line[:at]
    host, _, port = line[at + 1:].partition(":")
    return user.strip().lower(), host, int_(port)


with Path() as path:
    line = SymStr("line")
    user, host, port = parse(line)

# the normal path: ask for a particular result
s = Solver()
s.add(path.condition(), user == "root", host.endswith(".org"), port == 8080)
assert s.check() == sat
value = s.model()[line.term]
print("input:", repr(value), "->", parse(value))

# each exception is a path of its own
for i, decision in path.exceptions():
    s = Solver()
    s.add(path.flipped(i))
    assert s.check() == sat
    value = s.model()[line.term]
    shown = repr(value) if len(value) < 40 else repr(value[:30]) + f"... ({len(value)} chars)"
    try:
        parse(value)
    except decision.exception as exc:
        print(f"{decision.what} raises {type(exc).__name__} on {shown}: {str(exc)[:60]}")

# int() is modelled on ASCII numerals: its other side raises exactly on non-numerals
domain = next(i for i, d in enumerate(path.decisions) if d.what == "int()")
s = Solver()
s.add(path.flipped(domain))
assert s.check() == sat
print("int() outside ASCII numerals:", repr(s.model()[line.term]))
