"""``sub``/``subn`` of a ``regex``-package pattern of ``re``'s language that matches no
empty string are ``re``'s over a symbolic string, for a function or a template both
packages read alike (:func:`strsat.python.re_mrab.same_template`; titlecase's
``SUBPHRASE.sub`` ran concretely, with a note, in survey29)."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.python.re_mrab import _never_empty, as_re, same_template

PATTERNS = [r"[ \t]+", r",", r"(,)", r"a|bc", r"[ab](c)?", r"(?P<w>[ab]+)(,)?", r"x*"]
TEMPLATES = st.lists(st.sampled_from(["a", "-", "\\", "1", "2", "0", "g<", "w>", ">", "x4",
                                      "n", "g<1>", "\\\\", "\\1", "\\g<w>"]),
                     max_size=6).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(PATTERNS), TEMPLATES, st.text(alphabet="abcx ,\t", max_size=10),
       st.integers(-1, 3))
def test_a_template_read_alike_substitutes_as_re(pattern: str, template: str, text: str,
                                                 count: int) -> None:
    regex = pytest.importorskip("regex")
    mine = as_re(pattern, regex.compile(pattern).flags)
    assert mine is not None
    assume(_never_empty(mine) and same_template(mine, template))
    compiled = regex.compile(pattern)
    assert compiled.subn(template, text, count) == mine.subn(template, text, count)
    assert compiled.sub(lambda m: m.group(0) * 2, text) == \
        mine.sub(lambda m: m.group(0) * 2, text)


@pytest.mark.parametrize("template", [r"\x41", r"\3", r"\g<v>", r"\g<3>", r"\q", "\\"])
def test_templates_read_otherwise_keep_the_c_call(template: str) -> None:
    real = re.compile(r"(?P<w>a)(b)")
    assert not same_template(real, template)


PROGRAM = textwrap.dedent(r'''
    import regex

    PHRASE = regex.compile(r"([:;] )(of|to)")

    def phrase(s: str):
        out, n = PHRASE.subn(lambda m: m.group(1) + m.group(2).upper(), s)
        if n == 2:
            return "two"
        return "first" if out.startswith(": TO") else n
''')


def test_a_regex_package_sub_stays_symbolic(tmp_path: Path) -> None:
    pytest.importorskip("regex")
    result = explore_source(tmp_path, "mrab_sub.py", PROGRAM, "phrase", max_paths=8,
                            loop_bound=3, max_loop_bound=3)
    assert {("return", "two"), ("return", "first"), ("return", 0)} <= outcomes(result)
    assert not notes_naming(result, "made concrete", "not modelled"), result.summary.notes
