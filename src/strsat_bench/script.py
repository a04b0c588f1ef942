"""A light lexical scan of SMT-LIB scripts, enough for benchmarking.

The bench does not parse terms: it needs the top-level commands (to count
``check-sat``, read ``(set-info :status ...)`` and ``set-logic``, insert a
``(get-model)``) and the string literals (to normalise 2.5 escapes).  The scan
is a single iterative pass that respects string literals (``""`` is a quote
inside a literal), quoted symbols ``|...|`` and ``;`` comments.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_HEAD = re.compile(r"\(\s*([^\s()|\";]+)")
_STATUS = re.compile(r":status\s+([A-Za-z]+)")
_LOGIC = re.compile(r"\(\s*set-logic\s+([^\s()]+)")
_VERSION = re.compile(r":smt-lib-version\s+([0-9.]+)")


@dataclass(frozen=True, slots=True)
class Command:
    """One top-level command: its text span and its head symbol."""

    start: int
    end: int  # one past the closing parenthesis
    head: str


def commands(text: str) -> Iterator[Command]:
    """Top-level parenthesised commands of ``text`` in order.

    An unbalanced tail (missing closing parenthesis) is ignored: the solvers
    report such files as errors themselves.
    """
    i, n, depth, start = 0, len(text), 0, 0
    while i < n:
        c = text[i]
        if c == ";":
            j = text.find("\n", i)
            i = n if j < 0 else j + 1
            continue
        if c == '"':
            i = _skip_string(text, i)
            continue
        if c == "|":
            j = text.find("|", i + 1)
            i = n if j < 0 else j + 1
            continue
        if c == "(":
            if depth == 0:
                start = i
            depth += 1
        elif c == ")" and depth > 0:
            depth -= 1
            if depth == 0:
                m = _HEAD.match(text, start)
                yield Command(start, i + 1, m.group(1) if m else "")
        i += 1


def _skip_string(text: str, i: int) -> int:
    """Index just past the string literal opening at ``text[i]``."""
    n = len(text)
    j = i + 1
    while j < n:
        k = text.find('"', j)
        if k < 0:
            return n
        if k + 1 < n and text[k + 1] == '"':
            j = k + 2
            continue
        return k + 1
    return n


def string_literals(text: str) -> Iterator[tuple[int, int]]:
    """Spans ``(start, end)`` of the string literals, quotes included."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == ";":
            j = text.find("\n", i)
            i = n if j < 0 else j + 1
        elif c == "|":
            j = text.find("|", i + 1)
            i = n if j < 0 else j + 1
        elif c == '"':
            j = _skip_string(text, i)
            yield i, j
            i = j
        else:
            i += 1


@dataclass(frozen=True, slots=True)
class ScriptInfo:
    """What the bench needs to know about a script."""

    n_check_sat: int
    statuses: tuple[str, ...]  # ``:status`` values in order of appearance
    logic: str | None
    version: str | None  # declared ``:smt-lib-version``


def scan(text: str) -> ScriptInfo:
    """Count ``check-sat`` commands and read status, logic and version infos, up to the
    first ``exit`` (a solver stops there: z3test 4033 has two more checks after it)."""
    n_check, statuses, logic, version = 0, [], None, None
    for cmd in commands(text):
        if cmd.head == "exit":
            break
        if cmd.head == "check-sat" or cmd.head == "check-sat-assuming":
            n_check += 1
        elif cmd.head == "set-info":
            body = text[cmd.start:cmd.end]
            m = _STATUS.search(body)
            if m:
                statuses.append(m.group(1).lower())
            v = _VERSION.search(body)
            if v:
                version = v.group(1)
        elif cmd.head == "set-logic" and logic is None:
            m = _LOGIC.match(text, cmd.start)
            if m:
                logic = m.group(1)
    return ScriptInfo(n_check, tuple(statuses), logic, version)


def expected_from_statuses(info: ScriptInfo) -> str | None:
    """The expected answer sequence from ``:status`` infos, e.g. ``"sat+unsat"``.

    One status per ``check-sat`` is taken as is; a single status with several
    ``check-sat`` is ambiguous and gives None, as does any ``unknown`` label.
    """
    st = [s for s in info.statuses]
    if not st or any(s not in ("sat", "unsat") for s in st):
        return None
    if len(st) == info.n_check_sat or (info.n_check_sat == 0 and len(st) == 1):
        return "+".join(st)
    return None


def with_get_model(text: str) -> str | None:
    """The script with ``(get-model)`` inserted after its first ``check-sat``.

    Returns None when the script has no ``check-sat``.
    """
    for cmd in commands(text):
        if cmd.head == "check-sat":
            return text[:cmd.end] + "\n(get-model)\n" + text[cmd.end:]
    return None


def prefix_through_first_check_sat(text: str) -> str:
    """The script up to and including its first ``check-sat`` (whole text if none)."""
    for cmd in commands(text):
        if cmd.head == "check-sat":
            return text[:cmd.end] + "\n"
    return text


def balanced_prefix(text: str) -> str | None:
    """The first balanced s-expression at the start of ``text`` (after spaces), or None."""
    i = len(text) - len(text.lstrip())
    if i >= len(text) or text[i] != "(":
        return None
    for cmd in commands(text[i:]):
        return text[i:i + cmd.end]
    return None
