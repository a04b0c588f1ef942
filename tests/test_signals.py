"""strsat.signals: each signal interrupts one check, whichever of the watcher thread and
the main thread's handler sees it first (issue 40, item 5)."""

from __future__ import annotations

import signal

import pytest

from strsat.signals import Signals


class Checks:
    """A stand-in interpreter: ``running`` says whether a check runs now."""

    def __init__(self) -> None:
        self.running = True
        self.interrupts = 0

    def interrupt(self) -> bool:
        if self.running:
            self.interrupts += 1
        return self.running


@pytest.mark.parametrize("handler_first", [True, False])
def test_one_signal_interrupts_one_check(handler_first: bool) -> None:
    checks = Checks()
    signals = Signals(checks)
    if handler_first:
        signals._handle(signal.SIGINT, None)
        checks.interrupts = 0  # the first check ended; the next one runs
        signals._deliver(signal.SIGINT)  # the watcher reads the same signal late
    else:
        signals._deliver(signal.SIGINT)
        checks.interrupts = 0
        signals._handle(signal.SIGINT, None)  # the handler after a z3 call returned
    assert checks.interrupts == 0


def test_a_signal_between_checks_ends_the_program() -> None:
    checks = Checks()
    checks.running = False
    signals = Signals(checks)
    signals._deliver(signal.SIGINT)
    with pytest.raises(KeyboardInterrupt):
        signals._handle(signal.SIGINT, None)


def test_sigterm_is_remembered_by_either_side() -> None:
    checks = Checks()
    signals = Signals(checks)
    signals._deliver(signal.SIGTERM)
    assert signals.terminated
    signals._handle(signal.SIGTERM, None)
    assert checks.interrupts == 1
