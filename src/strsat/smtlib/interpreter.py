"""The SMT-LIB 2.6 script interpreter (standard, chapter 4: commands and responses).

:class:`Interpreter` executes commands one at a time and writes each response
through its ``out`` callback as soon as the command is done, so it serves
files, interactive standard input and Python callers alike::

    lines = Interpreter().run(script_text)

Errors never escape: a malformed or ill-sorted command gets
``(error "LINE:COL: message")`` and execution continues (``:error-behavior``
is ``continued-execution``); unsupported commands and options get
``unsupported``.  An assertion that failed to parse makes every later
``check-sat`` at that assertion level answer ``unknown`` (the solver does not
know the whole problem), so an error never turns into a wrong ``sat``.
"""

from __future__ import annotations

import sys
import time

from strsat.static import TYPE_CHECKING, TypeVar

from .. import __version__
from ..deadline import Deadline, Stop
from ..engine import CheckResult, Engine, Status
from ..errors import ParseError, SortError, StrsatError, UnsupportedError
from ..lazy import OnFirstUse
from ..named_tuples import NamedTuple
from ..terms import BOOL, REGLAN, Term, Value, var
from ..terms.evaluate import COMPLETION_DEFAULTS, Model
from ..terms.ops import lookup
from .lexer import KEYWORD, SYMBOL, Lexer, Token
from .lexer import STRING as STRING_TOKEN
from .literals import ESCAPES_26, decode_literal
from .options import CHANNEL_OPTIONS, DEFAULT_OPTIONS, FULL_ENCODING, keyword, read_option
from .parser import TermParser, describe, located, numeral_of, symbol_of
from .sexpr import Reader, SExpr, SList, to_text
from .symbols import Macro, SortDef, Symbols

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from ..memory import MemoryLimit
    from ..terms import printer as _printer
    from . import encoding as _encoding
    from . import responses as _responses
else:
    # a narrow ``:encoding`` (z3's ascii or bmp) only
    _encoding = OnFirstUse(globals(), "_encoding", ".encoding", __package__)
    # the printing of errors, models, values and statistics: a script of assertions
    # and check-sat answers alone never loads them (issue 39)
    _responses = OnFirstUse(globals(), "_responses", ".responses", __package__)
    _printer = OnFirstUse(globals(), "_printer", "..terms.printer", __package__)

T = TypeVar("T")
#: Why a check-sat whose time ran out while its assertions were read answers unknown.
_READ_TIMEOUT = "timeout (the limit passed while the script was read)"
#: Seconds a check gets when its time limit passed before it began (the interpreter's
#: start-up and imports took it): a check that needs a few milliseconds answers rather
#: than ``unknown``; never past :func:`_latest`, and none when less than
#: :data:`LEAST_SLICE` is left before it (issue 40).
LATE_SLICE, LEAST_SLICE = 0.02, 0.005


def _latest(limit: float) -> float:
    """Seconds after the window's start past which a check never runs: 10 % and 0.02 s
    past the limit, which leaves 0.08 s of the issue's tolerance (an answer within
    10 % + 0.1 s of the limit) for the last stretch between two readings, printing the
    answer and exit on a loaded machine (with 0.03 s left, a 0.1 s limit was answered
    0.22-0.27 s after the start at load 7: benchmarks/limits/2026-12-02-rlimit.md)."""
    return 1.1 * limit + 0.02


class _Assertion(NamedTuple):
    term: Term
    #: the assertion as read (printed back by ``get-assertions`` only: printing every
    #: assertion as it is read was a tenth of the time spent reading a script)
    expr: SExpr
    #: the name of a top-level ``(! t :named n)``: what get-unsat-core reports
    name: str | None = None

    @property
    def text(self) -> str:
        return to_text(self.expr)


class _Level:
    """What one assertion level adds: assertions and a reason if one failed (plain
    classes here: dataclasses cost start-up time)."""

    __slots__ = ("assertions", "broken", "unread")

    def __init__(self) -> None:
        self.assertions: list[_Assertion] = []
        self.broken: str | None = None
        #: assertions read after the limit had passed, not yet built (see cmd_assert)
        self.unread: list[SExpr] = []


class _Exit(Exception):
    pass


def _memory_limit(mb: float) -> MemoryLimit:
    """A :class:`~strsat.memory.MemoryLimit` of ``mb`` MiB (the module loads only for a
    memory limit)."""
    from ..memory import MemoryLimit

    return MemoryLimit(mb)


class Interpreter:
    """Executes SMT-LIB commands against an :class:`~strsat.engine.Engine`.

    ``out`` receives each response (a string, possibly several lines, without
    a final newline).  ``timeout`` (seconds) bounds each ``check-sat``; the
    script's ``(set-option :timeout ms)`` lowers it.  ``stats`` prints a
    ``(:stats ...)`` block after every ``check-sat``.  With ``solve=False``
    every ``check-sat`` answers ``unknown`` without solving (parse checking).

    ``rlimit`` (work units, as ``(set-option :reproducible-resource-limit N)``) bounds
    each ``check-sat``'s work, so that its answer is the same on any machine and under
    any load; ``memory`` (MB, as ``(set-option :memory MB)``) bounds the process's
    resident memory during a check: past it the check answers ``unknown`` (reason
    ``memory``).  :meth:`interrupt` (from a signal handler or another thread) makes the
    running check answer ``unknown`` (reason ``interrupted``).

    ``started`` (a :func:`time.monotonic` reading, e.g. the process start) makes
    reading and parsing count against the limit: the first ``check-sat``'s time runs
    from ``started``, each later one's from the end of the previous ``check-sat``.
    Without it (interactive use) each ``check-sat``'s time runs from its command.
    """

    def __init__(self, out: Callable[[str], None] | None = None, *,
                 timeout: float | None = None, stats: bool = False, solve: bool = True,
                 escapes: str = ESCAPES_26,
                 engine_factory: Callable[[], Engine] = Engine,
                 started: float | None = None, rlimit: int | None = None,
                 memory: float | None = None) -> None:
        self.out = out if out is not None else (lambda _s: None)
        self.timeout = timeout
        self.rlimit = rlimit
        self.memory = memory
        #: what ends the running check besides its limits (None between checks)
        self._running: Stop | None = None
        self._window_start = started
        self.print_stats = stats
        self.solve = solve
        self.default_escapes = escapes
        self.engine_factory = engine_factory
        self.exited = False
        self.checks: list[CheckResult] = []
        self._reset()

    # ---- state -----------------------------------------------------------------

    def _reset(self) -> None:
        self.options: dict[str, str] = dict(DEFAULT_OPTIONS)
        self.options[":strsat.string-escapes"] = self.default_escapes
        self.info: dict[str, str] = {}
        self.logic: str | None = None
        self._reset_assertions()
        self.symbols = Symbols()
        self.named: dict[str, Term] = {}
        # the dict's own method, not one of ``self``: a parser holding a method of the
        # interpreter would make a reference cycle, and the terms of a finished
        # interpreter would then live until the collector ran (their serials order the
        # next check's terms: docs/explanation/engine.md#limits, reproducible answers)
        self.parser = TermParser(self.symbols, escapes=self.default_escapes,
                                 on_named=self.named.__setitem__)

    def _reset_assertions(self) -> None:
        self.engine = self.engine_factory()
        seed = int(getattr(self, "options", DEFAULT_OPTIONS)[":random-seed"])
        if seed:
            self.engine.set_seed(seed)
        self.levels: list[_Level] = [_Level()]
        self.last: CheckResult | None = None
        self.last_assumptions: list[Term] = []
        #: the text of each assumption of the last check (get-unsat-assumptions)
        self.last_assumption_texts: list[str] = []
        self.total_time = 0.0

    def assertions(self) -> list[Term]:
        """The assertions currently on the stack, outermost level first."""
        return [a.term for lvl in self.levels for a in lvl.assertions]

    def broken(self) -> str | None:
        """Why the assertion stack is incomplete (a failed assert), or None."""
        for lvl in self.levels:
            if lvl.broken:
                return lvl.broken
        return None

    # ---- driving -----------------------------------------------------------------

    def run(self, text: str | Iterable[str]) -> list[str]:
        """Execute a whole script; the responses (also sent to ``out``)."""
        collected: list[str] = []
        saved = self.out

        def both(s: str) -> None:
            collected.append(s)
            saved(s)

        self.out = both
        try:
            self.run_stream(text)
        finally:
            self.out = saved
        return collected

    def run_stream(self, chunks: str | Iterable[str],
                   before: Callable[[SExpr], bool] | None = None) -> None:
        """Execute commands from ``chunks`` until ``exit`` or the end of input.

        ``before`` (if given) sees each command first and may stop the run by
        returning False.
        """
        reader = Reader(Lexer(chunks))
        while not self.exited:
            try:
                cmd = reader.read()
            except ParseError as exc:
                self._emit(_responses.error_response(_responses.error_text(exc)))
                continue
            except RecursionError:  # pragma: no cover - every walker is iterative
                self._emit(_responses.error_response("input nested too deeply"))
                return
            if cmd is None:
                return
            if before is not None and not before(cmd):
                return
            self.execute(cmd)

    def execute(self, cmd: SExpr) -> None:
        """Execute one command, writing its response; never raises."""
        try:
            response = self._dispatch(cmd)
        except _Exit:
            self.exited = True
            if self.options[":print-success"] == "true":
                self._emit("success")
            return
        except StrsatError as exc:
            self._emit(_responses.error_response(_responses.error_text(located(exc, cmd))))
            return
        except RecursionError:  # pragma: no cover
            self._emit(_responses.error_response(
                f"{cmd.line}:{cmd.col}: input nested too deeply"))
            return
        except MemoryError:
            self._emit(_responses.error_response(f"{cmd.line}:{cmd.col}: out of memory"))
            return
        except Exception as exc:  # noqa: BLE001 - last line of defence: no traceback
            self._emit(_responses.error_response(
                f"{cmd.line}:{cmd.col}: internal error: {type(exc).__name__}: {exc}"))
            return
        if response is None:
            if self.options[":print-success"] == "true":
                self._emit("success")
        else:
            self._emit(response)

    def _emit(self, text: str) -> None:
        """A response, on the regular output channel (SMT-LIB 2.6 §4.1.7): ``out`` for
        ``"stdout"``, else standard error or the end of the named file."""
        channel = self.options[":regular-output-channel"]
        if channel == '"stdout"':
            self.out(text)
        elif channel == '"stderr"':
            sys.stderr.write(text + "\n")
            sys.stderr.flush()
        else:
            try:
                with open(_channel_path(channel), "a", encoding="utf-8") as f:
                    f.write(text + "\n")
            except OSError:  # the file went away since set-option checked it
                self.out(text)

    # ---- commands ------------------------------------------------------------------

    def _dispatch(self, cmd: SExpr) -> str | None:
        if not isinstance(cmd, SList) or not cmd:
            raise ParseError(f"expected a command, found {describe(cmd)}", cmd.line, cmd.col)
        head = cmd[0]
        if not (isinstance(head, Token) and head.kind == SYMBOL):
            raise ParseError(f"expected a command name, found {describe(head)}",
                             head.line, head.col)
        name = head.text
        handler = _COMMANDS.get(name)
        if handler is None:
            if name in _UNSUPPORTED_COMMANDS:
                return "unsupported"
            raise ParseError(f"unknown command {name}", head.line, head.col)
        return handler(self, cmd)

    def _args(self, cmd: SList, n: int | tuple[int, ...]) -> list[SExpr]:
        args = list(cmd[1:])
        counts = (n,) if isinstance(n, int) else n
        if len(args) not in counts:
            want = " or ".join(str(c) for c in counts)
            raise ParseError(f"{cmd[0].text} expects {want} arguments, got {len(args)}",
                             cmd.line, cmd.col)
        return args

    def _new_name(self, e: SExpr) -> str:
        name = symbol_of(e, "name")
        if name in self.symbols.funs or name in ("true", "false") or lookup(name) is not None:
            raise ParseError(f"{name} is already declared", e.line, e.col)
        return name

    def _invalidate(self) -> None:
        self.last = None

    def cmd_set_logic(self, cmd: SList) -> str | None:
        (logic,) = self._args(cmd, 1)
        name = symbol_of(logic, "logic name")
        if self.logic is not None:
            raise ParseError("the logic is already set", cmd.line, cmd.col)
        self.logic = name
        return None

    def cmd_set_option(self, cmd: SList) -> str | None:
        key_e, value_e = self._args(cmd, 2)
        setting = read_option(key_e, value_e)
        if setting is None:
            return "unsupported"
        key, value = setting
        if key == ":strsat.string-escapes":
            self.parser.escapes = value
        if key == ":global-declarations":
            self.symbols.global_declarations = value == "true"
        if key in CHANNEL_OPTIONS and value not in ('"stdout"', '"stderr"'):
            try:  # the channel must be writable now: an error here, not lost responses
                with open(_channel_path(value), "a", encoding="utf-8"):
                    pass
            except OSError as exc:
                raise ParseError(f"{key}: cannot write to {value} ({exc.strerror})",
                                 value_e.line, value_e.col) from None
        if key == ":encoding" and (self.symbols.funs or self.assertions()):
            raise ParseError(f"{key} must be set before any declaration, definition "
                             "or assertion", cmd.line, cmd.col)
        self.options[key] = value
        if key == ":random-seed":
            self.engine.set_seed(int(value))
        return None

    def cmd_set_info(self, cmd: SList) -> str | None:
        args = self._args(cmd, (1, 2))
        key = keyword(args[0], "an info")
        self.info[key] = to_text(args[1]) if len(args) > 1 else ""
        return None

    def cmd_declare_const(self, cmd: SList) -> str | None:
        name_e, sort_e = self._args(cmd, 2)
        name = self._new_name(name_e)
        self.symbols.declare(name, var(name, self.parser.sort(sort_e)))
        return None

    def cmd_declare_grammar(self, cmd: SList) -> str | None:
        """``(declare-grammar G (rule+))``: an extension (issue 27, docs/reference/grammars.md)."""
        from .grammars import read_grammar

        name_e, rules_e = self._args(cmd, 2)
        name = symbol_of(name_e, "grammar name")
        if name in self.symbols.grammars:
            raise ParseError(f"grammar {name} is already declared", name_e.line, name_e.col)
        self.symbols.define_grammar(name, read_grammar(name, rules_e, self.parser.escapes))
        return None

    def cmd_declare_fun(self, cmd: SList) -> str | None:
        name_e, params, sort_e = self._args(cmd, 3)
        if not isinstance(params, SList):
            raise ParseError("declare-fun expects a parameter sort list", params.line,
                             params.col)
        name = self._new_name(name_e)
        if params:  # an uninterpreted function (issue 41; engine/ackermann.py)
            from ..terms.functions import function  # at the first (issue 39: start-up)

            try:
                symbol = function(name, [self.parser.sort(p) for p in params],
                                  self.parser.sort(sort_e))
            except SortError as exc:
                raise located(exc, cmd) from None
            self.symbols.declare(name, symbol)
            return None
        self.symbols.declare(name, var(name, self.parser.sort(sort_e)))
        return None

    def _params(self, params: SExpr) -> list[Term]:
        if not isinstance(params, SList):
            raise ParseError("expected a parameter list ((x S) ...)", params.line, params.col)
        out: list[Term] = []
        seen: set[str] = set()
        for p in params:
            if not isinstance(p, SList) or len(p) != 2:
                raise ParseError(f"malformed parameter {describe(p)}", p.line, p.col)
            pname = symbol_of(p[0], "parameter name")
            if pname in seen:
                raise ParseError(f"parameter {pname} appears twice", p.line, p.col)
            seen.add(pname)
            out.append(var(pname, self.parser.sort(p[1])))
        return out

    def _define(self, name_e: SExpr, params: list[Term], sort_e: SExpr, body_e: SExpr) -> None:
        name = self._new_name(name_e)
        sort = self.parser.sort(sort_e)
        scope = {str(p.value): p for p in params}
        body = self.parser.term(body_e, scope)
        if body.sort is not sort:
            raise located(SortError(f"{name} is declared {sort} but its body has sort "
                                    f"{body.sort}"), body_e)
        if params:
            self.symbols.define(name, Macro(name, tuple(params), body))
        else:
            self.symbols.define(name, body)

    def cmd_define_fun(self, cmd: SList) -> str | None:
        name_e, params_e, sort_e, body_e = self._args(cmd, 4)
        self._define(name_e, self._params(params_e), sort_e, body_e)
        return None

    def cmd_define_const(self, cmd: SList) -> str | None:
        name_e, sort_e, body_e = self._args(cmd, 3)
        self._define(name_e, [], sort_e, body_e)
        return None

    def cmd_define_fun_rec(self, cmd: SList) -> str | None:
        raise located(UnsupportedError("recursive functions", cmd[0].text), cmd)

    def cmd_declare_sort(self, cmd: SList) -> str | None:
        raise located(UnsupportedError("uninterpreted sorts", "declare-sort"), cmd)

    def cmd_declare_datatypes(self, cmd: SList) -> str | None:
        raise located(UnsupportedError("datatypes", cmd[0].text), cmd)

    def cmd_define_sort(self, cmd: SList) -> str | None:
        name_e, params_e, body = self._args(cmd, 3)
        name = symbol_of(name_e, "sort name")
        if name in self.symbols.sorts or name in ("Bool", "Int", "String", "RegLan"):
            raise ParseError(f"sort {name} is already defined", name_e.line, name_e.col)
        if not isinstance(params_e, SList):
            raise ParseError("define-sort expects a parameter list", params_e.line,
                             params_e.col)
        params = tuple(symbol_of(p, "sort parameter") for p in params_e)
        if len(set(params)) != len(params):
            raise ParseError("define-sort: a parameter appears twice", params_e.line,
                             params_e.col)
        if params:
            self.symbols.define_sort(name, SortDef(name, params, body))
        else:
            self.symbols.define_sort(name, self.parser.sort(body))
        return None

    def _formula(self, e: SExpr) -> Term:
        t = self._term(e)
        if t.sort is not BOOL:
            raise located(SortError(f"expected a Bool term, found one of sort {t.sort}"), e)
        return t

    def _term(self, e: SExpr) -> Term:
        """A parsed term, read under the script's ``:encoding``."""
        try:
            t = self.parser.term(e)
            encoding = self.options[":encoding"]
            return t if encoding == FULL_ENCODING else _encoding.restrict_term(t, encoding)
        except StrsatError as exc:
            raise located(exc, e) from None

    def cmd_assert(self, cmd: SList) -> str | None:
        (e,) = self._args(cmd, 1)
        self._invalidate()
        if self._window_spent():
            # the next check-sat's time ran out while the script was read: it answers
            # unknown at once, so the assertion is built only for a later check-sat
            # that has time (issue 40)
            self.levels[-1].unread.append(e)
            return None
        self._assert(e, self.levels[-1])
        return None

    def _assert(self, e: SExpr, level: _Level) -> None:
        try:
            t = self._formula(e)
        except StrsatError as exc:
            if level.broken is None:
                level.broken = f"an assertion was rejected ({_responses.error_text(exc)})"
            raise
        self.engine.add(t)
        level.assertions.append(_Assertion(t, e, _top_level_name(e)))

    def _read_unread(self) -> bool:
        """Build the assertions left unread (:meth:`cmd_assert`) when the check has time;
        False when it has none (it answers unknown at once)."""
        if not any(lvl.unread for lvl in self.levels):
            return True
        if self._window_spent():
            return False
        for lvl in self.levels:
            unread, lvl.unread = lvl.unread, []
            for e in unread:
                try:
                    self._assert(e, lvl)
                except StrsatError:
                    pass  # the level is broken: the check says so
        return True

    def _count(self, cmd: SList) -> int:
        args = self._args(cmd, (0, 1))
        return numeral_of(args[0], "numeral") if args else 1

    def cmd_push(self, cmd: SList) -> str | None:
        n = self._count(cmd)
        self._invalidate()
        for _ in range(n):
            self.levels.append(_Level())
            self.symbols.push()
        self.engine.push(n)
        return None

    def cmd_pop(self, cmd: SList) -> str | None:
        n = self._count(cmd)
        if n > len(self.levels) - 1:
            raise ParseError(f"cannot pop {n} levels: only {len(self.levels) - 1} pushed",
                             cmd.line, cmd.col)
        self._invalidate()
        for _ in range(n):
            self.levels.pop()
            self.symbols.pop()
        self.engine.pop(n)
        return None

    def _check(self, assumptions: list[Term], texts: Sequence[str] = ()) -> str:
        self._invalidate()
        start = time.perf_counter()
        read = self._read_unread()
        broken = self.broken()
        if not read:
            result = CheckResult(Status.UNKNOWN, reason=_READ_TIMEOUT)
        elif broken is not None:
            result = CheckResult(Status.UNKNOWN, reason=f"incomplete: {broken}")
        elif not self.solve:
            result = CheckResult(Status.UNKNOWN, reason="not solved (parse-only mode)")
        else:
            encoding = self.options[":encoding"]
            alphabet = [] if encoding == FULL_ENCODING else _encoding.alphabet_constraints(
                self.assertions() + assumptions, encoding)
            deadline = self._deadline()
            self._running = deadline.stop
            try:
                if self._wants_core():
                    result = self.engine.check(assumptions + alphabet, deadline, core=True)
                else:
                    result = self.engine.check(assumptions + alphabet, deadline)
            finally:
                self._running = None
            if deadline.limits_work:
                result.stats["rlimit-count"] = deadline.spent
        if self._window_start is not None:
            self._window_start = time.monotonic()
        elapsed = time.perf_counter() - start
        self.total_time += elapsed
        result.stats.setdefault("time", round(elapsed, 4))
        self.last = result
        self.last_assumptions = assumptions
        self.last_assumption_texts = list(texts)
        self.checks.append(result)
        answer = str(result.status)
        if self.print_stats:
            answer += "\n" + _responses.stats_block(result)
        return answer

    def _deadline(self) -> Deadline:
        """The check's deadline: the time limit (``--timeout``, ``:timeout``), the work
        limit (``--rlimit``, ``:reproducible-resource-limit``; the lower of each pair),
        the memory limit (``--memory``, ``:memory``) and interrupts."""
        return self._work_limited(self._timed()).watched(
            Stop(self._limit(self.memory, ":memory", _memory_limit)))

    def _limit(self, given: float | None, option: str, make: Callable[[float], T]
               ) -> T | None:
        """``make`` of the lower of the command line's ``given`` and the option's value
        (0: none), or None without either."""
        values = [v for v in (given, float(self.options[option])) if v]
        return make(min(values)) if values else None

    def _work_limited(self, deadline: Deadline) -> Deadline:
        units = self._limit(self.rlimit, ":reproducible-resource-limit", int)
        return deadline if units is None else deadline.work(units, exact=True)

    def _time_limit(self) -> float | None:
        """Seconds each check may take (the lower of ``--timeout`` and ``:timeout``)."""
        limits = [t for t in (self.timeout, int(self.options[":timeout"]) / 1000) if t]
        return min(limits) if limits else None

    def _timed(self) -> Deadline:
        """The check's time limit, counted from the window's start (the process start
        for the first check).  It ends a little before the limit (3 %, at most a
        quarter of a second, kept for model validation, printing and exit); a check
        that begins past that still gets :data:`LATE_SLICE` seconds, up to
        :func:`_latest` (the window is spent, and the check answers ``unknown`` at
        once, when less than :data:`LEAST_SLICE` is left)."""
        limit = self._time_limit()
        if limit is None:
            return Deadline(None)
        now = time.monotonic()
        start = now if self._window_start is None else self._window_start
        end = start + limit - min(0.25, 0.03 * limit)
        return Deadline.at(max(end, min(now + LATE_SLICE, start + _latest(limit))))

    def _window_spent(self) -> bool:
        """The script is read against the limit (``started``) and the next ``check-sat``
        cannot begin in time (less than :data:`LEAST_SLICE` before :func:`_latest`): it
        answers ``unknown`` at once."""
        limit = self._time_limit()
        if self._window_start is None or limit is None:
            return False
        return time.monotonic() > self._window_start + _latest(limit) - LEAST_SLICE

    def interrupt(self) -> bool:
        """Make the running check answer ``unknown`` (reason ``interrupted``); safe from
        a signal handler or another thread.  False when no check is running."""
        stop = self._running
        if stop is None:
            return False
        stop.interrupt()
        self.engine.interrupt()
        return True

    def cmd_check_sat(self, cmd: SList) -> str | None:
        self._args(cmd, 0)
        return self._check([])

    def cmd_check_sat_assuming(self, cmd: SList) -> str | None:
        (lits,) = self._args(cmd, 1)
        if not isinstance(lits, SList):
            raise ParseError("check-sat-assuming expects a list of literals", lits.line,
                             lits.col)
        return self._check([self._formula(e) for e in lits], [to_text(e) for e in lits])

    def _wants_core(self) -> bool:
        return (self.options[":produce-unsat-cores"] == "true"
                or self.options[":produce-unsat-assumptions"] == "true")

    def _core(self, cmd: SList, option: str) -> set[Term]:
        """The last check's unsat core (its formulas), or the standard's errors."""
        if self.options[option] != "true":
            raise ParseError(f"{cmd[0].text} needs (set-option {option} true)",
                             cmd.line, cmd.col)
        if self.last is None:
            raise ParseError("no unsat core: no check-sat since the last change",
                             cmd.line, cmd.col)
        if self.last.status is not Status.UNSAT:
            raise ParseError(f"no unsat core: the last check-sat answered {self.last.status}",
                             cmd.line, cmd.col)
        if self.last.core is None:  # unsat without a core: every formula counts
            return set(self.assertions()) | set(self.last_assumptions)
        return set(self.last.core)

    def cmd_get_unsat_core(self, cmd: SList) -> str | None:
        """The names of the named assertions in the core (the unnamed assertions and
        the assumptions of check-sat-assuming are the background it holds in)."""
        self._args(cmd, 0)
        core = self._core(cmd, ":produce-unsat-cores")
        names = [_printer.quote_symbol(a.name) for lvl in self.levels for a in lvl.assertions
                 if a.name is not None and a.term in core]
        return "(" + " ".join(names) + ")"

    def cmd_get_unsat_assumptions(self, cmd: SList) -> str | None:
        """The assumptions of the last check-sat-assuming that are in the core, as
        written."""
        self._args(cmd, 0)
        core = self._core(cmd, ":produce-unsat-assumptions")
        texts = [text for t, text in zip(self.last_assumptions, self.last_assumption_texts,
                                         strict=False) if t in core]
        return "(" + " ".join(dict.fromkeys(texts)) + ")"

    def _model(self, cmd: SList) -> dict[Term, Value]:
        if self.last is None:
            raise ParseError("no model available: no check-sat since the last change",
                             cmd.line, cmd.col)
        if self.last.status is not Status.SAT or self.last.model is None:
            raise ParseError(f"no model available: the last check-sat answered "
                             f"{self.last.status}", cmd.line, cmd.col)
        model = self.last.model
        if not isinstance(model, Model):
            model = self.last.model = Model(model)
        for f in self.symbols.declared_vars():  # model completion for unused functions
            if not isinstance(f, Term) and f not in model.functions:  # a FunctionSymbol
                from ..terms.functions import FunctionTable  # loaded by its declaration

                model.functions[f] = FunctionTable({}, COMPLETION_DEFAULTS[f.range])
        return model

    def cmd_get_model(self, cmd: SList) -> str | None:
        self._args(cmd, 0)
        return _responses.model_response(self.symbols.declared_vars(), self._model(cmd),
                              self.assertions() + list(self.last_assumptions or ()))

    def cmd_get_value(self, cmd: SList) -> str | None:
        (terms,) = self._args(cmd, 1)
        if not isinstance(terms, SList) or not terms:
            raise ParseError("get-value expects a non-empty list of terms", terms.line,
                             terms.col)
        model = self._model(cmd)
        from ..terms.evaluate import evaluate

        pairs = []
        for e in terms:
            t = self._term(e)
            if t.sort is REGLAN:
                raise located(SortError("get-value of a RegLan term has no value"), e)
            value = _printer.value_to_smtlib(evaluate(t, model), t.sort)
            pairs.append(f"({to_text(e)} {value})")
        return "(" + "\n ".join(pairs) + ")"

    def cmd_get_assignment(self, cmd: SList) -> str | None:
        self._args(cmd, 0)
        model = self._model(cmd)
        from ..terms.evaluate import evaluate

        show, name = _printer.value_to_smtlib, _printer.quote_symbol
        pairs = [f"({name(n)} {show(evaluate(t, model), BOOL)})"
                 for n, t in self.named.items()
                 if t.sort is BOOL and self.symbols.funs.get(n) is t]
        return "(" + " ".join(pairs) + ")"

    def cmd_get_assertions(self, cmd: SList) -> str | None:
        self._args(cmd, 0)
        texts = [a.text for lvl in self.levels for a in lvl.assertions]
        if not texts:
            return "()"
        return "(\n" + "".join(f"  {t}\n" for t in texts) + ")"

    def cmd_get_info(self, cmd: SList) -> str | None:
        (key_e,) = self._args(cmd, 1)
        key = keyword(key_e, "an info")
        if key == ":name":
            return '(:name "strsat")'
        if key == ":version":
            return f"(:version {_printer.quote_string(__version__)})"
        if key == ":authors":
            return '(:authors "the strsat developers")'
        if key == ":error-behavior":
            return "(:error-behavior continued-execution)"
        if key == ":assertion-stack-levels":
            return f"(:assertion-stack-levels {len(self.levels) - 1})"
        if key == ":reason-unknown":
            if self.last is None or self.last.status is not Status.UNKNOWN:
                raise ParseError("no reason: the last check-sat did not answer unknown",
                                 cmd.line, cmd.col)
            return f"(:reason-unknown {_printer.quote_string(self.last.reason or 'incomplete')})"
        if key == ":all-statistics":
            stats: dict[str, object] = {"check-sat-calls": len(self.checks),
                                        "total-time": round(self.total_time, 4)}
            if self.checks:
                stats.update(self.checks[-1].stats)
            body = " ".join(f":{k} {_responses.stat_value(v)}" for k, v in stats.items())
            return f"(:all-statistics ({body}))"
        if key in self.info:
            return f"({key} {self.info[key]})"
        return "unsupported"

    def cmd_get_option(self, cmd: SList) -> str | None:
        (key_e,) = self._args(cmd, 1)
        key = keyword(key_e, "an option")
        if key not in self.options:
            return "unsupported"
        return self.options[key]

    def cmd_echo(self, cmd: SList) -> str | None:
        (s,) = self._args(cmd, 1)
        if not (isinstance(s, Token) and s.kind == STRING_TOKEN):
            raise ParseError("echo expects a string literal", s.line, s.col)
        return s.text

    def cmd_reset(self, cmd: SList) -> str | None:
        self._args(cmd, 0)
        self._reset()
        return None

    def cmd_reset_assertions(self, cmd: SList) -> str | None:
        self._args(cmd, 0)
        global_decls = self.symbols.global_declarations
        self._reset_assertions()
        if not global_decls:
            while len(self.symbols._frames) > 1:
                self.symbols.pop()
        return None

    def cmd_exit(self, cmd: SList) -> str | None:
        self._args(cmd, 0)
        raise _Exit()


def _channel_path(value: str) -> str:
    """The file name of a channel option's string literal."""
    return decode_literal(value)


def _top_level_name(e: SExpr) -> str | None:
    """``n`` when ``e`` is ``(! t ... :named n ...)``."""
    if not (isinstance(e, SList) and len(e) >= 2 and isinstance(e[0], Token)
            and e[0].kind == SYMBOL and e[0].text == "!"):
        return None
    attrs = list(e[2:])
    for key, value in zip(attrs, attrs[1:], strict=False):
        if isinstance(key, Token) and key.kind == KEYWORD and key.text == ":named":
            return symbol_of(value, "name")
    return None


_COMMANDS: dict[str, Callable[[Interpreter, SList], str | None]] = {
    "set-logic": Interpreter.cmd_set_logic,
    "set-option": Interpreter.cmd_set_option,
    "set-info": Interpreter.cmd_set_info,
    "declare-const": Interpreter.cmd_declare_const,
    "declare-fun": Interpreter.cmd_declare_fun,
    "declare-grammar": Interpreter.cmd_declare_grammar,
    "define-fun": Interpreter.cmd_define_fun,
    "define-const": Interpreter.cmd_define_const,
    "define-fun-rec": Interpreter.cmd_define_fun_rec,
    "define-funs-rec": Interpreter.cmd_define_fun_rec,
    "define-sort": Interpreter.cmd_define_sort,
    "declare-sort": Interpreter.cmd_declare_sort,
    "declare-datatype": Interpreter.cmd_declare_datatypes,
    "declare-datatypes": Interpreter.cmd_declare_datatypes,
    "assert": Interpreter.cmd_assert,
    "push": Interpreter.cmd_push,
    "pop": Interpreter.cmd_pop,
    "check-sat": Interpreter.cmd_check_sat,
    "check-sat-assuming": Interpreter.cmd_check_sat_assuming,
    "get-model": Interpreter.cmd_get_model,
    "get-value": Interpreter.cmd_get_value,
    "get-assignment": Interpreter.cmd_get_assignment,
    "get-assertions": Interpreter.cmd_get_assertions,
    "get-unsat-core": Interpreter.cmd_get_unsat_core,
    "get-unsat-assumptions": Interpreter.cmd_get_unsat_assumptions,
    "get-info": Interpreter.cmd_get_info,
    "get-option": Interpreter.cmd_get_option,
    "echo": Interpreter.cmd_echo,
    "reset": Interpreter.cmd_reset,
    "reset-assertions": Interpreter.cmd_reset_assertions,
    "exit": Interpreter.cmd_exit,
}

#: Standard (and common solver-specific) commands strsat does not implement.
_UNSUPPORTED_COMMANDS = frozenset({
    "get-proof", "check-sat-using", "simplify",
    "eval", "assert-soft", "minimize", "maximize", "get-objectives", "get-difficulty",
    "get-learned-literals", "get-timeout-core", "get-interpolant", "get-abduct", "declare-heap",
    "block-model", "block-model-values", "get-qe", "get-qe-disjunct", "declare-var",
    "synth-fun", "check-synth", "display", "apply",
})

__all__ = ["Interpreter"]
