"""``int(s)``, ``str(n)``, ``ord(c)``, ``chr(i)`` with CPython's exact rules.

``int(s)`` (base 10) accepts ``ws* [+-]? D (_? D)* ws*``, ``D`` any Unicode
decimal digit and ``ws`` the whitespace ``int`` strips (read off CPython,
:mod:`.charclasses`); anything else raises ``ValueError``, and so does a numeral
of more digits than ``sys.get_int_max_str_digits()``.  The value is modelled
on the ASCII numerals ``ws* [+-]? [0-9] (_? [0-9])* ws*`` (SMT-LIB's ``str.to_int``
reads ASCII digits only) and on numerals with other scripts' digits of at most
:data:`.int_parse.MAX_DIGITS` digits (a Horner sum of each digit's value).  Other bases
are :mod:`.int_parse`'s.
``str(n)`` is ``str.from_int`` with a sign; ``ord`` is ``str.to_code`` and raises
``TypeError`` unless the length is 1; ``chr`` raises ``ValueError`` outside
``0..0x10FFFF`` and is modelled up to U+2FFFF (the SMT-LIB alphabet).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ..terms import STRING, Term, integer, mk, string
from . import int_parse
from . import termops as T
from .charclasses import char_class, class_term
from .context import MINOR, Kind, Path, active, decide, define, fallback
from .strings import SymStr
from .values import SymBool, SymInt, SymValue

_DIGIT = mk("re.range", string("0"), string("9"))
_SIGNS = mk("re.union", mk("str.to_re", string("+")), mk("str.to_re", string("-")))
_SIGN = mk("re.opt", _SIGNS)


def _space_or_sign() -> Term:
    return mk("re.union", class_term("int-space"), mk("str.to_re", string("+")),
              mk("str.to_re", string("-")))


def _numeral(digit: Term, underscores: bool) -> Term:
    """``ws* [+-]? digit (_? digit)* ws*`` (without underscores: ``digit+``)."""
    space = mk("re.*", class_term("int-space"))
    if underscores:
        body = mk("re.++", digit, mk("re.*", mk("re.++", mk("re.opt", mk("str.to_re",
                                                                              string("_"))),
                                                  digit)))
    else:
        body = mk("re.+", digit)
    return mk("re.++", space, _SIGN, body, space)


_PLAIN_WHAT = "int() of [0-9]+"
_NUMERAL_WHAT = "int() of an ASCII numeral"
_LIMIT_WHAT = "int() past the digit limit"
_UNDERSCORE_WHAT = "int() of an ASCII numeral with underscores"
_UNDERSCORE_SHORT_WHAT = "int() of a numeral with underscores within the digit limit"
_OTHER_SCRIPTS_WHAT = "int() of a numeral with other scripts' digits"
MINOR.update((_PLAIN_WHAT, _NUMERAL_WHAT, _LIMIT_WHAT, _UNDERSCORE_WHAT,
              _UNDERSCORE_SHORT_WHAT, _OTHER_SCRIPTS_WHAT))


def to_int(s: SymStr) -> SymInt | int:
    """``int(s)`` in four exact cases and one unmodelled one (issue 26, §4):

    1. ``s`` is plain ASCII digits (``[0-9]+``, the usual split part after
       ``isdigit()``): a ``BRANCH`` of the layer (both sides are exact); the value is
       ``str.to_int(s)`` and only more than ``sys.get_int_max_str_digits()`` digits
       raise.  No auxiliary variable, no whitespace class.
    2. otherwise an ASCII numeral with whitespace around and a sign
       (``ws* [+-]? [0-9]+ ws*``, again a ``BRANCH``): ``s = w1·sign·digits·w2``
       (``Tracer.define``), the value is ``±str.to_int(digits)``.
    3. otherwise an ASCII numeral with underscores between digits (a ``BRANCH``): the
       value is ``±str.to_int`` of ``s`` without whitespace, sign and underscores, the
       digit limit decided on ``len(s)`` (:meth:`_IntOf.underscored`).
    4. otherwise a numeral with other scripts' decimal digits (``D`` any Unicode
       decimal digit, underscores between digits) of at most
       :data:`.int_parse.MAX_DIGITS` digits (a ``BRANCH``): the value is a Horner sum
       of each digit's value (:func:`.int_parse.unicode_value`).
    5. otherwise no numeral at all: ``ValueError`` (a ``RAISE`` decision).
    6. what is left -- a numeral with other scripts' digits and more than
       :data:`.int_parse.MAX_DIGITS` digits, or with underscores and longer than the
       digit limit -- is not modelled: it runs on the concrete value, pinned (a
       ``CONCRETE`` decision, which the search treats as a ``DOMAIN`` literal; the
       flips of the branches of cases 1 to 4 lead back into the modelled fragment).

    Only case 6 pins, so flips after ``int()`` of an ASCII numeral are decided (and
    proved infeasible) like any other.  A :class:`Path` (no inputs, it cannot take
    both sides of a branch) assumes instead that ``s`` is an ASCII numeral (one
    ``DOMAIN`` decision covering cases 1 and 2)."""
    call = _IntOf(s)
    cases: list[Callable[[], SymInt | int | None]]
    if isinstance(active(), Path):
        cases = [call.assumed_numeral]
    else:
        cases = [call.plain_digits, call.ascii_numeral, call.underscored, call.other_scripts]
    for case in cases:
        got = case()
        if got is not None:
            return got
    return call.not_modelled()


class _IntOf:
    """``int(s)`` of one symbolic string: CPython's value (or ``ValueError``) for its
    concrete value, and the terms the cases of :func:`to_int` share."""

    def __init__(self, s: SymStr) -> None:
        self.s = s
        self.value: int | None = None
        self.raised: ValueError | None = None
        if s.value is not None:
            try:
                self.value = int(s.value)
            except ValueError as exc:
                self.raised = exc
        self.limit = sys.get_int_max_str_digits()
        self.space = mk("re.*", class_term("int-space"))
        self.numeral = mk("str.in_re", s.term,
                          mk("re.++", self.space, _SIGN, mk("re.+", _DIGIT), self.space))
        self.parts = None if s.value is None else _ascii_parts(s.value)
        #: whether ``s`` may hold other scripts' digits (decided by case 4)
        self.others = True

    def _of(self, digits: Term, sign: Term) -> SymInt:
        return _digits_value(self.s, digits, sign, self.raised, self.value, self.limit)

    def _split(self) -> SymInt:
        """``s = w1·sign·digits·w2`` (auxiliary variables), the value ``±digits``."""
        s, numeral, space = self.s, self.numeral, self.space
        _, sign, digits, _ = define("int", _part_terms(s.term, numeral, self.parts),
                                    lambda *ks: _split_numeral(s.term, numeral, space, *ks))
        return self._of(digits, sign)

    def assumed_numeral(self) -> SymInt | None:
        """A :class:`Path`: one ``DOMAIN`` decision that ``s`` is an ASCII numeral."""
        known = None if self.s.value is None else self.parts is not None
        return self._split() if decide(Kind.DOMAIN, self.numeral, known, "int()") else None

    def plain_digits(self) -> SymInt | None:
        """Case 1: ``[0-9]+``."""
        s = self.s
        plain = mk("str.in_re", s.term, mk("re.+", _DIGIT))
        known = None if s.value is None else _plain_digits(s.value)
        return self._of(s.term, string("")) if decide(Kind.BRANCH, plain, known, _PLAIN_WHAT) \
            else None

    def ascii_numeral(self) -> SymInt | None:
        """Case 2: whitespace, a sign and ASCII digits."""
        known = None if self.s.value is None else self.parts is not None
        return self._split() if decide(Kind.BRANCH, self.numeral, known, _NUMERAL_WHAT) \
            else None

    def underscored(self) -> SymInt | int | None:
        """An ASCII numeral with underscores between digits: the digits without them.

        The digit limit is decided on the length of ``s`` instead of the count of its
        digits (``str.replace_re_all``, whose flip past 4,300 digits costs the solver
        minutes): ``len(s) <= limit`` leaves at most ``limit`` digits, so nothing
        raises (an exact ``BRANCH``); a numeral with underscores longer than the limit
        runs concretely, with a note (partial: whether its digits pass the limit is not
        decided symbolically)."""
        s = self.s
        known = None if s.value is None else int_parse.ascii_numeral(s.value, 10)
        if not decide(Kind.BRANCH, mk("str.in_re", s.term, int_parse.numeral(10, True)),
                      known, _UNDERSCORE_WHAT):
            return None
        if self.limit and not decide(
                Kind.BRANCH, T.le(T.length(s.term), self.limit),
                None if s.value is None else len(s.value) <= self.limit,
                _UNDERSCORE_SHORT_WHAT):
            return fallback(f"int() of a numeral with underscores longer than {self.limit} "
                            "characters (its digit count against the limit)", [s], int)
        digits = mk("str.replace_re_all", s.term, int_parse.noise(), string(""))
        sign = T.ite(mk("str.contains", s.term, string("-")), string("-"), string(""))
        return _digits_value(s, digits, sign, self.raised, self.value, self.limit,
                             within=True)

    def other_scripts(self) -> SymInt | None:
        """Case 4: a numeral with other scripts' digits, at most
        :data:`.int_parse.MAX_DIGITS` of them (far below the digit limit)."""
        s, limit = self.s, int_parse.MAX_DIGITS
        self.others = int_parse.other_digit(s)
        if not self.others:
            return None
        short = T.conj(mk("str.in_re", s.term, int_parse.numeral(10, False)),
                       int_parse.at_most_digits(s.term, 10, limit, ascii_only=False))
        known = None if s.value is None else int_parse.short_numeral(s.value, 10)
        if decide(Kind.BRANCH, short, known, _OTHER_SCRIPTS_WHAT):
            return SymInt(int_parse.unicode_value(s.term, 10), self.value)
        return None

    def not_modelled(self) -> SymInt | int:
        """Case 5, ``ValueError`` for no numeral at all; else case 6, a long numeral with
        other scripts' digits, runs on the concrete value (the pin is its ``DOMAIN``
        literal; flips of the cases above lead out)."""
        s, raised = self.s, self.raised
        digits = class_term("isdecimal") if self.others else _DIGIT
        valid = mk("str.in_re", s.term, _numeral(digits, underscores=True))
        not_numeral = None if s.value is None else (
            raised is not None and not _too_long_message(raised))
        if decide(Kind.RAISE, T.neg(valid), not_numeral, "int()", ValueError):
            raise raised or ValueError("invalid literal for int() with base 10: "
                                       "<symbolic string>")
        return fallback("int() of a numeral with other scripts' digits and more than "
                        f"{int_parse.MAX_DIGITS} digits", [s], int)


def _plain_digits(text: str) -> bool:
    return bool(text) and all("0" <= c <= "9" for c in text)


def _digits_value(s: SymStr, digits: Term, sign: Term, raised: ValueError | None,
                  value: int | None, limit: int, within: bool = False) -> SymInt:
    """The value of an ASCII numeral whose digits are ``digits`` and sign ``sign``;
    ``ValueError`` past ``limit`` digits (``within``: the caller decided that ``digits``
    has at most ``limit`` of them)."""
    if limit and not within and decide(Kind.RAISE, T.gt(T.length(digits), limit),
                        None if s.value is None else raised is not None, _LIMIT_WHAT,
                        ValueError):
        raise raised or ValueError(f"Exceeds the limit ({limit} digits) for integer "
                                   "string conversion; use sys.set_int_max_str_digits() "
                                   "to increase the limit")
    magnitude = mk("str.to_int", digits)
    if limit:
        # at most `limit` digits here: the value is below 10**limit, said in the term
        # (the integer core then sees that str() of it cannot raise, which the string
        # theory could only find by searching numerals thousands of digits long)
        magnitude = T.ite(T.lt(magnitude, integer(10 ** limit)), magnitude, integer(0))
    if sign == string(""):
        return SymInt(magnitude, value)
    return SymInt(T.ite(mk("=", sign, string("-")), mk("-", magnitude), magnitude), value)


def _split_numeral(s: Term, numeral: Term, space: Term, w1: Term, sign: Term, digits: Term,
                   w2: Term) -> Term:
    """``s = w1·sign·digits·w2`` for an ASCII numeral, all four empty otherwise (a total,
    functional definition: whitespace, sign and digits are disjoint classes)."""
    split = mk("and", mk("=", s, T.concat(w1, sign, digits, w2)),
               mk("str.in_re", w1, space), mk("str.in_re", w2, space),
               mk("str.in_re", sign, _SIGN), mk("str.in_re", digits, mk("re.+", _DIGIT)))
    empty = mk("and", *(mk("=", k, string("")) for k in (w1, sign, digits, w2)))
    return mk("and", mk("=>", numeral, split), mk("=>", mk("not", numeral), empty))


def _part_terms(s: Term, numeral: Term, parts: tuple[str, str, str, str] | None
                ) -> list[tuple[object, Term, object]]:
    """The four parts as terms (for evaluation without a solver) and concrete values."""
    first = mk("str.indexof_re", s, mk("re.diff", mk("re.allchar"), class_term("int-space")),
               T.num(0))
    digits = mk("str.replace_re_all", s, _space_or_sign(), string(""))
    sign = T.ite(mk("str.contains", s, string("-")), string("-"),
                 T.ite(mk("str.contains", s, string("+")), string("+"), string("")))
    w1 = T.substr(s, 0, first)
    used = T.add(first, T.length(sign), T.length(digits))
    w2 = T.substr(s, used, T.sub(T.length(s), used))
    empty = string("")
    terms = [T.ite(numeral, t, empty) for t in (w1, sign, digits, w2)]
    values = parts if parts is not None else (None, None, None, None)
    return [(STRING, t, v) for t, v in zip(terms, values, strict=True)]


def _ascii_parts(text: str) -> tuple[str, str, str, str] | None:
    """``(w1, sign, digits, w2)`` of an ASCII numeral with whitespace around, else None."""
    spaces = char_class("int-space")
    i = 0
    while i < len(text) and ord(text[i]) in spaces:
        i += 1
    j = len(text)
    while j > i and ord(text[j - 1]) in spaces:
        j -= 1
    core = text[i:j]
    sign = core[:1] if core[:1] in ("+", "-") else ""
    digits = core[len(sign):]
    if not digits or not all("0" <= c <= "9" for c in digits):
        return None
    return text[:i], sign, digits, text[j:]


def _too_long_message(exc: ValueError) -> bool:
    return str(exc).startswith("Exceeds the limit")


#: ``str(n)`` past the digit limit: only absurd values reach it (a count or an offset of
#: 4,300 digits needs a string that long), so an explorer flips it last
STR_LIMIT_WHAT = "str() past the digit limit"
MINOR.add(STR_LIMIT_WHAT)


def to_str(n: SymInt) -> SymStr:
    """``str(n)``: decimal digits with ``-`` for a negative ``n``."""
    limit = sys.get_int_max_str_digits()
    if limit:
        bound = integer(10 ** limit)
        too_big = T.disj(T.ge(n.term, bound), T.le(n.term, mk("-", bound)))
        concrete = None if n.value is None else abs(n.value) >= 10 ** limit
        if decide(Kind.RAISE, too_big, concrete, STR_LIMIT_WHAT, ValueError):
            raise ValueError(f"Exceeds the limit ({limit} digits) for integer string "
                             "conversion; use sys.set_int_max_str_digits() to increase the "
                             "limit")
    term = T.ite(T.ge(n.term, 0), mk("str.from_int", n.term),
                 T.concat(string("-"), mk("str.from_int", mk("-", n.term))))
    return SymStr(term, None if n.value is None else str(n.value))


def ord_(s: SymStr) -> SymInt:
    """``ord(s)``: ``TypeError`` unless ``len(s) == 1``."""
    n = T.length(s.term)
    if decide(Kind.RAISE, T.neg(T.eq(n, integer(1))),
              None if s.value is None else len(s.value) != 1, "ord()", TypeError):
        size = "?" if s.value is None else len(s.value)
        raise TypeError(f"ord() expected a character, but string of length {size} found")
    return SymInt(mk("str.to_code", s.term), None if s.value is None else ord(s.value))


def chr_(i: SymInt) -> SymStr | str:
    """``chr(i)``: ``OverflowError`` outside C's ``int``, ``ValueError`` outside
    ``0..0x10FFFF``; modelled up to U+2FFFF."""
    low, high = -2 ** 31, 2 ** 31 - 1
    overflow = T.disj(T.lt(i.term, low), T.gt(i.term, high))
    if decide(Kind.RAISE, overflow, None if i.value is None else not low <= i.value <= high,
              "chr()", OverflowError):
        raise OverflowError("Python int too large to convert to C int")
    outside = T.disj(T.lt(i.term, 0), T.gt(i.term, 0x10FFFF))
    if decide(Kind.RAISE, outside, None if i.value is None else not 0 <= i.value <= 0x10FFFF,
              "chr()", ValueError):
        raise ValueError("chr() arg not in range(0x110000)")
    if not decide(Kind.DOMAIN, T.le(i.term, 0x2FFFF),
                  None if i.value is None else i.value <= 0x2FFFF, "chr()"):
        return fallback("chr() beyond U+2FFFF (outside the SMT-LIB alphabet)", [i], chr)
    return SymStr(mk("str.from_code", i.term), None if i.value is None else chr(i.value))


def sym_str(obj: SymStr | SymInt | SymBool) -> SymStr:
    """``str(obj)`` of a symbolic value, symbolic: a string is itself, an int its decimal
    numeral (:func:`to_str`), a bool ``"True"``/``"False"``."""
    if isinstance(obj, SymStr):  # an instance of a str subclass: a str (CPython's too)
        return obj if type(obj) is SymStr else SymStr(obj.term, obj.value)
    if isinstance(obj, SymInt):
        return to_str(obj)
    return SymStr(T.ite(obj.term, string("True"), string("False")),
                  None if obj.value is None else str(obj.value))


def int_call(args: tuple[object, ...], kwargs: dict[str, object]) -> object:
    """The builtin ``int(x=0, /, base=10)`` where ``x`` or ``base`` may be symbolic:
    CPython's argument errors, a symbolic ``base`` made concrete (with a note), then
    :func:`to_int` (base 10) or :func:`.int_parse.to_int_base`."""
    if len(args) > 2 or set(kwargs) - {"base"} or (len(args) == 2 and kwargs):
        return int(*args, **kwargs)  # type: ignore[call-overload]  # CPython's TypeError
    has_base = len(args) == 2 or "base" in kwargs
    base = args[1] if len(args) == 2 else kwargs.get("base", 10)
    if not args:
        return int(**kwargs)  # 0, or CPython's TypeError
    obj = args[0]
    if isinstance(base, SymValue):
        base = fallback("int() with a symbolic base", [base], lambda b: b)
    of_table = getattr(type(obj), "int_of", None)  # a function of one character's value
    if of_table is not None:
        got = of_table(obj, base if has_base else None)
        if got is not NotImplemented:
            return got
    if type(obj).__name__ == "SymBytes":
        return _int_of_bytes(obj, base, has_base)
    if not has_base:
        if isinstance(obj, SymStr):
            return to_int(obj)
        if isinstance(obj, SymInt):  # an int subclass's instance (.str_subclass): an int
            return obj if type(obj) is SymInt else SymInt(obj.term, obj.value)
        if isinstance(obj, SymBool):
            return obj.as_int()
        if isinstance(obj, float) and hasattr(obj, "pending"):  # float() of a symbolic str
            return obj.__int__()  # a SymInt (float_decimal), or pinned (float_parse)
        return int(obj)  # type: ignore[call-overload]
    if not isinstance(obj, SymStr):
        if isinstance(obj, SymValue):
            int(0, base)  # type: ignore[call-overload]  # CPython's error for the base, or:
            raise TypeError("int() can't convert non-string with explicit base")
        return int(obj, base)  # type: ignore[call-overload]
    int("0", base)  # type: ignore[call-overload]  # CPython's TypeError/ValueError for the base
    b = int(base)  # type: ignore[call-overload]
    if b == 10:
        return to_int(obj)
    return int_parse.to_int_base(obj, b)


#: the bytes whose reading differs between ``int(bytes)`` and ``int(str)`` of the bytes'
#: latin-1 text: ``str`` counts them as white space (``"\x1c1" -> 1``), ``bytes`` does
#: not (``int(b"\x1c1")`` raises); every other byte is a digit, white space, a sign,
#: ``_`` or an error alike (no latin-1 letter above ``\x7f`` is a decimal digit)
_BYTES_ONLY = "\x1c\x1d\x1e\x1f\x85\xa0"


def _int_of_bytes(obj: Any, base: object, has_base: bool) -> object:
    """``int(b[, base])`` of a symbolic ``bytes``: ``int`` of its latin-1 text (the
    theory's reading of a ``SymBytes``, the same term) while ``b`` holds none of
    :data:`_BYTES_ONLY` (a domain decision), CPython's own on the concrete value
    otherwise (with a note); ``ValueError`` carries CPython's message for the bytes."""
    differ = mk("re.union", *(mk("str.to_re", string(c)) for c in _BYTES_ONLY))
    outside = mk("str.in_re", obj.term, mk("re.*", mk("re.diff", mk("re.allchar"), differ)))
    text = None if obj.value is None else obj.value.decode("latin-1")
    concrete = None if text is None else not any(c in _BYTES_ONLY for c in text)
    if not decide(Kind.DOMAIN, outside, concrete, "int() of a bytes"):
        return fallback("int() of a bytes holding \\x1c-\\x1f, \\x85 or \\xa0", [obj],
                        lambda v: int(v, base))  # type: ignore[call-overload]
    as_str = SymStr(obj.term, text)
    try:
        return int_call((as_str, base) if has_base else (as_str,), {})
    except ValueError as exc:
        if obj.value is None or not str(exc).startswith("invalid literal"):
            raise
        raise ValueError(f"invalid literal for int() with base {base}: "
                         f"{obj.value!r}") from None


__all__ = ["chr_", "ord_", "sym_str", "to_int", "to_str"]
