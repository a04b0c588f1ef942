"""Functions whose ``re`` patterns hold lookaheads inside repetitions, the explorer's
inputs in test_explore_re_lookaheads.py (brief "regex29")."""

import doctest
import re

#: Markdown's comment branch of ``toc.HTML_RE`` (a tempered dot)
COMMENT = re.compile(r"<!--(?:(?!<!--|-->).)*-->", re.DOTALL)


def example_output(s: str) -> str:
    """doctest's parser on a one-line example and what follows it."""
    want = doctest.DocTestParser().get_examples(">>> x\n" + s)[0].want
    if want == "":
        return "no output"
    if want.startswith(" "):
        return "indented"
    if "\n" in want[:-1]:
        return "two lines"
    return "one line"


def strip_comment(s: str) -> str:
    """A comment ended at its first ``-->``, none opened inside it."""
    m = COMMENT.match(s)
    if m is None:
        return "none"
    if m.end() < len(s):
        return "more"
    return "all"
