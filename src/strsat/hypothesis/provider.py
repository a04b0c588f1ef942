"""``StrsatProvider``: Hypothesis's ``PrimitiveProvider`` over strsat's path search (issue 42).

Each test case is one concolic run of the test (paper 001's dynamic symbolic
execution, as ``strsat explore`` runs a function): ``draw_string``, ``draw_integer``
and ``draw_boolean`` return symbolic values of :mod:`strsat.python` that carry
concrete values and are constrained to what the strategy allows
(:mod:`.draws`); the test's body runs rewritten (:mod:`.instrument`); the
decisions go to the explorer's :class:`~strsat.explore.search.Search`, which
solves the next test case's values to take a branch no test case took (the same
search order as ``strsat explore``).  ``draw_bytes`` returns a
:class:`~strsat.python.SymBytes` (a String of code points 0..255).  A
``st.from_regex`` draw is one symbolic string constrained to the pattern's
language where the layer models the pattern (:mod:`.regex_draws`).  The first
test case draws Hypothesis's simplest values (a from_regex draw: a string of its
language the solver found).  ``draw_float``, and draws made under strategy code
that needs real values (the pattern's own strategy of a ``from_regex`` the layer
does not model), come from Hypothesis's own provider, concretely.

A failure found symbolically is replayed before it is reported: the test case
ends with ``BackendCannotProceed("discard_test_case")`` and the next test case
draws exactly the same plain values, running the test as written; Hypothesis then
sees an ordinary failure with plain values and shrinks and reports it as always.
A replay that passes is a false alarm, counted, never reported.  The same replay
covers a test case the layer could not finish (an operation it does not model).
When the search has no flip left, the provider raises
``BackendCannotProceed("verified")`` if every path was decided exactly (no value
made concrete, no loop cut, no unknown answer, no concrete draw), else
``"exhausted"``; Hypothesis then goes on with its own provider.  Past the first
:data:`WARMUP` test cases, one in :data:`RANDOM_EVERY` is a plain random one from
Hypothesis's own provider (what random testing finds quickly is not left to the
solver alone).

Statistics (``--hypothesis-show-statistics``) show events per test case: how it
was made (simplest values, solved for a new branch, solved for a covered
branch, a replay), the flips abandoned before it and why (infeasible, unknown
with the solver's reason, infeasible only while values made concrete hold), and
how many flips are left open.
"""

from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Iterator
from typing import Any

from hypothesis import event
from hypothesis.control import current_build_context
from hypothesis.errors import BackendCannotProceed, UnsatisfiedAssumption
from hypothesis.internal.conjecture.providers import HypothesisProvider, PrimitiveProvider

from ..deadline import Deadline
from ..engine import Engine
from ..engine.result import Status
from ..errors import UnsupportedError
from ..explore.runtime import Runtime, plain
from ..explore.search import WORK_PER_SECOND, Options, Run, Search, Steps
from ..explore.tracer import RunStopped, RunTrace
from ..python import SymbolicBranchError, SymBool, SymBytes, SymInt, SymStr, SymValue
from ..terms import MAX_CHAR, Term
from . import draws
from .instrument import find_state, inside, strategies_in, swapped
from .regex_draws import RegexSpec, install, modelled

#: each solver check's budget, in seconds' worth of engine work (explore's unit)
CHECK_SECONDS = 2.0
#: decisions one test case may make before it is stopped (and discarded)
MAX_DECISIONS = 20_000
#: loops unrolled up to this many iterations per branch site
LOOP_BOUND = 4
#: after this many test cases, one in :data:`RANDOM_EVERY` draws plain random values
WARMUP = 10
RANDOM_EVERY = 4
#: strategies learnt to need concrete draws, kept per test function at most
MAX_CONCRETE = 256
#: the event of the first symbolic test case
SIMPLEST = "strsat: simplest values"
_SYMBOLIC = {"string": SymStr, "integer": SymInt, "boolean": SymBool, "bytes": SymBytes}


#: A drawn primitive: the plain value, or the symbolic value that stands for it
#: (``SymBool``, ``SymInt``, ``SymStr``, ``SymBytes``) where Hypothesis' interface names the
#: plain type, which a symbolic value is not a subclass of (``bool`` has none): Any
Drawn = Any


class _Case:
    """One symbolic test case: the values asked for, its trace and run, its draws."""

    def __init__(self, values: dict[Term, Any], trace: RunTrace) -> None:
        self.values = values
        self.trace = trace
        self.run = Run({}, trace, "return")
        self.index = 0
        #: every draw's value (symbolic or plain), in order: a replay draws them again
        self.drawn: list[Any] = []
        #: whether the test's body started (an exception before it came from a strategy)
        self.in_body = False
        #: the first test case: concrete draws are the simplest values too
        self.first = False
        #: whether each ``from_regex`` draw was symbolic, in order (a replay repeats them)
        self.markers: list[bool] = []


class StrsatProvider(PrimitiveProvider):
    """See the module docstring."""

    lifetime = "test_function"
    avoid_realization = True

    def __init__(self, conjecturedata: Any = None, /) -> None:
        super().__init__(conjecturedata)
        install(StrsatProvider)  # st.from_regex as one draw, in strsat-backed runs only
        self.runtime = Runtime()
        self.search: Search | None = None
        self.steps: Steps | None = None
        self.done = False
        #: the run of the last symbolic test case, not yet handed to the search
        self.pending: Run | None = None
        #: the last values asked for (asked again when a test case left no run)
        self.asked: dict[Term, Any] = {}
        #: the next test case's values, solved after the last symbolic test case
        self.upcoming: dict[Term, Any] | None = None
        #: the scope raised once no flip is left
        self._verdict: BackendCannotProceed | None = None
        self.case: _Case | None = None
        #: plain values the next test case draws, in order (a concrete replay)
        self.replay: list[Any] | None = None
        self.replaying: list[Any] | None = None
        #: strategy objects that need concrete draws, by id (kept alive)
        self.concrete: dict[int, Any] = {}
        #: the ``from_regex`` draw being made (:mod:`.regex_draws` sets it), and each
        #: pattern's first string (None: drawn by its own strategy)
        self.membership: RegexSpec | None = None
        self.witnesses: dict[RegexSpec, str | None] = {}
        #: a replay's ``from_regex`` markers, as its symbolic test case set them, in order
        self.markers: list[bool] = []
        self.replay_markers: list[bool] = []
        self.test: Any = None
        self.twin: Any = None
        self.fallback = HypothesisProvider(None)
        self.fallback._random = random.Random(0)  # noqa: SLF001 - its source of values
        #: Hypothesis's provider over the current test case's data (see _own_provider)
        self.bound: tuple[Any, HypothesisProvider] | None = None
        #: what keeps "verified" from being claimed, each once
        self.incomplete: list[str] = []
        self.counts: dict[str, int] = {}
        self.replays = 0
        self.false_alarms = 0
        #: test cases begun (replays not counted), and whether this one draws plain values
        self.cases = 0
        self.plain = False

    # -- a test case -------------------------------------------------------------------------

    @contextlib.contextmanager
    def per_test_case_context_manager(self) -> Iterator[None]:
        if self.replay is not None:
            with self._replay_case():
                yield
            return
        self.cases += 1
        if self.cases > WARMUP and self.cases % RANDOM_EVERY == 0:
            with self._random_case():
                yield
            return
        state = find_state()
        self._bind(state)
        values, made = self._next_values()
        trace = RunTrace(values, self.runtime.files, MAX_DECISIONS, None,
                         self.runtime.followed)
        case = self.case = _Case(values, trace)
        case.first = made == SIMPLEST
        self._event(made)
        test = self._body(case)
        swap = swapped(state, test) if state is not None and test is not None \
            else contextlib.nullcontext()
        try:
            with trace, swap:
                yield
        except (UnsatisfiedAssumption, BackendCannotProceed) as exc:
            self._ended(case, "raise", exc)
            raise
        except RunStopped as exc:
            self._ended(case, "stopped", exc)
            self._incomplete("a test case ran past its decision budget")
            raise BackendCannotProceed("discard_test_case") from exc
        except (UnsupportedError, SymbolicBranchError) as exc:
            self._ended(case, "unsupported", exc)
            self._incomplete(f"{exc}")
            self._replay_next(case, exc)
        except Exception as exc:  # noqa: BLE001 - the test's own failure: replayed
            self._ended(case, "raise", exc)
            self._replay_next(case, exc)
        except BaseException as exc:  # StopTest, KeyboardInterrupt: Hypothesis's own
            self._ended(case, "stopped", exc)
            raise
        else:
            self._ended(case, "return", None)
        finally:
            self.case = None
            self._advance()

    def _bind(self, state: Any) -> None:
        """On the first test case: the test function, its rewritten twin, the search."""
        if self.search is not None:
            return
        test = getattr(state, "test", None)
        name = getattr(test, "__qualname__", "test")
        code = getattr(test, "__code__", None)
        if code is not None:
            self.runtime.bind(code.co_filename, getattr(test, "__module__", "") or "",
                              _root(code.co_filename))
        self.test = test
        self.twin = self.runtime.twin(test) if test is not None else None
        notes = []
        if self.twin is None:
            notes.append("the test function runs as written (its frame or source was not "
                         "found): only the symbolic values' own methods decide")
            self._incomplete(notes[-1])
        options = Options(timeout=None, loop_bound=LOOP_BOUND, check_timeout=CHECK_SECONDS,
                          max_decisions=MAX_DECISIONS)
        self.search = Search(self.runtime.files, name, options, [], notes=notes,
                             followed=self.runtime.followed)
        self.search.start()

    def _body(self, case: _Case) -> Any:
        twin = self.twin
        if twin is None:
            return None

        def body(*args: Any, **kwargs: Any) -> Any:
            case.in_body = True
            return twin(*args, **kwargs)

        return body

    def _next_values(self) -> tuple[dict[Term, Any], str]:
        """The values of the next test case, and how they were made; raises
        ``BackendCannotProceed`` when no flip is left."""
        assert self.search is not None
        if self.done:
            raise self._finished()
        if self.steps is None:
            self.steps = self.search.steps({})
            self.asked = next(self.steps)
            return self.asked, SIMPLEST
        if self.upcoming is None:  # the last test case left no run: its values again
            return self.asked, "strsat: values asked again"
        self.asked, self.upcoming = self.upcoming, None
        return self.asked, "strsat: solved for a branch"

    def _advance(self) -> None:
        """After a symbolic test case: hand its run to the search and solve the next
        test case's values (the events of that solving go to this test case, whose
        build context is still open; the last one says whether all paths were
        explored)."""
        run, self.pending = self.pending, None
        if run is None or self.steps is None or self.search is None or self.done:
            return
        s = self.search.summary
        before = (len(self.search.covered_any), s.infeasible, dict(s.unknown))
        try:
            self.upcoming = self.steps.send(run)
        except StopIteration:
            self.done = True
            self._abandoned(before)
            self._finished()
            return
        self._abandoned(before)

    def _abandoned(self, before: tuple[int, int, dict[str, int]]) -> None:
        """Events for the flips the search gave up since the last test case."""
        assert self.search is not None
        s = self.search.summary
        covered, infeasible, unknown = before
        if len(self.search.covered_any) > covered:
            self._event("strsat: the last test case took a new branch")
        if s.infeasible > infeasible:
            self._event("strsat: flip abandoned: unsat (the branch is infeasible there)")
        for reason, n in s.unknown.items():
            if n > unknown.get(reason, 0):
                kind = "pinned" if "pins" in reason else f"unknown ({reason[:80]})"
                self._event(f"strsat: flip abandoned: {kind}")
                if "pins" not in reason:
                    self._incomplete(f"a flip was left unknown: {reason}")
        open_flips = sum(1 for _, _, t in self.search.heap
                         if t.flip not in t.node and t.key not in self.search.attempted)
        self._event("strsat: flips left open", _bucket(open_flips))

    def _finished(self) -> BackendCannotProceed:
        """``verified`` when every path was decided exactly, else ``exhausted``."""
        assert self.search is not None
        if self._verdict is None:
            s = self.search.finish()
            if s.bounded:
                self._incomplete("loops were cut at the loop bound")
            if s.notes:
                self._incomplete("values were made concrete")
            if s.untried or s.unknown:
                self._incomplete("flips were left untried or unknown")
            self._event("strsat: all paths explored" if not self.incomplete else
                        f"strsat: no flip left, not verified ({self.incomplete[0]})")
            self._verdict = BackendCannotProceed(
                "exhausted" if self.incomplete else "verified")
        return BackendCannotProceed(self._verdict.scope)

    def _ended(self, case: _Case, outcome: str, error: BaseException | None) -> None:
        run = case.run
        run.outcome, run.error = outcome, error
        if outcome != "stopped" or case.trace.decisions:
            self.pending = run

    def _replay_next(self, case: _Case, exc: BaseException) -> None:
        """Queue the test case's plain values for a concrete replay; learn the strategies
        that failed on symbolic values (an exception before the body started)."""
        if not case.in_body:
            for sid in strategies_in(exc.__traceback__)[:1]:
                if len(self.concrete) < MAX_CONCRETE:
                    self.concrete[sid] = _strategy(exc.__traceback__, sid)
                    self._incomplete("a strategy needed concrete draws")
        try:
            self.replay = [self.realize(v) for v in case.drawn]
            self.replay_markers = list(case.markers)
        except BackendCannotProceed:
            self.replay = None
            raise
        self.replays += 1
        raise BackendCannotProceed("discard_test_case") from exc

    @contextlib.contextmanager
    def _replay_case(self) -> Iterator[None]:
        """A concrete replay: the queued plain values, the test as written."""
        self.replaying, self.replay = self.replay, None
        self.markers, self.replay_markers = self.replay_markers, []
        self._event("strsat: concrete replay of a symbolic test case")
        try:
            yield
        except (UnsatisfiedAssumption, BackendCannotProceed):
            raise
        except Exception:
            self._event("strsat: the replay failed too (reported with plain values)")
            raise
        else:
            self.false_alarms += 1
            self._event("strsat: the replay passed (a false alarm or an unmodelled "
                        "operation; not reported)")
        finally:
            self.replaying = None

    @contextlib.contextmanager
    def _random_case(self) -> Iterator[None]:
        """A test case of plain random values from Hypothesis's own provider, the test as
        written (a bug random testing finds easily is not left to the solver alone)."""
        self.plain = True
        self._event("strsat: random test case (Hypothesis's own draws)")
        try:
            yield
        finally:
            self.plain = False

    # -- draws -------------------------------------------------------------------------------

    def _draw(self, kind: str, constraints: dict[str, Any]) -> Drawn:
        if self.replaying is not None:
            return self._replayed(kind, constraints)
        case = self.case
        if case is None or self.plain:  # a random test case, or none (the conformance suite)
            return self._fallback(kind, constraints)
        index = case.index
        case.index += 1
        spec, self.membership = self.membership, None
        if spec is None and (not draws.symbolic_possible(kind, constraints) or
                             inside(set(self.concrete))):
            value = self._concrete(kind, constraints, case.first)
            case.drawn.append(value)
            return value
        if kind == "string" and not _within(constraints):
            self._incomplete("a string alphabet was cut at the solver's last character "
                             "(0x2FFFF)")
        if draws.capped(kind, constraints):
            self._incomplete(f"{kind} draws were cut at {draws.MAX_LENGTH} characters")
        x = draws.variable(index, kind)
        language = None if spec is None else spec.language()
        value = draws.to_python(kind, case.values.get(x))
        if not self._fits(kind, value, constraints, spec):
            value = draws.simplest(kind, constraints) if spec is None else \
                self.witnesses[spec]
        case.run.values[x] = draws.to_solver(kind, value)
        case.trace.add_input(x, draws.to_solver(kind, value))
        formula = draws.constraint(kind, x, constraints, language)
        if formula is not None:
            case.trace.assume(formula)
        if self.search is not None and x not in self.search.variables:
            self.search.variables.append(x)
        if spec is not None:
            self._event("strsat: from_regex drawn as one string of its language")
        drawn = _SYMBOLIC[kind](x, value)
        case.drawn.append(drawn)
        return drawn

    @staticmethod
    def _fits(kind: str, value: Any, constraints: dict[str, Any], spec: RegexSpec | None
              ) -> bool:
        """Whether a solved value is one the draw allows (and CPython's ``re`` accepts,
        for a ``from_regex`` draw)."""
        if value is None or not draws.permitted(kind, value, constraints):
            return False
        return spec is None or spec.accepts(value)

    def regex_symbolic(self, spec: RegexSpec) -> bool:
        """Whether a ``from_regex`` draw is one symbolic string of its language
        (:mod:`.regex_draws`): in a symbolic test case (and its replay), when the layer
        models the pattern and the solver found a string of it over the alphabet (the
        first test case's value)."""
        if self.replaying is not None:  # as the symbolic test case decided
            return bool(self.markers.pop(0)) if self.markers else False
        case = self.case
        if case is None or self.plain:
            return False
        if spec not in self.witnesses and len(self.witnesses) < MAX_CONCRETE:
            self.witnesses[spec] = self._witness(spec)
        found = self.witnesses.get(spec) is not None and not inside(set(self.concrete))
        if not found:
            self._event("strsat: from_regex drawn by its own strategy (concrete)")
        case.markers.append(found)
        return found

    def _witness(self, spec: RegexSpec) -> str | None:
        """A string of the pattern's language over the alphabet, solved and checked by
        CPython's ``re``; None (with the reason in the statistics) when the layer does
        not model the pattern or the solver finds none within a check's budget."""
        why = modelled(spec) if draws.symbolic_possible("string", {
            "intervals": spec.intervals}) else "no character of the alphabet in the solver's"
        if why is not None:
            self._event("strsat: from_regex pattern not modelled", why[:80])
            self._incomplete(f"a from_regex pattern was not modelled: {why}")
            return None
        x = draws.variable(0, "string")
        formula = draws.constraint("string", x, {"intervals": spec.intervals},
                                   spec.language())
        assert formula is not None
        units = int(CHECK_SECONDS * WORK_PER_SECOND)
        result = Engine().check([formula], Deadline.never().budget(units, 8 * CHECK_SECONDS))
        value = (result.model or {}).get(x) if result.status is Status.SAT else None
        if isinstance(value, str) and spec.accepts(value):
            return value
        self._event("strsat: from_regex without a solved string",
                    str(result.reason or result.status)[:80])
        self._incomplete("a from_regex draw had no solved string")
        return None

    def _concrete(self, kind: str, constraints: dict[str, Any], first: bool) -> Any:
        self._incomplete("some draws were concrete")
        self._event(f"strsat: concrete {kind} draw")
        if first:
            return draws.simplest(kind, constraints)
        return self._fallback(kind, constraints)

    def _fallback(self, kind: str, constraints: dict[str, Any]) -> Any:
        """A plain value from Hypothesis's own provider, bound to the test case's data (its
        strings and bytes draw their sizes through the data, i.e. through this provider:
        those nested draws are plain too)."""
        provider = self._own_provider()
        plain, self.plain = self.plain, True
        try:
            return getattr(provider, f"draw_{kind}")(**constraints)
        finally:
            self.plain = plain

    def _own_provider(self) -> HypothesisProvider:
        """Hypothesis's provider over the current test case's data (the build context's;
        outside one, the data this provider was made with, if any)."""
        data = self._cd
        with contextlib.suppress(Exception):  # no build context: the conformance suite
            data = current_build_context().data
        if data is None:
            return self.fallback
        if self.bound is None or self.bound[0] is not data:
            self.bound = (data, HypothesisProvider(data))
        return self.bound[1]

    def _replayed(self, kind: str, constraints: dict[str, Any]) -> Any:
        assert self.replaying is not None
        if not self.replaying:
            raise BackendCannotProceed("discard_test_case")
        value = self.replaying.pop(0)
        expected = draws.TYPES.get(kind, float if kind == "float" else bytes)
        if type(value) is not expected or not draws.permitted(kind, value, constraints):
            raise BackendCannotProceed("discard_test_case")  # the replay drew otherwise
        return value

    def draw_boolean(self, p: float = 0.5) -> Drawn:
        if p <= 0:
            return False
        if p >= 1:
            return True
        return self._draw("boolean", {"p": p})

    def draw_integer(self, min_value: int | None = None, max_value: int | None = None, *,
                     weights: dict[int, float] | None = None,
                     shrink_towards: int = 0) -> Drawn:
        return self._draw("integer", {
            "min_value": min_value, "max_value": max_value, "weights": weights,
            "shrink_towards": shrink_towards})

    def draw_string(self, intervals: Any, *, min_size: int = 0,
                    max_size: int = 10**10) -> Drawn:
        return self._draw("string", {
            "intervals": intervals, "min_size": min_size, "max_size": max_size})

    def draw_bytes(self, min_size: int = 0, max_size: int = 10**10) -> Drawn:
        return self._draw("bytes", {
            "min_size": min_size, "max_size": max_size})

    def draw_float(self, *, min_value: float = -float("inf"), max_value: float = float("inf"),
                   allow_nan: bool = True, smallest_nonzero_magnitude: float) -> Drawn:
        return self._draw("float", {
            "min_value": min_value, "max_value": max_value, "allow_nan": allow_nan,
            "smallest_nonzero_magnitude": smallest_nonzero_magnitude})

    # -- after a test case -------------------------------------------------------------------

    def realize(self, value: Any, *, for_failure: bool = False) -> Any:
        """The plain value: a symbolic draw's concrete value (every draw carries one)."""
        if isinstance(value, SymValue):
            if value.value is None:
                raise BackendCannotProceed("discard_test_case")
            return value.value
        return plain(value)

    def observe_test_case(self) -> dict[str, Any]:
        s = self.search.summary if self.search is not None else None
        return {"paths": s.paths if s else 0, "checks": self.search.solver.checks
                if self.search else 0, "replays": self.replays,
                "false_alarms": self.false_alarms}

    def observe_information_messages(self, *, lifetime: Any) -> Iterator[Any]:
        if lifetime != "test_function" or self.search is None:
            return
        s = self.search.summary
        yield {"type": "info", "title": "strsat search",
               "content": {"paths": s.paths, "runs": s.runs, "checks": self.search.solver.checks,
                           "infeasible": s.infeasible, "unknown": dict(s.unknown),
                           "replays": self.replays, "false_alarms": self.false_alarms,
                           "not verified because": list(self.incomplete)}}

    # -- bookkeeping -------------------------------------------------------------------------

    def _incomplete(self, why: str) -> None:
        if why not in self.incomplete and len(self.incomplete) < 32:
            self.incomplete.append(why)

    def _event(self, text: str, payload: Any = "") -> None:
        self.counts[text] = self.counts.get(text, 0) + 1
        with contextlib.suppress(Exception):  # outside a build context (conformance tests)
            event(text, payload)


def _strategy(tb: Any, sid: int) -> Any:
    """The strategy object of id ``sid`` in a traceback (kept alive by the caller)."""
    while tb is not None:
        this = tb.tb_frame.f_locals.get("self") if tb.tb_frame.f_code.co_argcount else None
        if id(this) == sid:
            return this
        tb = tb.tb_next
    return None


def _within(constraints: dict[str, Any]) -> bool:
    """Whether a string draw's alphabet lies within the solver's characters (else the
    symbolic draw allows fewer strings than the strategy: no path is "verified")."""
    pairs = getattr(constraints["intervals"], "intervals", ())
    return all(b <= MAX_CHAR for _, b in pairs)


def _root(file: str) -> str:
    """The project the test belongs to: the working directory when the test file is
    under it (pytest's usual root), else the test file's folder.  Code under it runs as
    the program's own (its branches rank first); other code as a followed library."""
    here = os.path.realpath(os.getcwd())
    path = os.path.realpath(file)
    return here if path.startswith(here + os.sep) else os.path.dirname(path)


def _bucket(n: int) -> str:
    """A count as a coarse range (each distinct event string is a statistics line)."""
    return "0" if n == 0 else "1-9" if n < 10 else "10-99" if n < 100 else "100+"


__all__ = ["CHECK_SECONDS", "StrsatProvider"]
