"""``finditer``, ``findall``, ``split`` and ``sub``/``subn`` on symbolic
strings: CPython's loops of ``_sre`` (``pattern_finditer``/``pattern_findall``/
``pattern_split``/``pattern_subx``) over :func:`strsat.python.re_match.find`.

Each loop searches from where the last match ended; after an empty match the next one may
not be empty where it starts (``must_advance``, CPython 3.7+).  Whether another match
exists is one decision per iteration (as CPython's own loop is); whether a match of a
pattern that can match the empty string was empty is one more.  A template replacement
is parsed before any matching (:mod:`strsat.python.re_template`).  A function as
replacement is called on the symbolic match objects; it may return ``None`` (empty) or
a ``str``.
"""

from __future__ import annotations

import re as _re
from collections.abc import Callable, Iterator
from typing import Any

from ..regex.sre_tree import parse
from ..terms import mk
from .context import Kind, decide, fallback
from .re_chars import char_matches, one_class, run_class
from .re_match import SymMatch, as_int, find, nullable
from .re_template import compile_template, decided_text, group_or_empty, join, pin
from .strings import SymStr


def _empty(m: SymMatch) -> bool:
    """Whether the match is empty (a decision unless its pattern cannot be)."""
    if not nullable(m.tree):
        return False
    start, end = m.start(), m.end()
    a, b = as_int(start), as_int(end)
    cond = mk("=", a.term, b.term)
    value = None if a.value is None or b.value is None else a.value == b.value
    if cond.op == "const":
        return bool(cond.value)
    return decide(Kind.BRANCH, cond, value, "re: an empty match")


def matches_of(pattern: str, flags: int, string: SymStr, pos: Any = None, endpos: Any = None,
               *, what: str, owner: Any = None, limit: int | None = None
               ) -> Iterator[SymMatch]:
    """The matches CPython's ``finditer`` gives, one search (one decision) at a time
    (a pattern of one character of a class, from the start: :mod:`.re_chars`)."""
    real = _re.compile(pattern, flags)

    def concrete_of(k: int) -> Callable[..., Any]:
        def concrete(text: str, p: int = 0, *e: int) -> Any:
            for i, m in enumerate(real.finditer(text, p, *e)):
                if i == k:
                    return m
            return None
        return concrete
    if pos is None and endpos is None:
        tree = parse(pattern, flags)
        # one character of a class, or a maximal run of one (:mod:`.re_chars`)
        for classify, runs in ((one_class, False), (run_class, True)):
            shape = classify(tree)
            if shape is not None:
                yield from char_matches(pattern, flags, tree, string, *shape, what=what,
                                        owner=owner, limit=limit, concrete_of=concrete_of,
                                        runs=runs)
                return
    start = pos
    advance = False
    count = 0
    operands = [string, 0 if pos is None else pos] + ([] if endpos is None else [endpos])
    reported: Any = None
    while limit is None or count < limit:
        k = count
        found = find("search", pattern, flags, string, start, endpos, what=what,
                     owner=owner, must_advance=advance, concrete=concrete_of(k),
                     operands=operands,
                     first=count == 0)
        if found is None:
            return
        if not isinstance(found, SymMatch):  # ran concretely (a note says so): the rest too
            yield from _concrete_rest(real, k, operands)
            return
        if reported is None:
            reported = found.pos  # every match reports the loop's own pos
        found.pos = reported
        yield found
        count += 1
        advance = _empty(found)
        start = found.end()


def _concrete_rest(real: _re.Pattern[str], k: int, operands: list[Any]) -> Iterator[Any]:
    found = fallback(f"re.finditer with {real.pattern!r}", operands,
                     lambda text, p=0, *e: list(real.finditer(text, p, *e)))
    yield from found[k:]


def replacer(real: _re.Pattern[str], repl: Any) -> Callable[[SymMatch], Any]:
    """What ``sub`` puts in place of a match (the template parsed before matching)."""
    if callable(repl):
        def call(m: SymMatch) -> Any:
            got = repl(m)
            if got is None:
                return ""
            if not isinstance(got, str | SymStr):
                raise TypeError(f"expected str instance, {type(got).__name__} found")
            return got
        return call
    if isinstance(repl, SymStr):
        if "\\" not in repl:  # no escape and no group reference: the text itself
            return lambda m: repl
        repl = decided_text(repl, "re.sub with a symbolic replacement template")
    if not isinstance(repl, str):
        raise TypeError(f"expected str instance, {type(repl).__name__} found")
    if "\\" not in repl:
        return lambda m: repl
    pieces = compile_template(real, repl)
    return lambda m: join([p if isinstance(p, str) else group_or_empty(m, p)
                            for p in pieces])


# -- the loops ------------------------------------------------------------------------------

def _count(value: Any, what: str) -> int:
    n = as_int(value)
    return int(n.value if n.term.op == "const" else pin(n, what))


def findall(pattern: str, flags: int, string: SymStr, pos: Any = None, endpos: Any = None,
            *, owner: Any = None) -> list[Any]:
    groups = _re.compile(pattern, flags).groups
    out: list[Any] = []
    for m in matches_of(pattern, flags, string, pos, endpos, what="re.findall", owner=owner):
        if not isinstance(m, SymMatch):
            out.append(m.group(0) if groups == 0 else m.group(1) or "" if groups == 1
                       else m.groups(""))
        elif groups == 0:
            out.append(m.group(0))
        elif groups == 1:
            out.append(group_or_empty(m, 1))
        else:
            out.append(m.groups(""))
    return out


def split(pattern: str, flags: int, string: SymStr, maxsplit: Any = 0, *, owner: Any = None
          ) -> list[Any]:
    limit = _count(maxsplit, "re.split with a symbolic maxsplit")
    if limit < 0:
        return [string]
    groups = _re.compile(pattern, flags).groups
    out: list[Any] = []
    last: Any = 0
    tail: Any = None
    for m in matches_of(pattern, flags, string, what="re.split", owner=owner,
                        limit=limit or None):
        out.append(_between(string, last, m))
        out.extend(m.group(i) for i in range(1, groups + 1))
        last, tail = m.end(), _after(m)
    out.append(string[last:] if tail is None else tail)
    return out


def _between(string: SymStr, last: Any, m: Any) -> Any:
    """The subject from ``last`` to the match ``m`` (its piece when it has one)."""
    gap = getattr(m, "gap", None)
    return string[last:m.start()] if gap is None else gap


def _after(m: Any) -> Any:
    return getattr(m, "rest", None)


def sub(pattern: str, flags: int, repl: Any, string: SymStr, count: Any = 0, *,
        with_count: bool = False, owner: Any = None) -> Any:
    real = _re.compile(pattern, flags)
    make = replacer(real, repl)
    limit = _count(count, "re.sub with a symbolic count")
    if limit < 0:
        return (string, 0) if with_count else string
    parts: list[Any] = []
    last: Any = 0
    tail: Any = None
    n = 0
    for m in matches_of(pattern, flags, string, what="re.subn" if with_count else "re.sub",
                        owner=owner, limit=limit or None):
        parts.append(_between(string, last, m))
        parts.append(make(m))
        last, tail = m.end(), _after(m)
        n += 1
    parts.append(string[last:] if tail is None else tail)
    result = join(parts)
    return (result, n) if with_count else result


def finditer(pattern: str, flags: int, string: SymStr, pos: Any = None, endpos: Any = None,
             *, owner: Any = None) -> Iterator[Any]:
    return matches_of(pattern, flags, string, pos, endpos, what="re.finditer", owner=owner)


__all__ = ["findall", "finditer", "matches_of", "replacer",
           "split", "sub"]
