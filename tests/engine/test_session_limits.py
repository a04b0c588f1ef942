"""Limits a long session can trust (issue 40, items 2-6), shown by answers and counts.

Work limits from SMT-LIB and the command line give the same answers under a slower
clock; ``:random-seed`` reaches the engine; a memory limit answers ``unknown`` (reason
``memory``) and the session goes on; an interrupt answers ``unknown`` (reason
``interrupted``), from another thread or a signal; a ``KeyboardInterrupt`` inside the
API's ``check`` propagates and leaves the solver usable; solvers in four threads answer
as alone; a fault inside a step or z3 answers ``unknown`` naming the part.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import strsat.deadline as deadline_module
from strsat import api as A
from strsat.engine import z3c
from strsat.engine.procedures import tree_languages
from strsat.smtlib import Interpreter
from strsat.theory.grammar.search import seeded
from strsat.theory.word_equations.step import WordEquations

#: (script, its answer without limits) -- quick, and of several kinds
SCRIPTS = [
    ("(declare-const x String)(assert (= (str.++ x \"b\") (str.++ \"a\" x)))", "unsat"),
    ("(declare-const x String)(declare-const y String)(assert (= (str.++ x \"ab\") "
     "(str.++ \"ba\" y)))(assert (> (str.len x) 3))", "sat"),
    ("(declare-const x String)(assert (str.in_re x (re.+ (re.range \"a\" \"c\"))))"
     "(assert (str.contains x \"cab\"))(assert (= (str.len x) 5))", "sat"),
    ("(declare-const x String)(assert (= (str.indexof x \"ab\" 0) 3))"
     "(assert (not (str.prefixof \"c\" x)))", "sat"),
    ("(declare-const x String)(assert (str.in_re x (re.* (str.to_re \"ab\"))))"
     "(assert (= (str.len x) 7))", "unsat"),
    ("(declare-const x String)(declare-const n Int)(assert (= n (str.to_int x)))"
     "(assert (> n 41))(assert (< (str.len x) 3))", "sat"),
]
#: A check that reaches the loop and its word-equation step.
LOOPED = ("(declare-const x String)(declare-const y String)(assert (= (str.++ x \"ab\") "
          "(str.++ \"ba\" y)))(assert (> (str.len x) 3))(assert (str.contains y \"c\"))")
#: The issue's long-witness file: far more work than any limit below allows.
LONG = ("(declare-const x String)(assert (str.in_re x (re.++ (re.* (str.to_re \"ab\")) "
        "(str.to_re \"c\") ((_ re.loop 20000 20000) (re.union (str.to_re \"a\") "
        "(str.to_re \"b\"))))))(assert (not (str.contains x \"bb\")))"
        "(assert (> (str.len x) 40000))")
#: A check that runs for minutes without a limit (for interrupts).
ENDLESS = ("(declare-const x String)(assert (str.in_re x ((_ re.^ 100000) (re.union "
           "(str.to_re \"ab\") (str.to_re \"ba\")))))(assert (str.contains x \"aa\"))"
           "(assert (str.contains x \"bb\"))")


def answers(script: str, *options: str, **kw: Any) -> list[str]:
    opts = "".join(f"(set-option {o})" for o in options)
    return Interpreter(**kw).run(f"{opts}{script}(check-sat)(get-info :reason-unknown)")


# ---- work limits (item 4) ---------------------------------------------------------


def test_the_resource_limit_option_and_rlimit_set_the_work_budget() -> None:
    out = answers(LONG, ":reproducible-resource-limit 3000")
    assert out[0] == "unknown" and "work limit" in out[1]
    out = answers(LONG, rlimit=3000)
    assert out[0] == "unknown" and "work limit" in out[1]
    # the lower of the two binds; a script's 0 leaves the command line's
    out = answers(LONG, ":reproducible-resource-limit 0", rlimit=3000)
    assert "work limit" in out[1]


class _SlowClock:
    """``time`` as deadline.py reads it, on a machine ``factor`` times slower."""

    def __init__(self, factor: float) -> None:
        self.factor = factor
        self.origin = time.monotonic()

    def monotonic(self) -> float:
        return self.origin + self.factor * (time.monotonic() - self.origin)

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


@pytest.mark.parametrize("units", [2_000, 200_000])
def test_same_answers_at_a_work_limit_under_a_slower_clock(
        monkeypatch: pytest.MonkeyPatch, units: int) -> None:
    """A work limit decides alike on a machine three times slower (the clock read by
    every deadline runs three times faster); no time limit is set."""
    scripts = [s for s, _ in SCRIPTS] + [LONG]
    plain = [answers(s, rlimit=units)[0] for s in scripts]
    monkeypatch.setattr(deadline_module, "time", _SlowClock(3.0))
    slow = [answers(s, rlimit=units)[0] for s in scripts]
    assert plain == slow
    if units == 200_000:
        assert plain[:-1] == [a for _, a in SCRIPTS]


def test_random_seed_reaches_the_engine_and_the_samplers() -> None:
    interp = Interpreter()
    interp.run("(set-option :random-seed 7)")
    assert interp.engine._cdcl.seed == 7
    out = interp.run(LOOPED + "(check-sat)")  # SCRIPTS[3] is now read before the loop
    assert out == ["sat"]
    assert interp.engine._cdcl.loop is not None  # the loop, made after the option
    assert all(stage.step.seed == 7 for stage in interp.engine._cdcl.loop.strategy)
    interp.run("(reset-assertions)")
    assert interp.engine._cdcl.seed == 7
    assert [seeded(5).random() for _ in range(2)] == [random.Random(5).random()] * 2
    assert seeded(5, 7).random() != random.Random(5).random()


# ---- memory (item 3) ---------------------------------------------------------------


def test_past_the_memory_limit_a_check_answers_unknown_and_the_session_goes_on() -> None:
    script = SCRIPTS[1][0]
    out = Interpreter().run(f"(set-option :memory 1){script}(check-sat)"
                            "(get-info :reason-unknown)(set-option :memory 0)(check-sat)")
    assert out == ["unknown", '(:reason-unknown "memory")', "sat"]
    out = answers(script, memory=1)
    assert out == ["unknown", '(:reason-unknown "memory")']


def test_the_api_memory_limit() -> None:
    x = A.String("x")
    s = A.Solver()
    s.add(A.Length(x) > 3, A.Contains(x, "ab"))
    s.set(max_memory=1)
    assert s.check() == A.unknown and s.reason_unknown() == "memory"
    s.set(max_memory=0)
    assert s.check() == A.sat


# ---- interrupts and threads (item 5) --------------------------------------------------


def _interrupt_when_running(interp: Interpreter) -> threading.Thread:
    def run() -> None:
        while not interp.interrupt():
            time.sleep(0.01)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    return t


def test_an_interrupt_from_another_thread_answers_interrupted() -> None:
    interp = Interpreter()
    _interrupt_when_running(interp)
    out = interp.run(f"(push){ENDLESS}(check-sat)(get-info :reason-unknown)(pop)"
                     f"{SCRIPTS[1][0]}(check-sat)")
    assert out == ["unknown", '(:reason-unknown "interrupted")', "sat"]


def _strsat_interactive() -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src"))
    return subprocess.Popen(
        [sys.executable, "-m", "strsat", "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        text=True, env=env,
        # a shell in the background ignores SIGINT, and a child inherits that
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_during_a_check_in_interactive_mode(sig: int) -> None:
    p = _strsat_interactive()
    assert p.stdin is not None and p.stdout is not None
    p.stdin.write(f'(push){ENDLESS}(echo "checking")\n(check-sat)\n')
    p.stdin.flush()
    assert p.stdout.readline().strip() == '"checking"'
    time.sleep(0.5)  # into the check (it runs for minutes)
    p.send_signal(sig)
    p.stdin.write(f"(get-info :reason-unknown)\n(pop)\n{SCRIPTS[1][0]}\n(check-sat)\n")
    p.stdin.close()
    out = p.stdout.read().split()
    p.wait(timeout=60)
    if sig == signal.SIGINT:  # the script goes on
        assert out == ["unknown", "(:reason-unknown", '"interrupted")', "sat"]
        assert p.returncode == 0
    else:  # the answer, then a clean exit
        assert out == ["unknown"]
        assert p.returncode == 128 + signal.SIGTERM


def test_a_keyboard_interrupt_in_check_leaves_the_solver_usable(
        monkeypatch: pytest.MonkeyPatch) -> None:
    x, y = A.Strings("x y")
    s = A.Solver()
    s.add(x + "ab" == "ba" + y)
    s.push()
    s.add(A.Length(x) > 3, A.Contains(y, "c"))
    original = WordEquations.check
    calls = {"n": 0}

    def interrupted(self: WordEquations, state: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 1:
            raise KeyboardInterrupt
        return original(self, state)

    monkeypatch.setattr(WordEquations, "check", interrupted)
    with pytest.raises(KeyboardInterrupt):
        s.check()
    assert s.check() == A.sat
    m = s.model()
    assert m.eval(x + "ab") == m.eval("ba" + y) and len(str(m[x])) > 3
    s.pop()
    s.add(x == "q")
    assert s.check() == A.unsat


def _solve_all() -> list[str]:
    out = []
    for script, _ in SCRIPTS:
        s = A.Solver()
        s.from_string(script)
        out.append(str(s.check()))
    return out


def test_solvers_in_four_threads_answer_as_alone() -> None:
    alone = _solve_all()
    results: list[list[str]] = [[] for _ in range(4)]

    def work(k: int) -> None:
        for _ in range(2):
            results[k].extend(_solve_all())

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=600)
    assert alone == [a for _, a in SCRIPTS]
    assert results == [alone * 2] * 4


# ---- faults (item 6) -------------------------------------------------------------------


def test_a_fault_in_a_step_answers_unknown_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: WordEquations, state: Any) -> Any:
        raise ValueError("injected")

    interp = Interpreter()
    script = LOOPED
    monkeypatch.setattr(WordEquations, "check", broken)
    out = interp.run(f"{script}(check-sat)(get-info :reason-unknown)")
    assert out[0] == "unknown"
    assert "step word_equations" in out[1] and "ValueError: injected" in out[1]
    monkeypatch.undo()
    assert interp.run("(check-sat)") == ["sat"]  # the session goes on


def test_a_fault_inside_z3_answers_unknown_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: z3c.Solver, *args: Any, **kwargs: Any) -> int:
        raise z3c.Z3Error("injected")

    s = A.Solver()
    s.from_string(LOOPED)
    monkeypatch.setattr(z3c.Solver, "check", broken)
    assert s.check() == A.unknown
    assert "integer core" in s.reason_unknown() and "injected" in s.reason_unknown()
    monkeypatch.undo()
    assert s.check() == A.sat


# ---- memory over a session (item 2) -------------------------------------------------


#: The first round's number in the names of these tests' rounds (``s<i>``, ``t<i>``):
#: far from the names other tests keep alive.
FIRST_ROUND = 7_000_000


def _live_fresh_variables() -> list[str]:
    """The live variables of the rounds (named ``s<i>``, ``t<i>``, ``i`` from
    :data:`FIRST_ROUND`)."""
    import gc

    from strsat.terms.term import INTERNER

    gc.collect()
    return [str(t.value) for t in INTERNER.live()
            if t.op == "var" and isinstance(t.value, str) and t.value[:1] in "st"
            and t.value[1:].isdigit() and int(t.value[1:]) >= FIRST_ROUND]


def _session_caches(solver: A.Solver) -> dict[str, tuple[int, int]]:
    """The session-owned caches of the engine's loop that can hold a popped scope's
    terms: name -> (entries, bound)."""
    from strsat.theory.regular.languages import CACHE_ENTRIES
    from strsat.theory.regular.step import SPLIT_ENTRIES

    loop = solver._engine._cdcl.loop
    assert loop is not None
    regular = next(stage.step.step for stage in loop.strategy if stage.name == "regular")
    assert regular is not None
    sizes = {f"regular.{name}": (len(getattr(regular, name)), CACHE_ENTRIES)
             for name in ("_emptiness", "_combo_lengths", "_exact", "_concat",
                          "_item_lengths")}
    sizes["regular._splits"] = (len(regular._splits), SPLIT_ENTRIES)
    sizes["tree_languages._READINGS"] = (len(tree_languages._READINGS),
                                         tree_languages.MAX_READINGS)
    return sizes


def _drop_session_caches(solver: A.Solver) -> None:
    """Empty the caches bounded by a count of entries (not by scope), so what is left
    alive is what the session's scopes hold."""
    loop = solver._engine._cdcl.loop
    assert loop is not None
    loop.languages._length_memo.clear()
    loop.languages._quotients.clear()
    regular = next(stage.step.step for stage in loop.strategy if stage.name == "regular")
    if regular is not None:
        regular._splits.clear()
    tree_languages._READINGS.clear()


def _rounds_with_fresh_names(solver: A.Solver, n: int, first: int) -> None:
    from strsat_bench.soak import rounds

    rounds(solver, n, first + 1, 10**9, first=FIRST_ROUND + first)


@pytest.mark.parametrize("n", [60])
def test_memos_of_a_popped_scope_leave_with_it(n: int) -> None:
    """The issue's pattern (push, literals over fresh names, check, pop): after ``n``
    and after ``2n`` more rounds, the scoped memos (the engine's Ackermann memo, the
    extended-function step's simplifier) are back to their size at level 0, the
    session caches that hold terms of popped scopes are within their bounds, and
    without those no variable of a popped round is alive."""
    from strsat.theory.functions.extf import ExtendedFunctions

    s = A.Solver(timeout=10_000)
    _rounds_with_fresh_names(s, n, 0)
    engine = s._engine
    loop = engine._cdcl.loop
    assert loop is not None
    extf = next(stage.step.step for stage in loop.strategy  # type: ignore[attr-defined]
                if isinstance(stage.step.step, ExtendedFunctions))  # type: ignore[attr-defined]
    assert (engine._functions is None or len(engine._functions) == 0) and len(extf._memo) == 0
    _drop_session_caches(s)
    assert _live_fresh_variables() == []
    _rounds_with_fresh_names(s, 2 * n, n)
    assert loop is engine._cdcl.loop
    assert (engine._functions is None or len(engine._functions) == 0) and len(extf._memo) == 0
    assert all(size <= bound for size, bound in _session_caches(s).values())
    _drop_session_caches(s)
    assert _live_fresh_variables() == []


@pytest.mark.slow
def test_a_session_with_fresh_names_holds_only_its_live_scopes() -> None:
    """As above over 300 and 1,200 rounds: the scoped state is back to its size at
    level 0 (skolems included), and without the session caches no variable of a popped
    round is alive."""
    from strsat.theory.regular.languages import CACHE_SIZE

    s = A.Solver(timeout=10_000)
    _rounds_with_fresh_names(s, 300, 0)
    loop = s._engine._cdcl.loop
    assert loop is not None
    sizes = (len(loop.skolems), len(loop.core.atoms), len(loop.core.lengths),
             len(loop._guards), len(loop._facts))
    _rounds_with_fresh_names(s, 900, 300)
    assert loop is s._engine._cdcl.loop
    assert (len(loop.skolems), len(loop.core.atoms), len(loop.core.lengths),
            len(loop._guards), len(loop._facts)) == sizes
    assert len(loop.skolems) == 0
    assert len(loop.languages._nfas) <= CACHE_SIZE + 1
    assert all(size <= bound for size, bound in _session_caches(s).values())
    _drop_session_caches(s)
    assert _live_fresh_variables() == []


def test_the_memory_limit_samples_by_time_between_far_apart_readings() -> None:
    """A phase that builds a million cells reads its deadline every 65,536 cells: the
    resident size is sampled at the first reading 5 ms after the last sample too, not
    only every 512 readings (a 200 MB limit was passed by 100 MB)."""
    from strsat.errors import MemoryExceeded
    from strsat.memory import MemoryLimit

    due, not_due = MemoryLimit(1), MemoryLimit(1)  # 1 MB: any process is past it
    due._countdown = not_due._countdown = 10**9
    due._next, not_due._next = 0.0, time.monotonic() + 3600
    not_due.check("a test")
    with pytest.raises(MemoryExceeded, match="a test"):
        due.check("a test")


def test_answers_after_the_core_solver_is_renewed(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the core's z3 solver renewed at every return to level 0 (issue 40), a
    session over assertions at level 0 answers as a fresh solver per check."""
    import strsat.engine as engine_module

    monkeypatch.setattr(engine_module, "RENEW_EVERY", 1)
    x, y = A.Strings("x y")
    s = A.Solver(timeout=10_000)
    s.add(A.Length(x) > 3, A.InRe(x, A.Plus(A.Range("a", "c"))))
    renewals = 0
    # x·a = a·y reaches the loop (x = y·a under x's membership is a straight-line sink)
    for extra, want in [(A.Contains(x, "d"), A.unsat), (x + "a" == "a" + y, A.sat),
                        (A.Length(x) < 4, A.unsat), (A.PrefixOf("ab", x), A.sat)]:
        s.push()
        s.add(extra)
        assert s.check() == want
        core = s._engine._cdcl.loop.core if s._engine._cdcl.loop is not None else None
        before = core.solver if core is not None else None
        s.pop()
        if core is not None and core.solver is not before:
            renewals += 1
    assert renewals >= 2
    assert s.check() == A.sat


#: A table reachable from a session that holds more entries than this must declare its
#: bound (an owner's ``bounded``, a :class:`~strsat.caches.ScopedMemo`'s or the dashed
#: tier's ``limit``, an ``lru_cache``'s ``maxsize``): in these rounds level 0 is empty,
#: so nothing else may grow (issue 40).
UNDECLARED_ENTRIES = 256


def _census(root: object) -> tuple[dict[str, tuple[int, int]], dict[str, int]]:
    """Every table reachable from ``root`` through attributes and containers: those
    with a declared bound, path -> (entries, bound); the others, path -> entries."""
    import functools
    import types
    import weakref

    from strsat.terms import Term

    leaves = (Term, str, bytes, int, float, bool, type, types.ModuleType,
              types.FunctionType, types.BuiltinFunctionType, weakref.ref)
    bounded: dict[str, tuple[int, int]] = {}
    plain: dict[str, int] = {}
    seen: set[int] = set()
    stack: list[tuple[object, str]] = [(root, "solver")]
    while stack:
        obj, path = stack.pop()
        if obj is None or isinstance(obj, leaves) or id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, functools._lru_cache_wrapper):
            info = obj.cache_info()
            if info.maxsize is None:
                plain[path] = max(plain.get(path, 0), info.currsize)
            else:
                _worst(bounded, path, (info.currsize, info.maxsize))
            continue
        if isinstance(obj, types.MethodType):
            stack.append((obj.__self__, path))
            continue
        declared: dict[str, int] = getattr(type(obj), "bounded", {})
        limit = getattr(obj, "limit", None)
        if isinstance(obj, weakref.WeakKeyDictionary | weakref.WeakValueDictionary):
            plain[path] = len(obj)
            continue
        if isinstance(obj, dict | list | set | frozenset | tuple):
            if isinstance(limit, int):  # a ScopedMemo with a bound
                _worst(bounded, path, (len(obj), limit))
            elif not isinstance(obj, tuple):
                plain[path] = max(plain.get(path, 0), len(obj))
            items = list(obj.values()) if isinstance(obj, dict) else list(obj)
            stack += [(v, f"{path}[]") for v in items[:64]]  # one of a kind is enough
            continue
        fields: dict[str, object] = dict(getattr(obj, "__dict__", {}))
        for cls in type(obj).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name not in fields and hasattr(obj, name):
                    fields[name] = getattr(obj, name)
        table = fields.get("table")
        if isinstance(limit, int) and isinstance(table, dict):  # the dashed tier's memos
            _worst(bounded, f"{path}.table", (len(table), limit + 1))  # cleared past it
            seen.add(id(table))
        for name, value in fields.items():
            if name in declared:
                size = len(value)  # type: ignore[arg-type]
                _worst(bounded, f"{path}.{name}", (size, declared[name]))
                seen.add(id(value))
                if isinstance(value, weakref.WeakKeyDictionary):
                    seen.add(id(value.data))
                continue
            stack.append((value, f"{path}.{name}"))
    return bounded, plain


def _worst(found: dict[str, tuple[int, int]], path: str, entry: tuple[int, int]) -> None:
    """Keep the fuller of two tables found at the same path (``a[]`` names every
    element of ``a``)."""
    old = found.get(path)
    if old is None or entry[0] * old[1] > old[0] * entry[1]:
        found[path] = entry


def _module_tables() -> dict[str, int]:
    """The sizes of the process-wide tables of strsat's modules: module-level dicts,
    lists and sets, and caches without a bound (``functools.cache``)."""
    import functools

    sizes: dict[str, int] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("strsat"):
            continue
        for attr, value in list(vars(module).items()):
            if isinstance(value, functools._lru_cache_wrapper):
                if value.cache_info().maxsize is None:
                    sizes[f"{name}.{attr}"] = value.cache_info().currsize
            elif isinstance(value, dict | list | set):
                sizes[f"{name}.{attr}"] = len(value)
    return sizes


@pytest.mark.slow
def test_every_table_of_a_long_session_stays_within_its_bound(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 40: 3,000 rounds with fresh names, the integer core's context renewed every
    1,000 checks.  After 1,000 and after 3,000 rounds every table reachable from the
    session is within its declared bound, or small; the process-wide tables of strsat's
    modules without a bound have not grown from the first count to the second; the core
    has a new z3 context, and the contexts it left are freed."""
    import strsat.engine as engine_module

    monkeypatch.setattr(engine_module, "RENEW_EVERY", 1_000)
    s = A.Solver(timeout=10_000)
    counts = []
    for first, n in ((0, 1_000), (1_000, 2_000)):
        _rounds_with_fresh_names(s, n, first)
        bounded, plain = _census(s)
        over = {k: v for k, v in bounded.items() if v[0] > v[1]}
        assert not over, over
        undeclared = {k: n for k, n in plain.items() if n > UNDECLARED_ENTRIES}
        assert not undeclared, undeclared
        assert any(k.endswith("._emptiness") for k in bounded)  # the census sees the steps
        counts.append(_module_tables())
    grown = {k: (counts[0].get(k, 0), n) for k, n in counts[1].items()
             if n > counts[0].get(k, 0)}
    assert not grown, grown
    loop = s._engine._cdcl.loop
    assert loop is not None and loop.core.renewals >= 2
    assert not loop.core.previous_context_alive()


def test_an_interrupt_inside_the_context_renewal_leaves_the_solver_usable(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``KeyboardInterrupt`` while the core's terms move to a new z3 context (half of
    them moved) propagates from ``pop``; the loop's state is dropped, so the next checks
    answer as before, with no term of one context handed to another."""
    import strsat.engine as engine_module
    from strsat.engine.z3c import Context

    monkeypatch.setattr(engine_module, "RENEW_EVERY", 1)
    x, y = A.Strings("x y")
    s = A.Solver(timeout=10_000)
    s.add(x + "ab" == "ba" + y, A.Length(x) > 3, A.Contains(y, "c"))
    assert s.check() == A.sat  # the loop, its guards at level 0
    loop = s._engine._loop
    assert loop is not None and len(list(loop.core._kept())) > 4
    s.push()
    s.add(A.Length(y) < 9)
    assert s.check() == A.sat
    adopt = Context.adopt

    def interrupted(self: Context, exprs: Any) -> int:
        kept = list(exprs)
        adopt(self, kept[: len(kept) // 2])
        raise KeyboardInterrupt

    monkeypatch.setattr(Context, "adopt", interrupted)
    with pytest.raises(KeyboardInterrupt):
        s.pop()
    monkeypatch.setattr(Context, "adopt", adopt)
    assert s.check() == A.sat and "c" in s.model()[y].as_string()
    s.push()
    s.add(A.Length(y) < 4)
    assert s.check() == A.unsat
    s.pop()
    assert s.check() == A.sat


def test_the_soak_lists_every_unknown_with_its_round_and_reason() -> None:
    """``strsat bench-api --soak`` names each ``unknown`` of a block by its round (the
    rounds depend on the seed only, so it can be replayed alone) and its reason: under a
    small work limit some rounds stop at it, and each says so."""
    from strsat_bench.soak import rounds

    s = A.Solver()
    s.set(rlimit=150)
    blocks = rounds(s, 40, 3, 20, first=FIRST_ROUND)
    unknowns = [u for b in blocks for u in b.unknowns]
    assert unknowns and len(unknowns) == sum(b.answers.get("unknown", 0) for b in blocks)
    assert all(FIRST_ROUND <= at < FIRST_ROUND + 40 for at, _ in unknowns)
    assert all(reason.startswith("timeout (work limit") for _, reason in unknowns), unknowns


def test_the_soak_reports_the_engine_speed_apart_from_how_hard_the_checks_were() -> None:
    """The soak's blocks differ in how hard their checks are, so besides checks/s it
    reports work units per CPU second, first block over last: the product of each block's
    units per check and checks per CPU second."""
    from strsat_bench.soak import Block, _units_per_cpu_second

    first = Block(2000, 60.0, 120.0, checks_per_cpu_second=120.0, units_per_check=180.0)
    last = Block(4000, 61.0, 100.0, checks_per_cpu_second=100.0, units_per_check=216.0)
    assert _units_per_cpu_second(first) == pytest.approx(21_600.0)
    assert _units_per_cpu_second(first) / _units_per_cpu_second(last) == pytest.approx(1.0)


def test_free_pages_return_after_a_check_that_deleted_a_z3_context(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A z3 context and its solver take some 18 MB of the C heap; the Nielsen procedure
    makes one per call with lengths and deletes it.  The engine returns the free pages
    after such a check (not only every ``TRIM_EVERY`` checks), so that the resident size
    does not carry them until the next return (issue 40); a check that deleted none
    leaves them alone."""
    import gc

    import strsat.engine as engine_module

    gc.collect()  # contexts of earlier tests in this process go now, not inside a check
    returns: list[int] = []
    monkeypatch.setattr(engine_module, "_release_freed_memory", lambda: returns.append(1))
    x, y = A.Strings("x y")
    s = A.Solver(timeout=10_000)
    s.add(A.Length(x) < 3)
    assert s.check() == A.sat  # no z3 context made or deleted
    assert returns == [] and s._engine._checks % engine_module.TRIM_EVERY != 0
    deleted = z3c.Context.deleted
    s.add(x + "ab" == "ba" + y, A.Length(y) > 1)
    assert s.check() == A.sat
    assert s.statistics()["nielsen.sat"] == 1 and z3c.Context.deleted > deleted
    assert returns == [1]
