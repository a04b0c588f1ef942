# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's eighteenth survey set (``run_library.py survey18``, brief "survey18"):
everyday string code -- parsers, validators and normalisers -- of CPython 3.11.7 and of
PyPI packages that no earlier set used (heldout, realcode, survey, survey2-survey17,
libcode, libcalls, re_functions, classes, accel, exloops, exmodels, loopbound, regex38,
lead11 and ``tests/explore``; grepped by module and function name).  Each runs unchanged
from the standard library or the installed package through a small wrapper that hands it
what a user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

csv.Sniffer.sniff (``sniff_delimiter``); pathlib.PureWindowsPath's parts
(``win_parts``); email._header_value_parser.parse_message_id (``message_id``),
parse_content_disposition_header (``disposition``), get_address_list
(``address_list``) and parse_content_transfer_encoding_header (``transfer_encoding``); doctest.DocTestParser.parse (``doctest_examples``);
importlib.metadata.EntryPoint's module, attr and extras (``entry_point``).

The PyPI functions run from the installed packages; their code does not enter this
repository: Pillow's ``ImageColor.getrgb`` (``color_rgb``), fontTools'
``feaLib.lexer.Lexer`` (``fea_tokens``), tblib's ``Traceback.from_string``
(``trace_text``), aws-xray-sdk's ``TraceHeader.from_header_str`` (``trace_header``),
Werkzeug's ``routing.rules.parse_converter_args`` (``converter_args``), docutils'
``utils.smartquotes.educateQuotes`` (``smart_quotes``) and pyparsing's
``common.comma_separated_list`` (``csv_list``).
"""

import csv
import doctest
import email._header_value_parser as hvp
import importlib.metadata
import pathlib

import pyparsing
from aws_xray_sdk.core.models.trace_header import TraceHeader
from docutils.utils.smartquotes import educateQuotes
from fontTools.feaLib.lexer import Lexer
from PIL import ImageColor
from tblib import Traceback
from werkzeug.routing.rules import parse_converter_args


# ---- the standard library ----------------------------------------------------------------

def sniff_delimiter(sample: str):
    dialect = csv.Sniffer().sniff(sample)
    return (dialect.delimiter, dialect.quotechar, dialect.skipinitialspace)


def win_parts(path: str):
    return pathlib.PureWindowsPath(path).parts


def message_id(value: str):
    token = hvp.parse_message_id(value)
    return (str(token), len(token.all_defects))


def disposition(value: str):
    token = hvp.parse_content_disposition_header(value)
    return (token.content_disposition, sorted(token.params), len(token.all_defects))


def address_list(value: str):
    token, rest = hvp.get_address_list(value)
    return (len(token.addresses), rest)


def transfer_encoding(value: str):
    token = hvp.parse_content_transfer_encoding_header(value)
    return (token.cte, len(token.all_defects))


def doctest_examples(text: str):
    parts = doctest.DocTestParser().parse(text)
    return [(p.source, p.want) for p in parts if isinstance(p, doctest.Example)]


def entry_point(value: str):
    ep = importlib.metadata.EntryPoint(name="tool", value=value, group="console_scripts")
    return (ep.module, ep.attr, ep.extras)


# ---- PyPI, as installed ------------------------------------------------------------------

def color_rgb(color: str):
    return ImageColor.getrgb(color)


def fea_tokens(text: str):
    return [(kind, str(token)) for kind, token, _ in Lexer(text, "features.fea")]


def trace_text(text: str):
    tb = Traceback.from_string(text, strict=False)
    frames = []
    while tb is not None:
        frames.append((tb.tb_frame.f_code.co_filename, tb.tb_lineno))
        tb = tb.tb_next
    return frames


def trace_header(header: str):
    parsed = TraceHeader.from_header_str(header)
    return (parsed.root, parsed.parent, parsed.sampled, parsed.to_header_str())


def converter_args(argstr: str):
    return parse_converter_args(argstr)


def smart_quotes(text: str):
    return educateQuotes(text, language="en")


def csv_list(text: str):
    return pyparsing.common.comma_separated_list.parse_string(text).as_list()
