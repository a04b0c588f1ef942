"""Check one model against its problem in a child process.

``python -m strsat_bench.validate_child PROBLEM MODEL`` prints one JSON line:
``{"valid": bool, "message": str}`` from ``strsat.validate.validate_text``, or
``{"error": str}`` when the validator is missing or fails.  Running it apart
keeps a validator crash or hang from taking a batch down.
"""

from __future__ import annotations

import json
import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print(json.dumps({"error": "usage: validate_child PROBLEM MODEL"}))
        return 2
    try:
        from strsat.validate import validate_text
    except ImportError as e:
        print(json.dumps({"error": f"strsat.validate not available ({e})"}))
        return 0
    try:
        with open(args[0], encoding="utf-8", errors="surrogateescape") as f:
            problem = f.read()
        with open(args[1], encoding="utf-8", errors="surrogateescape") as f:
            model = f.read()
        verdict = validate_text(problem, model)
        print(json.dumps({"valid": bool(verdict.valid), "message": str(verdict.message)}))
    except Exception as e:  # report, never a traceback
        print(json.dumps({"error": f"{type(e).__name__}: {e}"[:500]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
