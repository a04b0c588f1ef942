"""``repr()`` and ``ascii()`` of a symbolic ``str`` (issue 38: ``{s!r}``, ``{s!a}``,
``%r``, ``%a``, ``repr(s)``), exactly.

CPython's ``unicode_repr`` picks the quote by content -- ``"`` when the string holds a
``'`` and no ``"``, else ``'`` -- and escapes each character on its own: ``\\`` and the
chosen quote get a backslash, tab, newline and carriage return are ``\\t \\n \\r``, the
other characters below U+0020, U+007F and the non-printable ones up to U+00FF are
``\\xNN``, a non-printable one above U+00FF is ``\\uNNNN``/``\\UNNNNNNNN``, and every
printable one is itself.  ``ascii()`` is ``repr()`` with every character beyond ASCII
escaped the same way.

The quote is a decision, and then the model works in three tiers, each a decision of
the layer's own (``MINOR``: both sides are modelled; the explorer flips them after the
program's branches), cheapest first.  A string with nothing to escape is the quote
around itself.  A string whose only escapes are the backslash, the quote, tab, newline
and carriage return is a chain of five ``str.replace_all`` terms (the backslash first:
no escape holds a character replaced after it, so each character is replaced once, as
CPython does).  Any other string is escaped one character at a time (a ``BRANCH`` per
character, each character an ``ite``: itself, a named escape, or ``\\x`` and the two hex
digits of its code).  The escapes above U+00FF are the edge of the model: ``repr`` is
exact on strings whose characters above U+00FF are printable, ``ascii`` on Latin-1 (a
``DOMAIN`` decision); beyond, the call runs on the concrete value, with a note.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..regex.charset import INTERVALS, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import Term, integer, mk, string
from . import termops as T
from .charclasses import char_class
from .container_repr import container_repr, holds_symbolic
from .context import MINOR, Kind, decide, fallback
from .conversions import sym_str
from .exception_text import exception_repr
from .float_format import float_text, formattable
from .str_fallbacks import chars
from .str_subclass import own_repr
from .strings import SymStr
from .values import SymBool, SymInt

_NAMED = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"}
QUOTE = "repr: the quote"
PLAIN = "repr: nothing to escape"
NAMED = "repr: escapes of backslash, quote, tab, newline, carriage return only"
MINOR.update({QUOTE, PLAIN, NAMED})


def _kept(ascii_only: bool, quote: str) -> IntervalSet:
    """The characters ``repr`` (``ascii``) writes as themselves inside ``quote``."""
    printable = char_class("isprintable")
    if ascii_only:
        printable = printable & INTERVALS.range(0, 0x7F)
    return printable - INTERVALS.of_ranges([(ord("\\"), ord("\\")), (ord(quote), ord(quote))])


#: (process-wide, finite: the tiers of repr and ascii by quote; pure)
@cache
def _tier(name: str, ascii_only: bool, quote: str = "'") -> IntervalSet:
    """The characters of a tier: ``plain`` (nothing escaped), ``named`` (and the named
    escapes and the quote), ``domain`` (Latin-1 for ``ascii``; for ``repr`` also the
    printable characters beyond it)."""
    kept = _kept(ascii_only, quote)
    if name == "named":
        kept = kept | INTERVALS.of_ranges([(ord(c), ord(c)) for c in (*_NAMED, quote)])
    elif name == "domain":
        kept = INTERVALS.range(0, 0xFF) | (INTERVALS.empty if ascii_only else kept)
    return kept


def in_repr_domain(text: str, ascii_only: bool = False) -> bool:
    """Whether the model covers ``repr(text)`` (``ascii(text)``)."""
    cls = _tier("domain", ascii_only)
    return all(ord(c) in cls for c in text)


def _in(s: SymStr, cls: IntervalSet, kind: Kind, what: str) -> bool:
    concrete = None if s.value is None else all(ord(c) in cls for c in s.value)
    return decide(kind, mk("str.in_re", s.term, mk("re.*", charset_to_term(cls))), concrete,
                  what)


def str_repr(s: SymStr, ascii_only: bool = False) -> SymStr | str:
    """``repr(s)`` (``ascii(s)``) of a symbolic string (see the module docstring):
    CPython's own on the concrete value beyond the domain (noted)."""
    run = ascii if ascii_only else repr
    name = "ascii()" if ascii_only else "repr()"
    if not _in(s, _tier("domain", ascii_only), Kind.DOMAIN, f"{name} of a str"):
        beyond = "beyond Latin-1" if ascii_only else "non-printable beyond Latin-1"
        return fallback(f"{name} of a str with characters {beyond}", [s], run)
    value = None if s.value is None else run(s.value)
    double = T.conj(mk("str.contains", s.term, string("'")),
                    mk("not", mk("str.contains", s.term, string('"'))))
    concrete = None if s.value is None else "'" in s.value and '"' not in s.value
    quote = '"' if decide(Kind.BRANCH, double, concrete, QUOTE) else "'"
    mark = string(quote)
    if _in(s, _tier("plain", ascii_only, quote), Kind.BRANCH, PLAIN):
        return s.of(T.concat(mark, s.term, mark), value)
    if _in(s, _tier("named", ascii_only, quote), Kind.BRANCH, NAMED):
        body = s.term  # the backslash first: no later escape is replaced again
        for char, escape in (*_NAMED.items(), (quote, "\\" + quote)):
            body = mk("str.replace_all", body, string(char), string(escape))
        return s.of(T.concat(mark, body, mark), value)
    kept = charset_to_term(_kept(ascii_only, quote))
    out = []
    for c, _ in chars(s, f"{name} of a str, one character at a time"):
        code = mk("str.to_code", c)
        term = T.concat(string("\\x"), _hex_digit(mk("div", code, integer(16))),
                        _hex_digit(mk("mod", code, integer(16))))
        for char, escape in (*_NAMED.items(), (quote, "\\" + quote)):
            term = T.ite(T.eq(c, string(char)), string(escape), term)
        out.append(T.ite(mk("str.in_re", c, kept), c, term))
    return s.of(T.concat(mark, *out, mark), value)


def _hex_digit(d: Term) -> Term:
    """The lower-case hex digit of ``d`` in 0..15."""
    return mk("str.from_code", T.ite(T.lt(d, 10), T.add(d, 48), T.add(d, 87)))


def repr_(obj: Any) -> Any:
    """``repr(obj)``: symbolic for a symbolic ``str`` (:func:`str_repr`), ``int`` or
    ``bool`` (their ``str()``); CPython's own otherwise."""
    return str_repr_of(obj, ascii_only=False)


def ascii_(obj: Any) -> Any:
    """``ascii(obj)``: as :func:`repr_` with the characters beyond ASCII escaped."""
    return str_repr_of(obj, ascii_only=True)


def str_repr_of(obj: Any, ascii_only: bool) -> Any:
    """``repr(obj)`` (``ascii(obj)``): symbolic for a symbolic ``str``, ``int`` or
    ``bool``, of a ``list``/``tuple``/``dict`` holding them
    (:mod:`.container_repr`) and of an exception whose arguments are such
    (:mod:`.exception_text`); CPython's own otherwise (a symbolic ``bytes`` made
    concrete, noted; an instance of a ``str`` subclass whose class writes ``__repr__``,
    that method as written)."""
    if holds_symbolic(obj):
        return container_repr(obj, ascii_only)
    if isinstance(obj, SymStr) and own_repr(obj):
        # a str subclass's own __repr__ (email's Terminal: ValueTerminal('ab')), as
        # written: what it reads of the string is made concrete, noted (the executor
        # runs it rewritten first where it can)
        return ascii(obj) if ascii_only else repr(obj)
    if isinstance(obj, BaseException):
        made = exception_repr(obj, ascii_only)  # ValueError(s): its name and args
        if made is not None:
            return made
    if isinstance(obj, SymStr):
        return str_repr(obj, ascii_only)
    if isinstance(obj, SymInt | SymBool):
        return sym_str(obj)
    if formattable(obj):  # a decimal literal's float
        made = float_text(obj, "")
        if made is not None:
            return made
    return ascii(obj) if ascii_only else repr(obj)


__all__ = ["ascii_", "in_repr_domain", "repr_", "str_repr", "str_repr_of"]
