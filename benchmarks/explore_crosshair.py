"""strsat explore beside CrossHair's ``crosshair cover``, in one run (issue 12).

For each program of ``examples/explore`` (paper 001's IsEasyChairQuery and IndexOf
progression, an e-mail check, a version parser, a URL router), both tools run as
separate processes, one after the other, with the same time budget:

* ``strsat explore FILE:FUNCTION --timeout B`` (wall-clock budget, start-up included);
  each input carries the time it was printed;
* ``crosshair cover MODULE.FUNCTION --per_condition_timeout b`` for each ``b`` of a ladder
  up to ``B`` (CrossHair prints its inputs at the end, and its budget is CPU time: the
  ladder finds the shortest run that reaches its best coverage, which is the fair
  "time to reach it").

Both tools' inputs are then measured the same way: coverage.py branch coverage of the
function and the module functions it reaches (``strsat.explore.measure``).  The
figures: branches covered, the time to reach that coverage, and the ratio of
strsat's time to reach CrossHair's coverage to CrossHair's time.  Results go to
``--out`` (JSON lines) and a Markdown table to standard output.  Not a test.

    python benchmarks/explore_crosshair.py --budget 20 --out /work/results/explore/run.jsonl
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "examples", "explore")

#: (name, file, function); ``file`` is a file of :data:`EXAMPLES` (``x.py``) or the dotted
#: name of an installed module (``slugify.slugify``), see :func:`locate`
PROGRAMS = [
    ("easychair", "easychair.py", "is_easychair_query"),
    *[(f"indexof-{c}", "indexof.py", f"contains_{c}") for c in range(1, 7)],
    ("email", "email_check.py", "check_email"),
    ("version", "version.py", "parse_version"),
    ("router", "router.py", "route"),
]


#: name -> ``(module, qualname)`` of functions of *other* files whose arcs also count
#: (a target whose work happens in a callee of another file of its package, e.g.
#: ``semver.compare`` -> ``semver.version``'s ``Version.compare``); both tools' inputs are
#: measured in those files the same way
ALSO_MEASURE: dict[str, list[tuple[str, str]]] = {}


def locate(file: str) -> tuple[str, str]:
    """``(path, dotted module name)`` of a program's ``file``: a ``.py`` file of
    :data:`EXAMPLES`, or an installed module named by its dotted name (its source file)."""
    if file.endswith(".py"):
        return os.path.join(EXAMPLES, file), os.path.splitext(file)[0]
    import importlib.util

    spec = importlib.util.find_spec(file)
    if spec is None or spec.origin is None:
        raise SystemExit(f"{file}: no installed module of that name")
    return os.path.realpath(spec.origin), file


@dataclass
class ToolRun:
    tool: str
    budget: float
    wall: float
    cpu: float
    calls: list[tuple[list[Any], dict[str, Any], float]]
    paths: int | None = None
    stopped: str = ""
    error: str = ""
    #: strsat: when the search ended, from the command's start
    seconds: float | None = None
    #: strsat: the summary's counts (runs, checks, solving seconds, unknown checks,
    #: flips left untried, concretizations), see :func:`_counts`
    counts: dict[str, Any] | None = None


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


#: strsat runs from the source tree; an installed strsat, like the installed CrossHair
#: (whose site-packages hold its compiled modules), imports compiled bytecode.  Where the
#: environment forbids writing bytecode (PYTHONDONTWRITEBYTECODE), each strsat process
#: would compile every module it imports (about 0.2 s of CPU, 0.4 s with the engine's
#: first check): strsat's processes get a bytecode cache of their own instead
#: (PYTHONPYCACHEPREFIX, filled by :func:`warm_up` before the first measurement).
PYCACHE = os.path.join(tempfile.gettempdir(), f"strsat-bench-pycache-{os.getuid()}")


#: CrossHair's own script beside this interpreter: a version manager's shim on PATH
#: (pyenv's) costs about 0.3 s of wall time per call, which strsat (run as
#: ``sys.executable -m strsat``) does not pay.
CROSSHAIR = next((p for p in (os.path.join(os.path.dirname(sys.executable), "crosshair"),)
                  if os.access(p, os.X_OK)), "crosshair")


def _strsat_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = PYCACHE
    return env


def warm_up() -> None:
    """Compile strsat's modules into :data:`PYCACHE` (see there)."""
    import strsat

    subprocess.run([sys.executable, "-m", "compileall", "-q",
                    os.path.dirname(strsat.__file__)], env=_strsat_env(), check=False,
                   capture_output=True)


def _run(cmd: list[str], cwd: str, limit: float, env: dict[str, str] | None = None
         ) -> tuple[str, str, float, float, int]:
    cpu0, t0 = _children_cpu(), time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=limit,
                           env=env)
        out, err, code = p.stdout, p.stderr, p.returncode
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err, code = "killed at the harness limit", -9
    return out, err, time.monotonic() - t0, _children_cpu() - cpu0, code


def run_strsat(file: str, function: str, budget: float) -> ToolRun:
    from strsat.explore.report import decode

    with tempfile.TemporaryDirectory() as folder:
        out, summary = os.path.join(folder, "in.jsonl"), os.path.join(folder, "s.json")
        cmd = [sys.executable, "-m", "strsat", "explore", f"{locate(file)[0]}:{function}",
               "--timeout", str(budget), "--out", out, "--summary-json", summary,
               "--no-coverage"]
        _, err, wall, cpu, code = _run(cmd, EXAMPLES, budget * 3 + 60, _strsat_env())
        calls, paths, stopped, seconds, counts = [], None, "", None, None
        if os.path.exists(out):
            for line in open(out, encoding="utf-8"):
                d = json.loads(line)
                calls.append((decode(d["args"]), decode(d["kwargs"]), d["time"]))
        if os.path.exists(summary):
            s = json.load(open(summary, encoding="utf-8"))
            paths, stopped, seconds = s["paths"], s["stopped"], s["seconds"]
            counts = _counts(s)
    return ToolRun("strsat", budget, wall, cpu, calls, paths, stopped,
                   "" if code == 0 else err[-300:], seconds, counts)


def _counts(summary: dict[str, Any]) -> dict[str, Any]:
    """What a run of strsat did, from its ``--summary-json``: runs, solver checks and the
    seconds spent in them (the rest of the search's time is running the function and
    the search's own bookkeeping), unknown checks, flips and runs the end of the run
    left unfinished (``not_attempted``), flips left untried, and the
    concretizations (notes counted over all runs)."""
    return {"runs": summary.get("runs"), "checks": summary.get("checks"),
            "solver_seconds": round(summary.get("solver_seconds", 0.0), 3),
            "unknown": sum(summary.get("unknown", {}).values()),
            "not_attempted": sum(summary.get("not_attempted", {}).values()),
            "untried": summary.get("untried"),
            "concretized": sum(summary.get("note_counts", {}).values())}


#: the wall-clock limit of one CrossHair run, in seconds (None: ``6 * budget + 120``);
#: ``--crosshair-limit`` (on a loaded machine its CPU budget takes much longer)
CROSSHAIR_LIMIT: float | None = None


def run_crosshair(file: str, function: str, budget: float, extra: list[str]) -> ToolRun:
    module = locate(file)[1]
    cmd = [CROSSHAIR, "cover", f"{module}.{function}", "--per_condition_timeout",
           str(budget), "--example_output_format", "arg_dictionary", *extra]
    limit = CROSSHAIR_LIMIT if CROSSHAIR_LIMIT is not None else budget * 6 + 120
    out, err, wall, cpu, code = _run(cmd, EXAMPLES, limit)
    calls = []
    for line in out.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                args = ast.literal_eval(line)
            except (ValueError, SyntaxError):
                continue
            calls.append(([], dict(args), wall))
    return ToolRun("crosshair", budget, wall, cpu, calls, len(calls), "",
                   "" if code in (0, 1, 2) else err[-300:])


def measure(file: str, function: str, calls: list[Any], name: str | None = None) -> Any:
    """Branch coverage of ``calls`` (``strsat.explore.measure``), with the arcs of the
    functions :data:`ALSO_MEASURE` lists for the program ``name`` added; the caches of
    the measured modules are emptied before each call (an ``lru_cache`` would otherwise
    hand back the other tool's results without running)."""
    import dataclasses
    import importlib
    import importlib.util

    from strsat.explore.measure import branch_coverage, reachable

    path, dotted = locate(file)
    if file.endswith(".py"):
        mod_name = "bench_" + dotted
        module = sys.modules.get(mod_name)
        if module is None:
            spec = importlib.util.spec_from_file_location(mod_name, path)
            module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
            sys.modules[mod_name] = module
            spec.loader.exec_module(module)  # type: ignore[union-attr]
    else:
        module = importlib.import_module(dotted)
    target = _attr(module, function)
    code = getattr(getattr(target, "__wrapped__", target), "__code__", None)
    if code is not None and os.path.realpath(code.co_filename) != os.path.realpath(path):
        # re-exported (``slugify.slugify``'s ``smart_truncate`` is ``slugify._legacy``'s):
        # measured where it is defined, as strsat explores it there
        path, module = os.path.realpath(code.co_filename), sys.modules[target.__module__]
    extra = [(importlib.import_module(m), q) for m, q in ALSO_MEASURE.get(name or "", ())]
    modules = [module, *(m for m, _ in extra)]

    def reset() -> None:
        for m in modules:
            for value in list(vars(m).values()):
                for obj in (value, *(vars(value).values() if isinstance(value, type)
                                     else ())):
                    clear = _cache_clear(obj)
                    if callable(clear):
                        clear()

    cov = branch_coverage(target, calls, path, reachable(target, vars(module), path), reset)
    for m, qualname in extra:
        where = os.path.realpath(m.__file__)  # type: ignore[arg-type]
        more = branch_coverage(target, calls, where,
                               reachable(_attr(m, qualname), vars(m), where), reset)
        times = sorted(cov.arc_times + more.arc_times)
        cov = dataclasses.replace(
            cov, branches=cov.branches + more.branches, covered=cov.covered + more.covered,
            lines=cov.lines + more.lines, lines_covered=cov.lines_covered + more.lines_covered,
            functions=cov.functions + more.functions, arc_times=times,
            arcs=cov.arcs + more.arcs, arcs_covered=cov.arcs_covered + more.arcs_covered,
            taken=cov.taken + [(-a, -b) for a, b in more.taken],  # another file's: apart
            reached_at=times[-1] if times else cov.reached_at)
    return cov


def _cache_clear(obj: Any) -> Any:
    """``obj``'s ``cache_clear`` (of its ``__func__`` for a method), else ``None``; an object
    whose ``__getattr__`` raises something other than ``AttributeError`` (pyasn1's schema
    objects, a flask proxy outside its context) has none, and so has a class (its
    ``cache_clear``, psutil's ``_WrapNumbers.cache_clear``, is a method of its instances:
    a cache of the class's own shows among the class's attributes, which ``reset`` reads)."""
    if isinstance(obj, type):
        return None
    try:
        return getattr(getattr(obj, "__func__", obj), "cache_clear", None)
    except Exception:  # noqa: BLE001 - any error of a foreign __getattr__ means "none"
        return None


def _attr(module: Any, qualname: str) -> Any:
    obj = module
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


def load() -> str:
    with open("/proc/loadavg", encoding="ascii") as f:
        return " ".join(f.read().split()[:3])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--budget", type=float, default=20.0, help="seconds per tool and program")
    ap.add_argument("--ladder", default="1,2,4,8,16",
                    help="CrossHair budgets tried below --budget (comma-separated)")
    ap.add_argument("--programs", default="all", help="comma-separated names, or all")
    ap.add_argument("--crosshair-args", default="", help="extra options for crosshair cover")
    ap.add_argument("--out", default=None, help="JSON lines of the results")
    ap.add_argument("--crosshair-limit", type=float, default=None,
                    help="wall-clock seconds before a CrossHair run is killed "
                         "(default 6 * budget + 120)")
    ap.add_argument("--crosshair-from", default=None,
                    help="JSON lines of an earlier run (--out): CrossHair's figures are "
                         "copied from there for the programs it has (not run again)")
    args = ap.parse_args()
    earlier = {} if args.crosshair_from is None else {
        r["program"]: r for r in map(json.loads, open(args.crosshair_from, encoding="utf-8"))}
    global CROSSHAIR_LIMIT
    CROSSHAIR_LIMIT = args.crosshair_limit
    names = None if args.programs == "all" else set(args.programs.split(","))
    ladder = sorted({float(b) for b in args.ladder.split(",") if float(b) < args.budget}
                    | {args.budget})
    extra = args.crosshair_args.split()
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    rows = []
    print(f"load at start: {load()}", file=sys.stderr)
    warm_up()
    for name, file, function in PROGRAMS:
        if names is not None and name not in names:
            continue
        load_before = load()
        mine = run_strsat(file, function, args.budget)
        mine_cov = measure(file, function, mine.calls, name)
        if name in earlier:
            row = _with_earlier_crosshair(name, function, args.budget, mine, mine_cov,
                                          earlier[name], [load_before, load()])
            rows.append(row)
            if out is not None:
                out.write(json.dumps(row) + "\n")
                out.flush()
            print(f"{name}: {row}", file=sys.stderr)
            continue
        theirs = []
        for b in ladder:
            run = run_crosshair(file, function, b, extra)
            theirs.append((run, measure(file, function, run.calls, name)))
        best = max(c.covered for _, c in theirs)
        first_best = next((r, c) for r, c in theirs if c.covered == best)
        ch_run, ch_cov = first_best
        full_ch, full_ch_cov = theirs[-1]
        to_theirs = mine_cov.time_to(ch_cov.covered)
        row = {
            "program": name, "function": function, "budget": args.budget,
            "branches": mine_cov.branches, "arcs": mine_cov.arcs,
            "load": [load_before, load()],
            "strsat": {"covered": mine_cov.covered, "arcs_covered": mine_cov.arcs_covered,
                       "time_to_coverage": mine_cov.reached_at,
                       "time_to_crosshair_coverage": to_theirs, "paths": mine.paths,
                       "stopped": mine.stopped, "search_end": mine.seconds,
                       "wall": round(mine.wall, 2),
                       "cpu": round(mine.cpu, 2), "error": mine.error,
                       "counts": mine.counts, "taken": mine_cov.taken},
            "crosshair": {"covered": ch_cov.covered, "arcs_covered": ch_cov.arcs_covered,
                          "best_budget": ch_run.budget,
                          "wall_to_best": round(ch_run.wall, 2),
                          "cpu_to_best": round(ch_run.cpu, 2),
                          "inputs": ch_run.paths, "full_budget_wall": round(full_ch.wall, 2),
                          "full_budget_covered": full_ch_cov.covered,
                          "ladder": [(r.budget, c.covered, round(r.wall, 2), round(r.cpu, 2))
                                     for r, c in theirs], "error": ch_run.error,
                          "taken": ch_cov.taken},
            "ratio": None if to_theirs is None else round(to_theirs / ch_run.wall, 3),
            # the reachable arcs, estimated: those either tool's inputs took
            "reachable": len(set(map(tuple, mine_cov.taken)) | set(map(tuple, ch_cov.taken))),
        }
        rows.append(row)
        if out is not None:
            out.write(json.dumps(row) + "\n")
            out.flush()
        print(f"{name}: {row}", file=sys.stderr)
    print(f"load at end: {load()}", file=sys.stderr)
    print(table(rows))


def _with_earlier_crosshair(name: str, function: str, budget: float, mine: ToolRun,
                            mine_cov: Any, earlier: dict[str, Any], load: list[str]
                            ) -> dict[str, Any]:
    """A result row of strsat's new run beside CrossHair's figures of an ``earlier`` row
    (same program, same file: ``--crosshair-from``)."""
    ch = earlier["crosshair"]
    to_theirs = mine_cov.time_to(ch["covered"])
    theirs = {tuple(a) for a in ch["taken"]}
    return {
        "program": name, "function": function, "budget": budget,
        "branches": mine_cov.branches, "arcs": mine_cov.arcs, "load": load,
        "strsat": {"covered": mine_cov.covered, "arcs_covered": mine_cov.arcs_covered,
                   "time_to_coverage": mine_cov.reached_at,
                   "time_to_crosshair_coverage": to_theirs, "paths": mine.paths,
                   "stopped": mine.stopped, "search_end": mine.seconds,
                   "wall": round(mine.wall, 2), "cpu": round(mine.cpu, 2),
                   "error": mine.error, "counts": mine.counts, "taken": mine_cov.taken},
        "crosshair": ch,
        "ratio": None if to_theirs is None or not ch["wall_to_best"]
        else round(to_theirs / ch["wall_to_best"], 3),
        "reachable": len(set(map(tuple, mine_cov.taken)) | theirs),
    }


def table(rows: list[dict[str, Any]]) -> str:
    lines = ["| program | branches | strsat covered | strsat time | strsat paths | "
             "CrossHair covered | CrossHair time (budget) | strsat time to CrossHair's "
             "coverage | ratio |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        s, c = r["strsat"], r["crosshair"]
        t = s["time_to_coverage"]
        to = s["time_to_crosshair_coverage"]
        lines.append(
            f"| {r['program']} | {r['branches']} | {s['covered']} | "
            f"{'-' if t is None else f'{t:.2f} s'} | {s['paths']} ({s['stopped']}) | "
            f"{c['covered']} | {c['wall_to_best']:.2f} s ({c['best_budget']:g}) | "
            f"{'-' if to is None else f'{to:.2f} s'} | "
            f"{'-' if r['ratio'] is None else r['ratio']} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
