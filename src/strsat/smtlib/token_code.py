"""The entries of the lexer's token pattern compiled ahead of time (issue 39: every run
reads a file), and how to make them.

Compiling :data:`strsat.smtlib.lexer._TOKEN` with :func:`re.compile` runs the regular
expression parser and code generator of the standard library, which are Python code:
about 1.6M instructions (CPython 3.11, callgrind) in every process.  What they produce
is a list of integers for the C matching engine (``_sre``), fixed for a pattern and a
version of that engine; :data:`strsat.smtlib.lexer.CODES` keeps that list for the
CPython versions listed, and :func:`strsat.smtlib.lexer.compiled` hands it to the
engine directly.  On any other interpreter, or when the pattern is not the one the list
was made from, ``compiled`` is ``re.compile``.  This module is not loaded by a run.

``python -c "from strsat.smtlib.token_code import entry_text; print(entry_text())"``
prints the entry of the running interpreter;
``tests/smtlib/test_lexer.py`` checks that each entry of the running version is what
``re`` makes of the pattern now, so a changed pattern cannot keep a stale entry.
"""

from __future__ import annotations

import sys
from zlib import crc32

from .lexer import Entry, _engine


def entry_now(pattern: str, flags: int) -> Entry:
    """What ``re`` makes of ``pattern`` on the running interpreter, as an entry of
    ``CODES`` (the steps of ``re._compiler.compile``)."""
    from re import _compiler, _parser

    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    names: list[str | None] = [None] * parsed.state.groups
    for name, i in parsed.state.groupdict.items():
        names[i] = name
    return (crc32(pattern.encode()), int(flags | parsed.state.flags), tuple(names),
            tuple(map(int, code)))


def entry_text() -> str:
    """The ``CODES`` line of the lexer's pattern on the running interpreter."""
    import textwrap

    from .lexer import TOKEN_FLAGS, TOKEN_SOURCE

    sre = _engine()
    crc, full_flags, names, code = entry_now(TOKEN_SOURCE, TOKEN_FLAGS)
    numbers = textwrap.fill(", ".join(map(str, code)), 88, initial_indent=" " * 8,
                            subsequent_indent=" " * 8)
    return (f"    {(*sys.version_info[:2], sre.MAGIC)!r}: ({crc}, {full_flags}, {names!r}, (\n"
            f"{numbers},\n    )),")


__all__ = ["entry_now", "entry_text"]
