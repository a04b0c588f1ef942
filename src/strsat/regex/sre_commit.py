"""The committed form of an atomic group's body: how CPython's first try matches it.

``(?>X)`` and a possessive ``X*+``/``X++``/``X?+`` keep the *first* match the
backtracking matcher finds for ``X`` and never give it back.  Where ``X`` is one class
or a plain piece of one width that first match is the only one
(:func:`strsat.regex.sre_language.possessive_body`); packaging's ``VERSION_PATTERN``
holds others: ``(?:\\.[0-9]+)*+``, ``(?:(?P<epoch>[0-9]+)!)?+``, ``(?P<pre>[._-]?+
(alpha|a|...)[._-]?+[0-9]*)?+``.

Inside an atomic group, what follows the group's end always succeeds, so the matcher
backtracks into a piece of the body only when a later piece *of the body* fails.  A
piece is therefore matched as its own first try -- *committed* -- when nothing after it
in the body can fail (the rest of the body can match the empty string: a greedy run
then takes every character it can, a lazy one as few as it must, options the first
that matches), or when giving characters back could not help (a run of a class ``C``
followed by pieces whose first character is never in ``C``, the rule PCRE calls
auto-possessification), or when it has one match anyway (one width).  The committed
form rewrites each piece into nodes the language builder and the walk already model
exactly: a possessive run, ``(?>A1|A2|...)`` of options of one width, the piece itself;
a repetition of a larger body stays a possessive repeat of it, committed again per
iteration.  A body with some other piece is left alone (None): the callers keep saying
the construct is unsupported.
"""

from __future__ import annotations

from .charset import INTERVALS, IntervalSet
from .sre_tree import Node, fixed_plain, is_plain, width

_NONE = INTERVALS.empty


def first_chars(node: Node) -> IntervalSet:
    """The characters a match of the plain ``node`` can start with."""
    kind = node[0]
    if kind == "c":
        cls: IntervalSet = node[1]
        return cls
    if kind == "grp":
        return first_chars(node[2])
    if kind == "alt":
        out = _NONE
        for n in node[1]:
            out = out | first_chars(n)
        return out
    if kind == "seq":
        out = _NONE
        for n in node[1]:
            out = out | first_chars(n)
            if width(n)[0] > 0:
                break
        return out
    if kind == "rep":
        return _NONE if node[2] == 0 else first_chars(node[4])
    return _NONE  # marks


def iterable(body: Node) -> bool:
    """Whether a possessive repeat of ``body`` (at most one mandatory iteration) has a
    committed iteration: a body that always consumes, of plain pieces and committed
    ones (possessive repeats, atomic groups)."""
    return width(body)[0] > 0 and committed(body) is not None


def committed(body: Node) -> tuple[Node, ...] | None:
    """``body``'s items in their committed forms (see the module docstring), the group
    nodes kept (the walk sets their spans), or None."""
    return _items(_flat(body), True, _NONE)


def _flat(node: Node) -> list[Node]:
    if node[0] == "seq":
        out: list[Node] = []
        for n in node[1]:
            out += _flat(n)
        return out
    return [node]


def _items(items: list[Node], free: bool, follow: IntervalSet) -> tuple[Node, ...] | None:
    """Commit ``items`` right to left: ``free`` when what follows them in the body can
    match the empty string, else ``follow`` the characters it can start with."""
    out: list[Node] = []
    for item in reversed(items):
        piece = _piece(item, free, follow)
        if piece is None:
            return None
        out.append(piece)
        if width(item)[0] > 0:
            free, follow = False, first_chars(_plain_of(item))
        else:
            follow = follow | first_chars(_plain_of(item))
    return tuple(reversed(out))


def _plain_of(item: Node) -> Node:
    """The plain node of an item (an atomic group or a possessive repeat matches a
    subset of its plain language; its first characters are among the plain ones)."""
    if item[0] == "atomic":
        return _plain_of(item[1])
    if item[0] == "rep" and item[3] == "possessive":
        return ("rep", item[1], item[2], "greedy", _plain_of(item[4]))
    return item


def _piece(item: Node, free: bool, follow: IntervalSet) -> Node | None:
    kind = item[0]
    if kind == "mark" or fixed_plain(item) or kind == "atomic" or \
            (kind == "rep" and item[3] == "possessive"):
        return item  # one match, or committed already
    if kind == "grp":
        inner = _items(_flat(item[2]), free, follow)
        return None if inner is None else ("grp", item[1], ("seq", inner))
    if kind == "rep" and item[4][0] != "c" and item[3] != "lazy":
        if free and item[1] <= 1 and iterable(item[4]):
            return ("rep", item[1], item[2], "possessive", item[4])
        return None
    if kind != "alt" and not is_plain(item):
        return None
    if kind == "alt":  # the first option that matches, committed
        if free and all(fixed_plain(o) or committed(o) is not None for o in item[1]):
            return ("atomic", item)
        return None
    if kind != "rep":
        return None
    _, lo, hi, how, body = item
    if body[0] == "c":
        if how == "lazy":
            return ("rep", lo, lo, "greedy", body) if free else None
        if free or (body[1] & follow).is_empty():
            return ("rep", lo, hi, "possessive", body)
        return None
    return None


__all__ = ["committed", "first_chars", "iterable"]
