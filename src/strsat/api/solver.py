"""The incremental :class:`Solver`, in z3py's shape, over strsat's engine.

One :class:`Solver` keeps one :class:`~strsat.engine.Engine` for its whole life:
lemmas learnt by a check stay for the next ones (they are valid), so hundreds
of ``push``/``add``/``check``/``pop`` rounds share the work, as in the SMT-LIB
interpreter.  ``check`` answers :data:`sat`, :data:`unsat` or :data:`unknown`;
a model is only ever returned after the reference evaluator has checked it
against every assertion.

Unsat cores: :meth:`Solver.assert_and_track` names an assertion and
:meth:`Solver.check` takes assumptions; after ``unsat``, :meth:`Solver.unsat_core`
lists the names (as Bool constants whose ``str()`` is the name, as z3py does) and
the assumptions in a core.  The core together with the untracked assertions is
unsat on its own; it is shrunk by deletion while that is cheap
(:mod:`strsat.engine.unsat_cores`), when :meth:`Solver.unsat_core` is first called.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..deadline import Deadline, Stop
from ..engine import CheckResult, Engine, Status
from ..errors import StrsatError
from ..memory import MemoryLimit
from ..terms import BOOL, REGLAN, Term, free_vars_many, var
from ..terms.functions import symbol_of
from ..terms.ops import APPLY
from ..terms.printer import quote_symbol, term_to_smtlib
from ..terms.walk import postorder_many
from .errors import ApiSortError, ApiValueError, SolverStateError
from .expr import BoolExpr, Expr, to_term
from .model import Model


class CheckSatResult:
    """The answer of a check: one of :data:`sat`, :data:`unsat`, :data:`unknown`.

    Compare with ``==`` or ``is`` (there is one object per answer); ``print`` shows
    ``sat``, ``unsat`` or ``unknown``, as SMT-LIB's ``check-sat``.

    Examples:
        >>> s = Solver()
        >>> s.add(Length(String("x")) < 0)
        >>> r = s.check()
        >>> r, r == unsat, r is unsat, r == sat
        (unsat, True, True, False)
    """

    __slots__ = ("status",)

    def __init__(self, status: Status) -> None:
        self.status = status

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CheckSatResult) and other.status is self.status

    def __hash__(self) -> int:
        return hash(self.status)

    def __repr__(self) -> str:
        return self.status.value

    __str__ = __repr__


sat = CheckSatResult(Status.SAT)
"""The assertions have a model: :meth:`Solver.model` gives it, checked by strsat's
reference evaluator against every assertion before it is returned.

Examples:
    >>> s = Solver()
    >>> s.add(String("x") + "b" == "ab")
    >>> s.check() == sat
    True
    >>> s.model()
    [x = "a"]
"""
unsat = CheckSatResult(Status.UNSAT)
"""The assertions have no model (decided by sound reasoning); after tracked assertions or
assumptions, :meth:`Solver.unsat_core` names the ones that conflict.

Examples:
    >>> x = String("x")
    >>> s = Solver()
    >>> s.add(Contains(x, "ab"), Length(x) < 2)
    >>> s.check() == unsat
    True
"""
unknown = CheckSatResult(Status.UNKNOWN)
"""The check was not decided: a time or work limit, or a problem outside what strsat
decides completely; :meth:`Solver.reason_unknown` says which.

Examples:
    >>> x = String("x")
    >>> s = Solver()
    >>> s.set(rlimit=1)  # one unit of work: too little for this problem
    >>> s.add(Length(x) > 5, InRe(x, Star(Re("ab"))), Contains(x, "bb"))
    >>> s.check()
    unknown
    >>> s.reason_unknown() != ""
    True
"""
_RESULTS = {Status.SAT: sat, Status.UNSAT: unsat, Status.UNKNOWN: unknown}


class Statistics(dict[str, Any]):
    """Counters and timings of the last check: a ``dict`` of name to number (z3py's
    ``Statistics``).

    The keys are the engine's ``--stats`` keys (inference kinds, procedures and steps,
    times) and the solver's own: ``checks`` (the solver's checks so far), ``total-time``
    (their seconds) and ``rlimit count`` (the work units the last check spent).

    Examples:
        >>> s = Solver()
        >>> s.add(Length(String("x")) == 2)
        >>> s.check()
        sat
        >>> st = s.statistics()
        >>> st["checks"], "rlimit count" in st.keys(), st.get_key_value("checks")
        (1, True, 1)
    """

    def get_key_value(self, key: str) -> Any:
        return self[key]

    def __repr__(self) -> str:
        return "(" + "\n ".join(f":{k} {v}" for k, v in self.items()) + ")"


@dataclass
class _Frame:
    """What one assertion level adds besides the engine's assertions: tracking names."""

    tracked: list[tuple[Term, str]] = field(default_factory=list)


class Solver:
    """An incremental solver for strings, integers, Booleans and uninterpreted functions, in
    z3py's shape.

    ``add`` asserts, ``check`` answers :data:`sat`, :data:`unsat` or :data:`unknown`,
    ``model`` gives the model of a ``sat`` check (always checked by the reference
    evaluator), ``push``/``pop`` (or ``with s:``) scope assertions,
    ``assert_and_track``/``unsat_core`` and assumptions of ``check`` give unsat cores,
    ``set(timeout=ms)`` and ``set(rlimit=n)`` bound each check, ``to_smt2()`` prints an
    SMT-LIB script, ``from_string``/``from_file`` read one.  Unlike z3py, ``s.add(True)``
    (a Python ``bool``, most often a comparison Python evaluated, ``len(w) == 5``) is
    refused with :class:`ApiSortError`; ``BoolVal(True)`` asserts the constant.

    One engine decides every check: lemmas learnt by a check stay for the next ones, and
    what a popped level registered leaves with it, so a long push/check/pop session
    stays as fast as its first checks.  ``incremental=False`` decides each check with a
    fresh engine over the current assertions instead.

    Args:
        timeout: Milliseconds each check may take (as ``set(timeout=...)``); without it a
            check runs until it is decided (or the global ``set_param(timeout=...)``).
        incremental: Keep one engine for every check (the default).

    Examples:
        >>> x = String("x")
        >>> s = Solver()
        >>> s.add(x + x == "abab")
        >>> s.check()
        sat
        >>> s.model()[x]
        'ab'
        >>> with s:  # a scope: its assertions leave at the end of the block
        ...     s.add(Length(x) == 3)
        ...     s.check()
        unsat
        >>> s.check()
        sat
        >>> t = Solver()
        >>> t.assert_and_track(Length(x) > 3, "long")
        >>> t.assert_and_track(Length(x) < 2, "short")
        >>> t.add(x != "")
        >>> t.check()
        unsat
        >>> t.unsat_core()
        [long, short]
    """

    def __init__(self, timeout: int | None = None, incremental: bool = True) -> None:
        #: holds the assertion stack; with ``incremental`` it also checks, keeping its
        #: lemmas from check to check (see _checker)
        self._engine = Engine()
        self._incremental = incremental
        self._checked_by: Engine = self._engine
        self._frames: list[_Frame] = [_Frame()]
        self._timeout_ms: int | None = None
        #: work units a check may spend (``set(rlimit=n)``; None: no work limit)
        self._rlimit: int | None = None
        #: the resident-memory limit of a check in MB (``set(max_memory=mb)``; None: none)
        self._memory: int | None = None
        #: the work units the last check spent (``statistics()["rlimit count"]``)
        self._last_units = 0
        self._last: CheckResult | None = None
        self._last_assumptions: list[tuple[Term, object]] = []
        self._checks = 0
        self._check_time = 0.0
        self._core_shrunk = False
        self._minimize_core = True
        if timeout is not None:
            self.set(timeout=timeout)

    # ---- assertions ---------------------------------------------------------------

    def add(self, *exprs: object) -> None:
        """Assert Bool expressions (several, or lists of them) at the current level."""
        for e in _flatten(exprs):
            self._engine.add(_formula(e, "Solver.add"))
        self._last = None

    append = insert = assert_exprs = add

    def __iadd__(self, expr: object) -> Solver:
        self.add(expr)
        return self

    def assert_and_track(self, expr: object, name: object) -> None:
        """Assert ``expr`` under the tracking name ``name`` (a str, or a Bool constant
        whose name is used): :meth:`unsat_core` reports it by that name."""
        if isinstance(name, BoolExpr) and name.term.op == "var":
            label = str(name.term.value)
        elif isinstance(name, str) and name:
            label = name
        else:
            raise ApiSortError("Solver.assert_and_track", name, "a name (str) or a Bool "
                               "constant")
        term = _formula(expr, "Solver.assert_and_track")
        self._engine.add(term)
        self._frames[-1].tracked.append((term, label))
        self._last = None

    def assertions(self) -> list[BoolExpr]:
        return [BoolExpr(t) for t in self._engine.assertions()]

    def push(self) -> None:
        self._engine.push()
        self._frames.append(_Frame())
        self._last = None

    def pop(self, num: int = 1) -> None:
        if isinstance(num, bool) or not isinstance(num, int) or num < 0:
            raise ApiSortError("Solver.pop", num, "a number of levels (int >= 0)")
        if num > self.num_scopes():
            raise SolverStateError(f"Solver.pop({num}): only {self.num_scopes()} levels "
                                   "pushed")
        self._engine.pop(num)
        del self._frames[len(self._frames) - num:]
        self._last = None

    def num_scopes(self) -> int:
        return len(self._frames) - 1

    def reset(self) -> None:
        """Remove every assertion and level (and the learnt lemmas)."""
        self._engine.reset()
        self._frames = [_Frame()]
        self._last = None

    def __enter__(self) -> Solver:
        """``with solver:`` pushes a level and pops it at the end of the block."""
        self.push()
        return self

    def __exit__(self, *exc: object) -> None:
        self.pop()

    # ---- options ----------------------------------------------------------------------

    def set(self, *args: object, **options: object) -> None:
        """``set(timeout=ms)`` or ``set("timeout", ms)`` bounds each check;
        ``set(rlimit=n)`` bounds each check's *work* to ``n`` units (readings of the
        engine's deadline, docs/explanation/engine.md#budgets: about 300,000 per CPU second), so
        that its answer does not depend on the machine's load; the timeout then is only
        the outer limit (unlike z3, whose ``rlimit`` counts across the solver's checks,
        strsat's counts per check; 0 removes it);
        ``set(max_memory=mb)`` (or ``memory``) makes a check past ``mb`` MB of resident
        memory answer ``unknown`` (``reason_unknown()`` is ``"memory"``; the solver stays
        usable); ``set(random_seed=n)`` seeds the engine's random choices;
        ``set("core.minimize", False)`` makes :meth:`unsat_core` return the core the check
        found without shrinking it (default True here, unlike z3); every other
        parameter z3's solvers know (``unsat_core``, ``random_seed``, ``smt.*`` ...) is
        accepted without effect, an unknown name refused (:mod:`.params`)."""
        from . import params

        given = params.pairs(args, options, "Solver.set")
        for key, value in given:
            params.check(key, value, "Solver.set", solver=True)
        for key, value in given:
            if key == "timeout":
                self._timeout_ms = value or None  # type: ignore[assignment]
            elif key == "rlimit":
                self._rlimit = value or None  # type: ignore[assignment]
            elif key in ("max_memory", "memory"):
                self._memory = value or None  # type: ignore[assignment]
            elif key in ("random_seed", "smt.random_seed"):
                self._engine.set_seed(int(value))  # type: ignore[call-overload]
            elif key == "core.minimize":
                self._minimize_core = bool(value)

    # ---- checking ------------------------------------------------------------------------

    def check(self, *assumptions: object) -> CheckSatResult:
        """``sat``, ``unsat`` or ``unknown`` for the assertions and ``assumptions``."""
        given = _flatten(assumptions)
        terms = [_formula(a, "Solver.check") for a in given]
        want_core = bool(terms) or any(f.tracked for f in self._frames)
        deadline = self._deadline()
        started = time.perf_counter()
        try:
            self._checked_by = self._checker()
            result = self._checked_by.check(terms, deadline, core=want_core, shrink=False)
        except StrsatError:
            raise
        except KeyboardInterrupt:
            # the check stopped anywhere: its half-registered state goes, the assertions
            # stay (the next check registers them again), and the interrupt propagates
            self._checked_by.drop_state()
            self._last = None
            raise
        except Exception as exc:  # noqa: BLE001 - last line of defence, as the command line's
            # an engine bug: answered like a timeout (unknown is always sound), with the
            # error as the reason, so that an executor's other checks go on
            result = CheckResult(Status.UNKNOWN, reason=f"internal error: "
                                 f"{type(exc).__name__}: {exc} (a bug in strsat; "
                                 "s.to_smt2() reproduces it)")
        self._core_shrunk = False
        self._last_units = deadline.spent
        self._check_time += time.perf_counter() - started
        self._checks += 1
        self._last = result
        self._last_assumptions = list(zip(terms, given, strict=True))
        return _RESULTS[result.status]

    def _checker(self) -> Engine:
        """The engine that decides a check: the solver's own (incremental, the default),
        or a fresh one holding the current assertions.  Measured on ``strsat
        bench-api`` (docs/benchmarks/api.md): the scoped engine answers the
        same as a fresh one per check, faster, with a per-check cost that does not
        grow with the session."""
        if self._incremental:
            return self._engine
        engine = Engine()
        for t in self._engine.assertions():
            engine.add(t)
        return engine

    def _deadline(self) -> Deadline:
        from .params import default_timeout_ms

        ms = self._timeout_ms if self._timeout_ms is not None else default_timeout_ms()
        deadline = Deadline(None if ms is None else ms / 1000)
        if self._memory is not None:
            deadline.watched(Stop(MemoryLimit(self._memory)))
        return deadline if self._rlimit is None else deadline.work(self._rlimit, exact=True)

    def _result(self, what: str) -> CheckResult:
        if self._last is None:
            raise SolverStateError(f"{what} is not available: no check since the last change")
        return self._last

    def model(self) -> Model:
        """The model of the last ``sat`` check."""
        result = self._result("model")
        if result.status is not Status.SAT or result.model is None:
            raise SolverStateError(f"model is not available: the last check answered "
                                   f"{result.status}")
        return Model(result.model)

    def unsat_core(self) -> list[Expr]:
        """The tracking names (Bool constants) and the assumptions in a core of the last
        ``unsat`` check."""
        result = self._result("unsat core")
        if result.status is not Status.UNSAT:
            raise SolverStateError(f"unsat core is not available: the last check answered "
                                   f"{result.status}")
        if result.core is not None and not self._core_shrunk and self._minimize_core:
            # shrunk on demand: an executor that never asks pays nothing for it
            result.core = self._checked_by.shrink_core(result, self._deadline())
            self._core_shrunk = True
        core = set(result.core) if result.core is not None else None
        out: list[Expr] = []
        labels: set[str] = set()
        for frame in self._frames:
            for term, label in frame.tracked:
                if (core is None or term in core) and label not in labels:
                    labels.add(label)  # a name tracking several assertions is listed once
                    out.append(BoolExpr(var(label, BOOL)))
        for term, given in self._last_assumptions:
            if core is None or term in core:
                out.append(given if isinstance(given, Expr) else BoolExpr(term))
        return out

    def reason_unknown(self) -> str:
        """Why the last check answered ``unknown`` ("" otherwise)."""
        if self._last is None or self._last.status is not Status.UNKNOWN:
            return ""
        return self._last.reason or "incomplete"

    def statistics(self) -> Statistics:
        stats = Statistics(self._last.stats if self._last is not None else {})
        stats["checks"] = self._checks
        stats["total-time"] = round(self._check_time, 6)
        stats["rlimit count"] = self._last_units
        return stats

    # ---- printing ------------------------------------------------------------------------

    def sexpr(self) -> str:
        """Declarations and assertions as SMT-LIB commands."""
        return "\n".join(self._commands()) + "\n"

    def to_smt2(self) -> str:
        """A complete SMT-LIB script: declarations, assertions (tracked ones named) and
        ``(check-sat)``; strsat's and other solvers' command lines read it."""
        # z3 reads strings under QF_UFSLIA only as ALL
        uf = any(t.op == APPLY for t in postorder_many(self._engine.assertions()))
        lines = ["(set-logic ALL)" if uf else "(set-logic QF_SLIA)"]
        if any(f.tracked for f in self._frames):
            lines.insert(0, "(set-option :produce-unsat-cores true)")
        return "\n".join(lines + self._commands() + ["(check-sat)"]) + "\n"

    def _commands(self) -> list[str]:
        assertions = self._engine.assertions()
        names: dict[Term, list[str]] = {}
        for frame in self._frames:
            for term, label in frame.tracked:
                names.setdefault(term, []).append(label)
        lines = []
        declared: dict[str, Term] = {}
        for v in free_vars_many(assertions):
            if v.sort is REGLAN:
                continue
            other = declared.setdefault(str(v.value), v)
            if other is not v:
                raise SolverStateError(f"to_smt2: the name {v.value} names constants of two "
                                       f"sorts ({other.sort} and {v.sort}); SMT-LIB "
                                       "declares a name once (rename one of them)")
            lines.append(f"(declare-const {quote_symbol(str(v.value))} {v.sort})")
        functions = dict.fromkeys(symbol_of(t) for t in postorder_many(assertions)
                                  if t.op == APPLY)
        for f in functions:
            if f.name in declared or sum(1 for g in functions if g.name == f.name) > 1:
                raise SolverStateError(f"to_smt2: the name {f.name} names a function and "
                                       "another declaration; SMT-LIB declares a name once "
                                       "(rename one of them)")
            lines.append(f.declaration())
        # SMT-LIB names a term once: the assertions tracked by one label are printed as
        # one conjunction under it, where the first of them stands
        labelled: list[tuple[Term, str | None]] = []
        for t in assertions:
            labels = names.get(t)
            labelled.append((t, labels.pop(0) if labels else None))
        groups: dict[str, list[Term]] = {}
        for t, named in labelled:
            if named is not None:
                groups.setdefault(named, []).append(t)
        for t, named in labelled:
            if named is None:
                lines.append(f"(assert {term_to_smtlib(t)})")
            elif named in groups:
                group = [term_to_smtlib(g) for g in groups.pop(named)]
                body = group[0] if len(group) == 1 else f"(and {' '.join(group)})"
                lines.append(f"(assert (! {body} :named {quote_symbol(named)}))")
        return lines

    def __repr__(self) -> str:
        """The assertions as a list, as z3py prints a solver (each in SMT-LIB)."""
        return "[" + ",\n ".join(str(a) for a in self.assertions()) + "]"

    # ---- reading SMT-LIB -------------------------------------------------------------------

    def from_string(self, text: str) -> None:
        """Add the assertions of an SMT-LIB script (its declarations, definitions and
        ``assert`` commands; ``(! t :named n)`` is tracked as ``n``; ``check-sat`` and
        the other queries are skipped, as z3py's ``from_string`` does).  Nothing is added
        when the script has an error: :class:`ApiValueError` gives its line and column."""
        from .smtlib_input import read_assertions

        if not isinstance(text, str):
            raise ApiSortError("Solver.from_string", text, "SMT-LIB text (str)")
        for term, name in read_assertions(text, "Solver.from_string"):
            self._engine.add(term)
            if name is not None:
                self._frames[-1].tracked.append((term, name))
        self._last = None

    def from_file(self, path: object) -> None:
        """:meth:`from_string` of a file's text (UTF-8, or Latin-1 if it is not)."""
        try:
            with open(str(path), "rb") as f:
                data = f.read()
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                text = data.decode("latin-1")
        except OSError as exc:
            raise ApiValueError("Solver.from_file", path, f"cannot be read ({exc.strerror})") \
                from None
        self.from_string(text)


def _flatten(items: Iterable[object]) -> list[object]:
    """Arguments, with lists and tuples among them spread out (one level)."""
    out: list[object] = []
    for a in items:
        if isinstance(a, list | tuple) or (
                not isinstance(a, Expr | str) and hasattr(a, "__next__")):
            out.extend(a)  # type: ignore[arg-type] # a list, or a generator as z3py takes
        else:
            out.append(a)
    return out


def _formula(value: object, where: str) -> Term:
    if isinstance(value, bool):
        raise ApiSortError(where, value, "a Bool expression: a comparison evaluated to a "
                           "Python bool, not a formula (compare strsat expressions, e.g. "
                           "String('x') == 'ab'; BoolVal(...) asserts a constant)")
    return to_term(value, BOOL, where)


__all__ = ["CheckSatResult", "Solver", "Statistics", "sat", "unknown", "unsat"]
