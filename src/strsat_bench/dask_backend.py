"""Run a batch on a Dask cluster (``--scheduler ADDRESS``).

Each (file, solver) run is one Dask task executing :func:`.runner.run_one` on a
worker: the worker spawns the solver child with the same OS limits as a local
run, so answers and limits do not depend on the backend.  Workers need strsat
installed and the benchmark files at the same absolute paths (a shared file
system, as on Slurm/PBS clusters driven by ``dask-jobqueue``).  Give each
worker as many threads as solver runs it should host at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from .results import Record
from .runner import failed_record, run_one


def run_dask(runs: Sequence[tuple[Any, ...]], address: str, on_result: Callable[[Record], None],
             stop: threading.Event | None = None) -> None:
    """Run all ``runs`` on the cluster at ``address``; ``on_result`` per record."""
    from dask.distributed import Client, as_completed  # imported only for --scheduler

    stop = stop or threading.Event()
    with Client(address) as client:
        futures = {}
        for task, solver, settings in runs:
            fut = client.submit(run_one, task, solver, settings, pure=False,
                                key=f"strsat-bench-{solver.name}-{task.file}-{id(task)}")
            futures[fut] = (task, solver, settings)
        try:
            for fut in as_completed(list(futures)):
                if stop.is_set():
                    break
                task, solver, settings = futures[fut]
                try:
                    rec = fut.result()
                except Exception as e:  # the worker died: record it, never lose the run
                    rec = failed_record(task, solver, settings, "crash",
                                        f"dask: {type(e).__name__}: {e}")
                on_result(rec)
        finally:
            client.cancel(list(futures))
