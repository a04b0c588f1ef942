# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirty-seventh survey set (``run_library.py survey37``, brief "survey37"):
everyday parsers, validators, normalizers and formatters of pure-Python PyPI packages that
no earlier set used (the sets of ``run_library.py``, ``tests/explore`` and
``tests/python``; grepped by package, module and function name), each run unchanged from
the installed code through a small wrapper that hands it what a user's code would; the
library code's own arcs are measured (``ALSO_MEASURE``):

email_reply_parser's ``EmailReplyParser.parse_reply`` (``erp_reply``); bracex's ``expand``
(``brace_expand``); wcmatch's ``fnmatch.translate`` (``wc_translate``); editorconfig's
``fnmatch.translate`` (``ec_translate``); mdurl's ``parse``/``decode``/``encode``
(``mdurl_parse``, ``mdurl_codec``); cron_descriptor's ``get_description``
(``cron_describe``); pytz's ``timezone`` (``tz_lookup``); uri_template's ``validate`` and
``expand`` (``uri_tmpl``); case-converter's ``snakecase``/``camelcase``/``kebabcase``
(``case_convert``); configobj's ``ConfigObj`` of lines (``cobj_parse``); jsmin's ``jsmin``
(``js_minify``); commonmark's ``common`` helpers (``cm_common``). Their code does not enter
this repository.
"""

import bracex
import caseconverter
import commonmark.common
import configobj
import cron_descriptor
import editorconfig.fnmatch
import email_reply_parser
import jsmin
import mdurl
import pytz
import uri_template
import wcmatch.fnmatch


def erp_reply(text: str):
    return email_reply_parser.EmailReplyParser.parse_reply(text)


def brace_expand(pattern: str):
    try:
        return bracex.expand(pattern, limit=64)
    except bracex.ExpansionLimitException:
        return None


def wc_translate(pattern: str):
    try:
        return wcmatch.fnmatch.translate(pattern, flags=wcmatch.fnmatch.EXTMATCH | wcmatch.fnmatch.NEGATE)
    except ValueError:
        return None


def ec_translate(pattern: str):
    return editorconfig.fnmatch.translate(pattern)


def mdurl_parse(url: str):
    u = mdurl.parse(url)
    return u.protocol, u.slashes, u.auth, u.port, u.hostname, u.hash, u.search, u.pathname


def mdurl_codec(text: str):
    return mdurl.decode(text), mdurl.encode(text)


def cron_describe(expression: str):
    try:
        return cron_descriptor.get_description(expression)
    except (cron_descriptor.FormatError, cron_descriptor.MissingFieldError,
            cron_descriptor.WrongArgumentError):
        return None


def tz_lookup(name: str):
    try:
        return pytz.timezone(name).zone
    except pytz.UnknownTimeZoneError:
        return None


def uri_tmpl(template: str):
    if not uri_template.validate(template):
        return None
    return uri_template.expand(template, x="a b", list=["p", "q"], keys={"k": "v"})


def case_convert(text: str):
    return caseconverter.snakecase(text), caseconverter.camelcase(text), caseconverter.kebabcase(text)


def cobj_parse(text: str):
    try:
        return configobj.ConfigObj(text.splitlines()).dict()
    except configobj.ConfigObjError:
        return None


def js_minify(text: str):
    return jsmin.jsmin(text)


def cm_common(text: str):
    return (commonmark.common.unescape_string(text), commonmark.common.normalize_uri(text),
            commonmark.common.escape_xml(text))


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey37 RUN.jsonl ...``)
HAND = {
    'erp_reply': [('',), ('Hi\n\nOn Mon, Bob wrote:\n> old\n',), ('a\n-- \nsig',),
                  ('x\n> q\n> r\nmore',), ('Hello\n___\nfooter',), ('Sent from my iPhone',)],
    'brace_expand': [('a{b,c}d',), ('',), ('{1..5}',), ('{a..e..2}',), ('{01..10}',),
                     ('a{b',), ('\\{x,y}',), ('{a,{b,c}}',), ('{x}',), ('{1..1000}',)],
    'wc_translate': [('*.py',), ('',), ('!*.txt',), ('@(a|b)',), ('[a-z]?',), ('[!x]',),
                     ('\\*',), ('+(ab)',), ('[[:alpha:]]',)],
    'ec_translate': [('*.py',), ('',), ('{a,b}',), ('{1..3}',), ('[abc]',), ('[!a]',),
                     ('**/x',), ('\\*',), ('a/b',), ('{x}',)],
    'mdurl_parse': [('http://u@ex.com:80/a?b#c',), ('',), ('//host/p',), ('mailto:a@b',),
                    ('javascript:x',), ('http://[::1]/',), ('HTTP://EX.COM',), ('a b',),
                    ('http://ex.com:x/',)],
    'mdurl_codec': [('',), ('%41%e2%82%ac',), ('a b',), ('%zz',), ('\u00e9',), ('%f0%9f',)],
    'cron_describe': [('* * * * *',), ('',), ('*/5 * * * *',), ('0 9-17 * * MON-FRI',),
                      ('0 0 1 JAN *',), ('0 0 L * ?',), ('x',), ('0 0 1W * *',),
                      ('0 0 * * 5#3',), ('30 2 * * * 2030',)],
    'tz_lookup': [('UTC',), ('',), ('Europe/Berlin',), ('europe/berlin',), ('US/Eastern',),
                  ('\u00e9',), ('Nowhere/X',), ('America/New York',)],
    'uri_tmpl': [('{x}',), ('',), ('{+x}',), ('{#x}',), ('{/list*}',), ('{?keys*}',),
                 ('{;x}',), ('{&x}',), ('{.list}',), ('{x:2}',), ('{',), ('{x',), ('a}',)],
    'case_convert': [('',), ('HelloWorld',), ('hello_world',), ('HTTPServer',),
                     ('a-b c',), ('x1y2',), ('__init__',)],
    'cobj_parse': [('',), ('a = 1',), ('[s]\nb = 2',), ('a = 1, 2',), ('a = """x\ny"""',),
                   ('# c\na = "q"',), ('[s\n',), ('a',), ('[[t]]',), ('a = 1\na = 2',)],
    'js_minify': [('',), ('var a = 1;',), ('// c\nx',), ('/* c */ y',), ('a = /re/g',),
                  ('"s" + \'t\'',), ('a\n\nb',), ('x = a / b',), ('/*! keep */',)],
    'cm_common': [('',), ('\\*x',), ('&amp;',), ('http://x/a b',), ('<&>"',), ('%41',)],
}
