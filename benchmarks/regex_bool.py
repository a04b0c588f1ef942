"""Boolean regexes with counters (issue 15 part 3): password policies and lazy differences.

    python benchmarks/regex_bool.py OUT_DIR

Writes one SMT-LIB file per instance into ``OUT_DIR`` (not into the repository),
each with its expected ``:status`` (checked by hand and against z3 and cvc5):

* ``diff_kNN``: ``x ∈ \\w*a\\w{k}`` and ``x ∉ [^\\d]*[a-c]\\w{k-1}`` (sat; the lazy
  difference of the issue), and ``diffu_kNN``: ``x ∉ \\w*[a-c]\\w{k}`` (unsat: the
  positive language is included in the negative one);
* ``pw_*``: password policies: intersections of "contains a class" languages with
  ``(_ re.loop lo hi)`` over printable characters, complements of short words and of
  forbidden substrings, differences, and two variables (a password that neither
  equals nor contains the user name).
"""

from __future__ import annotations

import sys
from pathlib import Path

W = '(re.union (re.range "a" "z") (re.range "A" "Z") (re.range "0" "9") (str.to_re "_"))'
DIGIT = '(re.range "0" "9")'
UPPER = '(re.range "A" "Z")'
LOWER = '(re.range "a" "z")'
SPECIAL = ('(re.union (str.to_re "!") (str.to_re "@") (str.to_re "#") (str.to_re "$")'
           ' (str.to_re "%"))')
PRINT = '(re.range "!" "~")'
BLANK = '(str.to_re " ")'


def some(cls: str) -> str:
    """Σ*·cls·Σ*"""
    return f"(re.++ re.all {cls} re.all)"


def loop(lo: int, hi: int, r: str) -> str:
    return f"((_ re.loop {lo} {hi}) {r})"


def script(status: str, body: list[str], variables: tuple[str, ...] = ("x",)) -> str:
    decls = "".join(f"(declare-fun {v} () String)\n" for v in variables)
    asserts = "".join(f"(assert {a})\n" for a in body)
    return f"(set-logic QF_SLIA)\n(set-info :status {status})\n{decls}{asserts}(check-sat)\n"


def diff(k: int, unsat: bool) -> str:
    pos = f'(re.++ (re.* {W}) (str.to_re "a") {loop(k, k, W)})'
    if unsat:
        neg = f'(re.++ (re.* {W}) (re.range "a" "c") {loop(k, k, W)})'
    else:
        neg = f'(re.++ (re.* (re.comp {DIGIT})) (re.range "a" "c") {loop(k - 1, k - 1, W)})'
    return script("unsat" if unsat else "sat",
                  [f"(str.in_re x {pos})", f"(not (str.in_re x {neg}))"])


def policy(lo: int, hi: int) -> str:
    """Upper, lower, digit and special character, lo..hi printable characters."""
    return (f"(re.inter {some(UPPER)} {some(LOWER)} {some(DIGIT)} {some(SPECIAL)} "
            f"{loop(lo, hi, PRINT)})")


def passwords() -> dict[str, str]:
    out: dict[str, str] = {}
    for lo, hi in ((8, 12), (8, 64), (12, 16), (16, 32)):
        out[f"pw_policy_{lo}_{hi}"] = script("sat", [f"(str.in_re x {policy(lo, hi)})"])
        out[f"pw_words_{lo}_{hi}"] = script("sat", [
            f"(str.in_re x {policy(lo, hi)})",
            '(not (str.in_re x (re.++ re.all (str.to_re "password") re.all)))',
            '(not (str.in_re x (re.++ re.all (str.to_re "1234") re.all)))',
            f"(not (str.in_re x {some(loop(3, 3, LOWER))}))"])
        # a complement of short strings and of blanks, as a user writes "at least lo"
        out[f"pw_comp_{lo}_{hi}"] = script("sat", [
            f"(str.in_re x (re.inter (re.comp {loop(0, lo - 1, 're.allchar')}) "
            f"(re.comp {some(BLANK)}) {some(UPPER)} {some(DIGIT)}))",
            f"(<= (str.len x) {hi})"])
        # no digit allowed, but one required
        out[f"pw_nodigit_{lo}_{hi}"] = script("unsat", [
            f"(str.in_re x (re.inter {loop(lo, hi, PRINT)} (re.comp {some(DIGIT)})))",
            f"(str.in_re x {policy(lo, hi)})"])
        # the length window is empty after the difference
        out[f"pw_window_{lo}_{hi}"] = script("unsat", [
            f"(str.in_re x (re.diff {policy(lo, hi)} (re.comp {loop(0, lo - 1, 're.allchar')})))"])
        # difference of two policies: longer than lo+2 but at most hi, only lower and digits
        out[f"pw_diff_{lo}_{hi}"] = script("sat", [
            f"(str.in_re x (re.diff {loop(lo, hi, f'(re.union {LOWER} {DIGIT})')} "
            f"{loop(0, lo + 2, 're.allchar')}))",
            f"(str.in_re x {some(DIGIT)})"])
        # two variables: the password neither is nor contains the user name
        out[f"pw_user_{lo}_{hi}"] = script("sat", [
            f"(str.in_re x {policy(lo, hi)})",
            f"(str.in_re u {loop(4, 8, LOWER)})",
            "(not (str.contains x u))", "(not (= x u))",
            '(str.prefixof "adm" u)'], ("x", "u"))
        # unsat: upper case required and forbidden, under a loop and a complement
        out[f"pw_upper_{lo}_{hi}"] = script("unsat", [
            f"(str.in_re x (re.inter {loop(lo, hi, PRINT)} (re.comp {some(UPPER)})))",
            f"(str.in_re x (re.++ {loop(lo - 1, lo - 1, LOWER)} {UPPER} re.all))"])
    return out


def main(out_dir: str) -> None:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    files: dict[str, str] = {}
    for k in (5, 10, 15, 20, 30, 50):
        files[f"diff_k{k:02d}"] = diff(k, unsat=False)
        files[f"diffu_k{k:02d}"] = diff(k, unsat=True)
    files.update(passwords())
    for name, text in files.items():
        (out / f"{name}.smt2").write_text(text)
    print(f"{len(files)} files in {out}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/work/results/tail/regex_bool")
