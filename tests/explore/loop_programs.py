"""Loops whose length the input does not decide, for ``test_loop_bound.py``: a binary
search over a constant table (as wcwidth's ``bisearch`` and ``bisect.bisect_right``), a
scan of a table of prefixes (as charset-normalizer's ``identify_sig_or_bom``), and loops
that the input does make longer (over a string, up to a symbolic int).  Not a test."""

from __future__ import annotations

import bisect

#: 40 intervals ``(start, end)``, sorted and disjoint: a search needs up to 6 steps
INTERVALS = tuple((100 + 10 * k, 100 + 10 * k + 3) for k in range(40))
#: the number of an interval a binary search meets at its sixth step only (a plain int
#: the search returns: no decision of the caller reaches it)
DEEP = 40


def in_table(ucs: int, table: tuple[tuple[int, int], ...]) -> int:
    """wcwidth's ``bisearch``, returning the interval's number (from 1) where it returns 1:
    0 if ``ucs`` is inside no interval of ``table``."""
    lbound = 0
    ubound = len(table) - 1
    if ucs < table[0][0] or ucs > table[ubound][1]:
        return 0
    while ubound >= lbound:
        mid = (lbound + ubound) // 2
        if ucs > table[mid][1]:
            lbound = mid + 1
        elif ucs < table[mid][0]:
            ubound = mid - 1
        else:
            return mid + 1
    return 0


def width(ch: str) -> str:
    """Which interval holds ``ch``: the deep one's branch needs a search of six steps."""
    ucs = ord(ch) if ch else 0
    found = in_table(ucs, INTERVALS)
    if not found:
        return "outside"
    if found == DEEP:
        return "deep"
    return "inside"


#: the start of each "block" of a code point table (as Unicode's Blocks.txt)
BLOCKS = tuple(range(0, 4096, 64))
NAMES = tuple(f"block-{k}" for k in range(len(BLOCKS)))


def block(ch: str) -> str:
    """``bisect.bisect_right`` over 64 block starts (the pure-Python twin of ``_bisect``):
    the last block needs six steps."""
    if not ch:
        return "none"
    k = bisect.bisect_right(BLOCKS, ord(ch)) - 1
    if k >= len(BLOCKS) - 1:
        return "last"
    if k == 40:
        return "forty"
    return NAMES[k]


#: byte-order marks and signatures, tried in order (more than the loop bound)
MARKS = (("\ufeff", "utf-8-sig"), ("GIF8", "gif"), ("\x89PNG", "png"), ("BM", "bmp"),
         ("%PDF", "pdf"), ("PK\x03\x04", "zip"), ("\x7fELF", "elf"), ("MZ", "exe"),
         ("#!", "script"), ("<?xml", "xml"), ("{\\rtf", "rtf"))


def signature(data: str) -> str:
    """The first mark ``data`` starts with: the last ones are behind ten iterations."""
    for mark, name in MARKS:
        if data.startswith(mark):
            if name == "rtf":
                return "rich text"
            return name
    return "unknown"


def count_a(s: str) -> int:
    """A loop over a string: every iteration reads a new character (``n += len(ch)``: a
    call, so the loop is no one count of :mod:`strsat.explore.char_filters`)."""
    n = 0
    for ch in s:
        if ch == "a":
            n += len(ch)
    return n


def up_to(n: int) -> int:
    """A loop the input makes as long as it likes (a plain counter against it)."""
    i = 0
    while n > i:
        i += 1
    return i


def six_fields(record: str) -> str:
    """A record of exactly six comma-separated fields: the sixth ``split`` decision is past
    the first loop bound of 4 (ftplib's ``parse229`` needs five parts so)."""
    fields = record.split(",")
    if len(fields) != 6:
        return "malformed"
    if fields[5] == "end":
        return "closed"
    return "six"


def six_marks(text: str) -> str:
    """Exactly six ``x`` among the characters: a count that only a seventh and later
    iteration of the loop can make six (``n += len(ch)``, as in :func:`count_a`)."""
    n = 0
    for ch in text:
        if ch == "x":
            n += len(ch)
    if n == 6:
        return "six"
    return "other"


SCHEME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789+-."


def scheme_kind(url: str) -> str:
    """urlsplit's scheme loop: every character before the colon a scheme character (a
    ``for``/``else``), then the scheme compared with constants longer than the loop
    bound."""
    i = url.find(":")
    if i > 0:
        for c in url[:i]:
            if c not in SCHEME_CHARS:
                break
        else:
            scheme = url[:i]
            if scheme == "svn+ssh":
                return "tunnel"
            if scheme == "https":
                return "secure"
            return "other"
    return "none"


def rebuilt_ten(s: str) -> str:
    """A string rebuilt from the characters a loop read: its length is the number of
    iterations, so ``len(t) == 10`` is refuted from every run the loop bound cut (each
    character through ``str()``: a call, so no one term of :mod:`strsat.explore.char_filters`
    stands for the join)."""
    t = "".join(str(c) for c in s)
    if len(t) == 10:
        return "ten"
    return "other"


def ten_digits(s: str) -> str:
    """A loop over a string whose length was decided before it: its exit is refuted at
    every iteration but the tenth (``str(ch)``: a call, so no one term of
    :mod:`strsat.explore.char_finds` stands for the loop)."""
    if len(s) != 10:
        return "length"
    for ch in s:
        if not str(ch).isdigit():
            return "letter"
    return "digits"
