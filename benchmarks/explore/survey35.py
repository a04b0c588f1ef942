# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirty-fifth survey set (``run_library.py survey35``, brief "survey35"):
everyday parsers, validators and formatters of pure-Python PyPI packages that no earlier
set used (the sets of ``run_library.py`` and ``tests/explore``; grepped by package,
module and function name), each run unchanged from the installed code through a small
wrapper that hands it what a user's code would; the library code's own arcs are measured
(``ALSO_MEASURE``):

stringcase's ``snakecase`` and ``camelcase`` (``sc_case``); PyJWT's
``get_unverified_header`` (``jwt_header``); pathvalidate's ``is_valid_filename`` and
``sanitize_filename`` (``pv_filename``); pyRFC3339's ``parse`` (``rfc3339_parse``);
croniter's ``croniter.is_valid`` (``cron_valid``); hyperlink's ``URL.from_text`` and its
parts (``hl_url``); w3lib's ``replace_entities`` (``w3_entities``) and
``headers_raw_to_dict`` (``w3_headers``); python-ulid's ``ULID.from_str`` (``ulid_str``);
cssselect's ``parse`` (``css_parse``); toml's ``loads`` (``toml_loads``). Their code does
not enter this repository.
"""

import cssselect
import hyperlink
import jwt
import pathvalidate
import pyrfc3339
import stringcase
import toml
import ulid
import w3lib.html
import w3lib.http
from croniter import croniter


def sc_case(text: str):
    return stringcase.snakecase(text), stringcase.camelcase(text)


def jwt_header(token: str):
    try:
        return jwt.get_unverified_header(token)
    except jwt.DecodeError:
        return None


def pv_filename(name: str):
    try:
        return pathvalidate.is_valid_filename(name), pathvalidate.sanitize_filename(name)
    except pathvalidate.ValidationError:
        return None


def rfc3339_parse(text: str):
    try:
        return pyrfc3339.parse(text)
    except ValueError:
        return None


def cron_valid(expr: str):
    return croniter.is_valid(expr)


def hl_url(text: str):
    try:
        u = hyperlink.URL.from_text(text)
    except hyperlink.URLParseError:
        return None
    return u.scheme, u.host, u.port, u.path, u.query, u.fragment


def w3_entities(text: str):
    return w3lib.html.replace_entities(text)


def w3_headers(raw: bytes):
    return w3lib.http.headers_raw_to_dict(raw)


def ulid_str(text: str):
    try:
        return ulid.ULID.from_str(text).timestamp
    except ValueError:
        return None


def css_parse(text: str):
    try:
        return cssselect.parse(text)
    except cssselect.SelectorError:
        return None


def toml_loads(text: str):
    try:
        return toml.loads(text)
    except toml.TomlDecodeError:
        return None


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey35 RUN.jsonl ...``)
HAND = {
    'sc_case': [('',), ('FooBar',), ('foo-bar.baz qux',), ('a_b',), ('x',), ('Hello World!',),
                ('foo_bar',)],
    'jwt_header': [('',), ('a.b.c',), ('eyJhbGciOiJIUzI1NiJ9.e30.sig',), ('eyJ9.e30.x',),
                   ('W10.e30.x',), ('a.b',), ('eyJiNjQiOmZhbHNlfQ..x',),
                   ('eyJiNjQiOmZhbHNlfQ.e30.x',), ('!!!.e30.x',)],
    'pv_filename': [('a.txt',), ('',), ('a/b:c?.txt',), ('CON',), ('a' * 300,), ('.',), ('..',),
                    ('a\x00b',), (' a ',), ('a.',)],
    'rfc3339_parse': [('2009-01-01T10:01:02Z',), ('2009-01-01T14:01:02-04:00',), ('',),
                      ('2009-01-01T25:01:02Z',), ('2009-01-01',), ('2009-01-01t10:01:02z',)],
    'cron_valid': [('* * * * *',), ('*/5 1-3 * * mon',), ('',), ('61 * * * *',),
                   ('0 0 1 jan *',), ('0 0 L * *',), ('0 0 * * 1#2',), ('H * * * *',),
                   ('@daily',), ('* * * * * *',), ('0 0 ? * 5L',), ('1-5/2 * * * *',)],
    'hl_url': [('http://u:p@ex.com:81/a/b?x=1&y#f',), ('',), ('//h',), ('mailto:a@b',),
               ('http://[::1]/',), ('http://h:x/',), ('a/b?c',), ('http://%41/',), ('#f',),
               ('http://ex.com/%7e',)],
    'w3_entities': [('&amp; &#65; &#x41; &bogus;',), ('',), ('&#0;',), ('&#128;',),
                    ('&nbsp;',), ('&#x110000;',), ('&AMP;',), ('&lt',)],
    'w3_headers': [(b'',), (b'Content-type: text/html\nAccept: gzip\n\n',), (b'a: 1\na: 2\n',),
                   (b'nocolon\n',)],
    'ulid_str': [('01BX5ZZKBKACTAV9WEVGEMMVRZ',), ('',), ('01BX5ZZKBKACTAV9WEVGEMMVRU',),
                 ('81BX5ZZKBKACTAV9WEVGEMMVRZ',), ('01bx5zzkbkactav9wevgemmvrz',)],
    'css_parse': [('div',), ('a.b#c',), ('a > b + c ~ d e',), ('a[href^="x"]',), ('p:first-child',),
                  ('p:nth-child(2n+1)',), ('::before',), ('',), ('a,',), ('*|*',), ('a:not(b)',),
                  ('[',), ('a:has(> b)',), ('a:is(b, c)',)],
    'toml_loads': [('a = 1',), ('[b]\nc = "x"',), ('',), ('a =',), ('a = [1, 2]',),
                   ("a = 'x'",), ('a = true',), ('a = 1.5',), ('a = 1979-05-27T07:32:00Z',),
                   ('[[t]]\nx = 1',), ('a = """\nx"""',), ('a = {b = 1}',), ('# c\na = 0x1F',)],
}
