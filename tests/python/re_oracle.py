"""The operations the ``re`` properties run (``test_re_complete`` on ``str``,
``test_re_bytes`` on ``bytes``): every function and ``Match`` attribute, the loops, and
the check that a modelled pattern runs without a note."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from strsat.errors import UnsupportedError
from strsat.python import SymBytes, SymStr, Trace
from strsat.python import re as sym_re
from strsat.python.re_walk import walkable
from strsat.regex.sre_language import membership
from strsat.regex.sre_tree import parse


def _like(subject: str | bytes, text: str) -> Any:
    """``text`` as the subject's type (bytes: its latin-1 encoding)."""
    return text if isinstance(subject, str) else text.encode("latin-1")


def extents(m: Any, kind: str | bytes) -> Any:
    """Everything a match object tells about where it and its groups are."""
    if m is None:
        return None
    groups = m.re.groups
    out = [m.groups(), m.groups("-"), m.groupdict(), m.span(), m.group(), m.lastindex,
           m.lastgroup, m.pos, m.endpos, m.regs, m.string, m.re.pattern]
    for i in range(groups, -1, -1):
        out.append((m.group(i), m.start(i), m.end(i), m.span(i), m[i]))
    out.append(m.expand(_like(kind, r"<\g<0>>" + "".join(f"[\\{i}]"
                                                        for i in range(1, groups + 1)))))
    return tuple(out)


def matching(mode: str, kind: str | bytes) -> Callable[..., Any]:
    def op(s, p, f):  # noqa: ANN001, ANN202
        return extents(getattr(sym_re, mode)(p, s, f), kind)
    return op


def bounded(mode: str, kind: str | bytes) -> Callable[..., Any]:
    def op(s, i, p, f, e):  # noqa: ANN001, ANN202
        method = getattr(sym_re.compile(p, f), mode)
        return extents(method(s, i) if e is None else method(s, i, e), kind)
    return op


def looping(what: str, pattern: Any, flags: int, kind: str | bytes) -> Callable[..., Any]:
    """``split``, ``findall``, ``finditer``, ``sub``/``subn`` with a template naming every
    group, or ``subfn`` (a replacement function)."""
    groups = sym_re.compile(pattern, flags).groups
    template = _like(kind, "<\\g<0>" + "".join(f"\\{i}" for i in range(1, groups + 1))
                     + r"\n>")
    bar = _like(kind, "|")

    def op(s, p, f, n):  # noqa: ANN001, ANN202
        if what == "split":
            return sym_re.split(p, s, n, f)
        if what == "findall":
            return sym_re.findall(p, s, f)
        if what == "finditer":
            return [extents(m, kind) for m in sym_re.finditer(p, s, f)]
        if what == "subfn":
            return sym_re.sub(p, lambda m: m.group(0) + bar if m.lastindex is None
                              else m[m.lastindex] or None, s, n, f)
        return getattr(sym_re, what)(p, template, s, n, f)
    return op


def no_notes(op: Callable[..., Any], subject: str | bytes, *args: Any) -> None:
    """``op`` of the subject, symbolic with its value, makes nothing concrete."""
    text = subject if isinstance(subject, str) else subject.decode("latin-1")
    s = SymStr("s", subject) if isinstance(subject, str) else SymBytes("s", subject)
    trace = Trace({s.term: text})
    with trace:
        op(s, *args)
    assert trace.notes == [], trace.notes


def compiles(pattern: str | bytes, flags: int) -> bool:
    """Whether CPython compiles the pattern (not: a reference to a missing group)."""
    try:
        re.compile(pattern, flags)
    except re.error:
        return False
    return True


def modelled(pattern: str | bytes, flags: int) -> bool:
    """Whether the layer models the pattern: its languages (no anchor inside an unbounded
    repetition ...) and the walk (:func:`strsat.python.re_walk.walkable`); a ``bytes``
    pattern as its latin-1 reading under ``re.ASCII``."""
    if isinstance(pattern, bytes):
        pattern, flags = pattern.decode("latin-1"), flags | re.ASCII
    tree = parse(pattern, flags)
    try:
        for mode in ("fullmatch", "match", "search"):
            membership(tree, mode)
    except UnsupportedError:
        return False
    return walkable(tree.root)
