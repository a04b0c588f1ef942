"""The OS limits: wall clock, memory, CPU and peak memory, never a lost run."""

from __future__ import annotations

import sys
import time

from strsat_bench.limits import run_limited
from strsat_bench.outcome import classify

PY = sys.executable


def test_normal_run_records_usage() -> None:
    r = run_limited([PY, "-c", "print('sat'); sum(range(10**6))"], timeout=10, memory_mb=1024)
    assert r.returncode == 0 and r.stdout.strip() == "sat" and not r.killed
    assert r.cpu > 0 and r.maxrss_mb > 1 and r.wall > 0
    assert classify(r, 1, 10, 1024).result == "sat"


def test_hang_is_killed_at_the_limit() -> None:
    r = run_limited([PY, "-c", "import time; time.sleep(30)"], timeout=0.5, memory_mb=512,
                    grace=0.2)
    assert r.killed and r.returncode == -9  # only the limit's timer kills
    assert classify(r, 1, 0.5, 512).result == "timeout"


def test_kill_takes_the_whole_process_group() -> None:
    code = ("import subprocess, sys, time; "
            "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)']); "
            "print(p.pid, flush=True); time.sleep(60)")
    r = run_limited([PY, "-c", code], timeout=1.0, memory_mb=512, grace=0.1)
    assert r.killed
    grandchild = int(r.stdout.split()[0])
    # SIGKILL went to the whole group: the grandchild dies (a zombie until init reaps
    # it, then gone); it would sleep for a minute otherwise
    for _ in range(600):
        try:
            with open(f"/proc/{grandchild}/stat") as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except FileNotFoundError:
            return
        if state == "Z":
            return
        time.sleep(0.05)
    raise AssertionError(f"the grandchild {grandchild} is still alive ({state})")


def test_memory_limit_is_enforced() -> None:
    greedy = "hog = []\nwhile True:\n    hog.append(bytearray(16 * 1024 * 1024))"
    r = run_limited([PY, "-c", greedy], timeout=20, memory_mb=300)
    assert r.returncode != 0 and not r.killed  # stopped by the memory limit, not the clock
    assert r.maxrss_mb < 330
    out = classify(r, 1, 20, 300)
    assert out.result == "memout", out


def test_crash_is_recorded() -> None:
    r = run_limited([PY, "-c", "import os; os.abort()"], timeout=10, memory_mb=512)
    assert r.returncode == -6
    out = classify(r, 1, 10, 512)
    assert out.result == "crash" and "signal 6" in out.note


def test_missing_executable_is_an_error() -> None:
    r = run_limited(["/nonexistent/solver"], timeout=1)
    assert r.returncode is None and r.start_error
    assert classify(r, 1, 1, None).result == "error"


def test_memory_limit_is_set_by_the_kernel_in_the_child() -> None:
    r = run_limited(["cat", "/proc/self/limits"], timeout=10, memory_mb=300)
    row = next(ln for ln in r.stdout.splitlines() if ln.startswith("Max address space"))
    soft, hard = row.split()[3:5]
    assert soft == hard == str(300 * 1024 * 1024)


def test_a_large_runner_does_not_lend_its_size_to_the_child() -> None:
    """A forked child's rusage starts from the runner's resident pages: a runner larger than
    the memory limit must not make a small child's abort look like a memory-out."""
    ballast = bytearray(400 * 1024 * 1024)
    for i in range(0, len(ballast), 4096):
        ballast[i] = 1
    r = run_limited([PY, "-c", "import os; os.abort()"], timeout=20, memory_mb=300)
    del ballast
    assert r.returncode is not None and r.returncode < 0
    assert r.rss_inherited and r.maxrss_mb <= 300
    assert classify(r, 1, timeout=20, memory_mb=300).result == "crash"
