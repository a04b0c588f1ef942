"""Survey 21's reachable arcs (``run_library.py survey21``; brief "survey21"): the arcs
hand-written inputs take, read off each function's code (each case of its branches),
measured as the harness measures both tools (``explore_crosshair.measure``, the
``ALSO_MEASURE`` library code), joined to the arcs any tool took in the runs given; and
the table of those runs against that union.  Not a test.

    python benchmarks/explore/survey21_reach.py before.jsonl after.jsonl

The union is a lower bound of what is reachable (an arc no input here takes may still
be).  Each later file's strsat figures are a column; CrossHair's are the first file's.
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

import survey20_reach  # noqa: E402

#: inputs per function: each case of its branches, read off the code
HAND: dict[str, list[tuple[str, ...]]] = {
    'color_str': [('red',), ('Red',), ('#abc',), ('0xabcd',), ('#aabbcc',), ('aabbcc80',),
                  ('rgb(1, 2, 3)',), ('rgb(300,2,3)',), ('rgba(1,2,3,0.5)',),
                  ('rgba(1,2,3,50%)',), ('rgba(1,2,3,1)',), ('rgba(1,2,3,2)',),
                  ('hsl(120, 50%, 50%)',), ('hsl(1rad,50%,50%)',), ('hsl(0.5turn,1%,1%)',),
                  ('hsla(120deg,50%,50%,0.3)',), ('hsl(1,200%,5%)',), ('x',)],
    'duration': [('10',), ('1 day, 10:11:12',), ('2 days 01:02:03.5',), ('-1 10:00',),
                 ('1:-2.5',), ('P1DT2H3M4S',), ('-P1D',), ('+PT1.5H',), ('P',), ('x',),
                 ('10.123',), ('-10.5',)],
    'byte_size': [('10',), ('1.5 KiB',), ('3kb',), ('.5 GB',), ('3 zz',), ('x',), ('7 b',),
                  (' 2 TiB',), ('1e3',)],
    'to_bool': [('True',), ('t',), ('YES',), ('y',), ('on',), ('1',), ('false',), ('F',),
                ('no',), ('N',), ('off',), ('0',), ('maybe',)],
    'cache_control': [('max-age=10, no-cache',), ('max-age',), ('max-age=x',), ('max-stale',),
                      ('max-stale=5',), ('public, , private',), ('foo=1',), ('',),
                      ('s-maxage=1,min-fresh=2',), ('no-store',)],
    'encoding_label': [(' UTF8 ',), ('latin1',), ('x-user-defined',), ('nope',), ('',),
                       ('\tSHIFT_JIS\n',), ('utf-16be',)],
    'distro_line': [('CentOS Linux release 7.1.1503 (Core)',), ('Fedora release 21',),
                    ('Ubuntu 14.04 LTS',), ('Foo',), ('',), ('  ',), ('X 1.0 (a) b',)],
    'redact_url': [('https://user:pw@host/x',), ('https://token@host/',), ('https://host/x',),
                   ('http://a:b@c@d/',), ('http://u%20x:p@h',), ('x',), ('http://[::1/',),
                   ('file:///tmp/x',)],
    'wheel_file': [('foo_bar-1.0-1-py3-none-any.whl',), ('foo-1.0-py2.py3-none-any.whl',),
                   ('foo-1.0.dist-info',), ('foo.whl',), ('foo-1.0-cp311-cp311-linux_x86_64.whl',),
                   ('x',)],
    'docstr_type': [(':type size: int',), ('@type size: :class:`a.B`',),
                    (':param int size: the size',), ('nothing',), (':type size: str\n',),
                    ('Parameters\n----------\nsize : int, optional\n    x\n',),
                    ('Parameters\n----------\nother : str\n',)],
    'jsonpath_tokens': [('$.foo[*].bar',), ("'a\\'b'",), ('"x\\"y"',), ('`this`',),
                        ('`a\\`b`',), ('a..b',), ('-12',), ('where',), ('\n$',),
                        ('"x',), ("'x",), ('`x',), ('#',), ('"\n',), ("'\n",), ('`\n',)],
    'wrap_paras': [('hello world this is long text\n\nsecond para',),
                   ('  a\n  b\n\n\n  c',), ('a\n   indented\n',), ('',),
                   ('one two three four five six seven',)],
}


def main() -> None:
    survey20_reach.table("survey21", HAND, sys.argv[1:])


if __name__ == "__main__":
    main()
