"""The classes the twenty-sixth survey took (issue 38; benchmarks/explore/2026-12-06-survey26.md).

1. ``re.Scanner.scan`` of a symbolic string (Markdown's ``attr_list``: ``{: #id .cls k=v
   }`` scanned by a module-level ``re.Scanner`` whose actions are Python functions) was
   not entered (``re`` is modelled) and ran on CPython ("a call to re.Scanner.scan: a
   symbolic value made concrete", one path); ``Pattern.scanner(s)`` fell back to the
   concrete values.  Now the scanner object is the layer's
   (:class:`strsat.python.re_scanner.SymScanner`) and ``scan`` runs CPython's loop over
   it, the actions called rewritten.
2. An exception class of another module constructed with plain arguments that hold
   symbolic values (graphql's ``GraphQLSyntaxError(self.source, position, ...)``, whose
   ``__init__`` reads the source's symbolic body to place the error) ran its ``__init__``
   as written: ``len()`` of a symbolic string made concrete (22 notes a run of
   ``gql_tokens``).  Now it is constructed as any other class of another module is, its
   ``__init__`` rewritten (``runtime._foreign_exception``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

SOURCE = textwrap.dedent('''
    import re


    def _pair(scanner, text):
        key, value = text.split("=", 1)
        return (key, value.strip('"'))


    SCANNER = re.Scanner([(r'[a-z]+="[^"]*"', _pair), (r"#[a-z]+", lambda s, t: ("id", t[1:])),
                          (r"\\.[a-z]+", lambda s, t: ("class", t[1:])), (r" +", None)])


    def attrs(text: str):
        found, rest = SCANNER.scan(text)
        if rest:
            return "rest " + rest[:1]
        kinds = [k for k, _ in found]
        if "id" in kinds and "class" in kinds:
            return "both"
        if any(k not in ("id", "class") for k in kinds):
            return "pair"
        return "ids" if "id" in kinds else "classes" if kinds else "empty"


    TOKEN = re.compile(r"\\d+|[a-z]+|;")


    def tokens(text: str):
        kinds = []
        for m in iter(TOKEN.scanner(text).match, None):
            kinds.append("n" if m.group()[0].isdigit() else "w" if m.group() != ";" else ";")
        return "".join(kinds[:3])
    ''')


def test_a_scanner_with_python_actions(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s26_program.py", SOURCE, "attrs", max_paths=12)
    got = {value for _, value in outcomes(result)}
    assert {"empty", "ids", "classes", "pair"} <= got
    assert any(str(v).startswith("rest ") for v in got)
    # on 2daeed14: "a call to re.Scanner.scan: a symbolic value made concrete", one path
    assert not result.summary.notes, result.summary.notes


def test_successive_scanner_matches(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s26_program.py", SOURCE, "tokens", max_paths=14)
    got = {value for _, value in outcomes(result)}
    assert {"", "n", "w", ";", "nw", "n;"} <= got
    assert not result.summary.notes, result.summary.notes


ERRORS = textwrap.dedent('''
    class Source:
        def __init__(self, body):
            self.body = body


    class LocatedError(Exception):
        def __init__(self, source, position):
            lines = source.body[:position].splitlines()
            self.line = len(lines)
            self.column = len(lines[-1]) + 1 if lines else 1
            super().__init__(f"at {self.line}:{self.column}")
    ''')

LOCATE = textwrap.dedent('''
    from s26_errors import LocatedError, Source


    def locate(text: str):
        if len(text) < 3:
            return "short"
        try:
            raise LocatedError(Source(text), 3)
        except LocatedError as error:
            if error.line == 1:
                return "first line" if error.column == 4 else "first line, cut"
            return "later line"
    ''')


def test_an_exception_of_another_module_reading_a_symbolic_attribute(tmp_path: Path) -> None:
    (tmp_path / "s26_errors.py").write_text(ERRORS, encoding="utf-8")
    result = explore_source(tmp_path, "s26_locate.py", LOCATE, "locate", max_paths=12)
    got = {value for _, value in outcomes(result)}
    assert {"short", "first line", "later line"} <= got
    # on 2daeed14: "len(): a symbolic value made concrete (... s26_errors.py:11)"
    assert not result.summary.notes, result.summary.notes
