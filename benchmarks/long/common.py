"""What every generator of ``benchmarks/long`` shares: an instance and its file."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass
class Instance:
    name: str
    status: str  # "sat" / "unsat"
    note: str
    body: str  # declarations and assertions
    logic: str = "QF_SLIA"

    def text(self, source: str) -> str:
        return (f"(set-info :smt-lib-version 2.6)\n(set-logic {self.logic})\n"
                f"(set-info :source |{source}|)\n(set-info :category \"crafted\")\n"
                f"(set-info :status {self.status})\n; {self.note}\n"
                f"{self.body}(check-sat)\n(exit)\n")

    def write(self, folder: Path, source: str) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{self.name}.smt2"
        path.write_text(self.text(source), encoding="ascii")
        return path


def smt_string(s: str) -> str:
    """An SMT-LIB 2.6 string literal (printable ASCII kept, '"' doubled, others escaped)."""
    out = []
    for ch in s:
        c = ord(ch)
        if ch == '"':
            out.append('""')
        elif 0x20 <= c <= 0x7E:
            out.append(ch)
        else:
            out.append(f"\\u{{{c:x}}}")
    return '"' + "".join(out) + '"'
