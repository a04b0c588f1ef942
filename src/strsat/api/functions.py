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
    r"""The String constant ``name`` (SMT-LIB ``(declare-const name String)``).

    Args:
        name: The constant's name: non-empty, without ``|`` or ``\``; two calls with one
            name give the same constant.
        ctx: z3py's context argument: None, or a z3 ``Context`` (ignored: strsat has one
            context).

    Returns:
        The constant, a String expression.

    Raises:
        ApiSortError: ``name`` is not a str.
        ApiValueError: ``name`` is empty or has ``|`` or ``\``.

    Examples:
        >>> x = String("x")
        >>> s = Solver()
        >>> s.add(x + "!" == "hi!")
        >>> s.check()
        sat
        >>> s.model()[x]
        'hi'
    """
    _context(ctx, "String")
    return StringExpr(var(_name(name, "String"), STRING))


def Strings(names: str, ctx: object = None) -> list[StringExpr]:  # noqa: N802
    """String constants, one per space-separated name.

    Args:
        names: The names, separated by spaces (``"x y z"``).
        ctx: z3py's context argument (None, or a z3 ``Context``, ignored).

    Returns:
        The constants, String expressions in the order of ``names``.

    Examples:
        >>> x, y = Strings("x y")
        >>> s = Solver()
        >>> s.add(x + y == "abc", Length(x) == 1)
        >>> s.check()
        sat
        >>> m = s.model()
        >>> m[x], m[y]
        ('a', 'bc')
    """
    _context(ctx, "Strings")
    return [StringExpr(var(n, STRING)) for n in _names(names, "Strings")]


def StringVal(value: str, ctx: object = None) -> StringExpr:  # noqa: N802
    r"""The String literal ``value``.

    Any code point from U+0000 to U+2FFFF (SMT-LIB 2.6's alphabet) may appear; the literal
    prints in SMT-LIB's syntax (``""`` for a quote, ``\u{e9}`` for a character outside
    printable ASCII).  Where an expression is expected, a Python ``str`` is read as its
    literal, so ``StringVal`` is mostly needed to start an expression.

    Raises:
        ApiSortError: ``value`` is not a str.
        ApiValueError: ``value`` has a character above U+2FFFF.

    Examples:
        >>> StringVal("héllo") + "!"
        (str.++ "h\u{e9}llo" "!")
        >>> simplify(Length(StringVal("héllo")))
        5
    """
    _context(ctx, "StringVal")
    if not isinstance(value, str):
        raise ApiSortError("StringVal", value, "a str")
    return StringExpr(string_literal(value, "StringVal"))


def Int(name: str, ctx: object = None) -> IntExpr:  # noqa: N802
    r"""The Int constant ``name``: an unbounded mathematical integer, as in SMT-LIB.

    Args:
        name: The constant's name (non-empty, without ``|`` or ``\``).
        ctx: z3py's context argument (None, or a z3 ``Context``, ignored).

    Returns:
        The constant, an Int expression.

    Examples:
        >>> n = Int("n")
        >>> s = Solver()
        >>> s.add(n * 3 == 12)
        >>> s.check()
        sat
        >>> s.model()[n]
        4
    """
    _context(ctx, "Int")
    return IntExpr(var(_name(name, "Int"), INT))


def Ints(names: str, ctx: object = None) -> list[IntExpr]:  # noqa: N802
    """Int constants, one per space-separated name.

    Examples:
        >>> a, b = Ints("a b")
        >>> s = Solver()
        >>> s.add(a + b == 10, a - b == 4)
        >>> s.check()
        sat
        >>> m = s.model()
        >>> m[a], m[b]
        (7, 3)
    """
    _context(ctx, "Ints")
    return [IntExpr(var(n, INT)) for n in _names(names, "Ints")]


def IntVal(value: int | str, ctx: object = None) -> IntExpr:  # noqa: N802
    """The Int literal ``value``.

    Args:
        value: An int, or a decimal numeral as a str (``"-12"``), as z3py accepts.
        ctx: z3py's context argument (None, or a z3 ``Context``, ignored).

    Raises:
        ApiSortError: ``value`` is neither (a ``bool`` is refused too).

    Examples:
        >>> IntVal("12") + 1
        (+ 12 1)
        >>> simplify(IntVal("12") + 1)
        13
        >>> IntVal(-3)
        (- 3)
    """
    _context(ctx, "IntVal")
    if isinstance(value, str) and value.strip().lstrip("+-").isdigit() \
            and value.strip().isascii():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ApiSortError("IntVal", value, "an int")
    return IntExpr(integer(value))


def Bool(name: str, ctx: object = None) -> BoolExpr:  # noqa: N802
    """The Bool constant ``name`` (a proposition).

    Examples:
        >>> p, q = Bool("p"), Bool("q")
        >>> s = Solver()
        >>> s.add(Or(p, q), Not(p))
        >>> s.check()
        sat
        >>> s.model()[q]
        True
    """
    _context(ctx, "Bool")
    return BoolExpr(var(_name(name, "Bool"), BOOL))


def Bools(names: str, ctx: object = None) -> list[BoolExpr]:  # noqa: N802
    """Bool constants, one per space-separated name.

    Examples:
        >>> p, q, r = Bools("p q r")
        >>> prove(Implies(And(p, q), Or(q, r)))
        proved
    """
    _context(ctx, "Bools")
    return [BoolExpr(var(n, BOOL)) for n in _names(names, "Bools")]


def BoolVal(value: bool, ctx: object = None) -> BoolExpr:  # noqa: N802
    """The Bool literal ``value`` (``true`` or ``false``).

    Raises:
        ApiSortError: ``value`` is not a Python ``bool``.

    Examples:
        >>> BoolVal(True)
        true
        >>> s = Solver()
        >>> s.add(BoolVal(False))
        >>> s.check()
        unsat
    """
    _context(ctx, "BoolVal")
    if not isinstance(value, bool):
        raise ApiSortError("BoolVal", value, "a bool")
    return BoolExpr(boolean(value))


def Const(name: str, sort: SortRef) -> Expr:  # noqa: N802
    """A constant of ``sort``: ``Const("x", StringSort())`` is ``String("x")``.

    Args:
        name: The constant's name.
        sort: ``StringSort()``, ``IntSort()`` or ``BoolSort()``.

    Raises:
        ApiSortError: ``sort`` is another sort (a regular expression is not a constant).

    Examples:
        >>> x = Const("x", StringSort())
        >>> n = Const("n", IntSort())
        >>> s = Solver()
        >>> s.add(x == IntToStr(n), n == 42)
        >>> s.check()
        sat
        >>> s.model()[x]
        '42'
    """
    if not isinstance(sort, SortRef) or sort.sort is REGLAN:
        raise ApiSortError("Const", sort, "StringSort(), IntSort() or BoolSort()")
    return wrap(var(_name(name, "Const"), sort.sort))


def Consts(names: str, sort: SortRef) -> list[Expr]:  # noqa: N802
    """Constants of ``sort``, one per space-separated name.

    Examples:
        >>> a, b = Consts("a b", IntSort())
        >>> prove(a + b == b + a)
        proved
    """
    return [Const(n, sort) for n in _names(names, "Consts")]


# ---- strings ----------------------------------------------------------------------------


def _s(value: object, where: str) -> Term:
    return to_term(value, STRING, where)


def _i(value: object, where: str) -> Term:
    return to_term(value, INT, where)


def _r(value: object, where: str) -> Term:
    return to_term(value, REGLAN, where)


def Length(s: object) -> IntExpr:  # noqa: N802
    """The length of a string, in characters (``str.len``).

    Args:
        s: A String expression or a Python ``str``.

    Returns:
        The length, an Int expression.

    Raises:
        ApiSortError: ``s`` is not a string.

    Examples:
        >>> x = String("x")
        >>> s = Solver()
        >>> s.add(Length(x) == 3, PrefixOf("ab", x), SuffixOf("bc", x))
        >>> s.check()
        sat
        >>> s.model()[x]
        'abc'
    """
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
    """Concatenation of strings, or of regular expressions (as in z3py).

    The arguments may be given one by one or as one list; when one of them is a regular
    expression the result is one (``re.++``), else a string (``str.++``).  ``x + y`` is
    the same for two strings.

    Raises:
        ApiSortError: No argument, or one of another sort.

    Examples:
        >>> x = String("x")
        >>> solve(Concat(x, "b", x) == "aba")
        [x = "a"]
        >>> Concat(Re("a"), Star(Re("b")))
        (re.++ (str.to_re "a") (re.* (str.to_re "b")))
    """
    items = _flat(args)
    if not items:
        raise ApiSortError("Concat", (), "at least one argument")
    if any(isinstance(a, RegexExpr) or getattr(a, "sort", None) is REGLAN for a in items):
        return RegexExpr(mk("re.++", *(_r(a, "Concat") for a in items)))
    return StringExpr(mk("str.++", *(_s(a, "Concat") for a in items)))


def SubString(s: object, offset: object, length: object) -> StringExpr:  # noqa: N802
    """At most ``length`` characters of ``s`` from ``offset`` (``str.substr``).

    Total, as SMT-LIB's: an offset outside ``s`` or a negative length gives ``""``, and a
    length past the end stops at the end (Python's ``s[offset:offset + length]`` raises
    nothing either, but reads negative offsets from the end).

    Examples:
        >>> simplify(SubString(StringVal("hello"), 1, 3))
        "ell"
        >>> simplify(SubString(StringVal("hello"), 3, 10))
        "lo"
        >>> x = String("x")
        >>> solve(SubString(x, 0, 2) == "ab", Length(x) == 2)
        [x = "ab"]
    """
    return StringExpr(mk("str.substr", _s(s, "SubString"), _i(offset, "SubString"),
                         _i(length, "SubString")))


SubSeq = SubString
"""z3py's name for :func:`SubString` on sequences (strsat's sequences are strings).

Examples:
    >>> simplify(SubSeq(StringVal("abc"), 1, 1))
    "b"
"""


def IndexOf(s: object, substr: object, offset: object = 0) -> IntExpr:  # noqa: N802
    """The position of the first ``substr`` in ``s`` at or after ``offset``, or -1
    (``str.indexof``).

    Args:
        s: The string searched.
        substr: The string looked for (``""`` is found at ``offset`` if it is in range).
        offset: Where the search starts (0 by default); out of range gives -1.

    Examples:
        >>> simplify(IndexOf(StringVal("banana"), "an")), simplify(IndexOf("banana", "an", 2))
        (1, 3)
        >>> x = String("x")
        >>> solve(IndexOf(x, "b") == 2, Length(x) == 3, PrefixOf("aa", x))
        [x = "aab"]
    """
    return IntExpr(mk("str.indexof", _s(s, "IndexOf"), _s(substr, "IndexOf"),
                      _i(offset, "IndexOf")))


def LastIndexOf(s: object, substr: object) -> IntExpr:  # noqa: N802
    """The position of the last ``substr`` in ``s``, or -1 (``len(s)`` for ``""``).

    This is z3's ``seq.last_indexof``, which SMT-LIB lacks: strsat writes it with
    ``str.rev`` (the last match of ``t`` in ``s`` is the first match of ``rev(t)`` in
    ``rev(s)``, counted from the other end), and :func:`to_z3` gives it back to z3.

    Examples:
        >>> simplify(LastIndexOf(StringVal("banana"), "an"))
        3
        >>> x = String("x")
        >>> solve(LastIndexOf(x, "a") == 2, Length(x) == 3, PrefixOf("bb", x))
        [x = "bba"]
    """
    return IntExpr(last_indexof(_s(s, "LastIndexOf"), _s(substr, "LastIndexOf")))


def Contains(s: object, t: object) -> BoolExpr:  # noqa: N802
    """``s`` contains ``t`` (``str.contains``); every string contains ``""``.

    Examples:
        >>> x = String("x")
        >>> s = Solver()
        >>> s.add(Contains(x, "ab"), Contains(x, "ba"), Length(x) == 3)
        >>> s.check()
        sat
        >>> s.model()[x] in ("aba", "bab")
        True
        >>> prove(Implies(Contains(x, "abc"), Contains(x, "bc")))
        proved
    """
    return BoolExpr(mk("str.contains", _s(s, "Contains"), _s(t, "Contains")))


def PrefixOf(prefix: object, s: object) -> BoolExpr:  # noqa: N802
    """``prefix`` is a prefix of ``s`` (``str.prefixof``; the prefix comes first, as in z3py).

    Examples:
        >>> x = String("x")
        >>> solve(PrefixOf("ab", x), SuffixOf("ba", x), Length(x) == 3)
        [x = "aba"]
    """
    return BoolExpr(mk("str.prefixof", _s(prefix, "PrefixOf"), _s(s, "PrefixOf")))


def SuffixOf(suffix: object, s: object) -> BoolExpr:  # noqa: N802
    """``suffix`` is a suffix of ``s`` (``str.suffixof``; the suffix comes first, as in z3py).

    Examples:
        >>> x = String("x")
        >>> prove(Implies(SuffixOf("bc", x), SuffixOf("c", x)))
        proved
    """
    return BoolExpr(mk("str.suffixof", _s(suffix, "SuffixOf"), _s(s, "SuffixOf")))


def Replace(s: object, src: object, dst: object) -> StringExpr:  # noqa: N802
    """``s`` with its first ``src`` replaced by ``dst`` (``str.replace``).

    An empty ``src`` inserts ``dst`` in front; ``s`` without ``src`` is unchanged.  Python's
    ``str.replace`` replaces every occurrence: that is :func:`ReplaceAll`.

    Examples:
        >>> simplify(Replace(StringVal("a-b-c"), "-", "+"))
        "a+b-c"
        >>> x = String("x")
        >>> prove(Length(Replace(x, "a", "bb")) <= Length(x) + 1)
        proved
    """
    return StringExpr(mk("str.replace", _s(s, "Replace"), _s(src, "Replace"),
                         _s(dst, "Replace")))


def ReplaceAll(s: object, src: object, dst: object) -> StringExpr:  # noqa: N802
    """``s`` with every ``src`` replaced by ``dst``, from the left without overlaps
    (``str.replace_all``), as Python's ``str.replace``; an empty ``src`` changes nothing
    (Python's inserts ``dst`` between every two characters).

    Examples:
        >>> simplify(ReplaceAll(StringVal("a-b-c"), "-", "+"))
        "a+b+c"
        >>> x = String("x")
        >>> solve(ReplaceAll(x, "-", "") == "ab", Length(x) == 3, PrefixOf("-", x))
        [x = "-ab"]
    """
    return StringExpr(mk("str.replace_all", _s(s, "ReplaceAll"), _s(src, "ReplaceAll"),
                         _s(dst, "ReplaceAll")))


def ReplaceRe(s: object, regex: object, dst: object) -> StringExpr:  # noqa: N802
    """``s`` with the first match of ``regex`` replaced by ``dst`` (``str.replace_re``).

    The match is SMT-LIB's: the leftmost, then shortest, non-empty one (Python's
    ``re.sub("[0-9]+", "#", "ab12cd", count=1)`` replaces the greedy ``12``).

    Examples:
        >>> digits = Plus(Range("0", "9"))
        >>> simplify(ReplaceRe(StringVal("ab12cd"), digits, "#"))
        "ab#2cd"
    """
    return StringExpr(mk("str.replace_re", _s(s, "ReplaceRe"), _r(regex, "ReplaceRe"),
                         _s(dst, "ReplaceRe")))


def ReplaceReAll(s: object, regex: object, dst: object) -> StringExpr:  # noqa: N802
    """``s`` with every match of ``regex`` replaced by ``dst`` (``str.replace_re_all``).

    The matches are SMT-LIB's: leftmost, shortest and non-empty, one after another.

    Examples:
        >>> digits = Plus(Range("0", "9"))
        >>> simplify(ReplaceReAll(StringVal("ab12cd"), digits, "#"))
        "ab##cd"
    """
    return StringExpr(mk("str.replace_re_all", _s(s, "ReplaceReAll"),
                         _r(regex, "ReplaceReAll"), _s(dst, "ReplaceReAll")))


def StrToInt(s: object) -> IntExpr:  # noqa: N802
    """The value of a string of decimal digits, else -1 (``str.to_int``).

    Only non-empty strings of ASCII digits have a value (leading zeros allowed); a sign,
    a space or any other character gives -1 (Python's ``int()`` reads a sign and
    surrounding spaces, and raises on the rest).

    Examples:
        >>> simplify(StrToInt(StringVal("042"))), simplify(StrToInt(StringVal("-1")))
        (42, (- 1))
        >>> x = String("x")
        >>> solve(StrToInt(x) == 42, Length(x) == 3)
        [x = "042"]
    """
    return IntExpr(mk("str.to_int", _s(s, "StrToInt")))


def IntToStr(n: object) -> StringExpr:  # noqa: N802
    """The decimal digits of ``n >= 0``, else ``""`` (``str.from_int``).

    Examples:
        >>> n = Int("n")
        >>> solve(IntToStr(n) == "2026")
        [n = 2026]
        >>> simplify(IntToStr(-5))
        ""
    """
    return StringExpr(mk("str.from_int", _i(n, "IntToStr")))


def StrToCode(s: object) -> IntExpr:  # noqa: N802
    """The code point of a one-character string, else -1 (``str.to_code``), as Python's
    ``ord`` (which raises instead of -1).

    Examples:
        >>> simplify(StrToCode(StringVal("A"))), simplify(StrToCode(StringVal("AB")))
        (65, (- 1))
        >>> x = String("x")
        >>> solve(StrToCode(x) == 97)
        [x = "a"]
    """
    return IntExpr(mk("str.to_code", _s(s, "StrToCode")))


def StrFromCode(code: object) -> StringExpr:  # noqa: N802
    """The one-character string of a code point, ``""`` outside U+0000..U+2FFFF
    (``str.from_code``; Python's ``chr`` raises outside U+0000..U+10FFFF instead).

    Examples:
        >>> simplify(StrFromCode(98))
        "b"
        >>> n = Int("n")
        >>> solve(StrFromCode(n) == "z")
        [n = 122]
    """
    return StringExpr(mk("str.from_code", _i(code, "StrFromCode")))


def IsDigit(s: object) -> BoolExpr:  # noqa: N802
    """``s`` is one character among ``0``..``9`` (``str.is_digit``).

    Examples:
        >>> simplify(IsDigit(StringVal("12")))
        false
        >>> x = String("x")
        >>> solve(IsDigit(x), StrToCode(x) > 56)
        [x = "9"]
    """
    return BoolExpr(mk("str.is_digit", _s(s, "IsDigit")))


# ---- regular expressions ----------------------------------------------------------------


def InRe(s: object, regex: object) -> BoolExpr:  # noqa: N802
    """``s`` is in the language of ``regex`` (``str.in_re``): the whole string matches.

    Args:
        s: A String expression or a Python ``str``.
        regex: A regular expression (:func:`Re`, :func:`Range`, :func:`Star` ...); a
            Python ``str`` is refused here, as in z3py (``Re(s)`` makes one).

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Concat(Re("a"), Star(Re("b")))), Length(x) == 3)
        [x = "abb"]
    """
    return BoolExpr(mk("str.in_re", _s(s, "InRe"), _r(regex, "InRe")))


def Re(s: object) -> RegexExpr:  # noqa: N802
    """The language of the one string ``s`` (``str.to_re``).

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Star(Re("ab"))), Length(x) == 4)
        [x = "abab"]
    """
    return RegexExpr(mk("str.to_re", _s(s, "Re")))


def Star(regex: object) -> RegexExpr:  # noqa: N802
    """Zero or more repetitions of ``regex`` (``re.*``, Kleene star).

    Examples:
        >>> x = String("x")
        >>> prove(Implies(InRe(x, Star(Re("a"))), Not(Contains(x, "b"))))
        proved
    """
    return RegexExpr(mk("re.*", _r(regex, "Star")))


def Plus(regex: object) -> RegexExpr:  # noqa: N802
    """One or more repetitions of ``regex`` (``re.+``).

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Plus(Re("ab"))), Length(x) < 3)
        [x = "ab"]
    """
    return RegexExpr(mk("re.+", _r(regex, "Plus")))


def Option(regex: object) -> RegexExpr:  # noqa: N802
    """``regex`` or the empty string (``re.opt``, a regex's ``?``).

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Concat(Re("a"), Option(Re("b")))), x != "a")
        [x = "ab"]
    """
    return RegexExpr(mk("re.opt", _r(regex, "Option")))


def Union(*args: object) -> RegexExpr:  # noqa: N802
    """The union of regular expressions (``re.union``, a regex's ``|``); one list may be given
    instead of several arguments.

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Union(Re("cat"), Re("dog"))), PrefixOf("d", x))
        [x = "dog"]
    """
    items = _flat(args)
    if not items:
        raise ApiSortError("Union", (), "at least one regular expression")
    return RegexExpr(mk("re.union", *(_r(a, "Union") for a in items)))


def Intersect(*args: object) -> RegexExpr:  # noqa: N802
    """The intersection of regular expressions (``re.inter``); one list may be given instead
    of several arguments.

    Examples:
        >>> x = String("x")
        >>> has_ba = Concat(Full(), Re("ba"), Full())
        >>> solve(InRe(x, Intersect(Star(Range("a", "b")), has_ba)), Length(x) == 2)
        [x = "ba"]
    """
    items = _flat(args)
    if not items:
        raise ApiSortError("Intersect", (), "at least one regular expression")
    return RegexExpr(mk("re.inter", *(_r(a, "Intersect") for a in items)))


def Complement(regex: object) -> RegexExpr:  # noqa: N802
    """The strings not in ``regex`` (``re.comp``).

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Complement(Star(Re("a")))), InRe(x, Range("a", "b")))
        [x = "b"]
    """
    return RegexExpr(mk("re.comp", _r(regex, "Complement")))


def Diff(a: object, b: object) -> RegexExpr:  # noqa: N802
    """The strings of ``a`` that are not in ``b`` (``re.diff``).

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Diff(Range("a", "c"), Re("b"))), x > "a")
        [x = "c"]
    """
    return RegexExpr(mk("re.diff", _r(a, "Diff"), _r(b, "Diff")))


def Range(lo: object, hi: object) -> RegexExpr:  # noqa: N802
    """The one-character strings from ``lo`` to ``hi`` by code point (``re.range``).

    Args:
        lo: A one-character string.
        hi: A one-character string; below ``lo`` the language is empty.

    Raises:
        ApiValueError: ``lo`` or ``hi`` is a str of another length.

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Range("0", "9")), StrToInt(x) * 2 == 14)
        [x = "7"]
    """
    for c in (lo, hi):
        if isinstance(c, str) and len(c) != 1:
            raise ApiValueError("Range", c, "is not a single character")
    return RegexExpr(mk("re.range", _s(lo, "Range"), _s(hi, "Range")))


def Loop(regex: object, lo: int, hi: int | None = 0) -> RegexExpr:  # noqa: N802
    """Between ``lo`` and ``hi`` repetitions of ``regex`` (``re.loop``).

    Args:
        regex: The regular expression repeated.
        lo: The least number of repetitions.
        hi: The most; 0 or None means no upper bound (z3py's convention), which strsat
            writes as ``lo`` repetitions then a star.

    Raises:
        ApiSortError: A bound is not an int.
        ApiValueError: A bound is negative.

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Loop(Re("ab"), 2, 3)), Length(x) > 4)
        [x = "ababab"]
        >>> Loop(Re("a"), 2)
        (re.++ ((_ re.^ 2) (str.to_re "a")) (re.* (str.to_re "a")))
    """
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
    """Every one-character string (``re.allchar``, a regex's ``.`` that also matches a
    newline).

    Args:
        sort: z3py's regex sort argument, ``ReSort(StringSort())``; optional here.

    Examples:
        >>> x = String("x")
        >>> solve(InRe(x, Concat(Re("a"), AllChar(ReSort(StringSort())))), SuffixOf("z", x))
        [x = "az"]
    """
    _re_sort(sort, "AllChar")
    return RegexExpr(mk("re.allchar"))


def Full(sort: SortRef | None = None) -> RegexExpr:  # noqa: N802
    """Every string (``re.all``).

    Args:
        sort: z3py's regex sort argument, ``ReSort(StringSort())``; optional here.

    Examples:
        >>> x = String("x")
        >>> prove(InRe(x, Full(ReSort(StringSort()))))
        proved
    """
    _re_sort(sort, "Full")
    return RegexExpr(mk("re.all"))


def Empty(sort: SortRef | None = None) -> Expr:  # noqa: N802
    """The empty language (``re.none``); ``Empty(StringSort())`` is the empty string.

    Args:
        sort: ``ReSort(StringSort())`` (or nothing) for the empty language,
            ``StringSort()`` for ``""``.

    Examples:
        >>> x = String("x")
        >>> s = Solver()
        >>> s.add(InRe(x, Empty(ReSort(StringSort()))))
        >>> s.check()
        unsat
        >>> Empty(StringSort())
        ""
    """
    if isinstance(sort, SortRef) and sort.sort is STRING:
        return StringVal("")
    _re_sort(sort, "Empty")
    return RegexExpr(mk("re.none"))


# ---- Booleans and integers ----------------------------------------------------------------


def _b(value: object, where: str) -> Term:
    return to_term(value, BOOL, where)


def And(*args: object) -> BoolExpr:  # noqa: N802
    """Conjunction (``and``); ``And()`` is true.  One list may be given instead of several
    arguments, and Python ``bool`` values are read as literals.

    Examples:
        >>> p, q = Bools("p q")
        >>> solve(And(p, Not(q)), q == p)
        no solution
        >>> n = Int("n")
        >>> solve(And([n > 1, n < 3]))
        [n = 2]
    """
    items = _flat(args)
    return BoolExpr(mk("and", *(_b(a, "And") for a in items)))


def Or(*args: object) -> BoolExpr:  # noqa: N802
    """Disjunction (``or``); ``Or()`` is false.  One list may be given instead of several
    arguments.

    Examples:
        >>> n = Int("n")
        >>> solve(Or(n == 1, n == 2), n > 1)
        [n = 2]
    """
    items = _flat(args)
    return BoolExpr(mk("or", *(_b(a, "Or") for a in items)))


def Not(a: object) -> BoolExpr:  # noqa: N802
    """Negation (``not``; ``~p`` is the same).

    Examples:
        >>> p = Bool("p")
        >>> prove(Not(And(p, Not(p))))
        proved
    """
    return BoolExpr(mk("not", _b(a, "Not")))


def Xor(a: object, b: object) -> BoolExpr:  # noqa: N802
    """Exclusive or of two Bools (``xor``; ``p ^ q`` is the same).

    Examples:
        >>> p, q = Bools("p q")
        >>> s = Solver()
        >>> s.add(Xor(p, q), p)
        >>> s.check()
        sat
        >>> s.model()[q]
        False
    """
    return BoolExpr(mk("xor", _b(a, "Xor"), _b(b, "Xor")))


def Implies(a: object, b: object) -> BoolExpr:  # noqa: N802
    """``a`` implies ``b`` (``=>``).

    Examples:
        >>> n = Int("n")
        >>> prove(Implies(n > 2, n > 1))
        proved
    """
    return BoolExpr(mk("=>", _b(a, "Implies"), _b(b, "Implies")))


def If(cond: object, then: object, otherwise: object) -> Expr:  # noqa: N802
    """``then`` if ``cond`` else ``otherwise`` (``ite``), of any sort.

    The branches may be expressions or Python constants, coerced to the sort of the
    expression among them.

    Examples:
        >>> x, n = String("x"), Int("n")
        >>> s = Solver()
        >>> s.add(n == If(Length(x) > 2, 1, 0), x == "abc")
        >>> s.check()
        sat
        >>> s.model()[n]
        1
    """
    c = _b(cond, "If")
    sort = _common_sort([then, otherwise], "If")
    return wrap(mk("ite", c, to_term(then, sort, "If"), to_term(otherwise, sort, "If")))


def Distinct(*args: object) -> BoolExpr:  # noqa: N802
    """The arguments are pairwise different (``distinct``); at least two, of one sort.

    Examples:
        >>> a, b, c = Ints("a b c")
        >>> s = Solver()
        >>> s.add(Distinct(a, b, c), a >= 0, a < b, b < c, a + b + c == 3)
        >>> s.check()
        sat
        >>> m = s.model()
        >>> m[a], m[b], m[c]
        (0, 1, 2)
    """
    items = _flat(args)
    if len(items) < 2:
        raise ApiSortError("Distinct", items, "at least two arguments")
    sort = _common_sort(items, "Distinct")
    return BoolExpr(mk("distinct", *(to_term(a, sort, "Distinct") for a in items)))


def Sum(*args: object) -> IntExpr:  # noqa: N802
    """The sum of Int expressions (``+``); ``Sum()`` is 0.  One list may be given instead of
    several arguments.

    Examples:
        >>> a, b, c = Ints("a b c")
        >>> Sum(a, b, c)
        (+ a b c)
        >>> s = Solver()
        >>> s.add(Sum([a, b, c]) == 6, a == 1, b == 2)
        >>> s.check()
        sat
        >>> s.model()[c]
        3
    """
    items = _flat(args)
    if not items:
        return IntExpr(integer(0))
    return IntExpr(mk("+", *(_i(a, "Sum") for a in items)))


def Product(*args: object) -> IntExpr:  # noqa: N802
    """The product of Int expressions (``*``); ``Product()`` is 1.

    strsat's integer reasoning is linear: a product of two symbolic integers may give
    ``unknown``.

    Examples:
        >>> n = Int("n")
        >>> solve(Product(n, 4) == 20)
        [n = 5]
    """
    items = _flat(args)
    if not items:
        return IntExpr(integer(1))
    return IntExpr(mk("*", *(_i(a, "Product") for a in items)))


def Abs(a: object) -> IntExpr:  # noqa: N802
    """The absolute value of an Int expression (``abs``).

    Examples:
        >>> n = Int("n")
        >>> solve(Abs(n) == 3, n < 0)
        [n = -3]
    """
    return IntExpr(mk("abs", _i(a, "Abs")))


def _common_sort(items: Iterable[object], where: str) -> Sort:
    """The sort of the first expression among ``items`` (else of the first constant)."""
    items = list(items)
    for a in items:
        if isinstance(a, Expr | Term) or hasattr(a, "__strsat_term__"):
            return any_term(a, where).sort
    return any_term(items[0], where).sort


def simplify(e: object) -> Expr:
    """The expression rewritten by strsat's simplifier (constants folded).

    The rewriter is strsat's own, so a simplified expression may differ in shape from
    z3py's; its meaning is the same.

    Examples:
        >>> simplify(Concat(StringVal("ab"), StringVal("cd")))
        "abcd"
        >>> n = Int("n")
        >>> simplify(n + 1 + 2)
        (+ n 3)
    """
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
