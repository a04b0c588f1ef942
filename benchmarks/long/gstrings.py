"""Paper 003's Table 1 problems (G-Strings' CP'17 benchmarks, the ``seeds/gstrings``
files) rebuilt at a maximum length ℓ.

``as-is``: the seed's bounds ``|v| <= 10000`` become ``|v| <= ℓ`` (every witness stays
short: this measures that the bound itself costs nothing).  ``forced``: a main variable
must also be at least ℓ/2 long (every witness is long); ``levenshtein`` fixes its
lengths to 1 and has no forced variant.  Statuses: the seeds' (anbn and hamming are unsat
whatever the lengths; chunksplit and stringreplace stay sat with a long ``v5`` /
``v6`` of repeated letters).
"""

from __future__ import annotations

import re
from pathlib import Path

from common import Instance

#: (problem, variable forced long, status of the forced variant)
FORCED = {"anbn": ("x", "unsat"), "chunksplit": ("v5", "sat"), "hamming": ("v6", "unsat"),
          "stringreplace": ("v6", "sat")}


def _seed(problem: str, seeds: Path) -> tuple[str, str]:
    text = (seeds / f"gstrings_{problem}_N10000.smt2").read_text()
    status = re.search(r"\(set-info :status (\w+)\)", text).group(1)  # type: ignore[union-attr]
    body = "".join(line + "\n" for line in text.splitlines()
                   if line.startswith(("(declare-fun", "(assert")))
    return body, status


def family(lengths: list[int], seeds: Path) -> list[Instance]:
    out = []
    for problem in ("anbn", "chunksplit", "hamming", "levenshtein", "stringreplace"):
        body, status = _seed(problem, seeds)
        for n in lengths:
            bounded = body.replace(" 10000))", f" {n}))")
            out.append(Instance(f"gstrings_{problem}_L{n:06d}", status,
                                f"G-Strings {problem}, maximum length {n}", bounded))
            if problem in FORCED:
                v, forced_status = FORCED[problem]
                forced = bounded + f"(assert (>= (str.len {v}) {n // 2}))\n"
                out.append(Instance(f"gstrings_{problem}_L{n:06d}_forced", forced_status,
                                    f"G-Strings {problem}, maximum length {n}, |{v}| >= {n // 2}",
                                    forced))
    return out
