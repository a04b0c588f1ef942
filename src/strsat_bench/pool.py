"""Run a batch on this machine: a pool of threads, each driving one child process.

The solvers are separate processes under OS limits (:mod:`.limits`), so
threads suffice to keep ``jobs`` of them running.  Standard library only.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait

from .discover import Task
from .limits import kill_all
from .results import Record
from .runner import Settings, run_one
from .solvers import SolverSpec

Run = tuple[Task, SolverSpec, Settings]


def run_local(runs: Sequence[Run], jobs: int, on_result: Callable[[Record], None],
              stop: threading.Event | None = None,
              on_tick: Callable[[], None] | None = None) -> None:
    """Run all ``runs`` with at most ``jobs`` at once, calling ``on_result`` per record.

    Runs are submitted a few at a time, so an interrupt (KeyboardInterrupt or
    ``stop`` set) leaves the rest unstarted; children in flight are killed and
    their records dropped, so a resumed batch runs them again.  ``on_tick`` is
    called about twice a second (progress heartbeat).
    """
    stop = stop or threading.Event()
    it = iter(runs)
    pending: set[Future[Record]] = set()
    with ThreadPoolExecutor(max_workers=max(1, jobs), thread_name_prefix="bench") as ex:
        try:
            while True:
                while len(pending) < 2 * max(1, jobs) and not stop.is_set():
                    nxt = next(it, None)
                    if nxt is None:
                        break
                    pending.add(ex.submit(run_one, *nxt))
                if not pending:
                    break
                done, pending = wait(pending, timeout=0.5, return_when=FIRST_COMPLETED)
                for fut in done:
                    if not stop.is_set():
                        on_result(fut.result())
                if on_tick is not None:
                    on_tick()
                if stop.is_set():
                    kill_all()
        except BaseException:
            stop.set()
            for fut in pending:
                fut.cancel()
            # a run that started just now may register its child after a kill: kill
            # until every started run has ended (the executor waits for them on exit)
            while not all(fut.done() for fut in pending):
                kill_all()
                wait(pending, timeout=0.1)
            raise
