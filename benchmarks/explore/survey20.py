# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twentieth survey set (``run_library.py survey20``, brief "survey20"):
everyday text code of PyPI packages that no earlier set used (the sets of
``run_library.py`` and ``tests/explore``; grepped by module and function name), each run
unchanged from the installed package through a small wrapper that hands it what a user's
code would; the library code's own arcs are measured (``ALSO_MEASURE``):

iso8601 2.1's ``parse_date`` (``iso8601_date``, installed for this survey); rfc3986
2.0's ``uri_reference(...).normalize()`` (``uri_normal``, installed for this survey);
pip's vendored rich ``Color.parse`` (``rich_color``) and distlib
``util.parse_name_and_version`` (``dist_name``) and ``util.split_filename``
(``dist_filename``); pip's ``req.req_file.break_args_options`` (``req_line``); docutils'
``parsers.rst.directives.length_or_percentage_or_unitless`` (``rst_length``);
py-cpuinfo's ``_parse_cpu_brand_string`` (``cpu_brand``); coverage's
``misc.substitute_variables`` (``env_subst``); colorama's ``AnsiToWin32.extract_params``
(``ansi_params``); pytest-benchmark's ``utils.parse_warmup`` (``bench_warmup``); babel's
``numbers.parse_decimal`` (``babel_decimal``).  Their code does not enter this
repository.
"""

import iso8601
import rfc3986
from babel.numbers import NumberFormatError, parse_decimal
from colorama.ansitowin32 import AnsiToWin32
from coverage.exceptions import CoverageException
from coverage.misc import substitute_variables
from cpuinfo.cpuinfo import _parse_cpu_brand_string
from docutils.parsers.rst.directives import length_or_percentage_or_unitless
from pip._internal.req.req_file import break_args_options
from pip._vendor.distlib.util import DistlibException, parse_name_and_version, split_filename
from pip._vendor.rich.color import Color, ColorParseError
from pytest_benchmark.utils import parse_warmup


def iso8601_date(text: str):
    try:
        moment = iso8601.parse_date(text)
    except iso8601.ParseError:
        return None
    return (moment.year, moment.month, moment.hour, moment.utcoffset())


def uri_normal(text: str):
    ref = rfc3986.uri_reference(text).normalize()
    return (ref.scheme, ref.host, ref.port, ref.path, ref.is_absolute())


def rich_color(text: str):
    try:
        color = Color.parse(text)
    except ColorParseError:
        return None
    return (color.type, color.number, color.triplet)


def dist_name(text: str):
    try:
        return parse_name_and_version(text)
    except DistlibException:
        return None


def dist_filename(filename: str, project: str):
    return split_filename(filename, project or None)


def req_line(line: str):
    return break_args_options(line)


def rst_length(text: str):
    try:
        return length_or_percentage_or_unitless(text, "px")
    except ValueError:
        return None


def cpu_brand(brand: str):
    try:
        return _parse_cpu_brand_string(brand)
    except (ValueError, IndexError):
        return None


def env_subst(text: str):
    try:
        return substitute_variables(text, {"HOME": "/home/me", "USER": "me"})
    except CoverageException:
        return None


def ansi_params(command: str, params: str):
    try:
        return AnsiToWin32.extract_params(None, command, params)
    except ValueError:
        return None


def bench_warmup(text: str):
    try:
        return parse_warmup(text)
    except Exception:
        return None


def babel_decimal(text: str):
    try:
        return parse_decimal(text, locale="en_US", strict=True)
    except NumberFormatError:
        return None
