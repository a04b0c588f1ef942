"""Test oracle for the reductions: strsat terms checked by z3's own string theory.

z3's String/Seq/Regex theory is used here AS A TEST ORACLE ONLY (never in
``src/strsat``); when z3 answers ``unknown`` (it gives up on some nested
regexes), cvc5's string theory is asked the same question.  Terms are written
as SMT-LIB 2.6 text by :class:`Writer` (a small writer of its own, independent
of strsat's printer, with variables renamed to ``v0, v1, …``).
"""

from __future__ import annotations

from collections.abc import Iterable

import cvc5
import z3

from strsat.terms import BOOL, INT, REGLAN, STRING, Term
from strsat.terms.walk import postorder

_SORTS = {BOOL: "Bool", INT: "Int", STRING: "String", REGLAN: "RegLan"}


def _string_literal(s: str) -> str:
    out = ['"']
    for ch in s:
        code = ord(ch)
        if ch == '"':
            out.append('""')
        elif 0x20 <= code <= 0x7E and ch != "\\":
            out.append(ch)
        else:
            out.append(f"\\u{{{code:x}}}")
    out.append('"')
    return "".join(out)


class Writer:
    """Writes terms as SMT-LIB text, collecting variable declarations."""

    def __init__(self) -> None:
        self.names: dict[Term, str] = {}
        self._text: dict[int, str] = {}

    def name(self, v: Term) -> str:
        n = self.names.get(v)
        if n is None:
            n = f"v{len(self.names)}"
            self.names[v] = n
        return n

    def term(self, root: Term) -> str:
        text = self._text
        for t in postorder(root):
            if t.id in text:
                continue
            if t.op == "var":
                text[t.id] = self.name(t)
            elif t.op == "const":
                if t.sort is BOOL:
                    text[t.id] = "true" if t.value else "false"
                elif t.sort is INT:
                    n: int = t.value  # type: ignore[assignment]
                    text[t.id] = str(n) if n >= 0 else f"(- {-n})"
                else:
                    text[t.id] = _string_literal(t.value)  # type: ignore[arg-type]
            else:
                head = t.op
                if t.indices:
                    head = f"(_ {t.op} {' '.join(map(str, t.indices))})"
                if not t.args:
                    text[t.id] = head
                else:
                    text[t.id] = f"({head} {' '.join(text[c.id] for c in t.args)})"
        return text[root.id]

    def declarations(self) -> str:
        return "".join(f"(declare-const {n} {_SORTS[v.sort]})\n" for v, n in self.names.items())


#: Work limits of the oracle, in each solver's own deterministic resource units
#: (z3's ``rlimit``, cvc5's ``rlimit-per``), not seconds: a wall-clock limit made
#: the answer of a query near the limit depend on the machine's load (a z3 query
#: took 0.82 s in one run and timed out at 1 s in the next).  On this suite's
#: queries z3 spends 3.5–5.4 million units a second, cvc5 about 350,000; the
#: dearest query z3 answers took 6.7 million units (the 60 s test below).
Z3_RLIMIT = 12_000_000
CVC5_RLIMIT = 4_000_000


def _cvc5_check(script: str, rlimit: int) -> str:
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("rlimit-per", str(rlimit))
    solver.setLogic("QF_SLIA")
    parser = cvc5.InputParser(solver)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, script, "oracle")
    symbols = parser.getSymbolManager()
    while True:
        cmd = parser.nextCommand()
        if cmd.isNull():
            break
        cmd.invoke(solver, symbols)
    result = solver.checkSat()
    return "sat" if result.isSat() else "unsat" if result.isUnsat() else "unknown"


def z3_check(formulas: Iterable[Term], scale: int = 1) -> str:
    """``"sat"``, ``"unsat"`` or ``"unknown"`` for the conjunction of ``formulas``
    (z3 first, within ``scale`` times :data:`Z3_RLIMIT` units; cvc5, within
    ``scale`` times :data:`CVC5_RLIMIT`, when z3 answers ``unknown``).  The answer
    depends on the query alone, not on the load."""
    w = Writer()
    body = "".join(f"(assert {w.term(f)})\n" for f in formulas)
    script = w.declarations() + body
    s = z3.Solver()
    s.set("rlimit", scale * Z3_RLIMIT)
    s.from_string(script)
    answer = str(s.check())
    if answer == "unknown":
        answer = _cvc5_check(script, scale * CVC5_RLIMIT)
    return answer
