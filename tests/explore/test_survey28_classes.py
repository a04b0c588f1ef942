"""The classes the twenty-eighth survey took (issue 38; benchmarks/explore/2026-12-06-survey28.md).

1. A quotient of symbolic ints by a constant read by fixed-point formatting (humanize's
   ``intword``: ``chopped = value / power`` then ``format % chopped`` with ``"%.1f"``):
   the float (``float_quotient.QuotientFloat``) was formatted by CPython, its ints
   pinned with a note ("a float of symbolic ints ..., read by printf-style
   formatting"), so no flip of a test on the text (``== "12.5"``, ``endswith(".0")``)
   was ever feasible.  Now ``float_format`` formats it as the one-shape literal ``N /
   D`` of ``float_steps.Stepped`` (the windows clear of the rounding points, no exact
   class), its sign ``N``'s.
2. A guarded import of a Python module's C-backed class with a pure fallback (mkdocs'
   ``try: from yaml import CSafeLoader as SafeLoader`` / ``except ImportError: from yaml
   import SafeLoader``): ``CSafeLoader`` is a Python class on LibYAML's C ``CParser``, so
   ``yaml.load(text, SafeLoader)`` was "a call to yaml.cyaml.CSafeLoader: a symbolic value
   made concrete".  The twins were found for imports from C modules only; now
   ``twin_discovery.refused_imports`` finds such names and the twin module runs with
   those imports refused, so its functions take the pure class."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import explore_source, notes_naming, outcomes

SIZE = textwrap.dedent('''
    def size(text):
        if not text.isdigit() or len(text) > 12:
            return "?"
        n = int(text)
        if n < 1000:
            return "small"
        shown = "%.1f" % (n / 1000)
        if shown == "12.5":
            return "twelve and a half"
        if shown.endswith(".0"):
            return "round"
        return "other"
''')


def test_a_quotient_of_ints_formatted_fixed_point(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s28_size.py", SIZE, "size", max_paths=8)
    got = {value for _, value in outcomes(result)}
    assert {"?", "small", "twelve and a half", "round", "other"} <= got, got
    # a tie of the exact quotient (1.05 for "%.1f") is still read: the search may pick one
    tied = [e for e in result.examples
            if any("float of symbolic ints" in n for n in e.notes)]
    assert len(tied) <= 2, [e.args for e in tied]
    assert len(notes_naming(result, "float of symbolic ints")) <= 4, result.summary.notes


FRONT = textwrap.dedent('''
    import yaml

    try:
        from yaml import CSafeLoader as Loader
    except ImportError:
        from yaml import SafeLoader as Loader


    def kind(text):
        try:
            data = yaml.load(text, Loader)
        except yaml.YAMLError:
            return "error"
        if isinstance(data, dict):
            return "mapping"
        if isinstance(data, list):
            return "list"
        return "scalar"
    ''')

META = textwrap.dedent('''
    from s28_front import kind


    def meta(text: str):
        return kind(text)
    ''')


def test_a_c_backed_class_of_a_guarded_import_runs_its_pure_fallback(tmp_path: Path) -> None:
    yaml = pytest.importorskip("yaml")
    if not getattr(yaml, "__with_libyaml__", False):
        pytest.skip("PyYAML without LibYAML: the pure loader runs anyway")
    (tmp_path / "s28_front.py").write_text(FRONT, encoding="utf-8")
    result = explore_source(tmp_path, "s28_meta.py", META, "meta", max_paths=25)
    got = {value for _, value in outcomes(result)}
    assert {"mapping", "list", "scalar", "error"} <= got, got
    # on 0ee3068d: "a call to yaml.cyaml.CSafeLoader: a symbolic value made concrete"
    assert not result.summary.notes, result.summary.notes
