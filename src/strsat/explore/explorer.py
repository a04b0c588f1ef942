"""The driver of the path search for ``strsat explore``: :class:`Explorer` calls the
function on each input the search (:mod:`.search`) asks for, under the tracer, and
reports each new path as an example, confirmed by a plain call of the function."""

from __future__ import annotations

import contextlib
import io
import time
import types
from collections.abc import Callable
from typing import Any

from ..errors import UnsupportedError
from ..python import SymbolicBranchError
from ..python.float_parse import pin_pending
from ..terms import Term
from . import interrupts
from .inputs import Signature, safe_repr, safe_str, to_json
from .report import Example, Summary
from .runtime import plain
from .search import Search
from .search_state import (
    FLIPPABLE,
    Options,
    Run,
)
from .tracer import RunStopped, RunTrace
from .watchdog import RunStalled, Watchdog

#: Decisions listed per example (a long loop is cut there).
MAX_LISTED = 2000


class Explorer(Search):
    """Explores one function (see the module docstring): the driver of :class:`Search`
    that calls the function on each input the search asks for."""

    def __init__(self, function: Any, original: Any, files: set[str], name: str,
                 options: Options,
                 on_example: Callable[[Example], None] | None = None,
                 on_progress: Callable[[Summary], None] | None = None,
                 reset: Callable[[], None] | None = None,
                 followed: set[str] | None = None) -> None:
        self.function = function
        #: empties the module's caches before each call (a call must run the function)
        self.reset = reset if reset is not None else (lambda: None)
        self.original = original
        self.signature = Signature(original)
        assumed: list[Term] = []
        self.first: dict[Term, Any] = {}  # grammar memberships and their first inputs
        if options.grammars:
            from .grammars import constraints
            assumed, self.first = constraints(options.grammars, {
                p.name: p.variable for p in self.signature.params if p.variable is not None})
        assumed = assumed + self.signature.assumptions  # bytes inputs are bytes
        super().__init__(files, name, options, self.signature.variables, assumed,
                         self.signature.notes, on_progress, followed)
        self.on_example = on_example
        self.examples: list[Example] = []
        self.widens = True

    def explore(self) -> tuple[list[Example], Summary]:
        """The search to its end; a fault of strsat's own search (never of the explored
        code, whose exceptions are outcomes) ends it with a note, keeping the examples
        found so far (issue 38: no crash)."""
        self.start()
        with interrupts.watched():
            try:
                steps = self.steps({**self.signature.initial(), **self.first})
                values = next(steps)
                while True:
                    values = steps.send(self._execute(values))
            except StopIteration:
                pass
            except KeyboardInterrupt:
                self.summary.stopped = "interrupted"
            except Exception as exc:  # noqa: BLE001 - strsat's own fault: a note, not a crash
                self.summary.stopped = "error"
                self._note(f"the search stopped on an internal error of strsat "
                           f"({_described(exc)}); the examples found before it are kept")
        return self.examples, self.finish()

    def _note(self, note: str) -> None:
        if note not in self.summary.notes:
            self.summary.notes.append(note)

    def _execute(self, values: dict[Term, Any]) -> Run:
        """One concolic run on ``values``; whatever it raises is its outcome: the
        program's exceptions (any ``BaseException`` but a real ``Ctrl-C``) ``raise``, a
        fault of strsat's layer while the run was prepared or ended ``unsupported``
        (with a note), so that the search goes on."""
        values = self.signature.solver_values(values)
        trace = RunTrace(values, self.files, self.options.max_decisions, self.deadline,
                         self.followed, self.declining)
        trace.hints = self.hints
        trace.wrapped = self.wrapper
        run = Run(values, trace, "return", declined=self.declining, hints=self.hints)
        try:
            self._call(run, trace)
        except RunStopped as exc:  # the optional parameters' decisions read the deadline
            run.outcome, run.error = "stopped", exc
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the layer's fault: the run's outcome
            run.outcome, run.error = "unsupported", UnsupportedError(
                f"the run failed inside strsat ({_described(exc)})")
            self._note(f"{run.error}; the run's path is not followed further")
        return run

    def _call(self, run: Run, trace: RunTrace) -> None:
        args, kwargs = self.signature.symbolic_call(run.values, trace)
        sink = io.StringIO()
        self.reset()
        watchdog = Watchdog(lambda: trace.last_progress, self.options.stall, self.deadline)
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink), trace:
            try:
                with watchdog:
                    run.result = self.function(*args, **kwargs)
                    pin_pending(run.result, "the returned value")  # read: pinned, noted
            except RunStopped as exc:
                run.outcome, run.error = "stopped", exc
                if isinstance(exc, RunStalled):
                    self._note(f"a run made no symbolic decision for {self.options.stall:g} "
                               "s (or ran past the time limit): the watchdog stopped it")
            except (UnsupportedError, SymbolicBranchError) as exc:
                run.outcome, run.error = "unsupported", exc
            except KeyboardInterrupt as exc:  # the program's own, unless Ctrl-C was pressed
                if interrupts.pressed():
                    raise
                run.outcome, run.error = "raise", exc
            except BaseException as exc:  # noqa: BLE001 - the program's own outcome
                run.outcome, run.error = "raise", exc

    def _new_path(self, run: Run) -> None:
        self._emit(run)

    def _emit(self, run: Run) -> None:
        s = self.summary
        s.paths += 1
        args, kwargs = self.signature.plain_call(run.values)
        shown_args, shown_kwargs = self.signature.shown_call(run.values)
        trace = run.trace
        branches = [(site.line, d.what, d.taken)
                    for d, site in zip(trace.decisions, trace.sites, strict=True)
                    if d.kind in FLIPPABLE][:MAX_LISTED]
        example = Example(s.paths, shown_args, shown_kwargs, "return",
                          time=time.monotonic() - self.started, branches=branches,
                          notes=list(trace.notes), call=(args, kwargs))
        outcome, value, error = self._confirm(run, args, kwargs)
        if outcome == "return":
            key, shown = to_json(plain(value))
            if key == "value":
                example.value = shown
            else:
                example.value_repr = shown
        else:
            example.outcome = "raise"
            example.exception = type(error).__name__
            example.message = safe_str(error)
        self.examples.append(example)
        if self.on_example is not None:
            self.on_example(example)

    def _confirm(self, run: Run, args: list[Any], kwargs: dict[str, Any]
                 ) -> tuple[str, Any, BaseException | None]:
        """The outcome of calling the function as written on the run's inputs; it must be
        the concolic run's (a difference is noted: the plain call is what is reported)."""
        sink = io.StringIO()
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            try:
                self.reset()
                got: tuple[str, Any, BaseException | None] = (
                    "return", self.original(*args, **kwargs), None)
            except KeyboardInterrupt as exc:
                if interrupts.pressed():
                    raise
                got = ("raise", None, exc)
            except BaseException as exc:  # noqa: BLE001 - the program's own outcome
                got = ("raise", None, exc)
        if run.outcome == "unsupported":
            self._note(f"{safe_str(run.error)}; that path ran concretely from there")
            return got
        same = (got[0] == run.outcome and (
            _same_class(got[2], run.error) if got[0] == "raise"
            else _equal(got[1], plain(run.result))))
        if not same:
            concolic = run.error if run.outcome == "raise" else plain(run.result)
            plain_call = got[2] if got[0] == "raise" else got[1]
            self.summary.notes.append(
                f"inputs {safe_repr(args)}: the concolic run gave {run.outcome} "
                f"{safe_repr(concolic)}, the plain call {got[0]} {safe_repr(plain_call)} "
                "(reported)")
        return got


def _same_class(a: BaseException | None, b: BaseException | None) -> bool:
    """The same exception class; a class of the module counts as its rewritten copy (the
    module is executed twice, so it has two ``ParseError`` classes)."""
    ta, tb = type(a), type(b)
    return ta is tb or (ta.__qualname__ == tb.__qualname__ and ta.__module__ == tb.__module__)


#: how deep :func:`_equal` goes into lists, tuples, dicts and objects' attributes
_EQUAL_DEPTH = 8


def _equal(a: Any, b: Any, depth: int = 0) -> bool:
    """Equal values; objects of one class compared by identity (no ``__eq__`` of their
    own: a validator's ``ValidationError`` result) are equal when their attributes are
    (their values made plain: the concolic run's object holds symbolic ones, cssselect's
    ``Element.element``) or their reprs are; lists, tuples and dicts of such objects item
    by item (CPython compares their items by identity: cssselect's ``parse`` returns a
    list of ``Selector`` objects)."""
    try:
        if bool(a == b) or (a != a and b != b):
            return True
    except Exception:  # noqa: BLE001 - incomparable values
        return safe_repr(a) == safe_repr(b)
    if isinstance(a, types.FunctionType | type) and type(a) is type(b):
        # a function or class of the module: the module is executed twice (as for
        # exception classes, _same_class), so the two runs hand back two copies
        return bool(a.__qualname__ == b.__qualname__ and a.__module__ == b.__module__)
    if depth < _EQUAL_DEPTH and type(a) is type(b) and type(a) in (list, tuple) and \
            len(a) == len(b):
        return all(_equal(x, y, depth + 1) for x, y in zip(a, b, strict=True))
    if depth < _EQUAL_DEPTH and type(a) is dict and type(b) is dict:
        try:
            same_keys = a.keys() == b.keys()
        except Exception:  # noqa: BLE001 - keys that do not compare
            same_keys = False
        if same_keys:
            return all(_equal(a[k], b[k], depth + 1) for k in a)
    identity: Any = object.__eq__
    if not (type(a).__eq__ is identity and type(b).__eq__ is identity and _same_class(a, b)):
        return False
    fields_a, fields_b = _fields(a), _fields(b)
    if depth < _EQUAL_DEPTH and fields_a is not None and fields_b is not None and \
            fields_a.keys() == fields_b.keys():
        return all(_equal(plain(fields_a[k]), plain(fields_b[k]), depth + 1)
                   for k in fields_a)
    return safe_repr(a) == safe_repr(b)


def _fields(obj: Any) -> dict[str, Any] | None:
    """An object's attributes (``__dict__`` and slots), or None when it has neither or
    is no instance of a Python class."""
    cls = type(obj)
    if cls.__module__ == "builtins" or isinstance(obj, type | types.ModuleType):
        return None
    out: dict[str, Any] = {}
    found = False
    own = getattr(obj, "__dict__", None)
    if isinstance(own, dict):
        out.update(own)
        found = True
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name in ("__dict__", "__weakref__"):
                continue
            found = True
            try:
                out[name] = object.__getattribute__(obj, name)
            except AttributeError:
                out[name] = _UNSET
    return out if found else None


_UNSET = object()


def _described(exc: BaseException) -> str:
    """``Type: message`` of a fault, its message cut at 200 characters."""
    return f"{type(exc).__name__}: {safe_str(exc)[:200]}"


__all__ = ["MAX_LISTED", "Explorer"]
