"""The code blocks of a documentation page, and how each kind is run (issue 43).

A page's fenced blocks are read in order:

- a block with ``title="NAME"`` (any language) is a file: it is written to the page's
  working folder under that name before the blocks after it run;
- ``python`` blocks run in one namespace per page, in order, in the working folder;
- ``pycon`` blocks are doctests (the output is checked, ``...`` matches anything);
- ``console`` blocks are shell sessions: each ``$ COMMAND`` runs in the working folder
  with ``strsat`` on the PATH (this checkout's sources), and the lines up to the next
  ``$`` are its expected output (standard output and error, ``...`` matches anything);
- other languages (``smt2``, ``text``, ``toml`` ...) are shown, not run, unless titled;
- a block right after ``<!-- no-test: REASON -->`` is not run (the reason is required).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

_FENCE = re.compile(
    r"(?P<skip><!-- no-test: (?P<reason>[^>]+?) -->\s*\n)?"
    r"^(?P<indent>[ \t]*)```(?P<lang>[\w+-]*)(?P<attrs>[^\n]*)\n(?P<body>.*?)^(?P=indent)```",
    re.MULTILINE | re.DOTALL)
_TITLE = re.compile(r'title="([^"]+)"')


@dataclass
class Block:
    lang: str
    body: str
    title: str | None
    skip: str | None
    line: int


def blocks(path: Path) -> list[Block]:
    text = path.read_text(encoding="utf-8")
    found = []
    for m in _FENCE.finditer(text):
        indent = m.group("indent")
        body = "".join(line[len(indent):] if line.startswith(indent) else line
                       for line in m.group("body").splitlines(keepends=True))
        title = _TITLE.search(m.group("attrs"))
        found.append(Block(m.group("lang"), body, title.group(1) if title else None,
                           m.group("reason"), text.count("\n", 0, m.start("lang")) + 1))
    return found


def console_steps(body: str) -> list[tuple[str, str]]:
    """``(command, expected output)`` pairs of a console block."""
    steps: list[tuple[str, list[str]]] = []
    for line in body.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
        elif line.strip():
            raise ValueError(f"console block: output before any command: {line!r}")
    return [(cmd, "\n".join(out).strip("\n") + ("\n" if out else "")) for cmd, out in steps]
