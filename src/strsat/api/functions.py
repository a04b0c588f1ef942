"""z3py's functions over strings, integers, regexes and Bools, on strsat terms.

Each builds a term with :func:`strsat.terms.mk` after coercing its arguments
(:func:`~strsat.api.expr.to_term`), so a wrong argument is reported with the
function's name and the offending value.  Semantics are SMT-LIB 2.6's
(``SubString`` and ``s[i]`` are total, ``StrToInt`` of a non-numeral is -1);
the Python ``str`` semantics, with exceptions, are in :mod:`strsat.python`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import cast

from ..terms import BOOL, INT, REGLAN, STRING, Sort, Term, boolean, integer, mk, var
from .encodings import last_indexof
from .errors import ApiSortError, ApiValueError
from .expr import (
    BoolExpr,
    Expr,
    IntExpr,
    RegexExpr,
    SortRef,
    StringExpr,
    any_term,
    string_literal,
    to_term,
    wrap,
)

# ---- constants and literals ---------------------------------------------------------


def _context(ctx: object, where: str) -> None:
    """z3py's optional ``ctx`` argument: strsat has one context, so only None or a z3
    ``Context`` (ignored; code ported from z3py may pass one) are accepted."""
    if ctx is not None and not (type(ctx).__name__ == "Context"
                                and type(ctx).__module__.startswith("z3")):
        raise ApiSortError(where, ctx, "a z3 Context or nothing (the optional ctx argument)")


def _name(name: object, where: str) -> str:
    if not isinstance(name, str):
        raise ApiSortError(where, name, "a name (str)")
    if not name or "|" in name or "\\" in name:
        raise ApiValueError(where, name, "is not a usable name (non-empty, without | or \\)")
    return name


def _names(names: object, where: str) -> list[str]:
    if not isinstance(names, str):
        raise ApiSortError(where, names, "names separated by spaces (str)")
    return [_name(n, where) for n in names.split()]


def String(name: str, ctx: object = None) -> StringExpr:  # noqa: N802 - z3py's names
    """The String constant ``name``."""
    _context(ctx, "String")
    return StringExpr(var(_name(name, "String"), STRING))


def Strings(names: str, ctx: object = None) -> list[StringExpr]:  # noqa: N802
    """String constants, one per space-separated name: ``x, y = Strings('x y')``."""
    _context(ctx, "Strings")
    return [StringExpr(var(n, STRING)) for n in _names(names, "Strings")]


def StringVal(value: str, ctx: object = None) -> StringExpr:  # noqa: N802
    """The String literal ``value`` (any code point up to U+2FFFF)."""
    _context(ctx, "StringVal")
    if not isinstance(value, str):
        raise ApiSortError("StringVal", value, "a str")
    return StringExpr(string_literal(value, "StringVal"))


def Int(name: str, ctx: object = None) -> IntExpr:  # noqa: N802
    _context(ctx, "Int")
    return IntExpr(var(_name(name, "Int"), INT))


def Ints(names: str, ctx: object = None) -> list[IntExpr]:  # noqa: N802
    _context(ctx, "Ints")
    return [IntExpr(var(n, INT)) for n in _names(names, "Ints")]


def IntVal(value: int | str, ctx: object = None) -> IntExpr:  # noqa: N802
    """The Int literal ``value`` (an int, or a decimal numeral as z3py accepts)."""
    _context(ctx, "IntVal")
    if isinstance(value, str) and value.strip().lstrip("+-").isdigit() \
            and value.strip().isascii():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ApiSortError("IntVal", value, "an int")
    return IntExpr(integer(value))


def Bool(name: str, ctx: object = None) -> BoolExpr:  # noqa: N802
    _context(ctx, "Bool")
    return BoolExpr(var(_name(name, "Bool"), BOOL))


def Bools(names: str, ctx: object = None) -> list[BoolExpr]:  # noqa: N802
    _context(ctx, "Bools")
    return [BoolExpr(var(n, BOOL)) for n in _names(names, "Bools")]


def BoolVal(value: bool, ctx: object = None) -> BoolExpr:  # noqa: N802
    _context(ctx, "BoolVal")
    if not isinstance(value, bool):
        raise ApiSortError("BoolVal", value, "a bool")
    return BoolExpr(boolean(value))


def Const(name: str, sort: SortRef) -> Expr:  # noqa: N802
    """A constant of ``sort`` (``StringSort()``, ``IntSort()``, ``BoolSort()``)."""
    if not isinstance(sort, SortRef) or sort.sort is REGLAN:
        raise ApiSortError("Const", sort, "StringSort(), IntSort() or BoolSort()")
    return wrap(var(_name(name, "Const"), sort.sort))


def Consts(names: str, sort: SortRef) -> list[Expr]:  # noqa: N802
    return [Const(n, sort) for n in _names(names, "Consts")]


# ---- strings ----------------------------------------------------------------------------


def _s(value: object, where: str) -> Term:
    return to_term(value, STRING, where)


def _i(value: object, where: str) -> Term:
    return to_term(value, INT, where)


def _r(value: object, where: str) -> Term:
    return to_term(value, REGLAN, where)


def Length(s: object) -> IntExpr:  # noqa: N802
    return IntExpr(mk("str.len", _s(s, "Length")))


def _flat(args: Sequence[object]) -> list[object]:
    """z3py lets variadic functions take one list (tuple, set, generator) instead of
    several arguments."""
    if len(args) == 1 and _iterable(args[0]):
        return list(cast(Iterable[object], args[0]))
    return list(args)


def _iterable(value: object) -> bool:
    """A collection of arguments: not an expression or a string, which Python can
    iterate too."""
    return (not isinstance(value, Expr | str | bytes) and hasattr(value, "__iter__")
            and not hasattr(value, "__strsat_term__"))


def Concat(*args: object) -> Expr:  # noqa: N802
    """Concatenation of strings, or of regular expressions (as in z3py)."""
    items = _flat(args)
    if not items:
        raise ApiSortError("Concat", (), "at least one argument")
    if any(isinstance(a, RegexExpr) or getattr(a, "sort", None) is REGLAN for a in items):
        return RegexExpr(mk("re.++", *(_r(a, "Concat") for a in items)))
    return StringExpr(mk("str.++", *(_s(a, "Concat") for a in items)))


def SubString(s: object, offset: object, length: object) -> StringExpr:  # noqa: N802
    """``str.substr``: at most ``length`` characters from ``offset`` ("" out of range)."""
    return StringExpr(mk("str.substr", _s(s, "SubString"), _i(offset, "SubString"),
                         _i(length, "SubString")))


SubSeq = SubString


def IndexOf(s: object, substr: object, offset: object = 0) -> IntExpr:  # noqa: N802
    """``str.indexof``: the first occurrence at or after ``offset``, or -1."""
    return IntExpr(mk("str.indexof", _s(s, "IndexOf"), _s(substr, "IndexOf"),
                      _i(offset, "IndexOf")))


def LastIndexOf(s: object, substr: object) -> IntExpr:  # noqa: N802
    """The last occurrence of ``substr`` in ``s``, or -1 (``len(s)`` for ""); z3's
    ``seq.last_indexof``, written with ``str.rev``: the last match of ``t`` in ``s`` is
    the first match of ``rev(t)`` in ``rev(s)``, counted from the other end."""
    return IntExpr(last_indexof(_s(s, "LastIndexOf"), _s(substr, "LastIndexOf")))


def Contains(s: object, t: object) -> BoolExpr:  # noqa: N802
    return BoolExpr(mk("str.contains", _s(s, "Contains"), _s(t, "Contains")))


def PrefixOf(prefix: object, s: object) -> BoolExpr:  # noqa: N802
    return BoolExpr(mk("str.prefixof", _s(prefix, "PrefixOf"), _s(s, "PrefixOf")))


def SuffixOf(suffix: object, s: object) -> BoolExpr:  # noqa: N802
    return BoolExpr(mk("str.suffixof", _s(suffix, "SuffixOf"), _s(s, "SuffixOf")))


def Replace(s: object, src: object, dst: object) -> StringExpr:  # noqa: N802
    """``str.replace``: the first occurrence (an empty ``src`` inserts ``dst`` in front)."""
    return StringExpr(mk("str.replace", _s(s, "Replace"), _s(src, "Replace"),
                         _s(dst, "Replace")))


def ReplaceAll(s: object, src: object, dst: object) -> StringExpr:  # noqa: N802
    """``str.replace_all``: every non-overlapping occurrence from the left."""
    return StringExpr(mk("str.replace_all", _s(s, "ReplaceAll"), _s(src, "ReplaceAll"),
                         _s(dst, "ReplaceAll")))


def ReplaceRe(s: object, regex: object, dst: object) -> StringExpr:  # noqa: N802
    """``str.replace_re``: the leftmost shortest non-empty match."""
    return StringExpr(mk("str.replace_re", _s(s, "ReplaceRe"), _r(regex, "ReplaceRe"),
                         _s(dst, "ReplaceRe")))


def ReplaceReAll(s: object, regex: object, dst: object) -> StringExpr:  # noqa: N802
    return StringExpr(mk("str.replace_re_all", _s(s, "ReplaceReAll"),
                         _r(regex, "ReplaceReAll"), _s(dst, "ReplaceReAll")))


def StrToInt(s: object) -> IntExpr:  # noqa: N802
    """``str.to_int``: the value of a non-empty string of ASCII digits, else -1."""
    return IntExpr(mk("str.to_int", _s(s, "StrToInt")))


def IntToStr(n: object) -> StringExpr:  # noqa: N802
    """``str.from_int``: the decimal digits of ``n >= 0``, else ""."""
    return StringExpr(mk("str.from_int", _i(n, "IntToStr")))


def StrToCode(s: object) -> IntExpr:  # noqa: N802
    return IntExpr(mk("str.to_code", _s(s, "StrToCode")))


def StrFromCode(code: object) -> StringExpr:  # noqa: N802
    return StringExpr(mk("str.from_code", _i(code, "StrFromCode")))


def IsDigit(s: object) -> BoolExpr:  # noqa: N802
    """``str.is_digit``: ``s`` is one character in ``0``..``9``."""
    return BoolExpr(mk("str.is_digit", _s(s, "IsDigit")))


# ---- regular expressions ----------------------------------------------------------------


def InRe(s: object, regex: object) -> BoolExpr:  # noqa: N802
    return BoolExpr(mk("str.in_re", _s(s, "InRe"), _r(regex, "InRe")))


def Re(s: object) -> RegexExpr:  # noqa: N802
    """The language of the one string ``s`` (``str.to_re``)."""
    return RegexExpr(mk("str.to_re", _s(s, "Re")))


def Star(regex: object) -> RegexExpr:  # noqa: N802
    return RegexExpr(mk("re.*", _r(regex, "Star")))


def Plus(regex: object) -> RegexExpr:  # noqa: N802
    return RegexExpr(mk("re.+", _r(regex, "Plus")))


def Option(regex: object) -> RegexExpr:  # noqa: N802
    return RegexExpr(mk("re.opt", _r(regex, "Option")))


def Union(*args: object) -> RegexExpr:  # noqa: N802
    items = _flat(args)
    if not items:
        raise ApiSortError("Union", (), "at least one regular expression")
    return RegexExpr(mk("re.union", *(_r(a, "Union") for a in items)))


def Intersect(*args: object) -> RegexExpr:  # noqa: N802
    items = _flat(args)
    if not items:
        raise ApiSortError("Intersect", (), "at least one regular expression")
    return RegexExpr(mk("re.inter", *(_r(a, "Intersect") for a in items)))


def Complement(regex: object) -> RegexExpr:  # noqa: N802
    return RegexExpr(mk("re.comp", _r(regex, "Complement")))


def Diff(a: object, b: object) -> RegexExpr:  # noqa: N802
    return RegexExpr(mk("re.diff", _r(a, "Diff"), _r(b, "Diff")))


def Range(lo: object, hi: object) -> RegexExpr:  # noqa: N802
    """The one-character strings from ``lo`` to ``hi`` (each a one-character string)."""
    for c in (lo, hi):
        if isinstance(c, str) and len(c) != 1:
            raise ApiValueError("Range", c, "is not a single character")
    return RegexExpr(mk("re.range", _s(lo, "Range"), _s(hi, "Range")))


def Loop(regex: object, lo: int, hi: int | None = 0) -> RegexExpr:  # noqa: N802
    """Between ``lo`` and ``hi`` repetitions; ``hi`` 0 or None means no upper bound
    (z3py's convention)."""
    r = _r(regex, "Loop")
    for b in (lo, hi):
        if b is not None and (isinstance(b, bool) or not isinstance(b, int)):
            raise ApiSortError("Loop", b, "a bound (int)")
        if b is not None and b < 0:
            raise ApiValueError("Loop", b, "is a negative bound")
    if not hi:
        return RegexExpr(mk("re.++", mk("re.^", r, indices=(lo,)), mk("re.*", r)))
    return RegexExpr(mk("re.loop", r, indices=(lo, hi)))


def _re_sort(sort: SortRef | None, where: str) -> None:
    if sort is not None and not (isinstance(sort, SortRef) and sort.sort is REGLAN):
        raise ApiSortError(where, sort, "ReSort(StringSort()) or nothing")


def AllChar(sort: SortRef | None = None) -> RegexExpr:  # noqa: N802
    """Every one-character string (``re.allchar``)."""
    _re_sort(sort, "AllChar")
    return RegexExpr(mk("re.allchar"))


def Full(sort: SortRef | None = None) -> RegexExpr:  # noqa: N802
    """Every string (``re.all``)."""
    _re_sort(sort, "Full")
    return RegexExpr(mk("re.all"))


def Empty(sort: SortRef | None = None) -> Expr:  # noqa: N802
    """The empty language (``re.none``); ``Empty(StringSort())`` is the empty string."""
    if isinstance(sort, SortRef) and sort.sort is STRING:
        return StringVal("")
    _re_sort(sort, "Empty")
    return RegexExpr(mk("re.none"))


# ---- Booleans and integers ----------------------------------------------------------------


def _b(value: object, where: str) -> Term:
    return to_term(value, BOOL, where)


def And(*args: object) -> BoolExpr:  # noqa: N802
    items = _flat(args)
    return BoolExpr(mk("and", *(_b(a, "And") for a in items)))


def Or(*args: object) -> BoolExpr:  # noqa: N802
    items = _flat(args)
    return BoolExpr(mk("or", *(_b(a, "Or") for a in items)))


def Not(a: object) -> BoolExpr:  # noqa: N802
    return BoolExpr(mk("not", _b(a, "Not")))


def Xor(a: object, b: object) -> BoolExpr:  # noqa: N802
    return BoolExpr(mk("xor", _b(a, "Xor"), _b(b, "Xor")))


def Implies(a: object, b: object) -> BoolExpr:  # noqa: N802
    return BoolExpr(mk("=>", _b(a, "Implies"), _b(b, "Implies")))


def If(cond: object, then: object, otherwise: object) -> Expr:  # noqa: N802
    """``ite``: the branches may be expressions or Python constants (coerced to the
    sort of the expression among them)."""
    c = _b(cond, "If")
    sort = _common_sort([then, otherwise], "If")
    return wrap(mk("ite", c, to_term(then, sort, "If"), to_term(otherwise, sort, "If")))


def Distinct(*args: object) -> BoolExpr:  # noqa: N802
    items = _flat(args)
    if len(items) < 2:
        raise ApiSortError("Distinct", items, "at least two arguments")
    sort = _common_sort(items, "Distinct")
    return BoolExpr(mk("distinct", *(to_term(a, sort, "Distinct") for a in items)))


def Sum(*args: object) -> IntExpr:  # noqa: N802
    items = _flat(args)
    if not items:
        return IntExpr(integer(0))
    return IntExpr(mk("+", *(_i(a, "Sum") for a in items)))


def Product(*args: object) -> IntExpr:  # noqa: N802
    items = _flat(args)
    if not items:
        return IntExpr(integer(1))
    return IntExpr(mk("*", *(_i(a, "Product") for a in items)))


def Abs(a: object) -> IntExpr:  # noqa: N802
    return IntExpr(mk("abs", _i(a, "Abs")))


def _common_sort(items: Iterable[object], where: str) -> Sort:
    """The sort of the first expression among ``items`` (else of the first constant)."""
    items = list(items)
    for a in items:
        if isinstance(a, Expr | Term) or hasattr(a, "__strsat_term__"):
            return any_term(a, where).sort
    return any_term(items[0], where).sort


def simplify(e: object) -> Expr:
    """The expression rewritten by strsat's simplifier (constants folded)."""
    from ..rewrite import simplify as rewrite

    return wrap(rewrite(any_term(e, "simplify")))


__all__ = [
    "Abs", "AllChar", "And", "Bool", "BoolVal", "Bools", "Complement", "Concat", "Const",
    "Consts", "Contains", "Diff", "Distinct", "Empty", "Full", "If", "Implies", "InRe",
    "IndexOf", "Int", "IntToStr", "IntVal", "Intersect", "Ints", "IsDigit", "LastIndexOf",
    "Length", "Loop", "Not", "Option", "Or", "Plus", "PrefixOf", "Product", "Range", "Re",
    "Replace", "ReplaceAll", "ReplaceRe", "ReplaceReAll", "Star", "StrFromCode", "StrToCode",
    "StrToInt", "String", "StringVal", "Strings", "SubSeq", "SubString", "SuffixOf", "Sum",
    "Union", "Xor", "simplify",
]
