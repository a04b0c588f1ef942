# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-third survey set (``run_library.py survey23``, brief "survey23"):
everyday text and number code of pure-Python libraries that no earlier set used (the sets
of ``run_library.py`` and ``tests/explore``; grepped by module and function name), each
run unchanged from the installed package through a small wrapper that hands it what a
user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

sympy 1.14's ``printing.conventions.split_super_sub`` (``sym_parts``),
``printing.latex.translate`` (``latex_name``) and ``utilities.misc.ordinal``
(``ordinal_of``); networkx 3.6's ``readwrite.edgelist.parse_edgelist`` (``edge_line``)
and ``readwrite.graph6.from_graph6_bytes`` (``graph6_edges``); pygls 2.1's
``uris.to_fs_path`` (``fs_path``); responses 0.26's ``_clean_unicode`` (``clean_url``);
openapi-spec-validator 0.9's ``versions.get_spec_version`` (``spec_version``);
py-partiql-parser 0.6's ``JsonParser.parse`` (``partiql_doc``); pymdown-extensions 13's
``util.parse_url`` (``md_url``); setuptools 65's ``pkg_resources.split_sections``
(``pkg_sections``); flask-cors 6's ``core.get_cors_origins`` (``cors_origin``).  Their
code does not enter this repository.
"""

import importlib
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    import pkg_resources

import networkx as nx
from flask_cors.core import get_cors_origins
from networkx.readwrite.edgelist import parse_edgelist
from networkx.readwrite.graph6 import from_graph6_bytes
from openapi_spec_validator.versions import get_spec_version
from openapi_spec_validator.versions.exceptions import OpenAPIVersionNotFound
from py_partiql_parser._internal.json_parser import JsonParser
from pygls.uris import to_fs_path
from pymdownx.util import parse_url
from responses import _clean_unicode
from sympy.printing.conventions import split_super_sub
from sympy.utilities.misc import ordinal

latex_translate = importlib.import_module("sympy.printing.latex").translate

CORS = {"origins": ["https://app.example.com", r"https://.*\.example\.org"],
        "send_wildcard": False, "always_send": True}


def sym_parts(name: str):
    return split_super_sub(name)


def latex_name(name: str):
    return latex_translate(name)


def ordinal_of(n: int):
    return ordinal(n)


def edge_line(line: str):
    try:
        graph = parse_edgelist([line], nodetype=int, data=(("weight", float),))
    except (TypeError, IndexError):
        return None
    return list(graph.edges(data=True))


def graph6_edges(text: str):
    try:
        graph = from_graph6_bytes(text.encode("ascii"))
    except (ValueError, nx.NetworkXError):  # UnicodeEncodeError is a ValueError
        return None
    return graph.number_of_nodes(), graph.number_of_edges()


def fs_path(uri: str):
    return to_fs_path(uri)


def clean_url(url: str):
    try:
        return _clean_unicode(url)
    except (ValueError, UnicodeError):  # urlsplit's invalid netloc or port
        return None


def spec_version(version: str):
    try:
        return str(get_spec_version({"openapi": version}))
    except OpenAPIVersionNotFound:
        return None


def partiql_doc(text: str):
    try:
        return [str(doc) for doc in JsonParser.parse(text)]
    except (ValueError, IndexError, KeyError):
        return None


def md_url(url: str):
    return parse_url(url)


def pkg_sections(text: str):
    try:
        return list(pkg_resources.split_sections(text))
    except ValueError:
        return None


def cors_origin(origin: str):
    return get_cors_origins(CORS, origin)


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey23 RUN.jsonl ...``)
HAND = {
    'sym_parts': [('',), ('a',), ('a_x^1',), ('var_sub1__sup_sub2',), ('x12',), ('a^',),
                  ('__a',), ('a__b',)],
    'latex_name': [('alpha',), ('Alpha',), ('ALPHA',), ('aleph',), ('xhat',), ('xdotprime',),
                   ('hat',), ('x',), ('lamda',), ('',)],
    'ordinal_of': [(1,), (2,), (3,), (4,), (11,), (12,), (13,), (21,), (-1,), (111,), (0,)],
    'edge_line': [('1 2 3.5',), ('1 2',), ('1',), ('a b 1',), ('1 2 x',), ('1 2 3 4',),
                  ('1 2 3 # c',), ('#x',), ('',), ('1  2',)],
    'graph6_edges': [('A_',), ('>>graph6<<A_',), ('@',), ('Bw',), ('~?@?',), ('~~?????@',),
                     ('A',), ('A__',), ('é',), ('',), ('C~',), ('\x7f',)],
    'fs_path': [('file:///tmp/x',), ('file://host/share/x',), ('file:///C:/x',),
                ('http://x/y',), ('file:',), ('file://host',), ('%',), ('file:///%41',)],
    'clean_url': [('http://example.com/',), ('http://ü.com/ä?q=é',), ('http://a.ü.com',),
                  ('http://[::1/',), ('plain',), ('http://ex.com:99999/',), ('ä',)],
    'spec_version': [('3.0.0',), ('3.1.0',), ('3.0',), ('2.0',), ('x',), ('3.0.3-rc',),
                     ('3',), ('03.0',), ('3.1',)],
    'partiql_doc': [('{"a": 1}',), ("{'a': 'b'}",), ('{"a": [1, "b"]}',), ('{"a": {"b": 2}}',),
                    ('{"a": true, "b": x}',), ('[1, 2]',), ('x',), ('-1',), ('{"a": 1.5}',),
                    ('{"a": 1}\n{"b": 2}',), ('{',), ('',), ('[{"a": 1}]',), ('{"a": []}',),
                    ('["a", [1]]',), ('{"a": x}',)],
    'md_url': [('http://x/y',), ('#frag',), ('file://c:/x',), ('file://\\\\srv\\x',),
               ('file:///x',), ('c:\\x',), ('//srv/x',), ('magnet:?xt=1',), ('/root',),
               ('rel/x',), ('&amp;x',), ('',)],
    'pkg_sections': [('a\n[s]\nb',), ('[s]\n',), ('[s\n',), ('',), ('# c\n[a]\n[b]\nx',),
                     ('  x  \n\n',)],
    'cors_origin': [('https://app.example.com',), ('HTTPS://APP.example.com',),
                    ('https://a.example.org',), ('https://evil.com',), ('',),
                    ('http://app.example.com',)],
}
