# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirteenth survey set (``run_library.py survey13``): string- and
bytes-handling functions of CPython 3.11.7 and of PyPI packages that no earlier set used
(heldout, realcode, survey, survey2-survey12, libcode, libcalls, re_functions, classes,
accel, exloops, exmodels, loopbound, regex38, lead11; grepped by name).  Each runs
unchanged from the standard library or the installed package through a small wrapper
that hands it what a user's code would; the library code's own arcs are measured
(``ALSO_MEASURE``):

re._parser.parse (``regex_syntax``: a pattern's groups, flags and items);
distutils.versionpredicate.splitUp (``version_predicate``); tokenize.generate_tokens
(``line_tokens``: the tokens of one line);
base64.a85decode (``ascii85``: bytes); difflib.get_close_matches (``close_matches``:
against a four-word list); wsgiref.util.shift_path_info (``shift_path``: a WSGI environ
of two strings); pathlib.PurePath.with_suffix (``path_suffix``: a POSIX path).

The PyPI functions (awscli, dask, prompt_toolkit, babel, packaging, Werkzeug, tornado,
docker, requests, python-dotenv, IPython, dnspython, MarkupSafe) run from the installed
packages; their code does not enter this repository: ``shorthand``
(``awscli.shorthand.ShorthandParser.parse``), ``timedelta_seconds``
(``dask.utils.parse_timedelta``), ``terminal_color``
(``prompt_toolkit.styles.style.parse_color``), ``plural_rule``
(``babel.plural.PluralRule`` of one rule), ``requirement``
(``packaging.requirements.Requirement``), ``accept_header``
(``werkzeug.http.parse_accept_header``), ``unescape_regex`` (``tornado.util.re_unescape``),
``port_spec`` (``docker.utils.ports.split_port``), ``json_utf``
(``requests.utils.guess_json_utf``: bytes), ``dotenv_bindings``
(``dotenv.parser.parse_stream`` of a text), ``user_input``
(``IPython.core.splitinput.split_user_input``), ``ipv6_bytes`` (``dns.ipv6.inet_aton``)
and ``strip_tags`` (``markupsafe.Markup.striptags``).
"""

import base64
import difflib
import io
import pathlib
import tokenize
import warnings
from wsgiref.util import shift_path_info

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    from distutils import versionpredicate
from re import _parser as re_parser

import dask.utils
import dns.ipv6
import markupsafe
import requests.utils
import werkzeug.http
from awscli.shorthand import ShorthandParser
from babel.plural import PluralRule
from docker.utils.ports import split_port
from dotenv.parser import parse_stream
from IPython.core.splitinput import split_user_input
from packaging.requirements import Requirement
from prompt_toolkit.styles.style import parse_color
from tornado.util import re_unescape


# ---- the standard library ----------------------------------------------------------------

def regex_syntax(pattern: str):
    parsed = re_parser.parse(pattern)
    return parsed.state.groups, parsed.state.flags, len(parsed)


def version_predicate(pred: str):
    comp, version = versionpredicate.splitUp(pred)
    return comp, str(version)


def line_tokens(line: str):
    return [(tok.type, tok.string) for tok in tokenize.generate_tokens(io.StringIO(line).readline)]


def ascii85(data: bytes):
    return base64.a85decode(data)


def close_matches(word: str):
    return difflib.get_close_matches(word, ['apple', 'ape', 'peach', 'puppy'])


def shift_path(path: str, script: str):
    environ = {'PATH_INFO': path, 'SCRIPT_NAME': script}
    name = shift_path_info(environ)
    return name, environ['PATH_INFO'], environ['SCRIPT_NAME']


def path_suffix(path: str, suffix: str):
    return str(pathlib.PurePosixPath(path).with_suffix(suffix))


# ---- PyPI ----------------------------------------------------------------------------------

def shorthand(value: str):
    return ShorthandParser().parse(value)


def timedelta_seconds(text: str):
    return dask.utils.parse_timedelta(text)


def terminal_color(text: str):
    return parse_color(text)


def plural_rule(rule: str):
    return PluralRule({'one': rule}).abstract


def requirement(text: str):
    req = Requirement(text)
    return req.name, str(req.specifier), sorted(req.extras), req.url, str(req.marker)


def accept_header(value: str):
    accept = werkzeug.http.parse_accept_header(value)
    return list(accept), accept.best


def unescape_regex(pattern: str):
    return re_unescape(pattern)


def port_spec(port: str):
    return split_port(port)


def json_utf(data: bytes):
    return requests.utils.guess_json_utf(data)


def dotenv_bindings(text: str):
    return [(b.key, b.value, b.error) for b in parse_stream(io.StringIO(text))]


def user_input(line: str):
    return split_user_input(line)


def ipv6_bytes(text: str):
    return dns.ipv6.inet_aton(text)


def strip_tags(html: str):
    return markupsafe.Markup(html).striptags()
