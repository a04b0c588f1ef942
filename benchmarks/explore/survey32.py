# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirty-second survey set (``run_library.py survey32``, brief "survey32"):
everyday parsers, validators and formatters of the standard library and of pure-Python
PyPI packages that no earlier set used (the sets of ``run_library.py`` and
``tests/explore``; grepped by package, module and function name), each run unchanged from
the installed code through a small wrapper that hands it what a user's code would; the
library code's own arcs are measured (``ALSO_MEASURE``):

the standard library's ``telnetlib.Telnet.process_rawq`` (``telnet_cook``),
``asynchat.find_prefix_at_end`` (``chat_prefix``), ``uu.decode`` (``uu_decode``) and
``graphlib.TopologicalSorter`` (``topo_order``); python-stdnum's ``isbn`` (``isbn_check``)
and ``luhn`` (``luhn_check``); semantic_version's ``Version`` (``semver_parse``) and
``Version.coerce`` (``semver_coerce``); uritemplate's ``expand`` (``uri_expand``);
humanfriendly's ``parse_size`` (``hf_size``) and ``format_size`` (``hf_format``);
base58's ``b58decode`` (``b58_decode``). Their code does not enter this
repository.
"""

import io
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import asynchat
    import telnetlib
    import uu
import graphlib

import base58
import humanfriendly
import semantic_version
import uritemplate
from stdnum import isbn, luhn
from stdnum.exceptions import ValidationError


class _Closed:
    """A socket whose peer has closed: ``recv`` gives ``b''``."""

    def recv(self, n):
        return b''

    def sendall(self, data):
        pass

    def close(self):
        pass


def telnet_cook(data: bytes):
    t = telnetlib.Telnet()
    t.sock = _Closed()
    t.rawq = data
    t.process_rawq()
    return t.cookedq, t.sbdataq


def chat_prefix(haystack: str, needle: str):
    return asynchat.find_prefix_at_end(haystack, needle)


def uu_decode(data: bytes):
    out = io.BytesIO()
    try:
        uu.decode(io.BytesIO(data), out, quiet=True)
    except (uu.Error, ValueError):
        return None
    return out.getvalue()


def topo_order(a: str, b: str, c: str, d: str):
    ts = graphlib.TopologicalSorter({a: [b], b: [c], c: [d]})
    try:
        return list(ts.static_order())
    except graphlib.CycleError as e:
        return e.args[1]


def isbn_check(number: str):
    try:
        return isbn.validate(number, convert=True), isbn.isbn_type(number)
    except ValidationError:
        return None


def luhn_check(number: str):
    try:
        return luhn.validate(number), luhn.calc_check_digit(number)
    except ValidationError:
        return None


def semver_parse(text: str):
    try:
        v = semantic_version.Version(text)
    except ValueError:
        return None
    return v.major, v.minor, v.patch, v.prerelease, v.build, v < semantic_version.Version('1.0.0')


def semver_coerce(text: str):
    try:
        return str(semantic_version.Version.coerce(text))
    except ValueError:
        return None


def uri_expand(template: str, value: str):
    return uritemplate.expand(template, var=value, list=['a', value], keys={'k': value})


def hf_size(text: str, binary: bool):
    try:
        return humanfriendly.parse_size(text, binary)
    except humanfriendly.InvalidSize:
        return None


def hf_format(num_bytes: int, keep_width: bool, binary: bool):
    return humanfriendly.format_size(num_bytes, keep_width, binary)


def b58_decode(text: str):
    try:
        return base58.b58decode(text)
    except ValueError:
        return None


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey32 RUN.jsonl ...``)
HAND = {
    'telnet_cook': [(b'ab\x00c\x11d',), (b'a\xff\xffb',), (b'\xff\xfd\x01x',), (b'\xff\xfb\x03',),
                    (b'\xff\xfa\x18x\xff\xf0y',), (b'\xff\xf1',), (b'\xff',), (b'',),
                    (b'\xff\xfe\x01\xff\xfc\x02',)],
    'chat_prefix': [('abc\r', '\r\n'), ('abc', '\r\n'), ('', 'x'), ('ab', 'bcd'), ('x', '')],
    'uu_decode': [(b'begin 644 f\n#86)C\n`\nend\n',), (b'',), (b'junk\nbegin 644 f\n`\nend\n',),
                  (b'begin x f\nbegin 644 f\n`\nend\n',), (b'begin 644 f\n#86)C\n',),
                  (b'begin 644 f\n$86)C\n`\nend\n',), (b'begin 644 f\n#86)C',)],
    'topo_order': [('a', 'b', 'c', 'd'), ('a', 'b', 'a', 'd'), ('a', 'a', 'b', 'c'),
                   ('a', 'b', 'c', 'a')],
    'isbn_check': [('0-306-40615-2',), ('978-0-306-40615-7',), ('123',), ('0306406153',),
                   ('9790306406156',), ('1230306406156',), ('03064061X2',), ('080442957X',),
                   ('306406152',), ('978 0 306 40615 7',)],
    'luhn_check': [('79927398713',), ('79927398710',), ('',), ('12a',), ('0',)],
    'semver_parse': [('1.2.3',), ('0.1.0-alpha.1+build.5',), ('1.2',), ('01.2.3',), ('1.2.3-',),
                     ('1.2.3-01',), ('2.0.0+x',), ('1.0.0-rc.1',)],
    'semver_coerce': [('1',), ('1.2',), ('1.2.3.4',), ('1.2.3-rc1',), ('v1',), ('1.2.3+b',),
                      ('1.2-x+y',), ('01.02',)],
    'uri_expand': [('{var}', 'a b'), ('{+var}', 'a/b'), ('{#var}', ''), ('{.list*}', 'x'), ('{/list}', 'y'),
                   ('{;keys*}', 'z'), ('{?var,list}', 'q'), ('{&var:2}', 'abc'), ('x{', 'a'), ('{bad', 'b')],
    'hf_size': [('42', False), ('1 KB', False), ('1 KiB', True), ('1.5 GB', True), ('x', False),
                ('5 bytes', False), ('1 K', True), ('1 kb', False)],
    'hf_format': [(0, False, False), (1, False, False), (1024, True, True), (10**12, False, False),
                  (1500, True, False)],
    'b58_decode': [('StV1DL6CwTryKyV',), ('',), ('11',), ('1z',), ('0OIl',), ('  2g ',),
                   ('\u00e9',)],
}
