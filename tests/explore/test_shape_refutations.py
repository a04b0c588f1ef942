"""A flip refuted by its own condition after a loop (issue 38).

A tokenizer's method called twice (``a, b = t.next(), t.next()``) builds each token as a
slice with plain int bounds: after a run whose first token has one character,
``a == "get"`` is refuted by its own terms (``str.substr s 0 1`` is never ``"get"``), an
unsat core with no literal of the prefix.  That says the loop must run another number of
times, nothing of the branches the run took; counted against the branch, it left the
frontier after a few short runs and ``a == "get" and b.isdigit()`` was never reached
(200 paths).  Now the first such refutations after a loop are not counted
(``SearchState.shape_refuted``) and the loop's exits are promoted as before.  So are
refutations whose core holds a loop's own test and otherwise only decisions made before
the first loop ended (``Flipping._by_iterations``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source

TOKENS = textwrap.dedent('''
    class Tokens:
        def __init__(self, text: str) -> None:
            self.text = text
            self.pos = 0

        def next(self) -> str:
            while self.pos < len(self.text) and self.text[self.pos] == " ":
                self.pos += 1
            start = self.pos
            while self.pos < len(self.text) and self.text[self.pos] != " ":
                self.pos += 1
            return self.text[start:self.pos]


    def command(s: str) -> str:
        t = Tokens(s)
        a, b = t.next(), t.next()
        if a == "get" and b.isdigit():
            return "get-n"
        return "other"
    ''')


def test_a_token_compared_after_a_loop_that_ran_too_few_times(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "tokens.py", TOKENS, "command", max_paths=140)
    found = [e.args[0] for e in result.examples if e.value == "get-n"]
    assert found and found[0].split()[0] == "get" and found[0].split()[1].isdigit()



SENDER = textwrap.dedent('''
    import email.utils


    def sender(header: str) -> str:
        name, addr = email.utils.parseaddr(header)
        if not addr:
            return "none"
        if addr.endswith(".org"):
            return "org"
        return "bare"
    ''')


def test_a_suffix_of_a_string_built_by_a_library_loop_that_ran_too_few_times(
        tmp_path: Path) -> None:
    """``email.utils.parseaddr`` builds the address one character at a time: after runs
    of one and two characters, the cores of ``endswith(".org")``'s refutations hold the
    atom loop's own test and the field's truth before it -- the iterations refute it, so
    each is noted, not counted (it was counted: 137 paths in 10 s, no ``.org``), and the
    loop runs on to four characters."""
    result = explore_source(tmp_path, "sender.py", SENDER, "sender", max_paths=60)
    found = [e.args[0] for e in result.examples if e.value == "org"]
    assert found and found[0].endswith(".org"), [e.args for e in result.examples]
