"""``==`` between library objects whose classes write ``__eq__`` in Python and hold
symbolic values (:meth:`strsat.explore.runtime.Runtime.compare`): the methods run
rewritten in CPython's order — the left operand's, then the right's when the left one
answers ``NotImplemented``, then identity.  Before, a left ``__eq__`` declining made the
comparison identity at once, without the right operand's method: the concolic run
answered ``False`` where the plain call answered ``True``."""

from __future__ import annotations

import os
import textwrap

from explore.helpers import check_reproducible, outcomes
from strsat.explore import explore_file

LIBRARY = textwrap.dedent('''
    class Declines:
        def __init__(self, text):
            self.text = text

        def __eq__(self, other):
            return NotImplemented


    class Answers:
        def __init__(self, text):
            self.text = text

        def __eq__(self, other):
            if isinstance(other, Declines):
                return other.text == self.text
            return NotImplemented
''')

PROGRAM = textwrap.dedent('''
    from eqlib_reflected import Answers, Declines


    def reflected(text: str):
        if Declines(text) == Answers(text.upper()):
            return "eq"
        return "ne"


    def both_decline(text: str):
        if Declines(text) != Declines(text.upper()):
            return "ne"
        return "eq"
''')


def _explore(tmp_path, name: str):  # noqa: ANN001, ANN202
    os.makedirs(tmp_path / "eqlib_reflected")
    (tmp_path / "eqlib_reflected" / "__init__.py").write_text(LIBRARY, encoding="utf-8")
    program = tmp_path / "eq_program.py"
    program.write_text(PROGRAM, encoding="utf-8")
    result = explore_file(str(program), name, timeout=None, check_timeout=300.0)
    check_reproducible(result, result.module, name)
    return result


def test_the_right_operands_eq_answers_when_the_left_one_declines(tmp_path) -> None:  # noqa: ANN001
    result = _explore(tmp_path, "reflected")
    assert outcomes(result) == {("return", "eq"), ("return", "ne")}
    assert not [n for n in result.summary.notes if "the concolic run gave" in n]


def test_two_declining_operands_compare_by_identity(tmp_path) -> None:  # noqa: ANN001
    result = _explore(tmp_path, "both_decline")
    assert outcomes(result) == {("return", "ne")}
    assert not [n for n in result.summary.notes if "the concolic run gave" in n]
