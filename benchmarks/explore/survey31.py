# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's thirty-first survey set (``run_library.py survey31``, brief "survey31"):
binary-header and text code of the standard library and installed pure-Python packages
that no earlier set used (the sets of ``run_library.py`` and ``tests/explore``; grepped by
package, module and function name), each run unchanged from the installed code through a
small wrapper that hands it what a user's code would; the library code's own arcs are
measured (``ALSO_MEASURE``):

the standard library's ``xdrlib.Unpacker`` (``xdr_unpack``), ``wave.open`` (``wave_params``),
``aifc.open`` (``aifc_params``) and ``sunau.open`` (``sunau_params``) on a ``BytesIO``;
trio's ``_dtls`` ClientHello decoder (``dtls_hello``) and ``format_host_port``
(``trio_hostport``); sortedcontainers' ``SortedList`` (``sc_list``); antlr4's
``IntervalSet`` (``antlr_set``) and ``Utils.escapeWhitespace`` (``antlr_ws``); PySMT's
SMT-LIB ``Tokenizer`` (``smt_tokens``); typeshed_client's ``finder._parse_version`` and
``_path_to_module`` (``ts_module``); PySMT's ``utils.quote`` and ``twos_complement``
(``smt_names``). Their code does not enter this repository.
"""

import io
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import aifc
    import sunau
    import xdrlib
import wave
from pathlib import PurePosixPath

from antlr4.IntervalSet import IntervalSet
from antlr4.Utils import escapeWhitespace
from pysmt.exceptions import PysmtSyntaxError
from pysmt.smtlib.parser.parser import Tokenizer
from pysmt.utils import quote as smt_quote, twos_complement
from sortedcontainers import SortedList
from trio._dtls import BadPacket, decode_client_hello_untrusted, is_client_hello_untrusted
from trio._highlevel_open_tcp_stream import format_host_port
from typeshed_client.finder import _parse_version, _path_to_module


def xdr_unpack(data: bytes):
    u = xdrlib.Unpacker(data)
    try:
        n = u.unpack_uint()
        flag = u.unpack_bool()
        text = u.unpack_string()
        u.done()
    except (xdrlib.Error, EOFError, ValueError):
        return None
    return n, flag, text


def wave_params(data: bytes):
    try:
        with wave.open(io.BytesIO(data)) as w:
            return w.getparams(), w.readframes(2)
    except (wave.Error, EOFError, ValueError):
        return None


def aifc_params(data: bytes):
    try:
        with aifc.open(io.BytesIO(data)) as a:
            return a.getparams(), a.getmarkers()
    except (aifc.Error, EOFError, ValueError, OverflowError):
        return None


def sunau_params(data: bytes):
    try:
        with sunau.open(io.BytesIO(data)) as s:
            return s.getparams(), s.readframes(1)
    except (sunau.Error, EOFError, ValueError):
        return None


def dtls_hello(packet: bytes):
    if not is_client_hello_untrusted(packet):
        return None
    try:
        return decode_client_hello_untrusted(packet)
    except BadPacket:
        return False


def trio_hostport(host: str, port: int):
    return format_host_port(host, port), format_host_port(host.encode("ascii", "replace"), port)


def sc_list(a: int, b: int, c: int, x: int):
    sl = SortedList([a, b, c])
    sl.add(x)
    return sl.bisect_left(b), sl.index(x), list(sl.irange(a, c)), sl.count(x), x in sl


def antlr_set(lo: int, hi: int, lo2: int, hi2: int, x: int):
    s = IntervalSet()
    s.addRange(range(lo, hi))
    s.addRange(range(lo2, hi2))
    return x in s, len(s)


def antlr_ws(text: str, spaces: bool):
    return escapeWhitespace(text, spaces)


def smt_tokens(text: str):
    tokens = Tokenizer(io.StringIO(text))
    out = []
    try:
        for _ in range(6):
            out.append(tokens.consume_maybe())
    except StopIteration:
        pass
    except (PysmtSyntaxError, AttributeError):  # its error path reads a generator's pos_info
        return None
    return out


def ts_module(path: str, version: str):
    try:
        ver = _parse_version(version)
    except ValueError:
        ver = None
    if not path or path.startswith("/"):
        return ver, None
    return ver, _path_to_module(PurePosixPath(path))


def smt_names(name: str, value: int, bits: int):
    if not 0 < bits <= 64:
        return smt_quote(name), None
    return smt_quote(name), twos_complement(value, bits)


#: inputs per function, each case of its branches read off the library code: with the
#: arcs both tools take, the reachable arcs (``survey20_reach.py survey31 RUN.jsonl ...``)
HAND = {
    'xdr_unpack': [(b'\x00\x00\x00\x05\x00\x00\x00\x01\x00\x00\x00\x02ab\x00\x00',),
                   (b'\x00\x00\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00',), (b'',),
                   (b'\x00\x00\x00\x05\x00\x00\x00\x01\x00\x00\x00\x09ab\x00\x00',),
                   (b'\x00\x00\x00\x05\x00\x00\x00\x01\x00\x00\x00\x00\x01',)],
    'wave_params': [(b'RIFF$\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00D\xac\x00\x00'
                     b'\x88X\x01\x00\x02\x00\x10\x00data\x00\x00\x00\x00',), (b'',),
                    (b'RIFX\x00\x00\x00\x00',), (b'RIFF\x04\x00\x00\x00WAVX',),
                    (b'RIFF\x0c\x00\x00\x00WAVEdata\x00\x00\x00\x00',)],
    'aifc_params': [(b'FORM\x00\x00\x00\x04AIFF',), (b'',), (b'FORM\x00\x00\x00\x04AIFX',),
                    (b'FORM\x00\x00\x00\x1eAIFFCOMM\x00\x00\x00\x12\x00\x01\x00\x00\x00\x00'
                     b'\x00\x10@\x0e\xac D\x00\x00\x00\x00\x00',)],
    'sunau_params': [(b'.snd\x00\x00\x00\x18\x00\x00\x00\x00\x00\x00\x00\x03\x00\x00\x1f@'
                      b'\x00\x00\x00\x01',), (b'',), (b'xsnd',),
                     (b'.snd\x00\x00\x00\x18\x00\x00\x00\x00\x00\x00\x00\x63\x00\x00\x1f@'
                      b'\x00\x00\x00\x01',)],
    'dtls_hello': [(b'\x16\xfe\xfd' + bytes(8) + b'\x00\x2e' + b'\x01\x00\x00\x22\x00\x00'
                    b'\x00\x00\x00\x00\x00\x22' + bytes(34) + b'\x00\x00',), (b'',),
                   (b'\x16' + bytes(12) + b'\x01',), (b'\x17' + bytes(20),)],
    'trio_hostport': [('::1', 80), ('example.com', 443), ('', 0)],
    'sc_list': [(1, 2, 3, 2), (3, 2, 1, 0), (1, 1, 1, 1), (5, 0, 9, 7)],
    'antlr_set': [(0, 5, 7, 9, 3), (7, 9, 0, 5, 8), (0, 5, 5, 9, 5), (0, 5, 2, 9, 6),
                  (0, 5, 9, 12, 20)],
    'antlr_ws': [('a b\t\n\r', True), ('a b', False), ('', True)],
    'smt_tokens': [('(assert (> x 1))',), ('|a\\|b|',), ('"s""t"',), ('; c\nx',), ('|a\\x|',),
                   ('"open',), ('',), ('a\tb c',)],
    'ts_module': [('a/b/__init__.pyi', '3.8'), ('pkg-stubs/m.pyi', '3'), ('x.py', 'a.b'),
                  ('', '3.10'), ('/abs', '1.2.3')],
    'smt_names': [('x', 5, 3), ('and', 1, 1), ('a|b\\', -1, 8), ('ok', 0, 0), ('1x', 255, 8)],
}
