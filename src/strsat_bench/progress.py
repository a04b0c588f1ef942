"""Progress while a batch runs: counts by outcome on stderr.

On a terminal: one redrawn bar line.  Otherwise: a plain line every few
percent (and at least every 30 s), so logs stay readable.  Wrong answers are
announced at once, in red on a terminal.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from collections import Counter
from typing import TextIO

from .outcome import RESULTS
from .results import Record

RED, BOLD, RESET = "\033[31;1m", "\033[1m", "\033[0m"


def use_color(stream: TextIO) -> bool:
    """Colours on a terminal unless ``NO_COLOR`` is set."""
    return stream.isatty() and not os.environ.get("NO_COLOR")


def fmt_duration(s: float) -> str:
    s = int(s)
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s // 3600}h{(s % 3600) // 60:02d}m"


class Progress:
    """Counts finished runs by outcome and draws them."""

    def __init__(self, total: int, stream: TextIO | None = None, mode: str = "auto",
                 skipped: int = 0) -> None:
        self.total = total
        self.stream = stream or sys.stderr
        tty = self.stream.isatty()
        self.mode = ("bar" if tty else "lines") if mode == "auto" else mode
        self.color = use_color(self.stream)
        self.counts: Counter[str] = Counter()
        self.wrong = 0
        self.done = 0
        self.skipped = skipped
        self.t0 = time.monotonic()
        self._last_line = time.monotonic()
        self._last_pct = -1

    def counts_text(self) -> str:
        parts = [f"{r} {self.counts[r]}" for r in RESULTS if self.counts[r]]
        w = f"WRONG {self.wrong}"
        if self.wrong and self.color:
            w = RED + w + RESET
        return "  ".join(parts + [w])

    def update(self, rec: Record) -> None:
        self.done += 1
        self.counts[rec["result"]] += 1
        if rec.get("wrong"):
            self.wrong += 1
            self._say(self._wrong_line(rec))
        self.draw()

    def _wrong_line(self, rec: Record) -> str:
        why = ("model did not validate" if rec.get("validated") is False
               else f"answered {rec['answer']}, expected {rec['expected']}")
        line = f"WRONG: {rec['solver']} on {rec['rel']}: {why}"
        return RED + line + RESET if self.color else line

    def _say(self, line: str) -> None:
        if self.mode == "none":
            return
        if self.mode == "bar":
            self.stream.write("\r\033[K")
        self.stream.write(line + "\n")
        self.stream.flush()

    def draw(self, force: bool = False) -> None:
        if self.mode == "none":
            return
        elapsed = time.monotonic() - self.t0
        pct = 100 * self.done // max(1, self.total)
        eta = ""
        if 0 < self.done < self.total:
            eta = f" eta {fmt_duration(elapsed / self.done * (self.total - self.done))}"
        head = f"{self.done}/{self.total} {pct:3d}% {fmt_duration(elapsed)}{eta}"
        if self.mode == "bar":
            width = shutil.get_terminal_size((100, 20)).columns
            bar_w = 20
            fill = bar_w * self.done // max(1, self.total)
            bar = "[" + "#" * fill + "." * (bar_w - fill) + "]"
            line = f"{bar} {head} | {self.counts_text()}"
            visible = line if not self.color else line.replace(RED, "").replace(RESET, "")
            if len(visible) > width - 1:
                line = line[: width - 1]
            self.stream.write("\r\033[K" + line)
            self.stream.flush()
            return
        now = time.monotonic()
        step = max(5, self.total // 20)
        if force or self.done == self.total or self.done % step == 0 \
                or now - self._last_line >= 30:
            self._last_line = now
            self.stream.write(f"progress {head} | {self.counts_text()}\n")
            self.stream.flush()

    def tick(self) -> None:
        """Redraw if due (a heartbeat while long runs are in flight)."""
        if self.mode == "lines":
            if time.monotonic() - self._last_line >= 30:
                self.draw(force=True)
        elif self.mode == "bar":
            self.draw()

    def close(self) -> None:
        if self.mode == "bar":
            self.stream.write("\n")
            self.stream.flush()
