"""Run one SMT-LIB file through the cvc5 Python API (the cvc5 wheel has no executable).

Started as ``python -m strsat_bench.cvc5_child --tlimit-ms MS FILE`` by the
bench, under the same OS limits as every other solver.  Prints what cvc5 would
print for each command; a parse or API error is printed as ``(error "...")``
and ends the script with exit code 1; running out of memory exits with 3.
Options: ``strings-exp`` (extended string functions), ``produce-models``
(scripts may ask for models), ``tlimit-per`` (per check), and any
``--set NAME=VALUE``.  The file's own ``set-logic`` is used; when it is too
narrow for the symbols the file uses (``QF_S`` with integer comparisons, which
z3 accepts) and nothing was checked yet, the script is run again with
``force-logic=ALL`` (noted on stderr).
"""

from __future__ import annotations

import argparse
import sys


def _escape(msg: str) -> str:
    return msg.replace('"', '""').replace("\n", " ")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="strsat_bench.cvc5_child")
    ap.add_argument("--tlimit-ms", type=int, default=0)
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("file")
    args = ap.parse_args(argv)
    try:
        with open(args.file, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
    except OSError as e:
        print(f'(error "{_escape(str(e))}")', flush=True)
        return 1
    try:
        return _run(text, args, force_all=False)
    except _LogicTooNarrow:
        # The file's logic lacks a symbol it uses (QF_S with integer comparisons):
        # nothing was checked yet, so run again with every theory, as z3 would.
        print("cvc5_child: the declared logic lacks a symbol; running with logic ALL",
              file=sys.stderr)
        return _run(text, args, force_all=True)


class _LogicTooNarrow(Exception):
    pass


def _run(text: str, args: argparse.Namespace, force_all: bool) -> int:
    import cvc5

    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("strings-exp", "true")
    solver.setOption("produce-models", "true")
    if force_all:
        solver.setOption("force-logic", "ALL")
    if args.tlimit_ms > 0:
        solver.setOption("tlimit-per", str(args.tlimit_ms))
    for item in args.set:
        name, _, value = item.partition("=")
        solver.setOption(name, value or "true")
    sm = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, sm)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, args.file)
    out = sys.stdout
    checked = False
    try:
        while True:
            cmd = parser.nextCommand()
            if cmd.isNull():
                break
            checked = checked or "check-sat" in str(cmd)
            out.write(cmd.invoke(solver, sm))
            out.flush()
    except MemoryError:
        out.write('(error "out of memory")\n')
        out.flush()
        return 3
    except Exception as e:  # cvc5 reports parse and API errors as exceptions
        msg = str(e)
        if not checked and not force_all and "not declared" in msg:
            raise _LogicTooNarrow from None
        out.write(f'(error "{_escape(msg)}")\n')
        out.flush()
        return 3 if "out of memory" in msg.lower() or "bad_alloc" in msg else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
