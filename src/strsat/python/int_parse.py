"""``int(s, base)`` for every base CPython accepts: 0 and 2..36 (issue 38, item 6).

CPython first maps each Unicode decimal digit to its ASCII digit and each whitespace
character to a space, then reads ``ws* [+-]? prefix? D (_? D)* ws*``: ``D`` a digit of
the base (``0-9``, then ``a-z`` in either case), ``prefix`` ``0x``/``0o``/``0b`` (either
case, followed by at most one ``_``) when it matches the base, and for base 0 the
prefix picks the base, else the numeral is decimal and may start with ``0`` only when
it is zero (``"00"``, ``"0_0"``; not ``"01"``).  Those languages are regular; here they
are built from character classes read off CPython (:func:`digit_class`), so the
``ValueError`` condition is exact on the whole alphabet.

The value is modelled on ASCII numerals of at most :data:`MAX_DIGITS` digits: the
digits are the numeral with whitespace, sign, underscores and the prefix letter
removed (``str.replace_re_all``: a prefix ``0x`` leaves a leading zero, which does not
change the value), read by a Horner sum (base 10: ``str.to_int``).  Three decisions
of the layer's own order the cases, as for base 10 (:func:`.conversions.to_int`):
plain digits (the value read off ``s`` itself), an ASCII numeral, no numeral at all
(``ValueError``); what remains -- other scripts' digits, longer numerals -- runs on the
concrete value, with a note.
"""

from __future__ import annotations

from functools import cache

from ..regex.charset import INTERVALS, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import Term, integer, mk, string
from . import digit_fields
from . import termops as T
from .charclasses import char_class, class_term
from .context import MINOR, Kind, Path, active, decide, fallback
from .strings import SymStr
from .values import SymInt

#: Longest digit string (underscores, sign and prefix left out) whose value is modelled.
MAX_DIGITS = 32
#: Longest string of plain digits read by the first case of :func:`to_int_base` (a hex
#: escape's two digits, an IPv6 hextet's four): its Horner sum has this many steps, not
#: :data:`MAX_DIGITS` (each step a character of the string for the solver to place: a
#: flip after ``chr(int(h, 16))`` of a two-character ``h`` cost 126,843 engine work units
#: with 32 steps, 13,538 with 4); longer plain numerals are a case of their own (one more
#: decision of the layer's own, made only when the short case does not hold)
SHORT_DIGITS = 4

#: The prefix letter of each base that has one.
PREFIX = {16: "xX", 8: "oO", 2: "bB"}


#: (process-wide, finite: a pure function of a base 2..36, digit bounds below it and a flag)
@cache
def digit_class(base: int, value_below: int | None = None, ascii_only: bool = False,
                lowest: int = 0) -> IntervalSet:
    """The characters that are a digit of ``base`` with a value in
    ``lowest .. min(base, value_below) - 1``: ASCII digits and letters, and (unless
    ``ascii_only``) the other scripts' decimal digits, whose value CPython reads."""
    top = base if value_below is None else min(base, value_below)
    ranges = [(ord(c), ord(c)) for c in "0123456789abcdefghijklmnopqrstuvwxyz"
              if lowest <= int(c, 36) < top]
    ranges += [(ord(c.upper()), ord(c.upper())) for c in "abcdefghijklmnopqrstuvwxyz"
               if lowest <= int(c, 36) < top]
    if not ascii_only:
        for lo, hi in char_class("isdecimal").ranges():
            ranges += [(c, c) for c in range(max(lo, 0x80), hi + 1)
                       if lowest <= int(chr(c)) < top]
    return INTERVALS.of_ranges(ranges)


def _cls(base: int, ascii_only: bool, value_below: int | None = None,
         lowest: int = 0) -> Term:
    return charset_to_term(digit_class(base, value_below, ascii_only, lowest))


def _lit(text: str) -> Term:
    return mk("str.to_re", string(text))


def _run(digit: Term) -> Term:
    """``D (_? D)*``."""
    return mk("re.++", digit, mk("re.*", mk("re.++", mk("re.opt", _lit("_")), digit)))


def _prefixed(letters: str, digit: Term, zero: Term) -> Term:
    """``0[xX] _? D (_? D)*`` for the prefix letters ``letters``."""
    head = mk("re.union", *(_lit(c) for c in letters))
    return mk("re.++", zero, head, mk("re.opt", _lit("_")), _run(digit))


def body(base: int, ascii_only: bool) -> Term:
    """The numeral without whitespace and sign, for ``base`` (0 or 2..36)."""
    zero = _cls(10, ascii_only, value_below=1)
    if base == 0:
        return mk("re.union", *_decimal_zero(ascii_only),
                  *(_prefixed(letters, _cls(b, ascii_only), zero) for b, letters in PREFIX.items()))
    digits = _run(_cls(base, ascii_only))
    if base in PREFIX:
        return mk("re.union", digits, _prefixed(PREFIX[base], _cls(base, ascii_only), zero))
    return digits


def _decimal_zero(ascii_only: bool) -> tuple[Term, Term]:
    """Base 0's decimal numerals, two alternatives: ``[1-9] (_? D)*`` and zeros only
    (``0 (_? 0)*``)."""
    nonzero = _cls(10, ascii_only, lowest=1)
    return (mk("re.++", nonzero, mk("re.*", mk("re.++", mk("re.opt", _lit("_")),
                                               _cls(10, ascii_only)))),
            _run(_cls(10, ascii_only, value_below=1)))


def signed(form: Term) -> Term:
    """``ws* [+-]? form ws*``."""
    space = mk("re.*", class_term("int-space"))
    sign = mk("re.opt", mk("re.union", _lit("+"), _lit("-")))
    return mk("re.++", space, sign, form, space)


def numeral(base: int, ascii_only: bool) -> Term:
    """``ws* [+-]? body ws*``: what ``int(s, base)`` accepts (``ascii_only``: its ASCII
    part)."""
    return signed(body(base, ascii_only))


def noise() -> Term:
    """Whitespace, signs and underscores: what is left out of the digits of a numeral."""
    return mk("re.union", class_term("int-space"), _lit("+"), _lit("-"), _lit("_"))


def horner(digits: Term, base: int, count: int = MAX_DIGITS) -> Term:
    """The value of the ASCII digits ``digits`` (at most ``count``) in ``base``."""
    if base == 10:
        return mk("str.to_int", digits)
    n = T.length(digits)
    value: Term = integer(0)
    for i in range(count):
        code = mk("str.to_code", mk("str.at", digits, T.num(i)))
        digit = T.sub(code, 48) if base <= 10 else T.ite(
            T.le(code, 57), T.sub(code, 48), T.ite(T.le(code, 90), T.sub(code, 55),
                                                   T.sub(code, 87)))
        value = T.ite(T.lt(i, n), T.add(mk("*", value, integer(base)), digit), value)
    return value


def digit_value(ch: Term, base: int) -> Term:
    """The value of the one-character digit ``ch`` of ``base`` (ASCII digits and letters
    and every other script's decimal digits, CPython's ``_PyUnicode_ToDecimalDigit``):
    one membership of ``ch`` per value ``1 .. base - 1`` in the class of the digits of
    that value (:func:`digit_class`), 0 for the rest."""
    value: Term = integer(0)
    for d in range(1, base):
        value = T.ite(mk("str.in_re", ch, _cls(base, False, value_below=d + 1, lowest=d)),
                      integer(d), value)
    return value


def unicode_horner(digits: Term, base: int) -> Term:
    """The value of the digits ``digits`` (at most :data:`MAX_DIGITS`, any script) in
    ``base``: a Horner sum of :func:`digit_value` of each character."""
    n = T.length(digits)
    value: Term = integer(0)
    for i in range(MAX_DIGITS):
        digit = digit_value(mk("str.at", digits, T.num(i)), base)
        value = T.ite(T.lt(i, n), T.add(mk("*", value, integer(base)), digit), value)
    return value


def unicode_value(s: Term, base: int) -> Term:
    """The signed value of the numeral ``s`` of ``base`` 2..36 whose digits may be other
    scripts' decimal digits (at most :data:`MAX_DIGITS` of them): the digits are ``s``
    without whitespace, sign, underscores and the prefix letter."""
    clean = mk("str.replace_re_all", s, noise(), string(""))
    if base in PREFIX:
        letters = mk("re.union", *(_lit(c) for c in PREFIX[base]))
        clean = mk("str.replace_re_all", clean, letters, string(""))
    return _signed(s, unicode_horner(clean, base))


def _value(s: Term, base: int) -> tuple[Term, Term]:
    """The magnitude of the ASCII numeral ``s`` of ``base`` and its digit count."""
    clean = mk("str.replace_re_all", s, noise(), string(""))
    if base in PREFIX:
        letters = mk("re.union", *(_lit(c) for c in PREFIX[base]))
        clean = mk("str.replace_re_all", clean, letters, string(""))
    if base != 0:
        return horner(clean, base), T.length(clean)
    # base 0: the prefix letter (the second character) picks the base
    letter = T.at(clean, 1)
    rest = T.substr(clean, 2, T.sub(T.length(clean), 2))
    value = mk("str.to_int", clean)
    count = T.length(clean)
    for b, spellings in PREFIX.items():
        has = T.disj(*(T.eq(letter, string(c)) for c in spellings))
        value = T.ite(has, horner(rest, b), value)
        count = T.ite(has, T.length(rest), count)
    return value, count


def at_most_digits(s: Term, base: int, count: int, ascii_only: bool = True) -> Term:
    """``s`` has at most ``count`` digits of ``base`` (``base`` 2..36; ``ascii_only``:
    ASCII digits): on a numeral, the length of its digit string (a prefix ``0x`` keeps
    its ``0``, whose letter is no digit of the base), said as one regular membership
    instead of the length of a ``str.replace_re_all``."""
    digit = _cls(base, ascii_only)
    other = mk("re.*", mk("re.diff", mk("re.allchar"), digit))
    return mk("str.in_re", s, mk("re.++", mk("re.loop", mk("re.++", other, digit),
                                               indices=(0, count)), other))


def _signed(s: Term, magnitude: Term) -> Term:
    return T.ite(mk("str.contains", s, string("-")), mk("-", magnitude), magnitude)


_PLAIN = "int() base {} of plain digits"
_PLAIN_LONG = "int() base {} of more plain digits"
_ASCII = "int() base {} of an ASCII numeral"
_UNICODE = "int() base {} of a numeral with other scripts' digits"
for _b in (0, *range(2, 37)):
    MINOR.update((_PLAIN.format(_b), _PLAIN_LONG.format(_b), _ASCII.format(_b),
                  _UNICODE.format(_b)))


#: the layer's own decision before the numerals with other scripts' digits
OTHER_DIGIT = "int(): a digit of another script in the string"
MINOR.add(OTHER_DIGIT)


#: (process-wide, one entry; terms are immutable)
@cache
def _other_digit_somewhere() -> Term:
    """``Σ* D Σ*`` for ``D`` the decimal digits beyond ASCII."""
    other = digit_class(10) - digit_class(10, ascii_only=True)
    return mk("re.++", mk("re.all"), charset_to_term(other), mk("re.all"))


def other_digit(s: SymStr) -> bool:
    """Whether ``s`` holds a decimal digit beyond ASCII (one decision of the layer's own):
    without one, the numerals of other scripts' digits need no term at all, so the
    common case (ASCII) pays nothing for them."""
    concrete = None
    if s.value is not None:
        concrete = any(not c.isascii() and c.isdecimal() for c in s.value)
    return decide(Kind.BRANCH, mk("str.in_re", s.term, _other_digit_somewhere()), concrete,
                  OTHER_DIGIT)


def to_int_base(s: SymStr, base: int) -> SymInt | int:
    """``int(s, base)`` for ``base`` 0 or 2..36 other than 10 (see the module docstring).

    In a concrete execution: plain digits of the base (at most :data:`SHORT_DIGITS`, then
    at most :data:`MAX_DIGITS`), an
    ASCII numeral of at most :data:`MAX_DIGITS` digits, ``ValueError`` outside the numerals; the
    rest runs concretely.  A :class:`Path` assumes an ASCII numeral (``DOMAIN``)."""
    value, raised = _cpython(s.value, base)
    ascii_numeral = mk("str.in_re", s.term, numeral(base, ascii_only=True))
    magnitude, count = _value(s.term, base)
    short = T.le(count, MAX_DIGITS) if base == 0 else at_most_digits(s.term, base,
                                                                       MAX_DIGITS)
    modelled = T.conj(ascii_numeral, short)
    concrete = None if s.value is None else _modelled(s.value, base)
    if isinstance(active(), Path):
        if decide(Kind.DOMAIN, modelled, concrete, f"int() base {base}"):
            return SymInt(_signed(s.term, magnitude), value)
    else:
        if base != 0:
            digits = None if s.value is None else all(
                c.isascii() and c.isalnum() and int(c, 36) < base for c in s.value)
            for low, high, what in ((1, SHORT_DIGITS, _PLAIN),
                                    (SHORT_DIGITS + 1, MAX_DIGITS, _PLAIN_LONG)):
                plain = mk("str.in_re", s.term, mk("re.loop", _cls(base, True),
                                                   indices=(low, high)))
                is_plain = None if s.value is None else (
                    bool(digits) and low <= len(s.value) <= high)
                if decide(Kind.BRANCH, plain, is_plain, what.format(base)):
                    term = horner(s.term, base, high)
                    digit_fields.register(term, s.term, base, high, plain)
                    return SymInt(term, value)
        if base == 0:
            form = base_zero_form(s)
            if form is not None:
                return SymInt(form, value)
        elif decide(Kind.BRANCH, modelled, concrete, _ASCII.format(base)):
            return SymInt(_signed(s.term, magnitude), value)
    in_path = isinstance(active(), Path)
    others = in_path or other_digit(s)
    valid = mk("str.in_re", s.term, numeral(base, ascii_only=not others))
    if base != 0 and others and not in_path:
        short = T.conj(valid, at_most_digits(s.term, base, MAX_DIGITS, ascii_only=False))
        known = None if s.value is None else short_numeral(s.value, base)
        if decide(Kind.BRANCH, short, known, _UNICODE.format(base)):
            return SymInt(unicode_value(s.term, base), value)
    invalid = raised is not None and not str(raised).startswith("Exceeds the limit")
    if decide(Kind.RAISE, T.neg(valid), None if s.value is None else invalid, "int()",
              ValueError):
        raise raised or ValueError(f"invalid literal for int() with base {base}: "
                                   "<symbolic string>")
    return fallback(f"int() with base {base} of a numeral with more than {MAX_DIGITS} "
                    "digits, or base 0 with other scripts' digits", [s, base], int)


#: base 0's numerals by the base their prefix picks, in the order they are asked
_ZERO_FORMS = (10, 16, 8, 2)
_ZERO = "int() base 0, a numeral of base {}"
MINOR.update(_ZERO.format(b) for b in _ZERO_FORMS)


def base_zero_form(s: SymStr) -> Term | None:
    """``int(s, 0)``'s value when ``s`` is an ASCII numeral of at most :data:`MAX_DIGITS`
    digits, one decision of the layer's own per base its prefix picks (decimal first):
    each case's value is its base's own Horner sum (``str.to_int`` for decimal), where
    one term over the four cases (an ``ite`` on the prefix letter of three 32-step sums
    and a ``str.to_int``) took every flip after ``int(s, 0)`` past its work limit.
    None when it is none of them."""
    known = None if s.value is None else _zero_form(s.value)
    for b in _ZERO_FORMS:
        shaped = T.conj(mk("str.in_re", s.term, _zero_shape(b)),
                        at_most_digits(s.term, b, MAX_DIGITS))
        if decide(Kind.BRANCH, shaped, None if s.value is None else known == b,
                  _ZERO.format(b)):
            return _signed(s.term, _value(s.term, b)[0])
    return None


#: (process-wide, four entries; terms are immutable)
@cache
def _zero_shape(b: int) -> Term:
    """The ASCII numerals ``int(s, 0)`` reads in base ``b`` (by their prefix)."""
    form = mk("re.union", *_decimal_zero(True)) if b == 10 else \
        _prefixed(PREFIX[b], _cls(b, True), _cls(10, True, value_below=1))
    return signed(form)


def _zero_form(text: str) -> int | None:
    """The base of ``text`` as ``int(text, 0)`` reads it, when it is an ASCII numeral of
    at most :data:`MAX_DIGITS` digits; else None."""
    if not _modelled(text, 0):
        return None
    head = text.strip().lstrip("+-")
    base = {"x": 16, "o": 8, "b": 2}.get(head[1:2].lower(), 10)
    # the digits the symbolic side counts (at_most_digits): a prefix's 0 is one of them
    count = sum(1 for c in text if c.isascii() and c.isalnum() and int(c, 36) < base)
    return base if count <= MAX_DIGITS else None


def _cpython(text: str | None, base: int) -> tuple[int | None, ValueError | None]:
    if text is None:
        return None, None
    try:
        return int(text, base), None
    except ValueError as exc:
        return None, exc


def _digits_of(text: str, base: int) -> str | None:
    """The digits of the numeral ``text`` of ``base`` (whitespace, sign, underscores and
    the prefix letter left out), None when ``text`` is no numeral or they are not all
    ASCII."""
    _, raised = _cpython(text, base)
    if raised is not None and not str(raised).startswith("Exceeds the limit"):
        return None
    spaces = char_class("int-space")
    core = "".join(c for c in text if ord(c) not in spaces and c not in "+-_")
    if not core.isascii():
        return None
    if base == 0 and core[1:2] in ("x", "X", "o", "O", "b", "B"):
        core = core[2:]
    elif base in PREFIX:
        core = "".join(c for c in core if c not in PREFIX[base])
    return core


def short_numeral(text: str, base: int) -> bool:
    """``text`` is a numeral of ``base`` (2..36) of at most :data:`MAX_DIGITS` digits of
    any script (a prefix's ``0`` counted): :func:`unicode_value`'s domain."""
    _, raised = _cpython(text, base)
    digits = digit_class(base)
    return raised is None and sum(ord(c) in digits for c in text) <= MAX_DIGITS


def ascii_numeral(text: str, base: int) -> bool:
    """``text`` is a numeral of ``base`` whose digits are ASCII (``numeral(base, True)``)."""
    return _digits_of(text, base) is not None


def _modelled(text: str, base: int) -> bool:
    """``text`` is an ASCII numeral of ``base`` with at most :data:`MAX_DIGITS` digits."""
    core = _digits_of(text, base)
    return core is not None and len(core) <= MAX_DIGITS


__all__ = ["MAX_DIGITS", "ascii_numeral", "at_most_digits", "body", "digit_class",
           "digit_value", "horner", "noise", "numeral", "short_numeral", "to_int_base",
           "unicode_horner", "unicode_value"]
