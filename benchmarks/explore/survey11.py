# ruff: noqa  (copied library code, kept as written)
"""Issue 38's eleventh survey set (``run_library.py survey11``): string-handling functions
of CPython 3.11.7 and of PyPI packages that no earlier set used (heldout, realcode,
survey, survey2-survey10, libcode, libcalls, re_functions, classes, accel, exloops,
exmodels, loopbound, regex38, lead11; grepped by name), of the kinds earlier sets had few
of: code that builds small objects (namedtuples, dataclass fields, MIME types,
networks) from text, ``str.translate`` tokenizers, ``string.Template`` patterns, configuration
interpolation, version and path parsers.  The copied functions are unchanged apart
from their ``str`` annotations (each block names its file and lines); the others run
from the standard library or the installed package through a small wrapper that hands
them what a user's code would, their own arcs measured (``ALSO_MEASURE``):

dataclasses._is_type with _is_classvar/_is_initvar/_is_kw_only (``dataclass_field_kind``:
the three tests of ``dataclasses._get_field`` on a string annotation);
posixpath.commonpath (``common_path``: copied, since CPython 3.11 freezes posixpath and
coverage.py cannot measure a frozen module); collections.namedtuple's field checks
(``tuple_fields``, ``rename=True``); configparser.ExtendedInterpolation
(``extended_value``: ``${section:option}`` references against a small parser);
email._header_value_parser.parse_content_type_header (``content_type``);
ipaddress.IPv4Network (``ipv4_network``, ``strict=False``);
logging.StringTemplateStyle.validate (``log_template_format``: a ``$``-style format
given to ``logging.Formatter(..., validate=True)``); textwrap.TextWrapper.wrap
(``wrap_lines``, width 12).

The PyPI functions (packaging 26.2, fsspec 2026.9.0, graphql-core 3.2.8, mkdocs 1.6.1,
python-slugify 9.2.0) run from the installed packages; their code does not enter this
repository: ``fsspec.utils:infer_storage_options``,
``graphql.language.block_string:is_printable_as_block_string`` and
``mkdocs.utils:get_relative_url`` as they are (annotated already), and through a
wrapper: ``pep440_version`` (``packaging.version.Version``) and ``slug``
(``slugify.slugify``, its legacy algorithm).
"""

import configparser
import dataclasses
import genericpath
import ipaddress
import logging
import os
import re
import sys
import textwrap
import typing
from collections import namedtuple
from email import _header_value_parser

import packaging.version
import slugify

_MODULE_IDENTIFIER_RE = re.compile(r'^(?:\s*(\w+)\s*\.)?\s*(\w+)')


# ---- dataclasses.py (lines 224, 646-662, 664-720) -----------------------------------------

def _is_classvar(a_type, typing):
    # This test uses a typing internal class, but it's the best way to
    # test if this is a ClassVar.
    return (a_type is typing.ClassVar
            or (type(a_type) is typing._GenericAlias
                and a_type.__origin__ is typing.ClassVar))


def _is_initvar(a_type, dataclasses):
    # The module we're checking against is the module we're
    # currently in (dataclasses.py).
    return (a_type is dataclasses.InitVar
            or type(a_type) is dataclasses.InitVar)

def _is_kw_only(a_type, dataclasses):
    return a_type is dataclasses.KW_ONLY


def _is_type(annotation: str, cls, a_module, a_type, is_type_predicate):
    # Given a type annotation string, does it refer to a_type in
    # a_module?  For example, when checking that annotation denotes a
    # ClassVar, then a_module is typing, and a_type is
    # typing.ClassVar.

    # It's possible to look up a_module given a_type, but it involves
    # looking in sys.modules (again!), and seems like a waste since
    # the caller already knows a_module.

    # - annotation is a string type annotation
    # - cls is the class that this annotation was found in
    # - a_module is the module we want to match
    # - a_type is the type in that module we want to match
    # - is_type_predicate is a function called with (obj, a_module)
    #   that determines if obj is of the desired type.

    # Since this test does not do a local namespace lookup (and
    # instead only a module (global) lookup), there are some things it
    # gets wrong.

    # With string annotations, cv0 will be detected as a ClassVar:
    #   CV = ClassVar
    #   @dataclass
    #   class C0:
    #     cv0: CV

    # But in this example cv1 will not be detected as a ClassVar:
    #   @dataclass
    #   class C1:
    #     CV = ClassVar
    #     cv1: CV

    # In C1, the code in this function (_is_type) will look up "CV" in
    # the module and not find it, so it will not consider cv1 as a
    # ClassVar.  This is a fairly obscure corner case, and the best
    # way to fix it would be to eval() the string "CV" with the
    # correct global and local namespaces.  However that would involve
    # a eval() penalty for every single field of every dataclass
    # that's defined.  It was judged not worth it.

    match = _MODULE_IDENTIFIER_RE.match(annotation)
    if match:
        ns = None
        module_name = match.group(1)
        if not module_name:
            # No module name, assume the class's module did
            # "from dataclasses import InitVar".
            ns = sys.modules.get(cls.__module__).__dict__
        else:
            # Look up module_name in the class's module.
            module = sys.modules.get(cls.__module__)
            if module and module.__dict__.get(module_name) is a_module:
                ns = sys.modules.get(a_type.__module__).__dict__
        if ns and is_type_predicate(ns.get(match.group(2)), a_module):
            return True
    return False


# ---- posixpath.py (lines 527-566; posixpath is frozen in CPython 3.11, which
# coverage.py cannot measure, so it is copied here) -----------------------------------

def commonpath(paths):
    """Given a sequence of path names, returns the longest common sub-path."""

    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')

    paths = tuple(map(os.fspath, paths))
    if isinstance(paths[0], bytes):
        sep = b'/'
        curdir = b'.'
    else:
        sep = '/'
        curdir = '.'

    try:
        split_paths = [path.split(sep) for path in paths]

        try:
            isabs, = set(p[:1] == sep for p in paths)
        except ValueError:
            raise ValueError("Can't mix absolute and relative paths") from None

        split_paths = [[c for c in s if c and c != curdir] for s in split_paths]
        s1 = min(split_paths)
        s2 = max(split_paths)
        common = s1
        for i, c in enumerate(s1):
            if c != s2[i]:
                common = s1[:i]
                break

        prefix = sep if isabs else sep[:0]
        return prefix + sep.join(common)
    except (TypeError, AttributeError):
        genericpath._check_arg_types('commonpath', *paths)
        raise


# ---- wrappers: what a user's code hands these functions --------------------------------

class Record:
    pass


def dataclass_field_kind(annotation: str):
    if _is_type(annotation, Record, typing, typing.ClassVar, _is_classvar):
        return 'classvar'
    if _is_type(annotation, Record, dataclasses, dataclasses.InitVar, _is_initvar):
        return 'initvar'
    if _is_type(annotation, Record, dataclasses, dataclasses.KW_ONLY, _is_kw_only):
        return 'kw_only'
    return 'field'


def common_path(first: str, second: str):
    return commonpath([first, second])


def tuple_fields(field_names: str):
    return namedtuple('Row', field_names, rename=True)._fields


def extended_value(value: str):
    parser = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
    parser.read_dict({'paths': {'home': '/home/ann', 'name': 'ann'},
                      'site': {'url': 'example.org'}})
    parser.set('paths', 'value', value)
    return parser.get('paths', 'value')


def content_type(value: str):
    header = _header_value_parser.parse_content_type_header(value)
    return header.maintype, header.subtype, dict(header.params)


def ipv4_network(text: str):
    net = ipaddress.IPv4Network(text, strict=False)
    return str(net.network_address), net.prefixlen


def log_template_format(fmt: str):
    logging.Formatter(fmt, style='$', validate=True)
    return fmt


def wrap_lines(text: str):
    return textwrap.TextWrapper(width=12).wrap(text)


def pep440_version(text: str):
    version = packaging.version.Version(text)
    return version.release, version.pre, version.post, version.dev, version.local


def slug(text: str):
    return slugify.slugify(text)
