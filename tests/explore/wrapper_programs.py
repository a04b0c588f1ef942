"""Functions that only wrap library code, for ``test_wrapper_search.py``: no branch of
their own, as ``jsonpointer.resolve_pointer(DOC, pointer)`` called by a one-line wrapper.
The library is ``loop_programs.py``, another module (its code runs as a followed
library's, not the explored module's); two of its branches need a loop past the first
loop bound of 4.  Not a test."""

from __future__ import annotations

import loop_programs


def record(line: str) -> str:
    return loop_programs.six_fields(line)


def six_marks(text: str) -> str:
    return loop_programs.six_marks(text)


def guarded(line: str) -> str:
    """A branch of its own (both sides taken at once): not a wrapper, the library's
    branches are not its frontier."""
    if not line:
        return "empty"
    return loop_programs.six_fields(line)
