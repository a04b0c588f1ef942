# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-ninth survey set (``run_library.py survey29``, brief "survey29"):
everyday text and number code of pure-Python packages that no earlier set used (the sets
of ``run_library.py`` and ``tests/explore``; grepped by package, module and function
name), each run unchanged from the installed package through a small wrapper that hands
it what a user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

webcolors 25.10's ``normalize_hex``/``hex_to_name`` (``wc_hex``) and
``html5_parse_legacy_color`` (``wc_legacy``); fqdn 1.6's ``FQDN`` (``fqdn_check``);
pytimeparse 1.1's ``timeparse`` (``time_parse``); python-multipart 0.0.34's
``parse_options_header`` (``mp_options``); titlecase 2.4's ``titlecase``
(``title_case``); tinycss2 1.5's ``color3.parse_color`` (``css_color``) and
``nth.parse_nth`` (``css_nth``); docopt 0.6.2's ``Option.parse`` (``docopt_option``);
h11 0.16's ``_headers.normalize_and_validate`` (``h11_header``); natsort 8.4's
``natsort_keygen`` key (``nat_key``); json5 0.17's ``loads`` (``json5_loads``).
Their code does not enter this repository.
"""

import json5
from docopt import Option
from fqdn import FQDN
from h11._headers import normalize_and_validate
from h11._util import LocalProtocolError
from natsort import natsort_keygen, ns
from python_multipart.multipart import parse_options_header
from pytimeparse.timeparse import timeparse
from tinycss2.color3 import parse_color
from tinycss2.nth import parse_nth
from titlecase import titlecase
from webcolors import hex_to_name, html5_parse_legacy_color, normalize_hex

_NAT = natsort_keygen(alg=ns.FLOAT | ns.SIGNED)


def wc_hex(text: str):
    try:
        hexed = normalize_hex(text)
    except ValueError:
        return None
    try:
        return hexed, hex_to_name(hexed)
    except ValueError:
        return hexed, None


def wc_legacy(text: str):
    try:
        return tuple(html5_parse_legacy_color(text))
    except ValueError:
        return None


def fqdn_check(text: str):
    try:
        name = FQDN(text)
    except ValueError:
        return None
    if not name.is_valid:
        return False
    return name.relative, name.is_valid_absolute


def time_parse(text: str):
    return timeparse(text)


def mp_options(text: str):
    return parse_options_header(text)


def title_case(text: str):
    return titlecase(text)


def css_color(text: str):
    color = parse_color(text)
    return None if color is None else tuple(color) if color != 'currentColor' else color


def css_nth(text: str):
    return parse_nth(text)


def docopt_option(text: str):
    option = Option.parse(text)
    return option.short, option.long, option.argcount, option.value


def h11_header(name: str, value: str):
    try:
        return list(normalize_and_validate([(name, value)]))
    except LocalProtocolError:
        return None


def nat_key(text: str):
    return _NAT(text)


def json5_loads(text: str):
    try:
        return json5.loads(text)
    except ValueError:
        return None


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey29 RUN.jsonl ...``)
HAND = {
    'wc_hex': [('#fff',), ('#0099CC',), ('#000080',), ('fff',), ('#12345',), ('#ggg',)],
    'wc_legacy': [('',), ('transparent',), ('Red',), ('#abc',), (' #a1b2c3 ',),
                  ('x' * 130,), ('\U0001F600abc',), ('#zz00zz00',), ('123456789',),
                  ('chucknorris',)],
    'fqdn_check': [('',), ('example.com',), ('example.com.',), ('-a.com',), ('a',),
                   ('a' * 64 + '.com',), ('a.' * 127 + 'b',), ('A_B.com',)],
    'time_parse': [('1:24',), (':22',), ('1 minute, 24 secs',), ('1m24s',), ('1.2 minutes',),
                   ('- 1 minute',), ('1:30',), ('1.2.3 s',), ('1w 2d 3:04:05',),
                   ('2-03:04:05',), ('nope',), ('',), ('1.5:30',)],
    'mp_options': [('',), ('text/plain',), ('form-data; name="a"; filename="C:\\x\\y.txt"',),
                   ('a; k*=v; b=c',), ('a; q="x\\"y"',), ('a; filename="\\\\h\\s\\f"',)],
    'title_case': [('the quick brown fox',), ('a tale of two cities',), ('HTML AND CSS',),
                   ('e.g. this',), ("don't stop",), ('iPhone vs. android',),
                   ('the end: a story',), ('x-ray and y-ray',), ('www.example.com',),
                   ('"quoted" words',), ('AT&T',), ('first / second',)],
    'css_color': [('red',), ('currentColor',), ('#abc',), ('#aabbcc',), ('rgb(1, 2, 3)',),
                  ('rgba(10%, 20%, 30%, 0.5)',), ('hsl(120, 50%, 50%)',),
                  ('hsla(0, 0%, 0%, 2)',), ('rgb(1,2)',), ('transparent',), ('#ab',),
                  ('nope(1)',), ('1px',)],
    'css_nth': [('odd',), ('even',), ('3',), ('2n+1',), ('-n+3',), ('n',), ('2n - 1',),
                ('+n',), ('2n- 1',), ('x',), ('-n- 2',)],
    'docopt_option': [('-h --help  Show help.',), ('-o FILE  Output [default: a.txt]',),
                      ('--speed=<kn>  Speed.',), ('-v, --verbose',), ('--x=Y',)],
    'h11_header': [('Host', 'example.com'), ('Content-Length', '12'),
                   ('Content-Length', '1, 1'), ('Content-Length', 'x'),
                   ('Transfer-Encoding', 'chunked'), ('Transfer-Encoding', 'gzip'),
                   ('Bad Name', 'v'), ('X', 'a\nb'), ('content-length', '1, 2')],
    'nat_key': [('a1b2',), ('file10.txt',), ('-1.5e3x',), ('',), ('abc',), ('1.2.3',),
                ('nan',), ('+inf',)],
    'json5_loads': [('{a: 1, "b": [true, null], c: \'x\',}',), ('0x1F',), ('Infinity',),
                    ('-NaN',), ('"\\u00e9"',), ('// c\n1',), ('/* c */ 2',), ('[1,',),
                    ('.5e2',), ('{',), ('"a\\\nb"',), ('1 2',)],
}
