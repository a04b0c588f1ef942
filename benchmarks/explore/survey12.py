# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twelfth survey set (``run_library.py survey12``): string-handling functions
of CPython 3.11.7 and of PyPI packages that no earlier set used (heldout, realcode,
survey, survey2-survey11, libcode, libcalls, re_functions, classes, accel, exloops,
exmodels, loopbound, regex38, lead11; grepped by name).  Each runs unchanged from the
standard library or the installed package through a small wrapper that hands it what a
user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

subprocess.list2cmdline (``cmdline``: two arguments quoted for Windows);
asyncio.base_events._ipaddr_info (``ipaddr_info``: a host and a port, ``AF_UNSPEC``,
``SOCK_STREAM``); idlelib.pyparse.Parser (``idle_continuation``: ``set_code`` then
``get_continuation_type`` of a source line); email.feedparser.FeedParser
(``feed_message``: a message fed in one piece, its content type and defects).

The PyPI functions (fontTools 4.68.0, aws-xray-sdk 2.15.0, pytest-benchmark 5.2.3,
iniconfig 2.3.0, execnet 2.1.2, mpmath 1.3.0, pytest 9.0.3, Jinja2 3.1.6) run from the
installed packages; their code does not enter this repository: ``glyph_unicode``
(``fontTools.agl.toUnicode``), ``xray_match`` (``aws_xray_sdk``'s
``search_pattern.wildcard_match``), ``compare_fail`` (``pytest_benchmark.utils.
parse_compare_fail``), ``ini_sections`` (``iniconfig.IniConfig`` of a text),
``xspec`` (``execnet.XSpec``), ``mp_from_str`` (``mpmath.libmp.from_str`` at 53 bits),
``mark_expression`` (``_pytest.mark.expression.Expression.compile``) and
``urlize_text`` (``jinja2.utils.urlize``).
"""

import socket
import subprocess
from asyncio import base_events
from email.feedparser import FeedParser
from idlelib import pyparse

import execnet
import iniconfig
import jinja2.utils
from _pytest.mark.expression import Expression
from aws_xray_sdk.core.utils.search_pattern import wildcard_match
from fontTools import agl
from mpmath.libmp import from_str
from pytest_benchmark.utils import parse_compare_fail


# ---- the standard library ----------------------------------------------------------------

def cmdline(first: str, second: str):
    return subprocess.list2cmdline([first, second])


def ipaddr_info(host: str, port: str):
    return base_events._ipaddr_info(host, port, socket.AF_UNSPEC, socket.SOCK_STREAM, 0)


def idle_continuation(source: str):
    parser = pyparse.Parser(4, 4)
    parser.set_code(source + '\n')
    return parser.get_continuation_type()


def feed_message(text: str):
    parser = FeedParser()
    parser.feed(text)
    message = parser.close()
    return message.get_content_type(), len(message.defects), message.is_multipart()


# ---- PyPI ----------------------------------------------------------------------------------

def glyph_unicode(glyph: str):
    return agl.toUnicode(glyph)


def xray_match(pattern: str, text: str):
    return wildcard_match(pattern, text)


def compare_fail(text: str):
    check = parse_compare_fail(text)
    return type(check).__name__, vars(check)


def ini_sections(data: str):
    return iniconfig.IniConfig('setup.ini', data=data).sections


def xspec(spec: str):
    parsed = execnet.XSpec(spec)
    return parsed.popen, parsed.ssh, parsed.python, parsed.chdir, parsed.env


def mp_from_str(text: str):
    return from_str(text, 53)


def mark_expression(text: str):
    return Expression.compile(text).evaluate(lambda name, **kw: name == 'slow')


def urlize_text(text: str):
    return jinja2.utils.urlize(text)
