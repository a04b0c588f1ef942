"""The classes the twenty-fourth survey took (issue 38; benchmarks/explore/2026-12-06-survey24.md).

1. A function compiled from text a library registered in :mod:`linecache` without line
   ends (cattrs 26's generated ``structure_Server``: ``linecache.cache[name] = (size,
   None, lines, name)`` of the lines it joined with ``"\\n"``) was not rewritten: the
   index parsed ``"".join(lines)``, one line, a syntax error.  It ran as written, and the
   ``int`` it holds in a default parameter met the symbolic text in C (made concrete).
2. A list or tuple of anything but plain ints or strs (toolz's ``get_in`` over
   ``doc["servers"][i]``), a list of ints with symbolic ones among them (asttokens'
   column offsets and a ``len()``), and a slice of a list, tuple or range by symbolic
   bounds (paginate's ``collection[first:last]``) pinned the index with ``__index__``:
   now :mod:`strsat.python.index_pick` settles the position by decisions, and
   :mod:`strsat.python.const_index` reads the symbolic items' terms.
3. ``Pattern.sub(function, text)`` on a plain text with a function returning a symbolic
   str (``string.Template.substitute`` with a symbolic value in the mapping) ran in C,
   the function's results made concrete: now the matches are CPython's and the pieces
   are joined symbolically (:mod:`strsat.python.re_callback`)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source
from strsat.explore import Exploration

SOURCE = textwrap.dedent('''
    import linecache
    import re
    import string

    LINES = ["def convert(o, _conv=_conv):",
             "    try:",
             "        n = _conv(o)",
             "    except ValueError:",
             "        return 'bad'",
             "    return 'big' if n > 99 else 'small'"]
    NAME = "<library generated convert>"
    linecache.cache[NAME] = (len("\\n".join(LINES)), None, LINES, NAME)
    SPACE = {"_conv": int}
    eval(compile("\\n".join(LINES), NAME, "exec"), SPACE)
    convert = SPACE["convert"]


    def port(text: str):
        return convert(text)


    DOC = [{"name": "alpha"}, {"name": "beta"}, {"name": "gamma"}]


    def pick(i: int):
        return DOC[i]["name"]


    def window(first: int):
        part = range(100, 110)[first:first + 3]
        if not part:
            return "empty"
        return "full" if len(part) == 3 else "short"


    def marks(text: str, i: int):
        ends = [0, len(text)]
        return "long" if ends[i] > 3 else "short"


    LINK = string.Template("<a>$page</a> of $total")


    def link(page: int):
        text = LINK.substitute(page=page, total=10)
        return "first" if text.startswith("<a>1<") else "other"


    def fill(name: str):
        values = {"who": name, "n": "3"}
        text = re.sub(r"\\{(\\w+)\\}", lambda m: values[m.group(1)], "{who}: {n}")
        return "named" if text.startswith("ann:") else "other"
    ''')


def _explore(tmp_path: Path, name: str, paths: int = 40) -> Exploration:
    return explore_source(tmp_path, "s24_program.py", SOURCE, name, max_paths=paths)


def _values(result: Exploration) -> set[object]:
    return {e.value if e.outcome == "return" else e.exception for e in result.examples}


def test_compiled_text_cached_without_line_ends_is_rewritten(tmp_path: Path) -> None:
    result = _explore(tmp_path, "port", 6)
    assert {"bad", "big", "small"} <= _values(result)
    # on 8afd400e: "int() of a symbolic str (strsat.python.int_ is symbolic): a symbolic
    # value made concrete", the generated function run as written
    assert not [n for n in result.summary.notes if n.startswith("int() of a symbolic str")]


def test_an_item_of_a_list_of_objects_by_a_symbolic_index(tmp_path: Path) -> None:
    result = _explore(tmp_path, "pick")
    assert _values(result) == {"alpha", "beta", "gamma", "IndexError"}
    assert not result.summary.notes and result.summary.stopped == "exhausted"


def test_a_slice_of_a_range_by_a_symbolic_bound(tmp_path: Path) -> None:
    result = _explore(tmp_path, "window")
    assert _values(result) == {"empty", "full", "short"}
    assert not result.summary.notes


def test_a_list_holding_a_symbolic_int_indexed_symbolically(tmp_path: Path) -> None:
    result = _explore(tmp_path, "marks")
    assert _values(result) == {"long", "short", "IndexError"}
    assert not result.summary.notes


def test_template_substitute_of_a_symbolic_value(tmp_path: Path) -> None:
    result = _explore(tmp_path, "link")
    # ValueError: str() of a page number past 4,300 digits, as CPython raises it
    assert _values(result) == {"first", "other", "ValueError"}
    assert not result.summary.notes


def test_re_sub_of_a_function_on_a_plain_template(tmp_path: Path) -> None:
    result = _explore(tmp_path, "fill")
    assert _values(result) == {"named", "other"}
    assert not result.summary.notes
