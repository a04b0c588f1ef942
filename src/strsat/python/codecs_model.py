"""``str.encode`` and ``bytes.decode`` for ascii, latin-1 and utf-8 (strict, ignore,
replace), with CPython's ``UnicodeEncodeError``/``UnicodeDecodeError`` exactly where it
raises them.

A byte string is a String of code points 0..255 (:mod:`.bytes_values`), so:

* **latin-1** encodes a string of code points up to 255 as itself and decodes every
  byte string as itself; **ascii** the same up to 127.  The error condition is a
  membership (a character beyond the range: a ``RAISE`` decision); ``ignore``
  deletes those characters and ``replace`` maps each to ``?`` (encoding) or U+FFFD
  (decoding), one ``str.replace_re_all`` of the one-character class (its leftmost
  shortest non-empty matches are the characters themselves).
* **utf-8** encoding raises for a surrogate (U+D800..U+DFFF; ``ignore`` and
  ``replace`` delete it or put ``?``); decoding raises exactly when the bytes are not
  well-formed UTF-8 (RFC 3629's table, a regular language over bytes).  The value is
  the same term on ASCII strings (a decision of the layer's own); beyond ASCII, once
  the length is decided, it is a term of one piece per character: encoding maps each
  code point to its 1 to 4 bytes (an ``ite`` over ``str.to_code`` with ``div`` and
  ``mod`` by powers of 64), decoding decides the kind of the sequence at each
  position (1, 2, 3 or 4 bytes, or under ``ignore``/``replace`` a maximal ill-formed
  subpart, which CPython replaces by one U+FFFD) and puts its code point.  A 4-byte
  sequence beyond U+2FFFF, the SMT-LIB alphabet's end, is outside the modelled
  domain (a ``DOMAIN`` decision).  Longer strings than
  :data:`.bytes_values.PIECE_LIMIT` run concretely.  A :class:`~.context.Path`
  (no concrete values) models utf-8 on ASCII strings only (a ``DOMAIN`` decision).

The handlers **surrogateescape**, **surrogatepass**, **backslashreplace** and
**xmlcharrefreplace** of these three codecs are :mod:`.codec_handlers`' (one piece per
character where they are consulted; ``surrogatepass`` of utf-8 adds the surrogates' 3-byte
sequences to the well-formed language).

**idna** of an ASCII name is exact (:mod:`.codec_idna`); **raw-unicode-escape** and
**unicode-escape** when encoding, and when decoding where they are the latin-1 identity
(:mod:`.codec_escape`).  Other
codecs, and other error handlers (``namereplace``, a registered one) where they are
consulted (a character the codec cannot code), run on the concrete values, with a note
naming the codec and the handler; a symbolic codec
name is :mod:`.codec_names`' decisions.  An exception raised here is CPython's own: the
codec is run on the concrete value on the raising side of the decision, so its
``start``, ``end``, ``object`` and ``reason`` are CPython's.
"""

from __future__ import annotations

import codecs
from typing import Any

from ..terms import INT, Term, integer, mk, string
from . import codec_handlers as H
from . import codec_names
from . import termops as T
from .bytes_values import (
    PIECE_LIMIT,
    SymBytes,
    bytes_of,
    fixed_length,
    known_length,
    known_text,
    latin1,
)
from .codec_escape import ESCAPE_CODECS, decode_escape, encode_escape
from .codec_idna import ASCII_IDNA, encode_idna
from .context import MINOR, Kind, Trace, active, concretize, decide, define, fallback
from .str_operands import str_of
from .strings import SymStr
from .values import SymValue, python_type_name

ENCODE_ASCII = "str.encode utf-8 (ASCII)"
ENCODE_LENGTH = "str.encode utf-8 (length)"
DECODE_ASCII = "bytes.decode utf-8 (ASCII)"
DECODE_VALID = "bytes.decode utf-8 (well-formed)"
DECODE_LENGTH = "bytes.decode utf-8 (length)"
DECODE_SEQUENCE = "bytes.decode utf-8 (sequence)"
DECODE_EMPTY = "bytes.decode of an unknown codec (empty bytes)"
HANDLER_UNUSED = "an error handler the layer does not model (nothing to handle)"
MINOR.update({ENCODE_ASCII, ENCODE_LENGTH, DECODE_ASCII, DECODE_VALID, DECODE_LENGTH,
              DECODE_SEQUENCE, DECODE_EMPTY, HANDLER_UNUSED, ASCII_IDNA})

#: The codecs modelled, by CPython's canonical name (``codecs.lookup(name).name``),
#: with the largest code point each maps to itself.
_SINGLE_BYTE = {"ascii": 0x7F, "iso8859-1": 0xFF}
_UTF8 = "utf-8"
_HANDLERS = ("strict", "ignore", "replace")
#: U+FFFD, what ``replace`` decodes an undecodable byte (sequence) to
REPLACEMENT = "\ufffd"


def _char_range(lo: int, hi: int) -> Term:
    return mk("re.range", string(chr(lo)), string(chr(hi)))


def _contains(term: Term, cls: Term) -> Term:
    return mk("str.in_re", term, mk("re.++", mk("re.all"), cls, mk("re.all")))


def _only(term: Term, hi: int) -> Term:
    return mk("str.in_re", term, mk("re.*", _char_range(0, hi)))


_ASCII_ONLY = "".join(map(chr, range(0x80)))
_SURROGATES = _char_range(0xD800, 0xDFFF)


# ---- arguments -------------------------------------------------------------------------------


def _name_arg(value: object, method: str, which: str) -> str:
    """The ``encoding``/``errors`` argument as a plain ``str`` (a symbolic one made
    concrete), with CPython's ``TypeError`` for another type."""
    got = str_of(value)
    if got is None:
        raise TypeError(f"{method}() argument '{which}' must be str, not "
                        f"{'None' if value is None else python_type_name(value)}")
    t, v = got
    return v if t.op == "const" else concretize(t, v, f"the {which} of {method}()")  # type: ignore[return-value]


def codec(encoding: object, errors: object, method: str) -> tuple[str, str, str]:
    """CPython's canonical name of the codec (``LookupError`` for an unknown one, as
    CPython), the name as given, and the error handler."""
    got = str_of(encoding)
    if got is not None and got[0].op != "const":  # a symbolic name: decisions over names
        handler = _name_arg(errors, method, "errors")
        name = codec_names.lookup(got[0], got[1], method)
        return name, name, handler
    given = _name_arg(encoding, method, "encoding")
    handler = _name_arg(errors, method, "errors")
    return codecs.lookup(given).name, given, handler


def _unmodelled(name: str, handler: str, codecs_: tuple[str, ...]) -> bool:
    return handler not in _HANDLERS or name not in codecs_


def _unconsulted(x: SymValue, name: str, handler: str, codecs_: tuple[str, ...]) -> str:
    """An error handler the layer does not model (``surrogateescape``,
    ``backslashreplace`` ..., or an unknown name) of a modelled codec is consulted only
    where a character (byte) cannot be coded: on the text within the codec's range (a
    decision of the layer's own: ASCII, or up to U+00FF for latin-1) the result is the
    strict one, and ``"strict"`` is returned; elsewhere the handler as given (the codec
    then runs concretely, with a note)."""
    if handler in _HANDLERS or name not in codecs_:
        return handler
    hi = _SINGLE_BYTE.get(name, 0x7F)
    text = x.value if isinstance(x.value, str) else latin1(x.value)
    concrete = None if text is None else all(ord(c) <= hi for c in text)
    if decide(Kind.BRANCH, _only(x.term, hi), concrete, HANDLER_UNUSED):
        return "strict"
    return handler


def _run_unmodelled(what: str, handler: str, operand: SymValue, run: Any) -> Any:
    """A codec or error handler the layer does not model: on the concrete value, noted."""
    return fallback(f"{what} with errors={handler!r}" if handler not in _HANDLERS else what,
                    [operand], run)


def _cpython_value(value: Any, run: Any) -> Any:
    """CPython's result on the concrete value, None when there is none or it raises."""
    if value is None:
        return None
    try:
        return run(value)
    except UnicodeError:
        return None


def _raise_cpython(run: Any, operand: SymValue, what: str) -> None:
    """The raising side of a codec's decision: CPython's own exception, from the
    concrete value."""
    run(known_text(operand))
    raise AssertionError(f"{what}: CPython did not raise where the layer's condition holds")


# ---- encode ----------------------------------------------------------------------------------


def encode(s: Any, encoding: object = "utf-8", errors: object = "strict") -> Any:
    """CPython's ``s.encode(encoding, errors)`` for a ``SymStr`` ``s``."""
    name, given, handler = codec(encoding, errors, "encode")
    if not isinstance(s, SymStr):
        return str.encode(s, given, handler)
    what = f"str.encode({given!r})"
    if name == "idna":
        return encode_idna(s, handler, what)
    if name in ESCAPE_CODECS:
        return encode_escape(s, name, handler, what)
    if handler == H.SURROGATE_PASS and name in _SINGLE_BYTE:
        handler = "strict"  # consulted on no character it takes: CPython raises as strict
    if handler in H.ENCODE_HANDLERS and name in (*_SINGLE_BYTE, _UTF8):
        return _encode_handled(s, name, given, handler, what)
    handler = _unconsulted(s, name, handler, (*_SINGLE_BYTE, _UTF8))
    if _unmodelled(name, handler, (*_SINGLE_BYTE, _UTF8)):
        return _run_unmodelled(what, handler, s, lambda v: v.encode(given, handler))
    value = _cpython_value(s.value, lambda v: v.encode(given, handler))
    if name in _SINGLE_BYTE:
        hi = _SINGLE_BYTE[name]
        return _single_byte(s, hi, _char_range(hi + 1, 0x2FFFF), handler, "?", what,
                            UnicodeEncodeError, lambda v: v.encode(given), value)
    if handler == "strict":
        if decide(Kind.RAISE, _contains(s.term, _SURROGATES),
                  None if s.value is None else value is None, what, UnicodeEncodeError):
            _raise_cpython(lambda v: v.encode(given), s, what)
        t, tv = s.term, s.value
    else:
        t = mk("str.replace_re_all", s.term, _SURROGATES,
               string("" if handler == "ignore" else "?"))
        tv = None if value is None else value.decode("utf-8")
    return _utf8_encode(t, tv, what)


def _encode_handled(s: SymStr, name: str, given: str, handler: str, what: str) -> Any:
    """``s.encode(name, handler)`` for a handler of :mod:`.codec_handlers`: CPython's
    exception where ``s`` holds a character the handler refuses; the strict bytes where
    it holds none the codec cannot code; else one piece per character, the codec's
    bytes or the handler's image."""
    utf8 = name == _UTF8
    lo, hi = (0xD800, 0xDFFF) if utf8 else (_SINGLE_BYTE[name] + 1, 0x2FFFF)
    consulted = H.char_range(lo, hi)
    value = _cpython_value(s.value, lambda v: v.encode(given, handler))
    refused = H.refused(handler, consulted, utf8)
    if refused is not None and decide(Kind.RAISE, _contains(s.term, refused),
                                      None if s.value is None else value is None,
                                      f"{what} with errors={handler!r}", UnicodeEncodeError):
        _raise_cpython(lambda v: v.encode(given, handler), s, what)
    if handler == H.SURROGATE_PASS:  # utf-8: a surrogate is its own 3-byte sequence
        return _utf8_encode(s.term, s.value, what, surrogates=True)
    if decide(Kind.BRANCH, T.neg(_contains(s.term, consulted)),
              None if s.value is None else not any(lo <= ord(c) <= hi for c in s.value),
              HANDLER_UNUSED):
        return _utf8_encode(s.term, s.value, what) if utf8 else SymBytes(s.term, value)
    n = known_length(s.term, s.value)
    if n is None or n > PIECE_LIMIT:
        return fallback(f"{what} with errors={handler!r} of a string it is consulted on",
                        [s], lambda v: v.encode(given, handler))
    fixed_length(s.term, n, ENCODE_LENGTH)
    pieces = []
    for i in range(n):
        c = T.at(s.term, i)
        pieces.append(T.ite(mk("str.in_re", c, consulted), H.encode_image(handler, c),
                            _utf8_char(c) if utf8 else c))
    return SymBytes(T.concat(*pieces), value)


def _single_byte(x: SymValue, hi: int, bad: Term, handler: str, substitute: str, what: str,
                 exception: type[Exception], run: Any, value: Any) -> Any:
    """ascii/latin-1 both ways: a character beyond ``hi`` raises (strict), is deleted
    (ignore) or becomes ``substitute`` (replace); the rest stays as it is."""
    out = SymBytes if exception is UnicodeEncodeError else SymStr
    if handler == "strict":
        text = x.value if isinstance(x.value, str) else latin1(x.value)
        concrete = None if text is None else any(ord(c) > hi for c in text)
        if decide(Kind.RAISE, T.neg(_only(x.term, hi)), concrete, what, exception):
            _raise_cpython(run, x, what)
        return out(x.term, value)
    term = mk("str.replace_re_all", x.term, bad,
              string("" if handler == "ignore" else substitute))
    return out(term, value)


def _utf8_encode(t: Term, tv: str | None, what: str, surrogates: bool = False) -> SymBytes:
    """The UTF-8 bytes of the surrogate-free string ``t`` (with ``surrogates``, of any
    string, a surrogate as its 3-byte sequence: ``surrogatepass``): itself on ASCII
    strings, else one piece per character (:func:`_utf8_char`) on the run's length."""
    value = None if tv is None else tv.encode("utf-8", "surrogatepass" if surrogates
                                               else "strict")
    ascii_only = _only(t, 0x7F)
    concrete = None if tv is None else tv.isascii()
    if tv is None and not isinstance(active(), Trace):  # a Path: ASCII is the domain
        decide(Kind.DOMAIN, ascii_only, None, "str.encode utf-8")
        return SymBytes(t, value)
    if decide(Kind.BRANCH, ascii_only, concrete, ENCODE_ASCII):
        return SymBytes(t, value)
    n = known_length(t, tv)
    if n is None or n > PIECE_LIMIT:
        return fallback(f"{what} of a long string beyond ASCII", [SymStr(t, tv)],  # type: ignore[no-any-return]
                        lambda v: v.encode("utf-8", "surrogatepass" if surrogates
                                           else "strict"))
    fixed_length(t, n, ENCODE_LENGTH)
    return SymBytes(T.concat(*[_utf8_char(T.at(t, i)) for i in range(n)]), value)


def _from_code(n: Term) -> Term:
    return mk("str.from_code", n)


def _utf8_char(c: Term) -> Term:
    """The UTF-8 bytes of the one-character string ``c`` (not a surrogate)."""
    x = mk("str.to_code", c)

    def lead(base: int, shift: int) -> Term:
        return _from_code(T.add(mk("div", x, integer(64 ** shift)), base))

    def follow(shift: int) -> Term:
        part = mk("div", x, integer(64 ** shift)) if shift else x
        return _from_code(T.add(mk("mod", part, integer(64)), 0x80))

    two = T.concat(lead(0xC0, 1), follow(0))
    three = T.concat(lead(0xE0, 2), follow(1), follow(0))
    four = T.concat(lead(0xF0, 3), follow(2), follow(1), follow(0))
    return T.ite(T.lt(x, 0x80), c, T.ite(T.lt(x, 0x800), two,
                                         T.ite(T.lt(x, 0x10000), three, four)))


# ---- decode ----------------------------------------------------------------------------------

_C = (0x80, 0xBF)
#: RFC 3629's well-formed sequences, by length: alternatives of byte ranges.
SEQUENCES: dict[int, list[list[tuple[int, int]]]] = {
    1: [[(0x00, 0x7F)]],
    2: [[(0xC2, 0xDF), _C]],
    3: [[(0xE0, 0xE0), (0xA0, 0xBF), _C], [(0xE1, 0xEC), _C, _C],
        [(0xED, 0xED), (0x80, 0x9F), _C], [(0xEE, 0xEF), _C, _C]],
    4: [[(0xF0, 0xF0), (0x90, 0xBF), _C, _C], [(0xF1, 0xF3), _C, _C, _C],
        [(0xF4, 0xF4), (0x80, 0x8F), _C, _C]],
}
#: The 4-byte sequences of U+10000..U+2FFFF (the rest lies beyond the SMT-LIB alphabet).
WITHIN_ALPHABET = [[(0xF0, 0xF0), (0x90, 0xAF), _C, _C]]
#: The ill-formed prefixes CPython replaces as one (the maximal subparts of Unicode's
#: "U+FFFD substitution of maximal subparts"): the proper prefixes of 3- and 4-byte
#: sequences, longest first.
SUBPARTS: dict[int, list[list[tuple[int, int]]]] = {
    3: [alt[:3] for alt in SEQUENCES[4]],
    2: [alt[:2] for alt in SEQUENCES[3] + SEQUENCES[4]],
}


def _regex(alternatives: list[list[tuple[int, int]]]) -> Term:
    parts = [mk("re.++", *[_char_range(lo, hi) for lo, hi in alt]) if len(alt) > 1
             else _char_range(*alt[0]) for alt in alternatives]
    return mk("re.union", *parts) if len(parts) > 1 else parts[0]


def _fits(alternatives: list[list[tuple[int, int]]], chunk: bytes) -> bool:
    return any(len(chunk) == len(alt) and all(lo <= c <= hi for c, (lo, hi) in
                                              zip(chunk, alt, strict=True))
               for alt in alternatives)


_WELL_FORMED = mk("re.*", _regex([alt for k in (1, 2, 3, 4) for alt in SEQUENCES[k]]))
#: The 3-byte sequences of the surrogates U+D800..U+DFFF, which ``surrogatepass`` decodes.
SURROGATE_SEQUENCE = [[(0xED, 0xED), (0xA0, 0xBF), _C]]
_WELL_FORMED_PASS = mk("re.*", _regex([alt for k in (1, 2, 3, 4) for alt in SEQUENCES[k]]
                                      + SURROGATE_SEQUENCE))


def decode(b: Any, encoding: object = "utf-8", errors: object = "strict") -> Any:
    """CPython's ``b.decode(encoding, errors)`` for a ``SymBytes`` ``b`` (an empty one
    decodes to ``''`` whatever the codec: CPython looks none up)."""
    try:
        name, given, handler = codec(encoding, errors, "decode")
    except LookupError:
        if isinstance(b, SymBytes) and decide(
                Kind.BRANCH, T.eq(T.length(b.term), integer(0)),
                None if b.value is None else not b.value, DECODE_EMPTY):
            return SymStr(string(""), "")
        raise
    if not isinstance(b, SymBytes):
        got = bytes_of(b)
        return bytes(got[1]).decode(given, handler) if got is not None and got[1] is not None \
            else bytes.decode(b, given, handler)
    what = f"bytes.decode({given!r})"
    if name == "iso8859-1":  # never fails: no handler is consulted
        return SymStr(b.term, latin1(b.value))
    if name in ESCAPE_CODECS:
        return decode_escape(b, name, handler, what)
    if handler == H.SURROGATE_PASS and name == "ascii":
        handler = "strict"  # consulted on no byte it takes: CPython raises as strict
    modelled = (*_HANDLERS, *H.DECODE_HANDLERS)
    if handler not in modelled:
        handler = _unconsulted(b, name, handler, ("ascii", _UTF8))
    if name not in ("ascii", _UTF8) or handler not in modelled:
        return _run_unmodelled(what, handler, b, lambda v: v.decode(given, handler))
    value = _cpython_value(b.value, lambda v: v.decode(given, handler))
    if name == "ascii" and handler in H.DECODE_HANDLERS:
        return _ascii_handled(b, handler, what, value)
    if name == "ascii":
        return _single_byte(b, 0x7F, _char_range(0x80, 0xFF), handler, REPLACEMENT, what,
                            UnicodeDecodeError, lambda v: v.decode(given), value)
    passing = handler == H.SURROGATE_PASS
    well_formed = mk("str.in_re", b.term, _WELL_FORMED_PASS if passing else _WELL_FORMED)
    concrete = None if b.value is None else _is_utf8(b.value, passing)
    if handler in ("strict", H.SURROGATE_PASS):
        if decide(Kind.RAISE, T.neg(well_formed), None if concrete is None else not concrete,
                  what, UnicodeDecodeError):
            _raise_cpython(lambda v: v.decode(given, handler), b, what)
        valid = True
    elif b.value is None and not isinstance(active(), Trace):
        valid = False  # a Path: ASCII (well-formed) is the domain below
    else:
        valid = decide(Kind.BRANCH, well_formed, concrete, DECODE_VALID)
    ascii_only = _only(b.term, 0x7F)
    if b.value is None and not isinstance(active(), Trace):
        decide(Kind.DOMAIN, ascii_only, None, "bytes.decode utf-8")
        return SymStr(b.term, value)
    if decide(Kind.BRANCH, ascii_only, None if b.value is None else b.value.isascii(),
              DECODE_ASCII):
        return SymStr(b.term, value)
    data = b.value if b.value is not None else known_text(b)
    n = len(data)
    if n > PIECE_LIMIT:
        return fallback(f"{what} of a long byte string beyond ASCII", [b],
                        lambda v: v.decode(given, handler))
    pieces = _utf8_pieces(b.term, data, valid, handler, what)
    if pieces is None:
        return fallback(f"{what} of a character beyond U+2FFFF", [b],
                        lambda v: v.decode(given, handler))
    return SymStr(T.concat(*pieces), value)


def _ascii_handled(b: SymBytes, handler: str, what: str, value: str | None) -> Any:
    """``b.decode('ascii', handler)`` for ``surrogateescape``/``backslashreplace``
    (never raises): ``b`` itself when it is ASCII, else one piece per byte, the byte or
    the handler's image of it."""
    if decide(Kind.BRANCH, _only(b.term, 0x7F), None if b.value is None else b.value.isascii(),
              HANDLER_UNUSED):
        return SymStr(b.term, value)
    n = known_length(b.term, b.value)
    if n is None or n > PIECE_LIMIT:
        return fallback(f"{what} with errors={handler!r} of bytes beyond ASCII", [b],
                        lambda v: v.decode("ascii", handler))
    fixed_length(b.term, n, DECODE_LENGTH)
    pieces = []
    for i in range(n):
        c = T.at(b.term, i)
        pieces.append(T.ite(_only(c, 0x7F), c, H.decode_image(handler, c)))
    return SymStr(T.concat(*pieces), value)


def _is_utf8(data: bytes, surrogates: bool = False) -> bool:
    try:
        data.decode("utf-8", "surrogatepass" if surrogates else "strict")
    except UnicodeDecodeError:
        return False
    return True


def _utf8_pieces(b: Term, data: bytes, valid: bool, handler: str, what: str
                 ) -> list[Term] | None:
    """One piece per sequence of ``b``, whose bytes for the current input are ``data``;
    None when a 4-byte sequence lies beyond U+2FFFF (a ``DOMAIN`` decision).

    The length of ``b`` is decided first; then at each position the kind of the
    sequence there, in CPython's order, each a decision on the bytes from there
    (``b[p:p+k]`` in the kind's language): well-formed of 1, 2, 3 or 4 bytes (the last
    is what is left of well-formed bytes); when ``b`` may be ill-formed
    (``ignore``/``replace``), a maximal ill-formed subpart of 3 or 2 bytes, else one
    ill-formed byte.  (Deciding the whole shape at once flipped to shapes already seen;
    memberships of ``b`` itself with the sequences so far as a prefix made more paths
    and slower flips.)"""
    fixed_length(b, len(data), DECODE_LENGTH)
    kinds = [(k, SEQUENCES[k], True) for k in (1, 2, 3, 4)]
    if handler == H.SURROGATE_PASS:
        kinds[2] = (3, SEQUENCES[3] + SURROGATE_SEQUENCE, True)
    if valid:
        kinds = kinds[:3]
    else:
        kinds += [(3, SUBPARTS[3], False), (2, SUBPARTS[2], False)]
    pieces: list[Term] = []
    p = 0
    while p < len(data):
        k, good, guard = (4, True, _at(b, p, SEQUENCES[4])) if valid else (1, False, None)
        for k_, alternatives, good_ in kinds:
            condition = _at(b, p, alternatives)
            if decide(Kind.BRANCH, condition, _fits(alternatives, data[p:p + k_]),
                      DECODE_SEQUENCE):
                k, good, guard = k_, good_, condition
                break
        if good and k == 4 and not decide(Kind.DOMAIN, _at(b, p, WITHIN_ALPHABET),
                                          _fits(WITHIN_ALPHABET, data[p:p + 4]), what):
            return None
        pieces.append(_utf8_character(b, p, k, data, guard) if good and guard is not None
                      else _ill_formed(b, p, k, handler))
        p += k
    return pieces


def _ill_formed(b: Term, p: int, k: int, handler: str) -> Term:
    """What ``handler`` puts for the maximal ill-formed subpart ``b[p:p+k]``: nothing
    (``ignore``), one U+FFFD (``replace``), or the image of each of its bytes."""
    if handler in H.DECODE_HANDLERS:
        return T.concat(*[H.decode_image(handler, T.at(b, p + j)) for j in range(k)])
    return string("" if handler == "ignore" else REPLACEMENT)


def _at(b: Term, p: int, alternatives: list[list[tuple[int, int]]]) -> Term:
    """The bytes of ``b`` from position ``p`` on begin with one of ``alternatives`` (all
    of one length)."""
    return mk("str.in_re", T.substr(b, p, len(alternatives[0])), _regex(alternatives))


_LEADS = {2: 0xC0, 3: 0xE0, 4: 0xF0}
#: The code points of the well-formed sequences of each length.
_CODE_POINTS = {2: (0x80, 0x7FF), 3: (0x800, 0xFFFF), 4: (0x10000, 0x10FFFF)}


def _utf8_character(b: Term, p: int, k: int, data: bytes, guard: Term) -> Term:
    """The character of the well-formed ``k``-byte sequence at position ``p`` of ``b``
    (``guard`` implies there is one): ``str.from_code`` of an auxiliary ``x`` defined as
    the code point's sum of the bytes' bits, with the fact that ``guard`` puts ``x`` in
    the range of its length (valid for every input, so the integer core sees the bound
    without reading it off the membership of the bytes)."""
    if k == 1:
        return T.at(b, p)
    terms = [T.sub(mk("str.to_code", T.at(b, p)), _LEADS[k])]
    terms += [T.sub(mk("str.to_code", T.at(b, p + j)), 0x80) for j in range(1, k)]
    weighted = [mk("*", integer(64 ** (k - 1 - j)), t) if j < k - 1 else t
                for j, t in enumerate(terms)]
    code = T.add(*weighted)
    lo, hi = _CODE_POINTS[k]
    concrete = ord(data[p:p + k].decode("utf-8", "surrogatepass"))
    (x,) = define("utf8", [(INT, code, concrete)],
                  lambda v: T.conj(T.eq(v, code), mk("=>", guard,
                                                      T.conj(T.le(lo, v), T.le(v, hi)))))
    return _from_code(x)


#: the codecs (CPython's canonical names) whose ``encode``/``decode`` of a symbolic value
#: the layer models here (the explorer runs another codec's pure-Python code rewritten
#: where CPython's is pure Python: ``strsat.explore.codec_twins``)
MODELLED = {"encode": frozenset({*_SINGLE_BYTE, _UTF8, "idna", *ESCAPE_CODECS}),
            "decode": frozenset({*_SINGLE_BYTE, _UTF8, *ESCAPE_CODECS})}

__all__ = ["MODELLED", "REPLACEMENT", "SEQUENCES", "SUBPARTS", "codec", "decode", "encode"]
