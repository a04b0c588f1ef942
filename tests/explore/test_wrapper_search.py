"""Brief deepen38 (issue 38): the path search on code that wraps a library, and on flips
whose checks the engine cannot finish.

* A function with no branch of its own (a *wrapper*: ``resolve_pointer(DOC, pointer)``)
  ranks the branches of the libraries it calls as its own (``Search._own``): their untaken
  sides are the frontier, and a loop cut at the bound on the way to them deepens it.
* Every flip first gets a tenth of the check's work; a flip to an untaken branch that runs
  out of it is retried with the whole check after the cheaper flips (``Search._retried``),
  so one check the engine cannot finish does not take the budget of every other flip.

No test depends on the machine's speed: the searches end by their path budgets or when no
flip is left, and the solver's answers below are faked by the work a check is given."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path
from typing import Any

import pytest

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file
from strsat.explore.instrument import load_file
from strsat.explore.runtime import Runtime
from strsat.explore.search import SHORT, WORK_PER_SECOND, Explorer, Options

WRAPPERS = os.path.join(HERE, "wrapper_programs.py")
SLOW = {"timeout": None, "check_timeout": 300.0}


def run(name: str, **options: Any) -> Any:
    result = explore_file(WRAPPERS, name, **{**SLOW, **options})
    check_reproducible(result, result.module, name)
    return result


def test_a_wrapper_deepens_into_the_library_loop() -> None:
    """``record`` has no branch of its own; the library's six-field branch is past the
    first bound of 4 (on fc26e19 the search ended there: the frontier that allows
    deepening was the explored module's own branches)."""
    result = run("record", max_paths=40)
    assert {("return", "six"), ("return", "closed"), ("return", "malformed")} <= \
        outcomes(result)
    assert result.summary.deepened >= 1


def test_a_wrapper_counts_six_marks_in_the_library() -> None:
    result = run("six_marks", max_paths=200)
    assert ("return", "six") in outcomes(result)
    assert result.summary.deepened >= 1


def test_a_function_with_its_own_branches_is_no_wrapper() -> None:
    """``guarded`` decides ``not line`` itself, both sides taken: the library's branches
    stay a followed library's (ranked with the near flips) and do not deepen the bound."""
    result = run("guarded", max_paths=40)
    assert result.summary.deepened == 0 and result.summary.stopped == "exhausted"
    assert ("return", "six") not in outcomes(result)


HARD = textwrap.dedent('''
    def hard_first(s: str):
        kind = "none"
        if s.startswith("zz"):
            kind = "hard"
        elif s.endswith("q"):
            kind = "cheap"
        elif s.endswith("r"):
            kind = "cheaper"
        return kind
    ''')


def test_a_check_that_runs_out_waits_behind_the_cheap_flips(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The flip to ``startswith("zz")`` comes first, and its check (faked here) runs out of
    any work short of the whole budget.  It gets a tenth first, like every flip; the two
    cheap branches are reached with tenths alone, then the hard one is retried with the
    whole check and reached too.  (On fc26e19 a flip to an untaken branch got the whole
    check at once: the first check was the hard one's whole budget.)"""
    from strsat.explore import solving

    check = solving.PrefixSolver.check
    options = Options(timeout=None, max_paths=20, check_timeout=5.0)
    whole = int(options.check_timeout * WORK_PER_SECOND)
    log: list[tuple[bool, int | None, str]] = []

    def faked(self: solving.PrefixSolver, prefix: Any, last: Any, variables: Any,
              timeout: float, work: int | None = None, **kwargs: Any) -> solving.Answer:
        hard = '"zz"' in str(last.literal) and "not" not in str(last.literal).split("(")[1]
        if hard and (work or 0) < whole:
            log.append((hard, work, "unknown"))
            return solving.Answer("unknown", reason="timeout (work limit, faked)",
                                  units=work or 0)
        answer = check(self, prefix, last, variables, timeout, work, **kwargs)
        log.append((hard, work, answer.status))
        return answer

    monkeypatch.setattr(solving.PrefixSolver, "check", faked)
    path = tmp_path / "hard.py"
    path.write_text(HARD, encoding="utf-8")
    module = load_file(str(path), Runtime())
    original, rewritten = module.function("hard_first")
    explorer = Explorer(rewritten, original, module.files or {module.path}, "hard_first",
                        options)
    explorer.explore()
    values = {e.value for e in explorer.examples}
    assert {"hard", "cheap", "cheaper", "none"} <= values
    short = whole // SHORT
    assert log[0] == (True, short, "unknown")  # the hard flip first, with a tenth
    first_whole = next(k for k, (_, work, _) in enumerate(log) if work == whole)
    cheap_sat = [k for k, (hard, work, status) in enumerate(log)
                 if not hard and status == "sat"]
    assert len(cheap_sat) >= 2 and max(cheap_sat[:2]) < first_whole
    assert log[first_whole][0] and explorer.summary.retried >= 1
