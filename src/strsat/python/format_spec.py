"""``format(value, spec)`` of a symbolic ``str``, ``int`` or ``bool`` (issue 38, item 7:
``str.format`` with a format spec).

CPython's format-spec mini-language ``[[fill]align][sign][z][#][0][width][grouping]
[.precision][type]``.  A spec's errors depend on the spec and the value's type only,
so CPython itself raises them (``format(sample, spec)``).  Then:

* a string (type ``s`` or none): ``.precision`` keeps a prefix (``s[:p]``), and a
  plain width up to :data:`~.str_pad.PAD_LIMIT` pads it: an ``ite`` over the lengths
  below the width, each case the padding CPython puts around a sample string of that
  length (the sample is formatted by CPython: fill, ``<``/``>``/``^``, the ``0`` flag);
* an int (type ``d``, ``x``, ``X``, ``o``, ``b`` or none, no grouping): the sign and the
  digits of ``abs(x)`` (``str.from_int``; in base 2, 8 or 16 ``(abs(x) div base^i) mod
  base`` per position, :func:`digits_of`), padded by an ``ite`` over the sign and the
  number of digits, each case read off CPython's formatting of a sample int of that sign
  and length (``#`` prefixes, ``=`` and the ``0`` flag put the padding after the sign);
* a bool with a non-empty spec formats as its int (CPython's ``int.__format__``).

* grouping (``,`` or ``_``): the same cases, one per number of digits up to
  :data:`GROUPED_DIGITS` (the ``DOMAIN`` ``abs(x) < 10^20``, ``2^64``), each the digits cut into
  groups of 3 (base 10) or 4 by substrings, read off CPython's formatting of a sample of
  that many digits (the ``0`` flag's padding holds separators too).

A float of a decimal literal: fixed-point types and ``repr``, :mod:`.float_format`.
Other specs (``c``, ``n``, other floats' types, a wider width) return None: the caller runs
them concretely, with a note.
"""

from __future__ import annotations

import re
from typing import Any

from ..terms import INT, Term, integer, mk, string
from . import termops as T
from .context import MINOR, Kind, decide, define
from .conversions import sym_str
from .float_format import SPEC, float_text, formattable
from .int_bits import width_for
from .str_pad import PAD_LIMIT
from .strings import SymStr
from .values import SymBool, SymInt
from .which import decide_digits


def format_value(value: Any, spec: str) -> Any:
    """``format(value, spec)`` as a symbolic string, or None when not modelled (see the
    module docstring); CPython's ``ValueError`` for a spec the type refuses.  A
    pending decimal literal's float: :mod:`.float_format`."""
    if formattable(value):
        return float_text(value, spec)
    if not spec:
        return sym_str(value) if isinstance(value, SymStr | SymInt | SymBool) else None
    m = SPEC.fullmatch(spec)
    if isinstance(value, SymStr):
        format("", spec)  # CPython's error for a spec strings refuse
        if m is None or m["type"] not in (None, "s"):
            return None
        return _format_str(value, m)
    if isinstance(value, SymBool):
        value = value.as_int()
    if isinstance(value, SymInt):
        format(0, spec)  # CPython's error for a spec ints refuse
        if m is None or m["type"] not in _BASES:
            return None
        return _format_int(value, spec, m)
    return None


#: The int presentation types modelled, with their base.
_BASES = {None: 10, "d": 10, "x": 16, "X": 16, "o": 8, "b": 2}
#: Digits that stand for the symbolic ones in a sample (a fill character must differ).
_SAMPLE_DIGITS = {10: "23456789", 16: "23456789", 8: "234567", 2: "1"}


#: the widest magnitude whose digits in base 2, 8 or 16 are modelled (in bits)
MOST_BITS = 256
#: the most digits of a character's code (``str.to_code``: at most U+10FFFF), by base
CODE_DIGITS = {base: len(format(0x10FFFF, {2: "b", 8: "o", 16: "x"}[base]))
               for base in (2, 8, 16)}
#: the decisions on the number of digits (the layer's own: flipped after the program's)
DIGITS = {base: f"format base {base} (digits)" for base in (2, 8, 16)}
MINOR.update(DIGITS.values())


def digits_of(x: Any, base: int, upper: bool = False) -> Term | None:
    """The digits of ``abs(x)`` in ``base`` (2, 8, 10 or 16) as a String term.  Base 10
    is ``str.from_int``.  Other bases, in a run with a known value: the number of
    digits ``k`` is decided (:func:`.which.decide_digits`), and the ``k`` digits are
    auxiliary variables ``d_i`` in ``[0, base)`` with ``abs(x) = sum d_i base^i`` (a
    linear definition: the integer core's bit-blasting of ``div``/``mod`` chains timed
    out on 64 positions), each shown by ``str.from_code``.  Without a value: on the
    ``DOMAIN`` ``abs(x) < 2^W`` (``W`` of :func:`.int_bits.width_for`, at least 64),
    ``(abs(x) div base^i) mod base`` for each position ``i`` whose power ``abs(x)``
    reaches.  A character's code (``str.to_code``: ``ord(c)``, a byte of a ``bytes``)
    takes no decision: its :data:`CODE_DIGITS` digits, each shown where the code reaches
    its power.  None outside, or past :data:`MOST_BITS`."""
    magnitude = mk("abs", x.term)
    if base == 10:
        return mk("str.from_int", magnitude)
    letters = 55 if upper else 87

    def shown(d: Term) -> Term:
        code = T.add(d, 48) if base <= 10 else T.ite(T.lt(d, 10), T.add(d, 48),
                                                      T.add(d, letters))
        return mk("str.from_code", code)

    if x.value is not None and x.term.op == "str.to_code":
        # a character's code (``ord(c)``, a byte of a ``bytes``: ``"%02x" % b``): at most
        # CODE_DIGITS digits, each shown where the code reaches its power, no decision
        most = CODE_DIGITS[base]
        ds = _digit_vars(magnitude, x.value, base, most)
        return T.concat(*(shown(ds[i]) if i == 0 else
                          T.ite(T.ge(magnitude, base ** i), shown(ds[i]), string(""))
                          for i in range(most - 1, -1, -1)))
    if x.value is not None:
        if abs(x.value).bit_length() > MOST_BITS:
            return None
        k = decide_digits(magnitude, x.value, base, DIGITS[base])
        return T.concat(*(shown(d) for d in reversed(_digit_vars(magnitude, x.value, base, k))))
    w = width_for(None, least=64)
    if w is None or not decide(Kind.DOMAIN, T.lt(magnitude, 2 ** w), None,
                               f"format base {base}"):
        return None
    count = -(-w // {2: 1, 8: 3, 16: 4}[base])
    out = []
    for i in range(count - 1, -1, -1):
        char = shown(_digit_term(magnitude, base, i))
        out.append(char if i == 0 else T.ite(T.ge(magnitude, base ** i), char, string("")))
    return T.concat(*out)


def _digit_term(magnitude: Term, base: int, i: int) -> Term:
    """Digit ``i`` (from the right) of ``magnitude`` in ``base``."""
    return mk("mod", mk("div", magnitude, integer(base ** i)) if i else magnitude,
              integer(base))


def _digit_vars(magnitude: Term, value: int, base: int, k: int) -> list[Term]:
    """The ``k`` digits of ``magnitude`` (lowest first) as auxiliary variables defined
    by ``magnitude = sum d_i base^i`` with ``0 <= d_i < base`` where ``magnitude <
    base^k`` (the path decided it), and all 0 elsewhere (total and functional)."""
    inside = T.lt(magnitude, base ** k)
    parts = [(INT, T.ite(inside, _digit_term(magnitude, base, i), integer(0)),
              (abs(value) // base ** i) % base) for i in range(k)]

    def definition(*ds: Term) -> Term:
        total = T.add(*(mk("*", integer(base ** i), d) if i else d for i, d in enumerate(ds)))
        ranged = [T.conj(T.ge(d, 0), T.lt(d, base)) for d in ds]
        return mk("and", mk("=>", inside, mk("and", mk("=", magnitude, total), *ranged)),
                  mk("=>", mk("not", inside), mk("and", *(mk("=", d, integer(0)) for d in ds))))

    return define(f"digits base {base}", parts, definition)


def _width(m: re.Match[str]) -> int | None:
    width = int(m["width"] or 0)
    return width if width <= PAD_LIMIT else None


def _format_str(s: Any, m: re.Match[str]) -> Any:
    width = _width(m)
    if width is None:
        return None
    precision = m["precision"]
    text = s if precision is None else s[:int(precision)]
    if width == 0:
        return text
    fill = m["fill"] or ("0" if m["zero"] and not m["align"] else " ")
    mark = "a" if fill != "a" else "b"
    plain_spec = (f"{m['fill'] or ''}{m['align'] or ''}{m['zero'] or ''}{m['width']}"
                  f"{m['type'] or ''}")
    n = T.length(text.term)
    term: Term = text.term
    for k in range(width - 1, -1, -1):
        sample = format(mark * k, plain_spec)
        left = sample.index(mark) if k else len(sample)
        right = len(sample) - left - k
        case = T.concat(string(sample[:left]), text.term, string(sample[len(sample) - right:]))
        term = T.ite(T.eq(n, T.num(k)), case, term)
    return s.of(term, None if s.value is None else format(s.value, m.string))


def _format_int(x: Any, spec: str, m: re.Match[str]) -> Any:

    width = _width(m)
    base = _BASES[m["type"]]
    fill = m["fill"] or ""
    digit = next((d for d in _SAMPLE_DIGITS[base] if d != fill), None)
    if width is None or digit is None:
        return None
    digits = digits_of(x, base, upper=m["type"] == "X")
    if digits is None:
        return None
    n = T.length(digits)
    shown = digit.upper() if m["type"] == "X" else digit
    every = 3 if base == 10 else 4
    most: int | None = _most_digits(x, base) if m["grouping"] else max(width, 1)
    if most is None:
        return None
    cases = []
    for negative in (True, False):
        term: Term | None = None
        for k in range(most, 0, -1):
            sample = format(int(digit * k, base) * (-1 if negative else 1), spec)
            run = _grouped(shown * k, m["grouping"], every)
            at = sample.index(run)
            middle = digits if not m["grouping"] else _grouped_term(digits, k, m["grouping"],
                                                                    every)
            case = T.concat(string(sample[:at]), middle, string(sample[at + len(run):]))
            term = case if term is None else T.ite(T.eq(n, T.num(k)), case, term)
        cases.append(term)
    assert cases[0] is not None and cases[1] is not None
    term = T.ite(T.lt(x.term, 0), cases[0], cases[1])
    return SymStr(term, None if x.value is None else format(x.value, spec))


def _grouped(text: str, sep: str | None, every: int) -> str:
    """``text`` (digits) with ``sep`` between groups of ``every`` from the right."""
    if not sep:
        return text
    first = len(text) % every or every
    return sep.join([text[:first]] + [text[i:i + every] for i in range(first, len(text), every)])


def _grouped_term(digits: Term, k: int, sep: str, every: int) -> Term:
    """The term of :func:`_grouped` for a digits term of exactly ``k`` characters."""
    first = k % every or every
    parts = [T.substr(digits, 0, first)]
    for i in range(first, k, every):
        parts += [string(sep), T.substr(digits, i, every)]
    return T.concat(*parts)


#: most digits of an int formatted with grouping, by base (an ``ite`` case each): 64 bits
GROUPED_DIGITS = {10: 20, 16: 16, 8: 22, 2: 64}


def _most_digits(x: Any, base: int) -> int | None:
    """The most digits ``abs(x)`` has in ``base`` on the ``DOMAIN`` ``abs(x) < base^K``
    (``K`` of :data:`GROUPED_DIGITS`); None beyond."""
    need = 1 if x.value is None else len(format(abs(x.value), _LETTER[base]))
    most = GROUPED_DIGITS[base]
    if need > most or not decide(Kind.DOMAIN, T.lt(mk("abs", x.term), base ** most),
                               None if x.value is None else True,
                               f"format with grouping, base {base}"):
        return None
    return most


_LETTER = {10: "d", 16: "x", 8: "o", 2: "b"}


__all__ = ["GROUPED_DIGITS", "digits_of", "format_value"]
