"""Helpers of the bench tests: a tiny fake solver (a Python script) and benchmark files."""

from __future__ import annotations

import textwrap
from pathlib import Path

FAKE = textwrap.dedent('''
    """A fake solver driven by ';FAKE:' lines in the benchmark file."""
    import os, sys, time
    text = open(sys.argv[1]).read()
    for line in text.splitlines():
        if not line.startswith(";FAKE:"):
            continue
        cmd, _, arg = line[6:].strip().partition(" ")
        if cmd == "say":
            print(arg, flush=True)
        elif cmd == "sleep":
            time.sleep(float(arg))
        elif cmd == "await":  # until the file ARG exists
            while not os.path.exists(arg):
                time.sleep(0.02)
        elif cmd == "abort":
            os.abort()
        elif cmd == "exit":
            sys.exit(int(arg))
        elif cmd == "greedy":
            hog = []
            while True:
                hog.append(bytearray(16 * 1024 * 1024))
        elif cmd == "spawn-sleep":  # a grandchild that would outlive a careless kill
            import subprocess
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
            time.sleep(60)
''')



def write(path: Path, *fake_lines: str, body: str = "(check-sat)\n", status: str | None = None
          ) -> Path:
    """A benchmark file with ';FAKE:' directives, optionally with a :status."""
    path.parent.mkdir(parents=True, exist_ok=True)
    head = f"(set-info :status {status})\n" if status else ""
    path.write_text(head + "".join(f";FAKE: {ln}\n" for ln in fake_lines) + body)
    return path
