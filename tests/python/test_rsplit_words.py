"""``s.rsplit(None, k)`` as word equations from the end, and ``s.split(None, k)`` as
word equations too (survey 20, py-cpuinfo's ``hz.rsplit(None, 1)[1]``;
benchmarks/explore/2026-12-05-survey20.md).

On main the layer split the reversed string (``str.rev``) with ``str.indexof_re`` terms,
and the engine ran the checks over them to their work limit (a brand string ending in a
word was not found in 10 s).  Now each word is one decision (does the rest hold a word,
``r ∈ ws*``?) and the parts are auxiliary variables defined by word equations
(``r = p·w·q``, ``q ∈ ws*``, ``w ∈ (¬ws)+``; the rest ``h·q`` once the count is spent):
no ``str.rev`` or ``str.indexof_re`` reaches the path condition.  Agreement with CPython
is ``test_str_fallbacks.py``'s "rsplit whitespace maxsplit" and ``test_semantics.py``'s
"split whitespace".  ``split(None, k)`` with a count used ``str.indexof_re`` terms on
main as well (two decisions a word); it is now ``split()``'s word equations with the
rest ``p·t`` (``p ∈ ws*``) once the count is spent."""

from __future__ import annotations

import pytest

from strsat.python import SymStr, Trace
from strsat.terms import Term

TEXTS = ["", "   ", "ghz", " a b\tc  ", "Intel @ 2.40GHz", "x\u3000y\u2003", "a  b  c  d"]


def _operators(term: Term) -> set[str]:
    seen: set[str] = set()
    todo = [term]
    while todo:
        t = todo.pop()
        op = getattr(t, "op", None)
        if op is not None:
            seen.add(str(op))
        todo.extend(a for a in getattr(t, "args", ()) if isinstance(a, Term))
    return seen


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("limit", [0, 1, 2, 5])
@pytest.mark.parametrize("method", ["rsplit", "split"])
def test_split_whitespace_gives_word_equations(text: str, limit: int, method: str) -> None:
    with Trace({"s": text}) as trace:
        parts = getattr(SymStr("s", text), method)(None, limit)
    assert [p.value for p in parts] == getattr(text, method)(None, limit)
    assert trace.notes == []
    ops = _operators(trace.condition())
    assert "str.rev" not in ops and "str.indexof_re" not in ops, ops
    # one decision per word split off, and one for the rest (no word left, or the count
    # spent and the rest is the first part)
    assert len(trace.decisions) == min(len(text.split()), limit) + 1
