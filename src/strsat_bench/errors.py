"""Errors of the bench tool: bad command lines and unreadable inputs."""

from __future__ import annotations

from strsat.errors import StrsatError


class BenchError(StrsatError):
    """A usage error of ``strsat bench`` / ``strsat report`` (printed, exit code 2)."""
