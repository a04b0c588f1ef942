"""``strsat bench-api --soak N``: one session's memory and speed over many checks (issue 40).

A symbolic executor keeps one :class:`strsat.Solver` for hours and names the variables
of each path afresh.  The soak does that: round after round, fresh String constants
``s<i>`` and ``t<i>``, a ``push``, two to four branch literals over them (those of
``strsat bench-api``'s workload), a ``check`` (and the model when ``sat``), a ``pop``.
After every block of checks it prints the process's resident memory (RSS, from
``/proc/self/statm``), the block's checks per second (and per CPU second), its work
units per check (the count the machine's load does not change), the blocks Python
has allocated (the Python heap, apart from z3's) and the RSS once the C heap's free
pages have gone back to the system ("held"); at the end, the ratios the
issue sets goals for: RSS after the last block over RSS after the tenth of the run
(goal <= 1.2) and the first block's checks/s over the last block's (goal <= 1.2).
The blocks' checks are not equally hard (with seed 1 the tenth block's checks take 15 %
more work units than the first's, in a fresh process too), so the report also gives the
work units done per CPU second, first block over last: the speed of the engine itself,
which a session that slows down as it ages lowers whatever the checks.
Each ``unknown`` is printed with its round and reason (the rounds depend on the seed
only, so one can be replayed alone).
The rounds are generated as they go from a seed, so the script itself takes no memory.
"""

from __future__ import annotations

import gc
import os
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from strsat.memory import release_freed_memory

from .workload import branch_conditions

#: The soak's default work limit: never reached, it makes every check count its work.
UNCOUNTED = 10**15


def rss_mib() -> float:
    """The resident memory of this process in MiB (0 where /proc is missing)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
    except (OSError, IndexError, ValueError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / (1 << 20)


@dataclass
class Block:
    """One block of the soak: checks so far, RSS after it, its checks per second."""

    checks: int
    rss_mib: float
    checks_per_second: float
    #: per CPU second of this process (a figure the machine's load changes less)
    checks_per_cpu_second: float = 0.0
    answers: dict[str, int] = field(default_factory=dict)
    #: the engine's work units per check (``statistics()["rlimit count"]``): what the
    #: checks cost, whatever the machine's load
    units_per_check: float = 0.0
    #: memory blocks Python has allocated (``sys.getallocatedblocks``): the Python heap
    #: apart from the C libraries' (z3's) and the allocator's free pages
    python_blocks: int = 0
    #: RSS once the C heap's free pages went back to the system (what the session
    #: holds, without how many checks ago the engine last returned them: it does every
    #: 256 checks, so ``rss_mib`` alone saws by some 20 MiB with the block's length)
    rss_held_mib: float = 0.0
    #: z3's own count of what it has allocated (``Z3_get_estimated_alloc_size``), and
    #: what glibc's allocator has handed out (``mallinfo2``), in MiB after the block
    #: (0 where not available): counts, not the allocator's free pages
    z3_mib: float = 0.0
    malloc_mib: float = 0.0
    #: the integer core's z3 contexts so far (renewed every ``RENEW_EVERY`` checks)
    contexts: int = 1
    #: the block's ``unknown`` answers: (round, ``Solver.reason_unknown()``), so that an
    #: ``unknown`` of a long session can be replayed (the rounds depend on the seed only)
    unknowns: list[tuple[int, str]] = field(default_factory=list)


def _native() -> tuple[float, float]:
    """z3's allocation counter and malloc's bytes in use, in MiB (0 when unknown)."""
    from strsat.engine.z3c import estimated_alloc_bytes
    from strsat.memory import malloc_in_use

    try:
        z3 = estimated_alloc_bytes() / (1 << 20)
    except Exception:  # noqa: BLE001 - a figure of the report, never a failure
        z3 = 0.0
    return round(z3, 2), round((malloc_in_use() or 0) / (1 << 20), 2)


def _units_per_cpu_second(b: Block) -> float:
    """The block's work units per CPU second: its speed, apart from how hard its checks were."""
    return b.units_per_check * b.checks_per_cpu_second


def _contexts(solver: Any) -> int:
    """The z3 contexts the solver's integer core has had (1 + its renewals)."""
    loop = getattr(getattr(solver, "_engine", None), "_loop", None)
    return 1 + (loop.core.renewals if loop is not None else 0)


def rounds(solver: Any, n: int, seed: int, block: int, report: Any = None,
           first: int = 0) -> list[Block]:
    """``n`` push/add/check/pop rounds with fresh names through ``solver`` (round ``i``
    names ``s<i>`` and ``t<i>``, ``i`` from ``first``: a later call with ``first`` past
    the earlier calls' rounds keeps the names fresh); a :class:`Block` every ``block``
    checks (``report`` sees each as it is made)."""
    from strsat import api as A

    rng = random.Random(seed)
    blocks: list[Block] = []
    answers: dict[str, int] = {}
    unknowns: list[tuple[int, str]] = []
    units = 0
    started = time.perf_counter()
    cpu = time.process_time()
    for i in range(n):
        s, t = A.String(f"s{first + i}"), A.String(f"t{first + i}")
        makers = branch_conditions(rng, s, t)
        solver.push()
        solver.add(A.Length(s) <= 40, A.Length(t) <= 40)
        for _ in range(rng.randint(2, 4)):
            literal = rng.choice(makers)()
            solver.add(A.Not(literal) if rng.random() < 0.4 else literal)
        answer = solver.check()
        units += int(solver.statistics()["rlimit count"])
        if answer == A.sat:
            solver.model()
        elif answer == A.unknown:
            unknowns.append((first + i, solver.reason_unknown()))
        answers[str(answer)] = answers.get(str(answer), 0) + 1
        solver.pop()
        if (i + 1) % block == 0:
            now, cpu_now = time.perf_counter(), time.process_time()
            gc.collect()
            rss = rss_mib()
            release_freed_memory()
            b = Block(i + 1, round(rss, 1), round(block / (now - started), 1),
                      round(block / max(cpu_now - cpu, 1e-9), 1), dict(answers),
                      round(units / block, 1), sys.getallocatedblocks(),
                      round(rss_mib(), 1), *_native(), _contexts(solver), unknowns)
            blocks.append(b)
            if report is not None:
                report(b)
            answers, unknowns, units = {}, [], 0
            started, cpu = time.perf_counter(), time.process_time()
    return blocks


def soak(n: int, seed: int = 1, timeout_ms: int = 10_000, block: int | None = None,
         rlimit: int | None = None) -> dict[str, Any]:
    """Run the soak, printing each block; the figures as a dict."""
    from strsat import api as A

    block = block or max(1, n // 10)
    solver = A.Solver(timeout=timeout_ms)
    # a work limit no check reaches, so that each check counts its work units
    solver.set(rlimit=rlimit or UNCOUNTED)

    def show(b: Block) -> None:
        print(f"{b.checks:>8} checks  RSS {b.rss_mib:7.1f} MiB (held {b.rss_held_mib:.1f})  "
              f"{b.checks_per_second:7.1f} "
              f"checks/s ({b.checks_per_cpu_second:.1f} per CPU second)  "
              f"{b.units_per_check:.0f} units/check  {b.python_blocks} Python blocks  "
              f"z3 {b.z3_mib:.2f} MiB  malloc {b.malloc_mib:.2f} MiB  "
              f"context {b.contexts}  {b.answers}", flush=True)
        for at, reason in b.unknowns:
            print(f"    unknown at round {at}: {reason}", flush=True)

    print(f"soak: {n} checks, blocks of {block}, RSS at start {rss_mib():.1f} MiB",
          flush=True)
    blocks = rounds(solver, n, seed, block, show)
    tenth = blocks[max(0, len(blocks) // 10 - 1)]
    figures = {
        "checks": n, "block": block,
        "blocks": [b.__dict__ for b in blocks],
        "rss_last_over_tenth": round(blocks[-1].rss_mib / tenth.rss_mib, 3),
        "rss_held_last_over_tenth": round(blocks[-1].rss_held_mib
                                          / max(tenth.rss_held_mib, 1e-9), 3),
        "speed_first_over_last": round(blocks[0].checks_per_second
                                       / blocks[-1].checks_per_second, 3),
        "cpu_speed_first_over_last": round(blocks[0].checks_per_cpu_second
                                           / blocks[-1].checks_per_cpu_second, 3),
        "units_last_over_first": round(blocks[-1].units_per_check
                                       / max(blocks[0].units_per_check, 1e-9), 3),
        "units_per_cpu_second_first_over_last": round(
            _units_per_cpu_second(blocks[0])
            / max(_units_per_cpu_second(blocks[-1]), 1e-9), 3),
        "python_blocks_last_over_tenth": round(blocks[-1].python_blocks
                                               / max(tenth.python_blocks, 1), 3),
        "z3_last_over_tenth": round(blocks[-1].z3_mib / max(tenth.z3_mib, 1e-9), 3),
        "malloc_last_over_tenth": round(blocks[-1].malloc_mib
                                        / max(tenth.malloc_mib, 1e-9), 3),
    }
    print(f"RSS after {blocks[-1].checks} over RSS after {tenth.checks}: "
          f"{figures['rss_last_over_tenth']} (goal <= 1.2), held "
          f"{figures['rss_held_last_over_tenth']}; checks/s of the first block "
          f"over the last: {figures['speed_first_over_last']}, per CPU second "
          f"{figures['cpu_speed_first_over_last']} (goal <= 1.2); work units per check, "
          f"last block over first: {figures['units_last_over_first']}; work units per CPU "
          f"second, first block over last: {figures['units_per_cpu_second_first_over_last']}"
          f" (the engine's speed whatever the checks); Python blocks "
          f"after {blocks[-1].checks} over after {tenth.checks}: "
          f"{figures['python_blocks_last_over_tenth']}; z3's counter "
          f"{figures['z3_last_over_tenth']}, malloc in use {figures['malloc_last_over_tenth']}")
    return figures


__all__ = ["Block", "rounds", "rss_mib", "soak"]
