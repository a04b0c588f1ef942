"""The run-time stand-ins of :mod:`strsat.static`, and the modules a plain SMT-LIB run
loads (issue 39): no ``typing``, ``re``, ``enum``, ``contextlib``, ``dataclasses``,
``inspect`` or ``threading``.  A module-set assertion, not a timing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import strsat
from strsat import static

HEAVY = ("typing", "re", "enum", "contextlib", "dataclasses", "inspect", "threading")

#: a plain file: a declaration, a literal with escapes, a check, a model printed with a
#: symbol that needs quoting
PLAIN = """(set-logic QF_S)
(declare-const x String)
(declare-const |y z| String)
(assert (= x "a\\u{62}\\u0063"))
(assert (= |y z| (str.++ x "d")))
(check-sat)
(get-model)
"""

DRIVER = """
import json, sys
sys.argv = ["strsat", sys.argv[1]]
import strsat.cli
code = strsat.cli.main()
print(json.dumps([code, sorted(set(sys.argv[2:]) & set(sys.modules))]))
"""


def test_a_plain_run_loads_none_of_the_heavy_modules(tmp_path: Path) -> None:
    source = tmp_path / "plain.smt2"
    source.write_text(PLAIN)
    package_dir = os.path.dirname(os.path.dirname(os.path.abspath(strsat.__file__)))
    env = {**os.environ, "PYTHONPATH": package_dir}
    done = subprocess.run([sys.executable, "-S", "-c", DRIVER, str(source), *HEAVY],
                          capture_output=True, text=True, env=env, timeout=120, check=True)
    lines = done.stdout.splitlines()
    assert lines[0] == "sat"
    assert '(define-fun |y z| () String "abcd")' in done.stdout
    code, loaded = json.loads(lines[-1])
    assert code == 0
    assert loaded == []


def test_cast_and_overload_return_their_argument() -> None:
    value = object()
    assert static.cast(int, value) is value

    def f(x: int) -> int:
        return x

    assert static.overload(f) is f


def test_generic_and_protocol_subscript_to_themselves() -> None:
    T = static.TypeVar("T", bound=int)
    assert repr(T) == "~T"

    class Box(static.Generic[T]):  # type: ignore[misc]
        __slots__ = ("item",)

        def __init__(self, item: T) -> None:
            self.item = item

    assert static.Generic[T] is static.Generic
    assert Box[int] is Box
    assert Box(3).item == 3
    assert not hasattr(Box(3), "__dict__")  # the base keeps a slot-only layout

    class Sized(static.Protocol):  # type: ignore[misc]
        def size(self) -> int: ...

    assert static.Protocol[T] is static.Protocol
    assert isinstance(Sized(), static.Generic)
    assert isinstance(static.Any, type)
    assert static.TYPE_CHECKING is False


@static.contextmanager
def _tracked(log: list[str], swallow: bool = False) -> Iterator[str]:
    """Logs its entry and exit; swallows a ValueError when asked."""
    log.append("enter")
    try:
        yield "value"
    except ValueError:
        log.append("caught")
        if not swallow:
            raise
    finally:
        log.append("exit")


def test_contextmanager_enters_and_exits() -> None:
    log: list[str] = []
    with _tracked(log) as got:
        assert got == "value"
    assert log == ["enter", "exit"]
    assert _tracked.__name__ == "_tracked"


def test_contextmanager_passes_an_exception_through_or_swallows_it() -> None:
    log: list[str] = []
    with pytest.raises(ValueError, match="boom"), _tracked(log):
        raise ValueError("boom")
    assert log == ["enter", "caught", "exit"]
    log.clear()
    with _tracked(log, swallow=True):
        raise ValueError("swallowed")
    assert log == ["enter", "caught", "exit"]
    with pytest.raises(KeyError), _tracked(log):
        raise KeyError("other")


def test_contextmanager_that_does_not_yield_is_an_error() -> None:
    @static.contextmanager
    def empty() -> Iterator[None]:
        return
        yield  # pragma: no cover

    with pytest.raises(RuntimeError, match="didn't yield"), empty():
        pass  # pragma: no cover
