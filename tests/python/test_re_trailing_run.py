"""A greedy ``C{n,}`` whose continuation matches anything (the last group of a ``search``
or ``match``: ``(\\w+)@(\\w+)``'s second) is one run piece, the longest run of ``C``
(issue 38, brief groups38): a match exists, so the run holds its ``n`` at least.  On
599d35d8 it was ``C`` as a fixed piece (an equation under a case on the rest's length)
then ``C*`` as a run, the group's text their concatenation."""

from __future__ import annotations

import re

import pytest

from strsat.python import SymStr, Trace
from strsat.python import re as sym_re


@pytest.mark.parametrize(("pattern", "text"), [
    (r"(\d+),(\d+)", "x12,345y"), (r"(\w+)@(\w+)", "a@bc d"), (r"(\w+)@(\w{2,})", "-ab@cde"),
    (r"(\d+),(\d+)", "1,2"), (r"^(\w+):(\w+)", "key:val!ue")])
def test_the_last_greedy_group_is_one_run(pattern: str, text: str) -> None:
    s = SymStr("s", text)
    with Trace({s.term: text}) as trace:
        m = sym_re.search(pattern, s)
        assert m is not None
        last = m.group(2)
        end = m.end(2)
    real = re.search(pattern, text)
    assert real is not None
    assert (last.value, end.value) == (real.group(2), real.end(2))
    assert last.term.op == "var", last.term
    assert trace.notes == []
