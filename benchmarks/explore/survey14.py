# ruff: noqa  (wrappers of library code, kept short)
"""Issue 38's fourteenth survey set (``run_library.py survey14``, brief "bytes16"):
bytes- and codec-handling functions of CPython 3.11.7 and of PyPI packages that no
earlier set used (heldout, realcode, survey, survey2-survey13, libcode, libcalls,
re_functions, classes, accel, exloops, exmodels, loopbound, regex38, lead11; grepped by
name).  Each runs unchanged from the standard library or the installed package through a
small wrapper that hands it what a user's code would; the library code's own arcs are
measured (``ALSO_MEASURE``):

quopri.encodestring (``qp_encode``: bytes, quotetabs); email.quoprimime.body_decode
(``qp_body_decode``) and body_encode (``qp_body_encode``); urllib.parse.unquote_plus
(``form_unquote``); email.utils.unquote (``mail_unquote``); http.client.parse_headers
(``http_headers``: the header block as bytes, read from a ``BytesIO``); bytes.decode
with the UTF-7 codec (``utf7_text``); binascii.a2b_uu (``uu_line``: one uuencoded
line); email.header.make_header of decode_header (``header_text``);
email.base64mime.body_encode (``b64_body``: bytes).

The PyPI functions (idna, itsdangerous, rsa, Werkzeug, msgpack) run from the installed
packages; their code does not enter this repository: ``idna_decode``
(``idna.decode``: bytes), ``dangerous_b64`` (``itsdangerous.encoding.base64_decode``),
``pem_block`` (``rsa.pem.load_pem``: bytes), ``etag`` (``werkzeug.http.unquote_etag``)
and ``msgpack_unpack`` (``msgpack.fallback.unpackb``, msgpack's pure-Python unpacker:
bytes).
"""

import binascii
import email.base64mime
import email.header
import email.quoprimime
import email.utils
import http.client
import io
import quopri
import urllib.parse

import idna
import itsdangerous.encoding
import msgpack.fallback
import rsa.pem
import werkzeug.http


# ---- the standard library ----------------------------------------------------------------

def qp_encode(data: bytes, quotetabs: bool = False):
    return quopri.encodestring(data, quotetabs=quotetabs)


def qp_body_decode(encoded: str):
    return email.quoprimime.body_decode(encoded)


def qp_body_encode(body: str):
    return email.quoprimime.body_encode(body, maxlinelen=20)


def form_unquote(value: str):
    return urllib.parse.unquote_plus(value)


def mail_unquote(value: str):
    return email.utils.unquote(value)


def http_headers(block: bytes):
    message = http.client.parse_headers(io.BytesIO(block))
    return sorted(message.items())


def utf7_text(data: bytes):
    return data.decode("utf-7")


def uu_line(line: bytes):
    return binascii.a2b_uu(line)


def header_text(value: str):
    return str(email.header.make_header(email.header.decode_header(value)))


def b64_body(data: bytes):
    return email.base64mime.body_encode(data, maxlinelen=16)


# ---- PyPI, as installed --------------------------------------------------------------------

def idna_decode(data: bytes):
    return idna.decode(data)


def dangerous_b64(text: str):
    return itsdangerous.encoding.base64_decode(text)


def pem_block(contents: bytes):
    return rsa.pem.load_pem(contents, "RSA PRIVATE KEY")


def etag(value: str):
    return werkzeug.http.unquote_etag(value)


def msgpack_unpack(data: bytes):
    return msgpack.fallback.unpackb(data)
