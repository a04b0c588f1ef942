# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-seventh survey set (``run_library.py survey27``, brief "survey27"):
everyday text and number code of pure-Python packages that no earlier set used (the sets
of ``run_library.py`` and ``tests/explore``; grepped by package, module and function
name), each run unchanged from the installed package through a small wrapper that hands
it what a user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

pydantic 2's ``alias_generators`` ``to_snake`` and ``to_camel`` (``case_names``);
prompt_toolkit 3's ``key_binding.key_bindings._parse_key`` (``key_name``), its
``formatted_text.ansi.ANSI`` (``pt_ansi``: a coroutine fed one character at a time) and
``styles.style._parse_style_str`` (``pt_style``); pytest's ``junitxml.bin_xml_escape``
(``xml_escape``); pip's vendored rich ``markup.render`` (``rich_markup``),
``ansi.AnsiDecoder.decode_line`` (``rich_ansi``) and ``style.Style.parse``
(``rich_style``); matplotlib's ``rcsetup`` ``validate_bool``, ``validate_fontsize`` and
``validate_fontweight`` (``mpl_rc``); dask's ``utils.key_split`` (``dask_key``);
pytest-benchmark's ``utils`` ``parse_columns``, ``parse_rounds`` and ``parse_sort``
(``bench_opts``).  Their code does not enter this repository.
"""

import argparse

import dask.utils
import matplotlib.rcsetup
import pytest_benchmark.utils
from _pytest.junitxml import bin_xml_escape
from pip._vendor.rich.ansi import AnsiDecoder
from pip._vendor.rich.errors import MarkupError, StyleSyntaxError
from pip._vendor.rich.markup import render
from pip._vendor.rich.style import Style
from prompt_toolkit.formatted_text.ansi import ANSI
from prompt_toolkit.key_binding.key_bindings import _parse_key
from prompt_toolkit.styles.style import _parse_style_str
from pydantic.alias_generators import to_camel, to_snake


def case_names(name: str):
    return to_snake(name), to_camel(name)


def key_name(key: str):
    try:
        return str(_parse_key(key))
    except ValueError:
        return None


def pt_ansi(text: str):
    try:
        return ANSI(text).__pt_formatted_text__()
    except (ValueError, IndexError):
        return None


def pt_style(text: str):
    try:
        return tuple(_parse_style_str(text))
    except ValueError:
        return None


def xml_escape(text: str):
    return bin_xml_escape(text)


def rich_markup(text: str):
    try:
        rendered = render(text, emoji=False)
    except MarkupError:
        return None
    return rendered.plain, [(s.start, s.end, str(s.style)) for s in rendered.spans]


def rich_ansi(line: str):
    rendered = AnsiDecoder().decode_line(line)
    return rendered.plain, [(s.start, s.end, str(s.style)) for s in rendered.spans]


def rich_style(text: str):
    try:
        return str(Style.parse.__wrapped__(Style, text))
    except StyleSyntaxError:
        return None


def mpl_rc(text: str):
    out = []
    for check in (matplotlib.rcsetup.validate_bool, matplotlib.rcsetup.validate_fontsize,
                  matplotlib.rcsetup.validate_fontweight):
        try:
            out.append(check(text))
        except ValueError:
            out.append(None)
    return out


def dask_key(key: str):
    return dask.utils.key_split.__wrapped__(key)


def bench_opts(text: str):
    out = []
    for parse in (pytest_benchmark.utils.parse_columns, pytest_benchmark.utils.parse_rounds,
                  pytest_benchmark.utils.parse_sort):
        try:
            out.append(parse(text))
        except argparse.ArgumentTypeError:
            out.append(None)
    return out


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey27 RUN.jsonl ...``)
HAND = {
    'case_names': [('HTTPResponse',), ('camelCase',), ('snake_case_1',), ('kebab-case',),
                   ('a1B',), ('v2beta',), ('__x_y',), ('',), ('ABC',), ('x9y',)],
    'key_name': [('c-a',), ('space',), ('x',), ('enter',), ('escape',), ('nope',), ('',),
                 ('s-tab',), ('<any>',)],
    'pt_ansi': [('\x1b[31mred\x1b[0m',), ('\x1b[1;4;38;5;100mx',), ('\x1b[48;2;1;2;3my',),
                ('\x01zw\x02t',), ('\x1b[3C',), ('\x9b7mz',), ('\x1bxq',), ('plain',),
                ('\x1b[92;101;2;3;5;6;7;8;9m.',), ('\x1b[22;23;24;25;27;28;29;39;49m',),
                ('\x1b[38;5;300m',), ('\x1b[38;2;1m',), ('\x1b[;m',), ('\x1b[5A',)],
    'pt_style': [('bold italic',), ('bg:red fg:#ff0000',), ('noinherit nobold',),
                 ('underline nounderline strike nostrike',), ('blink noblink reverse',),
                 ('noreverse hidden nohidden dim nodim noitalic',), ('roman border:x',),
                 ('[transparent]',), ('ansired',), ('#abc',), ('nonsense',), ('',),
                 ('bg:',), ('fg:default',)],
    'xml_escape': [('hello\x07world',), ('ok',), ('\uffff',), ('\x7f\t',), ('',)],
    'rich_markup': [('[bold]x[/bold]',), ('[red]a[/]',), ('\\[not]',), ('\\\\[b]x',),
                    ('[/]',), ('[/x]',), ('[link=http://a]t[/link]',),
                    ('[@click=go(1)]x[/]',), ('[@click]x[/]',), ('[@x=1 2]y[/]',),
                    ('plain',), ('a [b] c',), ('[@click=f]z[/]',)],
    'rich_ansi': [('\x1b[31mred\x1b[0m',), ('\x1b[1;38;5;100mx',), ('\x1b[38;2;1;2;3my',),
                  ('\x1b]8;;http://a\x1b\\link\x1b]8;;\x1b\\',), ('plain',), ('\x1b(Bq',),
                  ('\x1b[48;5;x',), ('\x1b[m',), ('\x1b[4;9;22;24m.',)],
    'rich_style': [('bold red on white',), ('not italic',), ('link https://x',), ('on',),
                   ('none',), ('b i u',), ('red blue',), ('#ff0000 on #00ff00',),
                   ('not',), ('link',), ('color(300)',), ('on nope',), ('',)],
    'mpl_rc': [('yes',), ('Off',), ('large',), ('12.5',), ('bold',), ('700',), ('x',),
               ('1',), ('',), ('XX-Small',)],
    'dask_key': [('x-1',), ('hello-world-1',), ('ae05086432ca935f6eba409a8ecd4896',),
                 ('<module.sub.cls object at 0x1',), ("('x-2', 1)",), ('x-abcdefab',),
                 ('_(x)',), ('',), ('a-b-c',)],
    'bench_opts': [('min,max',), ('nope',), ('5',), ('0',), ('x',), (' MEAN ',),
                   ('name',), ('',)],
}
