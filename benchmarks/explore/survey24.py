# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's twenty-fourth survey set (``run_library.py survey24``, brief "survey24"):
everyday text and number code of pure-Python libraries that no earlier set used (the sets
of ``run_library.py`` and ``tests/explore``; grepped by module and function name), each
run unchanged from the installed package through a small wrapper that hands it what a
user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

pycparser 3.0's hand-written ``c_lexer.CLexer`` (``c_tokens``); openapi-schema-validator
0.9's ``_format.is_byte`` (``oas_byte``); mkdocs-autorefs 1.4's ``relative_url``
(``rel_url``) and ``fix_refs`` (``autoref_html``); pathable's ``parsers.parse_parts``
(``path_parts``); mkdocs-get-deps 0.2's ``_dig`` (``mk_dig``); cattrs 26's
``Converter.structure`` of an attrs class (``cattrs_server``); toolz 1.2's
``dicttoolz.get_in`` (``toolz_get_in``); paginate 0.5's ``Page`` and ``Page.pager``
(``page_links``); asttokens 3's ``line_numbers.LineNumbers`` (``text_pos``).  Their code
does not enter this repository.
"""

import attrs
import cattrs
import paginate
from asttokens.line_numbers import LineNumbers
from mkdocs_autorefs._internal.references import fix_refs, relative_url
from mkdocs_get_deps import _dig, _NotFound
from openapi_schema_validator._format import is_byte
from pathable.parsers import parse_parts
from pycparser.c_lexer import CLexer
from toolz.dicttoolz import get_in

MKDOCS = {"theme": {"name": "material", "features": ["navigation.tabs"]},
          "plugins": ["search", {"mkdocstrings": {"handlers": {"python": {"paths": ["src"]}}}}],
          "markdown_extensions": [{"toc": {"permalink": True}}, "admonition"]}

DOC = {"servers": [{"url": "https://api.example.com", "ports": [80, 443]}],
       "info": {"title": "API", "version": "1.0"}}

URLS = {"pkg.mod": ("api/mod.html#pkg.mod", "pkg.mod"),
        "pkg.mod.f": ("https://example.org/f", "f()")}


@attrs.define
class Server:
    host: str
    port: int
    secure: bool = False


CONVERTER = cattrs.Converter()


def c_tokens(text: str):
    errors = []
    lexer = CLexer(lambda msg, line, col: errors.append((msg, line, col)),
                   lambda: None, lambda: None, lambda name: name == "size_t")
    lexer.input(text)
    out = []
    while (tok := lexer.token()) is not None:
        out.append((tok.type, tok.value, tok.lineno, tok.column))
    return out, errors


def oas_byte(text: str):
    try:
        return is_byte(text)
    except UnicodeEncodeError:
        return None


def rel_url(url_a: str, url_b: str):
    return relative_url(url_a, url_b)


def autoref_html(html: str):
    def url_of(identifier: str):
        return URLS[identifier]
    return fix_refs(html, url_of)


def path_parts(text: str):
    return parse_parts(["root", text])


def mk_dig(keys: str):
    found = _dig(MKDOCS, keys)
    return None if found is _NotFound else found


def cattrs_server(host: str, port: str):
    try:
        return CONVERTER.structure({"host": host, "port": port}, Server)
    except cattrs.BaseValidationError as error:
        return [type(e).__name__ for e in error.exceptions]


def toolz_get_in(path: str):
    keys = [int(k) if k.isdigit() else k for k in path.split(".")]
    return get_in(keys, DOC, default="-")


def page_links(page: str):
    p = paginate.Page(range(95), page=page, items_per_page=10,
                      url_maker=lambda n: f"/items?page={n}")
    return p.page, p.first_item, p.last_item, p.pager("$link_previous ~2~ $link_next")


def text_pos(text: str, offset: int):
    lines = LineNumbers(text)
    line, col = lines.offset_to_line(offset)
    return line, col, lines.from_utf8_col(line, col), lines.line_to_offset(line, col)


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey24 RUN.jsonl ...``)
HAND = {
    'c_tokens': [('int x = 0x1f;',), ('a+=1.5e3f; b->c',), ("'a' \"s\\n\"",), ('#line 5 "f.c"\nx',),
                 ('#pragma once\n',), ('#pragma',), ('# x',), ('/* c */',), ('$',), ("'ab",),
                 ('size_t n;',), ('{ }',), ('\t\n',), ('',), ('#line x',), ('.5',), ('08',),
                 ('#line 3\n',), ('#pragma STDC x\n',)],
    'oas_byte': [('aGk=',), ('a',), ('é',), ('',), ('a===',), ('aGk',)],
    'rel_url': [('a/b.html', 'a/c.html#x'), ('a.html', 'b.html'), ('', ''), ('a/b/c', 'd#')],
    'autoref_html': [('<autoref identifier="pkg.mod">mod</autoref>',),
                     ('<autoref identifier="x">x</autoref>',),
                     ('<autoref identifier="x" optional>t</autoref>',),
                     ('<autoref identifier="x"><code>x</code></autoref>',),
                     ('<autoref identifier="x">t</autoref>',),
                     ('<autoref identifier="pkg.mod.f" class="c" data-x="1">f</autoref>',),
                     ('<autoref identifier="pkg.mod.f" optional>f()</autoref>',),
                     ('<autoref identifier="q" slug="pkg.mod">m</autoref>',),
                     ('<span data-autorefs-identifier="pkg.mod">m</span>',), ('plain',)],
    'path_parts': [('a/b',), ('',), ('.',), ('a',), ('a/./b//c',)],
    'mk_dig': [('theme.name',), ('plugins.search',), ('plugins.mkdocstrings.handlers',),
               ('x',), ('theme.name.x',), ('markdown_extensions.toc',), ('',)],
    'cattrs_server': [('h', '80'), ('h', 'x'), ('h', ' 1 '), ('', '-1')],
    'toolz_get_in': [('servers.0.url',), ('info.title',), ('x',), ('servers.5',),
                     ('info.title.x',), ('',), ('servers.0.ports.1',)],
    'page_links': [('1',), ('3',), ('10',), ('11',), ('0',), ('x',), ('-2',), ('5',)],
    'text_pos': [('ab\ncd', 4), ('', 0), ('a', -1), ('é\nx', 5), ('a\r\nb', 3), ('\n\n', 1)],
}
