"""Brief "deepen38" (issue 38): ``strsat explore`` with one line per solver check on
standard error -- its answer, the work units it was given and spent, its CPU and wall
seconds, the prefix's length and the engine's reason.  Not a test.

    PYTHONPATH=$PWD/src python benchmarks/explore/check_log.py explore \\
        benchmarks/explore/survey7.py:docker_host --max-paths 12 --timeout 0 --no-coverage

Sum the ``units=`` of the lines for the work a search spent (a count, unlike the seconds).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from strsat.cli import main
from strsat.explore import solving

_check = solving.PrefixSolver.check


def _logged(self: solving.PrefixSolver, prefix: Any, last: Any, variables: Any,
            timeout: float, work: int | None = None, *args: Any, **kwargs: Any
            ) -> solving.Answer:
    cpu, wall = time.process_time(), time.monotonic()
    answer = _check(self, prefix, last, variables, timeout, work, *args, **kwargs)
    print(f"CHECK {answer.status:7} work={work} units={answer.units} "
          f"cpu={time.process_time() - cpu:.2f} wall={time.monotonic() - wall:.2f} "
          f"n={len(prefix)} {answer.reason[:60]}", file=sys.stderr, flush=True)
    return answer


if __name__ == "__main__":
    solving.PrefixSolver.check = _logged  # type: ignore[method-assign]
    sys.exit(main(sys.argv[1:]))
