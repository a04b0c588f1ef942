# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-eighth survey set (``run_library.py survey28``, brief "survey28"):
everyday text and number code of pure-Python packages that no earlier set used (the sets
of ``run_library.py`` and ``tests/explore``; grepped by package, module and function
name), each run unchanged from the installed package through a small wrapper that hands
it what a user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

Pygments 2.20's ``util`` ``get_int_opt``, ``get_list_opt`` and ``get_choice_opt``
(``pg_opts``) and ``doctype_matches``/``html_doctype_matches`` (``pg_doctype``);
humanize 4.17's ``number`` ``intword`` and ``apnumber`` (``hz_words``); pytest-xdist's
``plugin.parse_numprocesses`` (``xdist_n``); mkdocs 1.6's ``utils.meta.get_data``
(``mk_meta``: YAML front matter through PyYAML's pure-Python ``SafeLoader``, else
MultiMarkdown meta lines); py-cpuinfo's ``_parse_arch``, ``_friendly_bytes_to_int`` and
``_hz_friendly_to_full`` (``cpu_arch``); wcwidth 0.7's ``wcswidth`` (``wc_swidth``);
pip 25's ``req.constructors._strip_extras`` and ``utils.misc.split_auth_from_netloc``
(``pip_netloc``).  Their code does not enter this repository.
"""

from cpuinfo.cpuinfo import _friendly_bytes_to_int, _hz_friendly_to_full, _parse_arch
from humanize.number import apnumber, intword
from mkdocs.utils.meta import get_data
from pip._internal.req.constructors import _strip_extras
from pip._internal.utils.misc import split_auth_from_netloc
from pygments.util import (OptionError, doctype_matches, get_choice_opt, get_int_opt,
                           get_list_opt, html_doctype_matches)
from wcwidth import wcswidth
from xdist.plugin import parse_numprocesses


def pg_opts(text: str):
    out = []
    options = {'n': text, 'l': text, 'c': text}
    for get in (lambda: get_int_opt(options, 'n'), lambda: get_list_opt(options, 'l'),
                lambda: get_choice_opt(options, 'c', ['none', 'inline', 'table'],
                                       normcase=True)):
        try:
            out.append(get())
        except OptionError:
            out.append(None)
    return out


def pg_doctype(text: str):
    return doctype_matches(text, r'xhtml|svg'), html_doctype_matches(text)


def hz_words(text: str):
    return intword(text), apnumber(text)


def xdist_n(text: str):
    try:
        return parse_numprocesses(text)
    except ValueError:
        return None


def mk_meta(doc: str):
    return get_data(doc)


def cpu_arch(text: str):
    return _parse_arch(text), _friendly_bytes_to_int(text), _hz_friendly_to_full(text)


def wc_swidth(text: str):
    return wcswidth(text)


def pip_netloc(text: str):
    return _strip_extras(text), split_auth_from_netloc(text)


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey28 RUN.jsonl ...``)
HAND = {
    'pg_opts': [('12',), ('x',), ('Inline',), ('none',), ('a b',), ('',), ('table',)],
    'pg_doctype': [('<!DOCTYPE html>',), ('<!doctype svg PUBLIC "x">',), ('plain',),
                   ('<?xml version="1.0"?><!DOCTYPE xhtml>',), ('<!DOCTYPE  >',)],
    'hz_words': [('100',), ('12400',), ('1000000',), ('-2500000000',), ('7',), ('foo',),
                 ('inf',), ('nan',), ('999999',), ('1' + '0' * 101,), ('1' + '0' * 34,)],
    'xdist_n': [('auto',), ('logical',), ('4',), ('x',)],
    'mk_meta': [('---\ntitle: x\n---\nbody',), ('---\n- a\n---\n',), ('---\n: [\n---\n',),
                ('Title: x\nMore: y\n    z\n\nbody',), ('plain\n',), ('',),
                ('a: 1\r\nA: 2\r\n\r\n',), ('    z\nx',)],
    'cpu_arch': [('x86_64',), ('i686',), ('aarch64',), ('armv7l',), ('armv8a',), ('ppc64le',),
                 ('prep',), ('sparc',), ('sun4u',), ('s390x',), ('mips',), ('mips64',),
                 ('riscv',), ('riscv64',), ('nope',), ('12 KiB',), ('3gb',), ('7b',),
                 ('x m',), ('2.4 GHz',), ('800 MHz',), ('50hz',), ('12',)],
    'wc_swidth': [('abc',), ('\u4e2d\u6587',), ('a\u0301',), ('\x07',), ('',),
                  ('\u200b',), ('\U0001F600',), ('\x1b[0m',)],
    'pip_netloc': [('pkg[extra]',), ('pkg',), ('user:pw@host',), ('u@h',), ('a%40b@c',),
                   ('[x]',), ('p[]',)],
}
