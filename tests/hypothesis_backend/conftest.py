"""The backend ``strsat`` registered for these tests: a checkout on ``PYTHONPATH`` has no
installed entry point (CI installs it; then the entry point has registered it already),
and ``strsat-recording``, the same provider keeping its instances for the tests to read."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis.internal.conjecture.providers import AVAILABLE_PROVIDERS

from hypothesis_backend.recording import MADE, RecordingProvider


@pytest.fixture(autouse=True)
def backends() -> Iterator[None]:
    added = [name for name in ("strsat", "strsat-recording") if name not in AVAILABLE_PROVIDERS]
    AVAILABLE_PROVIDERS.setdefault("strsat", "strsat.hypothesis.provider.StrsatProvider")
    AVAILABLE_PROVIDERS["strsat-recording"] = RecordingProvider
    MADE.clear()
    try:
        yield
    finally:
        for name in added:
            del AVAILABLE_PROVIDERS[name]
