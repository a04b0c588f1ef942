"""Survey 20's reachable arcs (``run_library.py survey20``; brief "survey20"): the arcs
hand-written inputs take, read off each function's code (each case of its branches),
measured as the harness measures both tools (``explore_crosshair.measure``, the
``ALSO_MEASURE`` library code), joined to the arcs any tool took in the runs given; and
the table of those runs against that union.  Not a test.

    python benchmarks/explore/survey20_reach.py before.jsonl long.jsonl after.jsonl
    python benchmarks/explore/survey20_reach.py survey23 before.jsonl after.jsonl

The union is a lower bound of what is reachable (an arc no input here takes may still
be).  Each later file's strsat figures are a column; CrossHair's are the first file's.
"""

from __future__ import annotations

import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

import explore_crosshair as harness  # noqa: E402
import run_library  # noqa: E402

#: inputs per function: each case of its branches, read off the code
HAND: dict[str, list[tuple[str, ...]]] = {
    'dist_filename': [('foo-1.0-py3.9', 'foo'),
                      ('foo-bar-1.0', ''),
                      ('foo%20bar-2.0', 'foo bar'),
                      ('x', ''),
                      ('foo-1.0', 'foo'),
                      ('foobar-1.0', 'foo'),
                      ('foo', 'foo')],
    'cpu_brand': [('Intel(R) Core(TM) i7 CPU @ 2.40GHz',),
                  ('AMD 3,5 GHz',),
                  ('x 800MHz',),
                  ('no hz here',),
                  ('@ 2.4.4ghz',),
                  ('',)],
    'rich_color': [('rgb(1,2,3)',),
                   ('rgb(1,2)',),
                   ('rgb(300,2,3)',),
                   ('color(300)',),
                   ('color(7)',),
                   ('#a0b0c0',),
                   ('red',),
                   ('default',),
                   ('grey50',),
                   ('x',)],
    'iso8601_date': [('2007-01-25T12:00:00Z',),
                     ('2007-01-25T12:00:00-05:30',),
                     ('2007-01-25T12:00:00+0530',),
                     ('20070125',),
                     ('2007',),
                     ('2007-13-01',),
                     ('x',),
                     ('2007-01-25T12:00:00.5+05',)],
    'babel_decimal': [('1,099.98',),
                      ('1099.98',),
                      ('1,09',),
                      ('1.099,98',),
                      ('x',),
                      ('1,000',),
                      ('1,0,0',),
                      ('-1,000.5',),
                      ('1,000.50',),
                      ('1 000',),
                      ('1,000.00',),
                      ('1,000,000',),
                      ('1,00.5',),
                      ('0,5',),
                      ('1,234.50',),
                      ('1.000,5',),
                      ('12,34,567',),
                      ('\xa01,000',)],
    'ansi_params': [('H', '1;2'),
                    ('f', ''),
                    ('H', ';5'),
                    ('m', ''),
                    ('J', ''),
                    ('A', ''),
                    ('x', ''),
                    ('m', '1;;31'),
                    ('H', 'a'),
                    ('K', '2')],
    'bench_warmup': [('auto',),
                     (' OFF ',),
                     ('yes',),
                     ('',),
                     ('maybe',),
                     ('false',),
                     ('on',),
                     ('no',),
                     ('true',)],
    'env_subst': [('$HOME/x',),
                  ('${USER}',),
                  ('$$',),
                  ('${NOPE?}',),
                  ('${NOPE-dflt}',),
                  ('${HOME-x}',),
                  ('$nope',),
                  ('plain',),
                  ('${NOPE}',)],
    'dist_name': [('foo (1.0)',), ('Foo Bar ( 1.0 )',), ('foo',), ('foo ()',)],
    'req_line': [('pkg --hash=x',), ('pkg',), ('-r x',), ('a b -e c',), ('',)],
    'rst_length': [('3 pt',),
                   ('3%',),
                   ('3',),
                   ('3.5em',),
                   ('x',),
                   ('3 px',),
                   ('..',),
                   ('3 furlong',)],
    'uri_normal': [('HTTP://User@Ex.com:80/a/../b/./c?q=%7e#F',),
                   ('//[::1%eth0]/',),
                   ('//[::1%25eth0]/x',),
                   ('mailto:x@y',),
                   ('/a/b/../../c',),
                   ('',),
                   ('a:b',),
                   ('http://h/%aa%BB',),
                   ('HTTP://[FE80::1%25en0]:8080/',),
                   ('http://u:p@h/a/./b/../c/.',),
                   ('x://h?%7a#%7A',),
                   ('../a/..',),
                   ('.',),
                   ('/..',),
                   ('a/./b',)],
}


def _arcs(row: dict, tool: str) -> set[tuple[int, int]]:
    return {(a, b) for a, b in row[tool].get("taken", [])}


def table(set_name: str, hand: dict[str, list[tuple[str, ...]]], files: list[str]) -> None:
    """Print the table of the runs in ``files`` (JSON lines of ``run_library.py
    set_name``) against the reachable arcs (``hand``'s inputs' and the runs')."""
    harness.EXAMPLES = HERE
    harness.ALSO_MEASURE = run_library.ALSO_MEASURE
    runs = [{(r := json.loads(line))["program"]: r for line in open(f, encoding="utf-8")}
            for f in files]
    total = [0] * (len(runs) + 2)
    file, names = run_library.SETS[set_name]
    for name in names:
        calls = [(list(args), {}, 0.0) for args in hand[name]]
        cov = harness.measure(file, name, calls, name)
        reach = {(a, b) for a, b in cov.taken}
        for run in runs:
            reach |= _arcs(run[name], "strsat") | _arcs(run[name], "crosshair")
        row = [len(reach), *(len(_arcs(r[name], "strsat")) for r in runs),
               len(_arcs(runs[0][name], "crosshair"))]
        total = [t + v for t, v in zip(total, row, strict=True)]
        print(f"| `{name}` | " + " | ".join(map(str, row)) + " |")
    print(f"| **the {len(names)}** | " + " | ".join(map(str, total)) + " |")
    print("percent of reachable:", [round(100 * t / total[0], 1) for t in total[1:]])


def main() -> None:
    """``survey20_reach.py RUN.jsonl ...``: survey 20's table; ``survey20_reach.py SET
    RUN.jsonl ...``: the table of another set whose file holds its own ``HAND``."""
    args = sys.argv[1:]
    if args and args[0] in run_library.SETS:
        name = args.pop(0)
        module = importlib.import_module(run_library.SETS[name][0].removesuffix(".py"))
        table(name, module.HAND, args)
    else:
        table("survey20", HAND, args)


if __name__ == "__main__":
    main()
