# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirty-third survey set (``run_library.py survey33``, brief "survey33"):
everyday parsers, validators and formatters of pure-Python PyPI packages that no earlier
set used (the sets of ``run_library.py`` and ``tests/explore``; grepped by package,
module and function name), each run unchanged from the installed code through a small
wrapper that hands it what a user's code would; the library code's own arcs are measured
(``ALSO_MEASURE``):

python-mimeparse's ``best_match`` (``mime_best``); bech32's segwit ``decode``
(``bech32_addr``); base32-crockford's ``decode`` with a check symbol (``crockford``);
word2number's ``word_to_num`` (``w2n_num``); pyhumps' ``decamelize`` and ``camelize``
(``humps_case``); pyisbn's ``validate`` (``pyisbn_check``); isbnlib's ``canonical``,
``is_isbn10``/``is_isbn13`` and ``to_isbn13`` (``isbnlib_canon``); boltons'
``strutils.parse_int_list`` (``int_list``), ``strutils.singularize`` (``singular``) and
``timeutils.parse_timedelta`` (``timedelta_text``); hashids' ``Hashids.decode``
(``hashids_decode``); parse's ``parse`` of a fixed format (``parse_fmt``). Their code
does not enter this repository.
"""

import base32_crockford
import bech32
import hashids
import humps
import isbnlib
import mimeparse
import parse
import pyisbn
from boltons import strutils, timeutils
from word2number import w2n


def mime_best(header: str):
    try:
        return mimeparse.best_match(['application/json', 'text/*;q=0.5'], header)
    except ValueError:
        return None


def bech32_addr(addr: str):
    return bech32.decode('bc', addr)


def crockford(text: str):
    try:
        return base32_crockford.decode(text, checksum=True)
    except (ValueError, KeyError):
        return None


def w2n_num(text: str):
    try:
        return w2n.word_to_num(text)
    except ValueError:
        return None


def humps_case(text: str):
    return humps.decamelize(text), humps.camelize(text), humps.is_snakecase(text)


def pyisbn_check(text: str):
    try:
        return pyisbn.validate(text)
    except (pyisbn.IsbnError, ValueError):
        return None


def isbnlib_canon(text: str):
    c = isbnlib.canonical(text)
    return c, isbnlib.is_isbn10(c), isbnlib.is_isbn13(c), isbnlib.to_isbn13(c)


def int_list(text: str):
    try:
        return strutils.parse_int_list(text)
    except ValueError:
        return None


def singular(word: str):
    return strutils.singularize(word)


def timedelta_text(text: str):
    try:
        return timeutils.parse_timedelta(text)
    except ValueError:
        return None


def hashids_decode(text: str):
    return hashids.Hashids(salt='survey', min_length=4).decode(text)


def parse_fmt(text: str):
    r = parse.parse('{name}:{port:d}/{path}', text)
    return None if r is None else (r['name'], r['port'], r['path'])


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey33 RUN.jsonl ...``)
HAND = {
    'mime_best': [('application/json',), ('text/html;q=0.9, */*;q=0.1',), ('image/png',), ('',),
                  ('text/*',), ('*',), ('a/b/c',), ('application/json;q=x',), ('*/*;q=0',),
                  ('text/plain;level="1";q=0.7',)],
    'bech32_addr': [('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',), ('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',),
                    ('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',), ('bc1',), ('bC1q',), ('bc1 x',),
                    ('bc1qqqqqqqb',), ('bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj',)],
    'crockford': [('16J',), ('1-6-j',), ('ILO0',), ('U',), ('',), ('10',), ('*',), ('9~',)],
    'w2n_num': [('two million twenty three thousand and forty nine',), ('42',), ('',), ('one point five',),
                ('thousand thousand',), ('three hundred',), ('one billion two',), ('point',),
                ('seven-five',), ('nine hundred million',)],
    'humps_case': [('helloWorld',), ('hello_world',), ('HTTPResponse',), ('ABC',), ('123',), ('',),
                   ('_private_var',), ('a-b',)],
    'pyisbn_check': [('0-306-40615-2',), ('978-0-306-40615-7',), ('030640615',), ('0306406153',),
                     ('97803064061',), ('123',), ('08044295X',), ('080442957X',), ('9790306406156',),
                     ('1230306406156',), ('abc',)],
    'isbnlib_canon': [('978-0-306-40615-7',), ('0-306-40615-2',), ('080442957x',), ('0000000000',),
                      ('12X4567890',), ('',), ('123',), ('0306406153',)],
    'int_list': [('1,3,5-8',), ('',), ('1,,2',), ('x',), ('3-1',), ('1-2-3',), (' 4 ',)],
    'singular': [('chances',), ('Activities',), ('Glasses',), ('FEET',), ('',), ('boss',), ('as',),
                 ('cat',), ('sheep',), ('Boys',)],
    'timedelta_text': [('1d 2h 3.5m 0s',), ('2 weeks 1 day',), ('-1.5 weeks',), ('',), ('3x',),
                       ('1 fortnight',), ('5 seconds',)],
    'hashids_decode': [('',), ('abcd',), ('xyz!',), ('wzaD',), ('mXTk',), ('g5elp',), ('wza',)],
    'parse_fmt': [('host:80/x',), ('host:x/y',), ('h:1',), (':1/',), ('a:-5/b',), ('a:1_000/b',)],
}
