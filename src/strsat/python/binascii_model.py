"""``binascii``'s hex and base64 codecs over symbolic ``bytes`` (and ASCII ``str``), with
CPython's errors: ``hexlify``/``b2a_hex``, ``unhexlify``/``a2b_hex``, ``b2a_base64``,
``a2b_base64``, and ``crc32``/``crc_hqx`` concretely with a note.  ``base64``'s
``b64encode``/``b64decode``/``b16encode``/``b16decode``/``urlsafe_*`` are pure Python
over these (the explorer follows them).

* ``hexlify(b)``: two lower-case hex digits per byte, one byte at a time (a ``BRANCH``
  per step, as ``for`` over the data: the explorer reaches other lengths by the loop's
  exit); a separator runs concretely, with a note.
* ``unhexlify(s)``: a ``str`` argument beyond ASCII raises ``ValueError``; an odd
  length ``binascii.Error("Odd-length string")``, a character other than a hex digit
  ``binascii.Error("Non-hexadecimal digit found")`` (each a ``RAISE`` decision, in
  CPython's order); then one byte per pair, a pair at a time.
* ``b2a_base64(b, newline=True)``: four characters per three bytes from the bytes'
  codes (``div``/``mod`` by powers of two), three bytes at a time, ``=`` padding, the
  newline.
* ``a2b_base64(s)`` (not strict): CPython's decoder is a finite automaton over three
  kinds of characters -- the 64 of the alphabet, ``=``, and the others (skipped) -- so
  whether it raises is one regular membership (:data:`_DECODES`, a ``RAISE`` decision:
  one more data character than a multiple of four, or a quad cut short without its
  padding); the message is CPython's own, from the concrete value.  The value is
  exact: on the canonical strings -- quads of the alphabet, the last one ``xx==`` or
  ``xxx=``: three decisions -- a quad at a time, each byte an auxiliary variable
  defined in the encoder's direction (:func:`_quad`: a comparison of the bytes stays
  cheap); on the others (line breaks or other characters in the data, ``=`` where it
  is skipped, text after the padding) the canonical string they decode as
  (:func:`_normal_form`: the data characters up to where the padding ends the data,
  auxiliary variables read a quad at a time, then the padding), decoded the same
  way.  Under ``strict_mode`` (``base64.b64decode(s, validate=True)``) the canonical
  strings decode, and so do whole quads followed by ``=`` characters (CPython 3.11; as
  the quads); the others raise (a ``RAISE`` decision).  Past :data:`PIECE_LIMIT` steps each function
  runs concretely, with a note.
"""

from __future__ import annotations

import binascii
from collections.abc import Callable, Iterator
from typing import Any

from ..terms import INT, STRING, Term, integer, mk, string
from . import termops as T
from .bytes_builtins import _hex_value
from .bytes_values import PIECE_LIMIT, SymBytes, _hex_digit, known_text, ranges
from .context import Kind, decide, define, fallback
from .strings import SymStr
from .values import SymValue

HEXLIFY_STEP = "binascii.hexlify, one byte at a time"
HEX_STEP = "binascii.unhexlify, one pair at a time"
B64_STEP = "binascii.b2a_base64, three bytes at a time"
A2B_STEP = "binascii.a2b_base64, one quad at a time"
CANONICAL = "binascii.a2b_base64: canonical base64 ({})"
NORMAL = "binascii.a2b_base64: other than canonical base64 ({})"
_SHAPES = ("quads only", "last quad xx==", "last quad xxx=")
#: (the shapes are not :data:`~.context.MINOR`: a program's test of the result,
#: ``b == b"hi"``, may need another shape, and unsat cores promote them)

_HEX = ranges(("0", "9"), ("A", "F"), ("a", "f"))
_ASCII = mk("re.*", mk("re.range", string("\x00"), string("\x7f")))
_ALPHABET = ranges(("A", "Z"), ("a", "z"), ("0", "9"), ("+", "+"), ("/", "/"))
_ALPHABET_TEXT = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_PAD = mk("str.to_re", string("="))
_OTHER = mk("re.diff", mk("re.allchar"), mk("re.union", _ALPHABET, _PAD))


def _star(r: Term) -> Term:
    return mk("re.*", r)


def _seq(*rs: Term) -> Term:
    return mk("re.++", *rs)


def _automaton() -> tuple[Term, Term, Term]:
    """The strings ``a2b_base64`` (not strict) accepts, by the state its automaton ends
    in: states ``q0`` (a quad boundary), ``q1``, ``q2``, ``q2p`` (one ``=`` after two
    data characters), ``q3``, and ``done`` (the padding ended the data: the rest is
    ignored).  ``=`` is skipped in ``q0``/``q1``; others are skipped everywhere; a data
    character resets the padding count (CPython 3.11, Modules/binascii.c,
    ``binascii_a2b_base64_impl``).  Accepting: ``q0`` and ``done``.  Returns the
    strings that end in ``q0`` without reaching ``done``, and the prefixes that reach
    ``done`` at their last character after two and after three data characters of
    their last quad (a deterministic automaton: a string has at most one such
    prefix)."""
    skip = _star(mk("re.union", _OTHER, _PAD))  # in q0 and q1
    other = _star(_OTHER)
    # q2 -> q3: others, at most one '=' (q2p; a second one is done), a data character
    q2_to_q3 = _seq(other, mk("re.union", mk("str.to_re", string("")), _seq(_PAD, other)),
                    _ALPHABET)
    quads = _star(_seq(skip, _ALPHABET, skip, _ALPHABET, q2_to_q3, other, _ALPHABET))
    # done: the padding closes a quad of two (q2 '=' other* '=') or three (q3 '=') data
    # characters
    return (_seq(quads, skip),
            _seq(quads, skip, _ALPHABET, skip, _ALPHABET, other, _PAD, other, _PAD),
            _seq(quads, skip, _ALPHABET, skip, _ALPHABET, q2_to_q3, other, _PAD))


#: the strings ending at a quad boundary, the prefixes ending at the padding of a last
#: quad of two and of three data characters
_AT_QUAD, _DONE_TWO, _DONE_THREE = _automaton()
_DECODES = mk("re.union", _AT_QUAD, _seq(_DONE_TWO, mk("re.all")),
              _seq(_DONE_THREE, mk("re.all")))
_NOT_DATA = mk("re.union", _OTHER, _PAD)
_QUAD = _seq(_ALPHABET, _ALPHABET, _ALPHABET, _ALPHABET)
#: whole quads then ``=`` characters: strict mode decodes them as the quads
_PADDED_QUADS = _seq(_QUAD, _star(_QUAD), mk("re.+", _PAD))
_CANONICAL = (_star(_QUAD),
              _seq(_star(_QUAD), _ALPHABET, _ALPHABET, _PAD, _PAD),
              _seq(_star(_QUAD), _ALPHABET, _ALPHABET, _ALPHABET, _PAD))


def bytes_argument(value: object, what: str) -> SymBytes | None:
    """A symbolic bytes-like argument as bytes (a ``str`` one for the ``a2b`` functions:
    ``ValueError`` beyond ASCII, a ``RAISE`` decision); None for a plain one."""
    if isinstance(value, SymBytes):
        return value
    if isinstance(value, SymStr):
        beyond = mk("not", mk("str.in_re", value.term, _ASCII))
        if decide(Kind.RAISE, beyond, None if value.value is None else not value.value.isascii(),
                  what, ValueError):
            raise ValueError("string argument should contain only ASCII characters")
        return SymBytes(value.term, None if value.value is None else value.value.encode())
    return None


def byte_steps(data: SymBytes, width: int, what: str) -> Iterator[int]:
    """The offsets ``0, width, 2*width ...`` of ``data`` while one more character is
    left (a ``BRANCH`` per step, as ``for`` over the data), up to :data:`PIECE_LIMIT`
    steps (then :class:`TooLong`)."""
    n, v = T.length(data.term), data.value
    i = 0
    while decide(Kind.BRANCH, T.lt(i, n), None if v is None else i < len(v), what):
        if i >= width * PIECE_LIMIT:
            raise TooLong
        yield i
        i += width


class TooLong(Exception):
    """More than :data:`PIECE_LIMIT` steps: the call runs concretely, with a note."""


def byte_code(data: Term, i: int) -> Term:
    """The code point (0-255) of the byte at offset ``i`` of ``data``."""
    return mk("str.to_code", T.at(data, i))


# ---- hex ------------------------------------------------------------------------------------


_MISSING: Any = object()


def hexlify(data: Any, sep: Any = _MISSING, bytes_per_sep: Any = 1) -> Any:
    """``binascii.hexlify``/``b2a_hex`` (see the module docstring)."""
    extra = () if sep is _MISSING else (sep, bytes_per_sep)
    if not isinstance(data, SymBytes):
        if isinstance(data, SymStr):
            raise TypeError("a bytes-like object is required, not 'str'")
        if any(isinstance(x, SymValue) for x in extra):
            return fallback("binascii.hexlify with a symbolic separator", [data, *extra],
                            binascii.hexlify)
        return binascii.hexlify(data, *extra)
    if extra:
        return fallback("binascii.hexlify with a separator", [data, *extra],
                        binascii.hexlify)
    out: list[Term] = []
    try:
        for i in byte_steps(data, 1, HEXLIFY_STEP):
            code = byte_code(data.term, i)
            out += [_hex_digit(_div(code, 16)), _hex_digit(_mod(code, 16))]
    except TooLong:
        return fallback("binascii.hexlify of a long string", [data], binascii.hexlify)
    return SymBytes(T.concat(*out) if out else string(""),
                    None if data.value is None else binascii.hexlify(data.value))


def unhexlify(text: Any) -> Any:
    """``binascii.unhexlify``/``a2b_hex`` (see the module docstring)."""
    data = bytes_argument(text, "binascii.unhexlify (a str beyond ASCII)")
    if data is None:
        return binascii.unhexlify(text)
    v = data.value
    odd = T.eq(mk("mod", T.length(data.term), integer(2)), integer(1))
    if decide(Kind.RAISE, odd, None if v is None else len(v) % 2 == 1,
              "binascii.unhexlify (odd length)", binascii.Error):
        raise binascii.Error("Odd-length string")
    bad = mk("not", mk("str.in_re", data.term, _star(_HEX)))
    if decide(Kind.RAISE, bad, None if v is None else not _all_hex(v),
              "binascii.unhexlify (a non-hex digit)", binascii.Error):
        raise binascii.Error("Non-hexadecimal digit found")
    out: list[Term] = []
    try:
        for i in byte_steps(data, 2, HEX_STEP):
            out.append(mk("str.from_code",
                          T.add(mk("*", integer(16), _hex_value(T.at(data.term, i))),
                                _hex_value(T.at(data.term, i + 1)))))
    except TooLong:
        return fallback("binascii.unhexlify of a long string", [data], binascii.unhexlify)
    return SymBytes(T.concat(*out) if out else string(""),
                    None if v is None else binascii.unhexlify(v))


def _all_hex(v: bytes) -> bool:
    return all(chr(c) in "0123456789abcdefABCDEF" for c in v)


# ---- base64 ---------------------------------------------------------------------------------


def _b64_char(v: Term) -> Term:
    """The base64 character of the 6-bit value ``v``."""
    code = T.ite(T.lt(v, 26), T.add(v, 65), T.ite(T.lt(v, 52), T.add(v, 71),
                                                   T.ite(T.lt(v, 62), T.sub(v, 4),
                                                         T.ite(T.eq(v, integer(62)),
                                                               integer(43), integer(47)))))
    return mk("str.from_code", code)


def _b64_value(c: Term) -> Term:
    """The 6-bit value of the base64 character ``c`` (of the alphabet)."""
    x = mk("str.to_code", c)
    return T.ite(T.eq(x, integer(43)), integer(62), T.ite(T.eq(x, integer(47)), integer(63),
                 T.ite(T.le(x, 57), T.add(x, 4), T.ite(T.le(x, 90), T.sub(x, 65),
                                                         T.sub(x, 71)))))


def _div(t: Term, k: int) -> Term:
    return mk("div", t, integer(k))


def _mod(t: Term, k: int) -> Term:
    return mk("mod", t, integer(k))


def b2a_base64(data: Any, *, newline: Any = True) -> Any:
    """``binascii.b2a_base64`` (see the module docstring)."""
    if not isinstance(data, SymBytes) or isinstance(newline, SymValue):
        if isinstance(data, SymStr):
            raise TypeError("a bytes-like object is required, not 'str'")
        if isinstance(data, SymValue) or isinstance(newline, SymValue):
            return fallback("binascii.b2a_base64 with a symbolic newline", [data, newline],
                            lambda d, nl: binascii.b2a_base64(d, newline=nl))
        return binascii.b2a_base64(data, newline=newline)
    n, v = T.length(data.term), data.value
    out: list[Term] = []
    try:
        for i in byte_steps(data, 3, B64_STEP):
            more = [decide(Kind.BRANCH, T.lt(j, n), None if v is None else j < len(v),
                           B64_STEP) for j in (i + 1,)]
            if more[0]:
                more.append(decide(Kind.BRANCH, T.lt(i + 2, n),
                                   None if v is None else i + 2 < len(v), B64_STEP))
            b = [byte_code(data.term, i + k) if k == 0 or (k <= len(more) and more[k - 1])
                 else integer(0) for k in range(3)]
            sextets = _sextets(b)
            kept = 2 + sum(more)
            out += [_b64_char(x) for x in sextets[:kept]] + [string("=")] * (4 - kept)
    except TooLong:
        return fallback("binascii.b2a_base64 of a long string", [data],
                        lambda d: binascii.b2a_base64(d, newline=newline))
    if newline:
        out.append(string("\n"))
    value = None if v is None else binascii.b2a_base64(v, newline=newline)
    return SymBytes(T.concat(*out) if out else string(""), value)


def a2b_base64(text: Any, *, strict_mode: Any = False) -> Any:
    """``binascii.a2b_base64`` (see the module docstring)."""
    data = bytes_argument(text, "binascii.a2b_base64 (a str beyond ASCII)")
    if data is None:
        return binascii.a2b_base64(text, strict_mode=strict_mode)
    if isinstance(strict_mode, SymValue):
        return fallback("binascii.a2b_base64 with a symbolic strict_mode", [data, strict_mode],
                        lambda d, m: binascii.a2b_base64(d, strict_mode=m))
    v = data.value
    if strict_mode:  # strict: the canonical strings decode, and quads followed by '='s
        refused = mk("not", mk("str.in_re", data.term, mk("re.union", *_CANONICAL,
                                                          _PADDED_QUADS)))
        if decide(Kind.RAISE, refused, None if v is None else not _strict_ok(v),
                  "binascii.a2b_base64 (strict)", binascii.Error):
            binascii.a2b_base64(known_text(data), strict_mode=True)
            raise AssertionError("binascii.a2b_base64: CPython accepted what the layer "
                                 "refused")
    if not strict_mode:  # whether it raises first: the explorer reaches the error early
        ok = None
        if v is not None:
            try:
                binascii.a2b_base64(v)
                ok = True
            except binascii.Error:
                ok = False
        refused = mk("not", mk("str.in_re", data.term, _DECODES))
        if decide(Kind.RAISE, refused, None if ok is None else not ok,
                  "binascii.a2b_base64", binascii.Error):
            binascii.a2b_base64(known_text(data))
            raise AssertionError("binascii.a2b_base64: CPython accepted what the layer "
                                 "refused")
    tail = None
    for k, shape in enumerate(_CANONICAL):
        if decide(Kind.BRANCH, mk("str.in_re", data.term, shape),
                  None if v is None else _canonical(v) == k, CANONICAL.format(_SHAPES[k])):
            tail = k
            break
    decoded = None if v is None else binascii.a2b_base64(v)
    try:
        if tail is not None:
            return SymBytes(_decode_canonical(data, tail, decoded), decoded)
        chars, _, normal = _normal_form(data)
        return SymBytes(_decode_characters(chars, normal, decoded), decoded)
    except TooLong:
        return fallback("binascii.a2b_base64 of a long string", [text], binascii.a2b_base64)


def _decode_characters(chars: list[Term], normal: bytes | None, decoded: bytes | None
                       ) -> Term:
    """The bytes of the canonical string (value ``normal``) of the data characters
    ``chars`` and the padding a last quad of two or three needs, a quad at a time (no
    decision: their number is known)."""
    out: list[Term] = []
    for q in range(0, len(chars), 4):
        quad = chars[q:q + 4]
        size = len(quad)
        padded = T.concat(*quad, string("=" * (4 - size)))
        quad_value = None if normal is None else normal[q:q + 4]
        at = q // 4 * 3
        out += _quad(SymBytes(padded, quad_value), 0, size,
                     None if decoded is None else decoded[at:])
    return T.concat(*out) if out else string("")


def _decode_canonical(data: SymBytes, tail: int, decoded: bytes | None) -> Term:
    """The bytes of canonical base64 of the shape ``tail`` (:data:`_SHAPES`), a quad
    at a time."""
    n, v = T.length(data.term), data.value
    out: list[Term] = []
    for i in byte_steps(data, 4, A2B_STEP):
        last = tail != 0 and not decide(Kind.BRANCH, T.lt(i + 4, n),
                                        None if v is None else i + 4 < len(v), A2B_STEP)
        data_chars = 4 if not last else (2 if tail == 1 else 3)
        out += _quad(data, i, data_chars, decoded)
    return T.concat(*out) if out else string("")


def _normal_form(data: SymBytes) -> tuple[list[Term], int, bytes | None]:
    """The data characters of an accepted string other than canonical base64 up to where
    the padding ends the data, the shape of the canonical string they make with the
    padding a quad cut short needs (:data:`_SHAPES`), and that string's value.  Where
    the data ends is a decision (:func:`_automaton`): at a quad boundary -- the whole
    string --, or at the padding of a last quad of two or of three data characters -- a
    prefix, an auxiliary variable ``p`` with ``data = p ++ r``, ``p`` in the prefixes
    that reach ``done`` at their end (at most one: total and functional).  The data
    characters are then read a quad at a time (:func:`_data_characters`: a decision per
    quad, as CPython's loop over the characters)."""
    t, v = data.term, data.value
    ends = None if v is None else _normal_end(v)
    value = None if ends is None else ends[0]
    if decide(Kind.BRANCH, mk("str.in_re", t, _AT_QUAD), None if ends is None else
              ends[1] == 0, NORMAL.format("the data ends at a quad boundary")):
        return _quads(t, v, None), 0, value
    prefix, pads = _DONE_THREE, 1
    if decide(Kind.BRANCH, mk("str.in_re", t, _seq(_DONE_TWO, mk("re.all"))),
              None if ends is None else ends[1] == 2,
              NORMAL.format("padding after two data characters")):
        prefix, pads = _DONE_TWO, 2
    rest = mk("str.replace_re", t, prefix, string(""))
    at = None if ends is None else ends[2]
    guard = mk("str.in_re", t, _seq(prefix, mk("re.all")))

    def definition(p: Term, r: Term) -> Term:
        return mk("and", mk("=>", guard, mk("and", mk("=", t, T.concat(p, r)),
                                             mk("str.in_re", p, prefix))),
                  mk("=>", mk("not", guard), mk("and", mk("=", p, string("")),
                                                 mk("=", r, string("")))))
    p, _ = define("binascii.a2b_base64 (the text up to the padding)", [
        (STRING, T.substr(t, 0, T.sub(T.length(t), T.length(rest))),
         None if v is None or at is None else v[:at].decode("latin-1")),
        (STRING, rest, None if v is None or at is None else v[at:].decode("latin-1"))],
        definition)
    pv = None if v is None or at is None else v[:at]
    return _quads(p, pv, 4 - pads), 3 - pads, value


_ND = _star(_NOT_DATA)
LAX_STEP = "binascii.a2b_base64, one quad at a time (other than canonical base64)"


def _quads(rest: Term, rv: bytes | None, last: int | None) -> list[Term]:
    """The data characters of ``rest``, a quad at a time: whole quads while ``rest``
    holds another (``last`` None: any data character at all; else four more), then
    ``last`` of them (a ``BRANCH`` per quad, up to :data:`PIECE_LIMIT`)."""
    chars: list[Term] = []
    four = _seq(*[_seq(_ND, _ALPHABET)] * 4, mk("re.all"))
    while True:
        if last is None:
            more = not decide(Kind.BRANCH, mk("str.in_re", rest, _ND), None if rv is None
                              else all(c not in _ALPHABET_TEXT for c in rv), LAX_STEP)
        else:
            more = decide(Kind.BRANCH, mk("str.in_re", rest, four), None if rv is None else
                          sum(c in _ALPHABET_TEXT for c in rv) >= 4, LAX_STEP)
        if not more:
            break
        if len(chars) >= 4 * PIECE_LIMIT:
            raise TooLong
        got, rest, rv = _data_characters(rest, rv, 4)
        chars += got
    if last is not None:
        chars += _data_characters(rest, rv, last)[0]
    return chars


def _data_characters(rest: Term, rv: bytes | None, k: int
                     ) -> tuple[list[Term], Term, bytes | None]:
    """The first ``k`` data characters of ``rest`` (which holds that many), the text
    after them and its value: ``rest = g0·c0·…·g(k-1)·c(k-1)·r`` with each ``g`` of
    other characters and ``=`` and each ``c`` of the alphabet, auxiliary variables (the
    ``c`` are each the next data character: total and functional), the terms they stand
    for ``str.indexof_re`` of the alphabet."""
    terms: list[Term] = []
    values: list[str | None] = []
    pos: Term = T.num(0)
    for _ in range(k):
        i = mk("str.indexof_re", rest, _ALPHABET, pos)
        terms += [T.substr(rest, pos, T.sub(i, pos)), T.at(rest, i)]
        pos = T.add(i, 1)
    terms.append(T.substr(rest, pos, T.sub(T.length(rest), pos)))
    after = None
    if rv is not None:
        at = 0
        for _ in range(k):
            j = next(n for n in range(at, len(rv)) if rv[n] in _ALPHABET_TEXT)
            values += [rv[at:j].decode("latin-1"), chr(rv[j])]
            at = j + 1
        after = rv[at:]
        values.append(after.decode("latin-1"))
    else:
        values = [None] * (2 * k + 1)
    guard = mk("str.in_re", rest, _seq(*[_seq(_ND, _ALPHABET)] * k, mk("re.all")))

    def definition(*ks: Term) -> Term:
        gaps, chars = ks[0:2 * k:2], ks[1:2 * k:2]
        holds = [mk("=", rest, T.concat(*ks))]
        holds += [mk("str.in_re", g, _ND) for g in gaps]
        holds += [mk("str.in_re", c, _ALPHABET) for c in chars]
        return mk("and", mk("=>", guard, mk("and", *holds)),
                  mk("=>", mk("not", guard), mk("and", *(mk("=", x, string(""))
                                                         for x in ks))))
    ks = define("binascii.a2b_base64 (data characters)",
                [(STRING, term, value) for term, value in zip(terms, values, strict=True)],
                definition)
    return list(ks[1:2 * k:2]), ks[-1], after


def _normal_end(v: bytes) -> tuple[bytes, int, int] | None:
    """CPython's automaton on ``v`` (not strict): the canonical string ``v`` decodes
    as, the padding it ends with (0: none), and where the data ended (None: ``v``
    raises)."""
    out = bytearray()
    quad_pos = pads = 0
    for i, c in enumerate(v):
        if c == ord("="):
            if quad_pos >= 2:
                pads += 1
                if quad_pos + pads >= 4:
                    return bytes(out) + b"=" * (4 - quad_pos), 4 - quad_pos, i + 1
            continue
        if c not in _ALPHABET_TEXT:
            continue
        pads = 0
        out.append(c)
        quad_pos = (quad_pos + 1) % 4
    return (bytes(out), 0, len(v)) if quad_pos == 0 else None


def _sextets(b: list[Term]) -> list[Term]:
    """The four 6-bit values of three byte codes (the encoder's direction)."""
    return [_div(b[0], 4),
            T.add(mk("*", integer(16), _mod(b[0], 4)), _div(b[1], 16)),
            T.add(mk("*", integer(4), _mod(b[1], 16)), _div(b[2], 64)),
            _mod(b[2], 64)]


def _quad(data: SymBytes, i: int, data_chars: int, decoded: bytes | None) -> list[Term]:
    """The bytes of the quad at ``i`` of a canonical base64 string (``data_chars`` data
    characters, then padding): one auxiliary variable per byte, defined in the
    *encoder's* direction -- each data character is the base64 character of the
    sextet the bytes give (the last one of a short quad up to the low bits the decoder
    drops, an auxiliary int ``r``).  Solvers find this far easier than the decoder's
    direction (``from_code`` of arithmetic on ``to_code`` of each character, 100-1000
    times the work: benchmarks/explore/2026-12-02-regex38.md): a test of the bytes,
    ``b64decode(s) == b"hello"``, fixes the bytes and the characters follow.  Bytes in
    ``0..255`` give sextets in ``0..63`` (and ``r`` the low bits), on which the
    encoder is one-to-one, so the characters fix the variables.  Where the characters
    are not of the alphabet (never on a path that reaches here: the canonical shape was
    decided) the variables are empty and ``r`` is 0 -- not the decoder's terms, whose
    mere presence costs the solver as much as the decoder's direction -- so the
    definition is total and functional."""
    t = data.term
    chars = [T.at(t, i + j) for j in range(data_chars)]
    x = [_b64_value(c) for c in chars] + [integer(0)] * (4 - data_chars)
    size = data_chars - 1
    terms = [mk("str.from_code", T.add(mk("*", integer(4), x[0]), _div(x[1], 16))),
             mk("str.from_code", T.add(mk("*", integer(16), _mod(x[1], 16)), _div(x[2], 4))),
             mk("str.from_code", T.add(mk("*", integer(64), _mod(x[2], 4)), x[3]))][:size]
    at = i // 4 * 3
    parts: list[tuple[Any, Term, Any]] = [
        (STRING, term, None if decoded is None else
         decoded[at + k:at + k + 1].decode("latin-1")) for k, term in enumerate(terms)]
    low = 16 if size == 1 else 4  # the bits of the last character the decoder drops
    if size < 3:
        r_value = None if data.value is None else \
            _ALPHABET_TEXT.index(data.value[i + size:i + size + 1]) % low
        parts.append((INT, _mod(x[size], low), r_value))
    guard = mk("str.in_re", T.substr(t, i, data_chars), _seq(*[_ALPHABET] * data_chars))

    def definition(*ks: Term) -> Term:
        codes = [mk("str.to_code", k) for k in ks[:size]] + [integer(0)] * (3 - size)
        sextets = _sextets(codes)
        if size < 3:
            sextets[size] = T.add(sextets[size], ks[size])
        encoded = [mk("=", T.length(k), integer(1)) for k in ks[:size]]
        encoded += [T.le(code, integer(255)) for code in codes[:size]]
        encoded += [mk("=", chars[j], _b64_char(sextets[j])) for j in range(data_chars)]
        if size < 3:
            encoded += [T.le(integer(0), ks[size]), T.lt(ks[size], low)]
        elsewhere = [mk("=", k, string("")) for k in ks[:size]] + [
            mk("=", k, integer(0)) for k in ks[size:]]
        return mk("and", mk("=>", guard, mk("and", *encoded)),
                  mk("=>", mk("not", guard), mk("and", *elsewhere)))
    return define("binascii.a2b_base64", parts, definition)[:size]


def _strict_ok(v: bytes) -> bool:
    """Whether ``a2b_base64(v, strict_mode=True)`` decodes ``v`` (CPython 3.11: the
    canonical strings, and whole quads followed by ``=`` characters)."""
    if _canonical(v) is not None:
        return True
    body = v.rstrip(b"=")
    return body != b"" and _canonical(body) == 0 and len(body) < len(v)


def _canonical(v: bytes) -> int | None:
    """Which of the canonical shapes ``v`` has (None: none)."""
    alphabet = _ALPHABET_TEXT
    if len(v) % 4:
        return None
    body, last = v[:-4], v[-4:]
    if any(c not in alphabet for c in body):
        return None
    if all(c in alphabet for c in last):
        return 0
    if last[2:] == b"==" and all(c in alphabet for c in last[:2]):
        return 1
    if last[3:] == b"=" and all(c in alphabet for c in last[:3]):
        return 2
    return None


def crc32(data: Any, value: Any = 0) -> Any:
    """``binascii.crc32``: concretely, with a note (a table-driven checksum)."""
    if isinstance(data, SymValue) or isinstance(value, SymValue):
        return fallback("binascii.crc32", [data, value], binascii.crc32)
    return binascii.crc32(data, value)


def crc_hqx(data: Any, value: Any) -> Any:
    """``binascii.crc_hqx``: concretely, with a note."""
    if isinstance(data, SymValue) or isinstance(value, SymValue):
        return fallback("binascii.crc_hqx", [data, value], binascii.crc_hqx)
    return binascii.crc_hqx(data, value)


#: the models, by the C function they stand for
MODELS: dict[Any, Callable[..., Any]] = {
    binascii.hexlify: hexlify, binascii.b2a_hex: hexlify, binascii.unhexlify: unhexlify,
    binascii.a2b_hex: unhexlify, binascii.b2a_base64: b2a_base64,
    binascii.a2b_base64: a2b_base64, binascii.crc32: crc32, binascii.crc_hqx: crc_hqx}

__all__ = ["MODELS", "a2b_base64", "b2a_base64", "hexlify", "unhexlify"]
