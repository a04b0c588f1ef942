"""Results as JSON lines: one record per (file, solver) run, appended as runs finish.

Each record is written and flushed as soon as its run ends, so a batch killed
midway loses at most the runs in flight; rerunning the same command skips
every (file, solver) pair already in the file.  A torn last line (the batch
died while writing) is ignored on reading.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterable
from typing import Any

from .errors import BenchError

#: One run's record as its JSON line reads (file, solver, status, times, ...).
Record = dict[str, Any]


def key(record: Record) -> tuple[str, str]:
    """The resume key of a record: (absolute file, solver name)."""
    return (record["file"], record["solver"])


def load(paths: str | Iterable[str]) -> list[Record]:
    """All records of one or more results files; a later record of the same key wins."""
    if isinstance(paths, str):
        paths = [paths]
    latest: dict[tuple[str, str], Record] = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    line = line.strip()
                    if not line:
                        continue
                    try:
                        rec = json.loads(line)
                    except ValueError:
                        continue  # a line torn by an interrupted write
                    if isinstance(rec, dict) and "file" in rec and "solver" in rec:
                        latest[key(rec)] = rec
        except FileNotFoundError:
            raise BenchError(f"no such results file: {path}") from None
        except OSError as e:
            raise BenchError(f"cannot read {path}: {e.strerror}") from None
    return list(latest.values())


def done_keys(path: str) -> set[tuple[str, str]]:
    """Keys already recorded in ``path`` (empty if it does not exist yet)."""
    if not os.path.exists(path):
        return set()
    return {key(r) for r in load(path)}


class Writer:
    """Appends records to a JSON-lines file, one flushed line each (thread-safe)."""

    def __init__(self, path: str) -> None:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        self._lock = threading.Lock()
        self._f = open(path, "a+", encoding="utf-8")
        self._f.seek(0, os.SEEK_END)
        if self._f.tell() > 0:  # finish a torn last line
            self._f.seek(self._f.tell() - 1)
            last = self._f.read(1)
            self._f.seek(0, os.SEEK_END)
            if last != "\n":
                self._f.write("\n")

    def write(self, record: Record) -> None:
        line = json.dumps(record, ensure_ascii=False, sort_keys=False) + "\n"
        with self._lock:
            self._f.write(line)
            self._f.flush()
            os.fsync(self._f.fileno())

    def close(self) -> None:
        with self._lock:
            self._f.close()

    def __enter__(self) -> Writer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
