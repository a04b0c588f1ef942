"""A provider that keeps its instances, for the tests to read (``strsat-recording``)."""

from __future__ import annotations

from typing import Any

from strsat.hypothesis.provider import StrsatProvider

#: the providers Hypothesis made for ``backend="strsat-recording"``, newest last
MADE: list[Any] = []


class RecordingProvider(StrsatProvider):
    def __init__(self, conjecturedata: Any = None, /) -> None:
        super().__init__(conjecturedata)
        MADE.append(self)
