# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirty-fourth survey set (``run_library.py survey34``, brief "survey34"):
everyday parsers, validators and formatters of pure-Python PyPI packages that no earlier
set used (the sets of ``run_library.py`` and ``tests/explore``; grepped by package,
module and function name), each run unchanged from the installed code through a small
wrapper that hands it what a user's code would; the library code's own arcs are measured
(``ALSO_MEASURE``):

aniso8601's ``parse_date`` (``ani_date``) and ``parse_duration`` (``ani_duration``);
strict-rfc3339's ``validate_rfc3339`` and ``rfc3339_to_timestamp`` (``rfc3339_ts``);
shortuuid's ``ShortUUID().decode`` (``su_decode``); num2words' English ``num2words`` of
an int, cardinal and ordinal (``n2w``); bitmath's ``parse_string`` (``bm_parse``);
price-parser's ``Price.fromstring`` (``price_from``); uritools' ``urisplit`` and its
getters (``uri_parts``); netaddr's ``EUI`` of a MAC address (``mac_eui``); sexpdata's
``loads`` (``sexp_loads``); hjson's ``loads`` (``hjson_loads``). Their code does not
enter this repository.
"""

import aniso8601
import bitmath
import hjson
import netaddr
import sexpdata
import shortuuid
import strict_rfc3339
import uritools
from aniso8601.exceptions import ISOFormatError
from num2words import num2words
from price_parser import Price


def ani_date(text: str):
    try:
        return aniso8601.parse_date(text)
    except (ISOFormatError, ValueError, NotImplementedError):
        return None


def ani_duration(text: str):
    try:
        return aniso8601.parse_duration(text)
    except (ISOFormatError, ValueError, OverflowError):
        return None


def rfc3339_ts(text: str):
    if not strict_rfc3339.validate_rfc3339(text):
        return None
    return strict_rfc3339.rfc3339_to_timestamp(text)


def su_decode(text: str):
    try:
        return shortuuid.ShortUUID().decode(text)
    except ValueError:
        return None


def n2w(n: int):
    try:
        return num2words(n), num2words(n, to='ordinal')
    except (OverflowError, TypeError):
        return None


def bm_parse(text: str):
    try:
        return bitmath.parse_string(text)
    except ValueError:
        return None


def price_from(text: str):
    p = Price.fromstring(text)
    return p.amount, p.currency


def uri_parts(text: str):
    p = uritools.urisplit(text)
    try:
        return p.getscheme(), p.gethost(), p.getport(), p.getpath(), p.getquerydict()
    except ValueError:
        return None


def mac_eui(text: str):
    try:
        e = netaddr.EUI(text)
    except netaddr.AddrFormatError:
        return None
    return int(e), e.version


def sexp_loads(text: str):
    try:
        return sexpdata.loads(text)
    except (sexpdata.ExpectClosingBracket, sexpdata.ExpectNothing, sexpdata.ExpectSExp,
            ValueError, IndexError, AssertionError):
        return None


def hjson_loads(text: str):
    try:
        return hjson.loads(text)
    except hjson.HjsonDecodeError:
        return None


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey34 RUN.jsonl ...``)
HAND = {
    'ani_date': [('1981-04-05',), ('19810405',), ('1981-04',), ('1981',), ('19',), ('1981-095',),
                 ('1981095',), ('1981-W14-7',), ('1981W147',), ('1981-W14',), ('1981W14',), ('',),
                 ('1981-13-01',), ('+1981-04-05',), ('x',), ('1981-02-30',)],
    'ani_duration': [('P1Y2M3DT4H5M6S',), ('PT1.5S',), ('P1W',), ('P0001-02-03T04:05:06',),
                     ('P00010203T040506',), ('P',), ('1Y',), ('PT',), ('P1Y2',), ('P1,5D',),
                     ('P1YT',), ('P1.5Y2M',), ('P-1D',), ('',)],
    'rfc3339_ts': [('2008-09-03T20:56:35.450686Z',), ('2008-09-03T20:56:35+05:30',), ('',),
                   ('2008-02-30T00:00:00Z',), ('2008-09-03T24:00:00Z',), ('2016-12-31T23:59:60Z',),
                   ('2008-09-03t20:56:35z',), ('2008-09-03T20:56:35-00:00',)],
    'su_decode': [('',), ('vytxeTZskVKR7C7WgdSP3d',), ('0',), ('2',), ('zzzzzzzzzzzzzzzzzzzzzzzz',)],
    'n2w': [(0,), (1,), (12,), (21,), (100,), (101,), (1000,), (1234567,), (-5,), (10**30,),
            (3,), (2,), (20,), (1000000,)],
    'bm_parse': [('10 MiB',), ('1.5GB',), ('3 kb',), ('x',), ('',), ('10',), ('5 Qib',), ('1e3 KiB',),
                 ('2 Kib',), ('7 Byte',)],
    'price_from': [('$12.50',), ('12,50 €',), ('1.000.000,00 руб',), ('',), ('free',), ('US$ 3',),
                   ('12 345,6',), ('1,234',), ('Rs. 99',), ('£1.5k',), ('.5',), ('10-20 USD',)],
    'uri_parts': [('http://user@example.com:8080/a/b?x=1&y=2#f',), ('',), ('mailto:a@b',),
                  ('http://[::1]:80/',), ('http://[v1.x]/',), ('http://h:x/',), ('//h/p',),
                  ('http://[zz]/',), ('a%20b?q',), ('http://%41/',)],
    'mac_eui': [('00-1B-77-49-54-FD',), ('00:1b:77:49:54:fd',), ('001b.7749.54fd',), ('001b774954fd',),
                ('001B77-4954FD',), ('x',), ('',), ('00-1B-77-49-54-FD-00-01',), ('0:1:2:3:4:5',)],
    'sexp_loads': [('(a b c)',), ('(1 2.5 "s")',), ('[a]',), ('',), ('(',), (')',), ("'a",),
                   ('"a\\"b"',), ('(a . b)',), ('nil',), ('t',), ('(a ; c\n b)',), ('(a]',)],
    'hjson_loads': [('{a: 1}',), ('[1, 2]',), ('a: b\nc: 3',), ("'''\nx\n'''",), ('',), ('{',),
                    ('"x"',), ('# c\n{}',), ('true',), ('null',), ('-1.5e3',), ('{a: [1\n2]}',),
                    ('// x\n[]',), ('/* x */ 1',)],
}
