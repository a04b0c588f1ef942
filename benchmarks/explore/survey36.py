# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirty-sixth survey set (``run_library.py survey36``, brief "survey36"):
everyday parsers, validators, normalizers and formatters of pure-Python PyPI packages that
no earlier set used (the sets of ``run_library.py`` and ``tests/explore``; grepped by
package, module and function name), each run unchanged from the installed code through a
small wrapper that hands it what a user's code would; the library code's own arcs are
measured (``ALSO_MEASURE``):

furl's ``furl`` (``furl_parts``); marshmallow's ``validate.Email`` (``mm_email``) and
``validate.URL`` (``mm_url``); voluptuous's ``Email``/``FqdnUrl`` (``vol_email_url``) and a
``Schema`` of ``Coerce(int)`` and ``Range`` (``vol_coerce``); cerberus's ``Validator``
(``cer_validate``); ftfy's small fixers (``ftfy_fixes``); sqlparse's
``split_unquoted_newlines``/``remove_quotes`` (``sql_lines``) and ``split`` (``sql_split``);
mistune's ``util`` helpers (``mistune_util``); iso3166's ``countries.get``
(``iso_country``); docstring_parser's ``parse`` (``doc_parse``). Their code does not enter
this repository.
"""

import cerberus
import docstring_parser
import ftfy.fixes
import furl
import iso3166
import marshmallow.validate
import mistune.util
import sqlparse
import sqlparse.utils
import voluptuous


def furl_parts(text: str):
    try:
        f = furl.furl(text)
    except ValueError:
        return None
    return f.scheme, f.host, f.port, str(f.path), list(f.args.items()), str(f.fragment)


def mm_email(text: str):
    try:
        return marshmallow.validate.Email()(text)
    except marshmallow.ValidationError:
        return None


def mm_url(text: str):
    try:
        return marshmallow.validate.URL()(text)
    except marshmallow.ValidationError:
        return None


def vol_email_url(text: str):
    out = []
    for v in (voluptuous.Email(), voluptuous.FqdnUrl()):
        try:
            out.append(voluptuous.Schema(v)(text))
        except voluptuous.Invalid:
            out.append(None)
    return out


def vol_coerce(text: str):
    schema = voluptuous.Schema(
        {voluptuous.Required("age"): voluptuous.All(voluptuous.Coerce(int),
                                                     voluptuous.Range(min=0, max=150))})
    try:
        return schema({"age": text})
    except voluptuous.Invalid:
        return None


def cer_validate(text: str):
    v = cerberus.Validator({"name": {"type": "string", "regex": "[a-z][a-z0-9_]*",
                                     "minlength": 2, "maxlength": 12,
                                     "forbidden": ["root", "admin"]}})
    return v.validate({"name": text}), v.errors


def ftfy_fixes(text: str):
    return (ftfy.fixes.uncurl_quotes(text), ftfy.fixes.fix_line_breaks(text),
            ftfy.fixes.remove_terminal_escapes(text), ftfy.fixes.fix_latin_ligatures(text))


def sql_lines(text: str):
    return sqlparse.utils.split_unquoted_newlines(text), sqlparse.utils.remove_quotes(text or None)


def sql_split(text: str):
    return sqlparse.split(text)


def mistune_util(text: str):
    return (mistune.util.escape_url(text), mistune.util.safe_entity(text),
            mistune.util.unikey(text), mistune.util.striptags(text))


def iso_country(code: str):
    try:
        return iso3166.countries.get(code).alpha3
    except KeyError:
        return None


def doc_parse(text: str):
    try:
        d = docstring_parser.parse(text)
    except docstring_parser.ParseError:
        return None
    return d.short_description, [(p.arg_name, p.type_name) for p in d.params], d.returns is None


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey36 RUN.jsonl ...``)
HAND = {
    'furl_parts': [('http://u:p@ex.com:81/a/b?x=1&y#f',), ('',), ('//h',), ('mailto:a@b',),
                   ('http://[::1]/',), ('http://h:x/',), ('a/b?c',), ('http://%41/',),
                   ('#f',), ('http://ex.com/%7e?a=%20',), ('http://h:99999/',)],
    'mm_email': [('a@b.com',), ('',), ('ab',), ('a@localhost',), ('"a b"@x.org',),
                 ('a@[1.2.3.4]',), ('a@-b.com',), ('a..b@x.com',)],
    'mm_url': [('http://ex.com',), ('',), ('ftp://x.org/a',), ('gopher://x.org',),
               ('http://localhost:8000/a?b#c',), ('http://1.2.3.4',), ('http://[::1]/',),
               ('file:///etc/x',), ('x.org',), ('http://-a.com',)],
    'vol_email_url': [('t@x.com',), ('',), ('a.com',), ('a@.com',), ('http://w3.org',),
                      ('http://localhost/',), ('x',)],
    'vol_coerce': [('5',), ('',), ('200',), ('-1',), ('abc',), (' 7 ',)],
    'cer_validate': [('bob',), ('',), ('a',), ('root',), ('Bob',), ('b' * 13,), ('b_1',)],
    'ftfy_fixes': [('',), ('\u201cx\u201d \u2018y\u2019',), ('a\r\nb\rc\u2028d',),
                   ('\x1b[31mred\x1b[0m',), ('\ufb01x \ufb02',), ('plain',)],
    'sql_lines': [('',), ('a\nb',), ("'x\ny'\nz",), ('"a"',), ('`b`',), ("'",), ('a\r\nb',),
                  ('"a\n',)],
    'sql_split': [('select 1; select 2',), ('',), ("select ';'",), ('begin; end;',),
                  ('create function f() begin select 1; end; x',), ('-- c\nselect 1',)],
    'mistune_util': [('',), ('a b  c',), ('<a href="x">y</a>',), ('&amp; &lt;',),
                     ('http://x/a b',), ('![alt](src)',)],
    'iso_country': [('US',), ('usa',), ('840',), ('000',), ('',), ('Germany',), ('xx',),
                    ('United States of America',)],
    'doc_parse': [('',), ('Short.\n\nLong.',), ('S.\n\n:param x: y\n:returns: z',),
                  ('S.\n\nArgs:\n    x (int): y\n\nReturns:\n    z',),
                  ('S.\n\nParameters\n----------\nx : int\n    y',),
                  ('S.\n\n@param x: y',)],
}
