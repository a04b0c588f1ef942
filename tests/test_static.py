"""The run-time stand-ins of :mod:`strsat.static`, and the modules a plain SMT-LIB run
loads (issue 39): no ``typing``, ``re``, ``enum``, ``contextlib``, ``contextvars``,
``dataclasses``, ``inspect`` or ``threading``.  A module-set assertion, not a timing."""

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

HEAVY = ("typing", "re", "enum", "contextlib", "contextvars", "dataclasses", "heapq", "inspect",
         "threading")
#: pure-Python modules of the standard library that a plain run does without either
#: (strsat.static takes deque, partial, attrgetter, itemgetter from their C modules,
#: weakref.ref comes from _weakref, counters are static.Tally): about 13M instructions
#: with a ``python -S`` start
LIGHT = ("collections", "functools", "operator", "importlib", "warnings", "weakref")

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

#: a file that reaches the loop and its z3 core (a membership, lengths, a prefix)
LOOP = """(declare-const x String)
(declare-const y String)
(assert (str.in_re x (re.+ (str.to_re "ab"))))
(assert (= (str.len x) (+ (str.len y) 4)))
(assert (not (str.contains y "a")))
(assert (str.prefixof "b" y))
(check-sat)
"""

#: runs the file; prints the exit code, the heavy modules loaded and, for each, the
#: strsat file whose import asked for it first
DRIVER = """
import sys
heavy = set(sys.argv[2:])
importers = {}
class Finder:
    def find_spec(self, name, path=None, target=None):
        frame = sys._getframe(1)
        while name in heavy and name not in importers and frame is not None:
            where = frame.f_code.co_filename.replace(chr(92), "/")
            if "/strsat/" in where:
                importers[name] = where[where.rindex("/strsat/") + 1:]
            frame = frame.f_back
        return None
sys.meta_path.insert(0, Finder())
sys.argv = ["strsat", sys.argv[1]]
import strsat.cli
code = strsat.cli.main()
loaded = sorted(heavy & set(sys.modules))
import json  # after the run: json imports re
print(json.dumps([code, loaded, importers]))
"""

#: the one module on the loop's path whose imports another branch edits (its ``typing``
#: import is switched to :mod:`strsat.static` there)
ELSEWHERE = {"strsat/engine/procedures/straight_line.py"}


def _run(tmp_path: Path, text: str) -> tuple[str, int, list[str], dict[str, str]]:
    """The output of ``strsat`` on ``text`` in a ``python -S`` process (the z3 package's
    folder on its path), its exit code, the heavy modules loaded and their importers."""
    import importlib.util

    source = tmp_path / "file.smt2"
    source.write_text(text)
    package_dir = os.path.dirname(os.path.dirname(os.path.abspath(strsat.__file__)))
    z3_spec = importlib.util.find_spec("z3")
    assert z3_spec is not None and z3_spec.origin is not None
    z3_dir = os.path.dirname(os.path.dirname(z3_spec.origin))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([package_dir, z3_dir])}
    done = subprocess.run([sys.executable, "-S", "-c", DRIVER, str(source), *HEAVY, *LIGHT],
                          capture_output=True, text=True, env=env, timeout=120, check=True)
    code, loaded, importers = json.loads(done.stdout.splitlines()[-1])
    return done.stdout, code, loaded, importers


def test_a_plain_run_loads_none_of_the_heavy_modules(tmp_path: Path) -> None:
    out, code, loaded, importers = _run(tmp_path, PLAIN)
    assert out.splitlines()[0] == "sat"
    assert '(define-fun |y z| () String "abcd")' in out
    assert code == 0
    assert loaded == [], importers


def test_a_run_through_the_loop_imports_them_nowhere_in_strsat(tmp_path: Path) -> None:
    """Through the procedures, the loop, the regular step and z3's core, no strsat module
    asks for a heavy one (but the module another branch edits)."""
    out, code, _, importers = _run(tmp_path, LOOP)
    assert out.splitlines()[0] == "sat"
    assert code == 0
    heavy = {name: where for name, where in importers.items() if name in HEAVY}
    assert set(heavy.values()) <= ELSEWHERE, heavy


def test_a_tally_reads_zero_for_an_absent_key_without_inserting_it() -> None:
    tally: static.Tally[str] = static.Tally()
    assert tally["a"] == 0 and "a" not in tally
    tally["a"] += 2
    tally["b"] += 1
    assert tally == {"a": 2, "b": 1} and tally["a"] == 2
    assert static.Tally({"x": 1}) == static.Tally({"x": 1})


def test_the_c_stand_ins_are_the_standard_librarys() -> None:
    import collections
    import functools
    import operator
    import types

    assert static.deque is collections.deque and static.partial is functools.partial
    assert static.attrgetter is operator.attrgetter
    assert static.itemgetter is operator.itemgetter
    assert static.SimpleNamespace is types.SimpleNamespace
    assert static.MappingProxyType is types.MappingProxyType
    import weakref

    assert static.weak_ref is weakref.ref


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


def test_context_var_sets_and_resets_as_contextvars_does() -> None:
    """The stand-in against :class:`contextvars.ContextVar` on one nesting of blocks."""
    import contextvars

    for make in (contextvars.ContextVar, static.ContextVar):
        var = make("v", default=0)
        seen = [var.get()]
        outer = var.set(1)
        inner = var.set(2)
        seen += [var.get(), var.get(7)]
        var.reset(inner)
        seen.append(var.get())
        var.reset(outer)
        seen.append(var.get())
        bare = make("w")
        with pytest.raises(LookupError):
            bare.get()
        token = bare.set("x")
        seen += [bare.get(), bare.get("d")]
        bare.reset(token)
        seen.append(bare.get("d"))
        assert seen == [0, 2, 2, 1, 0, "x", "x", "d"], make


def test_context_var_has_one_value_per_thread() -> None:
    """A value set in one thread is not seen in another (a new thread sees the default),
    as with :class:`contextvars.ContextVar`."""
    import threading

    var = static.ContextVar("v", default="default")
    token = var.set("main")
    seen: list[str] = []
    worker = threading.Thread(target=lambda: seen.append(var.get()))
    worker.start()
    worker.join()
    assert seen == ["default"] and var.get() == "main"
    var.reset(token)
    assert var.get() == "default"
