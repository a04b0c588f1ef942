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


def _cvc5_check(script: str, timeout_ms: int) -> str:
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("tlimit-per", str(timeout_ms))
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


def z3_check(formulas: Iterable[Term], timeout_ms: int = 10000,
             z3_timeout_ms: int = 1000) -> str:
    """``"sat"``, ``"unsat"`` or ``"unknown"`` for the conjunction of ``formulas``
    (z3 first, for at most ``z3_timeout_ms``; cvc5 when z3 answers ``unknown``)."""
    w = Writer()
    body = "".join(f"(assert {w.term(f)})\n" for f in formulas)
    script = w.declarations() + body
    s = z3.Solver()
    s.set("timeout", min(timeout_ms, z3_timeout_ms))
    s.from_string(script)
    answer = str(s.check())
    if answer == "unknown":
        answer = _cvc5_check(script, timeout_ms)
    return answer
