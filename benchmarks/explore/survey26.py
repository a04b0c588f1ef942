# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-sixth survey set (``run_library.py survey26``, brief "survey26"):
everyday text and number code of pure-Python packages and standard modules that no
earlier set used (the sets of ``run_library.py`` and ``tests/explore``; grepped by
package, module and function name), each run unchanged from the installed package through
a small wrapper that hands it what a user's code would; the library code's own arcs are
measured (``ALSO_MEASURE``):

graphql-core 3.2's ``language.lexer.Lexer`` (``gql_tokens``); click 8.4's ``types``
``BOOL``, ``IntRange`` and ``Choice`` (``click_values``); python-dateutil 2.9's
``rrule.rrulestr`` (``rrule_text``); urllib3 2.7's ``util.ssl_match_hostname``
``_dnsname_match`` (``host_match``); Markdown 3.11's ``extensions.attr_list``
``get_attrs_and_remainder`` (``md_attrs``); coverage's ``files.globs_to_regex``
(``cov_glob``); validators 0.36's ``finance`` ``cusip``, ``isin`` and ``sedol``
(``finance_ids``); awscli's ``customizations.s3.utils.human_readable_to_bytes``
(``s3_size``); semver 3's ``Version.match`` (``semver_match``); tornado 6.6's
``httputil._parse_header`` (``content_disposition``); CPython 3.11's
``nturl2path.url2pathname`` (``win_path``).  Their code does not enter this repository.
"""

import datetime

import click
import click.types
import coverage.exceptions
import coverage.files
import dateutil.rrule
import nturl2path
import semver
import tornado.httputil
import validators.finance
from awscli.customizations.s3.utils import human_readable_to_bytes
from graphql.error import GraphQLSyntaxError
from graphql.language.lexer import Lexer
from graphql.language.source import Source
from graphql.language.token_kind import TokenKind
from markdown.extensions.attr_list import get_attrs_and_remainder
from urllib3.util.ssl_match_hostname import CertificateError, _dnsname_match

START = datetime.datetime(2024, 3, 5, 9, 0)

VERSION = semver.Version(1, 2, 3)

CHOICE = click.Choice(["json", "YAML", "text"], case_sensitive=False)

RANGE = click.IntRange(0, 10, clamp=True)


def gql_tokens(source: str):
    lexer = Lexer(Source(source))
    tokens = []
    try:
        while lexer.advance().kind != TokenKind.EOF and len(tokens) < 8:
            tokens.append((lexer.token.kind.name, lexer.token.value))
    except GraphQLSyntaxError:
        return None
    return tokens


def click_values(text: str):
    out = []
    for kind in (click.BOOL, RANGE, CHOICE):
        try:
            out.append(kind.convert(text, None, None))
        except click.BadParameter:
            out.append(None)
    return out


def rrule_text(text: str):
    try:
        rule = dateutil.rrule.rrulestr(text, dtstart=START)
    except (ValueError, TypeError):
        return None
    return rule._freq, rule._interval, rule._count, rule._byweekday, rule._bymonth


def host_match(dn: str, hostname: str):
    try:
        return bool(_dnsname_match(dn, hostname))
    except CertificateError:
        return None


def md_attrs(text: str):
    return get_attrs_and_remainder(text)


def cov_glob(pattern: str):
    try:
        return coverage.files.globs_to_regex([pattern]).pattern
    except coverage.exceptions.ConfigError:
        return None


def finance_ids(value: str):
    return (validators.finance.cusip(value) is True, validators.finance.isin(value) is True,
            validators.finance.sedol(value) is True)


def s3_size(value: str):
    try:
        return human_readable_to_bytes(value)
    except ValueError:
        return None


def semver_match(expr: str):
    try:
        return VERSION.match(expr)
    except (ValueError, TypeError):
        return None


def content_disposition(line: str):
    return tornado.httputil._parse_header(line)


def win_path(url: str):
    try:
        return nturl2path.url2pathname(url)
    except OSError:
        return None


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey26 RUN.jsonl ...``)
HAND = {
    'gql_tokens': [('{ a(b: 1) }',), ('query Q($x: Int = 3.5e2) { f }',), ('"str\\n\\u0041"',),
                   ('"""block\n  x"""',), ('# c\n...',), ('-0.1',), ('01',), ('"\\u{1F600}"',),
                   ('?',), ('"unterminated',), ('1.',), ('"\\x"',), ('&|@!$',), ('[]=',),
                   ('1e',), ('a\r\nb',), ('\ufeffx',), ('"\\uD83D\\uDE00"',)],
    'click_values': [('yes',), ('0',), ('11',), ('-3',), ('yaml',), ('x',), ('5',),
                     ('  True ',), ('JSON',), ('',)],
    'rrule_text': [('FREQ=DAILY;COUNT=3',), ('RRULE:FREQ=WEEKLY;BYDAY=MO,-1FR;INTERVAL=2',),
                   ('FREQ=MONTHLY;BYMONTH=1,2;UNTIL=20250101T000000',), ('X:FREQ=DAILY',),
                   ('FREQ=YEARLY;WKST=SU',), ('FREQ=NOPE',), ('FOO=1',), ('FREQ',),
                   ('DTSTART:20240101T000000\nRRULE:FREQ=DAILY;COUNT=2',),
                   ('FREQ=HOURLY;BYHOUR=1;BYMINUTE=2;BYSECOND=3',), ('FREQ=DAILY;BYDAY=+2XX',),
                   ('FREQ=DAILY;COUNT=x',)],
    'host_match': [('', 'a'), ('a.com', 'A.COM'), ('*.a.com', 'b.a.com'), ('**.a', 'x.a'),
                   ('w*.a.com', 'www.a.com'), ('xn--*.a', 'xn--x.a'), ('*.a', 'xn--b.a'),
                   ('*.a.com', 'a.com')],
    'md_attrs': [('#id .cls key="v" k=w}',), ('.a .b',), ('x',), ("k='v' }rest",),
                 ('flag',), ('',), ('#',), ('k="v\\"w"',)],
    'cov_glob': [('*.py',), ('a/**/b',), ('src/?x/[ab]*',), ('a\\b',), ('a/**',), ('**/x',),
                 ('{a}',), ('a/b/',), ('[!x]',), ('a**b/c',)],
    'finance_ids': [('037833100',), ('037833DP2',), ('03783310X',), ('US0378331005',),
                    ('US037833100X',), ('0263494',), ('B0YBKJ7',), ('B0YBKJ8',), ('AE1234X',),
                    ('x',), ('@#*12345',), ('us0378331005',)],
    's3_size': [('10MB',), ('10MiB',), ('1024',), ('x',), ('5KB',), ('1',), ('10Kib',),
                ('abcMB',), ('',), ('2tb',)],
    'semver_match': [('>=1.0.0',), ('<2.0.0',), ('==1.2.3',), ('!=1.2.3',), ('>1.2.4',),
                     ('1.2.3',), ('x',), ('',), ('<=1.2.3-rc.1+b',), ('>=x',), ('>=1.2',)],
    'content_disposition': [('form-data; name="a"; filename="b.txt"',), ('text/plain',),
                            ("attachment; filename*=utf-8''T%C3%A4st",), ('a; b',), ('',),
                            ('x; k="q\\"uote"',), ("x; k*0=ab; k*1=cd",), ('x; =v',)],
    'win_path': [('///C|/foo/bar',), ('///C:/foo/bar/',), ('////host/path',), ('a/b%20c',),
                 ('1:x',), ('C|/x|y',), ('|c/|',), ('c:',), ('',)],
}
