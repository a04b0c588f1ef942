"""``socket.inet_aton``/``inet_pton`` (:mod:`strsat.explore.socket_twins`): C functions
with no pure twin, which made the input concrete ("a call to _socket.inet_aton"); the
twins written here agree with CPython's (glibc's) on any text, values and exceptions, and
run rewritten, so an address check explores both ways without a note."""

from __future__ import annotations

import socket
import textwrap
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.explore import socket_twins

V4 = st.text(alphabet="0123456789.xXaAfFg \t\n", max_size=14)
V6 = st.one_of(st.text(alphabet="0123456789abcdefABCDEFg:.", max_size=20),
               st.lists(st.sampled_from(["", "0", "1", "ffff", "12345", "a", "1.2.3.4"]),
                        max_size=9).map(":".join))


def _outcome(f: Any, *args: Any) -> Any:
    try:
        return "value", f(*args)
    except Exception as exc:  # noqa: BLE001 - the outcome compared
        return type(exc).__name__, str(exc)


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(V4, V6, st.text(max_size=6)))
def test_the_twins_are_cpythons(text: str) -> None:
    assert _outcome(socket_twins.inet_aton, text) == _outcome(socket.inet_aton, text)
    for family in (socket.AF_INET, socket.AF_INET6):
        assert _outcome(socket_twins.inet_pton, family, text) == \
            _outcome(socket.inet_pton, family, text)


PROGRAM = textwrap.dedent('''
    import socket

    def ipv4(text: str):
        try:
            packed = socket.inet_aton(text)
        except OSError:
            return "invalid"
        return "loopback" if packed[0] == 127 else "valid"

    def ipv6(text: str):
        try:
            socket.inet_pton(socket.AF_INET6, text)
        except OSError:
            return "invalid"
        return "valid"
''')


def test_inet_aton_explored_both_ways(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "addresses.py", PROGRAM, "ipv4", max_paths=20)
    assert {("return", "invalid"), ("return", "valid")} <= outcomes(result), outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes


def test_inet_pton_explored_both_ways(tmp_path: Path) -> None:
    # two seconds of work a check: the checks of an IPv6 text are slow to refute
    result = explore_source(tmp_path, "addresses.py", PROGRAM, "ipv6", max_paths=12,
                            check_timeout=2.0)
    assert {("return", "invalid"), ("return", "valid")} <= outcomes(result), outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes
