"""Counters and stage timers for ``--stats``."""

from __future__ import annotations

import time

from strsat.static import TYPE_CHECKING, Tally, contextmanager

if TYPE_CHECKING:
    from collections.abc import Iterator


class Stats:
    """Named counters (``lemmas.RE_EMPTY``, ``core.calls`` ...) and timers (seconds)."""

    def __init__(self) -> None:
        self.counters: Tally[str] = Tally()
        self.timers: dict[str, float] = {}

    def count(self, key: str, n: int = 1) -> None:
        self.counters[key] += n

    @contextmanager
    def timer(self, key: str) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            self.timers[key] = self.timers.get(key, 0.0) + time.perf_counter() - start

    def as_dict(self) -> dict[str, float | int]:
        out: dict[str, float | int] = dict(sorted(self.counters.items()))
        for key, seconds in sorted(self.timers.items()):
            out[f"time.{key}"] = round(seconds, 4)
        return out
