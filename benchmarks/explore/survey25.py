# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-fifth survey set (``run_library.py survey25``, brief "survey25"):
everyday text and number code of pure-Python libraries that no earlier set used (the sets
of ``run_library.py`` and ``tests/explore``; grepped by package, module and function
name), each run unchanged from the installed package through a small wrapper that hands
it what a user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

matplotlib 3.11's ``colors.to_rgba`` of a string (``mpl_color``); zipp 4's
``glob.Translator.translate`` (``zip_glob``); referencing 0.37's ``Resolver.lookup`` of a
reference into a JSON Schema (``schema_ref``); distributed's ``comm.addressing``
``parse_address`` and ``parse_host_port`` (``dask_address``); psutil 7's
``_common.parse_environ_block`` (``environ_block``); cryptography 48's
``x509.Name.from_rfc4514_string`` (``dn_parse``); docutils 0.19's ``utils.roman.fromRoman``
(``roman_value``); botocore's ``utils.S3ArnParamHandler.handle_arn`` (``s3_arn``); babel
2.19's ``dates.format_datetime`` of a user's pattern (``date_pattern``: ``tokenize_pattern``,
``parse_pattern``, ``DateTimeFormat``); Jinja2 3.1's ``filters`` ``do_title``,
``do_truncate`` and ``do_int`` (``jinja_filters``).  Their code does not enter this
repository.
"""

import datetime

import babel.dates
import jinja2
import jinja2.filters
import matplotlib.colors
import referencing
import referencing.exceptions
import referencing.jsonschema
from botocore.exceptions import UnsupportedOutpostResourceError, UnsupportedS3ArnError
from botocore.utils import S3ArnParamHandler
from cryptography.x509 import Name
from distributed.comm.addressing import parse_address, parse_host_port
from docutils.utils.roman import InvalidRomanNumeralError, fromRoman
from psutil._common import parse_environ_block
from zipp.glob import Translator

SCHEMA = {"$id": "urn:example:root",
          "$defs": {"name": {"type": "string", "minLength": 1},
                    "a/b": {"$anchor": "slashy", "type": "integer"},
                    "tags": {"type": "array", "prefixItems": [{"const": "x"}, {"const": "y"}]}},
          "properties": {"name": {"$ref": "#/$defs/name"}}}

RESOLVER = referencing.Registry().with_resource(
    "urn:example:root", referencing.jsonschema.DRAFT202012.create_resource(SCHEMA)
).resolver(base_uri="urn:example:root")

MOMENT = datetime.datetime(2024, 3, 5, 14, 7, 9, 25000)

ENV = jinja2.Environment()


class _Operation:
    name = "GetObject"


def mpl_color(text: str):
    matplotlib.colors._colors_full_map.cache.clear()  # to_rgba's cache of earlier calls
    try:
        return matplotlib.colors.to_rgba(text)
    except ValueError:
        return None


def zip_glob(pattern: str):
    try:
        return Translator("/").translate(pattern)
    except ValueError:
        return None


def schema_ref(ref: str):
    try:
        return RESOLVER.lookup(ref).contents
    except referencing.exceptions.Unresolvable as error:
        return type(error).__name__
    except ValueError:  # an array's index that is not a number
        return None


def dask_address(address: str):
    scheme, location = parse_address(address)
    try:
        return scheme, parse_host_port(location, 8786)
    except ValueError:
        return scheme, None


def environ_block(data: str):
    return parse_environ_block(data)


def dn_parse(text: str):
    try:
        name = Name.from_rfc4514_string(text)
    except ValueError:
        return None
    return [(a.oid.dotted_string, a.value) for a in name]


def roman_value(text: str):
    try:
        return fromRoman(text)
    except InvalidRomanNumeralError:
        return None


def s3_arn(bucket: str):
    params, context = {"Bucket": bucket}, {}
    try:
        S3ArnParamHandler().handle_arn(params, _Operation(), context)
    except (UnsupportedS3ArnError, UnsupportedOutpostResourceError) as error:
        return type(error).__name__
    return params["Bucket"], context.get("s3_accesspoint")


def date_pattern(pattern: str):
    try:
        return babel.dates.format_datetime(MOMENT, pattern, locale="en_US")
    except (ValueError, KeyError):
        return None


def jinja_filters(text: str):
    return (jinja2.filters.do_title(text), jinja2.filters.do_truncate(ENV, text, 12, leeway=0),
            jinja2.filters.do_int(text, base=16))


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey25 RUN.jsonl ...``)
HAND = {
    'mpl_color': [('red',), ('None',), ('#a0b0c0',), ('#abc',), ('#a0b0c0d0',), ('#abcd',),
                  ('#ab',), ('0.5',), ('2',), ('Xkcd:Sky Blue',), ('tab:blue',), ('x',),
                  ('#zz',), ('C1',)],
    'zip_glob': [('*.txt',), ('a/**/b',), ('**foo',), ('a[!b]c',), ('a[bc',), ('?',), ('',),
                 ('*',), ('a//b',)],
    'schema_ref': [('#/$defs/name',), ('#/$defs/a~1b',), ('#/$defs/tags/prefixItems/1',),
                   ('#/$defs/tags/prefixItems/x',), ('#/nope',), ('#slashy',), ('#nope',), ('',),
                   ('urn:other',), ('#',), ('#/properties/name/%24ref',)],
    'dask_address': [('tcp://1.2.3.4:80',), ('[::1]:80',), ('[::1]',), ('[::1',),
                     ('[::1]x',), ('host',), ('a:b:c',), ('inproc://x',), ('h:x',)],
    'environ_block': [('A=1\0B=2\0\0',), ('',), ('\0',), ('noeq\0A=\0',), ('=x\0',),
                      ('A=1',)],
    'dn_parse': [('CN=a,O=b',), ('',), ('CN=a+O=b',), ('2.5.4.3=x',), ('CN=#616263',),
                 ('CN=a\\,b',), ('CN=\\41',), ('XX=a',), ('CN',), ('CN=a,',), ('C=USA',),
                 ('CN=#61',), ('CN=\\ff',), ('1.2=a',)],
    'roman_value': [('MCMXCIV',), ('',), ('IIII',), ('XLII',), ('MMMM',), ('ix',)],
    's3_arn': [('bucket',), ('arn:aws:s3:us-west-2:123:accesspoint:ap',),
               ('arn:aws:s3:us-west-2:123:accesspoint/ap',),
               ('arn:aws:s3-outposts:us-west-2:123:outpost/op-1/accesspoint/ap',),
               ('arn:aws:s3-outposts:us-west-2:123:outpost:op-1',),
               ('arn:aws:s3:us-west-2:123:bucket_name:b',), ('a:b:c:d:e:f',)],
    'date_pattern': [('yyyy-MM-dd',), ("h 'o''clock' a",), ('EEEE, MMMM d',), ('QQQ w W',),
                     ('HH:mm:ss.SSS',), ('zzzz',), ('GGGGG',), ("''",), ("'open",),
                     ('D F g',), ('KK kk',), ('v VVVV xxx XXX',), ('LLLLL',), ('e c',),
                     ('Y u U',), ('A',), ('yyyyy',), ('MMMMMM',), ('O OOOO',), ('Z ZZZZ ZZZZZ',)],
    'jinja_filters': [('hello world',), ('0x1f',), ('12.5',), ('a-(b c',), ('x' * 20,),
                      ('abc def ghi jkl',), ('',), ('ff',), ('1e999',)],
}
